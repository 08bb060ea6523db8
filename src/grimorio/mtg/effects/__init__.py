"""Magic's families of effects (and, until they are reached through the game, those that
still read Magic's mana), each registering its handlers (CR 608.2c, 701).
"""
