"""Test-only cards of our own for single rules of the Duskmourn mechanics (CR 701.62, 708,
709.5, 702.176), where a real card would bring more than the rule under test."""

from grimorio.dsl.abilities import Mode, Protection, SpellAbility, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.effects import (
    DealDamage,
    Delirium,
    Draw,
    GainLife,
    If,
    Mill,
    Modify,
    Sacrifice,
)
from grimorio.dsl.effects_counters import DistributeCounters
from grimorio.dsl.effects_moves import PutChosen, Scry, Surveil
from grimorio.dsl.keywords import ward
from grimorio.dsl.selectors import CREATURE, Filter, Linked, Target, TargetSpec
from grimorio.dsl.triggers import CountersPut, Enters, ManifestsDread, TurnedFaceUp

DSK_TEST_CARDS = (
    card(
        "Test Red Ward Knight",
        None,
        "{1}{W}",
        "Creature — Human Knight",
        "Criatura — Caballero humano",
        pt=(2, 2),
        abilities=(Protection(Filter(colors=("R",)), text_en="Protection from red"),),
        text_en="Protection from red",
        text_es="Protección contra el rojo.",
    ),
    card(
        "Test Berserker",
        None,
        "{1}{R}",
        "Creature — Human Berserker",
        "Criatura — Berserker humano",
        pt=(2, 2),
        keywords=("attacks_each_combat",),
        text_en="This creature attacks each combat if able.",
        text_es="Esta criatura ataca en cada combate si puede.",
    ),
    card(
        "Test Provocation",
        None,
        "{R}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((CREATURE,)),),
                    (Modify(Target(0), keywords=("attacks_each_combat",)),),
                ),
            )
        ),
        text_en="Target creature attacks this turn if able.",
        text_es="La criatura objetivo ataca este turno si puede.",
    ),
    card(
        "Test Dread Watcher",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(Triggered(ManifestsDread(), Mode(effects=(GainLife(1),))),),
        text_en="Whenever you manifest dread, you gain 1 life.",
        text_es="Siempre que manifiestes miedo, ganas 1 vida.",
    ),
    card(
        "Test Warded Bear",
        None,
        "{1}{G}",
        "Creature — Bear",
        "Criatura — Oso",
        pt=(2, 2),
        abilities=(ward("2"),),
        text_en="Ward {2}",
    ),
    card(
        "Test Foresight",
        None,
        "{U}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode((), (Surveil(2),)),)),
        text_en="Surveil 2.",
        text_es="Escruta 2.",
    ),
    card(
        "Test Augury",
        None,
        "{U}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility((Mode((), (Scry(2),)),)),
        text_en="Scry 2.",
        text_es="Adivina 2.",
    ),
    card(
        "Test Hexproof Bear",
        None,
        "{1}{G}",
        "Creature — Bear",
        "Criatura — Oso",
        pt=(2, 2),
        keywords=("hexproof",),
        text_en="Hexproof",
    ),
    # CR 115.3: the same object may be chosen once for each instance of the word "target"
    card(
        "Test Twin Strike",
        None,
        "{R}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((CREATURE,)), TargetSpec((CREATURE,))),
                    (DealDamage(1, Target(0)), DealDamage(1, Target(1))),
                ),
            )
        ),
        text_en="Test Twin Strike deals 1 damage to target creature and 1 damage to target "
        "creature.",
        text_es="Test Twin Strike hace 1 punto de daño a la criatura objetivo y 1 punto de daño "
        "a la criatura objetivo.",
    ),
    # CR 603.2c: "whenever one or more creatures you control enter" — once per event
    card(
        "Test Gathering Horn",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(
            Triggered(
                Enters(Filter(types=("creature",), controller="you")),
                Mode(effects=(GainLife(1),)),
                one_or_more=True,
            ),
        ),
        text_en="Whenever one or more creatures you control enter, you gain 1 life.",
        text_es="Siempre que una o más criaturas que controlas entren, ganas 1 vida.",
    ),
    # CR 122.6: putting counters, however it is done, is seen by "counters are put" triggers
    card(
        "Test Counter Watcher",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(
            Triggered(
                CountersPut("+1/+1", Filter(types=("creature",), controller="you")),
                Mode(effects=(GainLife(1),)),
            ),
        ),
        text_en="Whenever one or more +1/+1 counters are put on a creature you control, you "
        "gain 1 life.",
        text_es="Siempre que se pongan uno o más contadores +1/+1 sobre una criatura que "
        "controlas, ganas 1 vida.",
    ),
    # CR 708.8: "whenever a permanent you control is turned face up"
    card(
        "Test Unveiling Watcher",
        None,
        "{2}",
        "Artifact",
        "Artefacto",
        abilities=(
            Triggered(
                TurnedFaceUp(Filter(controller="you")),
                Mode(effects=(GainLife(1),)),
            ),
        ),
        text_en="Whenever a permanent you control is turned face up, you gain 1 life.",
        text_es="Siempre que un permanente que controlas se ponga boca arriba, ganas 1 vida.",
    ),
    # CR 601.2d: a division with a choice (three counters between two targets)
    card(
        "Test Bolster Spell",
        None,
        "{G}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((CREATURE,), max=3),),
                    (DistributeCounters("+1/+1", 3, Target(0)),),
                ),
            )
        ),
        text_en="Distribute three +1/+1 counters among one, two, or three target creatures.",
        text_es="Distribuye tres contadores +1/+1 entre una, dos o tres criaturas objetivo.",
    ),
    # "mill four cards, then return up to two permanent cards from among them" (Greenhouse's
    # Rickety Gazebo): Mill(link=...) and PutChosen from what was milled (CR 608.2c)
    card(
        "Test Dig Up",
        None,
        "{G}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (
                Mode(
                    (),
                    (
                        Mill(4, link="milled"),
                        PutChosen(
                            Linked("milled"),
                            to="hand",
                            count=2,
                            filter=Filter(
                                types=(
                                    "artifact",
                                    "creature",
                                    "enchantment",
                                    "land",
                                    "planeswalker",
                                )
                            ),
                        ),
                    ),
                ),
            )
        ),
        text_en="Mill four cards, then return up to two permanent cards from among them to your "
        "hand.",
        text_es="Muele cuatro cartas y luego regresa hasta dos cartas de permanente de entre "
        "ellas a tu mano.",
    ),
    # Delirium counted during a resolution, while a sacrificed token is still in the
    # graveyard (before state-based actions, CR 704.5d): tokens are not cards (111.1)
    card(
        "Test Grim Offering",
        None,
        "{B}",
        "Sorcery",
        "Conjuro",
        spell=SpellAbility(
            (
                Mode(
                    (),
                    (
                        Sacrifice(filter=Filter(types=("creature",))),
                        If(Delirium(), (Draw(2),)),
                    ),
                ),
            )
        ),
        text_en="Sacrifice a creature. Then if there are four or more card types among cards "
        "in your graveyard, draw two cards.",
        text_es="Sacrifica una criatura. Luego, si entre las cartas de tu cementerio hay cuatro "
        "o más tipos de cartas, roba dos cartas.",
    ),
)
