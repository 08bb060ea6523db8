"""A match's games as data: one row per game, written as JSON lines or CSV for analysis
(``grimorio match ... --out results.jsonl``).

Each row names the game (its number, the deal's seed, the agents' seeds), who sat where
with which deck, how it ended (the winner as agent, seat and side; the CR rule of the end,
104; whether the match's caps stopped it) and what it cost (turns, decisions and time per
decision of each agent). A game that raised has ``outcome`` "error", its message in
``error`` and no winner: it is recorded, never scored.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from grimorio.agents.match import agent_seed
from grimorio.agents.match_result import GameRecord, MatchResult, Outcome

# The columns, in order (a CSV file's header; the keys of each JSON object).
COLUMNS = (
    "game",
    "deal_seed",
    "agent_a",
    "agent_b",
    "seed_a",
    "seed_b",
    "seat_a",
    "seat0_agent",
    "seat1_agent",
    "seat0_deck",
    "seat1_deck",
    "outcome",
    "winner",
    "winner_seat",
    "reason",
    "capped",
    "turns",
    "decisions_a",
    "decisions_b",
    "ms_per_decision_a",
    "ms_per_decision_b",
    "slowest_ms_a",
    "slowest_ms_b",
    "error",
)
FORMATS = ("jsonl", "csv")


def rows(result: MatchResult) -> list[dict[str, Any]]:
    """The games of ``result``, in order, one dict a game with :data:`COLUMNS` as keys."""
    return [_row(result, g) for g in result.games]


def _row(result: MatchResult, g: GameRecord) -> dict[str, Any]:
    agents = (result.agent_a, result.agent_b)
    by_seat = (agents[0], agents[1]) if g.a_seat == 0 else (agents[1], agents[0])
    side = {Outcome.A: 0, Outcome.B: 1}.get(g.outcome)
    winner_seat = None if side is None else (g.a_seat if side == 0 else 1 - g.a_seat)
    return {
        "game": g.index,
        "deal_seed": g.seed,
        "agent_a": agents[0],
        "agent_b": agents[1],
        "seed_a": agent_seed(g.seed, g.index, 0),
        "seed_b": agent_seed(g.seed, g.index, 1),
        "seat_a": g.a_seat,
        "seat0_agent": by_seat[0],
        "seat1_agent": by_seat[1],
        "seat0_deck": g.decks[0],
        "seat1_deck": g.decks[1],
        "outcome": str(g.outcome),
        "winner": None if side is None else "ab"[side],
        "winner_seat": winner_seat,
        "reason": g.rule,
        "capped": g.capped,
        "turns": g.turns,
        "decisions_a": g.decisions[0],
        "decisions_b": g.decisions[1],
        "ms_per_decision_a": _ms(g.seconds[0], g.decisions[0]),
        "ms_per_decision_b": _ms(g.seconds[1], g.decisions[1]),
        "slowest_ms_a": round(1000 * g.slowest[0], 3),
        "slowest_ms_b": round(1000 * g.slowest[1], 3),
        "error": g.error,
    }


def _ms(seconds: float, decisions: int) -> float:
    return round(1000 * seconds / decisions, 3) if decisions else 0.0


def format_of(path: str | Path) -> str | None:
    """``"jsonl"`` or ``"csv"`` by the file's ending (``.jsonl``/``.json``/``.ndjson``,
    ``.csv``), or None."""
    suffix = Path(path).suffix.lower()
    if suffix in (".jsonl", ".ndjson", ".json"):
        return "jsonl"
    if suffix == ".csv":
        return "csv"
    return None


def write(result: MatchResult, path: str | Path, fmt: str | None = None) -> None:
    """Write the rows of ``result`` to ``path`` as JSON lines or CSV (``fmt``, else by the
    file's ending). ``ValueError`` for a format that is neither; ``OSError`` as the file
    system gives it."""
    fmt = fmt or format_of(path)
    if fmt not in FORMATS:
        raise ValueError(f"unknown results format {fmt!r}: jsonl or csv")
    out = rows(result)
    with open(path, "w", encoding="utf-8", newline="") as f:
        if fmt == "jsonl":
            for row in out:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        else:
            writer = csv.DictWriter(f, fieldnames=COLUMNS)
            writer.writeheader()
            writer.writerows(out)
