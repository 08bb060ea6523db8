"""The turn: its steps and turn-based actions (CR 500–514), priority (117), combat (506–511),
state-based actions (704), starting the game (103).
"""
