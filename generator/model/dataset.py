"""The validated dataset with its indexes: records by id, inheritance resolved, reverse citations."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from generator.model import references
from generator.model.base import Citation
from generator.model.checks import all_records, iter_citations
from generator.model.conflicts import Conflict
from generator.model.events import Event
from generator.model.families import Family, Membership, member_games, memberships
from generator.model.games import Game
from generator.model.loader import RawDataset
from generator.model.lookups import GlossaryEntry, Language, Region
from generator.model.names import Name
from generator.model.relations import Relation
from generator.model.rulesets import VALUELESS, Rule, Ruleset
from generator.model.sources import Source
from generator.model.dates import parse_edtf
from generator.model.vocabulary import Vocabulary, load_vocabulary


@dataclass(frozen=True)
class EffectiveRule:
    """A rule as it applies in a ruleset: its own or inherited from an ancestor."""

    rule: Rule
    #: The ruleset whose file states the rule.
    owner: str
    #: The rule reaches this ruleset through an editorial inheritance (``inherits.basis:
    #: editorial``) somewhere between the ruleset and ``owner``: that it applies here is our choice.
    editorial_inheritance: bool = False

    @property
    def param(self) -> str:
        return self.rule.param

    @property
    def value(self):
        return self.rule.value

    @property
    def certainty(self) -> str:
        """The certainty as the rule applies here: ``editorial`` when it came by an editorial
        inheritance (unless the owner records no value: not-stated and not-seen stay so)."""
        if self.editorial_inheritance and self.rule.certainty not in VALUELESS:
            return "editorial"
        return self.rule.certainty

    @property
    def origin_certainty(self) -> str:
        """The certainty in the owner's own file."""
        return self.rule.certainty

    @property
    def alternatives(self):
        return self.rule.alternatives

    @property
    def cite(self) -> list[Citation]:
        return self.rule.cite

    @property
    def rule_id(self) -> str:
        return f"{self.owner}#{self.rule.param}"


@dataclass
class Dataset:
    """Everything loaded and checked. Build it with ``generator.model.load_dataset``."""

    root: Path
    sources: dict[str, Source]
    games: dict[str, Game]
    names: dict[str, Name]
    events: dict[str, Event]
    relations: dict[str, Relation]
    conflicts: dict[str, Conflict]
    rulesets: dict[str, Ruleset]
    languages: dict[str, Language]
    regions: dict[str, Region]
    glossary: dict[str, GlossaryEntry]
    #: The families of games (``gamedata/families.yaml``), in file order.
    families: dict[str, Family] = field(default_factory=dict)
    #: Game folder of each per-game record id, by kind ("names", "events", ...).
    game_of: dict[tuple[str, str], str] = field(default_factory=dict)

    @classmethod
    def from_raw(cls, raw: RawDataset) -> "Dataset":
        def by_id(records, key="id"):
            return {getattr(r, key): r for r in records}

        ds = cls(raw.root, by_id(raw.sources), by_id(raw.games), by_id(raw.names), by_id(raw.events),
                 by_id(raw.relations), by_id(raw.conflicts), by_id(raw.rulesets),
                 by_id(raw.languages, "code"), by_id(raw.regions), by_id(raw.glossary), by_id(raw.families))
        for kind in ("names", "events", "relations", "conflicts", "rulesets"):
            for record in getattr(raw, kind):
                ds.game_of[(kind, record.id)] = raw.folder_of[id(record)]
        return ds

    @property
    def vocabulary(self) -> Vocabulary:
        """The parameter vocabulary the rulesets use (``vocabulary.yaml``)."""
        return load_vocabulary()

    # ------------------------------------------------------------ per game
    def records_of(self, kind: str, game: str) -> list:
        """Records of one kind stored in a game's folder, in file order."""
        return [getattr(self, kind)[rid] for rid in self._index()["folder"].get((kind, game), [])]

    def rulesets_of(self, game: str) -> list[Ruleset]:
        """A game's rulesets by date."""
        mine = [self.rulesets[rid] for rid in self._index()["rulesets"].get(game, [])]
        return sorted(mine, key=lambda r: (parse_edtf(r.date).sort_key, r.id))

    def relations_of(self, game: str) -> list[Relation]:
        """Relations with the game as subject or object."""
        return [self.relations[rid] for rid in self._index()["relations"].get(game, [])]

    def _index(self) -> dict:
        """Record ids grouped by game, built once (pages ask per game: a scan each time grows with the square).

        Ids, not records, so that a record replaced under its id is found as it is now; rebuilt
        when the number of records changes.
        """
        size = (len(self.game_of), len(self.rulesets), len(self.relations))
        if getattr(self, "_grouped", (None, None))[0] != size:
            folder: dict = {}
            for (kind, rid), game in self.game_of.items():
                folder.setdefault((kind, game), []).append(rid)
            rulesets: dict = {}
            for r in self.rulesets.values():
                rulesets.setdefault(r.game, []).append(r.id)
            relations: dict = {}
            for r in self.relations.values():
                for game in dict.fromkeys((r.subject, r.object)):
                    relations.setdefault(game, []).append(r.id)
            self._grouped = (size, {"folder": folder, "rulesets": rulesets, "relations": relations})
        return self._grouped[1]

    # ------------------------------------------------------------ families
    def memberships(self, family_id: str) -> list[Membership]:
        """Each record that puts a game in the family (``families.memberships``)."""
        return memberships(self.families[family_id], self.games, self.relations)

    def family_games(self, family_id: str) -> list[str]:
        """The family's games, each once, by name."""
        return member_games(self.families[family_id], self.games, self.relations)

    def families_of(self, game_id: str) -> list[Family]:
        """The families a game belongs to, in file order."""
        return [f for f in self.families.values() if game_id in self.family_games(f.id)]

    # ------------------------------------------------------------ rulesets
    def lineage(self, ruleset_id: str) -> list[Ruleset]:
        """The ruleset and its ancestors, nearest first."""
        chain, current = [], self.rulesets[ruleset_id]
        while current is not None:
            chain.append(current)
            current = self.rulesets.get(current.inherits.ruleset) if current.inherits else None
        return chain

    def effective_rules(self, ruleset_id: str) -> dict[str, EffectiveRule]:
        """Every parameter of a ruleset, inheritance resolved (own rules win)."""
        rules: dict[str, EffectiveRule] = {}
        editorial = False  # an editorial link lies between ``ruleset_id`` and the ruleset being read
        for ruleset in self.lineage(ruleset_id):
            for rule in ruleset.rules:
                rules.setdefault(rule.param, EffectiveRule(rule, ruleset.id, editorial))
            editorial = editorial or bool(ruleset.inherits and ruleset.inherits.basis == "editorial")
        return rules

    # ------------------------------------------------------------ citations
    def source_label(self, source_id: str) -> str:
        """A source's short label: ``Hammer 1811``, ``von Alvensleben 1853`` (``references.source_label``)."""
        return references.source_label(self.sources[source_id])

    def reference(self, cite: Citation | str) -> references.Reference:
        """The short form of a citation record, or of a source as a whole (given its id)."""
        if isinstance(cite, str):
            return references.Reference(cite, self.source_label(cite))
        return references.reference(self.sources, cite)

    def citing(self) -> dict[str, list[tuple[object, str, Citation]]]:
        """Reverse index: source id -> (record, field path, citation) for every citation of it."""
        index: dict[str, list] = defaultdict(list)
        for record in self._all():
            for path, cite in iter_citations(record):
                index[cite.source].append((record, path, cite))
                if cite.cited_in:
                    index[cite.cited_in].append((record, path, cite))
        return index

    def records(self):
        """Every record of the dataset (sources, games, names, … glossary, languages)."""
        return self._all()

    def _all(self):
        raw = RawDataset(self.root)
        for kind in ("sources", "games", "names", "events", "relations", "conflicts", "rulesets", "regions", "glossary",
                     "families"):
            getattr(raw, kind).extend(getattr(self, kind).values())
        raw.languages.extend(self.languages.values())
        return all_records(raw)
