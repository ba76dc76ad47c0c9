"""Chicago and APA from the CSL processor, against renderings written by hand from the rules.

The expected strings below were written from the Chicago Manual of Style (18th ed., author-date)
and the APA Publication Manual (7th ed.), not copied from the output. Two conventions of ours
show in them: a name particle ("von") is part of the cited surname, as on the rest of the site
(Chicago still alphabetises "Alvensleben, L. von"); an ordinance printed in a later compilation
is cited as a document in a published collection, with the original date.
"""
from __future__ import annotations

import time

import pytest

from generator.cite.render import render_all, standalone_style

# id: (Chicago entry, Chicago in-text, APA entry, APA in-text) — plain text, italics checked separately.
EXPECTED = {
    # A book with an edition statement and no author: the title takes the author's place.
    "handleiding-kaartspel-1810": (
        "Handleiding tot het kaartspel. 1810. 15th ed. C. Timmer.",
        "(Handleiding tot het kaartspel 1810)",
        "Handleiding tot het kaartspel (15th ed.). (1810). C. Timmer.",
        "(Handleiding tot het kaartspel, 1810)"),
    # A German book by an author with a particle; Chicago 18 and APA 7 drop the place of publication.
    "alvensleben-1853": (
        "Alvensleben, L. von. 1853. Encyclopädie der Spiele. Otto Wigand.",
        "(von Alvensleben 1853)",
        "von Alvensleben, L. (1853). Encyclopädie der Spiele. Otto Wigand.",
        "(von Alvensleben, 1853)"),
    # One volume of a multivolume dictionary.
    "mensing-1928": (
        "Mensing, Otto. 1928. Schleswig-Holsteinisches Wörterbuch. Vol. 2. Wachholtz.",
        "(Mensing 1928)",
        "Mensing, O. (1928). Schleswig-Holsteinisches Wörterbuch (Vol. 2). Wachholtz.",
        "(Mensing, 1928)"),
    # An ordinance of 1777 printed in a compilation of 1823: the printing is what we cite (its date
    # beside its publisher), and the text's own date stands beside it, as each style gives a text
    # printed later: Chicago's "(1777) 1823", APA's "(1823) … (Original work published 1777)" and
    # "1777/1823" in the text.
    "hildesheim-ordinance-1777": (
        "Frederick William, Prince-Bishop of Hildesheim. (1777) 1823. “Landesherrliche Verordnung gegen die "
        "Hazard-Spiele.” In Hildesheimische Landes-Ordnungen, vol. 2. J. E. Kathagen.",
        "(Frederick William, Prince-Bishop of Hildesheim [1777] 1823)",
        "Frederick William, Prince-Bishop of Hildesheim. (1823). Landesherrliche Verordnung gegen die Hazard-Spiele. "
        "In Hildesheimische Landes-Ordnungen (Vol. 2). J. E. Kathagen. (Original work published 1777)",
        "(Frederick William, Prince-Bishop of Hildesheim, 1777/1823)"),
    # A journal article in an issue without a volume number, pages as printed, with an online copy.
    "geiser-2004": (
        "Geiser, Remigius. 2004. “100 Kartenspiele des Landes Salzburg.” Talon, no. 13: 37/38. "
        "https://braeuche.at/folge03/ch10s11.html.",
        "(Geiser 2004)",
        "Geiser, R. (2004). 100 Kartenspiele des Landes Salzburg. Talon, (13), 37/38. "
        "https://braeuche.at/folge03/ch10s11.html",
        "(Geiser, 2004)"),
    # A dictionary by one author, with a subtitle.
    "daehnert-1781": (
        "Dähnert, Johann Carl. 1781. Platt-deutsches Wörter-Buch: nach der alten und neuen Pommerschen und "
        "Rügischen Mundart. Christian Lorenz Struck.",
        "(Dähnert 1781)",
        "Dähnert, J. C. (1781). Platt-deutsches Wörter-Buch: nach der alten und neuen Pommerschen und Rügischen "
        "Mundart. Christian Lorenz Struck.",
        "(Dähnert, 1781)"),
}

#: What is set in italics: book titles, journal titles, the title of a compilation.
ITALIC = {"handleiding-kaartspel-1810": "<em>Handleiding tot het kaartspel</em>",
          "alvensleben-1853": "<em>Encyclopädie der Spiele</em>",
          "mensing-1928": "<em>Schleswig-Holsteinisches Wörterbuch</em>",
          "hildesheim-ordinance-1777": "<em>Hildesheimische Landes-Ordnungen</em>",
          "geiser-2004": "<em>Talon</em>"}


@pytest.fixture(scope="module")
def rendered(frozen_items):
    return render_all(list(frozen_items.values()))


@pytest.mark.parametrize("source_id", sorted(EXPECTED))
def test_chicago_and_apa_match_the_hand_checked_text(rendered, source_id):
    chicago, chicago_in, apa, apa_in = EXPECTED[source_id]
    assert rendered["chicago"][source_id].entry_text == chicago
    assert rendered["chicago"][source_id].intext_text == chicago_in
    assert rendered["apa"][source_id].entry_text == apa
    assert rendered["apa"][source_id].intext_text == apa_in


@pytest.mark.parametrize("source_id", sorted(ITALIC))
def test_titles_are_italic_in_both_styles(rendered, source_id):
    for style in ("chicago", "apa"):
        assert ITALIC[source_id] in rendered[style][source_id].entry, (style, rendered[style][source_id].entry)


def test_given_names_are_not_abbreviated_in_chicago_and_are_in_apa(rendered):
    assert rendered["chicago"]["daehnert-1781"].entry_text.startswith("Dähnert, Johann Carl.")
    assert rendered["apa"]["daehnert-1781"].entry_text.startswith("Dähnert, J. C.")


def test_each_reference_stands_alone(frozen_items):
    """Two works by one author in one year: no '1928a/b' and no '———' across separate citations."""
    first = dict(frozen_items["mensing-1928"])
    second = {**first, "id": "mensing-1928-other", "volume": "3"}
    out = render_all([first, second])
    assert out["chicago"]["mensing-1928-other"].entry_text.startswith("Mensing, Otto. 1928.")
    assert "1928a" not in out["chicago"]["mensing-1928"].intext_text
    assert "disambiguate-add-year-suffix" not in standalone_style("chicago")


def test_unsigned_reference_work_entries_have_an_in_text_form(frozen_items):
    rendered = render_all([frozen_items["wikipedia-en-bester-bube-newest"]])
    chicago = rendered["chicago"]["wikipedia-en-bester-bube-newest"]
    assert "Bester Bube" in chicago.intext_text
    assert "Bester Bube" in rendered["apa"]["wikipedia-en-bester-bube-newest"].entry_text


def test_all_sources_render_in_one_batch_quickly(dataset):
    from generator.cite.csl import source_item
    items = [source_item(s) for s in dataset.sources.values()]
    start = time.perf_counter()
    out = render_all(items)
    elapsed = time.perf_counter() - start
    for style in ("chicago", "apa"):
        assert set(out[style]) == {i["id"] for i in items}
        assert all(r.entry or r.intext for r in out[style].values())
    assert elapsed < 20, f"rendering {len(items)} sources took {elapsed:.1f} s"
    start = time.perf_counter()
    render_all(items)
    assert time.perf_counter() - start < 0.5, "the second run must come from the cache"


def test_a_permalink_without_a_host_stays_a_link_to_the_site():
    """A build without a published address gives root-relative permalinks; pandoc links a URL
    variable and put ``https://`` before one, so "cite this page" linked to ``https:///games/…``."""
    item = {"id": "page", "type": "webpage", "title": "Bester Bube", "author": [{"literal": "Stichwort"}],
            "issued": {"date-parts": [[2026, 12, 1]]}, "URL": "/games/bester-bube/"}
    home = {**item, "id": "home", "title": "Stichwort", "URL": "/"}
    for style, rendered in render_all([item, home]).items():
        for key, url in (("page", "/games/bester-bube/"), ("home", "/")):
            entry = rendered[key].entry
            assert f'href="{url}"' in entry, (style, entry)
            assert "https:///" not in entry, (style, entry)
