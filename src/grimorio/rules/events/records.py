"""Events that change what the rules remember: replacement and prevention effects made by
resolving spells and their shields (CR 614, 615.7, 615.12), permissions to play cards
(601.3), "can't gain life" (119.7), extra turns (500.7), "only once each turn", loyalty
abilities activated (606.3), what an attacker attacked (702.49), a die rolled (706).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl import replacements as rp
from grimorio.dsl.zones import Zone
from grimorio.rules.events.game import AddEffect
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.state.state import (
    ContinuousEffect,
    MtgState,
    PlayGrant,
    ReplacementEffect,
    st,
)
from grimorio.text.refs import card_ref

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class AddReplacement(Event):
    """CR 614.3, 615.3: a resolving spell or ability makes a replacement or prevention
    effect; it lasts until it is used up or its duration ends."""

    __slots__ = ("effect",)
    writes = frozenset({Aspect.RULES})

    def __init__(self, effect: ReplacementEffect, rule: str = "614.3") -> None:
        self.effect = effect
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).replacements.append(self.effect)
        key = "prevent.shield" if isinstance(self.effect.change, rp.Prevent) else "replace.new"
        return LogEntry(self.rule, key, (card_ref(self.effect.source_card),))


serializable(AddReplacement)


class ShieldUsed(Event):
    """CR 615.7: a prevention shield is reduced by the damage it prevented."""

    __slots__ = ("amount", "key")
    writes = frozenset({Aspect.RULES})

    def __init__(self, key: str, amount: int) -> None:
        self.key = key
        self.amount = amount
        self.rule = "615.7"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        stamp = int(self.key.split(":")[1])
        kept = []
        for e in state.replacements:
            if e.timestamp == stamp and e.remaining is not None:
                left = e.remaining - self.amount
                if left <= 0:
                    continue
                e = ReplacementEffect(
                    e.timestamp,
                    e.source_card,
                    e.controller,
                    e.pattern,
                    e.change,
                    e.affected,
                    e.until,
                    left,
                )
            kept.append(e)
        state.replacements = kept
        return LogEntry(self.rule, "prevent.shield_used", (self.amount,))


serializable(ShieldUsed)


class GrantPlay(Event):
    """CR 601.3, 611.2a: a resolving spell or ability lets a player play cards from a zone
    other than their hand for a while. Permissions that have ended, or whose cards have all
    left the zone (400.7), are forgotten."""

    __slots__ = ("grant",)
    writes = frozenset({Aspect.RULES})

    def __init__(self, grant: PlayGrant, rule: str = "601.3") -> None:
        self.grant = grant
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        kept = tuple(
            g
            for g in state.play_grants
            if g.last_turn >= state.turn
            and (g.objects is None or any(o in state.objects for o in g.objects))
        )
        state.play_grants = (*kept, self.grant)
        g = self.grant
        when = "turn" if g.last_turn == state.turn else "next"
        if g.objects is not None:
            cards = ("l", *(cref(state, o, also=(g.player,)) for o in g.objects))
            return LogEntry(self.rule, f"permission.cards.{when}", (("p", g.player), cards))
        what = "spells" if not g.lands else "lands" if not g.spells else "cards"
        return LogEntry(self.rule, f"permission.{what}.{g.zone}", (("p", g.player),))


serializable(GrantPlay)


class NoLifeGain(Event):
    """CR 119.7: ``player`` can't gain life — for the rest of the game (``until`` -1) or
    during turn ``until``. (A lasting "for the rest of the game" wins over a turn.)"""

    __slots__ = ("player", "until")
    writes = frozenset({Aspect.RULES})

    def __init__(self, player: int, until: int) -> None:
        self.player = player
        self.until = until
        self.rule = "119.7"

    def apply(self, game: Kernel) -> LogEntry | None:
        p = st(game).player(self.player)
        if p.cant_gain_life != -1:
            p.cant_gain_life = self.until
        key = "life.cant_gain" if self.until == -1 else "life.cant_gain_turn"
        return LogEntry(self.rule, key, (("p", self.player),))


serializable(NoLifeGain)


class NoPrevention(Event):
    """CR 615.12: damage can't be prevented this turn."""

    __slots__ = ("turn",)
    writes = frozenset({Aspect.RULES})

    def __init__(self, turn: int) -> None:
        self.turn = turn
        self.rule = "615.12"

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).no_prevention = self.turn
        return LogEntry(self.rule, "prevent.none")


serializable(NoPrevention)


class ExtraTurnAdded(Event):
    """CR 500.7: ``player`` will take an extra turn after this one."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.TURN})

    def __init__(self, player: int) -> None:
        self.player = player
        self.rule = "500.7"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.extra_turns = (*state.extra_turns, self.player)
        return LogEntry(self.rule, "turn.extra", (("p", self.player),))


serializable(ExtraTurnAdded)


class ExtraTurnTaken(Event):
    """CR 500.7: the most recently created extra turn begins next."""

    __slots__ = ()
    writes = frozenset({Aspect.TURN})

    def __init__(self) -> None:
        self.rule = "500.7"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.extra_turns = state.extra_turns[:-1]
        return None


serializable(ExtraTurnTaken)


class TurnPassesOver(Event):
    """CR 800.4k, 800.4m: the turn of ``player``, who has left the game, would begin now and
    doesn't (``grimorio.rules.turn.turn_order``); what lasted until it ends
    (``grimorio.rules.pipeline.durations``)."""

    __slots__ = ("player",)
    writes = frozenset({Aspect.TURN})

    def __init__(self, player: int, rule: str = "800.4k") -> None:
        self.player = player
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        return LogEntry(self.rule, "turn.passes_over", (("p", self.player),))


serializable(TurnPassesOver)


def once_each_turn_key(source: int) -> str:
    """The record of "do this only once each turn" for the abilities of object ``source``
    (CR 603.2h, 608.2d): kept in ``state.fired`` with the turn it was done."""
    return f"if_you_do:{source}"


def done_this_turn(state: MtgState, source: int) -> bool:
    """CR 603.2h: has the controller of ``source`` taken its "only once each turn" action
    this turn?"""
    return state.fired.get(once_each_turn_key(source)) == state.turn


class UsedThisTurn(Event):
    """ "Do this only once each turn": the ability of this object did it this turn."""

    __slots__ = ("key",)
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, key: str) -> None:
        self.key = key
        self.rule = "608.2d"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.fired[self.key] = state.turn
        return None


serializable(UsedThisTurn)


class LoyaltyActivated(Event):
    """CR 606.3: a loyalty ability of the permanent is activated this turn (no other may
    be, this turn)."""

    __slots__ = ("loyalty", "obj")
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, obj: int, loyalty: int, rule: str = "606.3") -> None:
        self.obj = obj
        self.loyalty = loyalty
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        state.tally(f"loyalty:{self.obj}")
        sign = f"+{self.loyalty}" if self.loyalty > 0 else str(self.loyalty)
        return LogEntry(self.rule, "loyalty.activated", (cref(state, self.obj), sign))


serializable(LoyaltyActivated)


class AttackRemembered(Event):
    """CR 702.49c: the player or planeswalker the returned creature was attacking,
    remembered for the ninjutsu ability of ``source``."""

    __slots__ = ("attacked", "source")
    writes = frozenset({Aspect.MEMORY})

    def __init__(self, source: int, attacked: int, rule: str = "702.49c") -> None:
        self.source = source
        self.attacked = attacked
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).linked[f"{self.source}:attacking"] = (self.attacked,)
        return None


serializable(AttackRemembered)


class DieRolled(Event):
    """CR 706.1, 706.2: ``player`` rolls a ``sides``-sided die; ``result`` is its natural
    result, from 1 to ``sides``, each equally likely (706.1a)."""

    __slots__ = ("player", "result", "sides")
    writes = frozenset({Aspect.RANDOM})

    def __init__(self, player: int, sides: int) -> None:
        self.player = player
        self.sides = sides
        self.result = 0
        self.rule = "706.2"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        self.result = state.rng.below(self.sides) + 1
        return LogEntry(self.rule, "die.roll", (("p", self.player), self.sides, self.result))


serializable(DieRolled)


class EffectOnEntered(Event):
    """CR 611.2a, 611.2c: the continuous effect a returning ability gives the cards it puts
    onto the battlefield ("It's an enchantment. (It's not a creature.)") — part of the same
    event, so they are already that way as they enter (the release notes: it "returns as an
    enchantment"; an "enters" trigger sees no creature)."""

    __slots__ = ("controller", "moves", "parts", "source_card")
    writes = frozenset({Aspect.EFFECTS})

    def __init__(
        self, moves: tuple[Event, ...], parts: tuple[object, ...], source_card: str, controller: int
    ) -> None:
        self.moves = moves
        self.parts = parts
        self.source_card = source_card
        self.controller = controller
        self.rule = "611.2c"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = st(game)
        new = tuple(
            m.new_id
            for m in self.moves
            if isinstance(m, ZoneChange) and m.to == Zone.BATTLEFIELD and m.new_id in state.objects
        )
        if not new:
            return None
        effect = ContinuousEffect(
            state.new_timestamp(), self.source_card, new, self.parts, "game", self.controller
        )
        return AddEffect(effect).apply(game)


serializable(EffectOnEntered)
