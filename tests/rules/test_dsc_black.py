"""The black cards of the Duskmourn Commander decks (``grimorio.cards.dsc.black``), each
ability on a board built for it — of three players where "each opponent", "that player" or
turn order matter: Boa persistente (CR 603.2b, 608.2b, 702.79a), Fanático de la metamorfosis
(122.1b, 702.94a), Pena suspendida (608.2h, 702.62a), Promesa demoníaca (603.2c, 205.2a) and
Trile sádico (101.4), with the release notes' rulings."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, pay, resolve_top

BOA = "Boa persistente"
ZEALOT = "Fanático de la metamorfosis"
SENTENCE = "Pena suspendida"
PACT = "Promesa demoníaca"
SHELL_GAME = "Trile sádico"
THREE = ("Norte", "Este", "Sur")


def pass_all(g, n: int = 3) -> None:
    """Every player of an ``n``-player game passes in succession (CR 117.4)."""
    for _ in range(n):
        g.submit("pass")


def until(g, kind: str, limit: int = 60) -> None:
    for _ in range(limit):
        if g.pending.kind == kind:
            return
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    raise AssertionError(f"no {kind} decision")


# -- Boa persistente ---------------------------------------------------------------------------
def boa(mine=(BOA,), este=("Friendly Teddy",), sur=("Ragged Playmate",), hand=()):
    """Norte's end step in a game of three; Este's upkeep comes next."""
    return build(
        players=THREE,
        hands=(list(hand), [], []),
        battlefields=(list(mine), list(este), list(sur)),
        libraries=(["Bosque"] * 3,) * 3,
        step="end",
    )


def test_at_each_opponents_upkeep_they_lose_1_and_a_creature_of_theirs_gets_a_counter_603_2b():
    """CR 603.2b, 603.2: at Este's upkeep, Este ("él") loses 1 life and the target is one of
    Este's creatures — Sur's is no choice (800: "that player", not every opponent)."""
    g = boa()
    until(g, "target")
    assert (g.state.active, g.state.step) == (1, "upkeep")
    teddy, playmate = one(g, "Friendly Teddy"), one(g, "Ragged Playmate")
    assert g.pending.ids() == [f"target:{teddy}", "done"]
    g.submit(f"target:{teddy}")
    pass_all(g)
    assert [p.life for p in g.state.players] == [20, 19, 20]
    assert g.state.objects[teddy].counters == {"-1/-1": 1}
    assert g.state.objects[playmate].counters == {}


def test_not_at_its_controllers_own_upkeep_603_2b():
    g = build(
        battlefields=([BOA], ["Friendly Teddy"]),
        libraries=(["Bosque"] * 3, ["Bosque"] * 3),
        active=1,
        step="end",
    )
    for _ in range(12):
        assert g.pending.kind == "priority" and not g.state.zones["stack"]
        if g.state.active == 0 and g.state.step == "draw":
            break
        g.submit("pass")
    assert g.state.players[0].life == 20 and g.state.players[1].life == 20


def test_with_no_creature_to_target_the_player_still_loses_1_life_115_1():
    """ "Hasta una criatura objetivo": with none, the ability resolves anyway."""
    g = boa(este=())
    until(g, "priority")
    while not g.state.zones["stack"]:
        g.submit("pass")
    pass_all(g)
    assert [p.life for p in g.state.players] == [20, 19, 20]


def test_a_target_gone_illegal_means_no_life_is_lost_608_2b():
    """The release notes: if the target is illegal as the ability tries to resolve, it
    doesn't resolve and no player loses life — Norte kills Este's creature in response."""
    g = boa(
        hand=["Murder"], mine=(BOA, "Pantano", "Pantano", "Pantano"), este=("Cautious Survivor",)
    )
    until(g, "target")
    teddy = one(g, "Cautious Survivor")
    g.submit(f"target:{teddy}")
    g.submit("pass")  # Este, the active player, then Sur
    g.submit("pass")
    cast(g, "Murder", f"target:{teddy}")
    pass_all(g)  # Murder
    pass_all(g)  # the Boa's ability: its only target is gone
    assert [p.life for p in g.state.players] == [20, 20, 20]
    assert "608.2b" in g.log.rules()


def test_persist_returns_it_once_with_a_minus_counter_702_79a():
    """CR 702.79a: it dies with no -1/-1 counter, returns with one (4/2); dying with the
    counter, it stays in the graveyard."""
    g = build(
        hands=(["Murder", "Murder"], []),
        battlefields=([BOA, *["Pantano"] * 6], []),
    )
    cast(g, "Murder", f"target:{one(g, BOA)}")
    resolve_top(g)
    resolve_top(g)  # persist
    back = one(g, BOA)
    assert g.state.objects[back].counters == {"-1/-1": 1}
    assert (chars(g, g.state.objects[back]).power, chars(g, g.state.objects[back]).toughness) == (
        4,
        2,
    )
    cast(g, "Murder", f"target:{back}")
    resolve_top(g)
    assert BOA in cards(g, "graveyard/0") and not g.state.zones["stack"]


# -- Fanático de la metamorfosis ---------------------------------------------------------------
def test_it_returns_a_creature_card_with_a_lifelink_counter_122_1b():
    """CR 122.1b: the creature returned has a lifelink counter, so it has lifelink; the
    Fanático has lifelink itself (702.15)."""
    g = build(
        hands=([ZEALOT], []),
        battlefields=(["Pantano"] * 6, []),
        graveyards=(["Cautious Survivor"], ["Friendly Teddy"]),
    )
    cast(g, ZEALOT)
    resolve_top(g)
    survivor = one(g, "Cautious Survivor", "graveyard/0")
    assert g.pending.ids() == [f"target:{survivor}", "done"]  # only Norte's graveyard
    g.submit(f"target:{survivor}")
    resolve_top(g)
    back = g.state.objects[one(g, "Cautious Survivor")]
    assert back.counters == {"lifelink": 1} and "lifelink" in chars(g, back).keywords
    assert "lifelink" in chars(g, g.state.objects[one(g, ZEALOT)]).keywords


def test_up_to_one_target_with_none_it_does_nothing_115_1():
    """ "Hasta una carta de criatura objetivo": with an empty graveyard the ability targets
    nothing and returns nothing."""
    g = build(hands=([ZEALOT], []), battlefields=(["Pantano"] * 6, []))
    cast(g, ZEALOT)
    resolve_top(g)
    assert len(g.state.zones["stack"]) == 1
    resolve_top(g)
    assert not g.state.zones["stack"] and cards(g, "graveyard/0") == []
    assert [g.state.objects[o].card for o in g.state.zones["battlefield"]].count(ZEALOT) == 1


def test_miracle_for_1b_in_the_opponents_turn_702_94a():
    """CR 702.94a and the release notes: the first card drawn in any turn; cast for {1}{B}
    while the trigger resolves, a creature in Sur's turn."""
    g = build(
        libraries=([ZEALOT], []),
        battlefields=(["Pantano", "Pantano", "Test Shrine"], []),
        graveyards=(["Cautious Survivor"], []),
        active=1,
        priority=0,
    )
    g.submit(f"activate:{one(g, 'Test Shrine')}:0")
    resolve_top(g)
    until(g, "may")
    g.submit("yes")
    until(g, "may")
    g.submit("yes")
    pay(g)
    resolve_top(g)
    zealot = g.state.objects[one(g, ZEALOT)]
    assert zealot.cast_as == "miracle" and all(g.state.objects[p].tapped for p in ids(g, "Swamp"))


# -- Pena suspendida ---------------------------------------------------------------------------
def sentence(este=("Friendly Teddy",), sur=("Ragged Playmate",)):
    return build(
        players=THREE,
        hands=([SENTENCE], [], []),
        battlefields=(["Pantano"] * 4, list(este), list(sur)),
    )


def test_destroys_and_that_player_loses_3_then_it_is_suspended_702_62b():
    """CR 608.2h: "ese jugador" is the controller of the creature destroyed (Este), not every
    opponent; the spell is exiled with three time counters: suspended (702.62b)."""
    g = sentence()
    teddy = one(g, "Friendly Teddy")
    cast(g, SENTENCE, f"target:{teddy}")
    pass_all(g)
    assert "Friendly Teddy" in cards(g, "graveyard/1")
    assert [p.life for p in g.state.players] == [20, 17, 20]
    exiled = g.state.objects[one(g, SENTENCE, "exile")]
    assert exiled.counters == {"time": 3}


def test_an_indestructible_creature_survives_but_its_controller_loses_3_608_2c():
    """CR 702.12b: Patasescurridizas alegre isn't destroyed; Este loses 3 life anyway."""
    g = sentence(este=("Patasescurridizas alegre",))
    cast(g, SENTENCE, f"target:{one(g, 'Patasescurridizas alegre')}")
    assert g.pending.kind == "priority"
    while g.state.zones["stack"]:
        g.submit("pass")
    assert one(g, "Patasescurridizas alegre") and g.state.players[1].life == 17


def test_suspend_3_for_1b_702_62a():
    """CR 702.62a: a special action from the hand, {1}{B}: exiled with three time counters."""
    g = sentence()
    g.submit(f"suspend:{one(g, SENTENCE, 'hand/0')}")
    pay(g)
    assert g.state.objects[one(g, SENTENCE, "exile")].counters == {"time": 3}
    assert sum(g.state.objects[p].tapped for p in ids(g, "Swamp")) == 2


# -- Promesa demoníaca -------------------------------------------------------------------------
def test_demons_attacking_draw_and_lose_once_for_each_player_attacked_603_2c():
    """The release notes: once for each player attacked with one or more Demons — two
    Demons at Este and one at Sur: two cards, two life."""
    g = build(
        players=THREE,
        battlefields=([PACT, "Demon", "Demon", "Demon", "Friendly Teddy"], [], []),
        libraries=(["Bosque"] * 5, [], []),
    )
    demons = ids(g, "Demon")
    until(g, "attackers")
    for d, who in zip(demons, (-2, -2, -3), strict=True):
        g.submit(f"attack:{d}:{who}")
    g.submit("done")
    assert len(g.state.zones["stack"]) == 2
    pass_all(g)
    pass_all(g)
    assert len(cards(g, "hand/0")) == 2 and g.state.players[0].life == 18


def test_no_demon_attacking_no_trigger_508_3a():
    g = build(
        battlefields=([PACT, "Friendly Teddy"], []),
        libraries=(["Bosque"] * 5, []),
    )
    attack(g, one(g, "Friendly Teddy"))
    assert not g.state.zones["stack"]


def end_step(library):
    g = build(
        battlefields=([PACT], []),
        libraries=(list(library), []),
        step="main2",
    )
    g.submit("pass")
    g.submit("pass")  # to the end step: the ability triggers
    resolve_top(g)
    return g


def test_a_5_5_flying_demon_then_two_cards_of_different_types_milled_it_stays_111_4():
    """CR 111.4: a 5/5 black Demon with flying; Cautious Survivor (creature) and Grasping
    Longneck (enchantment creature) share not all their card types (205.2a): it stays."""
    g = end_step(["Cautious Survivor", "Grasping Longneck", "Bosque"])
    demon = g.state.objects[one(g, "Demon")]
    c = chars(g, demon)
    assert (c.power, c.toughness, c.colors, "flying" in c.keywords) == (5, 5, ("B",), True)
    assert sorted(cards(g, "graveyard/0")) == ["Cautious Survivor", "Grasping Longneck"]
    assert one(g, PACT)


def test_two_milled_cards_with_the_same_card_types_sacrifice_it_205_2a():
    """The release notes: the exact same card types, supertypes aside — Marvin (a legendary
    artifact creature) and Friendly Teddy (an artifact creature) share them."""
    g = end_step(["Marvin, Murderous Mimic", "Friendly Teddy", "Bosque"])
    assert PACT in cards(g, "graveyard/0") and one(g, "Demon")


def test_two_lands_milled_sacrifice_it_205_2a():
    g = end_step(["Bosque", "Isla"])
    assert PACT in cards(g, "graveyard/0")


# -- Trile sádico ------------------------------------------------------------------------------
def test_each_player_from_the_next_opponent_chooses_a_creature_you_dont_control_101_4():
    """Este, then Sur, then Norte choose, each among the creatures Norte doesn't control;
    each choice is public as it is made (the release notes); the chosen are destroyed."""
    g = build(
        players=THREE,
        hands=([SHELL_GAME], [], []),
        battlefields=(
            ["Ripchain Razorkin", *["Pantano"] * 5],
            ["Friendly Teddy"],
            ["Ragged Playmate", "Cautious Survivor"],
        ),
    )
    cast(g, SHELL_GAME)
    pass_all(g)
    teddy, playmate, survivor = (
        one(g, "Friendly Teddy"),
        one(g, "Ragged Playmate"),
        one(g, "Cautious Survivor"),
    )
    expected = sorted([f"choose:{teddy}", f"choose:{playmate}", f"choose:{survivor}"])
    assert g.pending.player == 1 and sorted(g.pending.ids()) == expected
    g.submit(f"choose:{playmate}")
    for viewer in (0, 2, None):  # the choice is public
        last = g.log.render("es", viewer=viewer).splitlines()[-1]
        assert last.startswith("Este elige la Amiguita harapienta (608.2d")
    assert g.pending.player == 2
    g.submit(f"choose:{teddy}")
    assert g.pending.player == 0 and sorted(g.pending.ids()) == expected
    g.submit(f"choose:{playmate}")  # the same creature again
    assert sorted(cards(g, "graveyard/1")) == ["Friendly Teddy"]
    assert cards(g, "graveyard/2") == ["Ragged Playmate"]
    assert one(g, "Cautious Survivor") and one(g, "Ripchain Razorkin")


def test_in_a_two_player_game_the_opponent_chooses_first_101_4():
    g = build(
        hands=([SHELL_GAME], []),
        battlefields=(["Pantano"] * 5, ["Friendly Teddy", "Ragged Playmate"]),
    )
    cast(g, SHELL_GAME)
    resolve_top(g)
    assert g.pending.player == 1
    g.submit(f"choose:{one(g, 'Friendly Teddy')}")
    assert g.pending.player == 0
    g.submit(f"choose:{one(g, 'Ragged Playmate')}")
    assert sorted(cards(g, "graveyard/1")) == ["Friendly Teddy", "Ragged Playmate"]
