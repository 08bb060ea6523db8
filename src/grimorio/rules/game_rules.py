"""What the shared rules ask of the game being played (issue 22, ``docs/inferno.md``).

The shared layer (``grimorio.rules``) carries out what Magic and Inferno have in common:
targets, playing cards and abilities, replacement and prevention, triggers. Where one of
those procedures reaches a rule only one game has — Magic's protection (CR 702.16), a
planeswalker's loyalty (306.5b, 606), a Saga's chapters (714.2b), convoke (702.51), ninjutsu
(702.49), Magic's special actions (116.2) and timing (307.1), its state-based actions (704) —
it asks the game's rules object, a :class:`GameRules`, which each game's rules extend
(Magic's: ``grimorio.mtg.rules``). A base class rather than a protocol, for the reason
``grimorio.core.engine.Rules`` gives; each game says every hook
(``tests/core/test_plain_bases.py``), and a game that lacks the rule answers as if nothing
had it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Option, OptionId
from grimorio.core.engine import Event, Kernel, Rules
from grimorio.core.state import Step
from grimorio.dsl.abilities import Cost
from grimorio.dsl.card import CardDef
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.triggers import Chapter
from grimorio.rules.characteristics.chars import Chars
from grimorio.rules.state.objects import MagicObject

if TYPE_CHECKING:
    from grimorio.rules.casting.mana import Source
    from grimorio.rules.casting.may_act import Places


class GameRules(Rules):
    """The kernel's hooks (``Rules``) and those the shared rules call."""

    def protected_from(
        self,
        game: Kernel,
        obj: MagicObject,
        source: MagicObject | None,
        source_chars: Chars | None = None,
    ) -> bool:
        """Is ``obj`` protected from ``source`` (an object, or its last known
        ``source_chars`` when it is gone), so that damage it would deal is prevented (Magic:
        protection, CR 702.16e)?"""
        raise NotImplementedError(f"{type(self).__name__} does not say what protects")

    def protected_target(self, game: Kernel, ref: int, source: int | None) -> bool:
        """May the object ``ref`` not be the target of a spell or ability from ``source``
        for a quality it has (Magic: protection, CR 702.16b)?"""
        raise NotImplementedError(f"{type(self).__name__} does not say what can't be targeted")

    def destroys(self, how: str) -> bool:
        """Does a move from the battlefield to a graveyard named ``how`` (``ZoneChange.how``)
        destroy the permanent, so that "if it would be destroyed" replaces it (Magic: an
        effect that says "destroy" and the state-based actions of lethal damage and
        deathtouch, CR 701.8b)?"""
        raise NotImplementedError(f"{type(self).__name__} does not say what destroys")

    def entering_counters(
        self, types: tuple[str, ...], loyalty: int | None
    ) -> EntersWithCounters | None:
        """The counters a permanent with these values enters with by the game's rules alone
        (Magic: a planeswalker's loyalty, CR 306.5b); None for none."""
        raise NotImplementedError(f"{type(self).__name__} does not say what enters with counters")

    def chapter_reached(self, game: Kernel, source: int, when: Chapter, ev: Event) -> bool:
        """Did ``ev`` reach the chapter ``when`` of ``source`` (Magic: lore counters on a
        Saga, CR 714.2b)?"""
        raise NotImplementedError(f"{type(self).__name__} does not say what reaches a chapter")

    def spell_sources(
        self,
        game: Kernel,
        player: int,
        obj: MagicObject,
        card: CardDef,
        found: list[Source],
        exclude: tuple[int, ...],
    ) -> list[Source]:
        """What may pay for the spell ``obj`` (cast as ``card``) besides the sources
        ``found``, none of the objects ``exclude`` (Magic: creatures that convoke, CR
        702.51a); ``found`` itself when nothing else may."""
        raise NotImplementedError(f"{type(self).__name__} does not say what else pays")

    def cost_payable(self, game: Kernel, obj: MagicObject, cost: Cost) -> bool:
        """Can the parts of ``cost`` only this game has be paid for ``obj``'s ability (Magic:
        loyalty, CR 606.3, 606.6)?"""
        raise NotImplementedError(f"{type(self).__name__} does not say what is payable")

    def cost_events(
        self, game: Kernel, source: int, cost: Cost, returned: tuple[int, ...]
    ) -> list[Event]:
        """The events of paying the parts of ``cost`` only this game has, ``returned`` being
        the attackers returned to hand as a cost (Magic: loyalty, CR 606.4; what a returned
        attacker was attacking, 702.49c)."""
        raise NotImplementedError(f"{type(self).__name__} does not say what a cost does")

    def sorcery_timing(self, game: Kernel, player: int) -> bool:
        """May ``player`` now do what only a sorcery's timing allows (Magic: their main
        phase with an empty stack, CR 307.1, 117.1a)?"""
        raise NotImplementedError(f"{type(self).__name__} does not say when sorceries are")

    def special_actions(
        self, game: Kernel, player: int, sorcery_ok: bool, where: Places
    ) -> list[Option]:
        """The special actions of the game's own ``player`` may take with priority now
        (Magic: unlocking a door, turning a permanent face up, CR 116.2b, 116.2m), besides
        playing a land; ``where`` is what may act on the battlefield."""
        raise NotImplementedError(f"{type(self).__name__} does not say its special actions")

    def take_special_action(self, game: Kernel, player: int, opt: OptionId) -> None:
        """Take the special action ``opt``, one :meth:`special_actions` offered (CR 116.2)."""
        raise NotImplementedError(f"{type(self).__name__} does not take special actions")

    def begin_step(self, step: str) -> Step:
        """The step of the rules that begins the turn's step named ``step`` (its
        turn-based actions, then priority): what a second cleanup step is (CR 514.3a)."""
        raise NotImplementedError(f"{type(self).__name__} does not say how steps begin")

    def state_check(self) -> Step:
        """The step that performs the state-based actions before a player would receive
        priority, repeated until none applies (Magic: CR 704.3)."""
        raise NotImplementedError(f"{type(self).__name__} does not check state-based actions")


def game_rules(game: Kernel) -> GameRules:
    """The rules of the game ``game`` plays, as the shared rules call them."""
    rules = game.rules
    assert isinstance(rules, GameRules)
    return rules
