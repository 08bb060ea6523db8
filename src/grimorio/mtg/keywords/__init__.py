"""Keyword abilities (CR 702), one small module per family."""
