"""The text of one mode of a modal spell (CR 700.2), in Spanish or English.

A mode's own text where the card wrote it; else the matching bullet ("• Destruye la criatura
objetivo.") of the card's printed text in that language, when the text has one bullet per
mode — so a Spanish reader never reads a mode in English because only its English text was
written with the mode."""

from __future__ import annotations

BULLET = "•"


def bullets(text: str) -> list[str]:
    """The modes a card's text lists, one per line opening with "•"."""
    return [
        line.strip()[len(BULLET) :].strip()
        for line in text.splitlines()
        if line.strip().startswith(BULLET)
    ]


def mode_text(own: str, card_text: str, index: int, count: int) -> str:
    """Mode ``index`` of ``count``: its ``own`` text, or the card text's bullet for it (""
    if neither says)."""
    if own:
        return own
    listed = bullets(card_text)
    return listed[index] if len(listed) == count and 0 <= index < count else ""


__all__ = ["bullets", "mode_text"]
