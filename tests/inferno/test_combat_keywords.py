"""Who may be proposed in a combat (I-507.2a, I-507.3a–c): *agresor* (I-702.2), *evasivo*
(I-702.3), *furia* (I-702.4) and restrictions on what an ally may attack — the examples of
I-507.3c (*Hija del valor* and *Carnada kirch*, row 12) and I-113.2a (row 5)."""

from __future__ import annotations

from inferno_support import demon_of

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.inferno.combat import valid_defenders
from grimorio.scenario.board import build

LIBRARY = ["Humano errante"] * 5


def _board(mine: list[object], theirs: list[object]) -> Game:
    return build(game="inferno", battlefields=(mine, theirs), libraries=(LIBRARY, LIBRARY))


def _id(game: Game, card: str) -> int:
    state = game.state
    return next(
        o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].card == f"inferno:{card}"
    )


def _defenders(game: Game, attacker: str) -> set[int]:
    return set(valid_defenders(game, _id(game, attacker)))


def test_row_12_i_507_3c_an_ally_that_cant_attack_allies_ignores_an_aggressor() -> None:
    """I-507.3c: *Hija del valor* can't attack allies, so *Carnada kirch* (with *agresor*)
    counts as not in play for it: it may attack the enemy demon."""
    game = _board(["Hija del valor"], ["Carnada kirch", "Marioneta risueña"])
    assert _defenders(game, "Hija del valor") == {demon_of(game, 1)}


def test_i_702_2a_an_aggressor_must_be_the_defender() -> None:
    """I-702.2a: demons and allies without *agresor* can't be proposed as defenders while
    one with it may."""
    game = _board(["Kirch de las trincheras"], ["Carnada kirch", "Marioneta risueña"])
    assert _defenders(game, "Kirch de las trincheras") == {_id(game, "Carnada kirch")}
    game.submit("combat")
    game.submit(f"attacker:{_id(game, 'Kirch de las trincheras')}")
    assert [o.id for o in game.pending.options] == [f"defender:{_id(game, 'Carnada kirch')}"]


def test_row_5_i_113_2a_an_ally_that_cant_attack_demons() -> None:
    """I-113.2a: "[este aliado] no puede atacar a demonios" is an ability (a restriction):
    the demon can't be proposed against it; with nothing else to attack, no combat is."""
    game = _board(["Centinela pacífico de prueba"], [])
    assert _defenders(game, "Centinela pacífico de prueba") == set()
    assert "combat" not in [o.id for o in game.pending.options]
    game = _board(["Centinela pacífico de prueba"], ["Marioneta risueña"])
    assert _defenders(game, "Centinela pacífico de prueba") == {_id(game, "Marioneta risueña")}


def test_i_702_3a_an_evasive_ally_is_never_a_defender() -> None:
    """I-702.3a: *evasivo*: "this ally can't be proposed as a defender"; I-702.3b: with it,
    an aggressor's *agresor* doesn't matter."""
    game = _board(["Kirch de las trincheras"], ["Evasivo de prueba"])
    assert _defenders(game, "Kirch de las trincheras") == {demon_of(game, 1)}


def test_i_702_4b_fury_attacks_the_turn_it_comes() -> None:
    """I-702.4b: an ally with *furia* may be proposed as attacker though it came under its
    controller's control this turn (I-301.6); one without it may not."""
    game = _board([{"name": "Furioso de prueba", "sick": True}], [])
    assert "combat" in [o.id for o in game.pending.options]
    game = _board([{"name": "Humano errante", "sick": True}], [])
    assert "combat" not in [o.id for o in game.pending.options]
