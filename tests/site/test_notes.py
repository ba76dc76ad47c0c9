"""Every caveat reaches the page: the ``note`` of any record of the dataset — of a name, event,
relation, conflict, source, ruleset, rule, alternative reading, glossary entry, game fact, region,
or of any citation inside them — appears, in its words, on the page that shows the record.

The page is the one ``generator.site.prose.shown_at`` names for the record (where a link to the
record leads); a note may sit in a citation's disclosure, which is part of the page's text.
"""
from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from pydantic import BaseModel

from generator.site.prose import shown_at, words
from tests.htmltext import parse
from tests.site.reading import html_path

pytestmark = pytest.mark.build

#: Dataset attribute -> the record kind ``shown_at`` knows it by.
KINDS = {"sources": "source", "games": "game", "names": "name", "events": "event", "relations": "relation",
         "conflicts": "conflict", "rulesets": "ruleset", "glossary": "glossary", "regions": "region"}


def page_text(path: Path) -> str:
    """The text of a built page as a reader meets it: inline pieces joined as they stand, spaces collapsed."""
    return " ".join("".join(parse(path).text).split())


def notes(record: BaseModel, path: str = ""):
    """(field path, note) of every ``note`` inside a record, its own and those of its parts."""
    for name in type(record).model_fields:
        value = getattr(record, name)
        if name == "note" and isinstance(value, str):
            yield (path + name, value)
        for index, item in enumerate(value if isinstance(value, list) else [value]):
            if isinstance(item, BaseModel):
                yield from notes(item, f"{path}{name}[{index}].")


def every_note(ds):
    """(record kind, record id, field path, note, page) of every note of the dataset."""
    for attribute, kind in KINDS.items():
        for record_id, record in getattr(ds, attribute).items():
            page = shown_at(ds, kind, record_id)[0]
            for path, note in notes(record):
                yield kind, record_id, path, note, page


def test_the_dataset_has_notes_of_every_kind_the_pages_must_show(dataset):
    kinds = {kind for kind, *_ in every_note(dataset)}
    assert {"name", "event", "relation", "conflict", "ruleset", "glossary", "game", "source"} <= kinds


def test_every_note_appears_on_the_page_of_its_record(dataset, built_site):
    texts: dict[Path, str] = {}
    missing = []
    ids: dict[Path, set[str]] = {}
    for kind, record_id, path, note, page in every_note(dataset):
        built = html_path(built_site, page)
        if built not in texts:
            texts[built] = page_text(built)
            ids[built] = parse(built).ids
        anchor = shown_at(dataset, kind, record_id)[1]
        if kind == "region" and anchor not in ids[built]:
            # a region no record places anything in (only named as the larger area of others) has no entry
            assert not any(record_id in r.regions for r in [*dataset.names.values(), *dataset.events.values()]), record_id
            continue
        expected = " ".join(words(dataset, note).split())
        if expected not in texts[built]:
            missing.append(f"{kind} {record_id} {path}: not on {page}: {expected[:80]!r}")
    assert not missing, f"{len(missing)} notes not shown:\n" + "\n".join(missing[:40])


def test_the_notes_of_names_events_and_relations_sit_with_their_rows(dataset, built_site):
    """A record's note is in the row of its table (the disclosure of its citation marks), not elsewhere."""
    for attribute, kind in (("names", "name"), ("events", "event"), ("relations", "relation")):
        for record_id, record in getattr(dataset, attribute).items():
            if not record.note:
                continue
            page, anchor = shown_at(dataset, kind, record_id)
            html = html_path(built_site, page).read_text(encoding="utf-8")
            start = html.index(f'id="{anchor}"')
            row = unescape(re.sub(r"<[^>]+>", "", html[start:html.index("</tr>", start)]))
            assert " ".join(words(dataset, record.note).split()) in " ".join(row.split()), (kind, record_id)

