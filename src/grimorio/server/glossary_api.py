"""The glossary's HTTP route (issue 24, part 4): ``GET /api/glossary?lang=es`` returns the
tutorial's glossary in one language for the game page's panel — each entry's key, term, its
name in the other language, the Comprehensive Rules number that defines it, the definition,
the example (or null) and the forms to link in card text and log lines — and the phrases
never to link inside (what a hidden card is called, card names holding a term). Nothing in
it depends on a game, so nothing hidden can be in it."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from grimorio.server.messages import Code, ServerError
from grimorio.tutorial.glossary import GlossaryError, browser_glossary

router = APIRouter()


@router.get("/api/glossary")
async def glossary(lang: str = "es") -> dict[str, Any]:
    """The glossary in ``lang`` (es or en); an unknown language is refused (400)."""
    try:
        return browser_glossary(lang)
    except GlossaryError as exc:
        raise ServerError(Code.BAD_MESSAGE, exc.es, exc.en) from None
