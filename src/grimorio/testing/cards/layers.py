"""Test-only cards for the layer system (CR 613) and copy effects (CR 707).

Where a CR example or a classic interaction names a card, the card has that English name
and its printed text; the Spanish name is the one the Spanish CR gives, if any. Cards the
examples only describe ("an effect that ...") are called ``Test ...``. A few printed
abilities are outside the card vocabulary for now; such a card says in a comment what is
modelled. Nothing here is card-specific code: every card is plain data.
"""

from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    ManaAbility,
    Mode,
    Static,
    equip,
)
from grimorio.dsl.card import card
from grimorio.dsl.continuous import (
    AddTypes,
    DefinePT,
    Grant,
    LoseAllAbilities,
    LoseKeywords,
    ModifyPT,
    SetColors,
    SetLandTypes,
    SetPT,
)
from grimorio.dsl.effects import (
    Apply,
    ManaValue,
    XValue,
)
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import THIS, Attached, Each, Filter
from grimorio.testing.cards.layer_builders import (
    CREATURE_CARDS_IN_YOUR_GRAVEYARD,
    CREATURES_YOU_CONTROL,
    NONBASIC_LANDS,
    aura,
    enchantment,
)
from grimorio.testing.cards.layer_spells import LAYER_SPELLS

_CREATURES = (
    card("Grey Ogre", "Ogro gris", "{2}{R}", "Creature — Ogre", "Criatura — Ogro", pt=(2, 2)),
    card(
        "Runeclaw Bear",
        "Oso garra de runas",
        "{1}{G}",
        "Creature — Bear",
        "Criatura — Oso",
        pt=(2, 2),
    ),
    # the 1/3 creature of CR 613.4d's examples
    card("Test Turtle", None, "{1}{U}", "Creature — Turtle", "Criatura — Tortuga", pt=(1, 3)),
    # a lord whose effect Humility's removes (613.8a)
    card(
        "Test Skylord",
        None,
        "{2}{U}",
        "Creature — Bird",
        "Criatura — Ave",
        pt=(2, 2),
        abilities=(
            Static(
                (Grant(keywords=("flying",)),),
                Each(Filter(types=("creature",), controller="you", other=True)),
            ),
        ),
        text_en="Other creatures you control have flying.",
        text_es="Las demás criaturas que controlas tienen la habilidad de volar.",
    ),
    # a characteristic-defining */* (604.3, 613.4a)
    card(
        "Boneyard Wurm",
        None,
        "{1}{G}",
        "Creature — Wurm",
        "Criatura — Sierpe",
        pt=(0, 0),
        abilities=(
            Static(
                (DefinePT(CREATURE_CARDS_IN_YOUR_GRAVEYARD, CREATURE_CARDS_IN_YOUR_GRAVEYARD),),
                cda=True,
            ),
        ),
        text_en="Boneyard Wurm's power and toughness are each equal to the number of creature "
        "cards in your graveyard.",
        text_es="La fuerza y la resistencia de Boneyard Wurm son cada una igual al número de "
        "cartas de criatura en tu cementerio.",
    ),
    # a characteristic-defining */* that counts permanents (707.9d's Tarmogoyf stand-in)
    card(
        "Crusader of Odric",
        None,
        "{2}{W}",
        "Creature — Human Soldier",
        "Criatura — Soldado humano",
        pt=(0, 0),
        abilities=(Static((DefinePT(CREATURES_YOU_CONTROL, CREATURES_YOU_CONTROL),), cda=True),),
        text_en="Crusader of Odric's power and toughness are each equal to the number of "
        "creatures you control.",
        text_es="La fuerza y la resistencia de Crusader of Odric son cada una igual al número "
        "de criaturas que controlas.",
    ),
    # the artifact creature a Copy Artifact copies (Juggernaut, "Destructor", in CR 707.9b)
    card(
        "Test Golem",
        None,
        "{4}",
        "Artifact Creature — Golem",
        "Criatura artefacto — Gólem",
        pt=(5, 3),
    ),
)

_PERMANENTS = (
    enchantment(
        "Honor of the Pure",
        "El honor de los puros",
        "{1}{W}",
        Static(
            (ModifyPT(1, 1),), Each(Filter(types=("creature",), colors=("W",), controller="you"))
        ),
        (
            "White creatures you control get +1/+1.",
            "Las criaturas blancas que controlas obtienen +1/+1.",
        ),
    ),
    enchantment(
        "Crusade",
        None,
        "{W}{W}",
        Static((ModifyPT(1, 1),), Each(Filter(types=("creature",), colors=("W",)))),
        ("White creatures get +1/+1.", "Las criaturas blancas obtienen +1/+1."),
    ),
    # the enchantment of CR 613.5's second example
    enchantment(
        "Test Bulwark",
        None,
        "{1}{W}",
        Static((ModifyPT(0, 2),), Each(Filter(types=("creature",), controller="you"))),
        ("Creatures you control get +0/+2.", "Las criaturas que controlas obtienen +0/+2."),
    ),
    enchantment(
        "Blood Moon",
        None,
        "{2}{R}",
        Static((SetLandTypes(("Mountain",)),), Each(NONBASIC_LANDS)),
        ("Nonbasic lands are Mountains.", "Las tierras no básicas son Montañas."),
    ),
    enchantment(
        "Humility",
        None,
        "{2}{W}{W}",
        Static((LoseAllAbilities(), SetPT(1, 1)), Each(Filter(types=("creature",)))),
        (
            "All creatures lose all abilities and have base power and toughness 1/1.",
            "Todas las criaturas pierden todas sus habilidades y tienen fuerza y resistencia "
            "base de 1/1.",
        ),
    ),
    enchantment(
        "March of the Machines",
        None,
        "{3}{U}",
        Static(
            (AddTypes(types=("creature",)), SetPT(ManaValue(), ManaValue())),
            Each(Filter(types=("artifact",), not_types=("creature",))),
        ),
        (
            "Each noncreature artifact is an artifact creature with power and toughness each "
            "equal to its mana value.",
            "Cada artefacto que no sea criatura es una criatura artefacto con fuerza y "
            "resistencia iguales a su valor de maná.",
        ),
    ),
    enchantment(
        "Opalescence",
        None,
        "{2}{W}{W}",
        Static(
            (AddTypes(types=("creature",)), SetPT(ManaValue(), ManaValue())),
            Each(Filter(types=("enchantment",), not_subtypes=("Aura",), other=True)),
        ),
        (
            "Each other non-Aura enchantment is a creature in addition to its other types and "
            "has base power and base toughness each equal to its mana value.",
            "Cada otro encantamiento que no sea Aura es una criatura además de sus otros tipos "
            "y tiene fuerza base y resistencia base iguales a su valor de maná.",
        ),
    ),
    # printed {3}{W/U}{W/U}: mana costs have no hybrid symbols yet; {3}{W}{U} has the same
    # mana value (5) and colours
    enchantment(
        "Enchanted Evening",
        None,
        "{3}{W}{U}",
        Static((AddTypes(types=("enchantment",)),), Each(Filter())),
        (
            "All permanents are enchantments in addition to their other types.",
            "Todos los permanentes son encantamientos además de sus otros tipos.",
        ),
    ),
    card(
        "Urborg, Tomb of Yawgmoth",
        None,
        None,
        "Legendary Land",
        "Tierra legendaria",
        abilities=(Static((AddTypes(subtypes=("Swamp",)),), Each(Filter(types=("land",)))),),
        text_en="Each land is a Swamp in addition to its other land types.",
        text_es="Cada tierra es un Pantano además de sus otros tipos de tierra.",
    ),
    # a land whose effect and another copy's remove each other's ability: a dependency loop
    card(
        "Test Overgrowth",
        None,
        None,
        "Land",
        "Tierra",
        abilities=(
            Static((SetLandTypes(("Forest",)),), Each(Filter(types=("land",), other=True))),
        ),
        text_en="Each other land is a Forest.",
        text_es="Cada otra tierra es un Bosque.",
    ),
    card(
        "Svogthos, the Restless Tomb",
        "Svogthos, la tumba inquieta",
        None,
        "Land",
        "Tierra",
        abilities=(
            ManaAbility(Cost(tap=True), ("C",)),
            ActivatedAbility(
                Cost(mana=ManaCost.parse("{3}{B}{G}")),
                Mode(
                    (),
                    (
                        Apply(
                            THIS,
                            (
                                AddTypes(types=("creature",), subtypes=("Plant", "Zombie")),
                                SetColors(("B", "G")),
                                # granted, not printed: not a CDA (604.3a), it applies in 7b
                                Grant(
                                    abilities=(
                                        Static(
                                            (
                                                SetPT(
                                                    CREATURE_CARDS_IN_YOUR_GRAVEYARD,
                                                    CREATURE_CARDS_IN_YOUR_GRAVEYARD,
                                                ),
                                            ),
                                        ),
                                    )
                                ),
                            ),
                        ),
                    ),
                ),
            ),
        ),
        text_en="{T}: Add {C}.\n{3}{B}{G}: Until end of turn, Svogthos becomes a black and "
        "green Plant Zombie creature with \"This creature's power and toughness are each "
        "equal to the number of creature cards in your graveyard.\" It's still a land.",
        text_es="{T}: Agrega {C}.\n{3}{B}{G}: Hasta el final del turno, Svogthos es una "
        "criatura Planta Zombie verde y negra con “Tanto la fuerza como la resistencia de "
        "esta criatura son iguales al número de cartas de criatura que haya en tu "
        "cementerio”. Sigue siendo una tierra.",
    ),
    card(
        "Chimeric Staff",
        "Bastón quimérico",
        "{4}",
        "Artifact",
        "Artefacto",
        abilities=(
            ActivatedAbility(
                Cost(mana=ManaCost.parse("{X}")),
                Mode(
                    (),
                    (
                        Apply(
                            THIS,
                            (
                                AddTypes(types=("creature",), subtypes=("Construct",)),
                                SetPT(XValue(), XValue()),
                            ),
                        ),
                    ),
                ),
            ),
        ),
        text_en="{X}: Chimeric Staff becomes an X/X Construct artifact creature until end of turn.",
        text_es="{X}: Este artefacto se convierte en una criatura artefacto Constructo X/X hasta "
        "el final del turno.",
    ),
    card("Test Idol", None, "{3}", "Artifact", "Artefacto"),
    card(
        "Colossus Hammer",
        "Martillo colosal",
        "{1}",
        "Artifact — Equipment",
        "Artefacto — Equipo",
        abilities=(
            Static((ModifyPT(10, 10), LoseKeywords(("flying",))), Attached()),
            equip("{8}"),
        ),
        text_en="Equipped creature gets +10/+10 and loses flying.\nEquip {8}",
        text_es="La criatura equipada obtiene +10/+10 y pierde la habilidad de volar.\nEquipar {8}",
    ),
    # Modelled: the Equipment half only, on an Aura that enchants an Equipment. Printed:
    # "Enchant permanent / When Rune of Flight enters, draw a card. / As long as enchanted
    # permanent is a creature, it has flying. / As long as enchanted permanent is an
    # Equipment, it has 'Equipped creature has flying.'" — enters triggers and conditions on
    # the enchanted permanent are outside the vocabulary.
    card(
        "Rune of Flight",
        "Runa del vuelo",
        "{1}{U}",
        "Enchantment — Aura",
        "Encantamiento — Aura",
        enchant=Filter(subtypes=("Equipment",)),
        abilities=(
            Static(
                (Grant(abilities=(Static((Grant(keywords=("flying",)),), Attached()),)),),
                Attached(),
            ),
        ),
        text_en='Enchant Equipment\nEnchanted Equipment has "Equipped creature has flying."',
        text_es="Encantar Equipo\nEl Equipo encantado tiene “La criatura equipada tiene la "
        "habilidad de volar”.",
    ),
    aura(
        "Flight",
        None,
        "{U}",
        (Grant(keywords=("flying",)),),
        ("Enchanted creature has flying.", "La criatura encantada tiene la habilidad de volar."),
    ),
    aura(
        "Test Grounding",
        None,
        "{U}",
        (LoseKeywords(("flying",)),),
        ("Enchanted creature loses flying.", "La criatura encantada pierde la habilidad de volar."),
    ),
    aura(
        "Test Whitewash",
        None,
        "{W}",
        (SetColors(("W",)),),
        ("Enchanted creature is white.", "La criatura encantada es blanca."),
    ),
    aura(
        "Holy Strength",
        None,
        "{W}",
        (ModifyPT(1, 2),),
        ("Enchanted creature gets +1/+2.", "La criatura encantada obtiene +1/+2."),
    ),
    # the "+0/+1 by an effect" of CR 613.4d's examples, with an end the test controls
    aura(
        "Test Shell",
        None,
        "{W}",
        (ModifyPT(0, 1),),
        ("Enchanted creature gets +0/+1.", "La criatura encantada obtiene +0/+1."),
    ),
)

LAYER_TEST_CARDS = _CREATURES + _PERMANENTS + LAYER_SPELLS
