"""Families of games (``gamedata/families.yaml``): a name, a description in our own words, and
how a game comes to be a member — never a list of games typed out.

A member comes from a record that says so: a game whose identity names the family (its
``family`` fact, in the words given by ``identity``: "Rams group"), or the two games of a
relation a source claims (``relation``: "Kontraspiel is derived from La Bête"). A membership
that no record states but that we work out is a ``game`` with a ``note`` saying why: the page
marks it as ours. So each membership is cited by the record it comes from, and a game added to
the data with "Rams group" in its identity joins the family without an edit here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pydantic import Field, model_validator

from generator.model.base import Id, Record, Text
from generator.model.games import Game, IdentityFact
from generator.model.problems import Report
from generator.model.relations import Relation


class Member(Record):
    """One way into a family: exactly one of ``identity``, ``relation`` or ``game`` (with ``note``)."""

    #: Words of a game's ``family`` identity fact that name the family (matched without regard to case).
    identity: Optional[Text] = None
    #: A relation whose two games belong to the family.
    relation: Optional[Id] = None
    #: A game that no record puts in the family, counted by our reading (``note`` says why).
    game: Optional[Id] = None
    note: Optional[Text] = None

    @model_validator(mode="after")
    def _one_way(self):
        given = [k for k in ("identity", "relation", "game") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError("a member is exactly one of 'identity' (words of a game's family fact), "
                             f"'relation' (a relation id) or 'game' (with a 'note'); this one has {', '.join(given) or 'none'}")
        if self.game is not None and self.note is None:
            raise ValueError("a member by 'game' is our reading: give the 'note' saying why the game belongs here")
        return self


class Family(Record):
    """A family or line of games the sources name."""

    id: Id
    name: Text
    #: Our own description, in English, of what the members share (facts from the records).
    description: Text
    members: list[Member] = Field(min_length=1)


@dataclass(frozen=True)
class Membership:
    """That a game is a member, and the record that says so: an identity fact of the game, a
    relation, or our own reading (``Member`` with a game and a note)."""

    game: str
    record: IdentityFact | Relation | Member
    #: The family's entry that made the membership.
    member: Member

    @property
    def ours(self) -> bool:
        return isinstance(self.record, Member)


def family_facts(game: Game) -> list[IdentityFact]:
    return [f for f in game.identity if f.property == "family"]


def memberships(family: Family, games: dict[str, Game], relations: dict[str, Relation]) -> list[Membership]:
    """Every membership the family's entries give, in entry order (a game may have several: each
    record that puts it in the family is one). Unknown relations and games are left out (the
    check reports them)."""
    out: list[Membership] = []
    for member in family.members:
        if member.identity is not None:
            words = member.identity.casefold()
            out += [Membership(g.id, fact, member) for g in games.values() for fact in family_facts(g)
                    if words in fact.value.casefold()]
        elif member.relation in relations:
            relation = relations[member.relation]
            out += [Membership(g, relation, member) for g in dict.fromkeys((relation.subject, relation.object))]
        elif member.game in games:
            out.append(Membership(member.game, member, member))
    return out


def member_games(family: Family, games: dict[str, Game], relations: dict[str, Relation]) -> list[str]:
    """The family's games, each once, by name."""
    found = dict.fromkeys(m.game for m in memberships(family, games, relations))
    return sorted(found, key=lambda g: (games[g].name.casefold(), g))


def check_families(raw, report: Report) -> None:
    """Each family's members resolve: a relation and a game that exist, identity words that some
    game's family fact uses; a game we add is not one a record already puts in the family."""
    games = {g.id: g for g in raw.games}
    relations = {r.id: r for r in raw.relations}
    named = sorted({f.value for g in raw.games for f in family_facts(g)})
    for family in raw.families:
        stated = {m.game for m in memberships(family, games, relations) if not m.ours}
        for index, member in enumerate(family.members):
            field, line = f"members[{index}]", member.where.line
            if member.identity is not None and not any(member.identity.casefold() in v.casefold() for v in named):
                report.add(family.where.path, member.line_of("identity"), f"{field}.identity",
                           f"unknown family {member.identity!r}: no game's identity names it; the families the games "
                           f"name are {'; '.join(repr(v) for v in named) or 'none'}")
            if member.relation is not None and member.relation not in relations and "relations" not in raw.unreadable \
                    and member.relation not in raw.invalid_ids.get("relations", set()):
                report.add(family.where.path, member.line_of("relation"), f"{field}.relation",
                           f"unknown relation id {member.relation!r} (an id in a gamedata/<game>/relations.yaml)")
            if member.game is not None and member.game not in games and "games" not in raw.unreadable \
                    and member.game not in raw.invalid_ids.get("games", set()):
                report.add(family.where.path, member.line_of("game"), f"{field}.game",
                           f"unknown game id {member.game!r} (a folder of gamedata/)")
            elif member.game in stated:
                report.add(family.where.path, line, f"{field}.game",
                           f"{member.game!r} is a member by a record already; remove this entry (a membership is given once)")
