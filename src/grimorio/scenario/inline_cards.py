"""Plain cards declared inside a scenario (name, mana cost, type line, P/T, keywords).

They join the test-only pool, so they never appear in ``grimorio.cards.catalog()``. The
same name may be declared again only with the same definition.
"""

from __future__ import annotations

from typing import Any

from grimorio.cards import registry
from grimorio.dsl.card import CardDef, card
from grimorio.scenario.errors import ScenarioError

_FIELDS = {"name", "name_es", "cost", "type", "type_es", "pt", "loyalty", "keywords", "text"}


def _pt(value: Any, name: str) -> tuple[int, int]:
    try:
        power, toughness = str(value).split("/")
        return int(power), int(toughness)
    except ValueError as exc:
        raise ScenarioError(f"card {name!r}: pt must look like 2/2, not {value!r}") from exc


def declare(spec: Any) -> CardDef:
    """Build and register one inline card."""
    if not isinstance(spec, dict) or not isinstance(spec.get("name"), str):
        raise ScenarioError(f"a declared card needs a name: {spec!r:.80}")
    name = spec["name"]
    unknown = set(spec) - _FIELDS
    if unknown:
        raise ScenarioError(f"card {name!r}: unknown fields {sorted(unknown)}")
    if not isinstance(spec.get("type"), str):
        raise ScenarioError(f"card {name!r}: a type line is required (type: Creature — Bear)")
    keywords = spec.get("keywords", [])
    if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
        raise ScenarioError(f"card {name!r}: keywords must be a list of names")
    if registry.REAL.find(name) is not None:
        raise ScenarioError(f"card {name!r} is already a real card; choose another name")
    pt = _pt(spec["pt"], name) if "pt" in spec else None
    try:
        definition = card(
            name,
            spec.get("name_es"),
            spec.get("cost"),
            spec["type"],
            str(spec.get("type_es", spec["type"])),
            pt=pt,
            loyalty=spec.get("loyalty"),
            keywords=tuple(k.replace(" ", "_").lower() for k in keywords),
            text_en=spec.get("text", ""),
        )
    except ValueError as exc:
        raise ScenarioError(f"card {name!r}: {exc}") from exc
    existing = registry.TEST.by_key.get(name)
    if existing is None:
        registry.TEST.add(definition)
    elif existing != definition:
        raise ScenarioError(f"card {name!r} is declared elsewhere with another definition")
    return definition
