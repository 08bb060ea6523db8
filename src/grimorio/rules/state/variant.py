"""What a variant of Magic changes in the shared rules (CR 900–905): the hooks those rules
call, whose defaults are a plain game's — nothing changes. A state says which variant it
plays by the class it is (``MtgState.variant``); Commander's hooks are
``grimorio.mtg.commander``'s (CR 903).

Each hook is called where the rule it changes is applied: the cards a player may cast
from elsewhere (permissions, CR 601.3), the cost of a spell (601.2f), the state-based
actions (704.6), the replacement effects of the rules (614), what events leave to
record, and the rules for players a variant's effects make (101.2: maximum hand size,
who may cast spells or attack, attack requirements, a player's hexproof)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from grimorio.dsl.games import Variant

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel
    from grimorio.core.state import Step
    from grimorio.rules.state.objects import MagicObject
    from grimorio.rules.state.state import MtgState

STARTING_LIFE = 20  # CR 103.4


class VariantRules:
    """A plain game's answers to the hooks (CR 103.4: 20 life, nothing else changes)."""

    kind: ClassVar[Variant] = Variant.PLAIN
    starting_life: ClassVar[int] = STARTING_LIFE

    def castable_elsewhere(self, game: Kernel, player: int) -> tuple[int, ...]:
        """The cards outside ``player``'s hand the variant's rules let them cast."""
        return ()

    def extra_cost(self, game: Kernel, player: int, obj: MagicObject) -> int:
        """Generic mana the variant's rules add to the total cost of ``obj`` (601.2f)."""
        return 0

    def state_based(self, game: Kernel) -> list[Event]:
        """The variant's state-based actions that ask nobody (CR 704.6)."""
        return []

    def begin_step(self, game: Kernel, step: str) -> None:
        """The variant's turn-based actions as ``step`` begins (CR 703.4, 904.9)."""

    def choice(self, game: Kernel) -> Step | None:
        """A state-based action of the variant that asks a player (CR 704.6d), if one
        applies now."""
        return None

    def replacements(self, game: Kernel, event: Event) -> list[tuple[str, object, int, str]]:
        """The variant's replacement effects that apply to ``event`` (CR 614): each as its
        key, its change (``grimorio.dsl.replacements``), the player who controls it and the
        rule it is logged with."""
        return []

    def after_events(self, game: Kernel, events: list[Event]) -> None:
        """What the variant records of a group of events (a commander cast, its combat
        damage)."""

    def player_view(self, state: MtgState, seat: int, lang: str) -> dict[str, object]:
        """What everybody sees of player ``seat`` that only this variant has."""
        return {}

    # -- the rules for players a variant's effects make (CR 101.2; Archenemy's schemes) ----
    def no_maximum_hand_size(self, state: MtgState, player: int) -> bool:
        """CR 402.2, 514.1: has ``player`` no maximum hand size by the variant's rules?"""
        return False

    def may_cast_spells(self, state: MtgState, player: int) -> bool:
        """CR 101.2, 601.2: may ``player`` cast spells, as far as the variant's rules say?"""
        return True

    def may_attack_with_creatures(self, state: MtgState, player: int) -> bool:
        """CR 101.2, 508.1c: may ``player`` attack with creatures, as far as the variant's
        rules say?"""
        return True

    def attack_requirements(self, state: MtgState, obj: int, targets: list[int]) -> tuple[int, ...]:
        """CR 508.1d, 802.3a: for each of ``targets``, how many of the variant's attack
        requirements creature ``obj`` obeys by attacking it (empty: none apply to it)."""
        return ()

    def player_hexproof(self, game: Kernel, player: int, by: int) -> bool:
        """CR 702.11c: can ``player`` not be the target of what ``by`` controls, by the
        variant's rules ("you have hexproof" from the command zone, 904.8)?"""
        return False


PLAIN = VariantRules()
