"""The names of the keyword abilities and keyword-like statics the rules know (CR 702, and the
restrictions and requirements of 506.5, 508.1c–d, 509.1b–c, 701.40b and 101.2).

A :class:`~enum.StrEnum`: each member equals the string a card writes among its keywords
(``keywords=("flying",)``), so cards written with strings and rules reading members agree,
and nothing saved changes. ``grimorio.dsl.card.KEYWORDS`` is the same set of names (a test
keeps the two equal).
"""

from __future__ import annotations

from enum import StrEnum


# permanent keywords (issue 23)
class PermanentKeyword(StrEnum):
    """Keyword abilities of permanents that are abilities of the vocabulary, not names in a
    card's keyword list (``grimorio.dsl.permanent_keywords``): the ``keyword`` a triggered
    one carries (``Triggered.keyword``, as ward's) and the name a log line gives each
    (``kw.<name>``)."""

    PERSIST = "persist"  # CR 702.79a: a triggered ability
    UNDYING = "undying"  # CR 702.93a (Resiliencia): a triggered ability
    CHANGELING = "changeling"  # CR 702.73a (Cambiaformas): a characteristic-defining one


# casting keywords (issue 23)
class CastingKeyword(StrEnum):
    """Keyword abilities about casting a card that are abilities of the vocabulary, not names
    in a card's keyword list (``grimorio.dsl.casting_keywords``): each names the way of
    casting it gives (``How.alt``, a spell's ``cast_as``: "if its blitz cost was paid")."""

    MIRACLE = "miracle"  # CR 702.94a (Milagro)
    ESCAPE = "escape"  # CR 702.138a (Escapatoria)
    SUSPEND = "suspend"  # CR 702.62a (Suspender)
    RETRACE = "retrace"  # CR 702.81a (Desandar)
    BLITZ = "blitz"  # CR 702.152a (Irrupción)


class Keyword(StrEnum):
    """A keyword ability (CR 702) or a keyword-like static ability of the engine."""

    FLYING = "flying"  # CR 702.9
    REACH = "reach"  # CR 702.17
    HASTE = "haste"  # CR 702.10
    VIGILANCE = "vigilance"  # CR 702.20
    DEFENDER = "defender"  # CR 702.3
    MENACE = "menace"  # CR 702.111
    FIRST_STRIKE = "first_strike"  # CR 702.7
    DOUBLE_STRIKE = "double_strike"  # CR 702.4
    TRAMPLE = "trample"  # CR 702.19
    DEATHTOUCH = "deathtouch"  # CR 702.2
    LIFELINK = "lifelink"  # CR 702.15
    INDESTRUCTIBLE = "indestructible"  # CR 702.12
    FLASH = "flash"  # CR 702.8
    HEXPROOF = "hexproof"  # CR 702.11
    CONVOKE = "convoke"  # CR 702.51
    CANT_TURN_FACE_UP = "cant_turn_face_up"  # "can't be turned face up" (CR 701.40b)
    ATTACKS_EACH_COMBAT = "attacks_each_combat"  # "attacks each combat if able" (CR 508.1d)
    CANT_BLOCK = "cant_block"  # "this creature can't block" (CR 509.1b)
    CANT_ATTACK = "cant_attack"  # "this creature can't attack" (CR 508.1c)
    CANT_BE_COUNTERED = "cant_be_countered"  # "this spell can't be countered" (CR 101.2)
    UNBLOCKABLE = "unblockable"  # "can't be blocked" (CR 509.1b)
    MUST_BE_BLOCKED = "must_be_blocked"  # "must be blocked if able" (CR 509.1c)
    CANT_ATTACK_ALONE = "cant_attack_alone"  # "can't attack alone" (CR 506.5, 508.1c)
    CANT_BLOCK_ALONE = "cant_block_alone"  # "can't block alone" (CR 506.5, 509.1b)
    # "can attack as though it didn't have defender" (CR 609.4, 702.3b)
    ATTACKS_DESPITE_DEFENDER = "attacks_despite_defender"
