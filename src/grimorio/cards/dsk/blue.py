"""Duskmourn cards."""

CARDS: tuple = ()
