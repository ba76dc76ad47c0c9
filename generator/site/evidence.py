"""The route of the evidence in words: what we hold of a source, which revision of an article, and
the copy we read it in, for the citations (``marks``, the "How to play" footnotes) and the source
pages. The route itself is worked out in ``generator.model.evidence``; this module only says it.
"""
from __future__ import annotations

from generator.model.copies import COPY_LABELS, EVIDENCE_LABELS
from generator.model.evidence import permalink, revision_text, route
from generator.model.sources import CLASS_LABELS
from generator.site.text import attr, esc

#: What a name's certainty means, as its badge's title says.
NAME_CERTAINTY = {
    "stated": "a source we hold gives this spelling",
    "inferred": "the spelling, or who gives it, is our reading of the sources",
    "editorial": "a spelling we chose where the sources are unclear",
}

#: How the site names the reconstructed fields of a source in a route.
_RECONSTRUCTED = {"title": "title", "author": "author", "issued": "date", "publisher": "publisher",
                  "place": "place", "language": "language"}


def copy_text(ctx, copy, with_extent: bool = True) -> str:
    """``a machine translation into Japanese (the whole article …)`` (escaped)."""
    text = COPY_LABELS[copy.kind]
    if copy.language:
        language = ctx.ds.languages[copy.language].name
        text += f" into {language}" if copy.kind == "machine-translation" else f" in {language}"
    if with_extent and copy.extent:
        text += f" ({copy.extent})"
    return esc(text)


def copies_text(ctx, copies, with_extent: bool = True) -> str:
    """The copies we read a work in, fullest first, those of one extent together (escaped):
    ``a machine translation into Japanese (the whole article …); an archived snapshot and a mirror
    (the opening …)``."""
    groups: list[list] = []
    for copy in copies:
        if groups and with_extent and groups[-1][0].extent == copy.extent:
            groups[-1].append(copy)
        else:
            groups.append([copy])
    parts = []
    for group in groups:
        names = [copy_text(ctx, c, with_extent=False) for c in group]
        text = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        if with_extent and group[0].extent:
            text += " " + esc(f"({group[0].extent})")
        parts.append(text)
    return "; ".join(parts)


def _work(ctx, source_id: str, page: str | None) -> str:
    """A work in a route: its label (linked to its page when ``page`` is given) and, for a wiki
    page, the revision (escaped Markdown)."""
    source = ctx.ds.sources[source_id]
    text = ctx.source_link(source_id, page) if page else esc(ctx.ds.source_label(source_id))
    revision = revision_text(source)
    return f"{text}, {esc(revision)}" if revision else text


def _origin(ctx, source_id: str) -> str:
    """The first step: what the work once was, and what of its record is ours (escaped)."""
    source = ctx.ds.sources[source_id]
    text = esc(CLASS_LABELS[source.class_].lower())
    ours = [_RECONSTRUCTED[f] for f in source.uncertain if f in _RECONSTRUCTED]
    if ours:
        text += f", {esc(' and '.join(ours))} reconstructed by us"
    return text


def route_steps(ctx, cite, page: str | None = None, named: bool = True) -> list[str] | None:
    """The route of one citation as its steps (escaped Markdown), when it is not a plain reading of
    the original: the work (what it once was, or a work we read, with its revision: ``named`` False
    leaves out a read work's label, which the citation itself gives), each work that reports it
    (``cited in …``), and the copies we read (``read as …``); None for the original."""
    found = route(ctx.ds.sources, cite)
    if not found.indirect:
        return None
    if found.via:
        steps = [_origin(ctx, cite.source)]
    elif named:
        steps = [_work(ctx, cite.source, page)]
    else:
        revision = revision_text(ctx.ds.sources[cite.source])
        steps = [esc(revision)] if revision else []
    for index, work in enumerate(found.via):
        steps.append(("cited in " if index == 0 and work == cite.cited_in else "known from ") + _work(ctx, work, page))
    steps.append("read as " + copies_text(ctx, found.copies) if found.read else "no copy we read")
    return steps


def route_text(ctx, cite, page: str | None = None, named: bool = True) -> str | None:
    """The route of one citation on one line: ``primary historical text, title reconstructed by us →
    cited in Wikipedia 'Bester Bube' (newest revision), revision not identified → read as a machine
    translation into Japanese (the whole article …)``; None for a work read in the original."""
    steps = route_steps(ctx, cite, page, named)
    return " → ".join(steps) if steps else None


def route_short(ctx, cite) -> str | None:
    """The copy a citation's statement was read in, in a few words (escaped): ``read as a machine
    translation into Japanese``; None for the original."""
    found = route(ctx.ds.sources, cite)
    if not found.indirect or not found.copies:
        return None
    return "read as " + copy_text(ctx, found.copies[0], with_extent=False)


def revision_html(source) -> str | None:
    """The revision of a wiki page, its permanent address linked where it is known (inline HTML)."""
    text = revision_text(source)
    if text is None:
        return None
    link = permalink(source)
    if link:
        return f'{esc(text)} (<a href="{attr(link)}" rel="nofollow">permanent address</a>)'
    return esc(text)


def evidence_text(ctx, source) -> str:
    """What we hold of a source, as the source page says it (escaped)."""
    return esc(EVIDENCE_LABELS[source.evidence])


def name_badge(name) -> str:
    """The certainty of a name, as a badge whose title says what it means for a name (HTML)."""
    return (f'<span class="badge badge-{attr(name.certainty)}" title="{attr(NAME_CERTAINTY[name.certainty])}">'
            f'{esc(name.certainty)}</span>')
