"""Rules about paying and using costs: Phyrexian mana (CR 107.4f, 601.2b) and the
restriction "activate only once" (CR 602.5b).

A Phyrexian mana symbol ({G/P}) is paid either with one mana of its colour or with 2 life;
the player announces which for each symbol when they announce modes and X (601.2b), and
can pay life only if their life total is at least that much (119.4). An activated ability
that may be activated only once keeps that restriction on its object, whoever controls it
(602.5b); a new object (400.7) may activate it again.
"""

from __future__ import annotations

import dataclasses
from itertools import product
from typing import TYPE_CHECKING

from grimorio.core.decisions import Option
from grimorio.dsl.abilities import ActivatedAbility, Cost
from grimorio.dsl.mana import ManaCost
from grimorio.rules.casting.mana import can_pay, sources
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def pay_phyrexian(cost: Cost, life: tuple[bool, ...]) -> Cost:
    """The cost once the player has announced how each Phyrexian symbol is paid (in order:
    True for 2 life, False for mana of its colour); symbols not yet announced stay."""
    if cost.mana is None or not cost.mana.phyrexian:
        return cost
    mana, paid = cost.mana.pay_phyrexian(life)
    return dataclasses.replace(cost, mana=mana, pay_life=cost.pay_life + paid)


def phyrexian_ways(game: Kernel, player: int, cost: Cost) -> list[Cost]:
    """Every way the player could announce the Phyrexian symbols of ``cost`` that their life
    total allows (CR 119.4), as the cost each leaves."""
    assert cost.mana is not None
    life = st(game).player(player).life
    ways = [pay_phyrexian(cost, c) for c in product((False, True), repeat=cost.mana.phyrexian)]
    return [w for w in ways if w.pay_life <= life]


def phyrexian_options(
    game: Kernel, player: int, cost: Cost, so_far: tuple[bool, ...]
) -> list[Option]:
    """CR 601.2b: how to pay the next Phyrexian symbol — with mana of its colour, or with 2
    life if the player's life total allows it with what is already announced (119.4)."""
    assert cost.mana is not None
    symbol = [s for s in cost.mana.symbols if s.endswith("/P")][len(so_far)]
    color = symbol[0]
    state = st(game)
    opts: list[Option] = []
    found = [s.colors for s in sources(game, player)]
    if can_pay(ManaCost(0, (color,)), state.player(player).pool, found):
        opts.append(Option("pay_color", "opt.phyrexian_mana", (f"{{{color}}}",)))
    announced = pay_phyrexian(cost, (*so_far, True))
    if state.player(player).life >= announced.pay_life:
        opts.append(Option("life", "opt.phyrexian_life", (f"{{{symbol}}}",)))
    return opts


def activated_once(game: Kernel, obj: MagicObject, index: int) -> bool:
    """CR 602.5b: has this object's "activate only once" ability ``index`` been activated?"""
    abilities = chars(game, obj).abilities
    ab = abilities[index] if index < len(abilities) else None
    return (
        isinstance(ab, ActivatedAbility) and ab.once and once_key(obj.id, index) in (st(game).fired)
    )


def once_key(obj: int, index: int) -> str:
    """Where the activation of an "activate only once" ability is remembered."""
    return f"{obj}:activated:{index}"


register_messages(
    {
        "opt.phyrexian_mana": ("Pagar {0}", "Pay {0}"),
        "opt.phyrexian_life": ("Pagar 2 vidas por {0}", "Pay 2 life for {0}"),
        "ask.phyrexian": (
            "Maná pirexiano: ¿cómo pagas el símbolo?",
            "Phyrexian mana: how do you pay the symbol?",
        ),
    }
)
