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
from collections.abc import Mapping
from typing import Any, TypeVar

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
        seen: list[str] = []
        for klass in reversed(cls.__mro__):
            for slot in getattr(klass, "__slots__", ()):
                if slot not in seen and not slot.startswith("_"):
                    seen.append(slot)
        names = tuple(seen)
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


def decode(data: Any, renamed: Mapping[str, str] | None = None) -> Any:
    """Inverse of :func:`encode`. ``renamed`` maps class names an older version of the
    data used to the names they have now."""
    if data is None or isinstance(data, (bool, int, str, float)):
        return data
    if isinstance(data, list):
        return [decode(v, renamed) for v in data]
    if not isinstance(data, dict):
        raise ValueError(f"malformed state data: {data!r:.80}")
    if "$t" in data:
        return tuple(decode(v, renamed) for v in data["$t"])
    if "$i" in data:
        return {decode(k, renamed): decode(v, renamed) for k, v in data["$i"]}
    if "$c" in data:
        name = data["$c"]
        if renamed and name in renamed:
            name = renamed[name]
        cls = _REGISTRY.get(name) if isinstance(name, str) else None
        if cls is None:
            raise ValueError(f"unknown state class {data['$c']!r}")
        values = {n: decode(data[n], renamed) for n in fields_of(cls) if n in data}
        if dataclasses.is_dataclass(cls):
            return cls(**values)
        obj: Any = object.__new__(cls)
        for n, v in values.items():
            object.__setattr__(obj, n, v)
        return obj
    return {k: decode(v, renamed) for k, v in data.items()}
