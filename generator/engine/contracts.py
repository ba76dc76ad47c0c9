"""Contracts and the state of a hand played by a declarer (soloist) against the others.

A *contract* is what a declarer undertakes: a suit game (the named suit is trumps, at least
``min_tricks`` tricks), Bettel (no trick, no trumps) or Mord (every trick, no trumps). The
``contracts`` rule lists them in ascending order; ``rank`` is the position in that list, so a
higher contract outbids a lower one. ``ContractState`` is a ``HandState`` with the few fields
that contract and soloist games add: the contract, how the declarer got the game, the
preferred suit, the announcements that changed the stakes (contra, recontra, match) and the
scores that are not money.
"""
from __future__ import annotations

from typing import NamedTuple

from generator.engine.state import COPIED, HandState

#: Contract kinds the engine knows (the vocabulary's ``contracts.kind``).
KINDS = ("suit", "bettel", "mord")


class Contract(NamedTuple):
    """One contract of a ruleset."""

    #: Contract id, as in ``bid <id>`` (``acorn-brand``).
    id: str
    #: Period name (``Acorn Brand``).
    name: str
    #: suit | bettel | mord
    kind: str
    #: Trump suit index (suit games), or ``None``.
    trump: int | None
    #: Tricks the declarer needs in a suit game.
    min_tricks: int | None
    #: Position in the ascending list: a higher rank outbids a lower one.
    rank: int

    def made(self, tricks: int, total: int) -> bool:
        """Whether the declarer with ``tricks`` of ``total`` tricks has made the contract."""
        if self.kind == "suit":
            return tricks >= self.min_tricks
        if self.kind == "bettel":
            return tricks == 0
        return tricks == total

    def decided(self, tricks: int, played: int, total: int) -> bool:
        """Whether the result is certain after ``played`` of ``total`` tricks (``early-end``),
        won or lost: a suit game made, or out of reach (too few tricks left to make it);
        Bettel lost (a trick taken); Mord lost (a trick lost). Bettel and Mord are won only
        with the last trick."""
        if self.kind == "suit":
            return tricks >= self.min_tricks or tricks + (total - played) < self.min_tricks
        if self.kind == "bettel":
            return tricks > 0 or played == total
        return tricks < played or played == total


def compile_contracts(pack, value, need, first_lead: bool = False) -> tuple:
    """The ``contracts`` rule as ``Contract``s in ascending order (problems go to ``need``);
    ``first_lead``: the game module plays a suit game whose trumps are the suit the declarer leads
    first (``trumps: first-lead``, its ``trump`` ``None``)."""
    out = []
    for i, spec in enumerate(value or ()):
        kind = spec["kind"]
        trump = None
        if kind == "suit":
            if "trump" not in spec and first_lead and spec.get("trumps") == "first-lead":
                pass
            elif "trump" not in spec:
                need.problem(f"contracts: {spec['id']} names no trump suit "
                             "(a suit game whose trumps the declarer names later is not played yet)")
                continue
            else:
                try:
                    trump = pack.suit_index(spec["trump"])
                except ValueError as e:
                    need.problem(f"contracts: {spec['id']}: {e}")
                    continue
            if spec.get("min_tricks") is None:
                need.problem(f"contracts: {spec['id']} gives no min_tricks")
                continue
        out.append(Contract(spec["id"], spec.get("name", spec["id"]), kind, trump, spec.get("min_tricks"), i))
    if len({c.id for c in out}) != len(out):
        need.problem("contracts: an id is used twice")
    return tuple(out)


_CONTRACT_SLOTS = ("contract", "how", "preferred", "announced", "stake", "scores", "called", "picked", "offer")


class ContractState(HandState):
    """A hand with a declarer: the ``HandState`` API plus the contract and the announcements.

    ``declarer`` (the soloist) is a ``HandState`` field already; ``st.table.trump`` is the
    trump suit once it is fixed.
    """

    __slots__ = _CONTRACT_SLOTS

    def __init__(self, rules, players, dealer, deal, session):
        super().__init__(rules, players, dealer, deal, session)
        #: The ``Contract`` bid or announced (``None`` in soloist games and before the auction).
        self.contract = None
        #: How the declarer got the game: round-1, round-2, turn-up, match, auction.
        self.how = None
        #: The preferred suit (Kontraspiel's turned suit), or ``None``.
        self.preferred = None
        #: Announcements that change the stakes: verb -> seat (contra, recontra, match).
        self.announced = {}
        #: What the hand is worth (Kontraspiel's base value), once known.
        self.stake = None
        #: Scores that are not money, per seat (``{"soft": [...], "hard": [...]}``), at the end.
        self.scores = {}
        #: The card called by the declarer and its holder (``None`` for the Dopper), if any.
        self.called = None
        #: The cards the declarer picked up from those laid aside (the Dopper), as a mask.
        self.picked = 0
        #: The declarations offered to the player asked in an announcement poll (and ``pass``).
        self.offer = ()

    def clone(self) -> "ContractState":
        """An independent copy sharing the compiled rules."""
        other = ContractState.__new__(type(self))
        for name in HandState.__slots__ + _CONTRACT_SLOTS:
            setattr(other, name, getattr(self, name))
        for name in COPIED:
            setattr(other, name, list(getattr(self, name)))
        other.outcome = dict(self.outcome)
        other.announced = dict(self.announced)
        other.scores = {k: list(v) for k, v in self.scores.items()}
        other.ledger = self.ledger.copy()
        return other

    def observation(self, player: int) -> dict:
        """``HandState.observation`` plus the declarer, contract, preferred suit and announcements.

        A dealer who must choose before looking at his cards (a turned Ace) does not see them.
        """
        out = super().observation(player)
        pack = self.rules.pack
        if player == self.dealer and self.phase is not None and getattr(self.phase, "blind", False):
            out["hand"] = " ".join("??" for _ in range(self.hands[player].bit_count()))
        out.update(
            declarer=self.declarer, how=self.how,
            contract=self.contract.id if self.contract is not None else None,
            preferred=pack.suits[self.preferred] if self.preferred is not None else None,
            announced=dict(self.announced), stake=self.stake,
            called=pack.codes[self.called[0]] if self.called else None)
        if self.scores:
            out["scores"] = {k: list(v) for k, v in self.scores.items()}
        return out

    def _public(self, seat: int, action, viewer: int) -> str:
        if action.verb == "discard" and seat != viewer:
            return f"{seat}: discard {len(action.cards)}"
        if action.verb == "give" and seat != viewer and not (self.called and self.called[1] == viewer):
            return f"{seat}: give"
        return super()._public(seat, action, viewer)
