"""Mechanics with steps of their own: Rooms (CR 709), face-down permanents (708, 701.40,
701.62), copies of spells (707.10, 707.12).
"""
