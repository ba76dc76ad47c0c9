"""The engine benchmark in-process: ``python -m benchmarks bench``."""
import json

from benchmarks.__main__ import main


def run_json(capsys, *argv):
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_bench_reports_rates_beside_the_naive_loop(capsys):
    """A tiny bench run gives validated and fast rates and their ratio to the naive loop."""
    code, report = run_json(capsys, "bench", "--ruleset", "bester-bube-1853", "--hands", "30", "--repeat", "1",
                            "--json")
    assert code == 0 and report["naive_1853_hands_per_second"] > 0
    (row,) = report["rulesets"]
    assert row["validated"] > 0 and row["fast"] > 0 and row["target_validated"] == 15000


def test_bench_reports_the_new_games_beside_their_naive_loops(capsys):
    """Kontraspiel at four players, Bolachen at three, each against its own naive loop."""
    code, report = run_json(capsys, "bench", "--ruleset", "kontraspiel-1811", "--ruleset", "bolachen-2015",
                            "--hands", "20", "--repeat", "1", "--json")
    rows = {r["ruleset"]: r for r in report["rulesets"]}
    assert rows["kontraspiel-1811"]["players"] == 4 and rows["kontraspiel-1811"]["target_validated"] == 12000
    assert rows["bolachen-2015"]["players"] == 3 and rows["bolachen-2015"]["target_validated"] == 8000
    assert rows["bolachen-2015"]["validated_vs_naive"] > 0 and report["naive_1853_hands_per_second"] > 0


def test_bench_only_runs_the_loops_asked_for(capsys):
    """``--only`` runs one kind of loop (to count its instructions under callgrind) and prints its rate."""
    assert main(["bench", "--ruleset", "bester-bube-1853", "--only", "validated", "--hands", "5", "--repeat", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 and lines[0].startswith("bester-bube-1853 validated: ") and lines[0].endswith(" hands/s")
    assert main(["bench", "--ruleset", "kontraspiel-1811", "--only", "naive", "--hands", "5", "--repeat", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["naive kontraspiel 4"]
