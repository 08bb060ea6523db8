"""Duskmourn multicolour cards that aren't legendary: sacrifice (Sawblade Skinripper,
Disturbing Mirth), cost reductions (Inquisitive Glimmer, Drag to the Roots), a Room with no
maximum hand size (Roaring Furnace // Steaming Sauna), delirium (Beastie Beatdown) and
face-down permanents (Oblivious Bookworm). Facts from the package's data and the
release notes (Spanish names and texts from the data)."""

from grimorio.dsl import (
    ANY_TARGET,
    THIS,
    ActivatedAbility,
    AtBeginning,
    Cost,
    CostModifier,
    CostReduction,
    Count,
    DealDamage,
    Delirium,
    Destroy,
    DidThisTurn,
    Discard,
    Draw,
    Enters,
    Filter,
    If,
    IfYouDo,
    Leaves,
    ManaCost,
    ManifestDread,
    MaximumHandSize,
    May,
    Mode,
    Not,
    Payment,
    PowerOf,
    PutCounters,
    SpellAbility,
    Target,
    TargetSpec,
    ThisTurn,
    Triggered,
    Unlocked,
    Zone,
    card,
    room,
)
from grimorio.dsl.card import CardDef

# -- Sawblade Skinripper --------------------------------------------------------------------
_SKINRIPPER_SAC_ES = (
    "{2}, sacrificar otra criatura o encantamiento: Pon un contador +1/+1 sobre la "
    "Arrancapieles aserradora."
)
_SKINRIPPER_SAC_EN = (
    "{2}, Sacrifice another creature or enchantment: Put a +1/+1 counter on this creature."
)
_SKINRIPPER_END_ES = (
    "Al comienzo de tu paso final, si sacrificaste uno o más permanentes este turno, la "
    "Arrancapieles aserradora hace esa misma cantidad de daño a cualquier objetivo."
)
_SKINRIPPER_END_EN = (
    "At the beginning of your end step, if you sacrificed one or more permanents this turn, "
    "this creature deals that much damage to any target."
)
SAWBLADE_SKINRIPPER = card(
    "Sawblade Skinripper",
    keywords=("menace",),
    abilities=(
        ActivatedAbility(
            Cost(
                mana=ManaCost.parse("{2}"),
                sacrifice=Filter(types=("creature", "enchantment"), other=True),
            ),
            Mode(
                effects=(PutCounters("+1/+1", 1, THIS),),
                text_es=_SKINRIPPER_SAC_ES,
                text_en=_SKINRIPPER_SAC_EN,
            ),
        ),
        Triggered(
            AtBeginning("end"),
            Mode(
                (TargetSpec((ANY_TARGET,)),),
                (DealDamage(ThisTurn("sacrificed"), Target(0)),),  # "that much"
                text_es=_SKINRIPPER_END_ES,
                text_en=_SKINRIPPER_END_EN,
            ),
            # CR 603.4: the release notes — nothing sacrificed as the end step begins, no
            # trigger; sacrificing during the end step is too late
            condition=DidThisTurn(("sacrificed",)),
        ),
    ),
    article_es="la",
)

# -- Inquisitive Glimmer --------------------------------------------------------------------
_GLIMMER_SPELLS_ES = "Te cuesta {1} menos lanzar los hechizos de encantamiento."
_GLIMMER_SPELLS_EN = "Enchantment spells you cast cost {1} less to cast."
_GLIMMER_UNLOCK_ES = "Te cuesta {1} menos pagar los costes de apertura."
_GLIMMER_UNLOCK_EN = "Unlock costs you pay cost {1} less."
INQUISITIVE_GLIMMER = card(
    "Inquisitive Glimmer",
    abilities=(
        # CR 601.2f: each reduces only generic mana, and only its own kind of cost (the
        # release notes: they can't combine for {2} less)
        CostModifier(
            -1,
            spells=Filter(types=("enchantment",)),
            text_es=_GLIMMER_SPELLS_ES,
            text_en=_GLIMMER_SPELLS_EN,
        ),
        CostModifier(-1, action="unlock", text_es=_GLIMMER_UNLOCK_ES, text_en=_GLIMMER_UNLOCK_EN),
    ),
    article_es="el",
)

# -- Roaring Furnace // Steaming Sauna ------------------------------------------------------
_FURNACE_ES = (
    "Cuando abras esta puerta, esta Sala hace una cantidad de daño igual a la cantidad de "
    "cartas en tu mano a la criatura objetivo que controla un oponente."
)
_FURNACE_EN = (
    "When you unlock this door, this Room deals damage equal to the number of cards in your "
    "hand to target creature an opponent controls."
)
_SAUNA_SIZE_ES = "Tu mano no tiene tamaño máximo."
_SAUNA_SIZE_EN = "You have no maximum hand size."
_SAUNA_DRAW_ES = "Al comienzo de tu paso final, roba una carta."
_SAUNA_DRAW_EN = "At the beginning of your end step, draw a card."
ROARING_FURNACE_STEAMING_SAUNA = room(
    "Roaring Furnace // Steaming Sauna",
    card(
        "Roaring Furnace",
        abilities=(
            Triggered(
                Unlocked(),  # CR 709.5h
                Mode(
                    (TargetSpec((Filter(types=("creature",), controller="opponent"),)),),
                    (DealDamage(Count(Filter(zone=Zone.HAND, owner="you")), Target(0)),),
                    text_es=_FURNACE_ES,
                    text_en=_FURNACE_EN,
                ),
            ),
        ),
    ),
    card(
        "Steaming Sauna",
        abilities=(
            MaximumHandSize(text_es=_SAUNA_SIZE_ES, text_en=_SAUNA_SIZE_EN),  # CR 402.2
            Triggered(
                AtBeginning("end"),
                Mode(effects=(Draw(1),), text_es=_SAUNA_DRAW_ES, text_en=_SAUNA_DRAW_EN),
            ),
        ),
    ),
)

# -- Disturbing Mirth -----------------------------------------------------------------------
_MIRTH_ETB_ES = (
    "Cuando el Júbilo perturbador entre, puedes sacrificar otro encantamiento o criatura. Si "
    "lo haces, roba dos cartas."
)
_MIRTH_ETB_EN = (
    "When this enchantment enters, you may sacrifice another enchantment or creature. If you "
    "do, draw two cards."
)
_MIRTH_SAC_ES = (
    "Cuando sacrifiques el Júbilo perturbador, manifiesta miedo. (Mira las dos primeras "
    "cartas de tu biblioteca. Pon una de ellas en el campo de batalla boca abajo como una "
    "criatura 2/2 y la otra en tu cementerio. Ponla boca arriba en cualquier momento por su "
    "coste de maná si es una carta de criatura.)"
)
_MIRTH_SAC_EN = (
    "When you sacrifice this enchantment, manifest dread. (Look at the top two cards of your "
    "library. Put one onto the battlefield face down as a 2/2 creature and the other into "
    "your graveyard. Turn it face up any time for its mana cost if it's a creature card.)"
)
DISTURBING_MIRTH = card(
    "Disturbing Mirth",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(
                    IfYouDo(
                        Payment(sacrifice=Filter(types=("enchantment", "creature"), other=True)),
                        (Draw(2),),
                    ),
                ),
                text_es=_MIRTH_ETB_ES,
                text_en=_MIRTH_ETB_EN,
            ),
        ),
        # CR 603.6c, 603.10a: a leaves-the-battlefield ability, seen as it last existed
        Triggered(
            Leaves(how="sacrifice"),
            Mode(effects=(ManifestDread(),), text_es=_MIRTH_SAC_ES, text_en=_MIRTH_SAC_EN),
        ),
    ),
    article_es="el",
)

# -- Drag to the Roots ----------------------------------------------------------------------
DRAG_TO_THE_ROOTS = card(
    "Drag to the Roots",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(not_types=("land",)),)),),
                (Destroy(Target(0)),),
                text_es="Destruye el permanente objetivo que no sea tierra.",
                text_en="Destroy target nonland permanent.",
            ),
        ),
        reduction=CostReduction(2, Delirium()),  # CR 601.2f
    ),
)

# -- Beastie Beatdown -----------------------------------------------------------------------
_BEATDOWN_ES = (
    "Elige la criatura objetivo que controlas y la criatura objetivo que controla un oponente."
    "\nDelirio — Si entre las cartas de tu cementerio hay cuatro o más tipos de cartas, pon "
    "dos contadores +1/+1 sobre la criatura que controlas.\nLa criatura que controlas hace una "
    "cantidad de daño igual a su fuerza a la criatura que controla un oponente."
)
_BEATDOWN_EN = (
    "Choose target creature you control and target creature an opponent controls.\nDelirium "
    "— If there are four or more card types among cards in your graveyard, put two +1/+1 "
    "counters on the creature you control.\nThe creature you control deals damage equal to "
    "its power to the creature an opponent controls."
)
BEASTIE_BEATDOWN = card(
    "Beastie Beatdown",
    spell=SpellAbility(
        (
            Mode(
                (
                    TargetSpec((Filter(types=("creature",), controller="you"),)),
                    TargetSpec((Filter(types=("creature",), controller="opponent"),)),
                ),
                (
                    If(Delirium(), (PutCounters("+1/+1", 2, Target(0)),)),
                    # CR 608.2b: with either target illegal, no damage is dealt (the
                    # release notes); the creature is the source of the damage (120.1)
                    DealDamage(PowerOf(Target(0)), Target(1), by=Target(0)),
                ),
                text_es=_BEATDOWN_ES,
                text_en=_BEATDOWN_EN,
            ),
        ),
    ),
    article_es="la",
)

# -- Oblivious Bookworm ---------------------------------------------------------------------
_BOOKWORM_ES = (
    "Al comienzo de tu paso final, puedes robar una carta. Si lo haces, descarta una carta a "
    "menos que un permanente haya entrado al campo de batalla boca abajo bajo tu control este "
    "turno o que hayas puesto boca arriba un permanente este turno."
)
_BOOKWORM_EN = (
    "At the beginning of your end step, you may draw a card. If you do, discard a card unless "
    "a permanent entered the battlefield face down under your control this turn or you "
    "turned a permanent face up this turn."
)
_FACE_DOWN_TURN = DidThisTurn(("entered_face_down", "turned_face_up"))
OBLIVIOUS_BOOKWORM = card(
    "Oblivious Bookworm",
    abilities=(
        Triggered(
            AtBeginning("end"),
            Mode(
                effects=(May((Draw(1), If(Not(_FACE_DOWN_TURN), (Discard(),)))),),
                text_es=_BOOKWORM_ES,
                text_en=_BOOKWORM_EN,
            ),
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    SAWBLADE_SKINRIPPER,
    INQUISITIVE_GLIMMER,
    ROARING_FURNACE_STEAMING_SAUNA,
    DISTURBING_MIRTH,
    DRAG_TO_THE_ROOTS,
    BEASTIE_BEATDOWN,
    OBLIVIOUS_BOOKWORM,
)
