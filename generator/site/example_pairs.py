"""Two examples side by side: the same deal under two rulesets (or readings), each in a column
with the rules that differ, what happened before play, the tricks, the result and the ledger."""
from __future__ import annotations

from generator.site import example_runs, links
from generator.site.action_words import plain
from generator.site.example_view import ExampleView, amount, payment_text, signed, trick_cards
from generator.site.text import attr, esc, human_value


def side_by_side(ctx, run, other, page: str) -> list[str]:
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
        out += [f"All the rules on which the two rulesets differ: [{esc(ctx.ds.rulesets[first].title)} and "
                f"{esc(ctx.ds.rulesets[second].title)} compared]"
                f"({links.rel(page, links.diff(run.loaded.game, first, second))}).", ""]
    if run.loaded.example.pair_note or other.loaded.example.pair_note:
        out += [esc(run.loaded.example.pair_note or other.loaded.example.pair_note), ""]
    return out


def _in_play(run, param: str):
    params = run.loaded.params
    return params.get(param) if params.in_force(param) else None


def _column(ctx, run, page: str, params: list[str]) -> str:
    v = ExampleView(ctx, run, page)
    ex, tr = run.loaded.example, run.transcript
    title = esc(ex.title)
    here = example_runs.page_of(run) == page
    head = title if here else f'<a href="{attr(links.url(page, example_runs.page_of(run)))}">{title}</a>'
    rs = ctx.ds.rulesets[ex.ruleset]
    parts = [f'<section class="ex-col"><h3>{head}</h3>',
             f'<p>Under <a href="{attr(links.url(page, links.ruleset(rs.game, rs.id)))}">{esc(rs.title)}</a>'
             + (" (this page)" if here else "") + "</p>", _rules(v, run, params)]
    before = _before_play(v, tr)
    if before:
        parts.append(f'<p>Before play:</p><ol class="ex-compact">{"".join(before)}</ol>')
    if tr.trick_log:
        trick_rows = "".join(
            f"<tr><td>{no}</td><td>{trick_cards(v, played)}</td><td>{esc(v.names[winner])}</td></tr>"
            for no, played, winner in tr.trick_log)
        parts.append('<table class="ex-mini ex-tricks"><thead><tr><th scope="col">Trick</th><th scope="col">Cards</th>'
                     f'<th scope="col">Won by</th></tr></thead><tbody>{trick_rows}</tbody></table>')
    elif tr.terminal:
        parts.append("<p>No card is played.</p>")
    parts.append(_result_table(v, run, tr))
    pays = "".join(f"<li>{payment_text(v, p)}</li>" for p in tr.ledger)
    pot = f"<p>Pot after the hand: <strong>{esc(amount(tr.pot_end))}</strong></p>" if v.has_pot else ""
    parts.append(f'<p>Ledger:</p><ul class="ex-pays">{pays}</ul>{pot}</section>')
    return "".join(parts)


def _rules(v: ExampleView, run, params: list[str]) -> str:
    """The rules the pair is about, as played in this column."""
    rows = []
    for param in params:
        label = v.vocab.parameters[param].label if param in v.vocab.parameters else param
        value = _in_play(run, param)
        reading = run.loaded.readings.get(param)
        text = human_value(value, v.suits) if value is not None else "no such rule in play"
        if reading:
            text += f" <small>({'alternative reading' if reading[0] == 'alternative' else 'what-if reading'})</small>"
        rows.append(f"<li><strong>{esc(label)}</strong>: {text}</li>")
    return f'<ul class="ex-rules">{"".join(rows)}</ul>'


def _before_play(v: ExampleView, tr) -> list[str]:
    """What happened before the first card, players who kept their cards in one line."""
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
            before.append(f"<li>{esc(v.names[rec.player])} {plain(v, rec, tr)}</li>")
        else:
            before.append(f"<li>{esc(v.names[rec.player])} may not {esc(rec.text)} (refused)</li>")
    flush()
    return before


def _result_table(v: ExampleView, run, tr) -> str:
    n = len(v.names)
    order = [(run.loaded.dealer + k) % n for k in range(1, n + 1)]
    bete = set(tr.outcome.get("bete") or [])
    has_bete = "bete" in tr.outcome
    result_rows = "".join(f"<tr><td>{esc(v.names[s])}</td><td>{tr.tricks[s]}</td>"
                          + (f"<td>{'bête' if s in bete else '—'}</td>" if has_bete else "")
                          + f"<td>{esc(signed(tr.balances[s]))}</td></tr>" for s in order)
    return ('<table class="ex-mini"><thead><tr><th scope="col">Player</th><th scope="col">Tricks</th>'
            + ('<th scope="col">Bête</th>' if has_bete else "") + '<th scope="col">Result</th></tr>'
            f"</thead><tbody>{result_rows}</tbody></table>")
