"""What the compiled build (issue 20, ``setup.py``) needs said in the sources.

:func:`mypyc_attr` is mypyc's own class decorator (``mypy_extensions``, which comes with
mypy) as the type checker and the compiler see it; mypyc reads it at compile time and never
calls it. In the pure-Python build, where mypy need not be installed, it is a decorator that
changes nothing. Used for ``allow_interpreted_subclasses=True`` on ``State``/``MtgState``,
whose ``cls.__new__(cls)`` then runs no ``__init__`` (see :func:`grimorio.core.slots.blank`).
Not on the kernel: a class that allows them has every method called through a Python-level
lookup, about four times slower a call, so ``grimorio.game`` (``Game``, a
``Kernel[MtgState]``) is compiled with the engine.

Frozen dataclasses made on hot paths (log entries, options and decisions, costs, modes,
resolution contexts, pending triggers, last known information, mana costs) write their
``__init__`` out (``init=False``), setting each field with ``object.__setattr__``: the
compiled build makes that a native method setting the fields directly (0.03 µs), where the
``__init__`` the dataclass module generates stays interpreted even in a compiled class
(0.45 µs; it was 9 % of a random game's time). Each keeps the fields' names, order and
defaults, which ``tests/core/test_written_inits.py`` checks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

T = TypeVar("T")

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(*flags: str, **attrs: Any) -> Callable[[T], T]:
        """Nothing to do without the compiler: the class is returned as it is."""

        def unchanged(cls: T) -> T:
            return cls

        return unchanged
