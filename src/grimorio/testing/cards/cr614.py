"""Test-only cards for the examples of CR 607, 614, 615 and 616 (never part of the real pool).

Cards the CR's examples name carry their printed texts (with the Spanish names the Spanish
CR gives them); where an example names no card, or a rule has no example, the cards are our
own ("Test ..."), with the text the example or the rule describes. A card whose printed text
has a part the vocabulary can't say keeps only the parts it can, and says so below.
"""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    ManaAbility,
    Mode,
    SpellAbility,
    Static,
    Triggered,
)
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.continuous import AddTypes, LoseAllAbilities, SetPT
from grimorio.dsl.effects import (
    DamageCantBePrevented,
    Draw,
    EventAmount,
    Exile,
    GainLife,
    PreventDamage,
    ReturnToBattlefield,
)
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import (
    AddAmount,
    AsEnters,
    EntersTapped,
    EntersWithCounters,
    EnterTapped,
    MoveInstead,
    Multiply,
    Prevent,
    Replacement,
    WouldDealDamage,
    WouldEnter,
    WouldMove,
)
from grimorio.dsl.selectors import (
    ANY_TARGET,
    Each,
    Filter,
    Linked,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import DealsDamage, Enters, Leaves
from grimorio.dsl.values import AnyPlayerLifeAtMost, YouControl

_CREATURE_CARD_IN_A_GRAVEYARD = Filter(types=("creature",), zone=Zone.GRAVEYARD)
_CREATURE_CARD_IN_AN_OPPONENTS_GRAVEYARD = Filter(
    types=("creature",), zone=Zone.GRAVEYARD, owner="opponent"
)
_YOUR_CREATURES = Filter(types=("creature",), controller="you")

CR614_TEST_CARDS: tuple[CardDef, ...] = (
    # -- CR 607: linked abilities ----------------------------------------------------------
    # 607.2a: an activated ability that exiles and one that refers to "the exiled cards".
    card(
        "Test Gravekeeper",
        None,
        "{2}",
        "Artifact Creature — Construct",
        "Criatura artefacto — Constructo",
        pt=(1, 1),
        abilities=(
            ActivatedAbility(
                Cost(mana=ManaCost.parse("{1}")),
                Mode(
                    (TargetSpec((_CREATURE_CARD_IN_A_GRAVEYARD,)),),
                    (Exile(Target(0), link="exiled"),),
                ),
            ),
            ActivatedAbility(
                Cost(mana=ManaCost.parse("{2}")),
                Mode((), (ReturnToBattlefield(Linked("exiled")),)),
            ),
        ),
        text_en="{1}: Exile target creature card from a graveyard.\n"
        "{2}: Put the cards exiled with this artifact onto the battlefield under your control.",
        text_es="{1}: Exilia la carta de criatura objetivo de un cementerio.\n"
        "{2}: Pon las cartas exiliadas con este artefacto en el campo de batalla bajo tu "
        "control.",
    ),
    # 607.2a with triggered abilities: the second one works after its object has left.
    card(
        "Test Crypt Warden",
        None,
        "{2}{B}",
        "Creature — Zombie",
        "Criatura — Zombie",
        pt=(2, 2),
        abilities=(
            Triggered(
                Enters(),
                Mode(
                    (TargetSpec((_CREATURE_CARD_IN_AN_OPPONENTS_GRAVEYARD,)),),
                    (Exile(Target(0), link="exiled"),),
                ),
            ),
            Triggered(Leaves(), Mode((), (ReturnToBattlefield(Linked("exiled")),))),
        ),
        text_en="When this creature enters, exile target creature card from an opponent's "
        "graveyard.\nWhen this creature leaves the battlefield, put the exiled card onto the "
        "battlefield under your control.",
        text_es="Cuando esta criatura entre, exilia la carta de criatura objetivo del cementerio "
        "de un oponente.\nCuando esta criatura deje el campo de batalla, pon la carta exiliada "
        "en el campo de batalla bajo tu control.",
    ),
    # -- CR 614: replacement effects -------------------------------------------------------
    # 614.1a: the second ability of Leyline of the Void (its opening-hand ability is not
    # part of this card): only cards, not tokens, and only an opponent's.
    card(
        "Test Void",
        None,
        "{2}{B}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Replacement(
                WouldMove("graveyard", owner="opponent"),
                MoveInstead("exile"),
                text_en="If a card would be put into an opponent's graveyard from anywhere, "
                "exile it instead.",
            ),
        ),
        text_en="If a card would be put into an opponent's graveyard from anywhere, exile it "
        "instead.",
        text_es="Si una carta fuera a ser puesta en el cementerio de un oponente desde "
        "cualquier parte, en vez de eso, exíliala.",
    ),
    # 616.1f, first example: "a card ... into a graveyard" — a card of either owner (two
    # halves, because only the owner pattern leaves tokens out).
    card(
        "Test Exile Field",
        None,
        "{2}{W}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Replacement(WouldMove("graveyard", owner="you"), MoveInstead("exile")),
            Replacement(WouldMove("graveyard", owner="opponent"), MoveInstead("exile")),
        ),
        text_en="If a card would be put into a graveyard from anywhere, exile it instead.",
        text_es="Si una carta fuera a ser puesta en un cementerio desde cualquier parte, en vez "
        "de eso, exíliala.",
    ),
    # 616.1f, first example: the creature. The vocabulary has no shuffle after the move: it
    # is put into its owner's library (the tests look only at which zone it ends in).
    card(
        "Test Phoenix",
        None,
        "{2}{R}",
        "Creature — Phoenix",
        "Criatura — Fénix",
        pt=(3, 3),
        abilities=(
            Replacement(WouldMove("graveyard", from_="battlefield"), MoveInstead("library")),
        ),
        text_en="If this creature would die, shuffle it into its owner's library instead.",
        text_es="Si esta criatura fuera a morir, en vez de eso, barájala en la biblioteca de su "
        "propietario.",
    ),
    # 616.2: a replacement that the first one makes applicable.
    card(
        "Test Unexile",
        None,
        "{1}{B}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Replacement(WouldMove("exile", what=Filter(zone=Zone.EXILE)), MoveInstead("graveyard")),
        ),
        text_en="If a card would be put into exile from anywhere, put it into its owner's "
        "graveyard instead.",
        text_es="Si una carta fuera a ser puesta en el exilio desde cualquier parte, en vez de "
        "eso, ponla en el cementerio de su propietario.",
    ),
    # 614.12, third example.
    card(
        "Orb of Dreams",
        "Orbe de los sueños",
        "{3}",
        "Artifact",
        "Artefacto",
        abilities=(Replacement(WouldEnter(Filter()), EnterTapped()),),
        text_en="Permanents enter tapped.",
        text_es="Los permanentes entran girados.",
        article_es="el",
    ),
    # 614.12, second example.
    card(
        "Yixlid Jailer",
        "Carcelero yixlid",
        "{1}{B}",
        "Creature — Zombie Wizard",
        "Criatura — Hechicero zombie",
        pt=(2, 1),
        abilities=(Static((LoseAllAbilities(),), Each(Filter(zone=Zone.GRAVEYARD))),),
        text_en="Cards in graveyards lose all abilities.",
        text_es="Las cartas en los cementerios pierden todas sus habilidades.",
        article_es="el",
    ),
    card(
        "Scarwood Treefolk",
        "Pueblo arbóreo de Bosque tenebroso",
        "{3}{G}",
        "Creature — Treefolk",
        "Criatura — Arbóreo",
        pt=(3, 5),
        abilities=(EntersTapped(),),
        text_en="This creature enters tapped.",
        text_es="Esta criatura entra girada.",
        article_es="el",
    ),
    # 614.12, first example; 607.5a. Its "protection from the chosen color" is not part of
    # this card: the vocabulary has neither protection nor a reference to "the chosen color".
    card(
        "Voice of All",
        "Voz de todos",
        "{2}{W}{W}",
        "Creature — Angel",
        "Criatura — Ángel",
        pt=(2, 2),
        keywords=("flying",),
        abilities=(AsEnters("color"),),
        text_en="Flying\nAs this creature enters, choose a color.",
        text_es="Vuela.\nEn cuanto esta criatura entre, elige un color.",
        article_es="la",
    ),
    # 614.1c–d: how a permanent enters.
    card(
        "Test Dual Land",
        None,
        None,
        "Land",
        "Tierra",
        abilities=(
            EntersTapped(unless=AnyPlayerLifeAtMost(13)),
            ManaAbility(Cost(tap=True), ("G", "U")),
        ),
        text_en="This land enters tapped unless a player has 13 or less life.\n"
        "{T}: Add {G} or {U}.",
        text_es="Esta tierra entra girada a menos que un jugador tenga 13 o menos vidas.\n"
        "{T}: Agrega {G} o {U}.",
    ),
    card(
        "Test Hatchling",
        None,
        "{1}{G}",
        "Creature — Hydra",
        "Criatura — Hidra",
        pt=(0, 0),
        abilities=(EntersWithCounters("+1/+1", 2),),
        text_en="This creature enters with two +1/+1 counters on it.",
        text_es="Esta criatura entra con dos contadores +1/+1 sobre ella.",
    ),
    card(
        "Test Sproutling",
        None,
        "{1}{G}",
        "Creature — Plant",
        "Criatura — Planta",
        pt=(1, 1),
        abilities=(EntersWithCounters("+1/+1", 2, YouControl(Filter(subtypes=("Forest",)))),),
        text_en="This creature enters with two +1/+1 counters on it if you control a Forest.",
        text_es="Esta criatura entra con dos contadores +1/+1 sobre ella si controlas un Bosque.",
    ),
    card(
        "Test Frost Gate",
        None,
        "{1}{U}",
        "Enchantment",
        "Encantamiento",
        abilities=(Replacement(WouldEnter(Filter(types=("creature",))), EnterTapped()),),
        text_en="Creatures enter tapped.",
        text_es="Las criaturas entran giradas.",
    ),
    # 614.12: its own static ability makes it a creature on the battlefield.
    card(
        "Test Living Idol",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(Static((AddTypes(types=("creature",)), SetPT(2, 2))),),
        text_en="This artifact is a 2/2 artifact creature.",
        text_es="Este artefacto es una criatura artefacto 2/2.",
    ),
    # 614.5, example: the text of the two permanents.
    card(
        "Test Furnace",
        None,
        "{2}{R}",
        "Enchantment",
        "Encantamiento",
        abilities=(Replacement(WouldDealDamage(source=_YOUR_CREATURES), Multiply(2)),),
        text_en="If a creature you control would deal damage to a permanent or player, it "
        "deals double that damage to that permanent or player instead.",
        text_es="Si una criatura que controles fuera a hacer daño a un permanente o jugador, en "
        "vez de eso, hace el doble de ese daño a ese permanente o jugador.",
    ),
    # 616.1: two effects whose order matters (doubling and adding).
    card(
        "Test Furnace Heart",
        None,
        "{3}{R}",
        "Enchantment",
        "Encantamiento",
        abilities=(Replacement(WouldDealDamage(source=Filter(controller="you")), Multiply(2)),),
        text_en="If a source you control would deal damage, it deals double that damage instead.",
        text_es="Si una fuente que controlas fuera a hacer daño, en vez de eso, hace el doble "
        "de ese daño.",
    ),
    card(
        "Test Amplifier",
        None,
        "{1}{R}",
        "Enchantment",
        "Encantamiento",
        abilities=(Replacement(WouldDealDamage(source=Filter(controller="you")), AddAmount(1)),),
        text_en="If a source you control would deal damage, it deals that much damage plus 1 "
        "instead.",
        text_es="Si una fuente que controlas fuera a hacer daño, en vez de eso, hace esa "
        "cantidad de daño más 1.",
    ),
    # 614.6: the modified event is what triggers.
    card(
        "Test Leech",
        None,
        "{1}{B}",
        "Creature — Leech",
        "Criatura — Sanguijuela",
        pt=(2, 2),
        abilities=(Triggered(DealsDamage(), Mode((), (GainLife(EventAmount()),))),),
        text_en="Whenever this creature deals damage, you gain that much life.",
        text_es="Siempre que esta criatura haga daño, ganas esa misma cantidad de vidas.",
    ),
    card(
        "Test Husk",
        None,
        "{1}",
        "Artifact Creature — Construct",
        "Criatura artefacto — Constructo",
        pt=(0, 3),
    ),
    # -- CR 615: prevention effects --------------------------------------------------------
    card(
        "Test Salve",
        None,
        "{W}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility((Mode((TargetSpec((ANY_TARGET,)),), (PreventDamage(Target(0), 3),)),)),
        text_en="Prevent the next 3 damage that would be dealt to any target this turn.",
        text_es="Prevén los siguientes 3 puntos de daño que se le fueran a hacer a cualquier "
        "objetivo este turno.",
    ),
    card(
        "Test Aegis",
        None,
        "{W}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility((Mode((), (PreventDamage(Each(_YOUR_CREATURES), 1),)),)),
        text_en="Prevent the next 1 damage that would be dealt to each creature you control "
        "this turn.",
        text_es="Prevén el siguiente punto de daño que se le fuera a hacer a cada criatura que "
        "controlas este turno.",
    ),
    card(
        "Test Fog",
        None,
        "{G}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility((Mode((), (PreventDamage(combat_only=True),)),)),
        text_en="Prevent all combat damage that would be dealt this turn.",
        text_es="Prevén todo el daño de combate que se fuera a hacer este turno.",
    ),
    card(
        "Test Unstoppable",
        None,
        "{R}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility((Mode((), (DamageCantBePrevented(),)),)),
        text_en="Damage can't be prevented this turn.",
        text_es="El daño no puede ser prevenido este turno.",
    ),
    card(
        "Test Ward",
        None,
        "{2}{W}",
        "Enchantment",
        "Encantamiento",
        abilities=(
            Replacement(WouldDealDamage(to="you"), Prevent(then=(GainLife(EventAmount()),))),
        ),
        text_en="If a source would deal damage to you, prevent that damage. You gain life equal "
        "to the damage prevented this way.",
        text_es="Si una fuente fuera a hacerte daño, prevén ese daño. Ganas vidas igual al daño "
        "prevenido de esta manera.",
    ),
    card(
        "Test Chant",
        None,
        "{2}{U}",
        "Enchantment",
        "Encantamiento",
        abilities=(Replacement(WouldDealDamage(to="you"), Prevent(then=(Draw(1),))),),
        text_en="If a source would deal damage to you, prevent that damage and draw a card.",
        text_es="Si una fuente fuera a hacerte daño, prevén ese daño y roba una carta.",
    ),
    card(
        "Test Buffer",
        None,
        "{1}{W}",
        "Enchantment",
        "Encantamiento",
        abilities=(Replacement(WouldDealDamage(to="you"), Prevent(1)),),
        text_en="If a source would deal damage to you, prevent 1 of that damage.",
        text_es="Si una fuente fuera a hacerte daño, prevén 1 punto de ese daño.",
    ),
)
"""The cards, in the order of the rules they serve."""
