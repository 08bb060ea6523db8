"""The stack: putting triggered abilities on it (CR 603.3) and resolving spells and abilities
(608).
"""
