"""What damage does in Inferno (I-118.3, I-118.4): damage is dealt as the shared
``Damage`` event — replacement and prevention apply to it, and abilities that trigger on
damage see it (I-118.4a) — and then becomes its results (I-118.4b), events of their own
that replacement effects of the results may change: for each point dealt to a demon, its
controller puts the top card of their deck into their *Infierno* (I-118.3a); for each
point dealt to an ally, a damage counter on it (I-118.3b). Damage to a player is damage to
their demon, which represents them (I-102.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.dsl.continuous import DAMAGE_COUNTER
from grimorio.dsl.zones import Zone, zkey
from grimorio.inferno.events import DeckEmptiedByDamage
from grimorio.inferno.state import ist
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import Damage
from grimorio.rules.events.objects import CounterChange, ZoneChange

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def at_demon(game: Kernel, damage: Damage) -> Damage:
    """I-102.4: damage to a player is dealt to the demon that represents them."""
    if damage.target >= 0:
        return damage
    demon = ist(game).inferno_player(-1 - damage.target).demon
    return Damage(
        damage.source,
        damage.source_card,
        damage.controller,
        demon,
        damage.amount,
        combat=damage.combat,
    )


def results(game: Kernel, damage: Damage) -> list[Event]:
    """I-118.3, I-118.4b: the results of damage about to be dealt."""
    state = ist(game)
    target = state.objects.get(damage.target)
    if target is None or damage.amount <= 0:
        return []
    c = chars(game, target)
    if "demonio" in c.supertypes:  # I-118.3a
        player = target.controller
        library = state.zones[zkey(Zone.LIBRARY, player)]
        cards = library[::-1][: damage.amount]  # from the top
        out: list[Event] = [
            ZoneChange(card, Zone.GRAVEYARD, "I-118.3a", "damage_mill") for card in cards
        ]
        if len(cards) < damage.amount:
            out.append(DeckEmptiedByDamage(player))
        return out
    if "aliado" in c.types:  # I-118.3b
        return [CounterChange(target.id, DAMAGE_COUNTER, damage.amount, "I-118.3b")]
    return []
