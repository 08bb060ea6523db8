"""CR 305 — Tierras: one land per turn (305.2), playing a land is a special action taken in
one's own main phase with an empty stack (116.2a) that doesn't use the stack."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import ids

LIB = ["Llanura"] * 6


def plays(g: Game) -> list[str]:
    return [o for o in g.pending.ids() if o.startswith("play:")]


def pass_until(g: Game, turn: int, step: str, player: int | None = None) -> None:
    for _ in range(60):
        d = g.pending
        if (
            g.state.turn == turn
            and g.state.step == step
            and d.kind == "priority"
            and (player is None or d.player == player)
        ):
            return
        assert d.kind == "priority", d
        g.submit("pass")
    raise AssertionError(f"never reached turn {turn} {step}")


def test_305_2_one_land_per_turn():
    g = build(hands=(["Pantano", "Montaña", "Bosque"], []), libraries=(LIB, LIB))
    assert len(plays(g)) == 3
    swamp = ids(g, "Swamp", "hand/0")[0]
    g.submit(f"play:{swamp}")
    assert len(ids(g, "Swamp")) == 1
    assert g.state.player(0).lands_played == 1
    assert g.pending.player == 0
    assert plays(g) == []  # no second land play this turn
    g.submit("pass")
    g.submit("pass")
    assert g.state.step == "begin_combat"
    pass_until(g, 2, "main2", player=0)
    assert plays(g) == []  # still the same turn


def test_305_2_a_new_turn_gives_a_new_land_play():
    g = build(hands=(["Pantano", "Montaña"], []), libraries=(LIB, LIB))
    g.submit(f"play:{ids(g, 'Swamp', 'hand/0')[0]}")
    pass_until(g, 4, "main1", player=0)
    assert g.state.active == 0
    assert len(plays(g)) >= 1
    mountain = ids(g, "Mountain", "hand/0")[0]
    g.submit(f"play:{mountain}")
    assert len(ids(g, "Mountain")) == 1


def test_305_2_the_land_play_may_be_used_in_the_second_main_phase():
    g = build(hands=(["Pantano"], []), libraries=(LIB, LIB))
    g.submit("pass")
    g.submit("pass")
    pass_until(g, 2, "main2", player=0)
    assert len(plays(g)) == 1
    g.submit(plays(g)[0])
    assert len(ids(g, "Swamp")) == 1


def test_116_2a_no_land_play_outside_own_main_phase():
    for step in ("upkeep", "draw", "begin_combat", "end"):
        g = build(hands=(["Pantano"], []), libraries=(LIB, LIB), step=step)
        assert g.pending.player == 0
        assert plays(g) == [], step


def test_116_2a_no_land_play_during_the_opponents_turn():
    g = build(hands=([], ["Pantano"]), libraries=(LIB, LIB), active=0)
    g.submit("pass")
    assert g.pending.player == 1
    assert g.state.step == "main1"
    assert plays(g) == []


def test_116_2a_no_land_play_while_the_stack_is_not_empty():
    g = build(
        hands=(["Asesinato", "Pantano"], []),
        battlefields=(["Pantano"] * 3, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    assert len(plays(g)) == 1
    bear = ids(g, "Test Bear")[0]
    g.submit(f"cast:{ids(g, 'Murder', 'hand/0')[0]}")
    g.submit(f"target:{bear}")
    assert g.state.zones["stack"]
    assert g.pending.player == 0
    assert plays(g) == []
    g.submit("pass")
    g.submit("pass")  # Murder resolves; the stack is empty again
    assert g.state.zones["stack"] == []
    assert len(plays(g)) == 1


def test_116_2a_playing_a_land_does_not_use_the_stack():
    g = build(hands=(["Pantano"], []), libraries=(LIB, LIB))
    swamp = ids(g, "Swamp", "hand/0")[0]
    before = len(g.log)
    g.submit(f"play:{swamp}")
    assert g.state.zones["stack"] == []
    assert g.state.zones["hand/0"] == []
    (land,) = ids(g, "Swamp")
    assert g.state.objects[land].controller == 0
    # no player got a chance to respond: the land is there and P0 keeps priority (117.3c)
    assert g.pending.kind == "priority"
    assert g.pending.player == 0
    new_rules = g.log.rules()[before:]
    assert "305.1" in new_rules
    assert not any(r.startswith("601") or r.startswith("608") for r in new_rules)


def test_305_land_can_tap_for_mana_the_turn_it_is_played():
    """Summoning sickness (302.6) applies to creatures only: a new land taps for mana."""
    g = build(
        hands=(["Asesinato", "Pantano"], []),
        battlefields=(["Pantano"] * 2, ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    murder = ids(g, "Murder", "hand/0")[0]
    assert f"cast:{murder}" not in g.pending.ids()  # two Swamps can't pay {1}{B}{B}
    g.submit(f"play:{ids(g, 'Swamp', 'hand/0')[0]}")
    assert f"cast:{murder}" in g.pending.ids()
    g.submit(f"cast:{murder}")
    g.submit(f"target:{ids(g, 'Test Bear')[0]}")
    assert all(g.state.objects[i].tapped for i in ids(g, "Swamp"))
