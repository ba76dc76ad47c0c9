"""The checkpoints of an example (``expect``): one check per field, kept in a table.

A checker reads one field of an ``Expect`` and the hand as it stands and returns what it found:
``Found(loc, check, detail)``, where ``loc`` is the place of the field under ``expect`` (with
the player, where there is one), ``check`` the ``Check`` a page shows (its ``key`` is the
field) and ``detail`` what a failure report adds below its first line. ``CHECKERS`` maps each
field to its checker, in the order the fields are checked; the runner (``run.py``) reports the
failures. A checker gets the runner, which gives the state (``st``), the pack, the player names
and its helpers (``who``, ``legal``, ``why_forbidden``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from generator.examples.results import number, yes
from generator.examples.transcript import Check, cards_of_mask, fmt_amount, normal_action


@dataclass
class Found:
    """What one check found."""

    loc: tuple
    check: Check
    detail: str = ""


def _one(key: str, what: str, expected, actual, ok: bool, player=None, items=(), detail="") -> list[Found]:
    loc = (key, player) if player is not None else (key,)
    return [Found(loc, Check(key, what, str(expected), str(actual), ok, player, tuple(items)), detail)]


def to_act(r, value) -> list[Found]:
    actual = r.st.current_player()
    return _one("to_act", "to act", value, r.who(actual), actual is not None and r.names[actual] == value)


def _legal(r, key: str, value, exact: bool) -> list[Found]:
    (who, actions), = value.items()
    actor = r.st.current_player()
    if actor is None or r.names[actor] != who:
        return _one(key, f"legal actions of {who}", ", ".join(actions), f"{r.who(actor)} to act", False, who)
    legal = r.legal()
    wanted = [normal_action(a, r.pack) for a in actions]
    missing = [a for a in wanted if a not in legal]
    if not exact:
        return _one(key, f"{who} may", ", ".join(wanted),
                    "all of them allowed" if not missing else f"not allowed: {', '.join(missing)}", not missing, who,
                    wanted, r.why_forbidden(missing) if missing else "")
    ok = Counter(wanted) == Counter(legal)
    extra = [a for a in legal if a not in wanted]
    detail = ""
    if not ok:
        detail = (f"\n  expected: {', '.join(wanted)}\n  engine:   {', '.join(legal)}"
                  + (f"\n  the engine also allows: {', '.join(extra)}" if extra else "")
                  + (f"\n  the engine forbids: {', '.join(missing)}" + r.why_forbidden(missing) if missing else ""))
    return _one(key, f"legal actions of {who}", ", ".join(wanted), ", ".join(legal), ok, who, legal, detail)


def legal(r, value) -> list[Found]:
    return _legal(r, "legal", value, exact=True)


def legal_includes(r, value) -> list[Found]:
    return _legal(r, "legal_includes", value, exact=False)


def trick_winner(r, value) -> list[Found]:
    log = r.st.trick_log
    actual = r.names[log[-1][2]] if log else "no trick completed yet"
    return _one("trick_winner", "winner of the last trick", value, actual, actual == value)


def trump(r, value) -> list[Found]:
    table = getattr(r.st, "table", None)
    actual = r.pack.suits[table.trump] if table is not None and table.trump is not None else "none"
    return _one("trump", "trump suit", value, actual, actual == value)


def declarer(r, value) -> list[Found]:
    d = getattr(r.st, "declarer", None)
    actual = r.names[d] if d is not None else "nobody"
    return _one("declarer", "declarer", value, actual, actual == value)


def contract(r, value) -> list[Found]:
    actual = getattr(getattr(r.st, "contract", None), "id", None) or "none"
    return _one("contract", "contract", value, actual, actual == value)


def phase(r, value) -> list[Found]:
    actual = r.st.phase.name if r.st.phase else "none"
    return _one("phase", "phase", value, actual, actual == value)


def forced(r, value) -> list[Found]:
    actual = bool(getattr(r.st, "forced", False))
    return _one("forced", "forced deal", yes(value), yes(actual), actual == value)


def active(r, value) -> list[Found]:
    st = r.st
    actual = [r.names[p] for p in range(st.n) if st.active[p]]
    return _one("active", "players in the deal", ", ".join(value), ", ".join(actual), sorted(actual) == sorted(value))


def pot(r, value) -> list[Found]:
    wanted = number(value)
    return _one("pot", "pot", fmt_amount(wanted), fmt_amount(r.st.pot), r.st.pot == wanted)


def tricks(r, value) -> list[Found]:
    out = []
    for who, count in value.items():
        actual = r.st.tricks[r.names.index(who)]
        out += _one("tricks", f"tricks of {who}", count, actual, actual == count, who)
    return out


def hand(r, value) -> list[Found]:
    pack, out = r.pack, []
    for who, cards in value.items():
        wanted = [pack.codes[pack.parse(c)] for c in sorted(cards.split(), key=lambda c: pack.index[pack.codes[pack.parse(c)]])]
        actual = [pack.codes[c] for c in cards_of_mask(r.st.hands[r.names.index(who)])]
        out += _one("hand", f"hand of {who}", " ".join(wanted), " ".join(actual) or "no cards",
                    sorted(wanted) == sorted(actual), who, actual)
    return out


def talon(r, value) -> list[Found]:
    return _one("talon", "cards in the talon", value, len(r.st.talon), len(r.st.talon) == value)


#: Field of ``Expect`` -> its checker, in the order they are checked.
CHECKERS = {"to_act": to_act, "legal": legal, "legal_includes": legal_includes, "trick_winner": trick_winner,
            "trump": trump, "declarer": declarer, "contract": contract, "phase": phase, "forced": forced,
            "active": active, "pot": pot, "tricks": tricks, "hand": hand, "talon": talon}
