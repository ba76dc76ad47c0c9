"""Refusals in plain words: the one table of how an example page says why the engine refused an
action, phrased from the engine's structured refusal (rule id, reason code, details), never from
its message.

A step reads "Clara may not play 7♣: a player must follow suit if he can — Handleiding 1810",
the last part the rule's short citation linked to its rule row; the engine's own message follows
in a collapsed detail for editors. What the player may not do comes from the table of verbs
and why both come from the one table of wordings, ``engine/wording.py`` (plain, stdlib-only data
that the player in the browser uses too), its fields named here as HTML.
"""
from __future__ import annotations

from generator.engine import wording
from generator.engine.wording import REASONS, UnknownReason, Namer
from generator.site import links
from generator.site.text import attr, esc

__all__ = ["REASONS", "UnknownReason", "citation", "engine_detail", "reason_text", "refusal_html", "short_citation"]


def namer(v) -> Namer:
    """The refusal fields as this example page names them (escaped; cards as pictures; a
    contract and words said in ``<q>``)."""
    return Namer(v.suits, esc=esc, contract=v.contract, cards=v.cards, quote=lambda text: f"<q>{text}</q>",
                 in_force=v.tr.in_force)


def reason_text(v, player: str, reason: str | None, details: dict) -> str:
    """Why the action was refused, in plain words (escaped); ``UnknownReason`` if the code has none."""
    return wording.reason_text(namer(v), esc(player), reason, details)


def citation(ds, page: str, rule_id: str | None) -> dict | None:
    """A rule's short citation (the source in author-year form), the URL of its rule row from
    ``page`` and its title in words; ``None`` when the rule cites nothing (or is unknown).
    The example pages and the player (``play_assets``) both take it from here."""
    if not rule_id or "#" not in rule_id:
        return None
    ruleset, param = rule_id.split("#", 1)
    rule = ds.effective_rules(ruleset).get(param) if ruleset in ds.rulesets else None
    if rule is None or not rule.cite:
        return None
    rs = ds.rulesets[ruleset]
    parameters = ds.vocabulary.parameters
    label = parameters[param].label if param in parameters else param
    return {"cite": ds.reference(rule.cite[0]).label, "title": f"{label} ({rs.title})",
            "href": links.url(page, links.ruleset(rs.game, ruleset), links.rule_anchor(param))}


def short_citation(v, rule_id: str | None) -> str:
    """The refusing rule's source in short form (author and year), linked to the rule's row."""
    if not rule_id or "#" not in rule_id:
        return ""
    found = citation(v.ctx.ds, v.page, rule_id)
    if found is None:
        return v.rule_link(rule_id)
    return f'<a class="ex-cite" href="{attr(found["href"])}" title="{attr(found["title"])}">{esc(found["cite"])}</a>'


def refusal_html(v, player: str, text: str, refusal) -> str:
    """The head of a refused step: who may not do what, why, and the rule's short citation."""
    why = reason_text(v, player, refusal.reason, refusal.details)
    cite = short_citation(v, refusal.rule_id)
    return (f"<strong>{esc(player)}</strong> may not {wording.refused_words(namer(v), text)}: "
            f'<span class="ex-why">{why}</span>' + (f" — {cite}" if cite else ""))


def engine_detail(message: str) -> str:
    """The engine's own message, collapsed, for editors."""
    return (f'<details class="ex-engine for-editors"><summary>The engine’s message (for editors)</summary>'
            f"<code>{esc(message)}</code></details>")
