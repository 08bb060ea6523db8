"""Playing a scenario's script: each action answers the pending decision, in order. Besides
answers, a script may

* pass until a turn and a step (``pasar hasta: {turno: 8, paso: main2}``): priority is
  passed (CR 117.3d) and no attackers or blockers are declared (508.1, 509.1) until the
  first priority in that step of that turn;
* check expectations in the middle (``comprobar: {life: {Sur: 17}}``);
* give an alias to an object that a card became or an effect created
  (``nombrar: {carta: Glimmer, como: brillo}``);
* have a player concede (``conceder: Este``, CR 104.3a): in a game of more than two they
  leave it and it goes on (800.4a).

A decision the engine answers by itself — a single legal target of a triggered ability
(603.3d), the only way to pay (601.2g), the only mode (700.2) — may still be answered in
the script, so that a script can be written from the card text alone: an answer that fits
no option is accepted if it matches what was chosen automatically since the previous
answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from grimorio.cards.registry import fold
from grimorio.core.decisions import shown
from grimorio.core.errors import GrimorioError
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY
from grimorio.game import Game
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import STEPS
from grimorio.scenario.actions import VERBS, answer_for, boolean_error, matches_ref
from grimorio.scenario.aliases import Aliases, check_alias
from grimorio.scenario.errors import NotOffered, ScenarioError
from grimorio.scenario.expect import Diff, differences
from grimorio.scenario.expect_base import player_index
from grimorio.scenario.names import key_of

PASS_UNTIL = ("pasar hasta", "pass until")
CHECK = ("comprobar", "check")
NAME = ("nombrar", "name")
CONCEDE = ("conceder", "concede")
MAX_PASSES = 20_000  # a pass until never needs more (a turn has at most some dozens)


class ChecksFailed(Exception):
    """A ``comprobar`` found differences: the run fails with them, and where."""

    def __init__(self, diffs: list[Diff], game: Game, where: Diff) -> None:
        super().__init__(where.en)
        self.diffs = diffs
        self.game = game
        self.where = where


@dataclass
class _Since:
    """What the game was like before the last answer, to recognise what the engine chose by
    itself after it: the highest object id, the untapped permanents, the pool."""

    last_id: int = 0
    untapped: set[int] = field(default_factory=set)
    pools: tuple[tuple[int, ...], ...] = ()
    # automatic choices already claimed by an answer, and sources the script chose itself
    used: set[tuple[str, int, int]] = field(default_factory=set)

    @classmethod
    def of(cls, game: Game) -> _Since:
        state = game.state
        untapped = {o for o in state.zones[BATTLEFIELD_KEY] if not state.objects[o].tapped}
        pools = tuple(state.player(p).pool for p in range(len(state.players)))
        return cls(max(state.objects, default=0), untapped, pools)


def _verb(action: Any) -> tuple[str, Any]:
    if isinstance(action, dict) and len(action) == 1:
        ((verb, value),) = action.items()
        return fold(str(verb)), value
    return "", None


def play(
    game: Game, actions: list[Any], auto_mana: bool = True, aliases: Aliases | None = None
) -> None:
    """Answer decisions in order; a scripted answer that fits no option fails the run."""
    aliases = {} if aliases is None else aliases
    since = _Since.of(game)
    scripted: set[tuple[str, int, int]] = set()
    for n, action in enumerate(actions, 1):
        what = shown(action, 80)
        verb, value = _verb(action)
        try:
            if verb in CHECK:
                _check(game, n, value, aliases)
                continue
            if verb in NAME:
                _name(game, value, aliases)
                continue
            if verb in CONCEDE:
                game.concede(player_index(game, value))  # CR 104.3a, 800.4a
                since = _Since.of(game)
                continue
            if verb in PASS_UNTIL:
                _pass_until(game, value, auto_mana)
                since = _Since.of(game)
                continue
            while True:
                d = game.pending
                if d is None:
                    raise ScenarioError("la partida ya ha terminado", "the game is already over")
                if auto_mana and d.kind == DecisionKind.MANA and verb not in ("pagar", "pay"):
                    game.submit("mana:auto")  # automatic payment unless the script pays itself
                    continue
                break
            try:
                answer = answer_for(game, d, action, aliases)
            except NotOffered:
                if _chosen_automatically(game, action, since, aliases):
                    continue
                raise
            before = _Since.of(game)
            game.submit(answer)
            parts = answer.split(":")
            if parts[0] == "mana" and len(parts) > 1 and parts[1].isdigit():
                # a source the script chose is tapped once the payment is complete (601.2g):
                # it was not tapped by the engine on its own
                scripted.add(("mana", int(parts[1]), 0))
            since = before
            since.used |= scripted
        except GrimorioError as exc:  # a ScenarioError, or IllegalAction
            raise ScenarioError(
                f"acción {n} ({what}): {exc.es}", f"action {n} ({what}): {exc.en}"
            ) from exc
        except (ValueError, TypeError, KeyError, AttributeError) as exc:  # {modo: "uno"}
            raise ScenarioError(
                f"acción {n} ({what}): acción mal formada",
                f"action {n} ({what}): malformed action ({str(exc)[:200]})",
            ) from exc
    while auto_mana and game.pending is not None and game.pending.kind == DecisionKind.MANA:
        game.submit("mana:auto")


def _check(game: Game, n: int, value: Any, aliases: Aliases) -> None:
    """``comprobar``: the expectations, now; any difference fails the run."""
    found = differences(game, value, aliases)
    if found:
        where = Diff(f"comprobación de la acción {n}", f"check at action {n}")
        raise ChecksFailed(found, game, where)


def _name(game: Game, value: Any, aliases: Aliases) -> None:
    """``nombrar: {carta: NAME, como: ALIAS}``: the newest object that is that card and
    has no alias yet gets one (a token just created, a card in its new zone, CR 400.7)."""
    keys = set(value) if isinstance(value, dict) else set()
    if keys - {"carta", "card", "como", "as"} or not (
        keys & {"carta", "card"} and keys & {"como", "as"}
    ):
        raise ScenarioError(
            "nombrar necesita {carta: NOMBRE, como: ALIAS}",
            "name needs {card: NAME, as: ALIAS}",
        )
    card = value.get("carta", value.get("card"))
    alias = value.get("como", value.get("as"))
    key = key_of(card)
    folded = check_alias(alias, aliases)
    taken = set(aliases.values())
    state = game.state
    found = [o for o, obj in state.objects.items() if obj.card == key and o not in taken]
    if not found:
        raise ScenarioError(
            f"no hay ningún objeto {card!r} sin alias al que llamar {alias!r}",
            f"there is no object {card!r} without an alias to call {alias!r}",
        )
    aliases[folded] = max(found)


def _point(value: Any) -> tuple[int | None, str | None]:
    if not isinstance(value, dict) or not value or set(value) - {"turno", "turn", "paso", "step"}:
        raise ScenarioError(
            f"pasar hasta necesita {{turno: N, paso: PASO}} (uno o ambos), no {shown(value, 60)}",
            f"pass until needs {{turn: N, step: STEP}} (either or both), not {shown(value, 60)}",
        )
    turn = value.get("turno", value.get("turn"))
    step = value.get("paso", value.get("step"))
    if turn is not None and (type(turn) is not int or turn < 1):
        raise ScenarioError(
            f"pasar hasta: el turno es un número desde 1, no {shown(turn)}",
            f"pass until: the turn is a number from 1, not {shown(turn)}",
        )
    if step is not None and step not in STEPS:
        raise ScenarioError(
            f"pasar hasta: paso desconocido {shown(step)}; uno de {', '.join(STEPS)}",
            f"pass until: unknown step {shown(step)}; one of {', '.join(STEPS)}",
        )
    return turn, step


def _where(game: Game) -> tuple[str, str]:
    state = game.state
    return (
        f"turno {state.turn}, paso {state.step}",
        f"turn {state.turn}, step {state.step}",
    )


def _pass_until(game: Game, value: Any, auto_mana: bool) -> None:
    """Pass priority, and declare no attackers or blockers, until the first priority in
    that step of that turn (CR 117.3d, 500.1)."""
    turn, step = _point(value)
    state = game.state
    start = (state.turn, STEPS.index(state.step))
    goal = (turn, STEPS.index(step) if step is not None else -1)
    target_es = " ".join(
        x for x in (f"turno {turn}" if turn else "", f"paso {step}" if step else "") if x
    )
    target_en = " ".join(
        x for x in (f"turn {turn}" if turn else "", f"step {step}" if step else "") if x
    )
    if turn is not None and (turn, goal[1]) <= start:
        es, en = _where(game)
        raise ScenarioError(
            f"pasar hasta {target_es}: inalcanzable, la partida ya está en {es}",
            f"pass until {target_en}: unreachable, the game is already at {en}",
        )
    moved = False
    for _ in range(MAX_PASSES):
        d = game.pending
        state = game.state
        if d is None:
            es, en = _ended(game)
            raise ScenarioError(
                f"pasar hasta {target_es}: la partida terminó antes ({es})",
                f"pass until {target_en}: the game ended first ({en})",
            )
        here = (state.turn, STEPS.index(state.step))
        moved = moved or here != start
        if d.kind == DecisionKind.PRIORITY and moved and _reached(here, turn, goal[1]):
            return
        if turn is not None and (
            here[0] > turn or (here[0] == turn and step and here[1] > goal[1])
        ):
            es, en = _where(game)
            raise ScenarioError(
                f"pasar hasta {target_es}: la partida pasó de largo sin detenerse allí "
                f"(ahora {es}; un paso sin prioridad o que no tiene lugar, p. ej. 508.8)",
                f"pass until {target_en}: the game went past it without stopping there "
                f"(now {en}; a step without priority or that doesn't happen, e.g. 508.8)",
            )
        if d.kind == DecisionKind.PRIORITY and "pass" in d.ids():
            game.submit("pass")
        elif d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS) and "done" in d.ids():
            game.submit("done")
        elif d.kind == DecisionKind.MANA and auto_mana:
            game.submit("mana:auto")
        else:
            es, en = _where(game)
            who = state.players[d.player].name
            raise ScenarioError(
                f"pasar hasta {target_es}: en {es} hay una decisión que no es pasar "
                f"({d.kind} de {who}); respóndela antes",
                f"pass until {target_en}: at {en} a decision other than passing is pending "
                f"({d.kind} of {who}); answer it first",
            )
    raise ScenarioError(
        f"pasar hasta {target_es}: más de {MAX_PASSES} pases",
        f"pass until {target_en}: more than {MAX_PASSES} passes",
    )


def _ended(game: Game) -> tuple[str, str]:
    """How the game ended, in Spanish and English (CR 104)."""
    result = game.result
    if result is None or result.winner is None:
        return f"empate, regla {getattr(result, 'rule', '104')}", (
            f"a draw, rule {getattr(result, 'rule', '104')}"
        )
    name = game.state.players[result.winner].name
    return f"ganó {name}, regla {result.rule}", f"{name} won, rule {result.rule}"


def _reached(here: tuple[int, int], turn: int | None, step: int) -> bool:
    if turn is not None and here[0] != turn:
        return False
    return step < 0 or here[1] == step


def _chosen_automatically(game: Game, action: Any, since: _Since, aliases: Aliases) -> bool:
    """Does ``action`` (an answer that fits no option now) match what the engine chose by
    itself after the previous answer: the only legal target of an ability put on the
    stack (603.3d), a source tapped for the only way to pay (601.2g), the only mode (700.2)?
    Each automatic choice accounts for one such answer."""
    verb, value = _verb(action)
    if isinstance(value, bool):
        raise boolean_error(value, verb)
    prefix = VERBS.get(verb)
    state = game.state
    # triggered abilities put on the stack since: the engine chose their only target or mode
    new = [
        o
        for o in state.zones[STACK_KEY]
        if o > since.last_id and state.objects[o].trigger is not None
    ]
    me = game.pending.player if game.pending is not None else state.active
    if prefix == "target":
        for o in new:
            for ref in (r for group in state.objects[o].targets for r in group):
                key = ("target", o, ref)
                if key not in since.used and matches_ref(
                    game, ref, value, state.objects[o].controller, aliases
                ):
                    since.used.add(key)
                    return True
        return False
    if prefix == "mode":
        if type(value) is not int:
            return False
        for o in new:
            if state.objects[o].modes == (value - 1,) and ("mode", o, 0) not in since.used:
                since.used.add(("mode", o, 0))
                return True
        return False
    if prefix == "mana":
        if fold(str(value)) in ("auto", "automatico", "automático"):
            paid = any(o not in state.objects or state.objects[o].tapped for o in since.untapped)
            pools = tuple(state.player(p).pool for p in range(len(state.players)))
            return paid or pools != since.pools
        for o in since.untapped:
            obj = state.objects.get(o)
            if obj is None or not obj.tapped or ("mana", o, 0) in since.used:
                continue
            if matches_ref(game, o, value, me, aliases):
                since.used.add(("mana", o, 0))
                return True
    return False
