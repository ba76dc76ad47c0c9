"""Who made Stichwort, as ``CITATION.cff`` says: the creators of every page the site cites.

``CITATION.cff`` is the one statement of who the authors of the dataset and the site are; the
release bundle carries it, and the "Cite this page" blocks and the pages' metadata name the same
authors. The file is read from the copy the package ships (``generator/export/included/``, a
link to the repository's own file, see ``generator/export/licence.py``).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

CITATION_CFF = Path(__file__).resolve().parents[1] / "export" / "included" / "CITATION.cff"


def _person(entry: dict) -> dict | None:
    """A CFF person or entity as a CSL name (an entity, ``name``, is a literal name)."""
    if entry.get("family-names"):
        name = {"family": entry["family-names"]}
        if entry.get("given-names"):
            name["given"] = entry["given-names"]
        if entry.get("name-particle"):
            name["non-dropping-particle"] = entry["name-particle"]
        return name
    return {"literal": entry["name"]} if entry.get("name") else None


@lru_cache(maxsize=1)
def _authors(text: str) -> tuple[dict, ...]:
    import yaml
    data = yaml.safe_load(text) or {}
    return tuple(p for p in (_person(e) for e in data.get("authors") or [] if isinstance(e, dict)) if p)


def creators(path: Path = CITATION_CFF) -> list[dict]:
    """The authors of ``CITATION.cff`` as CSL names (``[{"literal": "Stichwort contributors"}]``)."""
    return [dict(p) for p in _authors(path.read_text(encoding="utf-8"))]
