"""Priority (CR 117): what a player may do with it, passing, and resolving when all pass."""
