"""Refusals in plain words: the one table of how an example page says why the engine refused an
action, phrased from the engine's structured refusal (rule id, reason code, details), never from
its message.

A step reads "Clara may not play 7♣: a player must follow suit if he can — Handleiding 1810",
the last part the rule's short citation linked to its rule row; the engine's own message follows
in a collapsed detail for editors. What the player may not do comes from the table of verbs
(``action_words.refused``); why, from ``REASONS`` below, one entry per code of
``generator/engine/refusals.py``: a template, or ``(detail, {value: template})`` when the wording
depends on a detail. Template fields: ``{card}`` a card's name, ``{suit}`` a suit's name,
``{best}`` and ``{contract}`` a contract's name, ``{trick}`` an ordinal ("second"), ``{verb}``
an announcement, ``{expected}`` the verbs allowed now, ``{most}`` and ``{count}`` numbers,
``{player}`` the player's name.
"""
from __future__ import annotations

from generator.site.action_words import refused
from generator.site.cardnames import card_label
from generator.site.text import attr, esc

REASONS = {
    "not-now": "that is not a move at this point: the choice now is {expected}",
    "hand-over": "the hand is over",
    "bad-action": "that is not a move of the game",
    "no-such-card": "the pack has no {card}",
    "no-such-suit": "the pack has no such suit",
    "no-such-contract": "these rules have no such contract",
    "not-held": "{player} does not hold the {card}",
    "forced-deal": "the deal is forced, so nobody may drop out",
    "follow-suit": "a player must follow suit if he can",
    "must-trump": "a player who cannot follow suit must play a trump if he has one",
    "must-overtrump": "a player who trumps must beat a trump already in the trick if he can",
    "must-head": "a player must beat the best card in the trick if he can",
    "lead-top-trump": "the holder of the {card}, the highest trump, must lead it to the first trick",
    "lead-trump": "the leader must lead a trump to the {trick} trick if he has one",
    "play-top-trump": ("dealer", {False: "whoever holds the {card} must play it to the {trick} trick",
                                  True: "the dealer may keep the {card} back from the {trick} trick only by "
                                        "winning the trick with another trump"}),
    "face-down": "only the leader of the first trick who holds no trump may lead a card face down",
    "exchange-nothing-named": "an exchange names the cards to lay away",
    "exchange-too-many": "no more than {most} cards may be exchanged now",
    "dopper-count": "the declarer lays away as many cards as he took up: {count}",
    "dopper-too-many": "at most {most} of the Dopper's cards may be exchanged",
    "call-own-card": "the declarer holds the {card} himself",
    "give-called-card": "the declarer gives back a card of his own, not the one he called",
    "round-1-preferred-only": "in the first round only the preferred suit, {suit}, may be taken",
    "round-2-name-a-suit": "in the second round the soloist names his trump suit",
    "preferred-suit-closed": ("who", {"eldest-only": "in the second round only eldest hand may still take the "
                                                     "preferred suit, {suit}",
                                      "nobody": "in the second round nobody may take the preferred suit, {suit}",
                                      "anyone": "the preferred suit, {suit}, may not be taken now"}),
    "dealer-must-play": "everyone else has passed, so the dealer must bid",
    "bid-not-higher": "a bid must be higher than the best bid so far, {best}",
    "equal-bid": "an equal bid goes to the player who spoke first, so a bid must be higher than {best}",
    "no-switch-down": "the declarer may keep {contract} or announce a higher contract, not a lower one",
    "already-announced": "“{verb}” has been said already in this hand",
    "window-closed": "“{verb}” may be said only before the {trick} trick begins",
    "not-eligible": "{player} may not say “{verb}” now",
    "match-by-soloist": "the soloist cannot declare match against himself",
    "match-against-turn-up": "match may not be declared against a soloist who took the turned card",
    "match-in-preferred-suit": "match must be played in a suit other than the preferred one",
    "recontra-without-contra": "recontra may be said only after a contra",
    "recontra-by-a-party": "recontra is for a third player, neither the soloist nor the one who said contra",
}
ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
            9: "ninth", 10: "tenth"}


class UnknownReason(KeyError):
    """A refusal whose reason has no wording here (every code of the engine must have one)."""


def _expected(verbs) -> str:
    quoted = [f"“{esc(v)}”" for v in verbs]
    return " or ".join(quoted) if len(quoted) < 3 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def _fields(v, player: str, details: dict) -> dict:
    out = {"player": esc(player)}
    for key, value in details.items():
        if key == "card":
            out[key] = esc(card_label(value, v.suits))
        elif key == "suit":
            out[key] = v.suit(value)
        elif key in ("best", "contract"):
            out[key] = v.contract(value)
        elif key == "trick":
            out[key] = ORDINALS.get(value, f"trick {value}")
        elif key == "expected":
            out[key] = _expected(value)
        else:
            out[key] = esc(value)
    return out


def reason_text(v, player: str, reason: str | None, details: dict) -> str:
    """Why the action was refused, in plain words (escaped); ``UnknownReason`` if the code has none."""
    if reason not in REASONS:
        raise UnknownReason(f"no plain wording for the refusal reason {reason!r} (generator/site/refusals.py)")
    entry = REASONS[reason]
    if isinstance(entry, tuple):
        key, cases = entry
        entry = cases[details.get(key)]
    return entry.format_map(_fields(v, player, details))


def short_citation(v, rule_id: str | None) -> str:
    """The refusing rule's source in short form (author and year), linked to the rule's row."""
    if not rule_id or "#" not in rule_id:
        return ""
    ruleset, param = rule_id.split("#", 1)
    ds = v.ctx.ds
    rule = ds.effective_rules(ruleset).get(param) if ruleset in ds.rulesets else None
    if rule is None or not rule.cite:
        return v.rule_link(rule_id)
    label = ds.source_label(rule.cite[0].source)
    href = v.rule_href(rule_id)
    title = v.rule_title(rule_id)
    return f'<a class="ex-cite" href="{attr(href)}" title="{attr(title)}">{esc(label)}</a>'


def refusal_html(v, player: str, text: str, refusal) -> str:
    """The head of a refused step: who may not do what, why, and the rule's short citation."""
    why = reason_text(v, player, refusal.reason, refusal.details)
    cite = short_citation(v, refusal.rule_id)
    return (f"<strong>{esc(player)}</strong> may not {refused(v, text)}: "
            f'<span class="ex-why">{why}</span>' + (f" — {cite}" if cite else ""))


def engine_detail(message: str) -> str:
    """The engine's own message, collapsed, for editors."""
    return (f'<details class="ex-engine for-editors"><summary>The engine’s message (for editors)</summary>'
            f"<code>{esc(message)}</code></details>")
