"""A table of N seats: one of them the reader's, the others engine players, hand after hand.

The session driver of the player in the browser (which runs this module under Pyodide) and of
``python -m generator replay``. A table deals from its seed (hand ``k`` from
``random.Random("<seed>/<k>")``), carries the pot, the bête streak and a force over to the next
hand as the rules say (``HandState.next_session``), lets the engine's players (``players/``:
``random``, ``greedy`` or ``strong``) act until the reader's turn, applies the reader's action — a refused
one changes nothing and is kept as ``refusal``, phrased by ``wording`` — and gives a plain-data
view of the table for the reader's seat.

A session is its link: ruleset, players, seat, seed, engine players and every action so far
(``link()``; ``Table.from_link`` plays it again). The actions of the engine's players are in the
link too, so that a link keeps its hand even if those players change; an engine player's choice
depends only on the seed, the hand and the step (``random.Random("<seed>/<k>/<step>")``), so a
link that stops at the reader's turn continues as it did. The transcript (``transcript()``) is
the same text wherever the link is played.

Link form (the play page's query, the part after ``?``; a fragment after ``#`` is read too)::

    r=<ruleset>&n=<players>&seat=<seat>&seed=<seed>&bots=<random|greedy|strong>&a=<hand>;<hand>...
    hand := action { "," action }      action := its words joined by "_" (play_JS, exchange_7H_8C)
"""
from __future__ import annotations

import json
import random
from urllib.parse import parse_qsl, quote

from generator.engine import scoresheet, wording
from generator.engine.ledger import POT
from generator.engine.players import POLICIES
from generator.engine.players.strong import search
from generator.engine.deal import Deal
from generator.engine.registry import compile_rules, new_hand, player_counts
from generator.engine.session import Session
from generator.engine.state import IllegalAction
from generator.engine.verbs import seat_role

#: The link's keys in the order ``link()`` writes them (``ex``: the session starts from a worked
#: example's deal, dealer, names and carried-over session, which ``start_of`` gives).
LINK_KEYS = ("r", "ex", "n", "seat", "seed", "bots", "a")


class LinkError(ValueError):
    """A link that names no playable session (what is wrong and what would be valid)."""


def encode_actions(hands) -> str:
    """``[["pass", "play JS"], ["play"]]`` -> ``pass,play_JS;play``."""
    return ";".join(",".join(a.replace(" ", "_") for a in hand) for hand in hands)


def decode_actions(text: str) -> list[list[str]]:
    """The inverse of ``encode_actions`` (an empty text: one hand, no action yet)."""
    return [[a.replace("_", " ") for a in hand.split(",") if a] for hand in (text or "").split(";")]


def parse_link(link: str) -> dict:
    """The parts of a link (a full URL, its fragment or query, or ``r=...&...``), as strings;
    ``LinkError`` for a missing or unknown key."""
    text = link.strip()
    for mark in ("#", "?"):
        if mark in text:
            text = text.split(mark, 1)[1]
    parts = dict(parse_qsl(text, keep_blank_values=True))
    unknown = sorted(set(parts) - set(LINK_KEYS))
    if unknown:
        raise LinkError(f"unknown key {unknown[0]!r} in the link (keys: {', '.join(LINK_KEYS)})")
    if "r" not in parts and "ex" not in parts:
        raise LinkError("the link names no ruleset (r=<ruleset id>) and no example (ex=<example id>)")
    return parts


def _int(parts: dict, key: str, default: int) -> int:
    value = parts.get(key, "")
    if value == "":
        return default
    try:
        return int(value)
    except ValueError:
        raise LinkError(f"{key}={value!r} in the link is not a whole number") from None


class Table:
    """One reader and N-1 engine players at a table of one ruleset."""

    def __init__(self, params, players: int | None = None, seat: int = 0, seed: int = 0, bots: str = "greedy",
                 names: dict | None = None, citations: dict | None = None, start: bool = True,
                 opening: dict | None = None):
        counts = player_counts(params)
        if players is None:
            players = (params.get("players") or {}).get("usual") or (counts[0] if counts else 0)
        if counts and players not in counts:
            raise LinkError(f"{params.title or params.ruleset_id} is played by {counts[0]} to {counts[-1]} "
                            f"players, not {players}")
        if not 0 <= seat < players:
            raise LinkError(f"seat {seat} is not a seat of {players} players (0 to {players - 1})")
        if bots not in POLICIES:
            raise LinkError(f"unknown engine player {bots!r} (one of {', '.join(sorted(POLICIES))})")
        self.params, self.n, self.seat, self.seed, self.bots = params, players, seat, seed, bots
        contracts = {c["id"]: c.get("name") or c["id"] for c in (params.get("contracts") or [])
                     if isinstance(c, dict) and "id" in c} if params.in_force("contracts") else {}
        self.namer = wording.Namer(self._suits(), contracts, in_force=params.rules_in_force())
        #: ``rule_id -> {"cite": short citation, "href": the rule's row}`` (from the page; optional).
        self.citations = citations or {}
        #: The first hand's deal, dealer, names and session, from a worked example (``example_start``).
        self.opening = opening
        self.names = dict(names or {})
        if opening:
            self.names.update(enumerate(opening.get("names") or ()))
        self.done: list = []
        self.refusal: dict | None = None
        #: The strong player's search under way (``work``), or ``None``.
        self._thinking = None
        self.st = self._deal(Session(), 0) if opening is None else self._open(opening)
        if start:  # a replay applies the engine players' actions from its link
            self.advance()

    def _suits(self) -> str:
        pack = self.params.get("pack")
        return pack.get("suits", "french") if isinstance(pack, dict) else "french"

    # ------------------------------------------------------------------ play
    def _deal(self, session: Session, dealer: int):
        rng = random.Random(f"{self.seed}/{len(self.done)}")
        return new_hand(self.params.game, self.params, self.n, dealer, rng=rng, session=session)

    def _open(self, opening: dict):
        pack = self.params_pack()
        d = opening["deal"]
        deal = Deal.from_codes(pack, d["hands"], d.get("turned"), d.get("talon", ""), d.get("aside", ""))
        session = Session.from_plain(opening.get("session") or {})
        return new_hand(self.params.game, self.params, self.n, opening.get("dealer", 0), deal=deal, session=session)

    def params_pack(self):
        """The pack of this table's compiled rules."""
        return compile_rules(self.params, self.n).pack

    def name(self, seat: int) -> str:
        """A seat in words: ``Player 2 (you)``, ``Player 3 (your partner)``."""
        base = self.names.get(seat) or f"Player {seat + 1}"
        if seat == self.seat:
            return f"{base} (you)"
        side_of = getattr(self.st.rules, "side_of", None) if hasattr(self, "st") else None
        return f"{base} (your partner)" if side_of and side_of[seat] == side_of[self.seat] else base

    def score_text(self, st) -> str:
        """The score toward the game after ``st`` (or before it, while it is played), side by side;
        empty for a game scored in money (``scoresheet.score_text``)."""
        return scoresheet.score_text(st, lambda p: self.names.get(p) or f"Player {p + 1}")

    def advance(self) -> None:
        """The engine's players act until it is the reader's turn or the hand is over."""
        while not self.work(1 << 30):
            pass

    def work(self, playouts: int = 40) -> bool:
        """Let the engine's players think for at most ``playouts`` playouts of the strong player's
        search (a random or greedy player decides at once) and act when they have decided; True
        when it is the reader's turn or the hand is over. The page calls it a slice at a time, so
        that it stays responsive while a strong player thinks; the choice depends only on the
        seed, the hand and the step, never on how the thinking was sliced."""
        st = self.st
        while st.actor is not None and st.actor != self.seat:
            if self._thinking is None:
                rng = random.Random(f"{self.seed}/{len(self.done)}/{len(st.history)}")
                legal = st.legal_actions()
                if self.bots != "strong":
                    st.apply(POLICIES[self.bots](rng)(st, legal))
                    continue
                self._thinking = search(st, legal, rng)
            try:
                for _ in range(playouts):
                    next(self._thinking)
                return False
            except StopIteration as decided:
                self._thinking = None
                st.apply(decided.value)
        return True

    @property
    def thinking(self) -> bool:
        """An engine player is in the middle of a search."""
        return self._thinking is not None

    def act(self, text: str, advance: bool = True) -> bool:
        """The reader's action (``"play JS"``); False, with ``refusal`` set, if the rules refuse it
        (then nothing else changes). With ``advance=False`` the engine's players act only as
        ``work`` lets them."""
        st = self.st
        if st.actor is not None and st.actor != self.seat:
            raise RuntimeError("not the reader's turn (advance() first)")
        try:
            st.apply(text)
        except IllegalAction as e:
            self.refusal = self._refusal(text, e)
            return False
        self.refusal = None
        if advance:
            self.advance()
        return True

    def next_hand(self, advance: bool = True) -> None:
        """Deal the next hand, the pot, bêtes and a force carried over; the next player deals."""
        st = self.st
        if st.actor is not None:
            raise RuntimeError("the hand is not over")
        self.done.append(st)
        self.refusal = None
        self.st = self._deal(st.next_session(), st.next_dealer())
        if advance:
            self.advance()

    def _refusal(self, text: str, e: IllegalAction) -> dict:
        player = self.name(self.seat)
        try:
            why = wording.reason_text(self.namer, player, e.reason, e.details)
        except wording.UnknownReason:
            why = str(e)
        cite = self.citations.get(e.rule_id or "", {})
        return {"action": text, "reason": e.reason, "rule_id": e.rule_id, "why": why,
                "move": wording.refused_words(self.namer, text), "who": player,
                "text": f"{player} may not {wording.refused_words(self.namer, text)}: {why}",
                "cite": cite.get("cite", ""), "href": cite.get("href", ""), "title": cite.get("title", ""),
                "message": str(e)}

    # ------------------------------------------------------------------ link
    def actions(self) -> list[list[str]]:
        """Every action of the session, hand by hand."""
        return [[str(a) for _, a in st.history] for st in (*self.done, self.st)]

    def link(self) -> str:
        """The session as a link's query (``r=...&n=...&...``)."""
        values = {"r": self.params.ruleset_id, "n": self.n, "seat": self.seat, "seed": self.seed,
                  "bots": self.bots, "a": encode_actions(self.actions())}
        if self.opening and self.opening.get("example"):
            values["ex"] = self.opening["example"]
        return "&".join(f"{k}={quote(str(values[k]), safe='-_,;.')}" for k in LINK_KEYS if k in values)

    @classmethod
    def from_link(cls, link: str, params_of, start_of=None, advance: bool = True, **kwargs) -> "Table":
        """Play a link again: ``params_of(ruleset_id) -> Params`` (for a link from a worked
        example, ``start_of(example_id) -> (Params, opening)``); every action is applied as it
        stands (``LinkError`` naming the first one the rules refuse), then the engine's players
        act until the reader's turn (with ``advance=False``, as ``work`` lets them)."""
        parts = parse_link(link)
        if parts.get("ex"):
            if start_of is None:
                raise LinkError("this link starts from a worked example, which only its page or the command line can load")
            params, kwargs["opening"] = start_of(parts["ex"])
        else:
            params = params_of(parts["r"])
        table = cls(params, _int(parts, "n", 0) or None, _int(parts, "seat", 0),
                    _int(parts, "seed", 0), parts.get("bots") or "greedy", start=False, **kwargs)
        table._replay(decode_actions(parts.get("a", "")), advance)
        return table

    def _replay(self, hands: list[list[str]], advance: bool = True) -> None:
        for k, hand in enumerate(hands):
            if k:
                if self.st.actor is not None:
                    raise LinkError(f"hand {k} of the link is not over when hand {k + 1} begins")
                self.done.append(self.st)
                self.st = self._deal(self.st.next_session(), self.st.next_dealer())
            for i, text in enumerate(hand):
                try:
                    self.st.apply(text)
                except IllegalAction as e:
                    raise LinkError(f"hand {k + 1}, action {i + 1} of the link ({text!r}) is refused: {e}") from None
        if advance:
            self.advance()

    # ------------------------------------------------------------------ views
    def transcript(self) -> str:
        """The session in plain text, the same wherever it is played: each finished hand with its
        deal, actions and settlement; the hand in progress as the reader has seen it."""
        p = self.params
        lines = [f"{p.title or p.ruleset_id}: {self.n} players, the reader at {self.name(self.seat)}, "
                 f"seed {self.seed}, engine players: {self.bots}"
                 + (f"; the first hand from the worked example “{self.opening['title']}”"
                    if self.opening and self.opening.get("title") else "")]
        for k, st in enumerate((*self.done, self.st)):
            over = st.actor is None
            lines.append("")
            lines.append(f"Hand {k + 1}{'' if over else ' (in progress)'}: {self.name(st.dealer)} deals; "
                         f"pot before the ante {st.session.pot}")
            if over:
                deal = st.deal.codes(st.rules.pack)
                for seat, cards in enumerate(deal["hands"]):
                    lines.append(f"  {self.name(seat)} holds {cards}")
                if deal["turned"]:
                    lines.append(f"  turned: {deal['turned']}")
                if deal["talon"]:
                    lines.append(f"  talon: {deal['talon']}")
                lines.extend(f"  {self.name(seat)}: {a}" for seat, a in st.history)
                lines.extend(f"  {self._entry(e)}" for e in st.settlement())
                if self.score_text(st):
                    lines.append(f"  score: {self.score_text(st)}")
                results = scoresheet.results(st)
                lines.append("  result: " + ", ".join(f"{self.name(s)} {results[s]}" for s in range(self.n)))
                lines.append(f"  pot after the hand: {st.pot}")
            else:
                obs = st.observation(self.seat)
                lines.append(f"  {self.name(self.seat)} holds {obs['hand']}")
                for item in obs["history"]:
                    seat, _, action = item.partition(": ")
                    lines.append(f"  {self.name(int(seat))}: {action}")
                lines.append(f"  to act: {self.name(st.actor)}")
        return "\n".join(lines) + "\n"

    def _entry(self, e) -> str:
        payer = "the pot" if e.payer == POT else self.name(e.payer)
        payee = "the pot" if e.payee == POT else self.name(e.payee)
        return f"{payer} pays {payee} {e.amount} ({e.reason})"

    def _history_line(self, item: str) -> str:
        """A move of the hand so far, in the words of the player's buttons ("Ben: take the turned
        card for 7♠", Euchre's "order it up"), not as the engine writes it."""
        seat, _, action = item.partition(": ")
        return f"{self.name(int(seat))} — {wording.move_words(self.namer, action, self.role(int(seat)))}"

    def role(self, seat: int) -> str:
        """Who ``seat`` is in this hand, for a move the game names by it (``verbs.seat_role``)."""
        return seat_role(seat, self.st.dealer, getattr(self.st.rules, "side_of", None))

    def view_json(self) -> str:
        """``view()`` as JSON (for the page's script)."""
        return json.dumps(self.view(), ensure_ascii=False, default=str)

    def view(self) -> dict:
        """The table as the reader sees it, as plain data (JSON-ready)."""
        st, seat = self.st, self.seat
        obs = st.observation(seat)
        pack = st.rules.pack
        legal = [str(a) for a in st.legal_actions()] if st.actor == seat else []
        plays = {a.split()[1] for a in legal if a.startswith("play ") and len(a.split()) == 2}
        suits = self.namer.suits
        hand = [{"code": c, "label": self.namer.card(c), "name": wording.card_name(c, suits), "legal": c in plays}
                for c in obs["hand"].split() if c != "??"]
        out = {
            "ruleset": self.params.ruleset_id, "title": self.params.title, "players": self.n, "seat": seat,
            "names": [self.name(s) for s in range(self.n)], "hand_number": len(self.done) + 1,
            "dealer": st.dealer, "phase": obs["phase"], "phase_label": wording.PHASE_LABELS.get(obs["phase"], obs["phase"]),
            "to_act": st.actor, "your_turn": st.actor == seat, "over": st.actor is None,
            "hand": hand, "hidden_hand": obs["hand"].count("??"), "card_counts": obs["hand_sizes"],
            "active": obs["active"], "turned": obs["turned"] and self.namer.card(obs["turned"]),
            "trump": obs["trump"] and self.namer.suit(obs["trump"]),
            "talon": obs["talon"], "pot": str(obs["pot"]) if scoresheet.kept(self.params) == scoresheet.POT else None,
            "trick_no": obs["trick_no"],
            "trick": [{"seat": t["player"], "card": t["card"],
                       "label": "a card face down" if t["card"] == "??" else self.namer.card(t["card"])}
                      for t in obs["trick"]],
            "tricks": obs["tricks"],
            "trick_history": [{"seats": list(seats), "cards": [pack.codes[c] for c in cards], "winner": winner,
                               "labels": [self.namer.card(pack.codes[c]) for c in cards]}
                              for seats, cards, winner, _ in st.trick_log],
            "history": [self._history_line(h) for h in obs["history"]],
            "legal": [{"action": a, "label": wording.move_words(self.namer, a, self.role(seat))} for a in legal],
            "ledger": [self._entry(e) for e in st.settlement()],
            "refusal": self.refusal, "link": self.link(),
        }
        for key in ("declarer", "contract", "preferred", "announced", "stake", "called", "scores"):
            if key in obs:
                out[key] = obs[key] if key != "stake" else str(obs[key])
        if out.get("contract"):
            out["contract_name"] = self.namer.contract(out["contract"])  # “Heart Brand”, not heart-brand
        score = self.score_text(st)
        if score:
            out["score"] = score
        if st.actor is None:
            results = scoresheet.results(st)
            out["settlement"] = [{"seat": s, "name": self.name(s), "result": results[s]} for s in range(self.n)]
            out["ended_early"] = scoresheet.ended_early(st, self.citations)
        return out


def open_table(params_json: str, citations_json: str = "{}", players: int = 0, seat: int = 0, seed: int = 0,
               bots: str = "greedy", link: str = "", opening_json: str = "", advance: bool = True) -> Table:
    """A table from the play page's JSON (``Params.to_json`` and the citations), or the session
    of a link of that ruleset (``LinkError`` if the link is of another); with ``opening_json``
    (a worked example's start, ``example_start``) the link's example; ``advance=False``: the
    engine's players act only as ``Table.work`` lets them (the page thinks a slice at a time)."""
    from generator.engine.params import Params
    params = Params.from_json(params_json)
    citations = json.loads(citations_json)
    opening = json.loads(opening_json) if opening_json else None
    if link and opening is not None:
        def start_of(example_id: str):
            if example_id != opening.get("example"):
                raise LinkError(f"the link is of the example {example_id!r}, not {opening.get('example')!r}")
            return params, opening
        return Table.from_link(link, None, start_of, advance, citations=citations)

    def params_of(ruleset_id: str):
        if ruleset_id != params.ruleset_id:
            raise LinkError(f"the link is of the ruleset {ruleset_id!r}, and this page plays {params.ruleset_id!r}")
        return params
    if link:
        return Table.from_link(link, params_of, advance=advance, citations=citations)
    return Table(params, players or None, seat, seed, bots, citations=citations, start=advance)
