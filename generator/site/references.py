"""A source's full reference in the house style, as the bibliography, the source pages and the
games' lists of sources show it."""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.evidence import revision_text
from generator.site import links
from generator.site.text import block_safe, esc


def _people(people) -> str:
    names = []
    for i, p in enumerate(people):
        if p.literal:
            names.append(p.literal)
        elif i == 0:
            family = " ".join(x for x in (p.particle, p.family) if x)
            names.append(f"{family}, {p.given}" if p.given else family)
        else:
            names.append(p.display())
    return " and ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + ", and " + names[-1]


def _sentence(text: str) -> str:
    """``text`` ended by one full stop: "n.d." and "L." keep theirs ("n.d.", not "n.d..")."""
    return text if text.endswith((".", "?", "!", ".)", ".”")) else text + "."


def reference_text(ctx, source_id: str) -> str:
    """A full reference in our house style (escaped Markdown). It may begin a paragraph (a source
    page), where a reference without an author, "1880. *Reuters Werke* …", would open a numbered
    list: its start is made inert as any text at a line start is (``text.block_safe``)."""
    s = ctx.ds.sources[source_id]
    parts = []
    if s.author:
        parts.append(_sentence(esc(_people(s.author))))
    # a document printed later in a compilation is cited by its own date, the printing given as such
    printed = s.issued if s.type == "legislation" and s.original_date and s.issued else None
    dated = s.original_date if printed else s.issued
    parts.append(_sentence(esc(parse_edtf(dated).display()) if dated else "n.d."))
    gloss = f" [{esc(s.title_english)}]" if s.title_english else ""
    if s.container_title and s.type in ("chapter", "entry-dictionary", "entry-encyclopedia", "article-journal", "article-magazine", "legislation"):
        # the gloss follows the title it translates, not the container
        parts.append(f"“{esc(s.title)}{gloss}.” In *{esc(s.container_title)}*.")
    else:
        parts.append(_sentence(f"*{esc(s.title)}*{gloss}"))
    if s.editor:
        parts.append(_sentence(f"Edited by {esc(', '.join(p.display() for p in s.editor))}"))
    for label, value in (("ed.", s.edition), ("vol.", s.volume), ("no.", s.issue)):
        if value:
            parts.append(f"{esc(value)} {label}" if label == "ed." else f"{label} {esc(value)}.")
    if s.pages:
        parts.append(f"pp. {esc(s.pages)}.")
    place = ": ".join(esc(x) for x in (s.place, s.publisher) if x)
    if place:
        parts.append(_sentence(place))
    if printed:
        parts.append(f"Printed {esc(parse_edtf(printed).display())}.")
    elif s.original_date:
        parts.append(f"(Text of {esc(parse_edtf(s.original_date).display())}.)")
    revision = revision_text(s)
    if revision:
        parts.append(_sentence(esc(revision[0].upper() + revision[1:])))
    if s.isbn:
        parts.append(f"ISBN {esc(s.isbn)}.")
    return block_safe(" ".join(parts))


def reference_line(ctx, source_id: str, page: str) -> str:
    """The source's label, linked to its page, and its full reference."""
    return f"[{esc(ctx.ds.source_label(source_id))}]({links.rel(page, links.source(source_id))}): {reference_text(ctx, source_id)}"
