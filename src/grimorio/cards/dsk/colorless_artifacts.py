"""Duskmourn colourless artifacts: two Equipment that manifest dread and attach themselves
(one equipped by sacrificing a creature), a Toy that has its friends' activated abilities,
a Clue that lets you look at face-down creatures, and a screen that pays life for mana and
becomes a creature once. Facts from the package's data and the release notes."""

from grimorio.dsl import (
    CREATURE,
    THIS,
    ActivatedAbility,
    AddTypes,
    Apply,
    Attached,
    AttachSource,
    Cost,
    Draw,
    Enters,
    Filter,
    Grant,
    HasActivatedAbilitiesOf,
    Linked,
    LookAtFaceDown,
    ManaAbility,
    ManaCost,
    ManifestDread,
    Mode,
    ModifyPT,
    PutCounters,
    SetPT,
    Static,
    Surveil,
    Triggered,
    card,
    equip,
)
from grimorio.dsl.card import CardDef

# "When this Equipment enters, manifest dread, then attach this Equipment to that creature."
# (CR 701.62a; "that creature" is the one manifested, CR 607.2a.) It manifests dread even if
# the Equipment has left the battlefield by then (release notes); it just isn't attached.
_DREAD_ATTACH = (ManifestDread(), AttachSource(Linked("manifested")))

_TOOLS_ETB_ES = (
    "Cuando las Herramientas de disección entren, manifiesta miedo y luego anexa las "
    "Herramientas de disección a esa criatura."
)
_TOOLS_ETB_EN = (
    "When this Equipment enters, manifest dread, then attach this Equipment to that creature."
)
_TOOLS_STATIC_ES = (
    "La criatura equipada obtiene +2/+2 y tiene las habilidades de toque mortal y vínculo vital."
)
_TOOLS_STATIC_EN = "Equipped creature gets +2/+2 and has deathtouch and lifelink."
DISSECTION_TOOLS = card(
    "Dissection Tools",
    abilities=(
        Triggered(Enters(), Mode((), _DREAD_ATTACH, _TOOLS_ETB_ES, _TOOLS_ETB_EN)),
        Static(
            (ModifyPT(2, 2), Grant(keywords=("deathtouch", "lifelink"))),
            Attached(),
            text_es=_TOOLS_STATIC_ES,
            text_en=_TOOLS_STATIC_EN,
        ),
        # CR 702.6a with a non-mana cost: "Equip—Sacrifice a creature" (601.2c: the target
        # is chosen before the cost is paid, so the target itself may be sacrificed)
        equip(
            Cost(sacrifice=CREATURE),
            "Equipar—Sacrificar una criatura.",
            "Equip—Sacrifice a creature.",
        ),
    ),
    article_es="las",
)

_MACHETE_ETB_ES = (
    "Cuando el Machete conductor entre, manifiesta miedo y luego anexa el Machete conductor a "
    "esa criatura."
)
CONDUCTIVE_MACHETE = card(
    "Conductive Machete",
    abilities=(
        Triggered(Enters(), Mode((), _DREAD_ATTACH, _MACHETE_ETB_ES, _TOOLS_ETB_EN)),
        Static(
            (ModifyPT(2, 1),),
            Attached(),
            text_es="La criatura equipada obtiene +2/+1.",
            text_en="Equipped creature gets +2/+1.",
        ),
        equip("{4}"),
    ),
    article_es="el",
)

_MARVIN_ES = (
    "Marvin, mimo asesino tiene todas las habilidades activadas de las criaturas que "
    "controlas que no tengan el mismo nombre que esta criatura."
)
_MARVIN_EN = (
    "Marvin has all activated abilities of creatures you control that don't have the same "
    "name as this creature."
)
MARVIN_MURDEROUS_MIMIC = card(
    "Marvin, Murderous Mimic",
    abilities=(
        # CR 613.1f, 602.1: only activated abilities (mana abilities too), not triggered or
        # static ones (release notes); a copied ability that names its card refers to Marvin
        Static(
            (HasActivatedAbilitiesOf(Filter(types=("creature",), controller="you")),),
            THIS,
            text_es=_MARVIN_ES,
            text_en=_MARVIN_EN,
        ),
    ),
)

_FOOTAGE_LOOK_ES = (
    "Puedes mirar las criaturas boca abajo que controlan tus oponentes en cualquier momento."
)
_FOOTAGE_LOOK_EN = "You may look at face-down creatures your opponents control any time."
FOUND_FOOTAGE = card(
    "Found Footage",
    abilities=(
        LookAtFaceDown(
            Filter(types=("creature",), controller="opponent"),
            text_es=_FOOTAGE_LOOK_ES,
            text_en=_FOOTAGE_LOOK_EN,
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{2}"), sacrifice_self=True),
            Mode(
                (),
                (Surveil(2), Draw(1)),
                "Escruta 2 y luego roba una carta.",
                "Surveil 2, then draw a card.",
            ),
        ),
    ),
    article_es="el",
)

HAUNTED_SCREEN = card(
    "Haunted Screen",
    abilities=(
        ManaAbility(Cost(tap=True), ("W", "B")),
        ManaAbility(Cost(tap=True, pay_life=1), ("G", "U", "R")),  # CR 119.4, 605.1a
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{7}")),
            Mode(
                (),
                (
                    PutCounters("+1/+1", 7, THIS),
                    # CR 611.2a: no duration — it stays a 0/0 Spirit creature (layers 4, 7b)
                    Apply(THIS, (AddTypes(("creature",), ("Spirit",)), SetPT(0, 0)), "game"),
                ),
                "Pon siete contadores +1/+1 sobre la Pantalla poseída. Se convierte en una "
                "criatura Espíritu 0/0 además de sus otros tipos.",
                "Put seven +1/+1 counters on this artifact. It becomes a 0/0 Spirit creature "
                "in addition to its other types.",
            ),
            once=True,  # CR 602.5b: "Activate only once"
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    DISSECTION_TOOLS,
    CONDUCTIVE_MACHETE,
    MARVIN_MURDEROUS_MIMIC,
    FOUND_FOOTAGE,
    HAUNTED_SCREEN,
)
