"""``grimorio play --ai KIND --think SECONDS``: the computer's agent, in the terminal game and
in ``--demo``; bad values exit 2 with a message in the chosen language."""

from __future__ import annotations

import io

import pytest

from grimorio.agents.random_agent import RandomAgent
from grimorio.cli import main as cli
from grimorio.cli.play import play_demo
from grimorio.cli.terminal import opponent_agent

Capture = pytest.CaptureFixture[str]


def test_opponent_agent_is_the_kind_asked_for() -> None:
    agent = opponent_agent("random", 4)
    assert isinstance(agent, RandomAgent)
    with pytest.raises(ValueError, match="ningún agente"):
        opponent_agent("nadie", 4)


def test_demo_with_each_kind_is_deterministic(capsys: Capture) -> None:
    assert cli.main(["play", "--demo", "--ai", "random", "--seed", "6"]) == 0
    out = capsys.readouterr().out
    assert out.strip() == play_demo(6, ai="random").strip()
    assert "Resultado:" in out
    assert play_demo(6, ai="random") != play_demo(6, ai="heuristic")


def test_the_default_opponent_is_the_heuristic_agent(
    monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    made: list[tuple[str, float]] = []
    real = opponent_agent

    def spy(kind: str, seed: int, think: float = 1.0) -> object:
        made.append((kind, think))
        return real(kind, seed, think)

    monkeypatch.setattr("grimorio.cli.play.opponent_agent", spy)
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    assert cli.main(["play", "--seed", "2"]) == 0
    assert made and all(m == ("heuristic", 1.0) for m in made)
    made.clear()
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    assert cli.main(["play", "--seed", "2", "--ai", "random", "--think", "0.5"]) == 0
    assert made and all(m == ("random", 0.5) for m in made)
    assert "Hasta la próxima." in capsys.readouterr().out


def test_bad_think_or_ai(capsys: Capture) -> None:
    assert cli.main(["play", "--ai", "random", "--think", "0"]) == 2
    assert "--think debe ser un número de segundos mayor que 0" in capsys.readouterr().err
    assert cli.main(["play", "--demo", "--think", "-1", "--lang", "en"]) == 2
    assert "--think must be a number of seconds greater than 0" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        cli.main(["play", "--ai", "nadie"])
    assert exit_.value.code == 2
    assert "invalid choice: 'nadie'" in capsys.readouterr().err
