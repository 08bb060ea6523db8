"""Casting spells and activating abilities: announcing, costs, mana and its payment,
permissions to play from other zones (CR 601, 602, 605, 106, 118).
"""
