"""Reading, playing and checking a scenario (the format is in ``docs/scenarios.md``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from grimorio.core.decisions import IllegalAction
from grimorio.game import Game
from grimorio.mtg.state.decision_kinds import DecisionKind
from grimorio.mtg.state.state import STEPS
from grimorio.scenario.actions import answer_for
from grimorio.scenario.board import build
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.expect import first_difference
from grimorio.scenario.inline_cards import declare

TOP = {"name", "rule", "rules", "description", "source", "cards", "setup", "actions", "expect"}
SETUP = {"turn", "active", "step", "players", "seed", "auto_mana", "auto_pass", "start"}
PLAYER = {"life", "library", "hand", "battlefield", "graveyard", "exile"}
DEFAULT_NAMES = ("Norte", "Sur")


@dataclass(frozen=True)
class Outcome:
    """How a scenario went: ``passed``, or the first difference or error as ``message``."""

    name: str
    passed: bool
    message: str = ""
    game: Game | None = None


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read and check the shape of a scenario file; ScenarioError names what is wrong."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: can't be read ({exc})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{path}: not valid YAML ({exc})") from exc
    return check_shape(data, str(path))


def check_shape(data: Any, where: str = "scenario") -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a scenario is a mapping with setup, actions and expect")
    unknown = set(data) - TOP
    if unknown:
        raise ScenarioError(f"{where}: unknown sections {sorted(unknown)}; use {sorted(TOP)}")
    if not isinstance(data.get("setup"), dict):
        raise ScenarioError(f"{where}: 'setup' is required")
    if not isinstance(data.get("expect"), dict):
        raise ScenarioError(f"{where}: 'expect' is required")
    bad = set(data["setup"]) - SETUP
    if bad:
        raise ScenarioError(f"{where}: unknown setup fields {sorted(bad)}; use {sorted(SETUP)}")
    if not isinstance(data.get("actions", []), list):
        raise ScenarioError(f"{where}: 'actions' is a list")
    return data


def _players(setup: dict[str, Any]) -> tuple[tuple[str, ...], list[dict[str, Any]]]:
    raw = setup.get("players", {})
    if not isinstance(raw, dict):
        raise ScenarioError("setup.players maps each player's name (or 0 and 1) to their zones")
    keys = list(raw)
    names = DEFAULT_NAMES
    if keys and all(isinstance(k, str) for k in keys) and not set(keys) <= set(DEFAULT_NAMES):
        if len(keys) != 2:
            raise ScenarioError("a scenario has exactly two players")
        names = (keys[0], keys[1])
    boards: list[dict[str, Any]] = [{}, {}]
    for key, zones in raw.items():
        index = key if isinstance(key, int) else names.index(key) if key in names else -1
        if index not in (0, 1):
            raise ScenarioError(f"unknown player {key!r}; use {list(names)} or 0 and 1")
        zones = zones or {}
        if not isinstance(zones, dict) or set(zones) - PLAYER:
            raise ScenarioError(f"player {key!r}: use the fields {sorted(PLAYER)}")
        boards[index] = zones
    return names, boards


def setup_game(data: dict[str, Any]) -> Game:
    for spec in data.get("cards", []) or []:
        declare(spec)
    setup = data["setup"]
    names, boards = _players(setup)
    if setup.get("start"):  # a whole game from its start (CR 103): each library is a deck
        decks = [boards[p].get("library") or [] for p in (0, 1)]
        extra = (set(boards[0]) | set(boards[1])) - {"library"}
        if extra:
            raise ScenarioError(f"a game from its start takes only libraries, not {sorted(extra)}")
        try:
            return Game.new(
                decks=decks,
                seed=int(setup.get("seed", 0)),
                players=names,
                auto_pass=bool(setup.get("auto_pass", False)),
                test_cards=True,  # whatever test-only cards this run has registered
            )
        except (KeyError, ValueError, TypeError) as exc:
            raise ScenarioError(f"setup: {exc}") from exc
    active = setup.get("active", 0)
    active = names.index(active) if active in names else active
    if active not in (0, 1):
        raise ScenarioError(f"setup.active must be one of {list(names)}, not {active!r}")
    step = setup.get("step", "main1")
    if step not in STEPS:
        raise ScenarioError(f"unknown step {step!r}; one of {', '.join(STEPS)}")

    def zone(name: str) -> tuple[list[Any], list[Any]]:
        lists = (boards[0].get(name) or [], boards[1].get(name) or [])
        if not all(isinstance(x, list) for x in lists):
            raise ScenarioError(f"{name} must be a list of cards")
        return lists

    try:
        return build(
            hands=zone("hand"),
            battlefields=zone("battlefield"),
            libraries=zone("library"),
            graveyards=zone("graveyard"),
            exiles=zone("exile"),
            life=(int(boards[0].get("life", 20)), int(boards[1].get("life", 20))),
            active=active,
            step=step,
            turn=int(setup.get("turn", 2)),
            seed=int(setup.get("seed", 0)),
            players=names,
            auto_pass=bool(setup.get("auto_pass", False)),
        )
    except (KeyError, ValueError, TypeError) as exc:
        raise ScenarioError(f"setup: {exc}") from exc


def play(game: Game, actions: list[Any], auto_mana: bool = True) -> None:
    """Answer decisions in order; a scripted answer that fits no option fails the run."""
    for n, action in enumerate(actions, 1):
        while True:
            d = game.pending
            if d is None:
                raise ScenarioError(f"action {n} ({action!r}): the game is already over")
            paying = isinstance(action, dict) and next(iter(action), "") in ("pagar", "pay")
            if auto_mana and d.kind == DecisionKind.MANA and not paying:
                game.submit("mana:auto")  # automatic payment unless the script pays itself
                continue
            break
        try:
            game.submit(answer_for(game, d, action))
        except ScenarioError as exc:
            raise ScenarioError(f"action {n} ({action!r}): {exc}") from exc
        except IllegalAction as exc:
            raise ScenarioError(f"action {n} ({action!r}): {exc}") from exc
    while auto_mana and game.pending is not None and game.pending.kind == DecisionKind.MANA:
        game.submit("mana:auto")


def run_scenario(data: Any, name: str = "scenario") -> Outcome:
    """Set up, play and check one scenario (already read from YAML)."""
    try:
        data = check_shape(data, name)
        title = str(data.get("name", name))
        game = setup_game(data)
        play(game, data.get("actions") or [], bool(data["setup"].get("auto_mana", True)))
        difference = first_difference(game, data["expect"])
    except ScenarioError as exc:
        return Outcome(name, False, f"error: {exc}")
    if difference is not None:
        return Outcome(title, False, difference, game)
    return Outcome(title, True, "", game)


def run_file(path: str | Path) -> Outcome:
    try:
        data = load_scenario(path)
    except ScenarioError as exc:
        return Outcome(str(path), False, f"error: {exc}")
    return run_scenario(data, str(path))
