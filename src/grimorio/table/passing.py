"""Passing priority without a keystroke a step (CR 117.3d, 117.4): the ways a person may let
the game run on, and the stops they set per step, as Arena and MTGO offer them.

The engine asks the person every priority (``auto_pass`` off, so that the opponent learns
nothing from how fast they answer); the client (the terminal, the browser server's table)
answers "pass" for them while the mode they chose lasts. A question that is not priority
(attackers, blockers, a target, a discard) is never answered for them: every mode stops there.

- ``PassKind.ANSWER`` (``p``, ``pasar``): until something happens they could answer — an
  object put on the stack, attackers declared against them (in a game of more than two,
  against them or their planeswalkers only, CR 802.2) — or a step where they set a stop
  (by default their own main phases) comes; holding an instant does not stop the game at
  every step where nothing happened.
- ``PassKind.END`` (``pasar hasta el final``): until the end step of this turn (CR 513), the
  moment to cast an instant "at end of turn"; then as ``ANSWER``.
- ``PassKind.TURN`` (``pasar turno``): nothing this turn stops it but a question that is not
  priority; from the next turn on, as ``ANSWER``.
- ``PassKind.MY_TURN`` (``pasar hasta mi turno``): until the person's next turn begins; then
  as ``ANSWER``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from grimorio.dsl.zones import STACK_KEY
from grimorio.game import Game
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import STEPS


class PassKind(StrEnum):
    ANSWER = "answer"
    END = "end"
    TURN = "turn"
    MY_TURN = "my_turn"


class Whose(StrEnum):
    """Whose turn a stop is for."""

    MINE = "mine"
    THEIRS = "theirs"


# The steps a person may set a stop in (untap and cleanup have no priority: CR 502.4, 514.3)
# and the words they name them by, Spanish first.
STOP_STEPS: dict[str, tuple[str, ...]] = {
    "upkeep": ("mantenimiento", "upkeep"),
    "draw": ("robar", "robo", "draw"),
    "main1": ("principal1", "principal", "main1", "main"),
    "begin_combat": ("combate", "inicio-combate", "begin-combat", "combat"),
    "declare_attackers": ("atacantes", "ataque", "attackers"),
    "declare_blockers": ("bloqueadoras", "bloqueadores", "bloqueo", "blockers"),
    "combat_damage": ("daño", "dano", "damage"),
    "end_combat": ("fin-combate", "end-combat"),
    "main2": ("principal2", "main2"),
    "end": ("final", "fin", "end"),
}
WHOSE_WORDS: dict[Whose, tuple[str, ...]] = {
    Whose.MINE: ("mío", "mio", "mi", "yo", "mine", "my"),
    Whose.THEIRS: ("rival", "oponente", "theirs", "opponent"),
}
# As Arena sets them: your main phases; attackers declared against you are news anyway.
DEFAULT_STOPS: frozenset[tuple[Whose, str]] = frozenset(
    {(Whose.MINE, "main1"), (Whose.MINE, "main2")}
)


# Inferno's steps (I-500–I-513) by the step whose stop stands for them: a stop in your main
# phase is a stop in Inferno's main phase too (what the person set stays theirs)
INFERNO_STOPS = {"restauracion": "upkeep", "tomar": "draw", "principal": "main1", "fin": "end"}


def stop_step(step: str) -> str:
    """The step whose stop counts in ``step``."""
    return INFERNO_STOPS.get(step, step)


def step_by_word(word: str) -> str | None:
    """The step a person's word names (``principal2``, ``final`` …), or None."""
    word = word.casefold()
    for step, words in STOP_STEPS.items():
        if word in words or word == step:
            return step
    return None


def whose_by_word(word: str) -> Whose | None:
    word = word.casefold()
    for whose, words in WHOSE_WORDS.items():
        if word in words:
            return whose
    return None


def ordered(stops: frozenset[tuple[Whose, str]]) -> list[tuple[Whose, str]]:
    """The stops in turn order, the person's own turn first."""
    return sorted(stops, key=lambda s: (s[0] != Whose.MINE, STEPS.index(s[1])))


@dataclass
class Passing:
    """One run of passing for ``player``, begun at ``turn``/``step`` with ``stack`` on the
    stack and the log ``log_at`` entries long."""

    kind: PassKind
    player: int
    turn: int
    step: str
    stack: frozenset[int]
    log_at: int
    stops: frozenset[tuple[Whose, str]] = field(default=DEFAULT_STOPS)
    # Whether a priority with nothing to do but pass is passed whatever the mode. Off where
    # an opponent may watch the timing (the browser): then whether the person is asked
    # depends only on public facts and their stops, never on what their hand holds.
    skip_idle: bool = True

    @classmethod
    def start(
        cls,
        kind: PassKind,
        game: Game,
        player: int,
        stops: frozenset[tuple[Whose, str]],
        skip_idle: bool = True,
    ) -> Passing:
        state = game.state
        stack = frozenset(state.zones[STACK_KEY])
        return cls(kind, player, state.turn, state.step, stack, len(state.log), stops, skip_idle)

    def keep_passing(self, game: Game) -> bool:
        """Whether to answer "pass" for the person to the pending question."""
        decision = game.pending
        if (
            decision is None
            or decision.player != self.player
            or decision.kind != DecisionKind.PRIORITY
            or "pass" not in decision.ids()
        ):
            return False
        state = game.state
        if self.skip_idle and all(o.id == "pass" for o in decision.options):
            return True  # nothing else to do (the terminal passes these anyway)
        if self.kind == PassKind.TURN and state.turn == self.turn:
            return True
        if self.kind == PassKind.MY_TURN and (
            state.active != self.player or state.turn == self.turn
        ):
            return True
        if self.kind == PassKind.END and state.turn == self.turn:
            return stop_step(state.step) != "end"
        return not self.news(game)

    def news(self, game: Game) -> bool:
        """Something the person could answer happened: a new object on the stack (a spell
        or an ability, CR 117.3c), one resolved in a step where they stop, attackers
        declared against them (CR 508.1), or a new step where they set a stop."""
        state = game.state
        stack = set(state.zones[STACK_KEY])
        if stack - self.stack:
            return True
        whose = Whose.MINE if state.active == self.player else Whose.THEIRS
        at_stop = (whose, stop_step(state.step)) in self.stops
        if at_stop and self.stack - stack:
            return True  # what was on the stack resolved: the step goes on
        new_step = (state.turn, state.step) != (self.turn, self.step)
        if state.multiplayer:  # CR 802.2: news only to a player some creature attacks
            if new_step and state.step == "declare_attackers" and self.defending(game):
                return True
        else:
            attacked = whose == Whose.THEIRS and state.step == "declare_attackers" and new_step
            if attacked and any(e.key == "attack" for e in state.log[self.log_at :]):
                return True
        if (
            whose == Whose.THEIRS
            and any(  # I-507: a combat proposed against them
                e.key == "combat.propose" for e in state.log[self.log_at :]
            )
        ):
            return True
        return new_step and at_stop

    def defending(self, game: Game) -> bool:
        """In a game of more than two, whether a creature attacks the person or a
        planeswalker they control (they are its defending player, CR 506.2, 802.2a): the
        attacks against the other players are not theirs to answer at once."""
        state = game.state
        combat = state.combat
        return combat is not None and any(
            state.defender(attacked) == self.player for attacked in combat.attackers.values()
        )


_FILLER = frozenset({"hasta", "el", "del", "de", "la", "al", "a", "until", "to", "of", "the"})


def pass_kind(rest: list[str]) -> PassKind | None:
    """What the words after ``pasar``/``pass`` ask for: nothing (until something happens),
    ``turno``/``turn``, ``hasta mi turno``/``until my turn``, ``hasta el final (del turno)``/
    ``until end (of turn)``; None when they say something else."""
    words = [w.casefold() for w in rest if w.casefold() not in _FILLER]
    if not words:
        return PassKind.ANSWER
    if words in (["turno"], ["turn"]):
        return PassKind.TURN
    if words in (["mi", "turno"], ["my", "turn"]):
        return PassKind.MY_TURN
    if words[0] in ("final", "fin", "end") and words[1:] in ([], ["turno"], ["turn"]):
        return PassKind.END
    return None
