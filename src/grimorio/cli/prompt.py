"""Reading a person's answers: lines, yes/no questions, Ctrl-D and Ctrl-C.

Ctrl-D (end of input) at a terminal is answered like bad input; when stdin is not a
terminal, or after many in a row, input is closed for good (:class:`Closed`). Ctrl-C raises
``KeyboardInterrupt`` only while a line is being read; at any other moment it is remembered
(``interrupted``) so that it never stops the engine halfway through a change.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.text import Text

from grimorio.cli.texts import NO, YES, tr

MAX_EOF = 5  # this many Ctrl-D in a row at a terminal means the terminal is gone


class Closed(Exception):
    """Standard input is closed for good."""


class Prompter:
    """``read`` is ``input``-like (it may raise ``EOFError`` or ``KeyboardInterrupt``);
    ``interactive`` says whether stdin is a terminal."""

    def __init__(
        self,
        console: Console,
        lang: str,
        read: Callable[[str], str] | None = None,
        interactive: bool | None = None,
    ) -> None:
        self.console = console
        self.lang = lang
        self.read = read or self._console_read
        self.interactive = sys.stdin.isatty() if interactive is None else interactive
        self.eofs = 0
        self.reading = False
        self.interrupted = False

    def say(self, message: str) -> None:
        self.console.print(Text(message))

    def line(self, prompt: str) -> str | None:
        """One line, or None after an ignored Ctrl-D. Raises :class:`Closed` when stdin is
        closed for good, ``KeyboardInterrupt`` on Ctrl-C."""
        self.reading = True
        try:
            line = self.read(prompt)
        except EOFError:
            self.eofs += 1
            self.console.print()
            if not self.interactive or self.eofs >= MAX_EOF:
                raise Closed() from None
            self.say(tr("ui.bad.eof", self.lang))
            return None
        finally:
            self.reading = False
        self.eofs = 0
        return line

    def confirm(self, key: str, on_interrupt: bool = False) -> bool:
        """Ask the yes/no question ``key``; with ``on_interrupt``, Ctrl-C while asking means
        yes (a second Ctrl-C when asked whether to quit)."""
        while True:
            try:
                line = self.line(tr(key, self.lang))
            except KeyboardInterrupt:
                self.console.print()
                if on_interrupt:
                    return True
                continue
            if line is None:
                continue
            answer = line.strip().casefold()
            if answer in YES:
                return True
            if answer in NO:
                return False
            self.say(tr("ui.confirm.again", self.lang))

    def take_interrupt(self) -> bool:
        """Whether Ctrl-C was pressed while nothing was being read (and forget it)."""
        pressed, self.interrupted = self.interrupted, False
        return pressed

    @contextmanager
    def interrupts(self) -> Iterator[None]:
        """Handle Ctrl-C as described above while the block runs (main thread only)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return

        def handler(signum: int, frame: object) -> None:
            if self.reading:
                raise KeyboardInterrupt
            self.interrupted = True

        previous = signal.signal(signal.SIGINT, handler)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)

    def _console_read(self, prompt: str) -> str:
        return self.console.input(Text(prompt))
