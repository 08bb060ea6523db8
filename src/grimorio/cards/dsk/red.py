"""Duskmourn red cards (facts from ../shared/data/dsk/cards.jsonl and the release notes)."""

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import DealDamage, Delirium, Draw, If, Modify, PaidCardWasNot
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import CREATURE, Each, EachOpponent, Filter, Target, TargetSpec

PYROCLASM = card(
    "Pyroclasm",
    "Detonación ígnea",
    "{1}{R}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility((Mode((), (DealDamage(2, Each(CREATURE)),)),)),
    text_en="Pyroclasm deals 2 damage to each creature.",
    text_es="La Detonación ígnea hace 2 puntos de daño a cada criatura.",
    article_es="la",
)
FEAR_OF_BEING_HUNTED = card(
    "Fear of Being Hunted",
    None,
    "{1}{R}{R}",
    "Enchantment Creature — Nightmare",
    "Criatura encantamiento — Pesadilla",
    pt=(4, 2),
    keywords=("haste", "must_be_blocked"),
    text_en="Haste\nThis creature must be blocked if able.",
)
RIPCHAIN_RAZORKIN = card(
    "Ripchain Razorkin",
    None,
    "{3}{R}",
    "Creature — Human Berserker",
    "Criatura — Berserker humano",
    pt=(5, 3),
    keywords=("reach",),
    abilities=(
        ActivatedAbility(
            Cost(
                mana=ManaCost.parse("{2}{R}"), sacrifice=Filter(types=("land",), controller="you")
            ),
            Mode((), (Draw(1),)),
        ),
    ),
    text_en="Reach\n{2}{R}, Sacrifice a land: Draw a card.",
)
GRAB_THE_PRIZE = card(
    "Grab the Prize",
    None,
    "{1}{R}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (Mode((), (Draw(2), If(PaidCardWasNot("land"), (DealDamage(2, EachOpponent()),)))),),
        additional_cost=Cost(discard=1),
    ),
    text_en="As an additional cost to cast this spell, discard a card.\nDraw two cards. If the "
    "discarded card wasn't a land card, Grab the Prize deals 2 damage to each opponent.",
)
VIOLENT_URGE = card(
    "Violent Urge",
    None,
    "{R}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (
                    Modify(Target(0), power=1, keywords=("first_strike",)),
                    If(Delirium(), (Modify(Target(0), keywords=("double_strike",)),)),
                ),
            ),
        )
    ),
    text_en="Target creature gets +1/+0 and gains first strike until end of turn.\nDelirium — "
    "If there are four or more card types among cards in your graveyard, that creature gains "
    "double strike until end of turn.",
)
RAGGED_PLAYMATE = card(
    "Ragged Playmate",
    "Amiguita harapienta",
    "{1}{R}",
    "Artifact Creature — Toy",
    "Criatura artefacto — Juguete",
    pt=(2, 2),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{1}"), tap=True),
            Mode(
                (TargetSpec((Filter(types=("creature",), power_le=2),)),),
                (Modify(Target(0), keywords=("unblockable",)),),
            ),
        ),
    ),
    text_en="{1}, {T}: Target creature with power 2 or less can't be blocked this turn.",
    text_es="{1}, {T}: La criatura objetivo con fuerza de 2 o menos no puede ser bloqueada este "
    "turno.",
    article_es="la",
)

CARDS = (
    PYROCLASM,
    FEAR_OF_BEING_HUNTED,
    RIPCHAIN_RAZORKIN,
    GRAB_THE_PRIZE,
    VIOLENT_URGE,
    RAGGED_PLAYMATE,
)
