""""Cite this page" on every page; the source's own reference on source pages; rule permalinks.

Each page gets, at its end, a collapsed block with the page's citation in Chicago and APA
(rendered by the CSL processor), BibTeX, RIS and CSL-JSON, its permalink and the dataset
edition; and, in its front matter, the Highwire/Dublin Core tags that ``docs/overrides/main.html``
writes into ``<head>``. Source pages describe the source itself to reference managers (and carry
COinS); the bibliography carries one COinS per source; ruleset pages list a citation per rule.
"""
from __future__ import annotations

from generator.cite import bibtex, ris
from generator.cite.embedded import coins, highwire
from generator.cite.render import STYLE_LABELS
from generator.site import links
from generator.site.citing import CiteIndex, cite_index, csl_json, inline, with_front_matter
from generator.site.page import Context, Page
from generator.site.text import attr, esc

DOWNLOADS_DIR = "downloads"


def decorate(ctx: Context, page: Page) -> Page:
    markdown, meta = cite_markdown(ctx, page.path, page.markdown)
    return Page(page.path, with_front_matter(markdown, "citation_meta", meta), page.edit_path)


def cite_markdown(ctx: Context, path: str, markdown: str) -> tuple[str, list[dict]]:
    """The page's Markdown with the citation blocks appended, and its ``<meta>`` tags."""
    index = cite_index(ctx)
    item = index.pages.get(path)
    if item is None:  # a page the index did not know of (should not happen): leave it as it is
        return markdown, []
    blocks: list[str] = []
    described = item
    source_id = path[len("sources/"):-len(".md")] if path.startswith("sources/") else None
    if source_id in ctx.ds.sources:
        described = index.sources[source_id]
        blocks += _source_block(index, described)
    if path == links.BIBLIOGRAPHY:
        blocks += [" ".join(_coins_span(i) for i in index.sources.values()), ""]
    rules = [(rid, index.rules[rid]) for rid in index.rules_on.get(path, [])]
    if rules:
        blocks += _rules_block(index, path, rules)
    blocks += _page_block(index, item)
    meta = [{"name": name, "content": content} for name, content in highwire(described)]
    return markdown.rstrip("\n") + "\n\n" + "\n".join(blocks) + "\n", meta


def _coins_span(item: dict) -> str:
    return f'<span class="Z3988" title="{attr(coins(item))}"></span>'


def _indent(lines: list[str]) -> list[str]:
    return [("    " + line) if line else "" for line in lines]


def _fenced(lang: str, text: str) -> list[str]:
    fence = "~~~~" if "```" in text else "```"
    return [f"{fence}{lang}", *text.rstrip("\n").split("\n"), fence, ""]


def _styles(index: CiteIndex, item: dict) -> list[str]:
    out = []
    for style, label in STYLE_LABELS.items():
        rendered = index.text(style, item)
        if rendered.entry.strip():
            out += [f"**{esc(label)}:** {inline(rendered.entry)}", ""]
        else:
            out += [f"**{esc(label)}:** cited in the text only, as {inline(rendered.intext)} "
                    "(the style gives unsigned entries of well-known reference works no reference-list entry).", ""]
    return out


def _machine_formats(item: dict) -> list[str]:
    return (["**BibTeX**", "", *_fenced("text", bibtex.to_bibtex(item)),
             "**RIS**", "", *_fenced("text", ris.to_ris(item)),
             "**CSL-JSON**", "", *_fenced("text", csl_json([item]))])


def _source_block(index: CiteIndex, item: dict) -> list[str]:
    body = _styles(index, item) + _machine_formats(item) + [_coins_span(item), ""]
    return ['???+ quote "Cite this source"', "", *_indent(body)]


def _page_block(index: CiteIndex, item: dict) -> list[str]:
    edition = index.edition
    body = _styles(index, item)
    body += [f"**Permalink:** <{item['URL']}> · **Dataset edition:** {esc(edition.id)}"
             + (f" ({esc(edition.date)})" if edition.date else ""), ""]
    body += _machine_formats(item)
    return ['??? quote "Cite this page"', "", *_indent(body)]


def _rules_block(index: CiteIndex, path: str, rules: list[tuple[str, dict]]) -> list[str]:
    ruleset_id = rules[0][0].split("#")[0]
    downloads = links.rel(path, f"{DOWNLOADS_DIR}/cite/{ruleset_id}.bib")
    body = ["Every rule has a permalink (this page's address with the rule's anchor). Chicago form below; "
            f"all rules of this ruleset as [BibTeX]({downloads}) or "
            f"[CSL-JSON]({downloads.removesuffix('.bib')}.json).", ""]
    for rule_id, item in rules:
        param = rule_id.split("#")[1]
        label = item["title"].rsplit(": ", 1)[-1]
        body.append(f"- [{esc(label)}](#{param}): {inline(index.text('chicago', item).entry)}")
    return ['??? quote "Cite a single rule"', "", *_indent(body), ""]
