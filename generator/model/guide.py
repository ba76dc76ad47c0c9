"""Our own words for the "How to play" pages (``guide.yaml``): the sections in their order, the
general explanations a reader new to trick-taking games needs, and the marks that say a
statement is ours. The sentence that states each rule is the ``howto`` of its parameter in
``vocabulary.yaml`` (``generator.model.vocabulary``).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.model.base import blank
from generator.model.vocabulary import PHASES, load_vocabulary

GUIDE_FILE = Path(__file__).with_name("guide.yaml")
KEYS = ("sections", "headings", "intro", "kinds", "basics", "marks", "open", "footnote", "examples")
MARKS = ("editorial", "inferred", "borrowed", "attributed", "partly", "optional")


@dataclass(frozen=True)
class Basic:
    """One general explanation: shown at the head of ``section`` when the ruleset has one of ``when``
    and none of ``unless``."""

    section: str
    when: tuple[str, ...]
    text: str
    unless: tuple[str, ...] = ()


@dataclass(frozen=True)
class Heading:
    """A section's heading for a ruleset that has every rule of ``when`` and none of ``unless``."""

    section: str
    when: tuple[str, ...]
    title: str
    unless: tuple[str, ...] = ()


@dataclass(frozen=True)
class Guide:
    #: Phase -> section heading, in the order of the page.
    sections: dict[str, str]
    intro: str
    #: Ruleset kind (fragment, reconstruction) -> what the page says about it.
    kinds: dict[str, str]
    basics: tuple[Basic, ...]
    #: What makes a statement ours -> its mark in the text.
    marks: dict[str, str]
    #: Certainty (not-stated, not-seen) -> the sentence for a point left open.
    open: dict[str, str]
    footnote: dict[str, str]
    examples: dict[str, str]
    #: The headings that replace a section's for some rulesets, first match first.
    headings: tuple[Heading, ...] = ()

    def heading(self, section: str, params) -> str:
        """The section's heading for a ruleset with these rules."""
        for h in self.headings:
            if h.section == section and all(p in params for p in h.when) and not any(p in params for p in h.unless):
                return h.title
        return self.sections[section]

    def basics_of(self, section: str, params) -> list[Basic]:
        """The explanations of a section for a ruleset with these rules."""
        return [b for b in self.basics if b.section == section and any(p in params for p in b.when)
                and not any(p in params for p in b.unless)]


def _text(value, key: str) -> str:
    text = " ".join(str(value).split()) if value is not None else ""
    if blank(text):
        raise ValueError(f"{key}: the text is empty or only white space; write the text")
    return text


def _texts(data: dict, key: str) -> dict[str, str]:
    return {k: _text(v, f"{key}.{k}") for k, v in data[key].items()}


def _checked(path: Path, make):
    """``make()``, a ValueError it raises naming the guide's file."""
    try:
        return make()
    except ValueError as exc:
        raise ValueError(f"{path}: {exc}") from None


@functools.lru_cache(maxsize=2)
def load_guide(path: Path = GUIDE_FILE) -> Guide:
    """Read the guide (``ValueError`` naming the file and the key if it is malformed)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if set(data) != set(KEYS):
        raise ValueError(f"{path}: the keys are {', '.join(KEYS)} (got {', '.join(map(str, data))})")
    if list(data["sections"]) != list(PHASES):
        raise ValueError(f"{path}: sections: one heading per phase, in this order: {', '.join(PHASES)}")
    if set(data["marks"]) != set(MARKS):
        raise ValueError(f"{path}: marks: one mark each for {', '.join(MARKS)}")
    params = load_vocabulary().parameters
    basics = []
    for i, entry in enumerate(data["basics"]):
        unknown = [p for p in (*entry.get("when", []), *entry.get("unless", [])) if p not in params]
        if entry.get("section") not in PHASES or not entry.get("when") or unknown or not entry.get("text"):
            raise ValueError(f"{path}: basics[{i}]: a section ({', '.join(PHASES)}), `when` (parameter ids"
                             f"{'; unknown: ' + ', '.join(unknown) if unknown else ''}) and a text")
        basics.append(Basic(entry["section"], tuple(entry["when"]), _checked(path, lambda: _text(entry["text"], f"basics[{i}].text")),
                            tuple(entry.get("unless", ()))))
    headings = []
    for i, entry in enumerate(data["headings"] or []):
        unknown = [p for p in (*entry.get("when", []), *entry.get("unless", [])) if p not in params]
        if entry.get("section") not in PHASES or not entry.get("when") or unknown:
            raise ValueError(f"{path}: headings[{i}]: a section ({', '.join(PHASES)}), `when` (parameter ids"
                             f"{'; unknown: ' + ', '.join(unknown) if unknown else ''}) and a title")
        headings.append(Heading(entry["section"], tuple(entry["when"]),
                                _checked(path, lambda: _text(entry.get("title"), f"headings[{i}].title")),
                                tuple(entry.get("unless", ()))))
    return _checked(path, lambda: Guide(
        _texts(data, "sections"), _text(data["intro"], "intro"), _texts(data, "kinds"), tuple(basics),
        _texts(data, "marks"), _texts(data, "open"), _texts(data, "footnote"), _texts(data, "examples"),
        tuple(headings)))
