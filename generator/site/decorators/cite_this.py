""""Cite this page" on every page; the source's own reference on source pages; rule permalinks.

Each page gets, at its end, a collapsed block with the page's citation in Chicago and APA
(rendered by the CSL processor), BibTeX, RIS and CSL-JSON, its permalink and the dataset
edition; and, in its front matter, the ``<meta>`` tags that ``docs/overrides/main.html`` writes
into ``<head>`` (``generator.cite.embedded``) and the page's own description.

What a page's metadata describes is decided once per page (``cite_markdown``, from the page's kind): a source's page
describes the source (a reference manager saving it saves the book, article or ordinance, not our
page about it), every other page describes itself. The bibliography, a list, also carries one
COinS per source, so that a reference manager offers them one by one; no other page carries COinS,
which Zotero would read before the tags and which cannot hold a page's editors, language or type.

Without a published address (``STICHWORT_SITE_URL`` unset) the links in the citations start at
the site's root (``/games/…``): the blocks say so, and ``docs/javascripts/cite.js`` completes them
in the reader's browser from the page's own address, as the block says when it has done so.
"""
from __future__ import annotations

import html
import re
from dataclasses import replace

from generator.cite import bibtex, ris
from generator.cite.edition import NO_SITE_URL
from generator.cite.embedded import coins, tags
from generator.cite.render import STYLE_LABELS
from generator.site import kinds, links
from generator.site.citing import CiteIndex, csl_json, inline, page_url, with_front_matter
from generator.site.context import Context
from generator.site.page import Page
from generator.site.text import attr
from generator.site.verbatim import block

#: What a page's description may run to (search engines show about this much).
DESCRIPTION_CHARS = 300


def prepare(ctx: Context) -> None:
    """Start rendering the citations of sources and rules while the pages are being written."""
    ctx.citations  # noqa: B018 - made on first use, and it starts the CSL processor


def decorate(ctx: Context, page: Page) -> Page:
    markdown, meta, description = cite_markdown(ctx, page)
    markdown = with_front_matter(markdown, "citation_meta", meta)
    return replace(page, markdown=with_front_matter(markdown, "citation_description", description))


def cite_markdown(ctx: Context, page: Page) -> tuple[str, list[dict], str]:
    """The page's Markdown with the citation blocks appended, its ``<meta>`` tags and its
    description (empty for a page that describes a source: the source's abstract is not ours).

    What the metadata describes is decided here, once per page, from the page's kind: a source's
    page describes the source, every other page itself."""
    index = ctx.cite_index
    path, markdown = page.path, page.markdown
    item = index.pages.get(path)
    if item is None:  # a page the index did not know of (should not happen): leave it as it is
        return markdown, [], ""
    blocks: list[str] = []
    if page.kind is kinds.SOURCE:
        meta_item, description = index.sources[page.subject], ""
        blocks.append(_source_block(index, meta_item))
    else:
        meta_item, description = item, lead(markdown)
    if page.kind is kinds.BIBLIOGRAPHY:
        blocks.append("<p>" + " ".join(_coins_span(i) for i in index.sources.values()) + "</p>")
    rules = [(rid, index.rules[rid]) for rid in page.rules]
    if rules:
        blocks.append(_rules_block(index, path, rules))
    blocks.append(_page_block(index, path, item))
    meta = [{"attr": a, "name": name, "content": content} for a, name, content in tags(meta_item, description or None)]
    # Prepared HTML rather than Markdown: the same five formats on every page would otherwise
    # cost Markdown and the code highlighter a good part of the build. Kept out of the search
    # index, which would otherwise list every page for any word of a citation; a <section>,
    # because the search plugin ends an exclusion at the first closing tag of the same name.
    wrapped = block(['<section class="cite-blocks" data-search-exclude>', *blocks, "</section>"])
    return markdown.rstrip("\n") + "\n\n" + "\n".join(wrapped), meta, description


# ---------------------------------------------------------------- the page's own description

_FRONT = re.compile(r"^---\n.*?\n---\n", re.S)
#: Paragraphs that are not prose: headings, HTML, admonitions, code, lists, tables, label lines.
_NOT_PROSE = re.compile(r"^(#|<|!!!|\?\?\?|```|~~~|[-*+] |\d+[.)] |\||:|\*\*|\{|\[\^)")


def lead(markdown: str) -> str:
    """The page's first paragraph of prose as plain text, cut at a sentence (or word) near
    ``DESCRIPTION_CHARS``: what the page is about, in the page's own words."""
    body = _FRONT.sub("", markdown, count=1)
    for paragraph in re.split(r"\n\s*\n", body):
        if not paragraph.strip() or paragraph.startswith((" ", "\t")) or _NOT_PROSE.match(paragraph.lstrip()):
            continue
        text = " ".join(html.unescape(_plain(paragraph)).split())
        return _shortened(text) if text else ""
    return ""


def _plain(markdown: str) -> str:
    """Inline Markdown as its words: code spans as written, links as their text, no emphasis,
    footnote marks or tags (data text is entity-escaped, so its own ``*`` or ``<`` are not touched)."""
    pieces = re.split(r"(`[^`]*`)", markdown)
    out = []
    for i, piece in enumerate(pieces):
        if i % 2:
            out.append(piece.strip("`"))
            continue
        piece = re.sub(r"\[\^[^\]]*\]", "", piece)
        piece = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", piece)
        piece = re.sub(r"<[^>]+>", "", piece)
        out.append(re.sub(r"(\*\*|__|\*|(?<!\w)_|_(?!\w))", "", piece))
    return "".join(out)


def _shortened(text: str) -> str:
    if len(text) <= DESCRIPTION_CHARS:
        return text
    cut = text[:DESCRIPTION_CHARS]
    sentence = cut.rfind(". ")
    if sentence > DESCRIPTION_CHARS // 2:
        return cut[:sentence + 1]
    return cut[:cut.rfind(" ")].rstrip(",;:") + " …"


# ---------------------------------------------------------------- the blocks

def _coins_span(item: dict) -> str:
    return f'<span class="Z3988" title="{attr(coins(item))}"></span>'


def _details(summary: str, body: list[str], open_: bool = False, marks: str = "") -> str:
    return "\n".join([f'<details class="quote"{marks}{" open" if open_ else ""}>', f"<summary>{attr(summary)}</summary>",
                      *body, "</details>"])


def _code(label: str, text: str) -> list[str]:
    """A labelled code block, marked up as the theme's highlighter marks up plain text. ``no-copy``:
    the theme's copy buttons would all copy the first block of an element with an id (a rule's
    pop-over); ``docs/javascripts/cite.js`` gives each block its own."""
    return [f"<p><strong>{attr(label)}</strong></p>",
            f'<div class="highlight no-copy"><pre><span></span><code>{html.escape(text.rstrip(chr(10)), quote=False)}\n</code></pre></div>']


def _styles(index: CiteIndex, item: dict) -> list[str]:
    out = []
    for style, label in STYLE_LABELS.items():
        rendered = index.text(style, item)
        if rendered.entry.strip():
            out.append(f"<p><strong>{attr(label)}:</strong> {inline(rendered.entry)}</p>")
        else:
            out.append(f"<p><strong>{attr(label)}:</strong> cited in the text only, as {inline(rendered.intext)} "
                       "(the style gives unsigned entries of well-known reference works no reference-list entry).</p>")
    return out


def _machine_formats(item: dict) -> list[str]:
    return [*_code("BibTeX", bibtex.to_bibtex(item)), *_code("RIS", ris.to_ris(item)),
            *_code("CSL-JSON", csl_json([item]))]


def _source_block(index: CiteIndex, item: dict) -> str:
    return _details("Cite this source", [*_styles(index, item), *_machine_formats(item)], open_=True)


def _address(index: CiteIndex, path: str, url: str) -> tuple[str, list[str]]:
    """For a build without a published address: the attributes by which cite.js completes the
    links of a block (its root-relative permalink, the way to the site's root from the page), and
    the sentence that tells a reader without the script what to do."""
    if index.site_url != NO_SITE_URL:
        return "", []
    stem = page_url(NO_SITE_URL, path).strip("/")  # the page's address below the root, games/bester-bube
    root = "../" * (stem.count("/") + 1) if stem else "./"
    note = ('<p class="cite-address">The links in these citations start at the site’s root: this copy of the site was '
            'built without its published address, so put the address of the site in front of them when you paste one.</p>')
    return f' data-sw-url="{attr(url)}" data-sw-root="{attr(root)}"', [note]


def _page_block(index: CiteIndex, path: str, item: dict) -> str:
    edition = index.edition
    url = attr(item["URL"])
    marks, note = _address(index, path, item["URL"])
    body = _styles(index, item)
    body.append(f'<p><strong>Permalink:</strong> <a href="{url}">{url}</a> · <strong>Dataset edition:</strong> '
                f'{attr(edition.id)}' + (f" ({attr(edition.date)})" if edition.date else "") + "</p>")
    return _details("Cite this page", body + note + _machine_formats(item), marks=marks)


def _rules_block(index: CiteIndex, path: str, rules: list[tuple[str, dict]]) -> str:
    """The citation formats of every rule of a ruleset page, each a popover that its row's cite
    button opens (``citing.rule_tools``); all rules together as BibTeX and CSL-JSON downloads."""
    ruleset_id = rules[0][0].split("#")[0]
    bib = attr(links.asset(path, f"{links.DOWNLOADS}/cite/{ruleset_id}.bib"))
    every = (f'<p>All rules of this ruleset as <a href="{bib}">BibTeX</a> or '
             f'<a href="{bib.removesuffix(".bib")}.json">CSL-JSON</a>.</p>')
    out = []
    for rule_id, item in rules:
        param = rule_id.split("#")[1]
        label = item["title"].rsplit(": ", 1)[-1]
        pop = links.rule_cite_anchor(param)
        marks, note = _address(index, path, item["URL"])
        out += [f'<div class="rule-cite-pop" id="{attr(pop)}" popover role="dialog" aria-label="Cite this rule: {attr(label)}"{marks}>',
                f'<p class="rule-cite-head"><strong>Cite this rule: {attr(label)}</strong> '
                f'<button type="button" popovertarget="{attr(pop)}" popovertargetaction="hide">Close</button></p>',
                *_styles(index, item),
                f'<p><strong>Permalink of this rule:</strong> <a href="{attr(item["URL"])}">{attr(item["URL"])}</a></p>',
                *note, *_machine_formats(item), every, "</div>"]
    return "\n".join(out)
