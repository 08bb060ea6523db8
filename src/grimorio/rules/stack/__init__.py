"""The stack (CR 405, 603.3): abilities waiting to be put on it go on in APNAP order."""
