"""The events of Magic about players, continuous effects, the turn and the game's end
(DESIGN principle 4); ``apply`` is the only place state changes, as in
``grimorio.rules.events.objects``, which holds the events about zones and objects.

* damage (CR 120.3; deathtouch 704.5h, lifelink 702.15b) and life (119.3, 119.7);
* mana added to and spent from a pool (106.4), pools emptying (500.5);
* continuous effects made by resolving spells and abilities (611.2c) and their end at the
  cleanup step or when their duration is over (514.2, 611.2a–b);
* the turn and its steps (500.1, 500.2, 101.4, 302.6), land plays counted (305.2);
* combat: declared attackers and blockers (508.1, 509.1), combat beginning and ending
  (506.1, 511.3), creatures that dealt first-strike damage (510.4);
* a player losing (104.3) and the game ending with a winner or a draw (104.2a, 104.4a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl.continuous import CopyOf, GainControl, Grant, ModifyPT
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import cref, source_ref
from grimorio.rules.state.state import (
    MANA_ORDER,
    Combat,
    ContinuousEffect,
    LossReason,
    MtgState,
    Result,
    st,
)
from grimorio.text.refs import card_ref

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class Damage(Event):
    """CR 120.3: damage to a player (life loss), a creature (marked), a planeswalker
    (loyalty counters removed). Deathtouch marks the creature (704.5h); lifelink makes the
    source's controller gain that much life right after, one life-gain event per source
    (702.15b, 702.15e; ``grimorio.mtg.keywords.lifelink``)."""

    __slots__ = (
        "amount",
        "combat",
        "controller",
        "deathtouch",
        "lifelink",
        "source",
        "source_card",
        "target",
    )
    writes = frozenset({Aspect.LIFE, Aspect.COUNTERS, Aspect.DAMAGE, Aspect.RECORDS})

    def __init__(
        self,
        source: int,
        source_card: str,
        controller: int,
        target: int,
        amount: int,
        *,
        combat: bool = False,
        deathtouch: bool = False,
        lifelink: bool = False,
    ) -> None:
        self.source = source
        self.source_card = source_card
        self.controller = controller
        self.target = target
        self.amount = amount
        self.combat = combat
        self.deathtouch = deathtouch
        self.lifelink = lifelink
        self.rule = "510.2" if combat else "120.3"

    def possible(self, game: Kernel) -> bool:
        return self.amount > 0 and (self.target < 0 or self.target in st(game).objects)

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        src = source_ref(state, self.source_card, self.source)
        if self.target < 0:
            p = -1 - self.target
            state.player(p).life -= self.amount  # CR 120.3a
            state.tally(f"lost_life:{p}")
            target: tuple[object, ...] = ("p", p)
        else:
            obj = state.objects[self.target]
            target = cref(state, self.target)
            c = chars(game, obj)
            if "planeswalker" in c.types:  # CR 120.3c
                obj.counters["loyalty"] = max(0, obj.counters.get("loyalty", 0) - self.amount)
            if "creature" in c.types:  # CR 120.3e
                obj.damage += self.amount
                if self.deathtouch:
                    obj.deathtouched = True
        # CR 702.15b: lifelink's life gain is an event of its own (grimorio.mtg.keywords.lifelink)
        return LogEntry(self.rule, "damage", (src, target, self.amount))


serializable(Damage)


def can_gain_life(state: MtgState, player: int) -> bool:
    """CR 119.7: unless an effect says the player can't gain life (for the game, or this
    turn)."""
    until = state.player(player).cant_gain_life
    return until == 0 or (until > 0 and until != state.turn)


class LifeChange(Event):
    """CR 119.3: a player gains or loses life."""

    __slots__ = ("amount", "player")
    writes = frozenset({Aspect.LIFE, Aspect.RECORDS})
    forbiddable = True  # CR 119.7: "can't gain life"

    def __init__(self, player: int, amount: int, rule: str = "119.3") -> None:
        self.player = player
        self.amount = amount
        self.rule = rule

    def possible(self, game: Kernel) -> bool:
        """CR 119.7: no life gain event happens for a player who can't gain life for the
        rest of the game or this turn (static abilities are the rules object's to ask,
        ``grimorio.mtg.pipeline.life_rules``)."""
        return self.amount < 0 or can_gain_life(st(game), self.player)

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.player(self.player).life += self.amount
        if self.amount < 0:
            state.tally(f"lost_life:{self.player}")  # CR 119.3
        key = "life.gain" if self.amount >= 0 else "life.lose"
        return LogEntry(self.rule, key, (("p", self.player), abs(self.amount)))


serializable(LifeChange)


class ManaChange(Event):
    """CR 106.4: mana added to (positive) or spent from (negative) a player's pool."""

    __slots__ = ("amount", "color", "player", "source")
    writes = frozenset({Aspect.MANA})

    def __init__(self, player: int, color: str, amount: int, rule: str, source: int = 0) -> None:
        self.player = player
        self.color = color
        self.amount = amount
        self.rule = rule
        self.source = source

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        p = state.player(self.player)
        i = MANA_ORDER.index(self.color)
        pool = list(p.pool)
        pool[i] += self.amount
        p.pool = tuple(pool)
        if self.amount > 0:
            return LogEntry(self.rule, "mana.add", (("p", self.player), self.amount, self.color))
        return LogEntry(self.rule, "mana.spend", (("p", self.player), -self.amount, self.color))


serializable(ManaChange)


class EmptyPools(Event):
    """CR 500.5: mana empties from each pool at the end of each step and phase."""

    __slots__ = ()
    writes = frozenset({Aspect.MANA})

    def __init__(self, rule: str = "500.5") -> None:
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        lost = False
        for p in state.players:
            mp = state.player(p.index)
            if any(mp.pool) or mp.restricted:
                lost = True
                mp.pool = (0, 0, 0, 0, 0, 0)
                mp.restricted = ()  # CR 106.6: restricted mana empties too
        return LogEntry(self.rule, "mana.empty") if lost else None


serializable(EmptyPools)


class AddEffect(Event):
    """CR 611.2: a resolving spell or ability creates a continuous effect; the objects it
    affects are locked in now (611.2c)."""

    __slots__ = ("effect",)
    writes = frozenset({Aspect.EFFECTS})

    def __init__(self, effect: ContinuousEffect, rule: str = "611.2c") -> None:
        self.effect = effect
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.effects.append(self.effect)
        e = self.effect
        who = ("l", *(cref(state, r) for r in e.affected if r in state.objects))
        return LogEntry(self.rule, *describe(e, who))


serializable(AddEffect)


def describe(e: ContinuousEffect, who: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """The log message for a new continuous effect: the most telling of its parts."""
    lasting = "" if e.until == "end_of_turn" else ".lasting"
    for part in e.parts:
        if isinstance(part, CopyOf):
            return "modify.copy", (who, card_ref(part.values.name))
        if isinstance(part, GainControl):
            return "modify.control", (who, ("p", e.controller))
    pt = [p for p in e.parts if isinstance(p, ModifyPT)]
    if pt and isinstance(pt[0].power, int) and isinstance(pt[0].toughness, int):
        return "modify.pt" + lasting, (who, pt[0].power, pt[0].toughness)
    keywords = [k for p in e.parts if isinstance(p, Grant) for k in p.keywords]
    if keywords:
        return "modify.keywords" + lasting, (who, ("l", *(("k", k) for k in keywords)))
    return "modify.other", (who,)


class EndEffects(Event):
    """CR 514.2: "until end of turn" and "this turn" effects end in the cleanup step, with
    the damage marked on permanents. With ``indices``, those effects end instead: their
    duration is over (611.2a–b), or what they affected is gone."""

    __slots__ = ("indices", "until")
    writes = frozenset({Aspect.EFFECTS, Aspect.RULES, Aspect.DAMAGE})

    def __init__(self, until: str, rule: str = "514.2", indices: tuple[int, ...] = ()) -> None:
        self.until = until
        self.rule = rule
        self.indices = indices

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        if self.indices:
            state.effects = [e for n, e in enumerate(state.effects) if n not in self.indices]
            return None if self.until == "gone" else LogEntry(self.rule, "effects.end")
        kept = [e for e in state.effects if e.until != self.until]
        changed = len(kept) != len(state.effects)
        state.effects = kept
        if state.replacements:  # CR 614.1, 615: "this turn" replacement effects end too
            state.replacements = [r for r in state.replacements if r.until != self.until]
        for obj in state.objects.values():  # CR 514.2: damage is removed at the same time
            changed = changed or obj.damage > 0
            obj.damage = 0
            obj.deathtouched = False
        return LogEntry(self.rule, "cleanup.effects") if changed else None


serializable(EndEffects)


class PlayerLoses(Event):
    """CR 104.3: a player loses the game; with one player left, that player wins."""

    __slots__ = ("player", "reason")
    writes = frozenset({Aspect.PLAYERS})

    def __init__(self, player: int, reason: LossReason, rule: str) -> None:
        self.player = player
        self.reason = reason
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).player(self.player).lost = True
        return LogEntry(self.rule, f"lose.{self.reason}", (("p", self.player),))


serializable(PlayerLoses)


class GameEnds(Event):
    """CR 104.2a / 104.4a: the game ends with a winner or a draw."""

    __slots__ = ("result",)
    writes = frozenset({Aspect.RESULT})

    def __init__(self, result: Result) -> None:
        self.result = result
        self.rule = result.rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.result = self.result
        state.pending = None
        if self.result.winner is None:
            return LogEntry(self.rule, "game.draw")
        return LogEntry(self.rule, "game.win", (("p", self.result.winner),))


serializable(GameEnds)


class StepBegins(Event):
    """CR 500.1: the game moves to the next step or phase."""

    __slots__ = ("step",)
    writes = frozenset({Aspect.STEP})

    def __init__(self, step: str, rule: str = "500.1") -> None:
        self.step = step
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.step = self.step
        state.passes = 0
        return LogEntry(self.rule, f"step.{self.step}")


serializable(StepBegins)


class StageBegins(Event):
    """I-510.1: a part of a turn that is not one of the game's steps begins — Inferno's end
    of combat, a stage inside its main phase (I-506.2), so the step stays what it is; "at
    end of combat" abilities trigger on it as on Magic's step (CR 511.2; ``AtBeginning``)."""

    __slots__ = ("step",)
    writes = frozenset({Aspect.STEP})

    def __init__(self, step: str, rule: str) -> None:
        self.step = step
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        return LogEntry(self.rule, f"stage.{self.step}")


serializable(StageBegins)


def _waits_on(state: MtgState, obj: int) -> bool:
    """Is ``obj`` the source of a triggered ability waiting for, or on, the stack?"""
    return any(p.source == obj for p in state.triggered) or any(
        state.objects[i].source == obj for i in state.zones[STACK_KEY]
    )


class TurnBegins(Event):
    """CR 500.2 / 101.4: a new turn for the next player in turn order."""

    __slots__ = ("player",)
    writes = frozenset(
        {
            Aspect.TURN,
            Aspect.STEP,
            Aspect.COMBAT,
            Aspect.RECORDS,
            Aspect.ENTERED,
            Aspect.PLAYERS,
            Aspect.STATUS,
        }
    )

    def __init__(self, player: int, rule: str = "500.1") -> None:
        self.player = player
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.turn += 1
        state.active = self.player
        state.priority = self.player
        state.combat = None
        state.attacked, state.died, state.extra_combats = (), (), 0  # this turn's record
        state.turn_counts = {}
        # last known information is kept only for what may still ask about it (608.2h)
        state.lki = {k: v for k, v in state.lki.items() if _waits_on(state, k)}
        for p in state.players:
            state.player(p.index).lands_played = 0
        for obj in state.objects.values():  # CR 302.6: control since the turn began
            if obj.controller == self.player and obj.zone == BATTLEFIELD_KEY:
                obj.sick = False
        return LogEntry(self.rule, "turn", (state.turn, ("p", self.player)))


serializable(TurnBegins)


class CombatChange(Event):
    """CR 508.1 / 509.1: declare an attacker and what it attacks (``attacked``: a player as
    ``-1 - index``, or a planeswalker's id), or a blocker and the attacker it blocks."""

    __slots__ = ("attacked", "attacker", "obj")
    writes = frozenset({Aspect.COMBAT, Aspect.RECORDS})

    def __init__(self, obj: int, rule: str, attacked: int = 0, attacker: int = 0) -> None:
        self.obj = obj
        self.attacked = attacked
        self.attacker = attacker
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        if state.combat is None:
            state.combat = Combat()
        c = state.combat
        if self.attacker:
            c.blockers[self.obj] = self.attacker
            c.blocked[self.attacker] = (*c.blocked.get(self.attacker, ()), self.obj)
            return LogEntry(self.rule, "block", (cref(state, self.obj), cref(state, self.attacker)))
        c.attackers[self.obj] = self.attacked
        c.declared = True
        state.attacked = (*state.attacked, self.obj)  # CR 508.1: attacks this turn
        target = ("p", -1 - self.attacked) if self.attacked < 0 else cref(state, self.attacked)
        return LogEntry(self.rule, "attack", (cref(state, self.obj), target))


serializable(CombatChange)


class SetCombat(Event):
    """CR 506.1 / 511.3: combat begins (who attacks and blocks is recorded) or ends."""

    __slots__ = ("active",)
    writes = frozenset({Aspect.COMBAT})

    def __init__(self, active: bool, rule: str) -> None:
        self.active = active
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).combat = Combat() if self.active else None
        return None


serializable(SetCombat)


class FirstStrikeDealt(Event):
    """CR 510.4: remember which creatures dealt first-strike damage."""

    __slots__ = ("creatures",)
    writes = frozenset({Aspect.COMBAT})

    def __init__(self, creatures: tuple[int, ...], rule: str = "510.4") -> None:
        self.creatures = creatures
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        c = st(game).combat
        if c is not None:
            c.first_strikers_dealt = self.creatures
        return None


serializable(FirstStrikeDealt)


class LandPlayed(Event):
    """CR 305.2: count a land play."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.PLAYERS})

    def __init__(self, player: int, rule: str = "305.2") -> None:
        self.player = player
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).player(self.player).lands_played += 1
        return None


serializable(LandPlayed)


class RandomPick(Event):
    """Something is chosen at random among ``among`` (players as ``player_ref``): the
    game's seeded generator picks ``picked``."""

    __slots__ = ("among", "picked")
    writes = frozenset({Aspect.RANDOM})

    def __init__(self, among: tuple[int, ...], rule: str) -> None:
        self.among = among
        self.picked = 0
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        self.picked = self.among[st(game).rng.below(len(self.among))]
        if self.picked < 0:
            return LogEntry(self.rule, "random.player", (("p", -1 - self.picked),))
        return None


serializable(RandomPick)


class AddCombatPhase(Event):
    """CR 500.8: an additional combat phase after this phase (no main phase with it)."""

    __slots__ = ()
    writes = frozenset({Aspect.COMBAT})

    def __init__(self) -> None:
        self.rule = "500.8"

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).extra_combats += 1
        return LogEntry(self.rule, "phase.extra_combat")


serializable(AddCombatPhase)


class ExtraCombatBegins(Event):
    """CR 500.8: the additional combat phase comes now, right after the one that ended."""

    __slots__ = ()
    writes = frozenset({Aspect.COMBAT})

    def __init__(self) -> None:
        self.rule = "500.8"

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).extra_combats -= 1
        return LogEntry(self.rule, "phase.extra_combat_begins")


serializable(ExtraCombatBegins)
