"""Reading a scenario file within limits (issue 17): a file is read no further than
:data:`MAX_BYTES` before it is parsed; YAML nested deeper than :data:`MAX_DEPTH`, an integer
longer than :data:`MAX_INT_CHARS` characters and aliases (``*name``, which could make a
small file expand into a huge document) are refused with a :class:`ScenarioError` naming the
file, the line and the column.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import Node, ScalarNode

from grimorio.scenario.errors import ScenarioError

MAX_BYTES = 1_000_000  # a scenario is a few kilobytes
MAX_DEPTH = 64  # nested lists and mappings; real scenarios use fewer than ten
MAX_INT_CHARS = 24  # a seed fits in 20 digits; nothing in a scenario needs more


def _place(where: str, mark: Any) -> tuple[str, str]:
    if mark is None:
        return where, where
    return (
        f"{where}, línea {mark.line + 1}, columna {mark.column + 1}",
        f"{where}, line {mark.line + 1}, column {mark.column + 1}",
    )


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing what no scenario needs (see the module)."""

    where = "scenario"

    def __init__(self, stream: str, where: str) -> None:
        super().__init__(stream)
        self.where = where
        self.depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        if self.check_event(yaml.AliasEvent):
            es, en = _place(self.where, self.peek_event().start_mark)
            raise ScenarioError(
                f"{es}: un escenario no usa alias de YAML (*nombre)",
                f"{en}: a scenario uses no YAML aliases (*name)",
            )
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                es, en = _place(self.where, self.peek_event().start_mark)
                raise ScenarioError(
                    f"{es}: anidado a más de {MAX_DEPTH} niveles",
                    f"{en}: nested more than {MAX_DEPTH} levels deep",
                )
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def construct_yaml_int(self, node: ScalarNode) -> int:
        text = str(node.value)
        if len(text.replace("_", "")) > MAX_INT_CHARS:
            es, en = _place(self.where, node.start_mark)
            raise ScenarioError(
                f"{es}: un entero de {len(text)} caracteres es demasiado grande",
                f"{en}: an integer of {len(text)} characters is too large",
            )
        return super().construct_yaml_int(node)


_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_yaml_int)


def parse_yaml(text: str, where: str = "scenario") -> Any:
    """The document in ``text``, or ScenarioError saying where it is malformed."""
    loader: _Loader | None = None
    try:
        loader = _Loader(text, where)  # it already refuses characters YAML doesn't allow
        return loader.get_single_data()
    except (yaml.YAMLError, ValueError, IndexError, TypeError, OverflowError) as exc:
        if isinstance(exc, ScenarioError):
            raise
        # PyYAML's own constructors fail on some malformed values ("!!int" alone)
        raise ScenarioError(
            f"{where}: no es YAML válido ({str(exc)[:300]})",
            f"{where}: not valid YAML ({str(exc)[:300]})",
        ) from exc
    except RecursionError:  # a limit above should have stopped it first
        raise ScenarioError(f"{where}: anidado demasiado", f"{where}: nested too deeply") from None
    finally:
        if loader is not None:
            loader.dispose()


def read_text(path: str | Path) -> str:
    """The file's text (UTF-8), read no further than :data:`MAX_BYTES` (so even a device
    such as ``/dev/zero`` is refused quickly), or ScenarioError."""
    try:
        with Path(path).open("rb") as source:
            data = source.read(MAX_BYTES + 1)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise ScenarioError(
            f"{path}: no se puede leer ({exc})", f"{path}: can't be read ({exc})"
        ) from exc
    if len(data) > MAX_BYTES:
        raise ScenarioError(
            f"{path}: más de {MAX_BYTES} bytes es demasiado para un escenario",
            f"{path}: more than {MAX_BYTES} bytes is too large for a scenario",
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ScenarioError(
            f"{path}: no se puede leer (no es UTF-8: byte erróneo en la posición {exc.start})",
            f"{path}: can't be read (not UTF-8: bad byte at offset {exc.start})",
        ) from None
