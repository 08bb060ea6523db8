"""What damage does in Inferno (I-118.3, I-118.4): damage is dealt as the shared
``Damage`` event — replacement and prevention apply to it, and abilities that trigger on
damage see it (I-118.4a) — and then becomes its results (I-118.4b), events of their own
that replacement effects of the results may change: for each point dealt to a demon, its
controller puts the top card of their deck into their *Infierno* (I-118.3a); for each
point dealt to an ally, a damage counter on it (I-118.3b). Damage to a player is damage to
their demon, which represents them (I-102.4). *Abismal* exiles the cards instead
(I-702.13a); an *indestructible* ally is dealt no damage (I-702.12a). Damage dealt to an
ally is recorded for *golpe de gracia* (I-702.10a: ``keyword_abilities.hit``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.engine import Event
from grimorio.dsl.continuous import DAMAGE_COUNTER
from grimorio.dsl.zones import Zone, zkey
from grimorio.inferno.events import DeckEmptiedByDamage
from grimorio.inferno.keyword_abilities import hit
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
        if _abyssal(game, damage):  # I-702.13a: exiled instead
            to, rule, how = Zone.EXILE, "I-702.13a", "damage_exile"
        else:
            to, rule, how = Zone.GRAVEYARD, "I-118.3a", "damage_mill"
        out: list[Event] = [ZoneChange(card, to, rule, how) for card in cards]
        if len(cards) < damage.amount:
            out.append(DeckEmptiedByDamage(player))
        return out
    if "aliado" in c.types:  # I-118.3b; what golpe de gracia asks of it (I-702.10a)
        return [
            CounterChange(target.id, DAMAGE_COUNTER, damage.amount, "I-118.3b"),
            hit(game, damage),
        ]
    return []


def unhurt(game: Kernel, damage: Damage) -> bool:
    """I-702.12a: an *indestructible* ally "can't be dealt damage": none is dealt to it."""
    target = ist(game).objects.get(damage.target)
    return target is not None and "indestructible" in chars(game, target).keywords


def _abyssal(game: Kernel, damage: Damage) -> bool:
    """I-702.13a: does the source of ``damage`` have *abismal* (as it is, or as its card
    prints it if it is gone)?"""
    source = ist(game).objects.get(damage.source)
    if source is not None:
        return "abismal" in chars(game, source).keywords
    return "abismal" in get(damage.source_card).keywords
