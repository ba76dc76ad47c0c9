"""Running an example against the engine, step by step, into a transcript.

``run_example(loaded)`` starts the hand from the example's deal and session, takes each step
in turn and checks every checkpoint and, at the end, every expectation. The ``Transcript`` it
returns holds what a page needs to show the hand as it was actually played (a snapshot of the
table before and after every step, the checkpoint results, the completed tricks and the
ledger) and the failures, each naming file, line and field, the step, what was expected and
what the engine did, and the rule involved.

This module imports the engine only (through ``table``); it never imports the data model or
the site.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

from generator.engine import IllegalAction, NotPlayable, new_hand, parse_action
from generator.engine.ledger import POT
from generator.examples.problems import ExampleProblem


@dataclass
class Snapshot:
    """The table at one moment: what a reader sees in a picture of it."""

    phase: str | None
    to_act: int | None
    hands: list[list[str]]
    active: list[bool]
    #: The trick on the table so far: (seat, card, face down).
    trick: list[tuple]
    trick_no: int
    talon: int
    turned: str | None
    pot: object
    trump: str | None
    tricks: list[int]
    declarer: int | None
    forced: bool


@dataclass
class Check:
    """One checkpoint or expectation and how it came out."""

    what: str
    expected: str
    actual: str
    ok: bool


@dataclass
class Payment:
    payer: object
    payee: object
    amount: object
    reason: str
    rule_id: str


@dataclass
class StepRecord:
    """One step as it ran."""

    index: int
    line: int
    kind: str                    # action | illegal | expect
    player: int | None
    text: str | None             # the action (or the refused action)
    note: str | None
    before: Snapshot
    after: Snapshot
    checks: list[Check] = field(default_factory=list)
    #: The legal actions of the player to act before the step (actions and refusals).
    legal: list[str] = field(default_factory=list)
    #: For an ``illegal`` step: the engine's message and the rule id it named.
    refusal: tuple | None = None
    #: A trick this step completed: ([(seat, card, face down), ...], winner).
    trick: tuple | None = None
    #: Payments made during this step (e.g. the settlement after the last card).
    payments: list[Payment] = field(default_factory=list)
    #: Cards a player received by this step (an exchange, the turned card).
    drawn: list[str] = field(default_factory=list)
    ok: bool = True


@dataclass
class Transcript:
    """Everything the run produced."""

    example_id: str
    names: list[str]
    dealer: int
    suits: str
    start: Snapshot | None = None
    #: Payments made when the hand started (the ante; a Lanterlui shown at once).
    opening: list[Payment] = field(default_factory=list)
    steps: list[StepRecord] = field(default_factory=list)
    ledger: list[Payment] = field(default_factory=list)
    pot_start: object = 0
    pot_end: object = 0
    balances: list = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    #: Every completed trick: (number, [(seat, card, face down)], winner).
    trick_log: list[tuple] = field(default_factory=list)
    outcome: dict = field(default_factory=dict)
    #: The declarer or soloist at the end (games with one), the announcements (verb -> seat), the contract.
    declarer: int | None = None
    announced: dict = field(default_factory=dict)
    contract: str | None = None
    final_checks: list[Check] = field(default_factory=list)
    terminal: bool = False
    failures: list[ExampleProblem] = field(default_factory=list)
    #: Claimed rule id -> Evidence (filled by ``evidence.prove_claims``).
    evidence: dict = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.failures

    def name(self, account) -> str:
        return "pot" if account == POT else self.names[account]


class _Stop(Exception):
    """The run cannot go on (an action failed)."""


def fmt_amount(value) -> str:
    """``5``, ``7/5`` (exact)."""
    if isinstance(value, Fraction):
        return str(value) if value.denominator != 1 else str(value.numerator)
    return str(value)


def normal_action(text: str, pack) -> str:
    """An action in canonical form: cards in pack order (``exchange 8C 7H`` = ``exchange 7H 8C``)."""
    return normal_form(parse_action(text), pack)


def normal_form(act, pack) -> str:
    """``normal_action`` of a parsed action (the engine's own actions need no parsing)."""
    cards = act.cards
    if act.verb in ("exchange", "discard"):
        cards = tuple(sorted(cards, key=lambda c: pack.index.get(c, 999)))
    return " ".join((act.verb,) + cards)


def snapshot(st) -> Snapshot:
    pack = st.rules.pack
    table = getattr(st, "table", None)
    trump = table.trump if table is not None else None
    face_down = getattr(st, "face_down", False)
    leader = getattr(st, "leader", None)
    return Snapshot(
        phase=st.phase.name if st.phase else None,
        to_act=st.current_player(),
        hands=[[pack.codes[c] for c in _cards(h)] for h in st.hands],
        active=list(st.active),
        trick=[(seat, pack.codes[card], bool(face_down and seat == leader))
               for seat, card in zip(st.trick_seats, st.trick)],
        trick_no=st.trick_no,
        talon=len(st.talon),
        turned=pack.codes[st.turned] if getattr(st, "turned", None) is not None else None,
        pot=st.pot,
        trump=pack.suits[trump] if trump is not None else None,
        tricks=list(st.tricks),
        declarer=getattr(st, "declarer", None),
        forced=bool(getattr(st, "forced", False)),
    )


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _payments(entries) -> list[Payment]:
    return [Payment(e.payer, e.payee, e.amount, e.reason, e.rule_id) for e in entries]


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
    runner = _Runner(loaded, st, tr)
    try:
        runner.run()
    except _Stop:
        pass
    return tr


def _pack_of(params, players):
    from generator.engine import compile_rules
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
        tr.opening = _payments(st.settlement())
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
            hand_before = set(before.hands[seat])
            try:
                st.apply(step.action)
            except IllegalAction as exc:
                record.ok = False
                by = f"by {exc.rule_id}" if exc.rule_id else "(by no rule: the action is not possible here)"
                held = " ".join(before.hands[seat]) or "no cards"
                self.fail(base + ("action",),
                          f"{self.where(index)}: {step.player}: {step.action} was refused {by}\n"
                          f"  the engine says: {exc}\n"
                          f"  {step.player} holds: {held}\n"
                          f"  legal for {step.player} now: {', '.join(record.legal) or 'nothing'}", stop=True)
            record.after = snapshot(st)
            record.drawn = [c for c in record.after.hands[seat] if c not in hand_before]
        elif step.kind == "illegal":
            expected = loaded.rule_of(base + ("rule",))
            trial = st.clone()
            try:
                trial.apply(step.illegal)
            except IllegalAction as exc:
                record.refusal = (str(exc), exc.rule_id)
                if exc.rule_id != expected:
                    record.ok = False
                    self.fail(base + ("rule",), f"{self.where(index)}: {step.player}: {step.illegal} is refused, but by "
                                                f"{self.rule_label(exc.rule_id)}, not {expected}\n  the engine says: {exc}")
            else:
                record.ok = False
                self.fail(base + ("illegal",), f"{self.where(index)}: {step.player}: {step.illegal} was expected to be "
                                               f"refused by {expected}, but the engine allows it\n"
                                               f"  legal for {step.player} now: {', '.join(record.legal)}")
            record.after = before
        else:
            record.checks = self.checkpoint(index, step.expect)
            record.ok = all(c.ok for c in record.checks)
            record.after = before
        if len(st.trick_log) > n_tricks:
            seats, cards, winner, face_down = st.trick_log[-1]
            played = [(s, self.pack.codes[c], bool(face_down and i == 0)) for i, (s, c) in enumerate(zip(seats, cards))]
            record.trick = (played, winner)
            self.tr.trick_log.append((len(st.trick_log), played, winner))
        record.payments = _payments(st.ledger.entries[n_entries:])

    # ------------------------------------------------------------ checkpoints
    def checkpoint(self, index: int, expect) -> list[Check]:
        st, pack = self.st, self.pack
        base = ("steps", index, "expect")
        checks = []

        def check(key, what, expected, actual, ok, detail=""):
            checks.append(Check(what, expected, actual, ok))
            if not ok:
                head = f"{what} differ" if detail.startswith("\n  expected:") else \
                    f"{what}: expected {expected}, but the engine has {actual}"
                self.fail(base + key, f"{self.where(index)}: {head}{detail}")

        names = self.names
        if expect.to_act is not None:
            actual = st.current_player()
            check(("to_act",), "to act", expect.to_act, self.who(actual),
                  actual is not None and names[actual] == expect.to_act)
        for key, exact in (("legal", True), ("legal_includes", False)):
            value = getattr(expect, key)
            if value is None:
                continue
            (who, actions), = value.items()
            actor = st.current_player()
            if actor is None or names[actor] != who:
                check((key, who), f"legal actions of {who}", ", ".join(actions), f"{self.who(actor)} to act", False)
                continue
            legal = self.legal()
            wanted = [normal_action(a, pack) for a in actions]
            if exact:
                ok = Counter(wanted) == Counter(legal)
                extra = [a for a in legal if a not in wanted]
                missing = [a for a in wanted if a not in legal]
                detail = ""
                if not ok:
                    detail = (f"\n  expected: {', '.join(wanted)}\n  engine:   {', '.join(legal)}"
                              + (f"\n  the engine also allows: {', '.join(extra)}" if extra else "")
                              + (f"\n  the engine forbids: {', '.join(missing)}" + self.why_forbidden(missing) if missing else ""))
                check((key, who), f"legal actions of {who}", ", ".join(wanted), ", ".join(legal), ok, detail)
            else:
                missing = [a for a in wanted if a not in legal]
                check((key, who), f"{who} may", ", ".join(wanted),
                      "all of them allowed" if not missing else f"not allowed: {', '.join(missing)}", not missing,
                      self.why_forbidden(missing) if missing else "")
        if expect.trick_winner is not None:
            actual = self.names[st.trick_log[-1][2]] if st.trick_log else "no trick completed yet"
            check(("trick_winner",), "winner of the last trick", expect.trick_winner, actual, actual == expect.trick_winner)
        if expect.trump is not None:
            table = getattr(st, "table", None)
            actual = pack.suits[table.trump] if table is not None and table.trump is not None else "none"
            check(("trump",), "trump suit", expect.trump, actual, actual == expect.trump)
        if expect.declarer is not None:
            d = getattr(st, "declarer", None)
            actual = names[d] if d is not None else "nobody"
            check(("declarer",), "declarer", expect.declarer, actual, actual == expect.declarer)
        if expect.contract is not None:
            c = getattr(st, "contract", None)
            actual = getattr(c, "id", None) or "none"
            check(("contract",), "contract", expect.contract, actual, actual == expect.contract)
        if expect.phase is not None:
            actual = st.phase.name if st.phase else "none"
            check(("phase",), "phase", expect.phase, actual, actual == expect.phase)
        if expect.forced is not None:
            actual = bool(getattr(st, "forced", False))
            check(("forced",), "forced deal", _yes(expect.forced), _yes(actual), actual == expect.forced)
        if expect.active is not None:
            actual = [names[p] for p in range(st.n) if st.active[p]]
            check(("active",), "players in the deal", ", ".join(expect.active), ", ".join(actual),
                  sorted(actual) == sorted(expect.active))
        if expect.pot is not None:
            wanted = _num(expect.pot)
            check(("pot",), "pot", fmt_amount(wanted), fmt_amount(st.pot), st.pot == wanted)
        for who, count in (expect.tricks or {}).items():
            actual = st.tricks[names.index(who)]
            check(("tricks", who), f"tricks of {who}", str(count), str(actual), actual == count)
        for who, cards in (expect.hand or {}).items():
            wanted = sorted(cards.split(), key=lambda c: pack.index[pack.codes[pack.parse(c)]])
            wanted = [pack.codes[pack.parse(c)] for c in wanted]
            actual = [pack.codes[c] for c in _cards(st.hands[names.index(who)])]
            check(("hand", who), f"hand of {who}", " ".join(wanted), " ".join(actual) or "no cards",
                  sorted(wanted) == sorted(actual))
        if expect.talon is not None:
            check(("talon",), "cards in the talon", str(expect.talon), str(len(st.talon)), len(st.talon) == expect.talon)
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
        st, tr, ex, names = self.st, self.tr, self.loaded.example, self.names
        tr.terminal = st.is_terminal()
        tr.ledger = _payments(st.settlement())
        tr.pot_end = st.pot
        tr.balances = list(st.balances())
        tr.tricks = list(st.tricks)
        tr.outcome = dict(st.outcome)
        tr.declarer = getattr(st, "declarer", None)
        tr.announced = dict(getattr(st, "announced", None) or {})
        contract = getattr(st, "contract", None)
        tr.contract = getattr(contract, "id", None)
        last = ("steps", len(ex.steps) - 1) if ex.steps else ("steps",)
        if not tr.terminal:
            phase = st.phase.name if st.phase else "?"
            self.fail(last, f"the example ends before the hand is over: {self.who(st.current_player())} is to act "
                            f"(phase {phase}, legal: {', '.join(self.legal()[:12])}{' ...' if len(self.legal()) > 12 else ''}); "
                            "add the remaining steps", stop=False)
        res = ex.result
        base = ("result",)
        checks = tr.final_checks

        def check(key, what, expected, actual, ok, detail=""):
            checks.append(Check(what, expected, actual, ok))
            if not ok:
                self.fail(base + key, f"at the end: {what}: expected {expected}, but the engine has {actual}{detail}")

        if res.tricks is not None:
            for who in names:
                if who not in res.tricks and st.active[names.index(who)]:
                    self.fail(base + ("tricks",), f"at the end: give the tricks of every player in the deal ({who} is missing; "
                                                  f"the engine has {st.tricks[names.index(who)]})")
            for who, count in res.tricks.items():
                actual = st.tricks[names.index(who)]
                check(("tricks", who), f"tricks of {who}", str(count), str(actual), actual == count)
        if res.bete is not None:
            actual = sorted(names[p] for p in (st.outcome.get("bete") or []))
            check(("bete",), "bête", ", ".join(sorted(res.bete)) or "nobody", ", ".join(actual) or "nobody",
                  actual == sorted(res.bete))
        for key, wanted in (res.outcome or {}).items():
            if key not in st.outcome:
                known = ", ".join(sorted(st.outcome)) or "nothing"
                check(("outcome", key), f"outcome {key}", _show(wanted), "no such fact", False,
                      f" (the engine reports: {known})")
                continue
            actual = st.outcome[key]
            check(("outcome", key), f"outcome {key}", _show(wanted), _show(_named(actual, wanted, names)),
                  _same(actual, wanted, names))
        self.compare_ledger(res.ledger, base)
        wanted_pot = _num(res.pot)
        check(("pot",), "the pot after the hand", fmt_amount(wanted_pot), fmt_amount(st.pot), st.pot == wanted_pot)

    def compare_ledger(self, expected, base) -> None:
        tr, names = self.tr, self.names
        actual = list(tr.ledger)

        def acct(text):
            return POT if text == "pot" else names.index(text)

        unmatched = list(range(len(actual)))
        missing = []
        for i, pay in enumerate(expected):
            rid = self.loaded.rule_of(base + ("ledger", i, "rule"))
            key = (acct(pay.payer), acct(pay.to), _num(pay.amount))
            hit = next((j for j in unmatched if (actual[j].payer, actual[j].payee, actual[j].amount) == key
                        and (rid is None or actual[j].rule_id == rid)), None)
            if hit is None:
                missing.append((i, pay, rid))
            else:
                unmatched.remove(hit)
        ok = not missing and not unmatched
        self.tr.final_checks.append(Check("ledger", f"{len(expected)} payments", f"{len(actual)} payments", ok))
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


def _yes(value: bool) -> str:
    return "yes" if value else "no"


def _num(value):
    if isinstance(value, str):
        f = Fraction(value)
        return int(f) if f.denominator == 1 else f
    return value


def _show(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_show(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value)) or "nobody"
    if isinstance(value, bool):
        return _yes(value)
    return fmt_amount(value) if isinstance(value, Fraction) else str(value)


def _is_seat(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _named(actual, wanted, names):
    """The engine's fact in the example's terms: seats as names where the example names players,
    and a list with a value per seat as a mapping by player where the example writes one."""
    if _is_seat(actual) and isinstance(wanted, str) and wanted in names:
        return names[actual]
    if isinstance(actual, (list, tuple)) and isinstance(wanted, dict) and len(actual) == len(names):
        return {names[i]: v for i, v in enumerate(actual)}
    if isinstance(actual, (list, tuple)) and isinstance(wanted, list) and wanted and \
            all(isinstance(w, str) and w in names for w in wanted):
        return [names[a] if _is_seat(a) and 0 <= a < len(names) else a for a in actual]
    return actual


def _same(actual, wanted, names) -> bool:
    shown = _named(actual, wanted, names)
    if isinstance(shown, dict) and isinstance(wanted, dict):
        return {k: _num(v) for k, v in shown.items()} == {k: _num(v) for k, v in wanted.items()}
    if isinstance(shown, (list, tuple)) and isinstance(wanted, list):
        if wanted and all(isinstance(w, str) and w in names for w in wanted):
            return sorted(map(str, shown)) == sorted(map(str, wanted))
        return list(shown) == wanted
    return shown == wanted
