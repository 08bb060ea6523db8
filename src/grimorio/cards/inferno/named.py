"""The cards Inferno's rules name, with the texts the rules quote (I-118.5, I-207.3a,
I-507.3c, I-607.2b, I-800.3a; I-110.6e names one without its text, and *Pacificadora
barahai*'s is ours: the replacement its example needs). Their costs, strength and what the
rules don't quote are ours, as is every English text: the rules give none.
*Hija del valor*'s restriction is a keyword-like static, as Magic's "can't block" is."""

from __future__ import annotations

from grimorio.dsl.abilities import Mode, SpellAbility, Static, Triggered
from grimorio.dsl.continuous import DefinePT, GainControl
from grimorio.dsl.effects import Apply, DealDamage, Destroy
from grimorio.dsl.inferno_cards import YOUR_DEMON, inferno_card
from grimorio.dsl.replacements import Replacement, TurnFaceDownInstead, WouldBeDestroyed
from grimorio.dsl.selectors import ControllerOf, Filter, Target, TargetSpec
from grimorio.dsl.triggers import Enters
from grimorio.dsl.values import Count

ALLY = Filter(types=("aliado",))
DEMON = Filter(supertypes=("demonio",))

IGNICION = inferno_card(
    "Ignición",
    "Ignition",
    2,
    "Ritual",
    "Ritual",
    text_es="Tu demonio hace 2 puntos de daño al aliado o demonio objetivo.",
    text_en="Your demon deals 2 damage to target ally or demon.",
    spell=SpellAbility(
        (
            Mode(
                targets=(TargetSpec((ALLY, DEMON)),),
                effects=(DealDamage(2, Target(0), by=YOUR_DEMON),),
            ),
        )
    ),
)

TORMENTA_DE_FUEGO = inferno_card(
    "Tormenta de fuego",
    "Firestorm",
    3,
    "Ritual",
    "Ritual",
    text_es="Destruye el escenario objetivo. Tu demonio hace 2 puntos de daño a su controlador.",
    text_en="Destroy target scenario. Your demon deals 2 damage to its controller.",
    spell=SpellAbility(
        (
            Mode(
                targets=(TargetSpec((Filter(types=("escenario",)),)),),
                effects=(
                    Destroy(Target(0)),
                    DealDamage(2, ControllerOf(Target(0)), by=YOUR_DEMON),
                ),
            ),
        )
    ),
)

PRIMOGENITO_DEL_BOSQUE = inferno_card(
    "Primogénito del bosque",
    "Firstborn of the Forest",
    4,
    "Aliado – Elemental",
    "Ally — Elemental",
    pt=(0, 0),
    text_es="Su FUE y RES es igual al número de recursos que controlas.",
    text_en="Its power and toughness are each equal to the number of resources you control.",
    abilities=(
        Static(
            (DefinePT(*(Count(Filter(types=("recurso",), controller="you")),) * 2),),
            cda=True,
        ),
    ),
)

SIRENA_DE_VOZ_DULCE = inferno_card(
    "Sirena de voz dulce",
    "Sweet-Voiced Siren",
    5,
    "Aliado – Sahuagin",
    "Ally — Sahuagin",
    pt=(2, 2),
    text_es=(
        "Cuando Sirena de voz dulce entre en juego, gana el control del aliado objetivo "
        "mientras Sirena de voz dulce permanezca en juego."
    ),
    text_en=(
        "When Sweet-Voiced Siren comes into play, gain control of target ally for as long "
        "as Sweet-Voiced Siren remains in play."
    ),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                targets=(TargetSpec((ALLY,)),),
                effects=(Apply(Target(0), (GainControl(),), until="while_source"),),
            ),
        ),
    ),
)

# I-110.6e names it "destroyed" yet turned into a resource without leaving play: its text
# (ours, not the rules') is the replacement that does so (I-613.1a; docs/inferno-examples.md,
# row 4)
_PEACEKEEPER_ES = (
    "Si Pacificadora barahai fuese a ser destruida, en vez de eso colócala boca abajo: se "
    "convierte en un recurso."
)
_PEACEKEEPER_EN = (
    "If Barahai Peacekeeper would be destroyed, instead turn it face down: it becomes a resource."
)

PACIFICADORA_BARAHAI = inferno_card(
    "Pacificadora barahai",
    "Barahai Peacekeeper",
    3,
    "Aliado – Barahai",
    "Ally — Barahai",
    pt=(2, 3),
    text_es=_PEACEKEEPER_ES,
    text_en=_PEACEKEEPER_EN,
    abilities=(
        Replacement(
            WouldBeDestroyed(),
            TurnFaceDownInstead(),
            text_es=_PEACEKEEPER_ES,
            text_en=_PEACEKEEPER_EN,
        ),
    ),
)

HIJA_DEL_VALOR = inferno_card(
    "Hija del valor",
    "Daughter of Valour",
    3,
    "Aliado – Humano",
    "Ally — Human",
    pt=(3, 3),
    keywords=("cant_attack_allies",),
    text_es="Hija del valor no puede atacar a aliados.",
    text_en="Daughter of Valour can't attack allies.",
)

CARNADA_KIRCH = inferno_card(
    "Carnada kirch",
    "Kirch Bait",
    2,
    "Aliado – Kirch",
    "Ally — Kirch",
    pt=(1, 3),
    keywords=("agresor",),
    text_es=(
        "Agresor (Los demonios y aliados sin la habilidad de agresor no pueden ser "
        "propuestos como defensores)."
    ),
    text_en="Aggressor (Demons and allies without aggressor can't be proposed as defenders).",
)

NAMED_CARDS = (
    IGNICION,
    TORMENTA_DE_FUEGO,
    PRIMOGENITO_DEL_BOSQUE,
    SIRENA_DE_VOZ_DULCE,
    PACIFICADORA_BARAHAI,
    HIJA_DEL_VALOR,
    CARNADA_KIRCH,
)
