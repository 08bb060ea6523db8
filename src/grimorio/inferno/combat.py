"""Inferno's combat (I-506–I-510): not a step but a procedure inside the main phase, begun by
the special action of proposing a combat (I-115.2c, I-507.1), as many times a turn as the
active player wishes (I-505.3b). One attacker of the active player's and one defender of an
opponent's are proposed (I-507.2–I-507.3); then four stages, each with priority: the
proposal (I-507), the attack (I-508: the attacker taps), combat damage (I-509: each deals
damage equal to its power, at the same time) and the end of combat (I-510). A proposed
object that is no longer valid, or no longer in play, cancels the combat (I-507.8, I-508.5).

Not yet written: costs to attack or defend (I-507.5) and an attacker that may attack only
objects of some kind (I-507.3b, I-702.2b). Damage, also among more than two elements, is
``combat_damage.py``; effects that change who is in the combat, ``combat_effects.py``."""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.abilities import Immune
from grimorio.dsl.inferno_cards import TERRESTRIAL
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.inferno.combat_damage import InfernoCombatDamage, fighting
from grimorio.inferno.state import ist
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.shields import shielded
from grimorio.rules.events.game import CombatChange, SetCombat, StageBegins
from grimorio.rules.events.objects import SetTapped, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import Combat
from grimorio.rules.turn.priority import Priority

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

PROPOSE = Option("combat", "opt.propose_combat")  # the special action (I-115.2c)
END_OF_COMBAT = "end_combat"  # I-510: what "al final del combate" waits for (AtBeginning)


def valid_attacker(game: Kernel, oid: int) -> bool:
    """I-507.2a, I-301.6: a permanent of the active player's with power (an ally; a demon
    only in its terrestrial form, I-112.4a, I-112.8), untapped, under
    their control since their turn began unless it has *furia* (I-702.4b), and not
    forbidden to attack."""
    state = ist(game)
    obj = state.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD_KEY or obj.controller != state.active:
        return False
    c = chars(game, obj)
    return (
        ("aliado" in c.types or TERRESTRIAL in c.keywords)  # I-112.8: a terrestrial demon
        and c.power is not None
        and not obj.tapped
        and (not obj.sick or "furia" in c.keywords)
        and Keyword.CANT_ATTACK not in c.keywords
    )


def valid_defenders(game: Kernel, attacker: int) -> list[int]:
    """I-507.3a–c, I-112.8, I-702.2–I-702.3: the allies and demons of the active player's
    opponents that may be proposed against ``attacker``, tapped or not
    (``docs/inferno.md``, decision 10). Those the attacker can't attack (I-507.3c), those
    *inmune* to it (I-702.21b) and those with *evasivo* (I-702.3a, I-507.3a) count as not
    there; then, if any left has *agresor*,
    only those do (I-702.2a)."""
    state = ist(game)
    obj = state.objects.get(attacker)
    cant = chars(game, obj).keywords if obj is not None else frozenset()
    there: list[tuple[int, frozenset[str]]] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        other = state.objects[oid]
        if other.controller == state.active:
            continue
        c = chars(game, other)
        ally, demon = "aliado" in c.types, "demonio" in c.supertypes
        if not (ally or demon) or "evasivo" in c.keywords:
            continue
        if (ally and "cant_attack_allies" in cant) or (demon and "cant_attack_demons" in cant):
            continue
        if shielded(game, other, obj, Immune):  # I-702.21b: "no puede ser atacado por"
            continue
        there.append((oid, c.keywords))
    aggressors = [oid for oid, keywords in there if "agresor" in keywords]
    return aggressors or [oid for oid, _ in there]


def attackers(game: Kernel) -> list[int]:
    """The permanents that may be proposed as attacker now, each against some defender."""
    state = ist(game)
    return [
        o
        for o in state.zones[BATTLEFIELD_KEY]
        if valid_attacker(game, o) and valid_defenders(game, o)
    ]


def combat_options(game: Kernel, player: int) -> list[Option]:
    """I-505.3b, I-507.1: the active player may propose a combat when they could play a
    ritual (the caller checks that timing, which includes "no combat in progress") — here,
    when some attacker and some defender are valid."""
    state = ist(game)
    if player != state.active or state.combat is not None:
        return []
    return [PROPOSE] if attackers(game) else []


class CombatProposed(Event):
    """I-507.2–I-507.3: a combat is in progress, ``attacker`` proposed against
    ``defender`` (neither attacks nor defends until the attack stage, I-508.1)."""

    __slots__ = ("attacker", "defender")
    writes = frozenset({Aspect.COMBAT})

    def __init__(self, attacker: int, defender: int) -> None:
        self.attacker = attacker
        self.defender = defender
        self.rule = "I-507.2"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = ist(game)
        combat = Combat()
        combat.attackers[self.attacker] = self.defender
        state.combat = combat
        return LogEntry(
            self.rule,
            "combat.propose",
            (("p", state.active), cref(state, self.attacker), cref(state, self.defender)),
        )


serializable(CombatProposed)


class Stage(IntEnum):
    """Where a combat is (I-506.2): its two proposals, then its stages' priority."""

    ATTACKER = 0  # I-507.2: the attacker to propose
    DEFENDER = 1  # I-507.3: the defender to propose
    ATTACK = 2  # I-508: after the proposal's priority
    DAMAGE = 3  # I-509: after the attack's priority
    END = 4  # I-510: after the damage's priority
    OVER = 5  # I-510.3: after the end's priority


class InfernoCombat(Step):
    """One combat, stage by stage (I-506.2): the attacker and the defender are chosen, then
    each stage's turn-based actions and priority (pushed beneath this step, which runs
    again when the players have passed in succession with an empty chain)."""

    __slots__ = ("attacker", "defender", "stage")

    def __init__(self) -> None:
        self.stage = int(Stage.ATTACKER)  # a plain int, as a saved game reads it back
        self.attacker = 0
        self.defender = 0

    def run(self, game: Kernel) -> Decision | None:
        state = ist(game)
        if self.stage == Stage.ATTACKER:  # I-507.2
            opts = tuple(
                Option(f"attacker:{o}", "opt.propose_attacker", (cref(state, o),))
                for o in attackers(game)
            )
            return Decision(
                state.active, DecisionKind.PROPOSE_ATTACKER, opts, "ask.propose_attacker"
            )
        if self.stage == Stage.DEFENDER:  # I-507.3
            opts = tuple(
                Option(f"defender:{o}", "opt.propose_defender", (cref(state, o),))
                for o in valid_defenders(game, self.attacker)
            )
            args = (cref(state, self.attacker),)
            return Decision(
                state.active, DecisionKind.PROPOSE_DEFENDER, opts, "ask.propose_defender", args
            )
        attacker, defender = self.attacker, self.defender
        if self.stage == Stage.ATTACK:
            valid = valid_attacker(game, attacker) and defender in valid_defenders(game, attacker)
            if not valid:  # I-507.8; I-702.2d, I-702.3c: one became invalid meanwhile
                self._cancel(game, "I-507.8")
                return None
            game.emit(CombatChange(attacker, "I-508.1", attacked=defender))  # I-508.1
            game.emit(SetTapped(attacker, True, "I-508.2"))
            self._priority(game, Stage.DAMAGE)
            return None
        if self.stage == Stage.DAMAGE:
            if not fighting(game):  # I-508.5, I-508.5a: no attacker and defender left in play
                self._cancel(game, "I-508.5")
                return None
            self._priority(game, Stage.END)
            game.push(InfernoCombatDamage())  # I-509.1–I-509.2, before that priority
            return None
        if self.stage == Stage.END:  # I-510.1: "al final del combate" triggers; I-510.2
            game.emit(StageBegins(END_OF_COMBAT, "I-510.1"))
            self._priority(game, Stage.OVER)
            return None
        game.emit(SetCombat(False, "I-510.3"))
        game.note("I-510.3", "combat.end")
        state.priority = state.apnap()[0]  # I-505.3: the main phase goes on, active player first
        return None

    def _priority(self, game: Kernel, then: int) -> None:
        """The stage's priority (I-507.7, I-508.4, I-509.4, I-510.2), then stage ``then``."""
        state = ist(game)
        self.stage = int(then)
        state.priority = state.apnap()[0]  # the active player, or the next (CR 800.4j)
        game.push(self, Priority())

    def _cancel(self, game: Kernel, rule: str) -> None:
        """I-507.8, I-508.5: the combat is cancelled; the main phase goes on."""
        game.emit(SetCombat(False, rule))
        game.note(rule, "combat.cancel")
        ist(game).priority = ist(game).apnap()[0]

    def answer(self, game: Kernel, option: Option) -> None:
        oid = OptionId.parse(option.id).num()
        if self.stage == Stage.ATTACKER:
            self.attacker = oid
            self.stage = int(Stage.DEFENDER)
            game.push(self)
            return
        self.defender = oid
        ist(game).cause = -1
        game.emit(CombatProposed(self.attacker, oid))
        self._priority(game, Stage.ATTACK)  # I-507.6: triggers wait for the priority


serializable(InfernoCombat)
