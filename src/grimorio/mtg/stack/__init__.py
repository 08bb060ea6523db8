"""Resolving what is on the stack (CR 608)."""
