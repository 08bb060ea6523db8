"""Duskmourn red spells and The Rollercrusher Ride: damage doubled by a replacement effect
with a condition (CR 614.1a), "up to X targets", gaining control, a choice made by an
opponent, and an additional cost with a choice. Facts from the package's data and the
release notes."""

from grimorio.dsl import (
    CREATURE,
    Apply,
    ChooseAmong,
    ControllerOf,
    Cost,
    DealDamage,
    Delirium,
    Draw,
    Enters,
    Filter,
    GainControl,
    IfYouDo,
    Linked,
    ManaCost,
    Mode,
    Modify,
    MoveInstead,
    Multiply,
    Payment,
    ReplaceFor,
    Replacement,
    SpellAbility,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    WouldDealDamage,
    WouldMove,
    XValue,
    card,
)
from grimorio.dsl.card import CardDef

# -- The Rollercrusher Ride ----------------------------------------------------------------
_RIDE_DOUBLE_ES = (
    "Delirio — Si una fuente que controlas fuera a hacer daño que no sea de combate a un "
    "permanente o jugador mientras entre las cartas de tu cementerio haya cuatro o más tipos "
    "de cartas, en vez de eso, hace el doble de ese daño."
)
_RIDE_DOUBLE_EN = (
    "Delirium — If a source you control would deal noncombat damage to a permanent or player "
    "while there are four or more card types among cards in your graveyard, it deals double "
    "that damage instead."
)
_RIDE_ENTERS_ES = (
    "Cuando la Muerte Express entre, hace X puntos de daño a cada una de hasta X criaturas "
    "objetivo."
)
_RIDE_ENTERS_EN = (
    "When The Rollercrusher Ride enters, it deals X damage to each of up to X target creatures."
)
THE_ROLLERCRUSHER_RIDE = card(
    "The Rollercrusher Ride",
    abilities=(
        # The rulings: the source stays the same (614.1a); prevention first or not is the
        # affected player's choice (616.1); divided damage is doubled after it is divided.
        Replacement(
            WouldDealDamage(source=Filter(controller="you"), noncombat=True),
            Multiply(2),
            condition=Delirium(),
            text_es=_RIDE_DOUBLE_ES,
            text_en=_RIDE_DOUBLE_EN,
        ),
        # CR 107.3m: X is the X paid for the spell it was
        Triggered(
            Enters(),
            Mode(
                (TargetSpec((CREATURE,), min=0, max_is_x=True),),
                (DealDamage(XValue(), Target(0)),),
                text_es=_RIDE_ENTERS_ES,
                text_en=_RIDE_ENTERS_EN,
            ),
        ),
    ),
    article_es="la",
)

# -- Vengeful Possession -------------------------------------------------------------------
_POSSESSION_ES = (
    "Gana el control de la criatura objetivo hasta el final del turno. Enderézala. Gana la "
    "habilidad de prisa hasta el final del turno. Puedes descartar una carta. Si lo haces, "
    "roba una carta."
)
_POSSESSION_EN = (
    "Gain control of target creature until end of turn. Untap it. It gains haste until end of "
    "turn. You may discard a card. If you do, draw a card."
)
VENGEFUL_POSSESSION = card(
    "Vengeful Possession",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (
                    Apply(Target(0), (GainControl(),)),  # CR 613.1b, until end of turn
                    Tap(Target(0), untap=True),
                    Modify(Target(0), keywords=("haste",)),
                    IfYouDo(Payment(discard=Filter()), (Draw(1),)),
                ),
                text_es=_POSSESSION_ES,
                text_en=_POSSESSION_EN,
            ),
        )
    ),
    article_es="la",
)

# -- Trial of Agony ------------------------------------------------------------------------
_TRIAL_ES = (
    "Elige dos criaturas objetivo controladas por el mismo oponente. Ese jugador elige una de "
    "esas criaturas. La Prueba agónica hace 5 puntos de daño a esa criatura y la otra no puede "
    "bloquear este turno."
)
_TRIAL_EN = (
    "Choose two target creatures controlled by the same opponent. That player chooses one of "
    "those creatures. Trial of Agony deals 5 damage to that creature, and the other can't "
    "block this turn."
)
TRIAL_OF_AGONY = card(
    "Trial of Agony",
    spell=SpellAbility(
        (
            Mode(
                (
                    TargetSpec(
                        (Filter(types=("creature",), controller="opponent"),),
                        min=2,
                        max=2,
                        same_controller=True,
                    ),
                ),
                (
                    # The ruling: with one target illegal, its controller must choose the other
                    ChooseAmong(Target(0), ControllerOf(Target(0))),
                    DealDamage(5, Linked("chosen")),
                    Modify(Linked("others"), keywords=("cant_block",)),
                ),
                text_es=_TRIAL_ES,
                text_en=_TRIAL_EN,
            ),
        )
    ),
    article_es="la",
)

# -- Betrayer's Bargain --------------------------------------------------------------------
_BARGAIN_ES = (
    "Como coste adicional para lanzar este hechizo, sacrifica una criatura o un encantamiento "
    "o paga {2}.\nEl Trato del traidor hace 5 puntos de daño a la criatura objetivo. Si esa "
    "criatura fuera a morir este turno, en vez de eso, exíliala."
)
_BARGAIN_EN = (
    "As an additional cost to cast this spell, sacrifice a creature or enchantment or pay {2}."
    "\nBetrayer's Bargain deals 5 damage to target creature. If that creature would die this "
    "turn, exile it instead."
)
BETRAYERS_BARGAIN = card(
    "Betrayer's Bargain",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (
                    DealDamage(5, Target(0)),
                    # CR 614.1a, 614.3; the ruling: for any reason it would die this turn
                    ReplaceFor(
                        WouldMove("graveyard", from_="battlefield"),
                        MoveInstead("exile"),
                        Target(0),
                        "end_of_turn",
                    ),
                ),
                text_es=_BARGAIN_ES,
                text_en=_BARGAIN_EN,
            ),
        ),
        additional_cost=Cost(
            sacrifice=Filter(types=("creature", "enchantment")),
            or_mana=ManaCost.parse("{2}"),
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    THE_ROLLERCRUSHER_RIDE,
    VENGEFUL_POSSESSION,
    TRIAL_OF_AGONY,
    BETRAYERS_BARGAIN,
)
