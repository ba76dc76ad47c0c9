"""Refusals are structured: every ``IllegalAction`` the engine raises carries a reason code of
``refusals.REASONS`` (with its details), whatever was tried, so that pages phrase a refusal from
data and never from the engine's English."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from hypothesis import assume, given, settings, strategies as st_

from generator.bridge import params_for
from generator.engine import IllegalAction, new_hand, player_counts
from generator.engine.refusals import REASONS
from generator.engine.registry import game
from tests.conftest import playable_rulesets

ENGINE = Path(__file__).resolve().parents[2] / "generator" / "engine"
VERBS_ALONE = ["pass", "play", "keep", "challenge", "solo", "contra", "recontra"]


def test_every_refusal_in_the_engine_names_a_known_reason():
    """Every ``IllegalAction(...)`` call in the engine's source gives a reason, and a known one."""
    missing, unknown = [], []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction":
                reason = next((k.value for k in node.keywords if k.arg == "reason"), None)
                if reason is None and len(node.args) >= 3:
                    reason = node.args[2]
                if reason is None:
                    missing.append(f"{path.name}:{node.lineno}")
                elif isinstance(reason, ast.Constant) and reason.value not in REASONS:
                    unknown.append(f"{path.name}:{node.lineno}: {reason.value}")
    assert not missing, f"refusals without a reason: {missing}"
    assert not unknown, f"unknown reasons: {unknown}"


def test_an_unknown_reason_is_refused_at_once():
    with pytest.raises(ValueError, match="unknown refusal reason"):
        IllegalAction("Illegal: x", None, "no-such-reason")


def _candidates(st, params) -> list[str]:
    """Actions of every verb, legal or not, for the state's pack and contracts."""
    codes = list(st.rules.pack.codes)
    suits = list(st.rules.pack.suits)
    contracts = [c["id"] for c in (params.get("contracts") or [])]
    out = list(VERBS_ALONE)
    for code in codes:
        out += [f"play {code}", f"face-down {code}", f"exchange {code}", f"take-turn-up {code}", f"call {code}",
                f"give {code}", f"discard {code}"]
    out += [f"solo {s}" for s in suits] + [f"match {s}" for s in suits]
    out += [f"bid {c}" for c in contracts] + [f"announce {c}" for c in contracts] + ["bid nothing", "play ZZ"]
    return out


@settings(max_examples=40, deadline=None)
@given(ruleset=st_.sampled_from(playable_rulesets()), seed=st_.integers(0, 10_000))
def test_whatever_is_tried_a_refusal_carries_a_known_reason(dataset, ruleset, seed):
    params = params_for(dataset, ruleset)
    rng = random.Random(seed)
    n = rng.choice(player_counts(params))
    st = new_hand(params.game, params, players=n, dealer=rng.randrange(n), rng=rng)
    # A hand may end as it is dealt (a Lanterlui in a forced deal): nothing can be tried in it.
    assume(not st.is_terminal())
    tried = 0
    while not st.is_terminal():
        legal = {str(a) for a in st.legal_actions()}
        for text in rng.sample(_candidates(st, params), 12):
            if text in legal:
                continue
            try:
                st.clone().apply(text)
            except IllegalAction as exc:
                tried += 1
                assert exc.reason in REASONS, (text, str(exc))
                assert exc.reason in game(params.game).reasons, f"{params.game} does not declare {exc.reason!r}"
                assert isinstance(exc.details, dict)
        st.apply(rng.choice(st.legal_actions()))
    assert tried > 0
