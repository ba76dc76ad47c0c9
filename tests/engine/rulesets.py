"""Hand-built Params for engine tests: the Bester Bube rulesets as the reference notes give them.

These mirror gamedata/bester-bube/rulesets/ so the engine's tests do not depend on the
dataset loader; tests/engine/test_bridge.py checks the real records through the bridge.
"""
from __future__ import annotations

import pytest

from generator.engine import IllegalAction, Params

PIQUET = {"suits": "french", "ranks": ["A", "K", "Q", "J", "10", "9", "8", "7"], "cards": 32}
FRENCH_52 = {"suits": "french", "ranks": ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"],
             "cards": 52}
BOWERS = [{"rank": "J", "suit": "trump", "name": "Best Bower"},
          {"rank": "J", "suit": "same-colour", "name": "Under Bower"}]

BB_1853 = {
    "players": {"min": 3, "max": 6},
    "pack": PIQUET,
    "rank-order": ["A", "K", "Q", "J", "10", "9", "8", "7"],
    "top-trumps": BOWERS,
    "direction": "anticlockwise",
    "ante": {"payer": "dealer", "amount": 5, "unit": "chip"},
    "hand-size": 5,
    "deal-packets": {"packets": [3, 2]},
    "turn-up": "trump",
    "talon": "exchange-stock",
    "trump-selection": "turn-up",
    "drop-out": {"condition": "pot-exceeds-ante"},
    "forced-deals": {"first_deal": True},
    "all-pass": {"outcome": "dealer-takes-pot"},
    "exchange": {"rounds": 2, "until_talon_empty": True},
    "turn-up-to-dealer": "exchange-then-take",
    "first-lead": "forehand",
    "follow-suit": True,
    "trick-1-lead": {"must_lead": ["first-top-trump", "trump"], "face_down": True},
    "trick-1-top-trump": {"must_play": True, "exception": "dealer"},
    "trick-2-lead": {"must_lead": "trump"},
    "trick-2-top-trump": {"must_play": True, "exception": "dealer"},
    "trick-payout": {"per_trick": 1, "unit": "chip"},
    "bete": {"amount": "pot"},
    "bete-payment": {"mode": "at-once", "instalments_by_agreement": True},
}

BB_1810 = dict(BB_1853, **{
    "direction": None,
    "drop-out": {"condition": "bete-in-pot"},
    "exchange": {"rounds": 2},
    "turn-up-to-dealer": "discard-for-it",
    "trick-1-lead": {"must_lead": ["first-top-trump", "trump"], "face_down": True},
    "trick-payout": {"pot_fraction": "1/5"},
    "bete": {"amount": "escalating", "first": 5, "step": 5},
})
del BB_1810["trick-2-lead"]
del BB_1810["forced-deals"]

BB_1828 = dict(BB_1810, **{
    "players": {"min": 3, "max": 7, "usual": 5},
    "pack": FRENCH_52,
    "rank-order": FRENCH_52["ranks"],
    "pack-reduction": {"remove_ranks": ["3", "2"], "when_players_below": 6, "optional": True},
    "forced-deals": {"first_deal": True, "pot_units_at_most": 1},
    "all-pass": {"outcome": "dealer-takes-pot", "challenge": True},
    "after-force": {"must_play": "dealer-right", "optional": True},
    "trick-2-lead": {"must_lead": "trump"},
    "forced-play-waiver": {"active_players_at_most": 2, "tricks": [1, 2]},
    "lanterlui": {"cards": 5, "forced_bete": 5, "passed_pays": 5, "players_pay": "pot",
                  "made_by_exchange": "pot-only"},
    "four-card-lanterlui": {"allowed": True, "optional": True},
})

BB_HOLSTEIN = dict(BB_1853, **{"top-trumps": [{"card": "JS", "name": "Spadenbuur"}]})
del BB_HOLSTEIN["trick-2-top-trump"]

RULESETS = {
    "bester-bube-1853": BB_1853,
    "bester-bube-1810": BB_1810,
    "bester-bube-1828": BB_1828,
    "bester-bube-1800-holstein-reconstruction": BB_HOLSTEIN,
}


def params(ruleset_id: str = "bester-bube-1853", agreements=(), **changes) -> Params:
    """Params of a hand-built ruleset, with some values changed (``changes`` use _ for -)."""
    values = dict(RULESETS[ruleset_id])
    for key, value in changes.items():
        values[key.replace("_", "-")] = value
    values = {k: v for k, v in values.items() if v is not None}
    return Params.from_values(ruleset_id, "bester-bube", values, agreements=frozenset(agreements))


def start(ruleset_id: str = "bester-bube-1853", hands=(), turned: str = "7D", talon: str = "",
          dealer: int = 0, session=None, agreements=(), **changes):
    """A hand of ``len(hands)`` players from written hands (``"JS 9H ..."`` per seat).

    The talon is ``talon`` (top first) followed by the rest of the pack in pack order.
    """
    from generator.engine import Deal, Session, compile_rules, new_hand
    p = params(ruleset_id, agreements, **changes)
    rules = compile_rules(p, len(hands))
    pack = rules.pack
    used = set()
    hand_cards = [pack.parse_cards(h) for h in hands]
    for h in hand_cards:
        used.update(h)
    top = pack.parse_cards(talon)
    used.update(top)
    used.add(pack.parse(turned))
    rest = [c for c in range(pack.size) if c not in used]
    deal = Deal(tuple(tuple(h) for h in hand_cards), pack.parse(turned), tuple(top + rest))
    return new_hand("bester-bube", p, len(hands), dealer, deal=deal, session=session or Session())


def play(st, *actions):
    """Apply actions written as strings, in turn; returns the state."""
    for action in actions:
        st.apply(action)
    return st


def legal(st) -> set[str]:
    """The legal actions as strings."""
    return {str(a) for a in st.legal_actions()}


def refused(st, action) -> IllegalAction:
    """The engine's refusal of ``action`` (the test fails if it is accepted)."""
    with pytest.raises(IllegalAction) as info:
        st.apply(action)
    return info.value


def rest_session(pot=20, **kw):
    """A session after the first deal (no force), with ``pot`` carried over."""
    from generator.engine import Session
    return Session(hand_number=kw.pop("hand_number", 3), pot=pot, **kw)
