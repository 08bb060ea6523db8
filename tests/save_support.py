"""Real mid-game saves and single-field mutations of them (issue 17: edited saved games), for
tests/core/test_save_validation.py, tests/core/test_mutated_saves.py and
tools/mutate_saves.py."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.deck import Deck
from grimorio.pool_decks import pool_pairing
from grimorio.sample_decks import pairing as sample_pairing
from grimorio.save_check import check_state
from grimorio.save_formats import SaveError

# (seed, answers): seeded random games stopped at various points — the opening hands, the
# first turns, mid-game with permanents, spells and triggers about, and a finished game
POINTS = ((1, 3), (2, 120), (3, 60), (4, 80), (5, 40), (6, 150), (7, 10**6))


def decks(seed: int) -> tuple[Deck, Deck]:
    """Even seeds: two sample decks; odd seeds: two decks drawn from the whole pool."""
    return sample_pairing(seed // 2) if seed % 2 == 0 else pool_pairing(seed // 2)


def play(game: Game, seed: int, answers: int | None = None) -> Game:
    """Random agents answer until the game ends, or ``answers`` answers have been given."""
    agents = [RandomAgent(seed * 7 + 1), RandomAgent(seed * 7 + 2)]
    while not game.over and (answers is None or len(game.answers) < answers):
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(None, decision))
    return game


def mid_game(seed: int, answers: int) -> Game:
    return play(Game.new(decks=decks(seed), seed=seed), seed, answers)


def raw(game: Game) -> dict[str, Any]:
    """The saved document as JSON data, to edit."""
    data: dict[str, Any] = json.loads(game.to_json())
    return data


def objects(doc: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """The saved objects by id (an int-keyed dict is saved as ``{"$i": [[id, obj], ...]}``)."""
    return {oid: obj for oid, obj in doc["state"]["objects"]["$i"]}


def refused(doc: dict[str, Any] | str, verify: bool = True) -> SaveError:
    """The SaveError loading ``doc`` raises, its messages checked in both languages."""
    text = doc if isinstance(doc, str) else json.dumps(doc)
    try:
        Game.from_json(text, verify=verify)
    except SaveError as error:
        es, en = error.message("es"), error.message("en")
        assert str(error) == es and es.startswith("partida guardada no válida")
        assert en.startswith("not a valid saved game") and es != en
        assert error.path in es and error.path in en
        return error
    raise AssertionError("the edited save was loaded")


# -- mutations ------------------------------------------------------------------------------
HUGE = 2**70


@dataclass(frozen=True)
class Mutation:
    where: tuple[str | int, ...]
    what: str

    def __str__(self) -> str:
        return f"{'/'.join(map(str, self.where))}: {self.what}"


def _nodes(node: Any, path: tuple[str | int, ...]) -> Iterator[tuple[str | int, ...]]:
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _nodes(v, (*path, i))


def _get(doc: Any, path: tuple[str | int, ...]) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def _choices(value: Any, rng: random.Random, ids: list[int]) -> list[tuple[str, Any]]:
    """What a value may become: (description, new value); ``...`` deletes it."""
    out: list[tuple[str, Any]] = [("delete", ...), ("null", None)]
    if type(value) is int:
        other = 1 - value if value in (0, 1) else value + 1
        out += [("-1", -1), ("huge", HUGE), ("other seat", other), ("7", 7), ("string", str(value))]
        out += [("bool", True), ("another id", rng.choice(ids))]
    elif type(value) is str:
        out += [("empty", ""), ("x", "x"), ("hand/7", "hand/7"), ("Llanura", "Llanura")]
        out += [("a number", 0), ("pass", "pass")]
    elif type(value) is bool:
        out += [("negated", not value), ("1", 1), ("string", "true")]
    elif type(value) is list:
        out += [("empty list", []), ("object", {}), ("string", "x")]
        if len(value) >= 2:
            i, j = rng.sample(range(len(value)), 2)
            swapped = list(value)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            out += [(f"swap {i} and {j}", swapped), (f"duplicate {i}", [*value, value[i]])]
    elif type(value) is dict:
        out += [("empty object", {}), ("list", []), ("unknown key", {**value, "zz": 1})]
        if value:
            key = rng.choice(list(value))
            out.append((f"without {key}", {k: v for k, v in value.items() if k != key}))
    return out


def mutate(doc: dict[str, Any], rng: random.Random) -> tuple[Mutation, dict[str, Any]]:
    """One single-field mutation of a saved document: a field of the state chosen first (so
    that the long log doesn't take most of them), then any value below it."""
    state = doc["state"]
    field = rng.choice(sorted(k for k in state if k != "$c"))
    paths = list(_nodes(state[field], ("state", field)))
    path = rng.choice(paths)
    ids = [oid for oid, _ in state["objects"]["$i"]] or [1]
    what, new = rng.choice(_choices(_get(doc, path), rng, ids))
    mutated = copy.deepcopy(doc)
    parent = _get(mutated, path[:-1])
    if new is ...:
        del parent[path[-1]]
    else:
        parent[path[-1]] = new
    return Mutation(path, what), mutated


# The rules' own data, which the checks read only as far as their records go
INTERNAL = frozenset(("ability", "pattern", "change", "trigger", "activated", "parts", "args"))


def internal(mutation: Mutation) -> bool:
    return mutation.where[1] in ("queue", "interrupts") or any(
        step in INTERNAL for step in mutation.where[2:]
    )


@dataclass
class Outcome:
    refused: int = 0
    loaded: int = 0  # and played to its end
    # verify=False only: loaded, then broke while playing on, the mutation being inside the
    # rules' own data (a pending step, an ability, a pattern, an option's arguments), which
    # only the replay checks
    internal_breaks: int = 0
    failures: list[str] | None = None


def try_mutations(count: int, seed: int, verify: bool = True) -> Outcome:
    """``count`` mutations of the saves at :data:`POINTS`: each must be refused with a
    SaveError, or load a game that passes the invariants and plays to its end."""
    rng = random.Random(seed)
    saves = [(s, raw(mid_game(s, n))) for s, n in POINTS]
    outcome = Outcome(failures=[])
    assert outcome.failures is not None
    for n in range(count):
        game_seed, doc = saves[n % len(saves)]
        mutation, mutated = mutate(doc, rng)
        try:
            game = Game.from_json(json.dumps(mutated), verify=verify)
        except SaveError:
            outcome.refused += 1
            continue
        except Exception as exc:
            outcome.failures.append(f"{mutation}: {type(exc).__name__}: {str(exc)[:150]}")
            continue
        try:
            check_state(game.state)
            play(game, game_seed + n)
            assert game.over
            check_state(game.state)
        except Exception as exc:
            if not verify and internal(mutation):
                outcome.internal_breaks += 1
            else:
                outcome.failures.append(
                    f"{mutation}, playing on: {type(exc).__name__}: {exc!s:.150}"
                )
            continue
        outcome.loaded += 1
    return outcome
