"""The card vocabulary read against the state: the abilities in play by kind (CR 113, 603,
604, 614).
"""
