"""What Inferno's rules add to the shared vocabulary for three keyword abilities
(``dsl/inferno_keyword_abilities.py``):

* *golpe de gracia* (I-702.10a): which source destroyed an ally — the trigger condition
  ``dsl.triggers.Destroys``, matched here (``rules.pipeline.triggers.game_matcher``);
* *vínculo* (I-702.9) and *réplica* (I-702.16), which the shared rules carry out
  (``rules/pipeline/optional_moves.py``, ``rules/casting/play_now.py``): their log lines
  and rule titles in Inferno's words.

An ally is destroyed (I-701.6b) by an effect that says "destruye" (I-701.6a) — whose source
is the source of the card or ability resolving (I-113.6), the topmost object of the chain,
which leaves it only once it has resolved (I-607.2) — or, as a state-based action, when its
toughness is 0 or less (I-705.5f; ``docs/inferno.md``, decision 5): then by the last point
of damage dealt to it. Each damage dealt to an ally is recorded as it is dealt (I-118.3b;
:func:`hit`, from ``damage.results``) and forgotten at the next state-based check that the
ally survives (:func:`forget`): the damage an ally dies of is what was dealt to it since
that check — the last damage dealt to it, or all of the combat damage, which is dealt at
once (I-509.2) and so has no last point among its sources. "El aliado equipado" is the
ally the weapon is attached to (I-302.3a) as that damage is dealt, or, for an effect, as
the ally is destroyed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.serial import serializable
from grimorio.dsl import triggers as tr
from grimorio.dsl.inferno_keyword_abilities import KeywordAbility
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone
from grimorio.inferno.state import InfernoState, LastHit, ist
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.events.game import Damage
from grimorio.rules.events.objects import ZoneChange
from grimorio.rules.pipeline.listeners import Listener
from grimorio.rules.pipeline.triggers import Hit, game_matcher
from grimorio.text.render import register_messages
from grimorio.text.rules import RULE_TITLES

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

# How the moves that destroy are named (``ZoneChange.how``): by an effect (I-701.6a; the
# shared "destroy", rules/effects/basic.py) and for toughness 0 or less (I-705.5f, sba.py)
DESTROYED_BY_EFFECT = "destroy"
DESTROYED_BY_TOUGHNESS = "sba_toughness"


class RecordHit(Event):
    """I-118.3b, I-702.10a: damage was dealt to ``ally``: what golpe de gracia asks about it.
    Damage dealt at once in combat (I-509.2) is kept together; other damage replaces what
    was recorded (its point came last)."""

    __slots__ = ("ally", "hit")
    writes = frozenset({Aspect.DAMAGE})

    def __init__(self, ally: int, hit: LastHit) -> None:
        self.ally = ally
        self.hit = hit
        self.rule = "I-702.10a"

    def apply(self, game: Kernel) -> LogEntry | None:
        hits = ist(game).hits
        before = hits.get(self.ally, ())
        together = self.hit.combat and all(h.combat for h in before)
        hits[self.ally] = (*before, self.hit) if together else (self.hit,)
        return None


serializable(RecordHit)


class ForgetHits(Event):
    """I-702.10a: the damage dealt to ``allies``, which state-based actions found them
    alive after (or gone), destroyed nothing: it is forgotten."""

    __slots__ = ("allies",)
    writes = frozenset({Aspect.DAMAGE})

    def __init__(self, allies: tuple[int, ...]) -> None:
        self.allies = allies
        self.rule = "I-702.10a"

    def apply(self, game: Kernel) -> LogEntry | None:
        hits = ist(game).hits
        for ally in self.allies:
            hits.pop(ally, None)
        return None


serializable(ForgetHits)


def hit(game: Kernel, damage: Damage) -> RecordHit:
    """I-118.3b, I-702.10a: the record of ``damage`` about to be dealt to an ally, with the
    weapons attached to its source then (I-302.3a)."""
    return RecordHit(
        damage.target,
        LastHit(damage.source, damage.source_card, _equipment(game, damage.source), damage.combat),
    )


def forget(game: Kernel, dying: list[int]) -> list[Event]:
    """I-705.5f, I-702.10a: at a state-based check, the damage recorded of the allies that
    are not ``dying`` of toughness 0 or less now is forgotten."""
    stale = tuple(a for a in ist(game).hits if a not in dying)
    return [ForgetHits(stale)] if stale else []


def _equipment(game: Kernel, ally: int) -> tuple[int, ...]:
    """I-302.3a: the weapons attached to ``ally`` now (it is their "aliado equipado")."""
    state = ist(game)
    return tuple(o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].attached_to == ally)


def destroyers(game: Kernel, ev: ZoneChange) -> list[tuple[int, tuple[int, ...]]]:
    """I-701.6b, I-702.10a: the sources that destroyed the object ``ev`` moved, each with
    the weapons that equipped it then: the source of the last damage dealt to it (of all
    the combat damage dealt to it at once), if it died of toughness 0 or less (I-705.5f);
    the source of the card or ability resolving, if an effect destroyed it (I-701.6a,
    I-113.6); none otherwise."""
    state = ist(game)
    if ev.how == DESTROYED_BY_TOUGHNESS:
        return [(h.source, h.equipped) for h in state.hits.get(ev.obj, ())]
    if ev.how != DESTROYED_BY_EFFECT or not state.zones[STACK_KEY]:
        return []
    resolving = state.objects[state.zones[STACK_KEY][-1]]  # I-607.2: still on the chain
    source = resolving.source if resolving.source is not None else resolving.id
    return [(source, _equipment(game, source))]


@game_matcher(tr.Destroys)
def destroyed(game: Kernel, lis: Listener, when: tr.Trigger, ev: Event) -> list[Hit]:
    """I-702.10a: an ally (``when.what``, as it last existed, I-603.6c) put into an
    *Infierno* from play, destroyed by this object — or, for a weapon, by the ally it
    equipped."""
    if not isinstance(game.state, InfernoState) or not isinstance(when, tr.Destroys):
        return []
    if not (isinstance(ev, ZoneChange) and ev.to == Zone.GRAVEYARD):
        return []
    if ev.lki is None or ev.was is None:
        return []  # it wasn't in play
    if when.what is not None and not fits(when.what, ev.lki, ev.was, lis.controller, lis.obj):
        return []
    for source, equipped in destroyers(game, ev):
        if (lis.obj in equipped) if when.attached else lis.obj == source:
            return [((ev.new_id,), ev.lki.controller, 0)]
    return []


register_messages(
    {
        f"zone.{KeywordAbility.VINCULO}": (
            "{0:El} va del mazo de {1} al exilio, por vínculo.",
            "{0} goes from {1}'s deck into exile, by its bond.",
        ),
        f"kw.{KeywordAbility.VINCULO}": ("vínculo", "bond"),
        f"kw.{KeywordAbility.GOLPE_DE_GRACIA}": ("golpe de gracia", "coup de grâce"),
        f"kw.{KeywordAbility.REPLICA}": ("réplica", "replica"),
    }
)

RULE_TITLES.update(
    {
        "I-702.9b": ("vínculo", "bond"),
        "I-702.10a": ("golpe de gracia", "coup de grâce"),
        "I-702.16a": ("réplica", "replica"),
    }
)
