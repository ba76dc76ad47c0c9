"""What a reader made of one citation: the parts every format of a page must agree on."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Read:
    """One item as one reader stores it.

    ``creators`` are ``(role, name, whole)`` with the name as the reader would print it
    inverted, a person "Family, Given", and ``whole`` true for a name kept in one field (a
    corporate or literal name; "Family, Given" split in two is not); ``date`` is the
    first date the reader keeps as the item's date (``2026-12-01``, ``1823``); ``type`` is in
    the reader's own vocabulary (Zotero's item types, BibTeX entry types, RIS types, CSL types).
    """

    reader: str
    type: str
    title: str
    creators: tuple[tuple[str, str, bool], ...] = ()
    date: str = ""
    container: str = ""
    fields: dict = field(default_factory=dict, compare=False)

    def row(self) -> str:
        """One line for the before/after tables."""
        who = "; ".join(f"{'«' + name + '»' if whole else name} ({role})" for role, name, whole in self.creators) or "no creators"
        extra = ", ".join(f"{k}: {v}" for k, v in sorted(self.fields.items()) if v)
        return (f"{self.type} · “{self.title}” · {who} · date {self.date or '—'} · in {self.container or '—'}"
                + (f" · {extra}" if extra else ""))


def person(family: str | None, given: str | None = None, literal: str | None = None) -> str:
    """A name as printed inverted: ``Family, Given``, or the single-field name."""
    if literal:
        return literal
    return f"{family}, {given}" if given else (family or "")


def names(read: Read) -> list[tuple[str, str]]:
    """``(role, name)`` of every creator, as printed (whether kept whole or not)."""
    return [(role, name) for role, name, _ in read.creators]


def first_date(text: str | None) -> str:
    """``2026/12/01`` or ``2026-12-01T…`` -> ``2026-12-01``; a year stays a year."""
    if not text:
        return ""
    text = str(text).strip().replace("/", "-").split("T")[0].strip("-")
    return text
