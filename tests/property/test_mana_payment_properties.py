"""Whether a mana cost can be paid (CR 601.2g–h, 107.4, 106.4): when every source adds a
single colour, ``mana._can_pay`` counts each colour instead of searching a matching of the
symbols to the mana; the two answers must agree on every pool, source list and cost."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from grimorio.dsl.mana import ManaCost
from grimorio.rules.casting import mana
from grimorio.rules.state.state import MANA_ORDER

COLOR = st.sampled_from(MANA_ORDER)
SYMBOLS = st.lists(st.sampled_from((*MANA_ORDER, "G/P")), max_size=6).map(tuple)
POOL = st.tuples(*[st.integers(0, 2)] * len(MANA_ORDER))
ONE_COLOUR = st.lists(COLOR.map(lambda c: (c,)), max_size=7)


def matched(cost: ManaCost, pool: tuple[int, ...], srcs: list[tuple[str, ...]]) -> bool:
    """The answer by the matching alone (what ``_can_pay`` gave before counting)."""
    units = [(MANA_ORDER[i],) for i, n in enumerate(pool) for _ in range(n)] + srcs
    if cost.generic + len(cost.symbols) > len(units):
        return False
    return mana._match(list(cost.symbols), units) == len(cost.symbols)


@given(generic=st.integers(0, 4), symbols=SYMBOLS, pool=POOL, srcs=ONE_COLOUR)
def test_counting_colours_agrees_with_the_matching(
    generic: int, symbols: tuple[str, ...], pool: tuple[int, ...], srcs: list[tuple[str, ...]]
) -> None:
    cost = ManaCost(generic, symbols)
    assert mana._can_pay(cost, pool, srcs) == matched(cost, pool, srcs)


@given(
    generic=st.integers(0, 3),
    symbols=SYMBOLS,
    pool=POOL,
    srcs=st.lists(st.lists(COLOR, min_size=1, max_size=3, unique=True).map(tuple), max_size=5),
)
def test_sources_of_several_colours_are_still_matched(
    generic: int, symbols: tuple[str, ...], pool: tuple[int, ...], srcs: list[tuple[str, ...]]
) -> None:
    cost = ManaCost(generic, symbols)
    assert mana._can_pay(cost, pool, srcs) == matched(cost, pool, srcs)


def test_a_dual_land_pays_either_symbol_but_not_both() -> None:
    """CR 106.4, 605: one activation of a source adds one mana."""
    cost = ManaCost(0, ("W", "U"))
    assert not mana._can_pay(cost, (0,) * 6, [("W", "U")])
    assert mana._can_pay(cost, (0,) * 6, [("W", "U"), ("U",)])
    assert not mana._can_pay(cost, (0,) * 6, [("U",), ("U",)])
