"""Continuous effects as data (CR 604, 611, 613): the parts of an effect, each in its layer.

A continuous effect is one or more *parts*; each part changes one kind of characteristic and
so belongs to one layer (CR 613.1, 613.6). The same parts serve static abilities (CR 604,
applied continuously) and resolving spells and abilities (CR 611.2, applied to the objects
that were affected when the effect began). The rules layer
(``grimorio.rules.characteristics.layers``) applies them in layer, dependency and timestamp
order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from grimorio.core.serial import register_all
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import Filter
from grimorio.dsl.values import Amount

# Land types (CR 205.3i): setting one replaces the others (CR 305.7).
LAND_TYPES = frozenset(
    {"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain"}
    | {"Plains", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"}
)
# CR 305.6: each basic land type gives its land an intrinsic "{T}: Add [mana]".
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@dataclass(frozen=True, slots=True)
class Copiable:
    """An object's copiable values (CR 707.2): what a copy effect copies, fixed when the copy
    effect begins (CR 707.2b, 707.2c). ``name`` is the key of the card whose name and text
    are shown ("" for a face-down object's no name, CR 708.2a)."""

    name: str
    mana_cost: ManaCost | None
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: tuple[str, ...]
    abilities: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Except:
    """Exceptions to a copy (CR 707.9): they become part of the copy's copiable values.

    ``types``/``subtypes``/``supertypes``/``colors`` are added "in addition to its other
    types"; ``set_colors`` replaces the colours; ``power``/``toughness`` set them (707.9d);
    ``keywords``/``abilities`` are gained (707.9a).
    """

    name: str | None = None
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    set_colors: tuple[str, ...] | None = None
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Any, ...] = ()


NO_EXCEPTIONS = Except()


@dataclass(frozen=True, slots=True)
class CopyOf:
    """Layer 1a (CR 613.2a, 707): the object's copiable values become ``values``."""

    values: Copiable
    layer: ClassVar[str] = "1a"


@dataclass(frozen=True, slots=True)
class GainControl:
    """Layer 2 (CR 613.1b): the controller of the effect controls the object."""

    layer: ClassVar[str] = "2"


@dataclass(frozen=True, slots=True)
class ChangeText:
    """Layer 3 (CR 612, 613.1c): every instance of the word ``old`` (a colour or a basic land
    type) in the object's rules text becomes ``new``."""

    old: str
    new: str
    layer: ClassVar[str] = "3"


@dataclass(frozen=True, slots=True)
class SetName:
    """Layer 3 (CR 612.8, 613.1c): the object's name becomes that of the card keyed
    ``name`` — it loses any name it had and has only that one. A name is no type: the
    object's subtypes stay as they were, as changing its subtypes leaves its name (I-110.5c:
    a "ficha de Cyborg Mutante" renamed is still a Cyborg Mutante; in Inferno, too, a text
    change, I-611.1, I-612.1c)."""

    name: str
    layer: ClassVar[str] = "3"


@dataclass(frozen=True, slots=True)
class AddTypes:
    """Layer 4 (CR 613.1d, 205.1b): card types, subtypes and supertypes "in addition to its
    other types". A basic land type brings its intrinsic mana ability (CR 305.6)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    layer: ClassVar[str] = "4"


@dataclass(frozen=True, slots=True)
class RemoveTypes:
    """Layer 4 (CR 613.1d): the object loses these card types ("isn't a creature",
    702.176a)."""

    types: tuple[str, ...]
    layer: ClassVar[str] = "4"


@dataclass(frozen=True, slots=True)
class SetTypes:
    """Layer 4 (CR 613.1d, 205.1a): the object's card types become ``types`` ("It's an
    enchantment. (It's not a creature.)"); subtypes that no longer fit a card type it has
    go (205.3d)."""

    types: tuple[str, ...]
    layer: ClassVar[str] = "4"


@dataclass(frozen=True, slots=True)
class SetLandTypes:
    """Layer 4 (CR 305.7): the land's land types become ``subtypes``; it loses the abilities
    of its rules text and old land types and gains those of the new basic land types."""

    subtypes: tuple[str, ...]
    layer: ClassVar[str] = "4"


@dataclass(frozen=True, slots=True)
class SetCreatureTypes:
    """Layer 4 (CR 205.1a): the object's creature types become ``subtypes`` ("is a Toy
    artifact creature" keeps its other types only where the card says so) — an Inferno
    ally's ally types likewise (I-204.1a, I-612.1d); its name stays (I-110.5c)."""

    subtypes: tuple[str, ...]
    layer: ClassVar[str] = "4"


@dataclass(frozen=True, slots=True)
class SetColors:
    """Layer 5 (CR 613.1e, 105.3): the object's colours become ``colors``."""

    colors: tuple[str, ...]
    layer: ClassVar[str] = "5"


@dataclass(frozen=True, slots=True)
class AddColors:
    """Layer 5: colours "in addition to its other colours"."""

    colors: tuple[str, ...]
    layer: ClassVar[str] = "5"


@dataclass(frozen=True, slots=True)
class Grant:
    """Layer 6 (CR 613.1f): the object gains keywords and abilities."""

    keywords: tuple[str, ...] = ()
    abilities: tuple[Any, ...] = ()
    layer: ClassVar[str] = "6"


@dataclass(frozen=True, slots=True)
class HasActivatedAbilitiesOf:
    """Layer 6 (CR 613.1f, 602.1): the object has all activated abilities (mana abilities
    too, 605.1a) of the permanents that match ``of`` — seen from the effect's controller —
    other than itself and, with ``other_names``, than those with the same name as it
    ("that don't have the same name as this creature"). An ability that names its own
    card refers to the object that has it (CR 201.5: ``THIS``)."""

    of: Filter
    other_names: bool = True
    layer: ClassVar[str] = "6"


@dataclass(frozen=True, slots=True)
class LoseAllAbilities:
    """Layer 6: the object loses all abilities."""

    layer: ClassVar[str] = "6"


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """Layer 6: the object loses these keyword abilities."""

    keywords: tuple[str, ...]
    layer: ClassVar[str] = "6"


@dataclass(frozen=True, slots=True)
class CantHave:
    """Layer 6: the object can't have these keywords; later grants don't give them."""

    keywords: tuple[str, ...]
    layer: ClassVar[str] = "6"


@dataclass(frozen=True, slots=True)
class DefinePT:
    """Layer 7a (CR 613.4a, 604.3): a characteristic-defining "power and toughness are each
    equal to ..."."""

    power: Amount
    toughness: Amount
    layer: ClassVar[str] = "7a"


@dataclass(frozen=True, slots=True)
class SetPT:
    """Layer 7b (CR 613.4b): power and toughness (or base power and toughness) become
    these values."""

    power: Amount
    toughness: Amount
    layer: ClassVar[str] = "7b"


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """Layer 7c (CR 613.4c): "gets +X/+Y"."""

    power: Amount = 0
    toughness: Amount = 0
    layer: ClassVar[str] = "7c"


@dataclass(frozen=True, slots=True)
class SwitchPT:
    """Layer 7d (CR 613.4d): power and toughness are switched."""

    layer: ClassVar[str] = "7d"


@dataclass(frozen=True, slots=True)
class DamageCounters:
    """Inferno's P/T sublayer E (I-612.3e, I-121.1a): each damage counter on an ally lowers
    its toughness by 1 for good, after every other P/T effect. Made by the rules from the
    counters themselves, never written on a card."""

    toughness: int
    layer: ClassVar[str] = "7e"


@dataclass(frozen=True, slots=True)
class WeaponModifiers:
    """I-208.1, I-604.3b–c: an Inferno weapon's printed modifiers, added to the strength
    of the ally it equips as a characteristic-defining ability would be (layer 7a, after
    the ally's own), so that setting its strength (7b) overrides them. No effect changes
    them (I-208.1)."""

    power: int
    toughness: int
    layer: ClassVar[str] = "7a"


Part = (
    CopyOf
    | GainControl
    | ChangeText
    | SetName
    | AddTypes
    | RemoveTypes
    | SetTypes
    | SetLandTypes
    | SetCreatureTypes
    | SetColors
    | AddColors
    | Grant
    | HasActivatedAbilitiesOf
    | LoseAllAbilities
    | LoseKeywords
    | CantHave
    | DefinePT
    | SetPT
    | ModifyPT
    | SwitchPT
    | DamageCounters
    | WeaponModifiers
)

# The layers and sublayers in the order they apply (CR 613.1, 613.2, 613.4); "7e" is
# Inferno's sublayer E, damage counters (I-612.3e), after its switching sublayer D.
LAYERS = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "7e")
DAMAGE_COUNTER = "daño"  # I-118.3b, I-121.1a: the kind of counter damage to an ally makes


register_all(globals())
