"""The learner's progress file (issue 24, part 5): lessons completed and the guided game
remembered in a small JSON file in the user's data directory (GRIMORIO_DATA_DIR for tests),
missing means no progress, anything unreadable is said and never overwritten silently,
and writes are atomic and add to what another terminal wrote meanwhile."""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs
import pytest

from grimorio.tutorial.progress import (
    ASIDE_SUFFIX,
    FILE_NAME,
    FOLDER_VARIABLE,
    MAX_BYTES,
    Progress,
    ProgressFile,
    data_folder,
)


def test_the_file_lives_in_the_user_data_folder_unless_the_variable_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 24 part 5: the terminal's progress is a file in the user's data directory;
    GRIMORIO_DATA_DIR names another folder."""
    monkeypatch.delenv(FOLDER_VARIABLE, raising=False)
    assert data_folder() == Path(platformdirs.user_data_dir("grimorio"))
    monkeypatch.setenv(FOLDER_VARIABLE, str(tmp_path))
    assert ProgressFile().path == tmp_path / FILE_NAME


def test_a_missing_file_is_no_progress(tmp_path: Path) -> None:
    """Issue 24 part 5: nothing recorded yet is nothing done, and no problem to report."""
    progress = ProgressFile(tmp_path / "none" / FILE_NAME)
    assert progress.load() == Progress() and progress.problem is None


def test_completed_lessons_and_the_guided_game_are_kept(tmp_path: Path) -> None:
    """Issue 24 part 5: the lessons completed (by id), the guided game played and the kinds
    of decision it explained survive to the next load; the folder is made if missing."""
    progress = ProgressFile(tmp_path / "nuevo" / FILE_NAME)
    progress.completed("tierras")
    progress.completed("tierras")  # a replayed lesson is recorded once
    progress.explained(frozenset({"priority"}))
    progress.guided_played(frozenset({"attackers"}))
    progress.completed("en-respuesta")
    loaded = ProgressFile(progress.path).load()
    assert loaded == Progress(
        frozenset({"tierras", "en-respuesta"}), True, frozenset({"priority", "attackers"})
    )
    data = json.loads(progress.path.read_text(encoding="utf-8"))
    assert data["format"] == "grimorio-tutorial" and data["version"] == 1
    assert data["lessons"] == ["en-respuesta", "tierras"]


def test_a_save_adds_to_what_another_terminal_wrote(tmp_path: Path) -> None:
    """Two terminals at once: a save reads the file again and adds to it, so a lesson the
    other one completed is not lost."""
    one, other = ProgressFile(tmp_path / FILE_NAME), ProgressFile(tmp_path / FILE_NAME)
    one.load()
    other.completed("objetivo")
    assert one.completed("tierras").lessons == {"objetivo", "tierras"}


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{roto", "no es JSON"),
        ('{"partida": 1}', "no es un archivo de progreso de Grimorio"),
        ('["grimorio-tutorial"]', "no es un archivo de progreso de Grimorio"),
        ('{"format": "grimorio-tutorial", "version": 9}', "de otra versión del formato (9"),
        ('{"format": "grimorio-tutorial", "version": 1, "lessons": "tierras"}', "«lessons»"),
        ('{"format": "grimorio-tutorial", "version": 1, "lessons": [3]}', "«lessons»"),
        ('{"format": "grimorio-tutorial", "version": 1, "guided": "sí"}', "«guided»"),
        ('{"format": "grimorio-tutorial", "version": 1, "explained": {}}', "«explained»"),
    ],
)
def test_an_unreadable_file_is_reported_and_counts_as_no_progress(
    tmp_path: Path, text: str, reason: str
) -> None:
    """Issue 24 part 5: a corrupt or foreign file never crashes: it is no progress, and the
    problem says which file and why, in Spanish and English."""
    path = tmp_path / FILE_NAME
    path.write_text(text, encoding="utf-8")
    progress = ProgressFile(path)
    assert progress.load() == Progress()
    assert progress.problem is not None
    assert reason in progress.problem.message("es") and str(path) in progress.problem.message()
    assert "Could not read the tutorial's progress" in progress.problem.message("en")
    assert path.read_text(encoding="utf-8") == text  # loading changes nothing


def test_binary_and_oversized_files_are_unreadable(tmp_path: Path) -> None:
    """Bad input is refused within limits: a file that isn't UTF-8, or is far larger than
    any progress, is reported without being read whole."""
    path = tmp_path / FILE_NAME
    path.write_bytes(b"\xff\xfe\x00")
    progress = ProgressFile(path)
    progress.load()
    assert progress.problem is not None and "UTF-8" in progress.problem.message()
    path.write_bytes(b" " * (MAX_BYTES + 1))
    progress.load()
    assert progress.problem is not None and str(MAX_BYTES) in progress.problem.message()


def test_an_unreadable_file_is_moved_aside_not_overwritten(tmp_path: Path) -> None:
    """Issue 24 part 5: never overwritten silently: the next save keeps the unreadable file
    beside it (``.corrupt``, then ``.corrupt.1``…) and says where, then writes the progress."""
    path = tmp_path / FILE_NAME
    for n, text in enumerate(("{roto", "{roto otra vez")):
        path.write_text(text, encoding="utf-8")
        progress = ProgressFile(path)
        progress.load()
        progress.completed("tierras")
        aside = tmp_path / (FILE_NAME + ASIDE_SUFFIX + (f".{n}" if n else ""))
        assert progress.moved_aside == aside and aside.read_text(encoding="utf-8") == text
        assert ProgressFile(path).load().lessons == {"tierras"}
    progress.completed("objetivo")
    assert progress.moved_aside is None  # a readable file is just added to


def test_a_folder_in_the_files_place_is_reported_and_never_replaced(tmp_path: Path) -> None:
    """A directory where the file should be is reported on loading, and saving fails with
    an OSError (said by the terminal) instead of replacing it."""
    path = tmp_path / FILE_NAME
    (path / "dentro").mkdir(parents=True)
    progress = ProgressFile(path)
    assert progress.load() == Progress() and progress.problem is not None
    with pytest.raises(OSError):
        progress.completed("tierras")
    assert (path / "dentro").is_dir()


def test_writes_are_atomic_and_leave_nothing_behind(tmp_path: Path) -> None:
    """Written as save_game writes (a temporary file of its own, then renamed over): no
    temporary file is left, and the file is whole JSON."""
    progress = ProgressFile(tmp_path / FILE_NAME)
    for lesson_id in ("objetivo", "tierras", "zonas"):
        progress.completed(lesson_id)
    assert os.listdir(tmp_path) == [FILE_NAME]
    json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))


def test_clearing_forgets_everything(tmp_path: Path) -> None:
    """``grimorio tutorial --reiniciar``: the progress is gone; an unreadable file is kept
    aside rather than deleted; clearing nothing is fine."""
    progress = ProgressFile(tmp_path / FILE_NAME)
    progress.clear()
    progress.completed("tierras")
    progress.clear()
    assert progress.load() == Progress() and not progress.path.exists()
    progress.path.write_text("basura", encoding="utf-8")
    progress.clear()
    assert progress.moved_aside is not None and progress.moved_aside.read_text() == "basura"
    assert not progress.path.exists()
