"""A naive reference loop for ``bench``: Bester Bube after von Alvensleben (1853) in one function.

Written the obvious way — cards as strings, hands as lists, legality by list comprehensions,
the rule values typed in — so that the engine's speed can be compared with it on any
machine. It is a yardstick, not a rules source: the site and the simulations never use it.
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
