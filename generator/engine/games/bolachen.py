"""Bolachen: the game module. Three players, an auction by contracts (Brand in a suit, Bettel,
Mord), the Dopper, a called card, follow-trump-overtrump-head with the second defender's
exception, early ends, and a score in units, on the sheet and in money.

Phases: deal (packets with two cards laid aside as the Dopper) → auction (``auction``,
``auction-turns``, ``contracts``) → in the contracts that allow it the declarer may call a card
(``call-card``) → the declarer takes the Dopper and discards two (``dopper-exchange``) → he
announces his contract, the one he won or a higher one (``switch-up``) → up to ten tricks,
the declarer leading (``first-lead``), ended early once the result is certain, won or lost
(``early-end``) → settlement: the contract's value from or to each defender
(``contract-values``), with the soft and hard scores (``soft-score``, ``hard-score``) in the
outcome.

Readings built in here, where the sources leave the point open:
- The declarer announces his final contract after taking the Dopper (the records: in Brand
  he "names trumps, normally after taking up the Dopper"; the call in Bettel and Mord comes
  before the Dopper, so a declarer who switches up to Bettel or Mord after it calls no card).
- The called card may be any card the declarer lacks; the card given back is any other card
  of his hand.
- The second defender's exception frees him from beating the trick with a trump too
  (``must-overtrump``), not from trumping when he cannot follow (``must-trump``).
- The hard score is the tariff times the contract's multiplier per defender; the Mord
  alternative (a flat amount per defender) is reported beside it, not played.
"""
from __future__ import annotations

from generator.engine import obligations as ob
from generator.engine.auction import Announce, Auction
from generator.engine.cards import make_pack
from generator.engine.contracts import ContractState, compile_contracts
from generator.engine.protocol import Game
from generator.engine.players import bolachen as players
from generator.engine.registry import register
from generator.engine.rules import CompiledRules
from generator.engine.phases import finish
from generator.engine.ranking import compile_tables
from generator.engine.session import Session
from generator.engine.talon import CallCard, GiveCard, TakeAside
from generator.engine.tricks import Play, start_play



class Rules(CompiledRules):
    """A Bolachen ruleset compiled for one table size."""

    #: The two cards left over are laid aside as the Dopper; none is turned.
    turns_card = False

    def _finish(self) -> None:
        self.score_columns = self._score_columns()
        self._build_phases()

    # ------------------------------------------------------------ compile
    def _compile_cards(self, params, need, players):
        spec = need.value("pack")
        self.hand_size = need.value("hand-size")
        self.packets = (need.value("deal-packets") or {}).get("packets")
        rank_order = need.value("rank-order")
        self.suit_order = need.value("suit-order")
        talon = need.value("talon")
        top_specs = need.optional("top-trumps", ())
        if talon not in (None, "dopper"):
            need.problem(f"talon: {talon} (this game module lays the Dopper aside)")
        if spec is None or rank_order is None:
            return
        try:
            self.pack = make_pack(spec)
            self.tables = compile_tables(self.pack, rank_order, top_specs)
        except ValueError as e:
            need.problem(str(e))
            return
        if self.packets and self.hand_size:
            dealt = sum(p for p in self.packets if isinstance(p, int))
            aside = sum(p["talon"] for p in self.packets if isinstance(p, dict))
            if dealt != self.hand_size:
                need.problem(f"deal-packets {self.packets} do not add up to hand-size {self.hand_size}")
            elif players * dealt + aside != self.pack.size:
                need.problem(f"{players} hands of {dealt} and {aside} laid aside do not make the "
                             f"{self.pack.size}-card pack")

    def _compile_bidding(self, params, need):
        selection = need.value("trump-selection")
        if selection not in (None, "auction"):
            need.problem(f"trump-selection: {selection} (this game module plays an auction)")
        self.auction_rule = need.value("auction")
        self.turns = need.value("auction-turns")
        self.switch_up = need.optional("switch-up", False)
        contracts = need.value("contracts")
        if self.auction_rule:
            a = self.auction_rule
            if a.get("suit_bids") == "name-after-dopper":
                need.problem("auction: Brand bids without a suit (named after the Dopper) are not played yet")
            if a.get("all_pass") is None:
                need.problem("auction: no all_pass (what follows when everyone passes)")
        if contracts is None or not hasattr(self, "pack"):
            return
        self.contracts = compile_contracts(self.pack, contracts, need)
        if self.suit_order and self.auction_rule and self.auction_rule.get("suit_bids") == "compare-suits":
            suits = [c.trump for c in self.contracts if c.kind == "suit"]
            ranks = [self.suit_order.index(self.pack.suits[s]) if self.pack.suits[s] in self.suit_order else -1
                     for s in suits]
            if -1 in ranks or ranks != sorted(ranks, reverse=True):
                need.problem("contracts: the Brand contracts are not in the order of suit-order "
                             "(lowest suit first)")

    def _compile_play(self, params, need):
        self.first_lead = need.value("first-lead")
        if self.first_lead not in (None, "declarer"):
            need.problem(f"first-lead: {self.first_lead} (the declarer leads in this game module)")
        self.obligations = ob.Obligations(ob.follow_chain(params, need))
        self.early_end = _early_end if need.optional("early-end", False) else None
        self.dopper = need.value("dopper-exchange")
        self.call = need.optional("call-card")

    def _compile_scoring(self, params, need):
        self.values = need.value("contract-values")
        self.values_id = params.ref("contract-values").rule_id if self.values is not None else None
        #: ``reasons[contract id][made]``: the words of the ledger entry.
        self.reasons = {c.id: (f"{c.id} lost", f"{c.id} made") for c in getattr(self, "contracts", ())}
        self.soft = need.optional("soft-score")
        self.hard = need.optional("hard-score")
        for c in getattr(self, "contracts", ()):
            if self.values is not None and c.kind not in self.values:
                need.problem(f"contract-values: no value for {c.kind}")

    def _build_phases(self):
        p = self.params
        self.play = Play(self.pack)
        a = self.auction_rule
        self.auction = Auction(p.ref("auction"), self.contracts, self.turns["dealer"],
                               a["all_pass"] == "dealer-must-play", p.ref("auction"), p.ref("auction-turns"),
                               _after_auction, _all_passed)
        self.announce = Announce(p.ref("switch-up"), self.contracts, _start_play) if self.switch_up else None
        self.take_dopper = TakeAside(p.ref("dopper-exchange"), self.pack, self.dopper["max_cards"], _after_dopper)
        self.give = GiveCard(p.ref("call-card"), self.pack, _take_dopper) if self.call else None
        self.call_phase = CallCard(p.ref("call-card"), self.pack, _take_dopper, self.give) if self.call else None
        self.call_contracts = frozenset(self.call["contracts"]) if self.call else frozenset()
        self.dopper_contracts = frozenset(self.dopper.get("contracts") or [c.id for c in self.contracts])

    # ------------------------------------------------------------ settlement
    def after_play(self, st) -> None:
        """The declarer receives the contract's value from each defender, or pays it to each."""
        c, d = st.contract, st.declarer
        made = c.made(st.tricks[d], self.hand_size)
        value = self.values[c.kind]
        rule = self.values_id
        pay = st.ledger.pay
        reason = self.reasons[c.id][made]
        for q in range(st.n):
            if q != d:
                if made:
                    pay(q, d, value, reason, rule)
                else:
                    pay(d, q, value, reason, rule)
        outcome = st.outcome
        outcome["contract"] = c.id
        outcome["declarer"] = d
        outcome["made"] = made
        outcome["tricks_played"] = len(st.trick_log)
        scores = st.scores
        for name, column in self.score_columns[(c.kind, d, made)]:
            scores[name] = list(column)
        for k, v in scores.items():
            outcome[k + "_score"] = list(v)
        finish(st)

    def _score_columns(self) -> dict:
        """``(contract kind, declarer, made) -> ((name, score per seat), ...)``: the soft score,
        the hard score and its Mord alternative, each a column that sums to zero."""
        n, out = self.players, {}
        for kind in {c.kind for c in self.contracts}:
            for d in range(n):
                for made in (False, True):
                    sign = 1 if made else -1
                    columns = []
                    if self.soft:
                        mult = self.soft.get("multipliers", {}).get(kind, 1)
                        columns.append(("soft", tuple(sign * self.soft["declarer"] * mult if q == d
                                                      else -sign * self.soft["defender"] * mult for q in range(n))))
                    if self.hard:
                        per = self.hard["tariff"] * self.hard.get("multipliers", {}).get(kind, 1)
                        columns.append(("hard", _per_defender(n, d, sign * per)))
                        if self.hard.get("mord_alternative") is not None:
                            alt = self.hard["mord_alternative"] if kind == "mord" else per
                            columns.append(("hard_mord_alternative", _per_defender(n, d, sign * alt)))
                    out[(kind, d, made)] = tuple(columns)
        return out

    def check_state(self, st):
        """Bolachen's own invariants: the Dopper is two cards until the declarer takes it, every
        score column sums to zero, and (with ``early-end``) play ends exactly when the result is
        certain, won or lost: never before, never after."""
        if st.aside and st.aside.bit_count() != sum(p["talon"] for p in self.packets if isinstance(p, dict)):
            return "the Dopper has lost or gained cards"
        for name, column in st.scores.items():
            if sum(column) != 0:
                return f"the {name} score does not sum to zero: {column}"
        if st.is_terminal() and st.contract is not None and len(st.trick_log) < self.hand_size:
            if not st.contract.decided(st.tricks[st.declarer], len(st.trick_log), self.hand_size):
                return "play ended before the result was certain"
        if self.early_end is not None and not st.is_terminal() and st.trick_log and st.contract is not None:
            if st.contract.decided(st.tricks[st.declarer], len(st.trick_log), self.hand_size):
                return "play goes on after the result is certain"
        return None

    def next_session(self, st) -> Session:
        """Nothing carries over but the count of deals (no pot)."""
        s = st.session
        return Session(s.hand_number + 1, st.ledger.pot, s.bete_streak, s.bete_in_pot, False, s.commitments)


def _per_defender(n, d, amount) -> tuple:
    """Declarer +2·amount, each of two defenders −amount (a zero-sum column per seat)."""
    return tuple(amount * (n - 1) if q == d else -amount for q in range(n))



# ---------------------------------------------------------------- the hand
def start(st: ContractState) -> ContractState:
    """Open the auction (the Dopper lies aside)."""
    st.rules.auction.start(st)
    return st


def _after_auction(st) -> None:
    rules = st.rules
    if rules.call_phase is not None and st.contract.id in rules.call_contracts:
        rules.call_phase.start(st)
    else:
        _take_dopper(st)


def _take_dopper(st) -> None:
    rules = st.rules
    if st.aside and st.contract.id in rules.dopper_contracts:
        rules.take_dopper.start(st)
    else:
        _after_dopper(st)


def _after_dopper(st) -> None:
    if st.rules.announce is not None:
        st.rules.announce.start(st)
    else:
        _start_play(st)


def _start_play(st) -> None:
    c = st.contract
    start_play(st, st.declarer, st.rules.tables[c.trump])


def _all_passed(st) -> None:
    st.outcome["redeal"] = True
    finish(st)


def _early_end(st) -> bool:
    return st.contract.decided(st.tricks[st.declarer], st.trick_no - 1, st.rules.hand_size)


#: The rule parameters the module reads.
PARAMETERS = ("players", "pack", "hand-size", "deal-packets", "rank-order", "suit-order", "talon", "top-trumps",
              "trump-selection", "auction", "auction-turns", "switch-up", "contracts", "first-lead", "follow-suit",
              "must-trump", "must-overtrump", "must-head", "early-end", "dopper-exchange", "call-card",
              "contract-values", "soft-score", "hard-score")
#: The refusal reasons its phases give.
REASONS = ("not-now", "hand-over", "bad-action", "no-such-card", "no-such-contract", "not-held", "follow-suit",
           "must-trump", "must-overtrump", "must-head", "face-down", "dopper-count", "dopper-too-many", "call-own-card",
           "give-called-card", "dealer-must-play", "bid-not-higher", "equal-bid", "no-switch-down")

GAME = register(Game(
    "bolachen", Rules, start, PARAMETERS,
    verbs=("pass", "bid", "announce", "call", "give", "discard", "play"), reasons=REASONS,
    state=ContractState, greedy=players.greedy, stats=players.Stats))
