"""Duskmourn green Vehicles (CR 301.7, 702.122). Facts from the package's data and the
release notes."""

from grimorio.dsl import (
    Attacks,
    Filter,
    It,
    May,
    Mill,
    Mode,
    PutIntoGraveyard,
    ReturnToBattlefield,
    Triggered,
    card,
    crew,
)
from grimorio.dsl.card import CardDef

_MILL_ES = "Siempre que la Trituradora de setos ataque, puedes moler dos cartas."
_MILL_EN = "Whenever this Vehicle attacks, you may mill two cards."
_LANDS_ES = (
    "Siempre que una o más cartas de tierra vayan a tu cementerio desde tu biblioteca, ponlas "
    "en el campo de batalla giradas."
)
_LANDS_EN = (
    "Whenever one or more land cards are put into your graveyard from your library, put them "
    "onto the battlefield tapped."
)
HEDGE_SHREDDER = card(
    "Hedge Shredder",
    abilities=(
        Triggered(  # CR 508.3a; 701.17b: not offered with one card or none in the library
            Attacks(), Mode(effects=(May((Mill(2),)),), text_es=_MILL_ES, text_en=_MILL_EN)
        ),
        Triggered(  # CR 603.2c: once for the cards put there together, "them" all of them
            PutIntoGraveyard(Filter(types=("land",), owner="you"), from_="library"),
            Mode(
                effects=(ReturnToBattlefield(It(), tapped=True),),
                text_es=_LANDS_ES,
                text_en=_LANDS_EN,
            ),
            one_or_more=True,
        ),
        crew(1),  # CR 702.122a
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (HEDGE_SHREDDER,)
