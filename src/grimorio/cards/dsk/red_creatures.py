"""Duskmourn red creatures: first strike during your turn, eerie, "attacks for the first time
each turn" with an additional combat phase (CR 500.8), noncombat damage triggers, the
Enduring cycle's red member. Facts from the package's data and the release notes."""

from grimorio.cards.dsk.cycles import enduring
from grimorio.dsl import (
    ANY_TARGET,
    CREATURE,
    EERIE,
    THAT_PLAYER,
    THIS,
    AdditionalCombat,
    Attacks,
    DealDamage,
    DealsDamage,
    Delirium,
    Discard,
    Draw,
    Draws,
    EachOpponent,
    Enters,
    EventAmount,
    Filter,
    Grant,
    IfYouDo,
    It,
    Mode,
    Modify,
    Payment,
    PowerOf,
    Static,
    Tap,
    Target,
    TargetSpec,
    ThatPlayer,
    Triggered,
    YourTurn,
    card,
    dies,
)
from grimorio.dsl.card import CardDef

# -- Razorkin Needlehead -------------------------------------------------------------------
_NEEDLEHEAD_FS_ES = (
    "El Cercenador cabezagujas tiene la habilidad de dañar primero durante tu turno."
)
_NEEDLEHEAD_FS_EN = "This creature has first strike during your turn."
_NEEDLEHEAD_ES = (
    "Siempre que un oponente robe una carta, el Cercenador cabezagujas le hace 1 punto de daño."
)
_NEEDLEHEAD_EN = "Whenever an opponent draws a card, this creature deals 1 damage to them."
RAZORKIN_NEEDLEHEAD = card(
    "Razorkin Needlehead",
    abilities=(
        Static(
            (Grant(keywords=("first_strike",)),),
            condition=YourTurn(),
            text_es=_NEEDLEHEAD_FS_ES,
            text_en=_NEEDLEHEAD_FS_EN,
        ),
        # The ruling: only a card drawn (CR 121.1), not one put into the hand otherwise
        Triggered(
            Draws(who="opponent"),
            Mode(
                effects=(DealDamage(1, ThatPlayer()),),
                text_es=_NEEDLEHEAD_ES,
                text_en=_NEEDLEHEAD_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- Infernal Phantom ----------------------------------------------------------------------
_PHANTOM_EERIE_ES = (
    "Inquietante — Siempre que un encantamiento que controlas entre y siempre que abras del "
    "todo una Sala, el Fantasma infernal obtiene +2/+0 hasta el final del turno."
)
_PHANTOM_EERIE_EN = (
    "Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, "
    "this creature gets +2/+0 until end of turn."
)
_PHANTOM_DIES_ES = (
    "Cuando el Fantasma infernal muera, hace una cantidad de daño igual a su fuerza a "
    "cualquier objetivo."
)
_PHANTOM_DIES_EN = "When this creature dies, it deals damage equal to its power to any target."
INFERNAL_PHANTOM = card(
    "Infernal Phantom",
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(Modify(THIS, power=2),),
                text_es=_PHANTOM_EERIE_ES,
                text_en=_PHANTOM_EERIE_EN,
            ),
        ),
        # The ruling: its power as it last existed on the battlefield (CR 608.2h)
        Triggered(
            dies(),
            Mode(
                (TargetSpec((ANY_TARGET,)),),
                (DealDamage(PowerOf(THIS), Target(0)),),
                text_es=_PHANTOM_DIES_ES,
                text_en=_PHANTOM_DIES_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- Irreverent Gremlin --------------------------------------------------------------------
_GREMLIN_ES = (
    "Siempre que otra criatura que controlas con fuerza de 2 o menos entre, puedes descartar "
    "una carta. Si lo haces, roba una carta. Haz esto solo una vez por turno."
)
_GREMLIN_EN = (
    "Whenever another creature you control with power 2 or less enters, you may discard a "
    "card. If you do, draw a card. Do this only once each turn."
)
IRREVERENT_GREMLIN = card(
    "Irreverent Gremlin",
    keywords=("menace",),
    abilities=(
        # The ruling: the power is checked only as the creature enters (counters included)
        Triggered(
            Enters(Filter(types=("creature",), controller="you", other=True, power_le=2)),
            Mode(
                effects=(IfYouDo(Payment(discard=Filter()), (Draw(1),), once_each_turn=True),),
                text_es=_GREMLIN_ES,
                text_en=_GREMLIN_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- Fear of Missing Out -------------------------------------------------------------------
_FOMO_ENTERS_ES = (
    "Cuando el Miedo a perderse algo entre, descarta una carta y luego roba una carta."
)
_FOMO_ENTERS_EN = "When this creature enters, discard a card, then draw a card."
_FOMO_ATTACKS_ES = (
    "Delirio — Siempre que el Miedo a perderse algo ataque por primera vez cada turno, si entre "
    "las cartas de tu cementerio hay cuatro o más tipos de cartas, endereza la criatura "
    "objetivo. Después de esta fase, hay una fase de combate adicional."
)
_FOMO_ATTACKS_EN = (
    "Delirium — Whenever this creature attacks for the first time each turn, if there are four "
    "or more card types among cards in your graveyard, untap target creature. After this "
    "phase, there is an additional combat phase."
)
FEAR_OF_MISSING_OUT = card(
    "Fear of Missing Out",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(Discard(), Draw(1)),
                text_es=_FOMO_ENTERS_ES,
                text_en=_FOMO_ENTERS_EN,
            ),
        ),
        Triggered(
            Attacks(first_time=True),
            Mode(
                (TargetSpec((CREATURE,)),),
                (Tap(Target(0), untap=True), AdditionalCombat()),
                text_es=_FOMO_ATTACKS_ES,
                text_en=_FOMO_ATTACKS_EN,
            ),
            condition=Delirium(),
        ),
    ),
    article_es="el",
)

# -- Fear of Burning Alive -----------------------------------------------------------------
_BURNING_ENTERS_ES = (
    "Cuando el Miedo a quemarse en vida entre, hace 4 puntos de daño a cada oponente."
)
_BURNING_ENTERS_EN = "When this creature enters, it deals 4 damage to each opponent."
_BURNING_ES = (
    "Delirio — Siempre que una fuente que controlas haga daño que no sea de combate a un "
    "oponente, si entre las cartas de tu cementerio hay cuatro o más tipos de cartas, el Miedo "
    "a quemarse en vida hace esa cantidad de daño a la criatura objetivo que controla ese "
    "jugador."
)
_BURNING_EN = (
    "Delirium — Whenever a source you control deals noncombat damage to an opponent, if there "
    "are four or more card types among cards in your graveyard, this creature deals that "
    "amount of damage to target creature that player controls."
)
FEAR_OF_BURNING_ALIVE = card(
    "Fear of Burning Alive",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(DealDamage(4, EachOpponent()),),
                text_es=_BURNING_ENTERS_ES,
                text_en=_BURNING_ENTERS_EN,
            ),
        ),
        # Once for each opponent dealt noncombat damage (the rulings); "that player" is the
        # opponent dealt damage, the player the trigger's event is about (CR 603.2).
        Triggered(
            DealsDamage(Filter(controller="you"), to="opponent", noncombat=True),
            Mode(
                (TargetSpec((Filter(types=("creature",), controller=THAT_PLAYER),)),),
                (DealDamage(EventAmount(), Target(0)),),
                text_es=_BURNING_ES,
                text_en=_BURNING_EN,
            ),
            condition=Delirium(),
        ),
    ),
    article_es="el",
)

# -- Enduring Courage ----------------------------------------------------------------------
_COURAGE_ES = (
    "Siempre que otra criatura que controlas entre, obtiene +2/+0 y gana la habilidad de prisa "
    "hasta el final del turno."
)
_COURAGE_EN = (
    "Whenever another creature you control enters, it gets +2/+0 and gains haste until end of turn."
)
ENDURING_COURAGE = enduring(
    "Enduring Courage",
    (
        Triggered(
            Enters(Filter(types=("creature",), controller="you", other=True)),
            Mode(
                effects=(Modify(It(), power=2, keywords=("haste",)),),
                text_es=_COURAGE_ES,
                text_en=_COURAGE_EN,
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (
    RAZORKIN_NEEDLEHEAD,
    INFERNAL_PHANTOM,
    IRREVERENT_GREMLIN,
    FEAR_OF_MISSING_OUT,
    FEAR_OF_BURNING_ALIVE,
    ENDURING_COURAGE,
)
