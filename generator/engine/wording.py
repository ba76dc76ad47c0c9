"""Refusals and moves in plain words: the one table of how a page or the player says why the
engine refused an action, phrased from the structured refusal (reason code and details), never
from the engine's message; and the names of cards and suits in running text.

Plain data and the standard library only, so that the same wording serves the example pages
(``generator/site/refusals.py`` formats the fields as HTML) and the player in the browser (the
engine and this module run there under Pyodide, ``engine/table.py``).

``REASONS`` has one entry per code of ``refusals.REASONS``: a template, or ``(detail, {value:
template})`` when the wording depends on a detail. Template fields: ``{card}`` a card's name,
``{suit}`` a suit's name, ``{best}`` and ``{contract}`` a contract's name, ``{trick}`` an ordinal
("second"), ``{verb}`` an announcement, ``{expected}`` the verbs allowed now, ``{most}`` and
``{count}`` numbers, ``{player}`` the player's name.
"""
from __future__ import annotations

import string

from generator.engine.cards import CARD_CODE, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS

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


def rank_name(rank: str, suits: str = "french") -> str:
    """``J`` -> ``Jack``; German ``U`` -> ``Unter``; a number stays a number."""
    return RANK_NAMES[suits].get(rank, rank)


def suit_label(code: str, suits: str = "french") -> str:
    """``S`` -> ``Spades`` (French) or ``Bells`` (German); Acorns and Leaves are German anyway."""
    system = "german" if suits == "german" or code in ("E", "G") else "french"
    return SUIT_NAMES[system].get(code, code)


def card_label(code: str, suits: str = "french") -> str:
    """``JS`` -> ``J♠``; German ``UE`` -> ``Unter of Acorns`` (a code that is no card stays as it is)."""
    m = CARD_CODE.match(code)
    if not m:
        return code
    rank, suit = m.groups()
    if suits == "german" or suit in "EG":
        return f"{rank_name(rank, 'german')} of {SUIT_NAMES['german'][suit]}"
    return f"{rank}{SUIT_SYMBOLS[suit]}"


def card_name(code: str, suits: str = "french") -> str:
    """``JS`` -> ``Jack of Spades``; with German suits ``UE`` -> ``Unter of Acorns`` (what a card
    picture says as its text alternative, and a card button as its name)."""
    m = CARD_CODE.match(code)
    if not m:
        raise ValueError(f"not a card code: {code!r} (rank A K Q J O U 10-2 + suit S H D C E G)")
    rank, suit = m.groups()
    return f"{rank_name(rank, suits)} of {SUIT_NAMES[suits][suit]}"


def _same(text) -> str:
    return str(text)


def _quoted_or(verbs, esc=_same) -> str:
    quoted = [f"“{esc(v)}”" for v in verbs]
    return " or ".join(quoted) if len(quoted) < 3 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


class Namer:
    """How the fields of a refusal are named: plain text by default; a page passes its own
    ``esc`` (HTML escaping), ``contract`` (a contract id -> its name, marked up), ``cards``
    (card codes -> pictures) and ``quote`` (words said, in ``<q>``)."""

    def __init__(self, suits: str = "french", contracts: dict | None = None, esc=_same, contract=None,
                 cards=None, quote=None):
        self.suits, self.esc = suits, esc
        self.contracts = contracts or {}
        self._contract, self._cards, self._quote = contract, cards, quote

    def cards(self, codes) -> str:
        """Several cards (a page passes its own, as pictures)."""
        if self._cards is not None:
            return self._cards(codes)
        return " ".join(self.card(code) for code in codes)

    def quote(self, text: str) -> str:
        """Words said at the table (already in the namer's form)."""
        return self._quote(text) if self._quote is not None else f"“{text}”"

    def card(self, code) -> str:
        return self.esc(card_label(code, self.suits))

    def suit(self, code) -> str:
        return self.esc(suit_label(code, self.suits)) if code else "none"

    def contract(self, contract_id) -> str:
        if self._contract is not None:
            return self._contract(contract_id)
        return f"“{self.esc(self.contracts.get(contract_id, contract_id))}”"


def fields(namer: Namer, player: str, details: dict) -> dict:
    """The template fields of one refusal (``player`` already in the namer's form)."""
    out = {"player": player}
    for key, value in details.items():
        if key == "card":
            out[key] = namer.card(value)
        elif key == "suit":
            out[key] = namer.suit(value)
        elif key in ("best", "contract"):
            out[key] = namer.contract(value)
        elif key == "trick":
            out[key] = ORDINALS.get(value, f"trick {value}")
        elif key == "expected":
            out[key] = _quoted_or(value, namer.esc)
        else:
            out[key] = namer.esc(value)
    return out


def reason_text(namer: Namer, player: str, reason: str | None, details: dict) -> str:
    """Why the action was refused, in plain words; ``UnknownReason`` if the code has none."""
    if reason not in REASONS:
        raise UnknownReason(f"no plain wording for the refusal reason {reason!r} (generator/engine/wording.py)")
    entry = REASONS[reason]
    if isinstance(entry, tuple):
        key, cases = entry
        entry = cases[details.get(key)]
    return entry.format_map(fields(namer, player, details))


#: The phases of a hand in words (an example step's heading, the player's status line).
PHASE_LABELS = {"drop-out": "dropping out", "challenge": "the challenge", "exchange": "the exchange",
                "turn-up": "the turned card", "turn-up-choice": "the turned card", "bidding": "bidding",
                "announce": "announcements", "auction": "the auction", "call": "calling a card",
                "give": "giving a card back", "dopper": "the Dopper", "play": "trick play",
                "settled": "the settlement"}

#: A move with its arguments, in the imperative: a refusal says "may not <this>", a button of
#: the player names the move so. Fields: ``{cards}`` the cards, ``{suit}``, ``{contract}``, ``{verb}``
#: the verb quoted. A move without arguments (``pass``) is refused as "may not say “pass”".
MOVES = {
    "play": "play {cards}",
    "exchange": "exchange {cards}",
    "take-turn-up": "take the turned card for {cards}",
    "face-down": "lead {cards} face down",
    "solo": "say {verb} with {suit} as trumps",
    "match": "say {verb} with {suit} as trumps",
    "bid": "bid {contract}",
    "announce": "announce {contract}",
    "call": "call {cards}",
    "give": "give {cards}",
    "discard": "discard {cards}",
}

#: A move without arguments as the player's button names it (the verb as written if not here).
BARE = {
    "play": "play: stay in the deal",
    "challenge": "challenge: take on the dealer alone",
    "keep": "keep: exchange nothing",
    "take-turn-up": "take the turned card",
    "face-down": "lead face down",
    "solo": "solo with the preferred suit",
}


def _with_args(namer: Namer, verb: str, args: list[str]) -> str:
    """``MOVES[verb]`` with its fields, each named only if the template asks for it (the argument
    of a bid is a contract, not a card)."""
    fields = {"cards": lambda: namer.cards(args), "suit": lambda: namer.suit(args[0]),
              "contract": lambda: namer.contract(args[0]), "verb": lambda: namer.quote(namer.esc(verb))}
    template = MOVES[verb]
    used = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    return template.format(**{name: fields[name]() for name in used})


def refused_words(namer: Namer, text: str) -> str:
    """What a refused action would have done, after "may not": ``play JS`` -> ``play J♠``,
    ``pass`` -> ``say “pass”``."""
    verb, *args = str(text).split()
    if args and verb in MOVES:
        return _with_args(namer, verb, args)
    return f"say {namer.quote(namer.esc(text))}"


def move_words(namer: Namer, text: str) -> str:
    """A legal action as the player's button names it: ``play JS`` -> ``play J♠``;
    ``bid bettel`` -> ``bid “Bettel”``; ``keep`` -> ``keep: exchange nothing``."""
    verb, *args = str(text).split()
    if args and verb in MOVES:
        return _with_args(namer, verb, args)
    return namer.esc(BARE.get(verb, text))
