"""Helpers for the tests of Duskmourn's Archenemy schemes (issue 23): a Supervillain Rumble
board (CR 904.12) whose active player, Norte, has a scheme deck of their own, and the moves
that take it to the scheme set in motion (904.9) and through what it asks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimorio import Game
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.rules.events.schemes import scheme_deck
from grimorio.scenario.board import build

PLAYERS = ("Norte", "Sur", "Este")


def rumble(
    schemes: Sequence[str] = (),
    *,
    players: Sequence[str] = PLAYERS,
    step: str = "draw",
    others: Sequence[Sequence[str]] = (),
    **kw: Any,
) -> Game:
    """A Supervillain Rumble board at ``step`` of Norte's turn 2 (CR 904.12: everyone an
    archenemy at 40 life), Norte's scheme deck being ``schemes`` and the next players'
    ``others``, each top first (904.4)."""
    kw.setdefault("life", tuple(40 for _ in players))  # CR 904.5
    return build(
        variant="archenemy",
        players=players,
        step=step,
        schemes=tuple(list(reversed(s)) for s in (schemes, *others)),
        **kw,
    )


def to_main(g: Game) -> None:
    """Pass priority until Norte's precombat main phase has begun (CR 904.9: the top scheme
    is set in motion) and its abilities are being put on the stack."""
    while g.state.step != "main1":
        g.submit("pass")


def resolve(g: Game) -> None:
    """Every player passes while something is on the stack (CR 608.2); stops at any other
    decision (a choice as it resolves)."""
    while g.pending is not None and g.pending.kind == "priority" and g.state.zones["stack"]:
        g.submit("pass")


def pass_until(g: Game, step: str, turn: int | None = None) -> None:
    """Pass priority (and declare no attackers or blockers) until ``step`` (of ``turn``)."""
    while not (g.state.step == step and (turn is None or g.state.turn == turn)):
        d = g.pending
        assert d is not None
        g.submit("pass" if "pass" in d.ids() else "done" if "done" in d.ids() else d.ids()[0])


def face_up(g: Game, player: int = 0) -> list[str]:
    """The face-up cards ``player`` owns in the command zone (CR 904.8)."""
    state = g.state
    return [
        state.objects[o].card
        for o in state.zones[COMMAND_KEY]
        if state.objects[o].owner == player and not state.objects[o].face_down
    ]


def deck(g: Game, player: int = 0) -> list[str]:
    """``player``'s scheme deck, top first (CR 904.4)."""
    state = g.state
    return [state.objects[o].card for o in reversed(scheme_deck(state, player))]


def option(g: Game, prefix: str, card: str | None = None) -> str:
    """The id of the pending decision's first option that starts with ``prefix`` — about
    the object that is ``card``, if given."""
    d = g.pending
    assert d is not None
    for o in d.options:
        if not o.id.startswith(prefix):
            continue
        if card is None:
            return o.id
        ref = o.id.split(":")[1]
        if ref.lstrip("-").isdigit() and int(ref) > 0 and g.state.objects[int(ref)].card == card:
            return o.id
    raise AssertionError(f"no option {prefix} {card}: {d.ids()}")
