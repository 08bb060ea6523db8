"""The kinds of decision a game of Magic asks for (DESIGN principle 2; CR 117, 601.2, 103.5).

The kernel's :class:`grimorio.core.decisions.Decision` knows no game, so its ``kind`` is a
plain string; these are the kinds Magic's rules give it. Each member is the string it
always was (a :class:`~enum.StrEnum`), so saved games, golden replays and the views sent to
clients read the same, and a kind read back from JSON (a plain string) equals its member.
"""

from __future__ import annotations

from enum import StrEnum


class DecisionKind(StrEnum):
    """What a pending decision is about; the comment names the rule that asks for it."""

    # the turn, priority and combat
    PRIORITY = "priority"  # CR 117.3: the player with priority acts or passes
    MULLIGAN = "mulligan"  # CR 103.5: keep the opening hand or mulligan
    BOTTOM = "bottom"  # CR 103.5: cards put on the bottom after a mulligan
    OPENING = "opening"  # CR 103.6: actions with cards in an opening hand
    ATTACKERS = "attackers"  # CR 508.1: declare attackers
    BLOCKERS = "blockers"  # CR 509.1: declare blockers
    DAMAGE = "damage"  # CR 510.1c: assign combat damage among blockers
    DISCARD = "discard"  # CR 514.1, 701.9: discard down to hand size, or as an effect says
    LEGEND = "legend"  # CR 704.5j: keep one of two legendary permanents
    PROPOSE_ATTACKER = "propose_attacker"  # I-507.2: Inferno's attacker of a combat
    PROPOSE_DEFENDER = "propose_defender"  # I-507.3: Inferno's defender of a combat
    KEEP_ONE = "keep_one"  # I-705.5g–h, I-303.3a–c: Inferno's único or scenario that stays
    TRIBUTE = "tribute"  # I-702.23b: Inferno's card revealed for *tributo*, or none
    # casting and activating (601.2), and the costs
    MODE = "mode"  # CR 601.2b, 700.2: choose modes
    X = "x"  # CR 601.2b: announce X
    TARGET = "target"  # CR 601.2c, 603.3d, 115.7: choose or change targets
    DIVIDE = "divide"  # CR 601.2d: divide an amount among targets
    COST = "cost"  # CR 601.2b, 601.2h: choices that are part of a cost
    MANA = "mana"  # CR 601.2g, 605.3: activate mana abilities while paying
    # triggers, replacement effects and copies
    TRIGGER_ORDER = "trigger_order"  # CR 603.3b: the order of one's triggered abilities
    REPLACEMENT = "replacement"  # CR 616.1: which replacement effect applies first
    COPY = "copy"  # CR 707.9: what a permanent enters as a copy of
    CAST_COPY = "cast_copy"  # CR 707.12: cast a copy while an effect resolves
    # effects as they resolve (608.2)
    MAY = "may"  # CR 603.5, 608.2d: an optional action
    PAY = "pay"  # CR 118.12: pay a cost an effect asks for, or don't
    CHOOSE = "choose"  # CR 608.2d: a choice an effect gives (a color, a counter, a player)
    PICK = "pick"  # CR 608.2d: pick one of the objects an effect offers
    PUT_CHOSEN = "put_chosen"  # CR 608.2c: put the chosen cards where the effect says
    TAP = "tap"  # CR 701.26: tap any number of permanents
    # CR 701.21: choose what to sacrifice — or, for an effect that destroys permanents of
    # each player's choice, what of one's own to destroy (701.8; I-102.4, I-701.6)
    SACRIFICE = "sacrifice"
    SEARCH = "search"  # CR 701.23: search a library
    LOOK = "look"  # CR 701.22, 701.25: scry or surveil, look and take
    ORDER = "order"  # CR 401.4: order cards on top or bottom of a library
    TOP_OR_BOTTOM = "top_or_bottom"  # CR 401.4: top or bottom of the library
    VOTE = "vote"  # CR 701.38: vote
    # special mechanics
    DOOR = "door"  # CR 709.5: which door of a Room is unlocked or locked
    MANIFEST = "manifest"  # CR 701.62: which card is manifested (manifest dread)
