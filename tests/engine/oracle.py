"""An independent, naive legality oracle for the Bester Bube family, written from the rule
text (reference notes §4) and the rule values, with card codes as strings and no engine tables.

It knows: the forced lead and plays of tricks 1 and 2 with the dealer's exception, the
face-down lead, the two-player waiver, and following suit. It does not know must-trump,
overtrumping or heading (no Bester Bube ruleset has them).
"""
from __future__ import annotations

NATURAL = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
PARTNER = {"S": "C", "C": "S", "H": "D", "D": "H"}


def top_trumps(values, trump):
    out = []
    for spec in values["top-trumps"]:
        if "card" in spec:
            out.append(spec["card"])
        elif spec["suit"] == "trump":
            out.append(spec["rank"] + trump)
        else:
            out.append(spec["rank"] + PARTNER[trump])
    return out


def legal_plays(values, trump, hand, trick, face_down, trick_no, seat, dealer, n_active):
    """The codes ``seat`` may play, and whether he may lead face down.

    ``trick`` lists the codes already played to this trick (the first one led, face down if
    ``face_down``).
    """
    tops = top_trumps(values, trump)
    order = values["rank-order"]

    def suit(c):
        return "T" if c in tops or c[-1] == trump else c[-1]

    def power(c, led):
        if c in tops:
            return 1000 - tops.index(c)
        if c[-1] == trump:
            return 500 - order.index(c[:-1])
        if c[-1] == led:
            return 100 - order.index(c[:-1])
        return -1

    waiver = values.get("forced-play-waiver")
    waived = bool(waiver) and n_active <= waiver["active_players_at_most"] and trick_no in waiver["tricks"]
    trumps = [c for c in hand if suit(c) == "T"]
    if not trick:
        if trick_no == 1 and values.get("trick-1-lead") and not waived:
            rule = values["trick-1-lead"]
            if "first-top-trump" in rule["must_lead"] and tops[0] in hand:
                return {tops[0]}, False
            if "trump" in rule["must_lead"] and trumps:
                return set(trumps), False
            return set(hand), bool(rule.get("face_down"))
        if trick_no == 2 and not waived:
            t2 = values.get("trick-2-top-trump")
            if t2 and t2.get("must_play") and len(tops) > 1 and tops[1] in hand:
                return {tops[1]}, False
            if values.get("trick-2-lead") and trumps:
                return set(trumps), False
        return set(hand), False
    led = "T" if face_down else suit(trick[0])
    led_letter = trump if led == "T" else led
    best = max([400 if face_down else power(trick[0], led_letter)] + [power(c, led_letter) for c in trick[1:]])
    forced_rule = {1: ("trick-1-top-trump", 0), 2: ("trick-2-top-trump", 1)}.get(trick_no)
    if forced_rule and not waived:
        rule = values.get(forced_rule[0])
        i = forced_rule[1]
        if rule and rule.get("must_play") and len(tops) > i and tops[i] in hand:
            if rule.get("exception") == "dealer" and seat == dealer:
                return {tops[i]} | {t for t in trumps if t != tops[i] and power(t, led_letter) > best}, False
            return {tops[i]}, False
    same = [c for c in hand if suit(c) == led]
    if values.get("follow-suit") and same:
        return set(same), False
    return set(hand), False


def contract_legal_plays(values, trump, hand, trick, declarer, leader):
    """The codes a player may play in Kontraspiel or Bolachen, from the rule text: follow suit
    (the Wenzels are trumps, not cards of their natural suit), trump when void
    (``must-trump``), overtrump (``must-overtrump``) and head the trick (``must-head``),
    except the second defender after his partner has beaten the declarer's lead.

    ``trump`` is the trump suit letter or ``None`` (Bettel, Mord); ``trick`` lists the codes
    already played, the lead first.
    """
    tops = [s["card"] for s in values.get("top-trumps", ())] if trump else []
    order = values["rank-order"]

    def suit(c):
        return "T" if c in tops or (trump and c[-1] == trump) else c[-1]

    def power(c, led):
        if c in tops:
            return 1000 - tops.index(c)
        if trump and c[-1] == trump:
            return 500 - order.index(c[:-1])
        if suit(c) == led:
            return 100 - order.index(c[:-1])
        return -1

    if not trick:
        return set(hand)
    led = suit(trick[0])
    best = max(power(c, led) for c in trick)
    head = values.get("must-head") or {}
    excused = (head.get("exception") == "second-defender" and leader == declarer and len(trick) == 2
               and power(trick[1], led) > power(trick[0], led))
    legal = list(hand)
    same = [c for c in hand if suit(c) == led]
    if values.get("follow-suit") and same:
        legal = same
    elif not same and values.get("must-trump"):
        trumps = [c for c in hand if suit(c) == "T"]
        if trumps:
            legal = trumps
            if values.get("must-overtrump") and led != "T" and best >= 400 and not excused:
                over = [c for c in trumps if power(c, led) > best]
                legal = over or legal
    if head.get("required") and not excused:
        beat = [c for c in legal if power(c, led) > best]
        legal = beat or legal
    return set(legal)
