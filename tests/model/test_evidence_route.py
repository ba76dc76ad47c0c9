"""The route of the evidence (``generator.model.evidence``): from the work a statement is
attributed to, through the works that report it, to the copy we read; and how a wiki revision
is named and addressed."""
from __future__ import annotations

import pytest

from generator.model import ValidationFailed, load_dataset
from generator.model.base import Citation
from generator.model.evidence import permalink, revision_text, route
from generator.model.sources import Source

ARTICLE = {"id": "art", "type": "entry-encyclopedia", "class": "encyclopedia", "evidence": "read", "title": "Préférence",
           "container_title": "German Wikipedia", "language": "de",
           "url": [{"url": "https://de.wikipedia.org/wiki/Pr%C3%A9f%C3%A9rence"},
                   {"url": "https://de.zxc.wiki/wiki/Pr%C3%A9f%C3%A9rence", "copy": "machine-translation"}],
           "copies": [{"kind": "machine-translation", "language": "en", "extent": "the opening"}]}


def _source(**changes) -> Source:
    return Source.model_validate({**ARTICLE, **changes})


def _book(sid: str, known_from: str, evidence: str = "reported") -> Source:
    return Source.model_validate({"id": sid, "type": "book", "class": "primary-text", "evidence": evidence,
                                  "title": "Ein Buch", "language": "de", "known_from": [{"source": known_from}]})


@pytest.mark.parametrize("revision, text", [
    ("not identified", "revision not identified"),
    ({"id": 1185239428}, "revision 1185239428"),
    ({"date": "2023-11-15"}, "revision of 2023-11-15"),
    ({"id": 1185239428, "date": "2023-11"}, "revision 1185239428 of 2023-11"),
])
def test_a_revision_is_named_as_far_as_it_is_known(revision, text):
    assert revision_text(_source(revision=revision)) == text


def test_a_wikipedia_page_without_a_revision_is_not_identified_and_other_pages_name_none():
    assert revision_text(_source()) == "revision not identified"
    assert revision_text(_source(container_title="pagat.com")) is None


def test_the_permanent_address_is_made_from_the_id_and_the_articles_own_address():
    assert permalink(_source(revision={"id": 1})) == "https://de.wikipedia.org/w/index.php?title=Pr%C3%A9f%C3%A9rence&oldid=1"
    assert permalink(_source(revision="not identified")) is None
    # a copy's address (here the machine translation) is never taken for the article's
    only_copy = _source(revision={"id": 1}, url=[ARTICLE["url"][1]])
    assert permalink(only_copy) is None


def test_a_route_follows_cited_in_then_the_reports_to_the_work_we_read():
    sources = {s.id: s for s in (_source(), _book("lexicon", "art"), _book("older", "lexicon"))}
    direct = route(sources, Citation(source="art", locator="lead"))
    assert direct.via == () and direct.read == "art" and direct.indirect  # read only as a machine translation
    assert route(sources, Citation(source="lexicon", cited_in="art")).via == ("art",)
    chained = route(sources, Citation(source="older", cited_in="lexicon"))
    assert chained.via == ("lexicon", "art") and chained.copies[0].language == "en"
    unread = {"book": _book("book", "nowhere")}
    assert route(unread, Citation(source="book")).read is None  # a report of a work we do not hold: no copy


def test_a_route_that_loops_is_an_error_with_file_line_and_field(minimal_root):
    for name, other in (("demo-1700", "demo-1701"), ("demo-1701", "demo-1700")):
        (minimal_root / f"sources/{name}.yaml").write_text(
            f"id: {name}\ntype: book\nclass: primary-text\nevidence: reported\ntitle: Ein Buch\nlanguage: de\n"
            f"known_from: [{{source: {other}}}]\n", encoding="utf-8")
    with (minimal_root / "gamedata/demo-game/events.yaml").open("a", encoding="utf-8") as out:
        out.write("- id: demo-1700-x\n  date: '1700'\n  kind: mention\n  summary: Named.\n"
                  "  cite: [{source: demo-1700, cited_in: demo-1701}]\n")
    with pytest.raises(ValidationFailed) as info:
        load_dataset(minimal_root)
    problems = [p for p in info.value.problems if "reaches no work we read" in p.message]
    assert [(p.where.path, p.field) for p in problems] == [("gamedata/demo-game/events.yaml", "cite[0].source")]
    assert "demo-1700 -> demo-1701" in problems[0].message
