"""The words a scenario names an object's abilities by (CR 113): its keywords (702), and
for other abilities the keyword they stand for (ward, 702.21a; impending, 702.176a;
protection, 702.16) and their kind — activated (602), mana (605), triggered (603),
static (604)."""

from __future__ import annotations

import re
from collections.abc import Iterable

_KINDS = {
    "ActivatedAbility": "activated",
    "ManaAbility": "mana",
    "Triggered": "triggered",
    "Static": "static",
    "Impending": "impending",
    "Protection": "protection",
    "EntersWithCounters": "enters_with",
}


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def ability_names(keywords: Iterable[str], abilities: Iterable[object]) -> set[str]:
    """Every word naming one of these keywords and abilities."""
    names = {str(k) for k in keywords}
    for ability in abilities:
        kind = type(ability).__name__
        names.add(_KINDS.get(kind, _snake(kind)))
        keyword = getattr(ability, "keyword", "")
        if keyword:
            names.add(str(keyword))
    return names
