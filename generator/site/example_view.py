"""The view of one runnable example on one page: its cards as pictures, its players, rules and
contracts in words, and the small pieces (amounts, payments, tricks) the example page, the
transcript and the side-by-side columns are made of."""
from __future__ import annotations

from fractions import Fraction

from generator.engine import scoresheet
from generator.engine.verbs import seat_role
from generator.engine.wording import move_words
from generator.site import links, refusals
from generator.site.cardnames import card_name, suit_label
from generator.site.cards import card_img
from generator.site.text import attr, esc


def amount(value) -> str:
    """``5``; ``7/5`` as ``1 2/5``."""
    if isinstance(value, Fraction) and value.denominator != 1:
        whole, rest = divmod(value.numerator, value.denominator)
        return f"{whole} {rest}/{value.denominator}" if whole else f"{rest}/{value.denominator}"
    return str(value)


def signed(value) -> str:
    """A player's result with its sign (``+5``, ``−2 1/5``, ``0``)."""
    text = amount(abs(value)) if isinstance(value, Fraction) else str(abs(value))
    return f"+{text}" if value > 0 else (f"−{text}" if value < 0 else "0")


class ExampleView:
    """Rendering helpers bound to one example and page."""

    def __init__(self, ctx, run, page: str):
        self.ctx, self.run, self.page = ctx, run, page
        self.loaded, self.tr = run.loaded, run.transcript
        self.suits = self.loaded.suits
        self.names = self.loaded.names
        self.filled = self.loaded.deal.filled
        self.vocab = ctx.ds.vocabulary

    @property
    def has_pot(self) -> bool:
        """Whether the game keeps a pot (a game settled among the players, or in points, shows none)."""
        return scoresheet.kept(self.loaded.params) == scoresheet.POT

    def card(self, code: str, note: str | None = None, cls: str = "") -> str:
        return card_img(code, self.suits, self.page, note, cls)

    def cards(self, codes, chosen=(), note_filled: bool = False) -> str:
        out = []
        for code in codes:
            classes = []
            if code in chosen:
                classes.append("ex-chosen")
            note = None
            if note_filled and code in self.filled:
                classes.append("ex-filled")
                note = "filled in by the loader"
            out.append(self.card(code, note, " ".join(classes)))
        return '<span class="ex-cards">' + "".join(out) + "</span>"

    def label(self, code: str) -> str:
        return esc(card_name(code, self.suits))

    def who(self, seat) -> str:
        return "the pot" if seat == "pot" else esc(self.names[seat])

    def role(self, seat: int, declarer=None) -> str:
        n, dealer = len(self.names), self.loaded.dealer
        roles = []
        if seat == dealer:
            roles.append("dealer")
        if seat == (dealer + 1) % n:
            first = self.loaded.params.get("first-lead") if self.loaded.params.in_force("first-lead") else None
            roles.append("eldest hand" if first == "eldest" else "forehand")
        if declarer is not None and seat == declarer:
            roles.append(self.declarer_word())
        return ", ".join(roles)

    def declarer_word(self) -> str:
        """What the game calls the player who plays alone, or who made trumps for his side
        (Euchre's maker: the turned card goes to the dealer whoever accepts its suit)."""
        if self.loaded.params.in_force("order-up"):
            return "maker"
        return "soloist" if self.loaded.params.in_force("soloist-rounds") else "declarer"

    def rule_link(self, rule_id: str, html: bool = True, short: bool = False) -> str:
        if not rule_id or "#" not in rule_id:
            return esc(rule_id or "")
        ruleset, param = rule_id.split("#", 1)
        rs = self.ctx.ds.rulesets.get(ruleset)
        label = self.vocab.parameters[param].label if param in self.vocab.parameters else param
        if rs is None:
            return esc(rule_id)
        target = links.ruleset(rs.game, ruleset)
        # another ruleset's rule is named by the source it rests on, never by its id
        text = label if short and ruleset == self.loaded.example.ruleset else f"{label} ({self.ctx.ds.reference(rs.source).label})"
        anchor = links.rule_anchor(param)
        if html:
            return f'<a href="{attr(links.url(self.page, target, anchor))}">{esc(text)}</a>'
        return f"[{esc(text)}]({links.rel(self.page, target, anchor)})"

    def suit(self, code) -> str:
        return esc(suit_label(code, self.suits)) if code else "none"

    def contract_name(self, contract_id: str) -> str | None:
        """The name of a contract of the ruleset, ``None`` if it has none of that id."""
        params = self.loaded.params
        for c in (params.get("contracts") or []) if params.in_force("contracts") else []:
            if isinstance(c, dict) and c.get("id") == contract_id:
                return c.get("name") or contract_id
        return None

    def contract(self, contract_id: str) -> str:
        return f"<q>{esc(self.contract_name(contract_id) or contract_id)}</q>"

    def legal_html(self, actions, player: str | None = None) -> str:
        """The actions a checkpoint lists, in the words of the player's buttons (cards as
        pictures; ``player``: whose they are, for a game whose words depend on the seat)."""
        plays = [a.split()[1] for a in actions if a.startswith("play ") and len(a.split()) == 2]
        others = [a for a in actions if not (a.startswith("play ") and len(a.split()) == 2)]
        out = []
        if plays:
            out.append(self.cards(plays))
        if others:
            seat = self.names.index(player) if player in self.names else None
            role = seat_role(seat, self.loaded.dealer, getattr(self.loaded.rules, "side_of", None)) if seat is not None else ""
            out.append(", ".join(move_words(refusals.namer(self), a, role) for a in others))
        return " ".join(out) or "nothing"


def payment_text(v: ExampleView, p) -> str:
    """One payment in words."""
    amount_text = esc(amount(p.amount))
    if p.payee == "pot":
        return f"{v.who(p.payer)} pays {amount_text} into the pot ({esc(p.reason)})"
    if p.payer == "pot":
        return f"The pot pays {v.who(p.payee)} {amount_text} ({esc(p.reason)})"
    return f"{v.who(p.payer)} pays {v.who(p.payee)} {amount_text} ({esc(p.reason)})"


def trick_cards(v: ExampleView, played) -> str:
    """The cards of a trick, each under its player's name."""
    parts = []
    for seat, code, face_down in played:
        card = v.card(code, "led face down" if face_down else None)
        parts.append(f'<span class="ex-played"><small>{esc(v.names[seat])}</small>{card}</span>')
    return "".join(parts)
