"""The scholarship checks (``generator.model.scholarship``): the dataset passes them against the
texts we hold, and each check finds the kind of slip it is for — shown on the December audit's own
instances, written into a copy of the small test dataset as the audit found them in the data
(``AUDIT_*`` below), and on what the check must leave alone.

The texts we hold are ``../shared/seeds`` and ``../shared/reference`` beside the checkout (the
families' notes in subfolders included). The fixtures bring their own small folder of texts, in the
notes' format, so that what a check finds does not depend on notes still being written.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.model import load_dataset, scholarship
from generator.model.scholarship import HeldTexts, language_of

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"


# ---------------------------------------------------------------- the dataset itself

def test_the_dataset_passes_every_scholarship_check(dataset):
    problems = scholarship.check(dataset, SHARED)
    if not all((SHARED / folder).is_dir() for folder in scholarship.FOLDERS):
        # without the texts the checks that read them say so instead of passing
        assert any("cannot run" in p.message for p in problems), problems
        return
    assert not problems, "\n".join(map(str, problems))


def test_the_checks_say_so_when_the_texts_are_absent(dataset, tmp_path):
    problems = scholarship.check(dataset, tmp_path / "nowhere")
    absent = [p for p in problems if "cannot run" in p.message]
    assert len(absent) == 2, problems  # titles/authors/credits, and the keys of the notes
    assert all(str(tmp_path / "nowhere") in p.message for p in absent)


# ---------------------------------------------------------------- fixtures

def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _append(path: Path, text: str) -> None:
    _write(path, path.read_text(encoding="utf-8") + text)


#: A note in the notes' format (keys resolved in section 0), giving the sources the fixtures cite.
NOTE = """# Demo game — fact notes

## 0. Sources (keys)

- **S9** `../seeds/demo.txt` — an English article.
- **PR2** https://cards.example.org/austpref.html
- W-br https://radio.example.org/wallachen100.html (a broadcaster)

## 1. Facts

- The Dutch handbook is cited as *Ein altes Buch* (1700). [S9]
- Parlett (2008), "defunct". [S9]
"""

SEED = "Demo game. It appears to be a regional game: Parlett suggests it was played in the south.\n"

#: The December audit's instances, as the data had them: D-Q1 (a sentence reporting Parlett filed
#: under Parlett), D-Q2 (the English article's sentence filed under a German dictionary), D-O2
#: (one match stated in the History, inferred in the rules), D-W2/D-W3 (a headline and a credit no
#: text we hold gives), D-W8 (a working label in a public text) and a note's key.
AUDIT_SOURCES = {
    "parlett-2008.yaml": "id: parlett-2008\ntype: book\nclass: secondary\nevidence: reported\ntitle: Ein altes Buch\n"
                         "author: [{family: Parlett, given: David}]\nissued: '2008'\nlanguage: en\n"
                         "known_from: [{source: demo-article, locator: History}]\n",
    "schuetze-1800.yaml": "id: schuetze-1800\ntype: book\nclass: dictionary\nevidence: reported\ntitle: Ein altes Buch\n"
                          "issued: '1800'\nlanguage: de\nknown_from: [{source: demo-article, locator: History}]\n",
    "br-wallachen.yaml": "id: br-wallachen\ntype: webpage\nclass: secondary\nevidence: read\n"
                         "title: Niederbayern und Oberpfälzer lieben Wallachen\nlanguage: de\ncopies: [{kind: original}]\n"
                         "url: [{url: 'https://radio.example.org/wallachen100.html'}]\n",
    "pagat-austrian-preference.yaml": "id: pagat-austrian-preference\ntype: webpage\nclass: secondary\nevidence: read\n"
                                      "title: Preference (Austrian rules)\nlanguage: en\ncopies: [{kind: original}]\n"
                                      "note: The page says it was contributed by Anthony Smith and revised by John McLeod.\n",
}
AUDIT_EVENTS = """
- id: demo-2008-parlett
  date: "2008"
  kind: scholarship
  summary: The notes say nothing else about it.
  cite:
    - source: parlett-2008
      cited_in: demo-article
      cited_in_locator: History
      certainty: inferred
      quote: "Parlett suggests it was played in the south and west of Germany"
    - source: schuetze-1800
      cited_in: demo-article
      cited_in_locator: History
      quote: "Holsteinisches Idiotikon of 1800 also states that the Bower of Spades was the highest trump"
    - source: schuetze-1800
      cited_in: demo-article
      cited_in_locator: Rules
      certainty: inferred
      note: Matched by date to the bibliography [PR2].
    - source: schuetze-1800
      cited_in: demo-article
      cited_in_locator: Rules
      certainty: inferred
"""


@pytest.fixture
def audited(minimal_root):
    """The small dataset with the audit's instances, and a folder of texts beside it."""
    for name, text in AUDIT_SOURCES.items():
        _write(minimal_root / "sources" / name, text)
    _append(minimal_root / "gamedata/demo-game/events.yaml", AUDIT_EVENTS)
    shared = minimal_root.parent / "shared"
    _write(shared / "seeds" / "demo.txt", SEED)
    _write(shared / "reference" / "families" / "demo.md", NOTE)
    return load_dataset(minimal_root), HeldTexts.read(shared)


def _line(path: Path, text: str) -> int:
    """The number of the first line of ``path`` that holds ``text``."""
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def _fields(problems) -> list[tuple[str, int, str]]:
    return sorted((p.where.path, p.where.line, p.field) for p in problems)


# ---------------------------------------------------------------- (a) quotations

def test_a_quotation_that_reports_someone_or_is_in_another_language_is_found(audited):
    ds, _texts = audited
    problems = scholarship.check_quotations(ds)
    messages = {p.field: [] for p in problems}
    for p in problems:
        messages[p.field].append(p.message)
    events = "gamedata/demo-game/events.yaml"
    assert {(p.where.path, p.field) for p in problems} == {(events, "cite[0].quote"), (events, "cite[1].quote")}
    assert any("'Parlett suggests'" in m for m in messages["cite[0].quote"])                      # D-Q1
    assert any("is in en, but schuetze-1800 is in de" in m for m in messages["cite[1].quote"])     # D-Q2
    assert any("'Holsteinisches Idiotikon of 1800 also states'" in m for m in messages["cite[1].quote"])
    assert all(p.where.line > 1 for p in problems)


def test_an_article_may_quote_its_own_sentence_that_reports_someone(minimal_root):
    _append(minimal_root / "gamedata/demo-game/events.yaml", """
- id: demo-2008-region
  date: "2008"
  kind: scholarship
  summary: Parlett places the game in the south.
  cite:
    - source: demo-article
      locator: History
      quote: "Parlett suggests it was played in the south"
""")
    assert scholarship.check_quotations(load_dataset(minimal_root)) == []


@pytest.mark.parametrize("text, language", [
    ("Holsteinisches Idiotikon of 1800 also states that the Bower of Spades was the highest trump", "en"),
    ("that miserable Lanterlu which is in fashion", "en"),
    ("Der Spieler, der die Karte hat, ist auch im Spiel und muss sie bedienen", "de"),
    ("het spel van de boer is een oud spel", "nl"),
    ("ドングリのウンター", "ja"),
    ("Fünf Karten, Fünf Pfennig", None),     # a name: too short to tell, so never a problem
    ("Beste Boer of Lanterlu", None),        # "of" is English and Dutch
    ("Tens are low", None),
])
def test_the_language_of_a_quotation(text, language):
    assert language_of(text) == language


# ---------------------------------------------------------------- (b) twins

def test_twins_that_differ_in_certainty_are_found_and_an_explained_one_is_not(audited, minimal_root):
    ds, _texts = audited
    found = scholarship.check_twins(ds)
    # the stated quote of schuetze-1800 in the article against its two inferred twins (D-O2's kind)
    events = minimal_root / "gamedata/demo-game/events.yaml"
    assert _fields(found) == [("gamedata/demo-game/events.yaml", _line(events, "- source: schuetze-1800"), "cite[1].certainty")]
    assert "inferred in 2 other citation(s) of schuetze-1800 in demo-article" in found[0].message
    events.write_text(events.read_text(encoding="utf-8").replace(
        '      quote: "Holsteinisches',
        '      certainty_differs: "Here the article names the dictionary of 1800 itself."\n      quote: "Holsteinisches'),
        encoding="utf-8")
    assert scholarship.check_twins(load_dataset(minimal_root)) == []


def test_a_reason_for_differing_where_no_twin_differs_is_stale(minimal_root):
    names = minimal_root / "gamedata/demo-game/names.yaml"
    names.write_text(names.read_text(encoding="utf-8").replace(
        "cited_in_locator: History}]", "cited_in_locator: History, certainty_differs: No reason.}]"), encoding="utf-8")
    found = scholarship.check_twins(load_dataset(minimal_root))
    assert _fields(found) == [("gamedata/demo-game/names.yaml", _line(names, "certainty_differs"), "cite[0].certainty_differs")]


def test_places_that_differ_are_no_twins(minimal_root):
    _append(minimal_root / "gamedata/demo-game/events.yaml", """
- id: demo-1811-other
  date: "1811"
  kind: mention
  summary: Another page.
  cite:
    - {source: demo-1811, pages: "12", cited_in: demo-article, cited_in_locator: Rules, certainty: inferred}
""")
    # the name cites pp. 193-214 in the article, stated; p. 12 is another place
    assert scholarship.check_twins(load_dataset(minimal_root)) == []


# ---------------------------------------------------------------- (c) titles, authors, credits

def test_a_title_or_credit_no_text_we_hold_gives_is_found(audited):
    ds, texts = audited
    found = scholarship.check_unsupported(ds, texts)
    by_file = {(p.where.path, p.field, p.message.split("'")[1]) for p in found}
    assert ("sources/br-wallachen.yaml", "title", "Niederbayern und Oberpfälzer lieben Wallachen") in by_file   # D-W2
    assert ("sources/pagat-austrian-preference.yaml", "title", "Preference (Austrian rules)") in by_file       # D-W3
    assert ("sources/pagat-austrian-preference.yaml", "note", "Anthony Smith") in by_file
    assert ("sources/pagat-austrian-preference.yaml", "note", "John McLeod") in by_file
    # the fixture's own titles: "Ein altes Buch" is in the note, "Parlett" too; the demo article's
    # title "Demo game" is in the seed; the 1811 book's is not (it is the small dataset's, written
    # for other tests), nor is the author Hammer
    assert {p.where.path for p in found} == {"sources/br-wallachen.yaml", "sources/pagat-austrian-preference.yaml",
                                            "sources/demo-1811.yaml"}


def test_a_bracketed_title_marked_uncertain_passes_and_one_not_marked_does_not(minimal_root, tmp_path):
    source = minimal_root / "sources/demo-1811.yaml"
    text = source.read_text(encoding="utf-8").replace("title: Die deutschen Kartenspiele", "title: '[A book of card games]'")
    source.write_text(text.replace("author:\n  - {family: Hammer, given: Paul}\n", ""), encoding="utf-8")
    _write(tmp_path / "shared/seeds/demo.txt", "Demo game\n")
    _write(tmp_path / "shared/reference/demo.md", NOTE)
    texts = HeldTexts.read(tmp_path / "shared")
    found = scholarship.check_unsupported(load_dataset(minimal_root), texts)
    assert [(p.where.path, p.field) for p in found] == [("sources/demo-1811.yaml", "title")]
    assert "not marked `uncertain: [title]`" in found[0].message
    _append(source, "uncertain: [title]\n")
    assert scholarship.check_unsupported(load_dataset(minimal_root), texts) == []


# ---------------------------------------------------------------- (d) working labels

def test_working_labels_and_note_keys_in_public_text_are_found(audited):
    ds, texts = audited
    found = scholarship.check_working_labels(ds, texts)
    labels = sorted((p.field, p.message.split("'")[1]) for p in found)
    assert labels == [("cite[2].note", "[PR2]"), ("summary", "The notes")]                                # D-W8


@pytest.mark.parametrize("text", [
    "The article's notes [a]–[g] are not recoverable.",     # the article's own notes
    "Its reference [22] is not visible; note [d] is lost.",  # the article's markers
    "Bauer (Jack) beats the Ace.",                           # a word that is no key
])
def test_what_is_no_working_label(minimal_root, text, tmp_path):
    _append(minimal_root / "gamedata/demo-game/events.yaml",
            f"\n- id: demo-1811-x\n  date: '1811'\n  kind: mention\n  summary: {text!r}\n"
            "  cite: [{source: demo-1811, pages: '3'}]\n")
    _write(tmp_path / "shared/reference/demo.md", NOTE + "- **Bauer** (Jack), **Marsch** (all five tricks). [S9]\n")
    _write(tmp_path / "shared/seeds/demo.txt", SEED)
    assert scholarship.check_working_labels(load_dataset(minimal_root), HeldTexts.read(tmp_path / "shared")) == []


@pytest.mark.parametrize("text, label", [
    ("As our notes say, it was popular.", "our notes"),
    ("The seed has more.", "seed"),
    ("Compare P-2021 here.", "P-2021"),
    ("See [S9, PR2].", "[S9, PR2]"),
])
def test_what_is_a_working_label(minimal_root, text, label, tmp_path):
    _append(minimal_root / "gamedata/demo-game/events.yaml",
            f"\n- id: demo-1811-x\n  date: '1811'\n  kind: mention\n  summary: {text!r}\n"
            "  cite: [{source: demo-1811, pages: '3'}]\n")
    _write(tmp_path / "shared/reference/demo.md", NOTE + "- **P-2021** https://mirror.example.org/x\n")
    _write(tmp_path / "shared/seeds/demo.txt", SEED)
    found = scholarship.check_working_labels(load_dataset(minimal_root), HeldTexts.read(tmp_path / "shared"))
    assert [p.message.split("'")[1] for p in found] == [label]
