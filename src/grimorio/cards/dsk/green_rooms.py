"""Duskmourn green Rooms (CR 709.5), facts from the package's data: Greenhouse // Rickety
Gazebo and Moldering Gym // Weight Room. A door's abilities work only while it is unlocked
(709.5); "when you unlock this door" triggers however it was unlocked, entering too
(709.5h). These cards have no release-notes rulings."""

from grimorio.dsl import (
    PERMANENT_TYPES,
    Cost,
    Each,
    Filter,
    Grant,
    Linked,
    ManaAbility,
    ManifestDread,
    Mill,
    Mode,
    PutChosen,
    PutCounters,
    Search,
    Static,
    Triggered,
    Unlocked,
    card,
    room,
)
from grimorio.dsl.card import CardDef

_ANY_COLOR = ("W", "U", "B", "R", "G")
_BASIC_LAND = Filter(types=("land",), supertypes=("basic",))

# -- Greenhouse // Rickety Gazebo -------------------------------------------------------
# Greenhouse grants a mana ability (layer 6, CR 613.1f) to each land you control while the
# door is unlocked. Rickety Gazebo: "from among them" is only the cards milled (CR 608.2c,
# 607.2a), and only permanent cards among them may return (CR 110.4a).
GREENHOUSE = room(
    "Greenhouse // Rickety Gazebo",
    card(
        "Greenhouse",
        abilities=(
            Static(
                (Grant(abilities=(ManaAbility(Cost(tap=True), _ANY_COLOR),)),),
                Each(Filter(types=("land",), controller="you")),
                text_es="Las tierras que controlas tienen “{T}: Agrega un maná de cualquier "
                "color”.",
                text_en='Lands you control have "{T}: Add one mana of any color."',
            ),
        ),
    ),
    card(
        "Rickety Gazebo",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(
                        Mill(4, link="milled"),
                        PutChosen(
                            Linked("milled"),
                            to="hand",
                            count=2,
                            filter=Filter(types=PERMANENT_TYPES),
                        ),
                    ),
                    text_es="Cuando abras esta puerta, muele cuatro cartas y luego regresa "
                    "hasta dos cartas de permanente de entre ellas a tu mano.",
                    text_en="When you unlock this door, mill four cards, then return up to two "
                    "permanent cards from among them to your hand.",
                ),
            ),
        ),
    ),
)

# -- Moldering Gym // Weight Room -------------------------------------------------------
# Moldering Gym: a search that may find nothing (CR 701.23b), the land tapped, then a
# shuffle (701.24). Weight Room: "that creature" is the one manifested (CR 701.62a); if
# nothing could be manifested, the counters go nowhere (608.2c).
MOLDERING_GYM = room(
    "Moldering Gym // Weight Room",
    card(
        "Moldering Gym",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(Search(_BASIC_LAND, to="battlefield", tapped=True),),
                    text_es="Cuando abras esta puerta, busca en tu biblioteca una carta de "
                    "tierra básica, ponla en el campo de batalla girada y luego baraja.",
                    text_en="When you unlock this door, search your library for a basic land "
                    "card, put it onto the battlefield tapped, then shuffle.",
                ),
            ),
        ),
    ),
    card(
        "Weight Room",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(ManifestDread(), PutCounters("+1/+1", 3, Linked("manifested"))),
                    text_es="Cuando abras esta puerta, manifiesta miedo y luego pon tres "
                    "contadores +1/+1 sobre esa criatura.",
                    text_en="When you unlock this door, manifest dread, then put three +1/+1 "
                    "counters on that creature.",
                ),
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (GREENHOUSE, MOLDERING_GYM)
