"""Duskmourn colourless artifacts: two Equipment that manifest dread and attach themselves
(one equipped by sacrificing a creature), a Toy that has its friends' activated abilities,
a Clue that lets you look at face-down creatures, and a screen that pays life for mana and
becomes a creature once. Facts from ../shared/data/dsk/cards.jsonl and the release notes."""

from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    LookAtFaceDown,
    ManaAbility,
    Mode,
    Static,
    Triggered,
    equip,
)
from grimorio.dsl.card import card
from grimorio.dsl.continuous import AddTypes, Grant, HasActivatedAbilitiesOf, ModifyPT, SetPT
from grimorio.dsl.effects import Apply, AttachSource, Draw
from grimorio.dsl.effects_counters import PutCounters
from grimorio.dsl.effects_moves import ManifestDread, Surveil
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import CREATURE, THIS, Attached, Filter, Linked
from grimorio.dsl.triggers import Enters

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
    "Herramientas de disección",
    "{5}",
    "Artifact — Equipment",
    "Artefacto — Equipo",
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
    text_es=f"{_TOOLS_ETB_ES}\n{_TOOLS_STATIC_ES}\nEquipar—Sacrificar una criatura.",
    text_en=f"{_TOOLS_ETB_EN}\n{_TOOLS_STATIC_EN}\nEquip—Sacrifice a creature.",
)

_MACHETE_ETB_ES = (
    "Cuando el Machete conductor entre, manifiesta miedo y luego anexa el Machete conductor a "
    "esa criatura."
)
_MACHETE_REMINDER_ES = (
    " (Mira las dos primeras cartas de tu biblioteca. Pon una de ellas en el campo de batalla "
    "boca abajo como una criatura 2/2 y la otra en tu cementerio. Ponla boca arriba en "
    "cualquier momento por su coste de maná si es una carta de criatura.)"
)
_MACHETE_REMINDER_EN = (
    " (Look at the top two cards of your library. Put one onto the battlefield face down as a "
    "2/2 creature and the other into your graveyard. Turn it face up any time for its mana "
    "cost if it's a creature card.)"
)
CONDUCTIVE_MACHETE = card(
    "Conductive Machete",
    "Machete conductor",
    "{4}",
    "Artifact — Equipment",
    "Artefacto — Equipo",
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
    text_es=f"{_MACHETE_ETB_ES}{_MACHETE_REMINDER_ES}\nLa criatura equipada obtiene +2/+1.\n"
    "Equipar {4}.",
    text_en=f"{_TOOLS_ETB_EN}{_MACHETE_REMINDER_EN}\nEquipped creature gets +2/+1.\nEquip {{4}}",
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
    "Marvin, mimo asesino",
    "{2}",
    "Legendary Artifact Creature — Toy",
    "Criatura artefacto legendaria — Juguete",
    pt=(2, 2),
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
    text_es=_MARVIN_ES,
    text_en=_MARVIN_EN,
)

_FOOTAGE_LOOK_ES = (
    "Puedes mirar las criaturas boca abajo que controlan tus oponentes en cualquier momento."
)
_FOOTAGE_LOOK_EN = "You may look at face-down creatures your opponents control any time."
_FOOTAGE_SAC_ES = (
    "{2}, sacrificar el Metraje hallado: Escruta 2 y luego roba una carta. (Para escrutar 2, "
    "mira las dos primeras cartas de tu biblioteca y luego pon cualquier cantidad de ellas en "
    "tu cementerio y el resto en la parte superior de tu biblioteca en cualquier orden.)"
)
_FOOTAGE_SAC_EN = (
    "{2}, Sacrifice this artifact: Surveil 2, then draw a card. (To surveil 2, look at the "
    "top two cards of your library, then put any number of them into your graveyard and the "
    "rest on top of your library in any order.)"
)
FOUND_FOOTAGE = card(
    "Found Footage",
    "Metraje hallado",
    "{1}",
    "Artifact — Clue",
    "Artefacto — Pista",
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
    text_es=f"{_FOOTAGE_LOOK_ES}\n{_FOOTAGE_SAC_ES}",
    text_en=f"{_FOOTAGE_LOOK_EN}\n{_FOOTAGE_SAC_EN}",
    article_es="el",
)

_SCREEN_ES = (
    "{T}: Agrega {W} o {B}.\n{T}, pagar 1 vida: Agrega {G}, {U} o {R}.\n{7}: Pon siete "
    "contadores +1/+1 sobre la Pantalla poseída. Se convierte en una criatura Espíritu 0/0 "
    "además de sus otros tipos. Activa esto solo una vez."
)
_SCREEN_EN = (
    "{T}: Add {W} or {B}.\n{T}, Pay 1 life: Add {G}, {U}, or {R}.\n{7}: Put seven +1/+1 "
    "counters on this artifact. It becomes a 0/0 Spirit creature in addition to its other "
    "types. Activate only once."
)
HAUNTED_SCREEN = card(
    "Haunted Screen",
    "Pantalla poseída",
    "{3}",
    "Artifact",
    "Artefacto",
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
    text_es=_SCREEN_ES,
    text_en=_SCREEN_EN,
    article_es="la",
)

CARDS = (
    DISSECTION_TOOLS,
    CONDUCTIVE_MACHETE,
    MARVIN_MURDEROUS_MIMIC,
    FOUND_FOOTAGE,
    HAUNTED_SCREEN,
)
