"""What the shared rules ask of the game being played (issue 22, ``docs/inferno.md``).

The shared layer (``grimorio.rules``) carries out what Magic and Inferno have in common:
targets, replacement and prevention, triggers. Where one of those procedures reaches a rule
only one game has — Magic's protection (CR 702.16), a planeswalker's loyalty as it enters
(306.5b), a Saga's chapters (714.2b) — it asks the game's rules object, a
:class:`GameRules`, which each game's rules extend (Magic's: ``grimorio.mtg.rules``). A
base class rather than a protocol, for the reason ``grimorio.core.engine.Rules`` gives; each
game says every hook (``tests/core/test_plain_bases.py``), and a game that lacks the rule
answers as if nothing had it.
"""

from __future__ import annotations

from grimorio.core.engine import Event, Kernel, Rules
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.triggers import Chapter
from grimorio.rules.characteristics.chars import Chars
from grimorio.rules.state.objects import MagicObject


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


def game_rules(game: Kernel) -> GameRules:
    """The rules of the game ``game`` plays, as the shared rules call them."""
    rules = game.rules
    assert isinstance(rules, GameRules)
    return rules
