"""What both games' rules objects do alike at two of the kernel's hooks: after each group
of simultaneous events (CR 603.2, 611.2, 610.3; I-603.2) and when a decision has one answer
the rules may give for the player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option
from grimorio.rules.effects.exile_until import return_exiled
from grimorio.rules.events.game import PlayerLoses
from grimorio.rules.pipeline import triggers
from grimorio.rules.pipeline.durations import keep_effects_true
from grimorio.rules.pipeline.reveals import reveal_first_draws
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.turn.leaving import exile_returned_to_left, leave_lost_players

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel


def settle(game: Kernel, events: list[Event]) -> None:
    """After each group of simultaneous events: durations and control (CR 611.2, 613.1b),
    then the abilities the events trigger (603.2) and state triggers (603.8), and what
    returns "until this leaves the battlefield" (610.3); a player who lost a game of more
    than two leaves it at once (800.4a)."""
    if st(game).multiplayer:  # CR 800.4a, 800.4c: as soon as it happens
        if any(isinstance(e, PlayerLoses) for e in events):
            leave_lost_players(game)
        exile_returned_to_left(game, events)
    for event in events:
        keep_effects_true(game, event)
    reveal_first_draws(game, events)  # CR 701.20a: what a static ability reveals
    triggers.check(game, events)
    if triggers.has_state_triggers(game):
        triggers.check_states(game)
    return_exiled(game, events)


def only_answer(game: Kernel, decision: Decision) -> Option | None:
    """With ``state.auto_pass``: the answer to a priority or opening question whose only
    option is passing or "done" (CR 117.3d, 103.6) — see ``MagicRules.auto_answer`` for
    what this mode reveals and why a server for people keeps it off."""
    if (
        st(game).auto_pass
        and decision.kind in (DecisionKind.PRIORITY, DecisionKind.OPENING)
        and len(decision.options) == 1
    ):
        return decision.options[0]
    return None


def stand_in(game: Kernel, decision: Decision) -> Decision:
    """CR 800.4h; I-800.3: a choice the rules give a player who has left the game is made
    by the next player in turn order still in it."""
    state = st(game)
    if not state.player(decision.player).lost:
        return decision
    following = state.after(decision.player)
    if following is None:
        return decision
    return Decision(
        following, decision.kind, decision.options, decision.prompt, decision.prompt_args
    )
