"""An Inferno game from its start to its end: the demons and the opening hands (I-103),
the one mulligan (I-103.5), the turn's steps and where players get priority (I-500–I-513),
the resource added each turn (I-120, I-504) and losing by an empty deck (I-705.5a–b)."""

from __future__ import annotations

import pytest
from inferno_support import CAOS, LOCURA, inferno_game, play_random

from grimorio import Game
from grimorio.core.decisions import IllegalAction
from grimorio.deck import DeckError
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.inferno.state import InfernoState
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.testing.fuzz import fuzz_game


def _in_play(game: Game, player: int) -> list[int]:
    state = game.state
    return [o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].controller == player]


def test_each_demon_is_in_play_and_each_player_takes_five_cards() -> None:
    """I-103.1, I-112.2, I-112.4: each player's demon is on the table, untapped, theirs —
    before anything else (I-103.3: the scenario is offered first); I-103.4: then each takes
    five cards."""
    game = inferno_game(auto_pass=False)
    state = game.state
    assert isinstance(state, InfernoState)
    assert game.pending is not None and game.pending.kind == DecisionKind.OPENING  # I-103.3
    for p in (0, 1):
        demon = state.objects[state.inferno_player(p).demon]
        assert demon.zone == BATTLEFIELD_KEY and demon.owner == demon.controller == p
        assert not demon.tapped
        assert not state.zones[zkey(Zone.HAND, p)]
    game.submit("done")
    for p in (0, 1):
        assert len(state.zones[zkey(Zone.HAND, p)]) == 5
        assert len(state.zones[zkey(Zone.LIBRARY, p)]) == 40 - 5


def test_the_second_player_is_offered_a_scenario_first() -> None:
    """I-103.3: the starting player's opponent may search for a scenario — asked even with
    none in the deck, so that the question tells nothing."""
    game = inferno_game(auto_pass=False)
    decision = game.pending
    assert decision is not None
    assert decision.player != game.state.starting_player
    assert [o.id for o in decision.options] == ["done"]


def test_one_mulligan_and_no_more() -> None:
    """I-103.5: a player who takes a new hand takes five new cards, and is not asked again."""
    game = inferno_game(auto_pass=False)
    game.submit("done")  # no scenario
    first = game.state.starting_player
    asked = []
    while game.pending is not None and game.pending.kind == DecisionKind.MULLIGAN:
        asked.append(game.pending.player)
        game.submit("mulligan")
    assert asked == [first, 1 - first]  # each once, in turn order
    for p in (0, 1):
        assert game.state.player(p).mulligans == 1
        assert len(game.state.zones[zkey(Zone.HAND, p)]) == 5


def test_the_first_turn_has_every_step_and_draws() -> None:
    """I-500.1, I-501.1, I-511.1: three phases and their steps, none skipped; I-103.6: the
    starting player takes a card in their first turn's *Tomar* step (no draw is skipped)."""
    game = inferno_game(auto_pass=False)
    for answer in ("done", "keep", "keep"):
        game.submit(answer)
    first = game.state.starting_player
    assert game.state.step == "restauracion"
    game.submit("pass")
    game.submit("pass")  # both pass in Restauración: priority (I-502.3)
    steps = [e.key for e in game.state.log if e.key.startswith("step.")]
    first_steps = ["step.restauracion", "step.tomar", "step.agregar_recurso", "step.principal"]
    assert steps == first_steps
    assert len(game.state.zones[zkey(Zone.HAND, first)]) == 6
    while game.state.turn == 1:
        game.submit("pass")
    steps = [e.key for e in game.state.log if e.key.startswith("step.")]
    assert steps[3:7] == ["step.principal", "step.fin", "step.limpieza", "step.restauracion"]


def test_priority_only_where_the_rules_give_it() -> None:
    """I-500.3, I-503.2, I-504.2: no priority in *Tomar* or *Agregar un Recurso*; I-502.3,
    I-505.3, I-512.2: priority in *Restauración*, the main phase and *Fin*."""
    game = inferno_game(auto_pass=False)
    game.submit("done")
    game.submit("keep")
    game.submit("keep")
    seen = []
    while game.state.turn == 1:
        assert game.pending is not None and game.pending.kind == DecisionKind.PRIORITY
        seen.append(game.state.step)
        game.submit("pass")
    assert list(dict.fromkeys(seen)) == ["restauracion", "principal", "fin"]


def test_a_resource_each_turn_face_down() -> None:
    """I-120.1a, I-504.1: the active player's top card is put in play face down, a resource
    with "Girar: agrega una energía" (I-305.5)."""
    game = inferno_game()
    first = game.state.starting_player
    state = game.state
    demon = state.inferno_player(first).demon
    resources = [o for o in _in_play(game, first) if o != demon]
    assert len(resources) == 1
    obj = state.objects[resources[0]]
    assert obj.face_down
    c = chars(game, obj)
    assert c.types == ("recurso",) and c.name == "" and c.power is None
    assert len(c.abilities) == 1


def test_an_ally_is_played_with_the_energy_of_a_resource() -> None:
    """I-301.1, I-601.1g–h: an ally costing one energy is played in the main phase, paid by
    turning a resource (I-305.5), and put in play as it resolves (I-301.2)."""
    game = inferno_game()
    decision = game.pending
    assert decision is not None and game.state.step == "principal"
    cast = [o for o in decision.options if o.id.startswith("cast:")]
    assert cast  # this seed's opening hand has a one-energy ally
    oid = int(cast[0].id.split(":")[1])
    card = game.state.objects[oid].card
    game.submit(cast[0].id)
    for _ in range(20):
        mine = [
            game.state.objects[o].card
            for o in game.state.zones[BATTLEFIELD_KEY]
            if game.state.objects[o].controller == game.state.active
        ]
        if card in mine:
            break
        options = game.pending.options if game.pending else ()
        game.submit(next((o for o in options if o.id == "pass"), options[0]))
    assert card in mine
    assert any(e.key == "mana.add" for e in game.state.log)  # the resource's energy


def test_a_game_of_vanilla_decks_ends_when_a_deck_runs_out() -> None:
    """I-104.3b–d, I-705.5a–c: decks are all a player has — a card taken and a resource
    added each turn, and cards for damage to the demon — and the player whose deck runs out
    loses; the other wins (I-104.2a)."""
    game = play_random(inferno_game(seed=5), seed=5)
    result = game.result
    assert result is not None and result.rule == "I-104.2a"
    loser = 1 - result.winner
    assert game.state.player(loser).lost
    assert any(e.rule in ("I-705.5a", "I-705.5b", "I-705.5c") for e in game.state.log)
    assert not game.state.zones[zkey(Zone.LIBRARY, loser)]


def test_a_saved_inferno_game_is_read_back_and_replayed() -> None:
    """DESIGN principle 3: a saved Inferno game is replayed from its seed, decks and answers
    with Inferno's rules, and comes out the same."""
    game = play_random(inferno_game(seed=8, auto_pass=False), seed=8, answers=120)
    text = game.to_json()
    back = Game.from_json(text)
    assert back == game
    assert isinstance(back.state, InfernoState)
    assert back.to_json() == text
    replayed = Game.replay(
        game.state.seed, (CAOS, LOCURA), game.answers, auto_pass=False, game="inferno"
    )
    assert replayed == game


@pytest.mark.parametrize(
    ("decks", "kind", "error"),
    [
        ((CAOS, LOCURA), "gwent", IllegalAction),
        ((CAOS[1:], LOCURA), "inferno", DeckError),  # no demon (I-100.2)
        (([*CAOS, "Señora de los Susurros"], LOCURA), "inferno", DeckError),  # two demons
        (([*CAOS, "Llanura"], LOCURA), "inferno", DeckError),  # a Magic card
        ((["Llanura"] * 40, ["Bestia del Caos"] * 40), "magic", DeckError),  # an Inferno card
    ],
)
def test_bad_games_are_refused(decks: object, kind: str, error: type[Exception]) -> None:
    """A game of an unknown kind, an Inferno deck without exactly one demon or with a card
    of another game, is refused before anything is made."""
    with pytest.raises(error):
        Game.new(decks=decks, seed=1, game=kind)


def test_a_game_saved_before_its_first_turn_is_read_back() -> None:
    """A game waiting at its first question (I-103.3) is saved and read back: its step is
    Inferno's first (I-501.1), not Magic's."""
    game = inferno_game(auto_pass=False)
    assert Game.from_json(game.to_json()) == game


@pytest.mark.parametrize("seed", [0, 5, 17, 22])
def test_careless_and_random_players_end_their_inferno_games(seed: int) -> None:
    """The game fuzz (``tools/fuzz_games.py --game inferno``) on a few seeds: the game ends,
    the state keeps the invariants a loaded save must, nothing hidden — resources
    included, from their owner too (I-305.2) — is named in what a player reads, and the
    answers replay to the same game."""
    record = fuzz_game(seed, game_kind="inferno")
    assert record.ended and not record.problems, record


def test_the_log_speaks_inferno() -> None:
    """Spanish first, in Inferno's own words: a card is taken (*tomar*, I-119), played
    (*jugar*, I-601), paid with energy (I-106), and the shared procedures cite Inferno's
    rule numbers (I-601.1a), never Magic's words or numbers."""
    game = play_random(inferno_game(seed=3), 3, answers=40)
    for lang, words in (("es", ("roba", "lanza", "maná", "biblioteca")), ("en", ("draws",))):
        lines = game.log.lines(lang)
        assert not [line for line in lines if any(w in line for w in words)]
        assert not [line for line in lines if "(601.2" in line or "(608." in line]
    es = game.log.lines("es")
    assert any("toma una carta (I-503.1" in line for line in es)
    assert any(" juega " in line and "(I-601.1a" in line for line in es)
    assert any("de energía" in line for line in es)
    assert game.view(0)["log"][-1] == es[-1]
