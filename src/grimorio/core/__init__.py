"""The game-agnostic kernel: objects, zones, state, events, decisions, RNG, step queue, log.

Nothing in this package knows the rules of Magic; ``grimorio.mtg`` builds on it.
"""
