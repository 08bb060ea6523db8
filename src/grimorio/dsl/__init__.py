"""The vocabulary cards are written in: costs, effects, targets, selectors, abilities.

Everything here is a frozen dataclass with no game logic; ``grimorio.mtg`` interprets it.
"""
