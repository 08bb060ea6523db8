"""Drive ``grimorio play`` through a pseudo-terminal as a person would (pexpect)."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pexpect

TIMEOUT = 15  # seconds for any one expect; a whole game takes a few seconds
ENV = dict(os.environ, TERM="dumb", COLUMNS="120", LINES="50", NO_COLOR="1")
PROMPT = {
    "es": re.compile(r"\[1-(\d+), \? ayuda\] > "),
    "en": re.compile(r"\[1-(\d+), \? help\] > "),
}
CONFIRM = re.compile(r"\((?:s/n|y/n)\) > ")
OPTION = re.compile(r"^\s*(\d+)\. (.+?)\s*$")
OPTION_CELL = re.compile(r"(?:^|\s{2,})(\d+)\. (.+?)(?=\s{2,}\d+\. |\s*$)")
EXTRA = re.compile(r"^\s*(?:✓|c\. )")  # a choice made so far, or «c. Cancelar»


def spawn(*args: str, cwd: Path | None = None, command: str = "play") -> pexpect.spawn:
    """``grimorio COMMAND ARGS``; ``play`` against the random agent (fast, deterministic)."""
    if command == "play":
        args = ("--ai", "random", *args)
    return pexpect.spawn(
        sys.executable,
        ["-m", "grimorio.cli.main", command, *args],
        env=ENV,
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(50, 120),
        cwd=str(cwd) if cwd else None,
    )


def numbered(screen: str) -> list[tuple[int, str]]:
    """The numbered options at the end of a screen, by number (one a line, or in columns)."""
    found: list[tuple[int, str]] = []
    for line in reversed(screen.splitlines()):
        if EXTRA.match(line):
            continue
        cells = [(int(m.group(1)), m.group(2)) for m in OPTION_CELL.finditer(line)]
        if not cells or OPTION.match(line) is None:
            if found:
                break
            continue
        found.extend(cells)
    return sorted(found)


def options(screen: str) -> list[str]:
    """The labels of the numbered options at the end of a screen, by number."""
    return [label for _, label in numbered(screen)]


def choose(
    labels: list[str], tried: dict[str, int] | None = None, numbers: list[int] | None = None
) -> str:
    """What a simple-minded person types: play lands, cast things (a spell at most twice in
    a game, as a cast that can't be paid is rewound), attack, keep the hand, pay
    automatically, else pass or say done, else take the first option."""
    tried = {} if tried is None else tried
    numbers = numbers or list(range(1, len(labels) + 1))
    for i, label in zip(numbers, labels, strict=True):
        if label.startswith(("Lanzar ", "Cast ")):
            if tried.get(label, 0) >= 2:
                continue
            tried[label] = tried.get(label, 0) + 1
            return str(i)
        if label.startswith(("Jugar ", "Atacar ", "Quedarse", "Play ")):
            return str(i)
        if label.startswith(("Attack ", "Keep this")):
            return str(i)
    for word in ("Pagar automáticamente", "Pay automatically"):
        if word in labels:
            return "a"
    for word in ("Pasar", "Pass"):
        if word in labels:
            return "p"
    for word in ("Listo", "Done"):
        if word in labels:
            return str(numbers[labels.index(word)])
    return str(numbers[0]) if numbers else "1"


class Person:
    """A person at the keyboard of one ``grimorio`` process."""

    def __init__(self, child: pexpect.spawn, lang: str = "es") -> None:
        self.child = child
        self.prompt = PROMPT[lang]
        self.screen = ""
        self.labels: list[str] = []  # the options of the current question
        self.numbers: list[int] = []  # their numbers as shown
        self.prompts = 0
        self.tried: dict[str, int] = {}

    def wait(self) -> bool:
        """Wait for the next question (True) or the end of the program (False)."""
        i = self.child.expect([self.prompt, pexpect.EOF], timeout=TIMEOUT)
        if i == 1:
            self.screen = self.child.before
            return False
        self.screen = self.child.before
        found = numbered(self.screen)
        if found:
            self.numbers = [n for n, _ in found]
            self.labels = [label for _, label in found]
        self.prompts += 1
        return True

    def type(self, line: str) -> None:
        self.child.sendline(line)

    def answer(self) -> None:
        self.type(choose(self.labels, self.tried, self.numbers))

    def play_out(self, limit: int = 600) -> None:
        """Answer the question on screen and every one after it until the program ends."""
        self.answer()
        while self.wait():
            assert self.prompts < limit, "the game did not end"
            self.answer()

    def exit_status(self) -> int | None:
        self.child.expect(pexpect.EOF, timeout=TIMEOUT)
        self.child.close()
        return self.child.exitstatus
