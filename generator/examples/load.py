"""Reading example files and checking them against the dataset and the ruleset's pack.

``load_examples(paths, ds)`` reads each file, validates it against the records of
``model.py`` and then checks what a schema cannot: the ruleset exists and (with the example's
readings) is playable, every card exists in its pack and is dealt once, every player named is
at the table, every action is in the engine's grammar, every rule id names a rule of that
ruleset, the citation is a source of the rules claimed, and a pair is mutual. Each problem
names file, line and field; all problems of all files are collected before anything runs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from generator.examples import table
from generator.examples.problems import ExampleProblem, display_path
from generator.model import yamlfile
from generator.model.examples import Example, Override
from generator.model.loader import attach, describe, dotted
from generator.model.vocabulary import NO_SUCH_RULE, load_vocabulary

#: Where the shipped examples live.
EXAMPLES_GLOB = "gamedata/*/examples/*.yaml"

#: Verbs that commit a player to the deal or answer a question, for the grammar hint.
GRAMMAR_HINT = "e.g. 'play', 'pass', 'keep', 'exchange 7H 8C', 'take-turn-up 9D', 'play JS', 'face-down 7C'"


def default_paths(root: Path) -> list[Path]:
    """Every shipped example file, sorted."""
    return sorted(Path(root).glob(EXAMPLES_GLOB))


@dataclass
class LoadedExample:
    """A valid example with everything needed to run it."""

    path: Path
    #: The path as reports show it (relative to the repository when inside it).
    shown: str
    tree: object
    example: Example
    game: str
    params: object
    rules: object
    pack: object
    names: list[str]
    dealer: int
    deal: table.DealCodes
    session: object
    suits: str
    #: Claimed rules as the rule ids the engine uses (``<owner ruleset>#<param>``), in file order.
    claims: list[str] = field(default_factory=list)
    #: Index in ``demonstrates.rules`` of each claim.
    claim_index: dict = field(default_factory=dict)
    #: Readings played instead of the records: param -> ("alternative", label) | ("value", v) | ("drop", None).
    readings: dict = field(default_factory=dict)
    #: The rule id each rule reference in the file resolves to, by its location.
    rule_ids: dict = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.example.id

    def seat(self, name: str) -> int:
        return self.names.index(name)

    def line(self, loc: tuple) -> int:
        return yamlfile.line_of(self.tree, loc)

    def problem(self, loc: tuple, message: str) -> ExampleProblem:
        return ExampleProblem(self.shown, self.line(loc), dotted(loc), message)

    def rule_of(self, loc: tuple) -> str | None:
        return self.rule_ids.get(loc)


class _Checker:
    """Collects the problems of one file, each at its line."""

    def __init__(self, shown: str, tree):
        self.shown, self.tree = shown, tree
        self.problems: list[ExampleProblem] = []

    def add(self, loc: tuple, message: str) -> None:
        self.problems.append(ExampleProblem(self.shown, yamlfile.line_of(self.tree, loc), dotted(loc), message))


# ---------------------------------------------------------------- reading


def read_example(path: Path, root: Path | None) -> tuple[Example | None, object, list[ExampleProblem]]:
    """Parse and validate the records of one file (no dataset checks)."""
    shown = display_path(path, root)
    try:
        tree = yamlfile.load_file(path)
    except yamlfile.YamlSyntaxError as exc:
        return None, None, [ExampleProblem(shown, exc.line, "", str(exc))]
    except (OSError, UnicodeDecodeError) as exc:
        return None, None, [ExampleProblem(shown, 0, "", f"cannot read the file: {exc}")]
    if not isinstance(tree, dict):
        return None, tree, [ExampleProblem(shown, getattr(tree, "line", 1), "",
                                           "an example file is a mapping of fields (id, title, ruleset, players, ...)")]
    try:
        example = Example.model_validate(tree)
    except ValidationError as exc:
        out = []
        for error in exc.errors():
            loc = _clean_loc(tree, tuple(error["loc"]))
            out.append(ExampleProblem(shown, yamlfile.line_of(tree, loc), dotted(loc), describe(error, Example)))
        return None, tree, out
    attach(example, shown, tree)
    if example.id != path.stem:
        return None, tree, [ExampleProblem(shown, yamlfile.line_of(tree, ("id",)), "id",
                                           f"id {example.id!r} must equal the file name {path.stem!r}")]
    return example, tree, []


def _clean_loc(tree, loc: tuple) -> tuple:
    """Drop the union-member tags pydantic puts into a location (``int``, ``function-before[...]``)."""
    out, node = [], tree
    for part in loc:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        elif isinstance(part, str) and ("[" in part or part in ("int", "str", "constrained-str", "bool")):
            continue
        else:
            node = None
        out.append(part)
    return tuple(out)


def load_examples(paths, ds, root: Path | None = None) -> tuple[list[LoadedExample], list[ExampleProblem]]:
    """Read and check example files against the dataset ``ds``; invalid files are left out."""
    root = Path(root if root is not None else ds.root)
    loaded, problems = [], []
    seen: dict[str, str] = {}
    for path in paths:
        path = Path(path)
        example, tree, found = read_example(path, root)
        problems += found
        if example is None:
            continue
        shown = display_path(path, root)
        if example.id in seen:
            problems.append(ExampleProblem(shown, yamlfile.line_of(tree, ("id",)), "id",
                                           f"duplicate example id {example.id!r}; first in {seen[example.id]}"))
            continue
        seen[example.id] = shown
        result, found = check_example(path, shown, tree, example, ds, root)
        problems += found
        if result is not None:
            loaded.append(result)
    problems += check_pairs(loaded, ds, root)
    return loaded, problems


# ---------------------------------------------------------------- one file against the dataset


def check_example(path: Path, shown: str, tree, example: Example, ds, root: Path):
    """Dataset and pack checks of one parsed example; ``(LoadedExample | None, problems)``."""
    c = _Checker(shown, tree)
    vocab = load_vocabulary()
    if example.ruleset not in ds.rulesets:
        import difflib
        close = difflib.get_close_matches(example.ruleset, list(ds.rulesets), n=3)
        hint = f" (did you mean {', '.join(repr(x) for x in close)}?)" if close else ""
        c.add(("ruleset",), f"unknown ruleset {example.ruleset!r}{hint}")
        return None, c.problems
    ruleset = ds.rulesets[example.ruleset]
    game = ruleset.game
    folder = path.resolve().parent
    if folder.name == "examples" and folder.parent.parent.name == "gamedata" and folder.parent.name != game:
        c.add(("ruleset",), f"{example.ruleset} is a ruleset of {game}; the example belongs in gamedata/{game}/examples/")
    effective = ds.effective_rules(example.ruleset)

    # readings: alternatives, what-if values, dropped rules, agreements
    alternatives, values, drops, readings = {}, {}, [], {}
    for param, choice in example.overrides.items():
        loc = ("overrides", param)
        if isinstance(choice, dict):
            try:
                choice = Override.model_validate(choice)
            except ValidationError as exc:
                for error in exc.errors():
                    sub = _clean_loc(choice, tuple(error["loc"]))
                    c.add(loc + sub, describe(error, Override))
                continue
        elif not isinstance(choice, str):
            c.add(loc, "an override is the label of a recorded alternative (text), or "
                       "{value: ..., note: ...} for a reading the data does not record, or {drop: true, note: ...}")
            continue
        if param not in vocab.parameters:
            c.add(loc, f"unknown parameter {param!r}; the vocabulary is generator/model/vocabulary.yaml")
            continue
        rule = effective.get(param)
        if isinstance(choice, str):
            if rule is None:
                c.add(loc, f"{example.ruleset} has no rule {param!r}, so it has no alternative readings to choose")
                continue
            labels = [a.label for a in rule.alternatives]
            match = next((label for label in labels if label.casefold() == choice.casefold()), None)
            if match is None:
                known = "; ".join(repr(label) for label in labels) or "none recorded"
                c.add(loc, f"{rule.rule_id} has no alternative {choice!r} (alternatives: {known}); "
                           "for a reading the data does not record write {value: ..., note: ...}")
                continue
            alternatives[param] = match
            readings[param] = ("alternative", match)
        elif choice.drop:
            if rule is None:
                c.add(loc, f"{example.ruleset} has no rule {param!r} to drop")
                continue
            drops.append(param)
            readings[param] = ("drop", None)
        else:
            errors = vocab.value_errors(param, choice.value)
            for sub, message in errors:
                c.add(loc + ("value",) + tuple(sub), f"{param}: {message}")
            if errors:
                continue
            if choice.value == NO_SUCH_RULE:  # the value "none": play without the rule
                if rule is not None:
                    drops.append(param)
                readings[param] = ("drop", None)
                continue
            values[param] = choice.value
            readings[param] = ("value", choice.value)
    agreements = []
    for i, param in enumerate(example.agreements):
        rule = effective.get(param)
        value = rule.value if rule else None
        if param in readings and readings[param][0] == "value":
            value = readings[param][1]
        if rule is None and param not in values:
            c.add(("agreements", i), f"{example.ruleset} has no rule {param!r} to agree on")
        elif not (isinstance(value, dict) and value.get("optional") is True):
            c.add(("agreements", i), f"{param} is not an optional rule (its value has no `optional: true`); it is in force anyway")
        else:
            agreements.append(param)

    # players and dealer
    names = list(example.players)
    if example.dealer not in names:
        c.add(("dealer",), f"the dealer {example.dealer!r} is not one of the players ({', '.join(names)})")

    if c.problems:
        return None, c.problems
    try:
        params = table.build_params(ds, example.ruleset, alternatives, values, drops, agreements)
        rules = table.compile_for(params, len(names))
    except table.NotPlayable as exc:
        missing = ", ".join(exc.missing)
        hint = (f"; the records leave {missing} open: choose a reading under `overrides` "
                "(a recorded alternative's label, or {value: ..., note: ...})") if exc.missing else ""
        c.add(("ruleset",), f"cannot be played with {len(names)} players: {exc}{hint}")
        return None, c.problems
    except (KeyError, ValueError) as exc:
        c.add(("overrides",), str(exc).strip("'\""))
        return None, c.problems
    pack = rules.pack
    suits = pack.system

    # the deal
    deal = _check_deal(c, example, names, params, rules, pack)

    # session
    for i, who in enumerate(example.session.bound):
        if who not in names:
            c.add(("session", "bound", i), f"{who!r} is not a player of this example ({', '.join(names)})")
    session = table.session_of(example.session.first_deal, _amount(example.session.pot), example.session.bete_streak,
                               example.session.bete_in_pot, example.session.last_forced,
                               [names.index(w) for w in example.session.bound if w in names])

    loaded = LoadedExample(path, shown, tree, example, game, params, rules, pack, names, names.index(example.dealer)
                           if example.dealer in names else 0, deal, session, suits, readings=readings)

    def rule_id(loc, text, what="rule"):
        rid = _resolve_rule(c, loc, text, example.ruleset, effective, readings, ds, vocab, what)
        if rid is not None:
            loaded.rule_ids[loc] = rid
        return rid

    def name(loc, text, pot_ok=False):
        if pot_ok and text == "pot":
            return
        if text not in names:
            c.add(loc, f"{text!r} is not a player of this example ({', '.join(names)}{', or pot' if pot_ok else ''})")

    def action(loc, text):
        try:
            act = table.parse_action(text)
        except ValueError as exc:
            c.add(loc, f"{exc}; the grammar: {GRAMMAR_HINT}")
            return
        kind = table.argument_kind(act.verb)
        for code in act.cards:
            if kind == "suit" and code not in pack.suits:
                c.add(loc, f"{code!r} is not a suit of this pack (suits: {' '.join(pack.suits)})")
            elif kind == "cards":
                try:
                    pack.parse(code)
                except ValueError as exc:
                    c.add(loc, f"{exc}")

    # steps
    for i, step in enumerate(example.steps):
        base = ("steps", i)
        if step.player is not None:
            name(base + ("player",), step.player)
        if step.action is not None:
            action(base + ("action",), step.action)
        if step.illegal is not None:
            action(base + ("illegal",), step.illegal)
            rule_id(base + ("rule",), step.rule)
        if step.expect is not None:
            _check_expect(c, base + ("expect",), step.expect, names, pack, name, action)
        if example.walkthrough and step.kind == "action" and not step.note:
            c.add(base, "a walk-through has a note at every step: say what happens and why")
    if not any(s.kind != "expect" for s in example.steps) and not example.result.ledger:
        pass
    # result
    res = example.result
    for key in ("tricks",):
        for who in (getattr(res, key) or {}):
            name(("result", key, who), who)
    for i, who in enumerate(res.bete or []):
        name(("result", "bete", i), who)
    for i, pay in enumerate(res.ledger):
        name(("result", "ledger", i, "from"), pay.payer, pot_ok=True)
        name(("result", "ledger", i, "to"), pay.to, pot_ok=True)
        if pay.payer == pay.to:
            c.add(("result", "ledger", i), "a payment goes from one account to another")
        if not _amount(pay.amount):
            c.add(("result", "ledger", i, "amount"), "a payment is more than 0 (leave out payments of nothing)")
        if pay.rule is not None:
            rule_id(("result", "ledger", i, "rule"), pay.rule)

    # what the example demonstrates, and where the source says it
    claimed_sources = set()
    for i, text in enumerate(example.demonstrates.rules):
        loc = ("demonstrates", "rules", i)
        if "#" not in text:
            c.add(loc, f"name the rule as <ruleset>#<param>, e.g. {example.ruleset}#{text}")
            continue
        rid = rule_id(loc, text, "claimed rule")
        if rid is None:
            continue
        param = rid.split("#", 1)[1]
        reading = readings.get(param)
        if reading and reading[0] in ("value", "drop"):
            c.add(loc, f"{param} is played here with a reading the data does not record (overrides); "
                       "an example cannot demonstrate a rule it replaces")
            continue
        if rid in loaded.claims:
            c.add(loc, f"{text} is claimed twice")
            continue
        loaded.claims.append(rid)
        loaded.claim_index[rid] = i
        rule = effective.get(param)
        if rule is not None:
            for cite in rule.cite:
                claimed_sources.update(s for s in (cite.source, cite.cited_in) if s)
            if reading and reading[0] == "alternative":
                for alt in rule.alternatives:
                    if alt.label == reading[1]:
                        for cite in alt.cite or []:
                            claimed_sources.update(s for s in (cite.source, cite.cited_in) if s)
    for i, cite in enumerate(example.demonstrates.cite):
        loc = ("demonstrates", "cite", i)
        for key in ("source", "cited_in"):
            value = getattr(cite, key)
            if value is not None and value not in ds.sources:
                c.add(loc + (key,), f"unknown source id {value!r} (a file in sources/)")
        if claimed_sources and cite.source in ds.sources and cite.source not in claimed_sources:
            c.add(loc + ("source",), f"{cite.source} is not a source of the rules claimed "
                                     f"({', '.join(sorted(claimed_sources))}); cite the passage they come from")
    if c.problems:
        return None, c.problems
    return loaded, []


def _amount(value):
    from fractions import Fraction
    if isinstance(value, str):
        f = Fraction(value)
        return int(f) if f.denominator == 1 else f
    return value


def parse_amount(value):
    """An amount as written (``5``, ``"7/5"``) as an exact number."""
    return _amount(value)


def _resolve_rule(c: _Checker, loc, text: str, ruleset_id: str, effective: dict, readings: dict, ds, vocab,
                  what: str) -> str | None:
    """The engine rule id (``<owner>#<param>``) a reference names, or None (problem added)."""
    text = text.strip()
    if "#" in text:
        rs, param = text.split("#", 1)
    else:
        rs, param = ruleset_id, text
    if rs not in ds.rulesets:
        c.add(loc, f"unknown rule id {text!r}: there is no ruleset {rs!r}")
        return None
    if param not in vocab.parameters:
        c.add(loc, f"unknown rule id {text!r}: {param!r} is not a parameter of the vocabulary")
        return None
    lineage = [r.id for r in ds.lineage(ruleset_id)]
    if rs not in lineage:
        c.add(loc, f"{text} is not a rule of {ruleset_id} (the example's ruleset); name {ruleset_id}#{param}")
        return None
    rule = effective.get(param)
    if rule is None:
        if readings.get(param, ("",))[0] == "value":
            return f"{ruleset_id}#{param}"
        c.add(loc, f"{ruleset_id} has no rule {param!r} (its rules: {', '.join(sorted(effective))})")
        return None
    if rs != ruleset_id and rs != rule.owner:
        c.add(loc, f"{text} is not the rule in force: {ruleset_id} takes {param} from {rule.owner}; name {rule.rule_id}")
        return None
    if readings.get(param, ("",))[0] == "drop":
        c.add(loc, f"{param} is dropped by this example's overrides")
        return None
    return rule.rule_id


def _check_deal(c: _Checker, example: Example, names, params, rules, pack) -> table.DealCodes | None:
    d = example.deal
    hand_size = getattr(rules, "hand_size", None) or params.get("hand-size")
    seen: dict[str, tuple] = {}

    def cards(loc, text) -> list[str]:
        out = []
        for code in text.split():
            try:
                pack.parse(code)
            except ValueError as exc:
                c.add(loc, str(exc))
                continue
            code = pack.codes[pack.parse(code)]
            if code in seen:
                c.add(loc, f"card {code} is dealt twice (also at {dotted(seen[code])}, line "
                           f"{yamlfile.line_of(c.tree, seen[code])})")
                continue
            seen[code] = loc
            out.append(code)
        return out

    parsed = {}
    for who, text in d.hands.items():  # in file order, so that a card dealt twice is reported where it recurs
        if who not in names:
            c.add(("deal", "hands", who), f"{who!r} is not a player of this example ({', '.join(names)})")
            continue
        parsed[who] = cards(("deal", "hands", who), text)
        if hand_size and len(parsed[who]) > hand_size:
            c.add(("deal", "hands", who), f"{who} holds {len(parsed[who])} cards; a hand has {hand_size}")
    hands = [parsed.get(who, []) for who in names]
    turned = cards(("deal", "turned"), d.turned) if d.turned else []
    if len(turned) > 1:
        c.add(("deal", "turned"), "one card is turned up")
    talon = cards(("deal", "talon"), d.talon)
    aside = cards(("deal", "aside"), d.aside)
    packets = (params.get("deal-packets") or {}).get("packets") or []
    aside_size = sum(p.get("talon", 0) for p in packets if isinstance(p, dict))
    turn_up = params.get("turn-up") is not None
    if turned and not turn_up:
        c.add(("deal", "turned"), "this ruleset turns no card up")
    if len(aside) > aside_size:
        c.add(("deal", "aside"), f"this ruleset lays {aside_size} cards aside")
    total = len(names) * (hand_size or 0) + (1 if turn_up else 0) + aside_size
    if hand_size and total > pack.size:
        c.add(("players",), f"{len(names)} hands of {hand_size} need more than the {pack.size} cards of the pack")
    if c.problems:
        return None
    return table.fill_deal(pack, hand_size, len(names), hands, turned[0] if turned else None, talon, aside,
                           aside_size, turn_up, d.fill_seed)


def _check_expect(c: _Checker, loc, expect, names, pack, name, action) -> None:
    for key in ("to_act", "trick_winner", "declarer"):
        value = getattr(expect, key)
        if value is not None:
            name(loc + (key,), value)
    for key in ("legal", "legal_includes"):
        value = getattr(expect, key)
        if value is None:
            continue
        if len(value) != 1:
            c.add(loc + (key,), "name one player: the one to act (e.g. {Ben: [play JD, play 9D]})")
        for who, actions in value.items():
            name(loc + (key, who), who)
            for i, text in enumerate(actions):
                action(loc + (key, who, i), text)
    for key in ("tricks", "hand"):
        for who, value in (getattr(expect, key) or {}).items():
            name(loc + (key, who), who)
            if key == "hand":
                for code in value.split():
                    try:
                        pack.parse(code)
                    except ValueError as exc:
                        c.add(loc + (key, who), str(exc))
    for i, who in enumerate(expect.active or []):
        name(loc + ("active", i), who)
    if expect.trump is not None and expect.trump != "none" and expect.trump not in pack.suits:
        c.add(loc + ("trump",), f"{expect.trump!r} is not a suit of this pack (suits: {' '.join(pack.suits)}, or none)")


# ---------------------------------------------------------------- pairs


def check_pairs(loaded: list[LoadedExample], ds, root: Path) -> list[ExampleProblem]:
    """A pair is mutual, at the same table with the same dealer, under another ruleset or
    reading, and deals the same cards (or says how the deal differs in ``pair_note``)."""
    by_id = {ex.id: ex for ex in loaded}
    problems = []
    for ex in loaded:
        pair_id = ex.example.pair
        if pair_id is None:
            continue
        other = by_id.get(pair_id)
        if other is None:
            other = _find_pair(ex, pair_id, ds, root)
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


def _find_pair(ex: LoadedExample, pair_id: str, ds, root: Path) -> LoadedExample | None:
    for folder in (ex.path.parent, Path(root) / "gamedata" / ex.game / "examples"):
        path = folder / f"{pair_id}.yaml"
        if path.exists():
            example, tree, problems = read_example(path, root)
            if example is None:
                return None
            found, _ = check_example(path, display_path(path, root), tree, example, ds, root)
            return found
    return None
