"""The transcript of a run as an example page shows it: the session before the deal, the
readings played, the deal, every step (the hands, the checkpoints, the refusals with the
engine's own message, the tricks, the payments), the result and ledger, and how the run shows
each rule the example claims. Everything comes from the transcript of this build's run.
"""
from __future__ import annotations

from generator.site import board_view
from generator.site.verbatim import block
from generator.site.action_words import PHASE_LABELS, told
from generator.site.example_view import ExampleView, amount, payment_text, signed, trick_cards
from generator.site.page import table
from generator.site.play_assets import example_link
from generator.site.refusals import engine_detail, refusal_html
from generator.site.text import attr, esc, human_value


def _unit(v: ExampleView) -> str:
    ante = v.loaded.params.get("ante") if v.loaded.params.in_force("ante") else None
    unit = ante.get("unit") if isinstance(ante, dict) else None
    return {"chip": "chips", "unit": "units", None: "chips"}.get(unit, f"{unit}s")


def session_text(v: ExampleView) -> str:
    s = v.loaded.example.session
    parts = ["the first deal of the session" if s.first_deal else "not the first deal of the session"]
    if v.has_pot:
        parts.append(f"{esc(amount(v.tr.pot_start))} {_unit(v)} carried over in the pot")
    if s.first_round is False:
        parts.append("the first round of deals is over")
    if s.bound:
        parts.append(f"bound by an earlier choice: {esc(', '.join(s.bound))}")
    if s.bete_in_pot:
        parts.append("a bête lies in the pot")
    if s.bete_streak:
        parts.append(f"{s.bete_streak} bête{'s' if s.bete_streak > 1 else ''} paid in succession before this hand")
    if s.last_forced:
        parts.append("the previous deal was forced")
    if s.last_flush:
        parts.append("a flush was paid in the previous deal")
    return "; ".join(parts)


def readings(v: ExampleView) -> list[str]:
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
            text = f"played as: {human_value(value, v.suits)}"
        note = f" — {esc(raw.get('note'))}" if isinstance(raw, dict) and raw.get("note") else ""
        out.append(f"    - **{esc(label)}**: {text}{note}")
    return out + [""]


def deal(v: ExampleView) -> list[str]:
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
        # The cards laid aside in the deal are the spare hand where the rules deal one (Loo's miss).
        aside = v.vocab.parameters["miss"].label if loaded.params.in_force("miss") else "Laid aside"
        extra.append(f'<div class="ex-seat"><span class="ex-name">{esc(aside)}</span> '
                     f'{v.cards(loaded.deal.aside, note_filled=True)}</div>')
    out += block(rows + extra + ["</div>"])
    talon = loaded.deal.talon
    if talon:
        out += block(['<details class="ex-talon"><summary>The talon: ' + f"{len(talon)} cards face down, top card first</summary>",
                      v.cards(talon, note_filled=True), "</details>"])
    opening = tr.opening
    if opening:
        out += ["When the hand starts: " + "; ".join(payment_text(v, p) for p in opening) + f". The pot holds "
                f"{esc(amount(start.pot))}." + (" The deal is forced: nobody may drop out." if start.forced else ""), ""]
    return out


def _filled_in_play(v: ExampleView) -> bool:
    """A filled-in card was dealt to a player or came into a hand later."""
    tr = v.tr
    seen = set()
    for snap in [tr.start] + [r.after for r in tr.steps]:
        if snap is not None:
            for hand in snap.hands:
                seen.update(hand)
    return bool(seen & v.filled)


def steps(v: ExampleView) -> list[str]:
    tr = v.tr
    items = [f'<div class="ex-stepper-data" hidden{board_view.list_attrs(v)}></div>',
             '<ol class="ex-steps" data-stepper>']
    shown_play_hands = False
    for rec in tr.steps:
        if rec.before.phase == "play" and not shown_play_hands:
            shown_play_hands = True
            items.append(_hands_item(v, rec, "The hands when play begins"))
        items.append(_step_item(v, rec))
    return ["## Step by step", "", *block(items + ["</ol>"])]


def _hands_item(v: ExampleView, rec, title: str) -> str:
    snap = rec.before
    n = len(v.names)
    order = [(v.loaded.dealer + k) % n for k in range(1, n + 1)]
    rows = [f'<li class="ex-step ex-interlude"{board_view.state_attr(v, rec, before=True)}><p><strong>{esc(title)}</strong>'
            + (f" — trumps: {v.suit(snap.trump)}" if snap.trump else "") + (f", pot {esc(amount(snap.pot))}" if v.has_pot else "") + "</p>"
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


def _step_item(v: ExampleView, rec) -> str:
    head = ""
    body = []
    phase = PHASE_LABELS.get(rec.before.phase or "", rec.before.phase or "")
    if rec.before.phase == "play":
        phase = f"trick {rec.before.trick_no}"
    if rec.kind == "action":
        seat = rec.player
        head = f"<strong>{esc(v.names[seat])}</strong> {told(v, rec.text, rec)}"
        if rec.before.phase in ("play", "exchange", "turn-up") and rec.before.hands[seat]:
            chosen = rec.text.split()[1:]
            body.append(f'<p class="ex-hand">{esc(v.names[seat])}’s hand before: {v.cards(rec.before.hands[seat], chosen)}</p>')
    elif rec.kind == "illegal":
        seat = rec.player
        head = '<span class="ex-refused">Refused:</span> ' + refusal_html(v, v.names[seat], rec.text, rec.refusal)
        body.append(f'<p class="ex-hand">{esc(v.names[seat])}’s hand: {v.cards(rec.before.hands[seat], rec.text.split()[1:])}</p>')
        body.append(engine_detail(rec.refusal.message))
    else:
        head = "<strong>Checkpoint</strong>"
        items = "".join(f'<li class="ex-ok">✓ {_check_html(v, c, rec)}</li>' for c in rec.checks)
        body.append(f'<ul class="ex-checks">{items}</ul>')
    if rec.note:
        body.insert(0, f'<p class="ex-note">{v.ctx.prose_html(rec.note, v.page)}</p>')
    if rec.kind == "action" and rec.after.trick and not rec.trick:
        body.append('<p class="ex-trick-now">On the table: ' + trick_cards(v, rec.after.trick) + "</p>")
    elif rec.kind == "expect" and rec.before.trick:
        body.append('<p class="ex-trick-now">On the table: ' + trick_cards(v, rec.before.trick) + "</p>")
    if rec.trick:
        played, winner = rec.trick
        body.append(f'<p class="ex-trick-done">Trick {rec.before.trick_no}: '
                    + trick_cards(v, played) + f" — won by <strong>{esc(v.names[winner])}</strong></p>")
    if rec.payments:
        items = "".join(f"<li>{payment_text(v, p)} — {v.rule_link(p.rule_id)}</li>" for p in rec.payments)
        pot = (f'<p class="ex-pot">The pot now holds {esc(amount(rec.after.pot))}.</p>'
               if v.has_pot else "")
        body.append(f'<ul class="ex-pays">{items}</ul>{pot}')
    if rec.kind in ("action", "illegal"):
        body.append(_try_link(v, rec))
    return (f'<li class="ex-step" id="step-{rec.index + 1}" data-step="{rec.index + 1}"{board_view.state_attr(v, rec)}>'
            '<p class="ex-head">'
            f'<span class="ex-no">{rec.index + 1}.</span> <span class="ex-phase">{esc(phase)}</span> '
            f"{head}</p>" + "".join(body) + "</li>")


def _try_link(v: ExampleView, rec) -> str:
    """"Try another move": the player, from the position before this step, in this player's seat."""
    before = [r.text for r in v.tr.steps[: rec.index] if r.kind == "action"]
    href = example_link(v.page, v.loaded, rec.player, before)
    return (f'<p class="ex-try"><a href="{attr(href)}">Try another move here</a> '
            f"<small>(play on from this position as {esc(v.names[rec.player])})</small></p>")


def _check_html(v: ExampleView, check, rec) -> str:
    """A checkpoint's check in words, by the field it checks (``Check.key``)."""
    key, actual = check.key, check.actual
    if key == "legal":
        return f"{esc(check.player)} may play exactly: {v.legal_html(check.items, check.player)}"
    if key == "legal_includes":
        return f"{esc(check.player)} may: {v.legal_html(check.items, check.player)} (among other actions)"
    if key == "trump":
        return f"trumps are {v.suit(actual) if actual != 'none' else 'not fixed'}"
    if key == "trick_winner":
        return f"the trick goes to {esc(actual)}"
    if key == "forced":
        return "the deal is forced: nobody may drop out" if actual == "yes" else "the deal is free: players may drop out"
    if key == "hand":
        return f"{esc(check.player)} holds {v.cards(check.items) if check.items else 'no cards'}"
    if key == "phase":
        return f"the hand is at {esc(PHASE_LABELS.get(actual, actual))}"
    if key == "contract":
        return f"the contract is {v.contract(actual)}"
    if key == "declarer":
        return f"{esc(actual)} is the declarer"
    if key == "to_act":
        return f"{esc(actual)} is to act"
    return f"{esc(check.what)}: {esc(actual)}"


def result(v: ExampleView) -> list[str]:
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
        rows.append(row + [esc(signed(tr.balances[seat]))])
    out += table(["Player", "Tricks"] + (["Bête"] if has_bete else []) + ["Result of the hand"], rows, v.page)
    facts = {k: val for k, val in (ex.result.outcome or {}).items()}
    if facts:
        out += ["Facts the engine reports: " + "; ".join(f"{esc(k.replace('_', ' '))}: {_fact(v, val)}"
                                                         for k, val in facts.items()) + ".", ""]
    out += ["### The ledger", "", "Every payment of the hand, as the engine recorded it:", ""]
    rows = [[str(i + 1), v.who(p.payer).replace("the pot", "pot"), v.who(p.payee).replace("the pot", "pot"),
             esc(amount(p.amount)), esc(p.reason), v.rule_link(p.rule_id, html=False)] for i, p in enumerate(tr.ledger)]
    out += table(["#", "From", "To", "Amount", "For", "Rule"], rows, v.page)
    if v.has_pot:
        out += [f"The pot held {esc(amount(tr.pot_start))} before the hand and holds {esc(amount(tr.pot_end))} after it"
                " (carried to the next deal).", ""]
    return out


def _fact(v: ExampleView, value) -> str:
    """One fact of a hand's outcome in words (escaped): a card by its name, a contract by its own,
    one figure per seat beside the players' names, a coded word as words."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{esc(str(k))} {_fact(v, val)}" for k, val in value.items())
    if isinstance(value, list):
        if len(value) == len(v.names) and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in value):
            return ", ".join(f"{esc(v.names[seat])} {esc(signed(x))}" for seat, x in enumerate(value))
        return ", ".join(_fact(v, x) for x in value) or "nobody"
    text = str(value)
    pack = v.loaded.pack
    if text.split() and all(code in pack.index for code in text.split()):
        return ", ".join(v.label(code) for code in text.split())
    if text in pack.suits:
        return v.suit(text)
    if v.contract_name(text) is not None:
        return f"<q>{esc(v.contract_name(text))}</q>"
    return esc(text.replace("-", " ") if text.islower() and " " not in text else text)


def evidence(v: ExampleView) -> list[str]:
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
        if ev and ev.difference:
            # the engine's own account of the difference, for editors (it names rules by id)
            text += (f' <details class="ex-engine for-editors"><summary>The run under that reading (for editors)</summary>'
                     f'{esc(ev.difference)}</details>')
        out.append(f"- {v.rule_link(rid, html=False)}: {text}")
    return out + [""]
