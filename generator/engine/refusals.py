"""Why the engine refuses an action: every reason code an ``IllegalAction`` carries, each once,
with what it means and how it is said.

A refusal is structured: the rule that refuses (``rule_id``, ``<ruleset>#<param>``, or ``None``
for what no rule decides), the reason (one of ``REASONS``) and its details (card, suit and
contract codes, trick numbers, the verbs allowed now), besides the message in the engine's own
words. Pages and the player phrase a refusal from these fields, never from the message: from
the reason's ``words`` (``wording.reason_text``). A game module declares the reasons it gives
(``protocol.Game.reasons``); a new reason is one entry here.

``words`` is a template, or ``(detail, {value: template})`` when the wording depends on a
detail. Template fields: ``{card}`` a card's name, ``{suit}`` a suit's name, ``{best}`` and
``{contract}`` a contract's name, ``{trick}`` an ordinal ("second"), ``{verb}`` an announcement,
``{expected}`` the verbs allowed now, ``{most}`` and ``{count}`` numbers, ``{player}`` the
player's name.
"""
from __future__ import annotations

from typing import NamedTuple


class Reason(NamedTuple):
    """One reason code: what it means (and the details it carries), and its words."""

    code: str
    means: str
    words: object


#: Reason code -> its ``Reason``.
REASONS: dict[str, Reason] = {reason.code: reason for reason in (
    # what the moment calls for
    Reason('not-now', 'another kind of action is called for now (expected: the verbs allowed)',
           "that is not a move at this point: the choice now is {expected}"),
    Reason('hand-over', 'the hand is over',
           "the hand is over"),
    Reason('bad-action', 'the action is not in the grammar',
           "that is not a move of the game"),
    Reason('no-such-card', 'the pack has no such card (card)',
           "the pack has no {card}"),
    Reason('no-such-suit', 'the pack has no such suit (suit)',
           "the pack has no such suit"),
    Reason('no-such-contract', 'the ruleset has no such contract (contract)',
           "these rules have no such contract"),
    Reason('not-held', 'the player does not hold the card (card)',
           "{player} does not hold the {card}"),
    # dropping out and forced deals
    Reason('forced-deal', 'the deal is forced: nobody may drop out',
           "the deal is forced, so nobody may drop out"),
    # the play
    Reason('follow-suit', 'a player must follow suit if able',
           "a player must follow suit if he can"),
    Reason('must-trump', 'a player unable to follow must trump',
           "a player who cannot follow suit must play a trump if he has one"),
    Reason('must-overtrump', 'a player trumping a trumped trick must overtrump',
           "a player who trumps must beat a trump already in the trick if he can"),
    Reason('must-head', 'a player must beat the best card in the trick if able',
           "a player must beat the best card in the trick if he can"),
    Reason('lead-top-trump', 'the leader must lead the first top trump (card)',
           "the holder of the {card}, the highest trump, must lead it to the first trick"),
    Reason('lead-trump', 'the leader must lead a trump (trick)',
           "the leader must lead a trump to the {trick} trick if he has one"),
    Reason('lead-ace-of-trumps', 'the leader must lead the Ace of trumps, or the King when the Ace is turned (card, turned)',
           ("turned", {False: "the holder of the {card} must lead it to the first trick",
                       True: "the Ace of trumps is the turned card, so the holder of the {card} must lead it "
                             "to the first trick"})),
    Reason('lead-highest-trump', 'the leader must lead his highest trump (card, trick)',
           "the leader must lead his highest trump, the {card}, to the {trick} trick"),
    Reason('play-top-trump', "the holder must play this top trump to this trick (card, trick, dealer: the dealer's exception)",
           ("dealer", {False: "whoever holds the {card} must play it to the {trick} trick",
                       True: "the dealer may keep the {card} back from the {trick} trick only by "
                             "winning the trick with another trump"})),
    Reason('face-down', 'only the leader of the first trick who holds no trump may lead face down',
           "only the leader of the first trick who holds no trump may lead a card face down"),
    # the spare hand (miss)
    Reason('no-miss', 'no spare hand is dealt in this deal, or it has been taken',
           "there is no spare hand to take now"),
    Reason('pool-defence', 'the dealer facing a single player may only do what the rule allows (expected)',
           "against a single player the dealer's choice is {expected}"),
    # the exchange and the talon
    Reason('exchange-nothing-named', 'an exchange names the cards laid away',
           "an exchange names the cards to lay away"),
    Reason('exchange-too-many', 'more cards than a turn allows or the talon holds (most)',
           "no more than {most} cards may be exchanged now"),
    Reason('dopper-count', 'the declarer lays away as many cards as he picked up (count)',
           "the declarer lays away as many cards as he took up: {count}"),
    Reason('dopper-too-many', "more of the Dopper's cards exchanged than allowed (most)",
           "at most {most} of the Dopper's cards may be exchanged"),
    Reason('call-own-card', 'the declarer calls a card he holds himself (card)',
           "the declarer holds the {card} himself"),
    Reason('give-called-card', 'the declarer gives back the called card or one he does not hold (card)',
           "the declarer gives back a card of his own, not the one he called"),
    # bidding
    Reason('round-1-preferred-only', 'in the first round only the preferred suit may be taken (suit)',
           "in the first round only the preferred suit, {suit}, may be taken"),
    Reason('round-2-name-a-suit', 'in the second round the soloist names a suit',
           "in the second round the soloist names his trump suit"),
    Reason('preferred-suit-closed', 'in the second round the preferred suit is closed to this player (suit, who)',
           ("who", {"eldest-only": "in the second round only eldest hand may still take the preferred suit, {suit}",
                    "nobody": "in the second round nobody may take the preferred suit, {suit}",
                    "anyone": "the preferred suit, {suit}, may not be taken now"})),
    Reason('dealer-must-play', 'everyone else has passed: the dealer must bid',
           "everyone else has passed, so the dealer must bid"),
    Reason('bid-not-higher', 'a bid must beat the best bid so far (best)',
           "a bid must be higher than the best bid so far, {best}"),
    Reason('equal-bid', 'an equal bid goes to the earlier speaker (best)',
           "an equal bid goes to the player who spoke first, so a bid must be higher than {best}"),
    Reason('no-switch-down', 'the declarer may keep his contract or switch up, not down (contract)',
           "the declarer may keep {contract} or announce a higher contract, not a lower one"),
    # announcements
    Reason('already-announced', 'the announcement has been made already this hand (verb)',
           "“{verb}” has been said already in this hand"),
    Reason('window-closed', 'the announcement is allowed only before a given trick (verb, trick)',
           "“{verb}” may be said only before the {trick} trick begins"),
    Reason('not-eligible', 'this player may not make the announcement now (verb)',
           "{player} may not say “{verb}” now"),
    Reason('match-by-soloist', 'the soloist cannot declare match against himself',
           "the soloist cannot declare match against himself"),
    Reason('match-against-turn-up', 'match is not allowed against a soloist who took the turned card',
           "match may not be declared against a soloist who took the turned card"),
    Reason('match-in-preferred-suit', 'match must be played in a suit other than the preferred one (suit)',
           "match must be played in a suit other than the preferred one"),
    Reason('recontra-without-contra', 'recontra only after a contra',
           "recontra may be said only after a contra"),
    Reason('recontra-by-a-party', 'recontra is for a third player, neither the soloist nor the contra player',
           "recontra is for a third player, neither the soloist nor the one who said contra"),
)}
