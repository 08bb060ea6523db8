"""The printed facts of real cards, read from the package's own data.

``src/grimorio/cards/data/<set>.json`` is written by ``tools/build_card_data.py`` from the
set's data in ``../shared``; the package reads only its own copy (through
:mod:`importlib.resources`), never ``../shared``. A card's definition names the card by its
key (its English name) and gives its behaviour; what is printed on it — names, mana cost,
type lines, power, toughness, loyalty, colours, rarity, rules text in Spanish and English,
the doors of a Room (CR 709) — comes from here.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

_DATA_PACKAGE = "grimorio"
_DATA_DIR = ("cards", "data")


@dataclass(frozen=True, slots=True)
class PrintedDoor:
    """One door of a Room card (CR 709.5): its own name, mana cost, type line and text."""

    name_en: str
    name_es: str | None
    mana_cost: str | None
    type_line_en: str
    type_line_es: str | None
    text_en: str
    text_es: str | None


@dataclass(frozen=True, slots=True)
class PrintedCard:
    """What is printed on one card, in both languages (one entry per card name)."""

    set_code: str
    number: str
    name_en: str
    name_es: str | None
    mana_cost: str | None
    type_line_en: str
    type_line_es: str | None
    power: int | None
    toughness: int | None
    loyalty: int | None
    rarity: str
    colors: tuple[str, ...]
    text_en: str
    text_es: str | None
    doors: tuple[PrintedDoor, ...] = ()


def _door(raw: dict[str, Any]) -> PrintedDoor:
    return PrintedDoor(
        name_en=raw["name_en"],
        name_es=raw["name_es"],
        mana_cost=raw["mana_cost"],
        type_line_en=raw["type_line_en"],
        type_line_es=raw["type_line_es"],
        text_en=raw["text_en"],
        text_es=raw["text_es"],
    )


def _card(set_code: str, raw: dict[str, Any]) -> PrintedCard:
    return PrintedCard(
        set_code=set_code,
        number=raw["number"],
        name_en=raw["name_en"],
        name_es=raw["name_es"],
        mana_cost=raw["mana_cost"],
        type_line_en=raw["type_line_en"],
        type_line_es=raw["type_line_es"],
        power=raw["power"],
        toughness=raw["toughness"],
        loyalty=raw["loyalty"],
        rarity=raw["rarity"],
        colors=tuple(raw["colors"]),
        text_en=raw["text_en"],
        text_es=raw["text_es"],
        doors=tuple(_door(d) for d in raw.get("doors", ())),
    )


@functools.cache
def printed_cards() -> dict[str, PrintedCard]:
    """Every printed card of the package's data, by English name (the card's key)."""
    folder = resources.files(_DATA_PACKAGE).joinpath(*_DATA_DIR)
    out: dict[str, PrintedCard] = {}
    for item in sorted(folder.iterdir(), key=lambda f: f.name):
        if not item.name.endswith(".json"):
            continue
        data = json.loads(item.read_text(encoding="utf-8"))
        for raw in data.get("cards", ()):  # other files hold rules data (creature types)
            out[raw["name_en"]] = _card(data["set"], raw)
    return out


@functools.cache
def printed_doors() -> dict[str, tuple[PrintedCard, PrintedDoor]]:
    """Every Room door by its English name, with the card it is printed on."""
    return {d.name_en: (c, d) for c in printed_cards().values() for d in c.doors}


def is_printed(name_en: str) -> bool:
    """Whether ``name_en`` is a card or a Room door of the package's data."""
    return name_en in printed_cards() or name_en in printed_doors()
