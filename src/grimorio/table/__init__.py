"""Tables: a game and the seats around it, persons and agents, as a server runs them
(issue 19): requests with ids, passing by stops, per-viewer messages."""
