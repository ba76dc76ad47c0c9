"""The state of one hand and its API: who acts, what is legal, apply, settle, observe, clone.

A ``HandState`` holds only what changes during a hand; the compiled rules (pack, rank tables,
obligations, phases) are shared by every hand played under them. Game modules drive it
through *phases*: objects with ``legal(st)`` and ``apply(st, p, action, check)`` that move
the state on and hand over to the next phase. ``apply`` validates (``check=True``);
``apply_fast`` runs the same code without the checks, for simulation.
"""
from __future__ import annotations

from generator.engine.actions import Action, parse_action
from generator.engine.ledger import Ledger
from generator.engine.refusals import REASONS
from generator.engine.session import Session


class IllegalAction(Exception):
    """An action the rules forbid: the message in the engine's words, and the refusal as data —
    ``rule_id`` names the rule (``<ruleset>#<param>``) if one does, ``reason`` is a code of
    ``refusals.REASONS`` and ``details`` its particulars (card, suit and contract codes, numbers)."""

    def __init__(self, message: str, rule_id: str | None = None, reason: str | None = None, **details):
        super().__init__(message)
        if reason is not None and reason not in REASONS:
            raise ValueError(f"unknown refusal reason {reason!r} (refusals.REASONS)")
        self.rule_id = rule_id
        self.reason = reason
        self.details = details


#: ``BIT[card] == 1 << card``.
BIT = tuple(1 << c for c in range(64))

#: Fields a clone copies (lists), not shares with the original.
COPIED = ("hands", "active", "tricks", "talon", "trick", "trick_seats", "trick_log", "queue",
           "history", "next_seat")


class HandState:
    """One hand, from the deal to the settlement."""

    __slots__ = (
        "rules", "n", "dealer", "session", "deal", "forced", "forced_by",
        # where the cards are
        "hands", "talon", "turned", "discards", "folded", "aside", "played",
        # who is in, who acts
        "active", "n_active", "next_seat", "phase", "actor", "queue", "qi", "round",
        # trick play
        "table", "trick_no", "leader", "declarer", "trick", "trick_seats", "led", "best",
        "best_seat", "face_down", "tricks", "trick_log", "chains", "legal_mask",
        # money and record
        "ledger", "history", "outcome",
    )

    def __init__(self, rules, players: int, dealer: int, deal, session: Session):
        self.rules = rules
        self.n = players
        self.dealer = dealer
        self.session = session
        self.deal = deal
        self.forced = self.face_down = False
        #: The rule that forced the deal (nobody may drop out), or ``None``.
        self.forced_by = None
        bit = BIT.__getitem__
        #: Bitmask of each seat's cards.
        self.hands = [sum(map(bit, hand)) for hand in deal.hands]
        #: Undealt cards, top first.
        self.talon = list(deal.talon)
        self.turned = deal.turned
        self.aside = sum(map(bit, deal.aside))
        self.discards = self.folded = self.played = self.qi = self.round = self.trick_no = self.best = 0
        self.active = [True] * players
        self.n_active = players
        #: The next active seat after each seat.
        self.next_seat = list(rules.next_seat)
        self.phase = self.actor = self.table = self.leader = self.declarer = self.best_seat = None
        self.queue = []
        self.trick = []
        self.trick_seats = []
        self.led = -1
        self.tricks = [0] * players
        self.trick_log = []
        #: ``chains[trick_no]``: the obligations on the leader and on the followers.
        self.chains = ()
        #: Legal cards as last computed by the play phase (-1: not known for this position).
        self.legal_mask = -1
        self.ledger = Ledger(session.pot)
        self.history = []
        #: Facts about how the hand ended, for statistics (``{"bete": [seats], ...}``).
        self.outcome = {}

    # ------------------------------------------------------------------ API
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` when the hand is over."""
        return self.actor

    def is_terminal(self) -> bool:
        """The hand is over and settled."""
        return self.actor is None

    def legal_actions(self):
        """The actions the current player may take (a sequence; empty when terminal)."""
        return self.phase.legal(self)

    def apply(self, action) -> None:
        """Take an action (an ``Action`` or its string); ``IllegalAction`` if the rules forbid it."""
        if action.__class__ is str:
            try:
                action = parse_action(action)
            except ValueError as e:
                raise IllegalAction(f"Illegal: {e}", reason="bad-action") from None
        p = self.actor
        self.phase.apply(self, p, action, True)  # a settled hand's phase refuses everything
        self.history.append((p, action))

    def apply_fast(self, action: Action) -> None:
        """Take a legal action without validating it (same code, no checks)."""
        p = self.actor
        self.phase.apply(self, p, action, False)
        self.history.append((p, action))

    def settlement(self) -> tuple:
        """The payments of this hand so far (ante, tricks, bêtes ...), as ledger entries."""
        return tuple(self.ledger.entries)

    def balances(self) -> list:
        """Each seat's net result in this hand."""
        return self.ledger.balances(self.n)

    @property
    def pot(self):
        """The pot now."""
        return self.ledger.pot

    def next_session(self) -> Session:
        """What this hand hands on to the next (call when terminal)."""
        return self.rules.next_session(self)

    def next_dealer(self) -> int:
        """Who deals next: the next player in the direction of play, or further on where the deal
        passed on before it was made (``outcome["deal_moves"]``, ``cut.py``)."""
        return (self.dealer + self.outcome.get("deal_moves", 1)) % self.n

    def clone(self) -> "HandState":
        """An independent copy sharing the compiled rules."""
        other = HandState.__new__(HandState)
        for name in HandState.__slots__:
            setattr(other, name, getattr(self, name))
        for name in COPIED:
            setattr(other, name, list(getattr(self, name)))
        other.outcome = dict(self.outcome)
        other.ledger = self.ledger.copy()
        return other

    # ------------------------------------------------------------------ views
    def observation(self, player: int) -> dict:
        """What ``player`` sees: his hand, the table, public history; hidden cards stay hidden."""
        pack = self.rules.pack
        trick = []
        for seat, card in zip(self.trick_seats, self.trick):
            hidden = self.face_down and seat == self.leader and seat != player
            trick.append({"player": seat, "card": "??" if hidden else pack.codes[card],
                          "face_down": self.face_down and seat == self.leader})
        # A phase before the cards are seen (Tippen's dealer deciding whether to deal) shows the
        # hands as cards face down.
        unseen = getattr(self.phase, "before_the_deal", False)
        return {
            "player": player, "dealer": self.dealer, "phase": self.phase.name if self.phase else None,
            "to_act": self.actor,
            "hand": " ".join(["??"] * self.hands[player].bit_count()) if unseen else pack.format(self.hands[player]),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "turned": pack.codes[self.deal.turned] if self.deal.turned is not None and not unseen else None,
            "trump": pack.suits[self.table.trump] if self.table and self.table.trump is not None and not unseen
            else None,
            "talon": len(self.talon), "pot": self.pot, "active": list(self.active),
            "trick_no": self.trick_no, "trick": trick, "tricks": list(self.tricks),
            "history": [self._public(seat, a, player) for seat, a in self.history],
            "legal": [str(a) for a in self.legal_actions()] if self.actor == player else [],
        }

    def _public(self, seat: int, action: Action, viewer: int) -> str:
        if seat == viewer or not action.cards:
            return f"{seat}: {action}"
        if action.verb == "exchange":
            return f"{seat}: exchange {len(action.cards)}"
        if action.verb == "take-turn-up":
            return f"{seat}: take-turn-up"
        if action.verb == "face-down":
            return f"{seat}: face-down"
        return f"{seat}: {action}"

    def transcript(self) -> list[str]:
        """Every action so far as ``"seat: action"``."""
        return [f"{seat}: {a}" for seat, a in self.history]

    def location_masks(self) -> dict:
        """Where every card is (for the card-conservation check)."""
        out = {f"hand {p}": h for p, h in enumerate(self.hands)}
        out.update(talon=sum(1 << c for c in self.talon), discards=self.discards,
                   folded=self.folded, aside=self.aside,
                   played=self.played,  # the current trick included
                   turned=(1 << self.turned) if self.turned is not None else 0)
        return out

    def __str__(self) -> str:
        pack = self.rules.pack
        hands = " | ".join(f"{p}{'*' if p == self.dealer else ''}: {pack.format(h)}"
                           for p, h in enumerate(self.hands))
        phase = self.phase.name if self.phase else "-"
        trick = pack.format(self.trick) if self.trick else "-"
        return (f"[{phase}] to act: {self.actor}  pot {self.pot}  trick {self.trick_no}: {trick}  "
                f"tricks {self.tricks}\n  {hands}")
