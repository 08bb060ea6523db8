"""Building an Inferno deck (I-100.2, I-105.3, I-201.2, I-204.5e, I-209.2).

A deck is one demon and the cards of the deck: exactly 50 in the open (constructed) format,
exactly 40 in the closed (limited) one (I-100.2a–b). In the open format no more than four
cards may share a name, unless they are *ilimitado* (I-204.5e), and no card may be of a path
other than the demon's (I-105.3); the closed format has neither limit (I-100.2b). Two cards
have the same name when their Spanish names are the same (I-201.2), so a reprint counts with
the earlier printings of its name (I-209.2).

A demon is a card with the supertype *demonio* (I-204.5a); it is not one of the deck's
cards. I-105.3 read as written: a card of any path differs from a demon of none, so a
neutral demon allows only neutral cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import StrEnum

from grimorio.dsl.card import CardDef

DEMON = "demonio"  # the supertype of demons (I-204.5a)
UNLIMITED = "ilimitado"  # no four-copy limit (I-204.5e)
MAX_COPIES = 4  # cards of one name in an open deck (I-100.2a)


class InfernoFormat(StrEnum):
    """The two formats of I-100.2."""

    OPEN = "abierto"  # also called constructed (I-100.2a)
    CLOSED = "cerrado"  # also called limited (I-100.2b)


DECK_SIZE = {InfernoFormat.OPEN: 50, InfernoFormat.CLOSED: 40}
SIZE_RULE = {InfernoFormat.OPEN: "I-100.2a", InfernoFormat.CLOSED: "I-100.2b"}
FORMAT_NAME = {
    InfernoFormat.OPEN: ("el formato abierto", "the open format"),
    InfernoFormat.CLOSED: ("el formato cerrado", "the closed format"),
}


def is_demon(card: CardDef) -> bool:
    return DEMON in card.supertypes


def deck_problems(
    demon: CardDef | None, cards: Sequence[CardDef], fmt: InfernoFormat
) -> list[tuple[str, str]]:
    """What makes this deck illegal in ``fmt``, each problem in Spanish and English; an
    empty list means it is legal."""
    problems: list[tuple[str, str]] = []
    rule = SIZE_RULE[fmt]
    if demon is None:
        problems.append((f"el mazo no tiene demonio ({rule})", f"the deck has no demon ({rule})"))
    elif not is_demon(demon):
        name = demon.name("es")
        problems.append(
            (
                f"«{name}» no es un demonio (I-204.5a): el mazo lleva uno ({rule})",
                f"{name!r} is not a demon (I-204.5a): a deck has one ({rule})",
            )
        )
    for card in cards:
        if is_demon(card):
            name = card.name("es")
            problems.append(
                (
                    f"«{name}» es un demonio: el demonio va aparte y es uno solo ({rule})",
                    f"{name!r} is a demon: the demon is apart, and there is one ({rule})",
                )
            )
    size = DECK_SIZE[fmt]
    if len(cards) != size:
        es, en = FORMAT_NAME[fmt]
        problems.append(
            (
                f"el mazo tiene {len(cards)} cartas; {es} pide exactamente {size} y un "
                f"demonio ({rule})",
                f"the deck has {len(cards)} cards; {en} needs exactly {size} and a demon ({rule})",
            )
        )
    if fmt is InfernoFormat.OPEN:
        problems += _copies(cards) + _paths(demon, cards)
    return problems


def _copies(cards: Sequence[CardDef]) -> list[tuple[str, str]]:
    """I-100.2a, I-201.2, I-204.5e: at most four cards of one Spanish name."""
    counts = Counter(card.name("es") for card in cards if UNLIMITED not in card.supertypes)
    return [
        (
            f"{n} copias de «{name}»; el formato abierto admite como mucho {MAX_COPIES} de una "
            "carta que no sea ilimitada (I-100.2a, I-204.5e)",
            f"{n} copies of {name!r}; the open format allows at most {MAX_COPIES} of a card "
            "that is not ilimitado (I-100.2a, I-204.5e)",
        )
        for name, n in counts.items()
        if n > MAX_COPIES
    ]


def _paths(demon: CardDef | None, cards: Sequence[CardDef]) -> list[tuple[str, str]]:
    """I-105.3: no card of a path other than the demon's (each name said once)."""
    if demon is None or not is_demon(demon):
        return []
    own = demon.path
    seen: dict[str, CardDef] = {}
    for card in cards:
        if card.path is not None and card.path != own and not is_demon(card):
            seen.setdefault(card.name("es"), card)
    problems = []
    for name, card in seen.items():
        theirs = f"de la senda {own}" if own else "sin senda"
        its = f"of the path {own}" if own else "of no path"
        problems.append(
            (
                f"«{name}» es de la senda {card.path} y el demonio «{demon.name('es')}» es "
                f"{theirs} (I-105.3)",
                f"{name!r} is of the path {card.path} and the demon {demon.name('es')!r} is "
                f"{its} (I-105.3)",
            )
        )
    return problems
