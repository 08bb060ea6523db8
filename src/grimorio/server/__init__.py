"""The browser server (issue 19): the lobby over HTTP, one WebSocket per game page, the web
client's static files (``docs/protocol.md``)."""
