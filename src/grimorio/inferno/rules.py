"""The rules of Inferno as the kernel and the shared rules see them (``core.engine.Rules``,
``rules.game_rules.GameRules``): the shared procedures with Inferno's turn (I-500–I-513),
its state-based actions (I-705), its timing (I-306.4) and what its damage does (I-118).

Importing this module registers the shared families of effects and Inferno's cards."""

from __future__ import annotations

from grimorio.cards import inferno as _cards  # noqa: F401  (registers Inferno's cards)
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event, Kernel
from grimorio.core.state import Step
from grimorio.dsl.abilities import Cost, Immune
from grimorio.dsl.card import CardDef
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.triggers import Chapter
from grimorio.inferno import (  # noqa: F401  (messages: the log's texts; the others: handlers)
    combat_effects,
    damage,
    demons,
    environments,
    messages,
)
from grimorio.inferno.combat import PROPOSE, InfernoCombat, combat_options
from grimorio.inferno.keyword_abilities import DESTROYED_BY_EFFECT, DESTROYED_BY_TOUGHNESS
from grimorio.inferno.sba import CheckInfernoSBA
from grimorio.inferno.turn import BeginInfernoStep, advance_turn, sorcery_timing
from grimorio.rules.casting.mana import Source
from grimorio.rules.casting.may_act import Places
from grimorio.rules.characteristics.chars import Chars
from grimorio.rules.characteristics.shields import shielded, shielded_target
from grimorio.rules.effects import families  # noqa: F401  (the shared effects' handlers)
from grimorio.rules.events.game import Damage
from grimorio.rules.game_rules import GameRules
from grimorio.rules.pipeline.replacement import replace
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.turn.hooks import only_answer, settle, stand_in


class InfernoRules(GameRules):
    """The hooks of the kernel and of the shared rules, by Inferno's rules."""

    def allows(self, game: Kernel, event: Event) -> bool:
        """I-101.2: nothing of Inferno's forbids an event yet (it has no life to gain)."""
        return True

    def replace(self, game: Kernel, event: Event, applied: tuple[object, ...] = ()) -> list[Event]:
        """I-613–I-615: replacement and prevention; damage then becomes its results,
        which replacement effects of the results may change in turn (I-118.4)."""
        if isinstance(event, Damage):
            if event.target < 0:
                event = damage.at_demon(game, event)  # I-102.4
            if damage.unhurt(game, event):
                return []  # I-702.12a
        out: list[Event] = []
        for ev in replace(game, event, applied):
            out.append(ev)
            if isinstance(ev, Damage):
                for result in damage.results(game, ev):
                    out += replace(game, result)
        return out

    def after_events(self, game: Kernel, events: list[Event]) -> None:
        """I-603.2, I-611: durations, then what the events trigger."""
        settle(game, events)

    def next_work(self, game: Kernel) -> None:
        """I-500.2: the step ends and the next begins."""
        advance_turn(game)

    def auto_answer(self, game: Kernel, decision: Decision) -> Option | None:
        """As Magic's: only with ``auto_pass``, a question whose one option is passing."""
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
        """Inferno's one protection, *inmune* (I-702.21b: "no recibe daño de [fuente]")."""
        return shielded(game, obj, source, Immune, source_chars)

    def protected_target(self, game: Kernel, ref: int, source: int | None) -> bool:
        """*Inmune* (I-702.21b: "no puede ser objetivo de [fuente]"); *halo* (I-702.5a) is
        read where hexproof is (``vocabulary/targets.py``)."""
        return shielded_target(game, ref, source, Immune)

    def destroys(self, how: str) -> bool:
        """I-701.6b: an effect that says "destruye" (I-701.6a), and the state-based action
        of toughness 0 or less (I-705.5f, I-301.7; ``docs/inferno.md``, decision 5)."""
        return how in (DESTROYED_BY_EFFECT, DESTROYED_BY_TOUGHNESS)

    def entering_counters(
        self, types: tuple[str, ...], loyalty: int | None
    ) -> EntersWithCounters | None:
        """Nothing of Inferno enters with counters by the rules alone."""
        return None

    def chapter_reached(self, game: Kernel, source: int, when: Chapter, ev: Event) -> bool:
        """Inferno has no Sagas."""
        return False

    def spell_sources(
        self,
        game: Kernel,
        player: int,
        obj: MagicObject,
        card: CardDef,
        found: list[Source],
        exclude: tuple[int, ...],
    ) -> list[Source]:
        """Only energy pays for a card (I-601.1g): nothing else."""
        return found

    def cost_payable(self, game: Kernel, obj: MagicObject, cost: Cost) -> bool:
        """Inferno's costs have no part of its own beyond the shared ones (I-117)."""
        return True

    def cost_events(
        self, game: Kernel, source: int, cost: Cost, returned: tuple[int, ...]
    ) -> list[Event]:
        """Inferno's costs have no part of its own beyond the shared ones (I-117)."""
        return []

    def sorcery_timing(self, game: Kernel, player: int) -> bool:
        """I-301.1, I-306.4: own main phase, empty chain, no combat in progress."""
        return sorcery_timing(game, player)

    def special_actions(
        self, game: Kernel, player: int, sorcery_ok: bool, where: Places
    ) -> list[Option]:
        """I-115.2c, I-505.3b: proposing a combat, in the main phase with an empty chain
        and no combat in progress."""
        return combat_options(game, player) if sorcery_ok else []

    def take_special_action(self, game: Kernel, player: int, opt: OptionId) -> None:
        """I-507.1: propose a combat."""
        if opt.verb != PROPOSE.id:
            raise AssertionError(f"Inferno has no special action {opt.verb!r}")
        game.push(InfernoCombat())

    def begin_step(self, step: str) -> Step:
        """I-500.1: a step of Inferno's turn begins."""
        return BeginInfernoStep(step)

    def state_check(self) -> Step:
        """I-705.3: Inferno's state-based actions."""
        return CheckInfernoSBA()


RULES = InfernoRules()
