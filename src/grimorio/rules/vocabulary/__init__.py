"""The card vocabulary read against the state: what is in play, targets and filters, a
resolving spell's context and amounts, conditions, and the registry that carries out effects
(CR 113.6, 115, 603.4, 604.2, 608.2).
"""
