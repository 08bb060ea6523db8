"""English found in a Spanish text (issue 18 §3: in Spanish mode no card, token, counter,
keyword or rule title shows in English).

A text is scanned for whole English words that no Spanish text of the game uses — "the",
"creature", "target", "token", "counter", "until", "whenever"… — so a sentence, a type line
or a keyword left in English is found, while a Spanish word that happens to be English too
("Horror", "Gremlin", "indestructible") is not."""

from __future__ import annotations

import re

ENGLISH_WORDS = (
    "the",
    "a",
    "an",
    "and",
    "of",
    "to",
    "is",
    "it",
    "its",
    "on",
    "or",
    "if",
    "for",
    "from",
    "into",
    "onto",
    "with",
    "this",
    "that",
    "each",
    "you",
    "your",
    "creature",
    "creatures",
    "target",
    "token",
    "tokens",
    "counter",
    "counters",
    "until",
    "whenever",
    "when",
    "card",
    "cards",
    "player",
    "players",
    "opponent",
    "damage",
    "draw",
    "draws",
    "gets",
    "gains",
    "loses",
    "attacks",
    "blocks",
    "flying",
    "enchantment",
    "artifact",
    "sorcery",
    "instant",
    "land",
    "life",
    "turn",
    "graveyard",
    "battlefield",
    "library",
    "hand",
    "tapped",
    "untap",
    "sacrifice",
    "exile",
    "spell",
    "ability",
    "step",
    "enters",
    "dies",
    "deals",
    "put",
    "can't",
    "don't",
    "pass",
    "cast",
    "activate",
    "choose",
)
# "a" is Spanish too ("a Sur", "a la Rata"): only the English words that Spanish never uses
_SPANISH_TOO = {"a"}
_ALTERNATIVES = "|".join(re.escape(w) for w in ENGLISH_WORDS if w not in _SPANISH_TOO)
_PATTERN = re.compile(rf"(?<![\w'])({_ALTERNATIVES})(?![\w'])", re.IGNORECASE)


def english_in(text: str) -> list[str]:
    """The English words found in ``text`` (none in a Spanish text)."""
    return [m.group(0) for m in _PATTERN.finditer(text)]
