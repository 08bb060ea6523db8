"""The creature types of CR 205.3m, read from the package's own data.

``src/grimorio/cards/data/creature_types.json`` is written by
``tools/build_creature_types.py`` from rule 205.3m of the Spanish Comprehensive Rules and
the set's printed type lines; the package never reads ``../shared``. Each type has its
Spanish name as the rule prints it, an English name only where a fact gives one (the set's
cards pair the two type lines; a type the rule leaves untranslated is English already) —
else the rule's name as printed, never a translation of our own — and the ``key`` the
engine uses as the subtype (English where known: "Human").

"Choose a creature type" offers every one of them (CR 205.3m), never only those of objects
in the game: that would reveal cards the chooser may not see (hidden zones, CR 400.2).
Each type's name is the message ``ctype.<key>`` in both languages.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources

from grimorio.text.render import register_messages

_FILE = ("cards", "data", "creature_types.json")


@dataclass(frozen=True, slots=True)
class CreatureType:
    """One creature type (CR 205.3m): the engine's subtype key and its names."""

    key: str
    es: str
    en: str


@functools.cache
def creature_types() -> tuple[CreatureType, ...]:
    """Every creature type of CR 205.3m, in the rule's (Spanish alphabetical) order."""
    raw = json.loads(resources.files("grimorio").joinpath(*_FILE).read_text(encoding="utf-8"))[
        "types"
    ]
    found = tuple(CreatureType(t["key"], t["es"], t["en"]) for t in raw)
    register_messages({type_message(t.key): (t.es, t.en) for t in found})
    return found


@functools.cache
def creature_type_keys() -> frozenset[str]:
    return frozenset(t.key for t in creature_types())


def type_message(key: str) -> str:
    """The message naming a creature type (``ctype.Human``: "Humano" / "Human")."""
    return f"ctype.{key}"


creature_types()  # the names are messages from the start (a saved game's log shows them)
