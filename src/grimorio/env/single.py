"""A game of Magic as a single-agent Gymnasium environment (issue 21): the learner sits at
one seat, and an agent plays the other — ``"random"``, ``"heuristic"``, ``"search"``, an
import path (:func:`grimorio.agents.factory.make_agent`), an object with ``decide`` or a
function of ``(game, decision)``.

``step`` takes one slot of the fixed action encoding (:mod:`.actions`) and returns the
learner's next observation (:mod:`.observation`) once the opponent has answered whatever it
is asked in between. ``action_masks()`` gives the legal slots, as sb3-contrib's
``MaskablePPO`` expects; ``info`` holds them too (``"action_mask"``), with the labels of the
options. The reward is +1 for a win, -1 for a loss, 0 for a draw, at the end; a game cut
after ``max_decisions`` is truncated.

**An illegal action ends the game**: Gymnasium's API has no way to refuse an action, and its
checker steps with actions drawn without the mask. The episode terminates with a reward of
-1 and ``info["illegal_action"]`` set, and the game is left as it was (the answer is never
given to the engine).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from grimorio.agents.base import Agent
from grimorio.agents.factory import CallableAgent, make_agent
from grimorio.core.decisions import Decision, Option
from grimorio.deck import Deck
from grimorio.env import actions, observation
from grimorio.game import Game
from grimorio.sample_decks import pairing
from grimorio.text.log import option_label

MAX_DECISIONS = 3000
ILLEGAL_REWARD = -1.0


class SingleAgentEnv(gymnasium.Env[np.ndarray, np.int64]):
    """The learner at ``seat`` (0 or 1), ``opponent`` at the other (see the module)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        opponent: str | Agent | Callable[[Any, Decision], Option] = "random",
        seat: int = 0,
        decks: Sequence[Deck] | None = None,
        max_decisions: int = MAX_DECISIONS,
        think: float = 1.0,
        render_mode: str | None = None,
    ) -> None:
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, not {seat!r}")
        if decks is not None and len(decks) != 2:
            raise ValueError("an environment needs exactly two decks, or none")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"unknown render mode {render_mode!r}: ansi or None")
        self.opponent_spec = opponent
        self.seat = seat
        self.decks = tuple(decks) if decks is not None else None
        self.max_decisions = max_decisions
        self.think = think
        self.render_mode = render_mode
        self.observation_space = spaces.Box(
            -observation.BOUND, observation.BOUND, shape=(observation.SIZE,), dtype=np.float32
        )
        self.action_space = spaces.Discrete(actions.SIZE)
        self.game: Game | None = None
        self._slots: list[int] = []
        self._ended = False  # the episode ended (the game over, cut, or an illegal action)
        self._opponent = self._make_opponent(0)

    def _make_opponent(self, seed: int) -> Agent:
        spec = self.opponent_spec
        if isinstance(spec, str):
            return make_agent(spec, seed, self.think)
        if callable(getattr(spec, "decide", None)):
            return spec  # type: ignore[return-value]
        if callable(spec):
            return CallableAgent(spec)
        raise TypeError(f"an opponent is a spec, an agent or a function, not {spec!r:.60}")

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1))
        decks = self.decks if self.decks is not None else pairing(game_seed)
        self.game = Game.new(decks=decks, seed=game_seed)
        if isinstance(self.opponent_spec, str):
            self._opponent = self._make_opponent(game_seed)
        self._ended = False
        self._play_opponent()
        return self._observe(), self._info()

    def step(self, action: np.int64) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        game = self._game()
        if self._ended or game.pending is None:
            raise RuntimeError("the episode has ended: reset() the environment")
        if not isinstance(action, int | np.integer) or int(action) not in self._slots:
            info = self._info()
            info["illegal_action"] = True
            self._ended = True
            return self._observe(), ILLEGAL_REWARD, True, False, info
        decision = game.pending
        game.submit(decision.options[self._slots.index(int(action))])
        self._play_opponent()
        reward = 0.0
        if game.over:
            result = game.state.result
            assert result is not None
            if result.winner is not None:
                reward = 1.0 if result.winner == self.seat else -1.0
        truncated = not game.over and len(game.answers) >= self.max_decisions
        self._ended = game.over or truncated
        return self._observe(), reward, game.over, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal slots of the learner's decision (all False once the game is over)."""
        return actions.mask(self._slots).astype(bool)

    def _play_opponent(self) -> None:
        """The opponent answers until the learner decides or the game ends (or is cut)."""
        game = self._game()
        while not game.over and len(game.answers) < self.max_decisions:
            decision = game.pending
            assert decision is not None
            if decision.player == self.seat:
                break
            game.submit(self._opponent.decide(game, decision))
        pending = game.pending
        deciding = not game.over and pending is not None and pending.player == self.seat
        self._slots = actions.encode(game, pending) if deciding and pending else []

    def _observe(self) -> np.ndarray:
        return observation.observe(self._game(), self.seat)

    def _info(self) -> dict[str, Any]:
        game = self._game()
        info: dict[str, Any] = {"action_mask": self.action_masks()}
        decision = game.pending
        if self._slots and decision is not None:
            names = tuple(p.name for p in game.state.players)
            info["decision_kind"] = str(decision.kind)
            info["labels_es"] = [option_label(o, "es", names, self.seat) for o in decision.options]
            info["labels_en"] = [option_label(o, "en", names, self.seat) for o in decision.options]
            info["option_ids"] = [o.id for o in decision.options]
            info["action_slots"] = list(self._slots)
        if game.over and game.state.result is not None:
            info["result"] = game.state.result.rule
        return info

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(self.game.log.lines("es", self.seat)[-10:])

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("reset() the environment before using it")
        return self.game
