"""Duskmourn Rooms (CR 709.5): each door is written with :func:`card` and the two are joined
by :func:`room`. Facts from the package's data and the release notes."""

from grimorio.dsl import (
    CREATURE,
    DealsDamage,
    Draw,
    Filter,
    Mode,
    ReturnToHand,
    Target,
    TargetSpec,
    Triggered,
    Unlocked,
    card,
    room,
)
from grimorio.dsl.card import CardDef

BOTTOMLESS_POOL = room(
    "Bottomless Pool // Locker Room",
    card(
        "Bottomless Pool",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    (TargetSpec((CREATURE,), min=0),),
                    (ReturnToHand(Target(0)),),
                    text_es="Cuando abras esta puerta, regresa hasta una criatura objetivo a la "
                    "mano de su propietario.",
                    text_en="When you unlock this door, return up to one target creature to its "
                    "owner's hand.",
                ),
            ),
        ),
    ),
    card(
        "Locker Room",
        abilities=(
            Triggered(
                DealsDamage(Filter(types=("creature",), controller="you"), "player", combat=True),
                Mode(
                    effects=(Draw(1),),
                    text_es="Siempre que una o más criaturas que controlas hagan daño de combate a "
                    "un jugador, roba una carta.",
                    text_en="Whenever one or more creatures you control deal combat damage to a "
                    "player, draw a card.",
                ),
                one_or_more=True,
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (BOTTOMLESS_POOL,)
