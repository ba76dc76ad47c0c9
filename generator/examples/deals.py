"""The deal of an example: every card in its pack, dealt once, to a player at the table, and
the cards the file does not write filled in (``table.fill_deal``)."""
from __future__ import annotations

from generator.examples.table import DealCodes, fill_deal
from generator.model import yamlfile
from generator.model.loader import dotted


def check_deal(c, example, names, params, rules, pack) -> DealCodes | None:
    """The deal in card codes, completed (``None`` and problems in ``c`` if it is not a deal of this pack)."""
    d = example.deal
    hand_size = getattr(rules, "hand_size", None) or params.get("hand-size")
    seen: dict[str, tuple] = {}

    def cards(loc, text) -> list[str]:
        out = []
        for code in text.split():
            try:
                pack.parse(code)
            except ValueError as exc:
                c.add(loc, str(exc))
                continue
            code = pack.codes[pack.parse(code)]
            if code in seen:
                c.add(loc, f"card {code} is dealt twice (also at {dotted(seen[code])}, line "
                           f"{yamlfile.line_of(c.tree, seen[code])})")
                continue
            seen[code] = loc
            out.append(code)
        return out

    parsed = {}
    for who, text in d.hands.items():  # in file order, so that a card dealt twice is reported where it recurs
        if who not in names:
            c.add(("deal", "hands", who), f"{who!r} is not a player of this example ({', '.join(names)})")
            continue
        parsed[who] = cards(("deal", "hands", who), text)
        if hand_size and len(parsed[who]) > hand_size:
            c.add(("deal", "hands", who), f"{who} holds {len(parsed[who])} cards; a hand has {hand_size}")
    hands = [parsed.get(who, []) for who in names]
    # A dealer who sits out (Préférence with four at the table) is dealt no cards.
    idle = names.index(example.dealer) if getattr(rules, "idle_dealer", False) else None
    if idle is not None and hands[idle]:
        c.add(("deal", "hands", names[idle]), f"{names[idle]} deals and sits out: he holds no cards")
    turned = cards(("deal", "turned"), d.turned) if d.turned else []
    if len(turned) > 1:
        c.add(("deal", "turned"), "one card is turned up")
    talon = cards(("deal", "talon"), d.talon)
    aside = cards(("deal", "aside"), d.aside)
    # The compiled rules' packets, where a game module deals more than the rule says (Loo's miss).
    packets = getattr(rules, "packets", None) or (params.get("deal-packets") or {}).get("packets") or []
    aside_size = sum(p.get("talon", 0) for p in packets if isinstance(p, dict))
    turn_up = params.get("turn-up") is not None
    if turned and not turn_up:
        c.add(("deal", "turned"), "this ruleset turns no card up")
    if len(aside) > aside_size:
        c.add(("deal", "aside"), f"this ruleset lays {aside_size} cards aside")
    total = (len(names) - (idle is not None)) * (hand_size or 0) + (1 if turn_up else 0) + aside_size
    if hand_size and total > pack.size:
        c.add(("players",), f"{len(names)} hands of {hand_size} need more than the {pack.size} cards of the pack")
    if c.problems:
        return None
    return fill_deal(pack, hand_size, len(names), hands, turned[0] if turned else None, talon, aside,
                           aside_size, turn_up, d.fill_seed, idle)
