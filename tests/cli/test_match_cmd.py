"""``grimorio match``: the results table in Spanish and English, saved games, games that
raise (exit 1) and bad input (exit 2, a message in the chosen language, no traceback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio.agents import match
from grimorio.agents.base import Agent
from grimorio.agents.factory import make_agent
from grimorio.agents.match import play_match
from grimorio.cli import main as cli
from grimorio.cli.replay import load_game
from grimorio.core.decisions import Decision, Option

Capture = pytest.CaptureFixture[str]


def row(out: str, name: str) -> list[str]:
    """The cells of the table row that starts with ``name``."""
    line = next(x for x in out.splitlines() if x.startswith("│ " + name))
    return [cell.strip() for cell in line.strip("│").split("│")]


def test_table_in_spanish_by_default(capsys: Capture) -> None:
    assert cli.main(["match", "random", "random", "--games", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    expected = play_match("random", "random", 4, seed=3)
    for header in ("Agente", "Victorias", "Derrotas", "Empates", "% victorias (IC 95 %)"):
        assert header in out
    assert "random (A) contra random (B): 4 partidas, semilla 3" in out
    assert "Un empate cuenta como media victoria" in out
    for side, name in ((0, "random (A)"), (1, "random (B)")):
        s = expected.stats(side)
        cells = row(out, name)
        assert cells[1:4] == [str(s.wins), str(s.losses), str(s.draws)]
        rate = f"{100 * expected.win_rate(side):.1f}".replace(".", ",")
        assert cells[4].startswith(f"{rate} % (")  # a decimal comma in Spanish
        assert cells[6] == str(s.decisions)
    assert row(out, "Partidas ")[1] == "4"
    assert row(out, "Partidas con error")[1] == "0"
    assert row(out, "Cortadas")[1] == "0"
    mean = f"{expected.mean_turns:.1f}".replace(".", ",")
    assert row(out, "Duración media")[1] == f"{mean} turnos"


def test_table_in_english(capsys: Capture) -> None:
    args = ["match", "random", "random", "--games", "2", "--jobs", "2", "--lang", "en"]
    assert cli.main(args) == 0
    out = capsys.readouterr().out
    for text in ("Agent", "Wins", "Losses", "Draws", "Win rate (95 % CI)", "ms/decision (max)"):
        assert text in out
    assert "random (A) vs random (B): 2 games, seed 0" in out
    assert "A draw counts as half a win" in out
    assert row(out, "Mean length")[1].endswith(" turns")
    assert "Victorias" not in out


def test_save_and_given_decks(tmp_path: Path, capsys: Capture) -> None:
    mine = tmp_path / "mío.txt"
    mine.write_text("20 Pantano\n20 Asesinato\n", encoding="utf-8")
    other = tmp_path / "otro.txt"
    other.write_text("20 Montaña\n20 Pantano\n", encoding="utf-8")
    folder = tmp_path / "partidas"
    args = ["match", "random", "random", "--games", "2", "--save", str(folder)]
    assert cli.main([*args, "--deck", str(mine), "--opponent-deck", str(other)]) == 0
    capsys.readouterr()
    for i in (0, 1):
        game = load_game(folder / f"game-{i}.json")
        assert game.over
        assert "Murder" in game.state.decks[0] and "Mountain" in game.state.decks[1]
    assert cli.main(["replay", str(folder / "game-1.json")]) == 0
    assert "Fin de la partida" in capsys.readouterr().out


class Boom:
    """An agent that raises at its first decision."""

    def decide(self, game: object, decision: Decision) -> Option:
        raise RuntimeError("boom")


def test_a_game_that_raises_is_listed_and_the_exit_code_is_1(
    monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    def factory(kind: str, seed: int, think: float) -> Agent:
        return Boom() if seed % 4 == 1 else make_agent(kind, seed, think)  # agent B of game 0

    monkeypatch.setattr(match, "make_agent", factory)
    args = ["match", "random", "random", "--games", "2", "--seed", "5", "--jobs", "1"]
    assert cli.main(args) == 1
    out = capsys.readouterr().out
    assert "Error en la partida 0 (semilla 5, A en el asiento 0): RuntimeError: boom" in out
    assert row(out, "Partidas con error")[1] == "1"
    assert "Traceback" not in out


@pytest.mark.parametrize(
    ("args", "spanish", "english"),
    [
        (["nadie", "random"], "No hay ningún agente «nadie»", "There is no agent 'nadie'"),
        (["random", "random", "--games", "0"], "--games debe ser", "--games must be"),
        (["random", "random", "--think", "0"], "--think debe ser", "--think must be"),
        (["random", "random", "--jobs", "-1"], "--jobs debe ser", "--jobs must be"),
        (["random", "random", "--deck", "x.txt"], "van juntos", "go together"),
        (
            ["random", "random", "--deck", "/no/hay.txt", "--opponent-deck", "/no/hay.txt"],
            "No se pudo leer el mazo /no/hay.txt",
            "Could not read the deck /no/hay.txt",
        ),
    ],
)
def test_bad_input_exits_2_with_a_message(
    args: list[str], spanish: str, english: str, capsys: Capture
) -> None:
    assert cli.main(["match", *args]) == 2
    out, err = capsys.readouterr()
    assert spanish in err and not out and "Traceback" not in err
    assert cli.main(["match", *args, "--lang", "en"]) == 2
    assert english in capsys.readouterr().err


def test_an_inferno_match_with_decklists_of_inferno(tmp_path: Path, capsys: Capture) -> None:
    """``--game inferno`` (issue 22): Inferno decklists ('N nombre' lines, the demon among
    them, I-100.2) are read as such; a Magic card in one is refused with a message."""
    mine = tmp_path / "mio.txt"
    mine.write_text("1 Vástago de la Ceniza\n40 Kirch de las trincheras\n", encoding="utf-8")
    theirs = tmp_path / "suyo.txt"
    theirs.write_text("1 Señora de los Susurros\n40 Marioneta risueña\n", encoding="utf-8")
    args = ["match", "random", "random", "--games", "2", "--jobs", "1", "--game", "inferno"]
    assert cli.main([*args, "--deck", str(mine), "--opponent-deck", str(theirs)]) == 0
    assert "2 partidas" in capsys.readouterr().out
    bad = tmp_path / "malo.txt"
    bad.write_text("1 Vástago de la Ceniza\n40 Murder\n", encoding="utf-8")
    assert cli.main([*args, "--deck", str(bad), "--opponent-deck", str(theirs)]) == 2
    assert "No se pudo leer el mazo" in capsys.readouterr().err
