"""The "How to play" pages of the built site: one per playable ruleset, its sections in the order
a hand is played, every rule the engine uses stated (or said to be open) with a footnote that
resolves to the rule's row, readings of ours marked in the text, and at least two worked examples.

What the engine uses is what its game module declares it reads (``protocol.Game.parameters``;
the engine refuses to read any other). The rulesets' YAML is read here directly, not through the
generator."""
from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import yaml

from generator.bridge import params_for
from generator.engine.registry import game
from tests.conftest import playable_rulesets
from tests.htmltext import Anchors, parse
from tests.site.reading import effective, read_rulesets

pytestmark = pytest.mark.build

REPO = Path(__file__).resolve().parents[2]
#: The sections of a page, in the order a hand is played: the cards, the deal, bidding or
#: dropping out (named for what the game has: bidding, dropping out, making the trump), the
#: exchange, the play, scoring, special hands; then the worked examples.
ORDER = ["The cards", "The deal", "Bidding or dropping out", "Bidding", "Playing or dropping out", "Making the trump",
         "The exchange", "The play", "Scoring",
         "Special hands", "Worked examples"]


def engine_uses(dataset, ruleset_id: str) -> set[str]:
    """The parameters of the ruleset the engine reads: its game module's contract
    (``Game.reads``), every one that the ruleset gives."""
    params = params_for(dataset, ruleset_id)
    return {p for p in game(params.game).reads(params) if p in params.rules}


def example_rulesets() -> set[str]:
    """The rulesets the example files play, read from the files themselves: each must be
    playable, and so have its page."""
    found = set()
    for path in REPO.glob("gamedata/*/examples/*.yaml"):
        tree = yaml.safe_load(path.read_text(encoding="utf-8"))
        found |= {example["ruleset"] for example in (tree if isinstance(tree, list) else [tree])}  # one or several
    return found


class HowToPage(HTMLParser):
    """The parts of a built "How to play" page the tests read: the h2 headings, the paragraphs
    of the article with the footnotes they cite, and each footnote's links."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.headings: list[str] = []
        self.paragraphs: list[tuple[str, list[str]]] = []   # (text, footnote ids cited)
        self.footnotes: dict[str, list[str]] = {}            # footnote id -> hrefs
        self.links: list[str] = []
        self._h2, self._p, self._fn, self._refs = None, None, None, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "h2":
            self._h2 = []
        elif tag == "p" and self._fn is None:
            self._p, self._refs = [], []
        elif tag == "li" and (attrs.get("id") or "").startswith("fn:"):
            self._fn = attrs["id"]
            self.footnotes[self._fn] = []
        elif tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
            if self._fn is not None:
                self.footnotes[self._fn].append(attrs["href"])
            elif self._p is not None and "footnote-ref" in (attrs.get("class") or ""):
                self._refs.append("fn:" + attrs["href"].split("#fn:")[-1])

    def handle_endtag(self, tag):
        if tag == "h2" and self._h2 is not None:
            self.headings.append(" ".join("".join(self._h2).split()).rstrip("¶").strip())
            self._h2 = None
        elif tag == "p" and self._p is not None:
            self.paragraphs.append((" ".join("".join(self._p).split()), self._refs))
            self._p = None
        elif tag == "li" and self._fn is not None:
            self._fn = None

    def handle_data(self, data):
        for part in (self._h2, self._p):
            if part is not None:
                part.append(data)


def read_page(path: Path) -> HowToPage:
    page = HowToPage()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def built(site: Path, url_path: str) -> Path:
    return site / url_path / "index.html"


def resolve(site: Path, page: Path, href: str) -> tuple[Path, str]:
    parts = urlsplit(href)
    target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
    return (target / "index.html" if target.is_dir() else target), parts.fragment


@pytest.fixture(scope="module")
def playable(dataset):
    found = list(playable_rulesets())
    assert example_rulesets() <= set(found), sorted(example_rulesets() - set(found))
    return found


@pytest.fixture(scope="module")
def yaml_rulesets():
    return read_rulesets(REPO)


def test_every_playable_ruleset_has_a_page_with_its_sections_in_order(dataset, built_site, playable):
    for rid in playable:
        game = dataset.rulesets[rid].game
        path = built(built_site, f"games/{game}/how-to-play/{rid}")
        assert path.exists(), f"{rid}: no How to play page"
        headings = read_page(path).headings
        sections = [h for h in headings if h in ORDER]
        assert sections == sorted(sections, key=ORDER.index), f"{rid}: sections out of order: {headings}"
        for needed in ("The cards", "The deal", "The play", "Scoring", "Worked examples"):
            assert needed in sections, f"{rid}: no section {needed!r} ({headings})"


def test_every_rule_the_engine_uses_is_stated_with_a_footnote_to_its_row(dataset, built_site, playable):
    for rid in playable:
        game = dataset.rulesets[rid].game
        path = built(built_site, f"games/{game}/how-to-play/{rid}")
        page = read_page(path)
        row_page = built(built_site, f"games/{game}/rulesets/{rid}").resolve()
        cited = set()
        for fn, hrefs in page.footnotes.items():
            for href in hrefs:
                target, anchor = resolve(built_site, path, href)
                if target == row_page:
                    cited.add(anchor)
        used = engine_uses(dataset, rid)
        assert len(used) >= 10, (rid, used)          # the recording really records
        missing = sorted(used - cited)
        assert not missing, f"{rid}: rules the engine uses but the page does not state: {missing}"


def test_every_footnote_resolves_to_an_existing_row(built_site, playable, dataset):
    anchors = Anchors()
    for rid in playable:
        game = dataset.rulesets[rid].game
        path = built(built_site, f"games/{game}/how-to-play/{rid}")
        page = read_page(path)
        assert len(page.footnotes) >= 10, rid
        for fn, hrefs in page.footnotes.items():
            # the footnote opens with the link to the rule's row; a rule's note may link further records
            assert hrefs and "/rulesets/" in hrefs[0], f"{rid} {fn}: no link to a rule row first"
            target, anchor = resolve(built_site, path, hrefs[0])
            assert target.exists(), f"{rid} {fn}: {target} missing"
            assert anchor and anchor in anchors(target), f"{rid} {fn}: no row #{anchor} on {target}"
            for further, _ in (resolve(built_site, path, h) for h in hrefs[1:]):
                assert further.exists(), f"{rid} {fn}: {further} missing"
        cited = {ref for _, refs in page.paragraphs for ref in refs}
        assert cited == set(page.footnotes), f"{rid}: footnotes not cited, or cited but missing"


def test_readings_of_ours_and_open_points_are_said_in_the_text(built_site, playable, dataset, yaml_rulesets):
    for rid in playable:
        game = dataset.rulesets[rid].game
        path = built(built_site, f"games/{game}/how-to-play/{rid}")
        page = read_page(path)
        text_of = {}
        for text, refs in page.paragraphs:
            for ref in refs:
                for href in page.footnotes.get(ref, []):
                    if "/rulesets/" in href:
                        text_of.setdefault(urlsplit(href).fragment, text)
        for param, (owner, rule) in effective(yaml_rulesets, rid).items():
            certainty = rule.get("certainty", "stated")
            if param not in text_of:
                continue                      # a rule the ruleset does not have (value none) and the page leaves out
            text = text_of[param]
            if certainty == "not-stated":
                assert "does not say" in text, f"{rid}#{param}: an open point not said to be open: {text}"
            elif certainty == "not-seen":
                # an open point, borrowed or not, is said to be open, not taken from anyone
                assert "We have not seen" in text, f"{rid}#{param}: a point our copy does not reach, not said so: {text}"
            elif certainty == "editorial" and owner == rid:
                assert "our reading" in text, f"{rid}#{param}: an editorial rule not marked as ours: {text}"
            elif certainty == "inferred" and owner == rid:
                assert "our inference" in text, f"{rid}#{param}: an inferred rule not marked as ours: {text}"
            elif owner != rid and yaml_rulesets[rid].get("kind") == "reconstruction":
                assert "taken by us from" in text, f"{rid}#{param}: a borrowed rule not marked as ours: {text}"


def test_every_page_links_at_least_two_worked_examples(built_site, playable, dataset):
    for rid in playable:
        game = dataset.rulesets[rid].game
        path = built(built_site, f"games/{game}/how-to-play/{rid}")
        examples = {resolve(built_site, path, h)[0] for h in read_page(path).links if "/examples/" in h}
        examples = {e for e in examples if e.exists() and e.parent.name != "examples"}
        assert len(examples) >= 2, f"{rid}: {len(examples)} worked example(s) linked"


def test_ruleset_pages_and_game_pages_link_the_how_to_play_pages(built_site, playable, dataset, yaml_rulesets):
    for rid in playable:
        game = dataset.rulesets[rid].game
        target = built(built_site, f"games/{game}/how-to-play/{rid}").resolve()
        page = built(built_site, f"games/{game}/rulesets/{rid}")
        assert target in {resolve(built_site, page, h)[0] for _, h in parse(page).links}, f"{rid}: ruleset page does not link it"
    games_with_pages = {dataset.rulesets[rid].game for rid in playable}
    for game in games_with_pages:
        default = (REPO / f"gamedata/{game}/game.yaml").read_text(encoding="utf-8").split("default_ruleset:")[1].split()[0]
        assert default in playable, f"{game}: the default ruleset {default} has no How to play page"
        page = built(built_site, f"games/{game}")
        links = [h for _, h in parse(page).links]
        first = next(h for h in links if "how-to-play/" in h)
        assert resolve(built_site, page, first)[0] == built(built_site, f"games/{game}/how-to-play/{default}").resolve(), \
            f"{game}: the first How to play link is not the default ruleset's"


def _has(rules: dict, param: str) -> bool:
    """The ruleset has a rule of ``param`` with a value (not ``none``, not an open point)."""
    rule = rules.get(param, (None, {}))[1]
    return rule.get("value") not in (None, "none") and rule.get("certainty", "stated") not in ("not-stated", "not-seen")


def test_the_miss_is_named_only_where_one_is_dealt(built_site, playable, dataset, yaml_rulesets):
    without = 0
    for rid in playable:
        rules = effective(yaml_rulesets, rid)
        if _has(rules, "miss"):
            continue
        without += 1
        path = built(built_site, f"games/{dataset.rulesets[rid].game}/how-to-play/{rid}")
        texts = [text for text, _ in read_page(path).paragraphs]
        assert not [t for t in texts if "the miss" in t], f"{rid} deals no miss, but the page names it"
    assert without >= 10


def test_an_exchange_made_as_each_declares_is_told_once(built_site, playable, dataset, yaml_rulesets):
    seen = 0
    for rid in playable:
        exchange = effective(yaml_rulesets, rid).get("exchange", (None, {}))[1].get("value")
        if not (isinstance(exchange, dict) and exchange.get("at_declaration")):
            continue
        seen += 1
        path = built(built_site, f"games/{dataset.rulesets[rid].game}/how-to-play/{rid}")
        [text] = [t for t, _ in read_page(path).paragraphs
                  if "round of declarations" in t or "each player who plays may exchange" in t]
        assert "round of declarations" in text and "Each has one turn" not in text, text
    assert seen >= 2


def test_a_dealer_who_sits_out_is_not_said_to_stake(built_site, playable, dataset, yaml_rulesets):
    seen = 0
    for rid in playable:
        rules = effective(yaml_rulesets, rid)
        ante = rules.get("ante", (None, {}))[1].get("value")
        if not (_has(rules, "dealer-sits-out") and isinstance(ante, dict) and ante.get("payer") == "every-player"):
            continue
        seen += 1
        path = built(built_site, f"games/{dataset.rulesets[rid].game}/how-to-play/{rid}")
        [text] = [t for t, _ in read_page(path).paragraphs if t.startswith("Before the deal, every player")]
        assert "who takes part in it" in text and "a dealer who sits out the deal stakes nothing" in text, text
    assert seen >= 1


def test_no_page_puts_a_before_a_vowel_or_shows_a_contract_in_lower_case(built_site, playable, dataset):
    for rid in playable:
        path = built(built_site, f"games/{dataset.rulesets[rid].game}/how-to-play/{rid}")
        for text, _ in read_page(path).paragraphs:
            assert not any(f" a {word}" in text for word in ("Ace", "Ober", "Unter", "8 ")), f"{rid}: {text}"
            if text.startswith("The contracts, from lowest to highest:"):
                names = text.split(":", 1)[1]
                assert not any(part.strip()[:1].islower() for part in names.split("),")), f"{rid}: {text}"


def test_euchre_makes_the_trump_where_kontraspiel_says_solo(built_site, playable, dataset):
    euchre = [rid for rid in playable if dataset.rulesets[rid].game == "euchre"]
    assert len(euchre) >= 2
    for rid in euchre:
        page = read_page(built(built_site, f"games/euchre/how-to-play/{rid}"))
        text = " ".join(t for t, _ in page.paragraphs)
        assert "Making the trump" in page.headings and "solo" not in text and "soloist" not in text, rid
        assert "order it up" in text and "make the trump" in text, rid
    page = read_page(built(built_site, "games/kontraspiel/how-to-play/kontraspiel-1811"))
    assert "“solo”" in " ".join(t for t, _ in page.paragraphs)
