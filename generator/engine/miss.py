"""Standing, taking the miss, or throwing up: the declarations of Loo, and the spare hand.

Each player in turn from forehand says ``play`` (he stands on his own cards), ``take-miss``
(he takes the spare hand dealt to the table, laying his own aside unseen, and so stands on it)
or ``pass`` (he throws up his cards). The dealer speaks last (``drop-out: {dealer:
decides-last}``). The miss lies in ``st.aside`` until someone takes it; who took it is
``st.outcome["miss"]``.

Readings built in here, where the sources leave the point open:
- Taking the miss is itself the player's declaration to stand: he is not asked again
  (``miss: {taker_plays: true}``).
- Without ``dealer: decides-last`` the dealer is not asked: his stake commits him to play.
- When every player before the dealer has thrown up, the dealer is not asked: ``all-pass``
  decides at once (the texts give the pool to the dealer without a word from him).
- When exactly one player before the dealer stands, the dealer's answer is bound by
  ``pool-defence``: he may do only what its ``dealer_options`` allow, or ``pass`` to decline
  (what follows is the game module's, ``on_done``). With two or more standing he answers like
  any player.
"""
from __future__ import annotations

from generator.engine.actions import PASS, PLAY_STAY, TAKE_MISS
from generator.engine.rams import forehand_rotation
from generator.engine.state import IllegalAction


def standing_before_dealer(st) -> list[int]:
    """The players other than the dealer who stand (every one of them has spoken by then)."""
    return [p for p in forehand_rotation(st)[:-1] if st.active[p]]


def take_miss(st, p: int) -> None:
    """Player ``p`` lays his cards aside unseen and takes up the miss."""
    st.folded |= st.hands[p]
    st.hands[p] = st.aside
    st.aside = 0
    st.outcome["miss"] = p


class Declarations:
    """``play``, ``take-miss`` or ``pass``, from forehand round to the dealer."""

    name = "drop-out"

    def __init__(self, drop_ref, miss_ref, defence_ref, on_all_pass, on_done):
        #: ``RuleRef``s of ``drop-out``, ``miss`` (or ``None``) and ``pool-defence`` (or ``None``).
        self.drop_ref, self.miss_ref, self.defence_ref = drop_ref, miss_ref, defence_ref
        #: The dealer speaks last (``drop-out: {dealer: decides-last}``); else his stake commits him.
        self.dealer_decides = drop_ref.value.get("dealer") == "decides-last"
        self.dealer_options = tuple(defence_ref.value["dealer_options"]) if defence_ref else ("play", "take-miss")
        self.on_all_pass = on_all_pass
        self.on_done = on_done

    def start(self, st) -> None:
        st.phase = self
        st.queue = list(forehand_rotation(st) if self.dealer_decides else forehand_rotation(st)[:-1])
        st.qi = 0
        st.actor = st.queue[0]

    def _defending(self, st, p) -> bool:
        """The dealer speaks with exactly one player standing against him."""
        return p == st.dealer and len(standing_before_dealer(st)) == 1

    def legal(self, st):
        p = st.actor
        out = [PLAY_STAY]
        if st.aside and (not self._defending(st, p) or "take-miss" in self.dealer_options):
            out.append(TAKE_MISS)
        if not st.forced:
            out.append(PASS)
        return out

    def apply(self, st, p, action, check):
        if action == PASS:
            if st.forced:
                ref = st.forced_by
                raise IllegalAction(f"Illegal: pass — the deal is forced: nobody may throw up ({ref.cite()})",
                                    ref.rule_id, "forced-deal")
            st.active[p] = False
        elif action == TAKE_MISS:
            if check:
                self._check_miss(st, p)
            take_miss(st, p)
        elif action != PLAY_STAY:
            expected = tuple(str(a) for a in self.legal(st))
            raise IllegalAction(f"Illegal: {action} — each player now says {', '.join(expected)} "
                                f"({self.drop_ref.cite()})", self.drop_ref.rule_id, "not-now", expected=expected)
        self._next(st)

    def _check_miss(self, st, p) -> None:
        if not st.aside:
            ref = self.miss_ref
            why = "the miss has been taken" if "miss" in st.outcome else "no miss is dealt in this deal"
            raise IllegalAction(f"Illegal: take-miss — {why}" + (f" ({ref.cite()})" if ref else ""),
                                ref.rule_id if ref else None, "no-miss")
        if self._defending(st, p) and "take-miss" not in self.dealer_options:
            ref = self.defence_ref
            expected = tuple(str(a) for a in self.legal(st))
            raise IllegalAction(f"Illegal: take-miss — with one player standing, the dealer may only "
                                f"{' or '.join(self.dealer_options)}, or give up the pool ({ref.cite()})",
                                ref.rule_id, "pool-defence", expected=expected)

    def _next(self, st) -> None:
        st.qi += 1
        st.actor = st.queue[st.qi] if st.qi < len(st.queue) else None
        if st.actor in (None, st.dealer) and not st.forced and not standing_before_dealer(st):
            st.actor = None
            return self.on_all_pass(st)
        if st.actor is None:
            self.on_done(st)
