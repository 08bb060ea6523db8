"""What damage does in Inferno (I-118.3: cards from the deck for a demon, damage counters
for an ally; I-121.1a, I-612.3e: counters lower toughness for good; I-705.5f: an ally at 0
toughness goes to the *Infierno*; I-705.5c: damage that finds the deck empty loses), the
demon's toughness (I-112.3a), and resources nobody may look at (I-120.2, I-305.2)."""

from __future__ import annotations

from inferno_support import demon_of, inferno_game

from grimorio import Game
from grimorio.core.rng import Rng
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.inferno.state import InfernoState
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.determinize import hidden_from
from grimorio.rules.events.game import Damage
from grimorio.rules.events.objects import ZoneChange


def _state(game: Game) -> InfernoState:
    state = game.state
    assert isinstance(state, InfernoState)
    return state


def _put_ally(game: Game, player: int) -> int:
    """An ally of ``player``'s hand put in play (as a spell resolving would)."""
    state = game.state
    hand = state.zones[zkey(Zone.HAND, player)]
    ally = next(o for o in hand if "aliado" in chars(game, state.objects[o]).types)
    game.emit(ZoneChange(ally, Zone.BATTLEFIELD, "I-301.2", "enter"))
    return state.zones[BATTLEFIELD_KEY][-1]


def _damage(game: Game, target: int, amount: int) -> None:
    other = demon_of(game, 0)
    game.emit(Damage(other, game.state.objects[other].card, 0, target, amount))


def test_a_demon_is_as_tough_as_its_deck_is_long() -> None:
    """I-112.3a, I-207.2: a demon's toughness is the number of cards in its controller's
    deck; I-112.4b: in its infernal form its power is 0."""
    game = inferno_game()
    for p in (0, 1):
        c = chars(game, game.state.objects[demon_of(game, p)])
        assert c.toughness == len(game.state.zones[zkey(Zone.LIBRARY, p)])
        assert c.power == 0


def test_damage_to_a_demon_puts_cards_from_the_deck_into_the_infierno() -> None:
    """I-118.3a: for each point of damage to a demon, its controller puts the top card of
    their deck into their *Infierno*; the demon's toughness follows (I-112.3a)."""
    game = inferno_game()
    library = game.state.zones[zkey(Zone.LIBRARY, 1)]
    top = list(reversed(library[-3:]))
    cards = [game.state.objects[o].card for o in top]
    before = len(library)
    _damage(game, demon_of(game, 1), 3)
    assert len(library) == before - 3
    grave = game.state.zones[zkey(Zone.GRAVEYARD, 1)]
    assert [game.state.objects[o].card for o in grave] == cards  # the top first
    assert chars(game, game.state.objects[demon_of(game, 1)]).toughness == before - 3
    assert [e.rule for e in game.state.log if e.key == "zone.damage_mill"] == ["I-118.3a"] * 3


def test_damage_to_a_player_is_damage_to_theirdemon_of() -> None:
    """I-102.4: the demon represents its player: damage to the player mills their deck."""
    game = inferno_game()
    before = len(game.state.zones[zkey(Zone.LIBRARY, 1)])
    _damage(game, -1 - 1, 2)
    assert len(game.state.zones[zkey(Zone.LIBRARY, 1)]) == before - 2
    assert game.state.player(1).life == 20  # no life is lost: Inferno has none


def test_damage_to_an_ally_is_damage_counters_that_stay() -> None:
    """I-118.3b, I-121.1a: one damage counter per point, each lowering toughness by 1; they
    stay through the cleanup step (I-513.2 ends effects, not counters); I-705.5f: at 0
    toughness the ally goes to its owner's *Infierno*."""
    game = inferno_game()
    ally = _put_ally(game, 0)
    printed = chars(game, game.state.objects[ally]).toughness
    assert printed is not None and printed >= 2
    _damage(game, ally, 1)
    obj = game.state.objects[ally]
    assert obj.counters == {"daño": 1} and obj.damage == 0
    assert chars(game, obj).toughness == printed - 1
    turn = game.state.turn
    while game.state.turn < turn + 2:  # through two cleanup steps
        game.submit("pass")
    assert game.state.objects[ally].counters == {"daño": 1}
    _damage(game, ally, printed - 1)
    game.submit("pass")  # state-based actions before the next priority
    assert ally not in game.state.objects
    assert any(e.rule == "I-705.5f" for e in game.state.log)
    card = next(game.state.objects[o].card for o in game.state.zones[zkey(Zone.GRAVEYARD, 0)])
    assert card.startswith("inferno:")


def test_damage_that_finds_the_deck_empty_loses_the_game() -> None:
    """I-104.3d, I-705.5c: a player who can't put cards into the *Infierno* for the damage
    to their demon loses at the next check."""
    game = inferno_game()
    library = game.state.zones[zkey(Zone.LIBRARY, 1)]
    _damage(game, demon_of(game, 1), len(library) + 2)
    assert not library
    assert _state(game).inferno_player(1).milled_from_empty
    game.submit("pass")
    assert game.over and game.result is not None and game.result.winner == 0
    assert any(e.rule == "I-705.5c" for e in game.state.log)


def _resource(game: Game) -> int:
    state = game.state
    return next(o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].face_down)


def test_nobody_may_look_at_a_resource_not_even_its_owner() -> None:
    """I-120.2, I-305.2: no player sees which card became a resource: the views of both
    players show a face-down resource with no name, and the log names no card."""
    game = inferno_game()
    res = _resource(game)
    owner = game.state.objects[res].controller
    name_es = game.state.objects[res].card.removeprefix("inferno:")
    for viewer in (owner, 1 - owner, None):
        seen = next(o for o in game.view(viewer)["battlefield"] if o["id"] == res)
        assert seen["face_down"] and "name" not in seen
        lines = game.view(viewer)["log"]
        assert any("agrega un recurso" in line for line in lines)
        assert not any(name_es in line for line in lines if "recurso" in line)


def test_a_determinized_world_deals_the_resources_anew_for_their_owner_too() -> None:
    """I-305.2: the search player's determinization hides a resource from its owner."""
    game = inferno_game()
    res = _resource(game)
    owner = game.state.objects[res].controller
    assert res in hidden_from(game, owner)
    assert res in hidden_from(game, 1 - owner)
    world = game.determinize(owner, Rng(4))
    assert world.state.objects[res].face_down


def test_the_view_shows_energy_and_decks_not_life() -> None:
    """I-106: a player of Inferno has energy and no life; their deck's size is public."""
    game = inferno_game()
    view = game.view(0)
    assert view["game"] == "inferno"
    for player in view["players"]:
        assert "life" not in player and player["energy"] == 0
        assert player["library"] == len(game.state.zones[zkey(Zone.LIBRARY, player["index"])])
