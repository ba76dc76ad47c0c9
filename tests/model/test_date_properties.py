"""Any date the parser accepts renders (on the site and in the citations) and sorts; anything else
is refused with a ValueError that says what is valid, never another exception."""
from __future__ import annotations

import datetime

from hypothesis import given, settings, strategies as st

from generator.cite.csl import csl_date
from generator.model.dates import MIN_YEAR, VALID_FORMS, parse_edtf

TODAY = datetime.date.today()
YEARS = st.one_of(st.integers(0, 2999).map(lambda y: f"{y:04d}"), st.integers(0, 299).map(lambda c: f"{c:03d}X"),
                  st.integers(0, 29).map(lambda c: f"{c:02d}XX"), st.text("0123456789X", min_size=1, max_size=5))
SINGLE = st.builds(lambda y, m, d, q: y + (f"-{m:02d}" if m is not None else "") + (f"-{d:02d}" if m is not None and d is not None else "") + q,
                   YEARS, st.none() | st.integers(0, 13), st.none() | st.integers(0, 32), st.sampled_from(["", "?", "~", "%", "?~"]))
DATES = st.one_of(SINGLE, st.builds(lambda a, b: f"{a}/{b}", SINGLE, SINGLE), st.text(max_size=12),
                  st.integers(-5, 3000))


def _accepted(value):
    try:
        return parse_edtf(value)
    except ValueError as exc:
        assert str(exc), value
        return None


@settings(max_examples=400, deadline=None)
@given(DATES)
def test_an_accepted_date_renders_and_lies_between_the_first_year_and_today(value):
    date = _accepted(value)
    if date is None:
        return
    assert date.start <= date.end
    assert MIN_YEAR <= date.start[0] and date.start <= (TODAY.year, TODAY.month, TODAY.day)
    shown = date.display()
    assert shown and shown.strip() == shown and "X" not in shown
    assert ("–" in shown) == ("/" in date.text)
    cited = csl_date(date.text)
    assert cited and ("literal" in cited or all(1 <= len(p) <= 3 for p in cited["date-parts"]))


@settings(max_examples=200, deadline=None)
@given(st.lists(DATES, min_size=2, max_size=8))
def test_accepted_dates_sort_by_when_they_start(values):
    dates = [d for d in map(_accepted, values) if d is not None]
    ordered = sorted(dates, key=lambda d: d.sort_key)
    assert [d.start for d in ordered] == sorted(d.start for d in dates)
    for a, b in zip(ordered, ordered[1:]):
        assert a.sort_key <= b.sort_key


def test_refusals_say_what_is_valid():
    for text in ("around 1811", "1811-13-01", "0000", "18"):
        try:
            parse_edtf(text)
        except ValueError as exc:
            assert any(word in str(exc) for word in ("valid", "does not exist", "four digits")), exc
        else:
            raise AssertionError(f"{text!r} was accepted")
    assert "1810" in VALID_FORMS
