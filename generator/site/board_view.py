"""The table as it stands at every step of an example, as data for the stepper.

The stepper (``docs/javascripts/examples.js``) draws the table above the current step: every
hand, the trick on the table (or the trick just completed, with its winner), the pot (of
a game that has one), the talon count and trumps. An empty element before the list of steps carries what is shared (the seats with
their roles, the pictures' folder, the cards' names) and each step its own state, all as ``data-`` attributes, so
the page stays light and reads in full without JavaScript. Everything comes from the run's
snapshots.
"""
from __future__ import annotations

import json

from generator.site import links
from generator.site.cardnames import card_name, suit_label
from generator.site.cards import FOLDER
from generator.site.example_view import amount
from generator.site.text import attr


def _json(value) -> str:
    return attr(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def order(v) -> list[int]:
    """Seats from forehand round to the dealer."""
    n = len(v.names)
    return [(v.loaded.dealer + k) % n for k in range(1, n + 1)]


def list_attrs(v) -> str:
    """The attributes of the element before the list of steps (``.ex-stepper-data``): the seats
    (name, role), the cards' folder and names, and what the game calls its declarer."""
    seats = [{"seat": s, "name": v.names[s], "role": v.role(s)} for s in order(v)]
    codes = sorted({c for rec in v.tr.steps for snap in (rec.before, rec.after) for hand in snap.hands for c in hand}
                   | {c for rec in v.tr.steps for snap in (rec.before, rec.after) for _, c, _ in snap.trick}
                   | {c for rec in v.tr.steps if rec.trick for _, c, _ in rec.trick[0]})
    names = {c: card_name(c, v.suits) for c in codes}
    folder = links.asset(v.page, f"{FOLDER}/{v.suits}") + "/"
    return (f' data-seats="{_json(seats)}" data-cards="{attr(folder)}"'
            f' data-names="{_json(names)}" data-declarer="{attr(v.declarer_word())}"')


def state_attr(v, rec, before: bool = False) -> str:
    """One step's table: after an action, as the action left it; at a refusal or a checkpoint (or
    ``before`` the step), as it stands."""
    snap = rec.after if rec.kind == "action" and not before else rec.before
    state = {"hands": {str(s): snap.hands[s] for s in order(v)},
             "out": [s for s in order(v) if not snap.active[s]],
             "tricks": {str(s): snap.tricks[s] for s in order(v)},
             "talon": snap.talon}
    if v.has_pot:  # a game without a pot shows none
        state["pot"] = amount(snap.pot)
    if snap.trump:
        state["trump"] = suit_label(snap.trump, v.suits)
    if snap.declarer is not None:
        state["declarer"] = snap.declarer
    if snap.turned:
        state["turned"] = snap.turned
    if rec.kind == "action" and rec.trick and not before:
        played, winner = rec.trick
        state["trick"] = [[s, c, bool(fd)] for s, c, fd in played]
        state["won_by"] = winner
    else:
        state["trick"] = [[s, c, bool(fd)] for s, c, fd in snap.trick]
    return f' data-table="{_json(state)}"'
