"""The coach of one lesson (issue 24): the lesson's game, the rival's scripted answers, and
the judging of each move the learner makes in the real game interface.

A move is one of the options the engine offers (every one legal, CR 117). The coach accepts
the move the lesson's next step names (or any of a group taken in any order), every mana
payment no step names (CR 601.2g–h: how to pay is the learner's), and once the steps are
done, passing and whatever else the game asks. Any other move is refused — the game doesn't
change — and answered with the lesson's hint for it, which explains why in plain words and
cites the rule. The lesson is done when its steps are done and its goal (scenario
expectations) holds.
"""

from __future__ import annotations

from typing import Any

from grimorio.core.decisions import Decision
from grimorio.game import Game
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.actions import answer_for
from grimorio.scenario.aliases import Aliases
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.expect import differences
from grimorio.scenario.run import setup_game
from grimorio.tutorial.lessons import Hint, Lesson, LessonError

LEARNER = 0  # the learner is the lesson's first player
MAX_RIVAL = 500  # the rival's answers in a row; a lesson needs a handful
# what the rival answers when its script says nothing: pass priority (CR 117.3), keep its
# opening hand (103.5), be done with it (103.6)
RIVAL_DEFAULTS = ("pass", "keep", "done")
FREE = frozenset({"pass", "done", "mana:auto"})  # always fine once the steps are done


class Coach:
    """One lesson being played: ``game`` is its game, the learner at seat 0. Use
    :meth:`answer` for each of the learner's moves; :attr:`done` says when it is over."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.aliases: Aliases = {}
        try:
            self.game: Game = setup_game(lesson.scenario(), self.aliases)
        except ScenarioError as exc:
            raise LessonError(f"{lesson.id}: {exc.es}", f"{lesson.id}: {exc.en}") from None
        self._rival = list(lesson.rival)
        self._steps = [list(step) for step in lesson.steps]
        self.answers: list[str] = []  # the learner's accepted moves, in order
        self.mistakes = 0  # wrong moves refused
        self.advance()

    @classmethod
    def replayed(cls, lesson: Lesson, answers: list[str]) -> Coach:
        """The lesson after the learner's ``answers`` (as :attr:`answers` kept them): the
        rival's answers are scripted, so the same moves give the same game. LessonError if
        one of them is refused."""
        coach = cls(lesson)
        for n, option in enumerate(answers, 1):
            if coach.answer(option) is not None:
                raise LessonError(
                    f"{lesson.id}: la respuesta {n} ({option[:40]}) no vale",
                    f"{lesson.id}: answer {n} ({option[:40]}) is refused",
                )
        return coach

    # -- the learner ------------------------------------------------------------------------
    @property
    def steps_done(self) -> bool:
        return not self._steps

    @property
    def done(self) -> bool:
        """The steps are done and the goal holds (or the game is over and it held then)."""
        return self.steps_done and not differences(self.game, self.lesson.goal, self.aliases)

    def learner_to_move(self) -> Decision | None:
        """The learner's pending decision, or None (lesson done, or game over)."""
        decision = self.game.pending
        if self.done or decision is None or decision.player != LEARNER:
            return None
        return decision

    def expected(self, decision: Decision) -> list[str]:
        """The option ids the lesson's next step accepts at ``decision`` (empty once the
        steps are done, or when the step isn't taken at this decision)."""
        if not self._steps:
            return []
        found = []
        for action in self._steps[0]:
            option = self._option(decision, action)
            if option is not None:
                found.append(option)
        return found

    def judge(self, option: str) -> Hint | None:
        """None if the learner may make the move ``option`` now, else the hint for it."""
        decision = self.game.pending
        if decision is None or decision.player != LEARNER or option not in decision.ids():
            return self._other()
        wanted = self.expected(decision)
        if decision.kind == DecisionKind.MANA and not wanted:
            return None  # CR 601.2g-h: how to pay is the learner's, unless a step says
        if not self._steps:
            return (
                None
                if option in FREE or decision.kind != DecisionKind.PRIORITY
                else (self._other())
            )
        if option in wanted:
            return None
        for hint in self.lesson.hints:
            if hint.when is not None and self._option(decision, hint.when) == option:
                return hint
        return self._other()

    def answer(self, option: str) -> Hint | None:
        """Make the learner's move ``option``: None when it was made (and the rival has
        answered after it), else the hint, and nothing changed."""
        hint = self.judge(option)
        if hint is not None:
            self.mistakes += 1
            return hint
        decision = self.game.pending
        assert decision is not None
        if option in self.expected(decision):
            self._take(decision, option)
        self.game.submit(option, LEARNER)
        self.answers.append(option)
        self.advance()
        return None

    def _take(self, decision: Decision, option: str) -> None:
        """Strike the action of the first step that ``option`` carries out."""
        step = self._steps[0]
        for action in step:
            if self._option(decision, action) == option:
                step.remove(action)
                break
        if not step:
            self._steps.pop(0)

    def _other(self) -> Hint:
        return next(h for h in self.lesson.hints if h.when is None)

    def _option(self, decision: Decision, action: Any) -> str | None:
        try:
            return answer_for(self.game, decision, action, self.aliases)
        except ScenarioError:
            return None

    # -- the rival --------------------------------------------------------------------------
    def advance(self) -> None:
        """Answer the rival's decisions until the learner must move or the game is over: the
        rival's script first, then passing or keeping its hand (or the first option)."""
        for _ in range(MAX_RIVAL):
            decision = self.game.pending
            if decision is None or decision.player == LEARNER:
                return
            self.game.submit(self._rival_answer(decision), decision.player)
        raise LessonError(
            f"{self.lesson.id}: el rival no deja de decidir",
            f"{self.lesson.id}: the rival never stops deciding",
        )

    def _rival_answer(self, decision: Decision) -> str:
        ids = decision.ids()
        if decision.kind == DecisionKind.MANA and "mana:auto" in ids:
            return "mana:auto"
        if self._rival:
            option = self._option(decision, self._rival[0])
            if option is not None:
                self._rival.pop(0)
                return option
        for word in RIVAL_DEFAULTS:
            if word in ids:
                return word
        return ids[0]
