"""Duskmourn multicolour cards about Rooms (CR 709.5), facts from the package's data:
Restricted Office // Lecture Hall (white-blue) and Intruding Soulrager (blue-red). These
cards have no release-notes rulings."""

from grimorio.cards.dsk.printed_modes import printed_mode
from grimorio.dsl import (
    ActivatedAbility,
    Cost,
    DealDamage,
    Destroy,
    Draw,
    Each,
    EachOpponent,
    Filter,
    Grant,
    Mode,
    Static,
    Triggered,
    Unlocked,
    card,
    room,
)
from grimorio.dsl.card import CardDef

# -- Restricted Office // Lecture Hall --------------------------------------------------
# Restricted Office destroys every creature with power 3 or greater as the ability
# resolves (CR 608.2h: the power then), all at once (701.8a). Lecture Hall: "other
# permanents you control" — not the Room itself (CR 109.1).
RESTRICTED_OFFICE = room(
    "Restricted Office // Lecture Hall",
    card(
        "Restricted Office",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(Destroy(Each(Filter(types=("creature",), power_ge=3))),),
                    text_es="Cuando abras esta puerta, destruye todas las criaturas con fuerza "
                    "de 3 o más.",
                    text_en="When you unlock this door, destroy all creatures with power 3 or "
                    "greater.",
                ),
            ),
        ),
    ),
    card(
        "Lecture Hall",
        abilities=(
            Static(
                (Grant(keywords=("hexproof",)),),
                Each(Filter(controller="you", other=True)),
                text_es="Los otros permanentes que controlas tienen la habilidad de antimaleficio.",
                text_en="Other permanents you control have hexproof.",
            ),
        ),
    ),
)

# -- Intruding Soulrager ----------------------------------------------------------------
# "{T}, Sacrifice a Room": both costs are paid as it is activated (CR 602.2b, 601.2h);
# the creature deals the damage — its last known information if it has left (608.2h) —
# to each opponent (CR 120.3), then its controller draws.
INTRUDING_SOULRAGER = card(
    "Intruding Soulrager",
    keywords=("vigilance",),
    abilities=(
        ActivatedAbility(
            Cost(tap=True, sacrifice=Filter(subtypes=("Room",))),
            printed_mode("Intruding Soulrager", 1, DealDamage(2, EachOpponent()), Draw(1)),
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (RESTRICTED_OFFICE, INTRUDING_SOULRAGER)
