"""Préférence: the game module. Three in the deal (with four at the table the dealer sits out),
ten cards each and a talon of two, bidding by suits in the order of preference, helpers who go
along against the declarer with a quota of their own, and the pot.

Phases: the stake of every player in the deal (``ante``) → deal (packets, the talon laid aside)
→ the auction by suits from forehand (``auction``, ``auction-turns``, ``contracts``); if all
pass, the talon is turned up and the auction held again, its winner taking up the talon and
laying two cards away (``dopper-exchange``), and if all pass again the deal is void
(``then_all_pass``) → each other player goes along or passes (``helpers``) → ten tricks, the
declarer leading, the trump suit that of his game (``trump-selection: auction``) or that of his
first lead (``first-lead``) → settlement (``suit-tariff``): the declarer takes the game's
value from the pot or pays it in, a helper short of his quota pays it in (``pot-settlement``),
and the declarer pays every helper for each of his tricks (``side-payments``).

Readings built in here, where the sources leave the point open:
- The declarer's winnings are capped at the pot as it stood when play began (after the stake),
  with ``pot-settlement: {limit: pot-holds}``; what losers pay in is paid in full.
- A declarer whom nobody opposes is settled as a winner (``helpers: {none_go_along:
  declarer-wins}``) and pays no helper; the talon he took stays with his cards.
- The talon turned up after all passed is seen by everyone (``outcome["talon"]``).
- Where trumps are the suit of the declarer's first lead (Meyers), a declarer whom nobody
  opposes leads no card: he is paid the value of the highest suit, the one he would choose.
- ``helpers: {quota_together}`` adds nothing to play: the declarer's target leaves the helpers
  the rest of the tricks, and each helper's own ``quota`` decides who is bête.
"""
from __future__ import annotations

from generator.engine import obligations as ob
from generator.engine.auction import Auction
from generator.engine.cards import make_pack
from generator.engine.contracts import ContractState, compile_contracts
from generator.engine.helpers import GoAlong, short_helpers
from generator.engine.ledger import POT
from generator.engine.phases import finish
from generator.engine.players import preference as players
from generator.engine.protocol import Game
from generator.engine.rams import link_active
from generator.engine.ranking import compile_tables
from generator.engine.registry import register
from generator.engine.rules import CompiledRules
from generator.engine.session import Session
from generator.engine.talon import TakeAside
from generator.engine.tricks import Play, start_play


class Rules(CompiledRules):
    """A Préférence ruleset compiled for one table size."""

    #: The two cards left over are laid aside as the talon; none is turned.
    turns_card = False

    def _finish(self) -> None:
        p = self.params
        first_lead = any(c.trump is None for c in self.contracts)
        self.play = FirstLeadPlay(self.pack, self.tables) if first_lead else Play(self.pack)
        a = self.auction_rule
        self.auction = Auction(p.ref("auction"), self.contracts, self.turns["dealer"], False, p.ref("auction"),
                               p.ref("auction-turns"), _after_auction, _all_passed)
        self.take_talon = TakeTalon(p.ref("dopper-exchange"), self.pack, self.talon_rule["max_cards"], _go_along)
        self.go_along = GoAlong(p.ref("helpers"), self.helpers["order"], _start_play, _unopposed)
        self.turn_talon = a["all_pass"] == "turn-talon"

    # ------------------------------------------------------------ compile
    def _compile_cards(self, params, need, players):
        spec, rank_order = need.value("pack"), need.value("rank-order")
        self.hand_size = need.value("hand-size")
        self.packets = (need.value("deal-packets") or {}).get("packets")
        self.suit_order = need.value("suit-order")
        talon = need.value("talon")
        if talon not in (None, "laid-aside"):
            need.problem(f"talon: {talon} (this game module lays the talon aside)")
        sits_out = need.optional("dealer-sits-out")
        self.idle_dealer = bool(sits_out) and (players == sits_out["players"] or
                                               bool(sits_out.get("or_more")) and players > sits_out["players"])
        if sits_out and sits_out.get("optional"):
            need.problem("dealer-sits-out: optional (this game module plays a dealer who always sits out)")
        if spec is None or rank_order is None:
            return
        try:
            self.pack = make_pack(spec)
            self.tables = compile_tables(self.pack, rank_order, ())
        except ValueError as e:
            need.problem(str(e))
            return
        if self.packets and self.hand_size:
            dealt = sum(p for p in self.packets if isinstance(p, int))
            aside = sum(p["talon"] for p in self.packets if isinstance(p, dict))
            served = players - self.idle_dealer
            if dealt != self.hand_size:
                need.problem(f"deal-packets {self.packets} do not add up to hand-size {self.hand_size}")
            elif served * dealt + aside != self.pack.size:
                need.problem(f"{served} hands of {dealt} and {aside} laid aside do not make the "
                             f"{self.pack.size}-card pack (with {players} at the table)")

    def _compile_bidding(self, params, need):
        selection = need.value("trump-selection")
        if selection not in (None, "auction", "first-lead"):
            need.problem(f"trump-selection: {selection} (this game module plays an auction or the first lead)")
        self.first_lead_trumps = selection == "first-lead"
        self.auction_rule = a = need.value("auction")
        self.turns = need.value("auction-turns")
        if self.turns and (self.turns["rounds"], self.turns["dealer"]) != ("once", "in-turn"):
            need.problem("auction-turns: this game module plays one turn each, the dealer in turn")
        if a:
            if a.get("all_pass") not in ("turn-talon", "redeal"):
                need.problem(f"auction: all_pass {a.get('all_pass')} (this game module turns the talon or redeals)")
            elif a["all_pass"] == "turn-talon" and a.get("then_all_pass") != "redeal":
                need.problem("auction: no then_all_pass: redeal (what follows when all pass with the talon turned)")
        self.talon_rule = need.value("dopper-exchange")
        self.helpers = need.value("helpers")
        if self.helpers is not None:
            for field in ("order", "quota", "none_go_along"):
                if field not in self.helpers:
                    need.problem(f"helpers: no {field}")
            if self.helpers.get("none_go_along") not in (None, "declarer-wins"):
                need.problem(f"helpers: none_go_along {self.helpers['none_go_along']} (not played yet)")
        if need.optional("switch-up", False):
            need.problem("switch-up: the declarer here plays the suit he bid")
        contracts = need.value("contracts")
        if contracts is None or not hasattr(self, "pack"):
            return
        # a game whose trumps are the suit of the first lead may also be bid in an auction
        self.contracts = compile_contracts(self.pack, contracts, need, first_lead=True)
        if self.first_lead_trumps and any(c.trump is not None for c in self.contracts):
            need.problem("contracts: a suit is named, but trumps are the suit of the declarer's first lead")
        if self.suit_order:
            #: The highest suit, the value of a first-lead game nobody opposes (a reading).
            self.highest = self.pack.suit_index(self.suit_order[0])

    def _compile_play(self, params, need):
        first = need.value("first-lead")
        if first not in (None, "declarer"):
            need.problem(f"first-lead: {first} (the declarer leads in this game module)")
        self.obligations = ob.Obligations(ob.follow_chain(params, need))
        if need.optional("early-end", False):
            need.problem("early-end: this game module plays all ten tricks (the helpers are paid by the trick)")

    def _compile_scoring(self, params, need):
        self.ante = need.value("ante")
        if self.ante and self.ante.get("amount") is None:
            need.problem("ante: no amount (agreed at the table)")
        tariff = need.value("suit-tariff")
        self.settle = need.value("pot-settlement")
        self.side = need.value("side-payments")
        if self.settle and self.settle.get("declarer") != "with-pot":
            need.problem("pot-settlement: no declarer: with-pot (this game module settles the game with the pot)")
        if self.side and self.side.get("helper_tricks") != "from-declarer":
            need.problem("side-payments: no helper_tricks: from-declarer")
        if tariff is None or not hasattr(self, "pack"):
            return
        #: ``tariff[suit index] = (game's value, a helper's trick)``.
        self.tariff = {self.pack.suit_index(v["suit"]): (v["game"], v.get("per_trick", 0)) for v in tariff["values"]}
        missing = [self.pack.suits[s] for s in range(len(self.pack.suits)) if s not in self.tariff]
        if missing:
            need.problem(f"suit-tariff: no value for {' '.join(missing)}")
        self.refs = {k: params.ref(k).rule_id for k in ("ante", "suit-tariff", "pot-settlement", "side-payments")}

    # ------------------------------------------------------------ settlement
    def after_play(self, st) -> None:
        """Settle the game with the pot and pay the helpers their tricks."""
        c, d = st.contract, st.declarer
        trump = st.table.trump
        made = c.made(st.tricks[d], self.hand_size)
        value, per_trick = self.tariff[trump]
        pay, rule = st.ledger.pay, self.refs["suit-tariff"]
        short = short_helpers(st, self.helpers["quota"])
        if made:
            pay(POT, d, self._capped(st, value), "game won", rule)
        else:
            pay(d, POT, value, "bête", rule)
        if self.settle.get("helpers") == "pay-pot-if-short":
            for q in short:
                pay(q, POT, value, "helper bête", self.refs["pot-settlement"])
        for q in st.outcome["helpers"]:
            pay(d, q, per_trick * st.tricks[q], "helper's tricks", self.refs["side-payments"])
        out = st.outcome
        out.update(contract=c.id, declarer=d, made=made, trump=self.pack.suits[trump], short_helpers=short,
                   bete=([] if made else [d]) + short)
        finish(st)

    def _capped(self, st, amount):
        """What the declarer may take from the pot (``limit: pot-holds``: no more than it held when play began)."""
        return min(amount, st.ledger.pot) if self.settle.get("limit") == "pot-holds" else amount

    def check_state(self, st):
        """The talon is two cards until the declarer takes it; the dealer who sits out holds nothing."""
        if self.idle_dealer and st.hands[st.dealer]:
            return "the dealer who sits out holds cards"
        if st.aside and st.aside.bit_count() != sum(p["talon"] for p in self.packets if isinstance(p, dict)):
            return "the talon has lost or gained cards"
        return None

    def next_session(self, st) -> Session:
        """The pot carries over to the next deal."""
        s = st.session
        return Session(s.hand_number + 1, st.ledger.pot, s.bete_streak, s.bete_in_pot, False, s.commitments)


class TakeTalon(TakeAside):
    """The declarer takes up the talon and lays two cards away (Pierer's and Meyers' Talon)."""

    name = "talon"


class FirstLeadPlay(Play):
    """Trick play in which the suit of the declarer's first lead becomes trumps (Meyers)."""

    def __init__(self, pack, tables):
        super().__init__(pack)
        self.tables = tables
        self.suit_of = tables[None].suit_of

    def apply(self, st, p, action, check):
        if st.trick_no == 1 and not st.trick and st.table.trump is None:
            card = self.index.get(action[1][0]) if action[0] == "play" and len(action[1]) == 1 else None
            if card is not None and st.hands[p] >> card & 1:
                st.table = self.tables[self.suit_of[card]]
        super().apply(st, p, action, check)


# ---------------------------------------------------------------- the hand
def start(st: ContractState) -> ContractState:
    """The stake of every player in the deal, then the auction (the talon lies aside)."""
    rules = st.rules
    if rules.idle_dealer:
        st.active[st.dealer] = False
        link_active(st)
    ante = rules.ante
    for q in range(st.n):
        if st.active[q]:
            st.ledger.pay(q, POT, ante["amount"], "ante", rules.refs["ante"])
    rules.auction.start(st)
    return st


def _all_passed(st) -> None:
    rules = st.rules
    if rules.turn_talon and "talon" not in st.outcome:
        st.outcome["talon"] = rules.pack.format(st.aside)
        rules.auction.start(st)
        return
    st.outcome["redeal"] = True
    finish(st)


def _after_auction(st) -> None:
    rules = st.rules
    if st.aside and ("talon" in st.outcome or rules.talon_rule.get("when") != "after-all-pass"):
        rules.take_talon.start(st)
    else:
        _go_along(st)


def _go_along(st) -> None:
    st.rules.go_along.start(st)


def _start_play(st) -> None:
    c = st.contract
    start_play(st, st.declarer, st.rules.tables[c.trump])


def _unopposed(st) -> None:
    """Nobody went along: the declarer has won without play."""
    rules, d, c = st.rules, st.declarer, st.contract
    trump = c.trump if c.trump is not None else rules.highest
    st.ledger.pay(POT, d, rules._capped(st, rules.tariff[trump][0]), "game won", rules.refs["suit-tariff"])
    st.outcome.update(contract=c.id, declarer=d, made=True, unopposed=True)
    finish(st)


#: The rule parameters the module reads.
PARAMETERS = ("players", "pack", "hand-size", "deal-packets", "rank-order", "suit-order", "talon", "dealer-sits-out",
              "trump-selection", "auction", "auction-turns", "switch-up", "contracts", "dopper-exchange", "helpers",
              "first-lead", "follow-suit", "must-trump", "must-overtrump", "must-head", "early-end", "ante",
              "suit-tariff", "pot-settlement", "side-payments")
#: The refusal reasons its phases give.
REASONS = ("not-now", "hand-over", "bad-action", "no-such-card", "no-such-contract", "not-held", "follow-suit",
           "must-trump", "must-overtrump", "must-head", "face-down", "dopper-count", "dopper-too-many",
           "bid-not-higher", "equal-bid")

GAME = register(Game(
    "preference", Rules, start, PARAMETERS,
    verbs=("pass", "bid", "discard", "go-along", "play"), reasons=REASONS,
    state=ContractState, greedy=players.greedy, stats=players.Stats))
