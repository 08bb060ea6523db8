"""Putting triggered abilities on the stack (CR 603.3).

The next time a player would receive priority, each player in APNAP order puts the
abilities they control that have triggered on the stack, in the order they choose (603.3b)
— asked only when the order matters, that is, when the waiting abilities are not all the
same ability of the same object about the same thing. Targets are chosen as the ability
is put on the stack (603.3d, 601.2c); an ability that can't be given the targets it needs
is removed from the stack (603.3d). Choices a player can't make otherwise (one legal
target for one target) are made for them.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.selectors import It, ThatPlayer
from grimorio.dsl.values import EventAmount
from grimorio.rules.casting.division import division_steps
from grimorio.rules.events.objects import cref, source_ref
from grimorio.rules.events.stack import TriggerRemoved, TriggerToStack, trigger_index, x_of
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.targets import has_targets, legal_targets
from grimorio.text.modes import mode_text

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.dsl.abilities import Triggered
    from grimorio.dsl.card import CardDef


def _same(a: PendingTrigger, b: PendingTrigger) -> bool:
    """Would putting ``a`` or ``b`` first make no difference? (CR 603.3b) The same ability
    of the same card, without targets, and about the same event if it reads the event."""
    if a.ability != b.ability or a.source_card != b.source_card or a.ability.mode.targets:
        return False
    return not _reads_event(a.ability) or (a.subject, a.player, a.amount) == (
        b.subject,
        b.player,
        b.amount,
    )


def _reads_event(ability: object) -> bool:
    """Does the ability's text mention what triggered it ("it", "that player", "that
    much")?"""
    found = _READS.get(ability)
    if found is None:
        found = _READS[ability] = _mentions(ability)
    return found


_READS: dict[object, bool] = {}
_EVENT_WORDS = (It, ThatPlayer, EventAmount)


def _mentions(value: object) -> bool:
    if isinstance(value, _EVENT_WORDS):
        return True
    if isinstance(value, tuple):
        return any(_mentions(v) for v in value)
    if dataclasses.is_dataclass(value):
        return any(_mentions(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


class PutTriggers(Step):
    """CR 603.3b: put every waiting triggered ability on the stack, APNAP, one at a time."""

    __slots__ = ("chosen", "mode", "partial", "targets")

    def __init__(self) -> None:
        self.chosen = -1  # index in ``state.triggered`` of the ability being put
        self.mode = -1  # the mode chosen for a modal ability (CR 700.2b)
        self.targets: tuple[tuple[int, ...], ...] = ()  # one group per target spec
        self.partial: tuple[int, ...] = ()  # the group being chosen

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if not state.triggered or state.result is not None:
            return None
        if self.chosen < 0:
            player = next(
                p for p in state.apnap() if any(t.controller == p for t in state.triggered)
            )
            mine = [i for i, t in enumerate(state.triggered) if t.controller == player]
            first = state.triggered[mine[0]]
            if any(not _same(first, state.triggered[i]) for i in mine[1:]):
                opts = tuple(
                    Option(
                        f"trigger:{i}",
                        "opt.trigger",
                        (
                            source_ref(
                                state, state.triggered[i].source_card, state.triggered[i].source
                            ),
                        ),
                    )
                    for i in mine
                )
                return Decision(player, DecisionKind.TRIGGER_ORDER, opts, "ask.trigger_order")
            self.chosen = mine[0]
        pending = state.triggered[self.chosen]
        if pending.ability.modes and self.mode < 0:
            return self._mode(game, pending)
        return self._targets(game)

    def _mode(self, game: Kernel, pending: PendingTrigger) -> Decision | None:
        """CR 700.2b, 603.3c: the mode of a modal triggered ability is chosen as it is put
        on the stack — one whose targets can be chosen and, for "choose one that hasn't
        been chosen", not chosen before for this object (400.7); with none, it is
        removed."""
        ab = pending.ability
        done = chosen_modes(game, pending) if ab.unchosen else ()
        able = [
            i
            for i, m in enumerate(ab.modes)
            if i not in done
            and has_targets(game, m.targets, pending.controller, pending.source, pending.player)
        ]
        if not able:
            game.emit(TriggerRemoved(self.chosen, "700.2b"))
            self._next(game)
            return None
        if len(able) == 1:
            self.mode = able[0]
            return self._targets(game)
        card = get(pending.source_card)  # CR 700.2: a mode without its own text reads its
        opts = tuple(Option(f"mode:{i}", "opt.mode", (i + 1, *_texts(ab, card, i))) for i in able)
        source = source_ref(st(game), pending.source_card, pending.source)
        return Decision(pending.controller, DecisionKind.MODE, opts, "ask.mode", (source,))

    def _targets(self, game: Kernel) -> Decision | None:
        """CR 603.3d, 601.2c: choose the targets, one at a time, spec by spec."""
        state = st(game)
        pending = state.triggered[self.chosen]
        ab = pending.ability
        specs = ab.modes[self.mode].targets if ab.modes else ab.mode.targets
        while len(self.targets) < len(specs):
            spec = specs[len(self.targets)]
            legal = [
                r
                for r in legal_targets(
                    game, spec, pending.controller, pending.source, self.partial, pending.player
                )
                if r not in self.partial
            ]
            most = spec.max if not spec.max_is_x else x_of(state, pending.source)
            if len(self.partial) >= most or not legal:
                if len(self.partial) < spec.min:
                    game.emit(TriggerRemoved(self.chosen))
                    self._next(game)
                    return None
                self.targets, self.partial = (*self.targets, self.partial), ()
                continue
            if not self.partial and len(legal) == spec.min == most:
                self.targets = (*self.targets, tuple(legal))  # nothing to choose
                continue
            return self._ask_target(game, pending, legal, len(self.partial) >= spec.min)
        put = TriggerToStack(self.chosen, self.targets, max(self.mode, 0))
        game.emit(put)
        self._next(game)
        game.push(*division_steps(game, put.new_id))  # CR 603.3d, 601.2d
        return None

    def _ask_target(
        self, game: Kernel, pending: PendingTrigger, legal: list[int], enough: bool
    ) -> Decision:
        state = st(game)
        opts = [
            Option(f"target:{r}", "opt.target", (("p", -1 - r) if r < 0 else cref(state, r),))
            for r in legal
        ]
        if enough:
            opts.append(Option("done", "opt.no_more_targets"))
        return Decision(
            pending.controller,
            DecisionKind.TARGET,
            tuple(opts),
            "ask.target",
            (source_ref(state, pending.source_card, pending.source), len(self.targets) + 1),
        )

    def _next(self, game: Kernel) -> None:
        self.chosen = self.mode = -1
        self.targets = self.partial = ()
        game.push(self)

    def answer(self, game: Kernel, option: Option) -> None:
        opt = OptionId.parse(option.id)
        if opt.verb == "trigger":
            self.chosen = opt.num()
        elif opt.verb == "mode":
            self.mode = opt.num()
        elif opt.verb == "target":
            self.partial = (*self.partial, opt.num())
        elif opt.verb == "done":
            self.targets, self.partial = (*self.targets, self.partial), ()
        game.push(self)


serializable(PutTriggers)


def chosen_modes(game: Kernel, pending: PendingTrigger) -> tuple[int, ...]:
    """The modes of this ability already chosen for its object (CR 700.2, 400.7)."""
    kind = f"mode:{trigger_index(pending)}"
    return tuple(int(v) for k, v in st(game).chosen.get(pending.source, ()) if k == kind)


def _texts(ab: Triggered, card: CardDef, i: int) -> tuple[str, str]:
    """Mode ``i``'s text in Spanish and English: its own, or its bullet of the printed text
    (CR 700.2); in English the Spanish where there is no English (a card printed only in
    Spanish)."""
    n = len(ab.modes)
    es = mode_text(ab.modes[i].text_es, card.text("es"), i, n)
    en = mode_text(ab.modes[i].text_en, card.text("en"), i, n)
    return es or en, en or es
