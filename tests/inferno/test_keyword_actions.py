"""Inferno's keyword actions (I-701) with the demonstration set's rituals
(``cards/inferno/demo_actions.py``): searching, showing and shuffling (I-701.4, I-701.13,
I-701.12), cancelling (I-701.5), discarding (I-701.7), untapping and tapping (I-701.8),
exiling (I-701.9), exchanging control (I-701.10a–b) and ordering (I-701.14a)."""

from __future__ import annotations

import json

from inferno_support import DECK, RESOURCE, board, card_id, play, resolve

from grimorio import Game
from grimorio.dsl.zones import EXILE_KEY, Zone, zkey
from grimorio.rules.events.objects import ZoneChange


def _play(game: Game, card: str, *answers: str) -> None:
    play(game, card_id(game, card), *answers)


def _cards(game: Game, zone: str) -> list[str]:
    return [game.state.objects[o].card.removeprefix("inferno:") for o in game.state.zones[zone]]


def test_i_701_4_search_show_and_shuffle() -> None:
    """I-701.4a, I-701.13a, I-701.12a: *Llamado a las armas* searches the deck for a weapon,
    shows it (the log names it for everyone) and shuffles the deck."""
    game = board(
        hands=(["Llamado a las armas"], []),
        battlefields=([RESOURCE, RESOURCE], []),
        libraries=(["Humano errante"] * 4 + ["Hacha de guerra"] + ["Humano errante"] * 3, DECK),
    )
    _play(game, "Llamado a las armas")
    resolve(game, f"search:{card_id(game, 'Hacha de guerra')}")
    assert "Hacha de guerra" in _cards(game, zkey(Zone.HAND, 0))
    assert "Hacha de guerra" not in _cards(game, zkey(Zone.LIBRARY, 0))
    seen = json.dumps(game.view(1), ensure_ascii=False)
    assert "Hacha de guerra" in seen  # shown (I-701.4d: only because it says so)


def test_i_701_5_cancel_a_card_on_the_chain() -> None:
    """I-701.5a: *Negación* removes *Ignición* from the chain: it doesn't resolve, goes to its
    owner's *Infierno*, and its target is unharmed."""
    game = board(
        hands=(["Ignición"], ["Negación"]),
        battlefields=([RESOURCE, RESOURCE], [RESOURCE, RESOURCE, "Ilusión persistente"]),
    )
    illusion = card_id(game, "Ilusión persistente")
    _play(game, "Ignición", f"target:{illusion}")
    game.submit("pass")  # the opponent gets priority (I-116)
    assert game.pending is not None and game.pending.player == 1
    ignition = game.state.zones["stack"][0]
    _play(game, "Negación", f"target:{ignition}")
    resolve(game)
    assert _cards(game, zkey(Zone.GRAVEYARD, 0)) == ["Ignición"]
    assert game.state.objects[illusion].counters == {}


def test_i_701_7_each_opponent_discards() -> None:
    """I-701.7a–b: *Susurro cruel*: the opponent chooses a card of their hand and puts it
    into their *Infierno*."""
    game = board(
        hands=(["Susurro cruel"], ["Humano errante", "Kirch de las trincheras"]),
        battlefields=([RESOURCE, RESOURCE], []),
    )
    _play(game, "Susurro cruel")
    resolve(game, f"discard:{card_id(game, 'Kirch de las trincheras', 1)}")
    assert _cards(game, zkey(Zone.HAND, 1)) == ["Humano errante"]
    assert _cards(game, zkey(Zone.GRAVEYARD, 1)) == ["Kirch de las trincheras"]


def test_i_701_8_untap_and_tap() -> None:
    """I-701.8a–b: *Segundo aliento* untaps a tapped ally; *Red de sombras* taps an untapped
    one."""
    game = board(
        hands=(["Segundo aliento", "Red de sombras"], []),
        battlefields=(
            [RESOURCE, RESOURCE, {"name": "Kirch de las trincheras", "tapped": True}],
            ["Ilusión persistente"],
        ),
    )
    kirch, illusion = card_id(game, "Kirch de las trincheras"), card_id(game, "Ilusión persistente")
    _play(game, "Segundo aliento", f"target:{kirch}")
    resolve(game)
    _play(game, "Red de sombras", f"target:{illusion}")
    resolve(game)
    assert not game.state.objects[kirch].tapped
    assert game.state.objects[illusion].tapped


def test_i_701_9_exile() -> None:
    """I-701.9: *Destierro* puts the ally into exile, not into an *Infierno*."""
    game = board(
        hands=(["Destierro"], []),
        battlefields=([RESOURCE] * 3, ["Ilusión persistente"]),
    )
    _play(game, "Destierro", f"target:{card_id(game, 'Ilusión persistente')}")
    resolve(game)
    assert _cards(game, EXILE_KEY) == ["Ilusión persistente"]
    assert not game.state.zones[zkey(Zone.GRAVEYARD, 1)]


def test_i_701_10b_exchange_control_of_two_allies() -> None:
    """I-701.10b: *Trueque de lealtades*: each player gains control of the other's ally, at
    once."""
    game = board(
        hands=(["Trueque de lealtades"], []),
        battlefields=([RESOURCE] * 4 + ["Marioneta risueña"], ["Ilusión persistente"]),
    )
    puppet, illusion = card_id(game, "Marioneta risueña"), card_id(game, "Ilusión persistente")
    _play(game, "Trueque de lealtades", f"target:{puppet}", f"target:{illusion}")
    resolve(game)
    objects = game.state.objects
    assert (objects[puppet].controller, objects[illusion].controller) == (1, 0)


def test_i_701_10a_no_exchange_if_it_can_t_be_whole() -> None:
    """I-701.10a: if, as the ritual resolves, the exchange can't be made whole (one of the
    two has left play), no exchange happens."""
    game = board(
        hands=(["Trueque de lealtades"], []),
        battlefields=([RESOURCE] * 4 + ["Marioneta risueña"], ["Ilusión persistente"]),
    )
    puppet, illusion = card_id(game, "Marioneta risueña"), card_id(game, "Ilusión persistente")
    _play(game, "Trueque de lealtades", f"target:{puppet}", f"target:{illusion}")
    game.emit(ZoneChange(illusion, Zone.GRAVEYARD, "I-701.6a", "destroy"))  # as an effect would
    resolve(game)
    assert game.state.objects[puppet].controller == 0
    assert "701.12a" in [e.rule for e in game.state.log]


def test_i_701_14a_look_at_the_top_three_and_order_them() -> None:
    """I-701.14a: *Visión del abismo*: its player looks at the top three cards of their deck
    and puts them back in the order they choose; the rest of the deck is untouched."""
    game = board(
        hands=(["Visión del abismo"], []),
        battlefields=([RESOURCE], []),
        libraries=(
            ["Humano errante", "Marioneta risueña", "Kirch de las trincheras", "Bestia del Caos"],
            DECK,
        ),
    )
    library = game.state.zones[zkey(Zone.LIBRARY, 0)]
    top = list(reversed(library[-3:]))  # top first
    bottom = game.state.objects[library[0]].card
    _play(game, "Visión del abismo")
    wanted = [top[2], top[0], top[1]]  # the new order, top first
    names = [game.state.objects[r].card for r in wanted]
    resolve(game, *(f"top:{r}" for r in wanted))
    assert [game.state.objects[r].card for r in reversed(library[-3:])] == names
    assert "401.4" in [e.rule for e in game.state.log]  # I-701.14a
    assert game.state.objects[library[0]].card == bottom  # the rest untouched
