"""Trick play: the play phase, trick resolution and the per-trick constraint chains.

The leader of each trick is the winner of the previous one (trick 1: whoever the game module
names). Play passes to the next active seat. A game module may act between tricks
(``rules.after_trick(st)``, called when a trick is won and another follows; ``None`` by
default, see ``rules.CompiledRules``). A card's score in the trick comes from the
``RankTable`` of the trump context; the highest score wins. A card led face down "calling
Trump" counts as a trump lead that any real trump beats (``FACE_DOWN_SCORE``).
"""
from __future__ import annotations

from generator.engine.actions import Action
from generator.engine.cards import cards_of
from generator.engine.ranking import FACE_DOWN_SCORE
from generator.engine.state import IllegalAction


def start_play(st, leader: int, table) -> None:
    """Begin trick play with ``leader`` to lead trick 1 under the rank table ``table``."""
    st.table = table
    st.trick_no = 1
    st.leader = leader
    st.phase = st.rules.play
    st.actor = leader
    st.legal_mask = -1
    st.chains = st.rules.obligations.chain_table(st.n_active, st.rules.hand_size)


class Play:
    """The play phase: ``play C`` (and ``face-down C`` for the leader of trick 1 without trumps)."""

    name = "play"

    def __init__(self, pack):
        self.index = pack.index
        self.codes = pack.codes
        #: ``play_actions[card]`` — interned actions.
        self.play_actions = tuple(Action("play", (code,)) for code in pack.codes)
        self.face_down_actions = tuple(Action("face-down", (code,)) for code in pack.codes)
        #: Legal plays by bitmask of legal cards, built once per mask.
        self._lists = {}

    def legal(self, st):
        p = st.actor
        obligations = st.rules.obligations
        mask = st.legal_mask = obligations.legal(st, p)
        if st.trick_no == 1 and not st.trick and obligations.may_lead_face_down(st, p):
            return self._actions(mask) + tuple(map(self.face_down_actions.__getitem__, cards_of(st.hands[p])))
        acts = self._lists.get(mask)
        return acts if acts is not None else self._actions(mask)

    def _actions(self, mask: int) -> tuple:
        if len(self._lists) > 200_000:
            self._lists.clear()
        acts = self._lists[mask] = tuple(map(self.play_actions.__getitem__, cards_of(mask)))
        return acts

    def apply(self, st, p, action, check):
        """Player ``p`` plays a card; the trick is resolved when everyone has played."""
        verb, cards = action
        card = self._check(st, p, action) if check else self.index[cards[0]]
        face_down = verb == "face-down"
        bit = 1 << card
        st.hands[p] ^= bit
        st.played |= bit
        st.legal_mask = -1
        table = st.table
        trick = st.trick
        if not trick:
            st.leader = p
            st.face_down = face_down
            if face_down:
                st.led = table.trump
                st.best = FACE_DOWN_SCORE
            else:
                st.led = table.suit_of[card]
                st.best = table.plain_score[card]
            st.best_seat = p
        else:
            score = table.trump_score[card] or (table.plain_score[card] if table.suit_of[card] == st.led else 0)
            if score > st.best:
                st.best = score
                st.best_seat = p
        trick.append(card)
        st.trick_seats.append(p)
        if len(trick) < st.n_active:
            st.actor = st.next_seat[p]
            return
        winner = st.best_seat
        st.tricks[winner] += 1
        st.trick_log.append((tuple(st.trick_seats), tuple(trick), winner, st.face_down))
        st.trick = []
        st.trick_seats = []
        st.face_down = False
        st.trick_no += 1
        rules = st.rules
        if st.trick_no > rules.hand_size or (rules.early_end is not None and rules.early_end(st)):
            st.actor = None
            rules.after_play(st)
            return
        st.leader = winner
        st.actor = winner
        between = rules.after_trick
        if between is not None:
            between(st)  # e.g. announcements before the next trick (Kontraspiel's contra poll)

    def _check(self, st, p, action) -> int:
        """The card of a legal play; ``IllegalAction`` naming the rule otherwise."""
        verb, cards = action
        if verb not in ("play", "face-down") or len(cards) != 1:
            raise IllegalAction(f"Illegal: {action} — the cards are being played: "
                                f"'play <card>' (or 'face-down <card>' to lead trick 1 without a trump)",
                                reason="not-now", expected=("play",))
        card = self.index.get(cards[0])
        if card is None:
            raise IllegalAction(f"Illegal: {action} — there is no {cards[0]} in this pack", reason="no-such-card", card=cards[0])
        if not st.hands[p] >> card & 1:
            raise IllegalAction(f"Illegal: {cards[0]} — player {p} does not hold it", reason="not-held", card=cards[0])
        obligations = st.rules.obligations
        if verb == "face-down":
            if not obligations.may_lead_face_down(st, p):
                ref = obligations.face_down or st.rules.params.ref("trick-1-lead")
                why = ("only the leader of the first trick who holds no trump may lead face down"
                       if ref and ref.value and ref.value.get("face_down") else "no rule allows a face-down lead")
                raise IllegalAction(f"Illegal: face-down {cards[0]} — {why}"
                                    + (f" ({ref.cite()})" if ref else ""), ref.rule_id if ref else None, "face-down")
        elif not (st.legal_mask if st.legal_mask >= 0 else obligations.legal(st, p)) >> card & 1:
            ob = obligations.explain(st, p, card)
            reason, details = ob.reason(st, p)
            raise IllegalAction(f"Illegal: {cards[0]} — {ob.message(st, p)} ({ob.ref.cite()})", ob.ref.rule_id, reason,
                                **details)
        return card


def trick_winner(table, cards, led: int | None = None, face_down: bool = False) -> int:
    """Index (in ``cards``) of the card that wins a trick, the first card being the lead."""
    if led is None:
        led = table.trump if face_down else table.suit_of[cards[0]]
    best, best_i = (FACE_DOWN_SCORE if face_down else table.plain_score[cards[0]]), 0
    for i, c in enumerate(cards[1:], 1):
        score = table.score(c, led)
        if score > best:
            best, best_i = score, i
    return best_i
