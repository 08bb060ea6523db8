"""Whole declarations of attackers or blockers as single answers for the search.

The rules ask for a declaration part by part (CR 508.1a, 509.1a: one attacker or one
block at a time, then "done"), so a search over the parts can only try a different first
part and follow it with the usual plan. A :class:`Plan` names the whole declaration
instead, and :func:`attack_plans` and :func:`block_plans` offer the combat model's plan
and its neighbours — no attack or no block, everything, the plan with one part less or
one part more — for the search to compare on equal terms.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.agents.combat_choice import (
    attack_assignment,
    attack_options,
    attack_plan,
    block_plan,
    declared_attacks,
    favourite,
)
from grimorio.agents.policy import declare, worth
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.rules.state.decision_kinds import DecisionKind

if TYPE_CHECKING:
    from grimorio.game import Game

DECLARATIONS = (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS)


@dataclass(frozen=True)
class Plan:
    """A declaration of attackers or blockers: the ids of the parts wanted, in order."""

    kind: str
    player: int
    parts: tuple[str, ...]

    @property
    def id(self) -> str:
        return f"plan:{self.kind}:" + ",".join(self.parts)

    def next_part(self, game: Game, d: Decision) -> Option:
        """The next part of this declaration the rules still let the player finish
        (CR 508.1c–d, 509.1b–c), or "done"."""
        wanted = [o for part in self.parts for o in d.options if o.id == part]
        return declare(game, d, wanted)

    def follows(self, d: Decision) -> bool:
        """Whether ``d`` is a part of the declaration this plan is for."""
        return d.kind == self.kind and d.player == self.player

    def play(self, game: Game) -> None:
        """Make the whole declaration in ``game``."""
        d = game.pending
        while d is not None and not game.over and self.follows(d):
            game.submit(self.next_part(game, d))
            d = game.pending


def plans(game: Game, d: Decision, limit: int) -> list[Plan]:
    """At most ``limit`` declarations worth comparing, the combat model's first."""
    found = attack_plans(game, d) if d.kind == DecisionKind.ATTACKERS else block_plans(game, d)
    unique = list({tuple(sorted(p)): p for p in found}.values())
    return [Plan(d.kind, d.player, tuple(p)) for p in unique[:limit]]


def attack_plans(game: Game, d: Decision) -> list[list[str]]:
    """The combat model's attack, no attack, every creature, then by turns the attack
    with one creature less (the most valuable first) and with one more (CR 508.1a). In a
    game of more than two, the model's attack sends each attacker where it picks (508.1b,
    802.3), and a creature added goes at the most threatening opponent it may attack."""
    part: dict[int, str] = {}  # an attacker's usual option: attacking the (first) player
    usual: list[str]
    if game.state.multiplayer:
        offered = attack_options(game, d)
        for c, targets in offered.items():
            part[c] = targets[favourite(game, d.player, targets)].id
        able = list(part)
        plan = attack_assignment(
            game, d.player, {c: list(ts) for c, ts in offered.items()}, dict(declared_attacks(game))
        )
        usual = [offered[c][t].id for c, t in plan.items() if t in offered.get(c, {})]
    else:
        for o in d.options:
            if o.id.startswith("attack:"):
                part.setdefault(_first_object(o.id), o.id)
        able = list(part)
        usual = [part[a] for a in attack_plan(game, d.player, able)]
    sent = {_first_object(p) for p in usual}
    others = sorted((a for a in able if a not in sent), key=lambda a: -worth(game, a))
    less = sorted(usual, key=lambda p: -worth(game, _first_object(p)))
    return [
        usual,
        [],
        [part[a] for a in able],
        *_alternate(
            [[p for p in usual if p != gone] for gone in less],
            [[*usual, part[a]] for a in others],
        ),
    ]


def block_plans(game: Game, d: Decision) -> list[list[str]]:
    """The combat model's blocks, no block, then by turns the blocks with one pair less
    and with one more (a blocker not yet used, the least valuable first; CR 509.1a)."""
    offered = {o.id for o in d.options}
    usual = [p for b, a in block_plan(game, d.player) if (p := f"block:{b}:{a}") in offered]
    used = {_first_object(p) for p in usual}
    extra = [o.id for o in d.options if o.id.startswith("block:")]
    extra = [p for p in extra if _first_object(p) not in used]
    extra.sort(key=lambda p: worth(game, _first_object(p)))
    return [
        usual,
        [],
        *_alternate(
            [[p for p in usual if p != gone] for gone in usual], [[*usual, p] for p in extra]
        ),
    ]


def _alternate(fewer: list[list[str]], more: list[list[str]]) -> list[list[str]]:
    """One plan with a part less, one with a part more, and so on."""
    mixed = [plan for pair in zip(fewer, more, strict=False) for plan in pair]
    rest = fewer[len(more) :] or more[len(fewer) :]
    return mixed + rest


def _first_object(part: str) -> int:
    """The attacker of "attack:<attacker>[:<attacked>]", the blocker of
    "block:<blocker>:<attacker>"."""
    return OptionId.parse(part).num()
