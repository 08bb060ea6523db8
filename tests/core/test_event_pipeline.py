"""The event pipeline with triggers and replacement (DESIGN principle 4; CR 603, 614–616):
groups of simultaneous events, choices an event needs before it happens (interrupt steps),
and the state staying plain data throughout."""

from __future__ import annotations

from grimorio import Game
from grimorio.rules.events.objects import ZoneChange
from grimorio.scenario.board import build
from support import cards, one, resolve_top

LIB = ["Llanura"] * 5


def test_603_2d_a_triggered_ability_triggers_an_additional_time() -> None:
    """603.2d: with "that ability triggers an additional time", an enters trigger of a
    permanent you control triggers twice (two cards drawn)."""
    g = build(
        hands=(["Test Herald"], []),
        battlefields=(["Isla", "Isla", "Test Echo Chamber"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Herald', 'hand/0')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)  # the Herald resolves and enters; two triggers wait
    assert len(g.state.triggered) == 0  # already put on the stack before priority
    assert cards(g, "stack") == ["Test Herald", "Test Herald"]
    resolve_top(g)
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 2


def test_616_1_replacement_choice_survives_json_and_clone() -> None:
    """616.1: two replacement effects change where a dying creature goes, so its controller
    chooses; while the choice is pending the game is plain data (DESIGN principle 3) and the
    answer finishes the event."""
    g = build(
        battlefields=(
            ["Test Exile Ward", "Test Recall Ward", {"name": "Test Bear", "damage": 2}],
            [],
        ),
        libraries=(LIB, LIB),
    )
    # state-based actions before priority (704.5g): the Bear would die
    assert g.pending.kind == "replacement"
    assert g.pending.player == 0
    copy = Game.from_json(g.to_json())
    twin = g.clone()
    assert copy == g == twin
    for game in (g, copy, twin):
        choice = next(o.id for o in game.pending.options if o.args[0][1] == "Test Recall Ward")
        game.submit(choice)
    assert cards(g, "hand/0") == ["Test Bear"]
    assert copy == g == twin
    assert "614.1a" in g.log.rules()


def test_events_about_objects_already_gone_do_nothing() -> None:
    """614.6: an instruction that can't be carried out is ignored — a second move of an object
    that already left is not an error and changes nothing."""
    g = build(battlefields=(["Test Bear"], []), libraries=(LIB, LIB))
    bear = one(g, "Test Bear")
    done = g.emit_all([ZoneChange(bear, "graveyard", "701.8a", "destroy")] * 2)
    assert len(done) == 1
    assert cards(g, "graveyard/0") == ["Test Bear"]


def test_the_view_names_a_triggered_ability_on_the_stack_with_its_text() -> None:
    """603.3: a triggered ability on the stack has the text of the ability that made it."""
    g = build(
        hands=(["Test Herald"], []),
        battlefields=(["Isla", "Isla"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Herald', 'hand/0')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    (top,) = g.view(0)["stack"]
    assert top["ability"] == "triggered"
    assert top["text"] == "Cuando esta criatura entre, roba una carta."
