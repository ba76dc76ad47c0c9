"""The recorded study: what the site shows of play, kept in ``cache/study.json`` by content.

The site's study is a fixed plan (``site_plan``): the figures of every playable ruleset at every
table size it allows, and the effects of each difference — two rulesets of a game at a table size
both allow, and each ruleset against itself with one recorded alternative reading — every side
played on the same seeds. Each entry is keyed by what it depends on (``digest``): the rules'
values as the engine receives them, the policy, the number of sittings and hands, the seed, and
how the engine plays these rules (``behaviour``: the transcript of two short hands, so that a
change of the engine's behaviour makes the entry stale as surely as a change of the data).
``overtaken`` names every entry the data or the engine has overtaken, each with the command that
records it anew: ``stichwort check`` reports each at its line, the tests read ``stale(ds)``. A
build never plays a hand: the pages read the file, and an entry whose digest no longer matches
is not shown.
"""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from generator.bridge import alternatives, params_for, playable
from generator.engine import player_counts
from generator.engine.registry import new_hand
from generator.study import sessions

STUDY_PATH = Path("cache") / "study.json"
#: The site's study: the strong player with a smaller budget than on the play page (the figures
#: need thousands of hands), in sittings of eight hands (a pot carries over within a sitting).
POLICY = "strong:30"
SITTINGS = 8
HANDS = 8
SEED = "stichwort"


def values_of(params) -> dict:
    """What the engine reads of a ruleset: its game, agreements and every rule's value."""
    return {"game": params.game, "agreements": sorted(params.agreements),
            "rules": {p: ref.value for p, ref in sorted(params.rules.items())}}


_BEHAVIOUR: dict = {}


def behaviour(params, players: int) -> str:
    """How the engine plays these rules: two hands of the strong player, as text (kept per rules
    and table size for the process: several entries play the same side)."""
    key = (_hash(values_of(params)), players)
    if key not in _BEHAVIOUR:
        _BEHAVIOUR[key] = _behaviour(params, players)
    return _BEHAVIOUR[key]


def _behaviour(params, players: int) -> str:
    lines = []
    for k in range(2):
        st = new_hand(params.game, params, players, k % players, rng=random.Random(f"behaviour/{k}"))
        choose = sessions.policy("strong:4", random.Random(f"behaviour/{k}/players"))
        while st.actor is not None:
            st.apply(choose(st, st.legal_actions()))
        lines += st.transcript() + [str(st.balances()), str(st.pot)]
    return "\n".join(lines)


def _hash(data) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False, default=str).encode()).hexdigest()


def digest(sides: list, players: int, policy: str, sittings: int, hands: int, seed: str) -> str:
    """The content hash of what an entry plays (``sides``: its ``Params``) and how: cheap enough
    for every build, which shows an entry only while it matches."""
    return _hash({"sides": [values_of(p) for p in sides], "players": players, "policy": policy,
                  "sittings": sittings, "hands": hands, "seed": seed})


def behaviour_digest(sides: list, players: int) -> str:
    """The hash of how the engine plays the sides (``behaviour``), which the tests check."""
    return _hash([behaviour(p, players) for p in sides])


def entry_current(ds, item: dict, entry: dict) -> bool:
    """The entry was recorded from the rules as they stand (the build's check; the behaviour is
    the tests')."""
    return entry.get("digest") == digest(sides(ds, item), item["players"], entry.get("policy"),
                                         entry.get("sittings"), entry.get("hands"), entry.get("seed"))


def site_plan(ds) -> list[dict]:
    """Every entry of the site's study, each ``{key, kind, ruleset, other | param+alternative, players}``."""
    rulesets = [r for r in sorted(ds.rulesets) if playable(ds, r)]
    plan = []
    for rid in rulesets:
        counts = player_counts(params_for(ds, rid))
        for n in counts:
            plan.append({"key": f"figures/{rid}/{n}", "kind": "figures", "ruleset": rid, "players": n})
        n = usual_players(ds, rid)
        for param, labels in sorted(alternatives(ds, rid).items()):
            for i, label in enumerate(labels):
                plan.append({"key": f"alternative/{rid}/{param}/{i}/{n}", "kind": "alternative", "ruleset": rid,
                             "param": param, "alternative": i, "label": label, "players": n})
    for i, a in enumerate(rulesets):
        for b in rulesets[i + 1:]:
            if ds.rulesets[a].game != ds.rulesets[b].game:
                continue
            common = sorted(set(player_counts(params_for(ds, a))) & set(player_counts(params_for(ds, b))))
            if common:
                n = usual_players(ds, a) if usual_players(ds, a) in common else common[0]
                plan.append({"key": f"pair/{a}/{b}/{n}", "kind": "pair", "ruleset": a, "other": b, "players": n})
    return plan


def usual_players(ds, rid: str) -> int:
    span = params_for(ds, rid).get("players") or {}
    return span.get("usual") or span.get("min")


def sides(ds, item: dict) -> list:
    """The ``Params`` an entry plays: one (figures) or two (the effect of a difference)."""
    base = params_for(ds, item["ruleset"])
    if item["kind"] == "figures":
        return [base]
    if item["kind"] == "pair":
        return [base, params_for(ds, item["other"])]
    return [base, params_for(ds, item["ruleset"], {item["param"]: item["alternative"]})]


def command(item: dict) -> str:
    """The command that records one entry anew."""
    return f"stichwort study --record --only {item['key']}"


def load(root) -> dict:
    """The recorded entries (empty if none)."""
    path = Path(root) / STUDY_PATH
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("entries", {})
    except (OSError, ValueError, AttributeError):
        return {}


def save(root, entries: dict) -> Path:
    path = Path(root) / STUDY_PATH
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"version": 1, "entries": dict(sorted(entries.items()))}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    return path


def current(ds) -> dict:
    """The recorded entries that were recorded from the rules as they stand, by key (what the
    pages show)."""
    found = load(ds.root)
    plan = {item["key"]: item for item in site_plan(ds)}
    return {key: entry for key, entry in found.items() if key in plan and entry_current(ds, plan[key], entry)}


def stale(ds) -> list[str]:
    """Every recorded entry the data or the engine has overtaken, each as ``key: why — command``;
    empty when every recorded entry is of the rules and the engine as they stand."""
    return [f"{key}: {why}" for key, why in overtaken(ds, load(ds.root))]


def overtaken(ds, entries: dict) -> list[tuple[str, str]]:
    """``(key, why — command)`` of each of ``entries`` recorded from other rules or another
    engine, or no longer part of the study (``stichwort check`` names each at its line)."""
    problems = []
    plan = site_plan(ds)
    for item in plan:
        entry = entries.get(item["key"])
        if entry is None:
            continue
        if not entry_current(ds, item, entry):
            problems.append((item["key"], f"recorded before its rules changed — run `{command(item)}`"))
        elif entry.get("behaviour") != behaviour_digest(sides(ds, item), item["players"]):
            problems.append((item["key"], "recorded before the engine's play of these rules changed — "
                                          f"run `{command(item)}`"))
    known = {item["key"] for item in plan}
    problems += [(key, "no longer part of the study — run `stichwort study --record --prune`")
                 for key in sorted(set(entries) - known)]
    return problems


def missing(ds) -> list[str]:
    """The entries of the study not recorded yet (the pages show nothing for them)."""
    entries = load(ds.root)
    return [item["key"] for item in site_plan(ds) if item["key"] not in entries]
