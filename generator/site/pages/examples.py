"""Runnable rule examples: one page per example, and a list per game.

Everything an example page shows comes from the transcript of running the example against the
engine in this build (``generator.site.example_runs``): the hands as dealt, every step with the
cards as the engine held them, the checkpoint results, the refusals with the engine's own
message, the tricks, the ledger, and how the run shows each rule the example claims. A failing
example fails the build, so a page can only ever show an example that ran as written.

The steps are an ordered list that reads in full without JavaScript; ``docs/javascripts/
examples.js`` adds a small previous/next stepper on top. Cards are the project's own SVG
pictures (``generator.site.cards``), shown as images with the card's name as text alternative.
"""
from __future__ import annotations

from fractions import Fraction

from generator.model.vocabulary import load_vocabulary
from generator.site import example_runs, links
from generator.site.cards import back_img, card_img, card_name
from generator.site.context import Context
from generator.site.page import Page, table
from generator.site.text import attr, card_label, esc

SUIT_NAMES = {"french": {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"},
              "german": {"E": "Acorns", "G": "Leaves", "H": "Hearts", "S": "Bells"}}
PHASES = {"drop-out": "dropping out", "challenge": "the challenge", "exchange": "the exchange",
          "turn-up": "the turned card", "turn-up-choice": "the turned card", "bidding": "bidding",
          "announce": "announcements", "auction": "the auction", "call": "calling a card",
          "give": "giving a card back", "dopper": "the Dopper", "play": "trick play", "settled": "the settlement"}


def render(ctx: Context) -> list[Page]:
    runs = example_runs.runs(ctx)
    if not runs:
        return []
    pages = []
    by_id = {r.id: r for r in runs}
    for run in runs:
        path = example_runs.page_of(run)
        pages.append(Page(path, "\n".join(_example(ctx, run, by_id, path)), run.loaded.shown))
    for game in sorted({r.loaded.game for r in runs}):
        path = links.example_index(game)
        pages.append(Page(path, "\n".join(_index(ctx, game, [r for r in runs if r.loaded.game == game], path))))
    return pages


# ---------------------------------------------------------------- small pieces


def amount(value) -> str:
    """``5``; ``7/5`` as ``1 2/5``."""
    if isinstance(value, Fraction) and value.denominator != 1:
        whole, rest = divmod(value.numerator, value.denominator)
        return f"{whole} {rest}/{value.denominator}" if whole else f"{rest}/{value.denominator}"
    return str(value)


class _View:
    """Rendering helpers bound to one example and page."""

    def __init__(self, ctx: Context, run, page: str):
        self.ctx, self.run, self.page = ctx, run, page
        self.loaded, self.tr = run.loaded, run.transcript
        self.suits = self.loaded.suits
        self.names = self.loaded.names
        self.filled = self.loaded.deal.filled
        self.vocab = load_vocabulary()

    def card(self, code: str, note: str | None = None, cls: str = "") -> str:
        return card_img(code, self.suits, self.page, note, cls)

    def cards(self, codes, chosen=(), note_filled: bool = False) -> str:
        out = []
        for code in codes:
            classes = []
            if code in chosen:
                classes.append("ex-chosen")
            note = None
            if note_filled and code in self.filled:
                classes.append("ex-filled")
                note = "filled in by the loader"
            out.append(self.card(code, note, " ".join(classes)))
        return '<span class="ex-cards">' + "".join(out) + "</span>"

    def label(self, code: str) -> str:
        name = card_name(code, self.suits)
        return esc(name)

    def who(self, seat) -> str:
        return "the pot" if seat == "pot" else esc(self.names[seat])

    def role(self, seat: int, declarer=None) -> str:
        n, dealer = len(self.names), self.loaded.dealer
        roles = []
        if seat == dealer:
            roles.append("dealer")
        if seat == (dealer + 1) % n:
            first = self.loaded.params.get("first-lead") if self.loaded.params.in_force("first-lead") else None
            roles.append("eldest hand" if first == "eldest" else "forehand")
        if declarer is not None and seat == declarer:
            roles.append(self.declarer_word())
        return ", ".join(roles)

    def declarer_word(self) -> str:
        """What the game calls the player who plays alone."""
        return "soloist" if self.loaded.params.in_force("soloist-rounds") else "declarer"

    def rule_link(self, rule_id: str, html: bool = True, short: bool = False) -> str:
        if not rule_id or "#" not in rule_id:
            return esc(rule_id or "")
        ruleset, param = rule_id.split("#", 1)
        rs = self.ctx.ds.rulesets.get(ruleset)
        label = self.vocab.parameters[param].label if param in self.vocab.parameters else param
        if rs is None:
            return esc(rule_id)
        target = links.ruleset(rs.game, ruleset)
        text = label if short and ruleset == self.loaded.example.ruleset else f"{label} ({ruleset})"
        if html:
            return f'<a href="{attr(links.url(self.page, target, param))}">{esc(text)}</a>'
        return f"[{esc(text)}]({links.rel(self.page, target, param)})"

    def suit(self, code) -> str:
        return esc(SUIT_NAMES.get(self.suits, {}).get(code, code)) if code else "none"

    def action_html(self, seat, text: str, rec=None) -> str:
        """An action in words, with card pictures."""
        parts = text.split()
        verb, codes = parts[0], parts[1:]
        phase = rec.before.phase if rec is not None else None
        if verb == "play" and not codes:
            return "says <q>play</q>: stays in the deal"
        if verb == "pass":
            if phase == "challenge":
                return "declines to take on the dealer"
            return "passes: drops out of the deal" if phase == "drop-out" else "passes"
        if verb == "challenge":
            return "takes on the dealer alone"
        if verb == "keep":
            return "leaves the turned card on the table" if phase == "turn-up" else "exchanges nothing"
        if verb == "exchange":
            drawn = rec.drawn if rec is not None else []
            out = f"lays away {self.cards(codes)}"
            if drawn:
                out += f" and draws {self.cards(drawn)}"
            return out
        if verb == "take-turn-up":
            turned = rec.before.turned if rec is not None else None
            out = f"takes the turned card {self.cards([turned]) if turned else ''} and lays away {self.cards(codes)}"
            return out
        if verb == "play" and codes:
            leads = rec is not None and not rec.before.trick
            return f"{'leads' if leads else 'plays'} {self.cards(codes)}"
        if verb == "face-down":
            return (f"leads a card face down, calling <q>Trump!</q> {back_img(self.page, 'a card led face down')} "
                    f"(it is the {self.label(codes[0])})")
        if verb == "solo":
            return (f"becomes soloist with {self.suit(codes[0])} as trumps" if codes
                    else "says <q>solo</q>: plays with the preferred suit as trumps")
        if verb == "match":
            return f"declares match, to take every trick" + (f", with {self.suit(codes[0])} as trumps" if codes else "")
        if verb in ("contra", "recontra"):
            return f"says <q>{verb}</q>, doubling the stake"
        if verb in ("bid", "announce"):
            return f"{'bids' if verb == 'bid' else 'announces'} {self.contract(codes[0] if codes else '')}"
        if verb == "call":
            return f"calls {self.cards(codes)}"
        if verb == "give":
            return f"gives {self.cards(codes)} for it"
        if verb == "discard":
            return f"lays away {self.cards(codes)}"
        return esc(verb) + (" " + self.cards(codes) if codes else "")

    def contract(self, contract_id: str) -> str:
        params = self.loaded.params
        for c in (params.get("contracts") or []) if params.in_force("contracts") else []:
            if isinstance(c, dict) and c.get("id") == contract_id:
                return f"<q>{esc(c.get('name') or contract_id)}</q>"
        return f"<q>{esc(contract_id)}</q>"

    def legal_html(self, actions) -> str:
        plays = [a.split()[1] for a in actions if a.startswith("play ") and len(a.split()) == 2]
        others = [a for a in actions if not (a.startswith("play ") and len(a.split()) == 2)]
        out = []
        if plays:
            out.append(self.cards(plays))
        if others:
            out.append(", ".join(self.action_label(a) for a in others))
        return " ".join(out) or "nothing"

    def action_label(self, text: str) -> str:
        """An action offered at a checkpoint, in its notation, with a contract's name where it has one."""
        parts = text.split()
        label = f"<code>{esc(text)}</code>"
        if parts[0] in ("bid", "announce") and len(parts) == 2:
            label += f" ({self.contract(parts[1])})"
        return label


# ---------------------------------------------------------------- one example


def _example(ctx: Context, run, by_id: dict, page: str) -> list[str]:
    v = _View(ctx, run, page)
    loaded, tr, ex = run.loaded, run.transcript, run.loaded.example
    ds = ctx.ds
    rs = ds.rulesets[ex.ruleset]
    out = [f"# {esc(ex.title)}", ""]
    out += _verified(ctx, run)
    out += [esc(ex.summary), ""]
    if ex.walkthrough:
        out += ['!!! tip "A walk-through for a new player"',
                "    A whole hand from the deal to the settlement, with a note at every step.", ""]
    facts = [["Game", ctx.game_link(loaded.game, page)],
             ["Ruleset", ctx.ruleset_link(ex.ruleset, page) + (" " + f"<small>({esc(rs.kind)})</small>" if rs.kind != "described" else "")],
             ["Players", ", ".join(f"{esc(n)}" + (f" ({v.role(i)})" if v.role(i) else "") for i, n in enumerate(v.names))
              + f" — seated in the direction of play (the engine's messages number them 0–{len(v.names) - 1} "
                "in this order)"],
             ["Before the deal", _session_text(v)]]
    shows = ", ".join(v.rule_link(rid, html=False, short=True) for rid in loaded.claims)
    facts.append(["Shows the rules", shows])
    facts.append(["Source passage", ctx.cites(ex.demonstrates.cite, page)])
    if ex.agreements:
        facts.append(["Agreed at the table", ", ".join(v.rule_link(f"{_owner(ds, ex.ruleset, p)}#{p}", html=False)
                                                       for p in ex.agreements)])
    if ex.pair and ex.pair in by_id:
        other = by_id[ex.pair]
        facts.append(["Paired with", f"[{esc(other.loaded.example.title)}]({links.rel(page, example_runs.page_of(other))}) "
                                     f"under {ctx.ruleset_link(other.loaded.example.ruleset, page)} — "
                                     f"[side by side below](#side-by-side)"])
    out += [f"**{label}:** {value}  " for label, value in facts] + [""]
    if ex.demonstrates.note:
        out += [esc(ex.demonstrates.note), ""]
    out += _readings(v)
    out += _deal(v)
    out += _steps(v)
    out += _result(v)
    out += _evidence(v)
    if ex.pair and ex.pair in by_id:
        out += _side_by_side(ctx, run, by_id[ex.pair], page)
    if ex.note:
        out += ["## Note", "", esc(ex.note), ""]
    return out


def _owner(ds, ruleset_id: str, param: str) -> str:
    rule = ds.effective_rules(ruleset_id).get(param)
    return rule.owner if rule else ruleset_id


def _verified(ctx: Context, run) -> list[str]:
    edition_id = ctx.edition.id
    when = f" (dataset edition {esc(edition_id)})" if edition_id else ""
    steps = len(run.transcript.steps)
    return ['<div class="ex-verified" role="note" markdown="1">',
            f"**✓ Verified by the test suite for this build**{when}: the {steps} steps below were run against the rules "
            "engine while this page was built, and every checkpoint, refusal and payment shown is what the engine did. "
            "Re-run it yourself:",
            "",
            f"```sh\n{example_runs.command(run)}\n```",
            "</div>", ""]


def _unit(v: _View) -> str:
    ante = v.loaded.params.get("ante") if v.loaded.params.in_force("ante") else None
    unit = ante.get("unit") if isinstance(ante, dict) else None
    return {"chip": "chips", "unit": "units", None: "chips"}.get(unit, f"{unit}s")


def _session_text(v: _View) -> str:
    s = v.loaded.example.session
    parts = ["the first deal of the session" if s.first_deal else "not the first deal of the session",
             f"{esc(amount(v.tr.pot_start))} {_unit(v)} carried over in the pot"]
    if s.bound:
        parts.append(f"bound by an earlier choice: {esc(', '.join(s.bound))}")
    if s.bete_in_pot:
        parts.append("a bête lies in the pot")
    if s.bete_streak:
        parts.append(f"{s.bete_streak} bête{'s' if s.bete_streak > 1 else ''} paid in succession before this hand")
    if s.last_forced:
        parts.append("the previous deal was forced")
    return "; ".join(parts)


def _readings(v: _View) -> list[str]:
    loaded, ex = v.loaded, v.loaded.example
    if not loaded.readings:
        return []
    whatif = any(kind != "alternative" for kind, _ in loaded.readings.values())
    title = "What-if: readings no source records" if whatif else "An alternative reading"
    out = [f'!!! warning "{title}"', ""]
    intro = ("This example does not play the ruleset exactly as recorded. Where the records leave a point open "
             "or where the example asks “what if”, it plays the readings below; they are ours, not the source's, "
             "and the page never claims them as the source's rules.") if whatif else \
        "This example plays a reading that the data records as an alternative to the main one."
    out += [f"    {intro}", ""]
    for param, (kind, value) in loaded.readings.items():
        label = v.vocab.parameters[param].label if param in v.vocab.parameters else param
        raw = ex.overrides[param]
        if kind == "alternative":
            text = f"the recorded alternative “{esc(value)}”"
        elif kind == "drop":
            text = "played as if the ruleset had no such rule"
        else:
            from generator.site.text import human_value
            text = f"played as: {human_value(value, v.suits)}"
        note = f" — {esc(raw.get('note'))}" if isinstance(raw, dict) and raw.get("note") else ""
        out.append(f"    - **{esc(label)}** ({esc(param)}): {text}{note}")
    return out + [""]


def _deal(v: _View) -> list[str]:
    tr, loaded = v.tr, v.loaded
    start = tr.start
    n = len(v.names)
    order = [(loaded.dealer + k) % n for k in range(1, n + 1)]
    out = ["## The deal", ""]
    if v.filled:
        seed = loaded.example.deal.fill_seed
        how = f"shuffled with seed {seed}" if seed is not None else "in pack order"
        used = _filled_in_play(v)
        where = ("Some of them were dealt or drawn and are marked with a dashed border wherever they appear."
                 if used else "None of them was dealt to a player or drawn: they stay in the talon and play no part.")
        out += [f"The file does not give every card: the {len(v.filled)} cards it leaves out were filled in by the "
                f"loader from the rest of the pack, {how}. {where}", ""]
    rows = ['<div class="ex-table">']
    for seat in order:
        role = v.role(seat)
        rows.append(f'<div class="ex-seat"><span class="ex-name">{esc(v.names[seat])}'
                    + (f' <small>({role})</small>' if role else "") + "</span> "
                    + v.cards(start.hands[seat] if start else loaded.deal.hands[seat], note_filled=True) + "</div>")
    extra = []
    if loaded.deal.turned:
        extra.append(f'<div class="ex-seat"><span class="ex-name">Turned up</span> {v.cards([loaded.deal.turned], note_filled=True)}'
                     + (f" <small>trumps: {v.suit(start.trump)}</small>" if start.trump else "") + "</div>")
    if loaded.deal.aside:
        extra.append(f'<div class="ex-seat"><span class="ex-name">Laid aside</span> {v.cards(loaded.deal.aside, note_filled=True)}</div>')
    rows += extra + ["</div>", ""]
    out += rows
    talon = loaded.deal.talon
    if talon:
        out += ['<details class="ex-talon"><summary>The talon: ' + f"{len(talon)} cards face down, top card first</summary>",
                v.cards(talon, note_filled=True), "</details>", ""]
    opening = tr.opening
    if opening:
        out += ["When the hand starts: " + "; ".join(_payment_text(v, p) for p in opening) + f". The pot holds "
                f"{esc(amount(start.pot))}." + (" The deal is forced: nobody may drop out." if start.forced else ""), ""]
    return out


def _filled_in_play(v: _View) -> bool:
    """A filled-in card was dealt to a player or came into a hand later."""
    tr = v.tr
    seen = set()
    for snap in [tr.start] + [r.after for r in tr.steps]:
        if snap is not None:
            for hand in snap.hands:
                seen.update(hand)
    return bool(seen & v.filled)


def _payment_text(v: _View, p) -> str:
    amount_text = esc(amount(p.amount))
    if p.payee == "pot":
        return f"{v.who(p.payer)} pays {amount_text} into the pot ({esc(p.reason)})"
    if p.payer == "pot":
        return f"The pot pays {v.who(p.payee)} {amount_text} ({esc(p.reason)})"
    return f"{v.who(p.payer)} pays {v.who(p.payee)} {amount_text} ({esc(p.reason)})"


def _steps(v: _View) -> list[str]:
    tr = v.tr
    out = ["## Step by step", "",
           '<ol class="ex-steps" data-stepper>']
    shown_play_hands = False
    for rec in tr.steps:
        if rec.before.phase == "play" and not shown_play_hands:
            shown_play_hands = True
            out.append(_hands_item(v, rec.before, "The hands when play begins"))
        out.append(_step_item(v, rec))
    out += ["</ol>", ""]
    return out


def _hands_item(v: _View, snap, title: str) -> str:
    n = len(v.names)
    order = [(v.loaded.dealer + k) % n for k in range(1, n + 1)]
    rows = [f'<li class="ex-step ex-interlude"><p><strong>{esc(title)}</strong>'
            + (f" — trumps: {v.suit(snap.trump)}" if snap.trump else "") + f", pot {esc(amount(snap.pot))}</p>"
            '<div class="ex-table">']
    for seat in order:
        if not snap.active[seat]:
            rows.append(f'<div class="ex-seat"><span class="ex-name">{esc(v.names[seat])}</span> <small>out of the deal</small></div>')
            continue
        role = v.role(seat, snap.declarer)
        rows.append(f'<div class="ex-seat"><span class="ex-name">{esc(v.names[seat])}'
                    + (f" <small>({role})</small>" if role else "") + "</span> " + v.cards(snap.hands[seat]) + "</div>")
    rows.append("</div></li>")
    return "".join(rows)


def _step_item(v: _View, rec) -> str:
    ex = v.loaded.example
    head = ""
    body = []
    phase = PHASES.get(rec.before.phase or "", rec.before.phase or "")
    if rec.before.phase == "play":
        phase = f"trick {rec.before.trick_no}"
    if rec.kind == "action":
        seat = rec.player
        head = f"<strong>{esc(v.names[seat])}</strong> {v.action_html(seat, rec.text, rec)}"
        if rec.before.phase in ("play", "exchange", "turn-up") and rec.before.hands[seat]:
            chosen = rec.text.split()[1:]
            body.append(f'<p class="ex-hand">{esc(v.names[seat])}’s hand before: {v.cards(rec.before.hands[seat], chosen)}</p>')
    elif rec.kind == "illegal":
        seat = rec.player
        message, rule_id = rec.refusal
        head = (f'<strong>{esc(v.names[seat])}</strong> may not {_verb_phrase(v, rec.text)}: '
                f'<span class="ex-refused">refused</span> by {v.rule_link(rule_id)}')
        body.append(f'<p class="ex-hand">{esc(v.names[seat])}’s hand: {v.cards(rec.before.hands[seat], rec.text.split()[1:])}</p>')
        body.append(f'<p class="ex-engine">The engine says: <q>{esc(message)}</q></p>')
    else:
        head = "<strong>Checkpoint</strong>"
        items = "".join(f'<li class="ex-ok">✓ {_check_html(v, c, rec)}</li>' for c in rec.checks)
        body.append(f'<ul class="ex-checks">{items}</ul>')
    if rec.note:
        body.insert(0, f'<p class="ex-note">{esc(rec.note)}</p>')
    if rec.kind == "action" and rec.after.trick and not rec.trick:
        body.append('<p class="ex-trick-now">On the table: ' + _trick_cards(v, rec.after.trick) + "</p>")
    if rec.trick:
        played, winner = rec.trick
        body.append(f'<p class="ex-trick-done">Trick {rec.before.trick_no}: '
                    + _trick_cards(v, played) + f" — won by <strong>{esc(v.names[winner])}</strong></p>")
    if rec.payments:
        items = "".join(f"<li>{_payment_text(v, p)} — {v.rule_link(p.rule_id)}</li>" for p in rec.payments)
        body.append(f'<ul class="ex-pays">{items}</ul><p class="ex-pot">The pot now holds {esc(amount(rec.after.pot))}.</p>')
    return (f'<li class="ex-step" id="step-{rec.index + 1}" data-step="{rec.index + 1}"><p class="ex-head">'
            f'<span class="ex-no">{rec.index + 1}.</span> <span class="ex-phase">{esc(phase)}</span> '
            f"{head}</p>" + "".join(body) + "</li>")


def _trick_cards(v: _View, played) -> str:
    parts = []
    for seat, code, face_down in played:
        card = v.card(code, "led face down" if face_down else None)
        parts.append(f'<span class="ex-played"><small>{esc(v.names[seat])}</small>{card}</span>')
    return "".join(parts)


def _verb_phrase(v: _View, text: str) -> str:
    parts = text.split()
    verb, codes = parts[0], parts[1:]
    if verb in ("bid", "announce") and codes:
        return f"{verb} {v.contract(codes[0])}"
    if verb in ("solo", "match") and codes:
        return f"say <q>{verb}</q> with {v.suit(codes[0])} as trumps"
    if verb in ("call", "give", "discard") and codes:
        return f"{verb} {v.cards(codes)}"
    if verb == "play" and codes:
        return f"play {v.cards(codes)}"
    if verb == "face-down":
        return f"lead {v.cards(codes)} face down"
    if verb == "exchange":
        return f"exchange {v.cards(codes)}"
    if verb == "take-turn-up":
        return f"take the turned card for {v.cards(codes)}"
    return f"say <q>{esc(text)}</q>"


def _check_html(v: _View, check, rec) -> str:
    """A checkpoint's check in words, by the field it checks (``Check.key``)."""
    key, actual = check.key, check.actual
    if key == "legal":
        return f"{esc(check.player)} may play exactly: {v.legal_html(check.items)}"
    if key == "legal_includes":
        return f"{esc(check.player)} may: {v.legal_html(check.items)} (among other actions)"
    if key == "trump":
        return f"trumps are {v.suit(actual) if actual != 'none' else 'not fixed'}"
    if key == "trick_winner":
        return f"the trick goes to {esc(actual)}"
    if key == "forced":
        return "the deal is forced: nobody may drop out" if actual == "yes" else "the deal is free: players may drop out"
    if key == "hand":
        return f"{esc(check.player)} holds {v.cards(check.items) if check.items else 'no cards'}"
    if key == "phase":
        return f"the hand is at {esc(PHASES.get(actual, actual))}"
    if key == "contract":
        return f"the contract is {v.contract(actual)}"
    if key == "declarer":
        return f"{esc(actual)} is the declarer"
    if key == "to_act":
        return f"{esc(actual)} is to act"
    return f"{esc(check.what)}: {esc(actual)}"


def _result(v: _View) -> list[str]:
    tr, ex = v.tr, v.loaded.example
    out = ["## The result", ""]
    n = len(v.names)
    order = [(v.loaded.dealer + k) % n for k in range(1, n + 1)]
    bete = set(tr.outcome.get("bete") or [])
    has_bete = "bete" in tr.outcome
    rows = []
    for seat in order:
        role = ", ".join(x for x in [v.role(seat, tr.declarer)] +
                         [verb for verb, who in tr.announced.items() if who == seat and verb != "match"] if x)
        row = [esc(v.names[seat]) + (f" ({esc(role)})" if role else ""),
               str(tr.tricks[seat]) if any(tr.tricks) else "—"]
        if has_bete:
            row.append("bête" if seat in bete else "—")
        rows.append(row + [esc(_signed(tr.balances[seat]))])
    out += table(["Player", "Tricks"] + (["Bête"] if has_bete else []) + ["Result of the hand"], rows)
    facts = {k: val for k, val in (ex.result.outcome or {}).items()}
    if facts:
        out += ["Facts the engine reports: " + "; ".join(f"{esc(k.replace('_', ' '))}: {esc(_fact(val))}"
                                                         for k, val in facts.items()) + ".", ""]
    out += ["### The ledger", "", "Every payment of the hand, as the engine recorded it:", ""]
    rows = [[str(i + 1), v.who(p.payer).replace("the pot", "pot"), v.who(p.payee).replace("the pot", "pot"),
             esc(amount(p.amount)), esc(p.reason), v.rule_link(p.rule_id, html=False)] for i, p in enumerate(tr.ledger)]
    out += table(["#", "From", "To", "Amount", "For", "Rule"], rows)
    out += [f"The pot held {esc(amount(tr.pot_start))} before the hand and holds {esc(amount(tr.pot_end))} after it"
            " (carried to the next deal).", ""]
    return out


def _fact(value) -> str:
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "nobody"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _signed(value) -> str:
    text = amount(abs(value)) if isinstance(value, Fraction) else str(abs(value))
    return f"+{text}" if value > 0 else (f"−{text}" if value < 0 else "0")


def _evidence(v: _View) -> list[str]:
    tr, loaded = v.tr, v.loaded
    out = ["## How the run shows each rule", "",
           "An example may claim a rule only if its run puts that rule to work: a step the rule refuses, a payment it "
           "requires, or a result that would differ if the rule read otherwise (the test suite runs the same deal "
           "again under the other reading to see it).", ""]
    for rid in loaded.claims:
        ev = tr.evidence.get(rid)
        text = esc(ev.text) if ev else ""
        if ev and ev.step is not None:
            text += f' <a href="#step-{ev.step + 1}">(step {ev.step + 1})</a>'
        out.append(f"- {v.rule_link(rid, html=False)}: {text}")
    return out + [""]


# ---------------------------------------------------------------- pairs


def _side_by_side(ctx: Context, run, other, page: str) -> list[str]:
    out = ["## Side by side {#side-by-side}", "",
           "The same deal under the other rules: the rules that differ, the play, and how each hand ends.", "",
           '<div class="ex-pair">']
    params = []
    for r in (run, other):
        for claim in r.loaded.claims:
            param = claim.split("#", 1)[1]
            if param not in params:
                params.append(param)
    for r in (run, other):
        out.append(_column(ctx, r, page, params))
    out += ["</div>", ""]
    a, b = run.loaded.example.ruleset, other.loaded.example.ruleset
    if a != b and run.loaded.game == other.loaded.game:
        rulesets = [x.id for x in ctx.ds.rulesets_of(run.loaded.game)]
        first, second = sorted((a, b), key=rulesets.index)
        out += [f"All the rules on which the two rulesets differ: [{esc(first)} and {esc(second)} compared]"
                f"({links.rel(page, links.diff(run.loaded.game, first, second))}).", ""]
    if run.loaded.example.pair_note or other.loaded.example.pair_note:
        out += [esc(run.loaded.example.pair_note or other.loaded.example.pair_note), ""]
    return out


def _in_play(run, param: str):
    params = run.loaded.params
    return params.get(param) if params.in_force(param) else None


def _column(ctx: Context, run, page: str, params: list[str]) -> str:
    from generator.site.text import human_value
    v = _View(ctx, run, page)
    ex, tr = run.loaded.example, run.transcript
    title = esc(ex.title)
    here = example_runs.page_of(run) == page
    head = title if here else f'<a href="{attr(links.url(page, example_runs.page_of(run)))}">{title}</a>'
    rs = ctx.ds.rulesets[ex.ruleset]
    parts = [f'<section class="ex-col"><h3>{head}</h3>',
             f'<p>Under <a href="{attr(links.url(page, links.ruleset(rs.game, rs.id)))}">{esc(rs.title)}</a>'
             + (" (this page)" if here else "") + "</p>"]
    rows = []
    for param in params:
        label = v.vocab.parameters[param].label if param in v.vocab.parameters else param
        value = _in_play(run, param)
        reading = run.loaded.readings.get(param)
        text = human_value(value, v.suits) if value is not None else "no such rule in play"
        if reading:
            text += f" <small>({'alternative reading' if reading[0] == 'alternative' else 'what-if reading'})</small>"
        rows.append(f"<li><strong>{esc(label)}</strong>: {text}</li>")
    parts.append(f'<ul class="ex-rules">{"".join(rows)}</ul>')
    before, keeping = [], []

    def flush():
        if keeping:
            who = list(dict.fromkeys(keeping))
            before.append(f"<li>{esc(', '.join(who[:-1]) + ' and ' + who[-1] if len(who) > 1 else who[0])} "
                          f"exchange{'s' if len(who) == 1 else ''} nothing</li>")
            keeping.clear()

    for rec in tr.steps:
        if rec.before.phase == "play" or rec.kind == "expect":
            continue
        if rec.kind == "action" and rec.text == "keep" and rec.before.phase == "exchange":
            keeping.append(v.names[rec.player])
            continue
        flush()
        if rec.kind == "action":
            before.append(f"<li>{esc(v.names[rec.player])} {_plain_action(v, rec)}</li>")
        else:
            before.append(f"<li>{esc(v.names[rec.player])} may not {esc(rec.text)} (refused)</li>")
    flush()
    if before:
        parts.append(f'<p>Before play:</p><ol class="ex-compact">{"".join(before)}</ol>')
    if tr.trick_log:
        trick_rows = "".join(
            f"<tr><td>{no}</td><td>{_trick_cards(v, played)}</td><td>{esc(v.names[winner])}</td></tr>"
            for no, played, winner in tr.trick_log)
        parts.append('<table class="ex-mini ex-tricks"><thead><tr><th scope="col">Trick</th><th scope="col">Cards</th>'
                     f'<th scope="col">Won by</th></tr></thead><tbody>{trick_rows}</tbody></table>')
    elif tr.terminal:
        parts.append("<p>No card is played.</p>")
    n = len(v.names)
    order = [(run.loaded.dealer + k) % n for k in range(1, n + 1)]
    bete = set(tr.outcome.get("bete") or [])
    has_bete = "bete" in tr.outcome
    result_rows = "".join(f"<tr><td>{esc(v.names[s])}</td><td>{tr.tricks[s]}</td>"
                          + (f"<td>{'bête' if s in bete else '—'}</td>" if has_bete else "")
                          + f"<td>{esc(_signed(tr.balances[s]))}</td></tr>" for s in order)
    parts.append('<table class="ex-mini"><thead><tr><th scope="col">Player</th><th scope="col">Tricks</th>'
                 + ('<th scope="col">Bête</th>' if has_bete else "") + '<th scope="col">Result</th></tr>'
                 f"</thead><tbody>{result_rows}</tbody></table>")
    pays = "".join(f"<li>{_payment_text(v, p)}</li>" for p in tr.ledger)
    parts.append(f'<p>Ledger:</p><ul class="ex-pays">{pays}</ul>'
                 f"<p>Pot after the hand: <strong>{esc(amount(tr.pot_end))}</strong></p></section>")
    return "".join(parts)


def _plain_action(v: _View, rec) -> str:
    """An action in words with card names (no pictures), for the compact columns."""
    parts = rec.text.split()
    verb, codes = parts[0], parts[1:]
    names = ", ".join(esc(card_label(c, v.suits)) for c in codes)
    if verb == "exchange":
        drawn = ", ".join(esc(card_label(c, v.suits)) for c in rec.drawn)
        return f"exchanges {names}" + (f" for {drawn}" if drawn else "")
    if verb == "take-turn-up":
        return f"takes the turned card, laying away {names}"
    if verb in ("play", "face-down") and codes:
        return f"plays {names}" + (" face down" if verb == "face-down" else "")
    return _strip_tags(v.action_html(rec.player, rec.text, rec))


def _strip_tags(html: str) -> str:
    import re
    return re.sub(r"<(?!/?q>)[^>]+>", "", html)


# ---------------------------------------------------------------- the list of a game's examples


def _index(ctx: Context, game_id: str, runs: list, page: str) -> list[str]:
    ds = ctx.ds
    game = ds.games[game_id]
    vocab = load_vocabulary()
    out = [f"# {esc(game.name)}: runnable rule examples", "",
           f"Each example is a concrete deal of {ctx.game_link(game_id, page)} played step by step under one ruleset. "
           "The test suite runs every one against the rules engine, and this site is built only when all of them come "
           "out exactly as written. Check one yourself with `python -m generator check-examples PATH`; an example file "
           "you write yourself can be checked the same way (the format is described in "
           f"[the data format]({links.rel(page, links.FORMAT, 'examples')})).", ""]
    by_id_all = {r.id: r for r in runs}
    for rs in ds.rulesets_of(game_id):
        mine = [r for r in runs if r.loaded.example.ruleset == rs.id]
        if not mine:
            continue
        out += [f"## {esc(rs.title)}", "", f"Ruleset: {ctx.ruleset_link(rs.id, page)}", ""]
        rows = []
        for r in sorted(mine, key=lambda r: (not r.loaded.example.walkthrough, r.id)):
            ex = r.loaded.example
            shows = ", ".join(f"[{esc(vocab.parameters[c.split('#')[1]].label)}]"
                              f"({links.rel(page, links.ruleset(game_id, c.split('#')[0]), c.split('#')[1])})"
                              for c in r.loaded.claims)
            kind = example_runs.kind_marks(r).replace("<small>", "").replace("</small>", "").strip()
            kind = kind.replace(", paired)", ")").replace("(paired)", "")
            pair = ""
            if ex.pair and ex.pair in by_id_all:
                other = by_id_all[ex.pair].loaded.example
                pair = (f"[{esc(other.title)}]({links.rel(page, links.example(game_id, ex.pair))})"
                        + (f"<br><small>{esc(ds.rulesets[other.ruleset].title)}</small>" if other.ruleset != rs.id else ""))
            rows.append([f"[{esc(ex.title)}]({links.rel(page, example_runs.page_of(r))})" + (f" {kind}" if kind else ""),
                         shows, pair])
        out += table(["Example", "Shows", "Paired with"], rows)
    pairs = []
    seen = set()
    by_id = {r.id: r for r in runs}
    for r in runs:
        p = r.loaded.example.pair
        if p and p in by_id and frozenset((r.id, p)) not in seen:
            seen.add(frozenset((r.id, p)))
            a, b = r, by_id[p]
            pairs.append([f"[{esc(a.loaded.example.title)}]({links.rel(page, example_runs.page_of(a))})<br>"
                          f"<small>{esc(a.loaded.example.ruleset)}</small>",
                          f"[{esc(b.loaded.example.title)}]({links.rel(page, example_runs.page_of(b))})<br>"
                          f"<small>{esc(b.loaded.example.ruleset)}</small>"])
    if pairs:
        out += ["## Paired examples", "", "The same deal under two rulesets (or two readings), to show where they differ:", ""]
        out += table(["One way", "The other way"], pairs)
    return out
