"""Which rules of which rulesets the examples show, and which they still should.

A rule needs an example in a ruleset when the ruleset's own file states it (an inherited rule
is shown in the ruleset that states it), the game module reads it (its contract,
``protocol.Game.parameters``), and a different value could change what happens at the table. Where no example can show a rule,
the data says why: the vocabulary for a parameter (``not_shown``), the ruleset's rule for that
ruleset (``no_example``); a rule recorded otherwise than elsewhere that plays the same needs no
pair (``same_in_play``). ``required`` and ``missing`` are what the test suite checks,
``coverage_table`` what ``check-examples --coverage`` prints.
"""
from __future__ import annotations

from generator.engine import Params
from generator.engine.registry import game, games
from generator.examples.table import NO_SUCH_RULE

def not_shown(ds, param: str) -> str | None:
    """Why no example can show ``param`` in any ruleset (the vocabulary's ``not_shown``)."""
    found = ds.vocabulary.parameters.get(param)
    return found.not_shown if found is not None else None


def params_read(params: Params) -> frozenset[str]:
    """The parameters the game module reads to play these rules (its contract, ``Game.reads``)."""
    return game(params.game).reads(params)


def required(ds, runs) -> dict[str, dict[str, str | None]]:
    """ruleset -> {param: None (an example is needed) or the reason none can be}, for every
    ruleset that examples play."""
    out: dict[str, dict] = {}
    by_ruleset: dict[str, list] = {}
    read_in_game: dict[str, set] = {}
    read_in: dict[str, set] = {}
    for run in runs:
        by_ruleset.setdefault(run.loaded.example.ruleset, []).append(run)
        found = params_read(run.loaded.params) | set(run.loaded.example.agreements)
        read_in.setdefault(run.loaded.example.ruleset, set()).update(found)
        read_in_game.setdefault(run.loaded.game, set()).update(found)
    for ruleset_id, mine in sorted(by_ruleset.items()):
        read = read_in[ruleset_id]
        own = {r.param: r for r in ds.rulesets[ruleset_id].rules}
        rows = {}
        for param, rule in own.items():
            if rule.value is None:  # not-stated or not-seen: no value to show
                continue
            # a rule the ruleset says it does not have ("none") counts where the game plays it elsewhere
            if param not in (read_in_game[mine[0].loaded.game] if rule.value == NO_SUCH_RULE else read):
                continue
            rows[param] = rule.no_example or not_shown(ds, param)
        out[ruleset_id] = rows
    return out


def covered(runs) -> dict[tuple[str, str], list[str]]:
    """(ruleset, param) -> ids of the examples under that ruleset that show the rule."""
    out: dict[tuple, list] = {}
    for run in runs:
        ruleset = run.loaded.example.ruleset
        for claim in run.loaded.claims:
            owner, param = claim.split("#", 1)
            out.setdefault((ruleset, param), []).append(run.id)
            if owner != ruleset:
                out.setdefault((owner, param), []).append(run.id)
    return out


def missing(ds, runs) -> list[tuple[str, str]]:
    """(ruleset, param) of every rule that needs an example and has none."""
    have = covered(runs)
    return [(rs, p) for rs, rows in required(ds, runs).items() for p, reason in rows.items()
            if reason is None and not have.get((rs, p))]


def coverage_table(ds, runs) -> str:
    """A plain-text table: for each ruleset with examples, each rule it states and the examples showing it."""
    have = covered(runs)
    lines = []
    for ruleset_id, rows in required(ds, runs).items():
        count = sum(1 for r in runs if r.loaded.example.ruleset == ruleset_id)
        lines.append(f"{ruleset_id} ({count} example{'s' if count != 1 else ''})")
        for param in sorted(rows):
            reason = rows[param]
            ids = have.get((ruleset_id, param), [])
            if ids:
                text = ", ".join(ids)
            elif reason:
                text = f"- (no example can show it: {reason})"
            else:
                text = "MISSING: no example shows this rule"
            lines.append(f"  {param:<22} {text}")
    return "\n".join(lines)


# ---------------------------------------------------------------- differences between rulesets and their pairs


def in_force(params, param: str):
    """The value a rule has in play (``None`` when absent, not stated, or optional and not agreed)."""
    return params.get(param) if params.in_force(param) else None


def differences(ds, runs) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(game, param) -> pairs of rulesets with examples whose records give the parameter different
    values (a rule one of them does not have counts as a value; a point one leaves open does not:
    it cannot be played). Parameters no example can show (``not_shown``) are left out."""
    by_game: dict[str, set] = {}
    for run in runs:
        by_game.setdefault(run.loaded.game, set()).add(run.loaded.example.ruleset)
    out: dict[tuple, list] = {}
    for game_id, rulesets in sorted(by_game.items()):
        ids = sorted(rulesets)
        rules = {r: ds.effective_rules(r) for r in ids}
        # Only what the game module reads can differ at the table (a rule it does not play, such as
        # an optional dealer sitting out, no pair of examples could show).
        read = set(game(game_id).parameters) if game_id in games() else set()
        params = sorted(p for p in {p for r in ids for p in rules[r]} if p in read and not not_shown(ds, p))
        for param in params:
            for i, a in enumerate(ids):
                for b in ids[i + 1:]:
                    ra, rb = rules[a].get(param), rules[b].get(param)
                    if (ra is not None and ra.value is None) or (rb is not None and rb.value is None):
                        continue
                    va = ra.value if ra is not None else None
                    vb = rb.value if rb is not None else None
                    if va != vb:
                        out.setdefault((game_id, param), []).append((a, b))
    return out


def paired_on(runs) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(game, param) -> pairs of examples whose rules in play differ on the parameter and one of
    which claims the rule (so the pair is about it, and its run shows it)."""
    by_id = {r.id: r for r in runs}
    out: dict[tuple, list] = {}
    seen = set()
    for run in runs:
        other = by_id.get(run.loaded.example.pair or "")
        if other is None or frozenset((run.id, other.id)) in seen:
            continue
        seen.add(frozenset((run.id, other.id)))
        pa, pb = run.loaded.params, other.loaded.params
        claimed = {c.split("#", 1)[1] for c in run.loaded.claims + other.loaded.claims}
        for param in (set(pa.rules) | set(pb.rules)) & claimed:
            if in_force(pa, param) != in_force(pb, param):
                out.setdefault((run.loaded.game, param), []).append((run.id, other.id))
    return out


def unpaired_differences(ds, runs) -> list[tuple[str, str, list]]:
    """(game, param, ruleset pairs) of every recorded difference that no pair of examples shows."""
    pairs = paired_on(runs)
    out = []
    for (game, param), rulesets in differences(ds, runs).items():
        unshown = [(a, b) for a, b in rulesets if not (_same_in_play(ds, a, param) or _same_in_play(ds, b, param))]
        if unshown and not pairs.get((game, param)):
            out.append((game, param, rulesets))
    return out


def _same_in_play(ds, ruleset_id: str, param: str) -> bool:
    """The ruleset's rule says it plays as the others do although recorded otherwise."""
    rule = ds.effective_rules(ruleset_id).get(param)
    return bool(rule is not None and rule.rule.same_in_play)
