"""Hacia el foso and Respiradero angosto // Acceso al laberinto
(``grimorio.cards.dsc.black``): looking at the top card of one's own
library any time (CR 401.2) — in the view and to an agent's determinization, never to
another player —, casting spells from there with an additional sacrifice (601.3, 118.8,
307.1), excess damage (120.10, 702.2c) and an alternative cost of life once during each of
its controller's turns (118.9, 202.3)."""

from grimorio.rules.casting import permissions
from grimorio.rules.determinize import hidden_from
from grimorio.scenario.board import build
from support import one, pay

PIT = "Hacia el foso"
VENT = "Respiradero angosto // Acceso al laberinto"
THREE = ("Norte", "Este", "Sur")


def pit(library=("Test Bear", "Isla", "Bosque"), active=0, step=None, extra=("Friendly Teddy",)):
    return build(
        players=THREE,
        battlefields=([PIT, *extra, "Bosque", "Bosque", "Bosque"], ["Ragged Playmate"], []),
        libraries=(list(library), ["Isla"] * 3, ["Isla"] * 3),
        active=active,
        step=step,
    )


def tops(g, viewer):
    return {p["index"]: p.get("library_top", {}).get("name") for p in g.view(viewer)["players"]}


def test_its_controller_alone_sees_the_top_card_401_2():
    """CR 401.2: the controller sees their top card any time; the other players (and a
    spectator) don't, nor is it among what an agent of another player may know."""
    g = pit()
    bear = g.state.zones["library/0"][-1]
    assert tops(g, 0) == {0: "Test Bear", 1: None, 2: None}
    assert tops(g, 1) == {0: None, 1: None, 2: None}
    assert tops(g, None) == {0: None, 1: None, 2: None}
    assert bear not in hidden_from(g, 0)
    assert bear in hidden_from(g, 1)
    assert g.state.zones["library/0"][-2] in hidden_from(g, 0)  # only the top one


def test_seen_without_priority_in_an_opponents_turn_401_2():
    """The release notes: any time, even without priority (no stack is used)."""
    g = pit(active=1)
    assert g.state.priority != 0
    assert tops(g, 0)[0] == "Test Bear"


def test_casts_the_top_card_sacrificing_a_nonland_permanent_601_3_118_8():
    """CR 601.3, 118.8: the top card is cast paying its mana cost and sacrificing a nonland
    permanent (lands aren't offered); the next card is seen only once it is cast."""
    g = pit()
    bear = g.state.zones["library/0"][-1]
    teddy = one(g, "Friendly Teddy")
    g.submit(f"cast:{bear}")
    assert g.pending.kind == "cost"
    assert sorted(g.pending.ids()) == sorted([f"sacrifice:{one(g, PIT)}", f"sacrifice:{teddy}"])
    assert tops(g, 0)[0] == "Test Bear"  # the release notes: not the new top card yet
    g.submit(f"sacrifice:{teddy}")
    pay(g)
    assert "Test Bear" in [g.state.objects[o].card for o in g.state.zones["stack"]]
    assert "Friendly Teddy" in [g.state.objects[o].card for o in g.state.zones["graveyard/0"]]
    assert tops(g, 0)[0] == "Isla"


def test_no_nonland_permanent_to_sacrifice_no_cast_118_3():
    """CR 118.3: the sacrifice is a cost; with Hacia el foso itself the only nonland
    permanent, it can be sacrificed (then the permission is gone, but the cast goes on)."""
    g = pit(extra=())
    bear = g.state.zones["library/0"][-1]
    assert f"cast:{bear}" in g.pending.ids()
    g.submit(f"cast:{bear}")
    assert g.pending.ids() == [f"sacrifice:{one(g, PIT)}"]


def test_timing_rules_apply_307_1():
    """The release notes, CR 307.1: a creature on top can't be cast in another player's turn,
    nor a land played from there (the permission is for spells)."""
    g = pit(active=1)
    g.submit("pass")
    g.submit("pass")
    assert g.pending.player == 0
    assert not [o for o in g.pending.ids() if o.startswith("cast:")]
    g2 = pit(library=("Bosque", "Isla"))
    assert not [o for o in g2.pending.ids() if o.startswith(("cast:", "play:"))]


def room(hand=(), lib=(), unlocked=("Acceso al laberinto",), active=0, life=20, marked=0):
    vent = {"name": VENT, "unlocked": list(unlocked)} if unlocked else VENT
    return build(
        players=THREE,
        hands=(list(hand), [], []),
        battlefields=(
            [*([vent] if unlocked else []), "Pantano", "Pantano", "Pantano", "Pantano"],
            [{"name": "Test Giant", "damage": marked}],
            ["Test Bear"],
        ),
        libraries=(list(lib) or ["Isla"] * 3, ["Isla"] * 3, ["Isla"] * 3),
        life=(life, 20, 20),
        active=active,
    )


def _unlock_vent(g, target):
    """Norte casts the first door; it enters unlocked (CR 709.5d) and its trigger (709.5h)
    targets ``target`` and resolves."""
    g.submit(f"cast:{one(g, VENT, 'hand/0')}:0")
    pay(g)
    while g.pending.kind != "target":
        g.submit("pass")
    g.submit(f"target:{target}")
    while g.state.zones["stack"]:
        g.submit("pass")


def test_excess_damage_is_gained_as_life_120_10():
    """CR 120.10: 6 damage to a 4/4 is 2 excess damage: 2 life."""
    g = room(hand=(VENT,), unlocked=())
    _unlock_vent(g, one(g, "Test Giant"))
    assert g.state.players[0].life == 22
    assert "Test Giant" not in [g.state.objects[o].card for o in g.state.zones["battlefield"]]


def test_damage_already_marked_counts_toward_lethal_120_10():
    """CR 120.10 (the release notes): a 4/4 with 3 damage marked needs 1 more: 5 excess."""
    g = room(hand=(VENT,), unlocked=(), marked=3)
    _unlock_vent(g, one(g, "Test Giant"))
    assert g.state.players[0].life == 25


def _alt_casts(g, card):
    hand = [o for o in g.state.zones["hand/0"] if g.state.objects[o].card == card]
    vent = one(g, VENT)
    return [o for o in g.pending.ids() if o.startswith(f"cast:{hand[0]}:") and f"alt{vent}" in o]


def test_maze_casts_a_spell_for_life_equal_to_its_mana_value_118_9():
    """CR 118.9, 202.3: Test Giant ({3}{R}, mana value 4) for 4 life and no mana — once
    during each of your turns: a second spell isn't offered it."""
    g = room(hand=("Test Giant", "Test Bear"))
    (alt,) = _alt_casts(g, "Test Giant")
    g.submit(alt)
    pay(g)
    assert g.state.players[0].life == 16
    assert all(not g.state.objects[o].tapped for o in g.state.zones["battlefield"])
    while g.state.zones["stack"]:
        g.submit("pass")
    assert _alt_casts(g, "Test Bear") == []


def test_maze_not_in_another_players_turn_118_9():
    """ "Once during each of your turns": the alternative cost is offered for a card in
    Norte's hand in Norte's turn only."""
    mine, theirs = room(hand=("Test Giant",)), room(hand=("Test Giant",), active=1)
    for g, want in ((mine, 1), (theirs, 0)):
        giant = g.state.objects[one(g, "Test Giant", "hand/0")]
        assert len(permissions.static_alternatives(g, 0, giant)) == want
