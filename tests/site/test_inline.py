"""The tables are HTML the generator writes (``generator.site.inline``) and Markdown keeps as written
(``generator.site.verbatim``): what a reader gets must be what Markdown made of the same cells.

The expected HTML comes from Python-Markdown itself (the differential tests) or is written out by
hand (the addresses of links between built pages), never from the code under test.
"""
from __future__ import annotations

import re

import html5lib
import markdown
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from generator.site import inline, verbatim
from generator.site.page import stacked, table
from generator.site.text import esc
from tests.site.test_escape_properties import TEXT, as_text

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PAGE = "games/bester-bube/rulesets/bester-bube-1853.md"
#: The cells the page builders write, around an escaped data text; links stay on the page, so
#: that Markdown (which knows nothing of MkDocs' addresses) writes the same ``href``.
CELLS = ["{}", "[{}](#rule)", "**{}**", "*{}*", "**{}**{{ #name-x .sw-name }}", "[{}](#a){{ .cm }}",
         '<span class="badge" title="t">{}</span> and [{}](#b)', "{}<br>[{}](#c) · **{}**"]


def _tree(fragment: str):
    doc = html5lib.parse(f"<!doctype html><title>t</title><body>{fragment}</body>", treebuilder="etree",
                         namespaceHTMLElements=False)
    out = []
    for el in doc.find("body").iter():
        out.append((el.tag, sorted(el.attrib.items()), " ".join((el.text or "").split()),
                    " ".join((el.tail or "").split())))
    return out


def _markdown_inline(text: str) -> str:
    html = markdown.markdown(text, extensions=["attr_list"])
    assert html.startswith("<p>") and html.endswith("</p>"), html
    return html[3:-4]


@SETTINGS
@given(TEXT, st.sampled_from(CELLS))
def test_a_cell_reads_as_markdown_would_write_it(s, cell):
    text = esc(s)
    if not as_text(s):
        return  # Markdown writes no paragraph for a cell of nothing but spaces
    source = cell.format(*[text] * cell.count("{}"))
    assert _tree(inline.html(source, PAGE)) == _tree(_markdown_inline(source)), source


@pytest.mark.parametrize("target, page, address", [
    ("../index.md", PAGE, "../../"),
    ("../../../reference/parameters.md#pack", PAGE, "../../../../reference/parameters/#pack"),
    ("bester-bube-1810.md#bete", PAGE, "../bester-bube-1810/#bete"),
    ("#players", PAGE, "#players"),
    ("../../sources/alvensleben-1853.md", "games/bester-bube/index.md", "../../sources/alvensleben-1853/"),
    ("index.md#name-lanterlui-flush", "games/bester-bube/index.md", "#name-lanterlui-flush"),
    ("stichwort.json", "downloads/index.md", "stichwort.json"),
    ("../../downloads/cite/x.bib", "games/bester-bube/compare.md", "../../../downloads/cite/x.bib"),
    ("https://cldf.clld.org/", "downloads/index.md", "https://cldf.clld.org/"),
])
def test_a_link_between_pages_names_the_built_page(target, page, address):
    assert inline.html(f"[words]({target})", page) == f'<a href="{address}">words</a>'


def test_attribute_lists_give_classes_and_an_id():
    assert inline.html("**Lenter**{ #name-lenter .sw-name }", PAGE) == '<strong class="sw-name" id="name-lenter">Lenter</strong>'
    assert inline.html("[Parlett 2008](../../../sources/parlett-2008.md){ .cm }", PAGE) == \
        '<a class="cm" href="../../../../sources/parlett-2008/">Parlett 2008</a>'


@pytest.mark.parametrize("stray", ["a * b", "[a](b c)", "**a", "x { #id }", "[a](b){ key=value }"])
def test_markdown_it_does_not_know_is_refused(stray):
    with pytest.raises(ValueError, match="inline Markdown|attribute list"):
        inline.html(stray, PAGE)


def test_a_star_inside_a_tag_is_not_emphasis():
    assert inline.html('<span title="a * b">x</span>', PAGE) == '<span title="a * b">x</span>'


MD = ["admonition", "attr_list", "def_list", "md_in_html", "tables", "toc"]


def _page(source: str, with_verbatim: bool = True) -> str:
    return markdown.markdown(source, extensions=MD + (["generator.site.verbatim"] if with_verbatim else []))


def test_a_marked_block_is_kept_as_written():
    lines = ['<div class="x">', "<p>*not emphasis* and [not](a.md) a link</p>", "", "<p>after a blank line</p>", "</div>"]
    html = _page("\n".join(["# Title", "", *verbatim.block(lines), "Text *after*."]))
    assert "\n".join(lines) in html
    assert "<h1 id=\"title\">Title</h1>" in html and "<p>Text <em>after</em>.</p>" in html


def test_without_the_extension_a_block_reads_the_same():
    lines = ['<div class="x">', "<p>a</p>", '<ol class="ex-steps"><li id="step-1">one</li></ol>', "</div>"]
    source = "\n".join(["Before.", "", *verbatim.block(lines), "After."])
    without = re.sub(r"<!--[^>]*-->", "", _page(source, with_verbatim=False))  # the markers, left as comments
    assert _tree(_page(source)) == _tree(without)


def test_a_block_inside_markdown_html_and_an_unclosed_marker():
    kept = '<table><tr><td id="one">1</td></tr></table>'
    inner = "\n".join(['<div class="outer" markdown="1">', "", "## Result", "", *verbatim.block([kept]), "</div>"])
    html = _page(inner)
    assert "<h2 id=\"result\">Result</h2>" in html and kept in html and "<p><table>" not in html
    assert html.count('id="one"') == 1 and verbatim.CARRIER not in html  # the line of ids is gone here too
    assert verbatim.OPEN in _page(f"{verbatim.OPEN}\n<div>x</div>")  # never closed: an ordinary comment


def _words(html: str) -> str:
    doc = html5lib.parse(f"<!doctype html><title>t</title><body>{html}</body>", treebuilder="etree",
                         namespaceHTMLElements=False)
    return " ".join(" ".join(doc.find("body").itertext()).split())


@SETTINGS
@given(TEXT)
def test_data_text_in_a_table_is_text(s):
    assert _words(_page("\n".join(table(["h"], [[esc(s)]], PAGE)))) == " ".join(["h", as_text(s)]).strip()
    assert _words(_page("\n".join(stacked(["h", "k"], [["a", esc(s)]], PAGE)))) == " ".join(["h k a", as_text(s)]).strip()


def test_mkdocs_still_checks_links_to_the_ids_inside_a_block(tmp_path, caplog):
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    docs = tmp_path / "docs"
    docs.mkdir()
    block = "\n".join(verbatim.block(['<div class="b"><table><tr><td><a id="inside"></a>x</td></tr></table></div>']))
    (docs / "a.md").write_text(f"# A\n\n{block}\nText.\n", encoding="utf-8")
    (docs / "b.md").write_text("# B\n\n[there](a.md#inside) and [nowhere](a.md#missing)\n", encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: t\nmarkdown_extensions:\n  - md_in_html\n  - generator.site.verbatim\n"
                      "validation:\n  anchors: warn\n", encoding="utf-8")
    with caplog.at_level("WARNING", logger="mkdocs"):
        build(load_config(str(config), site_dir=str(tmp_path / "site")))
    warned = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert any("a.md#missing" in w for w in warned) and not any("#inside" in w for w in warned), warned
    page = (tmp_path / "site" / "a" / "index.html").read_text(encoding="utf-8")
    assert page.count('id="inside"') == 1 and verbatim.CARRIER not in page
