""""Cite this page" on every page; the source's own reference on source pages; rule permalinks.

Each page gets, at its end, a collapsed block with the page's citation in Chicago and APA
(rendered by the CSL processor), BibTeX, RIS and CSL-JSON, its permalink and the dataset
edition; and, in its front matter, the Highwire/Dublin Core tags that ``docs/overrides/main.html``
writes into ``<head>``. Source pages describe the source itself to reference managers (and carry
COinS); the bibliography carries one COinS per source; ruleset pages list a citation per rule.
"""
from __future__ import annotations

import html
from dataclasses import replace

from generator.cite import bibtex, ris
from generator.cite.embedded import coins, highwire
from generator.cite.render import STYLE_LABELS
from generator.site import kinds, links
from generator.site.citing import CiteIndex, csl_json, inline, with_front_matter
from generator.site.context import Context
from generator.site.page import Page
from generator.site.text import attr
from generator.site.verbatim import block

def prepare(ctx: Context) -> None:
    """Start rendering the citations of sources and rules while the pages are being written."""
    ctx.citations  # noqa: B018 - made on first use, and it starts the CSL processor


def decorate(ctx: Context, page: Page) -> Page:
    markdown, meta = cite_markdown(ctx, page)
    return replace(page, markdown=with_front_matter(markdown, "citation_meta", meta))


def cite_markdown(ctx: Context, page: Page) -> tuple[str, list[dict]]:
    """The page's Markdown with the citation blocks appended, and its ``<meta>`` tags."""
    index = ctx.cite_index
    path, markdown = page.path, page.markdown
    item = index.pages.get(path)
    if item is None:  # a page the index did not know of (should not happen): leave it as it is
        return markdown, []
    blocks: list[str] = []
    described = item
    if page.kind is kinds.SOURCE:
        described = index.sources[page.subject]
        blocks.append(_source_block(index, described))
    if page.kind is kinds.BIBLIOGRAPHY:
        blocks.append("<p>" + " ".join(_coins_span(i) for i in index.sources.values()) + "</p>")
    rules = [(rid, index.rules[rid]) for rid in page.rules]
    if rules:
        blocks.append(_rules_block(index, path, rules))
    blocks.append(_page_block(index, item))
    meta = [{"name": name, "content": content} for name, content in highwire(described)]
    # Prepared HTML rather than Markdown: the same five formats on every page would otherwise
    # cost Markdown and the code highlighter a good part of the build. Kept out of the search
    # index, which would otherwise list every page for any word of a citation; a <section>,
    # because the search plugin ends an exclusion at the first closing tag of the same name.
    wrapped = block(['<section class="cite-blocks" data-search-exclude>', *blocks, "</section>"])
    return markdown.rstrip("\n") + "\n\n" + "\n".join(wrapped), meta


def _coins_span(item: dict) -> str:
    return f'<span class="Z3988" title="{attr(coins(item))}"></span>'


def _details(summary: str, body: list[str], open_: bool = False) -> str:
    return "\n".join([f'<details class="quote"{" open" if open_ else ""}>', f"<summary>{attr(summary)}</summary>",
                      *body, "</details>"])


def _code(label: str, text: str) -> list[str]:
    """A labelled code block, marked up as the theme's highlighter marks up plain text."""
    return [f"<p><strong>{attr(label)}</strong></p>",
            f'<div class="highlight"><pre><span></span><code>{html.escape(text.rstrip(chr(10)), quote=False)}\n</code></pre></div>']


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
    return _details("Cite this source", [*_styles(index, item), *_machine_formats(item), _coins_span(item)], open_=True)


def _page_block(index: CiteIndex, item: dict) -> str:
    edition = index.edition
    url = attr(item["URL"])
    body = _styles(index, item)
    body.append(f'<p><strong>Permalink:</strong> <a href="{url}">{url}</a> · <strong>Dataset edition:</strong> '
                f'{attr(edition.id)}' + (f" ({attr(edition.date)})" if edition.date else "") + "</p>")
    return _details("Cite this page", body + _machine_formats(item))


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
        out += [f'<div class="rule-cite-pop" id="{attr(pop)}" popover role="dialog" aria-label="Cite this rule: {attr(label)}">',
                f'<p class="rule-cite-head"><strong>Cite this rule: {attr(label)}</strong> '
                f'<button type="button" popovertarget="{attr(pop)}" popovertargetaction="hide">Close</button></p>',
                *_styles(index, item),
                f'<p><strong>Permalink of this rule:</strong> <a href="{attr(item["URL"])}">{attr(item["URL"])}</a></p>',
                *_machine_formats(item), every, "</div>"]
    return "\n".join(out)
