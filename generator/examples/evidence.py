"""Does the run show the rules an example claims? Every claim needs evidence from the run.

An example's ``demonstrates`` names rule records. A claim stands only if the run exercised
that rule in a way a reader can see:

- **refused** — an ``illegal`` step was refused by the engine naming exactly that rule;
- **paid** — a payment of the ledger was made under that rule (the ante, a trick payout, a
  bête, a sweep, a Lanterlui);
- **depends** — the same deal and steps, run again with the rule read otherwise, do not come
  out as written: a step is refused, a checkpoint or an expectation fails, or a written card
  does not exist. The other readings tried are the rule's recorded alternatives, the values
  the game's other rulesets record for the parameter, the rule left out, an optional rule not
  agreed, and small changes of the value (a yes/no flipped, an exception removed).

A claim with none of these is an error: the example says it shows a rule its steps never put
to work. The evidence is kept in the transcript, and the page says how each claim was shown.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from generator.engine import NotPlayable, RuleRef, compile_rules
from generator.examples.run import run_example
from generator.examples.transcript import fmt_amount
from generator.examples.table import NO_SUCH_RULE


@dataclass
class Evidence:
    """How the run shows one claimed rule."""

    rule_id: str
    #: refused | paid | depends
    kind: str
    #: A sentence for the page (plain text; the page escapes it).
    text: str
    #: Index of the step that shows it, if one does.
    step: int | None = None
    #: For ``depends``: the other reading and the first difference it makes.
    reading: str | None = None
    difference: str | None = None


def prove_claims(loaded, transcript, ds) -> list:
    """Fill ``transcript.evidence``; return problems for claims the run does not show."""
    problems = []
    for rule_id in loaded.claims:
        i = loaded.claim_index[rule_id]
        found = _direct(loaded, transcript, rule_id) or _counterfactual(loaded, rule_id, ds)
        if isinstance(found, Evidence):
            transcript.evidence[rule_id] = found
        else:
            same, unplayable = found or ([], [])
            tried_text = ("; under " + "; ".join(same) + " it comes out exactly as written") if same else \
                "; and there is no other reading of it to compare with"
            if unplayable:
                tried_text += (" (" + "; ".join(unplayable) + ": could not be compared — not playable with this "
                               "ruleset, or the rules it must bring along change the example by themselves)")
            problems.append(loaded.problem(
                ("demonstrates", "rules", i),
                f"the steps never exercise {rule_id}: no step is refused by it, no payment is made under it{tried_text}. "
                "Add an `illegal` step it forbids or a checkpoint that depends on it, or remove the claim"))
    return problems


def _direct(loaded, tr, rule_id) -> Evidence | None:
    for rec in tr.steps:
        if rec.kind == "illegal" and rec.refusal and rec.refusal[1] == rule_id:
            return Evidence(rule_id, "refused", f"Step {rec.index + 1}: {tr.names[rec.player]}'s {rec.text} is "
                                                f"refused under this rule.", rec.index)
    for e in tr.ledger:
        if e.rule_id == rule_id:
            amount = fmt_amount(e.amount)
            text = (f"{tr.name(e.payer)} pays {amount} into the pot ({e.reason})" if e.payee == "pot" else
                    f"The pot pays {tr.name(e.payee)} {amount} ({e.reason})" if e.payer == "pot" else
                    f"{tr.name(e.payer)} pays {tr.name(e.payee)} {amount} ({e.reason})")
            return Evidence(rule_id, "paid", text + " under this rule.")
    return None


def _counterfactual(loaded, rule_id: str, ds):
    """Evidence from running under another reading, or the list of readings tried."""
    param = rule_id.split("#", 1)[1]
    same, unplayable = [], []
    for label, single, combined, companions in contrasts(loaded, param, ds):
        outcome = _outcome(loaded, single)
        if outcome == "unplayable" and combined is not None:
            # the other reading needs its companion rules; they must not change the example by themselves
            outcome = _outcome(loaded, combined) if _outcome(loaded, companions) == "same" else "unplayable"
        else:
            label = label.split(" with its ")[0]
        if outcome == "unplayable":
            unplayable.append(label)
            continue
        if outcome == "deal":
            return Evidence(rule_id, "depends", f"Under {label}, the deal could not be played: it holds cards "
                                                "that pack does not have.", None, label,
                            "the deal holds cards that pack does not have")
        if outcome == "same":
            same.append(label)
        else:
            run = outcome
            first = run.failures[0]
            text = first.message.split("\n")[0]
            step = _step_of(first.field)
            where = f" from step {step + 1}" if step is not None else ""
            return Evidence(rule_id, "depends", f"Under {label}, the example would not come out as written{where}.",
                            step, label, text)
    return same, unplayable


def _outcome(loaded, params):
    """``"same"``, ``"unplayable"``, ``"deal"`` (written cards missing from the pack) or the failing run."""
    try:
        deal = loaded.deal
        other_pack = compile_rules(params, len(loaded.names)).pack
        if other_pack.codes != loaded.pack.codes:
            deal = loaded.deal.for_pack(other_pack)
            if deal is None:
                return "deal"
    except (NotPlayable, ValueError):
        return "unplayable"
    run = run_example(loaded, params, deal)
    if _cannot_start(run):
        return "unplayable"
    return "same" if not run.failures else run


def _cannot_start(run) -> bool:
    return bool(run.failures) and run.failures[0].message.startswith("the hand cannot be started")


def _step_of(field: str) -> int | None:
    if field.startswith("steps["):
        return int(field[len("steps["):field.index("]")])
    return None


def _key(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def contrasts(loaded, param: str, ds):
    """(label, Params, Params with companions, companions alone) for each other reading of
    ``param`` worth trying, most telling first."""
    return _Contrasts(loaded, param, ds).all()


class _Contrasts:
    """The other readings of one rule, each once: recorded alternatives, the values the game's
    other rulesets give (with their companion rules), small changes, agreement, no rule at all."""

    def __init__(self, loaded, param: str, ds):
        self.loaded, self.param, self.ds = loaded, param, ds
        self.params = loaded.params
        self.ref = self.params.rules.get(param)
        self.current = self.ref.value if self.ref else None
        self.rule = ds.effective_rules(loaded.example.ruleset).get(param)
        self.seen = {_key(self.current)}
        self.out = []

    def all(self) -> list:
        params, param, ref, rule, current = self.params, self.param, self.ref, self.rule, self.current
        if ref is None and rule is not None and rule.value == NO_SUCH_RULE:
            self.seen.add(_key(NO_SUCH_RULE))
        if rule is not None:
            if ref is not None and ref.certainty == "alternative":
                self.add(f"the recorded reading ({_short(rule.value)})", rule.value)
            for alt in rule.alternatives:
                self.add(f"the alternative reading \u201c{alt.label}\u201d", alt.value)
        self.other_rulesets()
        for label, value in _perturbations(current):
            self.add(label, value)
        if ref is not None and param in params.agreements:
            self.out.append((f"{_label(self.ds, param)} not agreed", params.with_overrides({}, params.agreements - {param}), None, None))
        elif ref is not None and isinstance(current, dict) and current.get("optional") is True:
            self.out.append((f"{_label(self.ds, param)} agreed at the table", params.with_overrides({}, params.agreements | {param}),
                             None, None))
        if ref is not None and _key(NO_SUCH_RULE) not in self.seen:
            self.out.append((f"no rule on {_label(self.ds, param).lower()} at all", params.without([param]), None, None))
        return self.out

    def other_rulesets(self) -> None:
        """The values of the game's other rulesets, then their alternatives."""
        loaded, ds, param, params = self.loaded, self.ds, self.param, self.params
        for other in ds.rulesets_of(loaded.game):
            if other.id == loaded.example.ruleset:
                continue
            theirs = ds.effective_rules(other.id)
            orule = theirs.get(param)
            if orule is not None and orule.value is not None:
                # rules that cannot be read otherwise alone (the vocabulary's ``companions``: a pack
                # of other ranks needs their order) come along from the other ruleset
                companions = {c: theirs[c].value for c in _companions(ds, param) if c in theirs}
                label = f"the rule of {ds.rulesets[orule.owner].title} ({_short(orule.value)})"
                if any(v is not None and (params.rules.get(c) is None or params.rules[c].value != v)
                       for c, v in companions.items()):
                    label += " with its " + ", ".join(_label(ds, c).lower() for c in companions)
                self.add(label, orule.value, companions)
        for other in ds.rulesets_of(loaded.game):
            orule = ds.effective_rules(other.id).get(param) if other.id != loaded.example.ruleset else None
            for alt in (orule.alternatives if orule is not None else ()):
                self.add(f"the alternative reading \u201c{alt.label}\u201d of {other.title}", alt.value)

    def add(self, label: str, value, companions=None) -> None:
        """One reading, unless it was tried already (or is no value at all)."""
        params, param, ref, rule = self.params, self.param, self.ref, self.rule
        key = _key(value)
        if key in self.seen or value is None:
            return
        self.seen.add(key)
        if value == NO_SUCH_RULE:  # "the ruleset has no such rule": the engine does not see it
            self.out.append((label, params.without([param]), None, None))
            return
        rule_id = ref.rule_id if ref else (rule.rule_id if rule else f"{params.ruleset_id}#{param}")
        changed = {param: RuleRef(value, rule_id, "", "contrast", label)}
        alone = {}
        for other, other_value in (companions or {}).items():
            old = params.rules.get(other)
            if other_value is not None and (old is None or old.value != other_value):
                alone[other] = RuleRef(other_value, old.rule_id if old else f"{params.ruleset_id}#{other}", "",
                                       "contrast", label)
        single = params.with_overrides(changed)
        if alone:
            changed.update(alone)
            self.out.append((label, single, params.with_overrides(changed), params.with_overrides(alone)))
        else:
            self.out.append((label, single, None, None))


def _label(ds, param: str) -> str:
    """A parameter as a reader knows it: its label, not its id."""
    found = ds.vocabulary.parameters.get(param)
    return found.label if found else param


def _companions(ds, param: str) -> tuple[str, ...]:
    found = ds.vocabulary.parameters.get(param)
    return found.companions if found is not None else ()


def _plain(value) -> str:
    """A rule value in a few plain words: ``condition: pot-exceeds-ante``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        if "name" in value and ("card" in value or "rank" in value):
            return str(value["name"])
        return "; ".join(f"{k.replace('_', ' ')}: {_plain(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    return str(value)


def _short(value) -> str:
    text = _plain(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _perturbations(value):
    """Small changes of a value: a yes/no flipped, an exception removed, a forced play lifted."""
    if isinstance(value, bool):
        yield (f"the opposite reading ({str(not value).lower()})", not value)
    elif isinstance(value, list) and len(value) > 1 and all(isinstance(v, dict) for v in value):
        yield ("the same cards in the reverse order", list(reversed(value)))
    elif isinstance(value, dict):
        for key, item in value.items():
            if key == "optional":
                continue
            if isinstance(item, bool):
                changed = dict(value, **{key: not item})
                yield (f"{key.replace('_', ' ')}: {str(not item).lower()}", changed)
            elif key == "exception" and item != "none":
                yield ("no exception", dict(value, exception="none"))
            elif isinstance(item, int) and not isinstance(item, bool) and item > 0:
                yield (f"{key.replace('_', ' ')}: {item + 1}", dict(value, **{key: item + 1}))
                if item > 1:
                    yield (f"{key.replace('_', ' ')}: {item - 1}", dict(value, **{key: item - 1}))
