"""CR 613.1b, 611.2 — control through the layers applied after each event, and not looked
at again while nothing the layers read has changed (``durations._Settled``).

After each event the engine compares each permanent's controller through the layers with
its own and makes a control change an event (``durations.keep_effects_true``). With
Duskmourn's Domination ("you control enchanted creature") around, that comparison is made
again only once something the layer system reads has been written: a land tapped does not
make it look again; the Aura leaving does, and the creature goes back to its owner.
"""

from __future__ import annotations

from typing import Any

import pytest

from grimorio.dsl.zones import Zone
from grimorio.game import Game
from grimorio.rules.characteristics.chars import Chars
from grimorio.rules.events.game import ManaChange
from grimorio.rules.events.objects import SetTapped, ZoneChange
from grimorio.rules.pipeline import durations
from grimorio.scenario.board import build
from support import ids, one

# The tests count calls and replace functions of the engine's modules, which calls inside a
# compiled module don't see: they need the pure-Python build (make test runs them there).
pytestmark = [
    pytest.mark.pure,  # make test runs them on the pure-Python sources
    pytest.mark.skipif(
        str(durations.__file__).endswith(".so"), reason="needs the pure-Python build"
    ),
]

LIB = ["Llanura"] * 5
DOMINATION = "Duskmourn's Domination"


def game() -> Game:
    return build(
        battlefields=(
            ["Llanura", "Llanura", {"name": DOMINATION, "attached_to": "Fear of Exposure"}],
            ["Fear of Exposure"],
        ),
        libraries=(LIB, LIB),
    )


def test_613_1b_control_applied_then_kept_until_the_layers_change(monkeypatch):
    g = game()
    fear = one(g, "Fear of Exposure")
    looked = 0
    real = durations.chars

    def counting(game: Any, obj: Any) -> Chars:
        nonlocal looked
        looked += 1
        return real(game, obj)

    monkeypatch.setattr(durations, "chars", counting)
    plains = ids(g, "Plains")
    g.emit(SetTapped(plains[0], True, "701.26"))  # the first event: control is applied
    assert g.state.objects[fear].controller == 0
    assert g.log.rules().count("613.1b") == 1
    looked = 0
    g.emit(SetTapped(plains[1], True, "701.26"))  # nothing the layers read
    g.emit(ManaChange(0, "W", 2, "106.4"))
    assert looked == 0
    assert g.state.objects[fear].controller == 0
    g.emit(ZoneChange(one(g, DOMINATION), Zone.GRAVEYARD, "701.21", "sacrifice"))
    assert looked > 0
    assert g.state.objects[fear].controller == 1  # CR 611.2: back to its owner
    assert g.log.rules().count("613.1b") == 2
