"""The card registry: definitions by key, and lookup by Spanish or English name."""

from __future__ import annotations

import difflib
import unicodedata

from grimorio.core.errors import GrimorioError
from grimorio.dsl import (
    CardDef,
)
from grimorio.dsl.games import GameKind
from grimorio.text.render import Name, set_card_namer


class UnknownCard(GrimorioError, KeyError):
    """A card name or key that is in no pool: a refused input (Spanish by default, English
    with ``message("en")``) that is also a ``KeyError`` for callers that look cards up. The
    closest known names are looked for only when the message is read (a caller that reports
    names its own way, such as a decklist with thousands of lines, doesn't pay for the
    search)."""

    def __init__(self, es: str, en: str, name: str | None = None) -> None:
        super().__init__(es, en)
        self.name = name

    def _close(self, lang: str) -> str:
        if self.name is None:
            return ""
        close = difflib.get_close_matches(self.name, REAL.names(), n=3, cutoff=0.6)
        if not close:
            return ""
        return (
            f"; ¿quisiste decir {', '.join(close)}?"
            if lang == "es"
            else (f"; did you mean {', '.join(close)}?")
        )

    def message(self, lang: str = "es") -> str:
        return super().message(lang) + self._close(lang)

    def __str__(self) -> str:
        return self.message("es")


def fold(name: str) -> str:
    """Case- and accent-insensitive form of a name, for lookup."""
    text = unicodedata.normalize("NFKD", name.strip().casefold())
    return "".join(c for c in text if not unicodedata.combining(c))


class Registry:
    """A pool of card definitions."""

    def __init__(self) -> None:
        self.by_key: dict[str, CardDef] = {}
        self.by_name: dict[str, str] = {}

    def add(self, *cards: CardDef) -> None:
        for c in cards:
            if c.key in self.by_key:
                raise ValueError(f"card {c.key!r} defined twice")
            self.by_key[c.key] = c
            for n in (c.name_en, c.name_es):
                if n:
                    other = self.by_name.get(fold(n))
                    if other is not None and other != c.key:
                        raise ValueError(f"the name {n!r} is both {other!r} and {c.key!r}")
                    self.by_name[fold(n)] = c.key
            if c.flip_face is not None:  # I-112.4: a demon's terrestrial form
                FACES[c.flip_face.key] = c.flip_face
            for door in c.doors:  # CR 709.4a: a Room card has each door's name
                FACES[door.key] = door
                for n in (door.name_en, door.name_es):
                    if n:
                        self.by_name.setdefault(fold(n), c.key)

    def find(self, name: str) -> str | None:
        return self.by_name.get(fold(name))

    def names(self) -> list[str]:
        out: list[str] = []
        for c in self.by_key.values():
            out += [n for n in (c.name_es, c.name_en) if n]
        return out


REAL = Registry()  # the real pool: basic lands and Duskmourn
INFERNO = Registry()  # Inferno's cards (keys "inferno:<nombre>", grimorio.cards.inferno)
# cards that exist only for tests: empty until a program opts in (grimorio.testing's
# use_test_cards()) or a scenario declares its own cards
TEST = Registry()
TOKENS = Registry()  # predefined tokens (CR 111.10)
FACES: dict[str, CardDef] = {}  # the doors of Rooms, by key: what a door alone is (709.5)


def get(key: str) -> CardDef:
    found = REAL.by_key.get(key)  # nearly always
    if found is not None:
        return found
    for pool in (INFERNO, TOKENS, TEST):
        c = pool.by_key.get(key)
        if c is not None:
            return c
    door = FACES.get(key)
    if door is not None:
        return door
    raise UnknownCard(f"clave de carta desconocida {key!r}", f"unknown card key {key!r}")


def names_of(key: str) -> tuple[str, ...]:
    """The names an object with this name key has: a Room card (or a Room with both doors
    unlocked) has each door's (CR 709.4a); "" is no name at all (708.2a, 709.5)."""
    if not key:
        return ()
    doors = get(key).doors
    return tuple(d.key for d in doors) if doors else (key,)


def resolve(name: str, allow_test: bool = False, allow_tokens: bool = False) -> str:
    """The key of the card called ``name`` (Spanish or English), or :class:`UnknownCard`.
    Test-only cards are found only with ``allow_test`` (and only once registered), predefined
    tokens only with ``allow_tokens`` (neither is a card of the real pool)."""
    if not isinstance(name, str):
        raise UnknownCard(
            f"el nombre de una carta es un texto, no {name!r:.60}",
            f"a card name must be text, not {name!r:.60}",
        )
    key = REAL.find(name)
    if key is None and allow_test:
        key = TEST.find(name)
    if key is None and allow_tokens:
        key = TOKENS.find(name)
    if key is None:
        test_only = TEST.find(name) is not None
        note_es = " (una carta solo para pruebas, no del juego real; aquí no vale)"
        note_en = " (a card for tests only, not of the real pool; not allowed here)"
        raise UnknownCard(
            f"carta desconocida {name!r}{note_es if test_only else ''}",
            f"unknown card name {name!r}{note_en if test_only else ''}",
            name,
        )
    return key


def resolve_inferno(name: object, allow_test: bool = False) -> str:
    """The key of the Inferno card called ``name`` (its Spanish name, I-201.2, or our
    English one), or :class:`UnknownCard`; test-only Inferno cards only with
    ``allow_test``. A Magic card is no Inferno card."""
    if not isinstance(name, str):
        raise UnknownCard(
            f"el nombre de una carta es un texto, no {name!r:.60}",
            f"a card name must be text, not {name!r:.60}",
        )
    key = INFERNO.find(name)
    if key is None and allow_test:
        found = TEST.find(name)
        if found is not None and TEST.by_key[found].game is GameKind.INFERNO:
            key = found
    if key is None:
        raise UnknownCard(
            f"carta de Inferno desconocida {name!r}", f"unknown Inferno card {name!r}"
        )
    return key


FACE_DOWN_NAME = {"es": Name("criatura boca abajo", "la"), "en": Name("face-down creature")}


def card_name(key: str, lang: str) -> Name:
    """The card's name in ``lang``, with its Spanish article for Spanish templates; a
    face-down object has no name (CR 708.2a) and is called what it is."""
    if key == "Face-down":
        return FACE_DOWN_NAME[lang]
    try:
        d = get(key)
    except UnknownCard:
        return Name(key)
    spanish = lang == "es" and d.name_es is not None
    return Name(d.name(lang), d.article_es if spanish else "")


set_card_namer(card_name)
