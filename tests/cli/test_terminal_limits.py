"""Typed answers in the terminal are bounded (issue 17): a line longer than the limit gets a
clear message in the player's language and the question again; the game is unchanged."""

from __future__ import annotations

import io

from rich.console import Console

from grimorio import Game
from grimorio.cli.terminal import MAX_TYPED, Terminal, opponent_agent
from grimorio.sample_decks import pairing

_SIZE = lambda: (120, 50)  # noqa: E731  (a terminal as large as the full screen needs)


def play(lines: list[str], lang: str) -> tuple[Terminal, Game, str]:
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None, highlight=False)
    typed = iter(lines)

    def read(prompt: str) -> str:
        return next(typed)

    game = Game.new(decks=pairing(4), seed=4)
    t = Terminal(game, opponent_agent("random", 4), lang, console, None, read, True, _SIZE)
    t._advance()
    before = game.clone()
    assert t.run() == 0
    return t, before, out.getvalue()


def test_a_long_line_is_refused_and_changes_nothing() -> None:
    for lang, reply in (("es", "demasiado larga"), ("en", "too long")):
        huge = "1" + " " * MAX_TYPED + "1"  # would be option 1 if it were read
        t, before, text = play([huge, "x" * 10_000_000, "salir", "s"], lang)
        assert t.game == before
        assert text.count(reply) == 2
        assert "x" * 100 not in text  # the line is not echoed back
