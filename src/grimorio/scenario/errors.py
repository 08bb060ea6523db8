"""The error every malformed scenario raises, with where the problem is."""


class ScenarioError(ValueError):
    """A scenario file that can't be read, set up or played as written."""


class NotOffered(ScenarioError):
    """A well-formed action that fits none of the options of the pending decision."""
