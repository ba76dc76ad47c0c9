"""Pages across games: names A–Z, glossary, timeline, conflicts, and the parameter vocabulary."""
from __future__ import annotations

import unicodedata

from generator.model.dates import parse_edtf
from generator.model.vocabulary import PHASE_LABELS, PHASES, load_vocabulary
from generator.site import figures, kinds, links
from generator.site.context import Context
from generator.site.marks import marks
from generator.site.page import Page, anchor_tag, stacked
from generator.site.conflicts import conflict_block
from generator.site.evidence import name_badge
from generator.site.text import esc


def render(ctx: Context) -> list[Page]:
    return [_names(ctx), _glossary(ctx), _timeline(ctx), _conflicts(ctx), _parameters(ctx)]


def code_spans(text: str) -> str:
    """A vocabulary description (plain text with Markdown code spans, the names of a value's fields)
    as escaped text, each code span as ``<code>``."""
    pieces = text.split("`")
    if len(pieces) % 2 == 0:  # an unpaired backtick is a character, not markup
        return esc(text)
    return "".join(f"<code>{esc(p)}</code>" if i % 2 else esc(p) for i, p in enumerate(pieces))


def _initial(text: str) -> str:
    base = unicodedata.normalize("NFKD", text)[:1].upper()
    return base if base.isalpha() else "#"


def _names(ctx: Context) -> Page:
    page, ds = links.NAMES, ctx.ds
    names = sorted(ds.names.values(), key=lambda n: (unicodedata.normalize("NFKD", n.name).casefold(), n.id))
    # no table of contents column: the letters above the tables are the index, and the tables get the room
    out = ["---", "hide:", "  - toc", "---", "", "# Names A–Z", "",
           "Every attested name and spelling of the games, their cards and their terms, with the language or dialect, "
           "the region and the earliest dated attestation a source gives. A name without a date is one the sources "
           "record without dating it.", ""]
    letters = sorted({_initial(n.name) for n in names})
    out += [" · ".join(f"[{esc(letter)}](#letter-{ord(letter)})" for letter in letters), ""]
    for letter in letters:
        out += [f"## {esc(letter)} {{ #letter-{ord(letter)} }}", ""]
        rows = []
        for n in (n for n in names if _initial(n.name) == letter):
            game = ds.game_of[("names", n.id)]
            lang = ctx.language_name(n.language) + (f" ({esc(n.dialect)})" if n.dialect else "")
            date = esc(parse_edtf(n.earliest).display()) if n.earliest else '<span class="none">no date given</span>'
            rows.append([f"[{esc(n.name)}]({links.rel(page, links.game(game), links.anchor('name', n.id))})",
                         ctx.game_link(game, page), esc(n.kind), lang, ctx.region_names(n.regions), date,
                         f"{name_badge(n)} {marks(ctx, n.cite, page, note=n.note)}"])
        out += stacked(["Name", "Game", "Kind", "Language", "Region", "Earliest dated", "Certainty and source"], rows, page)
    return Page(kinds.NAMES, (), "\n".join(out), "Names A–Z")


def _glossary(ctx: Context) -> Page:
    page, ds = links.GLOSSARY, ctx.ds
    out = ["# Glossary", "", "Period terms as the sources use them, explained in our words.", ""]
    for entry in sorted(ds.glossary.values(), key=lambda e: unicodedata.normalize("NFKD", e.term).casefold()):
        games = ", ".join(ctx.game_link(g, page) for g in entry.games)
        out += [f"{anchor_tag(links.anchor('term', entry.id))}**{esc(entry.term)}** ({ctx.language_name(entry.language)})", ""]
        note = f' <span class="cite-note">{ctx.prose(entry.note, page)}</span>' if entry.note else ""
        out += [f":   {ctx.prose(entry.meaning, page)}" + (f" Games: {games}." if games else "") + note
                + f" — {ctx.cites(entry.cite, page)}", ""]
    terms = tuple(dict.fromkeys(entry.term for entry in ds.glossary.values()))
    return Page(kinds.GLOSSARY, (), "\n".join(out), "Glossary", names=terms)


def _timeline(ctx: Context) -> Page:
    page, ds = links.TIMELINE, ctx.ds
    events = sorted(ds.events.values(), key=lambda e: (parse_edtf(e.date).sort_key, e.id))
    out = ["# Timeline", "", "Dated attestations across all games, oldest first. Each links to its source.", ""]
    out += figures.timeline_figure(ctx, page)
    rows = []
    for e in events:
        game = ds.game_of[("events", e.id)]
        rows.append([esc(parse_edtf(e.date).display()), ctx.game_link(game, page),
                     f"[{ctx.plain(e.summary)}]({links.rel(page, links.game(game), links.anchor('event', e.id))})",
                     ctx.region_names(e.regions), marks(ctx, e.cite, page, note=e.note)])
    out += stacked(["Date", "Game", "What the source records", "Where", "Source"], rows, page)
    return Page(kinds.TIMELINE, (), "\n".join(out), "Timeline")


def _conflicts(ctx: Context) -> Page:
    page, ds = links.CONFLICTS, ctx.ds
    out = ["# Where the sources disagree", "",
           "Each conflict is shown with both sides and their citations. Where we adopt one reading for the "
           "rules engine or a page, it is marked *editorial* and the other side stays visible.", ""]
    for game in sorted(ds.games.values(), key=lambda g: g.name):
        conflicts = ds.records_of("conflicts", game.id)
        if conflicts:
            out += [f"## {esc(game.name)}", ""]
            for c in conflicts:
                out += conflict_block(ctx, c, page)
    return Page(kinds.CONFLICTS, (), "\n".join(out), "Where the sources disagree")


def _parameters(ctx: Context) -> Page:
    page, ds = links.PARAMETERS, ctx.ds
    vocab = load_vocabulary()
    users: dict[str, list[str]] = {}
    for rs in ds.rulesets.values():
        for rule in rs.rules:
            users.setdefault(rule.param, []).append(rs.id)
    out = ["# Rule parameters", "",
           "The vocabulary that every ruleset uses, one list across games, so that rules can be compared and the "
           'rules engine can execute them. <span class="for-editors">The shape of each value is defined in '
           "<code>generator/model/vocabulary.yaml</code>.</span>", ""]
    for phase in PHASES:
        params = [p for p in vocab.ordered() if p.phase == phase]
        out += [f"## {PHASE_LABELS[phase]} {{ #{links.phase_anchor(phase)} }}", ""]
        for p in params:
            out += [f"### {esc(p.label)} {{ #{p.id} }}", "",
                    f'<code class="for-editors">{esc(p.id)}</code> {code_spans(p.description)}', ""]
            stated = sorted(users.get(p.id, []))
            if stated:
                out += ["Stated in: " + ", ".join(ctx.ruleset_link(r, page, p.id) for r in stated), ""]
    return Page(kinds.PARAMETERS, (), "\n".join(out), "Rule parameters")
