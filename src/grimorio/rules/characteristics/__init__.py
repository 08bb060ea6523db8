"""What an object is right now: copiable values, continuous effects in layers, cards outside
play (CR 613, 604.3, 611.3, 707.2, 708.2).
"""
