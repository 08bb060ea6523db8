"""Frozen dataclasses whose ``__init__`` is written out (``init=False``, see
``grimorio.core.native``) take exactly their fields, in order, with the fields' defaults,
and set every one: what the dataclass's own ``__init__`` would do."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil

import pytest

import grimorio
from grimorio.core import serial


def _written_inits() -> list[type]:
    found: list[type] = []
    for info in pkgutil.walk_packages(grimorio.__path__, "grimorio."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and value.__module__ == module.__name__
                and dataclasses.is_dataclass(value)
                and not value.__dataclass_params__.init  # type: ignore[attr-defined]
            ):
                found.append(value)
    return found


WRITTEN = _written_inits()


def test_the_hot_value_classes_write_their_init() -> None:
    names = {cls.__name__ for cls in WRITTEN}
    assert {"LogEntry", "Option", "Decision", "Cost", "Ctx", "LastKnown"} <= names


@pytest.mark.pure  # make test runs it on the sources: compiled, neither check can be made
@pytest.mark.skipif(
    str(serial.__file__).endswith(".so"),
    reason="a compiled method's signature can't be read, and its fields take only their types",
)
@pytest.mark.parametrize("cls", WRITTEN, ids=lambda c: c.__name__)
def test_a_written_init_takes_the_fields_in_order_with_their_defaults(cls: type) -> None:
    fields = dataclasses.fields(cls)
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields, strict=True):
        expected = inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
        assert p.default == expected, (cls.__name__, f.name)
    # every field set: values all different, read back in the same order
    values = [object() for _ in fields]
    made = cls(*values)
    assert [getattr(made, f.name) for f in fields] == values
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, fields[0].name, None)


# The classes that also write out ``__eq__`` and ``__hash__`` (parts of kept keys, hashed
# at every lookup): they must compare and hash as the dataclass's own methods would.
def _written(method: object) -> bool:
    """Not made by the dataclass module, whose methods are compiled from "<string>"."""
    code = getattr(method, "__code__", None)
    return code is None or code.co_filename != "<string>"


WRITTEN_EQ = [cls for cls in WRITTEN if _written(cls.__eq__) and _written(cls.__hash__)]


def test_the_kept_key_classes_write_their_eq_and_hash() -> None:
    assert {"How"} <= {cls.__name__ for cls in WRITTEN_EQ}


@pytest.mark.parametrize("cls", WRITTEN_EQ, ids=lambda c: c.__name__)
def test_a_written_eq_and_hash_compare_every_field(cls: type) -> None:
    fields = dataclasses.fields(cls)
    values = [f"value {n}" if f.type in ("str", str) else n + 7 for n, f in enumerate(fields)]
    one, same = cls(*values), cls(*values)
    assert one == same and hash(one) == hash(same) and one is not same
    assert hash(one) == hash(tuple(values))  # what the dataclass's own hash gives
    for n, f in enumerate(fields):
        other = list(values)
        other[n] = f"other {n}" if f.type in ("str", str) else n + 100
        assert one != cls(*other), f.name
    assert one != tuple(values) and one.__eq__(object()) is NotImplemented
