"""A two-player game of Magic as a PettingZoo AEC environment (issue 21):
``grimorio.env.magic_v1.env(decks=..., seed=...)``.

The agents are ``"player_0"`` and ``"player_1"`` (seats 0 and 1); the one to act is the
player of the pending decision (CR 117: priority, and every choice the rules give). Each
observation is ``{"observation": float32 vector, "action_mask": int8 vector}``
(:mod:`.observation`, :mod:`.actions`): the mask of the agent not deciding is all zeros.
Rewards come at the end: +1 for the winner, -1 for the loser, 0 each for a draw (CR 104).
A game cut after ``max_decisions`` decisions is truncated for both, with no reward.
``infos[agent]`` for the agent to act holds the decision's kind, the options' labels in
Spanish and English and their raw ids (for debugging); the observation never holds more
than the player may see.

An action outside the mask raises :class:`~grimorio.core.decisions.IllegalAction` and
changes nothing (PettingZoo's own checker answers only legal actions). Seeded resets are
reproducible: the same seed and the same actions give the same game, which
``Game.replay`` rebuilds from the recorded answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from grimorio.core.decisions import IllegalAction
from grimorio.deck import Deck
from grimorio.env import actions, observation
from grimorio.game import Game
from grimorio.sample_decks import pairing
from grimorio.text.log import option_label

AGENTS = ("player_0", "player_1")
MAX_DECISIONS = 3000


def env(**kwargs: Any) -> MagicEnv:
    """A new environment (PettingZoo's constructor by convention)."""
    return MagicEnv(**kwargs)


class MagicEnv(AECEnv[str, dict[str, np.ndarray], int]):
    """Two seats, one game at a time (see the module's text)."""

    metadata = {"name": "grimorio_magic_v1", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        decks: Sequence[Deck] | None = None,
        seed: int | None = None,
        max_decisions: int = MAX_DECISIONS,
        auto_pass: bool = True,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if decks is not None and len(decks) != 2:
            raise ValueError("an environment needs exactly two decks, or none")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"unknown render mode {render_mode!r}: ansi or None")
        self.decks = tuple(decks) if decks is not None else None
        self.base_seed = seed
        self.max_decisions = max_decisions
        self.auto_pass = auto_pass
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    -observation.BOUND,
                    observation.BOUND,
                    shape=(observation.SIZE,),
                    dtype=np.float32,
                ),
                "action_mask": spaces.Box(0, 1, shape=(actions.SIZE,), dtype=np.int8),
            }
        )
        self._action_space = spaces.Discrete(actions.SIZE)
        self.game: Game | None = None
        self._slots: list[int] = []
        self._rng = np.random.default_rng(seed)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    # -- the game ------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: of ``seed`` if given, else of the environment's seed the first time
        and of seeds drawn from it afterwards."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            game_seed = seed
        elif self.game is None and self.base_seed is not None:
            game_seed = self.base_seed
        else:
            game_seed = int(self._rng.integers(0, 2**31 - 1))
        decks = self.decks if self.decks is not None else pairing(game_seed)
        self.game = Game.new(decks=decks, seed=game_seed, auto_pass=self.auto_pass)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._next()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        game = self._game()
        player = AGENTS.index(agent)
        deciding = game.pending is not None and game.pending.player == player
        return {
            "observation": observation.observe(game, player),
            "action_mask": actions.mask(self._slots)
            if deciding
            else np.zeros(actions.SIZE, dtype=np.int8),
        }

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game()
        decision = game.pending
        assert decision is not None
        if not isinstance(action, int | np.integer) or int(action) not in self._slots:
            raise IllegalAction(
                f"la acción {action!r} no es ninguna de las opciones de {agent} "
                f"({len(self._slots)}: mira action_mask)",
                f"action {action!r} is none of {agent}'s options "
                f"({len(self._slots)}: see action_mask)",
            )
        self._cumulative_rewards[agent] = 0.0
        option = decision.options[self._slots.index(int(action))]
        game.submit(option)
        self._next()
        self._accumulate_rewards()

    def _next(self) -> None:
        """After an answer (or a reset): the rewards of a game over, a cut game, or the
        agent to act next with its decision encoded."""
        game = self._game()
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        if game.over:
            result = game.state.result
            assert result is not None
            for n, agent in enumerate(AGENTS):
                if result.winner is not None:
                    self.rewards[agent] = 1.0 if result.winner == n else -1.0
                self.terminations[agent] = True
            self._slots = []
            self.infos = {a: {"result": result.rule} for a in AGENTS}
            return
        decision = game.pending
        assert decision is not None
        if len(game.answers) >= self.max_decisions:
            for agent in AGENTS:
                self.truncations[agent] = True
            self._slots = []
            self.infos = {a: {} for a in AGENTS}
            self.agent_selection = AGENTS[decision.player]
            return
        self._slots = actions.encode(game, decision)
        self.agent_selection = AGENTS[decision.player]
        names = tuple(p.name for p in game.state.players)
        self.infos = {a: {} for a in AGENTS}
        self.infos[self.agent_selection] = {
            "decision_kind": str(decision.kind),
            "labels_es": [option_label(o, "es", names, decision.player) for o in decision.options],
            "labels_en": [option_label(o, "en", names, decision.player) for o in decision.options],
            "option_ids": [o.id for o in decision.options],
            "action_slots": list(self._slots),
        }

    def render(self) -> str | None:
        """The game's last log lines in Spanish (``render_mode="ansi"``)."""
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(self.game.log.lines("es")[-10:])

    def close(self) -> None:
        self.game = None

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("reset() the environment before using it")
        return self.game
