"""Inferno cards written in a YAML file (issue 22): players own real cards that no list of
ours has, so they may write them down — printed facts in Spanish, the game's language, and
what the card does in the card vocabulary — and play them. A file looks like this::

    cartas:
      - nombre: Lancero de la ceniza
        nombre_en: Ash Lancer          # optional: a translation of your own
        coste: 3                       # energy (I-202.1); a scenario has none (I-202.1c)
        tipo: Aliado – Kirch           # the Spanish type line (I-204.1)
        senda: Caos                    # optional: Caos, Locura, Muerte or Poder (I-105)
        fuerza: 3                      # an ally's strength, a weapon's modifiers (I-208)
        resistencia: 2
        palabras_clave: [furia]        # optional (I-702); a ritual may have recobrar: N
        inmune: [Locura]               # optional: Inmune – [senda] (I-702.21)
        texto: "Furia."                # optional: the card's Spanish text
      - nombre: Llamarada
        coste: 1
        tipo: Ritual instantáneo
        efectos:                       # a ritual's effects, in order (I-306.2)
          - {daño: 2, a: aliado o demonio}
          - {tomar: 1}

The effects a ritual may have: ``{daño: N, a: OBJETIVO}`` (dealt by your demon, I-102.4),
``{tomar: N}``, ``{destruir: OBJETIVO}``, ``{fuerza: N, a: OBJETIVO}`` (until end of turn),
``{entorno: thanatos}`` and ``{desactivar: acqua}`` (I-702.8c, I-122.5); a target is
``aliado``, ``demonio``, ``aliado o demonio``, ``arma``, ``objeto`` or ``escenario``.

Every field is checked and every card built before any is registered: a bad file is a
:class:`ScenarioError` in Spanish and English that names the card and the field, and
registers nothing. The cards join Inferno's pool (``registry.INFERNO``): decks and games
take them as they take the package's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from grimorio.cards import inferno as _package_cards  # noqa: F401  (the names already taken)
from grimorio.cards import registry
from grimorio.cards.registry import fold
from grimorio.core.decisions import shown
from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import CardDef
from grimorio.dsl.effects import DealDamage, Destroy, Draw, Effect, Modify
from grimorio.dsl.effects_game import SetEnvironment
from grimorio.dsl.inferno_cards import INFERNO_KEYWORDS, inferno_card, inmune
from grimorio.dsl.inferno_paths import InfernoPath
from grimorio.dsl.selectors import Each, Filter, Selector, Target, TargetSpec
from grimorio.rules.vocabulary.environments import ENVIRONMENTS
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.reading import parse_yaml, read_text

MAX_CARDS = 2_000
MAX_NUMBER = 99  # a cost, a strength or an amount
_FIELDS = {
    "nombre", "nombre_en", "coste", "tipo", "tipo_en", "senda", "fuerza", "resistencia",
    "palabras_clave", "texto", "texto_en", "efectos", "recobrar", "inmune",
}  # fmt: skip
# I-102.4: "tu demonio" is the source of a ritual's damage ("Tu demonio hace 2 puntos de
# daño", Ignición, I-118.5)
YOUR_DEMON = Each(Filter(supertypes=("demonio",), controller="you"))
# what a target word of an effect names (I-114): (Spanish, English, filter)
_TARGETS: dict[str, tuple[str, str, tuple[Filter, ...]]] = {
    "aliado": ("el aliado objetivo", "target ally", (Filter(types=("aliado",)),)),
    "demonio": ("el demonio objetivo", "target demon", (Filter(supertypes=("demonio",)),)),
    "aliado o demonio": (
        "el aliado o demonio objetivo",
        "target ally or demon",
        (Filter(types=("aliado",)), Filter(supertypes=("demonio",))),
    ),
    "arma": ("el arma objetivo", "target weapon", (Filter(types=("arma",)),)),
    "objeto": ("el objeto objetivo", "target object", (Filter(types=("objeto",)),)),
    "escenario": ("el escenario objetivo", "target scenario", (Filter(types=("escenario",)),)),
}
_DESTROYABLE = ("aliado", "arma", "objeto", "escenario")


def _error(name: str, es: str, en: str) -> ScenarioError:
    return ScenarioError(f"carta {name!r}: {es}", f"card {name!r}: {en}")


def _number(value: Any, name: str, what: str) -> int:
    if type(value) is not int or not 0 <= value <= MAX_NUMBER:
        raise _error(
            name,
            f"{what} es un número de 0 a {MAX_NUMBER}, no {shown(value)}",
            f"{what} must be a number from 0 to {MAX_NUMBER}, not {shown(value)}",
        )
    return value


def _text(value: Any, name: str, what: str) -> str:
    if not isinstance(value, str) or len(value) > 2_000:
        raise _error(name, f"{what} es un texto, no {shown(value)}", f"{what} must be text")
    return value


def _effect(entry: Any, name: str, specs: list[TargetSpec]) -> tuple[Effect, str, str]:
    """One effect of a ritual: ``{daño: N, a: …}``, ``{tomar: N}``, ``{destruir: …}``,
    ``{fuerza: N, a: aliado}`` (until end of turn)."""
    if not isinstance(entry, dict) or not entry:
        raise _error(name, f"un efecto es un mapa, no {shown(entry)}", "an effect is a mapping")
    keys = set(entry)
    if "daño" in keys and keys <= {"daño", "a"}:
        amount = _number(entry["daño"], name, "daño")
        es, en, target = _target(entry.get("a", "aliado o demonio"), name, specs)
        return (
            DealDamage(amount, target, by=YOUR_DEMON),
            f"Tu demonio hace {amount} puntos de daño al{es.removeprefix('el')}.",
            f"Your demon deals {amount} damage to {en}.",
        )
    if keys == {"tomar"}:
        n = _number(entry["tomar"], name, "tomar")
        es, en = ("una carta", "a card") if n == 1 else (f"{n} cartas", f"{n} cards")
        return Draw(amount=n), f"Toma {es}.", f"Take {en}."
    if keys == {"destruir"}:
        if entry["destruir"] not in _DESTROYABLE:
            raise _error(
                name,
                f"destruir: uno de {list(_DESTROYABLE)}, no {shown(entry['destruir'])}",
                f"destruir: one of {list(_DESTROYABLE)}, not {shown(entry['destruir'])}",
            )
        es, en, target = _target(entry["destruir"], name, specs)
        return Destroy(target), f"Destruye {es}.", f"Destroy {en}."
    if "fuerza" in keys and keys <= {"fuerza", "a"}:
        power = entry["fuerza"]
        if type(power) is not int or not -MAX_NUMBER <= power <= MAX_NUMBER:
            raise _error(name, f"fuerza: un número, no {shown(power)}", "fuerza: a number")
        es, en, target = _target(entry.get("a", "aliado"), name, specs)
        sign = f"+{power}" if power >= 0 else str(power)
        return (
            Modify(target, power=power),
            f"{es[:1].upper()}{es[1:]} obtiene {sign} de fuerza hasta el final del turno.",
            f"{en[:1].upper()}{en[1:]} gets {sign} power until end of turn.",
        )
    if keys in ({"entorno"}, {"desactivar"}):  # I-702.8c, I-122.5
        (key,) = keys
        env = str(entry[key]).casefold()
        if env not in ENVIRONMENTS:
            raise _error(
                name,
                f"{key}: uno de {list(ENVIRONMENTS)}, no {shown(entry[key])}",
                f"{key}: one of {list(ENVIRONMENTS)}, not {shown(entry[key])}",
            )
        title = env.capitalize()
        if key == "entorno":
            es, en = (
                f"Hay {title} hasta el final del turno.",
                f"There is {title} until end of turn.",
            )
        else:
            es = f"Desactiva {title} hasta el final del turno."
            en = f"Deactivate {title} until end of turn."
        return SetEnvironment(env, key == "entorno"), es, en
    raise _error(
        name,
        f"efecto desconocido {sorted(map(str, keys))}; usa daño (con a), tomar, destruir, "
        "fuerza (con a), entorno o desactivar",
        f"unknown effect {sorted(map(str, keys))}; use daño (with a), tomar, destruir, "
        "fuerza (with a), entorno or desactivar",
    )


def _target(word: Any, name: str, specs: list[TargetSpec]) -> tuple[str, str, Selector]:
    """A target word (I-114.1): the ritual's next target, and how it reads."""
    found = _TARGETS.get(fold(word)) if isinstance(word, str) else None
    if found is None:
        raise _error(
            name,
            f"objetivo desconocido {shown(word)}; usa uno de {sorted(_TARGETS)}",
            f"unknown target {shown(word)}; use one of {sorted(_TARGETS)}",
        )
    es, en, filters = found
    specs.append(TargetSpec(filters))
    return es, en, Target(len(specs) - 1)


def _path(value: Any, name: str) -> InfernoPath:
    """A path named in the file (I-105.1)."""
    try:
        return InfernoPath(str(value).capitalize())
    except ValueError:
        paths = [p.value for p in InfernoPath]
        raise _error(
            name,
            f"senda desconocida {shown(value)}; una de {paths}",
            f"unknown path {shown(value)}; one of {paths}",
        ) from None


def _paths(value: Any, name: str) -> list[InfernoPath]:
    """``inmune``: the paths the card is immune to (I-702.21), a list."""
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > len(InfernoPath):
        raise _error(name, "inmune es una lista de sendas", "inmune is a list of paths")
    return [_path(v, name) for v in value]


def _card(entry: Any) -> CardDef:
    if not isinstance(entry, dict) or "nombre" not in entry:
        raise ScenarioError(
            f"una carta es un mapa con 'nombre', no {shown(entry, 60)}",
            f"a card is a mapping with 'nombre', not {shown(entry, 60)}",
        )
    name = _text(entry["nombre"], str(entry["nombre"])[:60], "nombre").strip()
    if not name:
        raise ScenarioError("una carta sin nombre", "a card with no name")
    unknown = sorted(map(str, set(entry) - _FIELDS))
    if unknown:
        raise _error(
            name,
            f"campos desconocidos {unknown}; usa {sorted(_FIELDS)}",
            f"unknown fields {unknown}; use {sorted(_FIELDS)}",
        )
    type_es = _text(entry.get("tipo"), name, "tipo")
    cost = None if entry.get("coste") is None else _number(entry["coste"], name, "coste")
    pt = None
    if "fuerza" in entry or "resistencia" in entry:
        pt = (
            _number(entry.get("fuerza", 0), name, "fuerza"),
            _number(entry.get("resistencia", 0), name, "resistencia"),
        )
    path = None if entry.get("senda") is None else _path(entry["senda"], name)
    immune = tuple(
        inmune(Filter(paths=(p,)), p.value, p.value) for p in _paths(entry.get("inmune"), name)
    )
    keywords = entry.get("palabras_clave", []) or []
    if not isinstance(keywords, list) or not all(k in INFERNO_KEYWORDS for k in keywords):
        raise _error(
            name,
            f"palabras_clave es una lista de {sorted(INFERNO_KEYWORDS)}, no {shown(keywords)}",
            f"palabras_clave is a list of {sorted(INFERNO_KEYWORDS)}, not {shown(keywords)}",
        )
    spell = None
    effects = entry.get("efectos")
    text_es = _text(entry.get("texto", ""), name, "texto")
    text_en = _text(entry.get("texto_en", ""), name, "texto_en")
    if effects is not None:
        if not isinstance(effects, list) or not effects or len(effects) > 10:
            raise _error(name, "efectos es una lista de 1 a 10 efectos", "efectos: 1 to 10")
        specs: list[TargetSpec] = []
        built = [_effect(e, name, specs) for e in effects]
        mode = Mode(
            tuple(specs),
            tuple(e for e, _, _ in built),
            text_es=" ".join(es for _, es, _ in built),
            text_en=" ".join(en for _, _, en in built),
        )
        spell = SpellAbility((mode,))
        text_es = text_es or mode.text_es
        text_en = text_en or mode.text_en
    try:
        return inferno_card(
            name,
            _text(entry.get("nombre_en", name), name, "nombre_en"),
            cost,
            type_es,
            _text(entry.get("tipo_en", type_es), name, "tipo_en"),
            path=path,
            pt=pt,
            text_es=text_es,
            text_en=text_en,
            spell=spell,
            keywords=tuple(keywords),
            abilities=immune,
            recover=None
            if "recobrar" not in entry
            else _number(entry["recobrar"], name, "recobrar"),
        )
    except ValueError as exc:  # the rules of writing a card (dsl/inferno_cards.py)
        raise _error(name, str(exc), str(exc)) from None


def inferno_cards(data: Any, where: str = "cartas") -> list[CardDef]:
    """The cards of a document (``{"cartas": [...]}``), all checked; none registered."""
    if not isinstance(data, dict) or set(data) != {"cartas"}:
        raise ScenarioError(
            f"{where}: un archivo de cartas es un mapa con una sola clave, 'cartas'",
            f"{where}: a card file is a mapping with one key, 'cartas'",
        )
    entries = data["cartas"]
    if not isinstance(entries, list) or not 0 < len(entries) <= MAX_CARDS:
        raise ScenarioError(
            f"{where}: 'cartas' es una lista de 1 a {MAX_CARDS} cartas",
            f"{where}: 'cartas' is a list of 1 to {MAX_CARDS} cards",
        )
    cards = [_card(e) for e in entries]
    seen: set[str] = set()
    for c in cards:
        for n in {c.name_es or "", c.name_en}:
            taken = registry.INFERNO.find(n)
            if fold(n) in seen or (taken is not None and registry.get(taken) != c):
                raise _error(
                    c.name_es or c.name_en,
                    f"el nombre {n!r} ya es de otra carta",
                    f"the name {n!r} is another card's",
                )
            seen.add(fold(n))
    return cards


def register_inferno_cards(cards: list[CardDef]) -> None:
    """Put cards into Inferno's pool; a card already there, the same, is left as it is."""
    registry.INFERNO.add(*(c for c in cards if c.key not in registry.INFERNO.by_key))


def load_inferno_cards(path: str | Path) -> list[CardDef]:
    """The cards a YAML file writes (see the module), checked and registered."""
    where = str(path)
    cards = inferno_cards(parse_yaml(read_text(path), where), where)
    register_inferno_cards(cards)
    return cards
