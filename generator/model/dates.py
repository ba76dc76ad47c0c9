"""Dates as the dataset writes them: a subset of EDTF (Library of Congress Extended Date/Time Format).

Accepted: ``1810``, ``1810-05``, ``1810-05-14``, ``177X`` (a decade), ``17XX`` (a century),
a trailing ``?`` (uncertain), ``~`` (approximate) or ``%`` (both), and intervals
``1828/1844``. Anything else, or an impossible date (month 13, 31 April, an interval that
ends before it starts, a day after today, a year before ``MIN_YEAR``), is refused with a
message saying what is valid.
"""
from __future__ import annotations

import calendar
import datetime
import re
from dataclasses import dataclass

_SINGLE = re.compile(r"^(?P<year>[0-9]{2}(?:[0-9X]{2}))(?:-(?P<month>[0-9]{2})(?:-(?P<day>[0-9]{2}))?)?(?P<q>[?~%])?$")

#: No date of the data lies before this year (playing cards reached Europe in the 14th century);
#: ``0000`` or ``0181`` is a typing slip.
MIN_YEAR = 1000

VALID_FORMS = "a year (1810), year-month (1810-05), a day (1810-05-14), a decade (177X), an interval (1828/1844), optionally ending in ? or ~"


@dataclass(frozen=True)
class Edtf:
    """A parsed date or interval; ``text`` is the string as written."""

    text: str
    start: tuple[int, int, int]
    end: tuple[int, int, int]
    uncertain: bool = False
    approximate: bool = False

    @property
    def start_year(self) -> int:
        return self.start[0]

    @property
    def end_year(self) -> int:
        return self.end[0]

    @property
    def sort_key(self) -> tuple:
        return (self.start, self.end, self.text)

    def display(self) -> str:
        """Human form: ``1828–1844``, ``1770s``, ``c. 1800``, ``1810?``."""
        parts = [_display_single(p) for p in self.text.split("/")]
        return "–".join(parts)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _display_single(text: str) -> str:
    q = text[-1] if text[-1] in "?~%" else ""
    core = text.rstrip("?~%")
    if core.endswith("XX"):
        core = f"{_ordinal(int(core[:2]) + 1)} century"
    elif core.endswith("X"):
        core = f"{core[:3]}0s"
    if q in "~%" and q:
        core = f"c. {core}"
    if q in "?%" and q:
        core = f"{core}?"
    return core


def _parse_single(text: str, today: tuple[int, int, int]) -> tuple[tuple[int, int, int], tuple[int, int, int], str]:
    m = _SINGLE.match(text)
    if not m:
        raise ValueError(f"{text!r} is not a date; valid: {VALID_FORMS}")
    year_text, month, day, q = m["year"], m["month"], m["day"], m["q"] or ""
    if "X" in year_text:
        if not re.fullmatch(r"[0-9]{2}(?:[0-9]X|XX)", year_text) or month:
            raise ValueError(f"{text!r}: unspecified digits (X) are allowed only at the end of a year, e.g. 177X")
        low = int(year_text.replace("X", "0"))
        high = int(year_text.replace("X", "9"))
        start, end = (low, 1, 1), (high, 12, 31)
    else:
        year = int(year_text)
        if month is None:
            start, end = (year, 1, 1), (year, 12, 31)
        else:
            mo = int(month)
            if not 1 <= mo <= 12:
                raise ValueError(f"{text!r}: month {mo} does not exist (01-12)")
            if day is None:
                start, end = (year, mo, 1), (year, mo, calendar.monthrange(year, mo)[1])
            else:
                d = int(day)
                last = calendar.monthrange(year, mo)[1]
                if not 1 <= d <= last:
                    raise ValueError(f"{text!r}: day {d} does not exist in {year}-{mo:02d} (01-{last})")
                start = end = (year, mo, d)
    if start > today:
        raise ValueError(f"{text!r} lies in the future (after {today[0]}-{today[1]:02d}-{today[2]:02d})")
    if start[0] < MIN_YEAR:
        raise ValueError(f"{text!r} lies before the year {MIN_YEAR}; valid: a year written with four digits, such as 1810")
    return start, end, q


def parse_edtf(value, this_year: int | None = None) -> Edtf:
    """Parse a date string (an int year is accepted); raise ValueError saying what is valid.

    A date may not lie after today (``this_year``, when given, stands for its last day)."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ValueError(f"a date must be a string; valid: {VALID_FORMS}")
    text = str(value).strip()
    now = datetime.date.today()
    today = (this_year, 12, 31) if this_year else (now.year, now.month, now.day)
    pieces = text.split("/")
    if len(pieces) > 2 or not all(pieces):
        raise ValueError(f"{text!r} is not a date; valid: {VALID_FORMS}")
    parsed = [_parse_single(p, today) for p in pieces]
    start, end = parsed[0][0], parsed[-1][1]
    if start > end:
        raise ValueError(f"{text!r}: the interval ends before it starts")
    qs = "".join(p[2] for p in parsed)
    return Edtf(text, start, end, uncertain=any(c in "?%" for c in qs), approximate=any(c in "~%" for c in qs))
