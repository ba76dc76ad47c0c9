"""Everything the site cites, rendered once per build: sources, pages and single rules.

The CSL processor is run once per style for all items together (see ``generator.cite.render``),
so the index is built on the first request and kept in ``ctx.extra["citing"]``. It needs the
list of pages before the decorators run: it uses ``ctx.extra["pages"]`` when the build put it
there, and otherwise asks the page renderers again (they are pure) and adds the hand-written
pages of ``docs/``.
"""
from __future__ import annotations

import html
import json
import posixpath
import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from generator.cite.csl import csl_literal, page_item, source_item
from generator.cite.edition import Edition, current_edition, site_url
from generator.cite.render import Rendered, render_all
from generator.model.vocabulary import load_vocabulary
from generator.site import links
from generator.site.page import Context, Page
from generator.site.text import attr, esc

_FRONT_MATTER = re.compile(r"^---\n(.*?)\n---\n", re.S)


@dataclass
class CiteIndex:
    edition: Edition
    site_url: str
    #: CSL item per source id, page path and rule id (``ruleset#param``).
    sources: dict[str, dict] = field(default_factory=dict)
    pages: dict[str, dict] = field(default_factory=dict)
    rules: dict[str, dict] = field(default_factory=dict)
    #: Rule ids (``ruleset#param``) by the path of the page that shows them.
    rules_on: dict[str, list[str]] = field(default_factory=dict)
    rendered: dict[str, dict[str, Rendered]] = field(default_factory=dict)

    def text(self, style: str, item: dict) -> Rendered:
        return self.rendered[style][item["id"]]


def page_url(base: str, path: str) -> str:
    """Absolute URL of a page with MkDocs' directory URLs (``x/y.md`` -> ``base/x/y/``)."""
    stem = path[: -len(".md")]
    if stem == "index" or stem.endswith("/index"):
        stem = stem[: -len("index")]
    else:
        stem += "/"
    return base + stem


def page_title(markdown: str, path: str) -> str:
    """The first ``# heading`` as plain text (or the front matter's ``title``)."""
    front = _FRONT_MATTER.match(markdown)
    if front:
        m = re.search(r"^title:\s*['\"]?(.+?)['\"]?\s*$", front.group(1), re.M)
        if m:
            return m.group(1)
    m = re.search(r"^# (.+)$", markdown, re.M)
    if not m:
        return posixpath.basename(path[: -len(".md")]).replace("-", " ").capitalize()
    title = re.sub(r"\s*\{[^}]*\}\s*$", "", m.group(1))
    title = re.sub(r"<[^>]+>", "", title)
    return " ".join(html.unescape(title).replace("\\", "").split())


def item_id(path: str) -> str:
    stem = re.sub(r"(^|/)index\.md$", "", path).removesuffix(".md")
    return "stichwort-" + (re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-") or "home")


def _handwritten(root: Path) -> list[Page]:
    docs = root / "docs"
    if not docs.is_dir():
        return []
    return [Page(p.relative_to(docs).as_posix(), p.read_text(encoding="utf-8"))
            for p in sorted(docs.rglob("*.md")) if "overrides" not in p.parts]


def _all_pages(ctx: Context) -> list[Page]:
    pages = ctx.extra.get("pages")
    if pages is None:
        from generator.site import pages as renderers
        from generator.site.build import _modules
        pages = [page for module in _modules(renderers) for page in module.render(ctx)]
    known = {p.path for p in pages}
    return list(pages) + [p for p in _handwritten(ctx.ds.root) if p.path not in known]


def edition_of(ctx: Context) -> Edition:
    """The dataset edition of this build (``ctx.extra["edition"]``, set by the hook or here)."""
    if not ctx.extra.get("edition"):
        ctx.extra["edition"] = current_edition(ctx.ds.root)
    return ctx.extra["edition"]


def base_url(ctx: Context) -> str:
    if not ctx.extra.get("site_url"):
        ctx.extra["site_url"] = site_url(ctx.ds.root)
    return ctx.extra["site_url"].rstrip("/") + "/"


def start(ctx: Context) -> None:
    """Start rendering what needs no page (sources and single rules) in the background.

    The CSL processor is a separate program: while it runs, the page renderers (and the rule
    examples they run) go on in this process. ``cite_index`` collects the result. Items are
    rendered independently of each other (the styles' disambiguation is switched off, see
    ``generator.cite.render``), so rendering in two batches gives the same text as one.
    """
    if "citing_started" in ctx.extra or "citing" in ctx.extra:
        return
    edition, base = edition_of(ctx), base_url(ctx)
    sources = {sid: source_item(s) for sid, s in ctx.ds.sources.items()}
    rules: dict[str, dict] = {}
    rules_on: dict[str, list[str]] = {}
    vocab = load_vocabulary()
    for rs in ctx.ds.rulesets.values():
        path = links.ruleset(rs.game, rs.id)
        for param in ctx.ds.effective_rules(rs.id):
            label = vocab.parameters[param].label if param in vocab.parameters else param
            rules_on.setdefault(path, []).append(f"{rs.id}#{param}")
            rules[f"{rs.id}#{param}"] = page_item(
                f"{item_id(path)}-{param}", f"{rs.title}: {label}", page_url(base, path) + "#" + param,
                edition.id, edition.date_parts)
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="citeproc")
    future = pool.submit(render_all, [*sources.values(), *(_protect_case(i) for i in rules.values())])
    pool.shutdown(wait=False)
    ctx.extra["citing_started"] = (sources, rules, rules_on, future)


def cite_index(ctx: Context) -> CiteIndex:
    """The build's index (built and rendered on first use)."""
    if "citing" in ctx.extra:
        return ctx.extra["citing"]
    start(ctx)
    sources, rules, rules_on, future = ctx.extra.pop("citing_started")
    edition, base = edition_of(ctx), base_url(ctx)
    index = CiteIndex(edition, base, sources=sources, rules=rules, rules_on=rules_on)
    for page in _all_pages(ctx):
        index.pages[page.path] = page_item(item_id(page.path), page_title(page.markdown, page.path),
                                           page_url(base, page.path), edition.id, edition.date_parts)
    rendered = render_all([_protect_case(i) for i in index.pages.values()])
    early = future.result()
    index.rendered = {style: {**early[style], **rendered[style]} for style in rendered}
    ctx.extra["citing"] = index
    return index


def _protect_case(item: dict) -> dict:
    """Our page titles are written as they should print: keep Chicago from title-casing them."""
    return {**item, "title": f'<span class="nocase">{csl_literal(item["title"])}</span>'}


class _ToMarkdown(HTMLParser):
    """Rendered CSL HTML -> Markdown-safe inline HTML (text escaped, only simple tags kept)."""

    KEEP = {"em", "i", "strong", "b", "sup", "sub"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in self.KEEP:
            self.out.append(f"<{tag}>")
        elif tag == "a":
            self.out.append(f'<a href="{attr(dict(attrs).get("href", ""))}">')

    def handle_endtag(self, tag):
        if tag in self.KEEP or tag == "a":
            self.out.append(f"</{tag}>")

    def handle_data(self, data):
        if not data.strip():
            self.out.append(" " if data else "")
            return
        lead = " " if data[0].isspace() else ""
        trail = " " if data[-1].isspace() else ""
        self.out.append(lead + esc(data) + trail)


def inline(rendered_html: str) -> str:
    parser = _ToMarkdown()
    parser.feed(rendered_html)
    parser.close()
    return " ".join("".join(parser.out).split())


def csl_json(items: list[dict]) -> str:
    """CSL-JSON, indented, with date parts kept on one line."""
    text = json.dumps(items, ensure_ascii=False, indent=2)
    return re.sub(r"\[\s*((?:-?\d+,\s*)*-?\d+)\s*\]", lambda m: "[" + ", ".join(m.group(1).replace(",", " ").split()) + "]", text)


def with_front_matter(markdown: str, key: str, value) -> str:
    """Add one key to the page's YAML front matter (creating it if needed)."""
    import yaml
    loader, dumper = getattr(yaml, "CSafeLoader", yaml.SafeLoader), getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    front = _FRONT_MATTER.match(markdown)
    data = (yaml.load(front.group(1), Loader=loader) or {}) if front else {}
    data[key] = value
    body = markdown[front.end():] if front else markdown
    dumped = yaml.dump(data, Dumper=dumper, allow_unicode=True, sort_keys=False, width=10_000)
    return f"---\n{dumped}---\n\n{body}"
