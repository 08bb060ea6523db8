"""``grimorio play --game inferno`` in the terminal: the screens speak Inferno (deck,
*Infierno*, energy, resources counted and never named: I-106, I-305.2), a person plays a
card by number, the demo plays a game to its end, and a bad decklist is refused."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from grimorio import Game
from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.cli import main as cli
from grimorio.cli.terminal import Terminal, opponent_agent


def _session(lines: list[str], size: tuple[int, int]) -> tuple[Terminal, str]:
    out = io.StringIO()
    console = Console(file=out, width=size[0], color_system=None, highlight=False)
    typed = list(lines)

    def keyboard(prompt: str) -> str:
        if not typed:
            raise EOFError
        return typed.pop(0)

    game = Game.new(decks=DEMO_DECKS, seed=2, game="inferno")
    t = Terminal(
        game, opponent_agent("random", 2), "es", console, None, keyboard, True, lambda: size
    )
    t._advance()
    t.run()
    return t, out.getvalue()


@pytest.mark.parametrize("size", [(160, 50), (100, 30)])  # the full and the compact screen
def test_the_screen_speaks_inferno_and_hides_resources(size: tuple[int, int]) -> None:
    t, text = _session(["1", "1", "salir", "s"], size)
    assert "Mazo" in text or "mazo" in text
    assert "nfierno" in text and "recurso" in text
    assert "Vidas" not in text and "vidas" not in text and "Biblioteca" not in text
    assert "roba" not in text and "Lanzar" not in text
    state = t.game.state
    hidden = {
        state.objects[o].card.removeprefix("inferno:")
        for o in state.zones["battlefield"]
        if state.objects[o].face_down
    }
    for line in text.splitlines():
        if "recurso" in line:
            assert not any(name in line for name in hidden), line


def test_a_person_plays_a_card_by_its_number() -> None:
    t, text = _session(["1", "1", "1", "salir", "s"], (160, 50))
    assert "Jugar " in text
    assert any(e.key == "cast" for e in t.game.state.log)


def test_the_demo_plays_an_inferno_game_to_its_end(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--game", "inferno", "--demo", "--seed", "4", "--ai", "random"]) == 0
    out = capsys.readouterr().out
    assert "gana" in out and "(I-104.2a" in out


def test_a_bad_inferno_deck_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An Inferno decklist without a demon (I-100.2), or naming a Magic card, is refused
    with its reason, before any game is made."""
    path = tmp_path / "mazo.txt"
    path.write_text("40 Kirch de las trincheras\n3 Llanura\n")
    assert cli.main(["play", "--game", "inferno", "--deck", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Llanura" in err and "línea 2" in err
