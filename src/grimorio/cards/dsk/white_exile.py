"""Duskmourn white cards that exile — for a while ("until this leaves the battlefield",
CR 610.3), with a linked ability that brings the cards back (607.2a, 607.2q), or for good —
and Unwanted Remake. Facts from the package's data and the release notes."""

from grimorio.dsl import (
    CREATURE,
    Attached,
    ControllerOf,
    Cost,
    Destroy,
    Enters,
    Exile,
    Filter,
    Grant,
    Leaves,
    Linked,
    ManifestDread,
    Mode,
    ModifyPT,
    OwnersOf,
    ReturnToHand,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Triggered,
    card,
    crew,
    ward,
)
from grimorio.dsl.card import CardDef

_TRAPPED_ETB_ES = (
    "Cuando Atrapada en la pantalla entre, exilia el artefacto, criatura o encantamiento "
    "objetivo que controla un oponente hasta que Atrapada en la pantalla deje el campo de "
    "batalla."
)
_TRAPPED_ETB_EN = (
    "When this enchantment enters, exile target artifact, creature, or enchantment an opponent "
    "controls until this enchantment leaves the battlefield."
)
TRAPPED_IN_THE_SCREEN = card(
    "Trapped in the Screen",
    abilities=(
        ward("2"),  # CR 702.21a
        Triggered(  # CR 610.3: exiled until this leaves the battlefield
            Enters(),
            Mode(
                (
                    TargetSpec(
                        (
                            Filter(
                                types=("artifact", "creature", "enchantment"),
                                controller="opponent",
                            ),
                        )
                    ),
                ),
                (Exile(Target(0), until_leaves=True),),
                text_es=_TRAPPED_ETB_ES,
                text_en=_TRAPPED_ETB_EN,
            ),
        ),
    ),
)

_SHELTERED_ETB_ES = (
    "Cuando Protegido por fantasmas entre, exilia el permanente objetivo que no sea tierra que "
    "controla un oponente hasta que Protegido por fantasmas deje el campo de batalla."
)
_SHELTERED_ETB_EN = (
    "When this Aura enters, exile target nonland permanent an opponent controls until this "
    "Aura leaves the battlefield."
)
_SHELTERED_STATIC_ES = (
    "La criatura encantada obtiene +1/+0 y tiene las habilidades de vínculo vital y rebatir {2}."
)
_SHELTERED_STATIC_EN = "Enchanted creature gets +1/+0 and has lifelink and ward {2}."
SHELTERED_BY_GHOSTS = card(
    "Sheltered by Ghosts",
    enchant=Filter(types=("creature",), controller="you"),
    abilities=(
        Triggered(  # CR 610.3
            Enters(),
            Mode(
                (TargetSpec((Filter(not_types=("land",), controller="opponent"),)),),
                (Exile(Target(0), until_leaves=True),),
                text_es=_SHELTERED_ETB_ES,
                text_en=_SHELTERED_ETB_EN,
            ),
        ),
        Static(  # CR 613.1f, 613.4c; ward is a triggered ability it grants (702.21a)
            (ModifyPT(1, 0), Grant(keywords=("lifelink",), abilities=(ward("2"),))),
            Attached(),
            text_es=_SHELTERED_STATIC_ES,
            text_en=_SHELTERED_STATIC_EN,
        ),
    ),
)

_FEAR_ETB_ES = (
    "Cuando el Miedo a la abducción entre, exilia la criatura objetivo que controla un oponente."
)
_FEAR_ETB_EN = "When this creature enters, exile target creature an opponent controls."
_FEAR_LTB_ES = (
    "Cuando el Miedo a la abducción deje el campo de batalla, pon cada carta exiliada con él en "
    "la mano de su propietario."
)
_FEAR_LTB_EN = (
    "When this creature leaves the battlefield, put each card exiled with it into its owner's hand."
)
FEAR_OF_ABDUCTION = card(
    "Fear of Abduction",
    keywords=("flying",),
    # CR 601.2f, 118.3: the card exiled for the cost is exiled with it too (607.2q)
    spell=SpellAbility((Mode(),), additional_cost=Cost(exile=Filter(types=("creature",)))),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((Filter(types=("creature",), controller="opponent"),)),),
                (Exile(Target(0), link="exiled"),),  # CR 607.2a
                text_es=_FEAR_ETB_ES,
                text_en=_FEAR_ETB_EN,
            ),
        ),
        Triggered(
            Leaves(),
            Mode(
                effects=(ReturnToHand(Linked("exiled")),),
                text_es=_FEAR_LTB_ES,
                text_en=_FEAR_LTB_EN,
            ),
        ),
    ),
    article_es="el",
)

_HOVER_ETB_ES = (
    "Cuando la Planeadora no identificada entre, exilia hasta una criatura objetivo con "
    "resistencia de 5 o menos."
)
_HOVER_ETB_EN = (
    "When this Vehicle enters, exile up to one target creature with toughness 5 or less."
)
_HOVER_LTB_ES = (
    "Cuando la Planeadora no identificada deje el campo de batalla, el propietario de la carta "
    "exiliada manifiesta miedo."
)
_HOVER_LTB_EN = "When this Vehicle leaves the battlefield, the exiled card's owner manifests dread."
UNIDENTIFIED_HOVERSHIP = card(
    "Unidentified Hovership",
    keywords=("flying",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((Filter(types=("creature",), toughness_le=5),), min=0),),
                (Exile(Target(0), link="exiled"),),  # CR 607.2a
                text_es=_HOVER_ETB_ES,
                text_en=_HOVER_ETB_EN,
            ),
        ),
        Triggered(
            Leaves(),
            Mode(  # CR 607.3, 701.62a: each owner of an exiled card
                effects=(ManifestDread(OwnersOf(Linked("exiled"))),),
                text_es=_HOVER_LTB_ES,
                text_en=_HOVER_LTB_EN,
            ),
        ),
        crew(1),  # CR 702.122a
    ),
    article_es="la",
)

_REMAKE_ES = (
    "Destruye la criatura objetivo. Su controlador manifiesta miedo. (Ese jugador mira las dos "
    "primeras cartas de su biblioteca y luego pone una de ellas en el campo de batalla boca "
    "abajo como una criatura 2/2 y la otra en su cementerio. Si es una carta de criatura, puede "
    "ponerse boca arriba en cualquier momento por su coste de maná.)"
)
_REMAKE_EN = (
    "Destroy target creature. Its controller manifests dread. (That player looks at the top two "
    "cards of their library, then puts one onto the battlefield face down as a 2/2 creature and "
    "the other into their graveyard. If it's a creature card, it can be turned face up any time "
    "for its mana cost.)"
)
UNWANTED_REMAKE = card(
    "Unwanted Remake",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                # CR 608.2h: "its controller" as the creature last existed
                (Destroy(Target(0)), ManifestDread(ControllerOf(Target(0)))),
                text_es=_REMAKE_ES,
                text_en=_REMAKE_EN,
            ),
        )
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    TRAPPED_IN_THE_SCREEN,
    SHELTERED_BY_GHOSTS,
    FEAR_OF_ABDUCTION,
    UNIDENTIFIED_HOVERSHIP,
    UNWANTED_REMAKE,
)
