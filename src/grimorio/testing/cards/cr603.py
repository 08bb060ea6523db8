"""Test-only cards for the examples of CR 603 and related rules, with the printed texts
of the cards the examples name (never part of the real pool).

Two groups: the cards of the examples in rule 603 of the Comprehensive Rules and of the
wiki article on triggered abilities (named cards keep their printed English text and, where
the CR or the article names them in Spanish, that name), and small cards of our own for the
rules that have no example. Where the vocabulary can't say all of a printed text, the
docstring of the test that uses the card says what was left out or approximated.
"""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, SpellAbility, Static, Triggered
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.continuous import AddColors, AddTypes, Grant, LoseAllAbilities, SetPT
from grimorio.dsl.effects import (
    AddMana,
    Apply,
    Counter,
    DealDamage,
    Delayed,
    Destroy,
    Discard,
    Draw,
    Effect,
    EventAmount,
    Exile,
    GainLife,
    LoseLife,
    May,
    Modify,
    Payment,
    PreventDamage,
    ReturnToBattlefield,
    ReturnToHand,
    Sacrifice,
    Tap,
    Unless,
    WhenYouDo,
)
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import EntersTapped
from grimorio.dsl.selectors import (
    ANY_TARGET,
    IT,
    THIS,
    Attached,
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
    BecomesBlocked,
    BecomesTapped,
    DealsDamage,
    Enters,
    IsDealtDamage,
    Leaves,
    StateIs,
    TappedForMana,
    Trigger,
    dies,
)
from grimorio.dsl.values import Condition, HandEmpty, LifeAtLeast

_CREATURE = Filter(types=("creature",))
_TARGET_CREATURE = (TargetSpec((_CREATURE,)),)


def _when(
    when: Trigger,
    *effects: Effect,
    targets: tuple[TargetSpec, ...] = (),
    condition: Condition | None = None,
    one_or_more: bool = False,
    once: bool = False,
) -> Triggered:
    return Triggered(
        when, Mode(targets, effects), condition=condition, one_or_more=one_or_more, once=once
    )


def _activated(
    cost: str, *effects: Effect, targets: tuple[TargetSpec, ...] = ()
) -> ActivatedAbility:
    return ActivatedAbility(Cost(mana=ManaCost.parse(cost)), Mode(targets, effects))


def _spell(*effects: Effect, targets: tuple[TargetSpec, ...] = ()) -> SpellAbility:
    return SpellAbility((Mode(targets, effects),))


def _permanent(
    name: str,
    cost: str,
    type_en: str,
    type_es: str,
    text: tuple[str, str],
    *abilities: object,
    name_es: str | None = None,
    pt: tuple[int, int] | None = None,
    keywords: tuple[str, ...] = (),
    enchant: Filter | None = None,
) -> CardDef:
    return card(
        name,
        name_es,
        cost,
        type_en,
        type_es,
        pt=pt,
        keywords=keywords,
        abilities=abilities,  # type: ignore[arg-type]
        text_en=text[0],
        text_es=text[1],
        enchant=enchant,
    )


def _instant(
    name: str, cost: str, spell: SpellAbility, text: tuple[str, str], name_es: str | None = None
) -> CardDef:
    return card(
        name, name_es, cost, "Instant", "Instantáneo", spell=spell, text_en=text[0], text_es=text[1]
    )


def _sorcery(name: str, cost: str, spell: SpellAbility, text: tuple[str, str]) -> CardDef:
    return card(
        name, None, cost, "Sorcery", "Conjuro", spell=spell, text_en=text[0], text_es=text[1]
    )


# -- the cards the examples of CR 603 and the wiki article name -----------------------------

HEARTPIERCER_MANTICORE = _permanent(
    "Heartpiercer Manticore",
    "{2}{R}{R}",
    "Creature — Manticore",
    "Criatura — Mantícora",
    (
        "When this creature enters, you may sacrifice another creature. When you do, this "
        "creature deals damage equal to that creature's power to any target.",
        "Cuando esta criatura entre, puedes sacrificar otra criatura. Cuando lo hagas, esta "
        "criatura hace daño a cualquier objetivo igual a la fuerza de esa criatura.",
    ),
    _when(
        Enters(),
        WhenYouDo(
            Payment(sacrifice=Filter(types=("creature",), other=True)),
            (DealDamage(EventAmount(), Target(0)),),
            targets=(TargetSpec((ANY_TARGET,)),),
            text_en="This creature deals damage equal to that creature's power to any target.",
            text_es="Esta criatura hace daño a cualquier objetivo igual a la fuerza de esa "
            "criatura.",
        ),
    ),
    name_es="Manticora perforacorazones",  # as the 2026 CR spells it (603.12)
    pt=(4, 3),
)

DREKAVAC = _permanent(
    "Drekavac",
    "{1}{B}",
    "Creature — Beast",
    "Criatura — Bestia",
    (
        "When this creature enters, sacrifice it unless you discard a noncreature card.",
        "Cuando el Drékavac entre al campo de batalla, sacrifícalo a menos que descartes una "
        "carta que no sea de criatura.",
    ),
    _when(Enters(), Unless((Sacrifice(THIS),), Payment(discard=Filter(not_types=("creature",))))),
    name_es="Drékavac",
    pt=(3, 3),
)

# CR 605.1b: the Aura's trigger is written as a triggered mana ability the Aura grants the
# enchanted land ("whenever this land is tapped for mana, add {G}") — the vocabulary's
# TappedForMana can name "this object" or a filter, not "the enchanted land".
WILD_GROWTH = _permanent(
    "Wild Growth",
    "{G}",
    "Enchantment — Aura",
    "Encantamiento — Aura",
    (
        "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an "
        "additional {G}.",
        "Encantar tierra\nSiempre que se gire la tierra encantada para obtener maná, su "
        "controlador agrega {G}.",
    ),
    Static((Grant(abilities=(_when(TappedForMana(), AddMana("G")),)),), Attached()),
    name_es="Crecimiento salvaje",
    enchant=Filter(types=("land",)),
)

IGNORANT_BLISS = _instant(
    "Ignorant Bliss",
    "{1}{R}",
    _spell(
        Exile(Each(Filter(zone=Zone.HAND, owner="you")), link="bliss"),
        Delayed(
            AtBeginning("end", whose="each"),
            (ReturnToHand(IT), Draw(1)),
            about=Linked("bliss"),
            text_en="Return those cards to your hand, then draw a card.",
            text_es="Regresa esas cartas a tu mano, luego roba una carta.",
        ),
    ),
    (
        "Exile all cards from your hand face down. At the beginning of the next end step, "
        "return those cards to your hand, then draw a card.",
        "Exilia boca abajo todas las cartas en tu mano. Al comienzo del próximo paso final, "
        "regresa esas cartas a tu mano, luego roba una carta.",
    ),
    name_es="Dicha ignorante",
)

NEKRATAAL = _permanent(
    "Nekrataal",
    "{2}{B}{B}",
    "Creature — Human Assassin",
    "Criatura — Asesino humano",
    (
        "First strike\nWhen this creature enters, destroy target nonartifact, nonblack "
        "creature. That creature can't be regenerated.",
        "Dañar primero\nCuando el Nekrataal entre al campo de batalla, destruye la criatura "
        "objetivo que no sea artefacto y que no sea negra. Esa criatura no puede ser regenerada.",
    ),
    # "nonblack": the Filter has no not_colors; "one of the four other colours" stands in
    _when(
        Enters(),
        Destroy(Target(0)),
        targets=(
            TargetSpec(
                (Filter(types=("creature",), not_types=("artifact",), colors=("W", "U", "R", "G")),)
            ),
        ),
    ),
    name_es="Nekrataal",
    pt=(2, 1),
    keywords=("first_strike",),
)

# Flanking is not a keyword of the engine, and the vocabulary can't name "the blocking
# creature" nor "without flanking": flanking is written as "whenever this creature becomes
# blocked, each creature an opponent controls gets -1/-1 until end of turn" (the same when
# the blocker is the opponent's only creature), and "other creatures you control with
# flanking" as "other creatures you control".
_FLANKING = _when(
    BecomesBlocked(),
    Modify(Each(Filter(types=("creature",), controller="opponent")), power=-1, toughness=-1),
)
CAVALRY_MASTER = _permanent(
    "Cavalry Master",
    "{2}{W}{W}",
    "Creature — Human Knight",
    "Criatura — Caballero humano",
    (
        "Flanking (Whenever a creature without flanking blocks this creature, the blocking "
        "creature gets -1/-1 until end of turn.)\nOther creatures you control with flanking "
        "have flanking.",
        "Flanquear (Siempre que una criatura sin la habilidad de flanquear bloquee a esta "
        "criatura, la criatura bloqueadora obtiene -1/-1 hasta el final del turno.)\nLas otras "
        "criaturas que controlas con la habilidad de flanquear tienen la habilidad de flanquear.",
    ),
    _FLANKING,
    Static(
        (Grant(abilities=(_FLANKING,)),),
        Each(Filter(types=("creature",), controller="you", other=True)),
    ),
    name_es="Maestro de caballería",
    pt=(3, 3),
)

GENJU_OF_THE_FIELDS = _permanent(
    "Genju of the Fields",
    "{W}",
    "Enchantment — Aura",
    "Encantamiento — Aura",
    (
        "Enchant Plains\n{2}: Until end of turn, enchanted Plains becomes a 2/5 white Spirit "
        'creature with "Whenever this creature deals damage, its controller gains that much '
        "life.\" It's still a land.",
        "Encantar Llanura\n{2}: Hasta el final del turno, la Llanura encantada se convierte en "
        "una criatura Espíritu blanca 2/5 con “Siempre que esta criatura haga daño, ganas esa "
        "cantidad de vidas.” Sigue siendo una tierra.",
    ),
    _activated(
        "{2}",
        Apply(
            Attached(),
            (
                AddTypes(types=("creature",), subtypes=("Spirit",)),
                AddColors(("W",)),
                SetPT(2, 5),
                Grant(abilities=(_when(DealsDamage(), GainLife(EventAmount())),)),
            ),
        ),
    ),
    name_es="Genju de los campos",
    enchant=Filter(subtypes=("Plains",)),
)

CR603_NAMED_CARDS = (
    HEARTPIERCER_MANTICORE,
    DREKAVAC,
    WILD_GROWTH,
    IGNORANT_BLISS,
    NEKRATAAL,
    CAVALRY_MASTER,
    GENJU_OF_THE_FIELDS,
)

# -- cards of our own for single rules ------------------------------------------------------

_ARTIFACT = ("Artifact", "Artefacto")
_ENCHANTMENT = ("Enchantment", "Encantamiento")
_BEAR = ("Creature — Bear", "Criatura — Oso")

CR603_OWN_CARDS = (
    # 603.2c: one trigger per land in a "destroy all lands"
    _permanent(
        "Test Land Mourner",
        "{2}",
        *_ARTIFACT,
        (
            "Whenever a land is put into a graveyard from the battlefield, you gain 1 life.",
            "Siempre que una tierra vaya a un cementerio desde el campo de batalla, ganas 1 vida.",
        ),
        _when(dies(Filter(types=("land",))), GainLife(1)),
    ),
    _sorcery(
        "Test Armageddon",
        "{3}{W}",
        _spell(Destroy(Each(Filter(types=("land",))))),
        ("Destroy all lands.", "Destruye todas las tierras."),
    ),
    # 603.2e: "becomes tapped"
    _permanent(
        "Test Tap Watcher",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "Whenever a creature becomes tapped, you gain 1 life.",
            "Siempre que una criatura se gire, ganas 1 vida.",
        ),
        _when(BecomesTapped(_CREATURE), GainLife(1)),
    ),
    _permanent(
        "Test Sluggard",
        "{1}{G}",
        *_BEAR,
        ("This creature enters tapped.", "Esta criatura entra girada."),
        EntersTapped(),
        pt=(2, 2),
    ),
    _instant(
        "Test Tapper",
        "{U}",
        _spell(Tap(Target(0)), targets=_TARGET_CREATURE),
        ("Tap target creature.", "Gira la criatura objetivo."),
    ),
    _instant(
        "Test Waker",
        "{W}",
        _spell(Tap(Target(0), untap=True), targets=_TARGET_CREATURE),
        ("Untap target creature.", "Endereza la criatura objetivo."),
    ),
    # 603.2g: damage that is prevented triggers nothing
    _permanent(
        "Test Thin Skin",
        "{1}{G}",
        *_BEAR,
        (
            "Whenever this creature is dealt damage, you gain 1 life.",
            "Siempre que se le haga daño a esta criatura, ganas 1 vida.",
        ),
        _when(IsDealtDamage(), GainLife(1)),
        pt=(2, 4),
    ),
    _instant(
        "Test Shield",
        "{W}",
        _spell(PreventDamage(Target(0)), targets=_TARGET_CREATURE),
        (
            "Prevent all damage that would be dealt to target creature this turn.",
            "Prevén todo el daño que se le fuera a hacer a la criatura objetivo este turno.",
        ),
    ),
    _instant(
        "Test Small Shield",
        "{W}",
        _spell(PreventDamage(Target(0), amount=1), targets=_TARGET_CREATURE),
        (
            "Prevent the next 1 damage that would be dealt to target creature this turn.",
            "Prevén el próximo 1 punto de daño que se le fuera a hacer a la criatura objetivo "
            "este turno.",
        ),
    ),
    _instant(
        "Test Shock",
        "{R}",
        _spell(DealDamage(2, Target(0)), targets=(TargetSpec((ANY_TARGET,)),)),
        (
            "This spell deals 2 damage to any target.",
            "Este hechizo hace 2 puntos de daño a cualquier objetivo.",
        ),
    ),
    # 603.4: an intervening "if" (Felidar Sovereign's "you win the game" can't be written)
    _permanent(
        "Test Sovereign",
        "{4}{W}{W}",
        "Creature — Cat Beast",
        "Criatura — Bestia felina",
        (
            "At the beginning of your upkeep, if you have 40 or more life, draw a card.",
            "Al comienzo de tu mantenimiento, si tienes 40 o más vidas, roba una carta.",
        ),
        _when(AtBeginning("upkeep"), Draw(1), condition=LifeAtLeast(40)),
        pt=(6, 6),
    ),
    # 603.5: "may" and "unless"
    _permanent(
        "Test Scholar",
        "{1}{U}",
        "Creature — Human Wizard",
        "Criatura — Mago humano",
        (
            "At the beginning of your upkeep, you may draw a card.",
            "Al comienzo de tu mantenimiento, puedes robar una carta.",
        ),
        _when(AtBeginning("upkeep"), May((Draw(1),))),
        pt=(1, 1),
    ),
    # 603.6a–b: "whenever a creature enters"; continuous effects as a permanent enters
    _permanent(
        "Test Creature Watcher",
        "{1}{G}",
        "Creature — Elf",
        "Criatura — Elfo",
        (
            "Whenever a creature enters, you gain 1 life.",
            "Siempre que una criatura entre, ganas 1 vida.",
        ),
        _when(Enters(_CREATURE), GainLife(1)),
        pt=(1, 1),
    ),
    _sorcery(
        "Test Mass Return",
        "{3}{B}",
        _spell(
            ReturnToBattlefield(Each(Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you")))
        ),
        (
            "Return all creature cards from your graveyard to the battlefield.",
            "Regresa todas las cartas de criatura de tu cementerio al campo de batalla.",
        ),
    ),
    _permanent(
        "Test Living Lands",
        "{3}{G}",
        *_ENCHANTMENT,
        (
            "All lands are 1/1 creatures that are still lands.",
            "Todas las tierras son criaturas 1/1 que siguen siendo tierras.",
        ),
        Static((AddTypes(types=("creature",)), SetPT(1, 1)), Each(Filter(types=("land",)))),
    ),
    _permanent(
        "Test Muzzle",
        "{2}{W}",
        *_ENCHANTMENT,
        ("All creatures lose all abilities.", "Todas las criaturas pierden todas sus habilidades."),
        Static((LoseAllAbilities(),), Each(_CREATURE)),
    ),
    _permanent(
        "Test Envoy",
        "{1}{W}",
        "Creature — Human Cleric",
        "Criatura — Clérigo humano",
        (
            "When this creature enters, you gain 2 life.",
            "Cuando esta criatura entre, ganas 2 vidas.",
        ),
        _when(Enters(), GainLife(2)),
        pt=(2, 2),
    ),
    # 603.6c: a leaves-the-battlefield ability looks for the card in the zone it went to
    _permanent(
        "Test Homing Pigeon",
        "{1}{W}",
        "Creature — Bird",
        "Criatura — Ave",
        (
            "When this creature dies, return it to its owner's hand.",
            "Cuando esta criatura muera, regresa la carta a la mano de su propietario.",
        ),
        _when(dies(), ReturnToHand(IT)),
        pt=(1, 1),
    ),
    _permanent(
        "Test Farewell Singer",
        "{1}{U}",
        "Creature — Human",
        "Criatura — Humano",
        (
            "When this creature leaves the battlefield, draw a card.",
            "Cuando esta criatura deje el campo de batalla, roba una carta.",
        ),
        _when(Leaves(), Draw(1)),
        pt=(1, 1),
    ),
    _instant(
        "Test Grave Robber",
        "{B}",
        _spell(Exile(Target(0)), targets=(TargetSpec((Filter(zone=Zone.GRAVEYARD),)),)),
        ("Exile target card from a graveyard.", "Exilia la carta objetivo de un cementerio."),
    ),
    _instant(
        "Test Banish",
        "{1}{W}",
        _spell(Exile(Target(0)), targets=_TARGET_CREATURE),
        ("Exile target creature.", "Exilia la criatura objetivo."),
    ),
    _instant(
        "Test Bounce",
        "{U}",
        _spell(ReturnToHand(Target(0)), targets=_TARGET_CREATURE),
        (
            "Return target creature to its owner's hand.",
            "Regresa la criatura objetivo a la mano de su propietario.",
        ),
    ),
    # 603.7a–c: delayed triggered abilities
    _permanent(
        "Test Omen Keeper",
        "{1}{B}",
        "Creature — Human Cleric",
        "Criatura — Clérigo humano",
        (
            "{1}: When this creature leaves the battlefield, you gain 3 life.",
            "{1}: Cuando esta criatura deje el campo de batalla, ganas 3 vidas.",
        ),
        _activated("{1}", Delayed(Leaves(), (GainLife(3),))),
        pt=(2, 2),
    ),
    _permanent(
        "Test Bell Ringer",
        "{1}{W}",
        "Creature — Human Cleric",
        "Criatura — Clérigo humano",
        (
            "{1}: When this creature becomes tapped, you gain 3 life.",
            "{1}: Cuando esta criatura se gire, ganas 3 vidas.",
        ),
        _activated("{1}", Delayed(BecomesTapped(), (GainLife(3),))),
        pt=(2, 2),
    ),
    _permanent(
        "Test Fading Relic",
        "{2}",
        *_ARTIFACT,
        (
            "{1}: Exile this permanent at the beginning of the next end step.",
            "{1}: Exilia este permanente al comienzo del próximo paso final.",
        ),
        _activated("{1}", Delayed(AtBeginning("end", whose="each"), (Exile(IT),), about=THIS)),
    ),
    _permanent(
        "Test Night Watch",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "{1}: Whenever a creature enters this turn, you gain 1 life.",
            "{1}: Siempre que una criatura entre este turno, ganas 1 vida.",
        ),
        _activated("{1}", Delayed(Enters(_CREATURE), (GainLife(1),), this_turn=True)),
    ),
    _permanent(
        "Test Lookout",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "{1}: When a creature enters, you gain 1 life.",
            "{1}: Cuando una criatura entre, ganas 1 vida.",
        ),
        _activated("{1}", Delayed(Enters(_CREATURE), (GainLife(1),))),
    ),
    _permanent(
        "Test Gravedigger Pact",
        "{1}{B}",
        *_ENCHANTMENT,
        (
            "{1}: When a creature dies, return that card to its owner's hand.",
            "{1}: Cuando una criatura muera, regresa esa carta a la mano de su propietario.",
        ),
        _activated("{1}", Delayed(dies(_CREATURE), (ReturnToHand(IT),))),
    ),
    # 603.8: a state trigger
    _permanent(
        "Test Empty Hand Muse",
        "{2}{U}",
        *_ENCHANTMENT,
        (
            "When you have no cards in hand, draw a card.",
            "Cuando no tengas cartas en la mano, roba una carta.",
        ),
        _when(StateIs(HandEmpty()), Draw(1)),
    ),
    # "the same number of cards" can't be counted: a fixed two stands in (see the test)
    _sorcery(
        "Test Wheel",
        "{1}{U}",
        _spell(Discard(whole_hand=True), Draw(2)),
        ("Discard your hand, then draw two cards.", "Descarta tu mano, luego roba dos cartas."),
    ),
    _instant(
        "Test Cantrip",
        "{U}",
        _spell(GainLife(1)),
        ("You gain 1 life.", "Ganas 1 vida."),
    ),
    # 603.10a: leaves-the-battlefield abilities look back in time
    _permanent(
        "Test Bone Collector",
        "{2}",
        *_ARTIFACT,
        (
            "Whenever a creature dies, you gain 1 life.",
            "Siempre que una criatura muera, ganas 1 vida.",
        ),
        _when(dies(_CREATURE), GainLife(1)),
    ),
    _permanent(
        "Test Grave Cursor",
        "{2}",
        *_ARTIFACT,
        (
            "Whenever a creature dies, each opponent loses 1 life.",
            "Siempre que una criatura muera, cada oponente pierde 1 vida.",
        ),
        _when(dies(_CREATURE), LoseLife(1, EachOpponent())),
    ),
    _sorcery(
        "Test Purge",
        "{3}{W}{W}",
        _spell(Destroy(Each(Filter(types=("artifact", "creature", "enchantment"))))),
        (
            "Destroy all artifacts, creatures, and enchantments.",
            "Destruye todos los artefactos, criaturas y encantamientos.",
        ),
    ),
    # 603.2b: "at the beginning of" — your, each, each opponent's
    _permanent(
        "Test Town Crier",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "At the beginning of each upkeep, you gain 1 life.",
            "Al comienzo de cada mantenimiento, ganas 1 vida.",
        ),
        _when(AtBeginning("upkeep", whose="each"), GainLife(1)),
    ),
    _permanent(
        "Test Rival Watch",
        "{1}{B}",
        *_ENCHANTMENT,
        (
            "At the beginning of each opponent's upkeep, you gain 1 life.",
            "Al comienzo del mantenimiento de cada oponente, ganas 1 vida.",
        ),
        _when(AtBeginning("upkeep", whose="opponent"), GainLife(1)),
    ),
    _permanent(
        "Test Dawn Keeper",
        "{1}{W}",
        *_ENCHANTMENT,
        (
            "At the beginning of your upkeep, you gain 1 life.",
            "Al comienzo de tu mantenimiento, ganas 1 vida.",
        ),
        _when(AtBeginning("upkeep"), GainLife(1)),
    ),
    # 603.2c: "one or more" against one trigger per creature
    _permanent(
        "Test War Chief",
        "{2}{R}",
        *_ENCHANTMENT,
        (
            "Whenever one or more creatures you control deal combat damage to a player, draw "
            "a card.",
            "Siempre que una o más criaturas que controlas hagan daño de combate a un jugador, "
            "roba una carta.",
        ),
        _when(
            DealsDamage(Filter(types=("creature",), controller="you"), to="player", combat=True),
            Draw(1),
            one_or_more=True,
        ),
    ),
    _permanent(
        "Test Blood Chief",
        "{2}{B}",
        *_ENCHANTMENT,
        (
            "Whenever a creature you control deals combat damage to a player, you gain 1 life.",
            "Siempre que una criatura que controlas haga daño de combate a un jugador, ganas "
            "1 vida.",
        ),
        _when(
            DealsDamage(Filter(types=("creature",), controller="you"), to="player", combat=True),
            GainLife(1),
        ),
    ),
    # 603.3a: the controller of a triggered ability
    _permanent(
        "Test Charger",
        "{2}{R}",
        "Creature — Human Warrior",
        "Criatura — Guerrero humano",
        (
            "Whenever this creature attacks, you gain 2 life.",
            "Siempre que esta criatura ataque, ganas 2 vidas.",
        ),
        _when(Attacks(), GainLife(2)),
        pt=(2, 2),
    ),
    # 603.3d: a trigger with a target; 603.3b: an order to choose
    _permanent(
        "Test Sniper",
        "{2}{R}",
        "Creature — Goblin",
        "Criatura — Trasgo",
        (
            "When this creature enters, it deals 1 damage to any target.",
            "Cuando esta criatura entre, hace 1 punto de daño a cualquier objetivo.",
        ),
        _when(Enters(), DealDamage(1, Target(0)), targets=(TargetSpec((ANY_TARGET,)),)),
        pt=(1, 1),
    ),
    _permanent(
        "Test Construct",
        "{3}",
        "Artifact Creature — Construct",
        "Criatura artefacto — Constructo",
        ("", ""),
        pt=(2, 2),
    ),
    _instant(
        "Test Stifle",
        "{U}",
        _spell(
            Counter(Target(0)), targets=(TargetSpec((Filter(zone=Zone.STACK, abilities=True),)),)
        ),
        (
            "Counter target activated or triggered ability.",
            "Contrarresta la habilidad activada o disparada objetivo.",
        ),
    ),
    # 603.12: a sacrifice for another reason
    _permanent(
        "Test Altar",
        "{1}",
        *_ARTIFACT,
        ("Sacrifice a creature: You gain 1 life.", "Sacrifica una criatura: Ganas 1 vida."),
        ActivatedAbility(Cost(sacrifice=_CREATURE), Mode((), (GainLife(1),))),
    ),
    _instant(
        "Test Flicker",
        "{W}",
        _spell(
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
