"""A table: one game of Magic and the seats around it — two, or up to six (CR 800.1) —
as a server runs it for people and agents (issues 19 and 23; ``docs/protocol.md``).

The engine asks every priority (``Game.new(auto_pass=False)``, CR 117.3d) so that what a
player sees of the game never depends on what another player's hand holds. A seat is held by
a person or by an agent. The table passes for a person as their stops and pass-until mode say
(:mod:`grimorio.table.passing`) — public facts and their own settings, never whether they
hold a card they could play — and asks them everything else as a *request* with an id:
an answer must name the id of the request it answers, so a stale answer (an old tab, a
double click, a message that crossed a newer state) is refused and changes nothing.

Everything a seat or a spectator receives is built here, rendered for that viewer
(:meth:`Table.state_message`): ``Game.view`` of the viewer (CR 400.2), the log as the
viewer may read it (708.5, 406.3), and the viewer's own request. A person who is announcing
a spell or ability (CR 601.2, 602.2) may cancel it before it is paid; until then the others
see only that the person holds priority, so a cancelled cast reveals nothing.

In a game of more than two, a player who loses or concedes leaves it and the game goes on
(CR 800.4a): their seat keeps receiving the game, as a spectator of the rest of it, and is
asked nothing more.

The table is not thread-safe: a server serialises the calls of one game (an agent's turn,
:meth:`Table.ai_turn`, may run in a worker thread while no other call is made).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from grimorio.agents.base import Agent
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.policy import pay_mana
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.core.errors import GrimorioError
from grimorio.explain import explain
from grimorio.game import Game, check_lang
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.view import dialect_of
from grimorio.table.passing import DEFAULT_STOPS, STOP_STEPS, Passing, PassKind, Whose
from grimorio.text.log import decision_prompt, entry_line, option_label
from grimorio.text.refs import EVERYONE, is_card_ref

MAX_LOG_LINES = 2_000  # log lines in one state message; a client asks from where it stands

Stops = frozenset[tuple[Whose, str]]


class SeatKind(StrEnum):
    PERSON = "person"
    AI = "ai"


class ErrorCode(StrEnum):
    """Why the table refused a call (the ``code`` of the protocol's ``error`` message)."""

    STALE_REQUEST = "stale_request"  # not the id of the request pending for that seat
    NOT_YOUR_TURN = "not_your_turn"  # the seat has no request now
    ILLEGAL_OPTION = "illegal_option"  # the request doesn't offer that option
    NOT_CANCELLABLE = "not_cancellable"  # nothing being announced to cancel
    NO_PASS = "no_pass"  # the request is not a priority that may be passed
    NO_AUTO_PAY = "no_auto_pay"  # the request is not a mana payment
    GAME_OVER = "game_over"
    BAD_SEAT = "bad_seat"
    BAD_ENTRY = "bad_entry"
    BAD_STOPS = "bad_stops"
    BAD_TABLE = "bad_table"
    NOT_IN_GAME = "not_in_game"  # the seat's player left the game (CR 800.4a)


class TableError(GrimorioError):
    """A call the table refuses; nothing changed. ``code`` says why in one word."""

    def __init__(self, code: ErrorCode, es: str, en: str) -> None:
        super().__init__(es, en)
        self.code = code


@dataclass
class Seat:
    """Who holds a seat: a person, asked through requests, or an ``agent``. ``stops`` and
    ``passing`` are a person's (the pass-until mode under way); ``undo`` is the game as it
    was before the person began announcing a spell or ability, for ``cancel``."""

    kind: SeatKind
    agent: Agent | None = None
    stops: Stops = DEFAULT_STOPS
    passing: Passing | None = None
    undo: Game | None = None


def check_stops(stops: object) -> Stops:
    """``stops`` as the table keeps them: pairs of :class:`Whose` and a step a stop may be
    set in (:data:`~grimorio.table.passing.STOP_STEPS`), or :class:`TableError`."""
    if not isinstance(stops, list | tuple | set | frozenset) or len(stops) > 2 * len(STOP_STEPS):
        raise TableError(
            ErrorCode.BAD_STOPS, "las paradas son una lista de pares", "stops are a list of pairs"
        )
    checked = set()
    for stop in stops:
        if (
            not isinstance(stop, list | tuple)
            or len(stop) != 2
            or stop[0] not in tuple(Whose)
            or stop[1] not in STOP_STEPS
        ):
            raise TableError(
                ErrorCode.BAD_STOPS,
                f"parada desconocida: {str(stop)[:40]}",
                f"unknown stop: {str(stop)[:40]}",
            )
        checked.add((Whose(stop[0]), str(stop[1])))
    return frozenset(checked)


def announcing(game: Game, before: Game | None, player: int) -> bool:
    """Whether ``player`` is announcing a spell or ability begun at the priority ``before``
    was cloned at, and may still back out of it: the pending question is theirs and not
    priority, they have answered since, and the log hasn't grown — nothing is committed
    until the total cost is paid (CR 601.2, 602.2)."""
    decision = game.pending
    if before is None or decision is None or decision.player != player:
        return False
    return (
        decision.kind != DecisionKind.PRIORITY
        and len(game.state.log) == len(before.state.log)
        and len(game.state.answers) > len(before.state.answers)
    )


def option_objects(option: Option) -> list[int]:
    """The ids of the objects an option is about, in order (the card to cast, the target,
    the attacker and what it attacks), for a client that picks options by clicking cards."""
    return [int(a[2]) for a in option.args if is_card_ref(a) and int(a[2]) > 0]


def request_of(
    game: Game, decision: Decision, request: int, lang: str, *, cancellable: bool, auto_pay: bool
) -> dict[str, Any]:
    """The protocol's ``request`` for the player asked ``decision`` (its prompt and options
    as they may read them), numbered ``request``."""
    names = tuple(p.name for p in game.state.players)
    viewer = decision.player
    return {
        "id": request,
        "kind": decision.kind,
        "prompt": decision_prompt(decision, lang, names, viewer, dialect_of(game)),
        "options": [
            {
                "id": o.id,
                "label": option_label(o, lang, names, viewer, dialect_of(game)),
                "objects": option_objects(o),
            }
            for o in decision.options
        ],
        "cancellable": cancellable,
        "auto_pay": auto_pay,
    }


def state_of(
    game: Game,
    viewer: int | None,
    lang: str,
    start: int,
    request: dict[str, Any] | None,
    passing: str | None = None,
) -> dict[str, Any]:
    """The protocol's ``state`` message of ``game`` for ``viewer`` (a seat, or None for a
    spectator, CR 400.2): their view, the log from ``start`` on (at most the newest
    :data:`MAX_LOG_LINES`) as they may read it, their ``request`` and way of ``passing``."""
    decision = game.pending
    view = game.view(viewer, lang)
    del view["log"]
    if decision is not None:  # the options are in the request, for their seat only
        view["decision"] = {"player": decision.player, "kind": str(decision.kind)}
    log = game.state.log
    start = max(start, len(log) - MAX_LOG_LINES)
    names = tuple(p.name for p in game.state.players)
    reader = viewer if game.state.result is None else EVERYONE  # CR 708.9
    return {
        "type": "state",
        "view": view,
        "log_from": start,
        "log": [
            {"i": i, "text": entry_line(log[i], lang, names, reader, dialect_of(game))}
            for i in range(start, len(log))
        ],
        "waiting_for": None if decision is None else decision.player,
        "request": request,
        "passing": passing,
        "result": view["result"],
    }


class Table:
    """A game and its seats. ``next_request`` is the id the next request takes: a server
    resuming a game after a restart passes one above the last id it gave
    (:attr:`last_request`), so that ids never repeat within a game."""

    def __init__(self, game: Game, seats: Sequence[Seat], next_request: int = 1) -> None:
        if not isinstance(game, Game) or game.state.auto_pass:
            raise TableError(
                ErrorCode.BAD_TABLE,
                "una mesa necesita una partida que pregunte cada prioridad (auto_pass=False)",
                "a table needs a game that asks every priority (auto_pass=False)",
            )
        if len(seats) != len(game.state.players) or any(
            (s.kind == SeatKind.AI) != (s.agent is not None) for s in seats
        ):
            raise TableError(
                ErrorCode.BAD_TABLE,
                "un asiento por jugador; un agente en cada asiento de la IA y solo en ellos",
                "one seat per player; an agent on every AI seat and on those only",
            )
        if type(next_request) is not int or next_request < 1:
            raise TableError(
                ErrorCode.BAD_TABLE,
                "el siguiente id de petición es un entero positivo",
                "the next request id is a positive integer",
            )
        self.game = game
        self.seats = list(seats)
        self._next = next_request
        self._request: tuple[int, int] | None = None  # (answers when asked, request id)
        self._fallback = HeuristicAgent(game.state.seed)
        # the question pending when the table opens (a game resumed after a restart) is
        # asked, never passed for its person: they were asked it before
        self._opened_on = len(game.state.answers)
        for i, seat in enumerate(self.seats):
            if seat.kind == SeatKind.PERSON and seat.passing is None:
                seat.passing = self._passing(PassKind.ANSWER, i)
        self.settle()

    # -- who acts -------------------------------------------------------------------------
    @property
    def last_request(self) -> int:
        """The last request id given (0 before the first)."""
        return self._next - 1

    def actor(self) -> int | None:
        """The seat that must act now, or None once the game is over."""
        decision = self.game.pending
        return None if decision is None else decision.player

    def request_id(self) -> int | None:
        """The id of the request a person must answer now, or None (an agent acts, or the
        game is over)."""
        decision = self.game.pending
        if decision is None or self.seats[decision.player].kind != SeatKind.PERSON:
            return None
        asked = len(self.game.state.answers)
        if self._request is None or self._request[0] != asked:
            self._request = (asked, self._next)
            self._next += 1
        return self._request[1]

    def settle(self) -> None:
        """Pass for the persons whose pass-until mode goes on (CR 117.3d), until a person
        must be asked, an agent must act or the game is over."""
        game = self.game
        while (decision := game.pending) is not None:
            seat = self.seats[decision.player]
            passing = seat.passing
            if (
                seat.kind != SeatKind.PERSON
                or decision.kind != DecisionKind.PRIORITY
                or passing is None
                or len(game.state.answers) == self._opened_on
                or not passing.keep_passing(game)
            ):
                break
            game.submit("pass", decision.player)
        self.request_id()  # a new request takes its id now

    def ai_turn(self) -> None:
        """The agent whose seat must act answers one decision; then the table settles."""
        decision = self.game.pending
        if decision is None:
            raise _over()
        seat = self.seats[decision.player]
        if seat.agent is None:
            raise TableError(
                ErrorCode.NOT_YOUR_TURN,
                "decide una persona, no la IA",
                "a person decides now, not the AI",
            )
        self.game.submit(seat.agent.decide(self.game, decision), decision.player)
        self.settle()

    # -- a person's answers ---------------------------------------------------------------
    def _asked(self, seat: int, request: int) -> Decision:
        """The decision ``seat`` is asked by request ``request``, or TableError."""
        self._check_seat(seat)
        decision = self.game.pending
        if decision is None:
            raise _over()
        current = self.request_id()
        if decision.player != seat or current is None:
            raise TableError(
                ErrorCode.NOT_YOUR_TURN,
                "no es tu decisión: espera a tu turno de decidir",
                "it is not your decision: wait for your turn to decide",
            )
        if type(request) is not int or request != current:
            raise TableError(
                ErrorCode.STALE_REQUEST,
                f"la petición {str(request)[:20]} ya no está pendiente (la actual es {current})",
                f"request {str(request)[:20]} is no longer pending (the current one is {current})",
            )
        return decision

    def answer(self, seat: int, request: int, option: str) -> None:
        """``seat`` answers request ``request`` with the option whose id is ``option``."""
        decision = self._asked(seat, request)
        try:
            chosen = decision.option(option)
        except IllegalAction as exc:
            raise TableError(ErrorCode.ILLEGAL_OPTION, exc.es, exc.en) from None
        self._submit(seat, decision, chosen)
        self.settle()

    def _submit(self, seat: int, decision: Decision, option: Option) -> None:
        person = self.seats[seat]
        starts = decision.kind == DecisionKind.PRIORITY
        before = self.game.clone() if starts and option.id != "pass" else None
        self.game.submit(option, seat)
        if starts:
            person.undo = before
            # passing goes on until news (CR 117.3c); acting keeps the person asked
            person.passing = self._passing(PassKind.ANSWER, seat) if option.id == "pass" else None

    def pass_until(self, seat: int, request: int, until: PassKind) -> None:
        """``seat`` passes priority now and goes on passing as ``until`` says
        (:class:`~grimorio.table.passing.PassKind`)."""
        decision = self._asked(seat, request)
        if decision.kind != DecisionKind.PRIORITY or "pass" not in decision.ids():
            raise TableError(
                ErrorCode.NO_PASS,
                "esta pregunta no es una prioridad que se pueda pasar",
                "this question is not a priority that can be passed",
            )
        if until not in tuple(PassKind):
            raise TableError(
                ErrorCode.NO_PASS,
                f"modo de pasar desconocido: {str(until)[:20]}",
                f"unknown way of passing: {str(until)[:20]}",
            )
        self.game.submit("pass", seat)
        self.seats[seat].undo = None
        self.seats[seat].passing = Passing.start(
            PassKind(until), self.game, seat, self.seats[seat].stops, skip_idle=False
        )
        self.settle()

    def auto_pay(self, seat: int, request: int) -> None:
        """Pay the mana of the spell or ability being cast as the heuristic player would
        (the sources the hand needs least, CR 601.2g–h), one payment step after another."""
        decision = self._asked(seat, request)
        if decision.kind != DecisionKind.MANA:
            raise TableError(
                ErrorCode.NO_AUTO_PAY,
                "no hay maná que pagar ahora",
                "there is no mana to pay now",
            )
        game = self.game
        while (current := game.pending) is not None and (
            current.player == seat and current.kind == DecisionKind.MANA
        ):
            game.submit(pay_mana(game, current), seat)
        self.settle()

    def cancellable(self, seat: int) -> bool:
        """Whether ``seat`` is announcing a spell or ability it may still back out of: while
        it is announced (modes, targets, costs, mana) the engine commits nothing — the log
        doesn't grow — until the total cost is paid (CR 601.2, 602.2). The abandoned choices
        leave no answer behind, so the game's record and its replay stay exact."""
        return announcing(self.game, self.seats[seat].undo, seat)

    def cancel(self, seat: int, request: int) -> None:
        """Back out of the spell or ability being announced: the game goes back to the
        priority where it began, asked by a new request."""
        self._asked(seat, request)
        if not self._restore(seat):
            raise TableError(
                ErrorCode.NOT_CANCELLABLE,
                "no hay nada que cancelar: ya está pagado, o no se está lanzando nada",
                "there is nothing to cancel: it is paid, or nothing is being cast",
            )
        self.settle()

    def _restore(self, seat: int) -> bool:
        """Go back to the game as it was before ``seat`` began announcing, if it may."""
        undo = self.seats[seat].undo
        if undo is None or not self.cancellable(seat):
            return False
        self.game, self.seats[seat].undo = undo, None
        self._request = None
        return True

    def set_stops(self, seat: int, stops: object) -> None:
        """The steps where passing stops for ``seat`` (as the terminal's ``parada``)."""
        self._check_seat(seat)
        checked = check_stops(stops)
        person = self.seats[seat]
        person.stops = checked
        if person.passing is not None:
            person.passing.stops = checked

    def concede(self, seat: int) -> None:
        """``seat`` concedes (CR 104.3a): in a game of two, the game ends at once; in a game
        of more, the player leaves it and it goes on without them (800.4a) — their seat
        stays at the table, a spectator of the rest. A spell or ability they were
        announcing is backed out of first (nothing of it was committed, CR 601.2)."""
        self._check_seat(seat)
        game = self.game
        if game.over:
            raise _over()
        if game.state.player(seat).lost:
            raise TableError(
                ErrorCode.NOT_IN_GAME,
                "ya no estás en la partida: la dejaste o la perdiste (CR 800.4a)",
                "you are no longer in the game: you left it or lost (CR 800.4a)",
            )
        if game.state.multiplayer:
            self._restore(seat)
            self.seats[seat].undo = self.seats[seat].passing = None
        self.game.concede(seat)
        self.settle()

    def time_out(self, seat: int) -> None:
        """``seat``'s time for this decision ran out: an announcement under way is cancelled,
        then priority is passed; a question that is not priority (a target, blockers, a
        discard) gets the heuristic player's answer. Never a concession."""
        self._check_seat(seat)
        decision = self.game.pending
        if decision is None:
            raise _over()
        if decision.player != seat:
            raise TableError(
                ErrorCode.NOT_YOUR_TURN,
                "ese asiento no está decidiendo",
                "that seat is not deciding",
            )
        if self._restore(seat):
            decision = self.game.pending
            assert decision is not None
        if decision.kind == DecisionKind.PRIORITY and "pass" in decision.ids():
            option = decision.option("pass")
        else:
            option = self._fallback.decide(self.game, decision)
        self._submit(seat, decision, option)
        self.settle()

    def take_seat(self, seat: int, agent: Agent) -> None:
        """``agent`` plays ``seat`` from now on (a person left and chose so)."""
        self._check_seat(seat)
        self._restore(seat)
        self.seats[seat] = Seat(SeatKind.AI, agent)
        self._request = None
        self.settle()

    # -- what each viewer receives --------------------------------------------------------
    def state_message(self, viewer: int | None, lang: str, log_from: int = 0) -> dict[str, Any]:
        """The protocol's ``state`` message for ``viewer`` (a seat, or None for a
        spectator): their view, the log from ``log_from`` on as they may read it, and their
        own request. While a person announces a spell or ability they may still cancel,
        everyone else sees the game as it was at the priority where the announcement began
        (the card still in hand, CR 601.2a), so that a cancelled cast reveals nothing."""
        if viewer is not None:
            self._check_seat(viewer)
        lang = check_lang(lang)
        game = self.game
        decision = game.pending
        if decision is not None and viewer != decision.player and self.cancellable(decision.player):
            game = self.seats[decision.player].undo or game
        start = log_from if type(log_from) is int and 0 <= log_from <= len(game.state.log) else 0
        seat = None if viewer is None else self.seats[viewer]
        request = self._request_message(viewer, lang)
        # the mode that is passing for the viewer now; none while they are being asked
        passing = None
        if seat is not None and seat.passing is not None and request is None:
            passing = str(seat.passing.kind)
        return state_of(game, viewer, lang, start, request, passing)

    def _request_message(self, viewer: int | None, lang: str) -> dict[str, Any] | None:
        decision = self.game.pending
        request = self.request_id()
        if viewer is None or decision is None or decision.player != viewer or request is None:
            return None
        return request_of(
            self.game,
            decision,
            request,
            lang,
            cancellable=self.cancellable(viewer),
            auto_pay=decision.kind == DecisionKind.MANA,
        )

    def why(self, viewer: int | None, entry: object, lang: str) -> list[str]:
        """Why log entry ``entry`` happened, as ``viewer`` may read it (DESIGN principle 1)."""
        if viewer is not None:
            self._check_seat(viewer)
        if type(entry) is not int or not 0 <= entry < len(self.game.state.log):
            raise TableError(
                ErrorCode.BAD_ENTRY,
                f"no hay ninguna línea {str(entry)[:20]} en el registro",
                f"there is no log line {str(entry)[:20]}",
            )
        return explain(self.game, entry, check_lang(lang), viewer)

    # -- helpers --------------------------------------------------------------------------
    def _passing(self, kind: PassKind, seat: int) -> Passing:
        return Passing.start(kind, self.game, seat, self.seats[seat].stops, skip_idle=False)

    def _check_seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            raise TableError(
                ErrorCode.BAD_SEAT,
                f"no hay ningún asiento {str(seat)[:20]}",
                f"there is no seat {str(seat)[:20]}",
            )
        return seat


def _over() -> TableError:
    return TableError(ErrorCode.GAME_OVER, "la partida ha terminado", "the game is over")


__all__ = [
    "ErrorCode",
    "Seat",
    "SeatKind",
    "Stops",
    "Table",
    "TableError",
    "announcing",
    "check_stops",
    "option_objects",
]
