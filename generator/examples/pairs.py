"""Pairs of examples: the same deal at the same table under two rulesets (or readings).

A pair named by an example but not among the files loaded is read from beside the example or
from its game's folder, with the ``load`` function the caller gives (``load.py`` passes its own:
this module does not import it back).
"""
from __future__ import annotations

from pathlib import Path

from generator.examples.problems import ExampleProblem


def check_pairs(loaded: list, root: Path, load) -> list[ExampleProblem]:
    """A pair is mutual, at the same table with the same dealer, under another ruleset or
    reading, and deals the same cards (or says how the deal differs in ``pair_note``).
    ``load(path)`` reads and checks an example file that was not loaded (its valid examples)."""
    by_id = {ex.id: ex for ex in loaded}
    problems = []
    for ex in loaded:
        pair_id = ex.example.pair
        if pair_id is None:
            continue
        other = by_id.get(pair_id)
        if other is None:
            other = find_pair(ex, pair_id, root, load)
        if other is None:
            problems.append(ex.problem(("pair",), f"no example {pair_id!r} (looked beside this file and in "
                                                  f"gamedata/{ex.game}/examples/)"))
            continue
        if other.example.pair != ex.id:
            problems.append(ex.problem(("pair",), f"{pair_id} does not name {ex.id} as its pair; a pair is mutual"))
            continue
        if other.game != ex.game:
            problems.append(ex.problem(("pair",), f"{pair_id} is an example of another game ({other.game})"))
        if other.names != ex.names or other.example.dealer != ex.example.dealer:
            problems.append(ex.problem(("pair",), f"{pair_id} seats other players or another dealer; a pair plays "
                                                  "the same deal at the same table"))
        if other.example.ruleset == ex.example.ruleset and other.readings == ex.readings and \
                other.example.agreements == ex.example.agreements:
            problems.append(ex.problem(("pair",), f"{pair_id} plays the same ruleset with the same readings"))
        mine = {k: sorted(v.split()) for k, v in ex.example.deal.hands.items()}
        theirs = {k: sorted(v.split()) for k, v in other.example.deal.hands.items()}
        same = mine == theirs and (ex.example.deal.turned or "") == (other.example.deal.turned or "")
        if not same and not (ex.example.pair_note or other.example.pair_note):
            problems.append(ex.problem(("deal",), f"the deal differs from that of its pair {pair_id}; deal the same "
                                                  "cards, or say how and why they differ in `pair_note`"))
    return problems


def find_pair(ex, pair_id: str, root: Path, load):
    """The pair's example, read from beside this file or from its game's folder (``None`` if absent
    or invalid): the file named by its id first, then any file of several examples that holds it."""
    folders = [ex.path.parent, Path(root) / "gamedata" / ex.game / "examples"]
    candidates = [folder / f"{pair_id}.yaml" for folder in folders]
    candidates += [path for folder in folders if folder.is_dir() for path in sorted(folder.glob("*.yaml"))]
    tried = set()
    for path in candidates:
        if path.exists() and path.resolve() not in tried:
            tried.add(path.resolve())
            for found in load(path):
                if found.id == pair_id:
                    return found
    return None
