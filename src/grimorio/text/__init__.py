"""Texts a person reads, in Spanish (default) and English."""
