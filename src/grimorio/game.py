"""The public API: a game of Magic that stops at decisions (DESIGN principles 2 and 3).

>>> game = Game.new(decks=(["Llanura"] * 40, ["Pantano"] * 40), seed=7)
>>> while not game.over:
...     game.submit(game.pending.options[0])
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from grimorio.cards import get
from grimorio.core.decisions import Decision, IllegalAction, shown
from grimorio.core.engine import Kernel
from grimorio.core.errors import GrimorioError
from grimorio.core.rng import Rng
from grimorio.core.serial import dumps, encode
from grimorio.core.state import Step
from grimorio.deck import Deck, as_deck, inferno_deck
from grimorio.dsl.games import GameKind, Variant
from grimorio.dsl.zones import Zone
from grimorio.inferno.rules import RULES as INFERNO_RULES
from grimorio.inferno.start import StartInferno, set_up
from grimorio.inferno.state import InfernoState
from grimorio.mtg.rules import RULES
from grimorio.mtg.turn.start import StartGame
from grimorio.mtg.variants.archenemy import (
    ArchenemyState,
    check_no_schemes_in_decks,
    check_schemes,
    put_schemes,
)
from grimorio.mtg.variants.commander import CommanderState, check_commanders, put_commanders
from grimorio.rules.characteristics.chars import Chars, chars
from grimorio.rules.determinize import resample
from grimorio.rules.events.game import GameEnds, PlayerLoses
from grimorio.rules.game_rules import game_rules
from grimorio.rules.state.multiplayer_options import checked_options, options, set_options
from grimorio.rules.state.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    EndReason,
    LossReason,
    MtgState,
    Result,
)
from grimorio.rules.state.zones import create, init_zones
from grimorio.rules.view import dialect_of, view
from grimorio.save_check import load_state, uses_test_cards
from grimorio.save_formats import FORMAT, SaveError, first_difference
from grimorio.text.log import Log

CONCEDE = "concede"  # the answer a concession is recorded as (CR 104.3a)
SEAT_NAMES = ("Norte", "Sur", "Este", "Oeste", "Noreste", "Suroeste")  # a name for each seat
LANGS = ("es", "en")
MAX_NAME = 60  # characters in a player's name
MIN_SEED, MAX_SEED = -(2**63), 2**64 - 1  # a seed fits in 64 bits, signed or not
MAX_ANSWER = 1_000  # characters in one answer of a replay; option ids are far shorter
MAX_ANSWERS = 1_000_000  # answers in one replay


class Game(Kernel[MtgState]):
    """A game of Magic, or of Inferno (``Game.new(game="inferno")``), of two players or of
    up to :data:`MAX_PLAYERS` (CR 800.1: a game of more than two is a multiplayer game,
    played free-for-all, 806)."""

    def __init__(self, state: MtgState) -> None:
        # the rules of the game the state plays (issue 22; ``MtgState.game``), compared by
        # identity: a copy of a game (``clone``) makes a new ``Game``, and hashing an enum
        # member is a Python-level call
        super().__init__(state, INFERNO_RULES if state.game is GameKind.INFERNO else RULES)

    # -- creating -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        decks: object,
        seed: object = 0,
        players: object = None,
        auto_pass: object = True,
        test_cards: object = False,
        game: object = "magic",
        variant: object = "plain",
        range_of_influence: object = None,
        attack: object = "multiple",
    ) -> Game:
        """A new game, stopped at its first decision. Every argument is checked before
        anything is made: ``game`` "magic" or "inferno" (:class:`GameKind`); ``decks`` from
        :data:`MIN_PLAYERS` to :data:`MAX_PLAYERS` :class:`Deck` s or lists of card names,
        one for each seat in turn order (real cards of that game unless
        ``test_cards`` lets in registered test-only cards,
        :func:`grimorio.testing.use_test_cards`; an Inferno deck holds its demon too,
        I-100.2), ``seed`` an ``int`` in
        ``[MIN_SEED, MAX_SEED]``, ``players`` a name for each deck of 1 to :data:`MAX_NAME`
        printable characters (by default the first of :data:`SEAT_NAMES`), ``auto_pass``
        and ``test_cards`` bools, ``variant`` one of Magic's (:class:`Variant`: "plain", or
        "commander", where each deck names its commander, CR 903.3; "archenemy", Supervillain
        Rumble, where each deck has its scheme deck, 904.12); a multiplayer game's options
        (CR 806.2): ``range_of_influence`` every player's range, 1 to
        :data:`~grimorio.rules.state.multiplayer_options.MAX_RANGE` seats, or None (801,
        806.2a), ``attack`` "left", "right" or "multiple" (:class:`AttackDirection`, 802–803,
        806.2b; a game of two ignores both). A bad one raises
        :class:`IllegalAction` (a bad card: :class:`~grimorio.deck.DeckError`).

        The public methods take what a caller gives as ``object`` and check it themselves:
        compiled (``setup.py``), a parameter typed ``int`` would take ``True`` as 1."""
        kind = _checked_game(game)
        how = _checked_variant(variant, kind)
        chosen = checked_options(range_of_influence, attack)
        built, checked_seed, names, checked_auto_pass = _checked_new(
            decks, seed, players, auto_pass, test_cards, kind
        )
        if kind is GameKind.MAGIC:
            check_no_schemes_in_decks(built)
        if how is Variant.COMMANDER:
            check_commanders(built)
        elif how is Variant.ARCHENEMY:
            check_schemes(built)
        made = InfernoState if kind is GameKind.INFERNO else VARIANT_STATES[how]
        state = made(names, checked_seed)
        state.auto_pass = checked_auto_pass
        state.decks = tuple(d.main for d in built)
        set_options(state, chosen)  # CR 806.2: before the game begins
        init_zones(state)
        if isinstance(state, InfernoState):
            set_up(state, state.decks)  # I-103.1
            start: Step = StartInferno()
        else:
            if isinstance(state, CommanderState):
                put_commanders(state, tuple(d.commander for d in built))  # CR 903.6–903.7
            elif isinstance(state, ArchenemyState):
                put_schemes(state, tuple(d.schemes for d in built))  # CR 904.3–904.5
            for i, deck in enumerate(built):
                for key in deck.main:
                    create(state, key, i, Zone.LIBRARY)
            start = StartGame()
        new = cls(state)
        new.push(start)
        new.advance()
        return new

    @classmethod
    def replay(
        cls,
        seed: object,
        decks: object,
        answers: object,
        players: object = None,
        auto_pass: object = True,
        test_cards: object = False,
        game: object = "magic",
        variant: object = "plain",
        range_of_influence: object = None,
        attack: object = "multiple",
    ) -> Game:
        """Rebuild a game from its seed, decks and answers (DESIGN principle 3); a
        concession is among the answers (``concede:N``, CR 104.3a). The answers are a list
        of at most :data:`MAX_ANSWERS` strings of at most :data:`MAX_ANSWER` characters,
        checked with the other arguments before the game is made; an answer the game
        doesn't offer raises :class:`IllegalAction`."""
        given = _checked_answers(answers)
        made = cls.new(
            decks,
            seed=seed,
            players=players,
            auto_pass=auto_pass,
            test_cards=test_cards,
            game=game,
            variant=variant,
            range_of_influence=range_of_influence,
            attack=attack,
        )
        made.play_on(given)
        return made

    def play_on(self, answers: object) -> None:
        """Give the game recorded answers, in order, as :meth:`replay` does (a concession
        among them, ``concede:N``, CR 104.3a): a game resumed from a saved document goes on
        with the answers recorded after it. An answer the game doesn't offer raises
        :class:`IllegalAction`; the answers before it stay given."""
        for a in _checked_answers(answers):
            if a.startswith(f"{CONCEDE}:"):
                self.concede(_conceding(a))
            else:
                self.submit(a)

    # -- reading --------------------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def result(self) -> Result | None:
        result: Result | None = self.state.result
        return result

    @property
    def answers(self) -> list[str]:
        return list(self.state.answers)

    @property
    def log(self) -> Log:
        return Log(self.state.log, tuple(p.name for p in self.state.players), dialect_of(self))

    def view(self, player: object, lang: object = "es") -> dict[str, Any]:
        """What ``player`` may see (CR 400.2), with texts in ``lang`` (``"es"``/``"en"``);
        ``None`` gives the public view, a spectator's: no hand, no decision's options, the
        public log."""
        seat = None if player is None else self._check_player(player)
        return view(self, seat, check_lang(lang))

    def characteristics(self, obj_id: object) -> Chars:
        return chars(self, self.state.objects[self._check_object(obj_id)])

    def card_name(self, obj_id: object, lang: object = "es") -> str:
        card = self.state.objects[self._check_object(obj_id)].card
        return get(card).name(check_lang(lang))

    def _check_player(self, player: object) -> int:
        """``player`` is a seat of this game (an ``int``, not a ``bool``), or IllegalAction."""
        if type(player) is not int or player not in range(len(self.state.players)):
            raise IllegalAction(
                f"no hay jugador {shown(player)}", f"there is no player {shown(player)}"
            )
        return player

    def _check_object(self, obj_id: object) -> int:
        """``obj_id`` is an object of this game now (CR 400.7: a new one on each move)."""
        if type(obj_id) is not int or obj_id not in self.state.objects:
            raise IllegalAction(
                f"no hay objeto {shown(obj_id)}", f"there is no object {shown(obj_id)}"
            )
        return obj_id

    # -- acting ---------------------------------------------------------------------------
    def concede(self, player: object) -> None:
        """CR 104.3a: a player may concede at any time."""
        if self.over:
            raise IllegalAction("la partida ha terminado", "the game is over")
        seat = self._check_player(player)
        state = self.state
        if state.player(seat).lost:
            raise IllegalAction(
                f"el jugador {seat} ya no está en la partida",
                f"player {seat} is no longer in the game",
            )
        state.answers.append(f"{CONCEDE}:{seat}")  # so that a replay ends the same
        self.emit(PlayerLoses(seat, LossReason.CONCEDE, "104.3a"))  # and leaves (800.4a)
        left = state.opponents(seat)
        if len(left) == 1:  # CR 104.2a: the last player still in the game wins
            self.emit(GameEnds(Result(left[0], EndReason.CONCEDE, "104.3a")))
            return
        # CR 800.4: a game of more players goes on. The state-based actions are checked
        # (an Aura enchanting what left, 704.5m), then the choice that was waiting is asked
        # again of the game as it now is (priority passed on, 800.4a; 800.4h)
        state.pending = None
        self.push(game_rules(self).state_check())
        self.advance()

    # -- copying --------------------------------------------------------------------------
    def clone(self) -> Game:
        state = self.state.clone()
        assert isinstance(state, MtgState)
        return Game(state)

    def determinize(self, player: object, rng: object) -> Game:
        """A copy of the game as ``player`` may imagine it: the cards they cannot see are
        replaced by a random sample consistent with what they can see, and the generator
        is reseeded (DESIGN principle 7; see :mod:`grimorio.rules.determinize`)."""
        seat = self._check_player(player)
        if not isinstance(rng, Rng):
            kind = type(rng).__name__[:40]
            raise IllegalAction(
                f"determinize necesita un Rng del juego, no un {kind}",
                f"determinize needs the game's kind of Rng, not {kind}",
            )
        game = self.clone()
        resample(game, seat, rng)
        return game

    def to_json(self) -> str:
        """The saved document: ``json.dumps({"format": FORMAT, "state": encode(state)},
        ensure_ascii=False, separators=(",", ":"))``, written directly (:func:`dumps`); a
        multiplayer game's options other than the defaults (CR 806.2) go between the two,
        as ``"options": {...}``."""
        chosen = options(self.state)
        if chosen.default:
            return f'{{"format":{dumps(FORMAT)},"state":{dumps(self.state)}}}'
        given = dumps(chosen.as_data())
        return f'{{"format":{dumps(FORMAT)},"options":{given},"state":{dumps(self.state)}}}'

    @classmethod
    def from_json(cls, data: object, verify: object = True) -> Game:
        """The game a saved document holds, or :class:`~grimorio.save_formats.SaveError`
        naming the first problem, before anything else happens: a document too large, too
        deeply nested, of an unknown format or class, with a field of the wrong type or out
        of range, or a state that breaks the rules' invariants (:mod:`grimorio.save_check`).

        With ``verify`` (the default), a game made by :meth:`new` is replayed from the seed,
        decks, names and answers it keeps (DESIGN principle 3) and must come out exactly as
        saved: an edited save is refused ("the saved state is not what its answers give").
        Replaying costs what the game's moves cost the engine (0.1–0.5 s for a whole game
        of a few hundred answers; the checks alone, some 30 ms); a caller that wrote the
        document itself may pass ``verify=False``. A board built for a rules situation (no
        decks) is checked, not replayed."""
        state = load_state(data)
        if verify and state.decks:
            return cls._replayed(state)
        return cls(state)

    @classmethod
    def _replayed(cls, state: MtgState) -> Game:
        """The game ``state``'s seed, decks, names and answers give, which must be ``state``."""
        commanders = state.commanders if isinstance(state, CommanderState) else ()
        schemes = state.schemes if isinstance(state, ArchenemyState) else ()
        game = cls.new(
            [
                Deck(
                    tuple(deck),
                    commander=commanders[i] if commanders else (),
                    schemes=schemes[i] if schemes else (),
                )
                for i, deck in enumerate(state.decks)
            ],
            seed=state.seed,
            players=tuple(p.name for p in state.players),
            auto_pass=state.auto_pass,
            test_cards=uses_test_cards((*state.decks, *commanders, *schemes), state.game),
            game=state.game.value,
            variant=state.variant.kind.value,
            range_of_influence=options(state).range_of_influence,
            attack=options(state).attack.value,
        )
        for i, answer in enumerate(state.answers):
            try:
                if game.over:
                    raise IllegalAction(
                        "la partida ya había terminado", "the game was already over"
                    )
                if answer.startswith(f"{CONCEDE}:"):
                    game.concede(_conceding(answer))
                else:
                    game.submit(answer)
            except ValueError as exc:
                es, en = (exc.es, exc.en) if isinstance(exc, GrimorioError) else (str(exc),) * 2
                raise SaveError(
                    ["state", "answers", i],
                    f"una respuesta que la partida no admite: {es[:160]}",
                    f"an answer the game does not allow: {en[:160]}",
                ) from None
        found = first_difference(encode(state), encode(game.state), ["state"])
        if found is not None:
            path, saved, replayed = found
            raise SaveError(
                path,
                f"el estado guardado no es el que dan sus respuestas (guardado {saved!r:.60}, "
                f"repetida {replayed!r:.60})",
                f"the saved state is not what its answers give (saved {saved!r:.60}, "
                f"replayed {replayed!r:.60})",
            )
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.state == other.state

    __hash__ = None  # type: ignore[assignment]


def check_lang(lang: object) -> str:
    """``lang`` is one of the languages the texts are in (:data:`LANGS`), or IllegalAction."""
    if type(lang) is not str or lang not in LANGS:
        raise IllegalAction(
            f"el idioma es 'es' o 'en', no {shown(lang)}",
            f"the language is 'es' or 'en', not {shown(lang)}",
        )
    return lang


# The state each variant of Magic plays on (CR 903, 904.12); scenario boards build them too
VARIANT_STATES: dict[Variant, type[MtgState]] = {
    Variant.PLAIN: MtgState,
    Variant.COMMANDER: CommanderState,
    Variant.ARCHENEMY: ArchenemyState,
}


def _checked_variant(variant: object, game: GameKind) -> Variant:
    """The variant ``Game.new`` is asked for — one of Magic's — or IllegalAction."""
    if not isinstance(variant, str) or variant not in VARIANT_STATES:
        raise IllegalAction(
            f"la variante es una de {', '.join(VARIANT_STATES)}, no {shown(variant)}",
            f"the variant is one of {', '.join(VARIANT_STATES)}, not {shown(variant)}",
        )
    if game is not GameKind.MAGIC and variant != Variant.PLAIN:
        raise IllegalAction(
            f"la variante {variant} es de Magic, no de {game}",
            f"the variant {variant} is Magic's, not {game}'s",
        )
    return Variant(variant)


def _checked_game(game: object) -> GameKind:
    """The game ``Game.new`` is asked for, or IllegalAction."""
    if type(game) is not str or game not in tuple(GameKind):
        raise IllegalAction(
            f"el juego es 'magic' o 'inferno', no {shown(game)}",
            f"the game is 'magic' or 'inferno', not {shown(game)}",
        )
    return GameKind(game)


def _checked_new(
    decks: object,
    seed: object,
    players: object,
    auto_pass: object,
    test_cards: object,
    game: GameKind = GameKind.MAGIC,
) -> tuple[list[Deck], int, tuple[str, ...], bool]:
    """The decks built, the seed, the players' names and ``auto_pass``, once every
    argument of :meth:`Game.new` is found good; else the documented error of the first bad
    one (nothing has been made yet)."""
    if type(seed) is not int or not MIN_SEED <= seed <= MAX_SEED:
        raise IllegalAction(
            f"la semilla es un int entre {MIN_SEED} y {MAX_SEED}, no {shown(seed)}",
            f"the seed must be an int from {MIN_SEED} to {MAX_SEED}, not {shown(seed)}",
        )
    if not isinstance(decks, (list, tuple)) or not MIN_PLAYERS <= len(decks) <= MAX_PLAYERS:
        raise IllegalAction(
            f"una partida necesita de {MIN_PLAYERS} a {MAX_PLAYERS} mazos, uno por jugador",
            f"a game needs from {MIN_PLAYERS} to {MAX_PLAYERS} decks, one for each player",
        )
    if players is None:
        players = SEAT_NAMES[: len(decks)]
    if not isinstance(players, (list, tuple)) or len(players) != len(decks):
        raise IllegalAction(
            f"los jugadores son una lista de {len(decks)} nombres, uno por mazo",
            f"the players are a list of {len(decks)} names, one for each deck",
        )
    for name in players:
        if (
            type(name) is not str
            or not name.strip()
            or len(name) > MAX_NAME
            or not name.isprintable()
        ):
            raise IllegalAction(
                f"el nombre de un jugador es un texto imprimible de 1 a {MAX_NAME} caracteres, "
                f"no {shown(name)}",
                f"a player's name must be printable text of 1 to {MAX_NAME} characters, "
                f"not {shown(name)}",
            )
    for flag, value in (("auto_pass", auto_pass), ("test_cards", test_cards)):
        if type(value) is not bool:
            raise IllegalAction(
                f"{flag} es True o False, no {shown(value)}",
                f"{flag} must be True or False, not {shown(value)}",
            )
    if game is GameKind.INFERNO:
        built = [inferno_deck(d, allow_test=bool(test_cards)) for d in decks]
    else:
        built = [as_deck(d, allow_test=bool(test_cards)) for d in decks]
    return built, seed, tuple(players), bool(auto_pass)


def _checked_answers(answers: object) -> list[str]:
    """The answers of :meth:`Game.replay` as a list, each a string of bounded length."""
    if isinstance(answers, (str, bytes, dict, set, frozenset)) or not isinstance(answers, Iterable):
        raise IllegalAction(
            "las respuestas son una lista de textos",
            "the answers are a list of strings",
        )
    given: list[str] = []
    for a in answers:
        if len(given) >= MAX_ANSWERS:
            raise IllegalAction(
                f"una partida tiene como mucho {MAX_ANSWERS} respuestas",
                f"a game has at most {MAX_ANSWERS} answers",
            )
        if type(a) is not str or len(a) > MAX_ANSWER:
            raise IllegalAction(
                f"la respuesta n.º {len(given) + 1} no es un texto de hasta {MAX_ANSWER} "
                f"caracteres: {shown(a)}",
                f"answer #{len(given) + 1} is not a string of up to {MAX_ANSWER} "
                f"characters: {shown(a)}",
            )
        given.append(a)
    return given


def _conceding(answer: str) -> int:
    """The seat a recorded concession names (``concede:N``, CR 104.3a)."""
    match = re.fullmatch(rf"{CONCEDE}:([0-9]{{1,3}})", answer)
    if match is None:
        raise IllegalAction(
            f"{shown(answer)} no es una concesión (concede:N)",
            f"{shown(answer)} is not a concession (concede:N)",
        )
    return int(match[1])
