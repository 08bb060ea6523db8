"""What an event does to what listens: effect durations and control (CR 611.2, 613.1b), and
the listeners that events are matched against (603.2).
"""
