"""Duskmourn black cards (facts from ../shared/data/dsk/cards.jsonl and the release notes)."""

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import (
    DealDamage,
    Delirium,
    Destroy,
    Effect,
    Exile,
    GainLife,
    If,
    LookAndTake,
    LoseLife,
    Modify,
    ReturnToBattlefield,
    Search,
)
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import CREATURE, Filter, Target, TargetSpec, You

CREATURE_TARGET = TargetSpec((CREATURE,))


def _spell(
    *effects: Effect,
    targets: tuple[TargetSpec, ...] = (CREATURE_TARGET,),
    additional_cost: Cost | None = None,
) -> SpellAbility:
    return SpellAbility((Mode(targets, tuple(effects)),), additional_cost=additional_cost)


MURDER = card(
    "Murder",
    "Asesinato",
    "{1}{B}{B}",
    "Instant",
    "Instantáneo",
    spell=_spell(Destroy(Target(0))),
    text_en="Destroy target creature.",
    text_es="Destruye la criatura objetivo.",
    article_es="el",
)
WINTERS_INTERVENTION = card(
    "Winter's Intervention",
    "Intervención de Winter",
    "{1}{B}",
    "Instant",
    "Instantáneo",
    spell=_spell(DealDamage(2, Target(0)), GainLife(2, You())),
    text_en="Winter's Intervention deals 2 damage to target creature. You gain 2 life.",
    text_es="La Intervención de Winter hace 2 puntos de daño a la criatura objetivo. "
    "Ganas 2 vidas.",
    article_es="la",
)
WITHERING_TORMENT = card(
    "Withering Torment",
    "Tormento agotador",
    "{2}{B}",
    "Instant",
    "Instantáneo",
    spell=_spell(
        Destroy(Target(0)),
        LoseLife(2, You()),
        targets=(TargetSpec((CREATURE, Filter(types=("enchantment",)))),),
    ),
    text_en="Destroy target creature or enchantment. You lose 2 life.",
    text_es="Destruye la criatura o encantamiento objetivo. Pierdes 2 vidas.",
    article_es="el",
)
GIVE_IN_TO_VIOLENCE = card(
    "Give In to Violence",
    None,
    "{1}{B}",
    "Instant",
    "Instantáneo",
    spell=_spell(Modify(Target(0), 2, 2, ("lifelink",))),
    text_en="Target creature gets +2/+2 and gains lifelink until end of turn.",
)
FINAL_VENGEANCE = card(
    "Final Vengeance",
    None,
    "{B}",
    "Sorcery",
    "Conjuro",
    spell=_spell(
        Exile(Target(0)),
        # CR 701.21a: a player can sacrifice only a permanent they control.
        additional_cost=Cost(sacrifice=Filter(types=("creature", "enchantment"), controller="you")),
    ),
    text_en="As an additional cost to cast this spell, sacrifice a creature or enchantment.\n"
    "Exile target creature.",
)
VALGAVOTHS_FAITHFUL = card(
    "Valgavoth's Faithful",
    "Seguidora de Valgavoth",
    "{B}",
    "Creature — Human Cleric",
    "Criatura — Clérigo humano",
    pt=(1, 1),
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{3}{B}"), sacrifice_self=True),
            Mode(
                (TargetSpec((Filter(types=("creature",), zone="graveyard", owner="you"),)),),
                (ReturnToBattlefield(Target(0)),),
            ),
            sorcery_speed=True,
        ),
    ),
    text_en="{3}{B}, Sacrifice this creature: Return target creature card from your graveyard "
    "to the battlefield. Activate only as a sorcery.",
    text_es="{3}{B}, sacrificar la Seguidora de Valgavoth: Regresa la carta de criatura objetivo "
    "de tu cementerio al campo de batalla. Activa esto solo como un conjuro.",
    article_es="la",
)
LIVE_OR_DIE = card(
    "Live or Die",
    None,
    "{3}{B}{B}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature",), zone="graveyard", owner="you"),)),),
                (ReturnToBattlefield(Target(0)),),
                text_en="Return target creature card from your graveyard to the battlefield.",
            ),
            Mode((CREATURE_TARGET,), (Destroy(Target(0)),), text_en="Destroy target creature."),
        )
    ),
    text_en="Choose one —\n• Return target creature card from your graveyard to the "
    "battlefield.\n• Destroy target creature.",
)
COMMUNE_WITH_EVIL = card(
    "Commune with Evil",
    None,
    "{2}{B}",
    "Sorcery",
    "Conjuro",
    spell=_spell(LookAndTake(4), GainLife(3), targets=()),
    text_en="Look at the top four cards of your library. Put one of them into your hand and the "
    "rest into your graveyard. You gain 3 life.",
)

DEMONIC_COUNSEL = card(
    "Demonic Counsel",
    "Consejo demoníaco",
    "{1}{B}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    If(
                        Delirium(),
                        # the ruling: the card found with delirium needn't be revealed
                        (Search(Filter(), reveal=False),),
                        (Search(Filter(subtypes=("Demon",))),),
                    ),
                ),
            ),
        )
    ),
    text_en="Search your library for a Demon card, reveal it, put it into your hand, then "
    "shuffle.\nDelirium — If there are four or more card types among cards in your graveyard, "
    "instead search your library for any card, put it into your hand, then shuffle.",
    text_es="Busca en tu biblioteca una carta de Demonio, muéstrala, ponla en tu mano y luego "
    "baraja.\nDelirio — Si entre las cartas de tu cementerio hay cuatro o más tipos de cartas, "
    "en vez de eso, busca en tu biblioteca cualquier carta, ponla en tu mano y luego baraja.",
    article_es="el",
)

CARDS = (
    MURDER,
    WINTERS_INTERVENTION,
    WITHERING_TORMENT,
    GIVE_IN_TO_VIOLENCE,
    FINAL_VENGEANCE,
    VALGAVOTHS_FAITHFUL,
    LIVE_OR_DIE,
    COMMUNE_WITH_EVIL,
    DEMONIC_COUNSEL,
)
