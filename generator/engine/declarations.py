"""Declarations that change the stakes before or during play: contra, recontra, match.

A ``Declaration`` is one announcement a player may make once per hand, while its window is
open: ``before_trick = k`` means "before trick k begins" (the engine offers it before trick 1
and between tricks up to and including the gap before trick k). Whether a player may make it
is the game module's ``eligible(st, p)``; the actions it offers are ``actions(st, p)`` (``contra``;
``match H`` for every suit allowed). A made declaration is recorded in ``st.announced``
(verb -> seat) and the game's settlement reads it.

The ``AnnouncementPoll`` phase (for a ``ContractState``, whose ``offer`` holds the actions
offered to the player asked) asks the players in turn, from a given seat, whether they make
any declaration open to them (``pass`` otherwise); it is run before trick 1 and, through
the play phase's ``after_trick`` hook (``poll_between_tricks``), after every trick while a
window is still open. Announcing between the
cards of a trick is not offered: the poll after the trick comes later and shows more.
A declaration may hand over to another phase once made (Kontraspiel's contra player takes
the turned card); that phase calls ``poll.resume`` when it is done.
"""
from __future__ import annotations

from generator.engine.actions import PASS
from generator.engine.phases import rotation
from generator.engine.state import IllegalAction

_PASS = (PASS,)


class Declaration:
    """An announcement tied to its rule, open ``before_trick`` (``None``: before any card)."""

    def __init__(self, verb: str, ref, before_trick: int | None, eligible, actions, after=None, refused=None):
        self.verb = verb
        self.ref = ref
        #: The last trick before which it may be made (``None`` or 1: before the first card only).
        self.before_trick = before_trick or 1
        #: ``eligible(st, p) -> bool``.
        self.eligible = eligible
        #: ``actions(st, p) -> tuple`` of the actions it offers an eligible player.
        self.actions = actions
        #: ``after(st, p, resume) -> bool``: start a phase after it is made (True if started).
        self.after = after
        #: ``refused(st, p, action) -> (reason, why, details) or None``: why it is refused — a code of
        #: ``refusals.REASONS``, the words of the message, and the reason's details.
        self.refused = refused


class AnnouncementPoll:
    """Each player in turn from a given seat: one of the declarations open to him, or ``pass``."""

    name = "announce"

    def __init__(self, declarations, on_done, pass_ref=None):
        self.declarations = tuple(declarations)
        self.by_verb = {d.verb: d for d in self.declarations}
        self.on_done = on_done
        #: Last trick before which any declaration may still be made.
        self.last_trick = max(d.before_trick for d in self.declarations)
        self.pass_ref = pass_ref

    def offers(self, st, p) -> tuple:
        """The declarations ``p`` may make now (as actions)."""
        out = ()
        t = st.trick_no or 1
        announced = st.announced
        for d in self.declarations:
            if t <= d.before_trick and d.verb not in announced and d.eligible(st, p):
                out += d.actions(st, p)
        return out

    def start(self, st, first: int) -> None:
        """Poll every seat from ``first``; hands back to ``on_done`` at once if nobody may declare."""
        st.queue = rotation(st, first)
        st.qi = -1
        self.resume(st)

    def resume(self, st) -> None:
        """Ask the next player who has something to declare (or finish the poll)."""
        st.phase = self
        queue = st.queue
        qi = st.qi + 1
        t = st.trick_no or 1
        announced = st.announced
        open_ = []
        for d in self.declarations:
            if t <= d.before_trick and d.verb not in announced:
                open_.append(d)
        while open_ and qi < len(queue):
            p = queue[qi]
            out = ()
            for d in open_:
                if d.eligible(st, p):
                    out += d.actions(st, p)
            if out:
                st.qi = qi
                st.offer = out + _PASS
                st.actor = p
                return
            qi += 1
        st.qi = len(queue)
        st.offer = ()
        st.actor = None
        self.on_done(st)

    def legal(self, st):
        return st.offer

    def apply(self, st, p, action, check):
        if action == PASS:
            self.resume(st)
            return
        if check and action not in st.offer:
            self._refuse(st, p, action, self.by_verb.get(action.verb))
        d = self.by_verb[action.verb]
        st.announced[d.verb] = p
        st.outcome.setdefault("announced", []).append((d.verb, p, st.trick_no or 1))
        if d.after is not None and d.after(st, p, action):
            return
        self.resume(st)

    def _refuse(self, st, p, action, d) -> None:
        if d is None:
            open_ = [str(a) for a in self.offers(st, p)]
            raise IllegalAction(f"Illegal: {action} — now {', '.join(repr(a) for a in open_ + ['pass'])}",
                                reason="not-now", expected=tuple(dict.fromkeys(a.split()[0] for a in open_ + ["pass"])))
        refusal = d.refused(st, p, action) if d.refused else None
        details = {}
        if refusal is not None:
            reason, why, details = refusal
        elif d.verb in st.announced:
            reason, why = "already-announced", f"{d.verb} has already been announced (by player {st.announced[d.verb]})"
        elif not (st.trick_no or 1) <= d.before_trick:
            reason, why = "window-closed", f"{d.verb} may be announced only before trick {d.before_trick} begins"
            details = {"trick": d.before_trick}
        else:
            reason, why = "not-eligible", f"player {p} may not announce {action} now"
        raise IllegalAction(f"Illegal: {action} — {why} ({d.ref.cite()})", d.ref.rule_id, reason, verb=d.verb, **details)


def poll_between_tricks(poll: AnnouncementPoll):
    """A ``rules.after_trick`` hook that runs ``poll`` before every trick while a window is open."""
    last = poll.last_trick

    def after_trick(st) -> None:
        if st.trick_no <= last:
            poll.start(st, st.leader)
    return after_trick


def resume_play(st) -> None:
    """Give the turn back to the leader of the current trick (after a poll between tricks)."""
    st.phase = st.rules.play
    st.actor = st.leader
    st.legal_mask = -1
