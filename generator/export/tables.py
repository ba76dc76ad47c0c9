"""CSV tables in the style of CLDF: one row per record, ``*_ID`` columns for references,
``Source`` columns holding ``source-id[pages]`` references separated by ``;``.

Each table is described once (columns, datatypes, descriptions); the same description writes the
CSV and the CSVW-style metadata file, so the two cannot drift apart.
"""
from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from typing import Callable

from generator.cite.bibtex import entry_type
from generator.cite.csl import csl_type, source_item, year_of
from generator.model import Dataset
from generator.model.base import Citation

SEP = ";"


def cite_ref(cite: Citation) -> str:
    """``hammer-1811[193-214]``; the context is the pages and/or the locator.

    ``;`` separates references and ``]`` closes the context (as in CLDF), so inside a context
    they become ``,`` and ``)``.
    """
    context = ", ".join(x for x in (cite.pages, cite.locator) if x).replace(";", ",").replace("]", ")")
    return f"{cite.source}[{context}]" if context else cite.source


def cite_refs(cites) -> str:
    return SEP.join(cite_ref(c) for c in cites or [])


def cited_in(cites) -> str:
    return SEP.join(c.cited_in if not c.cited_in_locator
                    else f"{c.cited_in}[{c.cited_in_locator.replace(';', ',').replace(']', ')')}]"
                    for c in cites or [] if c.cited_in)


def _people(people) -> str:
    return " and ".join(p.literal or ", ".join(x for x in (" ".join(y for y in (p.particle, p.family) if y), p.given) if x)
                        for p in people)


def _json(value) -> str:
    return "" if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True)
class Column:
    name: str
    datatype: str
    description: str
    get: Callable
    separator: str | None = None


@dataclass(frozen=True)
class Table:
    url: str
    description: str
    columns: tuple[Column, ...]
    rows: Callable[[Dataset], list]


def _c(name, get, description, datatype="string", separator=None) -> Column:
    return Column(name, datatype, description, get, separator)


ID = _c("ID", lambda r, ds: r.id, "stable id of the record (the site's permalinks use it)")
SOURCE = _c("Source", lambda r, ds: cite_refs(r.cite), "who says so: source-id[pages or locator]", separator=SEP)
CITED_IN = _c("Cited_In", lambda r, ds: cited_in(r.cite), "where we read it, when a work reports it from Source", separator=SEP)
NOTE = _c("Note", lambda r, ds: r.note or "", "remarks")


def _game(kind):
    return _c("Game_ID", lambda r, ds: ds.game_of[(kind, r.id)], "the game folder the record belongs to")


def _per_game(kind):
    return lambda ds: list(getattr(ds, kind).values())


def _rules(ds: Dataset) -> list:
    return [(rs, rule) for rs in ds.rulesets.values() for rule in rs.rules]


def _identity(ds: Dataset) -> list:
    return [(g, i, fact) for g in ds.games.values() for i, fact in enumerate(g.identity, 1)]


def _sides(ds: Dataset) -> list:
    return [(c, i, side) for c in ds.conflicts.values() for i, side in enumerate(c.sides, 1)]


TABLES: tuple[Table, ...] = (
    Table("sources.csv", "bibliographic sources (BibTeX-like columns; the full records are in sources.bib and sources.csl.json)", (
        ID, _c("BibTeX_Type", lambda s, ds: entry_type(source_item(s)), "BibTeX entry type"),
        _c("CSL_Type", lambda s, ds: csl_type(s), "CSL item type"),
        _c("Class", lambda s, ds: s.class_, "kind of evidence: primary-text, dictionary, ordinance, secondary, encyclopedia"),
        _c("Author", lambda s, ds: _people(s.author), "authors, BibTeX style (family, given and …)"),
        _c("Editor", lambda s, ds: _people(s.editor), "editors, BibTeX style"),
        _c("Title", lambda s, ds: s.title, "title in the original language and spelling"),
        _c("Title_English", lambda s, ds: s.title_english or "", "our English gloss of the title"),
        _c("Container_Title", lambda s, ds: s.container_title or "", "book, journal or compilation containing the item"),
        _c("Series", lambda s, ds: s.collection_title or "", "series"),
        _c("Edition", lambda s, ds: s.edition or "", "edition as printed"),
        _c("Volume", lambda s, ds: s.volume or "", "volume"), _c("Number", lambda s, ds: s.issue or "", "issue"),
        _c("Pages", lambda s, ds: s.pages or "", "pages the item occupies in its container"),
        _c("Publisher", lambda s, ds: s.publisher or "", "publisher"), _c("Address", lambda s, ds: s.place or "", "place of publication"),
        _c("Year", lambda s, ds: year_of(source_item(s)) or "", "year of publication"),
        _c("Issued", lambda s, ds: s.issued or "", "date of publication (EDTF)"),
        _c("Original_Date", lambda s, ds: s.original_date or "", "date of the text when the publication is later (EDTF)"),
        _c("ISBN", lambda s, ds: s.isbn or "", "ISBN"), _c("URL", lambda s, ds: SEP.join(u.url for u in s.url), "digitised copies", separator=SEP),
        _c("Accessed", lambda s, ds: s.accessed or "", "day the URL was read (EDTF)"),
        _c("Language_ID", lambda s, ds: s.language, "language code (languages.csv)"), NOTE),
     lambda ds: list(ds.sources.values())),
    Table("games.csv", "games", (ID, _c("Name", lambda g, ds: g.name, "name"),
                                 _c("Scope", lambda g, ds: g.scope, "full (names, history, rulesets) or related (short record)"),
                                 _c("Summary", lambda g, ds: g.summary, "summary in our words"), NOTE),
          lambda ds: list(ds.games.values())),
    Table("identity.csv", "infobox facts of the games, each cited", (
        _c("ID", lambda t, ds: f"{t[0].id}-{t[1]}", "game id and position"), _c("Game_ID", lambda t, ds: t[0].id, "game"),
        _c("Property", lambda t, ds: t[2].property, "type, family, players, cards, deck, origin, direction, features, rank"),
        _c("Value", lambda t, ds: t[2].value, "value"), _c("Note", lambda t, ds: t[2].note or "", "remarks"),
        _c("Source", lambda t, ds: cite_refs(t[2].cite), "source-id[pages]", separator=SEP),
        _c("Cited_In", lambda t, ds: cited_in(t[2].cite), "where we read it", separator=SEP)), _identity),
    Table("names.csv", "attested names and spellings", (
        ID, _game("names"), _c("Name", lambda n, ds: n.name, "spelling as attested"), _c("Kind", lambda n, ds: n.kind, "game, card or term"),
        _c("Language_ID", lambda n, ds: n.language, "language code"), _c("Dialect", lambda n, ds: n.dialect or "", "dialect"),
        _c("Region_IDs", lambda n, ds: SEP.join(n.regions), "regions (regions.csv)", separator=SEP),
        _c("Meaning", lambda n, ds: n.meaning or "", "English gloss"), _c("Earliest", lambda n, ds: n.earliest or "", "earliest dated attestation (EDTF)"),
        _c("Event_ID", lambda n, ds: n.event or "", "the event of the earliest attestation"), SOURCE, CITED_IN, NOTE), _per_game("names")),
    Table("events.csv", "dated attestations", (
        ID, _game("events"), _c("Date", lambda e, ds: e.date, "date (EDTF)"), _c("Kind", lambda e, ds: e.kind, "attestation, rules, ban, mention, scholarship"),
        _c("Region_IDs", lambda e, ds: SEP.join(e.regions), "regions", separator=SEP),
        _c("Name_IDs", lambda e, ds: SEP.join(e.names), "names used in the record", separator=SEP),
        _c("Summary", lambda e, ds: e.summary, "what the source records, in our words"), SOURCE, CITED_IN, NOTE), _per_game("events")),
    Table("relations.csv", "relations between games as the sources claim them", (
        ID, _game("relations"), _c("Type", lambda r, ds: r.type, "relation type"), _c("Subject_ID", lambda r, ds: r.subject, "game"),
        _c("Object_ID", lambda r, ds: r.object, "game"), _c("Claim", lambda r, ds: r.claim, "the claim in our words"),
        _c("Certainty", lambda r, ds: r.certainty, "stated or hedged"), SOURCE, CITED_IN, NOTE), _per_game("relations")),
    Table("conflicts.csv", "where sources disagree (the sides are in conflict_sides.csv)", (
        ID, _game("conflicts"), _c("Topic", lambda c, ds: c.topic, "topic"),
        _c("About", lambda c, ds: SEP.join(c.about), "record ids the conflict touches (rules as ruleset#param)", separator=SEP),
        _c("Status", lambda c, ds: c.status, "open or editorial-reading"), _c("Reading", lambda c, ds: c.reading or "", "our reading"), NOTE),
     _per_game("conflicts")),
    Table("conflict_sides.csv", "the sides of each conflict", (
        _c("ID", lambda t, ds: f"{t[0].id}-{t[1]}", "conflict id and position"), _c("Conflict_ID", lambda t, ds: t[0].id, "conflict"),
        _c("Label", lambda t, ds: t[2].label, "label"), _c("Claim", lambda t, ds: t[2].claim, "claim"),
        _c("Source", lambda t, ds: cite_refs(t[2].cite), "source-id[pages]", separator=SEP),
        _c("Cited_In", lambda t, ds: cited_in(t[2].cite), "where we read it", separator=SEP)), _sides),
    Table("rulesets.csv", "one ruleset per documented source version", (
        ID, _c("Game_ID", lambda r, ds: r.game, "game"), _c("Title", lambda r, ds: r.title, "title"),
        _c("Source_ID", lambda r, ds: r.source, "the source whose rules these are"), _c("Date", lambda r, ds: r.date, "date (EDTF)"),
        _c("Kind", lambda r, ds: r.kind, "described, fragment or reconstruction"),
        _c("Inherits_ID", lambda r, ds: r.inherits.ruleset if r.inherits else "", "ruleset this one varies"),
        _c("Inherits_Basis", lambda r, ds: r.inherits.basis if r.inherits else "", "source (the source says so) or editorial"),
        _c("Summary", lambda r, ds: r.summary, "summary"), NOTE,
        _c("Source", lambda r, ds: cite_refs(r.inherits.cite) if r.inherits else "", "citation of the inheritance", separator=SEP)),
     lambda ds: list(ds.rulesets.values())),
    Table("rules.csv", "every rule as stated by its ruleset (inherited rules are not repeated)", (
        _c("ID", lambda t, ds: f"{t[0].id}#{t[1].param}", "permalink id ruleset#param"),
        _c("Ruleset_ID", lambda t, ds: t[0].id, "ruleset"), _c("Parameter_ID", lambda t, ds: t[1].param, "parameter of the vocabulary"),
        _c("Value", lambda t, ds: _json(t[1].value), "value as JSON (empty when not stated)", "json"),
        _c("Certainty", lambda t, ds: t[1].certainty, "stated, inferred, editorial or not-stated"),
        _c("Alternatives", lambda t, ds: _json([a.model_dump(mode="json", exclude_none=True) for a in t[1].alternatives]) if t[1].alternatives else "",
           "other plausible readings as JSON", "json"),
        _c("Note", lambda t, ds: t[1].note or "", "remarks"),
        _c("Source", lambda t, ds: cite_refs(t[1].cite), "source-id[pages]", separator=SEP),
        _c("Cited_In", lambda t, ds: cited_in(t[1].cite), "where we read it", separator=SEP)), _rules),
    Table("languages.csv", "language codes", (_c("ID", lambda l, ds: l.code, "code"), _c("Name", lambda l, ds: l.name, "name")),
          lambda ds: list(ds.languages.values())),
    Table("regions.csv", "places and regions (coordinates are editorial geography)", (
        ID, _c("Name", lambda r, ds: r.name, "name"), _c("Kind", lambda r, ds: r.kind, "kind"),
        _c("Within_ID", lambda r, ds: r.within or "", "enclosing region"),
        _c("Latitude", lambda r, ds: r.lat, "latitude", "decimal"), _c("Longitude", lambda r, ds: r.lon, "longitude", "decimal"), NOTE),
     lambda ds: list(ds.regions.values())),
    Table("glossary.csv", "period terms", (
        ID, _c("Term", lambda g, ds: g.term, "term"), _c("Language_ID", lambda g, ds: g.language, "language"),
        _c("Meaning", lambda g, ds: g.meaning, "meaning in our words"),
        _c("Game_IDs", lambda g, ds: SEP.join(g.games), "games", separator=SEP), SOURCE, CITED_IN, NOTE),
     lambda ds: list(ds.glossary.values())),
)


def write_csv(table: Table, ds: Dataset) -> bytes:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([c.name for c in table.columns])
    for row in table.rows(ds):
        writer.writerow([c.get(row, ds) for c in table.columns])
    return out.getvalue().encode("utf-8")


def metadata(tables: list[Table], edition_id: str) -> dict:
    """CSVW-style description of the tables (``stichwort-metadata.json``)."""
    return {
        "@context": "http://www.w3.org/ns/csvw",
        "dc:title": "Stichwort: historical German card games, names, attestations and rules by source",
        "dc:source": "sources.bib",
        "dc:hasVersion": edition_id,
        "dialect": {"encoding": "utf-8", "lineTerminators": ["\r\n"], "header": True},
        "tables": [{"url": t.url, "dc:description": t.description,
                    "tableSchema": {"primaryKey": "ID", "columns": [
                        {"name": c.name, "datatype": c.datatype, "dc:description": c.description,
                         **({"separator": c.separator} if c.separator else {})} for c in t.columns]}}
                   for t in tables],
    }
