"""The licences, and the files the release bundle carries besides the data.

The code is MIT (``LICENSE``); the data, the bibliography and the site's text are CC BY 4.0
(``LICENSE-DATA``). The bundle holds data only, so it carries the data licence, as
``LICENSE.txt``, and ``CITATION.cff`` with the edition filled in. Both are read from
``included/``, whose files are links to the ones at the top of the repository, so there is one
copy of each (the wheel stores the linked files themselves).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.cite.edition import Edition

INCLUDED = Path(__file__).with_name("included")
LICENCE_NAME = "LICENSE.txt"
CITATION_NAME = "CITATION.cff"


@dataclass(frozen=True)
class Licence:
    spdx: str
    name: str
    #: The licence's own address: named in metadata, never loaded by the site.
    url: str


CODE = Licence("MIT", "MIT License", "https://spdx.org/licenses/MIT.html")
DATA = Licence("CC-BY-4.0", "Creative Commons Attribution 4.0 International",
               "https://creativecommons.org/licenses/by/4.0/")


def licence_text() -> bytes:
    """The full text of the data licence (CC BY 4.0)."""
    return (INCLUDED / "LICENSE-DATA").read_bytes()


def citation_cff(edition: Edition) -> bytes:
    """``CITATION.cff`` for this edition: the repository's file plus ``version`` and, for a
    dated edition, ``date-released``."""
    text = (INCLUDED / "CITATION.cff").read_text(encoding="utf-8").rstrip("\n") + "\n"
    text += f'version: "{edition.id}"\n'
    if edition.date:
        text += f'date-released: "{edition.date}"\n'
    return text.encode("utf-8")


def included_files(edition: Edition) -> dict[str, bytes]:
    return {LICENCE_NAME: licence_text(), CITATION_NAME: citation_cff(edition)}
