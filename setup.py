"""The compiled build (issue 20): the engine's hot packages compiled to C with mypyc.

Only when asked: ``GRIMORIO_COMPILE=1 pip install --no-build-isolation .`` (``make compiled``
does it in ``.venv-compiled``) builds a wheel whose ``core/``, ``dsl/``, ``rules/`` and ``mtg/`` modules
are extension modules, the ``.py`` files beside them as the source. Without the variable this
file adds nothing and the package is pure Python (``pip install -e .``, what ``make`` uses for
development), so a compiled module never shadows an edit: mypyc writes its C and objects into
``build/``, never into ``src/``, and an in-place or editable compiled build is refused.

The build needs mypy (the dev extra pins it) and a C compiler; everything else is the
configuration in ``pyproject.toml``.
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"

# The packages (and single modules) compiled, and the modules left pure Python with the
# reason. ``grimorio/game.py`` is compiled for its class ``Game``, a subclass of the kernel:
# a compiled class extended by a pure-Python one is called through generic Python method
# calls everywhere (``Kernel.kept``, ``stamp``, ``emit``: about four times slower a call).
COMPILED = (
    "grimorio/core",
    "grimorio/dsl",
    "grimorio/rules",
    "grimorio/mtg",
    "grimorio/inferno",
    "grimorio/game.py",
)
EXCLUDED: dict[str, str] = {
    # GrimorioError is extended by pure-Python errors all over the package (SaveError,
    # DeckError, ...), which a compiled class refuses; nothing in it is hot
    "grimorio/core/errors.py": "extended by pure-Python classes",
    # its runtime half is the branch the type checker does not see, which mypyc compiles
    # as unreachable
    "grimorio/core/native.py": "defines mypyc_attr for the pure build",
    # mypyc gives a compiled dataclass's ClassVar (every part's ``layer``) to dataclasses as
    # a field, and the class then can't be made ("attribute 'layer' is read-only")
    "grimorio/dsl/continuous.py": "ClassVar in dataclasses",
    "grimorio/dsl/effects_designations.py": "ClassVar in dataclasses",  # the same: ``layer``
    "grimorio/dsl/attack_requirements.py": "ClassVar in dataclasses",  # the same: ``layer``
    # ``IfYouDo.payment: Payment`` names a class of grimorio.dsl.effects, which imports this
    # module first: the compiled dataclass needs that class at import and the import crashes
    "grimorio/dsl/effects_game.py": "a dataclass field typed with a class of a module importing it",
}


def compiled_modules() -> list[str]:
    """The source files mypyc compiles, relative to the project root, in a stable order."""
    files = []
    for package in COMPILED:
        paths = (
            [SRC / package] if package.endswith(".py") else sorted((SRC / package).rglob("*.py"))
        )
        for path in paths:
            name = path.relative_to(SRC).as_posix()
            if name not in EXCLUDED:
                files.append(path.relative_to(ROOT).as_posix())
    return files


def extensions() -> list[object]:
    if os.environ.get("GRIMORIO_COMPILE") != "1":
        return []
    if any(arg in sys.argv for arg in ("develop", "editable_wheel", "--inplace", "-i")):
        sys.exit(
            "GRIMORIO_COMPILE=1 builds a wheel only: an editable or in-place compiled build "
            "would put extension modules into src/, where they shadow the sources"
        )
    from mypyc.build import mypycify  # only the compiled build needs mypy

    return list(
        mypycify(
            compiled_modules(),
            opt_level=os.environ.get("GRIMORIO_OPT", "3"),
            multi_file=True,
            target_dir="build/mypyc",
        )
    )


class ParallelBuildExt(build_ext):
    """Compiles an extension's C files side by side, one compiler process per core: mypyc
    puts the whole engine into one extension of many files, which setuptools would compile
    one after another (about 3½ minutes of the 4½ on two cores)."""

    def build_extension(self, ext: Any) -> None:
        compiler = self.compiler
        serial = compiler.compile

        def compile_each(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
                done = pool.map(lambda source: serial([source], *args, **kwargs), sources)
                return [obj for objects in done for obj in objects]

        compiler.compile = compile_each
        try:
            super().build_extension(ext)
        finally:
            compiler.compile = serial


setup(ext_modules=extensions(), cmdclass={"build_ext": ParallelBuildExt})
