"""``grimorio play`` and ``grimorio replay``: the arguments, building or loading the game,
and the ``--demo`` path in which two agents play one game and the log is printed."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from grimorio.agents.base import Agent
from grimorio.agents.factory import AGENT_KINDS, make_agent
from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.cli.deck_cmd import illegal_deck
from grimorio.cli.replay import load_game, load_saved, replay
from grimorio.cli.terminal import Terminal, opponent_agent, save_game
from grimorio.cli.texts import tr
from grimorio.core.errors import GrimorioError
from grimorio.deck import Deck
from grimorio.decklist import DecklistError, load_deck, load_inferno_deck
from grimorio.game import Game
from grimorio.sample_decks import pairing
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.inferno_cards import load_inferno_cards
from grimorio.text.render import register_messages

MAX_THINK = 3600.0  # seconds: a saved thinking time beyond this is not taken

_RESULT = {
    "es": ("Resultado: {0} gana ({1}).", "Resultado: empate ({1})."),
    "en": ("Result: {0} wins ({1}).", "Result: draw ({1})."),
}

register_messages(
    {
        "ui.play.err.think": (
            "--think debe ser un número de segundos mayor que 0 (no {0}).",
            "--think must be a number of seconds greater than 0 (not {0}).",
        ),
        "ui.play.err.ai": (
            "No se pudo crear el agente «{0}»: {1}",
            "Could not create the agent '{0}': {1}",
        ),
    }
)


def play_demo(
    seed: int,
    lang: str = "es",
    decks: Sequence[Deck] | None = None,
    game: Game | None = None,
    ai: str = "random",
    think: float = 1.0,
) -> str:
    """Two agents of kind ``ai`` play one game (or finish ``game``); returns the log and
    result."""
    if game is None:
        game = Game.new(decks=decks or pairing(seed), seed=seed)
    agents = [make_agent(ai, seed * 2 + 1, think), make_agent(ai, seed * 2 + 2, think)]
    while not game.over:
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(game, decision))
    result = game.result
    assert result is not None
    names = tuple(p.name for p in game.state.players)
    win, draw = _RESULT[lang]
    rule = result.rule if result.rule.startswith("I-") else f"CR {result.rule}"
    summary = (
        draw.format("", rule) if result.winner is None else win.format(names[result.winner], rule)
    )
    return game.log.render(lang) + "\n" + summary


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``play`` and ``replay`` subcommands."""
    p = sub.add_parser(
        "play",
        help="play a game against the computer in the terminal (--demo: two agents play)",
    )
    p.add_argument("--demo", action="store_true", help="two agents play; the log is printed")
    p.add_argument(
        "--game",
        choices=("magic", "inferno"),
        default="magic",
        help="the game: Magic (Duskmourn), or Inferno with the demonstration decks",
    )
    p.add_argument(
        "--ai",
        choices=AGENT_KINDS,
        default=None,
        help="the computer's agent (with --demo: both players'); default heuristic, or the "
        "saved game's with --load",
    )
    p.add_argument(
        "--think",
        type=float,
        default=None,
        metavar="SECONDS",
        help="search: seconds a decision (default 1, or the saved game's with --load)",
    )
    p.add_argument(
        "--cartas",
        "--cards",
        dest="cards",
        metavar="FILE",
        help="Inferno: your own cards, in a YAML file (grimorio.scenario.inferno_cards)",
    )
    p.add_argument(
        "--deck", metavar="FILE", help="your decklist (Arena/MTGO text; Inferno: 'N nombre')"
    )
    p.add_argument("--opponent-deck", metavar="FILE", help="the opponent's decklist")
    p.add_argument(
        "--sin-comprobar",
        "--no-check",
        dest="no_check",
        action="store_true",
        help="play a deck that is not legal in Limited (CR 100.2b) instead of refusing it",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lang", choices=("es", "en"), default="es")
    p.add_argument("--save", metavar="FILE", help="keep the game saved in FILE")
    p.add_argument(
        "--load", metavar="FILE", help="resume the game saved in FILE (and keep saving there)"
    )
    r = sub.add_parser("replay", help="step through the log of a saved game")
    r.add_argument("file", metavar="FILE")
    r.add_argument("--lang", choices=("es", "en"), default="es")


def _deck(path: str | None, default: Deck, lang: str, check: bool = True) -> Deck:
    if path is None:
        return default
    try:
        deck = load_deck(path)
    except (DecklistError, OSError) as exc:
        raise SystemExit(_error(tr("ui.err.deck", lang, path, _detail(exc, lang)))) from None
    refusal = illegal_deck(deck, path, lang, check)
    if refusal is not None:
        raise SystemExit(_error(refusal))
    return deck


def _inferno_decks(args: argparse.Namespace) -> list[Deck | tuple[str, ...]] | int:
    """The two Inferno decks (``--deck``, ``--opponent-deck``; each side's demonstration
    deck otherwise), or the exit status of a refused file."""
    decks: list[Deck | tuple[str, ...]] = []
    for path, default in zip((args.deck, args.opponent_deck), DEMO_DECKS, strict=True):
        if path is None:
            decks.append(default)
            continue
        try:
            decks.append(load_inferno_deck(path))
        except (DecklistError, OSError) as exc:
            return _error(tr("ui.err.deck", args.lang, path, _detail(exc, args.lang)))
    return decks


def _detail(exc: Exception, lang: str) -> str:
    """What went wrong, in the player's language where the error carries it."""
    if isinstance(exc, GrimorioError):
        return exc.message(lang)
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc)


def _error(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


def _opponent(args: argparse.Namespace, seed: int) -> Agent | str:
    """The computer's agent (``--ai``, ``--think``), or the message saying why there is none."""
    if not args.think > 0:  # also catches nan
        return tr("ui.play.err.think", args.lang, args.think)
    try:
        return opponent_agent(args.ai, seed, args.think)
    except ValueError as exc:
        return tr("ui.play.err.ai", args.lang, args.ai, exc)


def _settle(args: argparse.Namespace, saved: dict[str, object]) -> None:
    """The opponent's kind and thinking time: as given, else as the saved game kept them,
    else the defaults (heuristic, 1 s)."""
    if args.ai is None:
        kind = saved.get("ai")
        args.ai = kind if isinstance(kind, str) and kind in AGENT_KINDS else "heuristic"
    if args.think is None:
        think = saved.get("think")
        seconds = float(think) if isinstance(think, int | float) else 0.0  # (bool is an int)
        args.think = seconds if 0 < seconds <= MAX_THINK and think is not True else 1.0


def run_play(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.load and (args.deck or args.opponent_deck):
        return _error(tr("ui.err.load_decks", lang))
    saved: dict[str, object] = {}
    if args.cards:  # a player's own Inferno cards, before any deck or save names them
        try:
            load_inferno_cards(args.cards)
        except ScenarioError as exc:
            return _error(exc.message(lang))
    if args.load:
        try:
            game, saved = load_saved(args.load)
        except (OSError, ValueError) as exc:
            return _error(tr("ui.err.load", lang, args.load, _detail(exc, lang)))
    _settle(args, saved)
    checked = _opponent(args, args.seed)  # bad --ai or --think: say so before anything else
    if isinstance(checked, str):
        return _error(checked)
    if not args.load and args.game == "inferno":
        chosen = _inferno_decks(args)
        if isinstance(chosen, int):
            return chosen
        game = Game.new(decks=chosen, seed=args.seed, auto_pass=args.demo, game=args.game)
    elif not args.load:
        mine, theirs = pairing(args.seed)
        check = not args.no_check
        decks = (
            _deck(args.deck, mine, lang, check),
            _deck(args.opponent_deck, theirs, lang, check),
        )
        # a person plays: the engine asks every priority and the terminal passes for the
        # person, so the computer's decisions tell nothing of its hand (MagicRules.auto_answer)
        game = Game.new(decks=decks, seed=args.seed, auto_pass=args.demo)
    save = args.save or args.load
    if args.demo:
        print(play_demo(args.seed, lang, game=game, ai=args.ai, think=args.think))
        if save:
            try:
                save_game(game, Path(save), {"ai": args.ai, "think": args.think})
            except OSError as exc:
                print(tr("ui.bad.save", lang, save, exc.strerror or exc))
                return 1
        return 0
    # The opponent's own randomness continues from where the saved game stands.
    opponent = _opponent(args, args.seed * 1_000_003 + len(game.answers))
    assert not isinstance(opponent, str)  # checked above
    terminal = Terminal(game, opponent, lang, save_path=Path(save) if save else None)
    terminal.client = {"ai": args.ai, "think": args.think}
    return terminal.run()


def run_replay(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except (OSError, ValueError) as exc:
        return _error(tr("ui.err.load", args.lang, args.file, _detail(exc, args.lang)))
    return replay(game, args.lang)
