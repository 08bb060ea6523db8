"""``grimorio play`` and ``grimorio replay``: the arguments, building or loading the game,
and the ``--demo`` path in which agents play one game and the log is printed.

``--players N`` (2 to 6, CR 800.1) seats the person and N - 1 computer opponents; each seat
gets the next sample deck (:func:`seat_decks`, the pairing of a two-player game extended),
``--opponent-deck`` every opponent's. ``--ai`` names one agent kind for every opponent, or
is given once per opponent, in seat order.

``--variant commander`` (CR 903) deals the shipped Commander decks (``--deck``: the person's
own, legal in Commander, 903.5); ``--variant archenemy`` plays Supervillain Rumble (904.12),
every deck with the shipped scheme deck unless the person's decklist has its own."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Sequence
from pathlib import Path

from grimorio.agents.base import Agent
from grimorio.agents.factory import AGENT_KINDS, make_agent
from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.cli.deck_cmd import illegal_deck
from grimorio.cli.replay import load_game, load_saved, replay
from grimorio.cli.terminal import HUMAN, Terminal, opponent_agent, save_game
from grimorio.cli.texts import tr
from grimorio.core.errors import GrimorioError
from grimorio.deck import Deck, Format
from grimorio.decklist import DecklistError, load_deck, load_inferno_deck
from grimorio.dsl.games import Variant
from grimorio.game import MAX_PLAYERS, MIN_PLAYERS, Game
from grimorio.sample_decks import SAMPLE_DECKS, archenemy_table, commander_table
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
        "ui.play.err.ai_count": (
            "--ai se da una vez para todos o una vez por cada uno de los {0} jugadores que "
            "lleva el ordenador (se dio {1} veces).",
            "--ai is given once for all, or once for each of the {0} players the computer "
            "plays (it was given {1} times).",
        ),
        "ui.play.err.load_players": (
            "--load: la partida guardada ya tiene sus jugadores (quita --players)",
            "--load: the saved game already has its players (drop --players)",
        ),
        "ui.play.err.load_variant": (
            "--load: la partida guardada ya tiene su variante (quita --variant)",
            "--load: the saved game already has its variant (drop --variant)",
        ),
        "ui.play.err.inferno_variant": (
            "--variant es de Magic: Inferno no tiene variantes",
            "--variant is Magic's: Inferno has no variants",
        ),
    }
)

AI_SEPARATOR = ","  # several kinds in the save's short "ai" setting: "random,heuristic"


def seat_decks(seed: int, players: int = 2) -> list[Deck]:
    """A sample deck for each seat: the seed picks the first, and each next seat gets the
    next one (with two players, the pairing the seed has always chosen)."""
    first = seed % len(SAMPLE_DECKS)
    return [SAMPLE_DECKS[(first + k) % len(SAMPLE_DECKS)] for k in range(players)]


def _dealt(variant: Variant, seed: int, players: int) -> Sequence[Deck]:
    """The decks a game of ``variant`` deals when nobody brings one."""
    if variant is Variant.COMMANDER:
        return commander_table(seed, players)
    if variant is Variant.ARCHENEMY:
        return archenemy_table(seed, players)
    return seat_decks(seed, players)


def kind_of_seat(kinds: Sequence[str], index: int) -> str:
    """The agent kind of the ``index``-th player the computer plays: the one kind given, or
    the ``index``-th of one kind a player."""
    return kinds[0] if len(kinds) == 1 else kinds[index]


def _kinds(ai: str | Sequence[str]) -> list[str]:
    return [ai] if isinstance(ai, str) else list(ai)


def play_demo(
    seed: int,
    lang: str = "es",
    decks: Sequence[Deck] | None = None,
    game: Game | None = None,
    ai: str | Sequence[str] = "random",
    think: float = 1.0,
) -> str:
    """Agents of kind ``ai`` (one kind for all, or one a seat) play one game — of two
    players, of as many as ``decks``, or ``game`` to its end; returns the log and result."""
    if game is None:
        game = Game.new(decks=decks or seat_decks(seed), seed=seed)
    kinds = _kinds(ai)
    agents = [
        make_agent(kind_of_seat(kinds, k), seed * 2 + 1 + k, think)
        for k in range(len(game.state.players))
    ]
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
        help="play a game against the computer in the terminal (--players N: you and N-1 "
        "computer opponents; --demo: agents play every seat)",
    )
    p.add_argument("--demo", action="store_true", help="agents play every seat; the log is printed")
    p.add_argument(
        "--game",
        choices=("magic", "inferno"),
        default="magic",
        help="the game: Magic (Duskmourn), or Inferno with the demonstration decks",
    )
    p.add_argument(
        "--players",
        type=int,
        choices=range(MIN_PLAYERS, MAX_PLAYERS + 1),
        default=None,
        metavar="N",
        help=f"players in the game, you included ({MIN_PLAYERS}-{MAX_PLAYERS}, default "
        f"{MIN_PLAYERS}; CR 800.1): you and N-1 computer opponents",
    )
    p.add_argument(
        "--ai",
        choices=AGENT_KINDS,
        action="append",
        default=None,
        help="the computer's agent (with --demo: every player's); once for all opponents, or "
        "once per opponent in seat order; default heuristic, or the saved game's with --load",
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
    p.add_argument(
        "--opponent-deck", metavar="FILE", help="the opponent's decklist (every opponent's)"
    )
    p.add_argument(
        "--sin-comprobar",
        "--no-check",
        dest="no_check",
        action="store_true",
        help="play a deck that is not legal in Limited (CR 100.2b) instead of refusing it",
    )
    p.add_argument(
        "--variant",
        choices=[v.value for v in Variant],
        default=None,
        help="Magic's variant: plain (free-for-all, CR 806), commander (CR 903; the shipped "
        "Commander decks) or archenemy (Supervillain Rumble, CR 904.12; the shipped scheme "
        "deck); default plain",
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


def _deck(
    path: str | None,
    default: Deck,
    lang: str,
    check: bool = True,
    variant: Variant = Variant.PLAIN,
) -> Deck:
    """``default``, or the decklist at ``path`` if legal (CR 100.2b; in Commander, 903.5);
    in Archenemy a decklist without schemes plays the default's (904.3)."""
    if path is None:
        return default
    try:
        deck = load_deck(path)
    except (DecklistError, OSError) as exc:
        raise SystemExit(_error(tr("ui.err.deck", lang, path, _detail(exc, lang)))) from None
    if variant is Variant.ARCHENEMY and not deck.schemes:
        deck = dataclasses.replace(deck, schemes=default.schemes)
    fmt = Format.COMMANDER if variant is Variant.COMMANDER else Format.LIMITED
    refusal = illegal_deck(deck, path, lang, check, fmt)
    if refusal is not None:
        raise SystemExit(_error(refusal))
    return deck


def _inferno_decks(args: argparse.Namespace, players: int) -> list[Deck | tuple[str, ...]] | int:
    """The Inferno decks, one a seat (``--deck``, ``--opponent-deck`` for every opponent;
    the demonstration decks in turn otherwise), or the exit status of a refused file."""
    chosen: list[Deck | tuple[str, ...]] = []
    for path, default in zip((args.deck, args.opponent_deck), DEMO_DECKS, strict=True):
        if path is None:
            chosen.append(default)
            continue
        try:
            chosen.append(load_inferno_deck(path))
        except (DecklistError, OSError) as exc:
            return _error(tr("ui.err.deck", args.lang, path, _detail(exc, args.lang)))
    mine, theirs = chosen
    others = [theirs if args.opponent_deck else DEMO_DECKS[k % 2] for k in range(1, players)]
    return [mine, *others]


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


def _opponents(args: argparse.Namespace, seed: int, players: int) -> dict[int, Agent] | str:
    """The computer's agent for each seat but the person's (``--ai``, ``--think``; the
    ``k``-th opponent's seed is ``seed + k``), or the message saying why there are none."""
    if not args.think > 0:  # also catches nan
        return tr("ui.play.err.think", args.lang, args.think)
    kinds: list[str] = args.ai
    if len(kinds) not in (1, players - 1):
        return tr("ui.play.err.ai_count", args.lang, players - 1, len(kinds))
    agents: dict[int, Agent] = {}
    for k in range(players - 1):
        kind = kind_of_seat(kinds, k)
        try:
            agents[HUMAN + 1 + k] = opponent_agent(kind, seed + k, args.think)
        except ValueError as exc:
            return tr("ui.play.err.ai", args.lang, kind, exc)
    return agents


def _settle(args: argparse.Namespace, saved: dict[str, object]) -> None:
    """The opponents' kinds (a list) and thinking time: as given, else as the saved game
    kept them, else the defaults (heuristic, 1 s)."""
    if args.ai is None:
        kept = saved.get("ai")
        kinds = kept.split(AI_SEPARATOR) if isinstance(kept, str) else []
        good = bool(kinds) and all(kind in AGENT_KINDS for kind in kinds)
        args.ai = kinds if good else ["heuristic"]
    if args.think is None:
        think = saved.get("think")
        seconds = float(think) if isinstance(think, int | float) else 0.0  # (bool is an int)
        args.think = seconds if 0 < seconds <= MAX_THINK and think is not True else 1.0


def _demo_kinds(args: argparse.Namespace, players: int) -> str | None:
    """With ``--demo`` the computer plays every seat: ``--ai`` once, or once a player."""
    if len(args.ai) in (1, players):
        return None
    return tr("ui.play.err.ai_count", args.lang, players, len(args.ai))


def run_play(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.load and (args.deck or args.opponent_deck):
        return _error(tr("ui.err.load_decks", lang))
    if args.load and args.players is not None:
        return _error(tr("ui.play.err.load_players", lang))
    if args.load and args.variant is not None:
        return _error(tr("ui.play.err.load_variant", lang))
    if args.game == "inferno" and args.variant not in (None, Variant.PLAIN.value):
        return _error(tr("ui.play.err.inferno_variant", lang))
    variant = Variant(args.variant or Variant.PLAIN.value)
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
    players = len(game.state.players) if args.load else args.players or MIN_PLAYERS
    # bad --ai or --think: say so before anything else
    checked = _demo_kinds(args, players) if args.demo else _opponents(args, args.seed, players)
    if isinstance(checked, str):
        return _error(checked)
    if args.demo and not args.think > 0:
        return _error(tr("ui.play.err.think", lang, args.think))
    if not args.load and args.game == "inferno":
        chosen = _inferno_decks(args, players)
        if isinstance(chosen, int):
            return chosen
        game = Game.new(decks=chosen, seed=args.seed, auto_pass=args.demo, game=args.game)
    elif not args.load:
        mine, *others = _dealt(variant, args.seed, players)
        check = not args.no_check
        mine = _deck(args.deck, mine, lang, check, variant)
        theirs = others
        if args.opponent_deck is not None:  # every opponent plays it, read once
            theirs = [_deck(args.opponent_deck, others[0], lang, check, variant)] * len(others)
        decks = (mine, *theirs)
        # a person plays: the engine asks every priority and the terminal passes for the
        # person, so the computer's decisions tell nothing of its hand (MagicRules.auto_answer)
        game = Game.new(decks=decks, seed=args.seed, auto_pass=args.demo, variant=variant)
    save = args.save or args.load
    client = {"ai": AI_SEPARATOR.join(args.ai), "think": args.think}
    if args.demo:
        print(play_demo(args.seed, lang, game=game, ai=args.ai, think=args.think))
        if save:
            try:
                save_game(game, Path(save), client)
            except OSError as exc:
                print(tr("ui.bad.save", lang, save, exc.strerror or exc))
                return 1
        return 0
    # The opponents' own randomness continues from where the saved game stands.
    opponents = _opponents(args, args.seed * 1_000_003 + len(game.answers), players)
    assert not isinstance(opponents, str)  # checked above
    terminal = Terminal(game, opponents, lang, save_path=Path(save) if save else None)
    terminal.client = client
    return terminal.run()


def run_replay(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.file)
    except (OSError, ValueError) as exc:
        return _error(tr("ui.err.load", args.lang, args.file, _detail(exc, args.lang)))
    return replay(game, args.lang)
