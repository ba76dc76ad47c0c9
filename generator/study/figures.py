"""What a hand shows, and the figures of many hands with their 95 % intervals.

``record(st, phases)`` keeps of a finished hand only what the figures need, as plain numbers.
Every figure is a ratio — a total over the hands of a sitting divided by another (per hand, per
player in a played deal, per player asked to drop out) — and its interval is that of a ratio
estimate over independent sittings (the delta method): hands of one sitting share a pot, so
the sitting, not the hand, is the unit. A figure that no hand of a study can show (no bête in
Kontraspiel) is left out rather than shown as zero.

``paired(a, b)`` is the difference of each figure between two studies played on the same seeds,
sitting by sitting, so that the luck of the deal cancels and a few hundred sittings are precise.
"""
from __future__ import annotations

import math
from fractions import Fraction

#: ``(id, label, kind)``: kind ``pct`` (a rate), ``money`` (units of the ruleset's money) or
#: ``count``; ``seat:<k>`` figures are added per table size (``gain-seat-<k>``).
FIGURES = (
    ("dealer-edge", "dealer's edge (his mean gain minus the others', per hand)", "money"),
    ("drop-out", "drop-out rate (players asked who passed)", "pct"),
    ("bete", "bête rate (per player in a played deal)", "pct"),
    ("pot-growth", "pot growth per hand", "money"),
    ("success", "declarer's success (or, without a declarer, players in a played deal who come out ahead)", "pct"),
    ("decisions", "decisions per hand", "count"),
    ("tricks", "tricks played per hand", "count"),
    ("flush", "Lanterlui (a flush) per hand", "pct"),
)
#: z of a two-sided 95 % interval.
Z95 = 1.959964


def seat_label(k: int) -> str:
    return "dealer" if k == 0 else "forehand" if k == 1 else f"seat {k + 1} from the dealer"


def as_float(x) -> float:
    return float(Fraction(x)) if not isinstance(x, (int, float)) else float(x)


def record(st, phases) -> dict:
    """What the figures keep of a finished hand (JSON-ready)."""
    n, out = st.n, st.outcome
    balances = [as_float(b) for b in st.balances()]
    played = bool(st.trick_log)
    asked = passed = 0
    for phase, (_, action) in zip(phases, st.history):
        if phase == "drop-out":
            asked += 1
            passed += action.verb == "pass"
    rec = {"gain": [balances[(st.dealer + k) % n] for k in range(n)],
           "pot": as_float(st.pot) - as_float(st.session.pot), "decisions": len(st.history),
           "tricks": len(st.trick_log), "drop-out": [passed, asked]}
    params = st.rules.params
    if params.get("bete") is not None:  # counted per player in a played deal
        rec["bete"] = [len(out.get("bete") or ()), st.n_active if played else 0]
    if st.declarer is not None and played:
        rec["success"] = [int(balances[st.declarer] > 0), 1]
    elif played:
        rec["success"] = [sum(1 for q in range(n) if st.active[q] and balances[q] > 0), st.n_active]
    if params.get("lanterlui"):
        rec["flush"] = [int("lanterlui" in out), 1]
    return rec


def _pairs(sitting: list, figure: str):
    """``(numerator, denominator)`` of a figure over one sitting's hands, or ``None``."""
    if figure.startswith("gain-seat-"):
        k = int(figure.rsplit("-", 1)[1])
        return sum(h["gain"][k] for h in sitting), len(sitting)
    if figure == "dealer-edge":
        n = len(sitting[0]["gain"])
        return sum(h["gain"][0] - (sum(h["gain"]) - h["gain"][0]) / (n - 1) for h in sitting), len(sitting)
    if figure in ("pot-growth", "decisions", "tricks"):
        key = {"pot-growth": "pot"}.get(figure, figure)
        return sum(h[key] for h in sitting), len(sitting)
    rows = [h[figure] for h in sitting if figure in h]
    if not rows:
        return None
    return sum(r[0] for r in rows), sum(r[1] for r in rows)


def figure_ids(players: int) -> list[str]:
    return [f"gain-seat-{k}" for k in range(players)] + [f for f, _, _ in FIGURES]


def label(figure: str) -> tuple[str, str]:
    """``(label, kind)`` of a figure id."""
    if figure.startswith("gain-seat-"):
        return f"mean gain per hand, {seat_label(int(figure.rsplit('-', 1)[1]))}", "money"
    for f, words, kind in FIGURES:
        if f == figure:
            return words, kind
    raise KeyError(figure)


def _linearized(sittings: list, figure: str):
    """The ratio estimate and each sitting's linearized term, or ``None`` if no hand shows it."""
    pairs = [_pairs(s, figure) for s in sittings]
    if any(p is None for p in pairs):
        if all(p is None for p in pairs):
            return None
        pairs = [p or (0, 0) for p in pairs]
    xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
    total_y = sum(ys)
    if total_y == 0:
        return None
    r = sum(xs) / total_y
    mean_y = total_y / len(ys)
    return r, [(x - r * y) / mean_y for x, y in zip(xs, ys)]


def _interval(value: float, terms: list) -> dict:
    m = len(terms)
    if m < 2:
        return {"value": value, "low": None, "high": None}
    mean = sum(terms) / m
    sd = math.sqrt(sum((t - mean) ** 2 for t in terms) / (m - 1))
    half = Z95 * sd / math.sqrt(m)
    return {"value": value, "low": value - half, "high": value + half}


def summarize(sittings: list, players: int) -> dict:
    """``figure id -> {value, low, high}`` over the sittings (each a list of hand records)."""
    out = {}
    for figure in figure_ids(players):
        found = _linearized(sittings, figure)
        if found is not None:
            out[figure] = _interval(*found)
    return out


def paired(a: list, b: list, players: int) -> dict:
    """``figure id -> {value, low, high}`` of (figure under ``b``) − (figure under ``a``), the two
    studies' sittings played on the same seeds in the same order."""
    if len(a) != len(b):
        raise ValueError("paired studies need the same sittings")
    out = {}
    for figure in figure_ids(players):
        fa, fb = _linearized(a, figure), _linearized(b, figure)
        if fa is None or fb is None:
            continue
        out[figure] = _interval(fb[0] - fa[0], [tb - ta for ta, tb in zip(fa[1], fb[1])])
    return out
