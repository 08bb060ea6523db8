"""The blunders users of other engines complain about, which the heuristic agent must not
make (issue 7): each scenario is a real board, and a contrasting board shows the agent
does act when acting is right, so a test can't pass by the agent doing nothing."""

from __future__ import annotations

from tests.support import attack, cards, one, to_attackers

from grimorio.agents.heuristic import HeuristicAgent
from grimorio.game import Game
from grimorio.scenario.board import build

DEATHTOUCH_1_1 = {"name": "Flesh Burrower", "counters": {"-1/-1": 1}}


def _decide(game: Game) -> str:
    decision = game.pending
    assert decision is not None
    return HeuristicAgent(3).decide(game, decision).id


def _attack_board(blocker_tapped: bool) -> Game:
    blocker = dict(DEATHTOUCH_1_1, tapped=blocker_tapped)
    game = build(battlefields=(["Test Bear", "Llanura"], [blocker, "Bosque"]), step="main1")
    to_attackers(game)
    return game


def test_cr702_2_no_attack_into_an_untapped_deathtouch_blocker() -> None:
    """CR 702.2b: a 2/2 attacking into an untapped 1/1 with deathtouch only trades down —
    the blocker kills it, and the opponent loses a 1/1 at best. The agent stays home."""
    game = _attack_board(blocker_tapped=False)
    assert game.characteristics(one(game, "Flesh Burrower")).power == 1
    assert _decide(game) == "done"


def test_cr508_1_attacks_when_the_deathtouch_creature_is_tapped() -> None:
    """The contrast: with the deathtouch creature tapped (CR 509.1a: it can't block), the
    2/2 attacks."""
    game = _attack_board(blocker_tapped=True)
    assert _decide(game) == f"attack:{one(game, 'Test Bear')}"


def _blocking_board(life: int) -> Game:
    game = build(
        battlefields=(["Test Giant"], ["Test Hunter"]),  # a 4/4 against a 1/1
        life=(20, life),
    )
    attack(game, one(game, "Test Giant"))
    while game.pending.kind != "blockers":
        game.submit("pass")
    return game


def test_cr509_chump_blocks_when_the_damage_would_be_lethal() -> None:
    """CR 704.5a: at 4 life, an unblocked 4/4 is lethal; the 1/1 blocks it."""
    game = _blocking_board(life=4)
    giant, soldier = one(game, "Test Giant"), one(game, "Test Hunter")
    assert _decide(game) == f"block:{soldier}:{giant}"


def test_cr509_no_chump_block_at_a_safe_life_total() -> None:
    """At 20 life the 1/1 isn't thrown away in front of the 4/4."""
    game = _blocking_board(life=20)
    assert _decide(game) == "done"


def test_removal_is_aimed_at_the_opponents_creature() -> None:
    """CR 115.1: Murder ("destroy target creature") may target either player's creature;
    the agent casts it and targets the opponent's, and the opponent's creature dies."""
    game = build(
        hands=(["Asesinato"], []),
        battlefields=(["Test Bear", "Pantano", "Pantano", "Pantano"], ["Test Giant"]),
    )
    agent = HeuristicAgent(1)
    bear, giant = one(game, "Test Bear"), one(game, "Test Giant")
    first = agent.decide(game, game.pending)
    assert first.id.startswith("cast:")
    game.submit(first)
    while game.pending.kind != "target":
        game.submit(agent.decide(game, game.pending))
    assert {f"target:{bear}", f"target:{giant}"} <= set(game.pending.ids())
    assert agent.decide(game, game.pending).id == f"target:{giant}"


def test_cr107_3_x_spell_cast_with_the_largest_useful_x() -> None:
    """CR 107.3, 601.2b: with five lands, Test Blast ({X}{R}: X damage to any target) is cast
    with X = 4, the most it can pay, which kills the opponent's 4/4."""
    game = build(
        hands=(["Test Blast"], []),
        battlefields=(["Montaña"] * 5, ["Test Giant"]),
    )
    agent = HeuristicAgent(2)
    giant = one(game, "Test Giant")
    while game.pending.kind != "x":
        option = agent.decide(game, game.pending)
        assert option.id != "pass", "the agent should cast Test Blast"
        game.submit(option)
    assert agent.decide(game, game.pending).id == "x:4"
    game.submit("x:4")
    while giant in game.state.objects:  # CR 400.7: it becomes a new object as it dies
        if game.pending.player == 0:
            game.submit(agent.decide(game, game.pending))
        else:
            game.submit("pass")
    assert cards(game, "graveyard/1") == ["Test Giant"]


def test_cr601_2g_pays_without_stranding_the_colour_the_hand_needs() -> None:
    """CR 601.2g–h: casting Test Bear ({1}{G}) with two Forests and an Island, the agent
    pays the generic mana with the Island, keeping a Forest for the green card still in
    its hand (Test Elf, {G})."""
    game = build(
        hands=(["Test Bear", "Test Elf"], []),
        battlefields=(["Bosque", "Bosque", "Isla"], []),
    )
    agent = HeuristicAgent(4)
    bear = one(game, "Test Bear", "hand/0")
    game.submit(f"cast:{bear}")
    while game.pending.kind == "mana":
        game.submit(agent.decide(game, game.pending))
    state = game.state
    tapped = sorted(
        state.objects[o].card for o in state.zones["battlefield"] if state.objects[o].tapped
    )
    assert tapped == ["Forest", "Island"]


def test_cr709_5_unlocks_a_door_when_that_is_good() -> None:
    """CR 709.5e, 116.2m: with Widow's Walk unlocked and three Swamps, unlocking Derelict
    Attic ("when you unlock this door, you draw two cards and you lose 2 life") is worth
    it at 20 life; the agent does it."""
    room = {"name": "Derelict Attic // Widow's Walk", "unlocked": ["Widow's Walk"]}
    game = build(
        battlefields=([room, "Pantano", "Pantano", "Pantano"], []),
        libraries=(["Pantano"] * 5, ["Pantano"] * 5),
    )
    choice = _decide(game)
    assert choice.startswith("unlock:"), choice


def test_cr708_turns_a_manifested_creature_face_up_when_that_is_good() -> None:
    """CR 701.40b, 116.2b: a face-down 2/2 that is really Test Giant (4/4, {3}{R}) is turned
    face up for its mana cost when the agent has four Mountains."""
    game = build(
        battlefields=([{"name": "Test Giant", "face_down": True}, *["Montaña"] * 4], []),
    )
    assert _decide(game) == f"turn_up:{one(game, 'Test Giant')}"
