"""The error every malformed scenario raises, with where the problem is."""


class ScenarioError(ValueError):
    """A scenario file that can't be read, set up or played as written."""
