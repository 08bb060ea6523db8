"""Where priority actions can be and how much a payment could use (CR 117.1, 601, 602)."""
