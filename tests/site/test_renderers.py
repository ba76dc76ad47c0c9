"""The renderers' small parts on their own, each against text written out here by hand: a
citation as a mark, inline and as a footnote (``marks``, from the model's ``Reference``), the
navigation filled from the pages (``nav``), the kinds' paths and the ``Site`` that finds a page by
its kind; without building a site."""
from __future__ import annotations

import pytest

from generator.model import load_dataset
from generator.model.base import Citation
from generator.site import kinds, marks, nav
from generator.site.context import Context
from generator.site.page import Page, Site, SiteError


@pytest.fixture
def ctx(minimal_root):
    return Context(load_dataset(minimal_root))


def test_a_reference_is_the_source_in_short_where_in_it_and_where_it_was_read(ctx):
    ref = ctx.ds.reference(ctx.ds.names["demo"].cite[0])
    assert (ref.source, ref.label, ref.locator) == ("demo-1811", "Hammer 1811", "pp. 193–214")
    assert (ref.cited_in.source, ref.cited_in.label, ref.cited_in.locator) == ("demo-article", 'Wikipedia "Demo game"', "History")
    assert ctx.ds.reference("demo-1811").text == "Hammer 1811"


def test_a_citation_inline_links_the_source_and_the_work_it_is_cited_in(ctx):
    cite = ctx.ds.names["demo"].cite[0]
    assert marks.inline(ctx, cite, "games/demo-game/index.md") == (
        "[Hammer 1811](../../sources/demo-1811.md), pp. 193–214, cited in "
        '[Wikipedia "Demo game"](../../sources/demo-article.md) (History)')
    assert ctx.cite(cite, "games/demo-game/index.md") == marks.inline(ctx, cite, "games/demo-game/index.md")


def test_a_citation_inline_carries_our_certainty_the_quotation_and_its_note(ctx):
    cite = Citation(source="demo-1811", pages="91", certainty="inferred", quote="Trumpf!", translation="Trumps!",
                    note="Our reading.")
    text = marks.inline(ctx, cite, "index.md")
    assert text.startswith("[Hammer 1811](sources/demo-1811.md), p. 91 <span class=\"badge badge-inferred\"")
    assert '— <q lang="und">Trumpf&#33;</q> (“Trumps&#33;”) <span class="cite-note">Our reading.</span>' in text
    assert "Trumpf" not in marks.inline(ctx, cite, "index.md", with_quote=False)


def test_a_footnote_names_the_source_and_where_it_was_read(ctx):
    ref = ctx.ds.reference(ctx.ds.names["demo"].cite[0])
    assert marks.footnote(ref) == 'Hammer 1811, cited in Wikipedia "Demo game"'
    assert marks.footnote(ctx.ds.reference("demo-1811")) == "Hammer 1811"


def test_marks_show_each_source_once_with_the_full_chain_in_a_disclosure(ctx):
    cites = [ctx.ds.names["demo"].cite[0], Citation(source="demo-1811", pages="195", certainty="editorial")]
    text = marks.marks(ctx, cites, "names.md", note="A note.")
    shown, chain = text.split(' <details class="cm-more">', 1)
    assert shown == ('[Hammer 1811](sources/demo-1811.md){ .cm } <span class="badge badge-editorial" '
                     'title="a choice we made where the sources are silent or unclear">editorial</span>')
    assert chain.startswith('<summary aria-label="in full&#58; Hammer 1811">in full</summary>')
    assert ('Hammer 1811, pp. 193–214, cited in [Wikipedia "Demo game"](sources/demo-article.md) '
            '(History) — the evidence: primary historical text → cited in Wikipedia "Demo game", revision not '
            "identified → read as the original&#10;Hammer 1811, p. 195 — editorial: ") in chain
    assert chain.endswith("&#10;Note: A note.</details>")


def _page(kind, ids, title="T", nav_label=None):
    return Page(kind, ids, f"# {title}\n", title, nav=nav_label)


def test_a_page_has_its_kinds_path_and_the_site_finds_it_by_kind_and_ids():
    game, ruleset = _page(kinds.GAME, ("bolachen",), "Bolachen"), _page(kinds.RULESET, ("bolachen", "bolachen-2015"))
    site = Site((game, ruleset))
    assert game.path == "games/bolachen/index.md" and game.subject == "bolachen"
    assert ruleset.path == "games/bolachen/rulesets/bolachen-2015.md" and ruleset.subject == "bolachen-2015"
    assert site.page_of(kinds.RULESET, "bolachen", "bolachen-2015") is ruleset
    assert site.of_kind(kinds.GAME) == [game] and site.kinds() == [kinds.GAME, kinds.RULESET]
    with pytest.raises(KeyError, match="no page games/skat/index.md"):
        site.page_of(kinds.GAME, "skat")
    with pytest.raises(SiteError, match="two pages have the path games/bolachen/index.md"):
        Site((game, _page(kinds.GAME, ("bolachen",))))
    assert Page(kinds.HOME, (), "", " Two\n words ").title == "Two words"


def test_the_navigation_lists_the_datas_pages_after_their_index_by_label():
    site = Site((_page(kinds.GAME, ("zwicken",), nav_label="Zwicken"), _page(kinds.GAME, ("bolachen",), nav_label="Bolachen"),
                 _page(kinds.GAME, ("kratzen",)), _page(kinds.GAME, ("a-b",), nav_label="A & B"),
                 _page(kinds.COMPARE_GAME, ("bolachen",), nav_label="Bolachen")))
    configured = [{"Home": "index.md"}, {"Games": ["games/index.md"]}, {"Compare": [{"Across games": "compare.md"}]}]
    assert nav.filled(configured, site) == [
        {"Home": "index.md"},
        {"Games": ["games/index.md", {"A &amp; B": "games/a-b/index.md"}, {"Bolachen": "games/bolachen/index.md"},
                   {"Zwicken": "games/zwicken/index.md"}]},
        {"Compare": [{"Across games": "compare.md"}]}]
    named = [{"Games": ["games/index.md", {"Zwicken": "games/zwicken/index.md"}]}]
    assert nav.filled(named, site) == [{"Games": ["games/index.md", {"A &amp; B": "games/a-b/index.md"},
                                                  {"Bolachen": "games/bolachen/index.md"},
                                                  {"Zwicken": "games/zwicken/index.md"}]}]
    assert nav.filled(None, site) is None


def test_every_kind_has_its_own_id_and_a_path_under_docs():
    assert len({k.id for k in kinds.KINDS.values()}) == len(kinds.KINDS)
    for kind in kinds.KINDS.values():
        arguments = kind.path.__code__.co_argcount
        path = kind.path(*["x"] * arguments) if kind is not kinds.ABOUT else kind.path("about/x.md")
        assert path.endswith(".md") and not path.startswith("/"), kind
        assert kind.boost in (kinds.FIRST, kinds.SECOND, kinds.THIRD, kinds.LAST)


def test_the_play_page_says_what_carries_over_from_what_the_game_keeps(dataset):
    from generator.site.pages import play

    real = Context(dataset)
    pages = {p.ids[1]: p.markdown for p in play.render(real)}
    assert "Nothing carries over from one hand to the next." in pages["bolachen-2015"]
    assert "pot" not in pages["bolachen-2015"].split('<div class="play"')[0].lower()
    assert "What lies in the pot carries over" in pages["tippen-pierer-reconstruction"]
    assert "The score carries over from hand to hand until a side reaches the game." in pages["euchre-1862-reconstruction"]


def test_the_facts_of_an_examples_outcome_are_in_words(dataset):
    """A contract by its name, a card by its name, one figure per seat beside the player's name,
    a coded word as words: the outcome as the example file records it, never its codes."""
    import re

    from generator.site.pages import examples

    pages = {p.ids[-1]: p.markdown for p in examples.render(Context(dataset))}

    def facts(example_id):
        return re.sub(r"<[^>]+>", "", re.search(r"Facts the engine reports: (.*?)\.\n", pages[example_id]).group(1))

    assert facts("bo-2015-walkthrough") == ("contract: Heart Brand; made: yes; soft score: Anna −1, Ben −1, Clara &#43;2; "
                                             "hard score: Anna −10, Ben −10, Clara &#43;20")
    assert facts("pref-pierer-talon-turned").endswith("talon: Ober of Hearts, Sow of Bells")
    assert facts("loo-peel-everyone-throws-up") == "all passed: dealer takes pot"
