"""The families of effects both games' cards say, one module per family, each registering
its handlers in ``grimorio.rules.vocabulary.effect_registry`` (CR 608.2c, 701).
"""
