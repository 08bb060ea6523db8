"""An agent that answers from a script of option ids, for tests."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from grimorio.core.decisions import Decision, IllegalAction, Option


class ScriptExhausted(RuntimeError):
    """The script ran out while a decision was still pending."""


class ScriptedAgent:
    """Answers each decision with the next id of its script (checked against the options)."""

    def __init__(self, answers: Iterable[str]) -> None:
        self.answers = list(answers)
        self.position = 0

    def decide(self, view: Any, decision: Decision) -> Option:
        if self.position >= len(self.answers):
            ids = ", ".join(decision.ids())
            raise ScriptExhausted(f"no scripted answer for {decision.kind} (options: {ids})")
        answer = self.answers[self.position]
        self.position += 1
        try:
            return decision.option(answer)
        except IllegalAction as exc:
            raise IllegalAction(
                f"respuesta del guion n.º {self.position}: {exc.es}",
                f"scripted answer #{self.position}: {exc.en}",
            ) from exc
