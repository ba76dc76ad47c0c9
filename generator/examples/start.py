"""A worked example's opening as plain data — its deal, dealer, names and carried-over session —
for the player, which continues the hand from any step of the example (``engine/table.py``,
``Table(opening=...)``)."""
from __future__ import annotations


def example_start(loaded) -> dict:
    """The opening of a loaded example (``generator.examples.load.LoadedExample``)."""
    s, d = loaded.session, loaded.deal
    return {"example": loaded.id, "title": loaded.example.title, "names": list(loaded.names), "dealer": loaded.dealer,
            "deal": {"hands": [" ".join(h) for h in d.hands], "turned": d.turned, "talon": " ".join(d.talon),
                     "aside": " ".join(d.aside)},
            "session": s.plain()}
