"""The bibliography and one page per source with a reverse index of what it supports."""
from __future__ import annotations

from generator.model.base import Citation
from generator.model.evidence import reported_in
from generator.model.sources import CLASS_LABELS
from generator.site import evidence, kinds, links
from generator.site.page import Page
from generator.site.references import reference_line, reference_text
from generator.site.text import attr, esc


def render(ctx) -> list[Page]:
    pages = [_bibliography(ctx)]
    for source in ctx.ds.sources.values():
        path = links.source(source.id)
        people = [p.literal or " ".join(filter(None, (p.given, p.particle, p.family))) for p in source.author + source.editor]
        names = [t for t in (source.title, source.title_english, source.short_title) if t] + people
        pages.append(Page(kinds.SOURCE, (source.id,), "\n".join(_source(ctx, source.id, path)),
                          ctx.ds.source_label(source.id), names=tuple(dict.fromkeys(names))))
    return pages


def _bibliography(ctx) -> Page:
    page, ds = links.BIBLIOGRAPHY, ctx.ds
    out = ["# Bibliography", "",
           "Every source the dataset cites, grouped by the kind of work it is; each source's page says what of "
           "it we hold and through which copy we read it. "
           "See [About the data](" + links.rel(page, links.ABOUT) + ") for what the classes mean.", ""]
    for cls, label in CLASS_LABELS.items():
        members = sorted((s for s in ds.sources.values() if s.class_ == cls),
                         key=lambda s: (ds.source_label(s.id).casefold(), s.id))
        if not members:
            continue
        out += [f"## {label}", ""]
        out += [f"- {reference_line(ctx, s.id, page)}" for s in members]
        out.append("")
    return Page(kinds.BIBLIOGRAPHY, (), "\n".join(out), "Bibliography")


KIND_TITLES = {"names": "Names", "events": "Dated attestations", "rulesets": "Rules", "relations": "Relations between games",
               "conflicts": "Conflicts", "games": "Game descriptions", "glossary": "Glossary", "sources": "Other sources"}


def _source(ctx, source_id: str, page: str) -> list[str]:
    ds = ctx.ds
    s = ds.sources[source_id]
    out = [f"# {esc(ds.source_label(source_id))}", "", reference_text(ctx, source_id), ""]
    meta = [["Kind of work", esc(CLASS_LABELS[s.class_])], ["What we hold", evidence.evidence_text(ctx, s)],
            ["Type", esc(s.type)], ["Language", ctx.language_name(s.language)]]
    meta += _route_rows(ctx, s, page)
    if s.url:
        meta.append(["Copies", "<br>".join(f'<a href="{attr(u.url)}" rel="nofollow">{esc(u.label or u.url)}</a>' for u in s.url)])
    if s.accessed:
        meta.append(["Accessed", esc(s.accessed)])
    if s.uncertain:
        meta.append(["Reconstructed fields", esc(", ".join(s.uncertain))])
    if s.known_from:
        meta.append(["Known from", ctx.cites(s.known_from, page)])
    out += [f"**{label}:** {value}  " for label, value in meta] + [""]
    out += _route(ctx, s, page)
    if s.note:
        out += [ctx.prose(s.note, page), ""]
    out += ["## What the dataset takes from this source", ""]
    entries = ctx.citing.get(source_id, [])
    if not entries:
        out += ["Nothing yet: the source is listed for completeness.", ""]
        return out
    groups: dict[str, list[str]] = {}
    seen = set()
    rules: dict[str, list[str]] = {}  # ruleset id -> rule links, one line per ruleset
    for record, path, cite in entries:
        if type(record).__name__ == "Ruleset":
            if path.startswith("rules["):
                param = record.rules[int(path[len("rules["):path.index("]")])].param
                label = ctx.ds.vocabulary.parameters[param].label
                link = f"[{esc(label)}]({links.rel(page, links.ruleset(record.game, record.id), links.rule_anchor(param))})"
            else:
                link = "its relation to the ruleset it inherits from"
            if link not in rules.setdefault(record.id, []):
                rules[record.id].append(link)
            continue
        kind, item = _describe(ctx, record, path, page)
        how = "cited in this work" if cite.cited_in == source_id and cite.source != source_id else ""
        key = (item, how)
        if key in seen:
            continue
        seen.add(key)
        groups.setdefault(kind, []).append(f"- {item}" + (f" ({how}: {ctx.source_link(cite.source, page)})" if how else ""))
    for ruleset_id, rule_links in rules.items():
        groups.setdefault("rulesets", []).append(f"- {ctx.ruleset_link(ruleset_id, page)}: {', '.join(rule_links)}")
    for kind, title in KIND_TITLES.items():
        if kind in groups:
            out += [f"### {title}", "", *groups[kind], ""]
    return out


def _route_rows(ctx, s, page: str) -> list[list[str]]:
    """What we read of a source, as rows: the copies we read it in, and the revision of a wiki page."""
    rows = []
    if s.copies:
        rows.append(["Read as", evidence.copies_text(ctx, s.copies)])
    revision = evidence.revision_html(s)
    if revision:
        note = s.revision.note if s.revision is not None else None
        rows.append(["Revision", revision + (f" — {ctx.prose(note, page)}" if note else "")])
    return rows


def _route(ctx, s, page: str) -> list[str]:
    """For a source we have not read: the route by which its content reaches us, step by step."""
    if s.evidence == "read" or not s.known_from:
        return []
    steps = evidence.route_steps(ctx, Citation(source=s.id, cited_in=reported_in(ctx.ds.sources, s)), page)
    if not steps:
        return []
    steps[0] = f"{esc(ctx.ds.source_label(s.id))}: {steps[0]}"
    return ["**Route of the evidence:**", "", *(f"{i}. {step}" for i, step in enumerate(steps, 1)), ""]


def _describe(ctx, record, path: str, page: str) -> tuple[str, str]:
    """(kind, Markdown link) for a record that cites a source."""
    ds = ctx.ds
    cls = type(record).__name__
    if cls == "Ruleset":
        if path.startswith("rules["):
            index = int(path[len("rules["):path.index("]")])
            param = record.rules[index].param
            label = ctx.ds.vocabulary.parameters[param].label.lower()
            return "rulesets", ctx.ruleset_link(record.id, page, links.rule_anchor(param), f"{record.title}: {label}")
        return "rulesets", ctx.ruleset_link(record.id, page)
    if cls in ("Name", "Event", "Relation", "Conflict"):
        kind = cls.lower() + "s"
        game = ds.game_of[(kind, record.id)]
        label = {"Name": lambda r: esc(r.name), "Event": lambda r: f"{esc(r.date)}: {ctx.plain(r.summary)}",
                 "Relation": lambda r: ctx.plain(r.claim), "Conflict": lambda r: esc(r.topic)}[cls](record)
        return kind, f"[{label}]({links.rel(page, links.game(game), links.anchor(cls.lower(), record.id))})"
    if cls == "Game":
        return "games", ctx.game_link(record.id, page)
    if cls == "GlossaryEntry":
        return "glossary", f"[{esc(record.term)}]({links.rel(page, links.GLOSSARY, links.anchor('term', record.id))})"
    if cls == "Source":
        return "sources", ctx.source_link(record.id, page) + " (where we learned of it)"
    return "other", esc(getattr(record, "id", cls))
