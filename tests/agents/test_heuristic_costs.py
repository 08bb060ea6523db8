"""Blunders seen in issue 18, which the heuristic agent must not make: an activated ability
is used only when what it gains exceeds what its cost gives up. Each board uses real
Duskmourn cards, and a contrasting board shows the agent does act when acting is right."""

from __future__ import annotations

from tests.support import attack, one

from grimorio.agents.combat_model import Fighter
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.dsl.keyword_names import Keyword
from grimorio.game import Game
from grimorio.scenario.board import build

LIBRARIES = (["Montaña"] * 5, ["Bosque"] * 5)  # nobody loses by drawing from an empty library


def _decide(game: Game, player: int = 0) -> str:
    while game.pending.player != player:  # the other player passes until ours is asked
        game.submit("pass")
    return HeuristicAgent(3).decide(game, game.pending).id


def _bear_trap(target: str, step: str, active: int) -> Game:
    return build(
        battlefields=(["Trampa para osos", *["Montaña"] * 3], [target, "Bosque"]),
        libraries=LIBRARIES,
        step=step,
        active=active,
    )


def test_cr602_bear_trap_is_not_spent_on_a_one_one_token() -> None:
    """CR 602.2, 701.21: Bear Trap ({3}, {T}, sacrifice: 3 damage to target creature) is
    used once; a 1/1 Gremlin token is not worth the trap and three mana — in the agent's own
    main phase or at the opponent's end step (it has flash-like timing: an ability may be
    activated whenever its controller has priority, CR 602.2)."""
    for step, active in (("main1", 0), ("end", 1)):
        game = _bear_trap("Gremlin", step, active)
        assert _decide(game) == "pass", step


def test_cr602_bear_trap_kills_a_real_threat() -> None:
    """The contrast: against Payaso brutal (a 2/3 that gets +2/+0 whenever a small creature
    enters under its controller), the trap is worth using."""
    game = _bear_trap("Payaso brutal", "end", 1)
    trap = one(game, "Bear Trap")
    assert _decide(game) == f"activate:{trap}:0"


def _playmate(step: str) -> Game:
    """Sur's turn; Norte has Amiguita harapienta ({1}, {T}: target creature with power 2 or
    less can't be blocked this turn) and a Mountain; Sur has a 2/2 that may attack."""
    return build(
        battlefields=(["Amiguita harapienta", "Montaña", "Montaña"], ["Excavacarnes", "Bosque"]),
        libraries=LIBRARIES,
        step=step,
        active=1,
    )


def test_cr509_1a_no_evasion_on_the_opponents_turn_tapping_a_blocker() -> None:
    """CR 611.2a, 514.2: "can't be blocked this turn" on the opponent's turn does nothing
    (the agent's creatures don't attack then), and the {T} cost leaves the Playmate unable to
    block (CR 509.1a). In every step before blocks, the agent keeps it untapped — even in the
    upkeep, where passing lets the opponent draw before the position is judged (CR 504.1)."""
    for step in ("upkeep", "draw", "main1", "begin_combat", "end"):
        assert _decide(_playmate(step)) == "pass", step


def test_cr509_1a_evasion_is_used_in_its_own_combat() -> None:
    """The contrast: in Norte's own combat, with Payaso brutal attacking into Sur's untapped
    4/4 (Superviviente cauta would block and kill it), the Playmate makes the Clown
    unblockable (CR 509.1b) before blockers are declared."""
    game = build(
        battlefields=(
            ["Amiguita harapienta", "Payaso brutal", "Montaña", "Montaña"],
            ["Superviviente cauta", "Bosque"],
        ),
        libraries=LIBRARIES,
    )
    clown = one(game, "Vicious Clown")
    attack(game, clown)
    agent = HeuristicAgent(3)
    playmate = one(game, "Ragged Playmate")
    choice = agent.decide(game, game.pending)
    assert choice.id == f"activate:{playmate}:0"
    game.submit(choice)
    while game.pending.kind == "target" or game.pending.kind == "mana":
        if game.pending.kind == "target":
            assert agent.decide(game, game.pending).id == f"target:{clown}"
        game.submit(agent.decide(game, game.pending))


def test_cr509_1b_the_combat_model_knows_cant_block() -> None:
    """CR 509.1b: a creature with "can't block" is no blocker in the combat model (it read
    the words "can't block" instead of the keyword the cards use)."""
    blocker = Fighter(1, 2, 2, frozenset({Keyword.CANT_BLOCK}), 3.0)
    able = Fighter(2, 2, 2, frozenset(), 3.0)
    attacker = Fighter(3, 2, 2, frozenset(), 3.0)
    assert not blocker.can_block(attacker)
    assert able.can_block(attacker)


def _untapped_after_casting_the_analyst(hand: list[str]) -> list[str]:
    """The lands left untapped once the heuristic agent, with two Islands and two Swamps and
    ``hand``, has paid for Examinador de lo paranormal ({1}{U})."""
    game = build(
        hands=(hand, []),
        battlefields=(["Isla", "Isla", "Pantano", "Pantano"], []),
        libraries=LIBRARIES,
    )
    agent = HeuristicAgent(4)
    game.submit(f"cast:{one(game, 'Paranormal Analyst', 'hand/0')}")
    while game.pending.kind == "mana":
        game.submit(agent.decide(game, game.pending))
    state = game.state
    return sorted(
        state.objects[o].card for o in state.zones["battlefield"] if not state.objects[o].tapped
    )


def test_cr601_2g_pays_so_that_the_flash_card_held_stays_castable() -> None:
    """CR 601.2g–h, 702.8a: casting Examinador de lo paranormal ({1}{U}) with two Islands
    and two Swamps while holding Ahogadora de Pozos Desbordados ({1}{U}, flash) and three
    black cards, the agent pays the generic mana with a Swamp — not with the second Island
    the black cards don't need — so the flash creature can still be cast in the opponent's
    turn (an Island and a Swamp stay untapped)."""
    hand = ["Examinador de lo paranormal", "Ahogadora de Pozos Desbordados"]
    hand += ["Última venganza", "Seguidora de Valgavoth", "Miedo a perder dientes"]
    untapped = _untapped_after_casting_the_analyst(hand)
    assert untapped == ["Island", "Swamp"]


def test_cr601_2g_without_an_instant_held_the_colours_of_the_hand_decide() -> None:
    """The contrast: with no instant or flash card in hand, the same payment keeps the
    Swamps for the three black cards and taps both Islands."""
    hand = ["Examinador de lo paranormal", "Última venganza", "Seguidora de Valgavoth"]
    hand += ["Miedo a perder dientes"]
    untapped = _untapped_after_casting_the_analyst(hand)
    assert untapped == ["Swamp", "Swamp"]
