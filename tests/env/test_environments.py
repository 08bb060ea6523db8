"""The research environments (issue 21): PettingZoo's and Gymnasium's own checkers; 200
seeded games through the AEC environment with random legal actions, each ending and
rebuilt identically from its recorded answers; the mask marking exactly the legal options;
illegal actions refused (AEC) or ending the episode with the documented penalty (Gym); the
observation never depending on what the player can't see (CR 400.2, 708.5)."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.core.rng import Rng
from grimorio.env import actions, magic_v1, observation
from grimorio.env.single import ILLEGAL_REWARD, SingleAgentEnv
from grimorio.game import Game
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build
from support import random_game


def test_pettingzoo_s_checker_passes() -> None:
    api_test(magic_v1.env(seed=3), num_cycles=400, verbose_progress=False)


@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_gymnasium_s_checker_passes(opponent: str) -> None:
    check_env(SingleAgentEnv(opponent), skip_render_check=True)


def _play(env: magic_v1.MagicEnv, seed: int) -> tuple[list[int], list[str]]:
    """A game through the environment with random legal actions: the actions taken and
    the engine's answers."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    taken: list[int] = []
    for _agent in env.agent_iter():
        obs, _reward, terminated, truncated, _info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(env.game.pending.options)  # exactly the legal options
        action = int(rng.choice(legal))
        taken.append(action)
        env.step(action)
    assert env.game is not None
    return taken, list(env.game.answers)


def test_two_hundred_seeded_games_end_and_replay_identically() -> None:
    env = magic_v1.env(max_decisions=5000)
    ends = {"win": 0, "draw": 0}
    for seed in range(200):
        taken, answers = _play(env, seed)
        game = env.game
        assert game is not None and game.over, seed  # every game ends (none cut)
        ends["draw" if game.state.result.winner is None else "win"] += 1
        again = Game.replay(seed, pairing(seed), answers)
        assert again.over and again.state.log == game.state.log, seed
        assert len(taken) == len(answers)
    assert ends["win"] > 150


def test_a_seeded_reset_gives_the_same_game_for_the_same_actions() -> None:
    first, second = magic_v1.env(), magic_v1.env()
    assert _play(first, 17) == _play(second, 17)
    first.reset(seed=17)
    second.reset(seed=17)
    a, b = first.observe("player_0"), second.observe("player_0")
    assert np.array_equal(a["observation"], b["observation"])


def test_rewards_are_plus_one_and_minus_one_at_the_end() -> None:
    env = magic_v1.env()
    _play(env, 4)
    result = env.game.state.result
    assert result is not None and result.winner is not None
    winner = magic_v1.AGENTS[result.winner]
    loser = magic_v1.AGENTS[1 - result.winner]
    assert env.rewards == {winner: 1.0, loser: -1.0} or env.agents == []


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    env = magic_v1.env(seed=2)
    env.reset()
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    answers = list(env.game.answers)
    with pytest.raises(IllegalAction) as refused:
        env.step(illegal)
    assert "see action_mask" in refused.value.message("en")
    assert list(env.game.answers) == answers and env.agent_selection == agent
    with pytest.raises(IllegalAction):
        env.step("pass")  # type: ignore[arg-type]


def test_the_other_agent_s_mask_is_empty_and_infos_name_the_options() -> None:
    env = magic_v1.env(seed=8)
    env.reset()
    me = env.agent_selection
    other = next(a for a in env.agents if a != me)
    assert not env.observe(other)["action_mask"].any()
    info = env.infos[me]
    options = env.game.pending.options
    assert info["option_ids"] == [o.id for o in options]
    assert len(info["labels_es"]) == len(info["labels_en"]) == len(options)
    assert sorted(info["action_slots"]) == sorted(np.flatnonzero(env.observe(me)["action_mask"]))


def test_the_gym_environment_ends_an_illegal_action_with_the_penalty() -> None:
    env = SingleAgentEnv("random", seat=1)
    obs, info = env.reset(seed=5)
    assert obs.shape == (observation.SIZE,) and info["action_mask"].any()
    illegal = int(np.flatnonzero(~env.action_masks())[0])
    answers = list(env.game.answers)
    _obs, reward, terminated, truncated, info = env.step(np.int64(illegal))
    assert (reward, terminated, truncated) == (ILLEGAL_REWARD, True, False)
    assert info["illegal_action"] and list(env.game.answers) == answers
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.int64(int(np.flatnonzero(env.action_masks())[0])))


@pytest.mark.parametrize(
    "opponent",
    ["heuristic", lambda game, decision: decision.options[0], "first"],
    ids=["heuristic", "function", "first"],
)
def test_a_gym_game_with_legal_actions_ends_with_a_reward(opponent: object) -> None:
    env = SingleAgentEnv(opponent)  # type: ignore[arg-type]
    env.reset(seed=11)
    rng = np.random.default_rng(0)
    total, done = 0.0, False
    while not done:
        action = np.int64(rng.choice(np.flatnonzero(env.action_masks())))
        _obs, reward, terminated, truncated, _info = env.step(action)
        total += reward
        done = terminated or truncated
    assert env.game.over and total in (-1.0, 0.0, 1.0)


def test_every_option_has_its_own_slot_in_random_games() -> None:
    """The encoding is a one-to-one map of each decision's options (overflow included)."""
    for seed in range(6):
        game = random_game(seed, answers=120)
        decision = game.pending
        if decision is None:
            continue
        slots = actions.encode(game, decision)
        assert len(set(slots)) == len(slots) == len(decision.options)
        assert all(0 <= s < actions.SIZE for s in slots)


def _observations_of_determinized(game: Game, player: int, seeds: range) -> list[np.ndarray]:
    return [observation.observe(game.determinize(player, Rng(s)), player) for s in seeds]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_observation_is_the_same_whatever_the_hidden_cards_are(seed: int) -> None:
    """The hidden cards of a mid-game state replaced by others, as a player may imagine
    them (``determinize``: the opponent's hand and both libraries): the player's
    observation is unchanged."""
    game = random_game(seed, answers=80)
    for player in (0, 1):
        mine = observation.observe(game, player)
        for other in _observations_of_determinized(game, player, range(3)):
            assert np.array_equal(mine, other)


def test_a_face_down_permanent_is_not_named_to_the_opponent() -> None:
    """CR 708.5: two games that differ only in which card a face-down permanent of player 1
    is, and in the cards of player 1's hand and the libraries, look the same to player 0;
    player 1 sees the difference."""

    def game(face_down: str, hand: str, library: str) -> Game:
        return build(
            hands=(["Glimmerburst"], [hand, hand]),
            battlefields=(["Isla"], [{"name": face_down, "face_down": True}, "Llanura"]),
            libraries=([library] * 5, [library] * 5),
        )

    one = game("Fear of Exposure", "Murder", "Island")
    two = game("Leyline of Hope", "Glimmerburst", "Swamp")
    assert np.array_equal(observation.observe(one, 0), observation.observe(two, 0))
    assert not np.array_equal(observation.observe(one, 1), observation.observe(two, 1))


def test_the_schema_is_versioned_by_a_hash_of_the_layout() -> None:
    assert len(observation.schema_hash()) == 16
    assert (
        len(observation.GLOBAL_FIELDS) + observation.CARD_SLOTS * len(observation.CARD_FIELDS)
        == observation.SIZE
    )
    assert observation.card_index("Murder") > 0 and observation.card_index("nothing") == 0


def test_a_slot_decodes_to_its_option_kind_and_coordinates() -> None:
    checked = 0
    for answers in range(10, 200, 10):
        game = random_game(3, auto_pass=False, answers=answers)
        decision = game.pending
        if decision is None:
            break
        objects = observation.slot_objects(game, decision.player)
        where = {o: n for n, o in enumerate(objects) if o is not None}
        for option, slot in zip(decision.options, actions.encode(game, decision), strict=True):
            meaning = actions.decode(slot)
            if meaning is None:
                continue  # an overflow slot
            key, coordinates = meaning
            assert key == option.key
            cards = [a[2] for a in option.args if isinstance(a, tuple) and a and a[0] == "c"]
            if cards and cards[0] in where:
                assert coordinates[0] == where[cards[0]]
                checked += 1
    assert checked > 10
    with pytest.raises(ValueError, match="no action slot"):
        actions.decode(actions.SIZE)


def test_the_slots_do_not_depend_on_object_ids_or_language() -> None:
    """The same board built with other object ids (a longer library made first shifts
    them): the same options take the same slots, through casting Murder and choosing its
    target."""

    def slots_along(library: int) -> list[list[int]]:
        game = build(
            hands=(["Asesinato"], []),
            battlefields=(["Pantano"] * 3, ["Fear of Exposure"]),
            libraries=(["Llanura"] * library, ["Llanura"] * 5),
        )
        seen = []
        for _ in range(2):  # the cast, then the target
            decision = game.pending
            assert decision is not None
            seen.append(actions.encode(game, decision))
            game.submit(decision.options[0])
        return seen

    short, long = slots_along(5), slots_along(9)
    assert short == long
    assert actions.decode(short[0][0]) == ("opt.cast", (0,))  # the first card of the hand
    key, (slot,) = actions.decode(short[1][0])  # type: ignore[misc]
    assert key == "opt.target" and slot == 30  # the first of the opponent's battlefield


def test_a_game_cut_by_the_cap_is_truncated_without_rewards() -> None:
    env = magic_v1.env(max_decisions=20)
    env.reset(seed=6)
    ends: dict[str, tuple[float, bool, bool]] = {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _info = env.last()
        if terminated or truncated:
            ends[agent] = (reward, terminated, truncated)
            env.step(None)
            continue
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert len(env.game.answers) == 20 and not env.game.over
    assert ends == {a: (0.0, False, True) for a in magic_v1.AGENTS}
    assert env.agents == []
    gym = SingleAgentEnv("random", max_decisions=20)
    gym.reset(seed=6)
    truncated = False
    while not truncated:
        action = np.int64(np.flatnonzero(gym.action_masks())[0])
        _o, reward, terminated, truncated, _i = gym.step(action)
        assert not terminated and reward == 0.0
    assert len(gym.game.answers) >= 20


def test_options_that_choose_a_word_take_slots_by_their_value() -> None:
    """A kind of counter, a creature type, a vote: the value in the option's id gives the
    slot (by a fixed hash), the same whatever the words shown and the decision's order."""
    game = random_game(2, answers=30)

    def decision(*kinds: str) -> Decision:
        options = tuple(Option(f"choose:{k}", "opt.counter_kind", (k, k)) for k in kinds)
        return Decision(0, "choose", options, "ask.choose")

    one = actions.encode(game, decision("+1/+1", "flying", "lifelink"))
    two = actions.encode(game, decision("lifelink", "+1/+1"))
    assert len(set(one)) == 3 and all(s < actions.OVERFLOW_START for s in one)
    assert two == [one[2], one[0]]
    key, (value,) = actions.decode(one[0])  # type: ignore[misc]
    assert key == "opt.counter_kind" and 0 <= value < actions.VALUES
