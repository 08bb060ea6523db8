"""An archenemy's scheme deck (CR 904.3, 314): the decklist's ``Schemes`` / ``Planes``
section, the construction rule (at least twenty schemes, at most two of a name) and the
shipped scheme deck, played in Supervillain Rumble (904.12)."""

from __future__ import annotations

import pytest

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.deck import Deck
from grimorio.decklist import DecklistError, parse_decklist, validate, write_decklist
from grimorio.sample_decks import SAMPLE_DECKS, archenemy_table, scheme_deck
from grimorio.scheme_deck import MIN_SCHEMES, is_scheme, scheme_deck_problems

KNEEL = "Arrodíllate ante mis legiones"


def test_904_3_the_planes_section_is_the_scheme_deck() -> None:
    """CR 904.3: the section's cards go to ``Deck.schemes``, apart from the main deck; the
    list is written back with a ``Planes`` / ``Schemes`` section and read again the same."""
    text = "Mazo\n40 Isla\n\nPlanes\n2 Elige tu fin\n1 Correr no sirve de nada\n"
    deck = parse_decklist(text)
    assert deck.main == ("Island",) * 40
    assert deck.schemes == ("Elige tu fin", "Elige tu fin", "Correr no sirve de nada")
    for lang, header in (("es", "Planes"), ("en", "Schemes")):
        written = write_decklist(deck, lang)
        assert f"\n{header}\n2 Elige tu fin\n" in written
        assert parse_decklist(written) == deck


def test_314_a_card_out_of_place() -> None:
    """CR 314.1: a card that is not a scheme can't be in the scheme deck — refused, naming
    its line; CR 314.2: a scheme is never in a library — a deck whose main deck holds one
    is not legal (``validate``; a game refuses it too, test_cr904_archenemy.py)."""
    with pytest.raises(DecklistError) as caught:
        parse_decklist("Mazo\n40 Isla\nSchemes\n1 Isla\n")
    assert caught.value.problems == [
        "línea 4: «Isla» no es un plan: la sección «Planes» solo lleva planes (CR 314.1)",
    ]
    assert "line 4:" in caught.value.message("en")
    deck = parse_decklist("Mazo\n39 Isla\n1 Elige tu fin\n")
    assert validate(deck, "limited") == [
        "«Elige tu fin» es un plan: va en la sección «Planes», no en el mazo (CR 314.2, 904.3)"
    ]


def test_904_3_at_least_twenty_schemes_at_most_two_of_a_name() -> None:
    """CR 904.3: fewer than twenty is too few; three of one name is one too many; a card
    that is not a scheme is no scheme card (314.1)."""
    keys = scheme_deck().schemes
    assert len(keys) >= MIN_SCHEMES and scheme_deck_problems(keys) == []
    short = scheme_deck_problems(keys[:19])
    assert [en for _es, en in short] == [
        "the scheme deck has 19 cards; it needs at least 20 (CR 904.3)"
    ]
    three = scheme_deck_problems((*keys[:20], KNEEL, KNEEL))
    assert [es for es, _en in three] == [f"3 copias de «{KNEEL}»; como mucho 2 (CR 904.3)"]
    two = scheme_deck_problems((*keys[1:20], KNEEL))
    assert two == []
    assert scheme_deck_problems((*keys, "Island"))[0][1] == "'Island' is not a scheme (CR 314.1)"
    assert is_scheme(KNEEL) and not is_scheme("Island") and not is_scheme("no such card")


def test_904_3_validate_checks_the_scheme_deck_of_a_deck() -> None:
    """A deck with a scheme deck is checked against 904.3 too; one without, as before."""
    deck = Deck(SAMPLE_DECKS[0].main, schemes=(KNEEL,) * 3)
    assert validate(deck, "limited", "en") == [
        "the scheme deck has 3 cards; it needs at least 20 (CR 904.3)",
        f"3 copies of {KNEEL!r}; at most 2 (CR 904.3)",
    ]
    assert validate(SAMPLE_DECKS[0], "limited") == []


def test_the_shipped_scheme_deck_is_legal_and_only_schemes() -> None:
    """``decks/planes-duskmourn.txt``: every scheme the engine has, once; no main deck."""
    deck = scheme_deck()
    assert deck.main == () and deck.name == "Planes de Duskmourn"
    assert len(deck.schemes) == len(set(deck.schemes)) >= MIN_SCHEMES
    assert all(is_scheme(k) for k in deck.schemes)


def test_904_12_an_archenemy_table_plays_supervillain_rumble() -> None:
    """CR 904.12: three sample decks, each with the shipped scheme deck, play a game of
    Supervillain Rumble to its end between random players (schemes set in motion, 904.9);
    it is saved and loaded again equal."""
    decks = archenemy_table(5, 3)
    assert all(d.schemes == scheme_deck().schemes for d in decks)
    g = Game.new(decks, seed=5, variant="archenemy")
    agents = [RandomAgent(50 + i) for i in range(3)]
    while not g.over and len(g.answers) < 400:
        d = g.pending
        assert d is not None
        g.submit(agents[d.player].decide(None, d))
    assert g.log.rules().count("904.9") >= 3
    assert Game.from_json(g.to_json()) == g
    with pytest.raises(Exception, match="2 a 6"):
        archenemy_table(0, 7)
