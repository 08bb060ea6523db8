"""What the game holds: objects, zones, players, the turn (CR 400, 110, 102)."""
