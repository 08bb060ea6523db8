"""The learner's progress in the terminal's tutorial (issue 24, part 5): the lessons they
completed (by id), whether they played the guided first game, and the kinds of decision
the guided game already explained (so that a second guided game doesn't repeat them).

It is a small JSON file, ``tutorial.json``, in the user's data directory
(``platformdirs.user_data_dir("grimorio")``; the environment variable ``GRIMORIO_DATA_DIR``
names another folder, as the tests do)::

    {"format": "grimorio-tutorial", "version": 1, "lessons": ["tierras"],
     "guided": false, "explained": ["priority"]}

A missing file is no progress. A file that can't be read as progress (corrupt, foreign,
too big, from a newer Grimorio) is no progress too, and :attr:`ProgressFile.problem` says
why, once; it is never overwritten silently: the next save first moves it aside, to
``tutorial.json.corrupt`` (``.corrupt.1``… if that is taken), and says so
(:attr:`ProgressFile.moved_aside`). A save reads the file again and adds to what it holds
(another terminal may have completed a lesson meanwhile), and writes atomically: into a
temporary file of its own beside it, flushed to the disk, then renamed over it — a crash
never leaves half a file.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from grimorio.atomic_files import write_atomically
from grimorio.core.errors import GrimorioError

FOLDER_VARIABLE = "GRIMORIO_DATA_DIR"
FILE_NAME = "tutorial.json"
ASIDE_SUFFIX = ".corrupt"
FORMAT = "grimorio-tutorial"
VERSION = 1
MAX_BYTES = 64 * 1024  # a progress file is a few hundred bytes
MAX_ENTRIES = 500  # lesson ids or decision kinds in one list
_NAME = re.compile(r"[a-z0-9_.:-]{1,60}")


class ProgressError(GrimorioError):
    """A progress file that can't be read as progress; the message says which and why."""


@dataclass(frozen=True)
class Progress:
    """What the learner has done: ``lessons`` the ids of the lessons completed, ``guided``
    whether the guided game was played, ``explained`` the kinds of decision already
    explained by it."""

    lessons: frozenset[str] = frozenset()
    guided: bool = False
    explained: frozenset[str] = field(default_factory=frozenset)

    def merged(self, other: Progress) -> Progress:
        """What either of the two records."""
        return Progress(
            self.lessons | other.lessons,
            self.guided or other.guided,
            self.explained | other.explained,
        )

    def document(self) -> dict[str, Any]:
        """The file's JSON document."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "lessons": sorted(self.lessons),
            "guided": self.guided,
            "explained": sorted(self.explained),
        }


def data_folder() -> Path:
    """The folder of the user's Grimorio data: ``$GRIMORIO_DATA_DIR`` when set, else the
    platform's user data directory."""
    chosen = os.environ.get(FOLDER_VARIABLE, "").strip()
    return Path(chosen) if chosen else Path(platformdirs.user_data_dir("grimorio"))


def parse_progress(text: str, where: str) -> Progress:
    """The progress a file's text records, or :class:`ProgressError` saying why not."""
    try:
        data = json.loads(text)
    except ValueError:
        raise _unreadable(where, "no es JSON", "it is not JSON") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _unreadable(
            where, "no es un archivo de progreso de Grimorio", "it is not a Grimorio progress file"
        )
    version = data.get("version")
    if version != VERSION:
        raise _unreadable(
            where,
            f"es de otra versión del formato ({str(version)[:20]}; esta lee la {VERSION})",
            f"it is of another version of the format ({str(version)[:20]}; this reads {VERSION})",
        )
    guided = data.get("guided", False)
    if not isinstance(guided, bool):
        raise _unreadable(where, "«guided» no es true ni false", "'guided' is not true or false")
    return Progress(_names(data, "lessons", where), guided, _names(data, "explained", where))


def _names(data: dict[str, Any], key: str, where: str) -> frozenset[str]:
    value = data.get(key, [])
    if (
        not isinstance(value, list)
        or len(value) > MAX_ENTRIES
        or not all(isinstance(x, str) and _NAME.fullmatch(x) for x in value)
    ):
        raise _unreadable(
            where, f"«{key}» no es una lista de nombres", f"'{key}' is not a list of names"
        )
    return frozenset(value)


def _unreadable(where: str, es: str, en: str) -> ProgressError:
    return ProgressError(
        f"No se pudo leer el progreso del tutorial en {where}: {es}. Se empieza sin progreso; "
        f"el archivo se conservará como {where}{ASIDE_SUFFIX} cuando se guarde el progreso.",
        f"Could not read the tutorial's progress in {where}: {en}. Starting with no progress; "
        f"the file will be kept as {where}{ASIDE_SUFFIX} when progress is saved.",
    )


class ProgressFile:
    """The progress file at ``path`` (default: ``tutorial.json`` in :func:`data_folder`)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_folder() / FILE_NAME
        # why the file couldn't be read, from the last load (None: read, or missing)
        self.problem: ProgressError | None = None
        # where the last save moved an unreadable file before writing (None: nothing moved)
        self.moved_aside: Path | None = None

    def load(self) -> Progress:
        """The progress recorded: none if the file is missing; none, and :attr:`problem`
        saying why, if it can't be read."""
        try:
            progress = self._read()
        except ProgressError as exc:
            self.problem = exc
            return Progress()
        self.problem = None
        return progress

    def completed(self, lesson_id: str) -> Progress:
        """Record the lesson ``lesson_id`` as completed; the progress now recorded."""
        return self._add(Progress(lessons=frozenset({lesson_id})))

    def guided_played(self, explained: frozenset[str] = frozenset()) -> Progress:
        """Record the guided game as played, and the kinds of decision it ``explained``."""
        return self._add(Progress(guided=True, explained=explained))

    def explained(self, kinds: frozenset[str]) -> Progress:
        """Record the kinds of decision the guided game has explained so far."""
        return self._add(Progress(explained=kinds))

    def clear(self) -> None:
        """Forget all progress: the file is removed (an unreadable one is moved aside, as a
        save would, so that nothing foreign is lost). OSError if it can't be."""
        self.moved_aside = None
        try:
            self._read()
        except ProgressError:
            self._move_aside()
            return
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)

    # -- reading and writing ------------------------------------------------------------
    def _read(self) -> Progress:
        where = str(self.path)
        try:
            with open(self.path, "rb") as file:
                raw = file.read(MAX_BYTES + 1)
        except FileNotFoundError:
            return Progress()
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise _unreadable(where, reason, reason) from None
        if len(raw) > MAX_BYTES:
            raise _unreadable(
                where,
                f"ocupa más de {MAX_BYTES} bytes",
                f"it is larger than {MAX_BYTES} bytes",
            )
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise _unreadable(where, "no es texto UTF-8", "it is not UTF-8 text") from None
        return parse_progress(text, where)

    def _add(self, progress: Progress) -> Progress:
        """Write what the file holds now plus ``progress``; an unreadable file is moved
        aside first (:attr:`moved_aside`). OSError if it can't be written."""
        self.moved_aside = None
        try:
            recorded = self._read()
        except ProgressError:
            self._move_aside()
            recorded = Progress()
        merged = recorded.merged(progress)
        self._write(json.dumps(merged.document(), ensure_ascii=False, indent=1) + "\n")
        self.problem = None
        return merged

    def _move_aside(self) -> None:
        if self.path.is_symlink() or (self.path.exists() and not self.path.is_file()):
            raise IsADirectoryError(errno.EISDIR, "not a regular file", str(self.path))
        aside = self.path.with_name(self.path.name + ASIDE_SUFFIX)
        n = 1
        while aside.exists() or aside.is_symlink():  # an earlier copy is kept too
            aside = self.path.with_name(f"{self.path.name}{ASIDE_SUFFIX}.{n}")
            n += 1
        os.rename(self.path, aside)
        self.moved_aside = aside

    def _write(self, text: str) -> None:
        """``text`` into the file atomically (see the module)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(self.path, text)
