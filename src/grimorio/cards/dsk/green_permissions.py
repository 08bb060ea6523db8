"""Duskmourn green cards that change where and how spells are cast and lands are played:
an alternative cost for every spell (CR 118.9) and playing cards from the graveyard (601.3,
305.1). Facts from the package's data and the release notes."""

from grimorio.dsl import (
    AllowPlayFrom,
    AltCostFor,
    BeginsOnBattlefield,
    ManaCost,
    MayPlayFrom,
    Mode,
    MoveInstead,
    ReplaceFor,
    Triggered,
    Unlocked,
    WouldMove,
    card,
    room,
)
from grimorio.dsl.card import CardDef

# -- Leyline of Mutation -------------------------------------------------------------------
_MUTATION_ES = (
    "Puedes pagar {W}{U}{B}{R}{G} en vez de pagar el coste de maná de los hechizos que lances."
)
_MUTATION_EN = "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast."
LEYLINE_OF_MUTATION = card(
    "Leyline of Mutation",
    abilities=(
        BeginsOnBattlefield(),
        AltCostFor(ManaCost.parse("{W}{U}{B}{R}{G}"), text_es=_MUTATION_ES, text_en=_MUTATION_EN),
    ),
    article_es="la",
)

# -- Walk-In Closet // Forgotten Cellar -----------------------------------------------------
_CLOSET_ES = "Puedes jugar tierras desde tu cementerio."
_CLOSET_EN = "You may play lands from your graveyard."
_CELLAR_ES = (
    "Cuando abras esta puerta, puedes lanzar hechizos desde tu cementerio este turno y si una "
    "carta fuera a ir a tu cementerio desde cualquier parte este turno, en vez de eso, "
    "exíliala."
)
_CELLAR_EN = (
    "When you unlock this door, you may cast spells from your graveyard this turn, and if a "
    "card would be put into your graveyard from anywhere this turn, exile it instead."
)
WALK_IN_CLOSET = room(
    "Walk-In Closet // Forgotten Cellar",
    card(
        "Walk-In Closet",
        abilities=(MayPlayFrom("graveyard", spells=False, text_es=_CLOSET_ES, text_en=_CLOSET_EN),),
    ),
    card(
        "Forgotten Cellar",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(
                        AllowPlayFrom("graveyard"),
                        # the rulings: any card of yours, played this turn or not; tokens
                        # aren't cards (CR 111.1) and go to the graveyard as usual
                        ReplaceFor(WouldMove("graveyard", owner="you"), MoveInstead("exile")),
                    ),
                    text_es=_CELLAR_ES,
                    text_en=_CELLAR_EN,
                ),
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (LEYLINE_OF_MUTATION, WALK_IN_CLOSET)
