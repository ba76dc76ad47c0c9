"""Studies: figures and their intervals, paired differences, the same result on one core, on two
and on a Dask cluster, the recorded study current, and Dask kept out of the site."""
from __future__ import annotations

import ast
import math
import subprocess

import pytest

from generator.bridge import params_for
from generator.study import duplicate, figures, local, plan, recorded
from tests.conftest import REPO


def _hand(gain, pot=0.0, bete=None, decisions=20):
    rec = {"gain": gain, "pot": pot, "decisions": decisions, "tricks": 5, "drop-out": [0, 0]}
    if bete is not None:
        rec["bete"] = bete
    return rec


def test_a_figure_is_a_ratio_over_sittings_with_its_interval():
    # two sittings: bêtes 1 of 4 and 3 of 4 players -> 4 of 8 = 50 %; linearized terms
    # (1 - 0.5*4)/4 = -0.25 and (3 - 0.5*4)/4 = +0.25, sd 0.3536, half-width 1.96*0.3536/sqrt(2)
    a = [_hand([1, -1], bete=[1, 2]), _hand([1, -1], bete=[0, 2])]
    b = [_hand([1, -1], bete=[2, 2]), _hand([1, -1], bete=[1, 2])]
    out = figures.summarize([a, b], 2)
    assert out["bete"]["value"] == pytest.approx(0.5)
    assert out["bete"]["high"] - 0.5 == pytest.approx(1.959964 * math.sqrt(0.125) / math.sqrt(2))
    assert out["gain-seat-0"] == {"value": 1.0, "low": 1.0, "high": 1.0}
    assert "flush" not in out and "success" not in out      # no hand can show them


def test_a_paired_difference_cancels_what_the_two_share():
    a = [[_hand([2, -2], pot=1)], [_hand([0, 0], pot=3)], [_hand([4, -4], pot=2)]]
    b = [[_hand([3, -3], pot=1)], [_hand([1, -1], pot=3)], [_hand([5, -5], pot=2)]]
    diff = figures.paired(a, b, 2)
    assert diff["gain-seat-0"] == {"value": 1.0, "low": 1.0, "high": 1.0}
    assert diff["pot-growth"] == {"value": 0.0, "low": 0.0, "high": 0.0}


def test_a_duplicate_sitting_counts_each_rotation_once():
    # two players; the player at seat 0 wins 3, then at seat 1 loses 1
    margin, gain, others = duplicate.sitting_margin([[[3, -3]], [[1, -1]]])
    assert (gain, others) == (1.0, -1.0) and margin == 2.0


@pytest.fixture(scope="module")
def tasks(dataset):
    """A small study: greedy and strong play of two rulesets, two sittings each."""
    out = []
    for rid, n in (("bester-bube-1853", 4), ("kontraspiel-1811", 4)):
        pj = params_for(dataset, rid).to_json()
        out += plan.figure_tasks(pj, n, "greedy", "test", 3, 4)
        out += plan.figure_tasks(pj, n, "strong:6", "test", 2, 2)
    return out


@pytest.fixture(scope="module")
def here(tasks):
    return [r["records"] for r in local.run(tasks, 1)]


def test_a_study_gives_the_same_hands_on_one_core_and_on_two(tasks, here):
    assert [r["records"] for r in local.run(tasks, 2)] == here


def test_a_study_on_a_local_dask_cluster_gives_the_same_hands(tasks, here):
    from generator.study import cluster
    assert [r["records"] for r in cluster.run(tasks, "local:2")] == here


def test_the_same_seeds_deal_the_same_cards_to_two_rulesets(dataset):
    from generator.study.sessions import play_sitting
    deals = {}
    for rid in ("bester-bube-1808", "bester-bube-1853"):
        hands = play_sitting(params_for(dataset, rid), 4, "s", 0, 2, ("greedy",) * 4, lambda st, _: st.deal)
        deals[rid] = [d.hands for d in hands]
    assert deals["bester-bube-1808"] == deals["bester-bube-1853"]


def test_the_recorded_study_is_current(dataset):
    assert recorded.load(REPO), "no entry of the study is recorded"
    problems = recorded.stale(dataset)
    assert not problems, "the recorded study is out of date:\n" + "\n".join(problems)


def test_an_entry_recorded_from_other_rules_or_another_engine_is_stale(dataset, monkeypatch):
    item = next(i for i in recorded.site_plan(dataset) if i["key"] == "figures/bolachen-2015/3")
    sides = recorded.sides(dataset, item)
    settings = {"policy": recorded.POLICY, "sittings": recorded.SITTINGS, "hands": recorded.HANDS, "seed": recorded.SEED}
    good = {**settings, "digest": recorded.digest(sides, 3, *settings.values()),
            "behaviour": recorded.behaviour_digest(sides, 3)}
    entries = {item["key"]: good}
    monkeypatch.setattr(recorded, "load", lambda root: entries)
    assert recorded.stale(dataset) == []
    entries[item["key"]] = {**good, "digest": "0" * 64}
    (problem,) = recorded.stale(dataset)
    assert problem.startswith("figures/bolachen-2015/3: recorded before its rules changed")
    assert "stichwort study --record --only figures/bolachen-2015/3" in problem
    entries[item["key"]] = {**good, "behaviour": "0" * 64}
    (problem,) = recorded.stale(dataset)
    assert "before the engine's play of these rules changed" in problem
    entries[item["key"]] = {**good, "sittings": recorded.SITTINGS + 1}   # other settings: other figures
    assert len(recorded.stale(dataset)) == 1


def test_the_recorded_study_covers_every_ruleset_size_and_difference(dataset):
    keys = {item["key"] for item in recorded.site_plan(dataset)}
    assert "figures/bester-bube-1828/7" in keys and "figures/bolachen-2015/3" in keys
    assert "pair/bester-bube-1808/bester-bube-1853/3" in keys
    assert "alternative/bester-bube-1810/exchange/0/3" in keys


# ------------------------------------------------------------ Dask stays out of the site
def test_only_the_cluster_module_imports_dask():
    users = []
    for path in sorted((REPO / "generator").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if any(n.split(".")[0] in ("dask", "distributed") for n in names):
                users.append(path.relative_to(REPO).as_posix())
    assert sorted(set(users)) == ["generator/study/cluster.py"]


def test_the_sites_set_up_installs_the_lock_without_the_extra(tmp_path):
    """``make site`` installs the lock cut before the extra's pins; ``make test`` the whole lock."""
    dry = subprocess.run(["make", "-n", "site", f"VENV={tmp_path}/v"], cwd=REPO, capture_output=True, text=True,
                         check=True).stdout
    cut = next(line for line in dry.splitlines() if line.startswith("sed "))
    site_lock = subprocess.run(cut.split(" > ")[0], shell=True, cwd=REPO, capture_output=True, text=True,
                               check=True).stdout
    installs = [line for line in dry.splitlines() if "pip install" in line]
    assert installs and not any("-r requirements.lock" in line for line in installs)
    pins = [line.split("==")[0].lower() for line in site_lock.splitlines() if "==" in line and not line.startswith("#")]
    assert "mkdocs" in pins and "pytest" in pins
    assert "distributed" not in pins and "dask" not in pins
    test_dry = subprocess.run(["make", "-n", "test", f"VENV={tmp_path}/v"], cwd=REPO, capture_output=True,
                              text=True, check=True).stdout
    assert "-r requirements.lock" in test_dry
    whole = (REPO / "requirements.lock").read_text(encoding="utf-8")
    assert "distributed==" in whole
