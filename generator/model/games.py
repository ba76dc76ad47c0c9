"""Games (``gamedata/<game>/game.yaml``): identity facts and a summary in our own words."""
from __future__ import annotations

from typing import Literal, Optional

from generator.model.base import Cites, Id, Record, Text

IdentityProperty = Literal["type", "family", "players", "cards", "deck", "origin", "direction",
                           "features", "rank", "related", "hand-size", "contracts", "subtitle"]


class IdentityFact(Record):
    """One infobox fact about a game, with its citation."""

    property: IdentityProperty
    value: Text
    cite: Cites
    note: Optional[Text] = None


class Game(Record):
    """A game: the three seed games in full, related games as short records."""

    id: Id
    name: Text
    scope: Literal["full", "related"]
    summary: Text
    identity: list[IdentityFact] = []
    note: Optional[Text] = None
    #: The game whose rules engine module plays this game's rulesets, when it is not the
    #: game's own id (a copy or a regional form played by the same module).
    engine: Optional[Id] = None
    #: The ruleset a new player is pointed to first (the game page links its "How to play"
    #: page): an editorial choice, the most fully described ruleset of the game.
    default_ruleset: Optional[Id] = None
