"""The tables of the CLDF StructureDataset, one row per record.

CLDF's components: the rulesets are the "languages" (``rulesets.csv``, LanguageTable), the
parameters of the vocabulary the "parameters" (``parameters.csv``, ParameterTable) and the rules
the "values" (``rules.csv``, ValueTable). Everything else is a custom table: sources, games,
infobox facts, names, events, relations, conflicts and their sides, language codes, regions and
the glossary. ``Source`` columns hold ``source-id[pages]`` references into ``sources.bib``;
``*_ID`` and ``*_IDs`` columns are foreign keys, declared in the metadata.
"""
from __future__ import annotations

from typing import get_args

from generator.cite.bibtex import entry_type
from generator.cite.csl import csl_type, source_item, year_of
from generator.export.columns import ID, NOTE, Table, cited, col, game_of, ids, json_text, source
from generator.export.references import SEP, cite_refs
from generator.model import Dataset
from generator.model.rulesets import RuleCertainty
from generator.model.vocabulary import NO_SUCH_RULE, load_vocabulary


def _people(people) -> str:
    return " and ".join(p.literal or ", ".join(x for x in (" ".join(y for y in (p.particle, p.family) if y), p.given) if x)
                        for p in people)


def _per_game(kind):
    return lambda ds: list(getattr(ds, kind).values())


def _rules(ds: Dataset) -> list:
    """Every rule as it applies in each ruleset: its own and those it inherits, as the site shows them."""
    return [(rs, rule) for rs in ds.rulesets.values() for rule in ds.effective_rules(rs.id).values()]


def _identity(ds: Dataset) -> list:
    return [(g, i, fact) for g in ds.games.values() for i, fact in enumerate(g.identity, 1)]


def _sides(ds: Dataset) -> list:
    return [(c, i, side) for c in ds.conflicts.values() for i, side in enumerate(c.sides, 1)]


def _parameters(ds: Dataset) -> list:
    return load_vocabulary().ordered()


def value_datatype(param: str) -> str:
    """``string`` for a parameter whose values are words (an enumeration), else ``json``."""
    schema = load_vocabulary().parameters[param].schema
    words = schema.get("type") == "string" or ("enum" in schema and all(isinstance(v, str) for v in schema["enum"]))
    return "string" if words else "json"


def value_text(param: str, value) -> str:
    """A rule's value as its parameter's ColumnSpec reads it: a word as it is, anything else as JSON."""
    if value is None:
        return ""
    return value if value_datatype(param) == "string" else json_text(value)


def _value_schema(param) -> dict:
    vocab = load_vocabulary()
    return vocab.full_schema(param.id) if "$ref" in json_text(param.schema) else param.schema


def rule_id(ruleset_id: str, param: str) -> str:
    """The rule's ID in rules.csv; ids are kebab-case, so ``_`` keeps the two parts apart."""
    return f"{ruleset_id}_{param}"


SOURCES = Table("sources.csv", "bibliographic sources (BibTeX-like columns; the full records are in sources.bib and sources.csl.json)", (
    ID, col("BibTeX_Type", lambda s, ds: entry_type(source_item(s)), "BibTeX entry type"),
    col("CSL_Type", lambda s, ds: csl_type(s), "CSL item type"),
    col("Class", lambda s, ds: s.class_, "kind of evidence: primary-text, dictionary, ordinance, secondary, encyclopedia"),
    col("Author", lambda s, ds: _people(s.author), "authors, BibTeX style (family, given and …)"),
    col("Editor", lambda s, ds: _people(s.editor), "editors, BibTeX style"),
    col("Title", lambda s, ds: s.title, "title in the original language and spelling", term="name"),
    col("Title_English", lambda s, ds: s.title_english or "", "our English gloss of the title"),
    col("Container_Title", lambda s, ds: s.container_title or "", "book, journal or compilation containing the item"),
    col("Series", lambda s, ds: s.collection_title or "", "series"),
    col("Edition", lambda s, ds: s.edition or "", "edition as printed"),
    col("Volume", lambda s, ds: s.volume or "", "volume"), col("Number", lambda s, ds: s.issue or "", "issue"),
    col("Pages", lambda s, ds: s.pages or "", "pages the item occupies in its container"),
    col("Publisher", lambda s, ds: s.publisher or "", "publisher"), col("Address", lambda s, ds: s.place or "", "place of publication"),
    col("Year", lambda s, ds: year_of(source_item(s)) or "", "year of publication"),
    col("Issued", lambda s, ds: s.issued or "", "date of publication (EDTF)"),
    col("Original_Date", lambda s, ds: s.original_date or "", "date of the text when the publication is later (EDTF)"),
    col("ISBN", lambda s, ds: s.isbn or "", "ISBN"),
    col("URL", lambda s, ds: SEP.join(u.url for u in s.url), "digitised copies", separator=SEP),
    col("Accessed", lambda s, ds: s.accessed or "", "day the URL was read (EDTF)"),
    col("Language_Code", lambda s, ds: s.language, "language of the source (language_codes.csv)", references="language_codes.csv"),
    NOTE), lambda ds: list(ds.sources.values()))

GAMES = Table("games.csv", "the games: those documented in full (names, history, rulesets by source) and the related "
              "games with a short record, so that every relation the sources claim can be followed", (
    ID, col("Name", lambda g, ds: g.name, "name", term="name"),
    col("Scope", lambda g, ds: g.scope, "full (names, history, rulesets) or related (short record)"),
    col("Summary", lambda g, ds: g.summary, "summary in our words", term="description"), NOTE), lambda ds: list(ds.games.values()))

IDENTITY = Table("identity.csv", "infobox facts of the games, each cited", (
    col("ID", lambda t, ds: f"{t[0].id}-{t[1]}", "game id and position", term="id"),
    col("Game_ID", lambda t, ds: t[0].id, "game", references="games.csv"),
    col("Property", lambda t, ds: t[2].property, "type, family, players, cards, deck, origin, direction, features, rank"),
    col("Value", lambda t, ds: t[2].value, "value"), col("Note", lambda t, ds: t[2].note or "", "remarks", term="comment"),
    source(lambda t: t[2].cite), cited(lambda t: t[2].cite)), _identity)

NAMES = Table("names.csv", "every attested name and spelling of a game, a card or a term, with its language, dialect, "
              "regions and earliest dated attestation, and who attests it", (
    ID, game_of("names"), col("Name", lambda n, ds: n.name, "spelling as attested", term="name"),
    col("Kind", lambda n, ds: n.kind, "game, card or term"),
    col("Language_Code", lambda n, ds: n.language, "language of the name (language_codes.csv)", references="language_codes.csv"),
    col("Dialect", lambda n, ds: n.dialect or "", "dialect"),
    ids("Region_IDs", lambda n, ds: n.regions, "regions (regions.csv)", "regions.csv"),
    col("Meaning", lambda n, ds: n.meaning or "", "English gloss"),
    col("Earliest", lambda n, ds: n.earliest or "", "earliest dated attestation (EDTF)"),
    col("Event_ID", lambda n, ds: n.event or "", "the event of the earliest attestation (events.csv)", references="events.csv"),
    source(), cited(), NOTE), _per_game("names"))

EVENTS = Table("events.csv", "dated attestations of the games (a mention, a ban, a set of rules, a work of "
               "scholarship), each with its places, the names it uses and its source", (
    ID, game_of("events"), col("Date", lambda e, ds: e.date, "date (EDTF)"),
    col("Kind", lambda e, ds: e.kind, "attestation, rules, ban, mention, scholarship"),
    ids("Region_IDs", lambda e, ds: e.regions, "regions (regions.csv)", "regions.csv"),
    ids("Name_IDs", lambda e, ds: e.names, "names used in the record (names.csv)", "names.csv"),
    col("Summary", lambda e, ds: e.summary, "what the source records, in our words", term="description"),
    source(), cited(), NOTE), _per_game("events"))

RELATIONS = Table("relations.csv", "relations between games as the sources claim them", (
    ID, game_of("relations"), col("Type", lambda r, ds: r.type, "relation type"),
    col("Subject_ID", lambda r, ds: r.subject, "game (games.csv)", references="games.csv"),
    col("Object_ID", lambda r, ds: r.object, "game (games.csv)", references="games.csv"),
    col("Claim", lambda r, ds: r.claim, "the claim in our words"),
    col("Certainty", lambda r, ds: r.certainty, "stated or hedged"), source(), cited(), NOTE), _per_game("relations"))

CONFLICTS = Table("conflicts.csv", "where sources disagree (the sides are in conflict_sides.csv)", (
    ID, game_of("conflicts"), col("Topic", lambda c, ds: c.topic, "topic"),
    col("About", lambda c, ds: SEP.join(c.about), "ids of the records the conflict touches; a rule is named ruleset#parameter "
        "(Language_ID#Parameter_ID of rules.csv, the rule's anchor on the site)", separator=SEP),
    col("Status", lambda c, ds: c.status, "open or editorial-reading"), col("Reading", lambda c, ds: c.reading or "", "our reading"),
    NOTE), _per_game("conflicts"))

CONFLICT_SIDES = Table("conflict_sides.csv", "the sides of each conflict", (
    col("ID", lambda t, ds: f"{t[0].id}-{t[1]}", "conflict id and position", term="id"),
    col("Conflict_ID", lambda t, ds: t[0].id, "conflict (conflicts.csv)", references="conflicts.csv"),
    col("Label", lambda t, ds: t[2].label, "label"), col("Claim", lambda t, ds: t[2].claim, "claim"),
    source(lambda t: t[2].cite), cited(lambda t: t[2].cite)), _sides)

RULESETS = Table("rulesets.csv", "the rulesets, one per documented source version, the languages of this StructureDataset; "
                 "a ruleset that varies another names it (Inherits_ID) and takes its rules where it states none", (
    ID, col("Name", lambda r, ds: r.title, "title", term="name"),
    col("Game_ID", lambda r, ds: r.game, "game (games.csv)", references="games.csv"),
    col("Source", lambda r, ds: r.source, "the source whose rules these are, as a reference into sources.bib",
        separator=SEP, term="source"),
    col("Date", lambda r, ds: r.date, "date (EDTF)"),
    col("Kind", lambda r, ds: r.kind, "described, fragment or reconstruction"),
    col("Inherits_ID", lambda r, ds: r.inherits.ruleset if r.inherits else "", "ruleset this one varies (rulesets.csv)",
        references="rulesets.csv"),
    col("Inherits_Basis", lambda r, ds: r.inherits.basis if r.inherits else "", "source (the source says so) or editorial"),
    col("Inherits_Source", lambda r, ds: cite_refs(r.inherits.cite) if r.inherits else "",
        "where the source says that it varies the other ruleset: source-id[pages] references into sources.bib", separator=SEP),
    cited(lambda r: r.inherits.cite if r.inherits else [], "Inherits_Cited_In", "Inherits_Source"),
    col("Summary", lambda r, ds: r.summary, "summary", term="description"), NOTE),
    lambda ds: list(ds.rulesets.values()), "LanguageTable")

PARAMETERS = Table("parameters.csv", "the rule parameters of the vocabulary, one per point a ruleset may state", (
    col("ID", lambda p, ds: p.id, "parameter id (the rule's anchor on a ruleset's page)", term="id"),
    col("Name", lambda p, ds: p.label, "label", term="name"),
    col("Description", lambda p, ds: p.description, "what the parameter records", term="description"),
    col("Phase", lambda p, ds: p.phase, "part of the game: cards, deal, bidding, exchange, play, scoring, special"),
    col("ColumnSpec", lambda p, ds: json_text({"datatype": value_datatype(p.id)}),
        "JSON: how to read this parameter's Value in rules.csv (a CSVW column description)", "json", term="columnSpec"),
    col("Value_Schema", lambda p, ds: json_text(_value_schema(p)),
        f"JSON Schema of the value; besides it, every parameter may take the value {NO_SUCH_RULE!r}: "
        "the ruleset has no such rule", "json")),
    _parameters, "ParameterTable")

RULES = Table("rules.csv", "every rule as it applies in each ruleset, the values of this StructureDataset: the "
              "ruleset's own rules and those it inherits from the ruleset it varies (Inherits_ID of rulesets.csv), as "
              "the site shows them; Stated_In_ID names the ruleset whose record states each rule, so the rows with "
              "Stated_In_ID = Language_ID are the ruleset's own", (
    col("ID", lambda t, ds: rule_id(t[0].id, t[1].param), "Language_ID and Parameter_ID joined by _", term="id"),
    col("Language_ID", lambda t, ds: t[0].id, "the ruleset (rulesets.csv)", term="languageReference", references="rulesets.csv"),
    col("Parameter_ID", lambda t, ds: t[1].param, "the parameter (parameters.csv)", term="parameterReference",
        references="parameters.csv"),
    col("Value", lambda t, ds: value_text(t[1].param, t[1].value),
        "the value, read as its parameter's ColumnSpec says: a word as it is, any other value (number, true or false, "
        "object, list) as JSON; empty when the source does not state it", term="value"),
    col("Certainty", lambda t, ds: t[1].certainty,
        f"one of {', '.join(get_args(RuleCertainty))}, as the rule applies in this ruleset: not-stated means the "
        "source is silent on the point, not-seen that our copy of the source is cut off before it (neither has a "
        "value); a rule that reaches the ruleset through an editorial inheritance (Inherits_Basis editorial) is "
        "editorial here, whatever its own record says"),
    col("Stated_In_ID", lambda t, ds: t[1].owner, "the ruleset whose record states the rule (rulesets.csv): this "
        "ruleset for its own rules, an ancestor for an inherited one", references="rulesets.csv"),
    col("Alternatives", lambda t, ds: json_text([a.model_dump(mode="json", exclude_none=True) for a in t[1].alternatives])
        if t[1].alternatives else "", "JSON: other plausible readings, a list of {value, label, …}", "json"),
    col("Note", lambda t, ds: t[1].rule.note or "", "remarks", term="comment"),
    source(lambda t: t[1].cite), cited(lambda t: t[1].cite)), _rules, "ValueTable")

LANGUAGE_CODES = Table("language_codes.csv", "the languages that sources, names and glossary terms are in", (
    col("ID", lambda l, ds: l.code, "language code", term="id"), col("Name", lambda l, ds: l.name, "name", term="name")),
    lambda ds: list(ds.languages.values()))

REGIONS = Table("regions.csv", "places and regions (coordinates are editorial geography)", (
    ID, col("Name", lambda r, ds: r.name, "name", term="name"), col("Kind", lambda r, ds: r.kind, "kind"),
    col("Within_ID", lambda r, ds: r.within or "", "enclosing region (regions.csv)", references="regions.csv"),
    col("Latitude", lambda r, ds: r.lat, "latitude", "decimal", term="latitude"),
    col("Longitude", lambda r, ds: r.lon, "longitude", "decimal", term="longitude"), NOTE),
    lambda ds: list(ds.regions.values()))

GLOSSARY = Table("glossary.csv", "period terms of the games as the sources use them, each with its meaning in our "
                 "words and its source", (
    ID, col("Term", lambda g, ds: g.term, "term", term="name"),
    col("Language_Code", lambda g, ds: g.language, "language of the term (language_codes.csv)", references="language_codes.csv"),
    col("Meaning", lambda g, ds: g.meaning, "meaning in our words", term="description"),
    ids("Game_IDs", lambda g, ds: g.games, "games (games.csv)", "games.csv"), source(), cited(), NOTE),
    lambda ds: list(ds.glossary.values()))

TABLES: tuple[Table, ...] = (SOURCES, GAMES, IDENTITY, NAMES, EVENTS, RELATIONS, CONFLICTS, CONFLICT_SIDES,
                             RULESETS, PARAMETERS, RULES, LANGUAGE_CODES, REGIONS, GLOSSARY)

