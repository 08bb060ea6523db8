"""A game of Magic as a single-agent Gymnasium environment (issue 21): the learner sits at
one seat, and an agent plays the other — ``"random"``, ``"heuristic"``, ``"search"``, an
import path (:func:`grimorio.agents.factory.make_agent`), an object with ``decide`` or a
function of ``(game, decision)``.

``players=`` (2 to 6, default 2) seats the learner with ``players - 1`` built-in opponents
(CR 800.1, free-for-all): ``opponent`` plays every other seat, or a list gives one for each,
from the learner's left. Such a game is observed in the layout of more seats
(:func:`.observation.layout`, :data:`~.observation.MAX_SEATS` unless ``seats=`` says),
opponents from the learner's left, and acted on in its encoding
(:func:`.actions.encoding`). When the learner loses, the episode ends there with -1, though
the others play on (800.4a); a win is being the last one left (104.2a).

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
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.deck import Deck
from grimorio.env import actions, observation
from grimorio.game import MAX_PLAYERS, MIN_PLAYERS, Game
from grimorio.sample_decks import SAMPLE_DECKS, pairing
from grimorio.text.log import option_label

MAX_DECISIONS = 3000
ILLEGAL_REWARD = -1.0


OpponentSpec = str | Agent | Callable[[Any, Decision], Option]


def deal(seed: int, players: int) -> tuple[Deck, ...]:
    """Sample decks for ``players`` seats: for two, :func:`~grimorio.sample_decks.pairing`;
    for more, the sample decks in turn from one the seed picks."""
    if players == 2:
        return pairing(seed)
    return tuple(SAMPLE_DECKS[(seed + k) % len(SAMPLE_DECKS)] for k in range(players))


class SingleAgentEnv(gymnasium.Env[np.ndarray, np.int64]):
    """The learner at ``seat``, ``opponent`` at every other of ``players`` seats (see the
    module)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        opponent: OpponentSpec | Sequence[OpponentSpec] = "random",
        seat: int = 0,
        decks: Sequence[Deck] | None = None,
        max_decisions: int = MAX_DECISIONS,
        think: float = 1.0,
        render_mode: str | None = None,
        players: int = 2,
        seats: int | None = None,
    ) -> None:
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise IllegalAction(
                f"una partida es de {MIN_PLAYERS} a {MAX_PLAYERS} jugadores, no {players!r:.20}",
                f"a game has from {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r:.20}",
            )
        if type(seat) is not int or not 0 <= seat < players:
            raise IllegalAction(
                f"el asiento es de 0 a {players - 1}, no {seat!r:.20}",
                f"seat must be from 0 to {players - 1}, not {seat!r:.20}",
            )
        if decks is not None and len(decks) != players:
            raise IllegalAction(
                f"un entorno necesita {players} mazos, uno por jugador, o ninguno",
                f"an environment needs {players} decks, one for each player, or none",
            )
        if render_mode not in (None, "ansi"):
            raise IllegalAction(
                f"modo de dibujo desconocido {render_mode!r:.20}: ansi o None",
                f"unknown render mode {render_mode!r:.20}: ansi or None",
            )
        specs = _specs(opponent, players)
        if seats is None:  # a game of two in the two-seat layout, of more in the largest
            seats = 2 if players == 2 else observation.MAX_SEATS
        self.seats = seats
        observation.layout(self.seats)  # a layout of that many seats exists
        if self.seats < players:
            raise IllegalAction(
                f"{players} jugadores no caben en {self.seats} asientos",
                f"{players} players don't fit in {self.seats} seats",
            )
        self.opponent_spec = opponent
        self.players = players
        self.seat = seat
        self.decks = tuple(decks) if decks is not None else None
        self.max_decisions = max_decisions
        self.think = think
        self.render_mode = render_mode
        size = observation.layout(self.seats).size
        self.observation_space = spaces.Box(
            -observation.BOUND, observation.BOUND, shape=(size,), dtype=np.float32
        )
        self.action_space = spaces.Discrete(actions.encoding(self.seats).size)
        self.game: Game | None = None
        self._slots: list[int] = []
        self._ended = False  # the episode ended (the game over, cut, lost, or an illegal action)
        self._specs = specs  # the opponent at each other seat, from the learner's left
        self._opponents = {q: self._make_opponent(spec, 0) for q, spec in self._seated()}

    def _seated(self) -> list[tuple[int, OpponentSpec]]:
        """Each other seat, from the learner's left, with the opponent that plays it."""
        n = self.players
        return [((self.seat + k) % n, spec) for k, spec in enumerate(self._specs, 1)]

    def _make_opponent(self, spec: OpponentSpec, seed: int) -> Agent:
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
        decks = self.decks if self.decks is not None else deal(game_seed, self.players)
        self.game = Game.new(decks=decks, seed=game_seed)
        for k, (q, spec) in enumerate(self._seated()):
            if isinstance(spec, str):  # a new agent for each game, seeded by it
                self._opponents[q] = self._make_opponent(spec, game_seed + k)
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
        lost = game.state.player(self.seat).lost  # CR 104.3; in a game of more, 800.4a
        if game.over:
            result = game.state.result
            assert result is not None
            if result.winner is not None:
                reward = 1.0 if result.winner == self.seat else -1.0
        elif lost:
            reward = -1.0
        terminated = game.over or lost
        truncated = not terminated and len(game.answers) >= self.max_decisions
        self._ended = terminated or truncated
        return self._observe(), reward, terminated, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal slots of the learner's decision (all False once the game is over)."""
        return actions.mask(self._slots, self.seats).astype(bool)

    def _play_opponent(self) -> None:
        """The opponents answer until the learner decides, the game ends (or is cut), or the
        learner has lost (a game of more than two goes on without them, CR 800.4a)."""
        game = self._game()
        me = game.state.player(self.seat)
        while not game.over and not me.lost and len(game.answers) < self.max_decisions:
            decision = game.pending
            assert decision is not None
            if decision.player == self.seat:
                break
            game.submit(self._opponents[decision.player].decide(game, decision))
        pending = game.pending
        deciding = not game.over and pending is not None and pending.player == self.seat
        deciding = deciding and not me.lost
        self._slots = actions.encode(game, pending, self.seats) if deciding and pending else []

    def _observe(self) -> np.ndarray:
        return observation.observe(self._game(), self.seat, self.seats)

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
        elif game.state.player(self.seat).lost:
            info["result"] = "800.4a"  # the learner lost and left; the others play on
        return info

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        return "\n".join(self.game.log.lines("es", self.seat)[-10:])

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("reset() the environment before using it")
        return self.game


def _specs(
    opponent: OpponentSpec | Sequence[OpponentSpec], players: int
) -> tuple[OpponentSpec, ...]:
    """The opponent at each other seat, from the learner's left: one spec for all, or a
    list of one for each."""
    if isinstance(opponent, (list, tuple)):
        if len(opponent) != players - 1:
            raise IllegalAction(
                f"una lista de oponentes tiene uno por cada otro asiento ({players - 1}), "
                f"no {len(opponent)}",
                f"a list of opponents has one for each other seat ({players - 1}), "
                f"not {len(opponent)}",
            )
        return tuple(opponent)
    return (opponent,) * (players - 1)  # type: ignore[return-value]
