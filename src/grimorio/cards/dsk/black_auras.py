"""Duskmourn black: Auras and the like — Auras that enchant a creature or a player (CR 303.4,
702.5), an Equipment that attaches itself to the creature it manifests (701.62, 701.3), and a
rule change for targeting the opponents' creatures (702.11, 702.21). Facts from the package's data
and the release notes."""

from grimorio.dsl import (
    CREATURE,
    Attached,
    AttachSource,
    ChooseDiscard,
    Destroy,
    Enters,
    Filter,
    Grant,
    HalfLife,
    HexproofIgnored,
    IsDealtDamage,
    It,
    LifeGainForbidden,
    Linked,
    LoseLife,
    ManifestDread,
    Mode,
    Modify,
    Sacrifice,
    Static,
    Target,
    TargetSpec,
    ThatPlayer,
    Triggered,
    card,
    equip,
)
from grimorio.dsl.card import CardDef

PLAYER = Filter(only_players=True)  # CR 702.5d: "Enchant player"; "target player"
OPPONENT_CREATURE = Filter(types=("creature",), controller="opponent")

# "When enchanted creature is dealt damage, destroy it." (Cracked Skull, Sporogenic Infection)
_DEALT_ES = "Cuando la criatura encantada reciba daño, destrúyela."
_DEALT_EN = "When enchanted creature is dealt damage, destroy it."
_DESTROY_WHEN_DEALT = Triggered(
    IsDealtDamage(attached=True),  # CR 303.4b: the creature the Aura is attached to
    Mode(effects=(Destroy(It()),), text_es=_DEALT_ES, text_en=_DEALT_EN),
)

_SKULL_ES = (
    "Cuando el Cráneo roto entre, mira la mano del jugador objetivo. Puedes elegir de ahí una "
    "carta que no sea tierra. Ese jugador descarta esa carta."
)
_SKULL_EN = (
    "When this Aura enters, look at target player's hand. You may choose a nonland card from "
    "it. That player discards that card."
)
CRACKED_SKULL = card(
    "Cracked Skull",
    enchant=CREATURE,
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((PLAYER,)),),
                (ChooseDiscard(Target(0), Filter(not_types=("land",))),),  # CR 701.9b
                text_es=_SKULL_ES,
                text_en=_SKULL_EN,
            ),
        ),
        _DESTROY_WHEN_DEALT,
    ),
    article_es="el",
)

_WOUND_GAIN_ES = "El jugador encantado no puede ganar vidas."
_WOUND_GAIN_EN = "Enchanted player can't gain life."
_WOUND_LOSE_ES = (
    "Siempre que el jugador encantado reciba daño, pierde la mitad de sus vidas, redondeando "
    "hacia arriba."
)
_WOUND_LOSE_EN = "Whenever enchanted player is dealt damage, they lose half their life, rounded up."
GRIEVOUS_WOUND = card(
    "Grievous Wound",
    enchant=PLAYER,
    abilities=(
        LifeGainForbidden(Attached(), text_es=_WOUND_GAIN_ES, text_en=_WOUND_GAIN_EN),  # 119.7
        # damage dealt to the player at the same time is one event: it triggers once (CR
        # 603.2c; the release notes: once however many creatures deal combat damage)
        Triggered(
            IsDealtDamage(attached=True),
            Mode(
                effects=(LoseLife(HalfLife(ThatPlayer()), ThatPlayer()),),  # CR 107.1a
                text_es=_WOUND_LOSE_ES,
                text_en=_WOUND_LOSE_EN,
            ),
        ),
    ),
    article_es="la",
)

_SPORE_ES = (
    "Cuando la Infección esporagénica entre, el jugador objetivo sacrifica una criatura que no "
    "sea la criatura encantada."
)
_SPORE_EN = (
    "When this Aura enters, target player sacrifices a creature of their choice other than "
    "enchanted creature."
)
SPOROGENIC_INFECTION = card(
    "Sporogenic Infection",
    enchant=CREATURE,
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((PLAYER,)),),  # any player (the release notes)
                (Sacrifice(filter=CREATURE, who=Target(0), besides=Attached()),),
                text_es=_SPORE_ES,
                text_en=_SPORE_EN,
            ),
        ),
        _DESTROY_WHEN_DEALT,
    ),
    article_es="la",
)

_RUN_ETB_ES = (
    "Cuando No hay donde huir entre, la criatura objetivo que controla un oponente obtiene "
    "-3/-3 hasta el final del turno."
)
_RUN_ETB_EN = (
    "When this enchantment enters, target creature an opponent controls gets -3/-3 until end "
    "of turn."
)
_RUN_RULE_ES = (
    "Las criaturas que controlan tus oponentes pueden ser objetivo de hechizos y habilidades "
    "como si no tuvieran la habilidad de antimaleficio. Las habilidades de rebatir de esas "
    "criaturas no se disparan."
)
_RUN_RULE_EN = (
    "Creatures your opponents control can be the targets of spells and abilities as though "
    "they didn't have hexproof. Ward abilities of those creatures don't trigger."
)
NOWHERE_TO_RUN = card(
    "Nowhere to Run",
    keywords=("flash",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((OPPONENT_CREATURE,)),),
                (Modify(Target(0), -3, -3),),
                text_es=_RUN_ETB_ES,
                text_en=_RUN_ETB_EN,
            ),
        ),
        HexproofIgnored(  # CR 702.11b, 702.21a
            OPPONENT_CREATURE, no_ward=True, text_es=_RUN_RULE_ES, text_en=_RUN_RULE_EN
        ),
    ),
)

_MASK_ETB_ES = (
    "Cuando la Máscara de asesino entre, manifiesta miedo y luego anexa la Máscara de asesino "
    "a esa criatura."
)
_MASK_ETB_EN = (
    "When this Equipment enters, manifest dread, then attach this Equipment to that creature."
)
_MASK_MENACE_ES = "La criatura equipada tiene la habilidad de amenaza."
_MASK_MENACE_EN = "Equipped creature has menace."
KILLERS_MASK = card(
    "Killer's Mask",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                # CR 701.62a, 701.3: it manifests dread even if the Mask has left (the
                # release notes); then "that creature" is the one manifested
                effects=(ManifestDread(), AttachSource(Linked("manifested"))),
                text_es=_MASK_ETB_ES,
                text_en=_MASK_ETB_EN,
            ),
        ),
        Static(
            (Grant(keywords=("menace",)),),
            Attached(),
            text_es=_MASK_MENACE_ES,
            text_en=_MASK_MENACE_EN,
        ),
        equip("{2}"),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    CRACKED_SKULL,
    GRIEVOUS_WOUND,
    SPOROGENIC_INFECTION,
    NOWHERE_TO_RUN,
    KILLERS_MASK,
)
