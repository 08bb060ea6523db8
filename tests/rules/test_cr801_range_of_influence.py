"""Limited range of influence (CR 801), an option of a multiplayer game chosen before it
begins, the same for every player in free-for-all (806.2a): who is within a player's range
(801.2–801.2d), attacking (801.3), targeting (801.4), triggered abilities (801.7–801.7a) and
what a spell affects (801.10) — with the examples of 801.2a, 801.2c, 801.7a and 801.10.

Seats: turn order passes to the left (101.4), so the player to a seat's left is the next
one. The examples' cards are played with Duskmourn's: *Detonación ígnea* is the 801.10
example's card itself (Duskmourn reprints it); *Impulso violento* ("target creature gets
+1/+0 and first strike") stands in for any targeted spell; *Motosierra* ("whenever one or
more creatures die, put a rev counter on this Equipment") for *Demonio extractor*'s
"whenever another creature leaves the battlefield" (801.7a: a leaves-the-battlefield
event, judged by who controlled the creature as it last existed)."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio import Game
from grimorio.core.decisions import IllegalAction
from grimorio.rules.state.multiplayer_options import in_range, options, players_in_range
from grimorio.scenario.board import build
from support import ids, one

NAMES = ("Alex", "Roberto", "Carissa", "Dana", "Eli", "Fran")
LIB = ["Llanura"] * 8


def board(n: int, reach: int | None, **kw: Any) -> Game:
    """A board of ``n`` players, each with a library, every range ``reach`` seats."""
    kw.setdefault("libraries", tuple([LIB] * n))
    return build(players=NAMES[:n], range_of_influence=reach, **kw)


def creatures_each(n: int, extra: dict[int, list[Any]] | None = None) -> tuple[list[Any], ...]:
    """A *Ogro gris* for each of ``n`` seats, and what else ``extra`` gives a seat."""
    extra = extra or {}
    return tuple(["Grey Ogre", *extra.get(p, [])] for p in range(n))


def ogre_of(g: Game, seat: int) -> int:
    return next(o for o in ids(g, "Grey Ogre") if g.state.objects[o].controller == seat)


def target_choices(g: Game) -> set[int]:
    """The ids offered as the next target (``target:<id>``)."""
    return {int(o.split(":")[1]) for o in g.pending.ids() if o.startswith("target:")}


def urge_targets(g: Game, seat: int = 0) -> set[int]:
    """CR 601.2c: the creatures *Impulso violento* may target, cast by ``seat``."""
    g.submit(f"cast:{one(g, 'Violent Urge', f'hand/{seat}')}")
    return target_choices(g)


def pass_to(g: Game, active: int, step: str) -> None:
    while not (g.state.active == active and g.state.step == step):
        opts = g.pending.ids()
        g.submit("pass" if "pass" in opts else "done")


def test_801_2a_example_1_a_range_of_1_is_you_and_the_players_beside_you() -> None:
    """801.2a, first example (and 801.2, 801.2b, 801.2d, 801.4): with a range of 1, only
    Alex and the players seated beside him are within his range, with the creatures they
    control: *Impulso violento* may target those, not the others' creatures."""
    g = board(5, 1, hands=(["Violent Urge"],), battlefields=creatures_each(5, {0: ["Mountain"]}))
    assert players_in_range(g.state, 0) == [0, 1, 4]
    assert urge_targets(g) == {ogre_of(g, 0), ogre_of(g, 1), ogre_of(g, 4)}


def test_801_2a_example_2_a_range_of_2_is_two_players_each_way() -> None:
    """801.2a, second example: with a range of 2, Alex and the two players to his left and
    the two to his right are within his range; of six, the one seated across is not."""
    g = board(6, 2, hands=(["Violent Urge"],), battlefields=creatures_each(6, {0: ["Mountain"]}))
    assert players_in_range(g.state, 0) == [0, 1, 2, 4, 5]
    assert not in_range(g.state, 0, 3)
    assert urge_targets(g) == {ogre_of(g, p) for p in (0, 1, 2, 4, 5)}


def test_801_2c_example_a_player_leaving_brings_the_next_one_in_range_next_turn() -> None:
    """801.2c, example: range 1; Alex sits to Roberto's left, Carissa to his right, so she
    is not within Alex's range. Roberto leaves the game: for the rest of this turn she still
    isn't (ranges are set as each turn begins) — Alex can't target her creature — and she
    is as the next turn begins."""
    # seats in turn order: Roberto 0, Alex 1 (to his left), Dana 2, Carissa 3 (to his right)
    g = build(
        players=("Roberto", "Alex", "Dana", "Carissa"),
        libraries=tuple([LIB] * 4),
        range_of_influence=1,
        active=1,
        hands=([], ["Violent Urge"]),
        battlefields=creatures_each(4, {1: ["Mountain"]}),
    )
    assert not in_range(g.state, 1, 3)
    g.concede(0)
    assert not in_range(g.state, 1, 3)  # the same turn (801.2c)
    offered = urge_targets(g, 1)
    assert ogre_of(g, 3) not in offered and ogre_of(g, 2) in offered
    g.submit(f"target:{ogre_of(g, 1)}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    pass_to(g, 2, "main1")  # the next turn: Dana's
    assert in_range(g.state, 1, 3)


def test_801_3_creatures_attack_only_opponents_within_range() -> None:
    """801.3: Alex's creatures may attack only the opponents within his range of 1 (and
    their planeswalkers): Roberto and Eli, not Carissa or Dana."""
    g = board(5, 1, battlefields=(["Grey Ogre"], [], [], [], []))
    ogre = one(g, "Grey Ogre")
    pass_to(g, 0, "declare_attackers")
    offered = {o for o in g.pending.ids() if o.startswith(f"attack:{ogre}:")}
    assert offered == {f"attack:{ogre}:-2", f"attack:{ogre}:-5"}


def test_801_7a_example_a_leaves_trigger_is_judged_by_the_controller_it_had() -> None:
    """801.7a, example (and 801.7): Carissa and Alex are outside each other's range.
    Carissa controls a creature Alex owns; each controls a *Motosierra* ("whenever one or
    more creatures die"). The creature dies and goes to Alex's graveyard: Carissa's
    *Motosierra* triggers — the event happened within her range, though the card went to a
    graveyard outside it — and Alex's doesn't."""
    # seats: Alex 0, Roberto 1, Carissa 2, Dana 3: Alex and Carissa are two seats apart
    g = build(
        players=("Alex", "Roberto", "Carissa", "Dana"),
        libraries=tuple([LIB] * 4),
        range_of_influence=1,
        active=2,
        hands=([], [], ["Pyroclasm"]),
        battlefields=(
            ["Chainsaw", {"name": "Ragged Playmate", "controller": "Carissa"}],
            [],
            ["Chainsaw", "Mountain", "Mountain"],
            [],
        ),
    )
    saws = {g.state.objects[s].controller: s for s in ids(g, "Chainsaw")}
    g.submit(f"cast:{one(g, 'Pyroclasm', 'hand/2')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    while g.state.zones["stack"]:
        g.submit("pass")
    assert ids(g, "Ragged Playmate", "graveyard/0")
    assert g.state.objects[saws[2]].counters.get("rev", 0) == 1
    assert g.state.objects[saws[0]].counters.get("rev", 0) == 0


def test_801_10_example_pyroclasm_damages_only_creatures_within_range() -> None:
    """801.10, example: six players, each with a range of 1; Alex casts *Detonación ígnea*
    ("2 damage to each creature"): it deals damage to his own creatures and to those of the
    players to his left and right; no other creature is dealt damage."""
    g = board(
        6,
        1,
        hands=(["Pyroclasm"],),
        battlefields=creatures_each(6, {0: ["Mountain", "Mountain"]}),
    )
    g.submit(f"cast:{one(g, 'Pyroclasm', 'hand/0')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    while g.state.zones["stack"]:
        g.submit("pass")
    # the 2/2 ogres dealt 2 damage died (704.5g); the others were dealt none
    died = {p for p in range(6) if ids(g, "Grey Ogre", f"graveyard/{p}")}
    assert died == {0, 1, 5}
    assert all(g.state.objects[ogre_of(g, p)].damage == 0 for p in (2, 3, 4))


def test_806_2a_every_player_has_the_range_chosen_before_the_game() -> None:
    """806.2a: the range is chosen before the game and is the same for every player; it is
    saved with the game and a loaded game replays with it. A range is a number of seats of
    1 or more; anything else is refused."""
    g = Game.new(decks=[LIB * 5] * 5, seed=2, range_of_influence=1)
    assert options(g.state).range_of_influence == 1
    text = g.to_json()
    assert text.startswith('{"format":"grimorio-game/3","options":{"range_of_influence":1}')
    back = Game.from_json(text)
    assert options(back.state).range_of_influence == 1 and back.to_json() == text
    with pytest.raises(IllegalAction):
        Game.new(decks=[LIB * 5] * 5, seed=2, range_of_influence=0)
    plain = Game.new(decks=[LIB * 5] * 5, seed=2)
    assert options(plain.state).range_of_influence is None
    assert all(in_range(plain.state, 0, p) for p in range(5))
