"""The families of games: an index, and a page per family with its members (each with the record
that places it there), the timeline and map of their dated records, and their shared rules.

A family's members come from the records (``generator.model.families``); the page only shows
them. The timeline and the map are the site's figures drawn for the members alone; the table of
shared rules is the comparison table of the game pages (``matrix``), one column per member that
has a ruleset, one row per rule that at least two of those columns address.
"""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.relations import RELATION_LABELS
from generator.site import kinds, links, matrix
from generator.site.comparing import Comparison, default_columns
from generator.site.context import Context
from generator.site.figures.geomap import draw_map, places
from generator.site.figures.timeline import draw_timeline
from generator.site.marks import marks
from generator.site.page import Page, badge, stacked
from generator.site.text import esc

#: Front matter: the wide table of shared rules gets the room of the navigation and contents.
WIDE = "---\nhide:\n  - toc\n---\n\n"


def render(ctx: Context) -> list[Page]:
    pages = [_index(ctx)]  # always: the home page links it, also for a dataset without families
    for family in ctx.ds.families.values():
        pages.append(Page(kinds.FAMILY, (family.id,), WIDE + "\n".join(_family(ctx, family.id)), family.name,
                          names=(family.name,), nav=family.name))
    return pages


def column_of(ctx: Context, game_id: str) -> str | None:
    """The ruleset that stands for a game beside the other members: its default ruleset (the one a
    new player is pointed to), else the earliest one a source describes in full, else its earliest."""
    rulesets = ctx.ds.rulesets_of(game_id)
    if not rulesets:
        return None
    game = ctx.ds.games[game_id]
    if game.default_ruleset in ctx.ds.rulesets:
        return game.default_ruleset
    return default_columns(ctx.ds, [r.id for r in rulesets])[0]


def played_games(ctx: Context, game_ids: list[str]) -> list[str]:
    """The games of ``game_ids`` with a ruleset the engine plays."""
    return [g for g in game_ids if any(r.id in ctx.playable for r in ctx.ds.rulesets_of(g))]


def _index(ctx: Context) -> Page:
    ds, page = ctx.ds, links.FAMILIES
    out = ["# Families of games", "",
           "The sources group the games into families and lines of descent: a game's own record names its family, "
           "or a source says that one game is derived from, a variant of or related to another. Each family page "
           "lists its members with the record that places each of them there, draws their dated records on a "
           "timeline and a map, and compares the rules they share.", ""]
    rows = []
    for family in ds.families.values():
        games = ds.family_games(family.id)
        played = played_games(ctx, games)
        rows.append([f"[{esc(family.name)}]({links.rel(page, links.family(family.id))})",
                     ctx.prose(family.description.split(". ")[0].rstrip(".") + ".", page),
                     str(len(games)),
                     ", ".join(ctx.game_link(g, page) for g in played) or '<span class="none">none yet</span>'])
    out += stacked(["Family", "In brief", "Games", "Playable"], rows, page) if rows else ["No family is recorded yet.", ""]
    return Page(kinds.FAMILIES, (), "\n".join(out), "Families of games")


def _family(ctx: Context, family_id: str) -> list[str]:
    ds, page = ctx.ds, links.family(family_id)
    family = ds.families[family_id]
    games = ds.family_games(family_id)
    out = [f"# {esc(family.name)}", "", ctx.prose(family.description, page), ""]
    played = played_games(ctx, games)
    if played:
        out += ["**Playable here:** " + ", ".join(ctx.game_link(g, page) for g in played) + ".", ""]
    out += _members(ctx, family_id, page)
    timeline = draw_timeline(ctx, page, games, f"timeline-{family_id}")
    if timeline:
        # weighed as body text, as on the game pages: a query for the timeline finds the timeline page
        out += ['## Timeline of attestations { data-pagefind-weight="1" }', "", "The dated records of the members, one line per game; each mark links the record.", ""]
        out += timeline
    mapped = draw_map(ctx, page, places(ctx, games), f"map-{family_id}", width=640, fit=True)
    if mapped:
        out += ["## On the map", "", *mapped,
                f"The map is cut to the places the members' names and records name; the [map of all games]"
                f"({links.rel(page, links.MAP)}) lists what is attested at each of them.", ""]
    out += _shared_rules(ctx, family, games, page)
    return out


def _members(ctx: Context, family_id: str, page: str) -> list[str]:
    """One row per game: each record that places it in the family, and who says so."""
    ds = ctx.ds
    by_game: dict[str, list] = {}
    for m in ds.memberships(family_id):
        by_game.setdefault(m.game, []).append(m)
    rows = []
    for game_id in ds.family_games(family_id):
        why, who = [], []
        for m in by_game[game_id]:
            if m.ours:
                why.append(f"{badge('editorial')} {ctx.prose(m.record.note, page)}")
                who.append('<span class="none">our reading</span>')
            elif hasattr(m.record, "property"):
                why.append(f"Its record gives its family as “{esc(m.record.value)}”.")
                who.append(marks(ctx, m.record.cite, page, note=m.record.note))
            else:
                r = m.record
                hedged = f" {badge('hedged')}" if r.certainty == "hedged" else ""
                claim = (f"{ctx.game_link(r.subject, page)} is {esc(RELATION_LABELS[r.type])} "
                         f"{ctx.game_link(r.object, page)}{hedged}: {ctx.prose(r.claim, page)}")
                why.append(claim)
                who.append(marks(ctx, r.cite, page, note=r.note))
        rows.append([ctx.game_link(game_id, page), "<br>".join(why), "<br>".join(who)])
    return ["## The members", "",
            "Each game with the record that makes it a member: the family its own record names, or a relation a "
            "source claims between it and another member. A membership we worked out ourselves would be marked "
            "*editorial*.", ""] + stacked(["Game", "Why it is a member", "Who says so"], rows, page)


def _shared_rules(ctx: Context, family, games: list[str], page: str) -> list[str]:
    """The comparison table of the members' rulesets, limited to the rules two or more address."""
    columns_by_game = [(g, column_of(ctx, g)) for g in games]
    ids = [rid for _, rid in columns_by_game if rid]
    if len(ids) < 2:
        return []
    cmp = Comparison(ctx, ids)
    shared = [p for p in cmp.params() if sum(cmp.cell(rid, p.id).state != "absent" for rid in ids) >= 2]
    if not shared:
        return []
    columns = []
    for game_id, rid in columns_by_game:
        if rid:
            column = matrix.ruleset_column(ctx, rid, page)
            name = ctx.ds.games[game_id].name
            columns.append(matrix.Column(f"**{esc(name)}**<br>{column.head}", f"{name}: {column.label}", rid))
    out = ["## The rules they share", "",
           f"One column per member that has a ruleset: its default ruleset, or, where it has none, the earliest "
           f"one a source describes in full (the other rulesets are on each game's comparison page). One row per "
           f"rule that at least two of them address ({len(shared)} rules). Cells read as in the comparison tables: "
           "a value with who says so, or *not stated*, *not seen* or *— not addressed*; **¶** opens the rule on its "
           "ruleset page.", ""]
    groups = matrix.parameter_groups(ctx, cmp, page, anchors=False, params=shared, conflict_page=links.CONFLICTS)
    # one run of rows in the phases' order, without the phases' heading rows: a heading row spans
    # the whole table, and this table, wider than the page beside the sidebar, scrolls sideways
    # with its rule column kept in view
    rows = [row for _, group in groups for row in group]
    out += matrix.table(f"cmp-family-{family.id}", "Rule", columns, [(None, rows)], f"The shared rules of {family.name}", page)
    without = [g for g, rid in columns_by_game if not rid]
    if without:
        out += ["No ruleset is recorded for " + ", ".join(ctx.game_link(g, page) for g in without) + ".", ""]
    dated = sorted(ids, key=lambda r: parse_edtf(ctx.ds.rulesets[r].date).sort_key)
    out += [f"The rulesets run from {esc(parse_edtf(ctx.ds.rulesets[dated[0]].date).display())} to "
            f"{esc(parse_edtf(ctx.ds.rulesets[dated[-1]].date).display())}.", ""]
    return out
