"""Kontraspiel (Contra): the game module. One soloist, two permanent top trumps (the
Wenzels), contra and recontra, and a pot worth one to four units.

Phases: ante and deal (the first undealt card turned: the preferred suit) → a turned Wenzel
or Ace: the dealer plays it (``turned-wenzel``, ``turned-ace``) → otherwise two soloist rounds
(``soloist-rounds``; a deal nobody takes is abandoned) → match may be declared against the
soloist (``match-declaration``) → contra and recontra polls before trick 1 and between tricks
while their windows are open (``contra``, ``recontra``; the contra player may take the turned
card, ``contra-exchange``) → five tricks, eldest leading (``first-lead``) → settlement:
the winner by ``win-condition``, the base value with the pot (``base-value``,
``pot-settlement``) and the side payments between players (``side-payments``).

Readings built in here, where the sources leave the point open:
- Contra and recontra are offered to each eligible player in turn before trick 1 (from
  eldest) and after each trick while the window is open (from the trick's winner); not
  between the cards of a trick. Each is made once per hand; recontra needs a contra.
- Match may be declared once, before contra, in turn from eldest; the player who was
  soloist then plays as an ordinary player.
- The card the contra player gives for the turned card goes out of play (face down).
- "Each opponent" in the side payments is every other player: no partnerships are formed.
  A failed declared match and a soloist without a trick pay both side payments.
- The binding choice after a turned Ace (and, in the variation, a Wenzel) holds for that
  seat as dealer until, playing a turned card, he takes no trick ("revolt").
- A deal abandoned after two rounds leaves the dealer's unit in the pot; the next player deals.
"""
from __future__ import annotations

from generator.engine import obligations as ob
from generator.engine.actions import Action
from generator.engine.auction import DealerChoice, SoloistRounds
from generator.engine.cards import make_pack
from generator.engine.contracts import ContractState
from generator.engine.declarations import AnnouncementPoll, Declaration, poll_between_tricks, resume_play
from generator.engine.ledger import POT
from generator.engine.protocol import Game
from generator.engine.players import kontraspiel as players
from generator.engine.registry import register
from generator.engine.rules import CompiledRules
from generator.engine.phases import finish
from generator.engine.ranking import compile_tables
from generator.engine.session import Session
from generator.engine.games.kontraspiel import announcements, settlement
from generator.engine.talon import SwapTurnUp
from generator.engine.tricks import Play, start_play



class Rules(CompiledRules):
    """A Kontraspiel ruleset compiled for one table size."""

    # No early end (``CompiledRules.early_end`` stays None): the side payments need every trick.

    def _finish(self) -> None:
        self._build_phases()

    # ------------------------------------------------------------ compile
    def _compile_cards(self, params, need, players):
        spec = need.value("pack")
        reduction = need.optional("pack-reduction")
        by_players = need.optional("pack-by-players")
        self.hand_size = need.value("hand-size")
        self.packets = (need.value("deal-packets") or {}).get("packets")
        turn_up = need.value("turn-up")
        talon = need.value("talon")
        rank_order = need.value("rank-order")
        top_specs = need.value("top-trumps")
        if turn_up not in (None, "preferred-suit"):
            need.problem(f"turn-up: {turn_up} (Kontraspiel's bidding needs the turned card to propose a "
                         f"preferred suit)")
        if talon not in (None, "out-of-play"):
            need.problem(f"talon: {talon} (this game module leaves the undealt cards out of play)")
        if spec is None or rank_order is None or top_specs is None:
            return
        remove = reduction["remove_ranks"] if reduction and players < reduction.get("when_players_below", 99) else ()
        try:
            self.pack = make_pack(spec, remove)
            self.tables = compile_tables(self.pack, rank_order, top_specs)
        except ValueError as e:
            need.problem(str(e))
            return
        if by_players and str(players) in by_players and by_players[str(players)] != self.pack.size:
            need.problem(f"pack-by-players: {by_players[str(players)]} cards for {players}, "
                         f"but the pack has {self.pack.size}")
        if self.hand_size and players * self.hand_size + 1 > self.pack.size:
            need.problem(f"{players} hands of {self.hand_size} and a turned card need more than "
                         f"{self.pack.size} cards")
        if self.packets and self.hand_size and sum(p for p in self.packets if isinstance(p, int)) != self.hand_size:
            need.problem(f"deal-packets {self.packets} do not add up to hand-size {self.hand_size}")
        #: The permanent top trumps given as fixed cards (the Wenzels), highest first.
        self.wenzels = tuple(self.pack.parse(s["card"]) for s in top_specs if "card" in s)
        self.names = [s.get("name") for s in top_specs]

    def _compile_bidding(self, params, need):
        selection = need.value("trump-selection")
        if selection not in (None, "soloist-rounds"):
            need.problem(f"trump-selection: {selection} (this game module plays soloist rounds)")
        rounds = self.rounds_rule = need.value("soloist-rounds")
        if rounds:
            if rounds["rounds"] == 2 and "round_2_preferred" not in rounds and "round_2_choice" not in rounds:
                need.problem("soloist-rounds: what may be chosen in round 2 is not given")
            if "all_pass" not in rounds:
                need.problem("soloist-rounds: no all_pass (what follows when nobody becomes soloist)")
            elif rounds["all_pass"] != "redeal":
                need.problem(f"soloist-rounds: all_pass {rounds['all_pass']} (only redeal is played)")
        self.turned_wenzel = need.optional("turned-wenzel")
        self.turned_ace = need.optional("turned-ace")
        if self.turned_wenzel and not getattr(self, "wenzels", True):
            need.problem("turned-wenzel: the top trumps are not fixed cards")
        if self.turned_ace and self.turned_ace["effect"] == "dealer-may-choose" and not self.turned_wenzel:
            need.problem("turned-ace: the dealer proceeds as for a Wenzel, but there is no turned-wenzel rule")
        self.match = need.optional("match-declaration")
        if self.match and not self.match.get("allowed"):
            self.match = None
        if self.match and self.match.get("requires_soloist") is False:
            need.problem("match-declaration: a match without a soloist is not played")
        self.contra = need.optional("contra")
        self.contra_exchange = need.optional("contra-exchange")
        if self.contra_exchange and not self.contra_exchange.get("allowed"):
            self.contra_exchange = None
        self.recontra = need.optional("recontra")
        if self.recontra and not self.contra:
            need.problem("recontra without a contra rule")
        drop = need.optional("drop-out")
        if drop:
            need.problem("drop-out: dropping out is not part of this game module")
        self.ante = need.value("ante")
        if self.ante and self.ante.get("amount") is None:
            need.problem("ante: no amount (agreed at the table)")
        self.ante_id = params.ref("ante").rule_id if self.ante else None

    def _compile_play(self, params, need):
        self.first_lead = need.value("first-lead")
        if self.first_lead not in (None, "eldest", "forehand"):
            need.problem(f"first-lead: {self.first_lead} (eldest leads in this game module)")
        self.obligations = ob.Obligations(ob.follow_chain(params, need))

    def _compile_scoring(self, params, need):
        self.win = need.value("win-condition")
        self.base = need.value("base-value")
        self.settle_rule = need.value("pot-settlement")
        self.side = need.optional("side-payments") or {}
        if self.settle_rule:
            self.other_winner_share = self.settle_rule.get("other_winner") == "soloist-share"
            self.settle_id = params.ref("pot-settlement").rule_id
            self.base_id = params.ref("base-value").rule_id
            self.side_id = params.ref("side-payments").rule_id if self.side else None

    def _build_phases(self):
        p = self.params
        self.soloist_rounds = SoloistRounds(p.ref("soloist-rounds"), self.pack, self.rounds_rule["rounds"],
                                            self.rounds_rule.get("round_2_preferred"),
                                            self.rounds_rule.get("round_2_choice"), _on_soloist, _all_passed)
        ace = self.turned_ace or {}
        self.dealer_choice = DealerChoice(p.ref("turned-ace") if self.turned_ace else p.ref("turned-wenzel"),
                                          bool(ace.get("only_before_looking")), _after_choice)
        self.take_turn_up = SwapTurnUp(p.ref("turned-wenzel"), self.pack, False, _soloist_fixed)
        declarations = []
        if self.contra:
            declarations.append(Declaration("contra", p.ref("contra"), self.contra["before_trick"],
                                            announcements.may_contra, announcements.contra_action,
                                            announcements.after_contra))
        if self.recontra:
            declarations.append(Declaration("recontra", p.ref("recontra"), self.recontra["before_trick"],
                                            announcements.may_recontra, announcements.recontra_action,
                                            refused=announcements.recontra_refused))
        self.poll = AnnouncementPoll(declarations, _after_poll) if declarations else None
        self.after_trick = poll_between_tricks(self.poll) if self.poll else None
        self.play = Play(self.pack)
        self.match_poll = None
        if self.match:
            suits = self.pack.suits
            self.match_actions = {pref: tuple(Action("match", (suits[s],)) for s in range(len(suits))
                                              if s != pref or self.match.get("suit") != "other-than-preferred")
                                  for pref in range(len(suits))}
            self.match_poll = AnnouncementPoll(
                [Declaration("match", p.ref("match-declaration"), 1, announcements.may_match,
                             announcements.match_actions, announcements.after_match, announcements.match_refused)],
                _after_match_poll)
        if self.contra_exchange:
            self.contra_take = SwapTurnUp(p.ref("contra-exchange"), self.pack, True, _resume_poll)

    # ------------------------------------------------------------ settlement
    def winner(self, st):
        """The winner of the deal by ``win-condition``, or ``None`` (``settlement.winner``)."""
        return settlement.winner(self, st)

    def after_play(self, st) -> None:
        """Settle: the base value with the pot, then the side payments (``settlement.py``)."""
        settlement.settle(self, st)
        finish(st)

    def check_state(self, st):
        """Kontraspiel's own invariants: the base value within its bounds, one soloist once
        play has begun, announcements only by players other than the soloist."""
        base = self.base
        if st.stake is None or st.stake < base.get("min", 0) or st.stake > base.get("max", st.stake):
            return f"base value {st.stake} outside {base.get('min')}-{base.get('max')}"
        if st.trick_no and st.declarer is None:
            return "cards are played without a soloist"
        announced = st.announced
        if "contra" in announced and announced["contra"] == st.declarer:
            return "the soloist announced contra"
        if "recontra" in announced:
            if "contra" not in announced:
                return "recontra without contra"
            if announced["recontra"] == announced["contra"]:
                return "the contra player announced recontra"
        return None

    def next_session(self, st) -> Session:
        """The pot carries over; a dealer who chose to play a turned card stays bound
        (``choice_binding``) until such a deal leaves him without a trick."""
        s = st.session
        bound = set(s.commitments)
        if st.outcome.get("bound_now"):
            bound.add(st.dealer)
        if st.dealer in bound and st.how == "turn-up" and st.trick_log and st.tricks[st.dealer] == 0:
            bound.discard(st.dealer)
        return Session(s.hand_number + 1, st.ledger.pot, s.bete_streak, s.bete_in_pot, False, frozenset(bound))



# ---------------------------------------------------------------- the hand
def start(st: ContractState) -> ContractState:
    """The ante, the turned card, and the first decision."""
    rules, dealer, deal = st.rules, st.dealer, st.deal
    before = st.ledger.pot
    st.ledger.pay(dealer, POT, rules.ante["amount"], "ante", rules.ante_id)
    base = rules.base
    pot = before if base["equals"] == "pot-before-ante" else st.ledger.pot
    st.stake = min(max(pot, base.get("min", 0)), base.get("max", pot))
    st.outcome["base_at_cap"] = base.get("max") is not None and st.stake == base["max"]
    turned = deal.turned
    st.preferred = rules.pack.suit_of[turned]
    if turned in rules.wenzels and rules.turned_wenzel:
        if rules.turned_wenzel["effect"] == "dealer-soloist":
            return _turn_up_soloist(st)
        return _offer_turn_up(st, rules.turned_wenzel)
    if rules.turned_ace and rules.turned_ace["effect"] == "dealer-may-choose" and rules.pack.rank_of[turned] == "A":
        return _offer_turn_up(st, rules.turned_ace)
    rules.soloist_rounds.start(st)
    return st


def _offer_turn_up(st, rule):
    if rule.get("choice_binding") and st.dealer in st.session.commitments:
        st.outcome["bound"] = True
        return _turn_up_soloist(st)
    st.rules.dealer_choice.start(st)
    return st


def _after_choice(st, solo: bool) -> None:
    rules = st.rules
    if not solo:
        rules.soloist_rounds.start(st)
        return
    rule = rules.turned_wenzel if st.deal.turned in rules.wenzels else rules.turned_ace
    if rule.get("choice_binding"):
        st.outcome["bound_now"] = True
    _turn_up_soloist(st)


def _turn_up_soloist(st):
    """The dealer plays the turned card's natural suit and takes the card for a discard."""
    rules = st.rules
    st.declarer = st.dealer
    st.how = "turn-up"
    st.table = rules.tables[rules.pack.suit_of[st.deal.turned]]
    if rules.turned_wenzel and rules.turned_wenzel.get("dealer_takes_card"):
        rules.take_turn_up.start(st, st.dealer)
    else:
        _soloist_fixed(st)
    return st


def _on_soloist(st, suit: int) -> None:
    st.table = st.rules.tables[suit]
    _soloist_fixed(st)


def _soloist_fixed(st) -> None:
    rules = st.rules
    if rules.match_poll is not None:
        rules.match_poll.start(st, (st.dealer + 1) % st.n)
    else:
        _after_match_poll(st)


def _after_match_poll(st) -> None:
    rules = st.rules
    if rules.poll is not None:
        rules.poll.start(st, (st.dealer + 1) % st.n)
    else:
        _after_poll(st)


def _after_poll(st) -> None:
    if st.trick_no == 0:
        start_play(st, (st.dealer + 1) % st.n, st.table)
    else:
        resume_play(st)


def _resume_poll(st) -> None:
    st.rules.poll.resume(st)


def _all_passed(st) -> None:
    st.outcome["redeal"] = True
    finish(st)


#: The rule parameters the module reads.
PARAMETERS = ("players", "pack", "pack-reduction", "pack-by-players", "hand-size", "deal-packets", "turn-up", "talon",
              "rank-order", "top-trumps", "trump-selection", "soloist-rounds", "turned-wenzel", "turned-ace",
              "match-declaration", "contra", "contra-exchange", "recontra", "drop-out", "ante", "first-lead",
              "follow-suit", "must-trump", "must-overtrump", "must-head", "win-condition", "base-value",
              "pot-settlement", "side-payments")
#: The refusal reasons its phases give.
REASONS = ("not-now", "hand-over", "bad-action", "no-such-card", "no-such-suit", "not-held", "follow-suit",
           "must-trump", "must-overtrump", "must-head", "face-down", "round-1-preferred-only", "round-2-name-a-suit",
           "preferred-suit-closed", "already-announced", "window-closed", "not-eligible", "match-by-soloist",
           "match-against-turn-up", "match-in-preferred-suit", "recontra-without-contra", "recontra-by-a-party")

GAME = register(Game(
    "kontraspiel", Rules, start, PARAMETERS,
    verbs=("play", "pass", "solo", "match", "contra", "recontra", "take-turn-up", "keep"), reasons=REASONS,
    state=ContractState, greedy=players.greedy, stats=players.Stats))
