"""Selectors: which objects or players an effect, a target or a cost is about (CR 115, 109)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.zones import Zone

if TYPE_CHECKING:
    from grimorio.dsl.values import Amount

# ``Filter.controller`` / ``owner`` words: "you", "an opponent" — and "that player": the player
# the triggering event was about (CR 603.2, 608.2h): the defending player of "whenever this
# creature attacks" (CR 506.2, 508.5), the player dealt damage, the player who controlled the
# creature that died (603.10a). Outside a triggered ability there is no such player and the
# word matches nothing.
THAT_PLAYER = "that_player"
# In ``Filter.player``: "another target player" — a player other than "that player" (CR 115.1,
# 603.2: "another target player" than the one who cast the spell; grimorio.dsl.spells_cast).
OTHER_THAN_THAT_PLAYER = "other_than_that_player"
# In ``Filter.colors``: "colorless" — an object with no colour (CR 105.2c).
COLORLESS = "colorless"


@dataclass(frozen=True, slots=True)
class Filter:
    """A description such as "tapped creature an opponent controls".

    ``types`` match if the object has any of them. ``zone`` is where the object must be
    (a :class:`~grimorio.dsl.zones.Zone`; ``Zone.OUTSIDE``: a card in a hand, library,
    graveyard or exile, CR 611.3). ``players`` admits players
    too (CR 115.4 "any target"); ``only_players`` admits nothing else.
    """

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()  # any of these colours (CR 105)
    keywords: tuple[str, ...] = ()  # has all of these keyword abilities
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()  # "nonbasic": not_supertypes=("basic",)
    zone: Zone | str = Zone.BATTLEFIELD  # a saved game gives back the plain string
    controller: str | None = None  # "you" | "opponent" | THAT_PLAYER ("defending player")
    owner: str | None = None  # "you" | "opponent"
    tapped: bool | None = None
    power_ge: int | None = None
    power_le: int | None = None
    other: bool = False  # "another": not the source itself
    players: bool = False
    only_players: bool = False
    abilities: bool = False  # on the stack: also activated and triggered abilities
    player: str | None = None  # for players: "you" | "opponent" | OTHER_THAN_THAT_PLAYER
    counter: str | None = None  # "with a <kind> counter on it" (CR 122)
    mana_value_le: int | None = None  # "with mana value N or less" (CR 202.3)
    # on the stack: "a spell or ability with N targets" (CR 115.9a: each time any object
    # or player was chosen as a target counts)
    target_count: int | None = None
    face_down: bool | None = None  # "face-down permanent" (CR 708.2)
    toughness_le: int | None = None  # "with toughness N or less" (CR 208)
    token: bool | None = None  # "creature token" / "nontoken" (CR 111)
    attacking: bool | None = None  # "attacking creature" (CR 506.3, 508.1k)
    # "blocked" / "unblocked" (False) attacking creature: once blockers are declared (CR 509.1h)
    blocked: bool | None = None
    any_counters: bool | None = None  # "if it had counters on it" (CR 122)
    named: str | None = None  # "a card named <key>" (CR 201.2: it has that name)
    # Inferno: of any of these paths (I-105.1; "Inmune – Caos"), or, with ``neutral``, of no
    # path ("una carta neutral", I-105.2) — a printed value no layer changes; a face-down
    # object has none (I-305.5)
    paths: tuple[str, ...] = ()
    neutral: bool | None = None


ANY_TARGET = Filter(types=("creature", "planeswalker"), players=True)  # CR 115.4
CREATURE = Filter(types=("creature",))


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (CR 115.1): ``min`` to ``max`` matching objects."""

    filters: tuple[Filter, ...]
    min: int = 1
    max: int = 1
    same_controller: bool = False
    # "up to X target ...": the most is the X of the spell (a triggered ability of a
    # permanent: the X of the spell it was, CR 107.3m), not ``max``
    max_is_x: bool = False
    # "for each opponent, choose up to one target ... that player controls": no two of the
    # targets controlled by the same player (CR 601.2c; ``dsl.controllers_choose``)
    one_per_controller: bool = False
    # "any target of an opponent's choice": an opponent the controller picks chooses this
    # target as the spell or ability is announced (CR 601.2c, 700.2e), one within the
    # controller's range when it is limited (801.5a, 801.5c)
    opponent_chooses: bool = False


@dataclass(frozen=True, slots=True)
class Target:
    """The objects or players chosen for target spec number ``index`` of the mode."""

    index: int = 0


@dataclass(frozen=True, slots=True)
class Each:
    """Every object (or player) that matches, at the time the effect happens (CR 611.2c)."""

    filter: Filter


@dataclass(frozen=True, slots=True)
class You:
    """The controller of the spell or ability."""


@dataclass(frozen=True, slots=True)
class EachOpponent:
    """Each opponent of the controller."""


@dataclass(frozen=True, slots=True)
class EachPlayer:
    """Each player, in turn order starting with the active player (CR 101.4)."""


@dataclass(frozen=True, slots=True)
class ThisObject:
    """The source of the ability itself (the card that says "this")."""


@dataclass(frozen=True, slots=True)
class Attached:
    """The object the source is attached to: "enchanted creature", "equipped creature"
    (CR 303.4b, 301.5a). Nothing when the source is not attached (CR 604.4)."""


@dataclass(frozen=True, slots=True)
class It:
    """The object(s) a triggered ability is about: the one that entered, died, attacked,
    dealt damage ... (found in the zone it went to, CR 603.6, 603.10), or what a delayed
    triggered ability was created about (603.7c)."""


@dataclass(frozen=True, slots=True)
class ThatPlayer:
    """The player the triggering event was about ("that player")."""


@dataclass(frozen=True, slots=True)
class WhoDidnt:
    """ "Each <player> who didn't <pay> this way": the players of an :class:`Unless` with
    ``then_once`` who declined (or couldn't) pay, in turn order (CR 101.4, 608.2d) — e.g.
    "each opponent may sacrifice ... Then it deals damage to each opponent who didn't".
    Elsewhere it picks nobody."""


@dataclass(frozen=True, slots=True)
class ThatSpell:
    """The spell or ability whose event triggered the ability: "that spell or ability" of
    "whenever this becomes the target of a spell or ability" (ward, CR 702.21a)."""


@dataclass(frozen=True, slots=True)
class ControllerOf:
    """The player who controls (or, with ``owner``, owns) the first object ``what`` picks —
    as it last existed if it has left its zone ("its controller manifests dread", CR
    608.2h)."""

    what: Selector
    owner: bool = False


@dataclass(frozen=True, slots=True)
class RandomOpponent:
    """One of the controller's opponents chosen at random (the game's seeded generator) —
    with ``another``, not the player the source is attached to ("another one of your
    opponents chosen at random"); nothing if there is none to choose."""

    another: bool = True


@dataclass(frozen=True, slots=True)
class OwnersOf:
    """Each player who owns one or more of the objects ``what`` picks, in turn order — as
    they last existed if they have left their zone ("the exiled card's owner", CR 607.3:
    each owner of one of the exiled cards)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class Linked:
    """CR 607.2a: the cards the source's linked ability remembered under ``key`` ("the
    exiled card"); a new object (400.7) remembers nothing. With ``filter``, only those that
    match it now ("if a creature card is put into a graveyard this way": a creature card
    still in a graveyard)."""

    key: str = "exiled"
    filter: Filter | None = None


YOU = You()
IT = It()
THIS = ThisObject()


@dataclass(frozen=True, slots=True)
class TopOfLibrary:
    """The top ``count`` cards of the library of each player ``who`` picks, top first, in
    turn order: "the top two cards of your library". A library with fewer cards has all it
    holds picked, for an effect that attempts the impossible does as much as it can (CR
    609.3; I-608.3: "exilia las dos cartas superiores de su mazo" with one card in the deck
    exiles that card)."""

    count: Amount = 1
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class EachFitsAll:
    """Every object that fits all of ``filters`` at once, at the time the effect happens or
    applies (CR 611.2c, 611.3a): "enchantment creatures" — an object with both card types
    (205.2a), where one :class:`Filter` admits an object with any of its ``types``. The zone,
    controller and "other" are those of the filters."""

    filters: tuple[Filter, ...]


Selector = (
    Target
    | Each
    | You
    | EachOpponent
    | EachPlayer
    | ThisObject
    | Attached
    | It
    | ThatPlayer
    | WhoDidnt
    | ThatSpell
    | ControllerOf
    | Linked
    | RandomOpponent
    | OwnersOf
    | TopOfLibrary
    | EachFitsAll
)


register_all(globals())
