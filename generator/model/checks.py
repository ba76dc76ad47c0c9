"""Checks across files: duplicate and dangling ids, rule values, inheritance, page ranges, dates.

Each check is a small function that takes the raw dataset and the report; ``CHECKS`` lists
them in the order they run. A check adds every problem it finds and never stops early.
"""
from __future__ import annotations

import difflib
import re

from pydantic import BaseModel

from generator.model.base import Citation, walk
from generator.model.characters import shown
from generator.model.dates import parse_edtf
from generator.model.loader import RawDataset, dotted
from generator.model import prose
from generator.model.families import check_families
from generator.model.problems import Report
from generator.model.rulesets import VALUELESS
from generator.model.sources import PAGELESS_TYPES
from generator.model.vocabulary import load_vocabulary


def add_problem(report: Report, record, fieldname: str, message: str, line: int | None = None) -> None:
    where = record.where
    report.add(where.path, line if line is not None else record.line_of(fieldname.split(".")[0].split("[")[0]), fieldname, message)


def _suggest(value: str, valid) -> str:
    valid = list(valid)
    close = [v for v in valid if v.casefold() == value.casefold()] or difflib.get_close_matches(value, valid, n=3)
    return f" (did you mean {', '.join(repr(c) for c in close)}?)" if close else ""


def iter_citations(record: BaseModel):
    """Every Citation inside a record, with its dotted field path."""
    return ((path, item) for path, _owner, _name, item in walk(record) if isinstance(item, Citation))


def all_records(raw: RawDataset):
    for kind in ("sources", "games", "names", "events", "relations", "conflicts", "rulesets",
                 "languages", "regions", "glossary", "families"):
        yield from getattr(raw, kind)


# ---------------------------------------------------------------- ids

_SINGULAR = {"glossary": "glossary", "families": "family"}


def check_duplicates(raw: RawDataset, report: Report) -> None:
    for kind in ("sources", "games", "names", "events", "relations", "conflicts", "rulesets", "regions", "glossary",
                 "families"):
        seen = {}
        for record in getattr(raw, kind):
            if record.id in seen:
                first = seen[record.id].where
                add_problem(report, record, "id", f"duplicate {_SINGULAR.get(kind, kind[:-1])} id {record.id!r}; first defined at {first}")
            else:
                seen[record.id] = record
    codes = {}
    for language in raw.languages:
        if language.code in codes:
            add_problem(report, language, "code", f"duplicate language code {language.code!r}; first defined at {codes[language.code].where}")
        codes.setdefault(language.code, language)
    for ruleset in raw.rulesets:
        params = {}
        for index, rule in enumerate(ruleset.rules):
            if rule.param in params:
                add_problem(report, ruleset, f"rules[{index}].param", f"parameter {rule.param!r} appears twice in this ruleset (first at line {params[rule.param]}); state it once", rule.where.line)
            params.setdefault(rule.param, rule.where.line)


class _Everything(set):
    """Stands for the ids of a kind whose file could not be read: every reference resolves."""

    def __contains__(self, item) -> bool:
        return True


def _ids(raw: RawDataset, kind: str, key: str = "id") -> set:
    if kind in raw.unreadable:
        return _Everything()
    return {getattr(r, key) for r in getattr(raw, kind)} | raw.invalid_ids.get(kind, set())


def check_references(raw: RawDataset, report: Report) -> None:
    sources, games, names, events = _ids(raw, "sources"), _ids(raw, "games"), _ids(raw, "names"), _ids(raw, "events")
    regions, rulesets = _ids(raw, "regions"), _ids(raw, "rulesets")
    languages = _ids(raw, "languages", "code")

    def need(record, fieldname, value, valid, what, line=None):
        if value is not None and value not in valid:
            add_problem(report, record, fieldname, f"unknown {what} {shown(value)}{_suggest(value, valid)}", line)

    for record in all_records(raw):
        for path, cite in iter_citations(record):
            need(record, f"{path}.source", cite.source, sources, "source id (a file in sources/)", cite.line_of("source"))
            need(record, f"{path}.cited_in", cite.cited_in, sources, "source id (a file in sources/)", cite.line_of("cited_in"))
    for source in raw.sources:
        need(source, "language", source.language, languages, "language code (gamedata/languages.yaml)")
    for record in [*raw.names, *raw.glossary]:
        need(record, "language", record.language, languages, "language code (gamedata/languages.yaml)")
    for record in [*raw.names, *raw.events]:
        for index, region in enumerate(record.regions):
            need(record, f"regions[{index}]", region, regions, "region id (gamedata/regions.yaml)")
    for region in raw.regions:
        need(region, "within", region.within, regions, "region id")
    for name in raw.names:
        need(name, "event", name.event, events, "event id")
    for event in raw.events:
        for index, name in enumerate(event.names):
            need(event, f"names[{index}]", name, names, "name id")
    for relation in raw.relations:
        need(relation, "subject", relation.subject, games, "game id")
        need(relation, "object", relation.object, games, "game id")
        folder = raw.folder_of.get(id(relation))
        if relation.subject in games and folder != relation.subject:
            add_problem(report, relation, "subject", f"a relation is stored in its subject's folder: move it to gamedata/{relation.subject}/relations.yaml")
    for entry in raw.glossary:
        for index, game in enumerate(entry.games):
            need(entry, f"games[{index}]", game, games, "game id")
    game_of_ruleset = {r.id: r.game for r in raw.rulesets}
    for game in raw.games:
        need(game, "default_ruleset", game.default_ruleset, rulesets, "ruleset id")
        other = game_of_ruleset.get(game.default_ruleset)
        if other is not None and other != game.id:
            add_problem(report, game, "default_ruleset", f"{game.default_ruleset!r} is a ruleset of {other!r}; "
                 f"the default ruleset is one of this game's (gamedata/{game.id}/rulesets/)")
    for ruleset in raw.rulesets:
        need(ruleset, "game", ruleset.game, games, "game id")
        if ruleset.game in games and raw.folder_of.get(id(ruleset)) != ruleset.game:
            add_problem(report, ruleset, "game", f"ruleset of game {ruleset.game!r} must live in gamedata/{ruleset.game}/rulesets/")
        need(ruleset, "source", ruleset.source, sources, "source id")
        if ruleset.inherits:
            need(ruleset, "inherits.ruleset", ruleset.inherits.ruleset, rulesets, "ruleset id", ruleset.inherits.line_of("ruleset"))
    known = _Everything() if any(isinstance(k, _Everything) for k in (sources, games, names, events, rulesets)) else (
        sources | games | names | events | rulesets | _ids(raw, "relations") | _ids(raw, "conflicts"))
    rule_ids = _Everything() if "rulesets" in raw.unreadable else (
        {f"{r.id}#{rule.param}" for r in raw.rulesets for rule in r.rules} | raw.invalid_ids.get("rules", set()))
    for conflict in raw.conflicts:
        for index, ref in enumerate(conflict.about):
            valid = rule_ids if "#" in ref else known
            need(conflict, f"about[{index}]", ref, valid, "rule id (ruleset#param)" if "#" in ref else "record id")


# ---------------------------------------------------------------- rulesets

def check_inheritance(raw: RawDataset, report: Report) -> None:
    parent = {r.id: r.inherits.ruleset for r in raw.rulesets if r.inherits}
    by_id = {r.id: r for r in raw.rulesets}
    reported = set()
    for ruleset in sorted(raw.rulesets, key=lambda r: r.id):
        seen, current = [ruleset.id], parent.get(ruleset.id)
        while current is not None:
            if current in seen:
                cycle = frozenset(seen[seen.index(current):])
                if cycle not in reported and ruleset.id in cycle:
                    reported.add(cycle)
                    chain = " -> ".join([*seen[seen.index(current):], current])
                    add_problem(report, ruleset, "inherits.ruleset", f"inheritance cycle: {chain}; a ruleset may not inherit from itself or its descendants", ruleset.inherits.line_of("ruleset"))
                break
            seen.append(current)
            current = parent.get(current)
        if ruleset.inherits and ruleset.inherits.ruleset in by_id:
            other = by_id[ruleset.inherits.ruleset]
            if raw.folder_of.get(id(other)) != raw.folder_of.get(id(ruleset)):
                add_problem(report, ruleset, "inherits.ruleset", f"inherits from {other.id!r}, a ruleset of another game ({raw.folder_of.get(id(other))})", ruleset.inherits.line_of("ruleset"))


def check_rule_values(raw: RawDataset, report: Report) -> None:
    vocab = load_vocabulary()
    for ruleset in raw.rulesets:
        for index, rule in enumerate(ruleset.rules):
            field = f"rules[{index}]"
            if rule.param not in vocab.parameters:
                add_problem(report, ruleset, f"{field}.param", f"unknown parameter {rule.param!r}{_suggest(rule.param, vocab.parameters)}; the vocabulary is generator/model/vocabulary.yaml", rule.line_of("param"))
                continue
            checks = [("value", rule.value, rule.line_of("value"))] if rule.value is not None else []
            checks += [(f"alternatives[{i}].value", alt.value, alt.line_of("value")) for i, alt in enumerate(rule.alternatives)]
            for where, value, line in checks:
                for path, message in vocab.value_errors(rule.param, value):
                    suffix = dotted(path)
                    add_problem(report, ruleset, f"{field}.{where}{'.' + suffix if suffix and not suffix.startswith('[') else suffix}", f"{rule.param}: {message}", line)


# ---------------------------------------------------------------- citations and dates

_PAGE = re.compile(r"\d+")


def check_page_ranges(raw: RawDataset, report: Report) -> None:
    extent = {s.id: s.page_range for s in raw.sources if s.page_range}
    for record in all_records(raw):
        for path, cite in iter_citations(record):
            known = extent.get(cite.source)
            if known and cite.pages:
                for number in (int(n) for n in _PAGE.findall(cite.pages)):
                    if not known.first <= number <= known.last:
                        add_problem(report, record, f"{path}.pages", f"page {number} lies outside {cite.source} (pp. {known.first}-{known.last})", cite.line_of("pages"))
                        break


def _locator_problem(source, pages, locator, via: str) -> tuple[str, str] | None:
    """The field at fault and why a `stated` citation read in ``source`` at ``pages``/``locator``
    is not located, or None.

    A printed work (book, chapter, article, ordinance) is located by its pages or by a volume,
    headword or section. A web page or encyclopedia article (a Wikipedia revision) has no pages:
    only its parts can locate a statement, and only the parts we could read, which its record
    lists as ``sections``; a point beyond them is one we have not seen.
    """
    parts_read = ", ".join(source.sections) or "its sections"
    if source.type in PAGELESS_TYPES:
        if pages:
            return "pages", (f"{source.id} is a {source.type} without page numbers; locate the statement with "
                             f"`{via}locator` instead, naming one of the parts we read: {parts_read}")
        if not locator:
            return f"{via}locator", (f"a stated citation needs `{via}locator`: the part of {source.id} that says it "
                                     f"(one of: {parts_read}); without one, mark the citation inferred")
        if source.sections:
            known = [s.casefold() for s in source.sections]
            for part in (p.strip() for p in locator.split(";")):
                if not any(part.casefold().startswith(k) for k in known):
                    return f"{via}locator", (f"{part!r} names no part of {source.id} that we could read ({parts_read}); "
                                             "a statement beyond them is not seen, so it cannot be stated")
        return None
    if not pages and not locator:
        return f"{via}locator", (f"a stated citation of the printed work {source.id} needs `{via}pages` or `{via}locator` "
                                 "(volume, headword 's.v. …', section); without one, mark the citation inferred")
    return None


def check_stated_support(raw: RawDataset, report: Report) -> None:
    """`stated` only where a text we read says so, at a place that text has."""
    sources = {s.id: s for s in raw.sources}
    # A rule that records the source as silent (or our copy as cut off) asserts nothing there.
    silent = {id(c) for r in raw.rulesets for rule in r.rules if rule.certainty in VALUELESS for c in rule.cite}
    for record in all_records(raw):
        for path, cite in iter_citations(record):
            if cite.certainty != "stated" or id(cite) in silent:
                continue
            read = sources.get(cite.cited_in or cite.source)
            if read is None:
                continue  # reported by check_references
            via = "cited_in_" if cite.cited_in else ""
            problem = _locator_problem(read, None if cite.cited_in else cite.pages,
                                       cite.cited_in_locator if cite.cited_in else cite.locator, via)
            if problem:
                field, problem = problem
                add_problem(report, record, f"{path}.{field}", problem, cite.line_of(field) if field in cite.model_fields_set else cite.line_of("source"))
    for ruleset in raw.rulesets:
        for index, rule in enumerate(ruleset.rules):
            if rule.certainty == "stated" and not any(c.certainty == "stated" for c in rule.cite):
                add_problem(report, ruleset, f"rules[{index}].certainty",
                     "a stated rule needs at least one stated citation of the text that states it; if every "
                     "attribution is worked out, the rule is inferred", rule.line_of("certainty"))


def check_dates(raw: RawDataset, report: Report) -> None:
    events = {e.id: e for e in raw.events}
    for source in raw.sources:
        if source.issued and source.original_date:
            if parse_edtf(source.original_date).start > parse_edtf(source.issued).end:
                add_problem(report, source, "original_date", f"original date {source.original_date} is after the publication date {source.issued}")
    for name in raw.names:
        event = events.get(name.event) if name.event else None
        if event and name.earliest and parse_edtf(name.earliest).start_year != parse_edtf(event.date).start_year:
            add_problem(report, name, "earliest", f"earliest {name.earliest} disagrees with the date {event.date} of event {event.id!r}")
        if name.event and not name.earliest and event:
            add_problem(report, name, "earliest", f"the name points to event {event.id!r}; give its date ({event.date}) as `earliest`")


def check_prose_references(raw: RawDataset, report: Report) -> None:
    """Every ``[[kind:id]]`` in a text names a record that exists."""
    records = {kind: {r.id: r for r in getattr(raw, kind)} for kind in set(prose.KINDS.values())}
    for record in all_records(raw):
        for path, owner, name, text in prose.texts(record):
            for part in prose.split(text):
                if isinstance(part, prose.Reference) and (why := prose.problem(part, records)):
                    ids = raw.invalid_ids.get(prose.KINDS.get(part.kind, ""), set())
                    if part.record_id not in ids:
                        add_problem(report, record, path, why, owner.line_of(name))


CHECKS = [check_duplicates, check_references, check_inheritance, check_rule_values, check_page_ranges,
          check_stated_support, check_dates, check_prose_references, check_families]
