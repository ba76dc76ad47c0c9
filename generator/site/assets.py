"""The files the pages link to, besides the pages: the downloads and the card pictures.

The downloads are the release bundle of this edition (``generator.export``) and, per ruleset,
its rules as BibTeX and CSL-JSON for "Cite a single rule"; the card pictures are the project's
own SVG drawings (``generator.site.cards``). ``build_site`` returns them as the site's assets.
"""
from __future__ import annotations

import json

from generator.cite import bibtex
from generator.export.bundle import release_files
from generator.site import cards, links, play_assets

FOLDER = links.DOWNLOADS


def downloads(ctx) -> dict[str, bytes]:
    """``{path under the site: bytes}`` for everything the Downloads page and the rule citations link to."""
    out = {f"{FOLDER}/{name}": data for name, data in release_files(ctx.ds, ctx.edition).items()}
    for ruleset_id in ctx.ds.rulesets:
        items = ctx.citations.rule_items(ruleset_id)
        out[f"{FOLDER}/cite/{ruleset_id}.bib"] = bibtex.bibliography(items).encode("utf-8")
        out[f"{FOLDER}/cite/{ruleset_id}.json"] = (json.dumps(items, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    return out


def files(ctx) -> dict[str, bytes]:
    """Every asset of the site: the downloads, the card pictures and the player's engine and rules."""
    return {**downloads(ctx), **cards.files(), **play_assets.files(ctx)}
