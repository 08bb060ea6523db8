"""Test-only cards for the examples of limited range of influence (CR 801) that the real
pool can't play: each carries the example's facts in the engine's vocabulary. The CR names
*Oso garra de runas* (``grimorio.testing.cards.layers``), *Escudo de armas*, *Niebla*,
*Ráfaga de rayos* and *Manos reparadoras*; the ones here are stand-ins named "Test …"
(the CR gives no English name for them, and none is invented):

* *Test Piles* — "look at the top four cards of your library; separate them into a
  face-down and a face-up pile; an opponent chooses one" (700.3), for 801.5a and 801.5c
  (*Realidad o ficción*'s "an opponent separates those cards into two piles");
* two Auras for 801.7's example: "whenever enchanted creature becomes blocked" and
  "whenever enchanted creature becomes blocked by a creature", each "you gain 1 life";
* *Test Coat* for 801.11 — "each creature gets +1/+1 for each creature on the
  battlefield" (the vocabulary can't say *Escudo de armas*'s "that shares a creature type
  with it", which changes nothing of what range does: what is counted, and what gets it);
* for 801.13b: *Test Pax* ("prevent all damage that would be dealt by creatures"), *Test
  Blast* (*Ráfaga de rayos*: 4 damage to any target), *Test Hands* (*Manos reparadoras*:
  prevent the next 4 damage to any target this turn); *Niebla* is ``cr614``'s *Test Fog*;
* *Test Victory* — "you win the game" (801.14);
* *Test Witches* — *Cuombajj Witches* of 801.5a's example: "{T}: deals 1 damage to any
  target and 1 damage to any target of an opponent's choice" (``TargetSpec.opponent_chooses``,
  601.2c);
* *Test Opponent's Choice* — 801.5b's example: "An opponent chooses one — You draw two
  cards; or creatures you control get +2/+2 until end of turn"
  (``SpellAbility.opponent_chooses``, 700.2e).
"""

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, SpellAbility, Static, Triggered
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.continuous import ModifyPT
from grimorio.dsl.effects import Count, DealDamage, Draw, GainLife, Modify, PreventDamage, WinGame
from grimorio.dsl.effects_schemes import SeparatePiles
from grimorio.dsl.replacements import Prevent, Replacement, WouldDealDamage
from grimorio.dsl.selectors import ANY_TARGET, CREATURE, Each, Filter, Target, TargetSpec
from grimorio.dsl.triggers import BecomesBlocked

_CREATURES = Filter(types=("creature",))
_ANY = (TargetSpec((ANY_TARGET,)),)
_YOUR_CREATURES = Filter(types=("creature",), controller="you")


def _blocked_aura(name: str, by_creature: bool, text: tuple[str, str]) -> CardDef:
    """CR 801.7's example: an Aura whose ability triggers as enchanted creature becomes
    blocked (or is blocked by a creature); its controller gains 1 life."""
    return card(
        name,
        None,
        "{W}",
        "Enchantment — Aura",
        "Encantamiento — Aura",
        enchant=CREATURE,
        abilities=(
            Triggered(
                BecomesBlocked(attached=True, by_creature=by_creature),
                Mode(effects=(GainLife(1),)),
            ),
        ),
        text_en=f"Enchant creature\n{text[0]}",
        text_es=f"Encantar criatura\n{text[1]}",
    )


def _spell(
    name: str, cost: str, kind: tuple[str, str], mode: Mode, text: tuple[str, str]
) -> CardDef:
    return card(
        name,
        None,
        cost,
        kind[0],
        kind[1],
        spell=SpellAbility((mode,)),
        text_en=text[0],
        text_es=text[1],
    )


_SORCERY = ("Sorcery", "Conjuro")
_INSTANT = ("Instant", "Instantáneo")

RANGE_OF_INFLUENCE_TEST_CARDS: tuple[CardDef, ...] = (
    _spell(
        "Test Piles",
        "{U}",
        _SORCERY,
        Mode(effects=(SeparatePiles(4),)),
        (
            "Look at the top four cards of your library and separate them into a face-down "
            "pile and a face-up pile. An opponent chooses one of those piles. Put the cards "
            "of that pile into your hand and the rest on the bottom of your library in any "
            "order.",
            "Mira las primeras cuatro cartas de tu biblioteca y sepáralas en un montón boca "
            "abajo y un montón boca arriba. Un oponente elige uno de esos montones. Pon las "
            "cartas de ese montón en tu mano y el resto en el fondo de tu biblioteca en "
            "cualquier orden.",
        ),
    ),
    _blocked_aura(
        "Test Blocked Aura",
        False,
        (
            "Whenever enchanted creature becomes blocked, you gain 1 life.",
            "Siempre que la criatura encantada sea bloqueada, ganas 1 vida.",
        ),
    ),
    _blocked_aura(
        "Test Blocked By Aura",
        True,
        (
            "Whenever enchanted creature becomes blocked by a creature, you gain 1 life.",
            "Siempre que la criatura encantada sea bloqueada por una criatura, ganas 1 vida.",
        ),
    ),
    card(
        "Test Coat",
        None,
        "{5}",
        "Artifact",
        "Artefacto",
        abilities=(Static((ModifyPT(Count(_CREATURES), Count(_CREATURES)),), Each(_CREATURES)),),
        text_en="Each creature gets +1/+1 for each creature on the battlefield.",
        text_es="Cada criatura obtiene +1/+1 por cada criatura en el campo de batalla.",
    ),
    card(
        "Test Pax",
        None,
        "{2}{W}",
        "Enchantment",
        "Encantamiento",
        abilities=(Replacement(WouldDealDamage(source=_CREATURES), Prevent()),),
        text_en="Prevent all damage that would be dealt by creatures.",
        text_es="Previene todo el daño que fueran a hacer las criaturas.",
    ),
    _spell(
        "Test Bolt Four",
        "{R}",
        _INSTANT,
        Mode(_ANY, (DealDamage(4, Target(0)),)),
        (
            "Test Bolt Four deals 4 damage to any target.",
            "Test Bolt Four hace 4 puntos de daño a cualquier objetivo.",
        ),
    ),
    _spell(
        "Test Hands",
        "{W}",
        _INSTANT,
        Mode(_ANY, (PreventDamage(Target(0), 4),)),
        (
            "Prevent the next 4 damage that would be dealt to any target this turn.",
            "Prevén los siguientes 4 puntos de daño que se le fueran a hacer a cualquier "
            "objetivo este turno.",
        ),
    ),
    _spell(
        "Test Victory",
        "{W}",
        _SORCERY,
        Mode(effects=(WinGame(),)),
        ("You win the game.", "Ganas la partida."),
    ),
    card(
        "Test Witches",
        None,
        "{B}{B}",
        "Creature — Human Wizard",
        "Criatura — Hechicero humano",
        pt=(1, 1),
        abilities=(
            ActivatedAbility(
                Cost(tap=True),
                Mode(
                    (TargetSpec((ANY_TARGET,)), TargetSpec((ANY_TARGET,), opponent_chooses=True)),
                    (DealDamage(1, Target(0)), DealDamage(1, Target(1))),
                ),
            ),
        ),
        text_en="{T}: Test Witches deals 1 damage to any target and 1 damage to any target "
        "of an opponent's choice.",
        text_es="{T}: Test Witches hace 1 punto de daño a cualquier objetivo y 1 punto de "
        "daño a cualquier objetivo a elección de un oponente.",
    ),
    card(
        "Test Opponent's Choice",
        None,
        "{1}{G}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (
                Mode(effects=(Draw(2),)),
                Mode(effects=(Modify(Each(_YOUR_CREATURES), 2, 2),)),
            ),
            opponent_chooses=True,
        ),
        text_en="An opponent chooses one —\n• You draw two cards.\n• Creatures you control "
        "get +2/+2 until end of turn.",
        text_es="Un oponente elige uno:\n• Robas dos cartas.\n• Las criaturas que controlas "
        "obtienen +2/+2 hasta el final del turno.",
    ),
)
