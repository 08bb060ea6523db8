"""The cards of the *Duskmourn* Commander decks (DSC) the release notes describe: the 33
Commander cards by colour (``white``, ``blue``, ``black``, ``red``, ``green``, ``multicolour``,
``colourless``; the tokens they make in ``commander_tokens``) and their Archenemy schemes (CR
314, 904: ``schemes``, ``ongoing_schemes``). Their printed facts are Spanish only (the key of
each is its Spanish name: ``grimorio.dsl.printed``)."""

from grimorio.cards.dsc import black, blue, colourless, green, multicolour, red, white
from grimorio.cards.dsc.ongoing_schemes import ONGOING_SCHEMES
from grimorio.cards.dsc.schemes import SCHEMES

DSC_CARDS = (
    *SCHEMES,
    *ONGOING_SCHEMES,
    *white.CARDS,
    *blue.CARDS,
    *black.CARDS,
    *colourless.CARDS,
    *red.CARDS,
    *green.CARDS,
    *multicolour.CARDS,
)

__all__ = ["DSC_CARDS"]
