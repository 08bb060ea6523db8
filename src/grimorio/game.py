"""The public API: a game of Magic that stops at decisions (DESIGN principles 2 and 3).

>>> game = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=7)
>>> while not game.over:
...     game.submit(game.pending.options[0])
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from grimorio.cards import get
from grimorio.core.decisions import Decision, IllegalAction, OptionId
from grimorio.core.engine import Kernel
from grimorio.core.rng import Rng
from grimorio.core.serial import decode, encode
from grimorio.deck import Deck, as_deck
from grimorio.dsl.zones import Zone
from grimorio.mtg.characteristics.chars import Chars, chars
from grimorio.mtg.determinize import resample
from grimorio.mtg.events.game import GameEnds, PlayerLoses
from grimorio.mtg.rules import RULES
from grimorio.mtg.state.state import EndReason, LossReason, MtgState, Result
from grimorio.mtg.state.zones import create, init_zones
from grimorio.mtg.turn.start import StartGame
from grimorio.mtg.view import view
from grimorio.save_formats import FORMAT, MAX_SAVE_CHARS, READABLE
from grimorio.text.log import Log

CONCEDE = "concede"  # the answer a concession is recorded as (CR 104.3a)


class Game(Kernel):
    """A two-player game of Magic."""

    state: MtgState

    def __init__(self, state: MtgState) -> None:
        self.state = state
        self.rules = RULES

    # -- creating -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        decks: Sequence[Deck | Iterable[str]],
        seed: int = 0,
        players: Sequence[str] = ("Norte", "Sur"),
        auto_pass: bool = True,
        test_cards: bool = False,
    ) -> Game:
        """A new game, stopped at its first decision. Unknown card names raise first; the
        decks are of real cards unless ``test_cards`` lets in registered test-only cards
        (:func:`grimorio.testing.use_test_cards`)."""
        built = [as_deck(d, allow_test=test_cards) for d in decks]
        if len(built) != 2 or len(players) != 2:
            raise ValueError("a game needs exactly two decks and two player names")
        if type(seed) is not int:  # not a bool, a float or a string
            raise TypeError("the seed must be an integer")
        if not all(type(name) is str and name.strip() for name in players):
            raise ValueError("each player's name must be a non-empty text")
        state = MtgState(tuple(players), seed)
        state.auto_pass = auto_pass
        state.decks = tuple(d.main for d in built)
        init_zones(state)
        for i, deck in enumerate(built):
            for key in deck.main:
                create(state, key, i, Zone.LIBRARY)
        game = cls(state)
        game.push(StartGame())
        game.advance()
        return game

    @classmethod
    def replay(
        cls,
        seed: int,
        decks: Sequence[Deck | Iterable[str]],
        answers: Iterable[str],
        players: Sequence[str] = ("Norte", "Sur"),
        auto_pass: bool = True,
        test_cards: bool = False,
    ) -> Game:
        """Rebuild a game from its seed, decks and answers (DESIGN principle 3); a
        concession is among the answers (``concede:N``, CR 104.3a)."""
        game = cls.new(
            decks, seed=seed, players=players, auto_pass=auto_pass, test_cards=test_cards
        )
        for a in answers:
            if type(a) is str and a.startswith(f"{CONCEDE}:"):
                game.concede(OptionId.parse(a).num())
            else:
                game.submit(a)
        return game

    # -- reading --------------------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def result(self) -> Result | None:
        return self.state.result

    @property
    def answers(self) -> list[str]:
        return list(self.state.answers)

    @property
    def log(self) -> Log:
        return Log(self.state.log, tuple(p.name for p in self.state.players))

    def view(self, player: int, lang: str = "es") -> dict[str, Any]:
        self._check_player(player)
        return view(self, player, lang)

    def characteristics(self, obj_id: int) -> Chars:
        return chars(self, self.state.objects[self._check_object(obj_id)])

    def card_name(self, obj_id: int, lang: str = "es") -> str:
        return get(self.state.objects[self._check_object(obj_id)].card).name(lang)

    def _check_player(self, player: object) -> int:
        """``player`` is a seat of this game (an ``int``, not a ``bool``), or IllegalAction."""
        if type(player) is not int or player not in range(len(self.state.players)):
            raise IllegalAction(f"there is no player {player!r:.40}")
        return player

    def _check_object(self, obj_id: object) -> int:
        """``obj_id`` is an object of this game now (CR 400.7: a new one on each move)."""
        if type(obj_id) is not int or obj_id not in self.state.objects:
            raise IllegalAction(f"there is no object {obj_id!r:.40}")
        return obj_id

    # -- acting ---------------------------------------------------------------------------
    def concede(self, player: int) -> None:
        """CR 104.3a: a player may concede at any time."""
        if self.over:
            raise IllegalAction("the game is over")
        self._check_player(player)
        self.state.answers.append(f"{CONCEDE}:{player}")  # so that a replay ends the same
        self.emit(PlayerLoses(player, LossReason.CONCEDE, "104.3a"))
        winner = 1 - player
        self.emit(GameEnds(Result(winner, EndReason.CONCEDE, "104.3a")))

    # -- copying --------------------------------------------------------------------------
    def clone(self) -> Game:
        state = self.state.clone()
        assert isinstance(state, MtgState)
        return Game(state)

    def determinize(self, player: int, rng: Rng) -> Game:
        """A copy of the game as ``player`` may imagine it: the cards they cannot see are
        replaced by a random sample consistent with what they can see, and the generator
        is reseeded (DESIGN principle 7; see :mod:`grimorio.mtg.determinize`)."""
        self._check_player(player)
        if not isinstance(rng, Rng):
            raise IllegalAction(
                f"determinize needs the game's kind of Rng, not {type(rng).__name__}"
            )
        game = self.clone()
        resample(game, player, rng)
        return game

    def to_json(self) -> str:
        return json.dumps(
            {"format": FORMAT, "state": encode(self.state)},
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, data: str | dict[str, Any]) -> Game:
        """The game a saved document holds, or ``ValueError`` naming what is wrong: a
        document too large or too deeply nested, an unknown format or class."""
        if isinstance(data, str) and len(data) > MAX_SAVE_CHARS:
            raise ValueError(f"a saved game is at most {MAX_SAVE_CHARS} characters")
        try:
            raw = json.loads(data) if isinstance(data, str) else data
            fmt = raw.get("format") if isinstance(raw, dict) else None
            if fmt not in READABLE:
                readable = ", ".join(READABLE)
                raise ValueError(f"not a saved game this version reads ({readable}): {fmt!r}")
            state = decode(raw["state"], READABLE[fmt])
        except RecursionError:
            raise ValueError("malformed game data: nested too deeply") from None
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as exc:
            raise ValueError(f"malformed game data: {str(exc)[:200]}") from exc
        if not isinstance(state, MtgState):
            raise ValueError("malformed game data: no game state")
        return cls(state)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.state == other.state

    __hash__ = None  # type: ignore[assignment]
