"""Running an example against the engine, step by step, into a transcript.

``run_example(loaded)`` starts the hand from the example's deal and session, takes each step
in turn and checks every checkpoint (``checkpoints.py``, one check per field) and, at the end,
every expectation. The ``Transcript`` it returns (``transcript.py``) holds what a page needs to
show the hand as it was actually played, and the failures, each naming file, line and field,
the step, what was expected and what the engine did, and the rule involved.

This module imports the engine only (through ``table``); it never imports the data model or
the site.
"""
from __future__ import annotations

from generator.engine import IllegalAction, NotPlayable, compile_rules, new_hand
from generator.engine.ledger import POT
from generator.examples import checkpoints
from generator.examples.results import named, number, same, shown
from generator.examples.transcript import (Check, Refusal, StepRecord, Transcript, fmt_amount, normal_form, payments,
                                          snapshot)


class _Stop(Exception):
    """The run cannot go on (an action failed)."""


def run_example(loaded, params=None, deal=None) -> Transcript:
    """Run an example as written (or, for a what-if, under other ``params`` and ``deal``)."""
    ex = loaded.example
    pack_params = params or loaded.params
    tr = Transcript(ex.id, loaded.names, loaded.dealer, loaded.suits)
    try:
        rules_pack = loaded.pack if params is None else _pack_of(pack_params, len(loaded.names))
        codes = deal or loaded.deal
        engine_deal = codes.to_engine(rules_pack)
        st = new_hand(pack_params.game, pack_params, len(loaded.names), loaded.dealer, deal=engine_deal,
                      session=loaded.session)
    except (NotPlayable, ValueError) as exc:
        tr.failures.append(loaded.problem(("ruleset",), f"the hand cannot be started: {exc}"))
        return tr
    tr.sides, tr.in_force = getattr(st.rules, "side_of", None), pack_params.rules_in_force()
    runner = _Runner(loaded, st, tr)
    try:
        runner.run()
    except _Stop:
        pass
    return tr


def _pack_of(params, players):
    return compile_rules(params, players).pack


class _Runner:
    def __init__(self, loaded, st, tr: Transcript):
        self.loaded, self.st, self.tr = loaded, st, tr
        self.pack = st.rules.pack
        self.names = loaded.names

    # ------------------------------------------------------------ helpers
    def who(self, seat) -> str:
        return "nobody (the hand is over)" if seat is None else self.names[seat]

    def fail(self, loc: tuple, message: str, stop: bool = False):
        self.tr.failures.append(self.loaded.problem(loc, message))
        if stop:
            raise _Stop()

    def where(self, index: int) -> str:
        st = self.st
        phase = st.phase.name if st.phase else "over"
        trick = f", trick {st.trick_no}" if phase == "play" else ""
        return f"step {index + 1} ({phase}{trick})"

    def legal(self) -> list[str]:
        return [normal_form(a, self.pack) for a in self.st.legal_actions()]

    def rule_label(self, rule_id) -> str:
        return rule_id or "no rule (not a question of the rules)"

    # ------------------------------------------------------------ the run
    def run(self) -> None:
        st, tr = self.st, self.tr
        tr.pot_start = st.ledger.pot_start
        tr.start = snapshot(st)
        tr.opening = payments(st.settlement())
        for index, step in enumerate(self.loaded.example.steps):
            self.step(index, step)
        self.finish()

    def step(self, index: int, step) -> None:
        st, loaded = self.st, self.loaded
        base = ("steps", index)
        before = snapshot(st)
        n_entries, n_tricks = len(st.ledger.entries), len(st.trick_log)
        seat = loaded.seat(step.player) if step.player is not None else None
        record = StepRecord(index, loaded.line(base), step.kind, seat, step.action or step.illegal, step.note,
                            before, before)
        self.tr.steps.append(record)
        if step.kind in ("action", "illegal"):
            field = "action" if step.kind == "action" else "illegal"
            if st.is_terminal():
                record.ok = False
                self.fail(base + (field,), f"{self.where(index)}: {step.player}: {record.text} — the hand is already "
                                           "over; remove this step or the steps before it that ended the hand", stop=True)
            if st.current_player() != seat:
                record.ok = False
                self.fail(base + ("player",), f"{self.where(index)}: it is {self.who(st.current_player())}'s turn, not "
                                              f"{step.player}'s (action {record.text!r})", stop=True)
            record.legal = self.legal()
        if step.kind == "action":
            self.act(index, step, record)
        elif step.kind == "illegal":
            self.refuse(index, step, record)
        else:
            record.checks = self.checkpoint(index, step.expect)
            record.ok = all(c.ok for c in record.checks)
        if len(st.trick_log) > n_tricks:
            seats, cards, winner, face_down = st.trick_log[-1]
            played = [(s, self.pack.codes[c], bool(face_down and i == 0)) for i, (s, c) in enumerate(zip(seats, cards))]
            record.trick = (played, winner)
            self.tr.trick_log.append((len(st.trick_log), played, winner))
        record.payments = payments(st.ledger.entries[n_entries:])

    def act(self, index: int, step, record) -> None:
        """Take the step's action; a refusal stops the run with what the engine says."""
        st, seat, before = self.st, record.player, record.before
        hand_before = set(before.hands[seat])
        try:
            st.apply(step.action)
        except IllegalAction as exc:
            record.ok = False
            by = f"by {exc.rule_id}" if exc.rule_id else "(by no rule: the action is not possible here)"
            held = " ".join(before.hands[seat]) or "no cards"
            self.fail(("steps", index, "action"),
                      f"{self.where(index)}: {step.player}: {step.action} was refused {by}\n"
                      f"  the engine says: {exc}\n"
                      f"  {step.player} holds: {held}\n"
                      f"  legal for {step.player} now: {', '.join(record.legal) or 'nothing'}", stop=True)
        record.after = snapshot(st)
        record.drawn = [c for c in record.after.hands[seat] if c not in hand_before]

    def refuse(self, index: int, step, record) -> None:
        """Try the step's illegal action on a copy: it must be refused, by the rule the step names."""
        base = ("steps", index)
        expected = self.loaded.rule_of(base + ("rule",))
        trial = self.st.clone()
        try:
            trial.apply(step.illegal)
        except IllegalAction as exc:
            record.refusal = Refusal(str(exc), exc.rule_id, exc.reason, dict(exc.details))
            if exc.rule_id != expected:
                record.ok = False
                self.fail(base + ("rule",), f"{self.where(index)}: {step.player}: {step.illegal} is refused, but by "
                                            f"{self.rule_label(exc.rule_id)}, not {expected}\n  the engine says: {exc}")
        else:
            record.ok = False
            self.fail(base + ("illegal",), f"{self.where(index)}: {step.player}: {step.illegal} was expected to be "
                                           f"refused by {expected}, but the engine allows it\n"
                                           f"  legal for {step.player} now: {', '.join(record.legal)}")

    # ------------------------------------------------------------ checkpoints
    def checkpoint(self, index: int, expect) -> list[Check]:
        """Every field of a checkpoint, checked by its checker (``checkpoints.CHECKERS``)."""
        base = ("steps", index, "expect")
        checks = []
        for key, checker in checkpoints.CHECKERS.items():
            value = getattr(expect, key)
            if value is None:
                continue
            for found in checker(self, value):
                check = found.check
                checks.append(check)
                if not check.ok:
                    head = f"{check.what} differ" if found.detail.startswith("\n  expected:") else \
                        f"{check.what}: expected {check.expected}, but the engine has {check.actual}"
                    self.fail(base + found.loc, f"{self.where(index)}: {head}{found.detail}")
        return checks

    def why_forbidden(self, actions) -> str:
        """For actions the engine forbids, the rule it names when asked to take them."""
        lines = []
        for text in actions:
            trial = self.st.clone()
            try:
                trial.apply(text)
            except IllegalAction as exc:
                lines.append(f"\n    {text}: {exc}")
            except Exception:  # noqa: BLE001 - a diagnostic only
                pass
        return "".join(lines)

    # ------------------------------------------------------------ the end
    def finish(self) -> None:
        """Record how the hand ended, then check it against the example's ``result``."""
        st, tr, ex = self.st, self.tr, self.loaded.example
        tr.terminal = st.is_terminal()
        tr.ledger = payments(st.settlement())
        tr.pot_end = st.pot
        tr.balances = list(st.balances())
        tr.tricks = list(st.tricks)
        tr.outcome = dict(st.outcome)
        tr.declarer = getattr(st, "declarer", None)
        tr.announced = dict(getattr(st, "announced", None) or {})
        tr.contract = getattr(getattr(st, "contract", None), "id", None)
        last = ("steps", len(ex.steps) - 1) if ex.steps else ("steps",)
        if not tr.terminal:
            phase = st.phase.name if st.phase else "?"
            self.fail(last, f"the example ends before the hand is over: {self.who(st.current_player())} is to act "
                            f"(phase {phase}, legal: {', '.join(self.legal()[:12])}{' ...' if len(self.legal()) > 12 else ''}); "
                            "add the remaining steps", stop=False)
        self.check_result(ex.result)

    def final(self, loc: tuple, what: str, expected, actual, ok: bool, detail: str = "") -> None:
        """One expectation of the result, kept in the transcript; a failure is reported."""
        self.tr.final_checks.append(Check(loc[0], what, expected, actual, ok, loc[1] if len(loc) > 1 else None))
        if not ok:
            self.fail(("result",) + loc, f"at the end: {what}: expected {expected}, but the engine has {actual}{detail}")

    def check_result(self, res) -> None:
        st, names, final = self.st, self.names, self.final
        if res.tricks is not None:
            for who in names:
                if who not in res.tricks and st.active[names.index(who)]:
                    self.fail(("result", "tricks"), f"at the end: give the tricks of every player in the deal ({who} is "
                                                    f"missing; the engine has {st.tricks[names.index(who)]})")
            for who, count in res.tricks.items():
                actual = st.tricks[names.index(who)]
                final(("tricks", who), f"tricks of {who}", str(count), str(actual), actual == count)
        if res.bete is not None:
            actual = sorted(names[p] for p in (st.outcome.get("bete") or []))
            final(("bete",), "bête", ", ".join(sorted(res.bete)) or "nobody", ", ".join(actual) or "nobody",
                  actual == sorted(res.bete))
        for key, wanted in (res.outcome or {}).items():
            if key not in st.outcome:
                known = ", ".join(sorted(st.outcome)) or "nothing"
                final(("outcome", key), f"outcome {key}", shown(wanted), "no such fact", False,
                      f" (the engine reports: {known})")
                continue
            actual = st.outcome[key]
            final(("outcome", key), f"outcome {key}", shown(wanted), shown(named(actual, wanted, names)),
                  same(actual, wanted, names))
        self.compare_ledger(res.ledger, ("result",))
        wanted_pot = number(res.pot)
        final(("pot",), "the pot after the hand", fmt_amount(wanted_pot), fmt_amount(st.pot), st.pot == wanted_pot)

    def compare_ledger(self, expected, base) -> None:
        tr, names = self.tr, self.names
        actual = list(tr.ledger)

        def acct(text):
            return POT if text == "pot" else names.index(text)

        unmatched = list(range(len(actual)))
        missing = []
        for i, pay in enumerate(expected):
            rid = self.loaded.rule_of(base + ("ledger", i, "rule"))
            key = (acct(pay.payer), acct(pay.to), number(pay.amount))
            hit = next((j for j in unmatched if (actual[j].payer, actual[j].payee, actual[j].amount) == key
                        and (rid is None or actual[j].rule_id == rid)), None)
            if hit is None:
                missing.append((i, pay, rid))
            else:
                unmatched.remove(hit)
        ok = not missing and not unmatched
        self.tr.final_checks.append(Check("ledger", "ledger", f"{len(expected)} payments", f"{len(actual)} payments", ok))
        if ok:
            return
        lines = ["at the end: the ledger differs from the engine's"]
        for i, pay, rid in missing:
            lines.append(f"  expected, not paid: {pay.payer} -> {pay.to}: {pay.amount}"
                         + (f" ({rid})" if rid else "") + f"  [result.ledger[{i}], line {self.loaded.line(base + ('ledger', i))}]")
        for j in unmatched:
            e = actual[j]
            lines.append(f"  paid, not expected: {tr.name(e.payer)} -> {tr.name(e.payee)}: {fmt_amount(e.amount)} "
                         f"({e.reason}, {e.rule_id})")
        lines.append("  the engine's ledger:")
        lines += [f"    {tr.name(e.payer)} -> {tr.name(e.payee)}: {fmt_amount(e.amount)} ({e.reason}, {e.rule_id})"
                  for e in actual]
        loc = base + (("ledger", missing[0][0]) if missing else ("ledger",))
        self.fail(loc, "\n".join(lines))
