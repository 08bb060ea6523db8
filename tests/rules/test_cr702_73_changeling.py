"""CR 702.73 — changeling (*Cambiaformas*, the keyword of *Génesis sin forma*): "this object
is every creature type" (702.73a), a characteristic-defining ability (604.3) that works in
every zone — on the battlefield, in a hand, in a library, in a graveyard and, for a Kindred
spell, on the stack (308.2: kindred shares the creature types, 205.3m). Characteristic-
defining abilities apply first in their layer (613.3), so an effect that asks for a
creature type sees them.

Played with *Test Changeling* (a 1/1 creature with changeling) and *Test Kindred
Changeling* (a Kindred sorcery with changeling), of our own, and Duskmourn's *Misántropa
escéptica* ("can't be blocked by Glimmers"), *Consejo demoníaco* ("search your library for
a Demon card") and *El Tejenjambres* ("Insects and Spiders you control get +1/+1 and have
deathtouch")."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.permanent_keywords import every_creature_type
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import attack, cast, ids, one, resolve_top, to_blockers

CHANGELING = "Test Changeling"
KINDRED = "Test Kindred Changeling"


def _subtypes(g: Game, oid: int) -> tuple[str, ...]:
    return chars(g, g.state.objects[oid]).subtypes


def test_every_creature_type_on_the_battlefield_702_73a() -> None:
    g = build(battlefields=([CHANGELING], []))
    subtypes = _subtypes(g, one(g, CHANGELING))
    assert set(every_creature_type()) <= set(subtypes)
    assert len(every_creature_type()) > 250  # CR 205.3m lists them all
    assert {"Human", "Demon", "Glimmer", "Insect", "Metamorfo", "Time Lord"} <= set(subtypes)
    assert len(subtypes) == len(set(subtypes))  # each once


def test_every_creature_type_in_a_hand_and_a_library_702_73a() -> None:
    """CR 604.3: it works in every zone, hidden ones too."""
    g = build(hands=([CHANGELING], []), libraries=([CHANGELING], []))
    for zone in ("hand/0", "library/0"):
        (card,) = ids(g, CHANGELING, zone)
        assert set(every_creature_type()) <= set(_subtypes(g, card)), zone
    assert "Human" not in chars(g, g.state.objects[ids(g, CHANGELING, "hand/0")[0]]).types


def test_a_kindred_card_is_every_creature_type_everywhere_308_2() -> None:
    """A Kindred sorcery with changeling: in the hand, on the stack and in the graveyard."""
    g = build(battlefields=(["Isla", "Isla"], []), hands=([KINDRED], []), libraries=(["Isla"], []))
    (card,) = ids(g, KINDRED, "hand/0")
    assert chars(g, g.state.objects[card]).types == ("kindred", "sorcery")
    assert "Wizard" in _subtypes(g, card)
    cast(g, KINDRED)
    (spell,) = g.state.zones["stack"]
    assert set(every_creature_type()) <= set(_subtypes(g, spell))
    resolve_top(g)
    (gone,) = ids(g, KINDRED, "graveyard/0")
    assert set(every_creature_type()) <= set(_subtypes(g, gone))


def test_a_search_for_a_demon_card_finds_it_in_the_library_702_73a() -> None:
    """*Consejo demoníaco* without delirium looks for a Demon card: the changeling in the
    library is one, the Bear is not."""
    g = build(
        battlefields=(["Pantano", "Pantano"], []),
        hands=(["Consejo demoníaco"], []),
        libraries=([CHANGELING, "Test Bear", "Pantano"], []),
    )
    cast(g, "Demonic Counsel")
    resolve_top(g)
    (changeling,) = ids(g, CHANGELING, "library/0")
    assert g.pending.ids() == [f"search:{changeling}", "none"]


def test_it_is_a_glimmer_for_a_blocking_restriction_509_1b() -> None:
    """Sur's *Misántropa escéptica* can't be blocked by Glimmers: Norte's changeling may not
    block it, the Bear may."""
    g = build(
        battlefields=([CHANGELING, "Test Bear"], ["Misántropa escéptica"]),
        active=1,
        step="begin_combat",
    )
    loner = one(g, "Cynical Loner")
    attack(g, loner)
    to_blockers(g)
    offered = g.pending.ids()
    assert f"block:{one(g, 'Test Bear')}:{loner}" in offered
    assert f"block:{one(g, CHANGELING)}:{loner}" not in offered


def test_a_static_ability_for_insects_reaches_it_613_3() -> None:
    """With delirium, *El Tejenjambres* gives Insects and Spiders +1/+1 and deathtouch:
    the changeling is both (its types are set first in layer 4, 613.3), the Bear neither."""
    g = build(
        battlefields=(["El Tejenjambres", CHANGELING, "Test Bear"], []),
        graveyards=(["Pantano", "Test Bear", "Asesinato", "Detonación ígnea"], []),
    )
    c = chars(g, g.state.objects[one(g, CHANGELING)])
    assert (c.power, c.toughness) == (2, 2)
    assert "deathtouch" in c.keywords
    bear = chars(g, g.state.objects[one(g, "Test Bear")])
    assert (bear.power, "deathtouch" in bear.keywords) == (2, False)
