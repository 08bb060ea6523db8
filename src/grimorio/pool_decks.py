"""Decks drawn from the whole implemented card pool, for fuzzing and benchmarks.

The sample decks (``grimorio.sample_decks``) are chosen by hand for play; these decks are
made mechanically so that, between them, they play every card of the real pool: the
nonland cards sorted by colour and name are cut into runs of 23, and each run gets 17 lands
— the pool's nonbasic lands of its colours and basic lands in proportion to its coloured
mana symbols. :func:`pool_pairing` picks two of them for a seed.
"""

from __future__ import annotations

from functools import cache

from grimorio.cards import catalog
from grimorio.cards.dsc import DSC_CARDS
from grimorio.deck import Deck
from grimorio.dsl.card import CardDef

SPELLS = 23
LANDS = 17
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def _colour_key(d: CardDef) -> tuple[int, str, str]:
    order = "WUBRG"
    colours = "".join(sorted(d.colors, key=order.index))
    return (len(colours) or 9, colours, d.key)


def _pool() -> list[CardDef]:
    variants = {d.key for d in DSC_CARDS}
    return [d for d in catalog() if d.key not in variants]


@cache
def pool_decks() -> tuple[Deck, ...]:
    """Every card of the real pool's main set and Special Guests in one of these 40-card
    decks (the Commander decks' cards and schemes, ``grimorio.cards.dsc``, are for their
    variants, CR 903–904)."""
    cards = sorted((d for d in _pool() if "land" not in d.types), key=_colour_key)
    runs = [cards[i : i + SPELLS] for i in range(0, len(cards), SPELLS)]
    runs[-1] = runs[-1] + cards[: SPELLS - len(runs[-1])]  # filled from the first cards
    symbols = [[s for d in run for s in _symbols(d)] for run in runs]
    nonbasic: list[list[str]] = [[] for _ in runs]
    for land in (d for d in _pool() if "land" in d.types and "basic" not in d.supertypes):
        # to the deck with most symbols of its colours, among those with fewest such lands
        n = max(
            range(len(runs)),
            key=lambda i: (-len(nonbasic[i]) // 4, sum(s in land.colors for s in symbols[i])),
        )
        nonbasic[n].append(land.key)
    return tuple(
        Deck(tuple(d.key for d in run) + _lands(symbols[n], nonbasic[n]), (), f"pool-{n}")
        for n, run in enumerate(runs)
    )


def _symbols(d: CardDef) -> tuple[str, ...]:
    """The coloured mana symbols, a Phyrexian one ({G/P}, CR 107.4f) by its colour."""
    symbols = d.mana_cost.symbols if d.mana_cost else ()
    return tuple(s[0] if s.endswith("/P") else s for s in symbols if s != "C")


def _lands(symbols: list[str], nonbasic: list[str]) -> tuple[str, ...]:
    """17 lands: the nonbasic lands given, then basic lands by the weight of each colour."""
    # by weight, ties in WUBRG order (never a set's order, which changes between processes)
    colours = sorted(set(symbols), key=lambda c: (-symbols.count(c), "WUBRG".index(c))) or ["W"]
    lands = list(nonbasic)
    room = LANDS - len(lands)
    for c in colours:
        lands += [BASICS[c]] * round(room * symbols.count(c) / max(1, len(symbols)))
    while len(lands) < LANDS:
        lands.append(BASICS[colours[0]])
    return tuple(lands[:LANDS])


def pool_pairing(seed: int) -> tuple[Deck, Deck]:
    """Two different pool decks, chosen by the seed so that every pairing gets played."""
    decks = pool_decks()
    first = seed % len(decks)
    other = (first + 1 + (seed // len(decks)) % (len(decks) - 1)) % len(decks)
    return decks[first], decks[other]
