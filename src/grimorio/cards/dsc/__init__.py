"""The cards of the *Duskmourn* Commander decks (DSC) the release notes describe: their
Archenemy schemes (CR 314, 904). Their printed facts are Spanish only (the key of each is its
Spanish name: ``grimorio.dsl.printed``)."""

from grimorio.cards.dsc.schemes import SCHEMES

DSC_CARDS = (*SCHEMES,)

__all__ = ["DSC_CARDS"]
