"""Casting spells and activating abilities: announcing, costs, mana and its payment (CR 601,
602, 605, 106, 118).
"""
