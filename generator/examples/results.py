"""Comparing what an example expects with what the engine reports: amounts, yes/no, and the
engine's facts (seats, lists per seat) in the example's terms (player names)."""
from __future__ import annotations

from fractions import Fraction

from generator.examples.transcript import fmt_amount
from generator.model.numbers import exact


def yes(value: bool) -> str:
    """``yes`` or ``no``."""
    return "yes" if value else "no"


def number(value):
    """An amount as written (``5``, ``"7/5"``) as an exact number; anything else (a name, a
    fraction the file checks refused) as it is, to be compared as written."""
    if isinstance(value, str):
        try:
            return exact(value)
        except ValueError:
            return value
    return value


def shown(value) -> str:
    """A fact in a few words, for a report."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {shown(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value)) or "nobody"
    if isinstance(value, bool):
        return yes(value)
    return fmt_amount(value) if isinstance(value, Fraction) else str(value)


def _is_seat(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def named(actual, wanted, names):
    """The engine's fact in the example's terms: seats as names where the example names players,
    and a list with a value per seat as a mapping by player where the example writes one."""
    if _is_seat(actual) and isinstance(wanted, str) and wanted in names:
        return names[actual]
    if isinstance(actual, (list, tuple)) and isinstance(wanted, dict) and len(actual) == len(names):
        return {names[i]: v for i, v in enumerate(actual)}
    if isinstance(actual, (list, tuple)) and isinstance(wanted, list) and wanted and \
            all(isinstance(w, str) and w in names for w in wanted):
        return [names[a] if _is_seat(a) and 0 <= a < len(names) else a for a in actual]
    return actual


def same(actual, wanted, names) -> bool:
    """The engine's fact is the one the example writes (amounts exact, lists of names in any order)."""
    found = named(actual, wanted, names)
    if isinstance(found, dict) and isinstance(wanted, dict):
        return {k: number(v) for k, v in found.items()} == {k: number(v) for k, v in wanted.items()}
    if isinstance(found, (list, tuple)) and isinstance(wanted, list):
        if wanted and all(isinstance(w, str) and w in names for w in wanted):
            return sorted(map(str, found)) == sorted(map(str, wanted))
        return list(found) == wanted
    return found == wanted
