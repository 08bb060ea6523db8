"""The shape of the house (DESIGN, "Layers of the code"): imports point one way, down the
layers; no import cycle; no import hidden inside a function to dodge one; every effect of
the card vocabulary has a handler in the registry (CR 608.2c).

The import graph is read with ``ast`` from the source files, counting imports made inside
functions (those under ``if TYPE_CHECKING:`` are for type checkers only and never run).
"""

from __future__ import annotations

import ast
import typing
from dataclasses import dataclass
from pathlib import Path

import pytest

import grimorio.game  # noqa: F401  (loads the rules and with them every family of effects)
from grimorio.dsl.effects import Effect
from grimorio.rules.vocabulary.effect_registry import handler_for

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "grimorio"

# The packages and top-level modules of ``grimorio``, lowest first. A module may import from
# its own rank or a lower one.
RANKS: tuple[tuple[str, ...], ...] = (
    ("core",),
    ("text",),
    ("dsl",),
    ("cards",),
    ("ability_use",),
    ("rules",),
    ("mtg", "inferno"),
    ("deck", "decklist", "scheme_deck", "rulings", "save_formats", "save_check", "atomic_files"),
    ("game",),
    ("store",),
    ("explain", "pool_decks", "sample_decks"),
    ("scenario", "agents"),
    ("testing", "sim", "env"),
    ("tutorial",),
    ("table",),
    ("server",),
    ("cli",),
    ("__init__",),
)

# What the games share (``grimorio.rules``), lowest first; its top-level modules (views,
# determinization) come after every subpackage.
RULES_LAYERS: tuple[str, ...] = (
    "state",
    "characteristics",
    "events",
    "game_rules",
    "vocabulary",
    "casting",
    "pipeline",
    "stack",
    "effects",
    "turn",
)

# The rules of Magic (``grimorio.mtg``), lowest first; its top-level module (the rules
# object) comes after every subpackage.
MTG_LAYERS: tuple[str, ...] = (
    "keywords",
    "permanents",
    "casting",
    "pipeline",
    "effects",
    "mechanics",
    "turn",
    "variants",
)


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    in_function: bool


def module_name(path: Path) -> str:
    parts = path.with_suffix("").relative_to(SRC).parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def _targets(module: str, node: ast.Import | ast.ImportFrom, is_package: bool) -> list[str]:
    """The modules of ``grimorio`` an import statement loads."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in MODULES]
    base = node.module or ""
    if node.level:
        parts = module.split(".")
        parts = parts if is_package else parts[:-1]
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join([*parts, base] if base else parts)
    found = []
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        if sub in MODULES:
            found.append(sub)
        elif base in MODULES:
            found.append(base)
    return found


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _visit(node: ast.AST, module: str, is_package: bool, inside: bool, out: list[Import]) -> None:
    for child in ast.iter_child_nodes(node):
        if _is_type_checking(child):
            continue
        in_function = inside or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
        if isinstance(child, ast.Import | ast.ImportFrom):
            for target in _targets(module, child, is_package):
                if target != module:
                    out.append(Import(module, target, child.lineno, in_function))
        _visit(child, module, is_package, in_function, out)


def imports() -> list[Import]:
    found: list[Import] = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        _visit(tree, module, path.name == "__init__.py", False, found)
    return found


IMPORTS = imports()


def rank(module: str) -> int:
    parts = module.split(".")
    top = parts[1] if len(parts) > 1 else "__init__"
    for i, names in enumerate(RANKS):
        if top in names:
            return i
    raise AssertionError(f"{module} is in no rank of the architecture test: add it")


def layer(module: str, layers: tuple[str, ...]) -> int:
    """A module's layer inside its game package (``grimorio.rules`` or ``grimorio.mtg``)."""
    parts = module.split(".")
    if len(parts) == 3 and parts[2] not in layers:  # grimorio.mtg.rules, .view, …
        return len(layers)
    if len(parts) == 2:
        return -1  # the package itself
    assert parts[2] in layers, f"{module}: a subpackage of {parts[1]} in no layer: add it"
    return layers.index(parts[2])


def test_no_import_is_hidden_inside_a_function() -> None:
    hidden = [f"{i.importer}:{i.line} imports {i.imported}" for i in IMPORTS if i.in_function]
    assert not hidden, "\n".join(hidden)


def test_imports_point_down_the_packages() -> None:
    upward = [
        f"{i.importer}:{i.line} imports {i.imported}"
        for i in IMPORTS
        if rank(i.imported) > rank(i.importer)
    ]
    assert not upward, "\n".join(upward)


@pytest.mark.parametrize(("package", "layers"), [("rules", RULES_LAYERS), ("mtg", MTG_LAYERS)])
def test_the_rules_import_down_their_layers(package: str, layers: tuple[str, ...]) -> None:
    prefix = f"grimorio.{package}."
    upward = [
        f"{i.importer}:{i.line} imports {i.imported}"
        for i in IMPORTS
        if i.importer.startswith(prefix)
        and i.imported.startswith(prefix)
        and layer(i.imported, layers) > layer(i.importer, layers)
    ]
    assert not upward, "\n".join(upward)


def test_each_game_knows_only_the_shared_rules() -> None:
    """Issue 22: Magic and Inferno share ``grimorio.rules``; neither imports the other."""
    crossing = [
        f"{i.importer}:{i.line} imports {i.imported}"
        for i in IMPORTS
        for a, b in (("mtg", "inferno"), ("inferno", "mtg"))
        if i.importer.startswith(f"grimorio.{a}") and i.imported.startswith(f"grimorio.{b}")
    ]
    assert not crossing, "\n".join(crossing)


def test_core_knows_no_game() -> None:
    """DESIGN: ``core`` imports nothing from ``mtg``, ``text``, ``cards`` or ``dsl``."""
    leaks = [
        f"{i.importer}:{i.line} imports {i.imported}"
        for i in IMPORTS
        if i.importer.startswith("grimorio.core") and not i.imported.startswith("grimorio.core")
    ]
    assert not leaks, "\n".join(leaks)


def test_no_import_cycle() -> None:
    """Tarjan's strongly connected components: every one is a single module."""
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for i in IMPORTS:
        graph[i.importer].add(i.imported)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    assert not cycles, cycles


def test_the_architecture_test_sees_the_imports() -> None:
    """A guard on the guard: the graph holds imports known to exist."""
    pairs = {(i.importer, i.imported) for i in IMPORTS}
    assert ("grimorio.game", "grimorio.mtg.rules") in pairs
    assert ("grimorio.mtg.rules", "grimorio.rules.effects.families") in pairs
    assert ("grimorio.game", "grimorio.inferno.rules") in pairs


def test_every_effect_of_the_vocabulary_has_a_handler() -> None:
    """CR 608.2c: each effect a card can say is carried out by a registered handler."""
    missing = [kind.__name__ for kind in typing.get_args(Effect) if handler_for(kind) is None]
    assert not missing, f"effects without a handler: {', '.join(missing)}"
