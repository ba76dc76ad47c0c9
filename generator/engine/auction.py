"""Who plays, and what: soloist rounds, the dealer's choice of a turned card, the auction by
contracts and the declarer's raise (switching up).

- ``SoloistRounds`` (Kontraspiel; the shape of Euchre's ordering up): in round 1 each player
  from forehand may become soloist with the preferred suit (``solo``); in round 2 each may
  name another suit (``solo H``); the first to accept ends the bidding.
- ``DealerChoice``: the dealer may play a turned card (``solo``) or not (``pass``); with
  ``blind`` he decides before looking at his hand (the observation hides it).
- ``Auction`` (Bolachen; the Préférence family): in turn from forehand each player says
  ``bid <contract>`` or ``pass``; a bid must beat the best so far, and an equal bid loses to
  the earlier speaker (``tie: earlier-speaker``), so a later speaker must bid higher. When the
  dealer is forced to play (``all_pass: dealer-must-play``) he may not pass.
- ``Announce``: the declarer fixes his contract, the one he won or, with ``switch-up``, a
  higher one (``announce <contract>``).

Each phase calls back into the game module when it is over, as the Rams phases do.
"""
from __future__ import annotations

from generator.engine.actions import PASS, SOLO, Action
from generator.engine.phases import rotation
from generator.engine.state import IllegalAction

_SOLO_OR_PASS = (SOLO, PASS)


class SoloistRounds:
    """Up to two rounds from forehand: ``solo`` (preferred suit) / ``pass``, then ``solo H`` / ``pass``."""

    name = "bidding"

    def __init__(self, ref, pack, rounds: int, round_2_preferred: str | None, round_2_choice: str | None,
                 on_soloist, on_all_pass):
        self.ref = ref
        self.suits = pack.suits
        self.rounds = rounds
        self.round_2_preferred = round_2_preferred
        self.round_2_choice = round_2_choice
        self.on_soloist = on_soloist
        self.on_all_pass = on_all_pass
        solo = tuple(Action("solo", (s,)) for s in pack.suits)
        #: Round-2 choices by (preferred suit, asked first in the round).
        self.round_2 = {(pref, first): tuple(solo[s] for s in range(len(solo)) if s != pref
                                             or self.may_take_preferred(first)) + (PASS,)
                        for pref in range(len(solo)) for first in (False, True)}

    def may_take_preferred(self, eldest: bool) -> bool:
        """In round 2, whether a player (eldest or not) may still choose the preferred suit."""
        r2 = self.round_2_preferred
        if r2 == "anyone" or (r2 == "eldest-only" and eldest):
            return True
        return r2 is None and self.round_2_choice == "any-suit"

    def start(self, st) -> None:
        st.phase = self
        st.queue = rotation(st, (st.dealer + 1) % st.n)
        st.qi = 0
        st.round = 1
        st.actor = st.queue[0]

    def legal(self, st):
        if st.round == 1:
            return _SOLO_OR_PASS
        return self.round_2[(st.preferred, st.qi == 0)]

    def apply(self, st, p, action, check):
        verb, args = action
        if verb == "pass" and not args:
            st.qi += 1
            if st.qi < len(st.queue):
                st.actor = st.queue[st.qi]
                return
            st.round += 1
            if st.round > self.rounds:
                st.actor = None
                self.on_all_pass(st)
                return
            st.qi = 0
            st.actor = st.queue[0]
            return
        if verb != "solo":
            raise IllegalAction(f"Illegal: {action} — now 'solo'{' <suit>' if st.round > 1 else ''} or 'pass' "
                                f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("solo", "pass"))
        if st.round == 1:
            if args and (not check or args[0] == self.suits[st.preferred]):
                args = ()
            if args:
                raise IllegalAction(f"Illegal: {action} — in the first round only the preferred suit "
                                    f"({self.suits[st.preferred]}) can be taken: say 'solo' ({self.ref.cite()})",
                                    self.ref.rule_id, "round-1-preferred-only", suit=self.suits[st.preferred])
            suit = st.preferred
        else:
            if not args:
                raise IllegalAction(f"Illegal: solo — in the second round the soloist names a suit, "
                                    f"e.g. 'solo {self.suits[(st.preferred + 1) % len(self.suits)]}' "
                                    f"({self.ref.cite()})", self.ref.rule_id, "round-2-name-a-suit")
            suit = self.suits.index(args[0]) if args[0] in self.suits else -1
            if check:
                if suit < 0:
                    raise IllegalAction(f"Illegal: {action} — no suit {args[0]} in this pack "
                                        f"(suits {' '.join(self.suits)})", reason="no-such-suit", suit=args[0])
                if suit == st.preferred and not self.may_take_preferred(st.qi == 0):
                    who = "only eldest hand" if self.round_2_preferred == "eldest-only" else "nobody"
                    raise IllegalAction(f"Illegal: {action} — in the second round {who} may still take the "
                                        f"preferred suit ({self.ref.cite()})", self.ref.rule_id, "preferred-suit-closed",
                                        suit=self.suits[st.preferred], who=self.round_2_preferred)
        st.declarer = p
        st.how = f"round-{st.round}"
        st.actor = None
        self.on_soloist(st, suit)


class DealerChoice:
    """The dealer decides whether to play a turned card: ``solo`` or ``pass``."""

    name = "turn-up-choice"

    def __init__(self, ref, blind: bool, on_done):
        self.ref = ref
        #: The dealer decides before looking at his hand (the observation hides it).
        self.blind = blind
        self.on_done = on_done

    def start(self, st) -> None:
        st.phase = self
        st.actor = st.dealer

    def legal(self, st):
        return _SOLO_OR_PASS

    def apply(self, st, p, action, check):
        if action != SOLO and action != PASS:
            raise IllegalAction(f"Illegal: {action} — the dealer says 'solo' (play the turned card) or 'pass' "
                                f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("solo", "pass"))
        st.actor = None
        self.on_done(st, action == SOLO)


class Auction:
    """Bids by contract in turn from forehand: ``bid <contract>`` or ``pass``; each speaks once.

    ``dealer``: ``in-turn`` — the dealer speaks last like the others; ``only-if-others-pass`` —
    he is asked only when everyone else has passed. With ``forced`` (``all_pass:
    dealer-must-play``) a dealer whom all others have passed may not pass himself.
    """

    name = "auction"

    def __init__(self, ref, contracts, dealer: str, forced: bool, tie_ref, turns_ref, on_done, on_all_pass=None):
        self.ref = ref
        self.contracts = contracts
        self.by_id = {c.id: c for c in contracts}
        self.dealer = dealer
        self.forced = forced
        self.tie_ref = tie_ref
        self.turns_ref = turns_ref
        self.on_done = on_done
        self.on_all_pass = on_all_pass
        self.bids = tuple(Action("bid", (c.id,)) for c in contracts)
        #: Legal actions by (lowest contract rank still allowed, pass allowed).
        self._legal = {(lo, may_pass): ((PASS,) if may_pass else ()) + self.bids[lo:]
                       for lo in range(len(contracts) + 1) for may_pass in (False, True)}

    def start(self, st) -> None:
        st.phase = self
        seats = rotation(st, (st.dealer + 1) % st.n)
        if not st.active[st.dealer]:  # a dealer who sits out is not asked (Préférence with four)
            seats = tuple(s for s in seats if st.active[s])
        st.queue = list(seats if self.dealer == "in-turn" else seats[:-1])
        st.qi = 0
        st.contract = None
        st.declarer = None
        st.actor = st.queue[0]

    def _forced(self, st) -> bool:
        return self.forced and st.actor == st.dealer and st.contract is None

    def legal(self, st):
        lo = 0 if st.contract is None else st.contract.rank + 1
        return self._legal[(lo, not self._forced(st))]

    def apply(self, st, p, action, check):
        verb, args = action
        if verb == "bid" and len(args) == 1:
            c = self.by_id.get(args[0])
            if check:
                self._check(st, p, action, c)
            st.contract = c
            st.declarer = p
        elif verb == "pass" and not args:
            if check and self._forced(st):
                raise IllegalAction(f"Illegal: pass — the others have passed, so the dealer must play: "
                                    f"he bids a contract ({self.ref.cite()})", self.ref.rule_id, "dealer-must-play")
        else:
            raise IllegalAction(f"Illegal: {action} — now 'bid <contract>' or 'pass' ({self.ref.cite()})",
                                self.ref.rule_id, "not-now", expected=("bid", "pass"))
        st.qi += 1
        if st.qi < len(st.queue):
            st.actor = st.queue[st.qi]
            return
        if st.contract is None and self.forced and st.dealer not in st.queue:
            st.queue.append(st.dealer)   # everyone passed: the dealer must play
            st.actor = st.dealer
            return
        st.actor = None
        if st.contract is None:
            self.on_all_pass(st)
        else:
            st.how = "auction"
            self.on_done(st)

    def _check(self, st, p, action, c) -> None:
        if c is None:
            raise IllegalAction(f"Illegal: {action} — no contract {action.cards[0]!r} in this ruleset "
                                f"(contracts: {', '.join(self.by_id)}) ({self.ref.cite()})", self.ref.rule_id,
                                "no-such-contract", contract=action.cards[0])
        best = st.contract
        if best is not None and c.rank <= best.rank:
            if c.rank == best.rank:
                ref = self.tie_ref or self.ref
                raise IllegalAction(f"Illegal: {action} — an equal bid goes to the player who spoke first "
                                    f"(player {st.declarer}): bid higher than {best.id} or pass ({ref.cite()})",
                                    ref.rule_id, "equal-bid", best=best.id)
            raise IllegalAction(f"Illegal: {action} — the bid must beat {best.id} (player {st.declarer}) "
                                f"({self.ref.cite()})", self.ref.rule_id, "bid-not-higher", best=best.id)


class Announce:
    """The declarer fixes his contract: ``announce <contract>``, the one he won or a higher one."""

    name = "announce"

    def __init__(self, ref, contracts, on_done):
        self.ref = ref
        self.by_id = {c.id: c for c in contracts}
        self.acts = tuple(Action("announce", (c.id,)) for c in contracts)
        self.on_done = on_done

    def start(self, st) -> None:
        st.phase = self
        st.actor = st.declarer

    def legal(self, st):
        return self.acts[st.contract.rank:]

    def apply(self, st, p, action, check):
        verb, args = action
        c = self.by_id.get(args[0]) if verb == "announce" and len(args) == 1 else None
        if check:
            if verb != "announce" or len(args) != 1:
                raise IllegalAction(f"Illegal: {action} — the declarer now says 'announce <contract>': "
                                    f"{st.contract.id} or a higher one ({self.ref.cite()})", self.ref.rule_id,
                                    "not-now", expected=("announce",))
            if c is None:
                raise IllegalAction(f"Illegal: {action} — no contract {args[0]!r} in this ruleset "
                                    f"(contracts: {', '.join(self.by_id)})", reason="no-such-contract", contract=args[0])
            if c.rank < st.contract.rank:
                raise IllegalAction(f"Illegal: {action} — the declarer may keep {st.contract.id} or switch up, "
                                    f"not down ({self.ref.cite()})", self.ref.rule_id, "no-switch-down",
                                    contract=st.contract.id)
        if c is not st.contract:
            st.outcome["switched_from"] = st.contract.id
        st.contract = c
        st.actor = None
        self.on_done(st)
