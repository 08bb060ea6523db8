"""CR 732.1 (and 601.2f): an attempt to cast a spell that can't be completed is rewound.
The engine never offers a choice — the cast itself, a mode, X, a target, a way to pay a
cost — after which the cast could not be completed, so no attempt has to be rewound, and
a player (or an agent) that keeps choosing the same option can't loop forever: the
choices are tried on copies of the casting step before they are offered (issue 17)."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import one, pay

LIB = ["Llanura"] * 6
SEIZED = "Seized from Slumber"  # {4}{W}, costs {3} less if it targets a tapped creature


def rescuer_board(plains: int) -> Game:
    """Sur's The Wandering Rescuer (untapped) gives its other tapped creatures hexproof:
    the tapped Test Bear can't be targeted, so the only target is the untapped Rescuer,
    for which Seized from Slumber costs the full {4}{W} (601.2f)."""
    return build(
        hands=([SEIZED], []),
        battlefields=(
            ["Llanura"] * plains,
            ["The Wandering Rescuer", {"name": "Test Bear", "tapped": True}],
        ),
        libraries=(LIB, LIB),
    )


def test_732_1_a_cast_every_target_of_which_is_unpayable_is_not_offered():
    """A tapped creature exists (so the reduction could apply), but none can be targeted:
    every choice of target makes the total cost {4}{W}, more than two Plains pay. Before,
    the cast was offered, rewound after the target, and offered again, forever."""
    g = rescuer_board(2)
    seized = one(g, SEIZED, "hand/0")
    bear = one(g, "Test Bear")
    assert "hexproof" in g.characteristics(bear).keywords
    assert g.pending.kind == "priority"
    assert f"cast:{seized}" not in g.pending.ids()
    assert g.pending.ids() == ["pass"]


def test_732_1_the_same_cast_is_offered_when_it_can_be_paid():
    """With five Plains the full cost can be paid: the cast and the Rescuer as its target
    are offered, and the spell is cast without any rewind."""
    g = rescuer_board(5)
    seized = one(g, SEIZED, "hand/0")
    rescuer = one(g, "The Wandering Rescuer")
    g.submit(f"cast:{seized}")
    assert g.pending.ids() == [f"target:{rescuer}"]
    g.submit(f"target:{rescuer}")
    pay(g)
    assert "601.2i" in g.log.rules()
    assert "732.1" not in g.log.rules()


def test_732_1_trying_the_choices_changes_nothing():
    """The choices are tried on copies of the casting step: offering the cast and its
    targets commits nothing and logs nothing (601.2: nothing happens before 601.2i)."""
    g = build(
        hands=([SEIZED], []),
        battlefields=(["Llanura"] * 2, [{"name": "Test Bear", "tapped": True}, "Test Giant"]),
        libraries=(LIB, LIB),
    )
    before = g.clone()
    seized = one(g, SEIZED, "hand/0")
    g.submit(f"cast:{seized}")
    assert g.pending.ids() == [f"target:{one(g, 'Test Bear')}"]  # not the untapped Giant
    assert g.state.zones == before.state.zones
    assert len(g.state.log) == len(before.state.log)
    assert [p.life for p in g.state.players] == [p.life for p in before.state.players]
    assert not any(o.tapped for o in g.state.objects.values() if o.card == "Plains")
