"""Duskmourn green delirium creatures (facts from the package's data and the
release notes): Omnivorous Flytrap, Patchwork Beastie and Balustrade Wurm."""

from grimorio.dsl import (
    THIS,
    ActivatedAbility,
    AnyOf,
    AtBeginning,
    Attacks,
    Cost,
    Delirium,
    DistributeCounters,
    DoubleCounters,
    Enters,
    Filter,
    Grant,
    If,
    ManaCost,
    May,
    Mill,
    Mode,
    Not,
    ReturnToBattlefield,
    Static,
    Target,
    TargetSpec,
    Triggered,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

# -- Omnivorous Flytrap -----------------------------------------------------------------
# An intervening "if" (CR 603.4); the two counters are divided as the ability goes on the
# stack (CR 601.2d, 603.3d). Doubling puts as many counters as it has (CR 122.6; the
# ruling): effects that care about counters being put see it.
_FLYTRAP_ES = (
    "Delirio — Siempre que la Atrapamoscas omnívora entre o ataque, si entre las cartas de "
    "tu cementerio hay cuatro o más tipos de cartas, distribuye dos contadores +1/+1 entre "
    "una o dos criaturas objetivo. Luego, si entre las cartas de tu cementerio hay seis o "
    "más tipos de cartas, duplica la cantidad de contadores +1/+1 sobre esas criaturas."
)
_FLYTRAP_EN = (
    "Delirium — Whenever this creature enters or attacks, if there are four or more card "
    "types among cards in your graveyard, distribute two +1/+1 counters among one or two "
    "target creatures. Then if there are six or more card types among cards in your "
    "graveyard, double the number of +1/+1 counters on those creatures."
)
OMNIVOROUS_FLYTRAP = card(
    "Omnivorous Flytrap",
    abilities=(
        Triggered(
            AnyOf((Enters(), Attacks())),
            Mode(
                (TargetSpec((Filter(types=("creature",)),), max=2),),
                (
                    DistributeCounters("+1/+1", 2, Target(0)),
                    If(Delirium(6), (DoubleCounters(Target(0), "+1/+1"),)),
                ),
                text_es=_FLYTRAP_ES,
                text_en=_FLYTRAP_EN,
            ),
            condition=Delirium(),
        ),
    ),
    article_es="la",
)

# -- Patchwork Beastie ------------------------------------------------------------------
# "Can't attack or block unless ...": restrictions checked as attackers and blockers are
# declared (CR 508.1c, 509.1b); once it is attacking or blocking, it stays (the ruling).
_BEASTIE_RESTRICTION_ES = (
    "Delirio — La Bestiamiga de retales no puede atacar ni bloquear a menos que entre las "
    "cartas de tu cementerio haya cuatro o más tipos de cartas."
)
_BEASTIE_RESTRICTION_EN = (
    "Delirium — This creature can't attack or block unless there are four or more card "
    "types among cards in your graveyard."
)
_BEASTIE_MILL_ES = (
    "Al comienzo de tu mantenimiento, puedes moler una carta. (Puedes poner la primera carta "
    "de tu biblioteca en tu cementerio.)"
)
_BEASTIE_MILL_EN = (
    "At the beginning of your upkeep, you may mill a card. (You may put the top card of your "
    "library into your graveyard.)"
)
PATCHWORK_BEASTIE = card(
    "Patchwork Beastie",
    abilities=(
        Static(
            (Grant(keywords=("cant_attack", "cant_block")),),
            condition=Not(Delirium()),
            text_es=_BEASTIE_RESTRICTION_ES,
            text_en=_BEASTIE_RESTRICTION_EN,
        ),
        Triggered(
            AtBeginning("upkeep"),
            Mode(effects=(May((Mill(1),)),), text_es=_BEASTIE_MILL_ES, text_en=_BEASTIE_MILL_EN),
        ),
    ),
    article_es="la",
)

# -- Balustrade Wurm -------------------------------------------------------------------
# "This spell can't be countered" works on the stack (CR 113.6g). Its delirium ability
# returns "this card from your graveyard", so it functions only there (CR 113.6m); the
# card types are counted as it is activated, not again on resolution (602.5b; the ruling).
# A finality counter exiles it instead of letting it go to a graveyard (CR 122.1h).
_WURM_ES = (
    "Delirio — {2}{G}{G}: Regresa la Sierpe balaustrada de tu cementerio al campo de batalla "
    "con un contador de consumación sobre ella. Activa esto solo si entre las cartas de tu "
    "cementerio hay cuatro o más tipos de cartas y solo como un conjuro."
)
_WURM_EN = (
    "Delirium — {2}{G}{G}: Return this card from your graveyard to the battlefield with a "
    "finality counter on it. Activate only if there are four or more card types among cards "
    "in your graveyard and only as a sorcery."
)
BALUSTRADE_WURM = card(
    "Balustrade Wurm",
    keywords=("cant_be_countered", "trample", "haste"),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{2}{G}{G}")),
            Mode(
                effects=(ReturnToBattlefield(THIS, counters=(("finality", 1),)),),
                text_es=_WURM_ES,
                text_en=_WURM_EN,
            ),
            sorcery_speed=True,
            zone=Zone.GRAVEYARD,
            condition=Delirium(),
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (OMNIVOROUS_FLYTRAP, PATCHWORK_BEASTIE, BALUSTRADE_WURM)
