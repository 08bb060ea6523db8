"""Magic's own "can't" effects on events: "can't gain life" (CR 101.2, 119.7)."""
