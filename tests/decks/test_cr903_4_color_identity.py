"""Colour identity (CR 903.4), read from the cards' printed data, on real Duskmourn cards.

CR 903.4: "La identidad de color de una carta es el color o colores de cualquier símbolo de
maná en el coste de maná o recuadro de texto de esa carta, más cualquier color definido por
sus habilidades que definen características o indicador de color." 903.4c: "El texto
recordatorio se ignora al determinar la identidad de color de una carta." 903.5c's example:
Mosto, {4}{R/G}{R/G}, is red and green. CR 709.4: a split card (a Room) has the
characteristics of its two halves combined outside the stack.
"""

from __future__ import annotations

import pytest

from grimorio.cards import catalog, get
from grimorio.cards.registry import UnknownCard
from grimorio.deck import (
    can_be_commander,
    color_identity,
    colors_named,
    symbol_colors,
    without_reminder_text,
)


def test_903_4_a_mono_coloured_card_has_its_cost_colour() -> None:
    """903.4: Acrobatic Cheerleader ({1}{W}) is white; Valgavoth's Faithful ({B}, and
    {3}{B} in its ability's cost) black, and nothing else."""
    assert color_identity("Acrobatic Cheerleader") == ("W",)
    assert color_identity("Valgavoth's Faithful") == ("B",)


def test_903_4_a_multicoloured_legend_has_every_colour_of_its_cost() -> None:
    """903.4: Winter, Misanthropic Guide ({1}{B}{R}{G}) is black, red and green; Marina
    Vendrell ({W}{U}{B}{R}{G}) all five; Niko ({2}{W}{U}), given as a card, white and
    blue."""
    assert color_identity("Winter, Misanthropic Guide") == ("B", "R", "G")
    assert color_identity("Marina Vendrell") == ("W", "U", "B", "R", "G")
    assert color_identity(get("Niko, Light of Hope")) == ("W", "U")


def test_903_4_mana_symbols_in_the_text_of_a_colourless_card_count() -> None:
    """903.4 (the example of Bosh: a symbol in an ability counts, not only the cost):
    Haunted Screen is a colourless artifact ({3}) whose abilities add {W}, {B}, {G}, {U} or
    {R}, so its identity is all five colours; Floodfarm Verge, a colourless land, is white
    and blue by its mana abilities."""
    screen = get("Haunted Screen")
    assert screen.colors == () and screen.mana_cost is not None
    assert screen.mana_cost.colors() == ()
    assert color_identity(screen) == ("W", "U", "B", "R", "G")
    assert get("Floodfarm Verge").colors == ()
    assert color_identity("Floodfarm Verge") == ("W", "U")


def test_903_4c_709_4_a_room_has_both_doors_colours() -> None:
    """709.4, 903.4: Smoky Lounge // Misty Salon has a red door ({2}{R}) and a blue one
    ({3}{U}): the card's identity is blue and red, though each door alone has one colour.
    Dazzling Theater // Prop Room's reminder text has {1}, no colour: white only."""
    assert color_identity("Smoky Lounge // Misty Salon") == ("U", "R")
    assert color_identity(get("Smoky Lounge // Misty Salon").doors[0]) == ("R",)
    assert color_identity(get("Smoky Lounge // Misty Salon").doors[1]) == ("U",)
    assert color_identity("Dazzling Theater // Prop Room") == ("W",)


def test_903_4c_a_basic_land_has_no_colour_identity_its_mana_is_reminder_text() -> None:
    """903.4c: a basic land's printed "({T}: Add {W}.)" is reminder text, ignored: a Plains
    has no colour identity (903.5d is what keeps it out of a deck without white)."""
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        assert get(land).text_en.startswith("(")
        assert color_identity(land) == ()


def test_903_4c_reminder_text_is_left_out_but_the_rules_text_stays() -> None:
    """903.4c, 207.2a: the parenthesized parts go, the rest stays; nested parentheses too."""
    kaito = get("Kaito, Bane of Nightmares").text_en
    assert kaito.startswith("Ninjutsu {1}{U}{B} ({1}{U}{B}, Return")
    assert without_reminder_text(kaito).startswith("Ninjutsu {1}{U}{B} \nDuring your turn")
    assert without_reminder_text("A (b {R} (c {G}) d) e {W}") == "A  e {W}"
    assert symbol_colors(without_reminder_text("Flash ({G}) {T}: Add {B}.")) == ("B",)


def test_903_5c_hybrid_and_phyrexian_symbols_have_their_colours() -> None:
    """903.5c's example: Mosto's {4}{R/G}{R/G} is red and green (107.4e). A Phyrexian
    symbol has its colour (107.4f): Resucitación nociva ({G/P}) is green. {T}, {C}, {X},
    {2/W}'s generic half and words in braces are no colour."""
    assert symbol_colors("{4}{R/G}{R/G}") == ("R", "G")
    assert color_identity("Resucitación nociva") == ("G",)
    assert symbol_colors("{T}{Q}{E}{C}{X}{S}{10}") == ()
    assert symbol_colors("{2/W} {u/b}") == ("W", "U", "B")
    assert symbol_colors("{Tap: W} {WALK}") == ()


def test_903_4_identity_is_the_same_read_in_either_language() -> None:
    """Both printed texts carry the same mana symbols: reading the Spanish text alone gives
    every real card the identity the English gives, and the identity holds its colours
    (202.2, 204). (A card printed only in Spanish — the Commander decks' — has one text.)"""
    for card in catalog():
        spanish = set(symbol_colors(without_reminder_text(card.text_es)))
        english = set(symbol_colors(without_reminder_text(card.text_en or card.text_es)))
        assert spanish == english, card.key
        assert set(card.colors) <= set(color_identity(card)), card.key


def test_an_unknown_key_is_a_documented_error() -> None:
    with pytest.raises(UnknownCard):
        color_identity("Una carta que no existe")


def test_903_3_which_cards_may_be_a_commander() -> None:
    """903.3: a legendary creature card may (The Mindskinner, an enchantment creature;
    Marvin, an artifact creature); a legendary planeswalker (Kaito; only Brawl allows one,
    903.12c), a legendary enchantment (The Tale of Tamiyo) or a nonlegendary creature may
    not."""
    assert can_be_commander("The Mindskinner")
    assert can_be_commander("Marvin, Murderous Mimic")
    assert can_be_commander(get("Nashi, Searcher in the Dark"))
    assert not can_be_commander("Kaito, Bane of Nightmares")
    assert not can_be_commander("The Tale of Tamiyo")
    assert not can_be_commander("Acrobatic Cheerleader")
    assert not can_be_commander("Hedge Shredder")  # a Vehicle, but not legendary


def test_colour_identities_are_named_for_a_person() -> None:
    assert colors_named(("B", "R", "G")) == "negro, rojo y verde"
    assert colors_named(("U", "W"), "en") == "white and blue"
    assert colors_named((), "es") == "incolora"
    assert colors_named((), "en") == "colorless"
