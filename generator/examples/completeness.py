"""What the examples still owe the rulesets, as problems an editor can act on.

Every playable ruleset has at least two worked examples (its "How to play" page lists them),
every rule its game module plays is shown in each ruleset that states it (``coverage.missing``),
every recorded difference between two rulesets of a game is shown by a pair of examples playing
the same deal (``coverage.unpaired_differences``), each game with examples has a walk-through,
and every exemption says why. Each problem names the file and line to change, in the form of
the dataset's validation (``file:line: field: message``), and says what to do; ``stichwort
check`` prints them, and the test suite asserts there are none.
"""
from __future__ import annotations

from generator.examples.coverage import covered, missing, required, unpaired_differences
from generator.examples.problems import ExampleProblem

#: The examples a playable ruleset needs at least (its "How to play" page links them).
EXAMPLES_PER_RULESET = 2
#: The shortest reason that says why no example can show a rule.
SHORTEST_REASON = 21


def _at_rule(ds, ruleset_id: str, param: str, message: str) -> ExampleProblem:
    """A problem at the rule's line in its ruleset's file (the ruleset's own line if it has none)."""
    rs = ds.rulesets[ruleset_id]
    rule = next((r for r in rs.rules if r.param == param), None)
    where = rule.where if rule is not None else rs.where
    return ExampleProblem(where.path, where.line, f"rules[{param}]", message)


def _at_ruleset(ds, ruleset_id: str, message: str) -> ExampleProblem:
    where = ds.rulesets[ruleset_id].where
    return ExampleProblem(where.path, where.line, "id", message)


def _folder(ds, ruleset_id: str) -> str:
    return f"gamedata/{ds.game_of[('rulesets', ruleset_id)]}/examples/"


def coverage_problems(ds, runs) -> list[ExampleProblem]:
    """A rule the game plays that no example of its ruleset shows, and an exemption that does not say why."""
    out = [_at_rule(ds, rs, param, f"no example shows this rule at work; add an example to {_folder(ds, rs)} "
                                   f"that claims {rs}#{param} (demonstrates.rules), or say on the rule why none "
                                   "can (no_example)")
           for rs, param in missing(ds, runs)]
    for ruleset_id, rows in required(ds, runs).items():
        for param, reason in rows.items():
            if reason is not None and len(reason) < SHORTEST_REASON:
                out.append(_at_rule(ds, ruleset_id, param, f"the reason no example can show this rule is too short "
                                                           f"to tell a reader why ({reason!r}): say why in a sentence"))
    return out


def pair_problems(ds, runs) -> list[ExampleProblem]:
    """A recorded difference no pair of examples shows, and a pair that does not play the same deal."""
    out = []
    for game, param, pairs in unpaired_differences(ds, runs):
        first, second = pairs[0]
        others = "".join(f", {a} and {b}" for a, b in pairs[1:])
        out.append(_at_rule(ds, first, param, f"{first} and {second}{others} give this rule different values, and "
                                              "no pair of examples shows the difference: add two examples of the same "
                                              f"deal to gamedata/{game}/examples/, one under each ruleset, naming each "
                                              "other as pair, one of them claiming the rule"))
    by_id = {r.id: r for r in runs}
    for run in runs:
        other = by_id.get(run.loaded.example.pair or "")
        if other is None:
            continue
        line = run.loaded.line(("pair",))
        if other.loaded.example.pair != run.id:
            out.append(ExampleProblem(run.loaded.shown, line, "pair", f"{other.id} does not name {run.id} as its pair: "
                                                                     "a pair names each other"))
        elif run.loaded.deal.hands != other.loaded.deal.hands:
            out.append(ExampleProblem(run.loaded.shown, line, "pair", f"{other.id} plays another deal: the two "
                                                                     "examples of a pair deal the same hands"))
    return out


def ruleset_problems(ds, runs, playable) -> list[ExampleProblem]:
    """A playable ruleset with fewer than two examples, and a game with examples but no walk-through."""
    count: dict[str, int] = {}
    for run in runs:
        count[run.loaded.example.ruleset] = count.get(run.loaded.example.ruleset, 0) + 1
    out = []
    for ruleset_id in sorted(playable):
        have = count.get(ruleset_id, 0)
        if have < EXAMPLES_PER_RULESET:
            out.append(_at_ruleset(ds, ruleset_id, f"the engine plays this ruleset, and it has {have} worked "
                                                   f"example{'s' if have != 1 else ''}: its How to play page needs at "
                                                   f"least {EXAMPLES_PER_RULESET}; add them to {_folder(ds, ruleset_id)}"))
    games = {r.loaded.game for r in runs}
    walks = {r.loaded.game for r in runs if r.loaded.example.walkthrough}
    for game in sorted(games - walks):
        first = next(r for r in runs if r.loaded.game == game)
        out.append(ExampleProblem(first.loaded.shown, 1, "walkthrough", f"no example of {game} is a walk-through: "
                                                                       "make one whole hand a walk-through "
                                                                       "(walkthrough: true, a note at every step)"))
    return out


def problems(ds, runs, playable) -> list[ExampleProblem]:
    """Everything the examples still owe the rulesets (``playable``: the ids of the rulesets the engine plays)."""
    return sorted(set(coverage_problems(ds, runs) + pair_problems(ds, runs) + ruleset_problems(ds, runs, playable)))


__all__ = ["EXAMPLES_PER_RULESET", "covered", "coverage_problems", "pair_problems", "problems", "ruleset_problems"]
