"""Entering as a copy (CR 707.9, 614.1c): "you may have this permanent enter as a copy of
any creature on the battlefield, except ...". As the permanent would enter, its controller
chooses a permanent already on the battlefield (one that enters at the same time can't be
chosen) or none; the copy effect — the chosen permanent's copiable values (707.2) with the
exceptions made part of them (707.9b) — applies from the moment it enters, so its "enters"
abilities trigger and its "as enters" and "enters with" replacement effects apply
(614.12). The replacement effects that may still apply to the event are then worked out
again with the new values.
"""

from __future__ import annotations

import copy as copying
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import replacements as rp
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.characteristics.values import copiable, with_exceptions
from grimorio.rules.events.objects import CreateToken, ZoneChange, cref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.targets import select
from grimorio.text.refs import card_ref
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class ChooseCopy(Step):
    """CR 707.9, 614.1c: the player chooses what the entering permanent copies, or nothing
    ("you may")."""

    __slots__ = ("among", "applied", "change", "event", "player")

    def __init__(
        self,
        event: ZoneChange | CreateToken,
        applied: tuple[object, ...],
        change: rp.EntersAsCopy,
        player: int,
        among: tuple[int, ...],
    ) -> None:
        self.event = event
        self.applied = applied
        self.change = change
        self.player = player
        self.among = among  # what was on the battlefield as it was about to enter

    @classmethod
    def now(
        cls,
        game: Kernel,
        event: ZoneChange | CreateToken,
        applied: tuple[object, ...],
        change: rp.EntersAsCopy,
        player: int,
    ) -> ChooseCopy:
        """The choice, among the permanents on the battlefield now — before the permanents
        that enter at the same time do (ruling: only one already on the battlefield)."""
        me = event.obj if isinstance(event, ZoneChange) else 0
        among = tuple(r for r in select(game, change.of, player, None) if r != me)
        return cls(event, applied, change, player, among)

    def _what(self, game: Kernel) -> tuple[object, ...]:
        if isinstance(self.event, CreateToken):
            return card_ref(self.event.card)
        return cref(st(game), self.event.obj)

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        found = [r for r in self.among if r in state.objects]
        found = [r for r in found if state.objects[r].zone == BATTLEFIELD_KEY]
        opts = tuple(Option(f"copy:{r}", "opt.enter_copy", (cref(state, r),)) for r in found)
        opts += (Option("none", "opt.enter_no_copy"),)
        return Decision(self.player, DecisionKind.COPY, opts, "ask.enter_copy", (self._what(game),))

    def answer(self, game: Kernel, option: Option) -> None:
        ev = copying.copy(self.event)
        if option.id != "none":
            state = st(game)
            r = OptionId.parse(option.id).num()
            ev.copy = with_exceptions(copiable(game, state.objects[r]), self.change.except_)
            game.note("707.9", "enter_copy", self._what(game), cref(state, r))
        out = game.rules.replace(game, ev, self.applied)  # the rest of CR 616.1
        if out:
            game.commit(out)


serializable(ChooseCopy)


register_messages(
    {
        "opt.enter_copy": ("Copiar {0:el}", "Copy {0}"),
        "opt.enter_no_copy": ("No copiar nada", "Copy nothing"),
        "ask.enter_copy": (
            "¿Como copia de qué criatura entra {0:el}?",
            "What should {0} enter as a copy of?",
        ),
        "enter_copy": ("{0:El} entra como una copia {1:del}.", "{0} enters as a copy of {1}."),
    }
)
