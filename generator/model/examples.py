"""The records of an example (``gamedata/<game>/examples/<id>.yaml``, or an item of a file that lists several).

They are data files like the others, so their records live in the data model: like every record
they forbid unknown fields and remember the line of every field, so that every problem names
file, line and field. ``generator.examples`` checks them against the dataset and runs them
against the engine. The meaning of each field is documented in ``docs/data/format.md``
(section "Examples").
"""
from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Optional

from pydantic import AfterValidator, BeforeValidator, Field, model_validator

from generator.model.base import Cites, Id, Record, Text
from generator.model.numbers import Amount

def _cards_text(value):
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    if value is None:
        return ""
    return str(value)


#: Cards in the notation of the ruleset's pack, separated by spaces (``"JD AH 10H"``); a YAML
#: list of codes is accepted too.
Cards = Annotated[str, BeforeValidator(_cards_text)]


#: The ledger's name for the pot (``from: pot``): no player may bear it.
POT_NAME = "pot"


def _player_names(value):
    """Names that a reader (and the ledger) can tell apart: not twice, not the same once
    Unicode-normalised and case-folded ("Ben" and "ben", "Bête" composed and decomposed), not
    the pot's name, not blank."""
    seen: dict[str, str] = {}
    for name in value:
        key = unicodedata.normalize("NFKC", name).casefold().strip()
        if not key:
            raise ValueError("a player's name is blank")
        if key == POT_NAME:
            raise ValueError(f"{name!r} is the ledger's name for the pot (`from: pot`); name the player otherwise")
        if key in seen:
            same = "named twice" if seen[key] == name else f"named twice: {seen[key]!r} and {name!r} differ only in case or Unicode form"
            raise ValueError(f"a player is {same}; give each player a name of their own")
        seen[key] = name
    return value


class Override(Record):
    """A reading the example plays that the ruleset does not record (a what-if)."""

    #: The value to play, shaped as the parameter vocabulary says.
    value: Any = None
    #: Play as if the ruleset had no record of this parameter.
    drop: bool = False
    #: Why this reading (shown on the page).
    note: Text

    @model_validator(mode="after")
    def _one(self):
        if self.drop and self.value is not None:
            raise ValueError("give either `value` or `drop: true`, not both")
        if not self.drop and self.value is None:
            raise ValueError("give the `value` to play (or `drop: true` to play without the rule)")
        return self


class SessionState(Record):
    """What the hand inherits from the hands before it at the same table."""

    #: The first deal of the session (several rulesets force it).
    first_deal: bool = True
    #: Chips carried over in the pot, before this hand's ante.
    pot: Amount = 0
    #: Bêtes paid in succession before this hand (an escalating bête rises with each).
    bete_streak: int = Field(0, ge=0)
    #: A bête lies in the pot.
    bete_in_pot: bool = False
    #: The previous deal was forced.
    last_forced: bool = False
    #: A flush was paid in the previous deal (Loo: the next deal may be a single).
    last_flush: bool = False
    #: Not the first deal, and (``false``) the first round is over: every player has dealt once
    #: (Loo's singles in the first round). Without it a later deal counts as the second.
    first_round: bool | None = None
    #: Players bound by an earlier choice (Kontraspiel: a dealer who once chose to play a turned
    #: Ace must play it again without being asked).
    bound: list[Text] = []


class DealIn(Record):
    """The deal in card notation. Cards not written are filled in deterministically."""

    #: Each player's cards (player name -> cards); a hand may list fewer cards than it holds.
    hands: dict[Text, Cards] = {}
    #: The card turned up after the deal.
    turned: Optional[Cards] = None
    #: The undealt cards, top (next to be drawn) first; may list only the top ones.
    talon: Cards = ""
    #: Cards laid aside in the deal (a Dopper), if the game has them.
    aside: Cards = ""
    #: Fill the cards not written from this seed (without it, in pack order).
    fill_seed: Optional[int] = None


class Expect(Record):
    """A checkpoint: facts about the hand at this point. Every field given is checked."""

    #: The player to act now.
    to_act: Optional[Text] = None
    #: Exactly the legal actions of the player to act (``{Ben: [play JD, play 9D]}``).
    legal: Optional[dict[Text, list[Text]]] = None
    #: Actions that must be among the legal ones (when the full list is long, e.g. exchanges).
    legal_includes: Optional[dict[Text, list[Text]]] = None
    #: The winner of the trick completed last.
    trick_winner: Optional[Text] = None
    #: The trump suit (a suit code of the pack: S H D C, or E G H S), or ``none``.
    trump: Optional[Text] = None
    #: The declarer or soloist.
    declarer: Optional[Text] = None
    #: The contract being played (its id in the ruleset's ``contracts``), in games with contracts.
    contract: Optional[Text] = None
    #: The phase the hand is in (``drop-out``, ``exchange``, ``turn-up``, ``play`` ...).
    phase: Optional[Text] = None
    #: Whether the deal is forced (nobody may drop out).
    forced: Optional[bool] = None
    #: The players still in the deal.
    active: Optional[list[Text]] = None
    #: The pot now.
    pot: Optional[Amount] = None
    #: Tricks taken so far (player -> count); players not named are not checked.
    tricks: Optional[dict[Text, int]] = None
    #: A player's hand now (order does not matter).
    hand: Optional[dict[Text, Cards]] = None
    #: Cards left in the talon.
    talon: Optional[int] = None

    @model_validator(mode="after")
    def _something(self):
        if not any(getattr(self, name) is not None for name in type(self).model_fields):
            raise ValueError("a checkpoint checks at least one thing (to_act, legal, trick_winner, trump, ...)")
        return self


class Step(Record):
    """One step: an action, an action that must be refused, or a checkpoint (``expect``)."""

    #: Who acts (a name from ``players``).
    player: Optional[Text] = None
    #: The action, in the engine's grammar (``play``, ``pass``, ``exchange 7H 8C``, ``play JS`` ...).
    action: Optional[Text] = None
    #: An action the rules forbid here; ``rule`` names the rule that forbids it.
    illegal: Optional[Text] = None
    #: ``<ruleset>#<param>`` of the rule that refuses ``illegal``.
    rule: Optional[Text] = None
    #: A checkpoint.
    expect: Optional[Expect] = None
    #: What the step shows, in our own words.
    note: Optional[Text] = None

    @model_validator(mode="after")
    def _kind(self):
        kinds = [k for k in ("action", "illegal", "expect") if getattr(self, k) is not None]
        if len(kinds) != 1:
            raise ValueError("a step has exactly one of `action`, `illegal` or `expect`"
                             + (f" (this one has {', '.join(kinds)})" if kinds else ""))
        if kinds[0] in ("action", "illegal") and self.player is None:
            raise ValueError(f"`{kinds[0]}` needs the `player` who acts")
        if kinds[0] == "expect" and self.player is not None:
            raise ValueError("a checkpoint has no `player` (name players inside `expect`)")
        if kinds[0] == "illegal" and self.rule is None:
            raise ValueError("an `illegal` step names the `rule` that forbids it (<ruleset>#<param>)")
        if kinds[0] != "illegal" and self.rule is not None:
            raise ValueError("`rule` belongs to an `illegal` step")
        return self

    @property
    def kind(self) -> str:
        return "action" if self.action is not None else "illegal" if self.illegal is not None else "expect"


class Payment(Record):
    """One ledger entry: who pays whom how much, and (optionally) the rule that requires it."""

    payer: Text = Field(alias="from")
    to: Text
    amount: Amount
    #: The rule (``<ruleset>#<param>`` or just the parameter) the payment is made under.
    rule: Optional[Text] = None


class Result(Record):
    """What the hand comes to. ``ledger`` and ``pot`` are always checked."""

    #: Tricks each player took (every player in the deal).
    tricks: Optional[dict[Text, int]] = None
    #: Players who are bête (took no trick, or as the game defines it).
    bete: Optional[list[Text]] = None
    #: Who declared, who won or lost: facts the game module reports (e.g. ``lanterlui: Ben``).
    outcome: Optional[dict[Text, Any]] = None
    #: Every payment of the hand, the ante included.
    ledger: list[Payment]
    #: The pot after the hand (carried to the next deal).
    pot: Amount


class Demonstrates(Record):
    """The rule records the example shows at work, and the source passage they come from."""

    rules: Annotated[list[Text], Field(min_length=1)]
    cite: Cites
    note: Optional[Text] = None


class Example(Record):
    """One runnable rule example."""

    id: Id
    title: Text
    #: What the example shows, in our own words.
    summary: Text
    ruleset: Id
    #: Readings the example plays instead of the record: an alternative's label, or
    #: ``{value: ..., note: ...}`` / ``{drop: true, note: ...}`` for a what-if.
    overrides: dict[Id, Any] = {}
    #: Optional rules (values with ``optional: true``) the table has agreed to play.
    agreements: list[Id] = []
    #: Names of the players, in seat order in the direction of play.
    players: Annotated[list[Text], Field(min_length=2), AfterValidator(_player_names)]
    dealer: Text
    session: SessionState = SessionState()
    deal: DealIn
    steps: list[Step] = []
    result: Result
    demonstrates: Demonstrates
    #: Id of the example with the same deal under another ruleset (or reading).
    pair: Optional[Id] = None
    #: How the paired deal differs, when it cannot be exactly the same (e.g. a smaller pack).
    pair_note: Optional[Text] = None
    #: A complete hand written for a new player (every step has a note).
    walkthrough: bool = False
    note: Optional[Text] = None
