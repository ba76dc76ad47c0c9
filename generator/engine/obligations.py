"""Play obligations as named constraints, each tied to the parameter that imposes it.

A constraint narrows the cards a player may play. ``narrow(st, p, hand, allowed)`` returns
the cards it allows out of ``allowed``, or 0 when it does not bind (the player cannot comply,
or the situation is not its own). A *final* constraint is a forced play (a top trump that
must go to trick 1 or 2): when it binds, it alone decides. The others apply in turn, each
within what the earlier ones left: follow suit, then trump if void, then overtrump, then head
the trick.

The constraints read the trick from the hand state: ``st.trick`` (cards played so far),
``st.trick_seats``, ``st.led`` (effective suit led), ``st.best`` (score of the best card
so far, see ``ranking``), ``st.table`` (the ``RankTable``), ``st.dealer``, ``st.leader``,
``st.declarer``, ``st.trick_no`` (1-based) and ``st.n_active``. ``chain_table`` gives the
chains of every trick of a hand at once; the play phase keeps it in ``st.chains``.
"""
from __future__ import annotations

from generator.engine.params import RuleRef
from generator.engine.ranking import TRUMP_BASE


class Obligation:
    """A play constraint imposed by one rule parameter."""

    #: The parameter id (also the last part of the rule id a refusal names).
    param = ""
    #: When binding, decides alone (forced plays).
    final = False

    def __init__(self, ref: RuleRef, names=None):
        self.ref = ref
        #: Period names of the top trumps, highest first ("Best Bower", ...).
        self.names = names or []

    def narrow(self, st, p: int, hand: int, allowed: int) -> int:
        """The allowed cards under this rule, or 0 if it does not bind."""
        raise NotImplementedError

    def message(self, st, p: int) -> str:
        """What the rule requires, for a refusal."""
        raise NotImplementedError

    def reason(self, st, p: int) -> tuple[str, dict]:
        """The refusal as data: a reason code of ``refusals.REASONS`` and its details."""
        return self.param, {}

    def _code(self, st, i: int) -> str:
        return st.rules.pack.codes[st.table.top_trumps[i]]

    def _top(self, st, i: int) -> str:
        card = st.table.top_trumps[i]
        code = st.rules.pack.codes[card]
        return f"the {self.names[i]} ({code})" if i < len(self.names) and self.names[i] else code


class FollowSuit(Obligation):
    """Play a card of the suit led if able (top trumps count as trumps)."""

    param = "follow-suit"

    def narrow(self, st, p, hand, allowed):
        return allowed & st.table.suit_masks[st.led]

    def message(self, st, p):
        return "must follow suit"


class MustTrump(Obligation):
    """Unable to follow, play a trump if able."""

    param = "must-trump"

    def narrow(self, st, p, hand, allowed):
        if hand & st.table.suit_masks[st.led]:
            return 0
        return allowed & st.table.trump_mask

    def message(self, st, p):
        return "must trump when unable to follow suit"


def second_defender_excused(st) -> bool:
    """The declarer led and the first defender has beaten the lead: the second defender, now
    to play, need not beat the trick (``must-head: {exception: second-defender}``)."""
    return (st.declarer is not None and st.leader == st.declarer and len(st.trick) == 2
            and st.best_seat == st.trick_seats[1])


class MustOvertrump(Obligation):
    """Trumping a trick that holds a trump, play a higher trump if able; with ``exception:
    second-defender`` (taken from ``must-head``) not the second defender whose partner has
    beaten the declarer's lead — overtrumping is heading the trick with a trump."""

    param = "must-overtrump"

    def __init__(self, ref, names=None, exception="none"):
        super().__init__(ref, names)
        self.exception = exception

    def narrow(self, st, p, hand, allowed):
        table = st.table
        if st.led == table.trump or hand & table.suit_masks[st.led] or st.best < TRUMP_BASE:
            return 0
        if self.exception == "second-defender" and second_defender_excused(st):
            return 0
        return table.beaters(allowed & table.trump_mask, st.led, st.best)

    def message(self, st, p):
        return "must overtrump"


class MustHead(Obligation):
    """Beat the best card in the trick if able; optionally not the second defender."""

    param = "must-head"

    def __init__(self, ref, names=None, exception="none"):
        super().__init__(ref, names)
        self.exception = exception

    def narrow(self, st, p, hand, allowed):
        if self.exception == "second-defender" and second_defender_excused(st):
            return 0  # the first defender has beaten the declarer's lead
        return st.table.beaters(allowed, st.led, st.best)

    def message(self, st, p):
        return "must head the trick (beat the best card in it)"


class LeadInOrder(Obligation):
    """The leader must lead what ``trick-1-lead`` names, the first obligation he can meet
    binding him: the first top trump, a trump, or one of the Loo leads (``LOO_LEADS``)."""

    param = "trick-1-lead"

    def __init__(self, ref, names=None, must_lead=("first-top-trump", "trump")):
        super().__init__(ref, names)
        self.must_lead = tuple(must_lead)

    def narrow(self, st, p, hand, allowed):
        return self._binding(st, hand)[1]

    def _binding(self, st, hand) -> tuple[str | None, int]:
        """The obligation that binds (its name) and the cards it allows; ``(None, 0)`` if none."""
        table = st.table
        for what in self.must_lead:
            if what == "first-top-trump":
                if table.top_trumps and hand >> table.top_trumps[0] & 1:
                    return what, 1 << table.top_trumps[0]
            elif what == "trump":
                if hand & table.trump_mask:
                    return what, hand & table.trump_mask
            else:
                m = LOO_LEADS[what](st, table, hand)
                if m:
                    return what, m
        return None, 0

    def message(self, st, p):
        what, m = self._binding(st, st.hands[p])
        if what == "first-top-trump":
            return f"must lead {self._top(st, 0)} to the first trick"
        if what in ("ace-of-trumps", "ace-or-king-of-trumps", "highest-trump-of-two", "highest-trump"):
            return f"must lead {st.rules.pack.codes[m.bit_length() - 1]} to the first trick"
        return "must lead a trump to the first trick"

    def reason(self, st, p):
        what, m = self._binding(st, st.hands[p])
        if what == "first-top-trump":
            return "lead-top-trump", {"card": self._code(st, 0)}
        code = st.rules.pack.codes[m.bit_length() - 1] if m else ""
        if what in ("ace-of-trumps", "ace-or-king-of-trumps"):
            return "lead-ace-of-trumps", {"card": code, "turned": not code.startswith("A")}
        if what in ("highest-trump-of-two", "highest-trump"):
            return "lead-highest-trump", {"card": code, "trick": st.trick_no}
        return "lead-trump", {"trick": st.trick_no}


def _highest_trump(table, hand: int) -> int:
    """The bit of the highest trump in ``hand`` (0 without one)."""
    for c in table.order[table.trump]:
        if hand >> c & 1:
            return 1 << c
    return 0


def _ace_or_king(st, table, hand: int, king_if_turned: bool) -> int:
    """The Ace of trumps if ``hand`` holds it; with ``king_if_turned``, the King when the Ace
    is the turned card. Ranks are read from the trump suit's order, highest first."""
    codes = st.rules.pack.codes
    for c in table.order[table.trump]:
        rank = codes[c][:-1]
        if rank == "A":
            if hand >> c & 1:
                return 1 << c
            if not (king_if_turned and st.deal.turned == c):
                return 0
        elif rank == "K" and king_if_turned:
            return 1 << c if hand >> c & 1 else 0
    return 0


#: The forced leads of the Loo texts: ``what(st, table, hand)`` -> the cards allowed, or 0
#: when the obligation does not bind (the leader cannot meet it).
LOO_LEADS = {
    "ace-of-trumps": lambda st, table, hand: _ace_or_king(st, table, hand, False),
    "ace-or-king-of-trumps": lambda st, table, hand: _ace_or_king(st, table, hand, True),
    "highest-trump-of-two": lambda st, table, hand: (
        _highest_trump(table, hand) if (hand & table.trump_mask).bit_count() >= 2 else 0),
    "trump-of-two": lambda st, table, hand: (
        hand & table.trump_mask if (hand & table.trump_mask).bit_count() >= 2 else 0),
    "highest-trump": lambda st, table, hand: _highest_trump(table, hand),
}


class LeadTrump(Obligation):
    """The leader must lead a trump if able (``trick-2-lead``)."""

    param = "trick-2-lead"

    def narrow(self, st, p, hand, allowed):
        return allowed & st.table.trump_mask

    def message(self, st, p):
        return f"must lead a trump to trick {st.trick_no}"

    def reason(self, st, p):
        return "lead-trump", {"trick": st.trick_no}


class LeadHighestTrump(Obligation):
    """The leader must lead his highest trump, if he has one (``trick-2-lead: highest-trump``)."""

    param = "trick-2-lead"

    def narrow(self, st, p, hand, allowed):
        return _highest_trump(st.table, hand)

    def message(self, st, p):
        card = st.rules.pack.codes[_highest_trump(st.table, st.hands[p]).bit_length() - 1]
        return f"must lead his highest trump, {card}, to trick {st.trick_no}"

    def reason(self, st, p):
        card = st.rules.pack.codes[_highest_trump(st.table, st.hands[p]).bit_length() - 1]
        return "lead-highest-trump", {"card": card, "trick": st.trick_no}


class PlayTopTrump(Obligation):
    """The holder of top trump ``index`` must play it to this trick; optionally not the dealer
    if he can win the trick with another trump (then he must)."""

    final = True

    def __init__(self, ref, names=None, param="trick-1-top-trump", index=0, exception="none"):
        super().__init__(ref, names)
        self.param = param
        self.index = index
        self.exception = exception

    def narrow(self, st, p, hand, allowed):
        table = st.table
        if len(table.top_trumps) <= self.index:
            return 0
        card = table.top_trumps[self.index]
        if not hand >> card & 1:
            return 0
        bit = 1 << card
        if self.exception == "dealer" and p == st.dealer and st.trick:
            return bit | table.beaters(hand & table.trump_mask & ~bit, st.led, st.best)
        return bit

    def message(self, st, p):
        text = f"must play {self._top(st, self.index)} to trick {st.trick_no}"
        if self.exception == "dealer" and p == st.dealer:
            text += " (the dealer may keep it only to win the trick with another trump)"
        return text

    def reason(self, st, p):
        return "play-top-trump", {"card": self._code(st, self.index), "trick": st.trick_no,
                                  "dealer": self.exception == "dealer" and p == st.dealer}


class Obligations:
    """The constraints of a ruleset, chained per trick and position; computes legal cards."""

    def __init__(self, follow=(), lead_by_trick=None, follow_by_trick=None,
                 waiver=None, face_down: RuleRef | None = None):
        #: Constraints on every follower, in order.
        self.follow = tuple(follow)
        #: Forced constraints on the leader / followers of given tricks.
        self.lead_by_trick = {t: tuple(c) for t, c in (lead_by_trick or {}).items()}
        self.follow_by_trick = {t: tuple(c) for t, c in (follow_by_trick or {}).items()}
        #: ``(active_players_at_most, tricks, RuleRef)`` of a forced-play waiver.
        self.waiver = waiver
        #: The ``trick-1-lead`` rule when it allows a face-down lead.
        self.face_down = face_down
        self._chains = {}
        #: ``follow`` when it is follow suit alone: a chain that *is* this tuple narrows a hand
        #: to the suit led if it holds any (the play phase computes that without the calls).
        self.follow_suit_only = self.follow if len(self.follow) == 1 and type(self.follow[0]) is FollowSuit else None
        #: ``follow`` when it is follow suit, must trump, must overtrump and must head, both of
        #: the last with one exception (Bolachen's): ``legal`` narrows such a chain in one call.
        self.follow_full = self.follow if (tuple(map(type, self.follow)) == FULL_CHAIN
                                           and self.follow[2].exception == self.follow[3].exception) else None

    def waived(self, st) -> bool:
        """The forced leads and plays of the current trick do not apply."""
        w = self.waiver
        return w is not None and st.n_active <= w[0] and st.trick_no in w[1]

    def chains(self, trick_no: int, waived: bool) -> tuple:
        """``(lead_chain, follow_chain)``: the constraints on the leader and the followers of a trick."""
        lead = () if waived else self.lead_by_trick.get(trick_no, ())
        forced = () if waived else self.follow_by_trick.get(trick_no, ())
        return lead, forced + self.follow if forced else self.follow

    def chain_table(self, n_active: int, tricks: int) -> tuple:
        """``chain_table(...)[trick_no]`` is ``(lead_chain, follow_chain)`` for every trick of a
        hand played by ``n_active`` players (built once per table size)."""
        w = self.waiver
        key = (n_active if w is not None and n_active <= w[0] else 0, tricks)
        table = self._chains.get(key)
        if table is None:
            table = self._chains[key] = tuple(
                self.chains(t, w is not None and n_active <= w[0] and t in w[1]) for t in range(tricks + 2))
        return table

    def legal(self, st, p: int) -> int:
        """The cards player ``p`` may play now (a bitmask, never empty while he holds cards)."""
        hand = st.hands[p]
        if not hand & (hand - 1):
            return hand
        chain = st.chains[st.trick_no][1 if st.trick else 0]
        if chain is self.follow_full:
            return self.follow_trump_overtrump_head(st, hand)
        allowed = hand
        for ob in chain:
            m = ob.narrow(st, p, hand, allowed)
            if m:
                if ob.final:
                    return m
                allowed = m
        return allowed

    def follow_trump_overtrump_head(self, st, hand: int) -> int:
        """What the chain ``follow_full`` allows, in one call, as its four constraints narrow it
        in turn: the suit led, else trumps, else any card; then (unless the second defender is
        excused) those that head the trick, if any. Overtrumping needs no step of its own here:
        a player void in the suit led is left his trumps, and those that head the trick are the
        higher trumps."""
        table = st.table
        allowed = hand & table.suit_masks[st.led] or hand & table.trump_mask or hand
        if self.follow_full[3].exception == "second-defender" and second_defender_excused(st):
            return allowed
        return table.beaters(allowed, st.led, st.best) or allowed

    def explain(self, st, p: int, card: int) -> Obligation | None:
        """The constraint that forbids ``card`` (None if it is allowed)."""
        hand = st.hands[p]
        bit = 1 << card
        allowed = hand
        for ob in st.chains[st.trick_no][1 if st.trick else 0]:
            m = ob.narrow(st, p, hand, allowed)
            if m:
                if allowed & bit and not m & bit:
                    return ob
                if ob.final:
                    return None
                allowed = m
        return None

    def may_lead_face_down(self, st, p: int) -> bool:
        """The leader of trick 1 holds no trump and may lead a card face down, calling Trump."""
        return (self.face_down is not None and st.trick_no == 1 and not st.trick
                and not st.hands[p] & st.table.trump_mask and not self.waived(st))


#: The types of the chain ``Obligations.follow_trump_overtrump_head`` narrows in one call.
FULL_CHAIN = (FollowSuit, MustTrump, MustOvertrump, MustHead)


def follow_chain(params, need) -> list:
    """The obligations on every follower, in order, from the rules that impose them:
    ``follow-suit`` (required), then ``must-trump``, ``must-overtrump`` and ``must-head`` where
    the ruleset has them. The second defender's exception of ``must-head`` also frees him from
    overtrumping (heading the trick with a trump)."""
    head = need.optional("must-head")
    head_on = bool(head and head.get("required"))
    exception = head.get("exception", "none") if head_on else "none"
    chain = []
    if need.value("follow-suit"):
        chain.append(FollowSuit(params.ref("follow-suit")))
    if need.optional("must-trump"):
        chain.append(MustTrump(params.ref("must-trump")))
    if need.optional("must-overtrump"):
        chain.append(MustOvertrump(params.ref("must-overtrump"), exception=exception))
    if head_on:
        chain.append(MustHead(params.ref("must-head"), exception=exception))
    return chain
