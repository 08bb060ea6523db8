"""Test-only cards of our own for the release notes of the Duskmourn black cards, where no
card of the pool does the thing a ruling talks about: a discard trigger (CR 701.9), a drain
that answers life loss (the "Exquisite Blood" of Enduring Tenacity's notes), a one-event
"for each" life gain (119.9), giving a creature a creature type (205.1b) and destroying an
artifact (701.8a)."""

from grimorio.dsl.abilities import Mode, SpellAbility, Triggered
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.continuous import AddTypes
from grimorio.dsl.effects import Apply, Count, Destroy, EventAmount, GainLife
from grimorio.dsl.selectors import CREATURE, Filter, Target, TargetSpec
from grimorio.dsl.triggers import Discards, LosesLife


def _instant(name: str, cost: str, mode: Mode, en: str, es: str) -> CardDef:
    return card(
        name,
        None,
        cost,
        "Instant",
        "Instantáneo",
        spell=SpellAbility((mode,)),
        text_en=en,
        text_es=es,
    )


BLACK_TEST_CARDS = (
    card(
        "Test Discard Watcher",
        None,
        "{1}{B}",
        "Enchantment",
        "Encantamiento",
        abilities=(Triggered(Discards(who="opponent"), Mode(effects=(GainLife(1),))),),
        text_en="Whenever an opponent discards a card, you gain 1 life.",
        text_es="Siempre que un oponente descarte una carta, ganas 1 vida.",
    ),
    card(
        "Test Blood Tithe",
        None,
        "{3}{B}{B}{B}",
        "Enchantment",
        "Encantamiento",
        abilities=(Triggered(LosesLife(who="opponent"), Mode(effects=(GainLife(EventAmount()),))),),
        text_en="Whenever an opponent loses life, you gain that much life.",
        text_es="Siempre que un oponente pierda vidas, ganas esa misma cantidad de vidas.",
    ),
    _instant(
        "Test Feast",
        "{1}{G}",
        Mode(effects=(GainLife(Count(Filter(types=("creature",), controller="you"))),)),
        "You gain 1 life for each creature you control.",
        "Ganas 1 vida por cada criatura que controlas.",
    ),
    _instant(
        "Test Glimmer Paint",
        "{U}",
        Mode((TargetSpec((CREATURE,)),), (Apply(Target(0), (AddTypes(subtypes=("Glimmer",)),)),)),
        "Target creature becomes a Glimmer in addition to its other types until end of turn.",
        "La criatura objetivo se convierte en Brillo además de sus otros tipos hasta el final del "
        "turno.",
    ),
    _instant(
        "Test Shatter",
        "{1}{R}",
        Mode((TargetSpec((Filter(types=("artifact",)),)),), (Destroy(Target(0)),)),
        "Destroy target artifact.",
        "Destruye el artefacto objetivo.",
    ),
)
