"""Inferno's environments (I-122): Thanatos, Acqua and Plaga, active while a card with
their keyword is in play (I-702.8a–b, I-702.19a–b) or until the end of the turn by an
effect (I-702.8c), deactivation winning (I-122.4–I-122.5); and the keywords that ask about
them: *sangre débil* (I-702.14), *inmerso* (I-702.18), *bendición de Ubanna* (I-702.11),
*acuático* (I-702.17); and the game number they make, *Profundidad* (I-703.1)."""

from __future__ import annotations

from inferno_support import RESOURCE, board

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.vocabulary.environments import environment_active


def _id(game: Game, card: str, zone: str = BATTLEFIELD_KEY) -> int:
    state = game.state
    return next(o for o in state.zones[zone] if state.objects[o].card == f"inferno:{card}")


def _cast_ids(game: Game) -> list[int]:
    assert game.pending is not None
    return [int(o.id.split(":")[1]) for o in game.pending.options if o.id.startswith("cast:")]


def _play(game: Game, card_id: int) -> None:
    game.submit(f"cast:{card_id}")
    while game.pending is not None and game.pending.kind != "priority":
        game.submit(game.pending.options[0])
    while game.state.zones["stack"]:
        game.submit("pass")


def test_a_card_with_thanatos_makes_thanatos_while_in_play() -> None:
    """I-702.8a–b: there is Thanatos while the card is in play, and not once it leaves."""
    game = board(battlefields=(["Cripta de Thanatos"], []))
    assert environment_active(game, "thanatos")
    assert not environment_active(game, "acqua") and not environment_active(game, "plaga")
    game.emit(ZoneChange(_id(game, "Cripta de Thanatos"), Zone.GRAVEYARD, "I-701.6", "destroy"))
    assert not environment_active(game, "thanatos")


def test_an_effect_makes_an_environment_until_the_end_of_the_turn() -> None:
    """I-702.8c: "hay acqua hasta el final del turno"; the next turn there is none."""
    game = board(hands=(["Marea creciente"], []), battlefields=([RESOURCE], []))
    _play(game, _id(game, "Marea creciente", "hand/0"))
    assert environment_active(game, "acqua")
    turn = game.state.turn
    while game.state.turn == turn:
        game.submit("pass")
    assert not environment_active(game, "acqua")


def test_deactivating_wins_over_activating() -> None:
    """I-122.4, I-122.5: with an effect saying there is Acqua and one deactivating it, there
    is none; a card with Acqua in play doesn't bring it back this turn."""
    game = board(
        hands=(["Sequía de prueba", "Marea creciente"], []),
        battlefields=([RESOURCE, RESOURCE, "Laguna de Acqua"], []),
    )
    assert environment_active(game, "acqua")
    _play(game, _id(game, "Sequía de prueba", "hand/0"))
    assert not environment_active(game, "acqua")
    _play(game, _id(game, "Marea creciente", "hand/0"))
    assert not environment_active(game, "acqua")


def test_weak_blood_is_played_only_with_thanatos() -> None:
    """I-702.14a: "sólo puedes jugar esta carta si hay Thanatos"."""
    game = board(hands=(["Vampiro de sangre débil"], []), battlefields=([RESOURCE] * 2, []))
    assert _cast_ids(game) == []
    game = board(
        hands=(["Vampiro de sangre débil"], []),
        battlefields=([RESOURCE, RESOURCE, "Cripta de Thanatos"], []),
    )
    assert _cast_ids(game) == [_id(game, "Vampiro de sangre débil", "hand/0")]


def test_the_blessing_of_ubanna_costs_two_less_with_thanatos() -> None:
    """I-702.11a: a 5-energy card with *bendición de Ubanna* is played with 3 resources
    while there is Thanatos, and not without it."""
    game = board(hands=(["Ghoul bendecido"], []), battlefields=([RESOURCE] * 3, []))
    assert _cast_ids(game) == []
    game = board(
        hands=(["Ghoul bendecido"], []),
        battlefields=([RESOURCE, RESOURCE, RESOURCE, "Cripta de Thanatos"], []),
    )
    ghoul = _id(game, "Ghoul bendecido", "hand/0")
    assert _cast_ids(game) == [ghoul]
    _play(game, ghoul)
    assert any(
        game.state.objects[o].card == "inferno:Ghoul bendecido"
        for o in game.state.zones[BATTLEFIELD_KEY]
    )


def test_aquatic_takes_a_damage_counter_at_restoration_without_acqua() -> None:
    """I-702.17a: at the beginning of its controller's restoration, if there is no Acqua,
    a damage counter is put on an aquatic ally; with Acqua, none."""
    for scenario, counters in (([], {"daño": 1}), (["Laguna de Acqua"], {})):
        game = board(battlefields=(["Sahuagin de las mareas", *scenario], []), active=1, step="fin")
        sahuagin = _id(game, "Sahuagin de las mareas")
        while not (game.state.active == 0 and game.state.step == "principal"):
            game.submit("pass")
        assert game.state.objects[sahuagin].counters == counters


def test_i_703_1_depth_is_the_number_of_cards_with_acqua_in_play() -> None:
    """I-703.1a–c: *Profundidad* is the number of cards with Acqua in play, any player's;
    with none there is no depth, and the *Leviatán de las profundidades* (power equal to
    the depth) has 0 power."""
    for acqua, depth in (
        (([], []), 0),
        ((["Laguna de Acqua"], []), 1),
        ((["Laguna de Acqua"], ["Tritón de la laguna"]), 2),
    ):
        game = board(battlefields=(["Leviatán de las profundidades", *acqua[0]], [*acqua[1]]))
        leviathan = game.state.objects[_id(game, "Leviatán de las profundidades")]
        assert chars(game, leviathan).power == depth, acqua
        assert chars(game, leviathan).toughness == 4


def test_i_703_1_depth_read_as_the_leviathan_itself_comes_into_play() -> None:
    """I-703.1, I-604.3 (its power a characteristic-defining ability, in every zone): the
    *Leviatán de las profundidades*, played and put into play, counts the depth as it
    enters — the card that was on the chain is gone by then and is not counted, though the
    board was last read while it was there."""
    game = board(
        hands=(["Leviatán de las profundidades"], []),
        battlefields=([RESOURCE] * 4 + ["Tritón de la laguna"], []),
    )
    game.submit(f"cast:{_id(game, 'Leviatán de las profundidades', 'hand/0')}")
    while game.pending is not None and game.pending.kind != "priority":
        game.submit(game.pending.options[0])
    while game.state.zones["stack"]:
        game.view(0)  # the board read with the card on the chain, as a player looks
        game.submit("pass")
    leviathan = game.state.objects[_id(game, "Leviatán de las profundidades")]
    assert chars(game, leviathan).power == 1
