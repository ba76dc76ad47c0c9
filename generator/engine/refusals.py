"""Why the engine refuses an action: the reason codes an ``IllegalAction`` carries.

A refusal is structured: the rule that refuses (``rule_id``, ``<ruleset>#<param>``, or ``None``
for what no rule decides), the reason (one of ``REASONS``) and its details (card, suit and
contract codes, trick numbers, the verbs allowed now), besides the message in the engine's own
words. Pages phrase a refusal from these fields, never from the message.
"""
from __future__ import annotations

#: Reason code -> what it means (and the details it carries).
REASONS = {
    # what the moment calls for
    "not-now": "another kind of action is called for now (expected: the verbs allowed)",
    "hand-over": "the hand is over",
    "bad-action": "the action is not in the grammar",
    "no-such-card": "the pack has no such card (card)",
    "no-such-suit": "the pack has no such suit (suit)",
    "no-such-contract": "the ruleset has no such contract (contract)",
    "not-held": "the player does not hold the card (card)",
    # dropping out and forced deals
    "forced-deal": "the deal is forced: nobody may drop out",
    # the play
    "follow-suit": "a player must follow suit if able",
    "must-trump": "a player unable to follow must trump",
    "must-overtrump": "a player trumping a trumped trick must overtrump",
    "must-head": "a player must beat the best card in the trick if able",
    "lead-top-trump": "the leader must lead the first top trump (card)",
    "lead-trump": "the leader must lead a trump (trick)",
    "play-top-trump": "the holder must play this top trump to this trick (card, trick, dealer: the dealer's exception)",
    "face-down": "only the leader of the first trick who holds no trump may lead face down",
    # the exchange and the talon
    "exchange-nothing-named": "an exchange names the cards laid away",
    "exchange-too-many": "more cards than a turn allows or the talon holds (most)",
    "dopper-count": "the declarer lays away as many cards as he picked up (count)",
    "dopper-too-many": "more of the Dopper's cards exchanged than allowed (most)",
    "call-own-card": "the declarer calls a card he holds himself (card)",
    "give-called-card": "the declarer gives back the called card or one he does not hold (card)",
    # bidding
    "round-1-preferred-only": "in the first round only the preferred suit may be taken (suit)",
    "round-2-name-a-suit": "in the second round the soloist names a suit",
    "preferred-suit-closed": "in the second round the preferred suit is closed to this player (suit, who)",
    "dealer-must-play": "everyone else has passed: the dealer must bid",
    "bid-not-higher": "a bid must beat the best bid so far (best)",
    "equal-bid": "an equal bid goes to the earlier speaker (best)",
    "no-switch-down": "the declarer may keep his contract or switch up, not down (contract)",
    # announcements
    "already-announced": "the announcement has been made already this hand (verb)",
    "window-closed": "the announcement is allowed only before a given trick (verb, trick)",
    "not-eligible": "this player may not make the announcement now (verb)",
    "match-by-soloist": "the soloist cannot declare match against himself",
    "match-against-turn-up": "match is not allowed against a soloist who took the turned card",
    "match-in-preferred-suit": "match must be played in a suit other than the preferred one (suit)",
    "recontra-without-contra": "recontra only after a contra",
    "recontra-by-a-party": "recontra is for a third player, neither the soloist nor the contra player",
}
