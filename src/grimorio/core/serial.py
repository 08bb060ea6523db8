"""Plain-data serialization of the game state (DESIGN principle 3).

Classes that belong to the state register themselves with :func:`serializable`. Encoding
produces JSON-compatible data that keeps Python's container types apart so that decoding
gives back an equal structure:

* a registered object → ``{"$c": "module.ClassName", field: value, ...}``
* a tuple → ``{"$t": [...]}``; a dict with non-string keys → ``{"$i": [[k, v], ...]}``
* lists, string-keyed dicts and scalars stay as they are.

:func:`dumps` writes the JSON text of that data directly, without building it first: one
function per registered class, generated once from its fields, and the text of a field a
class writes itself (:data:`TEXT_METHODS`, e.g. a log that only grows and keeps the text of
its entries) taken from that class.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping
from json.encoder import encode_basestring
from operator import attrgetter, is_
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


def is_serializable(cls: type) -> bool:
    """Was ``cls`` registered with :func:`serializable` (may its instances be saved)?"""
    return _REGISTRY.get(_name(cls)) is cls


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
    """The data fields of a registered class: dataclass fields, or every ``__slots__`` but
    those whose names begin with ``_``: such a slot keeps something derived (a cache), is
    not saved, and is None in a decoded object (see :func:`private_slots`)."""
    cached = _FIELDS.get(cls)
    if cached is not None:
        return cached
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls))
    else:
        names = tuple(slot for slot in all_slots(cls) if not slot.startswith("_"))
    _FIELDS[cls] = names
    return names


def private_slots(cls: type) -> tuple[str, ...]:
    """The slots of a class (and of its bases) that are not data: names beginning with ``_``."""
    return tuple(slot for slot in all_slots(cls) if slot.startswith("_"))


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


# -- the JSON text, written directly -------------------------------------------------------
TEXT_METHODS = "json_text_methods"
"""The name of an optional class attribute of a registered class: a mapping from some of its
fields to the names of its methods that return those fields' JSON text, given the field's
name — the text :func:`dumps` would write for the field's value, which the class may keep
and reuse."""

_TEXTERS: dict[type, Callable[[Any], str]] = {}


def dumps(value: Any) -> str:
    """The JSON text of a state value: exactly what ``json.dumps(encode(value),
    ensure_ascii=False, separators=(",", ":"))`` writes, made without the data in between.

    Each type's writer is chosen once, by the same tests in the same order as
    :func:`encode` and ``json`` make them (a ``str`` or ``int`` subclass such as an enum
    member is written as its value); a registered class gets a writer generated from its
    fields."""
    texter = _TEXTERS.get(type(value))
    if texter is None:
        texter = _TEXTERS[type(value)] = _texter(type(value))
    return texter(value)


def _texter(cls: type) -> Callable[[Any], str]:
    if cls is type(None):
        return _null
    if issubclass(cls, bool):
        return _bool
    if issubclass(cls, int):
        return int.__repr__
    if issubclass(cls, str):
        return encode_basestring
    if issubclass(cls, float):
        return _float
    if issubclass(cls, list):
        return _list
    if issubclass(cls, tuple):
        return _tuple
    if issubclass(cls, dict):
        return _dict
    name = _name(cls)
    if _REGISTRY.get(name) is not cls:
        raise TypeError(f"{name} is not serializable state")
    return _object_texter(cls, name)


def _null(value: None) -> str:
    return "null"


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _float(value: float) -> str:
    if math.isfinite(value):
        return float.__repr__(value)
    return "NaN" if value != value else "Infinity" if value > 0 else "-Infinity"


def _items(values: list[Any] | tuple[Any, ...]) -> str:
    """The texts of a list's or tuple's items, joined: items all of one type (a zone's ids,
    the answers) by that type's writer at once."""
    kinds = set(map(type, values))
    if len(kinds) == 1:
        kind = kinds.pop()
        texter = _TEXTERS.get(kind)
        if texter is None:
            texter = _TEXTERS[kind] = _texter(kind)
        return ",".join(map(texter, values))
    return ",".join(map(dumps, values))


def _list(value: list[Any]) -> str:
    return f"[{_items(value)}]"


def _tuple(value: tuple[Any, ...]) -> str:
    return f'{{"$t":[{_items(value)}]}}'


def _dict(value: dict[Any, Any]) -> str:
    if all(issubclass(kind, str) for kind in set(map(type, value))):  # all(isinstance(k, str))
        return (
            "{" + ",".join([encode_basestring(k) + ":" + dumps(v) for k, v in value.items()]) + "}"
        )
    pairs = ["[" + dumps(k) + "," + dumps(v) + "]" for k, v in value.items()]
    return '{"$i":[' + ",".join(pairs) + "]}"


def _object_texter(cls: type, name: str) -> Callable[[Any], str]:
    """The writer of a registered class's objects, generated from its fields: it joins, in
    one call, the constant text around the fields with each field's text."""
    methods: Mapping[str, str] = getattr(cls, TEXT_METHODS, {})
    parts = []
    head = '{"$c":' + encode_basestring(name)
    for field in fields_of(cls):
        parts.append(repr(f"{head},{encode_basestring(field)}:"))
        text = f"value.{methods[field]}({field!r})" if field in methods else f"dumps(value.{field})"
        parts.append(text)
        head = ""
    parts.append(repr(head + "}"))
    # generated from the class's own field names, which are identifiers
    source = f"def text(value):\n    return ''.join(({', '.join(parts)}))\n"
    namespace: dict[str, Any] = {"dumps": dumps}
    exec(source, namespace)
    texter: Callable[[Any], str] = namespace["text"]
    return texter


_SCALARS = frozenset({type(None), bool, int, float, str})


def fixed(value: Any) -> bool:
    """Can ``value``'s JSON text never change? True of None, booleans, numbers and strings
    (the text of an enum member is its value), of tuples of fixed values, and of frozen
    dataclasses whose fields are fixed; false of lists, dicts and other objects, which may
    change in place."""
    cls = type(value)
    if cls in _SCALARS:
        return True
    if cls is tuple:
        return all(map(fixed, value))
    if isinstance(value, (bool, int, float, str)):
        return True
    if isinstance(value, tuple):
        return all(map(fixed, value))
    params = getattr(cls, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return all(map(fixed, _values(value)[1:]))
    return False


class Kept:
    """The JSON text of a registered object as :func:`kept_texts` wrote it, and what that
    text depends on: ``values``, the object's class and the values of its fields then, and
    ``check``, which tells whether an object still has them: the same class, and in each
    field the very same value (by identity) — every one :func:`fixed`, so that its text
    cannot have changed — but for dicts that were empty, which must still be empty dicts.
    An object with another value that could change in place has no ``check``: its text is
    written each time."""

    __slots__ = ("check", "text", "values")

    def __init__(self, values: tuple[Any, ...], text: str) -> None:
        self.text = text
        self.values = values
        cls, rest = values[0], values[1:]
        empty = tuple(
            [f for f, v in zip(fields_of(cls), rest, strict=True) if type(v) is dict and not v]
        )
        reusable = all(map(fixed, [v for v in rest if type(v) is not dict or v]))
        self.check = _checker(cls, empty) if reusable else None


_CHECKERS: dict[tuple[type, tuple[str, ...]], Callable[[Any, tuple[Any, ...]], bool]] = {}


def _checker(cls: type, empty: tuple[str, ...]) -> Callable[[Any, tuple[Any, ...]], bool]:
    """Whether an object has the class and field values ``values`` (see :class:`Kept`), the
    fields named in ``empty`` being empty dicts instead; generated once for each class and
    set of empty fields as one expression (fields compared in the order of
    :func:`fields_of`, after the class, which comes first: another class may lack them)."""
    found = _CHECKERS.get((cls, empty))
    if found is None:
        tests = ["value.__class__ is values[0]"]
        for i, field in enumerate(fields_of(cls), 1):
            if field in empty:
                tests.append(f"type(value.{field}) is dict and not value.{field}")
            else:
                tests.append(f"value.{field} is values[{i}]")
        source = f"def check(value, values):\n    return {' and '.join(tests)}\n"
        namespace: dict[str, Any] = {}
        exec(source, namespace)  # generated from the class's own field names
        found = _CHECKERS[cls, empty] = namespace["check"]
    return found


_GETTERS: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


def _values(value: Any) -> tuple[Any, ...]:
    """A registered object's class and the values of its fields (:func:`fields_of`)."""
    getter = _GETTERS.get(type(value))
    if getter is None:
        fields = fields_of(type(value))  # attrgetter of one name gives no tuple: a class alone
        getter = attrgetter("__class__", *fields) if fields else _class_alone
        getter = _GETTERS[type(value)] = getter
    return getter(value)


def _class_alone(value: Any) -> tuple[Any, ...]:
    return (type(value),)


def kept_texts(objects: dict[Any, Any], before: Mapping[Any, Kept]) -> dict[Any, Kept]:
    """The JSON text of each registered object of ``objects`` (:func:`dumps`) by its key,
    reusing what ``before`` kept under that key — what an earlier call returned — when it is
    still right (see :class:`Kept`). Otherwise the text is written again, and kept with
    what it depends on now."""
    out: dict[Any, Kept] = {}
    for key, value in objects.items():
        kept = before.get(key)
        if kept is not None and kept.check is not None and kept.check(value, kept.values):
            out[key] = kept
            continue
        out[key] = Kept(_values(value), dumps(value))
    return out


class KeptList:
    """The JSON text of the first items of a list that only grows, as
    :func:`kept_list_text` wrote it: ``items``, those items, all :func:`fixed`, and
    ``prefix``, their texts joined by commas; ``text``, the whole list's text then."""

    __slots__ = ("items", "prefix", "text")

    def __init__(self, items: tuple[Any, ...], prefix: str, text: str) -> None:
        self.items = items
        self.prefix = prefix
        self.text = text


def kept_list_text(items: list[Any], kept: KeptList | None) -> KeptList:
    """The JSON text of a list (:func:`dumps`), reusing the text ``kept`` has of its first
    items when they are still the very same objects (compared by identity; they were
    fixed, so their text cannot have changed); only the items after them are written. The
    prefix kept next time stops before the first item that is not fixed."""
    n, prefix = 0, ""
    if kept is not None and len(kept.items) <= len(items) and all(map(is_, kept.items, items)):
        n, prefix = len(kept.items), kept.prefix
    texts = [dumps(v) for v in items[n:]]
    done = 0
    while done < len(texts) and fixed(items[n + done]):
        done += 1
    whole = ",".join([prefix, *texts] if n else texts)
    if done < len(texts):
        prefix = ",".join([prefix, *texts[:done]] if n else texts[:done])
    else:
        prefix = whole
    return KeptList(tuple(items[: n + done]), prefix, f"[{whole}]")


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
        except (TypeError, ValueError, KeyError, AttributeError, IndexError) as refusal:
            raise _refused(name, refusal) from None
    missing = [n for n in names if n not in values]
    if missing:
        raise DecodeError(f"falta el campo de {name}", f"a field of {name} is missing").at(
            missing[0]
        )
    obj: Any = blank(cls)
    for n, v in values.items():
        try:  # a compiled class checks each attribute's type as it is set
            object.__setattr__(obj, n, v)
        # (named apart from ``exc`` above: compiled, a name keeps one type in a function)
        except (TypeError, ValueError, OverflowError) as refusal:
            raise _refused(name, refusal).at(n) from None
        if type(v) is bool and getattr(obj, n) is not v:  # compiled: an int slot took it
            raise _refused(name, TypeError(f"{n}: a number, not {v!r}")).at(n)
    for n in private_slots(cls):
        object.__setattr__(obj, n, None)
    return obj


def _refused(name: str, exc: Exception) -> DecodeError:
    """A class refuses the decoded values (its constructor, or a compiled attribute's type)."""
    return DecodeError(
        f"{name} no acepta estos valores ({str(exc)[:120]})",
        f"{name} refuses these values ({str(exc)[:120]})",
    )
