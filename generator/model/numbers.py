"""The one number type of the data: whole numbers, finite decimals and exact fractions.

Every number the data files hold is one of these: an int (``5``), a finite decimal (``51.34``)
or a fraction written in quotes (``"7/5"``, an amount of chips, a share of the pot). The YAML
reader refuses a decimal that is not finite (``.inf``, ``.nan``, ``1e999``) wherever it stands;
``fraction`` refuses a zero denominator wherever a fraction is read (amounts of the example
files, the ``fraction`` format of the parameter vocabulary). JSON has no infinity and a
spreadsheet no ``1/0``, so neither can reach an export.
"""
from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Annotated, Union

from pydantic import BeforeValidator

_FRACTION = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")
_WHOLE = re.compile(r"^\s*\d+\s*$")

FRACTION_FORMS = "a whole number such as 5, or a fraction in quotes such as \"7/5\""


def finite(value: float) -> float:
    """``value`` if it is a finite number; raises ValueError for infinity and NaN."""
    if not math.isfinite(value):
        raise ValueError(f"{value!r} is not a finite number; valid: a number such as 5 or 51.34")
    return value


def fraction(text: str) -> Fraction:
    """``"7/5"`` as an exact Fraction; raises ValueError for a zero denominator or another shape."""
    m = _FRACTION.match(text)
    if not m:
        raise ValueError(f"{text!r} is not a fraction; valid: two whole numbers with a slash, such as \"1/5\"")
    if int(m[2]) == 0:
        raise ValueError(f"{text.strip()!r} divides by zero; the denominator (after the slash) is a whole number from 1")
    return Fraction(int(m[1]), int(m[2]))


def exact(value):
    """An amount as written (``5``, ``"5"``, ``"7/5"``) as an exact number: an int when whole,
    else a Fraction. Raises ValueError for anything else (see ``FRACTION_FORMS``)."""
    if isinstance(value, bool):
        raise ValueError(f"{value!r} is not an amount; valid: {FRACTION_FORMS}")
    if isinstance(value, int):
        return value
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else value
    if isinstance(value, str):
        if _WHOLE.match(value):
            return int(value)
        if "/" in value:
            return exact(fraction(value))
    raise ValueError(f"{value!r} is not an amount; valid: {FRACTION_FORMS}")


def _amount_text(value):
    exact(value)  # raises ValueError with what would be valid
    return value if isinstance(value, int) else value.strip()


#: A number of chips in an example file: an int, or an exact fraction written ``"7/5"``.
Amount = Annotated[Union[int, str], BeforeValidator(_amount_text)]
