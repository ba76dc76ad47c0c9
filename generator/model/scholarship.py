"""Checks of the dataset's scholarship against itself and against the texts we hold.

Four kinds of slip that each look right record by record:

- ``check_quotations``: a quotation filed under a source is in that source's language and does not
  begin by reporting someone ("Parlett suggests …", "X of 1800 also states …"): such words are the
  reporting article's, and belong to a citation of the article;
- ``check_twins``: the same attribution (a source, read in the same work, at the same place) is
  equally certain wherever it is made, or the citation says why not (``certainty_differs``);
- ``check_unsupported``: a source's title, authors and editors and the credits its note gives appear
  in a text we hold, or are marked ``uncertain`` (a descriptive title bracketed);
- ``check_working_labels``: no text that reaches a page speaks of our notes, the seeds or a note's key.

Each check takes the dataset (and, where it reads them, the texts we hold) and returns problems as
``file:line: field: message``; ``check(dataset, shared)`` runs them all, and says so as a problem
where the folder of the texts we hold is absent rather than passing.
"""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from generator.model.base import ID_PATTERN, Citation, walk
from generator.model.checks import iter_citations
from generator.model.problems import Location, Problem

#: The folders of ``shared`` that hold the texts we may quote and check against.
FOLDERS = ("seeds", "reference")
#: Languages a quotation may be in under a source of each language (a dialect is written in its
#: standard language's words as far as the checks below can tell).
FAMILIES = {"nds": "de", "bar": "de"}

_ID = re.compile(ID_PATTERN)


def _problem(record, line: int, field: str, message: str) -> Problem:
    return Problem(Location(record.where.path, line or record.where.line), field, message)


# ---------------------------------------------------------------- the texts we hold

def normalise(text: str) -> str:
    """Text as searched: NFC, case folded, Markdown emphasis and typographic quotes plain, one space."""
    text = unicodedata.normalize("NFC", text).casefold()
    text = text.translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "„": '"', "*": " ", "`": " "}))
    return " ".join(text.split())


#: A note's key: defined at the head of a list item (``- **S0** `…`` or ``- **P-old** https://…``)
#: or before an address (``W-en1 https://…``), and cited in brackets (``[S0]``, ``[P-2021, S0]``);
#: only the defined keys count (a bracket also holds "[sic]" or a title's "[Spiel]").
_KEY = r"[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*"
_CODE_KEY = r"[A-Z][A-Z0-9]*(?:-[A-Za-z0-9]+)*"
_KEY_DEFINED = re.compile(rf"^\s*-\s+\*\*(?:({_KEY})\*\*\s+(?=https?://|`)|({_CODE_KEY})\*\*)"
                          rf"|(?:^|[\s;:(])({_CODE_KEY})\s+https?://", re.M)
_KEY_CITED = re.compile(rf"\[({_KEY}(?:,\s*{_KEY})*)\]")


@dataclass(frozen=True)
class HeldTexts:
    """The seeds and the reference notes (the families' notes included), as searched."""

    root: Path
    #: Path under ``root`` -> normalised text.
    texts: dict
    #: The keys the notes give their sources (``S0``, ``P-2021``, ``PR2``, ``W-br`` …).
    keys: frozenset
    #: The folders of ``FOLDERS`` that are absent.
    missing: tuple

    @classmethod
    def read(cls, shared: Path) -> "HeldTexts":
        shared = Path(shared)
        missing = tuple(f for f in FOLDERS if not (shared / f).is_dir())
        texts, keys = {}, set()
        for path in sorted(p for f in FOLDERS if (shared / f).is_dir() for p in (shared / f).rglob("*") if p.is_file()):
            raw = path.read_text(encoding="utf-8", errors="replace")
            texts[path.relative_to(shared).as_posix()] = normalise(raw)
            if path.suffix == ".md":
                keys |= {k for m in _KEY_DEFINED.finditer(raw) for k in m.groups() if k}
        return cls(shared, texts, frozenset(keys), missing)

    def holds(self, phrase: str) -> bool:
        """Whether a text we hold has ``phrase`` (compared as normalised)."""
        wanted = normalise(phrase)
        return bool(wanted) and any(wanted in text for text in self.texts.values())


def _absent(texts: HeldTexts, check: str) -> list[Problem]:
    if not texts.missing:
        return []
    folders = ", ".join(str(texts.root / f) for f in texts.missing)
    return [Problem(Location(str(texts.root)), "", f"{check} cannot run: the texts we hold are absent ({folders})")]


# ---------------------------------------------------------------- (a) whose words a quotation is

#: Words that report someone: a quotation beginning so is the reporter's sentence.
_REPORTING = re.compile(
    r"^\s*(?:according\s+to|in\s+the\s+words\s+of|as\s+\S+(?:\s+\S+)?\s+(?:says|writes|puts\s+it|notes)|laut|nach\s+Angabe"
    r"|(?:[A-Z][\w'’.-]*)(?:\s+(?:[A-Z][\w'’.-]*|of|von|van|de|der|the|\d{3,4}))*\s+(?:also\s+|further\s+|even\s+)?"
    r"(?:suggests?|states?|says|writes|notes|reports|claims|argues|describes|calls|records|mentions|believes|thinks"
    r"|asserts|adds|explains|maintains|suspects|schreibt|meint|berichtet|sagt))\b")

#: Frequent short words of each language the data's quotations are in.
_WORDS = {
    "en": "the of and to in is was that it which with as for by are be this from also at on an has had not or were",
    "de": "der die das und ist war nicht mit von zu den dem des ein eine einer auch sich auf für im als bei oder wird",
    "nl": "de het een en van is niet met op te dat die voor zijn ook als aan bij of wordt",
    "fr": "le la les des du et est une un pour dans que qui pas au aux sur il elle",
}
_STOP = {lang: frozenset(words.split()) for lang, words in _WORDS.items()}
_JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


def language_of(text: str) -> str | None:
    """The language a quotation is evidently in (``en``, ``de``, ``nl``, ``fr``, ``ja``), or None
    when it is too short or too mixed to tell (a name, "Fünf Karten, Fünf Pfennig")."""
    if _JAPANESE.search(text):
        return "ja"
    words = re.findall(r"[^\W\d_]+", text.casefold())
    counts = sorted(((sum(w in stop for w in words), lang) for lang, stop in _STOP.items()), reverse=True)
    (best, lang), (second, _) = counts[0], counts[1]
    return lang if best >= 2 and best > second else None


def check_quotations(ds) -> list[Problem]:
    """A quotation is the words of the source it is filed under, in that source's language."""
    problems = []
    for record in ds.records():
        for path, cite in iter_citations(record):
            if not cite.quote or cite.source not in ds.sources:
                continue
            source = ds.sources[cite.source]
            line = cite.line_of("quote")
            # a work we read may quote its own sentence that reports someone; a source known only
            # through such a sentence (read in another work) cannot
            reporting = _REPORTING.match(cite.quote) if cite.cited_in or source.evidence != "read" else None
            if reporting:
                problems.append(_problem(record, line, f"{path}.quote", f"the quotation begins by reporting someone "
                                         f"({reporting.group(0).strip()!r}): these are the reporting work's words, not "
                                         f"{cite.source}'s; quote them on a citation of the work that has them"
                                         + (f" ({cite.cited_in})" if cite.cited_in else "")))
            found = language_of(cite.quote)
            expected = FAMILIES.get(source.language, source.language)
            if found and "language" not in source.uncertain and found != expected:
                problems.append(_problem(record, line, f"{path}.quote", f"the quotation is in {found}, but {cite.source} "
                                         f"is in {source.language}: words in another language are a report's or a "
                                         "translation's; file them under the work that has them, or give our rendering "
                                         "as `translation`"))
    return problems


# ---------------------------------------------------------------- (b) twins

def _place(cite: Citation) -> tuple:
    return cite.pages, cite.locator


def _same_place(a: tuple, b: tuple) -> bool:
    """Two places in a source are the same unless both are given and differ (a citation without a
    page or locator may mean any place)."""
    return all(x is None or y is None or x == y for x, y in zip(a, b))


def check_twins(ds) -> list[Problem]:
    """The same attribution — a source, read in the same work, at the same place — is stated or
    inferred alike everywhere, or the citation says why it differs (``certainty_differs``)."""
    groups: dict = defaultdict(list)
    for record in ds.records():
        for path, cite in iter_citations(record):
            if cite.cited_in and cite.certainty in ("stated", "inferred"):
                groups[(cite.source, cite.cited_in)].append((record, path, cite))
    problems = []
    for (source, cited_in), members in groups.items():
        for record, path, cite in members:
            twins = [(r, c) for r, _p, c in members if c is not cite and _same_place(_place(c), _place(cite))]
            other = [(r, c) for r, c in twins if c.certainty != cite.certainty]
            same = [c for _r, c in twins if c.certainty == cite.certainty]
            if cite.certainty_differs and not other:
                problems.append(_problem(record, cite.line_of("certainty_differs"), f"{path}.certainty_differs",
                                         f"no twin of this citation ({source} in {cited_in}) differs in certainty; "
                                         "remove `certainty_differs`"))
            if other and not cite.certainty_differs and len(same) + 1 <= len(other) and not _explained(other):
                first_record, first = other[0]
                problems.append(_problem(record, cite.line_of("source"), f"{path}.certainty",
                                         f"{cite.certainty} here, but {first.certainty} in {len(other)} other citation(s) of "
                                         f"{source} in {cited_in} at the same place (first {first_record.where.path}:"
                                         f"{first.line_of('source')}); make them agree, or say why in `certainty_differs`"))
    return problems


def _explained(other) -> bool:
    """Whether every differing twin says why it differs: then this citation is the rule, they the exceptions."""
    return all(c.certainty_differs for _r, c in other)


# ---------------------------------------------------------------- (c) titles, authors and credits

#: A credit in a source's note: "contributed by Anthony Smith and revised by John McLeod".
_CREDIT = re.compile(r"\b(?:contributed|written|revised|edited|compiled|translated|maintained|created|illustrated)\s+by\s+"
                     r"((?:[A-Z][\w'’.-]*\s?)+)")


def _parts(title: str) -> list[str]:
    """The pieces of a title to look for: a title cut short (…) or parallel (/) in pieces."""
    return [p.strip(" .,:;'\"") for p in re.split(r"…|\s/\s", title) if len(p.strip(" .,:;'\"")) >= 3]


def _unsupported_fields(source, texts: HeldTexts):
    """(field, value, why) of every title, person and credit of a source that no text we hold has."""
    title = source.title.strip()
    if title.startswith("[") and title.endswith("]"):
        if "title" not in source.uncertain:
            yield "title", title, "is a bracketed, descriptive title but is not marked `uncertain: [title]`"
    elif "title" not in source.uncertain and not all(texts.holds(p) for p in _parts(title)):
        yield "title", title, "appears in no text we hold; bracket a descriptive title and mark it `uncertain: [title]`"
    for field in ("author", "editor"):
        if field in source.uncertain:
            continue
        for index, person in enumerate(getattr(source, field)):
            name = person.literal or person.family
            if not texts.holds(name):
                yield f"{field}[{index}]", name, f"appears in no text we hold; mark it `uncertain: [{field}]` or leave it out"
    for match in _CREDIT.finditer(source.note or ""):
        name = match.group(1).strip().rstrip(".")
        if not texts.holds(name):
            yield "note", name, "is credited in the note but appears in no text we hold; say where the credit comes from or leave it out"


def check_unsupported(ds, texts: HeldTexts) -> list[Problem]:
    """A title, author, editor or credit that no text we hold gives is marked ``uncertain``."""
    problems = _absent(texts, "the check of titles, authors and credits")
    if texts.missing:
        return problems
    for source in ds.sources.values():
        for field, value, why in _unsupported_fields(source, texts):
            key = field.split("[")[0]
            problems.append(_problem(source, source.line_of(key), field, f"{value!r} {why}"))
    return problems


# ---------------------------------------------------------------- (d) working labels

_LABELS = re.compile(r"\b(?:the|our|these|fact|reference)\s+notes\b(?!\s*\[)|\bnote\s+keys?\b|\bseeds?\b|\bledger\b"
                     r"|\bshared/|\b[\w-]+\.md\b", re.I)
#: A bare key that cannot be a word: it holds a digit or a hyphen (``S0``, ``P-2021``, ``W-br``).
_CODE = re.compile(r"\d|-")


def _public_texts(record):
    """(dotted path, owner, field name, text) of every text of a record that a page can show: ids
    and the words of the vocabulary (kinds, certainties, dates) are not such texts."""
    for path, owner, name, item in walk(record):
        if isinstance(item, str) and not _ID.match(item) and name not in ("url", "date", "issued", "original_date", "accessed"):
            yield path, owner, name, item


def _key_found(text: str, keys: frozenset) -> str | None:
    for m in _KEY_CITED.finditer(text):
        named = [k.strip() for k in m.group(1).split(",")]
        if any(k in keys for k in named):
            return m.group(0)
    for m in re.finditer(rf"(?<![\w/.-])({_KEY})(?![\w/-])", text):
        if m.group(1) in keys and _CODE.search(m.group(1)):
            return m.group(1)
    return None


def check_working_labels(ds, texts: HeldTexts | None = None) -> list[Problem]:
    """No text that reaches a page names our notes, the seeds, the ledger or a key of a note."""
    problems = _absent(texts, "the check of the notes' keys") if texts is not None else []
    keys = texts.keys if texts is not None else frozenset()
    for record in ds.records():
        for path, owner, name, text in _public_texts(record):
            found = _LABELS.search(text)
            label = found.group(0) if found else _key_found(text, keys)
            if label:
                problems.append(_problem(record, owner.line_of(name), path, f"a working label ({label!r}) in a text that "
                                         "reaches a page; say it in words a reader can follow (the sources we hold, the "
                                         "article, its revision)"))
    return problems


# ---------------------------------------------------------------- all of them

def check(ds, shared: Path | str) -> list[Problem]:
    """Every scholarship check, on the dataset and the texts we hold in ``shared`` (``../shared``
    beside the repository): problems sorted by place."""
    texts = HeldTexts.read(Path(shared))
    found = [*check_quotations(ds), *check_twins(ds), *check_unsupported(ds, texts), *check_working_labels(ds, texts)]
    return sorted(set(found))


def check_without_texts(ds) -> list[Problem]:
    """The checks that need no text we hold: a quotation's voice and language, twins, the working
    labels that are words ("the notes", "seed"; a note's keys need the notes)."""
    return sorted(set([*check_quotations(ds), *check_twins(ds), *check_working_labels(ds)]))
