"""What a run of an example records: the table before and after every step, the checkpoint
results, the completed tricks and the ledger — everything a page needs to show the hand as the
engine played it (``Transcript``), and the snapshot of a hand state it is made of.

This module imports the engine only; it never imports the data model or the site.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from generator.engine import parse_action
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
    """One checkpoint or expectation and how it came out.

    ``key`` is the field checked (``legal``, ``trump``, ``hand`` ... as in ``Expect``, or
    ``ledger`` and the ``Result`` fields at the end); pages dispatch on it, never on ``what``,
    the words of the report.
    """

    key: str
    what: str
    expected: str
    actual: str
    ok: bool
    #: The player the check is about (``legal``, ``tricks``, ``hand``), if any.
    player: str | None = None
    #: The actions or cards shown: the legal actions (``legal``), the actions required
    #: (``legal_includes``), the cards held (``hand``).
    items: tuple = ()


@dataclass
class Payment:
    payer: object
    payee: object
    amount: object
    reason: str
    rule_id: str


class Refusal(NamedTuple):
    """A refusal as the engine gave it: its message, the rule that refused (or ``None``), the
    reason code (``engine/refusals.py``) and the reason's details."""

    message: str
    rule_id: str | None
    reason: str | None
    details: dict


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
    #: For an ``illegal`` step: the refusal as the engine gave it.
    refusal: Refusal | None = None
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
    #: Each seat's side where there are partnerships (``None``: each plays for himself), and the
    #: parameters whose rules were in force: how the game names its moves (``verbs.worded``).
    sides: tuple | None = None
    in_force: frozenset = frozenset()
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
        hands=[[pack.codes[c] for c in cards_of_mask(h)] for h in st.hands],
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


def cards_of_mask(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def payments(entries) -> list[Payment]:
    return [Payment(e.payer, e.payee, e.amount, e.reason, e.rule_id) for e in entries]
