"""Commander deck construction (CR 903.3, 903.5): ``Format.COMMANDER`` and ``Deck.commander``.

CR 903.3: "Cada mazo tiene una carta legendaria designada como su comandante. Esa carta debe
ser o bien (a) una carta de criatura, o (b) una carta de Vehículo o (c) una carta de
Astronave con uno o más recuadros de fuerza/resistencia." 903.5a: exactly 100 cards,
the commander included. 903.5b: apart from basic lands, every card has a different English
name. 903.5c: every colour of a card's colour identity is in the commander's. 903.5d: a card
with a basic land type only if each colour of mana it could make is in the commander's
identity. 903.5e: no sideboard.

The base deck is the shipped Niko, Light of Hope deck (white-blue), legal as it is; each
test changes one thing and expects the one problem that rule gives.
"""

from __future__ import annotations

import dataclasses

import pytest

from grimorio.deck import Deck, DeckError, Format, commander_problems, format_problems
from grimorio.decklist import validate
from grimorio.sample_decks import commander_decks

NIKO = commander_decks()[0]


def _with(deck: Deck, out: str, into: str) -> Deck:
    """``deck`` with one copy of ``out`` replaced by ``into`` (still 99 + 1 cards)."""
    main = list(deck.main)
    main[main.index(out)] = into
    return dataclasses.replace(deck, main=tuple(main))


def _only(deck: Deck) -> tuple[str, str]:
    (problem,) = format_problems(deck, Format.COMMANDER)
    return problem


def test_the_base_deck_is_legal_and_holds_its_commander_apart() -> None:
    """903.3, 903.5a: Niko is the commander, not one of the 99 of the main deck."""
    assert NIKO.commander == ("Niko, Light of Hope",)
    assert "Niko, Light of Hope" not in NIKO.main and len(NIKO.main) == 99
    assert format_problems(NIKO, Format.COMMANDER) == []
    assert format_problems(NIKO, "comandante") == commander_problems(NIKO) == []
    assert validate(NIKO, "commander") == []


def test_format_names_in_spanish_and_english() -> None:
    assert Format.of("commander") is Format.COMMANDER
    assert Format.of("Comandante") is Format.COMMANDER
    assert Format.COMMANDER.label("es") == Format.COMMANDER.label("en") == "Commander"
    with pytest.raises(DeckError) as refused:
        Format.of("vintage")
    assert "«commander»" in str(refused.value) and "'commander'" in refused.value.message("en")


def test_903_3_a_deck_without_a_commander() -> None:
    deck = dataclasses.replace(NIKO, main=(*NIKO.main, "Niko, Light of Hope"), commander=())
    es, en = _only(deck)
    assert es == (
        "un mazo de Commander designa un comandante, una carta de criatura legendaria (CR 903.3)"
    )
    assert en == "a Commander deck designates a commander, a legendary creature card (CR 903.3)"


def test_903_3_two_commanders() -> None:
    """903.3: one commander (the pool has no partner, CR 702.124)."""
    deck = dataclasses.replace(
        NIKO, main=NIKO.main[1:], commander=("Niko, Light of Hope", "Zimone, All-Questioning")
    )
    (_, en), *_ = format_problems(deck, Format.COMMANDER)
    assert en == "the deck designates 2 commanders; Commander needs one (CR 903.3)"


@pytest.mark.parametrize(
    ("card", "spanish"),
    [
        ("Kaito, Bane of Nightmares", "Kaito, Fin de las Pesadillas"),  # a planeswalker
        ("Gremlin Tamer", "Domadora de gremlins"),  # not legendary
    ],
)
def test_903_3_the_commander_is_a_legendary_creature_card(card: str, spanish: str) -> None:
    """903.3: Kaito is legendary but a planeswalker (only Brawl allows one, 903.12c); Gremlin
    Tamer is a white-blue creature but not legendary. The problem names the decklist line;
    the deck's colour identity is not checked against a commander that can't be one."""
    deck = dataclasses.replace(NIKO, commander=(card,))
    problems = format_problems(deck, Format.COMMANDER, {card: 2})
    if card == "Gremlin Tamer":  # also one of the 99: two cards of one name (903.5b)
        assert [en.endswith("(CR 903.5b)") for _, en in problems] == [False, True]
    es, en = problems[0]
    assert es == (
        f"línea 2: «{spanish}» no puede ser el comandante: no es una carta de criatura "
        "legendaria (CR 903.3)"
    )
    assert en == (
        f"line 2: {card!r} can't be the commander: it is not a legendary creature card (CR 903.3)"
    )


def test_903_5a_exactly_one_hundred_cards_with_the_commander() -> None:
    """903.5a: 99 + 1; 98 + 1 is too few and 100 + 1 too many (both the minimum and the
    maximum are 100)."""
    short = dataclasses.replace(NIKO, main=NIKO.main[1:])
    assert _only(short)[1] == (
        "the deck has 99 cards counting the commander; Commander needs exactly 100 (CR 903.5a)"
    )
    long = dataclasses.replace(NIKO, main=(*NIKO.main, "Island"))
    assert _only(long)[0] == (
        "el mazo tiene 101 cartas contando el comandante; Commander pide exactamente 100 "
        "(CR 903.5a)"
    )


def test_903_5b_singleton_but_basic_lands() -> None:
    """903.5b: a second Floodpits Drowner is refused, naming its line; 17 Plains are not.
    The commander counts: a Niko among the 99 is a second card of that name. The name
    compared is the English one: Protectora de almas is Soul Warden."""
    twice = _with(NIKO, "Get Out", "Floodpits Drowner")
    es, en = format_problems(twice, Format.COMMANDER, {"Floodpits Drowner": 30})[0]
    assert es == (
        "línea 30: 2 cartas llamadas «Ahogadora de Pozos Desbordados»; en Commander cada "
        "carta que no sea tierra básica tiene un nombre en inglés distinto (CR 903.5b)"
    )
    assert en.startswith("line 30: 2 cards named 'Floodpits Drowner'; in Commander")
    assert NIKO.main.count("Plains") == 17
    niko_twice = _with(NIKO, "Get Out", "Niko, Light of Hope")
    assert "2 cards named 'Niko, Light of Hope'" in _only(niko_twice)[1]
    warden_twice = _with(NIKO, "Get Out", "Protectora de almas")
    assert "2 cards named 'Soul Warden'" in _only(warden_twice)[1]


def test_903_5c_a_card_outside_the_commanders_colour_identity() -> None:
    """903.5c: Murder (black) in Niko's white-blue deck; Haunted Screen, a colourless
    artifact whose abilities make mana of all five colours (903.4); Smoky Lounge // Misty
    Salon, a Room with a red door (709.4)."""
    murder = _with(NIKO, "Get Out", "Murder")
    es, en = format_problems(murder, Format.COMMANDER, {"Murder": 12})[0]
    assert es == (
        "línea 12: la identidad de color de «Asesinato» (negro) no está dentro de la del "
        "comandante «Niko, Luz de la Esperanza» (blanco y azul) (CR 903.5c)"
    )
    assert en == (
        "line 12: the color identity of 'Murder' (black) is not within that of the commander "
        "'Niko, Light of Hope' (white and blue) (CR 903.5c)"
    )
    screen = _with(NIKO, "Get Out", "Haunted Screen")
    assert "(blanco, azul, negro, rojo y verde)" in _only(screen)[0]
    lounge = _with(NIKO, "Get Out", "Smoky Lounge // Misty Salon")
    assert "'Smoky Lounge // Misty Salon' (blue and red)" in _only(lounge)[1]


def test_903_5c_colourless_cards_fit_any_commander() -> None:
    """903.5c: a card with no colour in its identity (Keys to the House) is in every deck;
    a colourless commander (Marvin) allows only such cards."""
    assert "Keys to the House" in NIKO.main
    marvin = dataclasses.replace(NIKO, commander=("Marvin, Murderous Mimic",))
    colours = [p for p in format_problems(marvin, Format.COMMANDER) if "903.5c" in p[1]]
    assert not any("Keys to the House" in en for _, en in colours)
    assert any("'Get Out' (blue) is not within that of the commander" in en for _, en in colours)
    assert "(incolora)" in colours[0][0]


def test_903_5d_a_basic_land_type_outside_the_identity() -> None:
    """903.5d: a Swamp has no colour identity (903.4c) but the basic land type Swamp, whose
    mana is black: refused in Niko's deck by 903.5d alone."""
    swamp = _with(NIKO, "Plains", "Swamp")
    es, en = format_problems(swamp, Format.COMMANDER, {"Swamp": 40})[0]
    assert len(format_problems(swamp, Format.COMMANDER)) == 1
    assert es == (
        "línea 40: «Pantano» tiene el tipo de tierra básica Pantano, cuyo maná (negro) no está "
        "en la identidad de color del comandante (blanco y azul) (CR 903.5d)"
    )
    assert en == (
        "line 40: 'Swamp' has the basic land type Swamp, whose mana (black) is not in the "
        "commander's color identity (white and blue) (CR 903.5d)"
    )


def test_903_5e_no_sideboard() -> None:
    deck = dataclasses.replace(NIKO, sideboard=("Murder",))
    assert _only(deck) == (
        "1 carta en el banquillo; Commander no usa banquillo (CR 903.5e)",
        "1 card in the sideboard; Commander uses no sideboard (CR 903.5e)",
    )
    two = dataclasses.replace(NIKO, sideboard=("Murder", "Get Out"))
    assert _only(two)[1].startswith("2 cards in the sideboard;")


def test_903_3_only_a_commander_deck_designates_a_commander() -> None:
    """903.3 is Commander's: checked for Limited or Constructed (CR 100.2), a deck with a
    commander is refused, so its commander is never silently left out of a game; without
    it the 99 cards are a legal Limited deck."""
    for fmt in (Format.LIMITED, Format.CONSTRUCTED):
        assert format_problems(NIKO, fmt)[0] == (
            "el mazo designa un comandante («Niko, Luz de la Esperanza»); solo un mazo de "
            "Commander lo tiene (CR 903.3)",
            "the deck designates a commander ('Niko, Light of Hope'); only a Commander deck "
            "has one (CR 903.3)",
        )
    assert format_problems(dataclasses.replace(NIKO, commander=()), Format.LIMITED) == []


def test_deck_from_names_takes_a_commander_by_either_name() -> None:
    """903.3: the commander is named like any card, Spanish or English, and kept apart."""
    deck = Deck.from_names(["Llanura"] * 99, commander=["Niko, Luz de la Esperanza"])
    assert deck.commander == ("Niko, Light of Hope",) and deck.main == ("Plains",) * 99
    assert Deck(("Plains",)).commander == ()
    assert deck.checked() is deck
    with pytest.raises(DeckError) as unknown:
        Deck.from_names(["Plains"], commander=["Nikko"])
    assert unknown.value.name == "Nikko"
    with pytest.raises(DeckError) as text:
        Deck.from_names(["Plains"], commander="Niko, Light of Hope")  # type: ignore[arg-type]
    assert str(text.value).startswith("el comandante es una lista de nombres de cartas")
    assert text.value.message("en").startswith("the commander is a list of card names")


def test_checked_checks_the_commander_like_the_other_parts() -> None:
    with pytest.raises(DeckError) as unknown:
        Deck(("Plains",), commander=("Nikko",)).checked()
    assert str(unknown.value) == "'Nikko' no es la clave de ninguna carta admitida aquí"
    with pytest.raises(DeckError) as not_tuple:
        Deck(("Plains",), commander=["Niko, Light of Hope"]).checked()  # type: ignore[arg-type]
    assert str(not_tuple.value) == "las cartas del comandante son una tupla de claves de cartas"
    assert not_tuple.value.message("en") == "the cards of the commander are a tuple of card keys"
