"""Citation metadata in the built HTML: Highwire/DC tags and "Cite this page" on every page,
COinS on source pages and the bibliography, rule citations, the edition, the downloads."""
from __future__ import annotations

import gzip
import html
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs

import pytest
import yaml

from generator.cite.edition import current_edition, site_url
from generator.site import links
from tests.cite.bibparse import parse as parse_bibtex
from tests.cite.test_formats import CSL_SCHEMA, parse_ris
from tests.conftest import MKDOCS_ENV, REPO, site_config
from tests.htmltext import parse

pytestmark = pytest.mark.build

ZOTERO_TYPES = {"book": "book", "chapter": "bookSection", "entry-dictionary": "dictionaryEntry",
                "entry-encyclopedia": "encyclopediaArticle", "article-journal": "journalArticle",
                "article-magazine": "magazineArticle", "legislation": "statute", "webpage": "webpage",
                "manuscript": "manuscript"}


def _pages(site: Path):
    return [p for p in site.rglob("*.html") if p.name != "404.html"]


def _meta(page: Path) -> list[tuple[str, str]]:
    """The citation tags of a page: Highwire, Dublin Core, PRISM (by name) and Open Graph (by property)."""
    return [(a.get("name") or a["property"], a.get("content", "")) for tag, a in parse(page).tags if tag == "meta"
            and (a.get("name") or a.get("property") or "").startswith(("citation_", "DC.", "og:", "prism.", "eprints."))]


def _describes_itself(page: Path) -> bool:
    return dict(_meta(page)).get("og:type") == "website" and dict(_meta(page)).get("og:site_name") == "Stichwort"


def _details(page: Path, summary: str) -> str:
    text = page.read_text(encoding="utf-8")
    m = re.search(r"<details class=\"quote\"[^>]*>\s*<summary>" + re.escape(summary) + r"</summary>(.*?)</details>", text, re.S)
    return m.group(1) if m else ""


def _code_blocks(fragment: str) -> list[str]:
    return [html.unescape(re.sub(r"<[^>]+>", "", b)) for b in re.findall(r"<code>(.*?)</code>", fragment, re.S)]


def _url_of(site: Path, page: Path) -> str:
    rel = page.relative_to(site).as_posix()
    return site_url(REPO) + rel[: -len("index.html")]


def test_every_page_has_meta_tags_and_a_cite_block(built_site):
    edition = current_edition(REPO)
    for page in _pages(built_site):
        meta = dict(_meta(page))
        assert meta.get("citation_title"), page
        source_page = page.parent.parent.name == "sources" and page.parent.name != "sources"
        if source_page:
            assert meta.get("DC.type") in ZOTERO_TYPES.values() or meta.get("og:type") == "website", page
        else:  # a page of the site: a web page of the website Stichwort, dated by the edition
            assert _describes_itself(page) and meta["DC.type"] == f"Dataset edition {edition.id}", page
            assert meta["citation_author"] == "Stichwort contributors," and "citation_publisher" not in meta, page
        block = _details(page, "Cite this page")
        assert block, f"{page}: no Cite this page block"
        for label in ("Chicago", "APA", "BibTeX", "RIS", "CSL-JSON", "Permalink", edition.id):
            assert label in block, (page, label)
        bib, ris_text, csl = _code_blocks(block)[-3:]
        entry = parse_bibtex(bib)[0]
        assert entry["fields"]["url"] == _url_of(built_site, page)
        assert edition.id in entry["fields"]["type"]
        assert parse_ris(ris_text)[0]["UR"] == [_url_of(built_site, page)]
        item = json.loads(csl)
        from jsonschema import validate
        validate(item, CSL_SCHEMA)
        assert item[0]["type"] == "webpage"


def test_site_pages_are_webpages_and_source_pages_describe_the_source(dataset, built_site):
    home = dict(_meta(built_site / "index.html"))
    assert home["og:type"] == "website" and home["og:site_name"] == "Stichwort" and home["citation_date"]
    assert "citation_journal_title" not in home and "citation_book_title" not in home
    for source in dataset.sources.values():
        page = built_site / "sources" / source.id / "index.html"
        meta = _meta(page)
        values = dict(meta)
        assert values["citation_title"] == " ".join(source.title.split())
        expected_type = "bookSection" if source.type == "legislation" and source.container_title else ZOTERO_TYPES[source.type]
        if expected_type == "webpage":
            assert values["og:type"] == "website" and values.get("og:site_name") == source.container_title
        else:
            assert values["DC.type"] == expected_type
        names = [p.literal or ", ".join(x for x in (" ".join(y for y in (p.particle, p.family) if y), p.given) if x)
                 for p in source.author]
        # a name in one field ends with a comma (Zotero's sign of it), a lone one holding a comma is a DC creator
        written = [v.removesuffix(",") if " " in v.removesuffix(",") else v for k, v in meta if k in ("citation_author", "DC.creator")]
        assert written == names, source.id
        if source.isbn:
            assert values["citation_isbn"] == source.isbn
        block = _details(page, "Cite this source")
        assert "Chicago" in block and "APA" in block, source.id
        assert parse_bibtex(_code_blocks(block)[0])[0]["key"] == source.id


def test_coins_on_the_bibliography_only(dataset, built_site):
    """One COinS per source on the bibliography, so that a reference manager offers them one by one;
    none elsewhere: Zotero reads COinS before the page's tags, and they cannot hold its editors."""
    bibliography = [a["title"] for tag, a in parse(built_site / "sources/index.html").tags
                    if tag == "span" and a.get("class") == "Z3988"]
    assert len(bibliography) == len(dataset.sources)
    titles = set()
    for span in bibliography:
        kev = parse_qs(span)
        assert kev["ctx_ver"] == ["Z39.88-2004"]
        titles |= set(kev.get("rft.atitle") or kev.get("rft.btitle") or kev.get("rft.title"))
    assert {" ".join(s.title.split()) for s in dataset.sources.values()} <= titles
    carrying = [p for p in _pages(built_site) if 'class="Z3988"' in p.read_text(encoding="utf-8")]
    assert carrying == [built_site / "sources/index.html"]


def _rule_popovers(page: Path) -> dict[str, str]:
    """Popover id -> its HTML, for every rule citation popover of a ruleset page."""
    chunks = page.read_text(encoding="utf-8").split('<div class="rule-cite-pop" id="')[1:]
    return {chunk.split('"', 1)[0]: chunk.split("<p>All rules", 1)[0] for chunk in chunks}


def test_every_rule_can_be_cited(dataset, built_site):
    """Every rule row has a cite button opening that rule's citation in five formats, which names the
    rule's permalink and the source it rests on; the downloads hold the same rules."""
    for rs in dataset.rulesets.values():
        page = built_site / links.ruleset(rs.game, rs.id)[: -len(".md")] / "index.html"
        parsed = parse(page)
        popovers = _rule_popovers(page)
        buttons = {a["popovertarget"] for tag, a in parsed.tags if tag == "button" and a.get("class") == "rule-cite"}
        assert buttons == set(popovers), rs.id
        anchors = set()
        rules = dataset.effective_rules(rs.id)
        for pop, body in popovers.items():
            urls = re.findall(r'<strong>Permalink of this rule:</strong> <a href="([^"]+)"', body)
            address = "/" + links.ruleset(rs.game, rs.id)[: -len(".md")] + "/#"
            assert len(urls) == 1 and urls[0].startswith(address), (rs.id, pop, urls)
            permalinks = {url.split("#", 1)[1] for url in urls}
            assert len(permalinks) == 1 and f"cite-{next(iter(permalinks))}" == pop, (rs.id, pop)
            param = next(iter(permalinks))
            anchors.add(param)
            assert param in parsed.ids, f"{rs.id}: the permalink #{param} has no row"
            for label in ("Chicago", "APA", "BibTeX", "RIS", "CSL-JSON"):
                assert label in body, (rs.id, param, label)
            bib, ris_text, csl = _code_blocks(body)[-3:]
            entry = parse_bibtex(bib)[0]
            assert entry["fields"]["url"].rsplit("#", 1)[1] == param
            cited = rules[param].rule.cite
            for cite in cited:  # the source the rule rests on, and its page, in every format
                for text in (html.unescape(re.sub(r"<[^>]+>", "", body)), entry["fields"]["note"],
                             " ".join(parse_ris(ris_text)[0]["N1"]), json.loads(csl)[0]["references"]):
                    assert dataset.source_label(cite.source) in text, (rs.id, param, cite.source)
                    if cite.pages:
                        assert cite.pages.replace("-", "–") in text.replace("-", "–"), (rs.id, param, cite.pages)
        assert anchors == set(rules), rs.id
        entries = parse_bibtex((built_site / "downloads/cite" / f"{rs.id}.bib").read_text(encoding="utf-8"))
        assert {e["fields"]["url"].rsplit("#", 1)[1] for e in entries} == anchors
        assert len(json.loads((built_site / "downloads/cite" / f"{rs.id}.json").read_text(encoding="utf-8"))) == len(anchors)


def test_edition_in_the_footer_and_downloads(built_site):
    edition = current_edition(REPO)
    footer = re.search(r'<span class="edition-id">([^<]*)</span>', (built_site / "index.html").read_text(encoding="utf-8"))
    assert footer and footer.group(1) == edition.id
    downloads = parse(built_site / "downloads/index.html")
    targets = {href for tag, href in downloads.links if not href.startswith(("http", "#", ".."))}
    for name in ("stichwort.json", "sources.bib", "sources.csl.json", "stichwort-metadata.json", f"stichwort-{edition.id}.zip"):
        assert name in targets and (built_site / "downloads" / name).exists(), name


def test_pages_stay_light(built_site):
    for page in built_site.glob("games/*/index.html"):
        assert len(gzip.compress(page.read_bytes())) < 150 * 1024, page


def test_meta_values_are_escaped(minimal_root, tmp_path):
    """A title with quotes, angle brackets and ampersands comes out of <head> unchanged."""
    nasty = 'Die "deutschen" <Karten> & Spiele\'s'
    source = minimal_root / "sources/demo-1811.yaml"
    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    data["title"] = nasty
    source.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    config = site_config(minimal_root)
    env = {**MKDOCS_ENV, "STICHWORT_EDITION": "2025-01-31"}
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "--site-dir",
                             str(tmp_path / "site")], capture_output=True, text=True, env=env, cwd=REPO)
    assert result.returncode == 0, result.stderr
    page = tmp_path / "site/sources/demo-1811/index.html"
    assert dict(_meta(page))["citation_title"] == nasty
    assert "<Karten>" not in page.read_text(encoding="utf-8")
    kevs = [a["title"] for tag, a in parse(tmp_path / "site/sources/index.html").tags if tag == "span" and a.get("class") == "Z3988"]
    assert [nasty] in [parse_qs(kev).get("rft.btitle") for kev in kevs]
    assert "2025.01.31" in (tmp_path / "site/index.html").read_text(encoding="utf-8")
    about = dict(_meta(tmp_path / "site/about/data/index.html"))  # a hand-written page
    assert about["citation_title"] == "About the data" and about["citation_date"] == "2025/01/31"
