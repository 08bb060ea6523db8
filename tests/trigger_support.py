"""Helpers shared by the tests of triggered abilities (CR 603): a board, counting rules in the
log, the stack, and passing while triggers are ordered as offered."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import resolve_top

LIB = ["Llanura"] * 8


def board(**kw: object) -> Game:
    """A board in Norte's first main phase of turn 2, with libraries to draw from."""
    args: dict[str, object] = {"libraries": (LIB, LIB)}
    args.update(kw)
    return build(**args)  # type: ignore[arg-type]


def count(g: Game, rule: str) -> int:
    """How many log entries cite ``rule``."""
    return g.log.rules().count(rule)


def stack_sources(g: Game) -> list[str]:
    """The cards the objects on the stack come from, bottom first."""
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


def life(g: Game, player: int = 0) -> int:
    return g.state.player(player).life


def put_in_order(g: Game) -> None:
    """CR 603.3b: while a player is asked to order their triggers, put them in the order
    offered."""
    while g.pending.kind == "trigger_order":
        g.submit(g.pending.ids()[0])


def resolve_all(g: Game) -> None:
    """Pass until the stack is empty (ordering triggers as offered)."""
    put_in_order(g)
    while g.state.zones["stack"]:
        assert g.pending.kind == "priority", g.pending
        resolve_top(g)
        put_in_order(g)


def to_step(g: Game, step: str, turn: int | None = None) -> None:
    """Pass priority until ``step`` (of ``turn``) begins and someone holds priority in it."""
    put_in_order(g)
    while not (g.state.step == step and (turn is None or g.state.turn == turn)):
        assert g.pending.kind == "priority", g.pending
        g.submit("pass")
        put_in_order(g)
