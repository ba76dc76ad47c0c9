"""Naive reference loops for ``bench``: each game's rules in one function, written the obvious
way — cards as strings, hands as lists, legality by list comprehensions, the rule values typed
in — so that the engine's speed can be compared with them on any machine: Bester Bube after
von Alvensleben (1853), Kontraspiel after Hammer (1811) and Bolachen (2015). They are
yardsticks, not rules sources: the site and the simulations never use them.
"""
from __future__ import annotations

import random


def naive_hands(hands: int, players: int = 4, seed: int = 0, session_hands: int = 20) -> int:
    """Play ``hands`` random hands of 1853 Bester Bube; return the number of tricks played."""
    rng = random.Random(seed)
    ranks = ["A", "K", "Q", "J", "10", "9", "8", "7"]
    partner = {"S": "C", "C": "S", "H": "D", "D": "H"}
    deck = [r + s for s in "SHDC" for r in ranks]
    pot, dealer, hand_no, played = 0, 0, 0, 0
    for h in range(hands):
        if h % session_hands == 0:
            pot, hand_no = 0, 0
        pot += 5
        cards = deck[:]
        rng.shuffle(cards)
        held = {p: [] for p in range(players)}
        i = 0
        for packet in (3, 2):
            for k in range(1, players + 1):
                held[(dealer + k) % players] += cards[i:i + packet]
                i += packet
        turned, talon = cards[i], cards[i + 1:]
        trump = turned[-1]
        tops = ["J" + trump, "J" + partner[trump]]

        def suit(c):
            return trump if c in tops else c[-1]

        def power(c, led):
            if c in tops:
                return 100 - tops.index(c)
            if c[-1] == trump:
                return 50 - ranks.index(c[:-1])
            return 20 - ranks.index(c[:-1]) if c[-1] == led else 0

        order = [(dealer + k) % players for k in range(1, players + 1)]
        active = order
        if hand_no > 0 and pot > 5:
            active = [p for p in order if p == dealer or rng.random() < 0.5]
        hand_no += 1
        if active == [dealer]:
            pot = 0
            dealer = (dealer + 1) % players
            continue
        for _ in range(2):
            for p in active:
                k = rng.randint(0, min(5, len(talon)))
                for c in rng.sample(held[p], k):
                    held[p].remove(c)
                held[p] += talon[:k]
                talon = talon[k:]
        if rng.random() < 0.5:
            held[dealer].remove(rng.choice(held[dealer]))
            held[dealer].append(turned)
        tricks = {p: 0 for p in active}
        leader = active[0]
        for t in range(1, 6):
            start = active.index(leader)
            trick = []
            for p in active[start:] + active[:start]:
                hand = held[p]
                if not trick:
                    legal = hand
                    trumps = [c for c in hand if suit(c) == trump]
                    if t == 1 and tops[0] in hand:
                        legal = [tops[0]]
                    elif t == 2 and tops[1] in hand:
                        legal = [tops[1]]
                    elif t <= 2 and trumps:
                        legal = trumps
                    led = suit(rng.choice(legal)) if t == 1 and not trumps else None
                else:
                    led = suit(trick[0][1])
                    best = max(power(c, led) for _, c in trick)
                    forced = tops[t - 1] if t <= 2 else None
                    if forced in hand:
                        legal = [forced]
                        if p == dealer:
                            legal += [c for c in hand if suit(c) == trump and c != forced and power(c, led) > best]
                    else:
                        legal = [c for c in hand if suit(c) == led] or hand
                card = rng.choice(legal)
                hand.remove(card)
                trick.append((p, card))
            led = suit(trick[0][1])
            leader = max(trick, key=lambda pc: power(pc[1], led))[0]
            tricks[leader] += 1
            played += 1
        pot_before = pot
        for p in active:
            pot -= tricks[p]
        for p in active:
            if tricks[p] == 0:
                pot += pot_before
        dealer = (dealer + 1) % players
    return played


def naive_kontraspiel(hands: int, players: int = 4, seed: int = 0, session_hands: int = 20) -> int:
    """Play ``hands`` random hands of Kontraspiel after Hammer (1811); return the tricks played.

    The same random choices as the engine's random player (uniform among the legal actions):
    the turned Wenzel or Ace, two soloist rounds, match, contra and recontra polls, five tricks
    with follow suit, the pot and the side payments.
    """
    rng = random.Random(seed)
    rnd = rng.random
    ranks = ["A", "K", "O", "U", "10", "9"]
    suits = "EGHS"
    deck = [r + s for s in suits for r in ranks]
    wenzels = ["UE", "UG"]
    pot, dealer, played = 0, 0, 0

    def pick(options):
        return options[int(rnd() * len(options))]

    for h in range(hands):
        if h % session_hands == 0:
            pot = 0
        pot += 1
        base = min(max(pot, 1), 4)
        cards = deck[:]
        rng.shuffle(cards)
        held = {p: [] for p in range(players)}
        i = 0
        for packet in (2, 3):
            for k in range(1, players + 1):
                held[(dealer + k) % players] += cards[i:i + packet]
                i += packet
        turned = cards[i]
        preferred = turned[-1]
        order = [(dealer + k) % players for k in range(1, players + 1)]
        soloist, trump, how = None, None, None
        if turned in wenzels or (turned[0] == "A" and pick(["solo", "pass"]) == "solo"):
            soloist, trump, how = dealer, turned[-1], "turn-up"
            out = pick(held[dealer])
            held[dealer].remove(out)
            held[dealer].append(turned)
            turned = None
        else:
            for p in order:
                if pick(["solo", "pass"]) == "solo":
                    soloist, trump, how = p, preferred, "round-1"
                    break
            if soloist is None:
                for j, p in enumerate(order):
                    choices = [s for s in suits if s != preferred or j == 0] + ["pass"]
                    c = pick(choices)
                    if c != "pass":
                        soloist, trump, how = p, c, "round-2"
                        break
        if soloist is None:
            dealer = (dealer + 1) % players
            continue
        declared = False
        if how != "turn-up":
            for p in order:
                if p != soloist:
                    c = pick([s for s in suits if s != preferred] + ["pass"])
                    if c != "pass":
                        soloist, trump, how, declared = p, c, "match", True
                        break

        def suit(c):
            return trump if c in wenzels else c[-1]

        def power(c, led):
            if c in wenzels:
                return 100 - wenzels.index(c)
            if c[-1] == trump:
                return 50 - ranks.index(c[:-1])
            return 20 - ranks.index(c[:-1]) if c[-1] == led else 0

        contra = recontra = None

        def poll(first, before):
            nonlocal contra, recontra
            for k in range(players):
                p = (first + k) % players
                options = ["pass"]
                if contra is None and before <= 2 and p != soloist:
                    options.append("contra")
                if contra is not None and recontra is None and before <= 3 and p not in (soloist, contra):
                    options.append("recontra")
                if len(options) == 1:
                    continue
                c = pick(options)
                if c == "contra":
                    contra = p
                    if before == 1 and turned is not None and how == "round-1":
                        take = pick(["keep"] + held[p])
                        if take != "keep":
                            held[p].remove(take)
                            held[p].append(turned)
                elif c == "recontra":
                    recontra = p

        leader = order[0]
        poll(leader, 1)
        tricks = [0] * players
        winners = []
        for t in range(1, 6):
            trick = []
            for k in range(players):
                p = (leader + k) % players
                hand = held[p]
                if trick:
                    led = suit(trick[0][1])
                    legal = [c for c in hand if suit(c) == led] or hand
                else:
                    legal = hand
                card = pick(legal)
                hand.remove(card)
                trick.append((p, card))
            led = suit(trick[0][1])
            leader = max(trick, key=lambda pc: power(pc[1], led))[0]
            tricks[leader] += 1
            winners.append(leader)
            played += 1
            if t < 3:
                poll(leader, t + 1)
        winner = next((p for p in range(players) if tricks[p] >= 3), None)
        if winner is None:
            count = [0] * players
            for w in winners:
                count[w] += 1
                if count[w] == 2:
                    winner = w
                    break
        roles = [r for r in (soloist, contra, recontra) if r is not None]
        for r in roles:
            pot += -base if r == winner else base
        if winner not in roles:
            pot -= base
        dealer = (dealer + 1) % players
    return played


def naive_bolachen(hands: int, players: int = 3, seed: int = 0, session_hands: int = 20) -> int:
    """Play ``hands`` random hands of Bolachen (2015); return the tricks played.

    Uniform random choices among the legal actions, as the engine's random player: the
    auction (the dealer forced if both pass), the called card in Bettel and Mord, the Dopper,
    the raise, and up to ten tricks with follow suit, trump, overtrump and head (the second
    defender's exception), ended early once decided.
    """
    rng = random.Random(seed)
    rnd = rng.random
    ranks = ["A", "K", "O", "U", "10", "9", "8", "7"]
    deck = [r + s for s in "EGHS" for r in ranks]
    contracts = [("acorn-brand", "E"), ("leaf-brand", "G"), ("bell-brand", "S"), ("heart-brand", "H"),
                 ("bettel", None), ("mord", None)]
    dealer, played = 0, 0

    def pick(options):
        return options[int(rnd() * len(options))]

    for _ in range(hands):
        cards = deck[:]
        rng.shuffle(cards)
        held = {p: [] for p in range(players)}
        i = 0
        dopper = []
        for packet in (3, "dopper", 4, 3):
            if packet == "dopper":
                dopper, i = cards[i:i + 2], i + 2
                continue
            for k in range(1, players + 1):
                held[(dealer + k) % players] += cards[i:i + packet]
                i += packet
        best, declarer = -1, None
        speakers = [(dealer + 1) % players, (dealer + 2) % players]
        for p in speakers:
            c = pick(["pass"] + list(range(best + 1, len(contracts))))
            if c != "pass":
                best, declarer = c, p
        if declarer is None:
            best, declarer = pick(list(range(len(contracts)))), dealer
        d = declarer
        if contracts[best][0] in ("bettel", "mord"):
            missing = [c for c in deck if c not in held[d]]
            call = pick(["pass"] + missing)
            if call != "pass" and call not in dopper:
                q = next(p for p in range(players) if call in held[p])
                held[q].remove(call)
                held[d].append(call)
                give = pick([c for c in held[d] if c != call])
                held[d].remove(give)
                held[q].append(give)
        held[d] += dopper
        for c in rng.sample(held[d], 2):
            held[d].remove(c)
        best = pick(list(range(best, len(contracts))))
        name, trump = contracts[best]

        def power(c, led):
            if c[-1] == trump:
                return 50 - ranks.index(c[:-1])
            return 20 - ranks.index(c[:-1]) if c[-1] == led else 0

        tricks = [0] * players
        leader = d
        for t in range(1, 11):
            trick = []
            for k in range(players):
                p = (leader + k) % players
                hand = held[p]
                legal = hand
                if trick:
                    led = trick[0][1][-1]
                    top = max(power(c, led) for _, c in trick)
                    follow = [c for c in hand if c[-1] == led]
                    if follow:
                        legal = follow
                    elif trump and any(c[-1] == trump for c in hand):
                        legal = [c for c in hand if c[-1] == trump]
                    excused = leader == d and len(trick) == 2 and power(trick[1][1], led) > power(trick[0][1], led)
                    if not excused:
                        beat = [c for c in legal if power(c, led) > top]
                        legal = beat or legal
                card = pick(legal)
                hand.remove(card)
                trick.append((p, card))
            led = trick[0][1][-1]
            leader = max(trick, key=lambda pc: power(pc[1], led))[0]
            tricks[leader] += 1
            played += 1
            k = tricks[d]
            if (trump and k >= 6) or (name == "bettel" and k) or (name == "mord" and k < t):
                break
        dealer = (dealer + 1) % players
    return played
