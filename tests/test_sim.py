"""Simulation at scale (``grimorio.sim``, issue 21): one game per seed, the same records on
one process, on several, and on Ray (a local single-machine Ray here); bad input refused
before any game; ``grimorio sim`` on the command line."""

from __future__ import annotations

import csv
import importlib.util
import sys
from pathlib import Path

import pytest

from grimorio.agents.match_result import Outcome
from grimorio.cli import main as cli
from grimorio.sim import Backend, run_games

HAS_RAY = importlib.util.find_spec("ray") is not None


def test_one_game_per_seed_with_seats_alternating_and_the_same_on_two_processes() -> None:
    seeds = [7, 3, 12, 5]
    alone = run_games(("random", "heuristic"), seeds=seeds, jobs=1)
    shared = run_games(("random", "heuristic"), seeds=seeds, jobs=2)
    assert alone.games == shared.games
    assert [g.seed for g in alone.games] == seeds
    assert [g.a_seat for g in alone.games] == [0, 1, 0, 1]
    assert not alone.errors and all(g.turns > 0 for g in alone.games)
    # the heuristic beats random nearly always: the agents are the ones asked for
    assert alone.stats(1).wins >= 3


@pytest.mark.skipif(not HAS_RAY, reason="Ray is not installed (pip install 'grimorio[ray]')")
def test_ray_plays_the_same_games_as_the_local_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RAY_ADDRESS", raising=False)  # a Ray of this machine, started here
    seeds = range(20, 24)
    local = run_games(("heuristic", "random"), seeds=seeds, jobs=2)
    seen: list[int] = []
    on_ray = run_games(
        ("heuristic", "random"),
        seeds=seeds,
        backend=Backend.RAY,
        jobs=2,
        progress=lambda r: seen.append(r.index),
    )
    assert on_ray.games == local.games and not on_ray.errors
    assert sorted(seen) == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"agent_specs": ("random",)}, "exactly two agent specs"),
        ({"seeds": []}, "at least one seed"),
        ({"backend": "cloud"}, "cloud"),
        ({"think": 0}, "think"),
        ({"agent_specs": ("random", "nobody")}, "ningún agente «nobody»"),
    ],
)
def test_bad_input_is_refused_before_any_game(kwargs: dict[str, object], message: str) -> None:
    args: dict[str, object] = {"agent_specs": ("random", "random"), "seeds": [1]}
    args.update(kwargs)
    with pytest.raises(ValueError, match=message):
        run_games(**args)  # type: ignore[arg-type]


def test_the_command_writes_one_row_per_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    out = tmp_path / "games.csv"
    code = cli.main(
        ["sim", "random", "heuristic", "--seeds", "4:8", "--jobs", "2", "--out", str(out)]
    )
    assert code == 0
    with out.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["deal_seed"] for r in rows] == ["4", "5", "6", "7"]
    assert [r["seat_a"] for r in rows] == ["0", "1", "0", "1"]
    assert all(r["outcome"] in {str(o) for o in Outcome} for r in rows)
    assert "4 partidas escritas" in capsys.readouterr().out


@pytest.mark.parametrize("seeds", ["x:y", "5:5", "3:1"])
def test_the_command_refuses_a_bad_range_of_seeds(
    seeds: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["sim", "random", "random", "--seeds", seeds])
    assert stopped.value.code == 2
    assert "seeds" in capsys.readouterr().err


def test_the_command_says_how_to_install_ray_when_it_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if Ray were not installed
    with pytest.raises(ModuleNotFoundError, match="grimorio\\[ray\\]"):
        run_games(("random", "random"), seeds=[1], backend="ray")
    code = cli.main(["sim", "random", "random", "--backend", "ray", "--lang", "en"])
    assert code == 2
    assert "--backend ray needs Ray: pip install 'grimorio[ray]'" in capsys.readouterr().err
