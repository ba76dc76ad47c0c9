"""What the pages say of the evidence: the route of a citation from the work through the article
that cites it to the copy we read, what we hold of each source, a wiki page's revision in the
references and every citation format, and the certainty of every name."""
from __future__ import annotations

import html
import re

import pytest

from generator.cite import bibtex, ris
from generator.cite.csl import source_item
from generator.site import links
from generator.site.context import Context
from generator.site.marks import marks
from generator.site.pages import games, indexes, sources
from generator.site.references import reference_text


@pytest.fixture(scope="module")
def ctx(dataset):
    return Context(dataset)


def _plain(markdown: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markdown))


def _rule(dataset, ruleset, param):
    return next(r for r in dataset.rulesets[ruleset].rules if r.param == param)


def test_a_rule_of_the_1810_handbook_shows_the_whole_route(ctx, dataset):
    rule = _rule(dataset, "bester-bube-1810", "trick-2-top-trump")
    text = " ".join(_plain(marks(ctx, rule.cite, links.ruleset("bester-bube", "bester-bube-1810"))).split())
    route = ("primary historical text, title reconstructed by us → cited in Wikipedia 'Bester Bube' (newest revision), "
             "revision not identified → read as a machine translation into Japanese")
    assert route in text


def test_a_citation_of_a_source_read_in_the_original_shows_no_route(ctx, dataset):
    cite = next(c for c in dataset.names["wallachen"].cite if c.source == "br-wallachen")
    text = _plain(marks(ctx, [cite], links.game("wallachen")))
    assert "read as" not in text and "the evidence" not in text


def test_a_citation_read_in_a_copy_names_the_copy_and_the_revision(ctx, dataset):
    name = dataset.names["wallachen"]
    cite = next(c for c in name.cite if c.source == "wikipedia-en-wallachen")
    text = " ".join(_plain(marks(ctx, [cite], links.game("wallachen"))).split())
    assert "the evidence: revision 1084141956 → read as a mirror" in text


def test_a_how_to_play_footnote_says_the_copy(ctx, dataset):
    from generator.site.howto import RuleSentences
    writer = RuleSentences(ctx, "bester-bube-1810", "games/bester-bube/how-to-play/bester-bube-1810.md", "french")
    rule = dataset.effective_rules("bester-bube-1810")["players"]
    assert writer.footnote(rule).endswith("(read as a machine translation into Japanese)")


def test_a_source_page_says_what_we_hold_and_the_route_step_by_step(ctx):
    page = {p.path: p for p in sources.render(ctx)}[links.source("handleiding-kaartspel-1810")]
    assert "**Kind of work:** Primary historical text" in page.markdown
    assert "**What we hold:** known only from what another work reports of it" in page.markdown
    steps = re.findall(r"^\d\. (.+)$", page.markdown, re.M)
    assert len(steps) == 3
    assert steps[0].endswith("primary historical text, title reconstructed by us")
    assert steps[1].startswith("cited in [Wikipedia") and steps[1].endswith("revision not identified")
    assert steps[2].startswith("read as a machine translation into Japanese")


def test_a_read_source_lists_its_copies_and_the_revision_with_its_permanent_address(ctx):
    pages = {p.path: p for p in sources.render(ctx)}
    wallachen = pages[links.source("wikipedia-en-wallachen")].markdown
    assert "**Read as:** a mirror" in wallachen
    assert '**Revision:** revision 1084141956 (<a href="https://en.wikipedia.org/w/index.php?title=Wallachen&amp;oldid=1084141956"' in wallachen
    newest = pages[links.source("wikipedia-en-bester-bube-newest")].markdown
    assert "**Revision:** revision not identified" in newest
    assert "a machine translation into Japanese" in newest.split("**Read as:**")[1].split("\n")[0]


@pytest.mark.parametrize("source, words", [
    ("wikipedia-en-wallachen", "Revision 1084141956"),
    ("wikipedia-en-bester-bube-newest", "Revision not identified"),
    ("wikipedia-en-contraspiel-draft", "Revision not identified"),
])
def test_the_revision_is_in_the_reference_and_every_citation_format(ctx, dataset, source, words):
    assert words + "." in _plain(reference_text(ctx, source))
    item = source_item(dataset.sources[source])
    assert item["genre"] == words
    assert f"type = {{{words}}}" in bibtex.to_bibtex(item)
    assert f"M3  - {words}" in ris.to_ris(item)


def test_the_permanent_address_is_the_citations_url(dataset):
    item = source_item(dataset.sources["wikipedia-en-wallachen"])
    assert item["URL"] == "https://en.wikipedia.org/w/index.php?title=Wallachen&oldid=1084141956"
    assert "genre" not in source_item(dataset.sources["parlett-2008"])  # not a wiki page: no revision at all


def test_every_name_shows_its_certainty(ctx, dataset):
    page = {p.path: p for p in games.render(ctx)}[links.game("bester-bube")].markdown
    names = page.split("## Names and spellings")[1].split("\n## ")[0]
    rows = re.findall(r"<tr>(.*?)</tr>", names, re.S)[1:]
    assert len(rows) == len(dataset.records_of("names", "bester-bube"))
    from generator.site.evidence import NAME_CERTAINTY
    badges = [[t for t in NAME_CERTAINTY.values() if f'title="{t}"' in r] for r in rows]
    assert all(len(b) == 1 for b in badges)
    certainties = {dataset.names[n].certainty for n in ("spadenbuur", "bester-bube")}
    assert certainties == {"inferred", "stated"}  # the Spadenbuur rests only on a bibliography match
    index = {p.path: p for p in indexes.render(ctx)}[links.NAMES].markdown
    assert sum(index.count(f'title="{t}"') for t in NAME_CERTAINTY.values()) == len(dataset.names)


def test_the_volume_of_a_multi_volume_work_is_in_the_citation(ctx, dataset):
    name = dataset.names["spadenbuur"]
    text = _plain(marks(ctx, name.cite, links.game("bester-bube")))
    assert "Schütze 1800, vol. 1, s.v. Buuren" in text
    fuenfkart = _plain(marks(ctx, dataset.names["fuenfkart"].cite, links.game("bester-bube")))
    assert "Hoffmann 1836, vol. 4, cited in" in fuenfkart and "vol. 4, vol. 4" not in fuenfkart
