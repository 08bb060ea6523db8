"""How a permanent enters (CR 614.1c–d, 614.12, 614.12a, 607.2a): a choice made before it
enters, remembered by the new permanent and read by its linked ability."""

from __future__ import annotations

from grimorio.rules.casting.mana import sources
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.turn.priority import Priority
from grimorio.scenario.board import build
from support import one

LIB = ["Llanura"] * 5


def test_614_12a_the_color_is_chosen_before_the_land_enters_tapped() -> None:
    """614.12a: "as it enters, choose a color" is chosen before the land is on the
    battlefield; 614.1d it enters tapped; 607.2a its mana ability adds the chosen color."""
    g = build(hands=(["Test Prism Land"], []), libraries=(LIB, LIB))
    land = one(g, "Test Prism Land", "hand/0")
    g.submit(f"play:{land}")
    assert g.pending.kind == "choose"
    assert g.state.zones["battlefield"] == []  # not there yet while the choice is open
    g.submit("choose:G")
    new = one(g, "Test Prism Land")
    assert g.state.objects[new].tapped
    assert g.state.chosen[new] == (("color", "G"),)
    assert "614.12a" in g.log.rules()
    g.state.objects[new].tapped = False  # as if untapped in a later untap step
    g.state.version += 1
    (source,) = sources(g, 0)
    assert source.colors == ("G",)


def test_400_7_a_new_object_does_not_remember_the_old_choice() -> None:
    """400.7, 607.2a: the choice belongs to the object that entered; back in hand and played
    again, the land asks again."""
    g = build(hands=(["Test Prism Land"], []), libraries=(LIB, LIB))
    g.state.land_plays = 2  # as if an effect allowed a second land this turn (305.2)
    g.submit(f"play:{one(g, 'Test Prism Land', 'hand/0')}")
    g.submit("choose:W")
    old = one(g, "Test Prism Land")
    g.emit(ZoneChange(old, "hand", "400.6", "bounce"))
    g.state.queue.pop()  # ask for priority again, now with the land back in hand
    g.state.pending = None
    g.push(Priority())
    g.advance()
    g.submit(f"play:{one(g, 'Test Prism Land', 'hand/0')}")
    assert g.pending.kind == "choose"
    g.submit("choose:U")
    assert g.state.chosen[one(g, "Test Prism Land")] == (("color", "U"),)
