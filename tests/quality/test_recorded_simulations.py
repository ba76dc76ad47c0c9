"""The simulation figures the comparison pages show are those of the rulesets as they stand: an
entry recorded before its ruleset changed would be dropped from the site without a word."""
from __future__ import annotations

import json

from generator.site.computed import CACHE_PATH, ruleset_digest
from tests.conftest import REPO


def test_every_recorded_simulation_is_of_the_ruleset_as_it_stands(dataset):
    entries = json.loads((REPO / CACHE_PATH).read_text(encoding="utf-8"))["entries"]
    assert entries, "no simulation is recorded"
    stale = [f"{rid}: run `{entry['command']}`" for rid, entry in sorted(entries.items())
             if entry["digest"] != ruleset_digest(dataset, rid)]
    assert not stale, "recorded before the ruleset changed:\n" + "\n".join(stale)
