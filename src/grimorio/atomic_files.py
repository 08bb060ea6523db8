"""Writing a file atomically: a saved game (``grimorio play``'s ``guardar``) and the
tutorial's progress file are written whole or not at all."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: into a temporary file of its own beside
    it (so two programs writing at once never mix their writes), flushed to the disk, then
    renamed over ``path`` — which must be absent or a regular file (a directory, a link or a
    device is never replaced). On any failure nothing is left behind and the ``OSError``
    says why; a crash never leaves half a file."""
    if path.is_symlink() or (path.exists() and not path.is_file()):
        raise IsADirectoryError(errno.EISDIR, "not a regular file", str(path))
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
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
