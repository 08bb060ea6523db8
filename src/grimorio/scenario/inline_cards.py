"""Plain cards declared inside a scenario (name, mana cost, type line, P/T, keywords).

They join the test-only pool, so they never appear in ``grimorio.cards.catalog()``. The
same name may be declared again only with the same definition.
"""

from __future__ import annotations

from typing import Any

from grimorio.cards import registry
from grimorio.core.decisions import shown
from grimorio.dsl.card import CardDef, card
from grimorio.scenario.errors import ScenarioError

_FIELDS = {"name", "name_es", "cost", "type", "type_es", "pt", "loyalty", "keywords", "text"}


def _pt(value: Any, name: str) -> tuple[int, int]:
    try:
        power, toughness = str(value).split("/")
        return int(power), int(toughness)
    except ValueError as exc:
        raise ScenarioError(
            f"carta {name!r}: pt se escribe como 2/2, no {shown(value)}",
            f"card {name!r}: pt must look like 2/2, not {shown(value)}",
        ) from exc


def declare(spec: Any) -> CardDef:
    """Build and register one inline card."""
    if not isinstance(spec, dict) or not isinstance(spec.get("name"), str):
        raise ScenarioError(
            f"una carta declarada necesita un nombre: {shown(spec, 80)}",
            f"a declared card needs a name: {shown(spec, 80)}",
        )
    name = spec["name"]
    if not name.strip() or len(name) > 100:
        raise ScenarioError(
            f"el nombre de una carta tiene de 1 a 100 caracteres: {shown(name, 60)}",
            f"a card's name has 1 to 100 characters: {shown(name, 60)}",
        )
    unknown = sorted(map(str, set(spec) - _FIELDS))
    if unknown:
        raise ScenarioError(
            f"carta {name!r}: campos desconocidos {unknown}",
            f"card {name!r}: unknown fields {unknown}",
        )
    if not isinstance(spec.get("type"), str):
        raise ScenarioError(
            f"carta {name!r}: falta la línea de tipo (type: Creature — Bear)",
            f"card {name!r}: a type line is required (type: Creature — Bear)",
        )
    keywords = spec.get("keywords", [])
    if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
        raise ScenarioError(
            f"carta {name!r}: keywords es una lista de nombres",
            f"card {name!r}: keywords must be a list of names",
        )
    if registry.REAL.find(name) is not None:
        raise ScenarioError(
            f"la carta {name!r} ya es una carta real; elige otro nombre",
            f"card {name!r} is already a real card; choose another name",
        )
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
    except (ValueError, TypeError) as exc:
        detail = str(exc)[:200]
        raise ScenarioError(f"carta {name!r}: {detail}", f"card {name!r}: {detail}") from exc
    existing = registry.TEST.by_key.get(name)
    if existing is None:
        registry.TEST.add(definition)
    elif existing != definition:
        raise ScenarioError(
            f"la carta {name!r} está declarada en otro lugar con otra definición",
            f"card {name!r} is declared elsewhere with another definition",
        )
    return definition
