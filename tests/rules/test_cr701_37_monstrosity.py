"""CR 701.37 — monstrosity (*Monstruosidad*, the keyword action of *Patasescurridizas
alegre*'s "{5}: Monstruosidad 5"): "Monstrosity N" means "if this permanent isn't
monstrous, put N +1/+1 counters on it and it becomes monstrous" (701.37a). Monstrous is a
designation, no ability and no copiable value; only permanents are monstrous, and one stays
monstrous until it leaves the battlefield (701.37b). Another ability of the permanent may
refer to "that X", the value X had when it became monstrous (701.37c).

Played with *Test Monster* (a 2/2 with "{2}: Monstrosity 2") and *Test X Monster* (a 0/1
with "{X}: Monstrosity X"), of our own, Duskmourn's *Asesinato* and *Regresar trastocado*,
and *Test Replicate* (a copy of a creature)."""

from __future__ import annotations

from grimorio import Game
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.designations import monstrous
from grimorio.scenario.board import build
from support import cast, one, pay, resolve_top

MONSTER = "Test Monster"


def _activate(g: Game, oid: int, *choices: str) -> None:
    g.submit(f"activate:{oid}:0")
    for c in choices:
        g.submit(c)
    pay(g)


def _pt(g: Game, oid: int) -> tuple[int | None, int | None]:
    c = chars(g, g.state.objects[oid])
    return c.power, c.toughness


def test_counters_and_the_monstrous_designation_701_37a() -> None:
    g = build(battlefields=([MONSTER, "Bosque", "Bosque"], []))
    m = one(g, MONSTER)
    assert monstrous(g.state, m) is None
    _activate(g, m)
    resolve_top(g)
    assert g.state.objects[m].counters == {"+1/+1": 2}
    assert _pt(g, m) == (4, 4)
    assert monstrous(g.state, m) == 2
    assert "701.37a" in g.log.rules()
    assert any("se convierte en monstruos" in line for line in g.log.lines("es"))


def test_a_monstrous_permanent_gets_no_more_counters_701_37a() -> None:
    """Two activations on the stack at once: the first makes it monstrous; the second,
    checking as it resolves, finds it monstrous and does nothing."""
    g = build(battlefields=([MONSTER, *["Bosque"] * 6], []))
    m = one(g, MONSTER)
    _activate(g, m)
    _activate(g, m)
    resolve_top(g)
    resolve_top(g)
    assert g.state.objects[m].counters == {"+1/+1": 2}
    _activate(g, m)  # and later, again: nothing
    resolve_top(g)
    assert g.state.objects[m].counters == {"+1/+1": 2}
    assert _pt(g, m) == (4, 4)


def test_x_is_remembered_701_37c() -> None:
    g = build(battlefields=(["Test X Monster", *["Bosque"] * 3], []))
    m = one(g, "Test X Monster")
    _activate(g, m, "x:3")
    resolve_top(g)
    assert _pt(g, m) == (3, 4)
    assert monstrous(g.state, m) == 3  # "that X" for the permanent's other abilities
    assert monstrous(Game.from_json(g.to_json()).state, m) == 3  # kept in a saved game


def test_monstrosity_0_still_makes_it_monstrous_701_37a() -> None:
    g = build(battlefields=(["Test X Monster", "Bosque"], []))
    m = one(g, "Test X Monster")
    _activate(g, m, "x:0")
    resolve_top(g)
    assert g.state.objects[m].counters == {}
    assert monstrous(g.state, m) == 0


def test_it_is_monstrous_until_it_leaves_the_battlefield_701_37b() -> None:
    """*Regresar trastocado* destroys the monstrous Monster and returns it: a new object
    (400.7), not monstrous, whose monstrosity works again."""
    g = build(
        battlefields=([MONSTER, *["Pantano"] * 3, *["Bosque"] * 4], []),
        hands=(["Regresar trastocado"], []),
    )
    m = one(g, MONSTER)
    _activate(g, m)
    resolve_top(g)
    cast(g, "Come Back Wrong", f"target:{m}")
    resolve_top(g)
    back = one(g, MONSTER)
    assert back != m
    assert monstrous(g.state, back) is None
    assert g.state.effects == []  # the designation went with the old object
    assert _pt(g, back) == (2, 2)
    _activate(g, back)
    resolve_top(g)
    assert monstrous(g.state, back) == 2
    assert _pt(g, back) == (4, 4)


def test_the_designation_is_not_copied_701_37b() -> None:
    """A token copy of the monstrous Monster: neither its counters nor the designation are
    copiable values (707.2) — a 2/2 whose own monstrosity still works."""
    g = build(
        battlefields=([MONSTER, *["Bosque"] * 4, *["Isla"] * 3], []),
        hands=(["Test Replicate"], []),
    )
    m = one(g, MONSTER)
    _activate(g, m)
    resolve_top(g)
    cast(g, "Test Replicate", f"target:{m}")
    resolve_top(g)
    copy = next(o for o in g.state.zones["battlefield"] if g.state.objects[o].token)
    assert monstrous(g.state, copy) is None
    assert _pt(g, copy) == (2, 2)
    _activate(g, copy)
    resolve_top(g)
    assert monstrous(g.state, copy) == 2
    assert monstrous(g.state, m) == 2


def test_nothing_happens_if_it_left_before_resolution_701_37b() -> None:
    """Only a permanent can become monstrous: killed in response, the Monster's ability
    puts no counters anywhere and makes nothing monstrous."""
    g = build(
        battlefields=([MONSTER, *["Bosque"] * 2, *["Pantano"] * 3], []),
        hands=(["Asesinato"], []),
    )
    m = one(g, MONSTER)
    _activate(g, m)
    cast(g, "Murder", f"target:{m}")
    resolve_top(g)  # Murder
    resolve_top(g)  # Monstrosity 2, from a source that is gone
    assert g.state.effects == []
    assert all(not o.counters for o in g.state.objects.values())
