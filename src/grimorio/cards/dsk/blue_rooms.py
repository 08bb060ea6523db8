"""Duskmourn blue Rooms (CR 709.5) and the red/blue Smoky Lounge // Misty Salon (facts from
the package's data and the release notes). Each door is written with ``card`` and the two
are joined by ``room``."""

from grimorio.dsl import (
    AddMana,
    AtBeginning,
    CreateCopyToken,
    CreateToken,
    DoorsUnlocked,
    Except,
    Filter,
    If,
    Mode,
    NamesAmongAtLeast,
    Search,
    SpendOnly,
    Surveil,
    Target,
    TargetSpec,
    Triggered,
    TriggersAdditionalTime,
    Unlocked,
    WinGame,
    card,
    room,
)
from grimorio.dsl.card import CardDef

_ROOM = Filter(subtypes=("Room",))
_YOUR_ROOMS = Filter(subtypes=("Room",), controller="you")

_ELEVATOR_ES = (
    "Cuando abras esta puerta, busca en tu biblioteca una carta de Sala que no tenga el mismo "
    "nombre que una Sala que controlas, muéstrala, ponla en tu mano y luego baraja."
)
_ELEVATOR_EN = (
    "When you unlock this door, search your library for a Room card that doesn't have the "
    "same name as a Room you control, reveal it, put it into your hand, then shuffle."
)
_STAIRS_ES = (
    "Al comienzo de tu mantenimiento, escruta 1. Ganas el juego si hay ocho o más nombres "
    "distintos entre las puertas abiertas de las Salas que controlas."
)
_STAIRS_EN = (
    "At the beginning of your upkeep, surveil 1. You win the game if there are eight or more "
    "different names among unlocked doors of Rooms you control."
)
CENTRAL_ELEVATOR = room(
    "Central Elevator // Promising Stairs",
    card(
        "Central Elevator",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(Search(_ROOM, name_unlike=_YOUR_ROOMS),),
                    text_es=_ELEVATOR_ES,
                    text_en=_ELEVATOR_EN,
                ),
            ),
        ),
    ),
    card(
        "Promising Stairs",
        abilities=(
            Triggered(
                AtBeginning("upkeep"),
                Mode(
                    effects=(Surveil(1), If(NamesAmongAtLeast(_YOUR_ROOMS, 8), (WinGame(),))),
                    text_es=_STAIRS_ES,
                    text_en=_STAIRS_EN,
                ),
            ),
        ),
    ),
)

_MIRROR_ES = (
    "Cuando abras esta puerta, crea una ficha que es una copia de la criatura objetivo que "
    "controlas, excepto que es un Reflejo además de sus otros tipos de criatura."
)
_MIRROR_EN = (
    "When you unlock this door, create a token that's a copy of target creature you control, "
    "except it's a Reflection in addition to its other creature types."
)
_REALM_ES = (
    "Si se dispara una habilidad disparada de un permanente que controlas, esa habilidad se "
    "dispara una vez más."
)
_REALM_EN = (
    "If a triggered ability of a permanent you control triggers, that ability triggers an "
    "additional time."
)
MIRROR_ROOM = room(
    "Mirror Room // Fractured Realm",
    card(
        "Mirror Room",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    (TargetSpec((Filter(types=("creature",), controller="you"),)),),
                    (CreateCopyToken(Target(0), Except(subtypes=("Reflection",))),),
                    text_es=_MIRROR_ES,
                    text_en=_MIRROR_EN,
                ),
            ),
        ),
    ),
    card(
        "Fractured Realm",
        abilities=(
            TriggersAdditionalTime(Filter(controller="you"), text_es=_REALM_ES, text_en=_REALM_EN),
        ),
    ),
)

# "Spend this mana only to cast Room spells and unlock doors" (CR 106.6)
_LOUNGE_MANA = SpendOnly(spells=_ROOM, actions=("unlock",))
_LOUNGE_ES = (
    "Al comienzo de tu primera fase principal, agrega {R}{R}. Usa este maná solo para lanzar "
    "hechizos de Sala y abrir puertas."
)
_LOUNGE_EN = (
    "At the beginning of your first main phase, add {R}{R}. Spend this mana only to cast Room "
    "spells and unlock doors."
)
_SALON_ES = (
    "Cuando abras esta puerta, crea una ficha de criatura Espíritu azul X/X con la habilidad de "
    "volar, donde X es la cantidad de puertas abiertas entre las Salas que controlas."
)
_SALON_EN = (
    "When you unlock this door, create an X/X blue Spirit creature token with flying, where X "
    "is the number of unlocked doors among Rooms you control."
)
_DOORS = DoorsUnlocked(_YOUR_ROOMS)
SMOKY_LOUNGE = room(
    "Smoky Lounge // Misty Salon",
    card(
        "Smoky Lounge",
        abilities=(
            Triggered(
                AtBeginning("main1"),
                Mode(
                    effects=(AddMana("R", 2, spend_only=_LOUNGE_MANA),),
                    text_es=_LOUNGE_ES,
                    text_en=_LOUNGE_EN,
                ),
            ),
        ),
    ),
    card(
        "Misty Salon",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(CreateToken("Spirit", power=_DOORS, toughness=_DOORS, colors=("U",)),),
                    text_es=_SALON_ES,
                    text_en=_SALON_EN,
                ),
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (CENTRAL_ELEVATOR, MIRROR_ROOM, SMOKY_LOUNGE)
