"""The errors the public API documents (issue 17: every boundary refuses bad input with a
clear message and changes nothing).

Each carries its message in Spanish — the default, what ``str()`` gives — and in English,
so a terminal, a browser or a script shows it in the player's language.
"""

from __future__ import annotations


class GrimorioError(ValueError):
    """A refused input: an illegal answer, a malformed decklist, scenario or saved game.
    ``message(lang)`` is the text in ``"es"`` or ``"en"``; nothing was changed."""

    def __init__(self, es: str, en: str | None = None) -> None:
        super().__init__(es)
        self.es = es
        self.en = es if en is None else en

    def message(self, lang: str = "es") -> str:
        return self.en if lang == "en" else self.es
