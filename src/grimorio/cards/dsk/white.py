"""Duskmourn white cards (facts from ../shared/data/dsk/cards.jsonl and the release notes).

None of these cards has a Spanish name or text in the data, so ``name_es`` is None and only
the English text is given; the Spanish type lines use the standard Spanish type words.
"""

from grimorio.dsl.abilities import CostReduction, Mode, SpellAbility, TargetsMatch
from grimorio.dsl.card import card
from grimorio.dsl.effects import Destroy, Exile, GainLife, ReturnToBattlefield
from grimorio.dsl.selectors import CREATURE, Each, Filter, Target, TargetSpec

EXORCISE = card(
    "Exorcise",
    None,
    "{1}{W}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (
                    TargetSpec(
                        (
                            Filter(types=("artifact",)),
                            Filter(types=("enchantment",)),
                            Filter(types=("creature",), power_ge=4),
                        )
                    ),
                ),
                (Exile(Target(0)),),
            ),
        )
    ),
    text_en="Exile target artifact, enchantment, or creature with power 4 or greater.",
)
SPLIT_UP = card(
    "Split Up",
    None,
    "{1}{W}{W}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (),
                (Destroy(Each(Filter(types=("creature",), tapped=True))),),
                text_en="Destroy all tapped creatures.",
            ),
            Mode(
                (),
                (Destroy(Each(Filter(types=("creature",), tapped=False))),),
                text_en="Destroy all untapped creatures.",
            ),
        )
    ),
    text_en="Choose one —\n• Destroy all tapped creatures.\n• Destroy all untapped creatures.",
)
SEIZED_FROM_SLUMBER = card(
    "Seized from Slumber",
    None,
    "{4}{W}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility(
        (Mode((TargetSpec((CREATURE,)),), (Destroy(Target(0)),)),),
        reduction=CostReduction(3, TargetsMatch(Filter(types=("creature",), tapped=True))),
    ),
    text_en="This spell costs {3} less to cast if it targets a tapped creature.\n"
    "Destroy target creature.",
)
EMERGE_FROM_THE_COCOON = card(
    "Emerge from the Cocoon",
    None,
    "{4}{W}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature",), zone="graveyard", owner="you"),)),),
                (ReturnToBattlefield(Target(0)), GainLife(3)),
            ),
        )
    ),
    text_en="Return target creature card from your graveyard to the battlefield. You gain 3 life.",
)

CARDS = (EXORCISE, SPLIT_UP, SEIZED_FROM_SLUMBER, EMERGE_FROM_THE_COCOON)
