"""Kinds of permanent with rules of their own: planeswalkers and emblems, Sagas (CR 306, 606,
114, 714).
"""
