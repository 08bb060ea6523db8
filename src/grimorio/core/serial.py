"""Plain-data serialization of the game state (DESIGN principle 3).

Classes that belong to the state register themselves with :func:`serializable`. Encoding
produces JSON-compatible data that keeps Python's container types apart so that decoding
gives back an equal structure:

* a registered object → ``{"$c": "module.ClassName", field: value, ...}``
* a tuple → ``{"$t": [...]}``; a dict with non-string keys → ``{"$i": [[k, v], ...]}``
* lists, string-keyed dicts and scalars stay as they are.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Any, TypeVar

from grimorio.core.errors import GrimorioError
from grimorio.core.slots import all_slots, blank

_REGISTRY: dict[str, type] = {}
_FIELDS: dict[type, tuple[str, ...]] = {}
C = TypeVar("C", bound=type)


def serializable(cls: C) -> C:
    """Register a class whose instances may appear in the game state."""
    name = _name(cls)
    if name in _REGISTRY and _REGISTRY[name] is not cls:
        raise TypeError(f"two serializable classes are named {name}")
    _REGISTRY[name] = cls
    return cls


def _name(cls: type) -> str:
    """A class's name in the data: its module below ``grimorio`` and its own name."""
    return f"{cls.__module__.removeprefix('grimorio.')}.{cls.__qualname__}"


def register_all(namespace: dict[str, Any]) -> None:
    """Register every dataclass defined in a module (the card vocabulary is plain data)."""
    module = namespace.get("__name__")
    for value in list(namespace.values()):
        if (
            isinstance(value, type)
            and dataclasses.is_dataclass(value)
            and value.__module__ == module
        ):
            serializable(value)


def fields_of(cls: type) -> tuple[str, ...]:
    """The data fields of a registered class: dataclass fields, or every ``__slots__``."""
    cached = _FIELDS.get(cls)
    if cached is not None:
        return cached
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls))
    else:
        names = tuple(slot for slot in all_slots(cls) if not slot.startswith("_"))
    _FIELDS[cls] = names
    return names


def encode(value: Any) -> Any:
    """Turn a state value into JSON-compatible data."""
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$t": [encode(v) for v in value]}
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$i": [[encode(k), encode(v)] for k, v in value.items()]}
    cls = type(value)
    name = _name(cls)
    if _REGISTRY.get(name) is not cls:
        raise TypeError(f"{name} is not serializable state")
    out: dict[str, Any] = {"$c": name}
    for name in fields_of(cls):
        out[name] = encode(getattr(value, name))
    return out


class DecodeError(GrimorioError):
    """Data that is not an encoded state: ``path`` leads from the top of the data to the
    first value found wrong (field names and list indices), the messages say what is wrong
    with it."""

    def __init__(self, es: str, en: str) -> None:
        super().__init__(es, en)
        self.path: list[str | int] = []

    def at(self, step: str | int) -> DecodeError:
        """The same error, one level further from the value (decoding unwinds)."""
        self.path.insert(0, step)
        return self


def decode(data: Any, renamed: Mapping[str, str] | None = None) -> Any:
    """Inverse of :func:`encode`. ``renamed`` maps class names an older version of the
    data used to the names they have now. Data that :func:`encode` could not have written
    raises :class:`DecodeError` naming where: a value of no JSON type, a number that is not
    finite, a marker (``$t``, ``$i``, ``$c``) with other keys or a wrong shape, an unknown
    class, a field a class does not have or lacks (every field of a class without
    defaults), or values its constructor refuses."""
    return _decode(data, renamed or {})


def _decode(data: Any, renamed: Mapping[str, str]) -> Any:
    kind = type(data)
    if data is None or kind is bool or kind is int or kind is str:
        return data
    if kind is float:
        if not math.isfinite(data):
            raise DecodeError(
                f"número no finito {data!r}", f"a number that is not finite: {data!r}"
            )
        return data
    if kind is list:
        out: list[Any] = []
        try:
            for v in data:
                out.append(_decode(v, renamed))
            return out
        except DecodeError as exc:
            raise exc.at(len(out)) from None
    if kind is not dict:
        raise DecodeError(
            f"un valor que no es de JSON: {data!r:.60}", f"not a JSON value: {data!r:.60}"
        )
    if "$t" in data:
        items = _marked(data, "$t")
        values: list[Any] = []
        try:
            for v in items:
                values.append(_decode(v, renamed))
            return tuple(values)
        except DecodeError as exc:
            raise exc.at(len(values)).at("$t") from None
    if "$i" in data:
        return _int_keyed(_marked(data, "$i"), renamed)
    if "$c" in data:
        return _instance(data, renamed)
    key = ""
    try:
        plain = {}
        for key, v in data.items():
            plain[key] = _decode(v, renamed)
        return plain
    except DecodeError as exc:
        raise exc.at(key) from None


def _marked(data: dict[str, Any], marker: str) -> list[Any]:
    """The list a ``$t`` or ``$i`` marker holds, alone in its object."""
    items = data[marker]
    if len(data) != 1 or type(items) is not list:
        raise DecodeError(
            f"«{marker}» va solo en su objeto y con una lista",
            f"{marker!r} must be alone in its object and hold a list",
        )
    return items


def _int_keyed(pairs: list[Any], renamed: Mapping[str, str]) -> dict[Any, Any]:
    out: dict[Any, Any] = {}
    for i, pair in enumerate(pairs):
        if type(pair) is not list or len(pair) != 2:
            raise (
                DecodeError(
                    "cada elemento es un par [clave, valor]",
                    "each item must be a [key, value] pair",
                )
                .at(i)
                .at("$i")
            )
        try:
            key = _decode(pair[0], renamed)
        except DecodeError as exc:
            raise exc.at(i).at("$i") from None
        try:
            value = _decode(pair[1], renamed)
        except DecodeError as exc:  # named by its key: objects[12]
            raise (exc.at(key) if type(key) in (int, str) else exc.at(i).at("$i")) from None
        if type(key) not in (int, str, tuple) or key in out:
            raise (
                DecodeError(
                    f"clave repetida o de un tipo que no sirve: {key!r:.40}",
                    f"a repeated key, or one of no usable type: {key!r:.40}",
                )
                .at(i)
                .at("$i")
            )
        out[key] = value
    return out


def _instance(data: dict[str, Any], renamed: Mapping[str, str]) -> Any:
    """An object of a registered class, every field checked against the class."""
    name = data["$c"]
    if type(name) is str:
        name = renamed.get(name, name)
    cls = _REGISTRY.get(name) if type(name) is str else None
    if cls is None:
        raise DecodeError(
            f"clase de estado desconocida {data['$c']!r:.80}",
            f"unknown state class {data['$c']!r:.80}",
        ).at("$c")
    names = fields_of(cls)
    unknown = [k for k in data if k != "$c" and k not in names]
    if unknown:
        raise DecodeError(
            f"{name} no tiene el campo {unknown[0]!r:.40}",
            f"{name} has no field {unknown[0]!r:.40}",
        ).at(unknown[0])
    values: dict[str, Any] = {}
    for n in names:
        if n in data:
            try:
                values[n] = _decode(data[n], renamed)
            except DecodeError as exc:
                raise exc.at(n) from None
    if dataclasses.is_dataclass(cls):
        try:
            return cls(**values)
        except (TypeError, ValueError, KeyError, AttributeError, IndexError) as exc:
            raise DecodeError(
                f"{name} no acepta estos valores ({str(exc)[:120]})",
                f"{name} refuses these values ({str(exc)[:120]})",
            ) from None
    missing = [n for n in names if n not in values]
    if missing:
        raise DecodeError(f"falta el campo de {name}", f"a field of {name} is missing").at(
            missing[0]
        )
    obj: Any = blank(cls)
    for n, v in values.items():
        object.__setattr__(obj, n, v)
    return obj
