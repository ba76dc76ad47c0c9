"""Euchre: the game module, two-handed or four-handed in two partnerships, to a target score.

Phases: deal (five cards each, the next card turned: the preferred suit) → making trumps in
two rounds from eldest (``soloist-rounds``: round 1 accepts the turned suit — eldest "orders
it up", the dealer's partner "assists", the dealer "takes it up" —, round 2 names another
suit; a deal nobody makes is thrown up) → in round 1 the dealer takes the turned card for a
discard (``order-up``) → the maker may play alone (``lone-hand``), his partner laying down
his cards → five tricks, eldest (the next player in the deal) leading → the makers' side
scores for three or four tricks, more for all five (a march), or is "euchred" and the other
side scores (``game-points``); the points carry from hand to hand (``Session.scores``) until
a side reaches the game (``target-score``), and the next hand begins a new game.

The two bowers are ``top-trumps`` (``ranking.py``): the Jack of trumps and the other Jack of
the same colour, which counts as a trump and not as a card of its own suit.

Readings built in here, where the sources leave the point open:
- The maker's partner sits opposite (``partnerships: {seating: alternate}``); with two players
  each plays for himself.
- Playing alone is declared by the player who made trumps, once trumps are made and (in the
  first round) the dealer has taken the turned card; a lone maker's partner lays his cards
  face down, even when he is the dealer who took the turned card. Eldest leads, or the next
  player in the deal when eldest's hand is laid down.
- ``order-up: {takes: after-trick-1}``: the dealer plays the first trick from his four cards;
  the turned card joins his hand when it is over.
- The cards are dealt in packets in the first order given (two, then three); either order is
  the dealer's choice, and it decides only where each card of a shuffled pack goes.
- Scores are points on a score sheet, not money: the ledger stays empty. When a side reaches
  the game, the next hand starts a new game from nothing.
"""
from __future__ import annotations

from generator.engine import obligations as ob
from generator.engine.actions import PASS, Action
from generator.engine.auction import SoloistRounds
from generator.engine.cards import make_pack
from generator.engine.contracts import ContractState
from generator.engine.phases import finish
from generator.engine.players import euchre as players
from generator.engine.protocol import Game
from generator.engine.rams import fold_inactive, forehand_rotation
from generator.engine.ranking import compile_tables
from generator.engine.registry import register
from generator.engine.rules import CompiledRules
from generator.engine.session import Session
from generator.engine.state import IllegalAction
from generator.engine.talon import SwapTurnUp
from generator.engine.tricks import Play, start_play

ALONE = Action("alone", ())


class Rules(CompiledRules):
    """A Euchre ruleset compiled for one table size."""

    def _compile_cards(self, params, need, players):
        spec, rank_order = need.value("pack"), need.value("rank-order")
        top = need.optional("top-trumps", ())  # the bowers; without the rule, no card above the Ace
        self.hand_size = need.value("hand-size")
        self.packets = (need.value("deal-packets") or {}).get("packets")
        for param, supported in (("turn-up", "preferred-suit"), ("talon", "out-of-play")):
            value = need.value(param)
            if value not in (None, supported):
                need.problem(f"{param}: {value} (this game module plays {supported} only)")
        sides = need.optional("partnerships")
        if sides and players in sides.get("when_players", (players,)):
            if sides["side_size"] != 2 or players != 4:
                need.problem(f"partnerships: sides of {sides['side_size']} at {players} players "
                             "(this game module plays two sides of two, partners opposite)")
            #: Each seat's side: partners sit opposite.
            self.side_of = tuple(p % 2 for p in range(players))
        else:
            self.side_of = tuple(range(players))
        if spec is None or rank_order is None:
            return
        if any("joker" in t for t in top):
            need.problem("top-trumps: the Joker (this game module plays the pack without it)")
            return
        try:
            self.pack = make_pack(spec)
            self.tables = compile_tables(self.pack, rank_order, top)
        except ValueError as e:
            need.problem(str(e))
            return
        if self.hand_size and players * self.hand_size + 1 > self.pack.size:
            need.problem(f"{players} hands of {self.hand_size} and a turned card need more than "
                         f"{self.pack.size} cards")

    def _compile_bidding(self, params, need):
        selection = need.value("trump-selection")
        if selection not in (None, "soloist-rounds"):
            need.problem(f"trump-selection: {selection} (this game module plays soloist rounds)")
        self.rounds_rule = rounds = need.value("soloist-rounds")
        if rounds and rounds.get("all_pass") != "redeal":
            need.problem(f"soloist-rounds: all_pass {rounds.get('all_pass')} (this game module plays redeal only)")
        #: Who takes the turned card when its suit is accepted (without the rule, nobody).
        self.order = order = need.optional("order-up")
        if order and order["taker"] != "dealer":
            need.problem(f"order-up: {order} (this game module plays the dealer taking the card)")
        #: The dealer lays a card away at once but picks up the turned card after trick 1.
        self.late_pickup = bool(order) and order.get("takes") == "after-trick-1"
        self.lone = need.optional("lone-hand")
        if len(set(self.side_of)) == len(self.side_of):
            self.lone = None  # nobody has a partner to lay down
        if need.optional("ante"):
            need.problem("ante: a stake (this game module scores points toward a game, without money)")

    def _compile_play(self, params, need):
        lead = need.value("first-lead")
        if lead not in (None, "forehand", "eldest"):
            need.problem(f"first-lead: {lead} (eldest leads in this game module)")
        self.obligations = ob.Obligations(ob.follow_chain(params, need))

    def _compile_scoring(self, params, need):
        self.win = need.value("win-condition")
        if self.win and self.win.get("who") != "declarer":
            need.problem(f"win-condition: {self.win} (the side that made trumps must take its tricks)")
        self.points = need.value("game-points")
        if self.points and "made" not in self.points or self.points and "euchred" not in self.points:
            need.problem("game-points: the points for making trumps and for a euchre are both needed")
        self.target = (need.value("target-score") or {}).get("points")

    def _finish(self) -> None:
        p, rounds = self.params, self.rounds_rule
        other = rounds.get("round_2_choice") == "other-suit"
        # "Another suit" in round 2: nobody may name the turned suit again.
        self.making = SoloistRounds(p.ref("soloist-rounds"), self.pack, rounds["rounds"],
                                    "nobody" if other else rounds.get("round_2_preferred"),
                                    rounds.get("round_2_choice"), _trumps_made, _thrown_up)
        self.take_up = SwapTurnUp(p.ref("order-up"), self.pack, False, _after_take_up)
        self.lone_phase = LoneHand(p.ref("lone-hand"), self.side_of)
        self.play = Play(self.pack)
        self.after_trick = _pick_up_turned if self.late_pickup else None

    # ------------------------------------------------------------ the protocol
    def after_play(self, st) -> None:
        _score(st)
        finish(st)

    def next_session(self, st) -> Session:
        """The score carries over; a game won starts the next from nothing."""
        s = st.session
        score = () if st.outcome.get("game_won") else tuple(st.scores.get("game") or _score_before(st))
        return Session(s.hand_number + 1, st.ledger.pot, 0, False, False, frozenset(), scores=score)

    def cards_due(self, st, seat: int) -> int:
        """Cards ``seat`` is still to pick up: the turned card the dealer takes after trick 1."""
        return int(self.late_pickup and seat == st.dealer and st.how == "round-1" and st.turned is not None
                   and st.trick_no == 1)

    def worth(self, st, seat: int) -> float:
        """What the finished hand is worth to ``seat``: his side's points less the others' (the
        strong player's measure, as the ledger holds no money)."""
        points = (st.scores or {}).get("points") or (0,) * st.n
        mine = self.side_of[seat]
        ours = max(points[p] for p in range(st.n) if self.side_of[p] == mine)
        theirs = max((points[p] for p in range(st.n) if self.side_of[p] != mine), default=0)
        return float(ours - theirs)

    def check_state(self, st):
        """Partners never both out; a lone hand only for a side that made trumps."""
        alone = st.outcome.get("alone")
        if alone is not None and self.side_of[alone] != self.side_of[st.declarer]:
            return "a player of the side that did not make trumps plays alone"
        return None


class LoneHand:
    """The maker says ``alone`` (his partner lays his cards down) or ``pass`` (plays with him)."""

    name = "lone-hand"

    def __init__(self, ref, side_of):
        self.ref = ref
        self.side_of = side_of

    def start(self, st) -> None:
        st.phase = self
        st.actor = st.declarer

    def legal(self, st):
        return (ALONE, PASS)

    def apply(self, st, p, action, check):
        if action != ALONE and action != PASS:
            raise IllegalAction(f"Illegal: {action} — the player who made trumps now says 'alone' or 'pass' "
                                f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("alone", "pass"))
        if action == ALONE:
            st.outcome["alone"] = p
            for q in range(st.n):
                if q != p and self.side_of[q] == self.side_of[p]:
                    st.active[q] = False
            fold_inactive(st)
        st.actor = None
        _play(st)


# ---------------------------------------------------------------- the hand
def start(st: ContractState) -> ContractState:
    """The turned card proposes trumps; eldest is the first asked."""
    st.preferred = st.rules.pack.suit_of[st.deal.turned]
    st.rules.making.start(st)
    return st


def _trumps_made(st, suit: int) -> None:
    rules = st.rules
    st.table = rules.tables[suit]
    side = rules.side_of[st.declarer]
    st.outcome["makers"] = [p for p in range(st.n) if rules.side_of[p] == side]
    if st.how == "round-1" and rules.order:
        rules.take_up.start(st, st.dealer)
    else:  # another suit named: the turned card stays turned down, out of play
        _after_take_up(st)


def _after_take_up(st) -> None:
    rules = st.rules
    if rules.late_pickup and st.how == "round-1":  # the turned card waits on the table for trick 1
        st.turned = st.deal.turned
        st.hands[st.dealer] &= ~(1 << st.turned)
    if rules.lone:
        rules.lone_phase.start(st)
    else:
        _play(st)


def _pick_up_turned(st) -> None:
    """After the first trick the dealer takes up the turned card he laid a card away for."""
    if st.trick_no == 2 and st.how == "round-1" and st.turned is not None and st.active[st.dealer]:
        st.hands[st.dealer] |= 1 << st.turned
        st.turned = None


def _play(st) -> None:
    leader = next(p for p in forehand_rotation(st) if st.active[p])
    start_play(st, leader, st.table)


def _thrown_up(st) -> None:
    st.outcome["redeal"] = True
    st.scores = {"points": [0] * st.n, "game": list(_score_before(st))}
    finish(st)


def _score_before(st) -> tuple:
    return st.session.scores or (0,) * st.n


def _score(st) -> None:
    """The makers' points (one for the tricks needed, more for a march, a lone hand's own), or
    the other side's for a euchre; the game when a side reaches the target."""
    rules = st.rules
    side_of, maker = rules.side_of, st.declarer
    taken = sum(st.tricks[p] for p in range(st.n) if side_of[p] == side_of[maker])
    alone = "alone" in st.outcome
    table = rules.lone if alone else rules.points
    made = taken >= rules.win["tricks"]
    march = taken == rules.hand_size
    if made:
        points, scorers = table.get("march", table["made"]) if march else table["made"], {side_of[maker]}
    else:
        points, scorers = table["euchred"], set(side_of) - {side_of[maker]}
    hand = [points if side_of[p] in scorers else 0 for p in range(st.n)]
    before = _score_before(st)
    game = [before[p] + hand[p] for p in range(st.n)]
    st.scores = {"points": hand, "game": game}
    st.outcome.update(made=made, euchred=not made, march=made and march, points=hand, score=game)
    if rules.target and max(game) >= rules.target:
        st.outcome["game_won"] = [p for p in range(st.n) if game[p] >= rules.target]


#: The rule parameters the module reads.
PARAMETERS = ("players", "pack", "rank-order", "top-trumps", "hand-size", "deal-packets", "turn-up", "talon",
              "partnerships", "trump-selection", "soloist-rounds", "order-up", "lone-hand", "ante", "first-lead",
              "follow-suit", "must-trump", "must-overtrump", "must-head", "win-condition", "game-points",
              "target-score")
#: The refusal reasons its phases give.
REASONS = ("not-now", "hand-over", "bad-action", "no-such-card", "no-such-suit", "not-held", "follow-suit",
           "must-trump", "must-overtrump", "must-head", "face-down", "round-1-preferred-only", "round-2-name-a-suit",
           "preferred-suit-closed")

GAME = register(Game("euchre", Rules, start, PARAMETERS, verbs=("play", "pass", "solo", "take-turn-up", "alone"),
                     reasons=REASONS, state=ContractState, greedy=players.greedy, stats=players.Stats))
