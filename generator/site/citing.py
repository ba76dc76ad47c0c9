"""Everything the site cites, rendered once per build: sources, pages and single rules.

The CSL processor is run once per style for all items together (see ``generator.cite.render``):
``Citations`` starts with the sources and the rules when the build begins (``Context.citations``)
and ``Citations.index(pages)`` adds every page of the build once they are written
(``Context.cite_index``). The rest are the pieces the "Cite this page" blocks are made of.
"""
from __future__ import annotations

import hashlib
import json
import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from html.parser import HTMLParser

from generator.cite.csl import csl_literal, page_item, source_item
from generator.cite.edition import Edition
from generator.cache import cache_dir
from generator.cite.render import Rendered, render_all
from generator.model.vocabulary import load_vocabulary
from generator.site import links
from generator.site.page import Page, md_attr
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
    return base + links.built_dir(path)


def item_id(path: str) -> str:
    """The CSL id (and BibTeX key) of a page: ``stichwort-`` and its path, folders joined by ``_``.

    Record ids hold letters, digits and single hyphens only, so the key names one page: ``_``
    parts the folders (the game ``a-rulesets-b`` is not the ruleset ``b`` of ``a``) and ``--``
    parts only the two rulesets a comparison is named by (``a--a-b`` is not ``a-a--b``).
    """
    stem = re.sub(r"(^|/)index\.md$", "", path).removesuffix(".md")
    parts = [re.sub(r"[^a-z0-9-]+", "-", part.lower()).strip("-") for part in stem.split("/") if part]
    return "stichwort-" + ("_".join(parts) or "home")


def rule_item_id(path: str, param: str) -> str:
    """The CSL id of one rule on a ruleset's page: the page's id, ``--`` and the parameter (a
    ruleset ``x-players`` has a page of its own, not the rule ``players`` of ``x``)."""
    return f"{item_id(path)}--{param}"


class Citations:
    """Everything the site cites, rendered once per build by the CSL processor.

    Made at the start of a build: it renders the sources and the single rules (which need no
    page) in the background at once — the CSL processor is a separate program, so the page
    renderers (and the rule examples they run) go on in this process meanwhile. ``index(pages)``
    renders the pages' own citations and joins the two. Items are rendered independently of each
    other (the styles' disambiguation is switched off, see ``generator.cite.render``), so two
    batches give the same text as one.
    """

    def __init__(self, ds, edition: Edition, base_url: str):
        self.edition, self.base_url = edition, base_url
        #: CSL item per source id and per rule id (``ruleset#param``).
        self.sources = {sid: source_item(s) for sid, s in ds.sources.items()}
        self.rules: dict[str, dict] = {}
        #: Rule ids (``ruleset#param``) by the path of the page that shows them.
        self.rules_on: dict[str, list[str]] = {}
        vocab = load_vocabulary()
        for rs in ds.rulesets.values():
            path = links.ruleset(rs.game, rs.id)
            for param, rule in ds.effective_rules(rs.id).items():
                label = vocab.parameters[param].label if param in vocab.parameters else param
                self.rules_on.setdefault(path, []).append(f"{rs.id}#{param}")
                item = page_item(rule_item_id(path, param), f"{rs.title}: {label}",
                                 page_url(base_url, path) + "#" + links.rule_anchor(param), edition.id, edition.date_parts)
                item["references"] = rests_on(ds, rs.id, rule)
                self.rules[f"{rs.id}#{param}"] = item
        self.cache = cache_dir(ds.root)
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="citeproc")
        self._early = pool.submit(render_all, [*self.sources.values(), *(_protect_case(i) for i in self.rules.values())],
                                  cache=self.cache)
        pool.shutdown(wait=False)

    def rule_items(self, ruleset_id: str) -> list[dict]:
        """The CSL items of every rule of a ruleset, as its page lists them."""
        return [self.rules[rid] for path in self.rules_on for rid in self.rules_on[path]
                if rid.split("#")[0] == ruleset_id]

    def index(self, pages: list[Page]) -> CiteIndex:
        """The build's index: the sources, the rules and every page, rendered."""
        base, edition = self.base_url, self.edition
        index = CiteIndex(edition, base, sources=self.sources, rules=self.rules, rules_on=self.rules_on)
        for page in pages:
            index.pages[page.path] = page_item(item_id(page.path), page.title, page_url(base, page.path), edition.id,
                                               edition.date_parts)
        rendered = render_all([_protect_case(i) for i in index.pages.values()], cache=self.cache)
        early = self._early.result()
        index.rendered = {style: {**early[style], **rendered[style]} for style in rendered}
        return index


#: How a rule's citation names the source it rests on, by the rule's certainty.
_RESTS_ON = {"not-stated": "Not stated in", "not-seen": "Not in our copy of"}


def rests_on(ds, ruleset_id: str, rule) -> str:
    """The source (and page) a rule rests on, for its citation: ``Source: von Alvensleben 1853, p. 91, cited in …``.

    An inherited rule names the ruleset it comes from as well (CSL ``references``, which Chicago and
    APA print after the reference; BibTeX and RIS carry it as a note).
    """
    text = f"{_RESTS_ON.get(rule.certainty, 'Source')}: " + "; ".join(ds.reference(c).text for c in rule.cite)
    if rule.owner != ruleset_id:
        text += f" (as in {ds.rulesets[rule.owner].title})"
    return text


def _protect_case(item: dict) -> dict:
    """Our page titles are written as they should print: keep Chicago from title-casing them."""
    protected = {**item, "title": f'<span class="nocase">{csl_literal(item["title"])}</span>'}
    if "references" in item:
        protected["references"] = csl_literal(item["references"])
    return protected


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


#: Hashes of the front matter texts this module wrote -> their keys: adding a key to one of them
#: needs neither parsing it again nor dumping what it holds (the decorators add three or four
#: keys to every page).
_WRITTEN: dict[bytes, frozenset] = {}


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


def with_front_matter(markdown: str, key: str, value) -> str:
    """Add one key to the page's YAML front matter (creating it if needed)."""
    import yaml
    loader, dumper = getattr(yaml, "CSafeLoader", yaml.SafeLoader), getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    front = _FRONT_MATTER.match(markdown)
    body = markdown[front.end():] if front else markdown

    def dump(data: dict) -> str:
        return yaml.dump(data, Dumper=dumper, allow_unicode=True, sort_keys=False, width=10_000)
    known = _WRITTEN.get(_digest(front.group(1) + "\n")) if front else None
    if known is not None and key not in known:
        # A block mapping dumps key by key: the new key's lines follow the ones already written.
        dumped, keys = front.group(1) + "\n" + dump({key: value}), known | {key}
    else:
        data = (yaml.load(front.group(1), Loader=loader) or {}) if front else {}
        data[key] = value
        dumped, keys = dump(data), frozenset(data)
    if len(_WRITTEN) > 100_000:  # a bound for long ``mkdocs serve`` sessions
        _WRITTEN.clear()
    _WRITTEN[_digest(dumped)] = keys
    return f"---\n{dumped}---\n\n{body}"


def rule_tools(param: str, label: str) -> str:
    """A rule row's permalink (¶) and its cite button, which opens the rule's citation formats
    (a popover the "Cite this page" decorator adds to the page; no script needed)."""
    anchor = links.rule_anchor(param)
    return (f' <span class="rule-tools"><a class="rule-link" href="#{attr(anchor)}" title="permalink of this rule" '
            f'aria-label="permalink: {md_attr(label)}">¶</a> <button type="button" class="rule-cite" '
            f'popovertarget="{attr(links.rule_cite_anchor(param))}" aria-label="cite {md_attr(label)}">cite</button></span>')

