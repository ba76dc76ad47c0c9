"""Every `quote` in the dataset is verbatim from a text we hold: a seed or a reference note.

The texts are ``../shared/seeds/*`` and ``../shared/reference/*`` beside the repository. A quote
is compared after Unicode NFC and whitespace normalisation (runs of spaces and line breaks count
as one space), nothing more: no change of case, dashes or quotation marks. Our English rendering
of a translated text is a paraphrase and belongs in prose or `translation`, never in `quote`.
"""
from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"
FOLDERS = ("seeds", "reference")


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip()


def held_texts() -> dict[str, str]:
    texts = {}
    for folder in FOLDERS:
        for path in sorted((SHARED / folder).glob("*")):
            if path.is_file():
                texts[f"{folder}/{path.name}"] = normalise(path.read_text(encoding="utf-8"))
    return texts


def quotes(dataset):
    from generator.model.checks import iter_citations
    for record in dataset._all():
        for path, cite in iter_citations(record):
            if cite.quote:
                yield f"{record.where.path}:{cite.line_of('quote')}", cite.quote


def test_normalisation_is_only_unicode_and_whitespace():
    assert normalise("Fu\u0308nf  Karten,\n  Fünf") == "Fünf Karten, Fünf"
    assert normalise("Tens are low") != normalise("tens are low")
    assert normalise("Acorns – the top") != normalise("Acorns - the top")


def test_every_quote_is_verbatim_in_a_text_we_hold(dataset):
    if not all((SHARED / folder).is_dir() for folder in FOLDERS):
        pytest.skip(f"the texts we hold are not beside this checkout ({SHARED}/seeds and /reference are absent); "
                    "the quotations cannot be checked here")
    texts = held_texts()
    assert texts, f"no texts found under {SHARED}"
    missing = [f"{where}: quote {quote!r} occurs in none of {SHARED}/seeds/* or {SHARED}/reference/*"
               for where, quote in quotes(dataset)
               if not any(normalise(quote) in text for text in texts.values())]
    assert not missing, "\n".join(missing)


def test_a_translation_is_never_also_given_as_its_own_quote(dataset):
    from generator.model.checks import iter_citations
    same = [f"{record.where.path}:{cite.line_of('quote')}"
            for record in dataset._all() for _, cite in iter_citations(record)
            if cite.quote and cite.translation and normalise(cite.quote) == normalise(cite.translation)]
    assert not same, same
