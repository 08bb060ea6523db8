"""A lesson of the tutorial: a few sentences of explanation, a small real game situation set
up with the scenario machinery (``docs/scenarios.md``), the task the learner performs in the
game, the moves that do it, what must hold once it is done, and hints for wrong moves, each
citing the rule it explains.

Lessons are YAML files in this package's ``lessons/`` folder, in the basic rulebook's order
(their names begin with their number). A lesson file reads::

    id: tierras                       # a stable name (progress is kept by it)
    title: {es: …, en: …}
    rules: ["305.1", "305.2"]         # the rules the lesson teaches (CR numbers)
    text: {es: …, en: …}              # the explanation, paragraphs separated by blank lines
    task: {es: …, en: …}              # what the learner must do, one sentence
    done: {es: …, en: …}              # said once the task is done
    setup: {…}                        # a scenario setup; the learner is the first player
    rival: [lanzar: Incinerar, …]     # the rival's answers in order (optional): scenario
                                      # actions; after them the rival passes, or takes
                                      # the first option where it can't pass
    steps:                            # the learner's moves in order, scenario actions;
      - jugar: Bosque                 # {en cualquier orden: [actions]} takes them in any
                                      # order; a mana payment is judged only
                                      # where a step names it (pagar: Bosque)
    goal: {…}                         # scenario expectations: the lesson is done when they hold
    hints:                            # what a wrong move is told
      - when: pasar                   # a scenario action naming the wrong move…
        rule: "117.3"
        es: …
        en: …
      - rule: "…"                     # …and one without ``when``: any other wrong move
        es: …
        en: …

A malformed lesson is a :class:`LessonError` naming the file and the field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from grimorio.core.decisions import shown
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.reading import parse_yaml, read_text

FOLDER = Path(__file__).resolve().parent / "lessons"
LANGS = ("es", "en")
ANY_ORDER = ("en cualquier orden", "in any order")
FIELDS = {
    *("id", "title", "rules", "text", "task", "done"),
    *("setup", "rival", "steps", "goal", "hints"),
}
REQUIRED = FIELDS - {"rival"}
_RULE = re.compile(r"[1-9][0-9]{2}(\.[0-9]+[a-z]?)?")
_ID = re.compile(r"[a-z0-9-]{1,40}")


class LessonError(ScenarioError):
    """A lesson file that can't be read as a lesson; the message names the file and field."""


@dataclass(frozen=True)
class Words:
    """A text a person reads, in Spanish and English."""

    es: str
    en: str

    def __call__(self, lang: str = "es") -> str:
        return self.en if lang == "en" else self.es


@dataclass(frozen=True)
class Hint:
    """What a wrong move is told: ``when`` the scenario action naming the move (None: any
    other wrong move), the ``rule`` (a CR number) and the words."""

    when: Any
    rule: str
    words: Words

    def text(self, lang: str = "es") -> str:
        """The hint with its rule's number, as the learner reads it."""
        label = "regla" if lang != "en" else "rule"
        return f"{self.words(lang)} ({label} {self.rule})"


Step = tuple[Any, ...]  # one action, or several to be taken in any order


@dataclass(frozen=True)
class Lesson:
    """One lesson (see the module); ``number`` its place in the rulebook's order."""

    number: int
    id: str
    title: Words
    rules: tuple[str, ...]
    text: Words
    task: Words
    done: Words
    setup: dict[str, Any]
    rival: tuple[Any, ...]
    steps: tuple[Step, ...]
    goal: dict[str, Any]
    hints: tuple[Hint, ...]

    def paragraphs(self, lang: str = "es") -> list[str]:
        """The explanation's paragraphs in ``lang``."""
        return [" ".join(p.split()) for p in self.text(lang).split("\n\n") if p.strip()]

    def scenario(self) -> dict[str, Any]:
        """The lesson's game as a scenario document (``grimorio.scenario.run``)."""
        return {"setup": self.setup}


def _words(data: dict[str, Any], field: str, where: str) -> Words:
    value = data.get(field)
    if not isinstance(value, dict) or set(value) != set(LANGS):
        raise _bad(where, field, "un mapa con es y en", "a mapping with es and en")
    if not all(isinstance(value[k], str) and value[k].strip() for k in LANGS):
        raise _bad(where, field, "textos no vacíos", "texts that are not empty")
    return Words(value["es"].strip(), value["en"].strip())


def _bad(where: str, field: str, es: str, en: str) -> LessonError:
    return LessonError(f"{where}: {field} debe ser {es}", f"{where}: {field} must be {en}")


def _rule(value: Any, where: str, field: str) -> str:
    if not isinstance(value, str) or not _RULE.fullmatch(value):
        raise _bad(where, field, 'un número de regla como "305.2"', 'a rule number like "305.2"')
    return value


def _steps(value: Any, where: str) -> tuple[Step, ...]:
    if not isinstance(value, list) or not value:
        raise _bad(where, "steps", "una lista de acciones", "a list of actions")
    steps: list[Step] = []
    for item in value:
        if isinstance(item, dict) and len(item) == 1 and next(iter(item)) in ANY_ORDER:
            group = next(iter(item.values()))
            if not isinstance(group, list) or len(group) < 2:
                raise _bad(where, "steps", "en cualquier orden: dos acciones o más",
                           "in any order: two actions or more")  # fmt: skip
            steps.append(tuple(group))
        else:
            steps.append((item,))
    return tuple(steps)


def _hints(value: Any, where: str) -> tuple[Hint, ...]:
    if not isinstance(value, list) or not value:
        raise _bad(where, "hints", "una lista de pistas", "a list of hints")
    hints = []
    for n, item in enumerate(value, 1):
        field = f"hints[{n}]"
        if not isinstance(item, dict) or not set(item) <= {"when", "rule", *LANGS}:
            raise _bad(where, field, "un mapa con when, rule, es y en",
                       "a mapping with when, rule, es and en")  # fmt: skip
        words = _words({"w": {k: item.get(k) for k in LANGS}}, "w", f"{where}: {field}")
        hints.append(Hint(item.get("when"), _rule(item.get("rule"), where, field), words))
    if all(h.when is not None for h in hints):
        raise _bad(where, "hints", "una lista con una pista sin when (cualquier otro movimiento)",
                   "a list with one hint without when (any other move)")  # fmt: skip
    return tuple(hints)


def parse_lesson(data: Any, where: str, number: int = 0) -> Lesson:
    """A lesson from its document, or LessonError."""
    if not isinstance(data, dict):
        raise LessonError(f"{where}: una lección es un mapa", f"{where}: a lesson is a mapping")
    unknown = sorted(map(str, set(data) - FIELDS))
    missing = sorted(REQUIRED - set(data))
    if unknown or missing:
        raise LessonError(
            f"{where}: campos desconocidos {unknown}, que faltan {missing}",
            f"{where}: unknown fields {unknown}, missing {missing}",
        )
    if not isinstance(data["id"], str) or not _ID.fullmatch(data["id"]):
        raise _bad(where, "id", "un nombre corto en minúsculas", "a short lower-case name")
    rules = data["rules"]
    if not isinstance(rules, list) or not rules:
        raise _bad(where, "rules", "una lista de reglas", "a list of rules")
    for key in ("setup", "goal"):
        if not isinstance(data[key], dict) or not data[key]:
            raise _bad(where, key, "un mapa", "a mapping")
    rival = data.get("rival") or []
    if not isinstance(rival, list):
        raise _bad(where, "rival", "una lista de acciones", "a list of actions")
    return Lesson(
        number=number,
        id=data["id"],
        title=_words(data, "title", where),
        rules=tuple(_rule(r, where, "rules") for r in rules),
        text=_words(data, "text", where),
        task=_words(data, "task", where),
        done=_words(data, "done", where),
        setup=data["setup"],
        rival=tuple(rival),
        steps=_steps(data["steps"], where),
        goal=data["goal"],
        hints=_hints(data["hints"], where),
    )


def read_lesson(path: Path, number: int = 0) -> Lesson:
    """The lesson in the file ``path``, or LessonError."""
    try:
        data = parse_yaml(read_text(path), path.name)
    except LessonError:
        raise
    except ScenarioError as exc:
        raise LessonError(exc.es, exc.en) from None
    return parse_lesson(data, path.name, number)


@cache
def lessons() -> tuple[Lesson, ...]:
    """Every lesson, in order (the files' names begin with their number)."""
    files = sorted(FOLDER.glob("*.yaml"))
    found = tuple(read_lesson(path, n) for n, path in enumerate(files, 1))
    ids = [lesson.id for lesson in found]
    if len(set(ids)) != len(ids):
        raise LessonError("dos lecciones con el mismo id", "two lessons with the same id")
    return found


def lesson(ref: object) -> Lesson:
    """A lesson by its id or its number (1 is the first), or LessonError."""
    text = str(ref).strip().casefold()
    for each in lessons():
        if text in (each.id, str(each.number)):
            return each
    known = ", ".join(f"{x.number} {x.id}" for x in lessons())
    raise LessonError(
        f"no hay una lección {shown(ref, 40)}; las lecciones: {known}",
        f"there is no lesson {shown(ref, 40)}; the lessons: {known}",
    )
