"""The slots of a state class, the same in the pure-Python and the compiled build.

The state is plain data (DESIGN principle 3) held in ``__slots__`` classes, which are copied
(``clone``) and encoded (``core.serial``) field by field. Compiled with mypyc (``setup.py``,
issue 20) a class keeps no ``__slots__`` attribute: its attributes are listed, its bases'
included, in ``__mypyc_attrs__``, and ``object.__new__`` refuses it. :func:`all_slots` and
:func:`blank` answer the same in both builds.

Order: a class's own slots follow its bases' (the order of ``__mro__`` reversed), each
class's in the order of its ``__slots__``, which ruff keeps sorted (RUF023;
``tests/test_compiled_build.py`` checks every state class) — so the compiled build, which
knows only the set of a class's own attributes, gives them sorted and the saved format is
byte for byte the same.
"""

from __future__ import annotations

from typing import TypeVar

C = TypeVar("C")

_SLOTS: dict[type, tuple[str, ...]] = {}


def own_slots(klass: type) -> tuple[str, ...]:
    """The slots a class itself declares (not its bases')."""
    declared = klass.__dict__.get("__slots__")
    if declared is not None:
        return (declared,) if isinstance(declared, str) else tuple(declared)
    compiled = klass.__dict__.get("__mypyc_attrs__")
    if compiled is None:
        return ()
    inherited = {a for base in klass.__mro__[1:] for a in base.__dict__.get("__mypyc_attrs__", ())}
    return tuple(sorted(a for a in compiled if a not in inherited and not a.startswith("__")))


def all_slots(cls: type) -> tuple[str, ...]:
    """Every slot of a class and of its bases, worked out once per class."""
    found = _SLOTS.get(cls)
    if found is None:
        seen: list[str] = []
        for klass in reversed(cls.__mro__):
            seen.extend(name for name in own_slots(klass) if name not in seen)
        found = _SLOTS[cls] = tuple(seen)
    return found


def blank(cls: type[C]) -> C:
    """An instance of ``cls`` whose ``__init__`` has not run, its slots to be filled in. A
    compiled class must be made by its own ``__new__`` (``object.__new__`` refuses it), and
    mypyc's ``__new__`` runs ``__init__`` too unless the class defines ``__new__`` (the
    roots of the copied and decoded classes do: ``Step``, ``Event``, ``GameObject``,
    ``Player``, ``Rng``, ``Combat``) or allows interpreted subclasses
    (``State``, ``MtgState``: a generic class can't define such a ``__new__``)."""
    return cls.__new__(cls)
