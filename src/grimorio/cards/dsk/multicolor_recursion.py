"""Duskmourn multicolour cards cast from the graveyard: a card's own permission with a
condition (CR 601.3) and flashback (702.34). Facts from the package's data and the release notes."""

from grimorio.dsl import (
    All,
    CastFrom,
    CastThisFrom,
    DiedThisTurn,
    EntersWithCounters,
    Filter,
    Flashback,
    ManaCost,
    Mode,
    ReturnToBattlefield,
    SpellAbility,
    Target,
    TargetSpec,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

# -- Undead Sprinter -----------------------------------------------------------------------
_NON_ZOMBIE_DIED = DiedThisTurn(Filter(types=("creature",), not_subtypes=("Zombie",)))
_SPRINTER_ES = (
    "Puedes lanzar el Corredor muerto viviente desde tu cementerio si una criatura que no sea "
    "Zombie murió este turno. Si lo haces, el Corredor muerto viviente entra con un contador "
    "+1/+1 sobre él."
)
_SPRINTER_EN = (
    "You may cast this card from your graveyard if a non-Zombie creature died this turn. If "
    "you do, this creature enters with a +1/+1 counter on it."
)
UNDEAD_SPRINTER = card(
    "Undead Sprinter",
    keywords=("trample", "haste"),
    abilities=(
        CastThisFrom("graveyard", _NON_ZOMBIE_DIED, text_es=_SPRINTER_ES, text_en=_SPRINTER_EN),
        # "If you do": cast from the graveyard by that permission (the creature that died
        # this turn still did as it enters, CR 614.1c)
        EntersWithCounters("+1/+1", 1, All((CastFrom("graveyard"), _NON_ZOMBIE_DIED))),
    ),
    article_es="el",
)

# -- Rite of the Moth ----------------------------------------------------------------------
_MOTH_ES = (
    "Regresa la carta de criatura objetivo de tu cementerio al campo de batalla con un "
    "contador de consumación sobre ella. (Si una criatura con un contador de consumación sobre "
    "ella fuera a morir, en vez de eso, exíliala.)"
)
_MOTH_EN = (
    "Return target creature card from your graveyard to the battlefield with a finality "
    "counter on it. (If a creature with a finality counter on it would die, exile it instead.)"
)
RITE_OF_THE_MOTH = card(
    "Rite of the Moth",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you"),)),),
                (ReturnToBattlefield(Target(0), counters=(("finality", 1),)),),
                text_es=_MOTH_ES,
                text_en=_MOTH_EN,
            ),
        )
    ),
    abilities=(Flashback(ManaCost.parse("{3}{W}{W}{B}")),),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (UNDEAD_SPRINTER, RITE_OF_THE_MOTH)
