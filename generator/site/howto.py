"""The "How to play" pages' pieces: each rule of a ruleset as a plain sentence, marked where the
statement is ours, with a footnote to its rule row; and the links the ruleset and game pages make
to these pages.

The sentence of a rule is the ``howto`` of its parameter (``generator/model/vocabulary.yaml``);
everything else the pages say in our own words is in ``generator/model/guide.yaml``. A rule is
marked as ours in the text when its certainty is editorial or inferred, when it reaches the
ruleset by an editorial inheritance, when its source is our attribution (the first citation is
inferred) or when a citation records a reading of ours; a point the source leaves open is said to
be open, in a sentence of its own.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from generator.model import phrasing
from generator.model.guide import load_guide
from generator.model.vocabulary import NO_SUCH_RULE, load_vocabulary
from generator.site import links, marks
from generator.site.evidence import route_short
from generator.site.text import esc
from generator.site.values import WORDS

#: Certainties of a rule with no value: the point is open.
OPEN = ("not-stated", "not-seen")


@dataclass
class Footnotes:
    """The footnotes of one page, numbered in the order the sentences cite them."""

    notes: list[str] = field(default_factory=list)

    def add(self, text: str) -> str:
        """A reference to a new footnote (``[^n]``)."""
        self.notes.append(text)
        return f"[^{len(self.notes)}]"

    def lines(self) -> list[str]:
        """The footnotes' definitions, for the end of the page."""
        return [f"[^{i}]: {text}" for i, text in enumerate(self.notes, 1)] + ([""] if self.notes else [])


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _is_optional(value) -> bool:
    return isinstance(value, dict) and value.get("optional") is True


class RuleSentences:
    """The sentences of one ruleset's rules, for one page."""

    def __init__(self, ctx, ruleset_id: str, page: str, suits: str):
        self.ctx, self.ds, self.page, self.suits = ctx, ctx.ds, page, suits
        self.ruleset = self.ds.rulesets[ruleset_id]
        self.guide, self.vocab = load_guide(), load_vocabulary()
        self.notes = Footnotes()
        #: The parameters the ruleset has a rule of, for a sentence that depends on another rule
        #: (the miss is named only where one is dealt).
        self.present = frozenset(p for p, r in self.ds.effective_rules(ruleset_id).items()
                                 if r.certainty not in OPEN and r.value not in (None, NO_SUCH_RULE))


    def sentence(self, rule) -> str | None:
        """The rule as a paragraph (sentence, marks, footnote), or ``None`` when the page leaves it
        out: a rule the ruleset does not have (``none``) whose parameter has no sentence for it."""
        howto = self.vocab.parameters[rule.param].howto
        if rule.certainty in OPEN or rule.value is None:
            source = self.ds.source_label(rule.cite[0].source) if rule.cite else self.ds.source_label(self.ruleset.source)
            template = self.guide.open.get(rule.certainty, self.guide.open["not-stated"])
            text = _capital(esc(template.format(source=source, point=howto.open)))
            return f"{text}{self.notes.add(self.footnote(rule))}"
        spec = howto.none if rule.value == NO_SUCH_RULE else howto.say
        if spec is None:
            return None
        try:
            text = phrasing.render(spec, rule.value, WORDS, self.suits, rules=self.present)
        except phrasing.PhrasingError as exc:
            raise phrasing.PhrasingError(f"{rule.param}: the howto sentence does not fit {rule.value!r}: {exc}") from None
        marks = self.marks(rule)
        if marks:
            text += f' <span class="howto-ours">({esc("; ".join(marks))})</span>'
        return f"{text}{self.notes.add(self.footnote(rule))}"

    def marks(self, rule) -> list[str]:
        """What makes the statement ours, in the guide's words (empty when it is the source's own)."""
        m, out = self.guide.marks, []
        if rule.editorial_inheritance:
            owner = self.ds.rulesets[rule.owner]
            out.append(m["borrowed"].format(source=self.ds.source_label(owner.source)))
            origin = rule.origin_certainty
            if origin in ("editorial", "inferred"):
                out.append(m[origin])
        elif rule.certainty in ("editorial", "inferred"):
            out.append(m[rule.certainty])
        elif rule.cite and rule.cite[0].certainty == "inferred":
            out.append(m["attributed"].format(source=self.ds.source_label(rule.cite[0].source)))
        elif any(c.certainty in ("editorial", "inferred") for c in rule.cite):
            out.append(m["partly"])
        if _is_optional(rule.value):
            out.append(m["optional"])
        return out

    def footnote(self, rule) -> str:
        """Where the rule row is, and the source the rule comes from (the owner's, if inherited)."""
        param = self.vocab.parameters[rule.param]
        target = links.rel(self.page, links.ruleset(self.ruleset.game, self.ruleset.id), links.rule_anchor(rule.param))
        text = f"[{esc(self.guide.footnote['rule'].format(label=param.label))}]({target})"
        if rule.owner != self.ruleset.id:
            owner = self.ds.rulesets[rule.owner]
            text += f", {esc(self.guide.footnote['inherited'].format(ruleset=owner.title))}"
        if rule.cite:
            read = route_short(self.ctx, rule.cite[0])
            text += f": {marks.footnote(self.ds.reference(rule.cite[0]))}" + (f" ({read})" if read else "")
        if self.marks(rule) and rule.rule.note:
            text += f". {self.ctx.prose(rule.rule.note, self.page)}"
        return text


# ---------------------------------------------------------------- links from other pages


def has_page(ctx, ruleset_id: str) -> bool:
    """The ruleset has a "How to play" page (the engine can play it as recorded)."""
    return ruleset_id in ctx.playable


def link(ctx, ruleset_id: str, page: str, label: str | None = None) -> str:
    """A Markdown link to a ruleset's "How to play" page."""
    rs = ctx.ds.rulesets[ruleset_id]
    return f"[{esc(label or 'How to play: ' + rs.title)}]({links.rel(page, links.howto(rs.game, rs.id))})"


def play_link(ctx, ruleset_id: str, page: str, label: str = "Play these rules yourself, in the browser") -> str:
    """A Markdown link to a playable ruleset's play page."""
    rs = ctx.ds.rulesets[ruleset_id]
    return f"[{esc(label)}]({links.rel(page, links.play(rs.game, rs.id))})"


def ruleset_line(ctx, ruleset_id: str, page: str) -> list[str]:
    """The ruleset page's pointer to its "How to play" page (nothing when it has none)."""
    if not has_page(ctx, ruleset_id):
        return []
    return [f"**Learn to play:** {link(ctx, ruleset_id, page, 'How to play these rules, step by step')}  ",
            f"**Play:** {play_link(ctx, ruleset_id, page)}", ""]


def game_box(ctx, game_id: str, page: str) -> list[str]:
    """The game page's box pointing a new player to the default ruleset's "How to play" page, and
    to the other playable rulesets' pages."""
    game = ctx.ds.games[game_id]
    default = game.default_ruleset
    others = [r.id for r in ctx.ds.rulesets_of(game_id) if has_page(ctx, r.id) and r.id != default]
    if not (default and has_page(ctx, default)) and not others:
        return []
    out = ['!!! tip "Learn to play"', ""]
    if default and has_page(ctx, default):
        rs = ctx.ds.rulesets[default]
        out.append(f"    **{link(ctx, default, page, 'How to play ' + game.name)}** — after "
                   f"{esc(ctx.ds.source_label(rs.source))}, the fullest account (our choice); or "
                   f"{play_link(ctx, default, page, 'play it yourself')}.")
        out.append("")
    if others:
        out.append("    The other rulesets the engine can play: "
                   + ", ".join(link(ctx, r, page, ctx.ds.rulesets[r].title) for r in others) + ".")
        out.append("")
    return out
