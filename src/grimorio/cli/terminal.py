"""``grimorio play``: a person against the computer in the terminal.

The person is player 0; every other player's decisions are made by an agent of
:func:`opponent_agent` (the kind chosen with ``--ai``, one a seat in a game of more than two,
CR 800.1) and show up in the log lines on the screen. In a game of more than two, a person
who loses or concedes leaves the game (CR 800.4a); the others play on to the end, which the
screen then shows. At every question the person may type a number (that option), ``p``
(pass priority until something new happens), ``a`` (pay mana automatically), ``v N`` (read
card N), ``por qué [N]`` / ``why [N]``, ``rendirse`` / ``concede``, ``guardar FILE`` /
``save FILE``, ``salir`` / ``quit`` or ``?``. Bad input is answered with a short message
and the question again; it never changes the game.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from grimorio.agents.base import Agent
from grimorio.agents.factory import make_agent
from grimorio.agents.policy import pay_mana
from grimorio.atomic_files import write_atomically
from grimorio.cli import recent, screen
from grimorio.cli.compact import compact_screen, is_compact
from grimorio.cli.labels import annotate, current, with_doors
from grimorio.cli.prompt import Closed, Prompter
from grimorio.cli.texts import tr
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.explain import explain
from grimorio.game import Game
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.table.passing import (
    DEFAULT_STOPS,
    Passing,
    Whose,
    ordered,
    pass_kind,
    step_by_word,
    whose_by_word,
)
from grimorio.table.table import announcing
from grimorio.text.log import decision_prompt, option_label

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


def nothing_to_choose(decision: Decision) -> bool:
    """A question the person's own client answers for them: priority with only "pass"
    (CR 117.3d), the opening hand with only "done" (103.6)."""
    kinds = (DecisionKind.PRIORITY, DecisionKind.OPENING)
    return decision.kind in kinds and len(decision.options) == 1


def save_game(game: Game, path: Path, client: dict[str, Any] | None = None) -> None:
    """Write ``game.to_json()`` (with the terminal's ``client`` settings) to ``path``
    atomically (:func:`~grimorio.atomic_files.write_atomically`)."""
    write_atomically(path, saved_text(game, client))


# Decisions repeated while one declaration or payment is built: their options keep their
# numbers from one question to the next (CR 508.1, 509.1, 601.2g-h).
BUILT = frozenset(
    {
        DecisionKind.ATTACKERS,
        DecisionKind.BLOCKERS,
        DecisionKind.MANA,
        DecisionKind.TARGET,
        DecisionKind.TAP,
        DecisionKind.SACRIFICE,
        DecisionKind.COST,
        DecisionKind.DAMAGE,
        DecisionKind.DISCARD,
        DecisionKind.BOTTOM,
    }
)
RECENT_MIN = 3  # log lines of "since your last decision" kept however small the terminal


def saved_text(game: Game, client: dict[str, Any] | None) -> str:
    """``game.to_json()``, with the terminal's own settings (``client``) beside the game."""
    text = game.to_json()
    if not client:
        return text
    document = json.loads(text)
    document["client"] = client
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


class Terminal:
    """One person's game at the terminal; ``opponent`` decides for every other player, or
    maps each other seat to the agent that decides for it; ``read`` and ``interactive`` are
    the :class:`~grimorio.cli.prompt.Prompter`'s (``input`` and whether stdin is a
    terminal); ``size`` gives the terminal's columns and rows
    (``shutil.get_terminal_size``)."""

    def __init__(
        self,
        game: Game,
        opponent: Agent | Mapping[int, Agent],
        lang: str = "es",
        console: Console | None = None,
        save_path: Path | None = None,
        read: Callable[[str], str] | None = None,
        interactive: bool | None = None,
        size: Callable[[], tuple[int, int]] | None = None,
    ) -> None:
        self.game = game
        self.agents: dict[int, Agent] = (
            dict(opponent)
            if isinstance(opponent, Mapping)
            else {p.index: opponent for p in game.state.players if p.index != HUMAN}
        )
        # whether the person was told that they left the game (CR 800.4a)
        self.told_left = False
        self.lang = lang
        self.console = console or Console(highlight=False)
        self.save_path = save_path
        self.prompter = Prompter(self.console, lang, read, interactive)
        self.size = size or _terminal_size
        self.passing: Passing | None = None
        self.stops = DEFAULT_STOPS
        # the log entry after the person's last decision: what happened since starts here
        self.seen_log = max(0, len(game.state.log) - 8)
        # the options' numbers while a declaration is built, and the labels chosen so far
        self.numbers: dict[str, int] = {}
        self.chosen: list[tuple[str, str]] = []
        self.numbered_at: tuple[int, str, int] | None = None
        # the game as it was before the cast or activation being announced (CR 601.2, 602.2)
        self.undo: Game | None = None
        # kept in the save beside the game: the opponent's kind and thinking time
        self.client: dict[str, Any] = {}

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
        for the person while the way of passing they chose lasts."""
        game = self.game
        thinking = None
        try:
            while not game.over:
                decision = game.pending
                assert decision is not None
                if decision.player != HUMAN:
                    if not self.told_left and game.state.player(HUMAN).lost:
                        self.told_left = True  # CR 800.4a: the others play on
                        self.say(tr("ui.left", self.lang))
                    if thinking is None and self.console.is_terminal:
                        name = game.state.players[decision.player].name
                        thinking = self.console.status(tr("ui.thinking", self.lang, name))
                        thinking.start()
                    game.submit(self.agents[decision.player].decide(game, decision))
                elif nothing_to_choose(decision):
                    game.submit(decision.options[0])
                elif self.passing is not None and self.passing.keep_passing(game):
                    game.submit("pass")
                else:
                    break
        finally:
            if thinking is not None:
                thinking.stop()
        self.passing = None

    def show(self) -> None:
        """The screen: the full one, or the compact one in a small terminal; what happened
        since the last decision is cut, oldest first, until the screen fits."""
        width, height = self.size()
        view = self.game.view(HUMAN, self.lang)
        self._number(self.game.pending)
        lines = recent.since(self.game, self.seen_log, self.lang, HUMAN)
        fresh = bool(lines)
        if not fresh:  # the last actions before, for context
            start = max(0, len(self.game.state.log) - 40)
            lines = [x for x in recent.since(self.game, start, self.lang, HUMAN) if not x.mark]
            lines = lines[-2:]
        self.seen_log = len(self.game.state.log)
        view = self._marked(annotate(self.game, view, self.lang))
        compact = is_compact(width, height)
        keep, columns = len(lines), 0
        while True:
            extras = self._extras(lines[len(lines) - keep :], len(lines) - keep, fresh)
            if compact:
                shown = compact_screen(view, self.lang, extras, columns)
            else:
                shown = screen.screen(view, self.lang, extras=extras)
            used = len(self.console.render_lines(shown, self.console.options.update(width=width)))
            over = used + 2 - height  # the rule above and the question's line below
            if over <= 0:
                break
            if keep > RECENT_MIN:
                keep = max(RECENT_MIN, keep - over)
            elif compact and not columns:
                columns = width  # the options in two columns
            elif compact and keep > 1:
                keep = max(1, keep - over)
            else:
                break
        self.console.print(Rule())
        self.console.print(shown, width=width)

    def _extras(self, lines: list[recent.Line], older: int, fresh: bool) -> screen.Extras:
        decision = self.game.pending
        numbers = None
        if decision is not None and decision.player == HUMAN:
            numbers = [self.numbers[o.id] for o in decision.options]
        return screen.Extras(
            recent=lines,
            older=older,
            fresh=fresh,
            numbers=numbers,
            chosen=[label for _, label in self.chosen],
            cancel=self.cancellable(),
        )

    def _marked(self, view: screen.View) -> screen.View:
        """The view with the attackers and blockers chosen so far marked on the board."""
        marks: dict[int, str] = {}
        several = len(view["players"]) > 2  # CR 802.1: whom it attacks matters
        for oid, _ in self.chosen:
            parts = oid.split(":")
            if parts[0] == "attack" and len(parts) >= 2 and parts[1].isdigit():
                named = several and len(parts) == 3 and parts[2].lstrip("-").isdigit()
                target = parts[2] if named else ""
                attacked = screen.attacked_text(view, int(target), self.lang) if target else ""
                mark = tr("ui.mark.attack_at", self.lang, attacked) if attacked else ""
                marks[int(parts[1])] = mark or tr("ui.mark.attack", self.lang)
            elif parts[0] == "block" and len(parts) == 3 and parts[1].isdigit():
                marks[int(parts[1])] = tr("ui.mark.block", self.lang, parts[2])
        if not marks:
            return view
        battlefield = [
            {**o, "declared": marks[o["id"]]} if o["id"] in marks else o
            for o in view["battlefield"]
        ]
        return {**view, "battlefield": battlefield}

    def _number(self, decision: Decision | None) -> None:
        """Number the options: a question that continues the declaration or payment being
        built (the same kind, nothing happened in between) keeps the numbers it had."""
        if decision is None or decision.player != HUMAN:
            return
        at = (decision.player, str(decision.kind), len(self.game.state.log))
        ids = decision.ids()
        if at == self.numbered_at and decision.kind in BUILT and self.numbers:
            following = max(self.numbers.values()) + 1
            for oid in ids:
                if oid not in self.numbers:
                    self.numbers[oid] = following
                    following += 1
        else:
            self.numbers = {oid: n for n, oid in enumerate(ids, start=1)}
            self.chosen = []
        self.numbered_at = at

    def ask(self) -> bool:
        """Read commands until one answers the decision (True) or the person leaves (False)."""
        decision = self.game.pending
        assert decision is not None
        text = decision_prompt(decision, self.lang, self._names(), HUMAN)
        top = max((self.numbers.get(o.id, 0) for o in decision.options), default=0)
        question = tr("ui.ask", self.lang, text, top or len(decision.options))
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
            if self.game.pending is not decision:
                return True  # the game went back (a cancelled cast): show it again

    # -- commands -------------------------------------------------------------------------
    def command(self, line: str) -> Outcome:
        """Carry out one typed line: True when the decision was answered (or the game
        ended), False to leave, None to ask again."""
        if len(line) > MAX_TYPED:  # answered before anything reads it; nothing changes
            return self.say(_TOO_LONG[self.lang].format(len(line), MAX_TYPED))
        words = line.replace("¿", "").replace("?", " ?").split()
        decision = self.game.pending
        assert decision is not None
        if not words:
            return self.say(tr("ui.bad.empty", self.lang))
        cmd, rest = words[0].casefold(), words[1:]
        if re.fullmatch(r"[0-9]+\.?", cmd):
            return self.choose(decision, int(cmd.rstrip(".")))
        if cmd in ("?", "ayuda", "help", "h"):
            return self.say(tr("ui.help", self.lang))
        if cmd in ("p", "pasar", "pass"):
            return self.pass_priority(decision, rest)
        if cmd in ("a", "auto"):
            return self.pay_automatically(decision)
        if cmd in ("cancelar", "c", "cancel", "deshacer", "undo"):
            return self.cancel()
        if cmd in ("paradas", "parada", "stops", "stop"):
            return self.set_stop(rest)
        if cmd in ("log", "registro"):
            return self.show_log(rest)
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
            # nothing saved: a person at a terminal is asked first (piped input is not)
            if self.save_path is None and self.prompter.interactive:
                return False if self.prompter.confirm("ui.confirm.unsaved") else None
            return False
        n = len(decision.options)
        return self.say(tr("ui.bad.unknown", self.lang, line.strip()[:40], n))

    def choose(self, decision: Decision, number: int) -> Outcome:
        """The option with ``number`` (as shown: numbers kept while a declaration is built)."""
        by_number = {self.numbers.get(o.id, 0): o for o in decision.options}
        if len(by_number) != len(decision.options):  # numbered elsewhere (a test's terminal)
            by_number = dict(enumerate(decision.options, start=1))
        option = by_number.get(number)
        if option is None:
            top = max(by_number, default=0)
            return self.say(tr("ui.bad.range", self.lang, number, top))
        return self.submit(option)

    def pass_priority(self, decision: Decision, rest: list[str]) -> Outcome:
        kind = pass_kind(rest)
        if kind is None:
            return self.say(tr("ui.bad.pass_usage", self.lang, " ".join(rest)[:30]))
        if decision.kind != DecisionKind.PRIORITY or "pass" not in decision.ids():
            return self.say(tr("ui.bad.no_pass", self.lang))
        self.passing = Passing.start(kind, self.game, HUMAN, self.stops)
        return self.submit(decision.option("pass"))

    def pay_automatically(self, decision: Decision) -> Outcome:
        """``a``: pay the mana as the heuristic player pays it (``agents.policy.pay_mana``:
        the sources the hand needs least), one payment step after another (CR 601.2g-h)."""
        if decision.kind != DecisionKind.MANA and "mana:auto" not in decision.ids():
            return self.say(tr("ui.bad.no_auto", self.lang))
        game = self.game
        while True:
            current = game.pending
            if current is None or current.player != HUMAN or current.kind != DecisionKind.MANA:
                return True
            answer = self.submit(pay_mana(game, current))
            if answer is not True:
                return answer

    def cancel(self) -> Outcome:
        """Back out of the cast or activation being announced, before it is paid: the game
        goes back to the priority at which it began (see :meth:`cancellable`)."""
        if not self.cancellable():
            return self.say(tr("ui.bad.no_cancel", self.lang))
        assert self.undo is not None
        self.game, self.undo = self.undo, None
        self.numbered_at = None
        self.seen_log = len(self.game.state.log)
        return self.say(tr("ui.cancelled", self.lang))

    def cancellable(self) -> bool:
        """CR 601.2, 602.2, 732: while a spell or ability is announced (modes, targets, costs,
        mana), the engine commits nothing — the log doesn't grow — until the total cost is
        paid. Until then the person may go back to the game as it was at the priority where
        they began: the abandoned choices leave no answer behind, so the game's record and
        its replay stay exact, and the opponent saw nothing (it decides nothing meanwhile).
        The engine's agents never cancel; only this client offers it."""
        return announcing(self.game, self.undo, HUMAN)

    def set_stop(self, rest: list[str]) -> Outcome:
        """``paradas``: list the stops; ``parada PASO [mío|rival]``: set or clear one."""
        if rest:
            step = step_by_word(rest[0])
            whose = whose_by_word(rest[1]) if len(rest) == 2 else Whose.MINE
            if step is None or whose is None or len(rest) > 2:
                return self.say(tr("ui.bad.stop", self.lang, " ".join(rest)[:30]))
            self.stops = self.stops ^ {(whose, step)}
        names = [
            f"{screen._step_name(step, self.lang)} ({tr('ui.stop.' + whose, self.lang)})"
            for whose, step in ordered(self.stops)
        ]
        return self.say(tr("ui.stops", self.lang, ", ".join(names) or tr("ui.nothing", self.lang)))

    def show_log(self, rest: list[str]) -> Outcome:
        """``log [N]``: the last N lines of the log (20), numbered as ``por qué N`` takes."""
        if len(rest) > 1 or (rest and not re.fullmatch(r"[0-9]{1,5}", rest[0])):
            return self.say(tr("ui.bad.log", self.lang, " ".join(rest)[:20]))
        count = int(rest[0]) if rest else 20
        for line in recent.last(self.game, count, self.lang, HUMAN):
            self.console.print(Text(f"{line.number:>4}  {line.text}"))
        return None

    def submit(self, option: Option) -> Outcome:
        decision = self.game.pending
        # the game before a cast or activation begins, for «cancelar» (see cancellable)
        starts = decision is not None and decision.kind == DecisionKind.PRIORITY
        before = self.game.clone() if starts and option.id != "pass" else None
        try:
            self.game.submit(option)
        except IllegalAction as exc:  # never expected: every option offered is legal
            self.passing = None
            return self.say(tr("ui.bad.illegal", self.lang, exc.message(self.lang)))
        if starts:
            self.undo = before
        if decision is not None and decision.kind in BUILT:
            self.chosen.append((option.id, self._label(option)))
        return True

    def _label(self, option: Option) -> str:
        return option_label(option, self.lang, self._names(), HUMAN)

    def show_card(self, rest: list[str]) -> Outcome:
        if len(rest) != 1 or not re.fullmatch(r"\[?[0-9]+\]?", rest[0]):
            return self.say(tr("ui.bad.card_usage", self.lang))
        number = int(rest[0].strip("[]"))
        obj = screen.visible_cards(self.game.view(HUMAN, self.lang)).get(number)
        if obj is None:
            return self.say(tr("ui.bad.card", self.lang, number))
        obj = with_doors(self.game, obj, self.lang)
        self.console.print(screen.card_panel(obj, self.lang, current(self.game, obj, self.lang)))
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
            save_game(self.game, path, self.client)
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
            save_game(self.game, self.save_path, self.client)
        except OSError as exc:
            self.say(tr("ui.bad.save", self.lang, self.save_path, exc.strerror or exc))

    def _names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.game.state.players)


def _terminal_size() -> tuple[int, int]:
    size = shutil.get_terminal_size()
    return size.columns, size.lines
