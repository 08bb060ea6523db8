"""What a variant of Magic changes in the shared rules (CR 900–905): the hooks those rules
call, whose defaults are a plain game's — nothing changes. A state says which variant it
plays by the class it is (``MtgState.variant``); Commander's hooks are
``grimorio.mtg.commander``'s (CR 903).

Each hook is called where the rule it changes is applied: the cards a player may cast
from elsewhere (permissions, CR 601.3), the cost of a spell (601.2f), the state-based
actions (704.6), the replacement effects of the rules (614), and what events leave to
record."""

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

    def player_view(self, state: MtgState, seat: int) -> dict[str, object]:
        """What everybody sees of player ``seat`` that only this variant has."""
        return {}


PLAIN = VariantRules()
