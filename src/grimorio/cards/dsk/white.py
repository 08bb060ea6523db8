"""Duskmourn white cards (facts from ../shared/data/dsk/cards.jsonl and the release notes).

Where the data has no Spanish name or text for a card, ``name_es`` is None and only the
English text is given; the Spanish type lines use the standard Spanish type words.
"""

from grimorio.dsl.abilities import (
    CostReduction,
    Mode,
    SpellAbility,
    Static,
    TargetsMatch,
    Triggered,
)
from grimorio.dsl.card import card
from grimorio.dsl.continuous import AddTypes, Grant, ModifyPT
from grimorio.dsl.effects import (
    Apply,
    Count,
    CreateToken,
    Destroy,
    Discard,
    Draw,
    Exile,
    GainLife,
    If,
    Modify,
    ReturnToBattlefield,
    YouControl,
)
from grimorio.dsl.effects_counters import PutCounters
from grimorio.dsl.keywords import EERIE
from grimorio.dsl.selectors import CREATURE, THIS, Attached, Each, Filter, Target, TargetSpec
from grimorio.dsl.triggers import AtBeginning, Attacks, Enters
from grimorio.dsl.values import Not, SourceTapped

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


ACROBATIC_CHEERLEADER = card(
    "Acrobatic Cheerleader",
    "Animadora acrobática",
    "{1}{W}",
    "Creature — Human Survivor",
    "Criatura — Superviviente humano",
    pt=(2, 2),
    abilities=(
        # Survival: an intervening "if" (CR 603.4); "triggers only once" (the ruling: a new
        # object after a zone change may trigger again, CR 400.7)
        Triggered(
            AtBeginning("main2"),
            Mode(
                effects=(PutCounters("flying", 1, THIS),),
                text_es="Sobrevivir — Al comienzo de tu segunda fase principal, si la Animadora "
                "acrobática está girada, pon un contador de volar sobre ella. Esta habilidad "
                "solo se dispara una vez.",
                text_en="Survival — At the beginning of your second main phase, if this creature "
                "is tapped, put a flying counter on it. This ability triggers only once.",
            ),
            condition=SourceTapped(),
            once=True,
        ),
    ),
    text_en="Survival — At the beginning of your second main phase, if this creature is "
    "tapped, put a flying counter on it. This ability triggers only once.",
    text_es="Sobrevivir — Al comienzo de tu segunda fase principal, si la Animadora acrobática "
    "está girada, pon un contador de volar sobre ella. Esta habilidad solo se dispara una vez.",
    article_es="la",
)
CULT_HEALER = card(
    "Cult Healer",
    "Curandero sectario",
    "{2}{W}",
    "Creature — Human Doctor",
    "Criatura — Doctor humano",
    pt=(3, 3),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(Modify(THIS, keywords=("lifelink",)),),
                text_es="Inquietante — Siempre que un encantamiento que controlas entre y siempre "
                "que abras del todo una Sala, el Curandero sectario gana la habilidad de vínculo "
                "vital hasta el final del turno.",
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, this creature gains lifelink until end of turn.",
            ),
        ),
    ),
    text_en="Eerie — Whenever an enchantment you control enters and whenever you fully unlock "
    "a Room, this creature gains lifelink until end of turn.",
    text_es="Inquietante — Siempre que un encantamiento que controlas entre y siempre que abras "
    "del todo una Sala, el Curandero sectario gana la habilidad de vínculo vital hasta el final "
    "del turno.",
    article_es="el",
)
FRIENDLY_GHOST = card(
    "Friendly Ghost",
    None,
    "{3}{W}",
    "Creature — Spirit",
    "Criatura — Espíritu",
    pt=(2, 4),
    keywords=("flying",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((CREATURE,)),),
                (Modify(Target(0), 2, 4),),
                text_en="When this creature enters, target creature gets +2/+4 until end of turn.",
            ),
        ),
    ),
    text_en="Flying\nWhen this creature enters, target creature gets +2/+4 until end of turn.",
)
GLIMMER_SEEKER = card(
    "Glimmer Seeker",
    None,
    "{2}{W}",
    "Creature — Human Survivor",
    "Criatura — Superviviente humano",
    pt=(3, 3),
    abilities=(
        Triggered(
            AtBeginning("main2"),
            Mode(
                effects=(
                    If(
                        YouControl(
                            Filter(types=("creature",), subtypes=("Glimmer",), controller="you")
                        ),
                        (Draw(1),),
                        (CreateToken("Glimmer"),),
                    ),
                ),
                text_en="Survival — At the beginning of your second main phase, if this "
                "creature is tapped, draw a card if you control a Glimmer creature. If you "
                "don't control a Glimmer creature, create a 1/1 white Glimmer enchantment "
                "creature token.",
            ),
            condition=SourceTapped(),
        ),
    ),
    text_en="Survival — At the beginning of your second main phase, if this creature is "
    "tapped, draw a card if you control a Glimmer creature. If you don't control a Glimmer "
    "creature, create a 1/1 white Glimmer enchantment creature token.",
)
HARDENED_ESCORT = card(
    "Hardened Escort",
    None,
    "{2}{W}",
    "Creature — Human Soldier",
    "Criatura — Soldado humano",
    pt=(2, 4),
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                (TargetSpec((Filter(types=("creature",), controller="you", other=True),)),),
                (Modify(Target(0), 1, 0, ("indestructible",)),),
                text_en="Whenever this creature attacks, another target creature you control "
                "gets +1/+0 and gains indestructible until end of turn.",
            ),
        ),
    ),
    text_en="Whenever this creature attacks, another target creature you control gets +1/+0 "
    'and gains indestructible until end of turn. (Damage and effects that say "destroy" don\'t '
    "destroy it.)",
)
OPTIMISTIC_SCAVENGER = card(
    "Optimistic Scavenger",
    "Saqueadora optimista",
    "{W}",
    "Creature — Human Scout",
    "Criatura — Explorador humano",
    pt=(1, 1),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                (TargetSpec((CREATURE,)),),
                (PutCounters("+1/+1", 1, Target(0)),),
                text_es="Inquietante — Siempre que un encantamiento que controlas entre y siempre "
                "que abras del todo una Sala, pon un contador +1/+1 sobre la criatura objetivo.",
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, put a +1/+1 counter on target creature.",
            ),
        ),
    ),
    text_en="Eerie — Whenever an enchantment you control enters and whenever you fully unlock "
    "a Room, put a +1/+1 counter on target creature.",
    text_es="Inquietante — Siempre que un encantamiento que controlas entre y siempre que abras "
    "del todo una Sala, pon un contador +1/+1 sobre la criatura objetivo.",
    article_es="la",
)
SPLITSKIN_DOLL = card(
    "Splitskin Doll",
    "Muñeca de piel rota",
    "{1}{W}",
    "Artifact Creature — Toy",
    "Criatura artefacto — Juguete",
    pt=(2, 1),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(
                    Draw(1),
                    # the ruling: checked as the ability resolves, right after the draw
                    If(
                        Not(
                            YouControl(
                                Filter(
                                    types=("creature",), controller="you", other=True, power_le=2
                                )
                            )
                        ),
                        (Discard(),),
                    ),
                ),
                text_es="Cuando la Muñeca de piel rota entre, roba una carta. Luego, descarta una "
                "carta a menos que controles otra criatura con fuerza de 2 o menos.",
                text_en="When this creature enters, draw a card. Then discard a card unless you "
                "control another creature with power 2 or less.",
            ),
        ),
    ),
    text_en="When this creature enters, draw a card. Then discard a card unless you control "
    "another creature with power 2 or less.",
    text_es="Cuando la Muñeca de piel rota entre, roba una carta. Luego, descarta una carta a "
    "menos que controles otra criatura con fuerza de 2 o menos.",
    article_es="la",
)

CARDS = (
    EXORCISE,
    SPLIT_UP,
    SEIZED_FROM_SLUMBER,
    EMERGE_FROM_THE_COCOON,
    ETHEREAL_ARMOR,
    JUMP_SCARE,
    ACROBATIC_CHEERLEADER,
    CULT_HEALER,
    FRIENDLY_GHOST,
    GLIMMER_SEEKER,
    HARDENED_ESCORT,
    OPTIMISTIC_SCAVENGER,
    SPLITSKIN_DOLL,
)
