"""Accessibility: axe-core (node_modules/axe-core, pinned in package.json) on every page type.

One page of every kind of page of the site (``generator/site/kinds.py``: the pages the
generator made, by kind) is opened in Chromium, every collapsed ``<details>`` is opened (so that
"Cite this page" blocks are checked too), axe-core is injected and run with every rule it has except
the deprecated and the AAA ones: its default set plus the experimental rules (td-has-header,
which Lighthouse runs too) and WCAG 2.2's target-size. A
serious or critical violation fails the test unless tests/browser/axe-baseline.json lists it
(rule id + target selector + reason): the baseline holds only what the theme itself causes and
an override cannot fix. A baseline entry that no longer matches anything is reported too, so
the baseline only shrinks.

A kind of page the site has no page of fails the test: a kind is declared with the renderer
that makes its pages.
"""
from __future__ import annotations

import fnmatch
import json
from pathlib import Path

import pytest

from generator.site.kinds import KINDS
from tests.browser.browsing import AXE, preferred, urls_of

pytestmark = pytest.mark.browser

BASELINE_FILE = Path(__file__).with_name("axe-baseline.json")
IMPACTS = ("serious", "critical")

#: Pages checked besides one page of each kind of the site (a second hand-written page, and
#: MkDocs' own page for an address that is not found).
EXTRA = {"quality": "about/quality/", "not-found": "404.html"}
#: Kinds of page that must exist in every build.
REQUIRED = {"home", "games", "game", "ruleset", "source", "names", "bibliography", "glossary", "howto", "families", "family"}
#: Kinds of page also checked in the dark (slate) scheme, where colours differ.
DARK = ["home", "game", "ruleset", "source", "compare-game", "timeline", "map", "relations", "example", "howto", "family"]

CASES = [(kind, "light") for kind in [*KINDS, *EXTRA]] + [(kind, "dark") for kind in DARK]
_seen_baseline: set[int] = set()
_ran: list[str] = []


def load_baseline() -> list[dict]:
    data = json.loads(BASELINE_FILE.read_text(encoding="utf-8"))
    for entry in data["entries"]:
        assert {"rule", "target", "reason"} <= set(entry), f"baseline entry needs rule, target, reason: {entry}"
        assert len(entry["reason"]) > 20, f"baseline entry without a real reason: {entry}"
    return data["entries"]


def _baselined(entries: list[dict], kind: str, rule: str, target: str) -> int | None:
    for index, entry in enumerate(entries):
        if entry["rule"] == rule and fnmatch.fnmatchcase(target, entry["target"]) and \
                any(fnmatch.fnmatchcase(kind, p) for p in entry.get("pages", ["*"])):
            return index
    return None


def run_axe(page) -> list[dict]:
    """Serious and critical violations on the current page, one item per offending element."""
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate("""async () => {
        const rules = axe.getRules().filter(r => !r.tags.some(t => t === 'deprecated' || /aaa$/.test(t))).map(r => r.ruleId);
        const result = await axe.run(document, {resultTypes: ['violations'], runOnly: {type: 'rule', values: rules}});
        return result.violations;
    }""")
    found = []
    for violation in violations:
        if violation["impact"] not in IMPACTS:
            continue
        for node in violation["nodes"]:
            target = " ".join(t if isinstance(t, str) else " ".join(t) for t in node["target"])
            found.append({"rule": violation["id"], "impact": violation["impact"], "target": target,
                          "html": node["html"][:160], "why": (node.get("failureSummary") or "").replace("\n", " ")[:240]})
    return found


@pytest.mark.parametrize("kind, scheme", CASES, ids=[f"{k}-{s}" for k, s in CASES])
def test_no_serious_accessibility_violations(visit, site_pages, kind, scheme):
    assert AXE.exists(), f"{AXE} is missing: run `npm ci` (make test does)"
    pages = [EXTRA[kind]] if kind in EXTRA else urls_of(site_pages, KINDS[kind])
    assert pages, f"no page of the kind {kind} in the site"
    path = preferred(pages)
    # The palette follows the reader's system preference until they toggle it.
    visit.page.emulate_media(color_scheme=scheme)
    page = visit.goto(path)
    if scheme == "dark":
        assert page.locator("body").get_attribute("data-md-color-scheme") == "slate"
    entries = load_baseline()
    new = []
    for item in run_axe(page):
        index = _baselined(entries, kind, item["rule"], item["target"])
        if index is None:
            new.append(item)
        else:
            _seen_baseline.add(index)
    _ran.append(f"{kind}-{scheme}")
    visit.check()
    assert not new, f"{path} ({scheme}): {len(new)} serious/critical axe violation(s) not in the baseline:\n" + "\n".join(
        f"  [{v['impact']}] {v['rule']} at {v['target']}\n      {v['html']}\n      {v['why']}" for v in new)


def test_baseline_entries_are_still_needed():
    """Run after the checks above: every baseline entry matched at least once (or it goes)."""
    entries = load_baseline()
    if len(_ran) < len([c for c in CASES if c[0] in REQUIRED]):
        pytest.skip("not every page type was checked in this run")
    stale = [e for i, e in enumerate(entries) if i not in _seen_baseline]
    assert not stale, "axe baseline entries that match nothing any more; remove them from tests/browser/axe-baseline.json:\n" + \
        "\n".join(f"  {e['rule']} {e['target']}" for e in stale)
