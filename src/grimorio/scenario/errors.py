"""The error every malformed scenario raises, with where the problem is."""

from grimorio.core.errors import GrimorioError


class ScenarioError(GrimorioError):
    """A scenario file that can't be read, set up or played as written; its message, in
    Spanish (``str()``) and English (``message("en")``), names the file or the part."""


class NotOffered(ScenarioError):
    """A well-formed action that fits none of the options of the pending decision."""
