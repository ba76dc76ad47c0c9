"""Tippen (Dreiblatt): the game module of the German three-card drop-out pool game.

Phases: the dealer's Stamm → (the dealer pushes the deal on, or deals) → (the card shown at the
cut passes the deal on: Sprung, hop and jump) → three cards each and a turned trump → play or
pass from forehand (the dealer committed by his Stamm) → (when everyone passes: the rule for
it) → three tricks, the trick-winner bound to lead trumps where the rules say so → a share
for each trick, a bête from each player in the deal who took none.

Tippen has no exchange and no turned card for the dealer; dropping out, the challenge, the
tricks and the bêtes are the Rams-group phases and scoring (``rams.py``, ``tricks.py``,
``bete.py``); the deal that passes on before it is made is ``cut.py``.

Readings built in here, where the sources leave the point open:
- Trick 1 is led by the first player in the deal from forehand ("der erste").
- A deal that passes on before it is made (pushed by the dealer, or by the card at the cut) is
  not counted as a deal of the session: the next deal is still "the first" where the first
  deal is forced.
"""
from __future__ import annotations

from generator.engine import obligations as ob
from generator.engine.bete import Scoring
from generator.engine.cards import make_pack
from generator.engine.cut import CutCard, DealPassing
from generator.engine.ledger import POT
from generator.engine.phases import finish
from generator.engine.players import tippen as players
from generator.engine.protocol import Game
from generator.engine.rams import (Challenge, DropOut, all_passed, fold_inactive, forehand_rotation, may_drop_out,
                                   refuse_pass_in_a_forced_deal, seats_from_forehand)
from generator.engine.ranking import compile_tables
from generator.engine.registry import register
from generator.engine.rules import CompiledRules
from generator.engine.session import Session
from generator.engine.tricks import Play, start_play

#: The values this module plays of the parameters it accepts only in one form, and whether the
#: ruleset must state it (a ruleset without the others has no such rule: trumps by the turned
#: card, no talon in play, no exchange, no turned card for the dealer).
_ONLY = (("turn-up", "trump", True), ("trump-selection", "turn-up", False), ("talon", "out-of-play", False),
         ("exchange", None, False), ("turn-up-to-dealer", None, False))


class _Play(Play):
    """Trick play, straight after the deal when the deal is forced: a player who would pass
    then is refused under the rule that forces the deal."""

    def apply(self, st, p, action, check):
        if check and st.trick_no == 1 and not st.trick:
            refuse_pass_in_a_forced_deal(st, action)
        Play.apply(self, st, p, action, check)


class Rules(CompiledRules):
    """A Tippen ruleset compiled for one table size."""

    def _compile_cards(self, params, need, players):
        spec, rank_order = need.value("pack"), need.value("rank-order")
        self.hand_size = need.value("hand-size")
        self.packets = (need.value("deal-packets") or {}).get("packets")
        for param, supported, required in _ONLY:
            value = need.value(param) if required else need.optional(param, supported)
            if value != supported:
                need.problem(f"{param}: {value} (this game module plays {supported or 'none'} only)")
        cut = need.optional("cut-card")
        if cut and not cut.get("cards"):
            need.problem("cut-card: the cards shown at the cut are recorded without what they do")
            cut = None
        if spec is not None and "ranks" not in spec:
            need.problem(f"pack: {spec} (which cards, the source does not say)")
        if spec is None or rank_order is None or "ranks" not in spec:
            return
        by_players = need.optional("pack-by-players")
        if by_players:
            spec = _pack_for_table(spec, rank_order, by_players, players, need)
            if spec is None:
                return
        try:
            self.pack = make_pack(spec)
            self.tables = compile_tables(self.pack, rank_order, ())
        except ValueError as e:
            need.problem(str(e))
            return
        self.cut = CutCard(params.ref("cut-card"), self.pack) if cut else None
        undealt = 1 if self.cut else 0  # the card the cutter shows is never dealt
        if self.hand_size and players * self.hand_size + 1 + undealt > self.pack.size:
            need.problem(f"{players} hands of {self.hand_size}, a turned card"
                         f"{' and the card shown at the cut' if undealt else ''} need more than "
                         f"{self.pack.size} cards")

    def _compile_bidding(self, params, need):
        self.ante = need.value("ante")
        if self.ante:
            amount, divisor = self.ante.get("amount"), self.ante.get("divisible_by")
            if amount is None:
                need.problem("ante: no amount (agreed at the table)")
            elif divisor and amount % divisor:
                need.problem(f"ante: {amount} does not divide by {divisor}")
            if self.ante.get("payer") != "dealer":
                need.problem(f"ante: paid by {self.ante.get('payer')} (this game module plays the dealer's Stamm)")
        self.drop = need.value("drop-out")
        if self.drop and (self.drop.get("after_exchange") or self.drop.get("bound_by") or self.drop.get("dealer")
                          or self.drop["condition"] == "miss-taken"):
            need.problem(f"drop-out: {self.drop} (this game module plays play or pass before the play)")
        self.forced_deals = need.optional("forced-deals", {})
        unplayed = set(self.forced_deals) - {"first_deal", "pot_units_at_most"}
        if unplayed:
            need.problem(f"forced-deals: {', '.join(sorted(unplayed))} (not played by this game module)")
        self.all_pass = need.value("all-pass")
        self.pushing = bool(need.optional("deal-passing"))

    def _compile_play(self, params, need):
        first = need.value("first-lead")
        if first not in (None, "forehand", "eldest"):
            need.problem(f"first-lead: {first} (no declarer in this game)")
        lead = {}
        t1 = need.optional("trick-1-lead")
        if t1:
            need.problem(f"trick-1-lead: {t1} (this game module plays a free lead to trick 1)")
        t2 = need.optional("trick-2-lead")
        if t2:
            rule = ob.LeadHighestTrump if t2["must_lead"] == "highest-trump" else ob.LeadTrump
            for trick in t2.get("tricks", (2,)):
                lead.setdefault(trick, []).append(rule(params.ref("trick-2-lead")))
        self.obligations = ob.Obligations(ob.follow_chain(params, need), lead)

    def _compile_scoring(self, params, need):
        payout, bete = need.value("trick-payout"), need.value("bete")
        if payout and bete and self.ante and self.ante.get("amount") is not None:
            if bete["amount"] == "escalating" or bete.get("paid_to") == "each-player":
                need.problem(f"bete: {bete} (this game module plays the pot, the stake or a fixed sum, into the pot)")
            self.scoring = Scoring(params.ref("trick-payout"), params.ref("bete"), None, self.ante["amount"])

    def _finish(self) -> None:
        params = self.params
        self.play = _Play(self.pack)
        self.drop_out = DropOut(params.ref("drop-out"), _after_drop_out)
        self.challenge = Challenge(params.ref("all-pass"), _after_challenge)
        self.deal_passing = DealPassing(params.ref("deal-passing"), _cut) if self.pushing else None

    def after_play(self, st) -> None:
        """Each trick its share, a bête from each player in the deal who took none."""
        self.scoring.settle(st, seats_from_forehand(st))
        finish(st)

    def next_session(self, st) -> Session:
        s = st.session
        if "deal_moves" in st.outcome:  # the deal passed on before it was made
            return Session(s.hand_number, st.ledger.pot, s.bete_streak, s.bete_in_pot, s.last_forced)
        bete_in_pot = bool(st.outcome.get("bete")) or (s.bete_in_pot and st.ledger.pot != 0)
        return Session(s.hand_number + 1, st.ledger.pot, st.outcome.get("bete_streak", s.bete_streak),
                       bete_in_pot, st.forced)


def _pack_for_table(spec, rank_order, by_players, players, need):
    """The pack for this table size (``pack-by-players``): the highest ranks of the ruleset's pack,
    as many as make up the number of cards the rule gives; ``None`` if it gives none."""
    more = by_players.get("more_than")
    cards = by_players.get(str(players)) or (more["cards"] if more and players > more["players"] else None)
    if by_players.get("add_ranks") or by_players.get("talon_per_player_at_least"):
        need.problem("pack-by-players: added ranks (this game module plays a number of cards per table size)")
        return None
    if cards is None:
        need.problem(f"pack-by-players: no pack for {players} players")
        return None
    per_suit, odd = divmod(cards, 4)  # four suits, in the French and the German pack alike
    ranks = [r for r in rank_order if r in spec["ranks"]][:per_suit]
    if odd or len(ranks) < per_suit:
        need.problem(f"pack-by-players: {cards} cards cannot be made from the ranks of the pack")
        return None
    return {**spec, "ranks": ranks, "cards": cards}


# ---------------------------------------------------------------- the hand
def start(st):
    """The dealer's Stamm, then his choice to push the deal on, the cut, and play or pass."""
    rules = st.rules
    st.table = rules.tables[rules.pack.suit_of[st.deal.turned]]
    st.ledger.pay(st.dealer, POT, rules.ante["amount"], "ante", rules.params.ref("ante").rule_id)
    if rules.deal_passing is not None:
        rules.deal_passing.start(st)
        return st
    _cut(st)
    return st


def _cut(st) -> None:
    """The card shown at the cut may pass the deal on; else the cards are dealt."""
    rules = st.rules
    if rules.cut is not None:
        jump = rules.cut.jump(st)
        if jump is not None:
            rules.cut.pass_on(st, jump[0], jump[1], rules.ante["amount"])
            return
    _dealt(st)


def _dealt(st) -> None:
    """Is the deal forced? Then everyone plays; else play or pass from forehand."""
    rules = st.rules
    if may_drop_out(st, rules.forced_deals, rules.drop, rules.ante["amount"]):
        rules.drop_out.start(st)
    else:
        _before_play(st)


def _after_drop_out(st) -> None:
    rules = st.rules
    if sum(st.active) > st.active[st.dealer]:  # someone but the dealer is in
        return _before_play(st)
    if rules.all_pass.get("challenge"):
        return rules.challenge.start(st)
    return _all_passed(st)


def _after_challenge(st) -> None:
    if sum(st.active) > st.active[st.dealer]:
        st.outcome["challenge"] = next(p for p in range(st.n) if p != st.dealer and st.active[p])
        return _before_play(st)
    return _all_passed(st)


def _all_passed(st) -> None:
    all_passed(st, _before_play)


def _before_play(st) -> None:
    fold_inactive(st)
    leader = next(p for p in forehand_rotation(st) if st.active[p])
    start_play(st, leader, st.table)


#: The rule parameters the module reads.
PARAMETERS = ("players", "pack", "pack-by-players", "rank-order", "hand-size", "deal-packets", "turn-up",
              "trump-selection", "talon", "exchange", "turn-up-to-dealer", "cut-card", "ante", "deal-passing",
              "drop-out", "forced-deals", "all-pass", "first-lead", "follow-suit", "must-trump", "must-overtrump",
              "must-head", "trick-1-lead", "trick-2-lead", "trick-payout", "bete")
#: The refusal reasons its phases give.
REASONS = ("not-now", "hand-over", "bad-action", "no-such-card", "not-held", "forced-deal", "follow-suit",
           "must-trump", "must-overtrump", "must-head", "lead-trump", "lead-highest-trump", "face-down")

GAME = register(Game("tippen", Rules, start, PARAMETERS, verbs=("deal", "push", "play", "pass", "challenge"),
                     reasons=REASONS, greedy=players.greedy, stats=players.Stats))
