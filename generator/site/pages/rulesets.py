"""One page per ruleset: every rule with its value, certainty and citation, grouped by phase."""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.vocabulary import PHASE_LABELS, PHASES, load_vocabulary
from generator.site import comparing, example_runs, howto, kinds, links
from generator.site.context import Context
from generator.site.citing import rule_tools
from generator.site.marks import marks
from generator.site.page import Page, anchor_tag, badge, stacked, valueless
from generator.site.conflicts import conflict_block
from generator.site.labels import KIND_LABELS
from generator.site.text import esc
from generator.site.values import pack_suits, phrase


def render(ctx: Context) -> list[Page]:
    pages = []
    for ruleset in ctx.ds.rulesets.values():
        path = links.ruleset(ruleset.game, ruleset.id)
        rules = tuple(f"{ruleset.id}#{param}" for param in ctx.ds.effective_rules(ruleset.id))
        pages.append(Page(kinds.RULESET, (ruleset.game, ruleset.id), "\n".join(_ruleset(ctx, ruleset.id, path)),
                          ruleset.title, rules=rules))
    return pages


def _ruleset(ctx: Context, ruleset_id: str, page: str) -> list[str]:
    ds = ctx.ds
    rs = ds.rulesets[ruleset_id]
    rules = ds.effective_rules(ruleset_id)
    out = [f"# {esc(rs.title)}", ""]
    if rs.kind == "reconstruction":
        out += ['!!! warning "Editorial reconstruction"',
                "    No source describes this ruleset as a whole. It keeps the rules of a source that leaves points "
                "open and fills those points with rules we chose, most of them borrowed from other sources, so that the "
                "game can be played. Every borrowed or chosen point is marked *editorial* or *inherited* below.", ""]
    elif rs.kind == "fragment":
        out += ['!!! note "A fragment"',
                "    The source records only part of the rules. Points it does not address are listed at the end of the page.", ""]
    out += _facts(ctx, rs, page)
    out += howto.ruleset_line(ctx, ruleset_id, page)
    out += comparing.ruleset_links(ctx, ruleset_id, page)
    out += [ctx.prose(rs.summary, page), ""]
    if rs.note:
        out += [ctx.prose(rs.note, page), ""]
    out += _rules_by_phase(ctx, rs, rules, page)
    vocab = load_vocabulary()
    used = {r.param for other in ds.rulesets_of(rs.game) for r in other.rules}
    silent = [p for p in vocab.parameters if p in used and p not in rules]
    if silent:
        out += ["## Not addressed by this source", "",
                "Other rulesets of this game state these points; this one does not, and nothing is copied in:", ""]
        out += [", ".join(f"[{esc(vocab.parameters[p].label)}]({links.rel(page, links.PARAMETERS, p)})" for p in silent), ""]
    out += example_runs.ruleset_section(ctx, ruleset_id, page)
    touching = [c for c in ds.conflicts.values()
                if rs.id in c.about or any(a.startswith(rs.id + "#") for a in c.about)]
    if touching:
        out += ["## Where the sources disagree", ""]
        for c in touching:
            out += conflict_block(ctx, c, page)
    return out


def _facts(ctx: Context, rs, page: str) -> list[str]:
    """Game, source, date, kind and what the ruleset inherits from, as the page's opening lines."""
    meta = [["Game", ctx.game_link(rs.game, page)], ["Source", ctx.source_link(rs.source, page)],
            ["Date", esc(parse_edtf(rs.date).display())], ["Kind", esc(KIND_LABELS[rs.kind])]]
    if rs.inherits:
        basis = ("the source itself describes these rules as a variation of" if rs.inherits.basis == "source"
                 else f"{badge('editorial')} for every point not restated here we follow")
        line = f"{basis} {ctx.ruleset_link(rs.inherits.ruleset, page)}"
        if rs.inherits.cite:
            line += f" — {ctx.cites(rs.inherits.cite, page)}"
        if rs.inherits.note:
            line += f' <span class="cite-note">{ctx.prose(rs.inherits.note, page)}</span>'
        meta.append(["Inherits", line])
    return [f"**{label}:** {value}  " for label, value in meta] + [""]


def _rules_by_phase(ctx: Context, rs, rules: dict, page: str) -> list[str]:
    """A table per phase: every rule with its value in words, certainty and citation."""
    vocab = load_vocabulary()
    suits = pack_suits(rules)
    by_phase: dict[str, list] = {p: [] for p in PHASES}
    for param, rule in rules.items():
        if param in vocab.parameters:
            by_phase[vocab.parameters[param].phase].append(rule)
    order = {p: i for i, p in enumerate(vocab.parameters)}
    out = []
    for phase in PHASES:
        phase_rules = sorted(by_phase[phase], key=lambda r: order[r.param])
        if not phase_rules:
            continue
        out += [f"## {PHASE_LABELS[phase]} {{ #{links.phase_anchor(phase)} }}", ""]
        rows = [_rule_row(ctx, rs, rule, vocab.parameters[rule.param], suits, page) for rule in phase_rules]
        out += stacked(["Rule", "What the source says", "Certainty", "Source"], rows, page)
    return out


def _rule_row(ctx: Context, rs, rule, param, suits: str, page: str) -> list[str]:
    """The rule's label with its permalink and cite button; its value, alternatives and note; certainty; sources."""
    name = (anchor_tag(links.rule_anchor(rule.param)) + f"[{esc(param.label)}]({links.rel(page, links.PARAMETERS, rule.param)})"
            + rule_tools(rule.param, param.label))
    value = phrase(rule.param, rule.value, suits) if rule.value is not None else valueless(rule.certainty)
    if rule.owner != rs.id:
        value += f"<br><span class=\"inherited\">inherited from {ctx.ruleset_link(rule.owner, page, links.rule_anchor(rule.param))}</span>"
    for alt in rule.alternatives:
        value += (f"<br><span class=\"alternative\">alternative reading ({esc(alt.label)}): {phrase(rule.param, alt.value, suits)}"
                  + (f" {ctx.prose(alt.note, page)}" if alt.note else "") + "</span>")
        if alt.cite:
            value += " " + marks(ctx, alt.cite, page)
    if rule.rule.note:
        value += f'<br><span class="cite-note">{ctx.prose(rule.rule.note, page)}</span>'
    value += example_runs.rule_links(ctx, rs.id, rule.param, page)
    return [name, value, badge(rule.certainty), marks(ctx, rule.cite, page)]
