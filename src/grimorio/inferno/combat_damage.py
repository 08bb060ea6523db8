"""Inferno's combat damage (I-509): each element of the combat assigns damage equal to its
power (none if 0 or less, I-509.1) to the elements it fights — an attacker to its defender,
a defender to the attackers against it — then all of it is dealt at once (I-509.2).

When one element fights more than one (I-509.1a: more than two elements in an attack), its
controller assigns its damage in an order of their choosing, giving the element they name
first at least its toughness (*RES*) before naming the next, and so on; all of the damage is
assigned (I-509.1c). The active player assigns first, then the others in turn order
(I-509.1b). One decision per element named, its amount with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.inferno.state import ist
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import Damage
from grimorio.rules.events.objects import cref
from grimorio.rules.state.decision_kinds import DecisionKind

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def fighting(game: Kernel) -> list[tuple[int, int]]:
    """The (attacker, defender) pairs of the combat in progress whose two elements are both
    still in play (I-506.4, I-508.5a)."""
    state = ist(game)
    combat = state.combat
    if combat is None:
        return []

    def here(r: int) -> bool:
        obj = state.objects.get(r)
        return obj is not None and obj.zone == BATTLEFIELD_KEY

    return [(a, d) for a, d in combat.attackers.items() if here(a) and here(d)]


def _opponents(pairs: list[tuple[int, int]], element: int) -> list[int]:
    """The elements ``element`` fights: its defender, or the attackers against it."""
    out = [d for a, d in pairs if a == element] + [a for a, d in pairs if d == element]
    return list(dict.fromkeys(out))


class InfernoCombatDamage(Step):
    """I-509.1–I-509.2: every element assigns its damage, then it is all dealt."""

    __slots__ = ("assigned", "index", "partial")

    def __init__(self) -> None:
        self.index = 0  # which element is assigning now
        self.partial: tuple[tuple[int, int], ...] = ()  # (recipient, amount) of that element
        self.assigned: tuple[tuple[int, int, int], ...] = ()  # (source, recipient, amount)

    def run(self, game: Kernel) -> Decision | None:
        pairs = fighting(game)
        attackers = list(dict.fromkeys(a for a, _ in pairs))
        elements = attackers + [d for d in dict.fromkeys(d for _, d in pairs)]  # I-509.1b
        while self.index < len(elements):
            decision = self._assign(
                game, elements[self.index], _opponents(pairs, elements[self.index])
            )
            if decision is not None:
                return decision
            self.index += 1
            self.partial = ()
        self._deal(game)
        return None

    def _assign(self, game: Kernel, element: int, against: list[int]) -> Decision | None:
        """Assign ``element``'s damage among ``against`` (I-509.1c); a decision while there
        is a choice to make."""
        state = ist(game)
        obj = state.objects[element]
        power = chars(game, obj).power or 0
        if power <= 0:  # I-509.1
            return None
        left = power - sum(n for _, n in self.partial)
        named = {r for r, _ in self.partial}
        rest = [r for r in against if r not in named]
        if left > 0 and len(rest) > 1:
            opts = tuple(
                Option(f"assign:{r}:{n}", "opt.assign", (cref(state, r), n))
                for r in rest
                for n in self._amounts(game, r, left)
            )
            args = (cref(state, element), left)
            return Decision(obj.controller, DecisionKind.DAMAGE, opts, "ask.assign", args)
        if left > 0 and rest:
            self.partial += ((rest[0], left),)
        self.assigned += tuple((element, r, n) for r, n in self.partial if n > 0)
        return None

    @staticmethod
    def _amounts(game: Kernel, recipient: int, left: int) -> range:
        """I-509.1c: to name another element after this one, it must get at least its
        toughness; else it gets all that is left."""
        toughness = chars(game, ist(game).objects[recipient]).toughness or 0
        return range(min(max(toughness, 0), left), left + 1)

    def answer(self, game: Kernel, option: Option) -> None:
        opt = OptionId.parse(option.id)  # "assign:<recipient>:<amount>"
        self.partial = (*self.partial, (opt.num(0), opt.num(1)))
        game.push(self)

    def _deal(self, game: Kernel) -> None:
        """I-509.2: all assigned combat damage is dealt at the same time."""
        state = ist(game)
        events: list[Event] = []
        for src, target, n in self.assigned:
            obj = state.objects[src]
            damage = Damage(src, obj.card, obj.controller, target, n, combat=True)
            damage.rule = "I-509.2"
            events.append(damage)
        game.emit_all(events)


serializable(InfernoCombatDamage)
