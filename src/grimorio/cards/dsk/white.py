"""Duskmourn white cards (facts from the package's data and the release notes)."""

from grimorio.dsl import (
    CREATURE,
    EERIE,
    THIS,
    AddTypes,
    Apply,
    AtBeginning,
    Attached,
    Attacks,
    CostReduction,
    Count,
    CreateToken,
    Destroy,
    Discard,
    Draw,
    Each,
    Enters,
    Exile,
    Filter,
    GainLife,
    Grant,
    If,
    Mode,
    Modify,
    ModifyPT,
    Not,
    PutCounters,
    ReturnToBattlefield,
    SourceTapped,
    SpellAbility,
    Static,
    Target,
    TargetsMatch,
    TargetSpec,
    Triggered,
    YouControl,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

EXORCISE = card(
    "Exorcise",
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
)
SPLIT_UP = card(
    "Split Up",
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
)
SEIZED_FROM_SLUMBER = card(
    "Seized from Slumber",
    spell=SpellAbility(
        (Mode((TargetSpec((CREATURE,)),), (Destroy(Target(0)),)),),
        reduction=CostReduction(3, TargetsMatch(Filter(types=("creature",), tapped=True))),
    ),
)
EMERGE_FROM_THE_COCOON = card(
    "Emerge from the Cocoon",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you"),)),),
                (ReturnToBattlefield(Target(0)), GainLife(3)),
            ),
        )
    ),
)

_ENCHANTMENTS_YOU_CONTROL = Count(Filter(types=("enchantment",), controller="you"))
ETHEREAL_ARMOR = card(
    "Ethereal Armor",
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
    article_es="la",
)
JUMP_SCARE = card(
    "Jump Scare",
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
    article_es="el",
)


ACROBATIC_CHEERLEADER = card(
    "Acrobatic Cheerleader",
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
    article_es="la",
)
CULT_HEALER = card(
    "Cult Healer",
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
    article_es="el",
)
FRIENDLY_GHOST = card(
    "Friendly Ghost",
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
    article_es="el",
)
GLIMMER_SEEKER = card(
    "Glimmer Seeker",
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
    article_es="la",
)
HARDENED_ESCORT = card(
    "Hardened Escort",
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
    article_es="la",
)
OPTIMISTIC_SCAVENGER = card(
    "Optimistic Scavenger",
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
    article_es="la",
)
SPLITSKIN_DOLL = card(
    "Splitskin Doll",
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
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
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
