"""The research environments in games of more than two (CR 800.1): the observation's layout
of six seats (padding and a mask of seats taken, opponents from the player's left, CR
101.4), what it never shows (another player's hand, 402.3; a library, 401.2), whom an
attacker attacks (802.3) and who has left (800.4a); the action encoding's player
coordinates by seat; the single-agent environment against three built-in opponents, played
to the end with random legal actions, and Gymnasium's checker on it."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from grimorio.core.decisions import IllegalAction
from grimorio.core.rng import Rng
from grimorio.dsl.zones import Zone, kind_of
from grimorio.env import actions, observation
from grimorio.env.single import SingleAgentEnv
from grimorio.game import Game
from grimorio.scenario.board import build

FOUR = ("Norte", "Sur", "Este", "Oeste")
LIB = ["Llanura"] * 5


def globals_of(vector: np.ndarray, seats: int = 6) -> dict[str, float]:
    fields = observation.layout(seats).global_fields
    return dict(zip(fields, vector[: len(fields)].tolist(), strict=True))


def card_rows(vector: np.ndarray, seats: int = 6) -> np.ndarray:
    lay = observation.layout(seats)
    return vector[len(lay.global_fields) :].reshape(lay.card_slots, len(lay.card_fields))


def four(**kw: Any) -> Game:
    kw.setdefault("libraries", (LIB,) * 4)
    return build(players=FOUR, **kw)


# -- the layout of more seats -------------------------------------------------------------------


def test_the_two_seat_layout_is_version_one_and_unchanged() -> None:
    """A game of two keeps the layout and encoding of version 1 (docs/research.md)."""
    two = observation.layout(2)
    assert (two.version, two.size, two.zones) == (1, observation.SIZE, observation.ZONES)
    assert two.global_fields == observation.GLOBAL_FIELDS
    assert actions.encoding(2).size == actions.SIZE
    assert observation.seats_for(four(), None) == observation.MAX_SEATS == 6
    six = observation.layout(6)
    assert six.version == 2 and six.size > two.size
    assert observation.schema_hash(6) != observation.schema_hash(2)
    assert len(set(six.global_fields)) == len(six.global_fields)
    with pytest.raises(IllegalAction) as refused:
        observation.layout(7)
    assert "from 2 to 6 seats, not 7" in refused.value.message("en")
    with pytest.raises(IllegalAction) as refused:
        observation.observe(four(), 0, seats=3)
    assert "doesn't fit in 3 seats" in refused.value.message("en")


def test_opponents_come_from_the_player_s_left_and_empty_seats_are_zeros() -> None:
    """CR 101.4: for Este (seat 2) the first opponent is Oeste, then Norte, then Sur; seats 4
    and 5 of the layout are empty, every field zero. Whose turn it is and who has priority
    are said seat by seat."""
    game = four(life=(20, 17, 15, 13), active=1, priority=3)
    seen = globals_of(observation.observe(game, 2))
    assert seen["me_life"] == 15 and seen["active"] == 0 and seen["priority"] == 0
    assert [seen[f"opponent{k}_life"] for k in (1, 2, 3)] == [13, 20, 17]
    assert [seen[f"opponent{k}_present"] for k in range(1, 6)] == [1, 1, 1, 0, 0]
    assert (seen["opponent1_priority"], seen["opponent1_deciding"]) == (1, 1)
    assert seen["opponent3_active"] == 1 and seen["opponent2_active"] == 0
    assert all(v == 0 for k, v in seen.items() if k.startswith(("opponent4_", "opponent5_")))


def test_each_opponent_s_battlefield_has_its_slots_and_cards_say_whose() -> None:
    """Each opponent's permanents are in their own seat's slots, in battlefield order, each
    saying its controller's and owner's seat from the observer (CR 108.3, 110.2)."""
    game = four(
        battlefields=(
            ["Test Bear"],
            ["Test Giant", {"name": "Test Bear", "owner": "Oeste"}],
            [],
            ["Pantano"],
        )
    )
    lay = observation.layout(6)
    slots = observation.slot_objects(game, 0)
    starts = {}
    at = 0
    for name, capacity in lay.zones:
        starts[name] = at
        at += capacity
    state = game.state
    assert state.objects[slots[starts["battlefield_mine"]]].card == "Test Bear"
    theirs = slots[starts["battlefield_1"] : starts["battlefield_1"] + 2]
    assert [state.objects[o].card for o in theirs if o is not None] == ["Test Giant", "Test Bear"]
    assert slots[starts["battlefield_2"]] is None  # Este controls nothing
    assert state.objects[slots[starts["battlefield_3"]]].card == "Swamp"
    rows = card_rows(observation.observe(game, 0))
    column = {f: n for n, f in enumerate(lay.card_fields)}
    borrowed = rows[starts["battlefield_1"] + 1]
    assert borrowed[column["controller_seat"]] == 1 and borrowed[column["owner_seat"]] == 3
    assert borrowed[column["mine"]] == 0


def test_another_player_s_hand_is_never_in_the_observation() -> None:
    """CR 402.3, 401.2: four players whose hands and libraries differ only in which cards
    they are look the same to Norte — the sizes alone are seen —, and differ to the player
    whose hand differs."""

    def game(hand: str, library: str) -> Game:
        return build(
            players=FOUR,
            hands=(["Asesinato"], [hand, hand], [hand], []),
            battlefields=(["Pantano"], ["Isla"], [], ["Llanura"]),
            libraries=([library] * 4,) * 4,
        )

    one, two = game("Murder", "Island"), game("Glimmerburst", "Swamp")
    assert np.array_equal(observation.observe(one, 0), observation.observe(two, 0))
    assert globals_of(observation.observe(one, 0))["opponent1_hand"] == 2
    for player in (1, 2):
        seen = observation.observe(one, player), observation.observe(two, player)
        assert not np.array_equal(*seen)


def test_whom_an_attacker_attacks_is_seen_by_seat() -> None:
    """CR 802.3: Norte's two attackers, one at Sur and one at Este: each slot says which
    defending player, by seat from the observer (here Sur, so Este is seat 1, Norte 3)."""
    game = four(battlefields=(["Test Bear", "Test Giant"], [], [], []), step="begin_combat")
    for _ in range(4):
        game.submit("pass")
    bear, giant = (o for o in game.state.zones["battlefield"])
    game.submit(f"attack:{bear}:-2")
    game.submit(f"attack:{giant}:-3")
    lay = observation.layout(6)
    column = lay.card_fields.index("attacked_seat")
    slots = observation.slot_objects(game, 1)
    rows = card_rows(observation.observe(game, 1))
    attacked = {slots[n]: rows[n][column] for n in range(len(slots)) if slots[n] in (bear, giant)}
    assert attacked == {bear: 1, giant: 2}  # Sur itself (seat 0) + 1; Este (seat 1) + 1


def test_a_player_who_left_keeps_the_seat_marked_lost() -> None:
    """CR 800.4a: once Sur concedes and leaves, Sur's seat stays where it was, present and
    lost, with nothing of theirs left to see."""
    game = four(battlefields=([], ["Test Bear"], [], []), hands=([], ["Murder"], [], []))
    game.concede(1)
    seen = globals_of(observation.observe(game, 0))
    assert (seen["opponent1_present"], seen["opponent1_lost"]) == (1, 1)
    assert seen["opponent1_hand"] == 0 and seen["opponent2_lost"] == 0
    slots = observation.slot_objects(game, 0)
    assert all(o is None or game.state.objects[o].owner != 1 for o in slots)


def test_attack_options_take_a_slot_for_each_defending_player() -> None:
    """CR 802.3: ``attack:<creature>:<-1-seat>`` for each opponent: the player coordinate
    is the defender's seat from the attacker's left, so every option has its own slot."""
    game = four(battlefields=(["Test Bear"], [], [], []), step="begin_combat")
    for _ in range(4):
        game.submit("pass")
    decision = game.pending
    assert decision is not None and decision.kind == "attackers"
    slots = actions.encode(game, decision)
    assert len(set(slots)) == len(slots)
    code = actions.encoding(6)
    players = code.card_slots + actions.EXTRA
    decoded = {
        o.id: actions.decode(s, seats=6) for o, s in zip(decision.options, slots, strict=True)
    }
    bear = observation.slot_objects(game, 0).index(game.state.zones["battlefield"][0])
    for seat in (1, 2, 3):
        option = next(o for o in decision.options if o.id.endswith(f":{-1 - seat}"))
        assert decoded[option.id] == ("opt.attack", (bear, players + seat))


# -- the single-agent environment ---------------------------------------------------------------


def _episode(env: SingleAgentEnv, seed: int) -> tuple[float, bool, dict[str, Any], int]:
    """An episode with random legal actions, checking at every step that the mask marks
    exactly the legal options and that nothing of another player's hand or of a library is
    in the slots of the observation."""
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total, steps = 0.0, 0
    terminated = truncated = False
    while not (terminated or truncated):
        game = env.game
        assert game is not None and obs.shape == env.observation_space.shape
        legal = np.flatnonzero(env.action_masks())
        assert len(legal) == len(game.pending.options)
        for oid in observation.slot_objects(game, env.seat, env.seats):
            if oid is None:
                continue
            obj = game.state.objects[oid]
            assert kind_of(obj.zone) != Zone.LIBRARY
            assert kind_of(obj.zone) != Zone.HAND or obj.owner == env.seat
        obs, reward, terminated, truncated, info = env.step(np.int64(rng.choice(legal)))
        total += reward
        steps += 1
    return total, terminated, info, steps


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_four_player_episode_runs_to_its_end(seed: int) -> None:
    """Three random opponents: the episode ends when the game does (104.2a: the last
    player left wins) or when the learner has lost and left (800.4a, reward -1)."""
    env = SingleAgentEnv("random", seat=seed, players=4)
    assert env.action_space.n == actions.encoding(6).size
    total, terminated, info, steps = _episode(env, seed)
    game = env.game
    assert game is not None and terminated and steps > 0
    if game.over:
        assert total == (1.0 if game.state.result.winner == env.seat else -1.0)
    else:
        assert game.state.player(env.seat).lost and total == -1.0
        assert info["result"] == "800.4a"
        assert len(game.state.opponents(env.seat)) >= 2  # the others play on
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.int64(0))


def test_the_observation_is_the_same_whatever_the_hidden_cards_are() -> None:
    """CR 400.2: at every tenth step of a four-player episode, the learner's observation
    equals its observation of the game with every card it can't see redistributed."""
    env = SingleAgentEnv("random", seat=1, players=4)
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(5)
    checked = 0
    for step in range(200):
        game = env.game
        assert game is not None
        if step % 10 == 0:
            imagined = game.determinize(env.seat, Rng(step))
            assert np.array_equal(obs, observation.observe(imagined, env.seat, 6))
            checked += 1
        legal = np.flatnonzero(env.action_masks())
        obs, _r, terminated, truncated, _i = env.step(np.int64(rng.choice(legal)))
        if terminated or truncated:
            break
    assert checked >= 3


def test_the_opponents_may_differ_seat_by_seat() -> None:
    """A list gives an opponent for each other seat, from the learner's left."""
    asked: list[int] = []

    def first(game: Any, decision: Any) -> Any:
        asked.append(decision.player)
        return decision.options[0]

    env = SingleAgentEnv(["random", first, "last"], seat=0, players=4, max_decisions=300)
    _episode(env, 4)
    assert asked and set(asked) == {2}  # Este, the second from Norte's left


def test_gymnasium_s_checker_passes_with_four_players() -> None:
    check_env(SingleAgentEnv("random", players=4), skip_render_check=True)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": 7}, "a game has from 2 to 6 players, not 7"),
        ({"players": 3, "seat": 3}, "seat must be from 0 to 2, not 3"),
        ({"players": 4, "seats": 3}, "4 players don't fit in 3 seats"),
        ({"players": 3, "opponent": ["random"]}, "one for each other seat (2), not 1"),
        ({"players": 3, "decks": []}, "needs 3 decks, one for each player"),
    ],
)
def test_bad_settings_are_refused_in_both_languages(kwargs: dict[str, Any], words: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        SingleAgentEnv(**kwargs)
    assert words in refused.value.message("en")
    assert refused.value.message("es") != refused.value.message("en")


def test_a_game_of_two_may_be_observed_in_six_seats() -> None:
    """One model for games of two to six: a game of two in the six-seat layout, its four
    other seats empty."""
    env = SingleAgentEnv("random", players=2, seats=6)
    obs, _ = env.reset(seed=3)
    assert obs.shape == (observation.layout(6).size,)
    seen = globals_of(obs)
    assert [seen[f"opponent{k}_present"] for k in range(1, 6)] == [1, 0, 0, 0, 0]
    plain = SingleAgentEnv("random")
    assert plain.observation_space.shape == (observation.SIZE,)
    assert plain.action_space.n == actions.SIZE
