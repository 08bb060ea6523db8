"""CR 611.3a — a static ability's effect applies whenever its condition holds, checked
continuously: "as long as there are three or more cards exiled with this creature" (a count
of the cards linked to it, 607.2a, that are still in exile: a card that leaves is a new
object, 400.7) and "as long as this Aura entered this turn" (the turn's record of the
permanent, kept only for one that asks). Driven with Veteran Survivor and Shardmage's
Rescue."""

from __future__ import annotations

from grimorio.dsl.zones import Zone
from grimorio.rules.events.objects import Link, ZoneChange
from grimorio.scenario.board import build
from support import cards, cast, one, resolve_top

LIB = ["Llanura"] * 5


def _boosted(g, survivor: int) -> bool:
    c = g.characteristics(survivor)
    return (c.power, c.toughness) == (5, 4) and "hexproof" in c.keywords


def test_611_3a_the_count_is_of_cards_still_exiled_with_it_400_7():
    g = build(
        battlefields=(["Superviviente veterano"], []),
        exiles=(["Test Giant", "Test Bear", "Test Hunter", "Isla"], []),
        libraries=(LIB, LIB),
    )
    survivor = one(g, "Veteran Survivor")
    giant, bear, hunter = (one(g, c, "exile") for c in ("Test Giant", "Test Bear", "Test Hunter"))
    g.emit(Link(f"{survivor}:exiled", (giant, bear)))
    assert not _boosted(g, survivor)  # two
    g.emit(Link(f"{survivor}:exiled", (hunter,)))
    assert _boosted(g, survivor)  # three or more
    g.emit(ZoneChange(bear, Zone.GRAVEYARD, "400.7", "move"))
    assert not _boosted(g, survivor)  # the Bear left exile: a new object, not linked
    assert cards(g, "graveyard/0") == ["Test Bear"]


def test_611_3a_cards_exiled_by_something_else_dont_count_607_1():
    g = build(
        battlefields=(["Superviviente veterano"], []),
        exiles=(["Test Giant", "Test Bear", "Test Hunter"], []),
        libraries=(LIB, LIB),
    )
    assert not _boosted(g, one(g, "Veteran Survivor"))


def test_611_3a_entered_this_turn_is_recorded_only_for_a_permanent_that_asks():
    """Playing a land records nothing of the land itself; the Aura's entering is recorded,
    and the record ends with the turn (the turn's record is reset as a turn begins)."""
    g = build(
        hands=(["Rescate de fragmentista", "Llanura"], []),
        battlefields=(["Llanura", "Test Bear"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"play:{one(g, 'Plains', 'hand/0')}")
    assert not any(k.startswith("entered:") for k in g.state.turn_counts)
    cast(g, "Shardmage's Rescue", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    aura = one(g, "Shardmage's Rescue")
    assert g.state.turn_counts.get(f"entered:{aura}") == 1
    assert "hexproof" in g.characteristics(one(g, "Test Bear")).keywords
