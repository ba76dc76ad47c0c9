"""The games index and one overview page per game."""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.relations import RELATION_LABELS
from generator.site import comparing, example_runs, figures, howto, kinds, links
from generator.site.conflicts import conflict_block
from generator.site.evidence import name_badge
from generator.site.context import Context
from generator.site.page import Page, anchor_tag, badge, stacked, table
from generator.site.labels import KIND_LABELS
from generator.site.marks import marks
from generator.site.references import reference_line
from generator.site.text import esc

def render(ctx: Context) -> list[Page]:
    pages = [_index(ctx)]
    for game in ctx.ds.games.values():
        names = [game.name] + [n.name for n in ctx.ds.records_of("names", game.id) if n.kind == "game"]
        played = _played(ctx, game.id)
        home = _nav_family(ctx, game.id) if played else None
        pages.append(Page(kinds.GAME, (game.id,), "\n".join(_game(ctx, game.id)), game.name,
                          names=tuple(dict.fromkeys(names)), nav=game.name if played else None,
                          nav_under=links.family(home) if home else None))
    return pages


def _nav_family(ctx: Context, game_id: str) -> str | None:
    """The family in whose section the sidebar lists a game (a game is listed once): the family
    named after it (Préférence in the Préférence family, though a source also counts it among the
    Rams), else the first family it belongs to; None for a game in no family."""
    families = ctx.ds.families_of(game_id)
    name = ctx.ds.games[game_id].name.casefold()
    named = [f for f in families if name in f.name.casefold()]
    return (named or families or [None])[0] and (named or families)[0].id


def _played(ctx: Context, game_id: str) -> bool:
    """Whether the engine plays a ruleset of the game: such a game is listed in the sidebar (every
    game is on the games' index; the sidebar of thirty games documented in full ran past a screen)."""
    return any(r.id in ctx.playable for r in ctx.ds.rulesets_of(game_id))


def _index(ctx: Context) -> Page:
    page = links.GAMES
    ds = ctx.ds
    out = ["# Games", "",
           "The games documented in full have their names, dated attestations and rulesets by source. "
           "The related games have short records so that every relation the sources claim can be followed.", "",
           "## Documented in full", ""]
    full = sorted((g for g in ds.games.values() if g.scope == "full"), key=lambda g: g.name)
    rows = [[ctx.game_link(g.id, page), ctx.prose(g.summary.split(". ")[0].rstrip(".") + ".", page),
             str(len(ds.records_of("names", g.id))), str(len(ds.rulesets_of(g.id)))] for g in full]
    out += stacked(["Game", "In brief", "Names", "Rulesets"], rows, page)
    out += ["## Related games", ""]
    related = sorted((g for g in ds.games.values() if g.scope == "related"), key=lambda g: g.name)
    out += table(["Game", "In brief"], [[ctx.game_link(g.id, page), ctx.prose(g.summary, page)] for g in related], page)
    return Page(kinds.GAMES, (), "\n".join(out), "Games")


def _game(ctx: Context, game_id: str) -> list[str]:
    ds, page = ctx.ds, links.game(game_id)
    game = ds.games[game_id]
    out = [f"# {esc(game.name)}", ""]
    if game.scope == "related":
        out += ['!!! info "A related game"', "    This game has a short record so that the relations the sources claim can be followed; "
                "its rules are not documented here.", ""]
    out += howto.game_box(ctx, game_id, page)
    out += [ctx.prose(game.summary, page), ""]
    families = ctx.ds.families_of(game_id)
    if families:
        out += [f"**Family:** " + " · ".join(f"[{esc(f.name)}]({links.rel(page, links.family(f.id))})" for f in families), ""]
    if game.note:
        out += [ctx.prose(game.note, page), ""]
    if game.identity:
        out += ["## At a glance", ""]
        out += stacked(["Property", "Value", "Source"], [
            [esc(f.property.replace("-", " ").capitalize()),
             esc(f.value) + (f' <span class="cite-note">{ctx.prose(f.note, page)}</span>' if f.note else ""),
             marks(ctx, f.cite, page)] for f in game.identity], page)
    out += _names(ctx, game_id, page)
    events = sorted(ds.records_of("events", game_id), key=lambda e: parse_edtf(e.date).sort_key)
    if events:
        # the section heading is the same on every game page: search weighs it as body text, so that
        # a query for the timeline finds the timeline page before the shortest game pages
        out += ['## Timeline of attestations { data-pagefind-weight="1" }', ""]
        out += figures.timeline_figure(ctx, page, game_id)
        rows = [[anchor_tag(links.anchor("event", e.id)) + esc(parse_edtf(e.date).display()), ctx.prose(e.summary, page),
                 ctx.region_names(e.regions), marks(ctx, e.cite, page, note=e.note)] for e in events]
        out += stacked(["Date", "What the source records", "Where", "Source"], rows, page)
    out += figures.game_map(ctx, page, game_id)
    rulesets = ds.rulesets_of(game_id)
    if rulesets:
        out += ["## Rulesets by source", "",
                "Each ruleset records what one source says. Points a source leaves open are shown as not stated.", ""]
        rows = [[esc(parse_edtf(r.date).display()), ctx.ruleset_link(r.id, page), esc(KIND_LABELS[r.kind]),
                 ctx.source_link(r.source, page)] for r in rulesets]
        out += stacked(["Date", "Ruleset", "Kind", "Source"], rows, page)
        out += comparing.compare_link(ctx, game_id, page)
        out += example_runs.game_section(ctx, game_id, page)
    out += _relations(ctx, game_id, page)
    conflicts = ds.records_of("conflicts", game_id)
    if conflicts:
        out += ["## Where the sources disagree", ""]
        for c in conflicts:
            out += conflict_block(ctx, c, page)
    out += _bibliography(ctx, game_id, page)
    return out


def _names(ctx: Context, game_id: str, page: str) -> list[str]:
    names = ctx.ds.records_of("names", game_id)
    if not names:
        return []
    rows = []
    for n in sorted(names, key=lambda n: (n.kind != "game", n.name.casefold())):
        lang = ctx.language_name(n.language) + (f" ({esc(n.dialect)})" if n.dialect else "")
        date = esc(parse_edtf(n.earliest).display()) if n.earliest else '<span class="none">no date given</span>'
        if n.event:
            date = f"[{date}](#{links.anchor('event', n.event)})"
        meaning = f" {ctx.prose(n.meaning, page)}" if n.meaning else ""
        # the name carries the row's id and stands on a line of its own (no anchor or break elements)
        rows.append([f"**{esc(n.name)}**{{ #{links.anchor('name', n.id)} .sw-name }}{meaning}", esc(n.kind), lang,
                     ctx.region_names(n.regions), date, f"{name_badge(n)} {marks(ctx, n.cite, page, note=n.note)}"])
    return ["## Names and spellings", ""] + stacked(["Name", "Kind", "Language", "Region", "Earliest dated", "Certainty and source"],
                                                    rows, page)


def _relations(ctx: Context, game_id: str, page: str) -> list[str]:
    relations = ctx.ds.relations_of(game_id)
    if not relations:
        return []
    out = ["## Related games", ""]
    out += figures.relations_figure(ctx, page, game_id)
    rows = []
    for r in relations:
        other = r.object if r.subject == game_id else r.subject
        if r.subject != game_id:
            label = f"{ctx.game_link(r.subject, page)} is {RELATION_LABELS[r.type]} this game"
        else:
            label = f"{RELATION_LABELS[r.type]} {ctx.game_link(other, page)}"
        certainty = badge("hedged") if r.certainty == "hedged" else ""
        rows.append([anchor_tag(links.anchor("relation", r.id)) + label, ctx.prose(r.claim, page) + " " + certainty,
                     marks(ctx, r.cite, page, note=r.note)])
    return out + stacked(["Relation", "Claim", "Who claims it"], rows, page)


def _bibliography(ctx: Context, game_id: str, page: str) -> list[str]:
    ds = ctx.ds
    cited = set()
    for kind in ("names", "events", "relations", "conflicts", "rulesets"):
        for record in ds.records_of(kind, game_id):
            cited |= ctx.sources_of_record.get(id(record), set())
    for record in ds.rulesets_of(game_id):
        cited.add(record.source)
    cited |= ctx.sources_of_record.get(id(ds.games[game_id]), set())
    if not cited:
        return []
    out = ["## Sources cited on this page and its rulesets", ""]
    # The id breaks ties: two undated, authorless sources may share a label ("Rams n.d."), and the
    # set's order would change from one build to the next.
    for sid in sorted(cited, key=lambda s: (ds.source_label(s).casefold(), s)):
        out.append(f"- {reference_line(ctx, sid, page)}")
    return out + [""]
