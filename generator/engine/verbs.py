"""The verbs of the action grammar, each once, with everything that is said of it.

A verb is written once here: the argument it takes (``actions.parse_action`` reads the grammar
from it), what it means, and its words — how a refusal and the player's buttons name the move
(``move``, ``bare``; ``wording.py``, shared with the player in the browser) and how an example
page tells it (``told``, ``plain``; ``generator/site/action_words.py``). A game module declares
the verbs it uses by name (``protocol.Game.verbs``); a new verb is one entry here.

``told`` and ``plain`` map *cases* to templates; the first case that applies is used, in this
order: the phase the hand was in (``drop-out``, ``turn-up`` ...), ``lead`` (a card led to an
empty trick), ``drew`` (cards came into the hand), ``args`` (the action names cards, a suit or a
contract), and ``""`` (any). Their fields: ``{cards}`` the action's cards as pictures, ``{names}``
as names, ``{drawn}`` / ``{drawn_names}`` the cards drawn, ``{turned}`` the turned card,
``{first}`` the name of the first card, ``{back}`` a card face down, ``{suit}`` the suit named,
``{contract}`` the contract bid, ``{text}`` the action as written. ``move``'s fields:
``{cards}``, ``{suit}``, ``{contract}``, ``{verb}`` (the verb quoted).

A game may name the same move in words of its own: Euchre's players "order it up", "assist" and
"take it up" where Kontraspiel's say "solo". Such words are the verb's ``dialects``, under the
parameter whose rule makes the game's move what it is (``order-up``: the dealer takes the turned
card whoever accepts its suit), and replace the verb's own words wherever a rule of that
parameter is in force (``worded``). Their ``bare`` and ``told`` may also have a case for the
seat of the one who acts (``seat_role``): ``dealer``, or ``partner`` (the dealer's partner), tried
after ``args``.

Plain data and the standard library only: the engine and the player in the browser read it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

#: The kinds of argument a verb takes: cards (any number), a suit (0 or 1), a contract id
#: (exactly 1), or nothing.
ARGUMENT_KINDS = ("cards", "suit", "contract", "none")


@dataclass(frozen=True)
class Verb:
    """One verb of the grammar and its words."""

    name: str
    #: One of ``ARGUMENT_KINDS``.
    argument: str
    #: What it does, for the grammar's table (``engine/README.md``, ``python -m generator replay``).
    means: str
    #: The move with its arguments, in the imperative: a refusal says "may not <this>", a button
    #: of the player names the move so (``None``: said as the verb quoted, "say “pass”").
    move: str | None = None
    #: The move without arguments as the player's button names it (``None``: the verb as written).
    bare: str | None = None
    #: What a player does, on an example page (case -> template, see above).
    told: dict = field(default_factory=dict)
    #: The same in the side-by-side columns: card names, no pictures (without a case: ``told``
    #: with its markup taken out).
    plain: dict = field(default_factory=dict)
    #: A game's own words for the move: parameter -> {move, bare, told, plain} (see above).
    dialects: dict = field(default_factory=dict)

    def __post_init__(self):
        if self.argument not in ARGUMENT_KINDS:
            raise ValueError(f"verb {self.name!r}: argument {self.argument!r} is not one of {ARGUMENT_KINDS}")


VERBS: dict[str, Verb] = {verb.name: verb for verb in (
    Verb("play", "cards", "without a card: stay in the deal (dropping out); with card C: play C to the trick",
         move="play {cards}", bare="play: stay in the deal",
         told={"lead": "leads {cards}", "args": "plays {cards}", "": "says <q>play</q>: stays in the deal"},
         plain={"args": "plays {names}"}),
    Verb("pass", "none", "drop out of the deal; decline to challenge, to become soloist, to declare, to bid or "
         "to call a card",
         told={"challenge": "declines to take on the dealer", "drop-out": "passes: drops out of the deal",
               "lone-hand": "plays with his partner", "": "passes"}),
    Verb("challenge", "none", "a player who passed takes on the dealer after all passed",
         bare="challenge: take on the dealer alone", told={"": "takes on the dealer alone"}),
    Verb("take-miss", "none", "take the spare hand (the miss) instead of one's own, and play it",
         bare="take the miss",
         told={"": "takes the miss: lays his own cards aside unseen and plays the spare hand"}),
    Verb("exchange", "cards", "discard those cards and draw as many from the talon", move="exchange {cards}",
         told={"drew": "lays away {cards} and draws {drawn}", "": "lays away {cards}"},
         plain={"drew": "exchanges {names} for {drawn_names}", "": "exchanges {names}"}),
    Verb("keep", "none", "exchange nothing (or leave the turned card where it is)", bare="keep: exchange nothing",
         told={"turn-up": "leaves the turned card on the table", "": "exchanges nothing"}),
    Verb("take-turn-up", "cards", "take the turned card, discarding C (the dealer; Kontraspiel's contra player, "
         "swapping C for it)", move="take the turned card for {cards}", bare="take the turned card",
         told={"": "takes the turned card {turned} and lays away {cards}"},
         plain={"": "takes the turned card, laying away {names}"}),
    Verb("face-down", "cards", "lead C face down, calling \"Trump!\" (trick 1 only)", move="lead {cards} face down",
         bare="lead face down",
         told={"": "leads a card face down, calling <q>Trump!</q> {back} (it is the {first})"},
         plain={"args": "plays {names} face down"}),
    Verb("solo", "suit", "become soloist with the preferred (turned) suit, or naming trumps (Kontraspiel's second "
         "round); the dealer: play a turned Ace or Wenzel", move="say {verb} with {suit} as trumps",
         bare="solo with the preferred suit",
         told={"args": "becomes soloist with {suit} as trumps",
               "": "says <q>solo</q>: plays with the preferred suit as trumps"},
         # Euchre: accepting the turned suit is ordering it up, assisting (the dealer's partner)
         # or taking it up (the dealer); naming another suit, making the trump
         dialects={"order-up": {
             "move": "make {suit} trumps",
             "bare": {"dealer": "take it up: accept the turned suit as trumps",
                      "partner": "assist: accept the turned suit as trumps",
                      "": "order it up: accept the turned suit as trumps"},
             "told": {"args": "makes the trump: names {suit}",
                      "dealer": "takes it up: accepts the turned suit as trumps",
                      "partner": "assists: accepts the turned suit as trumps",
                      "": "orders it up: accepts the turned suit as trumps"},
             "plain": {"args": "makes {suit} trumps", "dealer": "takes it up", "partner": "assists",
                       "": "orders it up"}}}),
    Verb("match", "suit", "declare match (to take every trick), naming trumps", move="say {verb} with {suit} as trumps",
         told={"args": "declares match, to take every trick, with {suit} as trumps",
               "": "declares match, to take every trick"}),
    Verb("contra", "none", "double the soloist: stake the base value against him",
         told={"": "says <q>contra</q>, doubling the stake"}),
    Verb("recontra", "none", "a third player stakes the base value too, after a contra",
         told={"": "says <q>recontra</q>, doubling the stake"}),
    Verb("bid", "contract", "bid contract X in an auction (bid acorn-brand, bid bettel)", move="bid {contract}",
         told={"": "bids {contract}"}),
    Verb("announce", "contract", "the declarer fixes his contract, the one he won or a higher one",
         move="announce {contract}", told={"": "announces {contract}"}),
    Verb("call", "cards", "the declarer calls card C from another player (or the Dopper)", move="call {cards}",
         told={"": "calls {cards}"}),
    Verb("give", "cards", "the declarer gives C back for the called card", move="give {cards}",
         told={"": "gives {cards} for it"}),
    Verb("discard", "cards", "the declarer, holding the Dopper, lays these cards away", move="discard {cards}",
         told={"": "lays away {cards}"}),
    # Préférence's helpers
    Verb("go-along", "none", "play against the declarer as a helper, with a quota of tricks of one's own",
         bare="go along against the declarer", told={"": "goes along against the declarer"}),
    # Euchre's lone hand
    Verb("alone", "none", "the player who made trumps plays the hand alone, his partner laying his cards down",
         bare="play alone", told={"": "plays alone: his partner lays his cards face down"}),
    # Tippen: the dealer, his Stamm set, deals or pushes the deal on to the next player
    Verb("deal", "none", "the dealer deals the cards himself (Tippen: instead of pushing the deal on)",
         bare="deal the cards", told={"": "deals the cards himself"}),
    Verb("push", "none", "the dealer pushes the deal on to the next player, leaving his stake in the pot",
         bare="push the deal on", told={"": "pushes the deal on to the next player, leaving his stake in the pot"}),
)}


def worded(name: str, in_force=()) -> Verb:
    """The verb with the words of the game being played: its dialect for the first parameter of
    ``in_force`` (the parameters whose rules are in force) that has one, or its own words."""
    verb = VERBS[name]
    for param, words in verb.dialects.items():
        if param in in_force:
            return replace(verb, **words, dialects={})
    return verb


def seat_role(seat: int, dealer: int, side_of=None) -> str:
    """Who ``seat`` is, for a verb's words: ``dealer``, ``partner`` (on the dealer's side:
    ``side_of`` gives each seat's side, where there are partnerships) or ``""``."""
    if seat == dealer:
        return "dealer"
    if side_of is not None and seat is not None and side_of[seat] == side_of[dealer]:
        return "partner"
    return ""
