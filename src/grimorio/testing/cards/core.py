"""Cards that exist only for tests (not part of the real pool; never in ``catalog()``).

They stand in where the CR's examples or a rule need something Duskmourn lacks: a vanilla
creature, a legend, a planeswalker, an Aura or Equipment with no abilities.
"""

from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    ManaAbility,
    Mode,
    SpellAbility,
    Static,
    equip,
)
from grimorio.dsl.card import card
from grimorio.dsl.continuous import AddTypes, GainControl, Grant, ModifyPT, SetPT
from grimorio.dsl.effects import Apply, DealDamage, Destroy, Draw, GainLife, XValue
from grimorio.dsl.effects_counters import DoubleCounters, MoveCounters, PutCounters
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import (
    ANY_TARGET,
    CREATURE,
    Attached,
    Each,
    Filter,
    Target,
    TargetSpec,
)
from grimorio.dsl.values import ManaValue

_TAP_FOR_G = ManaAbility(Cost(tap=True), ("G",))

TEST_CARDS = (
    card("Test Bear", None, "{1}{G}", "Creature — Bear", "Criatura — Oso", pt=(2, 2)),
    card("Test Giant", None, "{3}{R}", "Creature — Giant", "Criatura — Gigante", pt=(4, 4)),
    card(
        "Test Wall",
        None,
        "{1}{W}",
        "Creature — Wall",
        "Criatura — Muro",
        pt=(0, 4),
        keywords=("defender",),
    ),
    card(
        "Test Legend",
        None,
        "{1}{B}",
        "Legendary Creature — Human",
        "Criatura legendaria — Humano",
        pt=(2, 2),
    ),
    card(
        "Test Walker",
        None,
        "{2}{U}",
        "Legendary Planeswalker — Test",
        "Planeswalker legendario — Test",
        loyalty=3,
    ),
    card(
        "Test Aura",
        None,
        "{W}",
        "Enchantment — Aura",
        "Encantamiento — Aura",
        enchant=CREATURE,
        text_en="Enchant creature",
        text_es="Encantar criatura",
    ),
    card("Test Equipment", None, "{1}", "Artifact — Equipment", "Artefacto — Equipo"),
    card(
        "Test Blast",
        None,
        "{X}{R}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (Mode((TargetSpec((ANY_TARGET,)),), (DealDamage(XValue(), Target(0)),)),)
        ),
        text_en="Test Blast deals X damage to any target.",
    ),
    # a creature with a {T} mana ability (CR 302.6, 605)
    card(
        "Test Elf",
        None,
        "{G}",
        "Creature — Elf Druid",
        "Criatura — Druida elfo",
        pt=(1, 1),
        abilities=(_TAP_FOR_G,),
        text_en="{T}: Add {G}.",
    ),
    card(
        "Test Hasty Elf",
        None,
        "{G}",
        "Creature — Elf Druid",
        "Criatura — Druida elfo",
        pt=(1, 1),
        keywords=("haste",),
        abilities=(_TAP_FOR_G,),
        text_en="Haste\n{T}: Add {G}.",
    ),
    # "{G}, {T}: gain 2 life" and "{T}: Add {G}": its own {T} can't pay both parts
    card(
        "Test Druid",
        None,
        "{G}",
        "Creature — Elf Druid",
        "Criatura — Druida elfo",
        pt=(1, 1),
        abilities=(
            _TAP_FOR_G,
            ActivatedAbility(Cost(mana=ManaCost.parse("{G}"), tap=True), Mode((), (GainLife(2),))),
        ),
        text_en="{T}: Add {G}.\n{G}, {T}: You gain 2 life.",
    ),
    card(
        "Test Vigilant",
        None,
        "{1}{W}",
        "Creature — Soldier",
        "Criatura — Soldado",
        pt=(2, 2),
        keywords=("vigilance",),
        text_en="Vigilance",
    ),
    # two target words: "Destroy target creature. Target player gains 3 life."
    card(
        "Test Mercy",
        None,
        "{W}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((CREATURE,)), TargetSpec((Filter(only_players=True),))),
                    (Destroy(Target(0)), GainLife(3, Target(1))),
                ),
            )
        ),
        text_en="Destroy target creature. Target player gains 3 life.",
    ),
    # costs the Duskmourn pool lacks (CR 107.6 {Q}, 119.4 life, exile from the battlefield)
    card(
        "Test Untapper",
        None,
        "{1}",
        "Artifact",
        "Artefacto",
        abilities=(ActivatedAbility(Cost(untap=True), Mode((), (GainLife(1),))),),
        text_en="{Q}: You gain 1 life.",
    ),
    card(
        "Test Shrine",
        None,
        "{1}",
        "Artifact",
        "Artefacto",
        abilities=(ActivatedAbility(Cost(tap=True, pay_life=2), Mode((), (Draw(1),))),),
        text_en="{T}, Pay 2 life: Draw a card.",
    ),
    card(
        "Test Relic",
        None,
        "{1}",
        "Artifact",
        "Artefacto",
        abilities=(ActivatedAbility(Cost(exile_self=True, discard=1), Mode((), (GainLife(3),))),),
        text_en="Exile this artifact, Discard a card: You gain 3 life.",
    ),
    # the creatures of CR 510.1c's example: a 4/3 blocked by a 2/3 and a 1/1
    card("Test Rider", None, "{3}{G}", "Creature — Elf", "Criatura — Elfo", pt=(4, 3)),
    card("Test Spawn", None, "{2}{B}", "Creature — Vampire", "Criatura — Vampiro", pt=(2, 3)),
    card("Test Hunter", None, "{G}", "Creature — Human", "Criatura — Humano", pt=(1, 1)),
    # CR 601.2c's example: two target words may pick the same object once each
    card(
        "Test Split Strike",
        None,
        "{1}{R}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((Filter(types=("artifact",)),)), TargetSpec((CREATURE,))),
                    (Destroy(Target(0)), Destroy(Target(1))),
                ),
            )
        ),
        text_en="Destroy target artifact and target creature.",
    ),
    # attachments, counters and control (CR 122, 301.5, 303.4, 613.1b)
    card(
        "Test Crown",
        None,
        "{1}{W}",
        "Enchantment — Aura",
        "Encantamiento — Aura",
        enchant=CREATURE,
        abilities=(Static((ModifyPT(2, 2),), Attached()),),
        text_en="Enchant creature / Enchanted creature gets +2/+2.",
    ),
    card(
        "Test Theft",
        None,
        "{2}{U}{U}",
        "Enchantment — Aura",
        "Encantamiento — Aura",
        enchant=CREATURE,
        abilities=(Static((GainControl(),), Attached()),),
        text_en="Enchant creature / You control enchanted creature.",
    ),
    card(
        "Test Blade",
        None,
        "{1}",
        "Artifact — Equipment",
        "Artefacto — Equipo",
        abilities=(Static((ModifyPT(1, 0),), Attached()), equip("{1}")),
        text_en="Equipped creature gets +1/+0. / Equip {1}",
    ),
    card(
        "Test Stun",
        None,
        "{U}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (Mode((TargetSpec((CREATURE,)),), (PutCounters("stun", 1, Target(0)),)),)
        ),
        text_en="Put a stun counter on target creature.",
    ),
    card(
        "Test Borrow",
        None,
        "{R}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((CREATURE,)),),
                    (Apply(Target(0), (GainControl(), Grant(("haste",)))),),
                ),
            )
        ),
        text_en="Gain control of target creature until end of turn. It gains haste until end "
        "of turn.",
    ),
    card(
        "Test Chill",
        None,
        "{U}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((CREATURE,)),),
                    (Apply(Target(0), (ModifyPT(-2, 0),), "your_next_turn"),),
                ),
            )
        ),
        text_en="Target creature gets -2/-0 until your next turn.",
    ),
    card(
        "Test Doubler",
        None,
        "{G}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode((TargetSpec((CREATURE,)),), (DoubleCounters(Target(0)),)),)),
        text_en="Double the number of each kind of counter on target creature.",
    ),
    card(
        "Test Mover",
        None,
        "{G}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (
                Mode(
                    (
                        TargetSpec((CREATURE,)),
                        TargetSpec((CREATURE,)),
                    ),
                    (MoveCounters("+1/+1", Target(0), Target(1)),),
                ),
            )
        ),
        text_en="Move all +1/+1 counters from target creature onto another target creature.",
    ),
    card(
        "Test Keeper",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(
            ActivatedAbility(
                Cost(tap=True),
                Mode(
                    (TargetSpec((CREATURE,)),),
                    (Apply(Target(0), (GainControl(),), "while_controlled"),),
                ),
            ),
        ),
        text_en="{T}: Gain control of target creature for as long as you control Test Keeper.",
    ),
    # static abilities for the board-heavy benchmark and layer tests (CR 604, 613)
    card(
        "Test Anthem",
        None,
        "{1}{W}",
        "Enchantment",
        "Encantamiento",
        abilities=(Static((ModifyPT(1, 1),), Each(Filter(types=("creature",), controller="you"))),),
        text_en="Creatures you control get +1/+1.",
    ),
    card(
        "Test Awakening",
        None,
        "{2}{U}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Static(
                (AddTypes(types=("creature",)), SetPT(ManaValue(), ManaValue())),
                Each(Filter(types=("artifact",), not_types=("creature",))),
            ),
        ),
        text_en="Each noncreature artifact is an artifact creature with power and toughness "
        "each equal to its mana value.",
    ),
)
