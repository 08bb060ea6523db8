"""The rules of Magic as the kernel and the shared rules see them: the hooks they call
(``grimorio.core.engine``'s ``Rules``, ``grimorio.rules.game_rules``' ``GameRules``) and the
families of effects the rules know.

Importing this module loads every family of effects, each of which registers its handlers
in :mod:`grimorio.rules.vocabulary.effect_registry` (CR 608.2c).
"""

from __future__ import annotations

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event, Kernel
from grimorio.core.state import Step
from grimorio.dsl.abilities import Cost
from grimorio.dsl.card import CardDef
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.triggers import Chapter
from grimorio.mtg.casting import ninjutsu  # noqa: F401  (handlers)
from grimorio.mtg.casting.convoke import has_convoke, with_convoke
from grimorio.mtg.casting.ninjutsu import remember_attacks
from grimorio.mtg.casting.suspend import suspend_options, suspend_step
from grimorio.mtg.effects import (  # noqa: F401  (each family registers its effects' handlers)
    attack_requirements,
    attacking,
    chance,
    controllers_choose,
    designations,
    escape_hatch,
    groups,  # groups of objects and their totals
    mana_spent,  # mana spent to cast and mana a land produced (issue 23)
    player_choices,  # decided as they resolve (608.2d)
    players,
    spells_cast,
    trigger_conditions,  # casting and playing; narrowed events
    votes,
)
from grimorio.mtg.keywords.lifelink import lifelink_gains
from grimorio.mtg.keywords.protection import protected_from, protected_target
from grimorio.mtg.mechanics import (  # noqa: F401  (handlers of their effects)
    cast_copies,
    room_doors,
    spell_copy,
)
from grimorio.mtg.mechanics.casting_keyword_events import casting_keyword_events
from grimorio.mtg.mechanics.face_down import turn_up_options, turn_up_step
from grimorio.mtg.mechanics.rooms import unlock_options, unlock_step
from grimorio.mtg.permanents import planeswalkers  # noqa: F401  (handlers)
from grimorio.mtg.permanents.planeswalkers import entering_loyalty, loyalty_cost, loyalty_payable
from grimorio.mtg.permanents.sagas import chapter_reached
from grimorio.mtg.pipeline.life_rules import life_gain_forbidden
from grimorio.mtg.turn.sba import CheckSBA
from grimorio.mtg.turn.steps import BeginStep, advance_turn
from grimorio.mtg.turn.timing import sorcery_timing
from grimorio.mtg.variants import archenemy  # noqa: F401  (the handler of abandoning)
from grimorio.rules.casting.mana import Source
from grimorio.rules.casting.may_act import Places
from grimorio.rules.characteristics.chars import Chars
from grimorio.rules.effects import (
    excess_damage,  # noqa: F401  (CR 120.10, issue 23)
    families,  # noqa: F401  (the shared effects' handlers)
)
from grimorio.rules.events.game import LifeChange
from grimorio.rules.game_rules import GameRules
from grimorio.rules.pipeline.replacement import replace
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.rules.turn.hooks import only_answer, settle, stand_in
from grimorio.rules.vocabulary import counter_locks


class MagicRules(GameRules):
    """The hooks the kernel calls (see ``grimorio.core.engine.Rules``) and those the shared
    rules call (``grimorio.rules.game_rules.GameRules``)."""

    def allows(self, game: Kernel, event: Event) -> bool:
        """CR 101.2: what an effect says can't happen doesn't — a player who can't gain life
        has no life gain event (119.7)."""
        if isinstance(event, LifeChange) and event.amount > 0:
            return not life_gain_forbidden(game, event.player)
        return True

    def replace(self, game: Kernel, event: Event, applied: tuple[object, ...] = ()) -> list[Event]:
        """CR 614–616: replacement and prevention effects — after what can't happen (101.2:
        a counter that can't be removed, nor an untap replaced by removing it, 122.1d)."""
        if counter_locks.forbidden(game, event):
            return []
        return replace(game, event, applied)

    def after_events(self, game: Kernel, events: list[Event]) -> None:
        """After each group of simultaneous events: durations and control (611.2, 613.1b),
        then the abilities the events trigger (603.2) and state triggers (603.8)."""
        settle(game, events)
        casting_keyword_events(game, events)  # CR 702.94a, 702.62a, 702.152a
        lifelink_gains(game, events)  # CR 702.15b, 702.15e: one life-gain event per source
        st(game).variant.after_events(game, events)  # what a variant records (CR 903.8)

    def next_work(self, game: Kernel) -> None:
        """CR 500.2: when nothing is left to do, the step ends and the next begins."""
        advance_turn(game)

    def auto_answer(self, game: Kernel, decision: Decision) -> Option | None:
        """With ``state.auto_pass`` (``Game.new(auto_pass=True)``, the default): answer for a
        player who has nothing to choose — priority with "pass" as the only option (CR
        117.3d) and the opening-hand actions with "done" as the only one (103.6). Those
        answers are not recorded.

        **This mode leaks hidden information**, and is meant for research, self-play and
        tests, where speed matters and nobody is hiding anything: a player is asked only
        when they can do something besides passing, so whoever sees who is deciding learns
        that the player's hand holds a card they can cast or play now (an instant during
        the opponent's turn, a land in their own main phase, a Leyline before the game).
        With ``auto_pass`` off the engine asks every priority and every opening-hand
        question, whatever the hands hold, so the sequence of decisions (who decides, and
        of what kind) that an opponent may see is the same whatever the hidden cards are.
        A server for human players must use that mode and let each player's own client
        pass for them (``grimorio play`` does: ``cli/terminal.py``), never the engine."""
        return only_answer(game, decision)

    def decider(self, game: Kernel, decision: Decision) -> Decision:
        """CR 800.4h: a choice of a player who has left is the next player's."""
        return stand_in(game, decision)

    def protected_from(
        self,
        game: Kernel,
        obj: MagicObject,
        source: MagicObject | None,
        source_chars: Chars | None = None,
    ) -> bool:
        """CR 702.16e: protection from a quality ``source`` has."""
        return protected_from(game, obj, source, source_chars)

    def protected_target(self, game: Kernel, ref: int, source: int | None) -> bool:
        """CR 702.16b: protection forbids being targeted by what has the quality."""
        return protected_target(game, ref, source)

    def destroys(self, how: str) -> bool:
        """CR 701.8b: an effect that says "destroy" (701.8a, ``rules/effects/basic.py``) or
        the state-based actions of lethal damage and deathtouch (704.5g–h,
        ``mtg/turn/sba.py``) — not toughness 0 or less (704.5f), nor a sacrifice."""
        return how in ("destroy", "sba_damage")

    def entering_counters(
        self, types: tuple[str, ...], loyalty: int | None
    ) -> EntersWithCounters | None:
        """CR 306.5b: a planeswalker enters with its printed loyalty."""
        return entering_loyalty(types, loyalty)

    def chapter_reached(self, game: Kernel, source: int, when: Chapter, ev: Event) -> bool:
        """CR 714.2b: lore counters reached a Saga's chapter."""
        return chapter_reached(game, source, when, ev)

    def spell_sources(
        self,
        game: Kernel,
        player: int,
        obj: MagicObject,
        card: CardDef,
        found: list[Source],
        exclude: tuple[int, ...],
    ) -> list[Source]:
        """CR 702.51a: the creatures that may convoke a spell with convoke."""
        if has_convoke(game, player, obj, card):
            return with_convoke(game, player, found, exclude)
        return found

    def cost_payable(self, game: Kernel, obj: MagicObject, cost: Cost) -> bool:
        """CR 606.3, 606.6: a loyalty cost."""
        return cost.loyalty is None or loyalty_payable(game, obj, cost.loyalty)

    def cost_events(
        self, game: Kernel, source: int, cost: Cost, returned: tuple[int, ...]
    ) -> list[Event]:
        """CR 606.4: loyalty counters put or removed; 702.49c: what a creature returned by
        ninjutsu was attacking."""
        events = loyalty_cost(source, cost.loyalty) if cost.loyalty is not None else []
        if returned:
            events += remember_attacks(game, source, returned)
        return events

    def sorcery_timing(self, game: Kernel, player: int) -> bool:
        """CR 307.1, 117.1a: own main phase, empty stack."""
        return sorcery_timing(game, player)

    def special_actions(
        self, game: Kernel, player: int, sorcery_ok: bool, where: Places
    ) -> list[Option]:
        """CR 116.2m, 709.5e: unlocking a door at sorcery speed; 116.2b, 701.40b: turning a
        face-down permanent face up, any time; 116.2f, 702.62a: suspending a card."""
        options: list[Option] = []
        if sorcery_ok and where.rooms != ():
            options += unlock_options(game, player)
        if where.face_down:
            options += turn_up_options(game, player)
        options += suspend_options(game, player, sorcery_ok)
        return options

    def take_special_action(self, game: Kernel, player: int, opt: OptionId) -> None:
        """CR 116.2m: unlock a door; 116.2b: turn a permanent face up; 116.2f: suspend."""
        if opt.verb == "unlock":
            game.push(unlock_step(game, player, opt.num(0), opt.num(1)))
        elif opt.verb == "turn_up":
            game.push(turn_up_step(player, opt.num(), st(game).objects[opt.num()].card))
        elif opt.verb == "suspend":
            game.push(suspend_step(game, player, opt.num()))
        else:
            raise AssertionError(f"no special action {opt.verb!r}")

    def begin_step(self, step: str) -> Step:
        """CR 500.1: a step of Magic's turn begins."""
        return BeginStep(step)

    def state_check(self) -> Step:
        """CR 704.3: Magic's state-based actions."""
        return CheckSBA()


RULES = MagicRules()
