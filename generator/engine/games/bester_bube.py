"""Bester Bube, Beste Boer, Lanterlui: the game module of the Bester Bube family.

Phases: deal → (Lanterlui in a forced deal) → dropping out → (challenge after all pass) →
(Lanterlui in a free deal) → exchange with the talon and the dealer's turned card →
(Lanterlui made by exchanging) → five tricks → settlement. Every value comes from the
ruleset's ``Params``; ``compile_rules`` reads them once per table size and reports every
missing one together.

Readings built in here, where the sources leave the point open:
- A deal is a force when nobody may drop out, whether by ``forced-deals`` or because the
  ``drop-out`` condition is not met; ``after-force`` and the Lanterlui payments use that.
- Trick 1 is led by the first player in the deal from the seat ``first-lead`` names.
"""
from __future__ import annotations

from generator.engine import obligations as ob
from generator.engine.bete import Scoring
from generator.engine.cards import make_pack
from generator.engine.lanterlui import Lanterlui
from generator.engine.ledger import POT
from generator.engine.protocol import Game
from generator.engine.players import bester_bube as players
from generator.engine.registry import register
from generator.engine.rules import CompiledRules
from generator.engine.phases import finish
from generator.engine.rams import (Challenge, DropOut, Exchange, TakeTurnUp, all_passed, fold_inactive,
                                   forehand_rotation, may_drop_out, seats_from_forehand)
from generator.engine.ranking import compile_tables
from generator.engine.session import Session
from generator.engine.state import HandState
from generator.engine.tricks import Play, start_play



#: ``bete-payment`` when a ruleset does not give it: a bête is paid at once.
AT_ONCE = {"mode": "at-once"}


class Rules(CompiledRules):
    """A Bester Bube ruleset compiled for one table size."""

    # ------------------------------------------------------------ compile
    def _compile_cards(self, params, need, players):
        spec = need.value("pack")
        reduction = need.optional("pack-reduction")
        self.hand_size = need.value("hand-size")
        self.packets = (need.value("deal-packets") or {}).get("packets")
        turn_up = need.value("turn-up")
        rank_order = need.value("rank-order")
        self.top_specs = need.value("top-trumps")
        if turn_up not in (None, "trump"):
            need.problem(f"turn-up: {turn_up} (Bester Bube needs the turned card to fix trumps)")
        if spec is None or rank_order is None or self.top_specs is None:
            return
        remove = ()
        if reduction and players < reduction.get("when_players_below", players + 1):
            remove = reduction["remove_ranks"]
        try:
            self.pack = make_pack(spec, remove)
            self.tables = compile_tables(self.pack, rank_order, self.top_specs)
        except ValueError as e:
            need.problem(str(e))
            return
        if self.hand_size and players * self.hand_size + 1 > self.pack.size:
            need.problem(f"{players} hands of {self.hand_size} and a turned card need more than "
                         f"{self.pack.size} cards")
        if self.packets and self.hand_size and sum(p for p in self.packets if isinstance(p, int)) != self.hand_size:
            need.problem(f"deal-packets {self.packets} do not add up to hand-size {self.hand_size}")
        self.names = [s.get("name") for s in self.top_specs]

    def _compile_bidding(self, params, need):
        self.ante = need.value("ante")
        if self.ante and self.ante.get("amount") is None:
            need.problem("ante: no amount (agreed at the table)")
        self.ante_ref = params.ref("ante")
        self.drop = need.value("drop-out")
        self.forced_deals = need.optional("forced-deals", {})
        self.all_pass = need.value("all-pass")
        self.after_force = need.optional("after-force")
        if self.after_force:
            self.after_force_seat = self._seat_rule(self.after_force["must_play"], need)
        self.exchange_rule = need.value("exchange")
        self.turn_up_mode = need.value("turn-up-to-dealer")
        for param, supported in (("trump-selection", "turn-up"), ("talon", "exchange-stock")):
            value = need.optional(param, supported)
            if value != supported:
                need.problem(f"{param}: {value} (this game module plays {supported} only)")

    def _seat_rule(self, which, need):
        """Offset from the dealer of a seat named relative to him (dealer-right, forehand)."""
        if which == "forehand":
            return 1
        direction = need.value("direction")
        if direction is None:
            return 1
        # Seats run in the direction of play: anticlockwise, the next seat sits on the right.
        return 1 if (which == "dealer-right") == (direction == "anticlockwise") else -1

    def _compile_play(self, params, need):
        self.first_lead = need.value("first-lead")
        if self.first_lead not in (None, "forehand", "eldest"):
            need.problem(f"first-lead: {self.first_lead} (no declarer in this game)")
        follow = []
        if need.value("follow-suit"):
            follow.append(ob.FollowSuit(params.ref("follow-suit")))
        if need.optional("must-trump"):
            follow.append(ob.MustTrump(params.ref("must-trump")))
        if need.optional("must-overtrump"):
            follow.append(ob.MustOvertrump(params.ref("must-overtrump")))
        head = need.optional("must-head")
        if head and head.get("required"):
            follow.append(ob.MustHead(params.ref("must-head"), exception=head.get("exception", "none")))
        names = getattr(self, "names", [])
        lead, forced, face_down = {}, {}, None
        t1 = need.optional("trick-1-lead")
        if t1:
            lead[1] = [ob.LeadInOrder(params.ref("trick-1-lead"), names, t1["must_lead"])]
            face_down = params.ref("trick-1-lead") if t1.get("face_down") else None
        for trick, param, index in ((1, "trick-1-top-trump", 0), (2, "trick-2-top-trump", 1)):
            value = need.optional(param)
            if value and value.get("must_play"):
                if len(self.top_specs or ()) <= index:
                    need.problem(f"{param}: the ruleset has no top trump {index + 1}")
                rule = ob.PlayTopTrump(params.ref(param), names, param, index, value.get("exception", "none"))
                forced.setdefault(trick, []).append(rule)
                if trick == 2:
                    lead.setdefault(2, []).append(rule)
        if need.optional("trick-2-lead"):
            lead.setdefault(2, []).append(ob.LeadTrump(params.ref("trick-2-lead")))
        waiver = need.optional("forced-play-waiver")
        self.obligations = ob.Obligations(
            follow, lead, forced,
            (waiver["active_players_at_most"], frozenset(waiver["tricks"]), params.ref("forced-play-waiver"))
            if waiver else None, face_down)

    def _compile_scoring(self, params, need):
        payout, bete = need.value("trick-payout"), need.value("bete")
        if need.optional("bete-payment", AT_ONCE)["mode"] != "at-once":
            need.problem("bete-payment: only payment at once is played")
        cap = need.optional("bete-cap")
        if payout and bete and self.ante and self.ante.get("amount") is not None:
            self.scoring = Scoring(params.ref("trick-payout"), params.ref("bete"),
                                   params.ref("bete-cap") if cap else None, self.ante["amount"])
        self.lanterlui = None
        flush = need.optional("lanterlui")
        if flush:
            four = need.optional("four-card-lanterlui")
            four_ref = params.ref("four-card-lanterlui") if four and four.get("allowed") else None
            self.lanterlui = Lanterlui(params.ref("lanterlui"), four_ref)
            for key in ("forced_bete", "passed_pays", "players_pay", "made_by_exchange"):
                if key not in flush:
                    need.problem(f"lanterlui: no {key}")

    # ------------------------------------------------------------ phases
    def _finish(self) -> None:
        self._build_phases()

    def _build_phases(self) -> None:
        """The phase objects, shared by every hand under these rules."""
        ex = self.exchange_rule
        self.play = Play(self.pack)
        self.drop_out = DropOut(self.params.ref("drop-out"), _after_drop_out)
        self.challenge = Challenge(self.params.ref("all-pass"), _after_challenge)
        take_first = self.turn_up_mode == "discard-for-it"
        self.take_turn_up = TakeTurnUp(self.params.ref("turn-up-to-dealer"), self.pack,
                                       _start_exchange if take_first else _before_play)
        self.exchange = Exchange(self.params.ref("exchange"), self.pack, ex["rounds"], ex.get("max_cards"),
                                 _before_play if take_first or self.turn_up_mode == "none" else _take_turn_up)

    def after_play(self, st) -> None:
        """Settle the tricks and bêtes."""
        self.scoring.settle(st, seats_from_forehand(st))
        finish(st)

    def next_session(self, st) -> Session:
        """The session state after this hand."""
        s = st.session
        betes = st.outcome.get("bete") or []
        pot = st.ledger.pot
        bete_in_pot = bool(betes) or (s.bete_in_pot and pot != 0)
        streak = st.outcome.get("bete_streak", s.bete_streak)  # only a played hand moves it
        return Session(s.hand_number + 1, pot, streak, bete_in_pot, st.forced)



# ---------------------------------------------------------------- the hand
def start(st: HandState) -> HandState:
    """Pay the ante and run the dealt hand to the first decision."""
    rules, dealer, deal = st.rules, st.dealer, st.deal
    st.table = rules.tables[rules.pack.suit_of[deal.turned]]
    amount = rules.ante["amount"]
    pay = st.ledger.pay
    if rules.ante["payer"] == "dealer":
        pay(dealer, POT, amount, "ante", rules.ante_ref.rule_id)
    else:
        for p in forehand_rotation(st):
            pay(p, POT, amount, "ante", rules.ante_ref.rule_id)
    may_drop = may_drop_out(st, rules.forced_deals, rules.drop, amount)
    if st.forced and rules.lanterlui is not None:
        seats = seats_from_forehand(st)
        holder = rules.lanterlui.winner(st, seats)
        if holder is not None:
            rules.lanterlui.settle_dealt_forced(st, holder, seats)
            return finish(st)
    if may_drop:
        rules.drop_out.start(st)
    else:
        _players_fixed(st)
    return st


def _after_drop_out(st) -> None:
    rules = st.rules
    if sum(st.active) > st.active[st.dealer]:  # someone but the dealer is in
        return _players_fixed(st)
    if rules.after_force and st.session.last_forced:
        seat = (st.dealer + rules.after_force_seat) % st.n
        st.active[seat] = True
        st.outcome["made_to_play"] = seat
        return _players_fixed(st)
    if rules.all_pass.get("challenge"):
        return rules.challenge.start(st)
    return _all_passed(st)


def _after_challenge(st) -> None:
    if sum(st.active) > st.active[st.dealer]:  # someone but the dealer is in
        st.outcome["challenge"] = next(p for p in range(st.n) if p != st.dealer and st.active[p])
        return _players_fixed(st)
    return _all_passed(st)


def _all_passed(st) -> None:
    all_passed(st, _players_fixed)


def _players_fixed(st) -> None:
    rules = st.rules
    passed = [p for p in range(st.n) if not st.active[p]] if rules.lanterlui is not None else ()
    fold_inactive(st)
    if rules.lanterlui is not None and not st.forced:
        seats = seats_from_forehand(st, False)
        holder = rules.lanterlui.winner(st, seats_from_forehand(st))
        if holder is not None:
            rules.lanterlui.settle_dealt_free(st, holder, seats, passed)
            return finish(st)
    if rules.turn_up_mode == "discard-for-it":
        return rules.take_turn_up.start(st)
    return _start_exchange(st)


def _start_exchange(st) -> None:
    st.rules.exchange.start(st)


def _take_turn_up(st) -> None:
    st.rules.take_turn_up.start(st)


def _before_play(st) -> None:
    rules = st.rules
    if st.turned is not None:  # left on the table: out of play
        st.discards |= 1 << st.turned
        st.turned = None
    if rules.lanterlui is not None:
        holder = rules.lanterlui.winner(st, seats_from_forehand(st))
        if holder is not None:
            rules.lanterlui.settle_made(st, holder)
            return finish(st)
    for leader in forehand_rotation(st):  # the first active seat from forehand
        if st.active[leader]:
            break
    start_play(st, leader, st.table)


#: The rule parameters the module reads.
PARAMETERS = ("players", "pack", "pack-reduction", "hand-size", "deal-packets", "turn-up", "rank-order", "top-trumps",
              "ante", "drop-out", "forced-deals", "all-pass", "after-force", "direction", "exchange",
              "turn-up-to-dealer", "trump-selection", "talon", "first-lead", "follow-suit", "must-trump",
              "must-overtrump", "must-head", "trick-1-lead", "trick-1-top-trump", "trick-2-top-trump", "trick-2-lead",
              "forced-play-waiver", "trick-payout", "bete", "bete-payment", "bete-cap", "lanterlui",
              "four-card-lanterlui")
#: The refusal reasons its phases give.
REASONS = ("not-now", "hand-over", "bad-action", "no-such-card", "not-held", "forced-deal", "follow-suit", "must-trump",
           "must-overtrump", "must-head", "lead-top-trump", "lead-trump", "play-top-trump", "face-down",
           "exchange-nothing-named", "exchange-too-many")

GAME = register(Game(
    "bester-bube", Rules, start, PARAMETERS,
    verbs=("play", "pass", "challenge", "exchange", "keep", "take-turn-up", "face-down"), reasons=REASONS,
    only_with={"direction": "after-force"}, greedy=players.greedy, stats=players.Stats))
