"""Conflicts between sources on the pages: found by what they are about, and shown as a block.

``ConflictIndex`` is built once per build (``Context.conflicts``): every matrix, diff and ruleset
page asks which conflicts concern a rule or a ruleset. ``conflict_block`` is the section a game,
ruleset, comparison or the conflicts page shows for one conflict, both sides cited.
"""
from __future__ import annotations

from generator.site import links
from generator.site.page import badge
from generator.site.text import esc


class ConflictIndex:
    """The dataset's conflicts by ``about`` entry (``ruleset#param`` or a record id) and by ruleset."""

    def __init__(self, ds):
        #: ``about`` entry -> conflicts naming it.
        self.by_about: dict[str, list] = {}
        #: Ruleset id (the part of an ``about`` entry before ``#``) -> conflicts about it or its rules.
        self.by_ruleset: dict[str, list] = {}
        self._order: dict[int, int] = {}
        for n, conflict in enumerate(ds.conflicts.values()):
            self._order[id(conflict)] = n
            for about in conflict.about:
                self.by_about.setdefault(about, []).append(conflict)
                rulesets = self.by_ruleset.setdefault(about.split("#")[0], [])
                if conflict not in rulesets:
                    rulesets.append(conflict)

    def about_rulesets(self, ruleset_ids) -> list:
        """Conflicts about any of the rulesets or their rules, in file order."""
        found = {id(c): c for rid in ruleset_ids for c in self.by_ruleset.get(rid, [])}
        return sorted(found.values(), key=lambda c: self._order[id(c)])


def conflict_block(ctx, conflict, page: str, level: str = "###") -> list[str]:
    """One conflict as a section: its sides with their citations, and its status."""
    out = [f"{level} {esc(conflict.topic)} {{ #{links.anchor('conflict', conflict.id)} }}", ""]
    for side in conflict.sides:
        out.append(f"- **{esc(side.label)}:** {ctx.prose(side.claim, page)} — {ctx.cites(side.cite, page)}")
    out.append("")
    if conflict.status == "editorial-reading":
        out += [f"*Our reading* {badge('editorial')}: {ctx.prose(conflict.reading, page)}", ""]
    else:
        out += ["*Status:* open — the site shows both sides.", ""]
    if conflict.note:
        out += [ctx.prose(conflict.note, page), ""]
    return out
