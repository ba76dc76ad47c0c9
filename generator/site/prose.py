"""Data prose on the pages: escaped like any data text, with each ``[[kind:id]]`` reference
(``generator.model.prose``) turned into a link to the page that shows that record, named by the
reference's label or by the record's own title."""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.prose import Reference, split
from generator.site import links
from generator.site.text import attr, esc


def shown_at(ds, kind: str, record_id: str) -> tuple[str, str | None]:
    """``(page, anchor)`` where a record of a kind is shown."""
    if kind == "source":
        return links.source(record_id), None
    if kind == "game":
        return links.game(record_id), None
    if kind in ("name", "event", "relation"):
        return links.game(ds.game_of[(kind + "s", record_id)]), links.anchor(kind, record_id)
    if kind == "conflict":
        return links.CONFLICTS, links.anchor("conflict", record_id)
    if kind in ("ruleset", "rule"):
        ruleset_id, _, param = record_id.partition("#")
        rs = ds.rulesets[ruleset_id]
        return links.ruleset(rs.game, rs.id), (links.rule_anchor(param) if param else None)
    if kind == "glossary":
        return links.GLOSSARY, links.anchor("term", record_id)
    if kind == "region":
        return links.MAP, links.anchor("region", record_id)
    raise KeyError(kind)


#: Reference kind -> (dataset attribute, the field that names a record of it).
_TITLES = {"game": ("games", "name"), "name": ("names", "name"), "relation": ("relations", "claim"),
           "conflict": ("conflicts", "topic"), "ruleset": ("rulesets", "title"),
           "glossary": ("glossary", "term"), "region": ("regions", "name")}


def title(ds, kind: str, record_id: str) -> str:
    """The words a reference shows when it has no label of its own."""
    if kind == "source":
        return ds.source_label(record_id)
    if kind == "rule":
        ruleset_id, _, param = record_id.partition("#")
        return f"{ds.rulesets[ruleset_id].title}: {ds.vocabulary.parameters[param].label.lower()}"
    if kind == "event":
        event = ds.events[record_id]
        return f"{parse_edtf(event.date).display()}: {event.summary}"
    attribute, name_field = _TITLES[kind]
    return getattr(getattr(ds, attribute)[record_id], name_field)


def link(ds, ref: Reference, page: str) -> str:
    """A reference as a Markdown link from ``page``."""
    target, anchor = shown_at(ds, ref.kind, ref.target)
    return f"[{esc(ref.label or title(ds, ref.kind, ref.target))}]({links.rel(page, target, anchor)})"


def prose(ds, text: str | None, page: str) -> str:
    """A data text as safe Markdown on ``page``, its references linked."""
    if not text:
        return ""
    return "".join(link(ds, part, page) if isinstance(part, Reference) else _piece(part)
                   for part in split(" ".join(text.split())))


def html(ds, text: str | None, page: str) -> str:
    """A data text as safe HTML on ``page`` (for text inside raw HTML, where Markdown links are
    not read), its references as ``<a>`` elements."""
    if not text:
        return ""
    out = []
    for part in split(" ".join(text.split())):
        if isinstance(part, Reference):
            target, anchor = shown_at(ds, part.kind, part.target)
            out.append(f'<a href="{attr(links.url(page, target, anchor))}">'
                       f"{esc(part.label or title(ds, part.kind, part.target))}</a>")
        else:
            out.append(_piece(part))
    return "".join(out)


def _piece(text: str) -> str:
    """``esc`` of a piece between references, keeping the space that parts it from them."""
    if not text.strip():
        return " "
    return (" " if text[0] == " " else "") + esc(text) + (" " if text[-1] == " " else "")



def words(ds, text: str | None) -> str:
    """A data text as plain words (not escaped), each reference by its label or title: for
    text that is escaped elsewhere (an SVG title) or that sits inside a link."""
    if not text:
        return ""
    return "".join((part.label or title(ds, part.kind, part.target)) if isinstance(part, Reference) else part
                   for part in split(text))


def plain(ds, text: str | None) -> str:
    """``words`` escaped for Markdown."""
    return esc(words(ds, text))
