"""Cards declared inside a scenario, so that a judge can stage a situation without cards
that exist only for tests: vanilla and keyword creatures, and beyond them

* instants and sorceries with simple effects (``effects``: deal damage, gain or lose life,
  draw, destroy, counter, exile, return to hand, exile and return — see
  :mod:`grimorio.scenario.inline_effects`);
* ward (``ward: 2``, ``ward: "{1}{U}"``, ``ward: {vidas: 2}``, CR 702.21a), protection from
  colours (``protection: [rojo]``, 702.16), "enters with" counters (``enters_with:
  {"+1/+1": 2}``, 614.1c);
* activated abilities with simple costs (``abilities: [{cost: "{1}, {T}", effects:
  [...]}]``: mana, {T}, "sacrifice this", pay life, 602.1).

Every field is checked, and every card of a scenario is built before any is registered: bad
input is a :class:`ScenarioError` in Spanish and English and registers nothing. The cards
join the test-only pool, so they never appear in ``grimorio.cards.catalog()``. The same
name may be declared again only with the same definition.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from grimorio.cards import registry
from grimorio.cards.registry import fold
from grimorio.core.decisions import shown
from grimorio.dsl.abilities import Ability, ActivatedAbility, Cost, Protection, SpellAbility
from grimorio.dsl.card import KEYWORDS, CardDef, card, parse_type_line
from grimorio.dsl.keywords import ward
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.printed import is_printed
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.selectors import Filter
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.inline_effects import build_mode

_FIELDS = {
    "name", "name_es", "cost", "type", "type_es", "pt", "loyalty", "keywords", "text",
    "effects", "ward", "protection", "enters_with", "abilities",
}  # fmt: skip
_ABILITY_FIELDS = {"cost", "effects", "sorcery_speed"}
_COLOURS = {
    "blanco": "W", "white": "W", "w": "W",
    "azul": "U", "blue": "U", "u": "U",
    "negro": "B", "black": "B", "b": "B",
    "rojo": "R", "red": "R", "r": "R",
    "verde": "G", "green": "G", "g": "G",
}  # fmt: skip
_COLOUR_ES = {"W": "blanco", "U": "azul", "B": "negro", "R": "rojo", "G": "verde"}
_COLOUR_EN = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
MAX_COUNTERS = 100


def _error(name: str, es: str, en: str) -> ScenarioError:
    return ScenarioError(f"carta {name!r}: {es}", f"card {name!r}: {en}")


def _pt(value: Any, name: str) -> tuple[int, int]:
    try:
        power, toughness = str(value).split("/")
        return int(power), int(toughness)
    except ValueError as exc:
        raise _error(
            name,
            f"pt se escribe como 2/2, no {shown(value)}",
            f"pt must look like 2/2, not {shown(value)}",
        ) from exc


def _mana(name: str, text: Any, what: str) -> ManaCost:
    try:
        return ManaCost.parse(str(text))
    except ValueError:
        raise _error(
            name,
            f"{what}: coste de maná mal escrito {shown(text)} (como {{1}}{{R}})",
            f"{what}: malformed mana cost {shown(text)} (such as {{1}}{{R}})",
        ) from None


def _ward(name: str, value: Any) -> Ability:
    """CR 702.21a: ward with a mana cost (``2``, ``"{1}{U}"``) or a life payment."""
    if type(value) is int and 0 <= value <= 20:
        return ward(str(value))
    if isinstance(value, str) and value.strip():
        _mana(name, value, "ward")
        return ward(value.strip())
    if isinstance(value, dict) and len(value) == 1:
        ((key, life),) = value.items()
        if fold(str(key)) in ("vidas", "life") and type(life) is int and 1 <= life <= 100:
            return ward(life=life)
    raise _error(
        name,
        f"ward es un número, un coste de maná o {{vidas: N}}, no {shown(value)}",
        f"ward is a number, a mana cost or {{life: N}}, not {shown(value)}",
    )


def _protection(name: str, value: Any) -> Ability:
    """CR 702.16a: protection from one or more colours."""
    words = value if isinstance(value, list) else [value]
    colours = [_COLOURS.get(fold(w)) if isinstance(w, str) else None for w in words]
    if not words or None in colours:
        raise _error(
            name,
            f"protection es uno o más colores (blanco, azul, negro, rojo, verde), "
            f"no {shown(value)}",
            f"protection is one or more colours (white, blue, black, red, green), "
            f"not {shown(value)}",
        )
    found = tuple(dict.fromkeys(c for c in colours if c))
    return Protection(
        Filter(colors=found),
        text_es="Protección contra el " + " y el ".join(_COLOUR_ES[c] for c in found),
        text_en="Protection from " + " and from ".join(_COLOUR_EN[c] for c in found),
    )


def _enters_with(name: str, value: Any) -> tuple[Ability, ...]:
    """CR 614.1c: "this permanent enters with N <kind> counters on it"."""
    if not isinstance(value, dict) or not value:
        raise _error(
            name,
            f'enters_with es un mapa {{"+1/+1": 2}}, no {shown(value)}',
            f'enters_with is a mapping {{"+1/+1": 2}}, not {shown(value)}',
        )
    out: list[Ability] = []
    for kind, n in value.items():
        if not isinstance(kind, str) or not kind.strip() or len(kind) > 30:
            raise _error(
                name, f"tipo de contador no válido {shown(kind)}", f"bad counter kind {shown(kind)}"
            )
        if type(n) is not int or not 1 <= n <= MAX_COUNTERS:
            raise _error(
                name,
                f"enters_with {kind}: un número de 1 a {MAX_COUNTERS}, no {shown(n)}",
                f"enters_with {kind}: a number from 1 to {MAX_COUNTERS}, not {shown(n)}",
            )
        out.append(
            EntersWithCounters(
                kind,
                n,
                text_es=f"Este permanente entra con {n} contadores {kind} sobre él.",
                text_en=f"This permanent enters with {n} {kind} counters on it.",
            )
        )
    return tuple(out)


_SACRIFICE = ("sacrificar", "sacrifice", "sacrifícalo", "sacrifice this", "sacrificar esto")


def _cost(name: str, text: Any) -> Cost:
    """An activated ability's cost (CR 602.1, 118): parts separated by commas — mana,
    ``{T}``, ``sacrificar`` (this permanent), ``N vidas`` / ``pay N life``."""
    if not isinstance(text, str) or not text.strip():
        raise _error(
            name,
            f'el coste de una habilidad es un texto como "{{1}}, {{T}}", no {shown(text)}',
            f'an ability\'s cost is text such as "{{1}}, {{T}}", not {shown(text)}',
        )
    mana: ManaCost | None = None
    tap = sacrifice = False
    life = 0
    for part in (p.strip() for p in text.split(",")):
        word = fold(part)
        if word in ("{t}",):
            tap = True
        elif word in _SACRIFICE:
            sacrifice = True
        elif (
            word.split()[-1:] in (["vidas"], ["life"])
            and word.split()[-2:-1]
            and word.split()[-2].isdigit()
        ):
            life = int(word.split()[-2])
        else:
            parsed = _mana(name, part.replace("{T}", ""), "cost")
            mana = parsed if mana is None else mana + parsed
    if not (mana or tap or sacrifice or life):
        raise _error(name, f"coste vacío {shown(text)}", f"empty cost {shown(text)}")
    return Cost(mana=mana, tap=tap, sacrifice_self=sacrifice, pay_life=life)


def _abilities(name: str, value: Any) -> tuple[Ability, ...]:
    """Activated abilities (CR 602): ``[{cost: "{1}, {T}", effects: [...]}]``."""
    if not isinstance(value, list):
        raise _error(name, "abilities es una lista", "abilities is a list")
    out: list[Ability] = []
    for spec in value:
        if not isinstance(spec, dict) or "cost" not in spec or "effects" not in spec:
            raise _error(
                name,
                f"una habilidad activada es {{cost: ..., effects: [...]}}, no {shown(spec, 60)}",
                f"an activated ability is {{cost: ..., effects: [...]}}, not {shown(spec, 60)}",
            )
        unknown = sorted(map(str, set(spec) - _ABILITY_FIELDS))
        if unknown:
            raise _error(
                name,
                f"campos de habilidad desconocidos {unknown}",
                f"unknown ability fields {unknown}",
            )
        cost = _cost(name, spec["cost"])
        mode = build_mode(name, spec["effects"])
        text_es, text_en = f"{spec['cost']}: {mode.text_es}", f"{spec['cost']}: {mode.text_en}"
        mode = dataclasses.replace(mode, text_es=text_es, text_en=text_en)
        out.append(ActivatedAbility(cost, mode, sorcery_speed=spec.get("sorcery_speed") is True))
    return tuple(out)


def _check(spec: Any) -> str:
    """The card's name, once the fields that every card needs are right."""
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
        raise _error(
            name,
            f"campos desconocidos {unknown}; usa {sorted(_FIELDS)}",
            f"unknown fields {unknown}; use {sorted(_FIELDS)}",
        )
    if not isinstance(spec.get("type"), str):
        raise _error(
            name,
            "falta la línea de tipo (type: Creature — Bear)",
            "a type line is required (type: Creature — Bear)",
        )
    keywords = spec.get("keywords", [])
    if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
        raise _error(name, "keywords es una lista de nombres", "keywords must be a list of names")
    bad = sorted(k for k in keywords if k.replace(" ", "_").lower() not in KEYWORDS)
    if bad:
        raise _error(
            name,
            f"palabras clave desconocidas {bad}; una de {sorted(KEYWORDS)}",
            f"unknown keywords {bad}; one of {sorted(KEYWORDS)}",
        )
    try:
        types, subtypes, _ = parse_type_line(spec["type"])
    except ValueError:
        raise _error(
            name,
            f"línea de tipo no válida {shown(spec['type'], 60)}: en inglés, como "
            f"'Creature — Bear' o 'Instant'",
            f"invalid type line {shown(spec['type'], 60)}: in English, such as "
            f"'Creature — Bear' or 'Instant'",
        ) from None
    if "creature" in types and "pt" not in spec:
        raise _error(name, "una criatura necesita pt (2/2)", "a creature needs pt (2/2)")
    if "Aura" in subtypes:
        raise _error(
            name,
            "un Aura no se declara en un escenario (usa una carta de prueba)",
            "an Aura can't be declared in a scenario (use a test card)",
        )
    if registry.REAL.find(name) is not None or is_printed(name):
        raise _error(
            name,
            "ya es una carta real; elige otro nombre",
            "is already a real card; choose another name",
        )
    for field in ("name_es", "cost", "type_es", "text"):
        if field in spec and not isinstance(spec[field], str):
            raise _error(
                name,
                f"{field} es un texto, no {shown(spec[field])}",
                f"{field} is text, not {shown(spec[field])}",
            )
    if isinstance(spec.get("cost"), str):
        _mana(name, spec["cost"], "cost")
    if "loyalty" in spec and (type(spec["loyalty"]) is not int or not 0 <= spec["loyalty"] <= 100):
        raise _error(name, "loyalty es un número de 0 a 100", "loyalty is a number from 0 to 100")
    return name


def build_card(spec: Any) -> CardDef:
    """The definition one inline card describes, or ScenarioError; registers nothing."""
    name = _check(spec)
    pt = _pt(spec["pt"], name) if "pt" in spec else None
    spell_types = ("Instant", "Sorcery")
    is_spell = any(t.lower() in spec["type"].lower() for t in spell_types)
    if is_spell != ("effects" in spec):
        raise _error(
            name,
            "un instantáneo o conjuro necesita effects, y solo ellos los tienen",
            "an instant or sorcery needs effects, and only they have them",
        )
    spell = SpellAbility((build_mode(name, spec["effects"]),)) if is_spell else None
    abilities: list[Ability] = []
    texts_es: list[str] = []
    texts_en: list[str] = []
    if "ward" in spec:
        abilities.append(_ward(name, spec["ward"]))
    if "protection" in spec:
        abilities.append(_protection(name, spec["protection"]))
    if "enters_with" in spec:
        abilities += _enters_with(name, spec["enters_with"])
    if "abilities" in spec:
        abilities += _abilities(name, spec["abilities"])
    for ab in abilities:
        mode = getattr(ab, "mode", None)
        texts_es.append(getattr(mode or ab, "text_es", "") or "")
        texts_en.append(getattr(mode or ab, "text_en", "") or "")
    if spell is not None:
        texts_es.append(spell.modes[0].text_es)
        texts_en.append(spell.modes[0].text_en)
    keywords = tuple(k.replace(" ", "_").lower() for k in spec.get("keywords", []))
    text_en = spec.get("text") or "\n".join(t for t in (*keywords, *texts_en) if t)
    text_es = "\n".join(t for t in texts_es if t)
    try:
        return card(
            name,
            spec.get("name_es"),
            spec.get("cost"),
            spec["type"],
            str(spec.get("type_es", spec["type"])),
            pt=pt,
            loyalty=spec.get("loyalty"),
            keywords=keywords,
            spell=spell,
            abilities=tuple(abilities),
            text_en=text_en,
            text_es=text_es,
        )
    except (ValueError, TypeError) as exc:
        detail = str(exc)[:200]
        raise _error(name, f"no es válida ({detail})", f"is not valid ({detail})") from exc


def declare_all(specs: list[Any]) -> list[CardDef]:
    """Build every card, check each against what is registered, then register them: one
    bad card registers none."""
    built: dict[str, CardDef] = {}
    for spec in specs:
        definition = build_card(spec)
        existing = built.get(definition.key) or registry.TEST.by_key.get(definition.key)
        if existing is not None and existing != definition:
            raise ScenarioError(
                f"la carta {definition.key!r} está declarada en otro lugar con otra definición",
                f"card {definition.key!r} is declared elsewhere with another definition",
            )
        built[definition.key] = definition
    for key, definition in built.items():
        if key not in registry.TEST.by_key:
            registry.TEST.add(definition)
    return list(built.values())


def declare(spec: Any) -> CardDef:
    """Build and register one inline card."""
    return declare_all([spec])[0]
