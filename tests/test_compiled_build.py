"""The compiled build (issue 20, setup.py): what keeps core/, dsl/ and mtg/ compilable with
mypyc and the two builds alike, and — run against the compiled build (``make
test-compiled`` sets GRIMORIO_COMPILED=1) — that the compiled modules are the ones in use."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import os
import sys
from pathlib import Path

import pytest

import grimorio
from grimorio.core import serial
from grimorio.core.slots import all_slots, own_slots

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
ASKED = os.environ.get("GRIMORIO_COMPILED") == "1"
ALLOWED = ("dataclass", "mypyc_attr")


def _is_compiled() -> bool:
    return str(grimorio.core.serial.__file__).endswith(".so")


def _setup_lists() -> tuple[tuple[str, ...], dict[str, str]]:
    """setup.py's compiled packages and excluded modules, read without running setup()."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    found: dict[str, object] = {}
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and node.value is not None:
            target = node.target if isinstance(node, ast.AnnAssign) else node.targets[0]
            if isinstance(target, ast.Name) and target.id in ("COMPILED", "EXCLUDED"):
                found[target.id] = ast.literal_eval(node.value)
    packages = found["COMPILED"]
    excluded = found["EXCLUDED"]
    assert isinstance(packages, tuple) and isinstance(excluded, dict)
    return packages, excluded


def _sources(package: str) -> list[Path]:
    """The source files of one entry of setup.py's ``COMPILED``: a package or a module."""
    root = SRC / package
    return [root] if package.endswith(".py") else sorted(root.rglob("*.py"))


def test_compiled_classes_have_no_class_decorator_but_dataclass() -> None:
    """mypyc compiles a class with any other decorator than ``dataclass`` (or its own
    ``mypyc_attr``) as a plain Python class, and then a compiled subclass of it fails to
    build: state classes are registered with a call after the class, ``serializable(Cls)``,
    never ``@serializable``."""
    wrong = []
    for package in _setup_lists()[0]:
        for path in _sources(package):
            for node in ast.walk(ast.parse(path.read_text())):
                if not isinstance(node, ast.ClassDef):
                    continue
                for d in node.decorator_list:
                    target = d.func if isinstance(d, ast.Call) else d
                    if not (isinstance(target, ast.Name) and target.id in ALLOWED):
                        wrong.append(f"{path.relative_to(SRC)}:{node.lineno} {node.name}")
    assert not wrong, wrong


@pytest.mark.pure  # make test runs it on the pure-Python sources
@pytest.mark.skipif(_is_compiled(), reason="a compiled class keeps no __slots__")
def test_state_slots_are_sorted() -> None:
    """The compiled build knows a class's own slots only as a set and gives them sorted
    (core/slots.py): the pure build's order, which the saved format follows, must be the
    same — every state class encoded by its slots (not a dataclass: those are encoded by
    their fields) lists its ``__slots__`` sorted (ruff RUF023 keeps them so)."""
    importlib.import_module("grimorio.game")
    classes = [c for c in serial._REGISTRY.values() if not dataclasses.is_dataclass(c)]
    assert len(classes) > 50
    for cls in classes:
        for klass in cls.__mro__:
            declared = own_slots(klass)
            assert list(declared) == sorted(declared), klass
        assert len(set(all_slots(cls))) == len(all_slots(cls))


@pytest.mark.skipif(not ASKED, reason="runs against the compiled build (make test-compiled)")
def test_the_compiled_build_is_in_use() -> None:
    """``grimorio`` is the installed package, not src/, and every module setup.py compiles
    is an extension module."""
    assert not Path(grimorio.__file__).resolve().is_relative_to(SRC), grimorio.__file__
    packages, excluded = _setup_lists()
    for package in packages:
        for path in _sources(package):
            relative = path.relative_to(SRC).as_posix()
            name = relative.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
            module = importlib.import_module(name)
            compiled = str(module.__file__).endswith(".so")
            assert compiled == (relative not in excluded), (name, module.__file__)
    assert sys.modules["grimorio.rules.turn.priority"].__file__.endswith(".so")  # type: ignore[union-attr]
