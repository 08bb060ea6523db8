"""Building an Inferno deck (I-100.2a–b, I-105.3, I-201.2, I-204.5e, I-209.2), with test
cards made here: no Inferno card list is public, and these are no real cards."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import grimorio
from grimorio import Game
from grimorio.cards.registry import get
from grimorio.decklist import load_inferno_deck
from grimorio.dsl.card import CardDef
from grimorio.dsl.inferno_paths import InfernoPath
from grimorio.dsl.mana import ManaCost
from grimorio.inferno.decks import InfernoFormat, deck_problems

OPEN, CLOSED = InfernoFormat.OPEN, InfernoFormat.CLOSED
DECKS = Path(grimorio.__file__).parent / "decks"


def card(
    name: str,
    path: InfernoPath | None = None,
    supertypes: tuple[str, ...] = (),
    types: tuple[str, ...] = ("aliado",),
    key: str = "",
) -> CardDef:
    return CardDef(
        key=key or f"inferno:{name}",
        name_en=name,
        name_es=name,
        mana_cost=ManaCost(generic=1),
        type_line_en="Ally",
        type_line_es="Aliado",
        types=types,
        subtypes=(),
        supertypes=supertypes,
        power=1,
        toughness=1,
        path=path,
    )


CHAOS_DEMON = card("Demonio de prueba", InfernoPath.CAOS, ("demonio",), ())
NEUTRAL = [card(f"Aliado neutral {i}") for i in range(13)]


def chaos_deck(n: int = 50) -> list[CardDef]:
    """``n`` cards of the demon's path and neutral ones, four of each name at the most."""
    pool = [card(f"Aliado del caos {i}", InfernoPath.CAOS) for i in range(13)] + NEUTRAL
    return [pool[i // 4] for i in range(n)]


def es(problems: list[tuple[str, str]]) -> str:
    return "\n".join(p[0] for p in problems)


def test_an_open_deck_of_fifty_cards_and_a_demon_is_legal_100_2a() -> None:
    assert deck_problems(CHAOS_DEMON, chaos_deck(), OPEN) == []


@pytest.mark.parametrize("n", [49, 51, 60])
def test_an_open_deck_has_exactly_fifty_cards_100_2a(n: int) -> None:
    problems = deck_problems(CHAOS_DEMON, chaos_deck(n), OPEN)
    assert es(problems) == (
        f"el mazo tiene {n} cartas; el formato abierto pide exactamente 50 y un demonio (I-100.2a)"
    )
    assert "needs exactly 50 and a demon" in problems[0][1]


@pytest.mark.parametrize("n", [39, 41, 50])
def test_a_closed_deck_has_exactly_forty_cards_100_2b(n: int) -> None:
    problems = deck_problems(CHAOS_DEMON, chaos_deck(n), CLOSED)
    assert "pide exactamente 40 y un demonio (I-100.2b)" in es(problems)
    assert deck_problems(CHAOS_DEMON, chaos_deck(40), CLOSED) == []


def test_a_deck_needs_a_demon_apart_from_its_cards_100_2a_204_5a() -> None:
    assert "el mazo no tiene demonio (I-100.2a)" in es(deck_problems(None, chaos_deck(), OPEN))
    not_a_demon = card("Aliado del caos 0", InfernoPath.CAOS)
    assert "«Aliado del caos 0» no es un demonio (I-204.5a)" in es(
        deck_problems(not_a_demon, chaos_deck(), OPEN)
    )
    with_a_demon = [*chaos_deck(49), CHAOS_DEMON]
    assert "«Demonio de prueba» es un demonio: el demonio va aparte" in es(
        deck_problems(CHAOS_DEMON, with_a_demon, OPEN)
    )


def test_an_open_deck_has_at_most_four_of_a_name_100_2a() -> None:
    deck = [*chaos_deck(45), *[card("Aliado neutral 0")] * 5]
    problems = deck_problems(CHAOS_DEMON, deck, OPEN)
    assert "5 copias de «Aliado neutral 0»" in es(problems)
    assert "5 copies of 'Aliado neutral 0'" in problems[0][1]


def test_a_reprint_counts_with_its_name_201_2_209_2() -> None:
    """Two printings (two keys) of one Spanish name are the same card for the limit."""
    first = card("Aliado reeditado", key="inferno:Aliado reeditado (1)")
    reprint = card("Aliado reeditado", key="inferno:Aliado reeditado (2)")
    deck = [*chaos_deck(45), first, first, first, reprint, reprint]
    assert "5 copias de «Aliado reeditado»" in es(deck_problems(CHAOS_DEMON, deck, OPEN))


def test_ilimitado_cards_have_no_copy_limit_204_5e() -> None:
    unlimited = card("Aliado sin límite", supertypes=("ilimitado",))
    deck = [*chaos_deck(40), *[unlimited] * 10]
    assert deck_problems(CHAOS_DEMON, deck, OPEN) == []


def test_an_open_deck_has_no_card_of_another_path_105_3() -> None:
    deck = [*chaos_deck(48), *[card("Aliado de la muerte", InfernoPath.MUERTE)] * 2]
    problems = deck_problems(CHAOS_DEMON, deck, OPEN)
    assert es(problems) == (
        "«Aliado de la muerte» es de la senda Muerte y el demonio «Demonio de prueba» es "
        "de la senda Caos (I-105.3)"
    )
    neutral_demon = card("Demonio neutral", None, ("demonio",), ())
    assert "el demonio «Demonio neutral» es sin senda (I-105.3)" in es(
        deck_problems(neutral_demon, chaos_deck(), OPEN)
    )


def test_a_closed_deck_has_no_copy_or_path_limit_100_2b() -> None:
    deck = [*[card("Aliado de la muerte", InfernoPath.MUERTE)] * 20, *chaos_deck(20)]
    assert deck_problems(CHAOS_DEMON, deck, CLOSED) == []


def test_two_open_decks_of_the_demonstration_set_of_two_paths_play() -> None:
    """I-100.2a, I-105.3: the demonstration set makes two decks of the open format — 50
    cards and a demon, at most four of a name, each card of its demon's path or of none —
    whose demons are of different paths, shipped as decklists (``grimorio/decks/inferno-*``)
    that ``grimorio play`` and ``grimorio match`` read with ``--deck``; a game between them
    plays to its end."""
    decks = [load_inferno_deck(DECKS / f"inferno-{p}-abierto.txt") for p in ("caos", "locura")]
    paths = []
    for deck in decks:
        demon, *cards = (get(key) for key in deck.main)
        assert len(cards) == 50 and deck_problems(demon, cards, OPEN) == []
        paths.append(demon.path)
    assert paths[0] != paths[1] and None not in paths
    game = Game.new(decks=decks, seed=3, game="inferno")
    rng = random.Random(3)
    while not game.over:
        assert game.pending is not None
        game.submit(rng.choice(game.pending.options))
    assert game.result is not None
