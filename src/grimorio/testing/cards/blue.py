"""Test-only cards for single rules the blue Duskmourn cards and the Room notes touch, where
no implemented card of the pool does it alone (never part of the real pool): unlocking and
locking doors by an effect (CR 709.5f–g), and an entering replacement for a creature type
(614.1d, the Leyline of Transformation ruling)."""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import ReturnToBattlefield
from grimorio.dsl.effects_game import CopySpell, UnlockDoor
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import EnterTapped, Replacement, WouldEnter
from grimorio.dsl.selectors import Filter, Target, TargetSpec

_YOUR_ROOM = Filter(subtypes=("Room",), controller="you")

BLUE_TEST_CARDS = (
    # copy any spell (CR 707.10): a copy of a Room spell keeps its door (709.5b)
    card(
        "Test Echo",
        None,
        "{U}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (Mode((TargetSpec((Filter(zone=Zone.STACK),)),), (CopySpell(Target(0)),)),)
        ),
        text_en="Copy target spell.",
        text_es="Copia el hechizo objetivo.",
    ),
    # a Room that enters from elsewhere than the stack enters with both doors locked (709.5d)
    card(
        "Test Recall",
        None,
        "{W}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (
                Mode(
                    (
                        TargetSpec(
                            (Filter(types=("enchantment",), zone=Zone.GRAVEYARD, owner="you"),)
                        ),
                    ),
                    (ReturnToBattlefield(Target(0)),),
                ),
            )
        ),
        text_en="Return target enchantment card from your graveyard to the battlefield.",
        text_es="Regresa la carta de encantamiento objetivo de tu cementerio al campo de batalla.",
    ),
    # "Ghostly Keybearer"-like: unlock a locked door of target Room you control (709.5f)
    card(
        "Test Keyholder",
        None,
        "{1}",
        "Artifact",
        "Artefacto",
        abilities=(
            ActivatedAbility(
                Cost(tap=True),
                Mode((TargetSpec((_YOUR_ROOM,)),), (UnlockDoor(Target(0)),)),
            ),
            ActivatedAbility(
                Cost(mana=ManaCost.parse("{1}"), tap=True),
                Mode((TargetSpec((_YOUR_ROOM,)),), (UnlockDoor(Target(0), lock=True),)),
            ),
        ),
        text_en="{T}: Unlock a locked door of target Room you control.\n{1}, {T}: Lock an "
        "unlocked door of target Room you control.",
        text_es="{T}: Abre una puerta cerrada de la Sala objetivo que controlas.\n{1}, {T}: "
        "Cierra una puerta abierta de la Sala objetivo que controlas.",
    ),
    # "Warrior creatures enter tapped": an entering replacement for a creature type
    card(
        "Test Warrior Gate",
        None,
        "{1}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Replacement(
                WouldEnter(Filter(types=("creature",), subtypes=("Warrior",))), EnterTapped()
            ),
        ),
        text_en="Warrior creatures enter tapped.",
        text_es="Las criaturas Guerrero entran giradas.",
    ),
)
