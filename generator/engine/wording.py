"""Refusals and moves in plain words: how a page or the player says why the engine refused an
action, phrased from the structured refusal (reason code and details), never from the engine's
message; and the names of cards and suits in running text.

The words themselves are written once, beside what they name: a reason's in
``refusals.REASONS``, a verb's in ``verbs.VERBS``; this module fills in their fields. Plain data
and the standard library only, so that the same wording serves the example pages
(``generator/site/refusals.py`` formats the fields as HTML) and the player in the browser (the
engine and this module run there under Pyodide, ``engine/table.py``).
"""
from __future__ import annotations

import string

from generator.engine.cards import CARD_CODE, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS
from generator.engine.refusals import REASONS as REFUSALS
from generator.engine.verbs import VERBS, worded

#: Reason code -> its words (a template, or ``(detail, {value: template})``): ``refusals.REASONS``.
REASONS = {code: reason.words for code, reason in REFUSALS.items()}
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
    (card codes -> pictures) and ``quote`` (words said, in ``<q>``); ``in_force``, the parameters
    whose rules are in force, picks a game's own words for a move (``verbs.worded``)."""

    def __init__(self, suits: str = "french", contracts: dict | None = None, esc=_same, contract=None,
                 cards=None, quote=None, in_force=frozenset()):
        self.suits, self.esc = suits, esc
        self.contracts = contracts or {}
        self._contract, self._cards, self._quote = contract, cards, quote
        self.in_force = frozenset(in_force)

    def verb(self, name: str):
        """The verb in the words of the game being played."""
        return worded(name, self.in_force)

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
        raise UnknownReason(f"no plain wording for the refusal reason {reason!r} (generator/engine/refusals.py)")
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
                "settled": "the settlement",
                # Préférence
                "go-along": "going along", "talon": "the talon",
                # Euchre
                "lone-hand": "playing alone",
                # Tippen: the dealer pushes the deal on or deals
                "deal-passing": "passing the deal on"}

#: Why a hand stopped before its last trick (``early-end``), after "The hand ended after trick 7 of 8: ".
ENDED_EARLY = "the result was certain, won or lost, and no later trick could change it"

# A move with its arguments, in the imperative: a refusal says "may not <this>", a button of the
# player names the move so (``verbs.Verb.move``). A move without arguments (``pass``) is refused
# as "may not say “pass”". A move without arguments as the player's button names it:
# ``verbs.Verb.bare`` (the verb as written if it has none).


def _move(namer: Namer, verb: str) -> str | None:
    return namer.verb(verb).move if verb in VERBS else None


def _with_args(namer: Namer, verb: str, args: list[str]) -> str:
    """The verb's ``move`` with its fields, each named only if the template asks for it (the
    argument of a bid is a contract, not a card)."""
    fields = {"cards": lambda: namer.cards(args), "suit": lambda: namer.suit(args[0]),
              "contract": lambda: namer.contract(args[0]), "verb": lambda: namer.quote(namer.esc(verb))}
    template = _move(namer, verb)
    used = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    return template.format(**{name: fields[name]() for name in used})


def refused_words(namer: Namer, text: str) -> str:
    """What a refused action would have done, after "may not": ``play JS`` -> ``play J♠``,
    ``pass`` -> ``say “pass”``."""
    verb, *args = str(text).split()
    if args and _move(namer, verb):
        return _with_args(namer, verb, args)
    return f"say {namer.quote(namer.esc(text))}"


def move_words(namer: Namer, text: str, role: str = "") -> str:
    """A legal action as the player's button names it: ``play JS`` -> ``play J♠``;
    ``bid bettel`` -> ``bid “Bettel”``; ``keep`` -> ``keep: exchange nothing``. ``role``: who
    acts (``verbs.seat_role``), for a game whose words for a move depend on it."""
    verb, *args = str(text).split()
    if args and _move(namer, verb):
        return _with_args(namer, verb, args)
    bare = namer.verb(verb).bare if verb in VERBS else None
    if isinstance(bare, dict):
        bare = bare.get(role, bare.get(""))
    return namer.esc(bare or text)
