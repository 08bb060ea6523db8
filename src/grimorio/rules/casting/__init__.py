"""Playing cards and abilities, as far as both games share it: where priority actions can be
and how much a payment could use (CR 117.1), dividing among targets (601.2d), playing from
other zones (601.3).
"""
