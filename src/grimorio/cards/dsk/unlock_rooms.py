"""Duskmourn white and blue Rooms (CR 709.5) whose doors do something when unlocked
(709.5h): Grand Entryway // Elegant Rotunda, Meat Locker // Drowned Diner and Underwater
Tunnel // Slimy Aquarium. Each door is written with :func:`card` and the two are joined by
:func:`room`. Facts from the package's data; these cards have no rulings in the release
notes."""

from grimorio.dsl import (
    CreateToken,
    Discard,
    Draw,
    Filter,
    Linked,
    ManifestDread,
    Mode,
    PutCounters,
    Surveil,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    Unlocked,
    card,
    room,
)
from grimorio.dsl.card import CardDef

_CREATURE = Filter(types=("creature",))

_ENTRYWAY_ES = (
    "Cuando abras esta puerta, crea una ficha de criatura encantamiento Brillo blanca 1/1."
)
_ENTRYWAY_EN = "When you unlock this door, create a 1/1 white Glimmer enchantment creature token."
_ROTUNDA_ES = (
    "Cuando abras esta puerta, pon un contador +1/+1 sobre cada una de hasta dos criaturas "
    "objetivo."
)
_ROTUNDA_EN = (
    "When you unlock this door, put a +1/+1 counter on each of up to two target creatures."
)
GRAND_ENTRYWAY = room(
    "Grand Entryway // Elegant Rotunda",
    card(
        "Grand Entryway",
        abilities=(
            Triggered(  # CR 709.5h, 111.1
                Unlocked(),
                Mode(effects=(CreateToken("Glimmer"),), text_es=_ENTRYWAY_ES, text_en=_ENTRYWAY_EN),
            ),
        ),
    ),
    card(
        "Elegant Rotunda",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    # "up to two target creatures" (CR 115.1, 601.2c): zero, one or two
                    (TargetSpec((_CREATURE,), min=0, max=2),),
                    (PutCounters("+1/+1", 1, Target(0)),),
                    text_es=_ROTUNDA_ES,
                    text_en=_ROTUNDA_EN,
                ),
            ),
        ),
    ),
)

_LOCKER_ES = (
    "Cuando abras esta puerta, gira hasta una criatura objetivo y pon dos contadores de "
    "aturdimiento sobre ella."
)
_LOCKER_EN = (
    "When you unlock this door, tap up to one target creature and put two stun counters on it."
)
_DINER_ES = "Cuando abras esta puerta, roba tres cartas y luego descarta una carta."
_DINER_EN = "When you unlock this door, draw three cards, then discard a card."
MEAT_LOCKER = room(
    "Meat Locker // Drowned Diner",
    card(
        "Meat Locker",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    (TargetSpec((_CREATURE,), min=0),),
                    (Tap(Target(0)), PutCounters("stun", 2, Target(0))),  # CR 122.1d
                    text_es=_LOCKER_ES,
                    text_en=_LOCKER_EN,
                ),
            ),
        ),
    ),
    card(
        "Drowned Diner",
        abilities=(
            Triggered(  # CR 608.2c: "then", one after the other
                Unlocked(),
                Mode(effects=(Draw(3), Discard()), text_es=_DINER_ES, text_en=_DINER_EN),
            ),
        ),
    ),
)

_TUNNEL_ES = "Cuando abras esta puerta, escruta 2."
_TUNNEL_EN = "When you unlock this door, surveil 2."
_AQUARIUM_ES = (
    "Cuando abras esta puerta, manifiesta miedo y luego pon un contador +1/+1 sobre esa criatura."
)
_AQUARIUM_EN = (
    "When you unlock this door, manifest dread, then put a +1/+1 counter on that creature."
)
UNDERWATER_TUNNEL = room(
    "Underwater Tunnel // Slimy Aquarium",
    card(
        "Underwater Tunnel",
        abilities=(
            Triggered(  # CR 701.25a
                Unlocked(), Mode(effects=(Surveil(2),), text_es=_TUNNEL_ES, text_en=_TUNNEL_EN)
            ),
        ),
    ),
    card(
        "Slimy Aquarium",
        abilities=(
            Triggered(  # CR 701.62a; "that creature": the one manifested (607.2a)
                Unlocked(),
                Mode(
                    effects=(ManifestDread(), PutCounters("+1/+1", 1, Linked("manifested"))),
                    text_es=_AQUARIUM_ES,
                    text_en=_AQUARIUM_EN,
                ),
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (GRAND_ENTRYWAY, MEAT_LOCKER, UNDERWATER_TUNNEL)
