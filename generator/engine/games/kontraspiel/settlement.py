"""Kontraspiel's settlement: the winner by ``win-condition``, the base value with the pot
(``base-value``, ``pot-settlement``) and the side payments between players (``side-payments``).

Readings built in here: "each opponent" in the side payments is every other player (no
partnerships are formed); a failed declared match and a soloist without a trick pay both side
payments.
"""
from __future__ import annotations

from generator.engine.ledger import POT


def winner(rules, st):
    """The winner of the deal by ``win-condition``: ``tricks`` tricks, else the first to
    ``first_to`` (whom nobody passed with ``tricks``); ``None`` if nobody."""
    need = rules.win["tricks"]
    for p in range(st.n):
        if st.tricks[p] >= need:
            return p
    first_to = rules.win.get("first_to")
    if first_to:
        count = [0] * st.n
        for _, _, w, _ in st.trick_log:
            count[w] += 1
            if count[w] == first_to:
                return w
    return None


def settle(rules, st) -> None:
    """The base value with the pot, then the side payments."""
    pay = st.ledger.pay
    base = st.stake
    w = winner(rules, st)
    st.outcome["winner"] = w
    soloist = st.declarer
    roles = [("soloist", soloist)]
    announced = st.announced
    if "contra" in announced:
        roles.append(("contra", announced["contra"]))
        if "recontra" in announced:
            roles.append(("recontra", announced["recontra"]))
    won = None
    for role, seat in roles:
        if seat != w:
            pay(seat, POT, base, role + " lost", rules.settle_id)
        else:
            won = role
    if won is not None:
        pay(POT, w, base, won + " won", rules.base_id)
    elif w is not None and rules.other_winner_share:
        pay(POT, w, base, "won: the soloist's share", rules.settle_id)
    if rules.side:
        side_payments(rules, st, roles)
    st.outcome["soloist_won"] = w == soloist


def side_payments(rules, st, roles) -> None:
    """Match and no-trick payments, between the players, never through the pot."""
    side = rules.side
    rule = rules.side_id
    pay = st.ledger.pay
    soloist = st.declarer
    tricks = st.tricks
    factor = side.get("preferred_suit_factor", 1) if st.table.trump == st.preferred else 1
    declared = "match" in st.announced
    if side.get("match") and tricks[soloist] == rules.hand_size:
        amount = side["match"] * factor * (side.get("declared_match_factor", 1) if declared else 1)
        for q in range(st.n):
            if q != soloist:
                pay(q, soloist, amount, "match", rule)
        st.outcome["match"] = soloist
    elif declared and side.get("failed_declared_match"):
        for q in range(st.n):
            if q != soloist:
                pay(soloist, q, side["failed_declared_match"], "declared match failed", rule)
    no_trick = side.get("no_trick")
    if no_trick:
        losers = [(role, seat) for role, seat in roles if not tricks[seat]]
        for role, seat in losers:
            for q in range(st.n):
                if q != seat:
                    pay(seat, q, no_trick * factor, role + ": no trick", rule)
        st.outcome["no_trick"] = [seat for _, seat in losers]
