"""CR 613, 122, 611.3a, 708.8, 709.5 — characteristics kept across state versions.

The kernel keeps values derived from the state for as long as what they read is unchanged
(``grimorio.core.aspects``: each event says what it writes). These games check both
directions with real cards: an event that changes what the layer system reads gives new
characteristics (a counter, an anthem entering, a life total under Leyline of Hope, a Room's
door unlocked, a face-down permanent turned up, a tapped creature under The Wandering
Rescuer), and an event that changes nothing they read (mana, a step, a land tapped when no
effect reads tapped status) keeps the very same values, nothing worked out again.
"""

from __future__ import annotations

from grimorio.dsl.abilities import Triggered
from grimorio.dsl.zones import Zone
from grimorio.game import Game
from grimorio.rules.characteristics import chars as chars_module
from grimorio.rules.characteristics.chars import board_chars, chars
from grimorio.rules.events.game import LifeChange, ManaChange, StepBegins
from grimorio.rules.events.objects import CounterChange, SetTapped, ZoneChange
from grimorio.rules.events.status import TurnFaceUp, Unlock
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.scenario.board import build
from support import one

POOL = "Bottomless Pool // Locker Room"


def c(g: Game, oid: int) -> chars_module.Chars:
    return chars(g, g.state.objects[oid])


def pt(g: Game, oid: int) -> tuple[int | None, int | None]:
    x = c(g, oid)
    return (x.power, x.toughness)


def test_122_a_counter_changes_power_and_toughness():
    """CR 122.1a: a +1/+1 counter put on a creature makes it bigger at once."""
    g = build(battlefields=(["Fear of Exposure"], []))
    bear = one(g, "Fear of Exposure")
    before = pt(g, bear)
    g.emit(CounterChange(bear, "+1/+1", 1))
    assert pt(g, bear) == (before[0] + 1, before[1] + 1)  # type: ignore[operator]


def test_613_an_anthem_entering_changes_the_creatures():
    """CR 613.4c: an anthem that enters the battlefield pumps the creatures at once."""
    g = build(hands=(["Test Anthem"], []), battlefields=(["Fear of Exposure"], []))
    bear = one(g, "Fear of Exposure")
    before = pt(g, bear)
    anthem = one(g, "Test Anthem", "hand/0")
    g.emit(ZoneChange(anthem, Zone.BATTLEFIELD, "305.1", "reanimate"))
    assert pt(g, bear) == (before[0] + 1, before[1] + 1)  # type: ignore[operator]


def test_611_3a_life_total_turns_leyline_of_hope_on_and_off():
    """CR 611.3a: Leyline of Hope's +2/+2 applies as long as its controller has at least 7
    life more than their starting total; a life change turns it on and off (its own
    replacement makes a gain of 1 a gain of 2, CR 614.1a)."""
    g = build(battlefields=(["Leyline of Hope", "Fear of Exposure"], []), life=(25, 20))
    bear = one(g, "Fear of Exposure")
    before = pt(g, bear)
    g.emit(LifeChange(0, 1))  # 27: 7 more than 20
    assert pt(g, bear) == (before[0] + 2, before[1] + 2)  # type: ignore[operator]
    g.emit(LifeChange(0, -1))
    assert pt(g, bear) == before


def test_709_5_unlocking_a_door_gives_its_name_and_abilities():
    """CR 709.5, 709.5d: a Room has the name and text of its unlocked doors only."""
    g = build(battlefields=([{"name": POOL, "unlocked": ["Bottomless Pool"]}], []))
    room = one(g, POOL)
    assert c(g, room).name == "Bottomless Pool"
    triggered = abilities_in_play(g, Triggered)
    g.emit(Unlock(room, 1, "709.5c"))
    assert c(g, room).name == POOL
    assert abilities_in_play(g, Triggered) != triggered  # Locker Room's ability is there


def test_708_8_a_face_down_permanent_turned_up_is_its_card():
    """CR 708.2, 708.8: a face-down permanent is a nameless 2/2 until it is turned face up."""
    g = build(battlefields=([{"name": "Fear of Exposure", "face_down": True}], []))
    bear = one(g, "Fear of Exposure")
    assert (c(g, bear).name, pt(g, bear)) == ("", (2, 2))
    g.emit(TurnFaceUp(bear))
    assert c(g, bear).name == "Fear of Exposure"


def test_613_tapped_status_read_by_a_static_ability():
    """CR 613.1f: The Wandering Rescuer gives other tapped creatures its controller controls
    hexproof: tapping one changes its abilities, so tapped status is read."""
    g = build(battlefields=(["The Wandering Rescuer", "Fear of Exposure"], []))
    bear = one(g, "Fear of Exposure")
    assert "hexproof" not in c(g, bear).keywords
    g.emit(SetTapped(bear, True, "701.26a"))
    assert "hexproof" in c(g, bear).keywords
    g.emit(SetTapped(bear, False, "701.26b"))
    assert "hexproof" not in c(g, bear).keywords


def test_613_unrelated_events_keep_the_same_values():
    """Mana, a new step and a land tapped when no effect reads tapped status change nothing
    the layer system reads: the characteristics and the board are the very same objects,
    not worked out again."""
    g = build(battlefields=(["Test Anthem", "Fear of Exposure", "Llanura"], []))
    bear, land = one(g, "Fear of Exposure"), one(g, "Plains")
    board, kept, kept_land = board_chars(g), c(g, bear), c(g, land)
    version = g.state.version
    g.emit(ManaChange(0, "W", 1, "106.4"))
    g.emit(StepBegins("main1"))
    g.emit(SetTapped(land, True, "701.26a"))
    assert g.state.version == version + 3
    assert c(g, bear) is kept and c(g, land) is kept_land
    assert board_chars(g) is board


def test_613_a_state_changed_without_an_event_is_read_again():
    """A state changed by hand (a look-ahead, a benchmark) with a new version counts as
    everything written: nothing kept from before is trusted."""
    g = build(battlefields=(["Fear of Exposure"], []))
    bear = one(g, "Fear of Exposure")
    before = pt(g, bear)
    g.state.objects[bear].counters["+1/+1"] = 2
    g.state.version += 1
    assert pt(g, bear) == (before[0] + 2, before[1] + 2)  # type: ignore[operator]


def test_613_a_clone_starts_with_empty_caches():
    """A copy of the game keeps nothing of the original's caches: a change in one is never
    seen in the other."""
    g = build(battlefields=(["Fear of Exposure"], []))
    bear = one(g, "Fear of Exposure")
    before = pt(g, bear)
    copy = g.clone()
    copy.emit(CounterChange(bear, "+1/+1", 1))
    assert pt(g, bear) == before
    assert pt(copy, bear) == (before[0] + 1, before[1] + 1)  # type: ignore[operator]


def test_604_3_a_cda_in_hand_follows_the_board():
    """CR 604.3: a characteristic-defining ability works in every zone: Crusader of Odric
    in a hand counts the creatures its owner controls, and a creature entering changes it."""
    g = build(hands=(["Crusader of Odric", "Fear of Exposure"], []))
    crusader = one(g, "Crusader of Odric", "hand/0")
    assert pt(g, crusader) == (0, 0)
    bear = one(g, "Fear of Exposure", "hand/0")
    g.emit(ZoneChange(bear, Zone.BATTLEFIELD, "305.1", "reanimate"))
    assert pt(g, crusader) == (1, 1)


def test_604_3_a_cda_in_hand_counts_the_graveyard():
    """CR 604.3: Boneyard Wurm in a hand counts the creature cards in its owner's graveyard;
    a creature that dies changes it."""
    g = build(hands=(["Boneyard Wurm"], []), battlefields=(["Fear of Exposure"], []))
    wurm = one(g, "Boneyard Wurm", "hand/0")
    assert pt(g, wurm) == (0, 0)
    g.emit(ZoneChange(one(g, "Fear of Exposure"), Zone.GRAVEYARD, "701.8", "destroy"))
    assert pt(g, wurm) == (1, 1)
