"""Magic's own events: restricted mana and its spending (CR 106.6); the shared events are in
``grimorio.rules.events``.
"""
