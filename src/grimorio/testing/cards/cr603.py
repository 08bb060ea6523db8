"""Test-only cards for CR 603 and related rules (never part of the real pool).

Two groups: the cards the examples in rule 603 of the Comprehensive Rules and the wiki
article on triggered abilities name (``cr603_examples``), and here small cards of our own
for the rules that have no example. Where the vocabulary can't say all of a printed text, the
docstring of the test that uses the card says what was left out or approximated.
"""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, Static
from grimorio.dsl.card import CardDef
from grimorio.dsl.continuous import AddTypes, LoseAllAbilities, SetPT
from grimorio.dsl.effects import (
    Counter,
    DealDamage,
    Delayed,
    Destroy,
    Discard,
    Draw,
    Exile,
    GainLife,
    LoseLife,
    May,
    PreventDamage,
    ReturnToBattlefield,
    ReturnToHand,
    Tap,
)
from grimorio.dsl.replacements import EntersTapped
from grimorio.dsl.selectors import (
    ANY_TARGET,
    IT,
    THIS,
    Each,
    EachOpponent,
    Filter,
    Linked,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import (
    AtBeginning,
    Attacks,
    BecomesTapped,
    DealsDamage,
    Enters,
    IsDealtDamage,
    Leaves,
    StateIs,
    dies,
)
from grimorio.dsl.values import HandEmpty, LifeAtLeast
from grimorio.testing.cards.cr603_builders import (
    ANY_CREATURE,
    TARGET_CREATURE,
    activated,
    instant,
    permanent,
    sorcery,
    spell,
    triggered,
)
from grimorio.testing.cards.cr603_examples import CR603_NAMED_CARDS

# -- cards of our own for single rules ------------------------------------------------------

_ARTIFACT = ("Artifact", "Artefacto")
_ENCHANTMENT = ("Enchantment", "Encantamiento")
_BEAR = ("Creature — Bear", "Criatura — Oso")

CR603_OWN_CARDS = (
    # 603.2c: one trigger per land in a "destroy all lands"
    permanent(
        "Test Land Mourner",
        "{2}",
        *_ARTIFACT,
        (
            "Whenever a land is put into a graveyard from the battlefield, you gain 1 life.",
            "Siempre que una tierra vaya a un cementerio desde el campo de batalla, ganas 1 vida.",
        ),
        triggered(dies(Filter(types=("land",))), GainLife(1)),
    ),
    sorcery(
        "Test Armageddon",
        "{3}{W}",
        spell(Destroy(Each(Filter(types=("land",))))),
        ("Destroy all lands.", "Destruye todas las tierras."),
    ),
    # 603.2e: "becomes tapped"
    permanent(
        "Test Tap Watcher",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "Whenever a creature becomes tapped, you gain 1 life.",
            "Siempre que una criatura se gire, ganas 1 vida.",
        ),
        triggered(BecomesTapped(ANY_CREATURE), GainLife(1)),
    ),
    permanent(
        "Test Sluggard",
        "{1}{G}",
        *_BEAR,
        ("This creature enters tapped.", "Esta criatura entra girada."),
        EntersTapped(),
        pt=(2, 2),
    ),
    instant(
        "Test Tapper",
        "{U}",
        spell(Tap(Target(0)), targets=TARGET_CREATURE),
        ("Tap target creature.", "Gira la criatura objetivo."),
    ),
    instant(
        "Test Waker",
        "{W}",
        spell(Tap(Target(0), untap=True), targets=TARGET_CREATURE),
        ("Untap target creature.", "Endereza la criatura objetivo."),
    ),
    # 603.2g: damage that is prevented triggers nothing
    permanent(
        "Test Thin Skin",
        "{1}{G}",
        *_BEAR,
        (
            "Whenever this creature is dealt damage, you gain 1 life.",
            "Siempre que se le haga daño a esta criatura, ganas 1 vida.",
        ),
        triggered(IsDealtDamage(), GainLife(1)),
        pt=(2, 4),
    ),
    instant(
        "Test Shield",
        "{W}",
        spell(PreventDamage(Target(0)), targets=TARGET_CREATURE),
        (
            "Prevent all damage that would be dealt to target creature this turn.",
            "Prevén todo el daño que se le fuera a hacer a la criatura objetivo este turno.",
        ),
    ),
    instant(
        "Test Small Shield",
        "{W}",
        spell(PreventDamage(Target(0), amount=1), targets=TARGET_CREATURE),
        (
            "Prevent the next 1 damage that would be dealt to target creature this turn.",
            "Prevén el próximo 1 punto de daño que se le fuera a hacer a la criatura objetivo "
            "este turno.",
        ),
    ),
    instant(
        "Test Shock",
        "{R}",
        spell(DealDamage(2, Target(0)), targets=(TargetSpec((ANY_TARGET,)),)),
        (
            "This spell deals 2 damage to any target.",
            "Este hechizo hace 2 puntos de daño a cualquier objetivo.",
        ),
    ),
    # 603.4: an intervening "if" (Felidar Sovereign's "you win the game" can't be written)
    permanent(
        "Test Sovereign",
        "{4}{W}{W}",
        "Creature — Cat Beast",
        "Criatura — Bestia felina",
        (
            "At the beginning of your upkeep, if you have 40 or more life, draw a card.",
            "Al comienzo de tu mantenimiento, si tienes 40 o más vidas, roba una carta.",
        ),
        triggered(AtBeginning("upkeep"), Draw(1), condition=LifeAtLeast(40)),
        pt=(6, 6),
    ),
    # 603.5: "may" and "unless"
    permanent(
        "Test Scholar",
        "{1}{U}",
        "Creature — Human Wizard",
        "Criatura — Mago humano",
        (
            "At the beginning of your upkeep, you may draw a card.",
            "Al comienzo de tu mantenimiento, puedes robar una carta.",
        ),
        triggered(AtBeginning("upkeep"), May((Draw(1),))),
        pt=(1, 1),
    ),
    # 603.6a–b: "whenever a creature enters"; continuous effects as a permanent enters
    permanent(
        "Test Creature Watcher",
        "{1}{G}",
        "Creature — Elf",
        "Criatura — Elfo",
        (
            "Whenever a creature enters, you gain 1 life.",
            "Siempre que una criatura entre, ganas 1 vida.",
        ),
        triggered(Enters(ANY_CREATURE), GainLife(1)),
        pt=(1, 1),
    ),
    sorcery(
        "Test Mass Return",
        "{3}{B}",
        spell(
            ReturnToBattlefield(Each(Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you")))
        ),
        (
            "Return all creature cards from your graveyard to the battlefield.",
            "Regresa todas las cartas de criatura de tu cementerio al campo de batalla.",
        ),
    ),
    permanent(
        "Test Living Lands",
        "{3}{G}",
        *_ENCHANTMENT,
        (
            "All lands are 1/1 creatures that are still lands.",
            "Todas las tierras son criaturas 1/1 que siguen siendo tierras.",
        ),
        Static((AddTypes(types=("creature",)), SetPT(1, 1)), Each(Filter(types=("land",)))),
    ),
    permanent(
        "Test Muzzle",
        "{2}{W}",
        *_ENCHANTMENT,
        ("All creatures lose all abilities.", "Todas las criaturas pierden todas sus habilidades."),
        Static((LoseAllAbilities(),), Each(ANY_CREATURE)),
    ),
    permanent(
        "Test Envoy",
        "{1}{W}",
        "Creature — Human Cleric",
        "Criatura — Clérigo humano",
        (
            "When this creature enters, you gain 2 life.",
            "Cuando esta criatura entre, ganas 2 vidas.",
        ),
        triggered(Enters(), GainLife(2)),
        pt=(2, 2),
    ),
    # 603.6c: a leaves-the-battlefield ability looks for the card in the zone it went to
    permanent(
        "Test Homing Pigeon",
        "{1}{W}",
        "Creature — Bird",
        "Criatura — Ave",
        (
            "When this creature dies, return it to its owner's hand.",
            "Cuando esta criatura muera, regresa la carta a la mano de su propietario.",
        ),
        triggered(dies(), ReturnToHand(IT)),
        pt=(1, 1),
    ),
    permanent(
        "Test Farewell Singer",
        "{1}{U}",
        "Creature — Human",
        "Criatura — Humano",
        (
            "When this creature leaves the battlefield, draw a card.",
            "Cuando esta criatura deje el campo de batalla, roba una carta.",
        ),
        triggered(Leaves(), Draw(1)),
        pt=(1, 1),
    ),
    instant(
        "Test Grave Robber",
        "{B}",
        spell(Exile(Target(0)), targets=(TargetSpec((Filter(zone=Zone.GRAVEYARD),)),)),
        ("Exile target card from a graveyard.", "Exilia la carta objetivo de un cementerio."),
    ),
    instant(
        "Test Banish",
        "{1}{W}",
        spell(Exile(Target(0)), targets=TARGET_CREATURE),
        ("Exile target creature.", "Exilia la criatura objetivo."),
    ),
    instant(
        "Test Bounce",
        "{U}",
        spell(ReturnToHand(Target(0)), targets=TARGET_CREATURE),
        (
            "Return target creature to its owner's hand.",
            "Regresa la criatura objetivo a la mano de su propietario.",
        ),
    ),
    # 603.7a–c: delayed triggered abilities
    permanent(
        "Test Omen Keeper",
        "{1}{B}",
        "Creature — Human Cleric",
        "Criatura — Clérigo humano",
        (
            "{1}: When this creature leaves the battlefield, you gain 3 life.",
            "{1}: Cuando esta criatura deje el campo de batalla, ganas 3 vidas.",
        ),
        activated("{1}", Delayed(Leaves(), (GainLife(3),))),
        pt=(2, 2),
    ),
    permanent(
        "Test Bell Ringer",
        "{1}{W}",
        "Creature — Human Cleric",
        "Criatura — Clérigo humano",
        (
            "{1}: When this creature becomes tapped, you gain 3 life.",
            "{1}: Cuando esta criatura se gire, ganas 3 vidas.",
        ),
        activated("{1}", Delayed(BecomesTapped(), (GainLife(3),))),
        pt=(2, 2),
    ),
    permanent(
        "Test Fading Relic",
        "{2}",
        *_ARTIFACT,
        (
            "{1}: Exile this permanent at the beginning of the next end step.",
            "{1}: Exilia este permanente al comienzo del próximo paso final.",
        ),
        activated("{1}", Delayed(AtBeginning("end", whose="each"), (Exile(IT),), about=THIS)),
    ),
    permanent(
        "Test Night Watch",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "{1}: Whenever a creature enters this turn, you gain 1 life.",
            "{1}: Siempre que una criatura entre este turno, ganas 1 vida.",
        ),
        activated("{1}", Delayed(Enters(ANY_CREATURE), (GainLife(1),), this_turn=True)),
    ),
    permanent(
        "Test Lookout",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "{1}: When a creature enters, you gain 1 life.",
            "{1}: Cuando una criatura entre, ganas 1 vida.",
        ),
        activated("{1}", Delayed(Enters(ANY_CREATURE), (GainLife(1),))),
    ),
    permanent(
        "Test Gravedigger Pact",
        "{1}{B}",
        *_ENCHANTMENT,
        (
            "{1}: When a creature dies, return that card to its owner's hand.",
            "{1}: Cuando una criatura muera, regresa esa carta a la mano de su propietario.",
        ),
        activated("{1}", Delayed(dies(ANY_CREATURE), (ReturnToHand(IT),))),
    ),
    # 603.8: a state trigger
    permanent(
        "Test Empty Hand Muse",
        "{2}{U}",
        *_ENCHANTMENT,
        (
            "When you have no cards in hand, draw a card.",
            "Cuando no tengas cartas en la mano, roba una carta.",
        ),
        triggered(StateIs(HandEmpty()), Draw(1)),
    ),
    # "the same number of cards" can't be counted: a fixed two stands in (see the test)
    sorcery(
        "Test Wheel",
        "{1}{U}",
        spell(Discard(whole_hand=True), Draw(2)),
        ("Discard your hand, then draw two cards.", "Descarta tu mano, luego roba dos cartas."),
    ),
    instant(
        "Test Cantrip",
        "{U}",
        spell(GainLife(1)),
        ("You gain 1 life.", "Ganas 1 vida."),
    ),
    # 603.10a: leaves-the-battlefield abilities look back in time
    permanent(
        "Test Bone Collector",
        "{2}",
        *_ARTIFACT,
        (
            "Whenever a creature dies, you gain 1 life.",
            "Siempre que una criatura muera, ganas 1 vida.",
        ),
        triggered(dies(ANY_CREATURE), GainLife(1)),
    ),
    permanent(
        "Test Grave Cursor",
        "{2}",
        *_ARTIFACT,
        (
            "Whenever a creature dies, each opponent loses 1 life.",
            "Siempre que una criatura muera, cada oponente pierde 1 vida.",
        ),
        triggered(dies(ANY_CREATURE), LoseLife(1, EachOpponent())),
    ),
    sorcery(
        "Test Purge",
        "{3}{W}{W}",
        spell(Destroy(Each(Filter(types=("artifact", "creature", "enchantment"))))),
        (
            "Destroy all artifacts, creatures, and enchantments.",
            "Destruye todos los artefactos, criaturas y encantamientos.",
        ),
    ),
    # 603.2b: "at the beginning of" — your, each, each opponent's
    permanent(
        "Test Town Crier",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "At the beginning of each upkeep, you gain 1 life.",
            "Al comienzo de cada mantenimiento, ganas 1 vida.",
        ),
        triggered(AtBeginning("upkeep", whose="each"), GainLife(1)),
    ),
    permanent(
        "Test Rival Watch",
        "{1}{B}",
        *_ENCHANTMENT,
        (
            "At the beginning of each opponent's upkeep, you gain 1 life.",
            "Al comienzo del mantenimiento de cada oponente, ganas 1 vida.",
        ),
        triggered(AtBeginning("upkeep", whose="opponent"), GainLife(1)),
    ),
    permanent(
        "Test Dawn Keeper",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "At the beginning of your upkeep, you gain 1 life.",
            "Al comienzo de tu mantenimiento, ganas 1 vida.",
        ),
        triggered(AtBeginning("upkeep"), GainLife(1)),
    ),
    # 603.2c: "one or more" against one trigger per creature
    permanent(
        "Test War Chief",
        "{2}{R}",
        *_ENCHANTMENT,
        (
            "Whenever one or more creatures you control deal combat damage to a player, draw "
            "a card.",
            "Siempre que una o más criaturas que controlas hagan daño de combate a un jugador, "
            "roba una carta.",
        ),
        triggered(
            DealsDamage(Filter(types=("creature",), controller="you"), to="player", combat=True),
            Draw(1),
            one_or_more=True,
        ),
    ),
    permanent(
        "Test Blood Chief",
        "{2}{B}",
        *_ENCHANTMENT,
        (
            "Whenever a creature you control deals combat damage to a player, you gain 1 life.",
            "Siempre que una criatura que controlas haga daño de combate a un jugador, ganas "
            "1 vida.",
        ),
        triggered(
            DealsDamage(Filter(types=("creature",), controller="you"), to="player", combat=True),
            GainLife(1),
        ),
    ),
    # 603.3a: the controller of a triggered ability
    permanent(
        "Test Charger",
        "{2}{R}",
        "Creature — Human Warrior",
        "Criatura — Guerrero humano",
        (
            "Whenever this creature attacks, you gain 2 life.",
            "Siempre que esta criatura ataque, ganas 2 vidas.",
        ),
        triggered(Attacks(), GainLife(2)),
        pt=(2, 2),
    ),
    # 603.3d: a trigger with a target; 603.3b: an order to choose
    permanent(
        "Test Sniper",
        "{2}{R}",
        "Creature — Goblin",
        "Criatura — Trasgo",
        (
            "When this creature enters, it deals 1 damage to any target.",
            "Cuando esta criatura entre, hace 1 punto de daño a cualquier objetivo.",
        ),
        triggered(Enters(), DealDamage(1, Target(0)), targets=(TargetSpec((ANY_TARGET,)),)),
        pt=(1, 1),
    ),
    permanent(
        "Test Construct",
        "{3}",
        "Artifact Creature — Construct",
        "Criatura artefacto — Constructo",
        ("", ""),
        pt=(2, 2),
    ),
    instant(
        "Test Stifle",
        "{U}",
        spell(
            Counter(Target(0)), targets=(TargetSpec((Filter(zone=Zone.STACK, abilities=True),)),)
        ),
        (
            "Counter target activated or triggered ability.",
            "Contrarresta la habilidad activada o disparada objetivo.",
        ),
    ),
    # 603.12: a sacrifice for another reason
    permanent(
        "Test Altar",
        "{1}",
        *_ARTIFACT,
        ("Sacrifice a creature: You gain 1 life.", "Sacrifica una criatura: Ganas 1 vida."),
        ActivatedAbility(Cost(sacrifice=ANY_CREATURE), Mode((), (GainLife(1),))),
    ),
    instant(
        "Test Flicker",
        "{W}",
        spell(
            Exile(Target(0), link="flicker"),
            ReturnToBattlefield(Linked("flicker")),
            targets=(TargetSpec((Filter(types=("creature",), controller="you"),)),),
        ),
        (
            "Exile target creature you control, then return that card to the battlefield under "
            "your control.",
            "Exilia la criatura objetivo que controlas, luego regresa esa carta al campo de "
            "batalla bajo tu control.",
        ),
    ),
)

CR603_TEST_CARDS: tuple[CardDef, ...] = CR603_NAMED_CARDS + CR603_OWN_CARDS
