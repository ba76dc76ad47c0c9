"""What a ruleset keeps from hand to hand (a score, a pot, or nothing), a finished hand's result
for each seat, the score toward the game of a game scored in points (Euchre), side by side, and
why a hand stopped before its last trick: what the player's table shows after a hand."""
from __future__ import annotations

from generator.engine import wording


#: What a ruleset carries from hand to hand (``kept``).
SCORE, POT, NOTHING = "score", "pot", "nothing"


def kept(params) -> str:
    """``SCORE`` for a game played in points to a target, ``POT`` for one with an ante (the
    pot, and what lies in it, carry over), ``NOTHING`` where each hand is settled among the
    players (Bolachen)."""
    if params.in_force("target-score"):
        return SCORE
    return POT if params.in_force("ante") else NOTHING


def signed(amount) -> str:
    """``+3``, ``-2``, ``0``."""
    return f"+{amount}" if amount > 0 else str(amount)


def results(st) -> list[str]:
    """Each seat's result of a finished hand: money, or the points of a game scored in points."""
    points = (getattr(st, "scores", None) or {}).get("points")
    if points is None:
        return [signed(b) for b in st.balances()]
    return [f"{signed(p)} point{'' if p == 1 else 's'}" for p in points]


def score_text(st, name_of) -> str:
    """The score toward the game after ``st`` (or before it, while it is played), by sides:
    ``Anna and Clara 1, Ben and David 0``; empty for a game scored in money. ``name_of(seat)``
    names a seat."""
    side_of = getattr(st.rules, "side_of", None)
    if side_of is None:
        return ""
    game = st.scores.get("game") if getattr(st, "scores", None) else None
    game = game or st.session.scores or (0,) * st.n
    parts = []
    for side in sorted(set(side_of)):
        seats = [p for p in range(st.n) if side_of[p] == side]
        parts.append(" and ".join(name_of(p) for p in seats) + f" {game[seats[0]]}")
    return ", ".join(parts)


def ended_early(st, citations: dict) -> dict | None:
    """Why play stopped before the last trick (``early-end``), with the rule's citation from
    ``citations`` (rule id -> cite, href, title); ``None`` for a hand played out."""
    rules = st.rules
    played = len(st.trick_log)
    if rules.early_end is None or not played or played >= rules.hand_size:
        return None
    ref = rules.params.ref("early-end")
    cite = citations.get(ref.rule_id if ref else "", {})
    return {"after": played, "of": rules.hand_size, "why": wording.ENDED_EARLY,
            "cite": cite.get("cite", ""), "href": cite.get("href", ""), "title": cite.get("title", "")}
