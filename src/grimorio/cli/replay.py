"""``grimorio replay FILE``: step through the log of a saved game, a page at a time."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from grimorio.cli.screen import result_text
from grimorio.cli.texts import tr
from grimorio.game import Game
from grimorio.save_formats import MAX_SAVE_CHARS, SaveError


def load_game(path: str | Path) -> Game:
    """The game saved in ``path``, checked and verified by replaying its answers
    (``Game.from_json``); :class:`~grimorio.save_formats.SaveError` (a ``ValueError``) when
    it is not a valid saved game, ``OSError`` when it can't be read. No more than the limit
    of a save is read, even from an endless device."""
    return load_saved(path)[0]


def load_saved(path: str | Path) -> tuple[Game, dict[str, Any]]:
    """The game saved in ``path`` (as :func:`load_game`) and the settings the terminal kept
    beside it (``client``: the opponent's kind and thinking time), checked by
    :func:`grimorio.save_check.load_state`."""
    with Path(path).open("rb") as source:
        data = source.read(MAX_SAVE_CHARS + 1)
    if len(data) > MAX_SAVE_CHARS:
        raise SaveError(
            [],
            f"{path}: demasiado grande para una partida guardada",
            f"{path}: too large for a saved game",
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(
            [],
            f"{path}: no es texto UTF-8 ({exc.reason})",
            f"{path}: not UTF-8 text ({exc.reason})",
        ) from None
    game = Game.from_json(text)
    raw = json.loads(text)  # valid JSON: Game.from_json read it
    return game, dict(raw.get("client") or {})


def replay(
    game: Game,
    lang: str = "es",
    console: Console | None = None,
    read: Callable[[str], str] | None = None,
    page: int = 0,
) -> int:
    """Show the log ``page`` lines at a time (Enter for more, ``q`` to stop); with ``read``
    None and stdin not a terminal, everything is printed at once."""
    console = console or Console(highlight=False)
    lines = game.log.lines(lang)
    if read is None and sys.stdin.isatty():

        def read(prompt: str) -> str:
            return console.input(Text(prompt))

    size = page or max(5, console.height - 2)
    for start in range(0, len(lines), size):
        if start and read is not None:
            try:
                answer = read(tr("ui.replay.more", lang))
            except (EOFError, KeyboardInterrupt):
                console.print()
                return 0
            if answer.strip().casefold() in ("q", "salir", "quit"):
                return 0
        for number, line in enumerate(lines[start : start + size], start=start + 1):
            console.print(Text(f"{number:>4}  {line}"))
    result = result_text(game.view(0, lang), lang)
    console.print(result if result is not None else Text(tr("ui.replay.unfinished", lang)))
    return 0
