"""Every `quote` in the dataset is verbatim from a text we hold: a seed or a reference note.

The texts are ``../shared/seeds/*`` and the notes ``../shared/reference/**/*.md`` (the families' notes too) beside the repository. A seed
is an article's own text, so any part of it may be quoted. A reference note paraphrases ("Everything
below is paraphrased; short quoted fragments are marked with quotes"), so only the fragments it
puts in quotation marks are the source's words: a quote must lie inside one of them. A quote is
compared after Unicode NFC and whitespace normalisation (runs of spaces and line breaks count as
one space), nothing more: no change of case, dashes or quotation marks. Our English rendering of
a translated text is a paraphrase and belongs in prose or `translation`, never in `quote`.
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


#: A fragment a note puts in quotation marks: "…", “…”, „…“ or '…' (an apostrophe inside a word
#: neither opens nor closes one).
QUOTED = re.compile(r'"([^"]+)"|“([^”]+)”|„([^“”]+)[“”]|(?<!\w)\'(.+?)\'(?!\w)')


def quoted_fragments(text: str) -> list[str]:
    return [next(g for g in match.groups() if g) for match in QUOTED.finditer(text)]


def held_texts() -> dict[str, str]:
    """What may be quoted, by file: a seed whole, a note's quoted fragments (joined by a break
    no quote can span)."""
    texts = {}
    for path in sorted((SHARED / "seeds").glob("*")):
        if path.is_file():
            texts[f"seeds/{path.name}"] = normalise(path.read_text(encoding="utf-8"))
    for path in sorted((SHARED / "reference").rglob("*.md")):
        fragments = quoted_fragments(normalise(path.read_text(encoding="utf-8")))
        texts[f"reference/{path.relative_to(SHARED / 'reference').as_posix()}"] = "\0".join(fragments)
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


def test_only_the_quoted_fragments_of_a_note_count():
    note = 'Deal 5 each in batches of 2 and 3; the lead says "recorded as early as 1811" and Geiser\'s \'Polachen\' form.'
    assert quoted_fragments(note) == ["recorded as early as 1811", "Polachen"]
    assert quoted_fragments("“Tens are low” and „Eichel, Gras“") == ["Tens are low", "Eichel, Gras"]


def test_every_quote_is_verbatim_in_a_text_we_hold(dataset):
    if not all((SHARED / folder).is_dir() for folder in FOLDERS):
        pytest.skip(f"the texts we hold are not beside this checkout ({SHARED}/seeds and /reference are absent); "
                    "the quotations cannot be checked here")
    texts = held_texts()
    assert texts, f"no texts found under {SHARED}"
    missing = [f"{where}: quote {quote!r} occurs in no seed ({SHARED}/seeds/*) and in no quoted "
               f"fragment of a reference note ({SHARED}/reference/*); a note's own wording is a paraphrase"
               for where, quote in quotes(dataset)
               if not any(normalise(quote) in text for text in texts.values())]
    assert not missing, "\n".join(missing)


def test_a_translation_is_never_also_given_as_its_own_quote(dataset):
    from generator.model.checks import iter_citations
    same = [f"{record.where.path}:{cite.line_of('quote')}"
            for record in dataset._all() for _, cite in iter_citations(record)
            if cite.quote and cite.translation and normalise(cite.quote) == normalise(cite.translation)]
    assert not same, same
