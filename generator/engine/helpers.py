"""Going along against the declarer: the helpers of Préférence (Pierer's *Mitgehende*, Meyers'
*Helfer*).

Once a player has become the declarer, each other player in the deal says ``go-along`` (he
plays against the declarer, with a quota of tricks of his own) or ``pass`` (he lays his cards
down and sits out the deal). ``helpers.order`` says who speaks first: after-declarer — the
player after the declarer, then round the table; forehand-first — forehand, the declarer
skipped. When everyone has spoken, the game module goes on to play (``on_done``) or, if nobody
went along, settles the declarer's game without play (``on_unopposed``).

``short_helpers`` names the helpers who fell short of their quota once the cards are played.
"""
from __future__ import annotations

from generator.engine.actions import PASS, Action
from generator.engine.phases import rotation
from generator.engine.rams import fold_inactive
from generator.engine.state import IllegalAction

GO_ALONG = Action("go-along")
_CHOICES = (GO_ALONG, PASS)


class GoAlong:
    """Each other player in the deal, in turn, goes along against the declarer or passes."""

    name = "go-along"

    def __init__(self, ref, order: str, on_done, on_unopposed):
        self.ref = ref
        self.order = order
        self.on_done = on_done
        self.on_unopposed = on_unopposed

    def start(self, st) -> None:
        first = st.declarer + 1 if self.order == "after-declarer" else st.dealer + 1
        st.phase = self
        st.queue = [q for q in rotation(st, first % st.n) if q != st.declarer and st.active[q]]
        st.qi = 0
        st.actor = st.queue[0]

    def legal(self, st):
        return _CHOICES

    def apply(self, st, p, action, check):
        if action == PASS:
            st.active[p] = False
        elif action != GO_ALONG:
            raise IllegalAction(f"Illegal: {action} — the player now says 'go-along' (against the declarer) "
                                f"or 'pass' ({self.ref.cite()})", self.ref.rule_id, "not-now",
                                expected=("go-along", "pass"))
        st.qi += 1
        if st.qi < len(st.queue):
            st.actor = st.queue[st.qi]
            return
        st.actor = None
        helpers = [q for q in st.queue if st.active[q]]
        st.outcome["helpers"] = helpers
        fold_inactive(st)
        if helpers:
            self.on_done(st)
        else:
            self.on_unopposed(st)


def short_helpers(st, quota: int) -> list[int]:
    """The helpers (the players in the deal besides the declarer) with fewer than ``quota`` tricks."""
    return [q for q in st.outcome.get("helpers", ()) if st.tricks[q] < quota]
