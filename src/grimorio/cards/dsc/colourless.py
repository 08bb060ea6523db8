"""Colourless cards of the *Duskmourn* Commander decks (printed facts from the package's
data, behaviour as the release notes say): Patasescurridizas alegre (indestructible, CR
702.12; attacking, blocking or becoming the target of a spell, 508.3a, 509.3a, 115; damage
equal to its power as it last existed, 608.2h; monstrosity, 701.37).

Not written yet, for want of rules outside the vocabulary's reach (the project's report):
*Tabla de espiritismo* (a mana ability that adds X mana, X the soul counters on it,
605.1a)."""

from grimorio.cards.dsc.printed_text import line
from grimorio.dsl import (
    THIS,
    AnyOf,
    Attacks,
    Blocks,
    DealDamage,
    EachOpponent,
    Mode,
    PowerOf,
    Triggered,
    card,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.permanent_keywords import monstrosity
from grimorio.dsl.triggers_commander_cards import BecomesTargetOfSpell

_SKITTERER = "Patasescurridizas alegre"

# CR 603.2: three trigger events, one ability; "becomes the target of a spell" — any
# player's spell, not an ability. Its power as it last existed if it has left (608.2h)
GLEEFUL_SKITTERER = card(
    _SKITTERER,
    keywords=("indestructible",),
    abilities=(
        Triggered(
            AnyOf((Attacks(), Blocks(), BecomesTargetOfSpell())),
            Mode(
                effects=(DealDamage(PowerOf(THIS), EachOpponent()),),
                text_es=line(_SKITTERER, 1),
            ),
        ),
        monstrosity(5, "{5}"),  # CR 701.37a
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (GLEEFUL_SKITTERER,)
