"""Test-only cards for the layer system (CR 613) and copy effects (CR 707).

Where a CR example or a classic interaction names a card, the card has that English name
and its printed text; the Spanish name is the one the Spanish CR gives, if any. Cards the
examples only describe ("an effect that ...") are called ``Test ...``. A few printed
abilities are outside the card vocabulary for now; such a card says in a comment what is
modelled. Nothing here is card-specific code: every card is plain data.
"""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    ManaAbility,
    Mode,
    SpellAbility,
    Static,
    equip,
)
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.continuous import (
    AddTypes,
    DefinePT,
    Except,
    GainControl,
    Grant,
    LoseAllAbilities,
    LoseKeywords,
    ModifyPT,
    Part,
    SetColors,
    SetLandTypes,
    SetPT,
    SwitchPT,
)
from grimorio.dsl.effects import (
    Apply,
    BecomeCopy,
    Count,
    CreateCopyToken,
    Destroy,
    Draw,
    Effect,
    ManaValue,
    Modify,
    XValue,
)
from grimorio.dsl.effects_game import CopySpell
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import CREATURE, THIS, Attached, Each, Filter, Target, TargetSpec

_TARGET_CREATURE = (TargetSpec((CREATURE,)),)
_SPELL_OR_PERMANENT = (TargetSpec((Filter(), Filter(zone=Zone.STACK))),)
_CREATURE_CARDS_IN_YOUR_GRAVEYARD = Count(
    Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you")
)
_CREATURES_YOU_CONTROL = Count(Filter(types=("creature",), controller="you"))
_NONBASIC_LANDS = Filter(types=("land",), not_supertypes=("basic",))


def _spell(targets: tuple[TargetSpec, ...], *effects: Effect) -> SpellAbility:
    return SpellAbility((Mode(targets, effects),))


def _on_target(*parts: Part, until: str = "end_of_turn") -> SpellAbility:
    """The spell of a card whose whole text is one continuous effect on target creature."""
    return _spell(_TARGET_CREATURE, Apply(Target(0), parts, until))


def _instant(
    name: str, es: str | None, cost: str, spell: SpellAbility, text: tuple[str, str]
) -> CardDef:
    return card(
        name, es, cost, "Instant", "Instantáneo", spell=spell, text_en=text[0], text_es=text[1]
    )


def _sorcery(
    name: str, es: str | None, cost: str, spell: SpellAbility, text: tuple[str, str]
) -> CardDef:
    return card(name, es, cost, "Sorcery", "Conjuro", spell=spell, text_en=text[0], text_es=text[1])


def _enchantment(
    name: str, es: str | None, cost: str, static: Static, text: tuple[str, str]
) -> CardDef:
    return card(
        name,
        es,
        cost,
        "Enchantment",
        "Encantamiento",
        abilities=(static,),
        text_en=text[0],
        text_es=text[1],
    )


def _aura(
    name: str, es: str | None, cost: str, parts: tuple[Part, ...], text: tuple[str, str]
) -> CardDef:
    """An Aura with "Enchant creature" and a static ability on the enchanted creature."""
    return card(
        name,
        es,
        cost,
        "Enchantment — Aura",
        "Encantamiento — Aura",
        enchant=CREATURE,
        abilities=(Static(parts, Attached()),),
        text_en=f"Enchant creature\n{text[0]}",
        text_es=f"Encantar criatura\n{text[1]}",
    )


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
                (DefinePT(_CREATURE_CARDS_IN_YOUR_GRAVEYARD, _CREATURE_CARDS_IN_YOUR_GRAVEYARD),),
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
        abilities=(Static((DefinePT(_CREATURES_YOU_CONTROL, _CREATURES_YOU_CONTROL),), cda=True),),
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
    _enchantment(
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
    _enchantment(
        "Crusade",
        None,
        "{W}{W}",
        Static((ModifyPT(1, 1),), Each(Filter(types=("creature",), colors=("W",)))),
        ("White creatures get +1/+1.", "Las criaturas blancas obtienen +1/+1."),
    ),
    # the enchantment of CR 613.5's second example
    _enchantment(
        "Test Bulwark",
        None,
        "{1}{W}",
        Static((ModifyPT(0, 2),), Each(Filter(types=("creature",), controller="you"))),
        ("Creatures you control get +0/+2.", "Las criaturas que controlas obtienen +0/+2."),
    ),
    _enchantment(
        "Blood Moon",
        None,
        "{2}{R}",
        Static((SetLandTypes(("Mountain",)),), Each(_NONBASIC_LANDS)),
        ("Nonbasic lands are Mountains.", "Las tierras no básicas son Montañas."),
    ),
    _enchantment(
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
    _enchantment(
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
    _enchantment(
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
    _enchantment(
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
                                                    _CREATURE_CARDS_IN_YOUR_GRAVEYARD,
                                                    _CREATURE_CARDS_IN_YOUR_GRAVEYARD,
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
    _aura(
        "Flight",
        None,
        "{U}",
        (Grant(keywords=("flying",)),),
        ("Enchanted creature has flying.", "La criatura encantada tiene la habilidad de volar."),
    ),
    _aura(
        "Test Grounding",
        None,
        "{U}",
        (LoseKeywords(("flying",)),),
        ("Enchanted creature loses flying.", "La criatura encantada pierde la habilidad de volar."),
    ),
    _aura(
        "Test Whitewash",
        None,
        "{W}",
        (SetColors(("W",)),),
        ("Enchanted creature is white.", "La criatura encantada es blanca."),
    ),
    _aura(
        "Holy Strength",
        None,
        "{W}",
        (ModifyPT(1, 2),),
        ("Enchanted creature gets +1/+2.", "La criatura encantada obtiene +1/+2."),
    ),
    # the "+0/+1 by an effect" of CR 613.4d's examples, with an end the test controls
    _aura(
        "Test Shell",
        None,
        "{W}",
        (ModifyPT(0, 1),),
        ("Enchanted creature gets +0/+1.", "La criatura encantada obtiene +0/+1."),
    ),
)

_SPELLS = (
    _instant(
        "Purelace",
        None,
        "{W}",
        _spell(_SPELL_OR_PERMANENT, Apply(Target(0), (SetColors(("W",)),), "game")),
        (
            "Target spell or permanent becomes white. (This effect lasts indefinitely.)",
            "El hechizo o permanente objetivo se vuelve blanco. (Este efecto dura "
            "indefinidamente.)",
        ),
    ),
    _instant(
        "Chaoslace",
        None,
        "{R}",
        _spell(_SPELL_OR_PERMANENT, Apply(Target(0), (SetColors(("R",)),), "game")),
        (
            "Target spell or permanent becomes red. (This effect lasts indefinitely.)",
            "El hechizo o permanente objetivo se vuelve rojo. (Este efecto dura indefinidamente.)",
        ),
    ),
    _instant(
        "Giant Growth",
        "Crecimiento gigante",
        "{G}",
        _on_target(ModifyPT(3, 3)),
        (
            "Target creature gets +3/+3 until end of turn.",
            "La criatura objetivo obtiene +3/+3 hasta el final del turno.",
        ),
    ),
    _instant(
        "Titanic Growth",
        None,
        "{1}{G}{G}",
        _on_target(ModifyPT(4, 4)),
        (
            "Target creature gets +4/+4 until end of turn.",
            "La criatura objetivo obtiene +4/+4 hasta el final del turno.",
        ),
    ),
    _instant(
        "Test Fury",
        None,
        "{R}",
        _on_target(ModifyPT(5, 0)),
        (
            "Target creature gets +5/+0 until end of turn.",
            "La criatura objetivo obtiene +5/+0 hasta el final del turno.",
        ),
    ),
    _instant(
        "Test Boost",
        None,
        "{W}",
        _on_target(ModifyPT(1, 1)),
        (
            "Target creature gets +1/+1 until end of turn.",
            "La criatura objetivo obtiene +1/+1 hasta el final del turno.",
        ),
    ),
    _instant(
        "Test Shrink",
        None,
        "{U}",
        _on_target(SetPT(0, 1)),
        (
            "Target creature becomes 0/1 until end of turn.",
            "La criatura objetivo se convierte en 0/1 hasta el final del turno.",
        ),
    ),
    # CR 613.6's "gets +1/+1 and becomes the color of your choice": the colour fixed as blue
    _instant(
        "Test Paint",
        None,
        "{U}",
        _on_target(ModifyPT(1, 1), SetColors(("U",))),
        (
            "Target creature gets +1/+1 and becomes blue until end of turn.",
            "La criatura objetivo obtiene +1/+1 y se vuelve azul hasta el final del turno.",
        ),
    ),
    _instant(
        "Twisted Image",
        None,
        "{U}",
        _spell(_TARGET_CREATURE, Apply(Target(0), (SwitchPT(),)), Draw(1)),
        (
            "Switch target creature's power and toughness until end of turn.\nDraw a card.",
            "Intercambia la fuerza y la resistencia de la criatura objetivo hasta el final del "
            "turno.\nRoba una carta.",
        ),
    ),
    _instant(
        "Jump",
        None,
        "{U}",
        _on_target(Grant(keywords=("flying",))),
        (
            "Target creature gains flying until end of turn.",
            "La criatura objetivo gana la habilidad de volar hasta el final del turno.",
        ),
    ),
    _instant(
        "Disenchant",
        None,
        "{1}{W}",
        _spell((TargetSpec((Filter(types=("artifact", "enchantment")),)),), Destroy(Target(0))),
        (
            "Destroy target artifact or enchantment.",
            "Destruye el artefacto o encantamiento objetivo.",
        ),
    ),
    _instant(
        "Test Rally",
        None,
        "{W}",
        _spell(
            (),
            Apply(Each(Filter(types=("creature",), colors=("W",))), (ModifyPT(1, 1),)),
        ),
        (
            "White creatures get +1/+1 until end of turn.",
            "Las criaturas blancas obtienen +1/+1 hasta el final del turno.",
        ),
    ),
    # Printed: "... Untap that creature. It gains haste ..." — the vocabulary has no untap
    # effect yet; the tests use an untapped creature.
    _sorcery(
        "Act of Treason",
        "Acto de traición",
        "{2}{R}",
        _on_target(GainControl(), Grant(keywords=("haste",))),
        (
            "Gain control of target creature until end of turn. Untap that creature. It gains "
            "haste until end of turn.",
            "Gana el control de la criatura objetivo hasta el final del turno. Endereza esa "
            "criatura. Gana la habilidad de prisa hasta el final del turno.",
        ),
    ),
    _sorcery(
        "Test Animate Artifacts",
        None,
        "{2}{U}",
        _spell(
            (),
            Apply(
                Each(Filter(types=("artifact",), not_types=("creature",))),
                (AddTypes(types=("creature",)), SetPT(2, 2)),
            ),
        ),
        (
            "All noncreature artifacts are 2/2 artifact creatures until end of turn.",
            "Todos los artefactos que no sean criaturas son criaturas artefacto 2/2 hasta el "
            "final del turno.",
        ),
    ),
    _instant(
        "Test Awaken",
        None,
        "{G}",
        _spell(
            (TargetSpec((Filter(types=("land",)),)),),
            Apply(Target(0), (AddTypes(types=("creature",)), SetPT(3, 3))),
        ),
        (
            "Until end of turn, target land becomes a 3/3 creature that's still a land.",
            "Hasta el final del turno, la tierra objetivo es una criatura 3/3 que sigue siendo "
            "una tierra.",
        ),
    ),
    # -- copies (CR 707) ---------------------------------------------------------------
    # Clone's "enter as a copy" is a replacement effect outside the vocabulary; these spells
    # make the same copies by CreateCopyToken and BecomeCopy.
    _instant(
        "Test Replicate",
        None,
        "{2}{U}",
        _spell(_TARGET_CREATURE, CreateCopyToken(Target(0))),
        (
            "Create a token that's a copy of target creature.",
            "Crea una ficha que es una copia de la criatura objetivo.",
        ),
    ),
    _instant(
        "Test Mirror",
        None,
        "{1}{U}",
        _spell(
            (TargetSpec((CREATURE,)), TargetSpec((CREATURE,))), BecomeCopy(Target(0), Target(1))
        ),
        (
            "Target creature becomes a copy of another target creature.",
            "La criatura objetivo se convierte en una copia de otra criatura objetivo.",
        ),
    ),
    # Vesuvan Doppelganger's copy, "except it doesn't copy that creature's color and it has
    # [an ability]": here blue (the Doppelganger's colour) and flying
    _instant(
        "Test Doppelganger Spell",
        None,
        "{1}{U}",
        _spell(
            (TargetSpec((CREATURE,)), TargetSpec((CREATURE,))),
            BecomeCopy(Target(0), Target(1), Except(set_colors=("U",), keywords=("flying",))),
        ),
        (
            "Target creature becomes a copy of another target creature, except it's blue and "
            "it has flying.",
            "La criatura objetivo se convierte en una copia de otra criatura objetivo, excepto "
            "que es azul y tiene la habilidad de volar.",
        ),
    ),
    # Quicksilver Gargantuan's "except it's 7/7"
    _instant(
        "Test Gargantuan Copy",
        None,
        "{2}{U}",
        _spell(_TARGET_CREATURE, CreateCopyToken(Target(0), Except(power=7, toughness=7))),
        (
            "Create a token that's a copy of target creature, except it's 7/7.",
            "Crea una ficha que es una copia de la criatura objetivo, excepto que es 7/7.",
        ),
    ),
    # Copy Artifact's "except it's an enchantment in addition to its other types"
    _instant(
        "Test Copy Artifact",
        None,
        "{1}{U}",
        _spell(
            (TargetSpec((Filter(types=("artifact",)),)),),
            CreateCopyToken(Target(0), Except(types=("enchantment",))),
        ),
        (
            "Create a token that's a copy of target artifact, except it's an enchantment in "
            "addition to its other types.",
            "Crea una ficha que es una copia del artefacto objetivo, excepto que es un "
            "encantamiento además de sus otros tipos.",
        ),
    ),
    _instant(
        "Test Fork",
        None,
        "{R}{R}",
        _spell(
            (TargetSpec((Filter(types=("instant", "sorcery"), zone=Zone.STACK),)),),
            CopySpell(Target(0)),
        ),
        (
            "Copy target instant or sorcery spell.",
            "Copia el hechizo instantáneo o conjuro objetivo.",
        ),
    ),
    # a modal instant, as Emerald Charm in CR 707.10's example
    _instant(
        "Test Charm",
        None,
        "{G}",
        SpellAbility(
            (
                Mode(_TARGET_CREATURE, (Modify(Target(0), 1, 1),)),
                Mode(_TARGET_CREATURE, (Modify(Target(0), keywords=("flying",)),)),
            )
        ),
        (
            "Choose one —\n• Target creature gets +1/+1 until end of turn.\n• Target creature "
            "gains flying until end of turn.",
            "Elige uno —\n• La criatura objetivo obtiene +1/+1 hasta el final del turno.\n• La "
            "criatura objetivo gana la habilidad de volar hasta el final del turno.",
        ),
    ),
)

LAYER_TEST_CARDS = _CREATURES + _PERMANENTS + _SPELLS
