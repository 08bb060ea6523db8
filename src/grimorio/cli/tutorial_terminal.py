"""The tutorial in the terminal game (issue 24, parts 1 and 3): a lesson played in the real
game interface, and the guided first game.

:class:`LessonTerminal` is the :class:`~grimorio.cli.terminal.Terminal` of one lesson: the
same screen and the same commands (numbers, ``p``, ``a``, ``v N``, ``por qué``, ``?``), with
every move of the person judged by the lesson's :class:`~grimorio.tutorial.coach.Coach`. A
move the lesson refuses prints its hint (plain words and the rule's number) and the question
is asked again, the game unchanged; passing (``p``, ``pasar turno``…) passes through the
coach too, so it never passes beyond what the lesson refuses. The rival's decisions are
the coach's (its script, then passing), never an agent's. Cancelling a cast being announced
(CR 601.2, 602.2) replays the coach to the move before the cast began
(:meth:`Coach.replayed`), so the coach's steps and the game stay one. The lesson ends when
the coach says it is done.

:class:`GuidedTerminal` is the guided first game: an ordinary game against the gentle
computer player, where the first time the person meets a kind of decision a one-line note
says what it asks for (:class:`~grimorio.tutorial.guide.Guide`), and after something that
may surprise a newcomer (a creature dying, an ability triggering) the screen offers
«por qué N» (:func:`~grimorio.tutorial.guide.surprises`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from grimorio.agents.base import Agent
from grimorio.cli import recent, screen
from grimorio.cli.labels import annotate
from grimorio.cli.prompt import Prompter
from grimorio.cli.terminal import BUILT, HUMAN, Outcome, Terminal, nothing_to_choose
from grimorio.cli.texts import tr
from grimorio.core.decisions import Option
from grimorio.game import Game
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.text.render import register_messages
from grimorio.tutorial.coach import Coach
from grimorio.tutorial.guide import Guide, surprises
from grimorio.tutorial.lessons import Hint

MAX_PASSES = 2000  # the person's moves the terminal makes in a row for them (a lesson: few)
MAX_OFFERS = 3  # «por qué N» offers above one question: the newest

# words the lesson's terminal answers on its own (the game's own meaning doesn't apply)
CONCEDE_WORDS = frozenset({"rendirse", "rendir", "rindo", "concede", "concedo"})
SAVE_WORDS = frozenset({"guardar", "save"})
QUIT_WORDS = frozenset({"salir", "quit", "exit", "q"})

register_messages(
    {
        "ui.tutorial.lesson": ("Lección {0}: {1}", "Lesson {0}: {1}"),
        "ui.tutorial.rules": ("(reglas {0})", "(rules {0})"),
        "ui.tutorial.task": ("Tarea: {0}", "Task: {0}"),
        "ui.tutorial.hint": ("✗ {0}", "✗ {0}"),
        "ui.tutorial.done": ("✓ ¡Lección completada! {0}", "✓ Lesson complete! {0}"),
        "ui.tutorial.left": (
            "Has dejado la lección; no cuenta como completada (puedes volver a ella cuando "
            "quieras).",
            "You left the lesson; it doesn't count as complete (come back to it any time).",
        ),
        "ui.tutorial.stuck": (
            "La lección ya no se puede completar así. Vuelve a empezarla.",
            "The lesson can't be completed this way any more. Start it again.",
        ),
        "ui.tutorial.no_concede": (
            "En una lección nadie se rinde: escribe «salir» para dejarla.",
            "Nobody concedes in a lesson: type 'quit' to leave it.",
        ),
        "ui.tutorial.no_save": (
            "Una lección no se guarda como partida; tu progreso se guarda solo al completarla.",
            "A lesson isn't saved as a game; your progress is saved by itself when you "
            "complete it.",
        ),
        "ui.tutorial.confirm.leave": (
            "¿Dejar la lección? (s/n) > ",
            "Leave the lesson? (y/n) > ",
        ),
        "ui.tutorial.guided.title": (
            "Partida guiada contra un rival amable",
            "Guided game against a gentle opponent",
        ),
        "ui.tutorial.guided.text": (
            "Una partida normal, con mazos de muestra, contra un rival que no aprieta. La "
            "primera vez que te toque cada tipo de decisión verás una línea que la explica; "
            "cuando pase algo sorprendente (una criatura que muere, una habilidad que se "
            "dispara) podrás preguntar «por qué N». Escribe ? para ver todos los comandos.",
            "An ordinary game, with sample decks, against an opponent who takes it easy. The "
            "first time you meet each kind of decision a line explains it; when something "
            "surprising happens (a creature dying, an ability triggering) you can ask 'why N'. "
            "Type ? to see every command.",
        ),
        "ui.tutorial.guided.left": (
            "Has dejado la partida guiada; lo que ya se te explicó no se repetirá.",
            "You left the guided game; what was already explained won't be repeated.",
        ),
        "ui.tutorial.note": ("Nuevo — {0}", "New — {0}"),
        "ui.tutorial.why_offer": (
            "¿Por qué? escribe «por qué {0}»: {1}",
            "Why? type 'why {0}': {1}",
        ),
    }
)


class LessonTerminal(Terminal):
    """One lesson in the terminal game, the person at seat 0 (the coach's learner);
    :attr:`completed` says whether it ended with the lesson done. ``prompter`` is the
    tutorial's own (one count of Ctrl-D for the whole session), else a new one."""

    def __init__(
        self,
        coach: Coach,
        lang: str = "es",
        console: Console | None = None,
        read: Callable[[str], str] | None = None,
        interactive: bool | None = None,
        size: Callable[[], tuple[int, int]] | None = None,
        prompter: Prompter | None = None,
    ) -> None:
        super().__init__(coach.game, {}, lang, console, None, read, interactive, size)
        if prompter is not None:
            self.prompter = prompter
        self.coach = coach
        self.completed = False
        # the learner's accepted moves before the cast or activation being announced began
        self.undo_answers: int | None = None

    @property
    def lesson_title(self) -> str:
        lesson = self.coach.lesson
        return tr("ui.tutorial.lesson", self.lang, lesson.number, lesson.title(self.lang))

    def run(self) -> int:
        """Introduce the lesson, then play it until it is done or the person leaves."""
        self.introduce()
        return super().run()

    def introduce(self) -> None:
        """The lesson's title, its explanation and its task."""
        lesson = self.coach.lesson
        self.console.print(Rule(Text(self.lesson_title, style="bold")))
        for paragraph in lesson.paragraphs(self.lang):
            self.console.print(Text(paragraph))
            self.console.print()
        rules = tr("ui.tutorial.rules", self.lang, ", ".join(lesson.rules))
        self.console.print(Text(rules, style="dim"))
        self.console.print(Text(self.task_line(), style="bold"))

    def task_line(self) -> str:
        return tr("ui.tutorial.task", self.lang, self.coach.lesson.task(self.lang))

    # -- the loop -------------------------------------------------------------------------
    def _loop(self) -> int:
        while True:
            self._advance()
            if self.coach.done:
                self.finish()
                return 0
            if self.game.over or self.coach.learner_to_move() is None:
                self.show()
                self.say(tr("ui.tutorial.stuck", self.lang))
                return 0
            self.show()
            self.console.print(Text(self.task_line(), style="bold"))
            if not self.ask():
                return self.leave()

    def _advance(self) -> None:
        """Answer, through the coach, what the person needn't be asked: a question with one
        answer only (CR 117.3d, 103.6) and the passes of the way of passing they chose. A
        move the lesson would refuse is not made: the person is asked there (the hint is
        theirs only for a move they make themselves)."""
        try:
            for _ in range(MAX_PASSES):
                decision = self.game.pending
                if self.coach.done or decision is None or decision.player != HUMAN:
                    return
                if nothing_to_choose(decision):
                    move = decision.options[0].id
                elif self.passing is not None and self.passing.keep_passing(self.game):
                    move = "pass"
                else:
                    return
                if self.coach.judge(move) is not None or self.coach.answer(move) is not None:
                    return
        finally:
            self.passing = None

    def finish(self) -> None:
        """The board as the lesson leaves it (no question), and the lesson's closing words."""
        self.completed = True
        view = annotate(self.game, self.game.view(HUMAN, self.lang), self.lang)
        view = {**view, "decision": None}
        lines = recent.since(self.game, self.seen_log, self.lang, HUMAN)
        self.seen_log = len(self.game.state.log)
        self.console.print(Rule())
        extras = screen.Extras(recent=lines)
        self.console.print(screen.screen(view, self.lang, extras=extras), width=self.size()[0])
        done = tr("ui.tutorial.done", self.lang, self.coach.lesson.done(self.lang))
        self.console.print(Text(done, style="bold"))

    def leave(self) -> int:
        self.say(tr("ui.tutorial.left", self.lang))
        return 0

    # -- the person's moves ---------------------------------------------------------------
    def submit(self, option: Option) -> Outcome:
        """The person's move, judged by the coach: a refused one prints its hint and the
        question is asked again (nothing changed); an accepted one is made."""
        decision = self.game.pending
        starts = decision is not None and decision.kind == DecisionKind.PRIORITY
        begins = starts and option.id != "pass"
        before = self.game.clone() if begins else None
        made = len(self.coach.answers)
        hint = self.coach.answer(option.id)
        if hint is not None:
            self.passing = None
            self.hint(hint)
            return None
        if starts:  # the game before a cast or activation begins, for «cancelar»
            self.undo = before
            self.undo_answers = made if begins else None
        if decision is not None and decision.kind in BUILT:
            self.chosen.append((option.id, self._label(option)))
        return True

    def cancel(self) -> Outcome:
        """Back out of the cast or activation being announced (CR 601.2, 602.2): the coach is
        replayed to the learner's moves before it began, and the game is the replayed one."""
        if not self.cancellable() or self.undo_answers is None:
            return self.say(tr("ui.bad.no_cancel", self.lang))
        coach = self.coach
        replayed = Coach.replayed(coach.lesson, coach.answers[: self.undo_answers])
        replayed.mistakes = coach.mistakes
        self.coach = replayed
        self.game = replayed.game
        self.undo = self.undo_answers = None
        self.numbered_at = None
        self.seen_log = len(self.game.state.log)
        return self.say(tr("ui.cancelled", self.lang))

    def command(self, line: str) -> Outcome:
        """The game's commands, but a lesson has no conceding or saving, and leaving it asks
        first at a terminal (nothing is lost but the lesson's moves)."""
        words = line.split()
        first = words[0].casefold() if words else ""
        if first in CONCEDE_WORDS:
            return self.say(tr("ui.tutorial.no_concede", self.lang))
        if first in SAVE_WORDS:
            return self.say(tr("ui.tutorial.no_save", self.lang))
        if first in QUIT_WORDS and len(words) == 1:
            if not self.prompter.interactive:
                return False
            return False if self.prompter.confirm("ui.tutorial.confirm.leave") else None
        return super().command(line)

    def hint(self, hint: Hint) -> None:
        self.console.print(Text(tr("ui.tutorial.hint", self.lang, hint.text(self.lang))))

    def autosave(self) -> None:
        """A lesson is never saved as a game."""


class GuidedTerminal(Terminal):
    """The guided first game: a :class:`Terminal` against ``opponent`` (the gentle agent)
    that notes each kind of decision the first time the person meets it and offers «por qué
    N» after what may surprise them. ``explained`` are the kinds already explained in an
    earlier guided game (not explained again); :attr:`guide` holds the ones met now."""

    def __init__(
        self,
        game: Game,
        opponent: Agent,
        lang: str = "es",
        console: Console | None = None,
        read: Callable[[str], str] | None = None,
        interactive: bool | None = None,
        size: Callable[[], tuple[int, int]] | None = None,
        explained: Iterable[str] = (),
        prompter: Prompter | None = None,
    ) -> None:
        super().__init__(game, opponent, lang, console, None, read, interactive, size)
        if prompter is not None:
            self.prompter = prompter
        self.guide = Guide(explained)
        self.offers: list[int] = []  # log entries worth a «por qué» since the last question

    def run(self) -> int:
        self.console.print(Rule(Text(tr("ui.tutorial.guided.title", self.lang), style="bold")))
        self.console.print(Text(tr("ui.tutorial.guided.text", self.lang)))
        return super().run()

    def show(self) -> None:
        start = self.seen_log
        super().show()
        self.offers = surprises(self.game, start, HUMAN) if start < self.seen_log else []

    def ask(self) -> bool:
        """The note for a kind of decision met for the first time and the «por qué» offers,
        just above the question (the newest :data:`MAX_OFFERS` of those since the last one)."""
        decision = self.game.pending
        assert decision is not None
        size = len(self.game.state.log)
        for index in self.offers[-MAX_OFFERS:]:
            back = size - index
            line = recent.last(self.game, back, self.lang, HUMAN)[0]
            offer = tr("ui.tutorial.why_offer", self.lang, back, line.text)
            self.console.print(Text(offer, style="italic"))
        self.offers = []
        note = self.guide.note(decision, self.lang)
        if note is not None:
            self.console.print(Text(tr("ui.tutorial.note", self.lang, note), style="bold"))
        return super().ask()

    def leave(self) -> int:
        """Back to the tutorial's menu (nothing to save: the game isn't kept)."""
        self.say(tr("ui.tutorial.guided.left", self.lang))
        return 0
