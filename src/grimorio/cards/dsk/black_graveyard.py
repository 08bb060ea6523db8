"""Duskmourn black cards that fill or read the graveyard: Appendage Amalgam (flash, 702.8;
"whenever this creature attacks, surveil 1", 508.3a, 701.25) and Let's Play a Game (delirium:
"choose one" becomes "choose one or more" with four or more card types among cards in your
graveyard, 700.2, 601.2b). Facts from the package's data; no release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    Attacks,
    Delirium,
    Discard,
    Each,
    EachOpponent,
    Filter,
    GainLife,
    LoseLife,
    Mode,
    Modify,
    SpellAbility,
    Surveil,
    Triggered,
    card,
)
from grimorio.dsl.card import CardDef

APPENDAGE_AMALGAM = card(
    "Appendage Amalgam",
    keywords=("flash",),
    abilities=(
        Triggered(
            Attacks(),  # CR 508.3a
            Mode(
                effects=(Surveil(1),),  # CR 701.25a
                text_es=printed_line("Appendage Amalgam", 1)[0],
                text_en=printed_line("Appendage Amalgam", 1)[1],
            ),
        ),
    ),
    article_es="la",
)

_GAME = "Let's Play a Game"


def _bullet(n: int) -> tuple[str, str]:
    """Mode ``n`` of the spell's printed text, without its bullet (CR 700.2)."""
    text_es, text_en = printed_line(_GAME, n + 1)
    return text_es.removeprefix("• "), text_en.removeprefix("• ")


LETS_PLAY_A_GAME = card(
    _GAME,
    spell=SpellAbility(
        (
            Mode(
                # CR 611.2c: the creatures affected are locked in as it resolves
                effects=(Modify(Each(Filter(types=("creature",), controller="opponent")), -1, -1),),
                text_es=_bullet(0)[0],
                text_en=_bullet(0)[1],
            ),
            Mode(
                effects=(Discard(EachOpponent(), 2),),  # CR 701.9a
                text_es=_bullet(1)[0],
                text_en=_bullet(1)[1],
            ),
            Mode(
                effects=(LoseLife(3, EachOpponent()), GainLife(3)),  # CR 119.3
                text_es=_bullet(2)[0],
                text_en=_bullet(2)[1],
            ),
        ),
        more_if=Delirium(),  # CR 700.2, 601.2b: checked as the modes are chosen
    ),
)

CARDS: tuple[CardDef, ...] = (APPENDAGE_AMALGAM, LETS_PLAY_A_GAME)
