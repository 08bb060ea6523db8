"""Duskmourn white cards (facts from ../shared/data/dsk/cards.jsonl and the release notes).

Where the data has no Spanish name or text for a card, ``name_es`` is None and only the
English text is given; the Spanish type lines use the standard Spanish type words.
"""

from grimorio.dsl.abilities import CostReduction, Mode, SpellAbility, Static, TargetsMatch
from grimorio.dsl.card import card
from grimorio.dsl.continuous import AddTypes, Grant, ModifyPT
from grimorio.dsl.effects import Apply, Count, Destroy, Exile, GainLife, ReturnToBattlefield
from grimorio.dsl.selectors import CREATURE, Attached, Each, Filter, Target, TargetSpec

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

_ENCHANTMENTS_YOU_CONTROL = Count(Filter(types=("enchantment",), controller="you"))
ETHEREAL_ARMOR = card(
    "Ethereal Armor",
    "Armadura etérea",
    "{W}",
    "Enchantment — Aura",
    "Encantamiento — Aura",
    enchant=CREATURE,
    abilities=(
        Static(
            (
                ModifyPT(_ENCHANTMENTS_YOU_CONTROL, _ENCHANTMENTS_YOU_CONTROL),
                Grant(keywords=("first_strike",)),
            ),
            Attached(),
            text_en="Enchanted creature gets +1/+1 for each enchantment you control and has "
            "first strike.",
            text_es="La criatura encantada obtiene +1/+1 por cada encantamiento que controles "
            "y tiene la habilidad de dañar primero.",
        ),
    ),
    text_en="Enchant creature\nEnchanted creature gets +1/+1 for each enchantment you control "
    "and has first strike.",
    text_es="Encantar criatura.\nLa criatura encantada obtiene +1/+1 por cada encantamiento que "
    "controles y tiene la habilidad de dañar primero.",
    article_es="la",
)
JUMP_SCARE = card(
    "Jump Scare",
    "Susto repentino",
    "{W}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (
                    Apply(
                        Target(0),
                        (
                            ModifyPT(2, 2),
                            Grant(keywords=("flying",)),
                            AddTypes(types=("enchantment", "creature"), subtypes=("Horror",)),
                        ),
                    ),
                ),
            ),
        )
    ),
    text_en="Until end of turn, target creature gets +2/+2, gains flying, and becomes a Horror "
    "enchantment creature in addition to its other types.",
    text_es="Hasta el final del turno, la criatura objetivo obtiene +2/+2, gana la habilidad de "
    "volar y se convierte en una criatura encantamiento Horror además de sus otros tipos.",
    article_es="el",
)

CARDS = (
    EXORCISE,
    SPLIT_UP,
    SEIZED_FROM_SLUMBER,
    EMERGE_FROM_THE_COCOON,
    ETHEREAL_ARMOR,
    JUMP_SCARE,
)
