"""Combats of more than two elements (I-508.5a, I-509.1a–c): a third element joins the
attack (the demonstration set's *Refuerzos*, ``docs/inferno.md`` decision 11), the active
player assigns first, and an element that fights several orders them, giving each at least
its toughness before the next — the two examples of I-509.1c (rows 14 and 15 of
``docs/inferno-examples.md``)."""

from __future__ import annotations

from inferno_support import DECK, RESOURCE, board, demon_of, in_play, play, resolve

from grimorio import Game
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.events.objects import ZoneChange


def _join(game: Game, first: int, second: int, defender: int) -> None:
    """Propose ``first`` against ``defender``, pass until it has attacked, then play
    *Refuerzos* so that ``second`` joins the attack, and resolve it."""
    state = game.state
    game.submit("combat")
    game.submit(f"attacker:{first}")
    game.submit(f"defender:{defender}")
    while not state.objects[first].tapped:
        game.submit("pass")
    play(game, state.zones["hand/0"][0], f"target:{second}")
    resolve(game)


def _two_attack(game: Game, first: int, second: int, defender: int) -> None:
    """:func:`_join`, then pass until damage is assigned."""
    _join(game, first, second, defender)
    while game.pending is not None and game.pending.kind == "priority":
        game.submit("pass")


def _kirch_and_human_against_a_barahai() -> tuple[Game, int, int, int]:
    """Row 14's board: a Kirch 3/2 and a Humano 2/2 of player 0's, *Refuerzos* in hand, and
    a Barahai 3/3 of player 1's."""
    game = board(
        hands=(["Refuerzos"], []),
        battlefields=(
            ["Kirch veterano de prueba", "Humano robusto de prueba", RESOURCE],
            ["Barahai centinela"],
        ),
    )
    kirch = in_play(game, "Kirch veterano de prueba")
    human = in_play(game, "Humano robusto de prueba")
    return game, kirch, human, in_play(game, "Barahai centinela")


def _counters(game: Game, oid: int) -> int:
    obj = game.state.objects.get(oid)
    return -1 if obj is None else obj.counters.get("daño", 0)


def test_row_14_i_509_1c_the_defender_orders_two_attackers() -> None:
    """I-509.1c (first example): a Kirch 3/2 and a Humano 2/2 attack a Barahai 3/3. Each
    attacker has one element to damage: all 5 go to the Barahai. Its controller must give
    the Kirch at least its toughness before naming the Humano: 2 to the Kirch, exactly
    enough, and the last point to the Humano."""
    game, kirch, human, barahai = _kirch_and_human_against_a_barahai()
    _two_attack(game, kirch, human, barahai)
    pending = game.pending
    assert pending is not None and pending.kind == "damage" and pending.player == 1
    offered = {o.id for o in pending.options}
    assert offered == {f"assign:{kirch}:{n}" for n in (2, 3)} | {
        f"assign:{human}:{n}" for n in (2, 3)
    }  # less than the toughness of the one named first is not offered (I-509.1c)
    game.submit(f"assign:{kirch}:2")
    assert game.pending is not None and game.pending.kind == "priority"  # the rest: the Humano
    assert barahai not in game.state.objects  # 5 damage counters on a 3/3 (I-705.5f)
    assert kirch not in game.state.objects  # 2: exactly its toughness
    assert _counters(game, human) == 1
    assert "I-509.1a" in [e.rule for e in game.state.log]


def test_row_15_i_509_1c_all_of_a_demons_damage_to_the_first_attacker() -> None:
    """I-509.1c (second example): a Barahai 3/2 and a Humano 1/1 attack a demon with power 3
    (terrestrial, I-112.4a). Its controller may assign all 3 to the Barahai — at least its
    toughness — leaving nothing for the Humano; the demon's deck takes 4 (I-118.3a). (The
    example's motive, a prevention ritual, has no moment to act: no one has priority
    between assignment and damage, I-509.2; ``docs/inferno-examples.md``.)"""
    game = board(
        hands=(["Refuerzos"], []),
        battlefields=(
            ["Barahai de prueba", "Humano menor de prueba", RESOURCE],
            [{"name": "Señora de los Susurros", "terrenal": True}],
        ),
    )
    state = game.state
    barahai, human = in_play(game, "Barahai de prueba"), in_play(game, "Humano menor de prueba")
    demon = demon_of(game, 1)
    _two_attack(game, barahai, human, demon)
    pending = game.pending
    assert pending is not None and pending.kind == "damage" and pending.player == 1
    offered = {o.id for o in pending.options}
    assert {f"assign:{barahai}:3", f"assign:{barahai}:2", f"assign:{human}:1"} <= offered
    assert f"assign:{barahai}:1" not in offered
    game.submit(f"assign:{barahai}:3")
    assert barahai not in state.objects
    assert _counters(game, human) == 0
    assert len(state.zones[zkey(Zone.LIBRARY, 1)]) == len(DECK) - 4


def test_i_508_5a_the_combat_goes_on_while_an_attacker_and_the_defender_remain() -> None:
    """I-508.5a: with two attackers, one leaving play doesn't cancel the combat: the other
    still deals its damage, and the defender's all goes to it, with no choice to make."""
    game, kirch, human, barahai = _kirch_and_human_against_a_barahai()
    state = game.state
    _join(game, kirch, human, barahai)
    game.emit(ZoneChange(kirch, Zone.GRAVEYARD, "I-701.6a", "destroy"))  # as an effect would
    while state.combat is not None:
        game.submit("pass")
    assert _counters(game, barahai) == 2  # the Humano's
    assert human not in state.objects  # the Barahai's 3, all to the one left (I-705.5f)
    assert "I-508.5" not in [e.rule for e in state.log]
