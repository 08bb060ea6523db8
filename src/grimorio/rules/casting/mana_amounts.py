"""How much mana one activation of a mana ability adds (CR 605.1a, 106.4): its fixed amount,
or — "Add X mana of any one color, where X is ..." (``grimorio.dsl.mana_abilities
.ManaAbilityX``) — the value read now, as the ability could be activated; 0 adds nothing,
and such an ability is no source of mana then. :func:`restricted_allows` extends the
restrictions of 106.6 to "spend this mana only to cast <A> or <B> spells"
(``SpendOnlyEither``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.abilities import ManaAbility
from grimorio.dsl.mana import SpendOnly
from grimorio.dsl.mana_abilities import ManaAbilityX, SpendOnlyEither
from grimorio.dsl.selectors import Filter
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

# no bound on the mana an ability adding X mana could add (``may_act``: a bound, CR 117.1)
UNBOUNDED = 10**9


def mana_amount(game: Kernel, player: int, oid: int, ab: ManaAbility) -> int:
    """CR 106.4: the mana one activation of ``ab`` (of permanent ``oid``, activated by
    ``player``) adds now."""
    if isinstance(ab, ManaAbilityX):
        obj = st(game).objects[oid]
        return max(0, amount(game, Ctx(player, oid, obj.card), ab.x))
    return ab.amount


def most_mana(ab: ManaAbility) -> int | None:
    """The most one activation could add, if an ability adding X mana (None otherwise)."""
    return UNBOUNDED if isinstance(ab, ManaAbilityX) else None


def spell_filters(only: SpendOnly) -> tuple[Filter, ...]:
    """CR 106.6: the spells restricted mana may be spent to cast — any one of these."""
    either = only.either if isinstance(only, SpendOnlyEither) else ()
    return ((only.spells,) if only.spells is not None else ()) + either
