"""Test-only cards named by the examples of CR 603 and by the wiki article on triggered
abilities (their printed English text and, where the CR or the article names them in
Spanish, that name), written with the engine's vocabulary."""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import Static
from grimorio.dsl.continuous import AddColors, AddTypes, Grant, SetPT
from grimorio.dsl.effects import (
    AddMana,
    Apply,
    DealDamage,
    Delayed,
    Destroy,
    Draw,
    EventAmount,
    Exile,
    GainLife,
    Modify,
    Payment,
    ReturnToHand,
    Sacrifice,
    Unless,
    WhenYouDo,
)
from grimorio.dsl.selectors import (
    ANY_TARGET,
    IT,
    THIS,
    Attached,
    Each,
    Filter,
    Linked,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import (
    AtBeginning,
    BecomesBlocked,
    DealsDamage,
    Enters,
    TappedForMana,
)
from grimorio.testing.cards.cr603_builders import (
    activated,
    instant,
    permanent,
    spell,
    triggered,
)

# -- the cards the examples of CR 603 and the wiki article name -----------------------------

HEARTPIERCER_MANTICORE = permanent(
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
    triggered(
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

DREKAVAC = permanent(
    "Drekavac",
    "{1}{B}",
    "Creature — Beast",
    "Criatura — Bestia",
    (
        "When this creature enters, sacrifice it unless you discard a noncreature card.",
        "Cuando el Drékavac entre al campo de batalla, sacrifícalo a menos que descartes una "
        "carta que no sea de criatura.",
    ),
    triggered(
        Enters(),
        Unless((Sacrifice(THIS),), Payment(discard=Filter(not_types=("creature",)))),
    ),
    name_es="Drékavac",
    pt=(3, 3),
)

# CR 605.1b: the Aura's trigger is written as a triggered mana ability the Aura grants the
# enchanted land ("whenever this land is tapped for mana, add {G}") — the vocabulary's
# TappedForMana can name "this object" or a filter, not "the enchanted land".
WILD_GROWTH = permanent(
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
    Static((Grant(abilities=(triggered(TappedForMana(), AddMana("G")),)),), Attached()),
    name_es="Crecimiento salvaje",
    enchant=Filter(types=("land",)),
)

IGNORANT_BLISS = instant(
    "Ignorant Bliss",
    "{1}{R}",
    spell(
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

NEKRATAAL = permanent(
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
    triggered(
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
_FLANKING = triggered(
    BecomesBlocked(),
    Modify(Each(Filter(types=("creature",), controller="opponent")), power=-1, toughness=-1),
)
CAVALRY_MASTER = permanent(
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

GENJU_OF_THE_FIELDS = permanent(
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
    activated(
        "{2}",
        Apply(
            Attached(),
            (
                AddTypes(types=("creature",), subtypes=("Spirit",)),
                AddColors(("W",)),
                SetPT(2, 5),
                Grant(abilities=(triggered(DealsDamage(), GainLife(EventAmount())),)),
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
