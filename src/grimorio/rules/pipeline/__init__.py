"""What happens to an event: replacement and prevention (CR 614–616), triggered abilities
(603), durations and control (611.2, 613.1b).
"""
