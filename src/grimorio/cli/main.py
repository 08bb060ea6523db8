"""``grimorio`` command line: ``play`` (a person against the computer in the terminal, or
``--demo``: two agents), ``match`` (two agents play many games: win rates and timings),
``sim`` (one game per seed, on local processes or a Ray cluster),
``replay`` (a saved game's log), ``scenario``, ``bench``, ``rulings`` (the release notes'
rulings and the scenarios that test them), ``cards`` (the pool, filtered by colour, type, text
or implementation, and with ``--coverage`` how much of Duskmourn is implemented and tested)
``deck check`` (a decklist's problems, line by line), ``tutorial`` (the lessons of the
basic rulebook and a guided first game, in the terminal), ``glosario`` (alias ``glossary``:
a term's definition and the rule that defines it) and ``serve`` (the browser server:
the lobby, games against the AI or a friend, spectators, replays).

Output piped into a program that stops reading (``grimorio cards | head``) ends the command
quietly: :func:`main` catches the ``BrokenPipeError`` once for every command."""

from __future__ import annotations

import argparse
import os
import sys

from grimorio.cli.bench import run_bench
from grimorio.cli.cards_cmd import add_arguments as add_cards_arguments
from grimorio.cli.cards_cmd import run_cards
from grimorio.cli.deck_cmd import add_arguments as add_deck_arguments
from grimorio.cli.deck_cmd import run_deck
from grimorio.cli.glossary_cmd import add_arguments as add_glossary_arguments
from grimorio.cli.glossary_cmd import run_glossary
from grimorio.cli.match_cmd import add_arguments as add_match_arguments
from grimorio.cli.match_cmd import run_match
from grimorio.cli.play import add_arguments as add_play_arguments
from grimorio.cli.play import run_play, run_replay
from grimorio.cli.rulings_cmd import add_arguments as add_rulings_arguments
from grimorio.cli.rulings_cmd import run_rulings
from grimorio.cli.scenario_cmd import run_scenarios
from grimorio.cli.serve import add_arguments as add_serve_arguments
from grimorio.cli.serve import run_serve
from grimorio.cli.tutorial_cmd import add_arguments as add_tutorial_arguments
from grimorio.cli.tutorial_cmd import run_tutorial


def main(argv: list[str] | None = None) -> int:
    """Run one command; its exit status. A reader that closed the pipe (``| head``) ends the
    output without a traceback (status 1, as a program killed by SIGPIPE fails)."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
    except BrokenPipeError:
        # Python's own advice: point stdout at devnull so the flush at exit can't fail again
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return status


def _main(argv: list[str] | None) -> int:
    parser = argparse.ArgumentParser(prog="grimorio", description="Grimorio: reglas de Magic.")
    sub = parser.add_subparsers(dest="command", required=True)
    add_play_arguments(sub)
    s = sub.add_parser("scenario", help="run scenario files and report each as passed or failed")
    s.add_argument("files", nargs="+", help="scenario files or folders of them")
    s.add_argument("--lang", choices=("es", "en"), default="es")
    s.add_argument(
        "--test-cards",
        action="store_true",
        help="register the test-only cards (grimorio.testing) for these scenarios",
    )
    b = sub.add_parser("bench", help="seeded random-vs-random games: speed and memory")
    b.add_argument("--games", type=int, default=200)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument(
        "--no-auto-pass",
        action="store_true",
        help="ask every priority decision, even when passing is the only option",
    )
    add_rulings_arguments(sub)
    add_cards_arguments(sub)
    add_match_arguments(sub)
    add_deck_arguments(sub)
    add_serve_arguments(sub)
    add_tutorial_arguments(sub)
    add_glossary_arguments(sub)
    args = parser.parse_args(argv)
    if args.command in ("glosario", "glossary"):
        return run_glossary(args)
    if args.command == "serve":
        return run_serve(args)
    if args.command == "tutorial":
        return run_tutorial(args)
    if args.command == "deck":
        return run_deck(args)
    if args.command == "rulings":
        return run_rulings(args)
    if args.command == "cards":
        return run_cards(args)
    if args.command in ("match", "sim"):
        return run_match(args)
    if args.command == "play":
        return run_play(args)
    if args.command == "replay":
        return run_replay(args)
    if args.command == "scenario":
        report, ok = run_scenarios(args.files, args.lang, test_cards=args.test_cards)
        print(report)
        return 0 if ok else 1
    if args.games <= 0:
        parser.error("--games must be positive")
    print(run_bench(args.games, args.seed, auto_pass=not args.no_auto_pass))
    return 0


if __name__ == "__main__":
    sys.exit(main())
