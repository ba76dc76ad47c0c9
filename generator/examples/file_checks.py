"""What an example file says, checked against its ruleset and its pack: every player named is at
the table, every action is in the engine's grammar and names cards of the pack, every rule id
names a rule of the ruleset (resolved to the rule id the engine uses), the result names players
and real payments, and the claimed rules and their citation belong together. Every problem goes
to the checker, at its line; ``FileChecks.all()`` runs them in file order.
"""
from __future__ import annotations

from generator.examples import table
from generator.examples.results import number

#: Verbs that commit a player to the deal or answer a question, for the grammar hint.
GRAMMAR_HINT = "e.g. 'play', 'pass', 'keep', 'exchange 7H 8C', 'take-turn-up 9D', 'play JS', 'face-down 7C'"


class FileChecks:
    """The checks of one example file whose ruleset is known and playable."""

    def __init__(self, c, loaded, effective: dict, readings: dict, ds, vocab):
        self.c, self.loaded, self.effective, self.readings = c, loaded, effective, readings
        self.ds, self.vocab = ds, vocab
        self.example, self.names, self.pack = loaded.example, loaded.names, loaded.pack

    def all(self) -> None:
        self.steps()
        self.result()
        self.demonstrates()

    # ------------------------------------------------------------ pieces
    def name(self, loc, text, pot_ok: bool = False) -> None:
        if pot_ok and text == "pot":
            return
        if text not in self.names:
            self.c.add(loc, f"{text!r} is not a player of this example ({', '.join(self.names)}"
                            f"{', or pot' if pot_ok else ''})")

    def action(self, loc, text) -> None:
        pack = self.pack
        try:
            act = table.parse_action(text)
        except ValueError as exc:
            self.c.add(loc, f"{exc}; the grammar: {GRAMMAR_HINT}")
            return
        kind = table.argument_kind(act.verb)
        for code in act.cards:
            if kind == "suit" and code not in pack.suits:
                self.c.add(loc, f"{code!r} is not a suit of this pack (suits: {' '.join(pack.suits)})")
            elif kind == "cards":
                try:
                    pack.parse(code)
                except ValueError as exc:
                    self.c.add(loc, f"{exc}")

    def rule_id(self, loc, text: str) -> str | None:
        """The engine rule id (``<owner>#<param>``) a reference names, kept in the loaded example
        by its location; ``None`` (a problem added) if it names none."""
        rid = self._resolve(loc, text.strip())
        if rid is not None:
            self.loaded.rule_ids[loc] = rid
        return rid

    def _resolve(self, loc, text: str) -> str | None:
        c, ruleset_id, ds = self.c, self.example.ruleset, self.ds
        rs, param = text.split("#", 1) if "#" in text else (ruleset_id, text)
        if rs not in ds.rulesets:
            c.add(loc, f"unknown rule id {text!r}: there is no ruleset {rs!r}")
            return None
        if param not in self.vocab.parameters:
            c.add(loc, f"unknown rule id {text!r}: {param!r} is not a parameter of the vocabulary")
            return None
        if rs not in [r.id for r in ds.lineage(ruleset_id)]:
            c.add(loc, f"{text} is not a rule of {ruleset_id} (the example's ruleset); name {ruleset_id}#{param}")
            return None
        rule = self.effective.get(param)
        reading = self.readings.get(param, ("",))[0]
        if rule is None:
            if reading == "value":
                return f"{ruleset_id}#{param}"
            c.add(loc, f"{ruleset_id} has no rule {param!r} (its rules: {', '.join(sorted(self.effective))})")
            return None
        if rs != ruleset_id and rs != rule.owner:
            c.add(loc, f"{text} is not the rule in force: {ruleset_id} takes {param} from {rule.owner}; name {rule.rule_id}")
            return None
        if reading == "drop":
            c.add(loc, f"{param} is dropped by this example's overrides")
            return None
        return rule.rule_id

    # ------------------------------------------------------------ the file's parts
    def steps(self) -> None:
        for i, step in enumerate(self.example.steps):
            base = ("steps", i)
            if step.player is not None:
                self.name(base + ("player",), step.player)
            if step.action is not None:
                self.action(base + ("action",), step.action)
            if step.illegal is not None:
                self.action(base + ("illegal",), step.illegal)
                self.rule_id(base + ("rule",), step.rule)
            if step.expect is not None:
                self.expect(base + ("expect",), step.expect)
            if self.example.walkthrough and step.kind == "action" and not step.note:
                self.c.add(base, "a walk-through has a note at every step: say what happens and why")

    def expect(self, loc, expect) -> None:
        for key in ("to_act", "trick_winner", "declarer"):
            value = getattr(expect, key)
            if value is not None:
                self.name(loc + (key,), value)
        for key in ("legal", "legal_includes"):
            value = getattr(expect, key)
            if value is None:
                continue
            if len(value) != 1:
                self.c.add(loc + (key,), "name one player: the one to act (e.g. {Ben: [play JD, play 9D]})")
            for who, actions in value.items():
                self.name(loc + (key, who), who)
                for i, text in enumerate(actions):
                    self.action(loc + (key, who, i), text)
        for key in ("tricks", "hand"):
            for who, value in (getattr(expect, key) or {}).items():
                self.name(loc + (key, who), who)
                for code in (value.split() if key == "hand" else ()):
                    try:
                        self.pack.parse(code)
                    except ValueError as exc:
                        self.c.add(loc + (key, who), str(exc))
        for i, who in enumerate(expect.active or []):
            self.name(loc + ("active", i), who)
        suits = self.pack.suits
        if expect.trump is not None and expect.trump != "none" and expect.trump not in suits:
            self.c.add(loc + ("trump",), f"{expect.trump!r} is not a suit of this pack (suits: {' '.join(suits)}, or none)")

    def result(self) -> None:
        res = self.example.result
        for who in (res.tricks or {}):
            self.name(("result", "tricks", who), who)
        for i, who in enumerate(res.bete or []):
            self.name(("result", "bete", i), who)
        for i, pay in enumerate(res.ledger):
            self.name(("result", "ledger", i, "from"), pay.payer, pot_ok=True)
            self.name(("result", "ledger", i, "to"), pay.to, pot_ok=True)
            if pay.payer == pay.to:
                self.c.add(("result", "ledger", i), "a payment goes from one account to another")
            if not number(pay.amount):
                self.c.add(("result", "ledger", i, "amount"), "a payment is more than 0 (leave out payments of nothing)")
            if pay.rule is not None:
                self.rule_id(("result", "ledger", i, "rule"), pay.rule)

    def demonstrates(self) -> None:
        """The claimed rules (each once, none replaced by a reading) and the passage they come from."""
        claimed_sources = set()
        for i, text in enumerate(self.example.demonstrates.rules):
            claimed_sources |= self._claim(("demonstrates", "rules", i), i, text)
        for i, cite in enumerate(self.example.demonstrates.cite):
            loc = ("demonstrates", "cite", i)
            for key in ("source", "cited_in"):
                value = getattr(cite, key)
                if value is not None and value not in self.ds.sources:
                    self.c.add(loc + (key,), f"unknown source id {value!r} (a file in sources/)")
            if claimed_sources and cite.source in self.ds.sources and cite.source not in claimed_sources:
                self.c.add(loc + ("source",), f"{cite.source} is not a source of the rules claimed "
                                              f"({', '.join(sorted(claimed_sources))}); cite the passage they come from")

    def _claim(self, loc, i: int, text: str) -> set[str]:
        """Record one claimed rule; the sources its record (and the reading played) cite."""
        if "#" not in text:
            self.c.add(loc, f"name the rule as <ruleset>#<param>, e.g. {self.example.ruleset}#{text}")
            return set()
        rid = self.rule_id(loc, text)
        if rid is None:
            return set()
        param = rid.split("#", 1)[1]
        reading = self.readings.get(param)
        if reading and reading[0] in ("value", "drop"):
            self.c.add(loc, f"{param} is played here with a reading the data does not record (overrides); "
                            "an example cannot demonstrate a rule it replaces")
            return set()
        if rid in self.loaded.claims:
            self.c.add(loc, f"{text} is claimed twice")
            return set()
        self.loaded.claims.append(rid)
        self.loaded.claim_index[rid] = i
        rule = self.effective.get(param)
        if rule is None:
            return set()
        cites = list(rule.cite)
        if reading and reading[0] == "alternative":
            cites += [cite for alt in rule.alternatives if alt.label == reading[1] for cite in alt.cite or []]
        return {s for cite in cites for s in (cite.source, cite.cited_in) if s}
