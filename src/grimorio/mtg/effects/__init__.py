"""The families of effects of the card vocabulary, each registering its handlers (CR 608.2c,
701).
"""
