"""The flush of five-card Loo: five of a suit, or four with Pam, takes the pool without play.

From the ``lanterlui`` rule with Loo's payments (``loo``, ``loo_to``, ``exempt``): a hand of
``cards`` cards of one suit — or ``with_top_trump`` cards of one suit together with Pam, the first
top trump — is a flush. Of two flushes a trump flush beats a plain one and then the higher cards
win (``compare: higher``), or the one nearer forehand wins (``compare: elder-hand``). The holder
takes the pool, and every other player (``loo: all``) or every other player who stood
(``loo: stood``) pays a loo, to the holder or into the next pool (``loo_to``), unless exempt.
Bester Bube's Lanterlui (``lanterlui.py``) has the Dutch payments and no Pam.

Readings built in here, where the sources leave the point open:
- Pam counts as a card of the flush's suit, whatever that suit is; in the trump suit it is one of
  the trumps already. Compared from the top, Pam ranks above every card of the suit.
- Between flushes equal card for card the one nearer forehand wins (``ties: elder-hand``, and
  where the sources do not say); ``ties: divide`` is not played.
- Only a player who has stood can show a flush: one who threw up has laid his cards down.
"""
from __future__ import annotations

from generator.engine.cards import cards_of
from generator.engine.ledger import POT


class LooFlush:
    """The flush rule of a Loo ruleset."""

    def __init__(self, ref):
        self.ref = ref
        value = ref.value
        self.cards = value["cards"]
        self.with_pam = value.get("with_top_trump")
        self.compare = value.get("compare", "higher")
        self.loo = value.get("loo", "all")
        self.loo_to = value.get("loo_to", "pot")
        self.exempt = frozenset(value.get("exempt", ()))

    def key(self, table, hand: int):
        """How good the best flush in ``hand`` is (``None`` if there is none); higher wins."""
        pam = table.top_trumps[0] if table.top_trumps else None
        holds_pam = pam is not None and hand >> pam & 1
        best = None
        for s, suit_mask in enumerate(table.suit_masks):
            natural = hand & suit_mask & ~((1 << pam) if pam is not None else 0)
            k = natural.bit_count()
            if not (k >= self.cards or (holds_pam and self.with_pam and k >= self.with_pam)):
                continue
            scores = sorted((table.plain_score[c] for c in cards_of(natural)), reverse=True)
            key = (s == table.trump, bool(holds_pam), scores)
            if best is None or key > best:
                best = key
        return best

    def ranked(self, st, seats):
        """``(seat, key)`` of every flush among ``seats`` (in turn from forehand), best first."""
        found = [(p, self.key(st.table, st.hands[p])) for p in seats]
        found = [(p, k) for p, k in found if k is not None]
        if self.compare == "elder-hand":
            return found
        # A stable sort keeps the elder hand first among equal flushes.
        return sorted(found, key=lambda pk: pk[1], reverse=True)

    def settle(self, st, seats, standing) -> int | None:
        """Pay the best flush among ``standing``, if any: the pool to its holder, a loo from each
        player who owes one. ``seats`` are all players from forehand. The holder, or ``None``."""
        flushes = self.ranked(st, standing)
        if not flushes:
            return None
        holder = flushes[0][0]
        ledger, rules = st.ledger, st.rules
        pool = ledger.pot
        ledger.pay(POT, holder, pool, "flush", self.ref.rule_id)
        pam = st.table.top_trumps[0] if st.table.top_trumps else None
        lesser = {p for p, _ in flushes[1:]}
        loo = rules.scoring.bete_amount(pool, 0)
        looed = []
        for p in seats:
            if p == holder or (self.loo == "stood" and not st.active[p]):
                continue
            if "lesser-flush" in self.exempt and p in lesser:
                continue
            if "top-trump-holder" in self.exempt and pam is not None and st.active[p] and st.hands[p] >> pam & 1:
                continue
            ledger.pay(p, holder if self.loo_to == "holder" else POT, loo, "loo (flush)", self.ref.rule_id)
            looed.append(p)
        st.outcome.update(flush=holder, bete=looed)
        return holder
