"""Casual variants of Magic with rules of their own (CR 900–905): Commander (903)."""
