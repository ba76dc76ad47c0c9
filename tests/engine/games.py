"""Hand-built Params for engine tests: Kontraspiel and Bolachen as the ruleset records give them.

These mirror gamedata/kontraspiel/rulesets/ and gamedata/bolachen/rulesets/ so that the engine's
tests do not depend on the dataset loader; tests/engine/test_bridge.py plays the real records.
"""
from __future__ import annotations

from generator.engine import Deal, Params, Session, compile_rules, new_hand

from .rulesets import legal, play, refused  # noqa: F401 - the shared helpers, for the Kontraspiel and Bolachen tests

GERMAN_24 = {"suits": "german", "ranks": ["A", "K", "O", "U", "10", "9"], "cards": 24}
GERMAN_32 = {"suits": "german", "ranks": ["A", "K", "O", "U", "10", "9", "8", "7"], "cards": 32}

KONTRA_1811 = {
    "players": {"min": 4, "max": 4},
    "pack": GERMAN_24,
    "rank-order": ["A", "K", "O", "U", "10", "9"],
    "top-trumps": [{"card": "UE", "name": "Wenzel"}, {"card": "UG", "name": "Wenzel"}],
    "direction": "clockwise",
    "hand-size": 5,
    "deal-packets": {"packets": [2, 3], "either_order": True},
    "talon": "out-of-play",
    "turn-up": "preferred-suit",
    "trump-selection": "soloist-rounds",
    "soloist-rounds": {"rounds": 2, "round_2_preferred": "eldest-only", "round_2_choice": "other-suit",
                       "all_pass": "redeal"},
    "turned-wenzel": {"effect": "dealer-soloist", "trumps": "natural-suit", "dealer_takes_card": True},
    "turned-ace": {"effect": "dealer-may-choose", "only_before_looking": True, "choice_binding": True},
    "match-declaration": {"allowed": True, "requires_soloist": True, "not_against_turn_up_soloist": True,
                          "before_first_card": True, "suit": "other-than-preferred"},
    "contra": {"before_trick": 2, "who": "any-opponent"},
    "contra-exchange": {"allowed": True, "before_trick": 1, "turn_up_not_taken": True, "soloist_from_round": 1},
    "recontra": {"before_trick": 3, "who": "third-player"},
    "first-lead": "eldest",
    "follow-suit": True,
    "must-trump": False,
    "must-head": {"required": False},
    "win-condition": {"tricks": 3, "first_to": 2},
    "ante": {"payer": "dealer", "amount": 1, "unit": "unit"},
    "base-value": {"equals": "pot", "min": 1, "max": 4},
    "pot-settlement": {"announcers": "each-with-pot", "other_winner": "soloist-share"},
    "side-payments": {"match": 1, "no_trick": 1, "preferred_suit_factor": 2, "declared_match_factor": 2,
                      "failed_declared_match": 2},
}

KONTRA_VARIATION = dict(KONTRA_1811, **{
    "turned-wenzel": {"effect": "dealer-may-choose", "trumps": "natural-suit", "dealer_takes_card": True,
                      "choice_binding": True},
})

KONTRA_1773_RECONSTRUCTION = dict(KONTRA_1811, **{"ante": {"payer": "dealer", "amount": 1, "unit": "unit",
                                                           "agreed": True}})

BOLACHEN_2015 = {
    "players": {"min": 3, "max": 3},
    "pack": GERMAN_32,
    "rank-order": ["A", "K", "O", "U", "10", "9", "8", "7"],
    "suit-order": ["H", "S", "G", "E"],
    "direction": "clockwise",
    "hand-size": 10,
    "deal-packets": {"packets": [3, {"talon": 2}, 4, 3]},
    "talon": "dopper",
    "trump-selection": "auction",
    "auction": {"order": "forehand-first", "all_pass": "dealer-must-play", "tie": "earlier-speaker",
                "suit_bids": "compare-suits"},
    "auction-turns": {"rounds": "once", "dealer": "only-if-others-pass"},
    "contracts": [
        {"id": "acorn-brand", "name": "Acorn Brand", "kind": "suit", "trump": "E", "min_tricks": 6},
        {"id": "leaf-brand", "name": "Leaf Brand", "kind": "suit", "trump": "G", "min_tricks": 6},
        {"id": "bell-brand", "name": "Bell Brand", "kind": "suit", "trump": "S", "min_tricks": 6},
        {"id": "heart-brand", "name": "Heart Brand", "kind": "suit", "trump": "H", "min_tricks": 6},
        {"id": "bettel", "name": "Bettel", "kind": "bettel"},
        {"id": "mord", "name": "Mord", "kind": "mord"},
    ],
    "switch-up": True,
    "dopper-exchange": {"max_cards": 2},
    "call-card": {"contracts": ["bettel", "mord"], "returned_card": "declarer-chooses"},
    "first-lead": "declarer",
    "follow-suit": True,
    "must-trump": True,
    "must-overtrump": True,
    "must-head": {"required": True, "exception": "second-defender"},
    "early-end": True,
    "contract-values": {"suit": 1, "bettel": 2, "mord": 3},
    "soft-score": {"declarer": 2, "defender": 1, "multipliers": {"suit": 1, "bettel": 2, "mord": 3}},
    "hard-score": {"tariff": 10, "unit": "cent", "multipliers": {"suit": 1, "bettel": 2, "mord": 3},
                   "mord_alternative": 50},
}

RULESETS = {
    "kontraspiel-1811": ("kontraspiel", KONTRA_1811),
    "kontraspiel-1811-wenzel-variation": ("kontraspiel", KONTRA_VARIATION),
    "kontraspiel-1773-reconstruction": ("kontraspiel", KONTRA_1773_RECONSTRUCTION),
    "bolachen-2015": ("bolachen", BOLACHEN_2015),
}


def params(ruleset_id: str, agreements=(), **changes) -> Params:
    """Params of a hand-built ruleset, with some values changed (``changes`` use _ for -)."""
    game, values = RULESETS[ruleset_id]
    values = dict(values)
    for key, value in changes.items():
        values[key.replace("_", "-")] = value
    values = {k: v for k, v in values.items() if v is not None}
    return Params.from_values(ruleset_id, game, values, agreements=frozenset(agreements))


def kontra(hands, turned: str, dealer: int = 0, session=None, ruleset="kontraspiel-1811", **changes):
    """A Kontraspiel hand from four written hands (``"UE AH ..."``) and the turned card; the
    three other undealt cards are the rest of the pack."""
    p = params(ruleset, **changes)
    pack = compile_rules(p, 4).pack
    cards = [pack.parse_cards(h) for h in hands]
    used = {c for h in cards for c in h} | {pack.parse(turned)}
    rest = [c for c in range(pack.size) if c not in used]
    deal = Deal(tuple(map(tuple, cards)), pack.parse(turned), tuple(rest))
    return new_hand("kontraspiel", p, 4, dealer, deal=deal, session=session or Session())


def bolachen(hands, dopper: str, dealer: int = 0, session=None, **changes):
    """A Bolachen hand from three written hands of ten and the two Dopper cards."""
    p = params("bolachen-2015", **changes)
    pack = compile_rules(p, 3).pack
    deal = Deal(tuple(tuple(pack.parse_cards(h)) for h in hands), None, (), tuple(pack.parse_cards(dopper)))
    return new_hand("bolachen", p, 3, dealer, deal=deal, session=session or Session())

