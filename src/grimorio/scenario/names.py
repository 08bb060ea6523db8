"""Card names in a scenario: Spanish or English, case and accents aside (the registry), and
an unknown name refused in both languages with the closest known names ("did you mean")."""

from __future__ import annotations

import difflib
from typing import Any

from grimorio.cards.registry import (
    REAL,
    TEST,
    TOKENS,
    UnknownCard,
    fold,
    resolve,
    resolve_inferno,
)
from grimorio.core.decisions import shown
from grimorio.scenario.errors import ScenarioError


def close_names(name: str, extra: tuple[str, ...] = ()) -> list[str]:
    """Up to three known names closest to ``name`` (cards of the pool, registered test
    cards, tokens, and ``extra`` such as a scenario's aliases)."""
    known = REAL.names() + TEST.names() + TOKENS.names() + list(extra)
    by_fold = {fold(n): n for n in known}
    close = difflib.get_close_matches(fold(name), list(by_fold), n=3, cutoff=0.6)
    return [by_fold[c] for c in close]


def unknown_card(name: Any, extra: tuple[str, ...] = ()) -> ScenarioError:
    """The error for a card name that is in no pool, with the closest known names."""
    text = str(name)
    close = close_names(text, extra) if isinstance(name, str) else []
    es_hint = f"; ¿quisiste decir {', '.join(close)}?" if close else ""
    en_hint = f"; did you mean {', '.join(close)}?" if close else ""
    return ScenarioError(
        f"carta desconocida {shown(text, 60)}{es_hint}",
        f"unknown card name {text[:60]!r}{en_hint}",
    )


def key_of(name: Any) -> str:
    """The key of the card ``name`` names — a Magic card, or else an Inferno card (the
    two pools share no name) — or ScenarioError (with "did you mean")."""
    try:
        return resolve(str(name), allow_test=True, allow_tokens=True)
    except UnknownCard:
        pass
    try:
        return resolve_inferno(str(name), allow_test=True)
    except UnknownCard:
        raise unknown_card(name) from None


def inferno_key_of(name: Any) -> str:
    """The key of the Inferno card ``name`` names (test-only ones too), or ScenarioError."""
    try:
        return resolve_inferno(str(name), allow_test=True)
    except UnknownCard as exc:
        raise ScenarioError(exc.es, exc.en) from None


def is_card(name: Any) -> bool:
    try:
        resolve(str(name), allow_test=True, allow_tokens=True)
    except UnknownCard:
        return False
    return True
