"""Checks of what each record says against itself and its neighbours, where every field is
valid alone but the whole is silently wrong: the slips of a tired editor.

A range that runs backwards (``players: {min: 6, max: 3}``, ``pages: "214-193"``), a game
related to itself (a ruleset inheriting from itself is an inheritance cycle, ``checks.py``), regions each inside the other, ``uncertain`` naming a field the source does
not give, an editorial citation without the note that says why, a citation read "in" the very
work it cites, an id listed twice in one list, two alternatives of a rule with one label.
Like ``checks.py``, each check adds every problem it finds; ``CHECKS`` lists them.
"""
from __future__ import annotations

import re

from pydantic import BaseModel

from generator.model.base import Citation
from generator.model.checks import add_problem, all_records, iter_citations
from generator.model.loader import RawDataset, field_names
from generator.model.problems import Report
from generator.model.sources import Source

_RANGE = re.compile(r"(\d+)\s*[-–]\s*(\d+)")


def _backwards(value, path: str = ""):
    """(path, min, max) of every mapping inside a rule value whose numeric ``min`` exceeds its ``max``."""
    if isinstance(value, dict):
        low, high = value.get("min"), value.get("max")
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (low, high)) and low > high:
            yield path, low, high
        for key, item in value.items():
            yield from _backwards(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _backwards(item, f"{path}[{index}]")


def check_value_ranges(raw: RawDataset, report: Report) -> None:
    for ruleset in raw.rulesets:
        for index, rule in enumerate(ruleset.rules):
            values = [("value", rule.value, rule.line_of("value"))]
            values += [(f"alternatives[{i}].value", a.value, a.line_of("value")) for i, a in enumerate(rule.alternatives)]
            for where, value, line in values:
                for path, low, high in _backwards(value):
                    add_problem(report, ruleset, f"rules[{index}].{where}{path}",
                         f"min {low} is greater than max {high}; the range runs from min up to max (swap them)", line)


def check_citation_pages(raw: RawDataset, report: Report) -> None:
    for record in all_records(raw):
        for path, cite in iter_citations(record):
            for m in _RANGE.finditer(cite.pages or ""):
                if int(m[1]) > int(m[2]):
                    add_problem(report, record, f"{path}.pages", f"the page range {m[0]!r} runs backwards; write the first page "
                         f"first ({m[2]}-{m[1]})", cite.line_of("pages"))
                    break


def _citations(record: BaseModel, prefix: str = ""):
    """(dotted path, citation, the record that holds it) of every citation inside ``record``."""
    for name, fld in type(record).model_fields.items():
        key = fld.alias or name
        value = getattr(record, name)
        for index, item in enumerate(value if isinstance(value, list) else [value]):
            path = f"{prefix}{key}[{index}]" if isinstance(value, list) else f"{prefix}{key}"
            if isinstance(item, Citation):
                yield path, item, record
            elif isinstance(item, BaseModel):
                yield from _citations(item, path + ".")


def check_citation_parts(raw: RawDataset, report: Report) -> None:
    """An editorial citation says why (in its own note or in that of the rule or record that
    holds it); ``cited_in`` names another work; its locator needs it."""
    for record in all_records(raw):
        for path, cite, holder in _citations(record):
            if cite.certainty == "editorial" and not (cite.note or getattr(holder, "note", None)):
                add_problem(report, record, f"{path}.certainty", "an editorial citation needs a `note` saying why we "
                            "chose this reading (on the citation or on what it cites for), or mark it inferred",
                            cite.line_of("certainty"))
            if cite.cited_in is not None and cite.cited_in == cite.source:
                add_problem(report, record, f"{path}.cited_in", f"cited_in names the cited source {cite.source!r} itself; "
                            "cited_in is the other work we read it in (or leave it out)", cite.line_of("cited_in"))
            if cite.cited_in_locator and not cite.cited_in:
                add_problem(report, record, f"{path}.cited_in_locator", "cited_in_locator without `cited_in`: name the "
                            "work it locates in, or use `locator` for a place in the source itself",
                            cite.line_of("cited_in_locator"))


def check_self_relation(raw: RawDataset, report: Report) -> None:
    for relation in raw.relations:
        if relation.subject == relation.object:
            add_problem(report, relation, "object", f"a game related to itself ({relation.subject!r}); the object is "
                 "another game")


def check_region_nesting(raw: RawDataset, report: Report) -> None:
    within = {r.id: r.within for r in raw.regions}
    reported: set = set()
    for region in raw.regions:
        chain, current = [region.id], region.within
        while current is not None and current in within:
            if current in chain:
                loop = frozenset(chain[chain.index(current):])
                if region.id in loop and loop not in reported:
                    reported.add(loop)
                    shown = " -> ".join([*chain[chain.index(current):], current])
                    add_problem(report, region, "within", f"regions inside each other: {shown}; a region lies "
                         "within a larger one")
                break
            chain.append(current)
            current = within[current]


def check_uncertain_fields(raw: RawDataset, report: Report) -> None:
    # what we hold of a source (evidence, copies, revision) is our own record, never a reconstruction
    valid = [f for f in field_names(Source) if f not in ("id", "uncertain", "evidence", "copies", "revision")]
    for source in raw.sources:
        given = source.model_fields_set
        for index, name in enumerate(source.uncertain):
            attr = "class_" if name == "class" else name
            if name not in valid:
                add_problem(report, source, f"uncertain[{index}]", f"{name!r} is not a field of a source; "
                     f"valid: {', '.join(valid)}", source.line_of("uncertain"))
            elif attr not in given:
                add_problem(report, source, f"uncertain[{index}]", f"{name!r} is marked uncertain, but the source gives "
                     "no such field; mark only fields it gives", source.line_of("uncertain"))


def _id_lists(record: BaseModel, prefix: str = ""):
    """(dotted path, line, items) of every list of ids or texts inside a record."""
    for name, fld in type(record).model_fields.items():
        key = fld.alias or name
        value = getattr(record, name)
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            yield f"{prefix}{key}", record.line_of(key), value
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if isinstance(item, BaseModel):
                    yield from _id_lists(item, f"{prefix}{key}[{index}].")
        elif isinstance(value, BaseModel):
            yield from _id_lists(value, f"{prefix}{key}.")


def check_repeated_items(raw: RawDataset, report: Report) -> None:
    """No list names the same thing twice (regions, names, games, sections, ``about``)."""
    for record in all_records(raw):
        for path, line, items in _id_lists(record):
            seen: set = set()
            for index, item in enumerate(items):
                if item in seen:
                    add_problem(report, record, f"{path}[{index}]", f"{item!r} is listed twice; list it once", line)
                    break
                seen.add(item)
    for ruleset in raw.rulesets:
        for index, rule in enumerate(ruleset.rules):
            labels: set = set()
            for i, alt in enumerate(rule.alternatives):
                if alt.label in labels:
                    add_problem(report, ruleset, f"rules[{index}].alternatives[{i}].label", f"two alternatives are labelled "
                         f"{alt.label!r}; an example chooses a reading by its label, so each has its own", alt.line_of("label"))
                labels.add(alt.label)


CHECKS = [check_value_ranges, check_citation_pages, check_citation_parts, check_self_relation,
          check_region_nesting, check_uncertain_fields, check_repeated_items]
