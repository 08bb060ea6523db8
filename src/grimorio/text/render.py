"""Rendering of message keys with arguments into Spanish or English sentences.

Messages are registered as ``key -> (spanish, english)`` templates with ``{0}``, ``{1}`` …
placeholders. Arguments are plain data so that log entries and options stay serializable:

* ``("c", card_key, obj[, real_key, seers])`` — a card or object, rendered by its name in the
  language asked for; a hidden one (a face-down permanent) as "una criatura boca abajo" to
  everyone but ``seers`` (see :mod:`grimorio.text.refs`, the only place they are built);
* ``("p", index)`` — a player, rendered by the player's name;
* ``("m", message_key, args)`` — a nested message;
* ``("k", keyword)`` — a keyword ability, by its name in that language;
* ``("l", arg, ...)`` — a comma-separated list;
* ``("q", n, kind)`` — n counters of a kind: "2 contadores de tiempo", "2 time counters";
* a number — with its noun in the number it asks for: ``{0:carta|cartas}`` (:class:`Count`);
* anything else — formatted as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from grimorio.core.errors import GrimorioError
from grimorio.text.counters import counters_phrase
from grimorio.text.refs import CARD, FACE_DOWN, FACE_DOWN_CARD, RESOURCE, Viewer, shown_key

LANGS = ("es", "en")
MESSAGES: dict[str, tuple[str, str]] = {}
_card_namer: list[Callable[[str, str], Name]] = []


FEMININE = ("la", "las", "una")  # the articles of feminine names ("una criatura boca abajo")
PLURAL = ("los", "las")  # the articles of plural names ("las Gemelas inquietantes")


def _plural(word: str) -> str:
    """The plural of an adjective or participle: "girada" → "giradas", "leal" → "leales"."""
    return word + ("s" if word[-1:] in "aeiouáéó" else "es")


class Name(str):
    """A card's or player's name that Spanish templates can give an article:
    ``{0:El}`` → "La Rata…", ``{0:el}`` → "la Rata…", ``{0:al}`` → "a la Rata…" / "al Oso…",
    ``{0:del}`` → "de la Rata…" / "del Oso…". Names without an article (players, English
    names, names that take none) stay bare: "a Sur", "de Sur". A word that agrees with the
    name's gender: ``{0:girado|girada}`` → "girada" for "la Rata", "giradas" for "las
    Gemelas…", else "girado"; with its number: ``{0:#obtiene|obtienen}`` → "obtiene", or
    "obtienen" for a name that takes "los"/"las" (see also :class:`Names`)."""

    article: str

    def __new__(cls, text: str, article: str = "") -> Name:
        obj = super().__new__(cls, text)
        obj.article = article
        return obj

    def __format__(self, spec: str) -> str:
        text = str(self)
        art = self.article
        if spec in ("", "s"):
            return text
        if spec.startswith("#") and "|" in spec:  # number: by the article the name takes
            return spec[1:].split("|", 1)[1 if art in PLURAL else 0]
        if "|" in spec:  # gender (and number): by the article the name takes
            masculine, feminine = spec.split("|", 1)
            word = feminine if art in FEMININE else masculine
            return _plural(word) if art in PLURAL else word
        if spec in ("el", "El"):
            out = f"{art} {text}" if art else text
            return out[0].upper() + out[1:] if spec == "El" else out
        if spec == "al":
            return "al " + text if art == "el" else f"a {art} {text}" if art else f"a {text}"
        if spec == "del":
            return "del " + text if art == "el" else f"de {art} {text}" if art else f"de {text}"
        raise ValueError(f"unknown name format {spec!r}")


class Names(str):
    """Several names as one argument ("el Oso y la Rata"): each takes its own article
    (``{0:El}``, ``{0:al}``, ``{0:del}``), and a verb agrees with how many there are
    (``{0:#obtiene|obtienen}``). One name formats as that :class:`Name`."""

    names: tuple[Name, ...]

    def __new__(cls, names: tuple[Name, ...], lang: str = "es") -> Names:
        word = " y " if lang == "es" else " and "
        parts = [str(n) for n in names]
        text = ", ".join(parts[:-1]) + word + parts[-1] if len(parts) > 1 else "".join(parts)
        obj = super().__new__(cls, text)
        obj.names = names
        obj.word = word
        return obj

    word: str

    def __format__(self, spec: str) -> str:
        if len(self.names) == 1:
            return format(self.names[0], spec)
        if spec in ("", "s") or (not self.names and "|" not in spec):
            return str(self)
        if spec.startswith("#") and "|" in spec:  # none is spoken of as one
            return spec[1:].split("|", 1)[1 if self.names else 0]
        if "|" in spec:  # several names: the masculine plural unless every one is feminine
            masculine, feminine = spec.split("|", 1)
            fem = bool(self.names) and all(n.article in FEMININE for n in self.names)
            return feminine if fem else masculine
        lower = "el" if spec == "El" else spec
        parts = [format(n, lower) for n in self.names]
        text = ", ".join(parts[:-1]) + self.word + parts[-1]
        return text[0].upper() + text[1:] if spec == "El" else text


class Count(int):
    """A number that a template can give its noun, singular or plural:
    ``{0:vida|vidas}`` → "1 vida", "3 vidas" (without ``|``, the number as it is)."""

    def __format__(self, spec: str) -> str:
        if "|" not in spec:
            return int.__format__(self, spec)
        one, many = spec.split("|", 1)
        return f"{int(self)} {one if self == 1 else many}"


def register_messages(table: dict[str, tuple[str, str]]) -> None:
    for key, pair in table.items():
        if key in MESSAGES and MESSAGES[key] != pair:
            raise ValueError(f"message {key!r} registered twice with different texts")
        MESSAGES[key] = pair


def set_card_namer(namer: Callable[[str, str], Name]) -> None:
    """Install the function that names a card key in a language (the card registry)."""
    _card_namer[:] = [namer]


# CR 708.2a: a face-down object has no name; it is called what it is, with its article
HIDDEN_NAMES = {
    FACE_DOWN: {"es": Name("criatura boca abajo", "una"), "en": Name("a face-down creature")},
    FACE_DOWN_CARD: {"es": Name("carta boca abajo", "una"), "en": Name("a face-down card")},
    RESOURCE: {"es": Name("recurso", "un"), "en": Name("a resource")},  # I-305.2
}


def card_name(key: str, lang: str) -> Name:
    """A card's name in ``lang`` (the card registry's namer), or what a hidden object is
    called."""
    hidden = HIDDEN_NAMES.get(key)
    if hidden is not None:
        return hidden[lang]
    return _card_namer[0](key, lang) if _card_namer else Name(key)


def render_card(arg: tuple[Any, ...], lang: str, viewer: Viewer) -> Name:
    """A card argument as ``viewer`` may read it: a hidden object by what everyone sees,
    and — to a viewer who may look at it (CR 708.5) — with its name after it: "una criatura
    boca abajo (Bosque)"."""
    public, real = shown_key(arg, viewer)
    shown = card_name(public, lang)
    if real is None:
        return shown
    return Name(f"{shown} ({card_name(real, lang)})", shown.article)


def render_arg(arg: Any, lang: str, names: tuple[str, ...], viewer: Viewer = None) -> Any:
    """One argument in ``lang`` as ``viewer`` may read it (None: the public rendering)."""
    if isinstance(arg, tuple) and arg:
        tag = arg[0]
        if tag == CARD and len(arg) >= 3:
            return render_card(arg, lang, viewer)
        if tag == CARD and len(arg) == 2:  # an older saved game's bare card
            return card_name(str(arg[1]), lang)
        if tag == "p" and len(arg) == 2:
            i = arg[1]
            return Name(names[i] if i < len(names) else f"P{i + 1}")
        if tag == "m" and len(arg) == 3:
            return Name(render_message(arg[1], arg[2], lang, names, viewer))
        if tag == "k" and len(arg) == 2:  # a keyword ability
            return Name(render_message(f"kw.{arg[1]}", (), lang, names))
        if tag == "l":  # a list of arguments; names of cards keep their articles
            items = [render_arg(a, lang, names, viewer) for a in arg[1:]]
            if all(isinstance(i, Name) for i in items):
                return Names(tuple(items), lang)
            return Name(", ".join(str(i) for i in items))
        if tag == "q" and len(arg) == 3:  # n counters of a kind
            return counters_phrase(arg[1], arg[2], lang)
    if type(arg) is int:
        return Count(arg)
    if type(arg) is str:  # text without an article: bare under {0:el}, {0:del}…
        return Name(arg)
    return arg


def render_message(
    key: str,
    args: tuple[Any, ...],
    lang: str,
    names: tuple[str, ...],
    viewer: Viewer = None,
    dialect: str = "",
) -> str:
    """The message in ``lang`` as ``viewer`` may read it (None: what every player may read),
    in the words of a game's ``dialect`` where it has its own ("inferno": registered as
    ``key@inferno``; Magic's words otherwise)."""
    if lang not in LANGS:
        shown = repr(lang)[:40]
        raise GrimorioError(
            f"idioma desconocido {shown}; usa uno de {', '.join(LANGS)}",
            f"unknown language {shown}; use one of {', '.join(LANGS)}",
        )
    pair = MESSAGES.get(f"{key}@{dialect}") if dialect else None
    pair = pair or MESSAGES.get(key)
    if pair is None:
        return key if not args else f"{key}({', '.join(map(str, args))})"
    template = pair[0] if lang == "es" else pair[1]
    return template.format(*(render_arg(a, lang, names, viewer) for a in args))
