"""One play page per playable ruleset: the reader takes a seat at a table of the engine's
players and plays hand after hand by that ruleset's rules, in the browser.

The page itself is a form (players, seat, the engine's players, a seed) and a Play button; the
player (``docs/javascripts/play.js``, ``docs/stylesheets/play.css``, loaded on these pages only)
loads Pyodide and the engine (``play_assets``) only when the reader presses Play. Every move is
the engine's (``engine/table.py``), every refusal in the example pages' words with its rule and
source.
"""
from __future__ import annotations

from generator.engine import player_counts, scoresheet
from generator.bridge import params_for
from generator.site import kinds, links, play_assets
from generator.site.cards import FOLDER as CARDS
from generator.site.context import Context
from generator.site.page import Page
from generator.site.text import attr, esc
from generator.site.values import pack_suits


def render(ctx: Context) -> list[Page]:
    pages = []
    for rs in sorted(ctx.ds.rulesets.values(), key=lambda r: r.id):
        if rs.id in ctx.playable:
            path = links.play(rs.game, rs.id)
            pages.append(Page(kinds.PLAY, (rs.game, rs.id), "\n".join(_page(ctx, rs, path)), f"Play: {rs.title}"))
    return pages


#: What the page says the engine keeps, and what carries over, by ``scoresheet.kept``.
_KEPT = {
    scoresheet.SCORE: ("deals, keeps the score and settles each hand", "The score carries over from hand to hand until a side reaches the game."),
    scoresheet.POT: ("deals, keeps the pot and settles each hand", "What lies in the pot carries over from hand to hand."),
    scoresheet.NOTHING: ("deals and settles each hand among the players", "Nothing carries over from one hand to the next."),
}


def _options(values, selected, label=str) -> str:
    return "".join(f'<option value="{attr(str(v))}"{" selected" if v == selected else ""}>{esc(label(v))}</option>'
                   for v in values)


def _page(ctx: Context, rs, page: str) -> list[str]:
    ds = ctx.ds
    params = params_for(ds, rs.id)
    counts = player_counts(params)
    usual = (params.get("players") or {}).get("usual") or counts[0]
    suits = pack_suits(ds.effective_rules(rs.id))
    source = ds.source_label(rs.source)
    data = {"ruleset": rs.id, "rules": links.asset(page, play_assets.ruleset_json_path(rs.id)),
            "examples": links.asset(page, play_assets.example_json_path("x"))[: -len("x.json")],
            "engine": links.asset(page, play_assets.ENGINE_ZIP), "pyodide": links.asset(page, play_assets.PYODIDE) + "/",
            "cards": links.asset(page, f"{CARDS}/{suits}") + "/", "back": links.asset(page, f"{CARDS}/back.svg")}
    attrs = " ".join(f'data-{k}="{attr(v)}"' for k, v in data.items())
    seats = _options(range(max(counts)), 1, lambda s: f"Player {s + 1}" + (" (deals the first hand)" if s == 0 else ""))
    keeps, carried = _KEPT[scoresheet.kept(params)]
    return [
        f"# Play: {esc(rs.title)}", "",
        f"Take a seat at a table of the engine's players and play by the rules of {esc(source)}: the same "
        f"engine that plays this site's worked examples {keeps}. You are "
        "offered only the moves the rules allow; try another, and you are told which rule forbids it and "
        f"where the source says so. {carried}", "",
        f"**How to play these rules:** [{esc(rs.title)}]({links.rel(page, links.howto(rs.game, rs.id))})  ",
        f"**Every rule with its citations:** {ctx.ruleset_link(rs.id, page)}", "",
        f'<div class="play" {attrs}>',
        '<form class="play-setup" aria-label="Your table">',
        f'<label>Players <select name="players">{_options(counts, usual)}</select></label>',
        f'<label>Your seat <select name="seat">{seats}</select></label>',
        '<label>Engine players <select name="bots"><option value="greedy" selected>careful</option>'
        '<option value="strong">strong (thinks ahead)</option><option value="random">random (any move the rules allow)</option></select></label>',
        '<label>Deal number <input name="seed" type="number" min="0" max="999999999" value="1" inputmode="numeric"></label>',
        '<button type="submit" class="md-button md-button--primary play-start">Play</button>',
        "</form>",
        '<p class="play-note">Pressing Play loads a Python interpreter compiled for the browser and the rules engine '
        "(about 6.5 MB to download the first time, 13 MB unpacked; your browser keeps them for the next visit). Nothing is loaded before you press it, "
        "and nothing leaves your browser.</p>",
        '<p class="play-status" role="status" aria-live="polite"></p>',
        '<div class="play-table" hidden></div>',
        "<noscript><p>The player needs JavaScript and WebAssembly; the How to play page and the worked examples "
        "read without them.</p></noscript>",
        "</div>", "",
        f'<link rel="stylesheet" href="{attr(links.asset(page, "stylesheets/play.css"))}">',
        f'<script type="module" src="{attr(links.asset(page, "javascripts/play.js"))}"></script>', "",
    ]
