"""Ninjutsu (CR 702.49): "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking" — an activated ability that works from the hand (702.49a,
113.6b), written with the vocabulary by :func:`grimorio.dsl.keywords.ninjutsu`.

* As the cost is paid, the card is revealed and what the returned creature was attacking
  is remembered (702.49c): the card will attack the same player or planeswalker.
* On resolution, if the card is still in its owner's hand, it enters tapped and attacking,
  unblocked (702.49c). It was never declared as an attacker, so "whenever ... attacks"
  doesn't trigger (508.4). It isn't attacking if it is not a creature as it enters
  (506.3a), or if what it would attack has left (506.3c, 508.4a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.engine import Event
from grimorio.core.objects import is_player_ref, player_of_ref
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.zones import Zone, kind_of, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.moves import EntersAttacking
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.events.records import AttackRemembered
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

NINJUTSU_EFFECTS = (mx.PutOntoBattlefieldAttacking,)


def remember_attacks(game: Kernel, source: int, returned: tuple[int, ...]) -> list[Event]:
    """CR 702.49a–c: paying the cost of an ability of a card in a hand that returns an
    attacking creature — the card is revealed, and what that creature attacks is
    remembered for the ability."""
    state = st(game)
    card = state.objects.get(source)  # a spell being cast is already on the stack
    combat = state.combat
    if card is None or kind_of(card.zone) != Zone.HAND or combat is None:
        return []
    attacked = tuple(combat.attackers[r] for r in returned if r in combat.attackers)
    if not attacked:
        return []
    game.note("702.49a", "reveal", cref(state, source))
    return [AttackRemembered(source, attacked[0])]


@handles(*NINJUTSU_EFFECTS)
def perform_ninjutsu(game: Kernel, ctx: Ctx, e: object) -> None:
    """Put the card from its owner's hand onto the battlefield tapped and attacking."""
    assert isinstance(e, mx.PutOntoBattlefieldAttacking)
    state = st(game)
    attacked = state.linked.get(f"{ctx.source}:attacking", ())
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if obj.zone != zkey(Zone.HAND, obj.owner):
            continue  # it left the hand: it doesn't enter (the release notes)
        enter = ZoneChange(r, Zone.BATTLEFIELD, "702.49a", "enter", controller=ctx.controller)
        enter.tapped = True
        for moved in game.emit(enter):
            if isinstance(moved, ZoneChange) and moved.to == Zone.BATTLEFIELD and attacked:
                _attack(game, moved.new_id, attacked[0])


def _attack(game: Kernel, obj: int, attacked: int) -> None:
    """CR 506.3, 508.4a: it is attacking only if it is a creature under the attacking
    player's control and what it would attack is still there."""
    state = st(game)
    new = state.objects.get(obj)
    if new is None or state.combat is None:
        return
    c = chars(game, new)
    if "creature" not in c.types or c.controller != state.active:  # CR 506.3a, 506.3b
        game.note("506.3a", "not_attacking", cref(state, obj))
        return
    if is_player_ref(attacked):
        gone = state.player(player_of_ref(attacked)).lost
    else:
        walker = state.objects.get(attacked)
        gone = walker is None or "planeswalker" not in chars(game, walker).types
    if gone:  # CR 506.3c, 508.4a
        game.note("508.4a", "not_attacking", cref(state, obj))
        return
    game.emit(EntersAttacking(obj, attacked))


register_messages(
    {
        "enters_attacking": ("{0:El} está atacando a {1}.", "{0} is attacking {1}."),
        "not_attacking": (
            "{0:El} entra, pero no está atacando.",
            "{0} enters, but isn't attacking.",
        ),
    }
)
