"""Choosing a word as a permanent enters (CR 614.12a, 607.2a), general words any card could
use: "as this permanent enters, choose <word> or <word>" (:class:`AsEntersChooseWord`) and,
for its other abilities, "<word> — <ability>": abilities it has only if that word was
chosen as it entered (:class:`ChoseWord`, the condition of a static ability granting them
to the permanent itself, 613.1f).

The choice is remembered for the object that entered (``MtgState.chosen``, as
``(WORD, word)``): a permanent that becomes a copy of it (707.2) or one that entered face
down and was turned face up (708.3, 711) chose nothing and has none of those abilities.
The choice itself is made by ``rules.pipeline.replacement.ChooseOnEntry``; the condition is
read by the layer system (``rules.characteristics.layers``) and ``rules.vocabulary
.conditions``.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all

# the kind of choice remembered in ``MtgState.chosen``: a word the card names
WORD = "word"


@dataclass(frozen=True, slots=True)
class AsEntersChooseWord:
    """CR 614.12a, 607.2a: "as this permanent enters, choose ``words[0]`` or ``words[1]``"
    — one of the words the card prints (in its own language), chosen by its controller
    before it enters."""

    words: tuple[str, ...]
    text_es: str = ""
    text_en: str = ""


@dataclass(frozen=True, slots=True)
class ChoseWord:
    """CR 607.2a: ``word`` was chosen as this object entered (:class:`AsEntersChooseWord`) —
    false for an object that made no such choice."""

    word: str


def chose_word(chosen: tuple[tuple[str, str], ...], word: str) -> bool:
    """Does a permanent's record of choices made as it entered hold ``word``?"""
    return (WORD, word) in chosen


register_all(globals())
