"""``grimorio replay FILE``: step through the log of a saved game, a page at a time, and
see the board at any line of it (``ir N``), stepping forward and back one decision at a
time (``+``/``-``). The board is the first player's view (as they saw it, CR 400.2),
rebuilt by replaying the saved answers (DESIGN principle 3)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from grimorio.cli import recent, screen
from grimorio.cli.screen import result_text
from grimorio.cli.texts import tr
from grimorio.deck import Deck
from grimorio.game import CONCEDE, Game
from grimorio.save_check import uses_test_cards
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


CHECKPOINT = 25  # answers between two kept states of a replayed game


class Timeline:
    """A saved game's states after each of its answers, rebuilt by replaying them from the
    seed and decks (DESIGN principle 3): one kept every :data:`CHECKPOINT` answers, the
    others replayed from the nearest. ``marks[k]`` is the log's length after ``k`` answers."""

    def __init__(self, game: Game) -> None:
        state = game.state
        self.answers = list(state.answers)
        current = Game.new(
            [Deck(tuple(deck)) for deck in state.decks],
            seed=state.seed,
            players=tuple(p.name for p in state.players),
            auto_pass=state.auto_pass,
            test_cards=uses_test_cards(state.decks),
        )
        self.kept = {0: current.clone()}
        self.marks = [len(current.state.log)]
        for k, answer in enumerate(self.answers, start=1):
            _answer(current, answer)
            self.marks.append(len(current.state.log))
            if k % CHECKPOINT == 0:
                self.kept[k] = current.clone()

    def at(self, k: int) -> Game:
        """The game after its first ``k`` answers."""
        base = max(i for i in self.kept if i <= k)
        game = self.kept[base].clone()
        for answer in self.answers[base:k]:
            _answer(game, answer)
        return game

    def step_of_line(self, line: int) -> int:
        """The first state whose log has line ``line`` (counted from 1)."""
        for k, size in enumerate(self.marks):
            if size >= line:
                return k
        return len(self.marks) - 1


def _answer(game: Game, answer: str) -> None:
    if answer.startswith(f"{CONCEDE}:"):
        game.concede(int(answer.partition(":")[2]))
    else:
        game.submit(answer)


def board(timeline: Timeline, k: int, lang: str, console: Console) -> None:
    """The board after ``k`` answers, as the first player saw it, with the last log lines
    numbered from the start of the game (the numbers ``ir N`` takes)."""
    game = timeline.at(k)
    size = len(game.state.log)
    lines = [
        recent.Line(i + 1, line.text, line.mark)
        for i, line in zip(
            range(max(0, size - 8), size), recent.last(game, 8, lang, 0), strict=True
        )
    ]
    extras = screen.Extras(recent=lines, fresh=True)
    console.print(screen.screen(game.view(0, lang), lang, extras=extras))
    console.print(Text(tr("ui.replay.at", lang, k, len(timeline.answers), size), style="bold"))


def browse(game: Game, lang: str, console: Console, read: Callable[[str], str], line: int) -> int:
    """Board mode: ``+``/``-`` a decision forward or back, ``ir N`` to line N, ``q`` ends."""
    try:
        timeline = Timeline(game)
    except ValueError:
        console.print(Text(tr("ui.replay.no_board", lang)))
        return 0
    k = timeline.step_of_line(line)
    while True:
        board(timeline, k, lang, console)
        try:
            answer = read(tr("ui.replay.board", lang)).strip().casefold()
        except (EOFError, KeyboardInterrupt):
            console.print()
            return 0
        words = answer.split()
        if answer in ("q", "salir", "quit"):
            return 0
        if answer in ("+", "", "siguiente", "next", "adelante"):
            k = min(k + 1, len(timeline.answers))
        elif answer in ("-", "anterior", "back", "atrás", "atras"):
            k = max(k - 1, 0)
        elif len(words) == 2 and words[0] in ("ir", "go") and words[1].isdigit():
            k = timeline.step_of_line(int(words[1]))
        else:
            console.print(Text(tr("ui.replay.bad", lang)))


def replay(
    game: Game,
    lang: str = "es",
    console: Console | None = None,
    read: Callable[[str], str] | None = None,
    page: int = 0,
) -> int:
    """Show the log ``page`` lines at a time (Enter for more, ``ir N`` for the board at line
    N, ``q`` to stop); with ``read`` None and stdin not a terminal, everything is printed
    at once."""
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
            words = answer.strip().casefold().split()
            if words in (["q"], ["salir"], ["quit"]):
                return 0
            if len(words) == 2 and words[0] in ("ir", "go") and words[1].isdigit():
                return browse(game, lang, console, read, int(words[1]))
        for number, line in enumerate(lines[start : start + size], start=start + 1):
            console.print(Text(f"{number:>4}  {line}"))
    result = result_text(game.view(0, lang), lang)
    console.print(result if result is not None else Text(tr("ui.replay.unfinished", lang)))
    return 0
