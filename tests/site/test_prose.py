"""Data prose on the pages: references to other records become links named by the record."""
from __future__ import annotations

from generator.site.prose import html, plain, prose, words

PAGE = "games/bester-bube/index.md"


def test_a_reference_becomes_a_link_named_by_the_record(dataset):
    text = "No flush is named (see [[conflict:bb-lanterlu-without-flush]])."
    assert prose(dataset, text, PAGE) == (
        "No flush is named &#40;see [The alias Lanterlu and the flush]"
        "(../../conflicts.md#conflict-bb-lanterlu-without-flush)&#41;.")


def test_a_label_replaces_the_records_name_and_spaces_around_links_stay(dataset):
    text = "As   in [[ruleset:bester-bube-1828|the Dutch rules]] and [[source:hammer-1811]], too."
    assert prose(dataset, text, PAGE) == (
        "As in [the Dutch rules](rulesets/bester-bube-1828.md) and [Hammer 1811](../../sources/hammer-1811.md), too.")


def test_a_rule_reference_links_the_rule_row(dataset):
    out = prose(dataset, "[[rule:bester-bube-1853#follow-suit]]", "conflicts.md")
    assert out == ("[Bester Bube after von Alvensleben &#40;1853&#41;&#58; following suit]"
                   "(games/bester-bube/rulesets/bester-bube-1853.md#follow-suit)")


def test_words_inside_a_link_or_a_picture_carry_no_link(dataset):
    text = "see [[conflict:bb-lanterlu-without-flush]] *now*"
    assert words(dataset, text) == "see The alias Lanterlu and the flush *now*"
    assert plain(dataset, text) == "see The alias Lanterlu and the flush &#42;now&#42;"


def test_text_without_references_is_escaped_as_any_data_text(dataset):
    assert prose(dataset, "<b>1 | 2</b> [x](y)", PAGE) == "&lt;b&gt;1 &#124; 2&lt;/b&gt; &#91;x&#93;&#40;y&#41;"
    assert prose(dataset, None, PAGE) == ""


def test_inside_raw_html_a_reference_is_an_anchor_to_the_built_page(dataset):
    page = "games/bester-bube/examples/some-example.md"
    text = "<i>Pass</i>, as [[rule:bester-bube-1853#follow-suit|the 1853 rule]] says."
    assert html(dataset, text, page) == (
        "&lt;i&gt;Pass&lt;/i&gt;, as "
        '<a href="../../rulesets/bester-bube-1853/#follow-suit">the 1853 rule</a> says.')
    assert html(dataset, None, page) == ""
