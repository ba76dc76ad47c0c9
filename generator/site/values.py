"""Rule values in words: one small phrasing per parameter, so a reader sees "3–6 players",
not ``{min: 3, max: 6}``. Parameters without a phrasing fall back to ``text.human_value``.
Every piece of data text passes through ``esc``.
"""
from __future__ import annotations

from generator.site.text import card_label, esc, human_value, suit_label


def _ranks(ranks) -> str:
    return " ".join(esc(r) for r in ranks)


def _count(n, word: str) -> str:
    return f"{esc(n)} {word}{'' if n == 1 else 's'}"


def _players(v, suits):
    text = f"{esc(v['min'])}–{esc(v['max'])} players" if v["min"] != v["max"] else f"{esc(v['min'])} players"
    return text + (f", usually {esc(v['usual'])}" if "usual" in v else "")


def _pack(v, suits):
    return f"{esc(v['cards'])} cards, {esc(v['suits'])} suits: {_ranks(v['ranks'])}"


RANK_WORDS = {"french": {"A": "Ace", "K": "King", "Q": "Queen", "J": "Jack"},
              "german": {"A": "Sow", "K": "King", "O": "Ober", "U": "Unter"}}


def _top_trumps(v, suits):
    parts = []
    for i, t in enumerate(v, 1):
        if "card" in t:
            what = f"{esc(card_label(t['card'], suits))}, whatever the trump suit"
        elif t["suit"] == "trump":
            what = f"the {esc(RANK_WORDS[suits].get(t['rank'], t['rank']))} of trumps"
        else:
            what = f"the {esc(RANK_WORDS[suits].get(t['rank'], t['rank']))} of the suit of the same colour as trumps"
        parts.append(f"{i}. {what}" + (f" (<em>{esc(t['name'])}</em>)" if t.get("name") else ""))
    return "; ".join(parts) + " — above the Ace of trumps"


def _packets(v, suits):
    parts = [f"{esc(p)} to each" if isinstance(p, int) else f"{esc(p['talon'])} to the table" for p in v["packets"]]
    return ", then ".join(parts) + (" (or in the other order)" if v.get("either_order") else "")


def _ante(v, suits):
    who = "the dealer" if v["payer"] == "dealer" else "every player"
    if "amount" in v:
        return f"{who} pays {esc(v['amount'])} {esc(v.get('unit', 'unit'))}{'s' if v['amount'] != 1 else ''} into the pot"
    return f"{who} pays the agreed stake into the pot"


def _drop_out(v, suits):
    return {"always": "any player may pass (drop out of the deal)",
            "pot-exceeds-ante": "players may pass only when the pot holds more than the dealer's stake",
            "bete-in-pot": "players may pass only when a bête has been paid into the pot"}[v["condition"]]


def _forced(v, suits):
    parts = ["the first deal"] if v.get("first_deal") else []
    if "pot_units_at_most" in v:
        parts.append(f"every deal in which the pot holds at most {_count(v['pot_units_at_most'], 'stake')}")
    return "everyone must play in " + " and ".join(parts) if parts else "none"


def _all_pass(v, suits):
    text = {"dealer-takes-pot": "the dealer takes the pot", "dealer-must-play": "the dealer must play",
            "redeal": "the deal is abandoned and the next player deals"}[v["outcome"]]
    return text + ("; a player who passed may still take him on" if v.get("challenge") else "")


def _exchange(v, suits):
    text = f"up to {_count(v['rounds'], 'turn')} each, from forehand on"
    if "max_cards" in v:
        text += f", at most {_count(v['max_cards'], 'card')} a turn"
    return text + (", until the talon runs out" if v.get("until_talon_empty") else "")


def _trick1_lead(v, suits):
    wanted = {"first-top-trump": "the first top trump", "trump": "a trump"}
    text = "forehand must lead " + ", else ".join(wanted[w] for w in v["must_lead"])
    return text + ("; lacking both, he leads any card face down, calling “Trump!”" if v.get("face_down") else "")


def _forced_top_trump(which):
    def phrase(v, suits):
        if not v["must_play"]:
            return f"no forced play of the {which} top trump"
        text = f"its holder must play the {which} top trump"
        return text + ("; the dealer may keep it if he can win the trick with another trump" if v.get("exception") == "dealer" else "")
    return phrase


def _payout(v, suits):
    if "per_trick" in v:
        return f"{esc(v['per_trick'])} {esc(v.get('unit', 'unit'))} from the pot per trick"
    return f"{esc(v['pot_fraction'])} of the pot per trick"


def _bete(v, suits):
    if v["amount"] == "pot":
        return "pays the contents of the pot"
    if v["amount"] == "escalating":
        return f"pays {esc(v.get('first', '?'))}, rising by {esc(v.get('step', '?'))} with each successive bête"
    return f"pays {esc(v.get('fixed', '?'))}"


def _contracts(v, suits):
    def one(c):
        name = esc(c.get("name") or c["id"])
        if c["kind"] == "suit":
            extra = [f"{esc(suit_label(c['trump'], suits))} trumps" if c.get("trump") else "declarer names trumps"]
            if "min_tricks" in c:
                extra.append(f"at least {esc(c['min_tricks'])} tricks")
            return f"{name} ({', '.join(extra)})"
        return f"{name} ({'no trick, no trumps' if c['kind'] == 'bettel' else 'every trick, no trumps'})"
    return " &lt; ".join(one(c) for c in v) + " (lowest to highest)"


def _suit_order(v, suits):
    return " &gt; ".join(esc(suit_label(s, suits)) for s in v)


def _required(yes: str, no: str):
    return lambda v, suits: yes if v else no


PHRASES = {
    "players": _players,
    "pack": _pack,
    "rank-order": lambda v, s: f"{_ranks(v)} (high to low)",
    "top-trumps": _top_trumps,
    "suit-order": _suit_order,
    "first-dealer": lambda v, s: {"lowest-card": "the player who draws the lowest card", "highest-card": "the player who draws the highest card", "by-lot": "chosen by lot"}[v],
    "cut": lambda v, s: "the player on the dealer's " + ("left" if v == "dealer-left" else "right"),
    "ante": _ante,
    "hand-size": lambda v, s: f"{_count(v, 'card')} each",
    "deal-packets": _packets,
    "turn-up": lambda v, s: {"trump": "the turned card fixes trumps", "preferred-suit": "the turned card shows the preferred suit", "none": "no card is turned"}[v],
    "talon": lambda v, s: {"exchange-stock": "they form a stock (talon) for exchanging", "out-of-play": "they stay out of play", "dopper": "two are laid aside as the Dopper"}[v],
    "drop-out": _drop_out,
    "forced-deals": _forced,
    "all-pass": _all_pass,
    "exchange": _exchange,
    "turn-up-to-dealer": lambda v, s: {"discard-for-it": "the dealer takes the turned card and discards one", "exchange-then-take": "the dealer exchanges like the others, then takes the turned card for a discard", "none": "the turned card stays where it is"}[v],
    "follow-suit": _required("required", "not required"),
    "must-trump": _required("a player who cannot follow must trump", "a player who cannot follow may play any card"),
    "must-overtrump": _required("required", "not required"),
    "must-head": lambda v, s: ("a player must beat the best card in the trick if able" + ("; when the first defender has beaten the declarer's lead, the second defender need only follow" if v.get("exception") == "second-defender" else "")) if v["required"] else "not required",
    "trick-1-lead": _trick1_lead,
    "trick-1-top-trump": _forced_top_trump("first"),
    "trick-2-top-trump": _forced_top_trump("second"),
    "trick-2-lead": lambda v, s: "the winner of trick 1 must lead a trump" if v.get("must_lead") == "trump" else "no forced lead",
    "trick-payout": _payout,
    "bete": _bete,
    "contracts": _contracts,
    "switch-up": _required("the declarer may announce a higher contract", "not allowed"),
    "early-end": _required("play stops as soon as the contract is decided", "all tricks are played"),
}


def phrase(param: str, value, suits: str = "french") -> str:
    """The value of ``param`` in words (escaped); generic wording when no phrasing fits."""
    if value is None:
        return '<span class="none">not stated</span>'
    if value == "none":
        return "no such rule"
    render = PHRASES.get(param)
    if render is not None:
        try:
            return render(value, suits)
        except (KeyError, TypeError, AttributeError):
            pass  # a value shape this phrasing does not know: fall back to the generic form
    return human_value(value, suits)
