"""Keyword abilities the rules read everywhere: first and double strike, evasion, protection,
lifelink (CR 702).
"""
