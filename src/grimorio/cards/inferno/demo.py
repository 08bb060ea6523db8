"""The demonstration set of Inferno (ours, not official: see the package's docstring): two
demons, vanilla allies of the paths of Caos and Locura and of none, two scenarios, two
weapons, an object, cards of the environments (I-122) and their keywords, and allies with
the other keywords written so far."""

from __future__ import annotations

from grimorio.cards.inferno.demo_actions import ACTION_RITUALS
from grimorio.dsl.abilities import Cost, ManaAbility, Mode, SpellAbility, Static
from grimorio.dsl.continuous import DefinePT
from grimorio.dsl.effects import DealDamage, Draw
from grimorio.dsl.effects_game import JoinAttack, SetEnvironment
from grimorio.dsl.inferno_cards import (
    DEPTH,
    YOUR_DEMON,
    estocada,
    flip_ability,
    impulso,
    inferno_card,
    inmune,
)
from grimorio.dsl.inferno_paths import InfernoPath
from grimorio.dsl.selectors import Filter, Target, TargetSpec

CAOS, LOCURA = InfernoPath.CAOS, InfernoPath.LOCURA

DEMONS = (  # I-112: infernal (power 0) until their flip condition flips them (I-112.5)
    inferno_card(
        "Vástago de la Ceniza",
        "Scion of Ash",
        None,
        "Demonio",
        "Demon",
        path=CAOS,
        pt=(4, 0),
        abilities=(flip_ability(3),),
        text_es="3: Voltea a Vástago de la Ceniza. Sólo una vez por turno.",
        text_en="3: Flip Scion of Ash. Only once each turn.",
        terrestrial_text_es="Fuerza 4.",
        terrestrial_text_en="Power 4.",
    ),
    inferno_card(
        "Señora de los Susurros",
        "Lady of Whispers",
        None,
        "Demonio",
        "Demon",
        path=LOCURA,
        pt=(3, 0),
        abilities=(flip_ability(4),),
        text_es="4: Voltea a Señora de los Susurros. Sólo una vez por turno.",
        text_en="4: Flip Lady of Whispers. Only once each turn.",
        terrestrial_text_es="Fuerza 3.",
        terrestrial_text_en="Power 3.",
    ),
)

# (nombre, English name, energía, tipo de aliado, English type, senda, FUE, RES)
_ALLIES = (
    ("Esbirro incendiario", "Incendiary Minion", 1, "Esbirro", "Minion", CAOS, 1, 1),
    ("Kirch de las trincheras", "Trench Kirch", 2, "Kirch", "Kirch", CAOS, 2, 2),
    ("Bestia del Caos", "Chaos Beast", 4, "Bestia", "Beast", CAOS, 4, 3),
    ("Dragón de brasas", "Ember Dragon", 6, "Dragón", "Dragon", CAOS, 5, 5),
    ("Marioneta risueña", "Grinning Puppet", 1, "Marioneta", "Puppet", LOCURA, 1, 2),
    ("Ilusión persistente", "Lingering Illusion", 3, "Ilusión", "Illusion", LOCURA, 2, 4),
    ("Súcubo del delirio", "Delirium Succubus", 4, "Súcubo", "Succubus", LOCURA, 3, 4),
    ("Abominación cosida", "Stitched Abomination", 5, "Abominación", "Abomination", LOCURA, 5, 4),
    ("Humano errante", "Wandering Human", 2, "Humano", "Human", None, 2, 1),
    ("Barahai centinela", "Barahai Sentinel", 3, "Barahai", "Barahai", None, 3, 3),
)

ALLIES = tuple(
    inferno_card(es, en, cost, f"Aliado – {sub_es}", f"Ally — {sub_en}", path=path, pt=(p, t))
    for es, en, cost, sub_es, sub_en, path, p, t in _ALLIES
)

SCENARIOS = (  # I-303: a scenario costs 0 (I-202.1c); these have no abilities yet
    inferno_card("Catacumbas olvidadas", "Forgotten Catacombs", None, "Escenario", "Scenario"),
    inferno_card("Plaza del mercado", "Market Square", None, "Escenario", "Scenario"),
)

WEAPONS = (  # I-302: printed modifiers (I-208.1) and the abilities every weapon has
    inferno_card("Hacha de guerra", "War Axe", 2, "Arma", "Weapon", pt=(2, 0)),
    inferno_card("Escudo de huesos", "Bone Shield", 1, "Arma", "Weapon", pt=(0, 2)),
    inferno_card(  # I-702.15a: estocada on a weapon, for the ally it equips
        "Estoque del duelista",
        "Duelist's Rapier",
        2,
        "Arma",
        "Weapon",
        pt=(1, 0),
        abilities=(
            estocada(Draw(), weapon=True, text_es="Toma una carta.", text_en="Take a card."),
        ),
        text_es="Estocada: toma una carta (cuando el aliado equipado haga daño de combate a "
        "un demonio).",
        text_en="Thrust: take a card (when the equipped ally deals combat damage to a demon).",
    ),
)

OBJECTS = (  # I-304
    inferno_card(
        "Amuleto de cobre",
        "Copper Amulet",
        2,
        "Objeto",
        "Object",
        text_es="Girar: Agrega una energía a tu reserva de energía.",
        text_en="Tap: Add one energy to your energy pool.",
        abilities=(ManaAbility(Cost(tap=True), ("C",)),),
    ),
)

# Environments (I-122) and the keywords that ask about them (I-702.8–I-702.22)
ENVIRONMENT_CARDS = (
    inferno_card(
        "Cripta de Thanatos",
        "Crypt of Thanatos",
        None,
        "Escenario",
        "Scenario",
        keywords=("thanatos",),
        text_es="Thanatos (hay thanatos mientras esta carta permanezca en juego).",
        text_en="Thanatos (there is Thanatos as long as this card remains in play).",
    ),
    inferno_card(
        "Laguna de Acqua",
        "Acqua Lagoon",
        None,
        "Escenario",
        "Scenario",
        keywords=("acqua",),
        text_es="Acqua (hay acqua mientras esta carta permanezca en juego).",
        text_en="Acqua (there is Acqua as long as this card remains in play).",
    ),
    inferno_card(
        "Marea creciente",
        "Rising Tide",
        1,
        "Ritual instantáneo",
        "Instant ritual",
        text_es="Hay acqua hasta el final del turno.",
        text_en="There is Acqua until end of turn.",
        spell=SpellAbility((Mode(effects=(SetEnvironment("acqua"),)),)),
    ),
    inferno_card(
        "Vampiro de sangre débil",
        "Weak-Blooded Vampire",
        2,
        "Aliado – Vampiro",
        "Ally — Vampire",
        pt=(3, 3),
        keywords=("sangre_debil",),
        text_es="Sangre débil (sólo puedes jugar esta carta si hay Thanatos).",
        text_en="Weak blood (you may play this card only if there is Thanatos).",
    ),
    inferno_card(
        "Sahuagin de las mareas",
        "Tidal Sahuagin",
        2,
        "Aliado – Sahuagin",
        "Ally — Sahuagin",
        pt=(3, 3),
        keywords=("acuatico",),
        text_es=(
            "Acuático (al comienzo de tu restauración, si no hay Acqua, coloca un contador de "
            "daño sobre este aliado)."
        ),
        text_en=(
            "Aquatic (at the beginning of your restoration, if there is no Acqua, put a "
            "damage counter on this ally)."
        ),
    ),
    inferno_card(
        "Ghoul bendecido",
        "Blessed Ghoul",
        5,
        "Aliado – Ghoul",
        "Ally — Ghoul",
        pt=(4, 4),
        keywords=("bendicion_de_ubanna",),
        text_es="Bendición de Ubanna (cuesta 2 energías menos jugar esta carta si hay Thanatos).",
        text_en="Blessing of Ubanna (this card costs 2 energy less to play if there is Thanatos).",
    ),
    inferno_card(
        "Tritón de la laguna",
        "Lagoon Triton",
        2,
        "Aliado – Tritón",
        "Ally — Triton",
        pt=(1, 2),
        keywords=("acqua",),
        text_es="Acqua (hay acqua mientras esta carta permanezca en juego).",
        text_en="Acqua (there is Acqua as long as this card remains in play).",
    ),
    inferno_card(  # I-703.1: a game number
        "Leviatán de las profundidades",
        "Leviathan of the Depths",
        4,
        "Aliado – Leviatán",
        "Ally — Leviathan",
        pt=(0, 4),
        abilities=(
            Static(
                (DefinePT(DEPTH, 4),),
                cda=True,
                text_es="Su FUE es igual a la profundidad.",
                text_en="Its power is equal to the depth.",
            ),
        ),
        text_es="Su FUE es igual a la profundidad (la cantidad de cartas con Acqua en juego).",
        text_en="Its power is equal to the depth (the number of cards with Acqua in play).",
    ),
)

KEYWORD_ALLIES = (  # I-702.5–6, I-702.12–13, I-702.15, I-702.20–21, I-702.23
    inferno_card(
        "Duelista de la estocada",
        "Thrusting Duelist",
        3,
        "Aliado – Humano",
        "Ally — Human",
        pt=(2, 2),
        abilities=(estocada(Draw(), text_es="Toma una carta.", text_en="Take a card."),),
        text_es="Estocada: toma una carta.",
        text_en="Thrust: take a card.",
    ),
    inferno_card(
        "Guardiana del halo",
        "Halo Warden",
        3,
        "Aliado – Humano",
        "Ally — Human",
        pt=(2, 3),
        keywords=("halo",),
        text_es="Halo (esta carta no puede ser objetivo de cartas o habilidades de un oponente).",
        text_en="Halo (this card can't be the target of an opponent's cards or abilities).",
    ),
    inferno_card(
        "Gólem de obsidiana",
        "Obsidian Golem",
        5,
        "Aliado – Elemental",
        "Ally — Elemental",
        pt=(2, 5),
        keywords=("indestructible",),
        text_es=(
            "Indestructible (no puede ser destruido por efectos ni recibir daño ni contadores "
            "de daño)."
        ),
        text_en=(
            "Indestructible (it can't be destroyed by effects, be dealt damage or get damage "
            "counters)."
        ),
    ),
    inferno_card(
        "Horror abismal",
        "Abyssal Horror",
        4,
        "Aliado – Abominación",
        "Ally — Abomination",
        pt=(3, 3),
        keywords=("abismal",),
        text_es=(
            "Abismal (las cartas que su daño fuese a poner en un infierno son exiliadas en "
            "su lugar)."
        ),
        text_en="Abyssal (cards its damage would put into an Infierno are exiled instead).",
    ),
    inferno_card(
        "Escudera leal",
        "Loyal Squire",
        2,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 3),
        keywords=("protector",),
        text_es=(
            "Protector (siempre que un demonio o aliado enemigo ataque, si este aliado está "
            "enderezado, puedes girarlo e intercambiarlo con el aliado o demonio defensor)."
        ),
        text_en=(
            "Protector (whenever an enemy demon or ally attacks, if this ally is untapped, you "
            "may tap it and swap it with the defending ally or demon)."
        ),
    ),
    inferno_card(
        "Monje de la ceniza fría",
        "Cold Ash Monk",
        3,
        "Aliado – Humano",
        "Ally — Human",
        pt=(2, 2),
        abilities=(inmune(Filter(paths=(CAOS,)), "Caos", "Chaos"),),
        text_es=(
            "Inmune – Caos (no puede ser objetivo de cartas del Caos, no puede ser atacado "
            "por ellas y no recibe daño de ellas)."
        ),
        text_en=(
            "Immune – Chaos (it can't be the target of Chaos cards, can't be attacked by them "
            "and is dealt no damage by them)."
        ),
    ),
    inferno_card(
        "Penitente de ceniza",
        "Ash Penitent",
        3,
        "Aliado – Humano",
        "Ally — Human",
        pt=(2, 3),
        keywords=("tributo",),
        text_es=(
            "Tributo (al comienzo de tu restauración puedes mostrar esta carta. Si lo haces, "
            "pon esta carta en juego boca abajo como recurso desde tu mano o infierno. "
            "Saltéate tu próxima fase de agregar recurso. Solo puede resolver un tributo por "
            "turno)."
        ),
        text_en=(
            "Tribute (at the beginning of your restoration you may show this card. If you do, "
            "put it into play face down as a resource from your hand or Infierno. Skip your "
            "next add-a-resource step. Only one tribute may resolve each turn)."
        ),
    ),
    inferno_card(
        "Buhonero del camino",
        "Roadside Peddler",
        2,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        abilities=(impulso(Draw(), text_es="Toma una carta.", text_en="Take a card."),),
        text_es="Impulso: toma una carta (cuando juegues una carta neutral desde tu mano).",
        text_en="Impulse: take a card (when you play a neutral card from your hand).",
    ),
)

RECOVERABLE = (  # I-702.7: recobrar
    inferno_card(
        "Eco de cenizas",
        "Echo of Ashes",
        2,
        "Ritual",
        "Ritual",
        text_es="Toma una carta. Recobrar 3.",
        text_en="Take a card. Recover 3.",
        spell=SpellAbility((Mode(effects=(Draw(),)),)),
        recover=3,
    ),
)

RITUALS = (  # a ritual of a path (I-105); one that brings a third element into an attack
    inferno_card(
        "Chispa del Caos",
        "Chaos Spark",
        1,
        "Ritual instantáneo",
        "Instant ritual",
        path=CAOS,
        text_es="Tu demonio hace 1 punto de daño al aliado objetivo.",
        text_en="Your demon deals 1 damage to target ally.",
        spell=SpellAbility(
            (
                Mode(
                    targets=(TargetSpec((Filter(types=("aliado",)),)),),
                    effects=(DealDamage(1, Target(0), by=YOUR_DEMON),),
                ),
            )
        ),
    ),
    inferno_card(  # I-509.1a: more than two elements in one attack (docs/inferno.md, 11)
        "Refuerzos",
        "Reinforcements",
        1,
        "Ritual instantáneo",
        "Instant ritual",
        text_es="El aliado objetivo que controles se une al ataque en curso.",
        text_en="Target ally you control joins the attack in progress.",
        spell=SpellAbility(
            (
                Mode(
                    targets=(
                        TargetSpec((Filter(types=("aliado",), controller="you", attacking=False),)),
                    ),
                    effects=(JoinAttack(Target(0)),),
                ),
            )
        ),
    ),
)

DEMO_CARDS = (
    *RECOVERABLE,
    *RITUALS,
    *ACTION_RITUALS,
    *DEMONS,
    *ALLIES,
    *SCENARIOS,
    *WEAPONS,
    *OBJECTS,
    *ENVIRONMENT_CARDS,
    *KEYWORD_ALLIES,
)

# Two decks of the closed format (I-100.2b: 40 cards and a demon), by Spanish name: what
# ``grimorio play --game inferno`` deals when no deck is given.
DEMO_DECKS: tuple[tuple[str, ...], tuple[str, ...]] = (
    (
        "Vástago de la Ceniza",
        *["Esbirro incendiario"] * 8,
        *["Kirch de las trincheras"] * 10,
        *["Bestia del Caos"] * 8,
        *["Dragón de brasas"] * 4,
        *["Humano errante"] * 4,
        *["Ignición"] * 2,
        *["Hacha de guerra"] * 2,
        *["Plaza del mercado"] * 2,
    ),
    (
        "Señora de los Susurros",
        *["Marioneta risueña"] * 8,
        *["Ilusión persistente"] * 10,
        *["Súcubo del delirio"] * 8,
        *["Abominación cosida"] * 4,
        *["Barahai centinela"] * 2,
        *["Escudo de huesos"] * 1,
        *["Amuleto de cobre"] * 1,
        *["Primogénito del bosque"] * 2,
        *["Tormenta de fuego"] * 2,
        *["Catacumbas olvidadas"] * 2,
    ),
)
