"""Duskmourn white Rooms (CR 709.5): each door is written with :func:`card` and the two are
joined by :func:`room`. Facts from the package's data and the release notes."""

from grimorio.dsl import (
    Attacks,
    Count,
    CreateToken,
    Each,
    Filter,
    Mode,
    PutCounters,
    ReturnToBattlefield,
    SetPT,
    SpellsHave,
    Static,
    Target,
    TargetSpec,
    Triggered,
    Unlocked,
    UntapsDuringOthers,
    Zone,
    card,
    room,
)
from grimorio.dsl.card import CardDef

_YOUR_CREATURES = Filter(types=("creature",), controller="you")

_SUITE_ES = (
    "Cuando abras esta puerta, regresa la carta de criatura objetivo con valor de maná de 3 o "
    "menos de tu cementerio al campo de batalla."
)
_SUITE_EN = (
    "When you unlock this door, return target creature card with mana value 3 or less from "
    "your graveyard to the battlefield."
)
_HOSPITAL_ES = "Siempre que ataques, pon un contador +1/+1 sobre la criatura atacante objetivo."
_HOSPITAL_EN = "Whenever you attack, put a +1/+1 counter on target attacking creature."
SURGICAL_SUITE = room(
    "Surgical Suite // Hospital Room",
    card(
        "Surgical Suite",
        abilities=(
            Triggered(  # CR 709.5h; mana value with X as 0 (202.3e)
                Unlocked(),
                Mode(
                    (
                        TargetSpec(
                            (
                                Filter(
                                    types=("creature",),
                                    zone=Zone.GRAVEYARD,
                                    owner="you",
                                    mana_value_le=3,
                                ),
                            )
                        ),
                    ),
                    (ReturnToBattlefield(Target(0)),),
                    text_es=_SUITE_ES,
                    text_en=_SUITE_EN,
                ),
            ),
        ),
    ),
    card(
        "Hospital Room",
        abilities=(
            Triggered(  # "whenever you attack": one or more creatures attack (CR 508.3a)
                Attacks(_YOUR_CREATURES),
                Mode(
                    (TargetSpec((Filter(types=("creature",), attacking=True),)),),
                    (PutCounters("+1/+1", 1, Target(0)),),
                    text_es=_HOSPITAL_ES,
                    text_en=_HOSPITAL_EN,
                ),
                one_or_more=True,
            ),
        ),
    ),
)

_THEATER_ES = (
    "Los hechizos de criatura que lances tienen la habilidad de convocar. (Tus criaturas pueden "
    "ayudar a lanzar esos hechizos. Cada criatura que gires al lanzar un hechizo de criatura "
    "cuenta como un pago de {1} o de un maná del color de esa criatura.)"
)
_THEATER_EN = (
    "Creature spells you cast have convoke. (Your creatures can help cast those spells. Each "
    "creature you tap while casting a creature spell pays for {1} or one mana of that "
    "creature's color.)"
)
_PROP_ES = (
    "Durante el paso de enderezar de cada uno de los demás jugadores, endereza cada criatura "
    "que controlas."
)
_PROP_EN = "Untap each creature you control during each other player's untap step."
DAZZLING_THEATER = room(
    "Dazzling Theater // Prop Room",
    card(
        "Dazzling Theater",
        abilities=(  # CR 702.51a
            SpellsHave(
                Filter(types=("creature",)), ("convoke",), text_es=_THEATER_ES, text_en=_THEATER_EN
            ),
        ),
    ),
    card(
        "Prop Room",
        abilities=(  # CR 502.3
            UntapsDuringOthers(_YOUR_CREATURES, text_es=_PROP_ES, text_en=_PROP_EN),
        ),
    ),
)

_SHOP_ES = (
    "Siempre que una o más criaturas que no sean Juguete que controlas ataquen a un jugador, "
    "crea una ficha de criatura artefacto Juguete blanca 1/1."
)
_SHOP_EN = (
    "Whenever one or more non-Toy creatures you control attack a player, create a 1/1 white "
    "Toy artifact creature token."
)
_GALLERY_ES = (
    "Tanto la fuerza como la resistencia base de las criaturas que controlas son iguales a la "
    "cantidad de criaturas que controlas."
)
_GALLERY_EN = (
    "Creatures you control have base power and toughness each equal to the number of "
    "creatures you control."
)
_COUNT = Count(_YOUR_CREATURES)
DOLLMAKERS_SHOP = room(
    "Dollmaker's Shop // Porcelain Gallery",
    card(
        "Dollmaker's Shop",
        abilities=(
            Triggered(  # CR 508.3a, 603.2c: once for each player attacked
                Attacks(
                    Filter(types=("creature",), not_subtypes=("Toy",), controller="you"),
                    player=True,
                ),
                Mode(effects=(CreateToken("Toy"),), text_es=_SHOP_ES, text_en=_SHOP_EN),
                one_or_more=True,
            ),
        ),
    ),
    card(
        "Porcelain Gallery",
        abilities=(
            Static(  # CR 613.4b: layer 7b, in timestamp order with other setting effects
                (SetPT(_COUNT, _COUNT),),
                Each(_YOUR_CREATURES),
                text_es=_GALLERY_ES,
                text_en=_GALLERY_EN,
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (SURGICAL_SUITE, DAZZLING_THEATER, DOLLMAKERS_SHOP)
