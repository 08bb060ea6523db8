"""Test-only cards for the rulings of the Duskmourn white cards: a creature card with {X} in
its mana cost (CR 202.3e: X is 0 outside the stack), The Ozolith (named by a release note of
Reluctant Role Model; not in the Duskmourn pool), and a creature with a "+1/+1 counters are
put on it" trigger."""

from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.effects import GainLife
from grimorio.dsl.effects_counters import PutSameCounters
from grimorio.dsl.selectors import THIS, Filter, It
from grimorio.dsl.triggers import CountersPut, Leaves

WHITE_TEST_CARDS = (
    card(
        "Test X Soldier",
        None,
        "{X}{2}{W}",
        "Creature — Soldier",
        "Criatura — Soldado",
        pt=(2, 2),
        text_en="(Its mana value is 3 outside the stack: X is 0.)",
    ),
    card(
        "The Ozolith",
        None,
        "{1}",
        "Legendary Artifact",
        "Artefacto legendario",
        abilities=(
            Triggered(
                Leaves(
                    Filter(types=("creature",), controller="you"), was=Filter(any_counters=True)
                ),
                Mode(effects=(PutSameCounters(It(), THIS),)),
            ),
        ),
        text_en="Whenever a creature you control leaves the battlefield, if it had counters "
        "on it, put those counters on The Ozolith.",
    ),
    card(
        "Test Counter Fan",
        None,
        "{1}{W}",
        "Creature — Human",
        "Criatura — Humano",
        pt=(1, 1),
        abilities=(Triggered(CountersPut("+1/+1"), Mode(effects=(GainLife(1),))),),
        text_en="Whenever one or more +1/+1 counters are put on this creature, you gain 1 life.",
    ),
)
