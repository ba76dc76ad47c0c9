"""Every `quote` in the dataset is verbatim from a text we hold: a seed or a reference note.

What may be quoted and how quotes are compared is ``generator/check/quotes.py`` (``stichwort
check`` runs it); here it runs against the texts of ``../shared`` and against texts made on purpose."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.check.ledger import normalise
from generator.check.quotes import FOLDERS, quote_problems, quoted_fragments, translation_problems

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"


def test_normalisation_is_only_unicode_and_whitespace():
    assert normalise("Fu\u0308nf  Karten,\n  Fünf") == "Fünf Karten, Fünf"
    assert normalise("Tens are low") != normalise("tens are low")
    assert normalise("Acorns – the top") != normalise("Acorns - the top")


def test_only_the_quoted_fragments_of_a_note_count():
    note = 'Deal 5 each in batches of 2 and 3; the lead says "recorded as early as 1811" and Geiser\'s \'Polachen\' form.'
    assert quoted_fragments(note) == ["recorded as early as 1811", "Polachen"]
    assert quoted_fragments("“Tens are low” and „Eichel, Gras“") == ["Tens are low", "Eichel, Gras"]


def test_every_quote_is_verbatim_in_a_text_we_hold(dataset):
    if not all((SHARED / folder).is_dir() for folder in FOLDERS):
        pytest.skip(f"the texts we hold are not beside this checkout ({SHARED}/seeds and /reference are absent); "
                    "the quotations cannot be checked here")
    missing = [str(p) for p in quote_problems(dataset, SHARED)]
    assert not missing, "\n".join(missing)


def test_a_quote_outside_the_quoted_fragments_is_reported_at_its_line(dataset, tmp_path):
    (tmp_path / "seeds").mkdir()
    (tmp_path / "reference").mkdir()
    (tmp_path / "reference/note.md").write_text('The article says "Tens are low" of the ranking.\n', encoding="utf-8")
    problems = [str(p) for p in quote_problems(dataset, tmp_path)]
    assert problems and all(": quote: " in p and "occurs in no seed" in p for p in problems)
    assert all(p.split(":")[0].endswith(".yaml") and p.split(":")[1].isdigit() for p in problems)
    assert not any("'Tens are low'" in p for p in problems)  # the one quote that lies in a quoted fragment


def test_a_translation_is_never_also_given_as_its_own_quote(dataset):
    same = [str(p) for p in translation_problems(dataset)]
    assert not same, same
