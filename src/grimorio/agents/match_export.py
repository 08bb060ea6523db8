"""A match's games as data: one row per game, written as JSON lines or CSV for analysis
(``grimorio match ... --out results.jsonl``).

Each row names the game (its number, the deal's seed, the agents' seeds), who sat where
with which deck, how it ended (the winner as agent, seat and side; the CR rule of the end,
104; whether the match's caps stopped it) and what it cost (turns, decisions and time per
decision of each agent). A game that raised has ``outcome`` "error", its message in
``error`` and no winner: it is recorded, never scored.

A duel's columns are :data:`COLUMNS`. At a table of ``N`` players (CR 800.1) the columns
are :func:`columns` ``(N)``: the same ones for agents ``a`` to the ``N``-th letter and
seats ``0`` to ``N - 1``, and the seat of every agent (``seat_a``, ``seat_b``, ...; in a
duel only ``seat_a``, B sitting at the other seat); ``winner`` is the winning agent's
letter (CR 104.2a: the last player left).
"""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from grimorio.agents.match import agent_seed
from grimorio.agents.match_result import LETTERS, GameRecord, MatchResult

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


def columns(players: int = 2) -> tuple[str, ...]:
    """The columns of a match of ``players`` agents, in order (:data:`COLUMNS` in a duel)."""
    agents = LETTERS[:players].lower()
    seats = range(players)
    located = agents[:1] if players == 2 else agents  # a duel: B sits at the other seat
    return (
        "game",
        "deal_seed",
        *(f"agent_{x}" for x in agents),
        *(f"seed_{x}" for x in agents),
        *(f"seat_{x}" for x in located),
        *(f"seat{k}_agent" for k in seats),
        *(f"seat{k}_deck" for k in seats),
        "outcome",
        "winner",
        "winner_seat",
        "reason",
        "capped",
        "turns",
        *(f"decisions_{x}" for x in agents),
        *(f"ms_per_decision_{x}" for x in agents),
        *(f"slowest_ms_{x}" for x in agents),
        "error",
    )


def rows(result: MatchResult) -> list[dict[str, Any]]:
    """The games of ``result``, in order, one dict a game with :func:`columns` of its
    table (:data:`COLUMNS` in a duel) as keys."""
    return [_row(result, g) for g in result.games]


def _row(result: MatchResult, g: GameRecord) -> dict[str, Any]:
    agents = result.agents
    n = len(agents)
    letters = LETTERS[:n].lower()
    winner = g.outcome.winner
    row: dict[str, Any] = {"game": g.index, "deal_seed": g.seed}
    row.update({f"agent_{x}": agents[j] for j, x in enumerate(letters)})
    row.update({f"seed_{x}": agent_seed(g.seed, g.index, j, n) for j, x in enumerate(letters)})
    row.update({f"seat_{x}": g.seat_of(j) for j, x in enumerate(letters) if n > 2 or j == 0})
    row.update({f"seat{k}_agent": agents[g.agent_at(k)] for k in range(n)})
    row.update({f"seat{k}_deck": g.decks[k] for k in range(n)})
    row.update(
        {
            "outcome": str(g.outcome),
            "winner": None if winner is None else letters[winner],
            "winner_seat": g.winner_seat,
            "reason": g.rule,
            "capped": g.capped,
            "turns": g.turns,
        }
    )
    row.update({f"decisions_{x}": g.decisions[j] for j, x in enumerate(letters)})
    row.update(
        {f"ms_per_decision_{x}": _ms(g.seconds[j], g.decisions[j]) for j, x in enumerate(letters)}
    )
    row.update({f"slowest_ms_{x}": round(1000 * g.slowest[j], 3) for j, x in enumerate(letters)})
    row["error"] = g.error
    return row


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
            writer = csv.DictWriter(f, fieldnames=columns(result.players))
            writer.writeheader()
            writer.writerows(out)
