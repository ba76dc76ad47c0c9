"""Citation marks: who says so, as short marks, with the full chain one click away.

In the tables of names, events, relations and rules a source is shown as its short label
(``von Alvensleben 1853``), linked to the source's page; a citation we worked out ourselves
(``inferred``, ``editorial``) carries its badge beside the mark. Every other part of the
chain — volume, page or locator, the work we read it in, certainty (and why it differs from
the same attribution elsewhere), the route of the evidence to the copy we read, quote, our
translation, the citation's note — and the note of the record itself sit in one ``<details>`` disclosure after
the marks: closed by default, opened by click, tap, Enter or Space, read by screen readers and
without JavaScript. The output is one line of inline Markdown, for a table cell; the marks are
links of class ``cm`` and the chain is the disclosure's own text (no wrapper elements: a game page
has some ninety of these cells).
"""
from __future__ import annotations

from generator.model.base import Citation
from generator.model.references import Reference
from generator.site import links
from generator.site.evidence import route_text
from generator.site.page import CERTAINTY_HELP, badge, md_attr
from generator.site.text import esc

#: What the summary of the disclosure says (its accessible name starts with it).
SUMMARY = "in full"
#: A line break inside the disclosure (``white-space: pre-line``): keeps a table row one line of Markdown.
BREAK = "&#10;"


def marks(ctx, cites: list[Citation], page: str, note: str | None = None, lead: str = "") -> str:
    """The marks of ``cites`` and the disclosure with each citation in full and ``note``.

    ``lead`` is inline Markdown shown first inside the disclosure (a rule's "inherited from …").
    """
    sources = _sources(cites)
    shown = " · ".join(_mark(ctx, sid, [c for c in cites if c.source == sid], page) for sid in sources)
    chain = [lead] if lead else []
    linked = set(sources)  # a work the chain names is linked once: by its mark, or at its first mention
    chain += [_chain(ctx, c, page, linked) for c in cites]
    if note:
        chain.append("Note: " + ctx.prose(note, page))
    label = f"{SUMMARY}: " + "; ".join(ctx.ds.source_label(s) for s in sources)
    return (f'{shown} <details class="cm-more"><summary aria-label="{md_attr(label)}">{SUMMARY}</summary>'
            f'{BREAK.join(chain)}</details>')


def _sources(cites: list[Citation]) -> list[str]:
    """The sources the citations attribute the statement to, each once, in the order cited."""
    return list(dict.fromkeys(c.source for c in cites))


def source_link(ctx, ref: Reference, page: str) -> str:
    """A reference's source, by its label, linked to the source's page (Markdown)."""
    return f"[{esc(ref.label)}]({links.rel(page, links.source(ref.source))})"


def footnote(ref: Reference) -> str:
    """A reference as a footnote gives it: the source in short, with the work it is read in (escaped)."""
    return esc(ref.label) + (f", cited in {esc(ref.cited_in.label)}" if ref.cited_in is not None else "")


def inline(ctx, cite: Citation, page: str, with_quote: bool = True) -> str:
    """A citation in running text, as Markdown: where (linked to the source), the work it is cited in
    (linked), our certainty, the quotation and the citation's note."""
    ref = ctx.ds.reference(cite)
    text = source_link(ctx, ref, page) + (f", {esc(ref.locator)}" if ref.locator else "")
    if ref.cited_in is not None:
        text += f", cited in {source_link(ctx, ref.cited_in, page)}"
        if ref.cited_in.locator:
            text += f" ({esc(ref.cited_in.locator)})"
    if cite.certainty != "stated":
        text += " " + badge(cite.certainty)
    if with_quote and cite.quote:
        text += f' — <q lang="und">{esc(cite.quote)}</q>'
        if cite.translation:
            text += f" (“{esc(cite.translation)}”)"
    if cite.note:
        text += f' <span class="cite-note">{ctx.prose(cite.note, page)}</span>'
    return text


def _mark(ctx, source_id: str, cites: list[Citation], page: str) -> str:
    """A source's label linked to its page; the badge of the weakest certainty we gave a citation of it."""
    text = source_link(ctx, ctx.ds.reference(source_id), page) + "{ .cm }"
    ours = [c.certainty for c in cites if c.certainty != "stated"]
    if ours:
        text += " " + badge("editorial" if "editorial" in ours else ours[0])
    return text


def chain_text(ctx, cite: Citation) -> str:
    """Where in the source: ``von Alvensleben 1853, p. 91`` (escaped; the work it is read in follows it)."""
    ref = ctx.ds.reference(cite)
    return esc(ref.label) + (f", {esc(ref.locator)}" if ref.locator else "")


def _chain(ctx, cite: Citation, page: str, linked: set[str]) -> str:
    """One citation in full, as inline Markdown: where, the work it is cited in (linked unless ``linked``
    holds it already; it is added), certainty, quote, note."""
    text = chain_text(ctx, cite)
    via = ctx.ds.reference(cite).cited_in
    if via is not None:
        where = esc(via.label) if via.source in linked else source_link(ctx, via, page)
        linked.add(via.source)
        text += f", cited in {where}"
        if via.locator:
            text += f" ({esc(via.locator)})"
    if cite.certainty != "stated":
        text += f" — {esc(cite.certainty)}: {esc(CERTAINTY_HELP[cite.certainty])}"
    if cite.certainty_differs:
        text += f" ({ctx.prose(cite.certainty_differs, page)})"
    route = route_text(ctx, cite, named=False)
    if route:
        text += f" — the evidence: {route}"
    if cite.quote:
        text += f' — <q lang="und">{esc(cite.quote)}</q>'
        if cite.translation:
            text += f" (our translation: {esc(cite.translation)})"
    if cite.note:
        text += f" — {ctx.prose(cite.note, page)}"
    return text
