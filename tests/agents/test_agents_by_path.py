"""A researcher's own agents by import path (``package.module:Name``, with keyword
arguments), in matches on one process or two, and a match's games written as JSON lines or
CSV — a game that crashes recorded as an error, never scored (issue 21)."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from grimorio.agents import match_export
from grimorio.agents.factory import (
    AgentSpecError,
    CallableAgent,
    ImportedAgent,
    make_agent,
    parse_spec,
)
from grimorio.agents.match import play_match
from grimorio.agents.random_agent import RandomAgent
from grimorio.cli import main as cli

AGENTS = '''
from grimorio.core.decisions import Decision, Option

MADE = []


class Greedy:
    """Plays the first option that is not a pass; records how it was made."""

    def __init__(self, seed: int = 0, depth: int = 1, think: float = 0.0) -> None:
        self.seed, self.depth, self.think = seed, depth, think
        MADE.append((seed, depth, think))

    def decide(self, game, decision: Decision) -> Option:
        moves = [o for o in decision.options if o.id != "pass"]
        return (moves or list(decision.options))[0]


def lazy(game, decision):
    return decision.options[-1]


def as_function():
    return lazy


class Silent:
    pass


def broken(seed):
    raise RuntimeError("no agent today")


class Crashes(Greedy):
    def decide(self, game, decision):
        if len(game.answers) > 5:
            raise KeyError("lost my way")
        return super().decide(game, decision)
'''


@pytest.fixture
def agents_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A module of agents in a folder of its own, importable under a fresh name; the
    current folder is that folder (where a researcher runs ``grimorio``)."""
    name = f"my_agents_{uuid.uuid4().hex[:8]}"
    (tmp_path / f"{name}.py").write_text(AGENTS, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


def test_a_spec_is_a_kind_or_an_import_path_with_literal_keywords() -> None:
    assert parse_spec("heuristic") == "heuristic"
    assert parse_spec(" pkg.mod:Agent ") == ImportedAgent("pkg.mod", "Agent")
    found = parse_spec('pkg.mod:make(depth=2, name="x", weights=[1, 2.5], sure=True)')
    assert found == ImportedAgent(
        "pkg.mod", "make", (("depth", 2), ("name", "x"), ("weights", [1, 2.5]), ("sure", True))
    )


@pytest.mark.parametrize(
    ("spec", "english"),
    [
        ("nobody", "There is no agent 'nobody'"),
        ("", "An agent is named by a text"),
        ("pkg.mod:", "what follows ':' is no name"),
        ("pkg-mod:Agent", "the module is not a name"),
        ("pkg.mod:Agent(depth=2", "the closing parenthesis is missing"),
        ("pkg.mod:Agent(2)", "only keyword arguments are accepted"),
        ("pkg.mod:Agent(**opts)", "only keyword arguments are accepted"),
        ("pkg.mod:Agent(x=__import__('os'))", "the value of 'x' is not a literal"),
        ("pkg.mod:Agent(x=)", "the arguments can't be read"),
    ],
)
def test_a_bad_spec_is_refused_in_both_languages_and_nothing_is_run(
    spec: str, english: str
) -> None:
    with pytest.raises(AgentSpecError) as refused:
        make_agent(spec)
    assert english in refused.value.message("en")
    assert refused.value.message("es") != refused.value.message("en")


def test_an_imported_class_gets_its_arguments_its_seed_and_the_thinking_time(
    agents_module: str,
) -> None:
    agent = make_agent(f"{agents_module}:Greedy(depth=3)", seed=41, think=0.5)
    module = sys.modules[agents_module]
    assert type(agent).__name__ == "Greedy" and module.MADE[-1] == (41, 3, 0.5)
    # a seed written in the spec wins over the game's
    make_agent(f"{agents_module}:Greedy(seed=7)", seed=41)
    assert module.MADE[-1][0] == 7


def test_a_factory_may_give_a_plain_function_of_the_game_and_the_decision(
    agents_module: str,
) -> None:
    agent = make_agent(f"{agents_module}:as_function")
    assert isinstance(agent, CallableAgent)
    result = play_match(f"{agents_module}:as_function", "random", 2, seed=3)
    assert not result.errors and len(result.finished) == 2


@pytest.mark.parametrize(
    ("name", "english"),
    [
        ("Silent", "which has no decide(game, decision)"),
        ("broken", "could not make an agent: RuntimeError: no agent today"),
        ("Missing", "has no class or function 'Missing'"),
    ],
)
def test_an_object_that_makes_no_agent_is_refused(
    agents_module: str, name: str, english: str
) -> None:
    with pytest.raises(AgentSpecError) as refused:
        make_agent(f"{agents_module}:{name}")
    assert english in refused.value.message("en")


def test_a_module_that_is_not_there_is_named() -> None:
    with pytest.raises(AgentSpecError) as refused:
        make_agent("no_such_package_here.agents:Greedy")
    assert "Could not import the module 'no_such_package_here.agents'" in refused.value.message(
        "en"
    )


def test_an_imported_agent_plays_the_same_games_on_one_process_or_two(
    agents_module: str,
) -> None:
    spec = f"{agents_module}:Greedy(depth=2)"
    alone = play_match(spec, "random", 4, seed=11, jobs=1)
    shared = play_match(spec, "random", 4, seed=11, jobs=2)
    assert alone.games == shared.games and not alone.errors
    assert alone.stats(0).decisions > 0


def test_the_rows_name_the_game_the_seats_the_decks_and_the_winner(
    agents_module: str, tmp_path: Path
) -> None:
    spec = f"{agents_module}:Greedy"
    result = play_match(spec, "random", 4, seed=2)
    rows = match_export.rows(result)
    assert [r["game"] for r in rows] == [0, 1, 2, 3]
    for r, g in zip(rows, result.games, strict=True):
        assert tuple(r) == match_export.COLUMNS
        assert r["deal_seed"] == 2 + r["game"] // 2 and r["seat_a"] == r["game"] % 2
        assert (r["seat0_agent"], r["seat1_agent"]) == (
            (spec, "random") if r["seat_a"] == 0 else ("random", spec)
        )
        assert {r["seat0_deck"], r["seat1_deck"]} <= {"Azul-negro", "Rojo-verde", "Blanco-rojo"}
        if r["winner"] is not None:  # the winner's seat is where that agent sat
            winner_agent = spec if r["winner"] == "a" else "random"
            assert r[f"seat{r['winner_seat']}_agent"] == winner_agent
            assert r["reason"] and r["outcome"] == r["winner"]
        assert r["decisions_a"] == g.decisions[0] and r["turns"] == g.turns
    jsonl, table = tmp_path / "r.jsonl", tmp_path / "r.csv"
    match_export.write(result, jsonl)
    match_export.write(result, table)
    back = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert back == rows
    with table.open(encoding="utf-8", newline="") as f:
        read = list(csv.DictReader(f))
    assert [r["game"] for r in read] == ["0", "1", "2", "3"]
    assert [r["seat0_agent"] for r in read] == [r["seat0_agent"] for r in rows]
    with pytest.raises(ValueError, match="jsonl or csv"):
        match_export.write(result, tmp_path / "r.txt")


def test_a_game_that_crashes_is_an_error_row_never_scored(agents_module: str) -> None:
    result = play_match(f"{agents_module}:Crashes", "random", 2, seed=5)
    assert len(result.errors) == 2 and not result.finished
    stats = result.stats(0)
    assert (stats.wins, stats.losses, stats.draws) == (0, 0, 0)
    for row in match_export.rows(result):
        assert row["outcome"] == "error" and row["winner"] is None
        assert row["error"].startswith("KeyError: 'lost my way'")


def test_the_command_finds_an_agent_file_in_the_current_folder(tmp_path: Path) -> None:
    """``grimorio match my_pkg.agents:Greedy heuristic --out results.jsonl`` as a researcher
    types it, with the installed command, in the folder of their own package."""
    package = tmp_path / "my_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "agents.py").write_text(AGENTS, encoding="utf-8")
    command = Path(sys.executable).with_name("grimorio")
    assert command.exists(), "the grimorio command is installed beside the interpreter"
    args = ["match", "my_pkg.agents:Greedy", "heuristic", "--games", "2", "--jobs", "1"]
    done = subprocess.run(
        [str(command), *args, "--out", "results.jsonl", "--lang", "en"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert [r["agent_a"] for r in rows] == ["my_pkg.agents:Greedy"] * 2
    assert all(r["outcome"] in ("a", "b", "draw") for r in rows)
    assert "2 games written to results.jsonl" in done.stdout


def test_the_command_refuses_a_bad_output_before_playing(tmp_path: Path) -> None:
    assert cli.main(["match", "random", "random", "--out", str(tmp_path / "r.txt")]) == 2
    missing = tmp_path / "nowhere" / "r.jsonl"
    assert cli.main(["match", "random", "random", "--out", str(missing), "--lang", "en"]) == 2


def test_a_random_agent_is_still_made_by_name() -> None:
    assert isinstance(make_agent("random", 3), RandomAgent)
