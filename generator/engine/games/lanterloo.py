"""Loo (Lanterloo): the game module of three-card Loo with the miss, and of five-card and Irish
Loo with the exchange from the stock.

Phases: deal (three or five cards each, a spare hand — the miss — where there is one, and a
turned trump) → the dealer's stake → (a single, decided at once, or played without the miss)
→ standing, taking the miss or throwing up (with the stock: standing, exchanging or throwing
up), from forehand to the dealer → (a flush paid without play; the pool taken without play, or
the dealer playing the miss for the pool) → the tricks with Loo's forced leads → the pool
shared by the tricks, a loo paid by every player who stood and took none.

Readings built in here, where the sources leave the point open:
- The miss is served after each round of the deal (one card to each player, then one to the
  miss); this only decides where each card of a shuffled pack goes.
- A single of one card face up (``single: {form: one-card}``) is dealt from the top of the
  pack after the turned card, forehand first, the dealer too receiving one; the three-card
  hands and the miss dealt before take no part. Everyone but the winner pays the single loo
  into the pool.
- A loo in a single is ``loo_fraction`` of the full loo, in every form of the single.
- With ``trick-payout: {remainder: earlier-tricks}`` the pool is divided into whole units,
  the odd units going to the winners of the first tricks; without it, exactly (fractions).
- ``first-lead: miss-holder``: the player who took the miss leads; when nobody took it,
  forehand leads (the first player in the deal from the dealer's left).
- When the dealer plays the miss for the pool (``pool-defence: {declined: miss-for-pool}``),
  what its tricks win stays in the pool and it is never looed.
- A flush is looked for once everyone has declared, before the dealer's choice against a single
  player is settled: a flush held by one who stands is paid even then.
- The single after a flush (``single: {when: [after-flush]}``) is the deal that follows the one
  in which a flush was paid, whatever else that deal was.
"""
from __future__ import annotations

from generator.engine import obligations as ob
from generator.engine.bete import Scoring
from generator.engine.cards import make_pack
from generator.engine.flush import LooFlush
from generator.engine.ledger import POT, ratio, share
from generator.engine.miss import Declarations, standing_before_dealer, take_miss
from generator.engine.phases import finish
from generator.engine.players import lanterloo as players
from generator.engine.protocol import Game
from generator.engine.rams import Exchange, fold_inactive, forehand_rotation, seats_from_forehand
from generator.engine.ranking import compile_tables
from generator.engine.registry import register
from generator.engine.rules import CompiledRules
from generator.engine.session import Session
from generator.engine.stock import StockDeclarations
from generator.engine.tricks import Play, start_play


class Rules(CompiledRules):
    """A Loo ruleset compiled for one table size."""

    def _compile_cards(self, params, need, players):
        spec, rank_order = need.value("pack"), need.value("rank-order")
        self.hand_size = need.value("hand-size")
        packets = (need.value("deal-packets") or {}).get("packets") or []
        top = need.optional("top-trumps", ())  # three-card Loo has none: no card above the Ace
        for param, supported in (("turn-up", "trump"), ("trump-selection", "turn-up")):
            value = need.value(param)
            if value not in (None, supported):
                need.problem(f"{param}: {value} (this game module plays {supported} only)")
        self.miss = need.optional("miss")
        talon = need.value("talon")
        if talon not in (None, "out-of-play", "exchange-stock"):
            need.problem(f"talon: {talon} (this game module plays out-of-play or exchange-stock)")
        #: The exchange from the stock (five-card and Irish Loo), or ``None``.
        self.stock = None
        if talon == "exchange-stock":
            exchange = need.value("exchange")
            self.stock = exchange if isinstance(exchange, dict) else None  # exchange: none — the stock lies unused
            if self.stock and (self.stock.get("max_cards") or self.stock.get("table_max")
                               or not self.stock.get("at_declaration")):
                need.problem(f"exchange: {self.stock} (this game module plays exchanges of any number of cards, "
                             "made as each player declares)")
            if self.miss:
                need.problem("talon: exchange-stock with a miss (this game module plays one or the other)")
        miss_size = (self.miss or {}).get("cards", self.hand_size)
        if self.miss and miss_size != self.hand_size:
            need.problem(f"miss: {miss_size} cards (the miss is a hand of {self.hand_size})")
        # The miss receives a card after each round of the deal: a packet laid aside.
        self.packets = [q for p in packets for q in ((p, {"talon": p}) if self.miss and isinstance(p, int) else (p,))]
        if spec is None or rank_order is None:
            return
        try:
            self.pack = make_pack(spec)
            self.tables = compile_tables(self.pack, rank_order, top)
        except ValueError as e:
            need.problem(str(e))
            return
        single = need.optional("single")
        if single and single["form"] == "one-card" and (players + 1) * self.hand_size + 1 + players > self.pack.size:
            need.problem(f"single: one card to each of {players} players needs more cards than the deal leaves")
        spare = 1 if self.miss else 0
        if self.hand_size and (players + spare) * self.hand_size + 1 > self.pack.size:
            need.problem(f"{players} hands of {self.hand_size}{', the miss' if spare else ''} and a turned card "
                         f"need more than {self.pack.size} cards")

    def _compile_bidding(self, params, need):
        self.ante = need.value("ante")
        if self.ante and self.ante.get("amount") is None:
            need.problem("ante: no amount (agreed at the table)")
        self.drop = need.value("drop-out") or {}
        if self.drop and (self.drop.get("condition") != "always" or self.drop.get("after_exchange")):
            need.problem(f"drop-out: {self.drop} (this game module plays dropping out before play, at any time)")
        self.all_pass = need.value("all-pass")
        if self.all_pass and self.all_pass["outcome"] != "dealer-takes-pot":
            need.problem(f"all-pass: {self.all_pass['outcome']} (this game module plays dealer-takes-pot only)")
        self.defence = need.value("pool-defence")
        self.single = need.optional("single")
        flush = need.optional("lanterlui")
        self.flush = LooFlush(params.ref("lanterlui")) if flush else None
        if flush and ("forced_bete" in flush or "passed_pays" in flush or "blaze" in flush or flush.get("ties") == "divide" or flush.get("shown") == "at-once"):
            need.problem(f"lanterlui: {flush} (this game module plays Loo's flush payments, shown after the declarations, ties to the elder hand)")
        if self.single and "after-flush" in self.single["when"] and not flush:
            need.problem("single: after a flush, but the ruleset has no flush")
        self.club_law = need.optional("club-law")
        need.optional("session-end")  # the table's choice: the engine plays one hand at a time

    def _compile_play(self, params, need):
        self.first_lead = need.value("first-lead")
        if self.first_lead not in (None, "forehand", "miss-holder"):
            need.problem(f"first-lead: {self.first_lead} (this game module plays forehand or the miss-holder)")
        follow = ob.follow_chain(params, need)
        lead = {}
        t1 = need.optional("trick-1-lead")
        if t1:
            unknown = [w for w in t1["must_lead"] if w not in ob.LOO_LEADS and w != "trump"]
            if unknown or t1.get("face_down"):
                need.problem(f"trick-1-lead: {t1} (this game module plays the Loo leads and a trump)")
            lead[1] = [ob.LeadInOrder(params.ref("trick-1-lead"), (), t1["must_lead"])]
        t2 = need.optional("trick-2-lead")
        if t2:
            rule = ob.LeadHighestTrump if t2["must_lead"] == "highest-trump" else ob.LeadTrump
            for trick in t2.get("tricks", (2,)):
                lead.setdefault(trick, []).append(rule(params.ref("trick-2-lead")))
        self.obligations = ob.Obligations(follow, lead)
        need.optional("penalties")  # a breach is refused under its rule, never played and penalised

    def _compile_scoring(self, params, need):
        self.whole_units = False
        payout, bete = need.value("trick-payout"), need.value("bete")
        if payout and bete and self.ante and self.ante.get("amount") is not None:
            if bete["amount"] not in ("fixed", "pot"):
                need.problem(f"bete: {bete['amount']} (this game module plays a fixed loo or the pool)")
            if "stake_fraction" in payout:
                need.problem("trick-payout: a fraction of the stake (this game module plays the pool's)")
            cap = params.ref("bete-cap") if need.optional("bete-cap") else None
            self.scoring = Scoring(params.ref("trick-payout"), params.ref("bete"), cap, self.ante["amount"])
            fraction = ratio(payout["pot_fraction"]) if "pot_fraction" in payout else None
            self.whole_units = payout.get("remainder") == "earlier-tricks"
            if self.whole_units and (fraction is None or fraction[0] * self.hand_size != fraction[1]):
                need.problem("trick-payout: odd units to the earlier tricks, but the tricks do not share the "
                             "whole pool")

    def _finish(self) -> None:
        params = self.params
        self.play = Play(self.pack)
        if self.stock:
            rounds = self.stock["rounds"]
            # Further rounds of exchange, for those who stand, follow the round of declarations.
            after = (Exchange(params.ref("exchange"), self.pack, rounds - 1, None, _declared).start
                     if rounds > 1 else _declared)
            self.declarations = StockDeclarations(params.ref("drop-out"), params.ref("exchange"),
                                                  params.ref("pool-defence"), self.pack, _all_passed, after)
        else:
            self.declarations = Declarations(params.ref("drop-out"), params.ref("miss"), params.ref("pool-defence"),
                                             _all_passed, _declared)

    def after_play(self, st) -> None:
        _settle(st)
        finish(st)

    def next_session(self, st) -> Session:
        s = st.session
        return Session(s.hand_number + 1, st.ledger.pot, 0, bool(st.outcome.get("bete")), st.forced,
                       last_flush="flush" in st.outcome)


# ---------------------------------------------------------------- the hand
def _single_now(rules, st):
    """The single's rule when this deal is a single, else ``None``."""
    single = rules.single
    if not single:
        return None
    when = single["when"]
    n = st.session.hand_number
    if ("first-deal" in when and n == 0) or ("first-round" in when and n < st.n) or \
            ("after-flush" in when and st.session.last_flush):
        return single
    return None


def start(st):
    """Pay the stake, then decide a single at once or run the declarations."""
    rules, params = st.rules, st.rules.params
    st.table = rules.tables[rules.pack.suit_of[st.deal.turned]]
    ante, ante_id = rules.ante, params.ref("ante").rule_id
    single = _single_now(rules, st)
    everyone = ante["payer"] == "every-player" or (single and single["form"] == "all-stake")
    for p in (forehand_rotation(st) if everyone else (st.dealer,)):
        st.ledger.pay(p, POT, ante["amount"], "ante", params.ref("single").rule_id
                      if single and p != st.dealer and ante["payer"] == "dealer" else ante_id)
    st.outcome["single"] = bool(single) and single["form"] != "all-stake"
    if single and single["form"] == "one-card":
        return _one_card_single(st)
    club = rules.club_law
    club_deal = bool(club) and rules.pack.suits[rules.pack.suit_of[st.deal.turned]] == club["suit"]
    no_miss = not rules.miss or (single and single["form"] == "no-miss") or \
        (club_deal and club.get("miss") == "withdrawn")
    if no_miss:  # the spare hand takes no part in this deal
        st.folded |= st.aside
        st.aside = 0
    st.forced = bool(single and single["form"] == "no-miss") or club_deal
    if st.forced:
        st.forced_by = params.ref("single") if single and single["form"] == "no-miss" else params.ref("club-law")
    st.outcome["forced"] = st.forced
    if st.forced and not st.aside and not rules.stock:
        return _before_play(st)
    rules.declarations.start(st)
    return st


def _one_card_single(st):
    """One card face up to each player from the top of the pack, against the turned card: the
    highest card of the turned suit above it takes the pool; everyone else pays the single loo
    (and if nobody has one, all pay). The three-card hands take no part."""
    rules, ledger = st.rules, st.ledger
    pack, turned = rules.pack, st.deal.turned
    suit, ref = pack.suit_of[turned], rules.params.ref("single")
    natural = st.table.plain_score
    for p in range(st.n):
        st.folded |= st.hands[p]
        st.hands[p] = 0
    st.folded |= st.aside
    st.aside = 0
    best, winner = natural[turned], None
    seats = forehand_rotation(st)
    up, st.talon = st.talon[:len(seats)], st.talon[len(seats):]
    for p, card in zip(seats, up):
        st.hands[p] = 1 << card  # his one card, face up before him
        if pack.suit_of[card] == suit and natural[card] > best:
            best, winner = natural[card], p
    pool = ledger.pot
    if winner is not None:
        ledger.pay(POT, winner, pool, "single", ref.rule_id)
    loo = _loo_amount(st, pool)
    looed = [p for p in forehand_rotation(st) if p != winner]
    for p in looed:
        ledger.pay(p, POT, loo, "loo", rules.scoring.bete.rule_id)
    st.outcome.update(single_winner=winner, single_cards=[pack.codes[c] for _, c in sorted(zip(seats, up))], bete=looed)
    return finish(st)


def _loo_amount(st, pool_before):
    """A loo: the full loo, or in a single the fraction of it the rule gives."""
    amount = st.rules.scoring.bete_amount(pool_before, 0)
    single = _single_now(st.rules, st)
    if single and single.get("loo_fraction"):
        amount = share(amount, ratio(single["loo_fraction"]))
    return amount


def _all_passed(st) -> None:
    """Nobody before the dealer stands: the dealer takes the pool."""
    st.outcome["all_passed"] = "dealer-takes-pot"
    fold_inactive(st)
    st.ledger.pay(POT, st.dealer, st.ledger.pot, "sweep (all passed)", st.rules.params.ref("all-pass").rule_id)
    finish(st)


def _declared(st) -> None:
    """Everyone has spoken: play, or the pool goes without play when the dealer declines."""
    rules = st.rules
    if rules.flush and rules.flush.settle(st, forehand_rotation(st), seats_from_forehand(st)) is not None:
        fold_inactive(st)
        finish(st)
        return
    standing = standing_before_dealer(st)
    if not st.active[st.dealer] and len(standing) == 1:
        holder, ref = standing[0], rules.params.ref("pool-defence")
        if rules.defence["declined"] == "miss-for-pool" and st.aside:
            st.active[st.dealer] = True
            take_miss(st, st.dealer)
            st.outcome["miss_for_pool"] = True
        else:
            fold_inactive(st)
            st.outcome["pool_to"] = holder
            st.ledger.pay(POT, holder, st.ledger.pot, "pool (the dealer gives it up)", ref.rule_id)
            finish(st)
            return
    _before_play(st)


def _before_play(st):
    fold_inactive(st)
    leader = next(p for p in forehand_rotation(st) if st.active[p])
    if st.rules.first_lead == "miss-holder" and "miss" in st.outcome:
        leader = st.outcome["miss"]
    start_play(st, leader, st.table)
    return st


def _settle(st) -> None:
    """Each trick its share of the pool as it stood; a loo from each who stood and took none."""
    rules, ledger = st.rules, st.ledger
    scoring = rules.scoring
    pool = ledger.pot
    for_pool = st.dealer if st.outcome.get("miss_for_pool") else None
    shares = _shares(rules, scoring, pool, len(st.trick_log))
    for i, (_, _, winner, _) in enumerate(st.trick_log):
        if winner != for_pool:
            ledger.pay(POT, winner, min(shares[i], ledger.pot), f"trick {i + 1}", scoring.payout.rule_id)
    looed = [p for p in seats_from_forehand(st) if not st.tricks[p] and p != for_pool]
    loo = _loo_amount(st, pool)
    for p in looed:
        ledger.pay(p, POT, loo, "loo", scoring.bete.rule_id)
    st.outcome["bete"] = looed


def _shares(rules, scoring, pool, tricks: int) -> list:
    """What each trick wins, in order."""
    if not rules.whole_units:
        return [scoring.per_trick_amount(pool)] * tricks
    each, odd = divmod(pool, tricks)
    return [each + (1 if i < odd else 0) for i in range(tricks)]


#: The rule parameters the module reads.
PARAMETERS = ("players", "pack", "rank-order", "top-trumps", "hand-size", "deal-packets", "turn-up",
              "trump-selection", "talon", "miss", "ante", "single", "drop-out", "all-pass", "pool-defence",
              "club-law", "session-end", "first-lead", "follow-suit", "must-trump", "must-overtrump", "must-head",
              "trick-1-lead", "trick-2-lead", "penalties", "trick-payout", "bete", "bete-cap",
              "exchange", "lanterlui")
#: The refusal reasons its phases give.
REASONS = ("not-now", "hand-over", "bad-action", "no-such-card", "not-held", "forced-deal", "follow-suit",
           "must-trump", "must-overtrump", "must-head", "lead-trump", "lead-ace-of-trumps", "lead-highest-trump",
           "no-miss", "pool-defence", "face-down", "exchange-nothing-named", "exchange-too-many")

GAME = register(Game("lanterloo", Rules, start, PARAMETERS, verbs=("play", "pass", "take-miss", "exchange"), reasons=REASONS,
                     greedy=players.greedy, stats=players.Stats))
