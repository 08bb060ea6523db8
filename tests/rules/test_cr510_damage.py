"""CR 510 — Paso de daño de combate: unblocked and blocked damage (510.1a–d), the first-strike
step (510.4, 702.7b), double strike (702.4b), trample (702.19b), deathtouch (702.2b–c),
lifelink (702.15b) and indestructible (702.12b), with Duskmourn cards that grant them."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import cards, ids, one

LIB = ["Llanura"] * 5
DELIRIUM = ("Test Bear", "Llanura", "Asesinato", "Detonación ígnea")  # 4 card types


def combat(mine: list[object], theirs: list[object], **kw: object) -> Game:
    return build(
        battlefields=(mine, theirs),  # type: ignore[arg-type]
        libraries=(LIB, LIB),
        step="begin_combat",
        **kw,  # type: ignore[arg-type]
    )


def cast(g: Game, card_key: str, *choices: str, player: int = 0) -> None:
    """Cast an instant now (the caster holds priority) and let it resolve."""
    assert g.pending.player == player
    g.submit(f"cast:{one(g, card_key, f'hand/{player}')}")
    for c in choices:
        g.submit(c)
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    g.submit("pass")
    g.submit("pass")
    assert g.state.zones["stack"] == []


def attack_and_block(g: Game, attackers: list[int], blocks: list[tuple[int, int]]) -> None:
    """Declare attackers and (blocker, attacker) pairs, then pass to combat damage."""
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "attackers"
    for a in attackers:
        g.submit(f"attack:{a}")
    if g.pending.kind == "attackers":
        g.submit("done")
    g.submit("pass")
    g.submit("pass")
    for b, a in blocks:
        g.submit(f"block:{b}:{a}")
    if g.pending.kind == "blockers":
        g.submit("done")
    assert g.state.step == "declare_blockers"
    g.submit("pass")
    g.submit("pass")


def to_end_of_combat(g: Game) -> None:
    for _ in range(10):
        if g.state.step in ("end_combat", "main2"):
            return
        assert g.pending.kind == "priority", g.pending
        g.submit("pass")
    raise AssertionError("combat did not end")


def steps(g: Game) -> list[str]:
    return [e.key[5:] for e in g.log if e.key.startswith("step.")]


def urged(theirs: list[object], graveyard: tuple[str, ...] = ()) -> tuple[Game, int]:
    """P0's Test Bear gets Violent Urge (+1/+0, first strike; double strike with delirium)
    at the beginning of combat."""
    g = combat(
        ["Test Bear", "Montaña"],
        theirs,
        hands=(["Violent Urge"], []),
        graveyards=(list(graveyard), []),
    )
    bear = next(i for i in ids(g, "Test Bear") if g.state.objects[i].controller == 0)
    cast(g, "Violent Urge", f"target:{bear}")
    return g, bear


def vigor(mine: list[object], theirs: list[object], target: str, player: int = 0) -> Game:
    """Horrid Vigor (deathtouch and indestructible until end of turn) on ``player``'s
    creature named ``target``, at the beginning of P0's combat."""
    hands = (["Horrid Vigor"], []) if player == 0 else ([], ["Horrid Vigor"])
    lands = ["Bosque", "Bosque"]
    g = combat(
        mine + (lands if player == 0 else []),
        theirs + (lands if player == 1 else []),
        hands=hands,
    )
    if player == 1:
        g.submit("pass")
    creature = next(i for i in ids(g, target) if g.state.objects[i].controller == player)
    cast(g, "Horrid Vigor", f"target:{creature}", player=player)
    assert {"deathtouch", "indestructible"} <= g.characteristics(creature).keywords
    if player == 1:  # back to P0, still at the beginning of combat
        assert g.state.step == "begin_combat" and g.pending.player == 0
    return g


def test_510_1a_unblocked_creature_deals_damage_to_the_player():
    g = combat(["Test Giant"], [])
    attack_and_block(g, [one(g, "Test Giant")], [])
    assert g.state.player(1).life == 16
    assert any(e.key == "damage" and e.rule == "510.2" for e in g.log)


def test_510_1c_single_blocker_gets_all_the_damage_and_510_1d_blocker_deals_back():
    g = combat(["Test Giant"], ["Test Wall", "Test Bear"])
    giant, wall = one(g, "Test Giant"), one(g, "Test Wall")
    attack_and_block(g, [giant], [(wall, giant)])
    assert g.pending.kind == "priority"  # no assignment choice with one blocker
    assert cards(g, "graveyard/1") == ["Test Wall"]
    assert g.state.player(1).life == 20
    assert g.state.objects[giant].damage == 0  # the Wall has 0 power


def test_510_1c_blocked_creature_divides_damage_freely_among_its_blockers():
    g = combat(["Test Giant"], ["Test Bear", "Test Bear"])
    giant = one(g, "Test Giant")
    b1, b2 = ids(g, "Test Bear")
    attack_and_block(g, [giant], [(b1, giant), (b2, giant)])
    assert g.state.step == "combat_damage"
    assert g.pending.kind == "damage"
    assert g.pending.player == 0
    # any division: even less than lethal to the first blocker (no damage assignment order)
    assert g.pending.ids() == [f"assign:{b1}:{n}" for n in range(5)]
    g.submit(f"assign:{b1}:1")
    assert g.state.objects[b1].damage == 1
    assert b1 in g.state.zones["battlefield"]
    assert cards(g, "graveyard/1") == ["Test Bear"]  # b2 got 3
    assert cards(g, "graveyard/0") == ["Test Giant"]  # 2 + 2 from the blockers
    assert g.state.player(1).life == 20


def test_702_7b_first_strike_step_and_the_killed_creature_deals_no_damage():
    g, bear = urged(["Test Bear"])
    blocker = next(i for i in ids(g, "Test Bear") if i != bear)
    attack_and_block(g, [bear], [(blocker, bear)])
    to_end_of_combat(g)
    assert "first_strike_damage" in steps(g)
    assert steps(g).index("first_strike_damage") < steps(g).index("combat_damage")
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert g.state.objects[bear].damage == 0
    assert "510.4" in g.log.rules()


def test_702_7b_first_striker_deals_combat_damage_only_once():
    g, bear = urged([])
    attack_and_block(g, [bear], [])
    to_end_of_combat(g)
    assert g.state.player(1).life == 17  # 3 damage, once


def test_702_7b_blocking_first_striker_kills_the_attacker_first():
    g = combat(["Test Bear"], ["Test Bear", "Montaña"], hands=([], ["Violent Urge"]))
    attacker = next(i for i in ids(g, "Test Bear") if g.state.objects[i].controller == 0)
    blocker = next(i for i in ids(g, "Test Bear") if g.state.objects[i].controller == 1)
    g.submit("pass")
    g.submit("pass")
    g.submit(f"attack:{attacker}")
    g.submit("pass")
    g.submit("pass")
    g.submit(f"block:{blocker}:{attacker}")
    g.submit("pass")  # P0 passes in the declare blockers step; P1 responds
    cast(g, "Violent Urge", f"target:{blocker}", player=1)
    to_end_of_combat(g)
    assert cards(g, "graveyard/0") == ["Test Bear"]
    assert g.state.objects[blocker].damage == 0


def test_510_4_no_first_strike_step_without_first_or_double_strike():
    g = combat(["Test Bear"], [])
    attack_and_block(g, [one(g, "Test Bear")], [])
    to_end_of_combat(g)
    assert "first_strike_damage" not in steps(g)


def test_702_4b_double_strike_deals_damage_in_both_steps():
    """Violent Urge with delirium: +1/+0, first strike and double strike."""
    g, bear = urged([], DELIRIUM)
    assert "double_strike" in g.characteristics(bear).keywords
    attack_and_block(g, [bear], [])
    to_end_of_combat(g)
    assert g.state.player(1).life == 14
    assert sum(1 for e in g.log if e.key == "damage") == 2


def test_702_4b_double_strike_against_a_blocker():
    g, bear = urged(["Test Wall"], DELIRIUM)
    wall = one(g, "Test Wall")
    attack_and_block(g, [bear], [(wall, bear)])
    to_end_of_combat(g)
    assert cards(g, "graveyard/1") == ["Test Wall"]  # 3 + 3 damage on a 0/4


def test_702_19b_trample_lethal_to_the_blocker_then_the_rest_to_the_player():
    """Fear of Exposure: 5/4 trample."""
    g = combat(["Fear of Exposure"], ["Test Bear"])
    t, bear = one(g, "Fear of Exposure"), one(g, "Test Bear")
    attack_and_block(g, [t], [(bear, t)])
    assert g.pending.kind == "damage"
    assert g.pending.ids() == [f"assign:{bear}:{n}" for n in range(2, 6)]
    g.submit(f"assign:{bear}:2")
    assert g.state.player(1).life == 17
    assert cards(g, "graveyard/1") == ["Test Bear"]


def test_702_19b_trample_may_assign_more_than_lethal_to_the_blocker():
    g = combat(["Fear of Exposure"], ["Test Bear"])
    t, bear = one(g, "Fear of Exposure"), one(g, "Test Bear")
    attack_and_block(g, [t], [(bear, t)])
    g.submit(f"assign:{bear}:5")
    assert g.state.player(1).life == 20


def test_702_19b_trample_counts_damage_already_marked():
    g = combat(["Fear of Exposure"], [{"name": "Test Giant", "damage": 3}])
    t, giant = one(g, "Fear of Exposure"), one(g, "Test Giant")
    attack_and_block(g, [t], [(giant, t)])
    assert g.pending.ids() == [f"assign:{giant}:{n}" for n in range(1, 6)]
    g.submit(f"assign:{giant}:1")
    assert g.state.player(1).life == 16


def test_702_19b_trample_nothing_to_the_player_unless_all_blockers_get_lethal():
    g = combat(["Fear of Exposure"], ["Test Bear", "Test Bear"])
    t = one(g, "Fear of Exposure")
    b1, b2 = ids(g, "Test Bear")
    attack_and_block(g, [t], [(b1, t), (b2, t)])
    g.submit(f"assign:{b1}:1")  # less than lethal to the first blocker
    assert g.pending.kind == "priority"  # the rest must go to the other blocker
    assert g.state.player(1).life == 20
    assert g.state.objects[b1].damage == 1
    assert cards(g, "graveyard/1") == ["Test Bear"]


def test_702_19b_trample_two_blockers_lethal_to_both_then_the_player():
    g = combat(["Fear of Exposure"], ["Test Bear", "Test Bear"])
    t = one(g, "Fear of Exposure")
    b1, b2 = ids(g, "Test Bear")
    attack_and_block(g, [t], [(b1, t), (b2, t)])
    g.submit(f"assign:{b1}:2")
    assert g.pending.ids() == [f"assign:{b2}:2", f"assign:{b2}:3"]
    g.submit(f"assign:{b2}:2")
    assert g.state.player(1).life == 19
    assert cards(g, "graveyard/1") == ["Test Bear", "Test Bear"]


def test_702_2c_702_19b_trample_with_deathtouch_one_damage_is_lethal():
    g = vigor(["Fear of Exposure"], ["Test Giant"], "Fear of Exposure")
    t, giant = one(g, "Fear of Exposure"), one(g, "Test Giant")
    attack_and_block(g, [t], [(giant, t)])
    assert g.pending.ids() == [f"assign:{giant}:{n}" for n in range(1, 6)]
    g.submit(f"assign:{giant}:1")
    assert g.state.player(1).life == 16
    assert cards(g, "graveyard/1") == ["Test Giant"]  # 704.5h
    assert "704.5h" in g.log.rules()


def test_702_2b_deathtouch_damage_destroys_the_creature():
    g = vigor(["Test Bear"], ["Test Giant"], "Test Bear")
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    attack_and_block(g, [bear], [(giant, bear)])
    assert cards(g, "graveyard/1") == ["Test Giant"]


def test_702_2b_blocking_deathtouch_creature_destroys_the_attacker():
    g = vigor(["Test Giant"], ["Test Bear"], "Test Bear", player=1)
    giant, bear = one(g, "Test Giant"), one(g, "Test Bear")
    attack_and_block(g, [giant], [(bear, giant)])
    assert cards(g, "graveyard/0") == ["Test Giant"]


def test_702_15b_lifelink_combat_damage_gains_that_much_life():
    g = combat(
        ["Test Bear", "Pantano", "Pantano"],
        ["Test Wall"],
        hands=(["Give In to Violence"], []),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Give In to Violence', 'hand/0')}")
    g.submit(f"target:{bear}")
    g.submit("pass")
    g.submit("pass")
    assert "lifelink" in g.characteristics(bear).keywords
    attack_and_block(g, [bear], [])
    assert g.state.player(1).life == 16
    assert g.state.player(0).life == 24
    assert "702.15b" in g.log.rules()


def test_702_15b_lifelink_damage_to_a_blocker_also_gains_life():
    g = combat(
        ["Test Bear", "Pantano", "Pantano"],
        ["Test Wall"],
        hands=(["Give In to Violence"], []),
    )
    bear, wall = one(g, "Test Bear"), one(g, "Test Wall")
    g.submit(f"cast:{one(g, 'Give In to Violence', 'hand/0')}")
    g.submit(f"target:{bear}")
    g.submit("pass")
    g.submit("pass")
    attack_and_block(g, [bear], [(wall, bear)])
    assert g.state.player(0).life == 24
    assert cards(g, "graveyard/1") == ["Test Wall"]


def test_702_12b_indestructible_survives_lethal_damage():
    g = vigor(["Test Bear"], ["Test Giant"], "Test Bear")
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    attack_and_block(g, [bear], [(giant, bear)])
    assert bear in g.state.zones["battlefield"]
    assert g.state.objects[bear].damage == 4
    assert cards(g, "graveyard/0") == ["Horrid Vigor"]


def test_702_12b_indestructible_is_not_destroyed_by_destroy_effects():
    g = build(
        hands=(["Horrid Vigor", "Asesinato"], []),
        battlefields=(["Pantano"] * 3 + ["Bosque", "Bosque"], ["Test Bear"]),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    cast(g, "Horrid Vigor", f"target:{bear}")
    cast(g, "Murder", f"target:{bear}")
    assert bear in g.state.zones["battlefield"]
    assert "702.12b" in g.log.rules()
    assert cards(g, "graveyard/0") == ["Horrid Vigor", "Murder"]
