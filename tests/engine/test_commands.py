"""The engine commands in-process: rulesets, simulate (with --check and its reproduction).

``bench`` is a measurement command of ``benchmarks/`` (tests/quality/test_bench.py)."""
import json

import pytest

from generator.__main__ import main


def run_json(capsys, *argv):
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_rulesets_says_which_are_playable_and_why_not(capsys):
    """1853 is playable with 3-6 players; the Hildesheim ordinance is a fragment without a pack."""
    code, rows = run_json(capsys, "rulesets", "--json")
    by_id = {r["id"]: r for r in rows}
    assert code == 0
    assert by_id["bester-bube-1853"]["playable"] and by_id["bester-bube-1853"]["playable_with"] == [3, 4, 5, 6]
    hildesheim = by_id["bester-bube-1777-hildesheim"]
    assert not hildesheim["playable"] and "pack" in hildesheim["reason"]


def test_simulate_with_check_reports_statistics(capsys):
    """200 checked hands of 1853 give statistics per seat and a rate."""
    code, stats = run_json(capsys, "simulate", "--ruleset", "bester-bube-1853", "--hands", "200",
                           "--players", "4", "--check", "--json")
    assert code == 0 and stats["checked"] and stats["hands"] == 200
    assert len(stats["tricks_by_seat"]) == 4 and 0 <= stats["bete_rate"] <= 1


def test_simulate_greedy_players(capsys):
    """The greedy policy runs too."""
    code, stats = run_json(capsys, "simulate", "--ruleset", "bester-bube-1853", "--hands", "100",
                           "--policy", "greedy", "--json")
    assert code == 0 and stats["policy"] == "greedy"


def test_a_failed_check_prints_a_reproducible_hand(capsys, monkeypatch):
    """When an invariant breaks, simulate exits 1 with the deal and actions, and replay
    plays the same hand again."""
    from generator.engine import simulation
    from generator.engine.invariants import InvariantViolation
    calls = {"n": 0}

    def broken(st):
        calls["n"] += 1
        if calls["n"] == 30:
            raise InvariantViolation("planted for the test")
    monkeypatch.setattr(simulation, "check_invariants", broken)
    code = main(["simulate", "--ruleset", "bester-bube-1853", "--hands", "50", "--check"])
    out = capsys.readouterr()
    assert code == 1 and "CHECK FAILED" in out.err and "planted for the test" in out.err
    reproduce = json.loads(out.out)
    assert reproduce["ruleset"] == "bester-bube-1853" and reproduce["actions"]
    from generator.bridge import params_for
    from generator.model import load_dataset
    from pathlib import Path
    ds = load_dataset(Path(__file__).resolve().parents[2])
    st = simulation.replay(params_for(ds, "bester-bube-1853"), reproduce)
    assert st.transcript() == [f"{a['player']}: {a['action']}" for a in reproduce["actions"]]


def test_simulate_an_unplayable_ruleset_exits_2(capsys):
    """A fragment cannot be simulated; the reason is printed."""
    assert main(["simulate", "--ruleset", "bester-bube-1777-hildesheim", "--hands", "1", "--players", "4"]) == 2
    assert "not playable" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--set", "all-pass={\"outcome\": \"redeal\"}"], ["--alt", "all-pass=0"]])
def test_simulate_tries_other_readings(capsys, argv):
    """--set and --alt change a rule for the run."""
    code, stats = run_json(capsys, "simulate", "--ruleset", "bester-bube-1853", "--hands", "50", "--json", *argv)
    assert code == 0


def test_rulesets_lists_kontraspiel_and_bolachen(capsys):
    """The Kontraspiel and Bolachen rulesets the engine plays are playable; the fragments are not, and say why."""
    code, rows = run_json(capsys, "rulesets", "--json")
    by_id = {r["id"]: r for r in rows}
    for rs in ("kontraspiel-1811", "kontraspiel-1811-wenzel-variation", "kontraspiel-1773-reconstruction"):
        assert by_id[rs]["playable_with"] == [4]
    assert by_id["bolachen-2015"]["playable_with"] == [3]
    for rs in ("kontraspiel-1773", "kontraspiel-thalberg-draft", "bolachen-de-wikipedia"):
        assert not by_id[rs]["playable"] and "no value for" in by_id[rs]["reason"]


@pytest.mark.parametrize("ruleset,keys", [
    ("kontraspiel-1811", ["soloist_rate_by_seat", "contra_rate", "recontra_rate", "soloist_win_rate",
                          "soloist_mean_result", "base_value_at_cap"]),
    ("bolachen-2015", ["contract_mix", "declarer_success", "mean_soft_score_by_seat", "mean_hard_score_by_seat"]),
])
def test_simulate_reports_the_games_own_figures(capsys, ruleset, keys):
    """Checked greedy hands of Kontraspiel and Bolachen give the figures of each game (the soloist's or declarer's success, announcements, early ends)."""
    code, stats = run_json(capsys, "simulate", "--ruleset", ruleset, "--hands", "150", "--policy", "greedy",
                           "--check", "--json")
    assert code == 0 and all(k in stats for k in keys)
    main(["simulate", "--ruleset", ruleset, "--hands", "20"])
    assert "hands per second" in capsys.readouterr().out
