"""``grimorio match A B``: two agents play many games; a progress bar and a results table,
and with ``--out`` one row per game as JSON lines or CSV (``grimorio.agents.match_export``).
``grimorio sim A B --seeds 0:10000 --backend ray``: the same, one game per seed, on this
machine's processes or a Ray cluster (``grimorio.sim``).
An agent is a built-in kind or a researcher's own by import path, ``package.module:Name``
(``grimorio.agents.factory``).

Games of more than two players (CR 800.1): one agent a seat, ``grimorio match search
heuristic heuristic heuristic``, or ``--players N`` with the last agent named taking the
seats left (``grimorio match search heuristic --players 4`` is the same table). The seats
turn from game to game (game ``i``: agent A at seat ``i % N``); the tables add what each
seat won and, for a kind of agent at several seats, what its agents won together against
their fair share. ``--deck FILE`` may be repeated: the decks given (``--opponent-deck``
last) are dealt around the table.

The games, seats and decks are those of :func:`grimorio.agents.match.play_match`. The exit
code is 0, 1 when a game raised (each one is listed with its seed), 2 for bad input and 130
when interrupted.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from grimorio.agents import match_export
from grimorio.agents.factory import AGENT_KINDS, AgentSpecError, make_agent
from grimorio.agents.match import GameRecord, MatchResult, caps_for, play_match, table_kinds
from grimorio.agents.match_result import LETTERS, Outcome, wilson_interval
from grimorio.cli.texts import tr
from grimorio.deck import Deck
from grimorio.decklist import DecklistError, load_deck, load_inferno_deck, validate
from grimorio.dsl.games import GameKind
from grimorio.game import MAX_PLAYERS, MIN_PLAYERS
from grimorio.sim import Backend, ray_module, run_games
from grimorio.text.render import register_messages

TEXTS: dict[str, tuple[str, str]] = {
    "ui.match.err.games": (
        "--games debe ser un número de partidas mayor que 0 (no {0}).",
        "--games must be a number of games greater than 0 (not {0}).",
    ),
    "ui.match.err.think": (
        "--think debe ser un número de segundos mayor que 0 (no {0}).",
        "--think must be a number of seconds greater than 0 (not {0}).",
    ),
    "ui.match.err.jobs": (
        "--jobs debe ser un número de procesos mayor que 0 (no {0}).",
        "--jobs must be a number of processes greater than 0 (not {0}).",
    ),
    "ui.match.err.decks": (
        "--deck y --opponent-deck van juntos: da los dos mazos o ninguno.",
        "--deck and --opponent-deck go together: give both decks or neither.",
    ),
    "ui.match.err.deck_count": (
        "Hay {0} mazos para {1} asientos: da de 2 a {1}.",
        "{0} decks for {1} seats: give 2 to {1}.",
    ),
    "ui.match.err.players": (
        "Una partida tiene de 2 a 6 jugadores (no {0}): di --players N o nombra un agente "
        "por asiento.",
        "A game has 2 to 6 players (not {0}): say --players N or name one agent a seat.",
    ),
    "ui.match.err.agents": (
        "Hay {0} agentes para {1} asientos: nombra uno por asiento como mucho.",
        "{0} agents for {1} seats: name one a seat at most.",
    ),
    "ui.match.err.save": (
        "No se pudo crear la carpeta {0}: {1}",
        "Could not create the folder {0}: {1}",
    ),
    "ui.match.err.ray": (
        "--backend ray necesita Ray: pip install 'grimorio[ray]'",
        "--backend ray needs Ray: pip install 'grimorio[ray]'",
    ),
    "ui.match.err.out": (
        "--out debe acabar en .jsonl o .csv (o di --format jsonl|csv): {0}",
        "--out must end in .jsonl or .csv (or say --format jsonl|csv): {0}",
    ),
    "ui.match.err.out_dir": (
        "No existe la carpeta de {0}.",
        "The folder of {0} does not exist.",
    ),
    "ui.match.err.write": (
        "No se pudo escribir {0}: {1}",
        "Could not write {0}: {1}",
    ),
    "ui.match.written": (
        "{0} partidas escritas en {1}.",
        "{0} games written to {1}.",
    ),
    "ui.match.progress": ("Partidas", "Games"),
    "ui.match.title": (
        "{0} (A) contra {1} (B): {2} partidas, semilla {3}",
        "{0} (A) vs {1} (B): {2} games, seed {3}",
    ),
    "ui.match.title_table": (
        "{0}: {1} jugadores, {2} partidas, semilla {3}",
        "{0}: {1} players, {2} games, seed {3}",
    ),
    "ui.match.col.agent": ("Agente", "Agent"),
    "ui.match.col.wins": ("Victorias", "Wins"),
    "ui.match.col.losses": ("Derrotas", "Losses"),
    "ui.match.col.draws": ("Empates", "Draws"),
    "ui.match.col.rate": ("% victorias (IC 95 %)", "Win rate (95 % CI)"),
    "ui.match.col.ms": ("ms/decisión (máx.)", "ms/decision (max)"),
    "ui.match.col.decisions": ("Decisiones", "Decisions"),
    "ui.match.note": (
        "Un empate cuenta como media victoria; intervalo de Wilson.",
        "A draw counts as half a win; Wilson interval.",
    ),
    "ui.match.note_table": (
        "Un empate cuenta como 1/{0} de victoria; intervalo de Wilson. Los asientos rotan: "
        "cada agente se sienta en cada asiento una vez por reparto.",
        "A draw counts as 1/{0} of a win; Wilson interval. The seats turn: each agent sits "
        "at each seat once a deal.",
    ),
    "ui.match.seats.title": ("Victorias por asiento", "Wins by seat"),
    "ui.match.col.seat": ("Asiento", "Seat"),
    "ui.match.seat": ("asiento {0}", "seat {0}"),
    "ui.match.kinds.title": ("Por tipo de agente", "By kind of agent"),
    "ui.match.col.kind": ("Tipo", "Kind"),
    "ui.match.col.seats": ("Asientos", "Seats"),
    "ui.match.col.share": ("Parte justa", "Fair share"),
    "ui.match.games": ("Partidas", "Games"),
    "ui.match.length": ("Duración media", "Mean length"),
    "ui.match.turns": ("{0} turnos", "{0} turns"),
    "ui.match.speed": ("Partidas por segundo", "Games per second"),
    "ui.match.capped": (
        "Cortadas (empate: más de {0} decisiones o {1} turnos)",
        "Capped (a draw: over {0} decisions or {1} turns)",
    ),
    "ui.match.errors": ("Partidas con error", "Games with an error"),
    "ui.match.error": (
        "Error en la partida {0} (semilla {1}, A en el asiento {2}): {3}",
        "Error in game {0} (seed {1}, A in seat {2}): {3}",
    ),
    "ui.match.interrupted": ("Interrumpido.", "Interrupted."),
}

register_messages(TEXTS)


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``match`` and ``sim`` subcommands."""
    m = sub.add_parser("match", help="two agents play many games; win rates and timings")
    _agents_and_common(m)
    m.add_argument("--games", type=int, default=100, metavar="N")
    m.add_argument(
        "--seed", type=int, default=0, metavar="S", help="game i: the deal S + i // N (N players)"
    )
    m.add_argument("--save", metavar="DIR", help="save every game as DIR/game-<i>.json")
    s = sub.add_parser(
        "sim", help="one game per seed, on this machine's processes or on a Ray cluster"
    )
    _agents_and_common(s)
    s.add_argument(
        "--seeds",
        type=_seed_range,
        default=range(100),
        metavar="START:STOP",
        help="one game per seed in [START, STOP); A at seat k %% N in the k-th (default 0:100)",
    )
    s.add_argument(
        "--backend",
        choices=[b.value for b in Backend],
        default=Backend.LOCAL.value,
        help="local processes, or Ray (the cluster of RAY_ADDRESS, else a local Ray)",
    )


def _agents_and_common(m: argparse.ArgumentParser) -> None:
    m.add_argument(
        "agent_a",
        metavar="A",
        help=f"an agent: {', '.join(AGENT_KINDS)}, or an import path package.module:Name "
        "(with keyword arguments: package.module:Name(depth=2))",
    )
    m.add_argument("agent_b", metavar="B", help="the other agent")
    m.add_argument(
        "more",
        metavar="C",
        nargs="*",
        help="the agents of the other seats in a game of more players (up to six in all)",
    )
    m.add_argument(
        "--players",
        type=int,
        metavar="N",
        help="seats at the table, 2 to 6 (default: one an agent named; the last agent named "
        "takes the seats left)",
    )
    m.add_argument(
        "--think", type=float, default=1.0, metavar="SECONDS", help="search: seconds a decision"
    )
    m.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="J", help="processes")
    m.add_argument(
        "--deck",
        metavar="FILE",
        action="append",
        help="the first deck (each agent plays each deck); repeated at a larger table, the "
        "decks given are dealt around it",
    )
    m.add_argument("--opponent-deck", metavar="FILE", help="the second (last) deck")
    m.add_argument(
        "--out", metavar="FILE", help="one row per game, as JSON lines (.jsonl) or CSV (.csv)"
    )
    m.add_argument("--format", choices=match_export.FORMATS, help="the format of --out")
    m.add_argument("--lang", choices=("es", "en"), default="es")
    m.add_argument(
        "--game",
        choices=[g.value for g in GameKind],
        default=GameKind.MAGIC.value,
        help="the game: magic, or inferno (its demonstration decks unless --deck is given)",
    )


def _seed_range(text: str) -> range:
    """``START:STOP`` (or a single seed) as a range of seeds."""
    start, sep, stop = text.partition(":")
    try:
        seeds = range(int(start), int(stop)) if sep else range(int(start), int(start) + 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a range of seeds START:STOP: {text!r}") from None
    if not seeds:
        raise argparse.ArgumentTypeError(f"an empty range of seeds: {text!r}")
    return seeds


def run_match(args: argparse.Namespace) -> int:
    """Check the arguments, play the match and print the table; returns the exit code."""
    lang = args.lang
    problem = _check(args)
    if problem is not None:
        return _error(problem)
    decks: tuple[Deck, ...] | None = None
    if args.deck is not None:
        loaded = [_load(path, lang, args.game) for path in _deck_paths(args)]
        problems = [d for d in loaded if isinstance(d, str)]
        if problems:
            return _error(problems[0])
        decks = tuple(d for d in loaded if isinstance(d, Deck))
    if getattr(args, "save", None) is not None:
        try:
            Path(args.save).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return _error(tr("ui.match.err.save", lang, args.save, exc.strerror or exc))
    try:
        result = _play(args, decks)
    except KeyboardInterrupt:
        return _error(tr("ui.match.interrupted", lang), 130)
    out = Console(highlight=False, width=None if sys.stdout.isatty() else 110)
    out.print(results_table(result, lang))
    if result.players > 2:
        out.print(seats_table(result, lang))
        if len(set(result.agents)) < result.players:
            out.print(kinds_table(result, lang))
    out.print(summary_table(result, lang))
    for record in result.errors:
        seat = record.a_seat
        out.print(tr("ui.match.error", lang, record.index, record.seed, seat, record.error))
    if args.out is not None:
        try:
            match_export.write(result, args.out, args.format)
        except OSError as exc:
            return _error(tr("ui.match.err.write", lang, args.out, exc.strerror or exc))
        out.print(tr("ui.match.written", lang, len(result.games), args.out))
    return 1 if result.errors else 0


def _check(args: argparse.Namespace) -> str | None:
    """The first problem with the arguments, in the chosen language, or None."""
    lang = args.lang
    if args.command == "match" and args.games <= 0:
        return tr("ui.match.err.games", lang, args.games)
    if not args.think > 0:  # also catches nan
        return tr("ui.match.err.think", lang, args.think)
    if args.jobs <= 0:
        return tr("ui.match.err.jobs", lang, args.jobs)
    named = _agents(args)
    players = len(named) if args.players is None else args.players
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return tr("ui.match.err.players", lang, players)
    if len(named) > players:
        return tr("ui.match.err.agents", lang, len(named), players)
    if (args.deck is None) != (args.opponent_deck is None):
        return tr("ui.match.err.decks", lang)
    if args.deck is not None and len(_deck_paths(args)) > players:
        return tr("ui.match.err.deck_count", lang, len(_deck_paths(args)), players)
    if getattr(args, "backend", None) == Backend.RAY:
        try:
            ray_module()
        except ModuleNotFoundError:
            return tr("ui.match.err.ray", lang)
    if args.out is not None:
        if (args.format or match_export.format_of(args.out)) is None:
            return tr("ui.match.err.out", lang, args.out)
        if not Path(args.out).resolve().parent.is_dir():
            return tr("ui.match.err.out_dir", lang, args.out)
    for kind in dict.fromkeys(named):
        try:
            make_agent(kind, 0, args.think)
        except AgentSpecError as exc:
            return exc.message(lang)
    return None


def _agents(args: argparse.Namespace) -> tuple[str, ...]:
    """The agents named on the command line, A first."""
    return (args.agent_a, args.agent_b, *args.more)


def _deck_paths(args: argparse.Namespace) -> list[str]:
    """The decklists given, in the order of the seats they are dealt to."""
    return [*(args.deck or ()), *([args.opponent_deck] if args.opponent_deck else [])]


def _load(path: str, lang: str, game: str = GameKind.MAGIC.value) -> Deck | str:
    """The deck in ``path`` (a decklist of ``game``'s), or the message saying why it can't
    be read."""
    inferno = game == GameKind.INFERNO
    try:
        deck = load_inferno_deck(path) if inferno else load_deck(path)
    except (DecklistError, OSError) as exc:
        detail = exc.message(lang) if isinstance(exc, DecklistError) else (exc.strerror or str(exc))
        return tr("ui.err.deck", lang, path, detail)
    if inferno:
        return deck  # checked as it was read (I-100.2)
    problems = validate(deck, "limited", lang)
    if problems:
        print(tr("ui.err.deck_warn", lang, path, "; ".join(problems)), file=sys.stderr)
    return deck


def _play(args: argparse.Namespace, decks: tuple[Deck, ...] | None) -> MatchResult:
    """Play the match under a progress bar on stderr (hidden when stderr is no terminal)."""
    lang = args.lang
    err = Console(stderr=True)
    label = tr("ui.match.progress", lang)
    bar = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
        disable=not err.is_terminal,
    )
    score = dict.fromkeys(Outcome, 0)
    sim = args.command == "sim"
    kinds = table_kinds(_agents(args), args.players)
    wins = [Outcome.won_by(j) for j in range(len(kinds))]
    with bar:
        task = bar.add_task(label, total=len(args.seeds) if sim else args.games)

        def advance(record: GameRecord) -> None:
            score[record.outcome] += 1
            won = " · ".join(f"{w.value.upper()} {score[w]}" for w in wins)
            text = f"{label}  {won} · = {score[Outcome.DRAW]}"
            if score[Outcome.ERROR]:
                text += f" · ! {score[Outcome.ERROR]}"
            bar.update(task, advance=1, description=text)

        if sim:
            return run_games(
                kinds,
                decks,
                args.seeds,
                backend=args.backend,
                jobs=args.jobs,
                think=args.think,
                progress=advance,
                game=args.game,
            )
        return play_match(
            args.agent_a,
            args.agent_b,
            args.games,
            seed=args.seed,
            think=args.think,
            decks=decks,
            jobs=args.jobs,
            save_dir=args.save,
            progress=advance,
            game=args.game,
            others=kinds[2:],
        )


def _num(x: float, digits: int, lang: str) -> str:
    """``x`` with ``digits`` decimals, with a decimal comma in Spanish."""
    text = f"{x:.{digits}f}"
    return text.replace(".", ",") if lang == "es" else text


def _pct(x: float, lang: str) -> str:
    return _num(100 * x, 1, lang)


def results_table(result: MatchResult, lang: str) -> Table:
    """One row per agent: wins, losses, draws, win rate with its interval, time per decision."""
    n = result.players
    if n == 2:
        title = tr(
            "ui.match.title", lang, result.agent_a, result.agent_b, len(result.games), result.seed
        )
        note = tr("ui.match.note", lang)
    else:
        named = ", ".join(f"{k} ({LETTERS[j]})" for j, k in enumerate(result.agents))
        title = tr("ui.match.title_table", lang, named, n, len(result.games), result.seed)
        note = tr("ui.match.note_table", lang, n)
    table = Table(title=title, caption=note)
    table.add_column(tr("ui.match.col.agent", lang))
    for key in ("wins", "losses", "draws"):
        table.add_column(tr(f"ui.match.col.{key}", lang), justify="right")
    table.add_column(tr("ui.match.col.rate", lang), justify="right")
    table.add_column(tr("ui.match.col.ms", lang), justify="right")
    table.add_column(tr("ui.match.col.decisions", lang), justify="right")
    for side in range(n):
        s = result.stats(side)
        rate = _rate(result.win_rate(side), result.interval(side), lang)
        name = f"{s.kind} ({LETTERS[side]})"
        ms = _num(s.ms_per_decision, 3 if s.ms_per_decision < 1 else 1, lang)
        ms += f" ({_num(1000 * s.slowest, 1, lang)})"
        table.add_row(name, str(s.wins), str(s.losses), str(s.draws), rate, ms, str(s.decisions))
    return table


def _rate(rate: float, interval: tuple[float, float], lang: str) -> str:
    low, high = interval
    return f"{_pct(rate, lang)} % ({_pct(low, lang)}–{_pct(high, lang)})"


def seats_table(result: MatchResult, lang: str) -> Table:
    """At a table of more than two: the games won from each seat, whoever sat there."""
    table = Table(title=tr("ui.match.seats.title", lang))
    table.add_column(tr("ui.match.col.seat", lang))
    table.add_column(tr("ui.match.col.wins", lang), justify="right")
    table.add_column(tr("ui.match.col.rate", lang), justify="right")
    done = len(result.finished)
    for seat in range(result.players):
        wins = result.seat_wins(seat)
        rate = _rate(wins / done if done else 0.0, wilson_interval(wins, done), lang)
        table.add_row(tr("ui.match.seat", lang, seat), str(wins), rate)
    return table


def kinds_table(result: MatchResult, lang: str) -> Table:
    """At a table of more than two: each kind of agent's games won, all its agents
    together, against its fair share (its seats over the table's)."""
    table = Table(title=tr("ui.match.kinds.title", lang))
    table.add_column(tr("ui.match.col.kind", lang))
    for key in ("seats", "wins", "draws", "rate", "share"):
        table.add_column(tr(f"ui.match.col.{key}", lang), justify="right")
    for k in result.kind_stats():
        share = f"{_pct(k.fair_share, lang)} %"
        rate = _rate(k.rate, k.interval, lang)
        table.add_row(k.kind, str(k.seats), str(k.wins), str(k.draws), rate, share)
    return table


def summary_table(result: MatchResult, lang: str) -> Table:
    """The match as a whole: games, capped games, errors, mean length and speed."""
    table = Table(show_header=False)
    table.add_column()
    table.add_column(justify="right")
    rows = [
        (tr("ui.match.games", lang), str(len(result.games))),
        (tr("ui.match.capped", lang, *caps_for(result.players)), str(result.capped)),
        (tr("ui.match.errors", lang), str(len(result.errors))),
        (tr("ui.match.length", lang), tr("ui.match.turns", lang, _num(result.mean_turns, 1, lang))),
        (tr("ui.match.speed", lang), _num(result.games_per_second, 2, lang)),
    ]
    for label, value in rows:
        table.add_row(label, value)
    return table


def _error(message: str, code: int = 2) -> int:
    print(message, file=sys.stderr)
    return code
