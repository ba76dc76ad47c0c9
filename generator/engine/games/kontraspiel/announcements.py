"""Kontraspiel's declarations: match, contra and recontra — who may make each, the actions it
offers, why one is refused, and what follows once it is made (``engine/declarations.py``)."""
from __future__ import annotations

from generator.engine.actions import Action

def may_match(st, p) -> bool:
    m = st.rules.match
    if st.declarer is None or p == st.declarer or st.played:
        return False
    return not (m.get("not_against_turn_up_soloist") and st.how == "turn-up")


def match_actions(st, p):
    return st.rules.match_actions[st.preferred]


def match_refused(st, p, action):
    m = st.rules.match
    if p == st.declarer:
        return "match-by-soloist", "the soloist cannot declare match against himself", {}
    if m.get("not_against_turn_up_soloist") and st.how == "turn-up":
        return "match-against-turn-up", "not against a soloist who took the turned card", {}
    if action.cards and action.cards[0] == st.rules.pack.suits[st.preferred]:
        return ("match-in-preferred-suit", "match must be played in a suit other than the preferred suit",
                {"suit": action.cards[0]})
    return None


def after_match(st, p, action) -> bool:
    st.outcome["displaced"] = st.declarer
    st.declarer = p
    st.how = "match"
    st.table = st.rules.tables[st.rules.pack.suits.index(action.cards[0])]
    return False


CONTRA_ACTIONS = (Action("contra"),)
RECONTRA_ACTIONS = (Action("recontra"),)


def may_contra(st, p) -> bool:
    return p != st.declarer


def contra_action(st, p):
    return CONTRA_ACTIONS


def after_contra(st, p, action) -> bool:
    """The contra player may take the turned card, under the ``contra-exchange`` conditions."""
    rules = st.rules
    ex = rules.contra_exchange
    if not ex or st.turned is None:
        return False
    if ex.get("before_trick") is not None and (st.trick_no or 1) > ex["before_trick"]:
        return False
    if ex.get("soloist_from_round") is not None and st.how != f"round-{ex['soloist_from_round']}":
        return False
    rules.contra_take.start(st, p)
    return True


def may_recontra(st, p) -> bool:
    if "contra" not in st.announced:
        return False
    if st.rules.recontra.get("who") == "soloist":
        return p == st.declarer
    return p != st.declarer and p != st.announced["contra"]


def recontra_action(st, p):
    return RECONTRA_ACTIONS


def recontra_refused(st, p, action):
    if "contra" not in st.announced:
        return "recontra-without-contra", "recontra only after a contra", {}
    if p == st.declarer or p == st.announced.get("contra"):
        return "recontra-by-a-party", "recontra is for a third player, neither the soloist nor the contra player", {}
    return None
