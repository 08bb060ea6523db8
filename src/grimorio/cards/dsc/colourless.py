"""Colourless cards of the *Duskmourn* Commander decks (printed facts from the package's
data, behaviour as the release notes say):

* Patasescurridizas alegre — indestructible (CR 702.12); attacking, blocking or becoming
  the target of a spell (508.3a, 509.3a, 115); damage equal to its power as it last
  existed (608.2h); monstrosity (701.37);
* Tabla de espiritismo — morbid (207.2c: "if a creature died this turn", an intervening
  "if" at the beginning of each end step, 603.4) puts a soul counter on it; {T}: add X mana
  of any one colour, X the soul counters on it (605.1a, 106.4), spent only on instant,
  sorcery, Demon and Spirit spells (106.6).
"""

from grimorio.cards.dsc.printed_text import line
from grimorio.dsl import (
    THIS,
    AnyOf,
    AtBeginning,
    Attacks,
    Blocks,
    Cost,
    CountersOnIt,
    DealDamage,
    DiedThisTurn,
    EachOpponent,
    Filter,
    Mode,
    PowerOf,
    PutCounters,
    Triggered,
    card,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.mana import COLORS
from grimorio.dsl.mana_abilities import ManaAbilityX, SpendOnlyEither
from grimorio.dsl.permanent_keywords import monstrosity
from grimorio.dsl.triggers_casting import BecomesTargetOfSpell
from grimorio.dsl.zones import Zone

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

_BOARD = "Tabla de espiritismo"

# CR 207.2c, 603.4: morbid — "if a creature died this turn" is checked as the end step
# begins (a creature dying during the end step is too late: the release notes) and again
# on resolution; CR 605.1a, 106.4, 106.6: X mana of one colour, X read as it is activated,
# spent only on instant, sorcery, Demon or Spirit spells (the rest stays in the pool, kept
# apart, until the step ends: 500.5).
SPIRIT_BOARD = card(
    _BOARD,
    abilities=(
        Triggered(
            AtBeginning("end", whose="each"),
            Mode(effects=(PutCounters("soul", 1, THIS),), text_es=line(_BOARD, 0)),
            condition=DiedThisTurn(Filter(types=("creature",))),
        ),
        ManaAbilityX(
            Cost(tap=True),
            COLORS,
            spend_only=SpendOnlyEither(
                either=(
                    Filter(types=("instant", "sorcery"), zone=Zone.STACK),
                    Filter(subtypes=("Demon", "Spirit"), zone=Zone.STACK),
                )
            ),
            x=CountersOnIt("soul"),
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (GLEEFUL_SKITTERER, SPIRIT_BOARD)
