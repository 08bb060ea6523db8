"""``grimorio play``: a person against the computer in the terminal.

The person is player 0; the opponent's decisions are made by :func:`opponent_agent` (the
agent chosen with ``--ai``) and show up in the log lines on the screen. At every question
the person may type a number (that option), ``p`` (pass priority until something new
happens), ``a`` (pay mana automatically), ``v N`` (read card N), ``por qué [N]`` /
``why [N]``, ``rendirse`` / ``concede``, ``guardar FILE`` / ``save FILE``, ``salir`` /
``quit`` or ``?``. Bad input is answered with a short message and the question again; it
never changes the game.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from grimorio.agents.base import Agent
from grimorio.agents.factory import make_agent
from grimorio.cli import screen
from grimorio.cli.prompt import Closed, Prompter
from grimorio.cli.texts import tr
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.dsl.zones import STACK_KEY
from grimorio.explain import explain
from grimorio.game import Game
from grimorio.mtg.state.decision_kinds import DecisionKind
from grimorio.text.log import decision_prompt

HUMAN = 0

# What a typed line leads to: True the decision was answered, False leave, None ask again.
Outcome = bool | None

MAX_TYPED = 300  # characters in a typed line; no command needs more (a save path included)
_TOO_LONG = {
    "es": "Esa línea es demasiado larga ({0} caracteres; como mucho {1}). Escribe ? para ayuda.",
    "en": "That line is too long ({0} characters; at most {1}). Type ? for help.",
}


def opponent_agent(kind: str, seed: int, think: float = 1.0) -> Agent:
    """The computer's player: an agent of ``kind`` (``grimorio play --ai``; ``think`` is the
    search agent's seconds per decision)."""
    return make_agent(kind, seed, think)


@dataclass
class PassUntil:
    """``p``: keep passing priority until something new happens — a decision that is not
    priority, a new object on the stack, or a new step in which there is more than passing."""

    turn: int
    step: str
    stack: frozenset[int]

    def keep_passing(self, game: Game) -> bool:
        decision = game.pending
        if (
            decision is None
            or decision.kind != DecisionKind.PRIORITY
            or "pass" not in decision.ids()
        ):
            return False
        if set(game.state.zones[STACK_KEY]) - self.stack:
            return False
        same_step = (game.state.turn, game.state.step) == (self.turn, self.step)
        return same_step or all(o.id == "pass" for o in decision.options)


def nothing_to_choose(decision: Decision) -> bool:
    """A question the person's own client answers for them: priority with only "pass"
    (CR 117.3d), the opening hand with only "done" (103.6)."""
    kinds = (DecisionKind.PRIORITY, DecisionKind.OPENING)
    return decision.kind in kinds and len(decision.options) == 1


def save_game(game: Game, path: Path) -> None:
    """Write ``game.to_json()`` to ``path`` atomically: into a temporary file of its own
    beside it (so two programs saving at once never mix their writes), flushed to the disk,
    then renamed over ``path`` — which must be absent or a regular file (a directory, a
    link or a device is never replaced). On any failure nothing is left behind and the
    ``OSError`` says why; a crash never leaves half a file."""
    if path.is_symlink() or (path.exists() and not path.is_file()):
        raise IsADirectoryError(errno.EISDIR, "not a regular file", str(path))
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(game.to_json())
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # the rename itself reaches the disk too
        folder_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(folder_fd)
        finally:
            os.close(folder_fd)


class Terminal:
    """One person's game at the terminal; ``read`` and ``interactive`` are the
    :class:`~grimorio.cli.prompt.Prompter`'s (``input`` and whether stdin is a terminal)."""

    def __init__(
        self,
        game: Game,
        opponent: Agent,
        lang: str = "es",
        console: Console | None = None,
        save_path: Path | None = None,
        read: Callable[[str], str] | None = None,
        interactive: bool | None = None,
    ) -> None:
        self.game = game
        self.opponent = opponent
        self.lang = lang
        self.console = console or Console(highlight=False)
        self.save_path = save_path
        self.prompter = Prompter(self.console, lang, read, interactive)
        self.passing: PassUntil | None = None
        self.seen_log = max(0, len(game.state.log) - 8)

    # -- the loop -------------------------------------------------------------------------
    def run(self) -> int:
        """Play until the game ends or the person leaves; returns the exit code."""
        with self.prompter.interrupts():
            try:
                return self._loop()
            except Closed:
                self.say(tr("ui.closed", self.lang))
                return 0

    def _loop(self) -> int:
        while True:
            self._advance()
            self.autosave()
            if self.game.over:
                self.show()
                return 0
            self.show()
            if not self.ask():
                return self.leave()

    def _advance(self) -> None:
        """Let the opponent decide; answer for the person a question with one answer only
        (priority with only "pass", the opening hand with only "done" — the engine asks
        them, ``auto_pass`` off, so that the opponent learns nothing from them), and pass
        for the person while ``p`` lasts."""
        game = self.game
        while not game.over:
            decision = game.pending
            assert decision is not None
            if decision.player != HUMAN:
                game.submit(self.opponent.decide(game, decision))
            elif nothing_to_choose(decision):
                game.submit(decision.options[0])
            elif self.passing is not None and self.passing.keep_passing(game):
                game.submit("pass")
            else:
                break
        self.passing = None

    def show(self) -> None:
        view = self.game.view(HUMAN, self.lang)
        new_lines = len(self.game.state.log) - self.seen_log
        self.seen_log = len(self.game.state.log)
        self.console.print(Rule())
        self.console.print(screen.screen(view, self.lang, min(16, max(6, new_lines))))

    def ask(self) -> bool:
        """Read commands until one answers the decision (True) or the person leaves (False)."""
        decision = self.game.pending
        assert decision is not None
        text = decision_prompt(decision, self.lang, self._names(), HUMAN)
        question = tr("ui.ask", self.lang, text, len(decision.options))
        while True:
            quit = "ui.confirm.quit"
            if self.prompter.take_interrupt() and self.prompter.confirm(quit, on_interrupt=True):
                return False  # Ctrl-C while the computer was busy
            try:
                line = self.prompter.line(question)
            except KeyboardInterrupt:
                self.console.print()
                if self.prompter.confirm(quit, on_interrupt=True):
                    return False
                continue
            if line is None:
                continue
            outcome = self.command(line)
            if outcome is not None:
                return outcome

    # -- commands -------------------------------------------------------------------------
    def command(self, line: str) -> Outcome:
        """Carry out one typed line: True when the decision was answered (or the game
        ended), False to leave, None to ask again."""
        if len(line) > MAX_TYPED:  # answered before anything reads it; nothing changes
            return self.say(_TOO_LONG[self.lang].format(len(line), MAX_TYPED))
        words = line.replace("¿", "").replace("?", " ?").split()
        decision = self.game.pending
        assert decision is not None
        n = len(decision.options)
        if not words:
            return self.say(tr("ui.bad.empty", self.lang))
        cmd, rest = words[0].casefold(), words[1:]
        if re.fullmatch(r"[0-9]+\.?", cmd):
            number = int(cmd.rstrip("."))
            if not 1 <= number <= n:
                return self.say(tr("ui.bad.range", self.lang, number, n))
            return self.submit(decision.options[number - 1])
        if cmd in ("?", "ayuda", "help", "h"):
            return self.say(tr("ui.help", self.lang))
        if cmd in ("p", "pasar", "pass"):
            if decision.kind != DecisionKind.PRIORITY or "pass" not in decision.ids():
                return self.say(tr("ui.bad.no_pass", self.lang))
            state = self.game.state
            self.passing = PassUntil(state.turn, state.step, frozenset(state.zones[STACK_KEY]))
            return self.submit(decision.option("pass"))
        if cmd in ("a", "auto"):
            if "mana:auto" not in decision.ids():
                return self.say(tr("ui.bad.no_auto", self.lang))
            return self.submit(decision.option("mana:auto"))
        if cmd in ("v", "ver", "see", "view", "card", "carta"):
            return self.show_card(rest)
        if cmd == "por" and rest and rest[0].casefold().strip("?") in ("qué", "que"):
            cmd, rest = "why", rest[1:]
        if cmd in ("why", "porqué", "porque", "por-qué"):
            return self.why([w for w in rest if w != "?"])
        if cmd in ("rendirse", "rendir", "rindo", "concede", "concedo"):
            if self.prompter.confirm("ui.confirm.concede"):
                self.game.concede(HUMAN)
                return True
            return None
        if cmd in ("guardar", "save"):
            return self.save_to(rest)
        if cmd in ("salir", "quit", "exit", "q"):
            return False
        return self.say(tr("ui.bad.unknown", self.lang, line.strip()[:40], n))

    def submit(self, option: Option) -> Outcome:
        try:
            self.game.submit(option)
        except IllegalAction as exc:  # never expected: every option offered is legal
            self.passing = None
            return self.say(tr("ui.bad.illegal", self.lang, exc.message(self.lang)))
        return True

    def show_card(self, rest: list[str]) -> Outcome:
        if len(rest) != 1 or not re.fullmatch(r"\[?[0-9]+\]?", rest[0]):
            return self.say(tr("ui.bad.card_usage", self.lang))
        number = int(rest[0].strip("[]"))
        obj = screen.visible_cards(self.game.view(HUMAN, self.lang)).get(number)
        if obj is None:
            return self.say(tr("ui.bad.card", self.lang, number))
        self.console.print(screen.card_panel(obj, self.lang))
        return None

    def why(self, rest: list[str]) -> Outcome:
        size = len(self.game.state.log)
        if len(rest) > 1 or (rest and not re.fullmatch(r"[0-9]+", rest[0])):
            return self.say(tr("ui.bad.why", self.lang, " ".join(rest)[:20]))
        back = int(rest[0]) if rest else 1
        if not 1 <= back <= size:
            return self.say(tr("ui.bad.why", self.lang, back))
        for line in explain(self.game, size - back, self.lang, HUMAN):
            self.console.print(Text(line))
        return None

    def save_to(self, rest: list[str]) -> Outcome:
        if not rest and self.save_path is None:
            return self.say(tr("ui.bad.save_usage", self.lang))
        path = Path(" ".join(rest)) if rest else self.save_path
        assert path is not None
        try:
            save_game(self.game, path)
        except OSError as exc:
            return self.say(tr("ui.bad.save", self.lang, path, exc.strerror or exc))
        return self.say(tr("ui.saved", self.lang, path))

    # -- input and output -----------------------------------------------------------------
    def say(self, message: str) -> Outcome:
        """Print a short message; the question is asked again."""
        self.prompter.say(message)
        return None

    def leave(self) -> int:
        if self.save_path is not None:
            self.autosave()
            self.say(tr("ui.saved", self.lang, self.save_path))
            self.say(tr("ui.resume_with", self.lang, self.save_path))
        self.say(tr("ui.bye", self.lang))
        return 0

    def autosave(self) -> None:
        if self.save_path is None:
            return
        try:
            save_game(self.game, self.save_path)
        except OSError as exc:
            self.say(tr("ui.bad.save", self.lang, self.save_path, exc.strerror or exc))

    def _names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.game.state.players)
