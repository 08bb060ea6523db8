"""Duskmourn: House of Horrors — the cards the engine implements, by colour."""

from grimorio.cards.dsk import black, blue, colorless, green, lands, multicolor, red, rooms, white

DSK_CARDS = (
    *white.CARDS,
    *blue.CARDS,
    *black.CARDS,
    *red.CARDS,
    *green.CARDS,
    *multicolor.CARDS,
    *colorless.CARDS,
    *lands.CARDS,
    *rooms.CARDS,
)
