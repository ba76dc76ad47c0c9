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
    ``esc`` (HTML escaping) and its own ``contract`` (a contract id -> its name, marked up)."""

    def __init__(self, suits: str = "french", contracts: dict | None = None, esc=_same, contract=None):
        self.suits, self.esc = suits, esc
        self.contracts = contracts or {}
        self._contract = contract

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

#: A move as the player's button names it (and as a refusal says what may not be done):
#: ``(with arguments, without)``. Fields: ``{cards}`` card names, ``{suit}``, ``{contract}``.
MOVES = {
    "play": ("play {cards}", "play: stay in the deal"),
    "pass": ("pass", "pass"),
    "challenge": ("challenge", "challenge: take on the dealer alone"),
    "keep": ("keep", "keep: exchange nothing"),
    "exchange": ("exchange {cards}", "exchange"),
    "take-turn-up": ("take the turned card for {cards}", "take the turned card"),
    "face-down": ("lead {cards} face down", "lead face down"),
    "solo": ("solo with {suit} as trumps", "solo with the preferred suit"),
    "match": ("match with {suit} as trumps", "match"),
    "contra": ("contra", "contra"),
    "recontra": ("recontra", "recontra"),
    "bid": ("bid {contract}", "bid"),
    "announce": ("announce {contract}", "announce"),
    "call": ("call {cards}", "call"),
    "give": ("give {cards}", "give"),
    "discard": ("discard {cards}", "discard"),
}


def move_words(namer: Namer, text: str) -> str:
    """``play JS`` -> ``play J♠``; ``bid bettel`` -> ``bid “Bettel”`` (the verb as written if unknown)."""
    verb, *args = str(text).split()
    with_args, bare = MOVES.get(verb, ("{text}", "{text}"))
    if not args:
        return bare.format(text=namer.esc(text))
    cards = " ".join(namer.card(a) for a in args)
    return with_args.format(cards=cards, suit=namer.suit(args[0]), contract=namer.contract(args[0]),
                            text=namer.esc(text))
