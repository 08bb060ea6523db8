"""The printed facts of real cards, read from the package's own data.

``src/grimorio/cards/data/<set>.json`` is written from the set's data in ``../shared`` —
``dsk.json`` (the main set) by ``tools/build_card_data.py``, ``dsc.json`` (the Commander
cards and the Archenemy schemes of the release notes) by ``tools/build_dsc_data.py``; the
package reads only its own copy (through :mod:`importlib.resources`), never ``../shared``.
A card's definition names the card by its key and gives its behaviour; what is printed on
it — names, mana cost, type lines, power, toughness, loyalty, colours, rarity, rules text
in Spanish and English, the doors of a Room (CR 709) — comes from here.

A card's key is its English name; a card the documents give in Spanish only (every card of
``dsc.json``) is keyed by its Spanish name, and its English name and text are ``""`` here
(``null`` in the data), as is an English type line that can't be composed from rules terms.
Whoever shows such a card in English shows its Spanish name and text
(:meth:`PrintedCard.name`, :meth:`PrintedCard.text`, like ``CardDef``'s). Such a card also
carries its types in the engine's words (:class:`TypeWords`), so it can be defined even
without an English type line. Rarity and collector number are ``None`` where unknown.
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
class TypeWords:
    """A type line in the engine's words (CR 205): card types and supertypes as the engine
    names them ("creature", "legendary", "kindred", "scheme", "ongoing"), subtypes by their
    key (a creature type's is in ``creature_types.json``: "Human"; "Ave" where no English
    name is known)."""

    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]


def _pick(lang: str, es: str | None, en: str, key: str) -> str:
    """The value in ``lang``, else in the other language (a card known in one language only
    shows that one), else ``key``."""
    first, second = (es, en) if lang == "es" else (en, es)
    return first or second or key


@dataclass(frozen=True, slots=True)
class PrintedDoor:
    """One door of a Room card (CR 709.5): its own name, mana cost, type line and text."""

    key: str  # the door's English name; its Spanish one where the documents give no other
    name_en: str  # "" where the documents give no English name
    name_es: str | None
    mana_cost: str | None
    type_line_en: str
    type_line_es: str | None
    text_en: str
    text_es: str | None
    type_words: TypeWords | None = None

    def name(self, lang: str = "es") -> str:
        return _pick(lang, self.name_es, self.name_en, self.key)

    def type_line(self, lang: str = "es") -> str:
        return _pick(lang, self.type_line_es, self.type_line_en, "")

    def text(self, lang: str = "es") -> str:
        return _pick(lang, self.text_es, self.text_en, "")


@dataclass(frozen=True, slots=True)
class PrintedCard:
    """What is printed on one card, in both languages (one entry per card name)."""

    set_code: str
    key: str  # the card's English name; its Spanish one where the documents give no other
    number: str | None  # the collector number; None where unknown (dsc)
    name_en: str  # "" where the documents give no English name
    name_es: str | None
    mana_cost: str | None
    type_line_en: str  # "" where no English type line is known
    type_line_es: str | None
    power: int | None
    toughness: int | None
    loyalty: int | None
    rarity: str | None  # None where unknown (dsc)
    colors: tuple[str, ...]
    text_en: str  # "" where the documents give no English text
    text_es: str | None
    doors: tuple[PrintedDoor, ...] = ()
    # the types in the engine's words where the data gives them (dsc); else they are read
    # from the English type line
    type_words: TypeWords | None = None

    def name(self, lang: str = "es") -> str:
        """The name in ``lang``; in English, the Spanish one where no English one is known."""
        return _pick(lang, self.name_es, self.name_en, self.key)

    def type_line(self, lang: str = "es") -> str:
        return _pick(lang, self.type_line_es, self.type_line_en, "")

    def text(self, lang: str = "es") -> str:
        """The rules text in ``lang``, else the one the documents give."""
        return _pick(lang, self.text_es, self.text_en, "")


def _words(raw: dict[str, Any]) -> TypeWords | None:
    if "types" not in raw:
        return None
    return TypeWords(tuple(raw["types"]), tuple(raw["subtypes"]), tuple(raw["supertypes"]))


def _door(raw: dict[str, Any]) -> PrintedDoor:
    return PrintedDoor(
        key=raw.get("key") or raw["name_en"],
        name_en=raw["name_en"] or "",
        name_es=raw["name_es"],
        mana_cost=raw["mana_cost"],
        type_line_en=raw["type_line_en"] or "",
        type_line_es=raw["type_line_es"],
        text_en=raw["text_en"] or "",
        text_es=raw["text_es"],
        type_words=_words(raw),
    )


def _card(set_code: str, raw: dict[str, Any]) -> PrintedCard:
    return PrintedCard(
        set_code=set_code,
        key=raw.get("key") or raw["name_en"],
        number=raw["number"],
        name_en=raw["name_en"] or "",
        name_es=raw["name_es"],
        mana_cost=raw["mana_cost"],
        type_line_en=raw["type_line_en"] or "",
        type_line_es=raw["type_line_es"],
        power=raw["power"],
        toughness=raw["toughness"],
        loyalty=raw["loyalty"],
        rarity=raw["rarity"],
        colors=tuple(raw["colors"]),
        text_en=raw["text_en"] or "",
        text_es=raw["text_es"],
        doors=tuple(_door(d) for d in raw.get("doors", ())),
        type_words=_words(raw),
    )


@functools.cache
def printed_cards() -> dict[str, PrintedCard]:
    """Every printed card of the package's data, by its key (English name; Spanish name for
    a card known only in Spanish), the sets in file order (``dsc`` before ``dsk``)."""
    folder = resources.files(_DATA_PACKAGE).joinpath(*_DATA_DIR)
    out: dict[str, PrintedCard] = {}
    for item in sorted(folder.iterdir(), key=lambda f: f.name):
        if not item.name.endswith(".json"):
            continue
        data = json.loads(item.read_text(encoding="utf-8"))
        for raw in data.get("cards", ()):  # other files hold rules data (creature types)
            printed = _card(data["set"], raw)
            if printed.key in out:
                raise ValueError(f"{printed.key}: two cards of the data with that key")
            out[printed.key] = printed
    return out


@functools.cache
def printed_doors() -> dict[str, tuple[PrintedCard, PrintedDoor]]:
    """Every Room door by its key (English name; Spanish where it has no other), with the
    card it is printed on."""
    return {d.key: (c, d) for c in printed_cards().values() for d in c.doors}


def is_printed(key: str) -> bool:
    """Whether ``key`` is a card or a Room door of the package's data."""
    return key in printed_cards() or key in printed_doors()
