"""EDTF dates: what is accepted, how it reads, what is refused."""
import pytest

from generator.model.dates import parse_edtf


@pytest.mark.parametrize("text, start, end, display", [
    ("1810", (1810, 1, 1), (1810, 12, 31), "1810"),
    ("1828/1844", (1828, 1, 1), (1844, 12, 31), "1828–1844"),
    ("177X", (1770, 1, 1), (1779, 12, 31), "1770s"),
    ("17XX", (1700, 1, 1), (1799, 12, 31), "18th century"),
    ("20XX", (2000, 1, 1), (2099, 12, 31), "21st century"),
    ("1800~", (1800, 1, 1), (1800, 12, 31), "c. 1800"),
    ("1810?", (1810, 1, 1), (1810, 12, 31), "1810?"),
    ("2018-10-16", (2018, 10, 16), (2018, 10, 16), "2018-10-16"),
    ("1904-02", (1904, 2, 1), (1904, 2, 29), "1904-02"),
])
def test_accepted_dates(text, start, end, display):
    date = parse_edtf(text, this_year=2026)
    end = min(end, (2099, 12, 31))
    assert (date.start, date.end, date.display()) == (start, end, display)


def test_bare_year_number_is_accepted():
    assert parse_edtf(1853, this_year=2026).start_year == 1853


@pytest.mark.parametrize("text, fragment", [
    ("1810-00", "month 0 does not exist"),
    ("1900-02-29", "day 29 does not exist"),
    ("1844/1828", "ends before it starts"),
    ("2027", "lies in the future"),
    ("18X0", "only at the end of a year"),
    ("c. 1800", "is not a date"),
    ("1800//1810", "is not a date"),
    ("", "is not a date"),
])
def test_refused_dates_say_what_is_valid(text, fragment):
    with pytest.raises(ValueError, match=fragment):
        parse_edtf(text, this_year=2026)
