"""Command-line tools: ``grimorio play``, ``grimorio bench``."""
