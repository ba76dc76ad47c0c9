"""Every ``quote`` in the dataset is verbatim from a text we hold: a seed or a reference note.

The texts are ``../shared/seeds/*`` and the notes ``../shared/reference/**/*.md`` (the families'
notes too) beside the repository. A seed is an article's own text, so any part of it may be
quoted. A reference note paraphrases ("Everything below is paraphrased; short quoted fragments
are marked with quotes"), so only the fragments it puts in quotation marks are the source's
words: a quote must lie inside one of them. A quote is compared after Unicode NFC and whitespace
normalisation (runs of spaces and line breaks count as one space), nothing more: no change of
case, dashes or quotation marks. Our English rendering of a translated text is a paraphrase and
belongs in prose or ``translation``, never in ``quote``.
"""
from __future__ import annotations

import re
from pathlib import Path

from generator.check.ledger import normalise
from generator.model.checks import iter_citations
from generator.model.problems import Location, Problem

#: The folders of the shared folder that hold the texts we may quote.
FOLDERS = ("seeds", "reference")
#: A fragment a note puts in quotation marks: "…", “…”, „…“ or '…' (an apostrophe inside a word
#: neither opens nor closes one).
QUOTED = re.compile(r'"([^"]+)"|“([^”]+)”|„([^“”]+)[“”]|(?<!\w)\'(.+?)\'(?!\w)')


def quoted_fragments(text: str) -> list[str]:
    return [next(g for g in match.groups() if g) for match in QUOTED.finditer(text)]


def held_texts(shared: Path) -> dict[str, str]:
    """What may be quoted, by file: a seed whole, a note's quoted fragments (joined by a break
    no quote can span)."""
    texts = {}
    for path in sorted((shared / "seeds").glob("*")):
        if path.is_file():
            texts[f"seeds/{path.name}"] = normalise(path.read_text(encoding="utf-8"))
    for path in sorted((shared / "reference").rglob("*.md")):
        fragments = quoted_fragments(normalise(path.read_text(encoding="utf-8")))
        texts[f"reference/{path.relative_to(shared / 'reference').as_posix()}"] = "\0".join(fragments)
    return texts


def quotes(dataset):
    """``(record, citation)`` of every citation with a quote."""
    for record in dataset._all():
        for _, cite in iter_citations(record):
            if cite.quote:
                yield record, cite


def quote_problems(dataset, shared: Path) -> list[Problem]:
    """Every quote found in no text we hold in ``shared``."""
    texts = held_texts(shared)
    if not texts:
        return [Problem(Location(str(shared)), "", "no texts found in its seeds/ and reference/ folders")]
    out = []
    for record, cite in quotes(dataset):
        if not any(normalise(cite.quote) in text for text in texts.values()):
            out.append(Problem(Location(record.where.path, cite.line_of("quote")), "quote",
                               f"{cite.quote!r} occurs in no seed ({shared}/seeds/*) and in no quoted fragment of a "
                               f"reference note ({shared}/reference/*); a note's own wording is a paraphrase: quote "
                               "the source's words, or make it a note"))
    return sorted(set(out))


def translation_problems(dataset) -> list[Problem]:
    """A translation given again as its own quote (needs no text we hold)."""
    return sorted({Problem(Location(record.where.path, cite.line_of("quote")), "quote",
                           "the translation is given again as its own quote: a quote is the source's words in its "
                           "language, the translation our rendering of them")
                   for record, cite in quotes(dataset)
                   if cite.translation and normalise(cite.quote) == normalise(cite.translation)})
