"""What the compiled build (issue 20, ``setup.py``) needs said in the sources.

:func:`mypyc_attr` is mypyc's own class decorator (``mypy_extensions``, which comes with
mypy) as the type checker and the compiler see it; mypyc reads it at compile time and never
calls it. In the pure-Python build, where mypy need not be installed, it is a decorator that
changes nothing. Used for ``allow_interpreted_subclasses=True``: a compiled class that a
pure-Python class extends (``Game(Kernel)``: ``grimorio.game`` is not compiled), and
``State``/``MtgState``, whose ``cls.__new__(cls)`` then runs no ``__init__`` (see
:func:`grimorio.core.slots.blank`).
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
