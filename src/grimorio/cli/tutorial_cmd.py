"""``grimorio tutorial``: learning to play in the terminal (issue 24, parts 1, 3 and 5).

``grimorio tutorial`` lists the lessons in the basic rulebook's order (number, title, ✓ when
completed) and, last, the guided game, and asks which to play (Enter: the first lesson not
completed). ``grimorio tutorial N`` (or the lesson's id) plays that lesson directly, and
``grimorio tutorial partida`` the guided game. A lesson is played in the real terminal game
(:class:`~grimorio.cli.tutorial_terminal.LessonTerminal`); once completed it is recorded in
the progress file (:mod:`grimorio.tutorial.progress`) and the next lesson is offered, or
the menu comes back. Any lesson can be played again. ``--reiniciar`` forgets all progress
(asking first at a terminal). ``--lang en`` speaks English; Spanish is the default.

The guided game (:class:`~grimorio.cli.tutorial_terminal.GuidedTerminal`) deals the decks
as ``grimorio play`` deals them (:func:`grimorio.cli.play.seat_decks`) and plays against the
gentle computer player (``make_agent("suave")``). The kinds of decision it has explained
are remembered in the progress file, so a second guided game doesn't explain them again;
it counts as played once the game has ended.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Callable
from enum import StrEnum

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from grimorio.agents.factory import make_agent
from grimorio.cli.play import seat_decks
from grimorio.cli.prompt import Closed, Prompter
from grimorio.cli.terminal import Terminal
from grimorio.cli.texts import tr
from grimorio.cli.tutorial_terminal import GuidedTerminal, LessonTerminal
from grimorio.game import Game
from grimorio.text.render import register_messages
from grimorio.tutorial.coach import Coach
from grimorio.tutorial.lessons import Lesson, LessonError, lesson, lessons
from grimorio.tutorial.progress import Progress, ProgressFile

GENTLE_AI = "suave"  # the gentle computer player of the guided game (issue 24, part 3)
MAX_SEED = 2**31  # a guided game without --seed draws one below this


class Guided(StrEnum):
    """The menu's last entry: the guided game (not a lesson)."""

    GAME = "partida"


Entry = Lesson | Guided
GUIDED_WORDS = frozenset({"partida", "guiada", "guided", "game"})
QUIT_WORDS = frozenset({"salir", "quit", "exit", "q"})
HELP_WORDS = frozenset({"?", "ayuda", "help", "h"})

register_messages(
    {
        "ui.tutorial.menu.title": (
            "Aprender a jugar: las lecciones del reglamento básico",
            "Learn to play: the basic rulebook's lessons",
        ),
        "ui.tutorial.menu.ask": (
            "¿Qué quieres jugar? [1-{0}, Intro = {1}, ? ayuda] > ",
            "What do you want to play? [1-{0}, Enter = {1}, ? help] > ",
        ),
        "ui.tutorial.menu.help": (
            "Escribe el número o el nombre de una lección, «partida» para la partida guiada, "
            "Intro para la marcada, o «salir». Puedes repetir cualquier lección.",
            "Type the number or the name of a lesson, 'game' for the guided game, Enter for "
            "the one marked, or 'quit'. You can play any lesson again.",
        ),
        "ui.tutorial.menu.bad": ("{0} {1}", "{0} {1}"),
        "ui.tutorial.next": ("Siguiente: {0}.", "Next: {0}."),
        "ui.tutorial.confirm.next": ("¿Jugarla ahora? (s/n) > ", "Play it now? (y/n) > "),
        "ui.tutorial.confirm.reset": (
            "¿Borrar todo tu progreso del tutorial? (s/n) > ",
            "Erase all your progress in the tutorial? (y/n) > ",
        ),
        "ui.tutorial.reset": ("Progreso del tutorial borrado.", "Tutorial progress erased."),
        "ui.tutorial.reset_kept": ("No se ha borrado nada.", "Nothing was erased."),
        "ui.tutorial.moved_aside": (
            "El archivo de progreso que no se podía leer se ha conservado como {0}.",
            "The progress file that couldn't be read has been kept as {0}.",
        ),
        "ui.tutorial.save_failed": (
            "No se pudo guardar tu progreso en {0}: {1}",
            "Could not save your progress to {0}: {1}",
        ),
        "ui.tutorial.reset_failed": (
            "No se pudo borrar tu progreso en {0}: {1}",
            "Could not erase your progress in {0}: {1}",
        ),
        "ui.tutorial.reset_and_lesson": (
            "--reiniciar no lleva lección: borra el progreso y termina.",
            "--reiniciar takes no lesson: it erases the progress and stops.",
        ),
        "ui.tutorial.bye": ("Hasta la próxima lección.", "Until the next lesson."),
    }
)


def add_arguments(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``tutorial`` subcommand."""
    t = sub.add_parser(
        "tutorial",
        help="learn to play: the basic rulebook's lessons in the terminal game, and a guided "
        "first game",
    )
    t.add_argument(
        "lesson",
        nargs="?",
        default=None,
        metavar="LECCIÓN",
        help="the lesson to play, by number or id, or 'partida' for the guided game "
        "(default: the menu)",
    )
    t.add_argument("--lang", choices=("es", "en"), default="es")
    t.add_argument(
        "--reiniciar",
        "--reset",
        dest="reset",
        action="store_true",
        help="forget every lesson completed (asks first at a terminal)",
    )
    t.add_argument(
        "--seed", type=int, default=None, help="the guided game's seed (default: random)"
    )


def entry_by_name(text: str) -> Entry:
    """The lesson with the number or id ``text``, or the guided game (its words, or the
    number after the last lesson); LessonError otherwise."""
    word = text.strip().casefold()
    if word in GUIDED_WORDS or word == str(len(lessons()) + 1):
        return Guided.GAME
    return lesson(word)


def run_tutorial(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.reset and args.lesson is not None:
        print(tr("ui.tutorial.reset_and_lesson", lang), file=sys.stderr)
        return 2
    entry = None
    if args.lesson is not None:
        try:
            entry = entry_by_name(args.lesson)
        except LessonError as exc:
            print(exc.message(lang), file=sys.stderr)
            return 2
    session = TutorialSession(lang, seed=args.seed)
    if args.reset:
        return session.reset()
    return session.run(entry)


class TutorialSession:
    """The tutorial at the terminal: the menu, the lessons, the guided game and the
    progress file. ``read``, ``interactive`` and ``size`` are the terminal game's (tests
    type through ``read``); ``progress`` the file (default: the user's); ``seed`` the guided
    game's (default: random)."""

    def __init__(
        self,
        lang: str = "es",
        console: Console | None = None,
        read: Callable[[str], str] | None = None,
        interactive: bool | None = None,
        size: Callable[[], tuple[int, int]] | None = None,
        progress: ProgressFile | None = None,
        seed: int | None = None,
    ) -> None:
        self.lang = lang
        self.console = console or Console(highlight=False)
        self.prompter = Prompter(self.console, lang, read, interactive)
        self.read = read
        self.size = size
        self.file = progress if progress is not None else ProgressFile()
        self.seed = seed
        self.playing: Terminal | None = None  # the lesson or game being played
        self.progress = self.file.load()
        if self.file.problem is not None:  # said once, here
            self.say(self.file.problem.message(lang))

    # -- the session ----------------------------------------------------------------------
    def run(self, entry: Entry | None = None) -> int:
        """Play ``entry`` (or show the menu), then what the person chooses next, until they
        leave."""
        with self.prompter.interrupts():
            try:
                while True:
                    if entry is None:
                        entry = self.menu()
                        if entry is None:
                            self.say(tr("ui.tutorial.bye", self.lang))
                            return 0
                    entry = self.play(entry)
            except Closed:
                return 0
            except KeyboardInterrupt:
                self.console.print()
                return 0

    def play(self, entry: Entry) -> Entry | None:
        """Play a lesson or the guided game; what to play next (None: the menu)."""
        if isinstance(entry, Guided):
            self.guided_game()
            return None
        try:
            coach = Coach(entry)
        except LessonError as exc:  # a broken lesson file: said, and back to the menu
            self.say(exc.message(self.lang))
            return None
        terminal = LessonTerminal(
            coach, self.lang, self.console, self.read, self.prompter.interactive, self.size,
            prompter=self.prompter,
        )  # fmt: skip
        self.playing = terminal
        terminal.run()
        self.playing = None
        if not terminal.completed:
            return None
        self.record(lambda: self.file.completed(entry.id), Progress(frozenset({entry.id})))
        return self.offer_next(entry)

    def offer_next(self, done: Lesson) -> Entry | None:
        """Offer the lesson after ``done`` (after the last one, the guided game)."""
        following: Entry = next((x for x in lessons() if x.number > done.number), Guided.GAME)
        self.say(tr("ui.tutorial.next", self.lang, self.entry_title(following)))
        return following if self.prompter.confirm("ui.tutorial.confirm.next") else None

    def guided_game(self) -> None:
        """The guided game against the gentle player; its explained kinds of decision are
        recorded, and the game as played once it has ended."""
        seed = self.seed if self.seed is not None else secrets.randbelow(MAX_SEED)
        game = Game.new(decks=seat_decks(seed), seed=seed)
        terminal = GuidedTerminal(
            game, make_agent(GENTLE_AI, seed + 1), self.lang, self.console, self.read,
            self.prompter.interactive, self.size, self.progress.explained, self.prompter,
        )  # fmt: skip
        self.playing = terminal
        terminal.run()
        self.playing = None
        explained = frozenset(terminal.guide.seen)
        played = Progress(guided=game.over, explained=explained)
        if game.over:
            self.record(lambda: self.file.guided_played(explained), played)
        elif explained - self.progress.explained:
            self.record(lambda: self.file.explained(explained), played)

    # -- the menu -------------------------------------------------------------------------
    def menu(self) -> Entry | None:
        """Show the lessons and ask which to play; None when the person leaves."""
        everything: list[Entry] = [*lessons(), Guided.GAME]
        default = self.default_entry()
        self.console.print(Rule(Text(tr("ui.tutorial.menu.title", self.lang), style="bold")))
        for n, each in enumerate(everything, 1):
            mark = " ✓" if self.is_done(each) else ""
            self.console.print(Text(f"{n:>3}. {self.entry_title(each, numbered=False)}{mark}"))
        question = tr("ui.tutorial.menu.ask", self.lang, len(everything), self.number(default))
        while True:
            line = self.prompter.line(question)
            if line is None:
                continue
            word = line.strip().casefold()
            if not word:
                return default
            if word in QUIT_WORDS:
                return None
            if word in HELP_WORDS:
                self.say(tr("ui.tutorial.menu.help", self.lang))
                continue
            try:
                return entry_by_name(word)
            except LessonError as exc:
                help_text = tr("ui.tutorial.menu.help", self.lang)
                self.say(tr("ui.tutorial.menu.bad", self.lang, exc.message(self.lang), help_text))

    def default_entry(self) -> Entry:
        """The first lesson not completed; then the guided game if not played; then the
        first lesson."""
        for each in lessons():
            if each.id not in self.progress.lessons:
                return each
        return lessons()[0] if self.progress.guided else Guided.GAME

    def is_done(self, entry: Entry) -> bool:
        if isinstance(entry, Guided):
            return self.progress.guided
        return entry.id in self.progress.lessons

    def number(self, entry: Entry) -> int:
        return len(lessons()) + 1 if isinstance(entry, Guided) else entry.number

    def entry_title(self, entry: Entry, numbered: bool = True) -> str:
        if isinstance(entry, Guided):
            title = tr("ui.tutorial.guided.title", self.lang)
        else:
            title = entry.title(self.lang)
        return f"{self.number(entry)}. {title}" if numbered else title

    # -- the progress ---------------------------------------------------------------------
    def record(self, write: Callable[[], Progress], progress: Progress) -> None:
        """Write to the progress file (``write``); ``progress`` counts in this session even
        when the file can't be written, which is said."""
        self.progress = self.progress.merged(progress)
        try:
            self.progress = self.progress.merged(write())
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self.say(tr("ui.tutorial.save_failed", self.lang, self.file.path, reason))
        if self.file.moved_aside is not None:
            self.say(tr("ui.tutorial.moved_aside", self.lang, self.file.moved_aside))

    def reset(self) -> int:
        """``--reiniciar``: forget all progress, asking first at a terminal."""
        try:
            if self.prompter.interactive and not self.prompter.confirm("ui.tutorial.confirm.reset"):
                self.say(tr("ui.tutorial.reset_kept", self.lang))
                return 0
        except (Closed, KeyboardInterrupt):
            self.console.print()
            self.say(tr("ui.tutorial.reset_kept", self.lang))
            return 0
        try:
            self.file.clear()
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self.say(tr("ui.tutorial.reset_failed", self.lang, self.file.path, reason))
            return 1
        if self.file.moved_aside is not None:
            self.say(tr("ui.tutorial.moved_aside", self.lang, self.file.moved_aside))
        self.progress = Progress()
        self.say(tr("ui.tutorial.reset", self.lang))
        return 0

    def say(self, message: str) -> None:
        self.prompter.say(message)
