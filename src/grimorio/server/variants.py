"""The decks of the lobby by variant (issue 23): a free-for-all game (CR 806) plays the
sample decks or a pasted Limited list (100.2b); a Commander game (903) the shipped Commander
decks, named by their commander, or a pasted list with a ``Commander`` section legal in
Commander (903.5); an Archenemy game, Supervillain Rumble (904.12), a sample deck or a pasted
list, each with a scheme deck (904.3) — the list's own ``Schemes`` section if it has one (a
legal one), else the shipped one.

Everything a client sends is checked here before anything is stored: a deck that does not fit
the variant is a :class:`ServerError` ``bad_deck`` naming its problems by line, Spanish first.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from grimorio.cards.inferno.demo import DEMO_DECKS
from grimorio.cards.registry import get
from grimorio.deck import Deck, Format, format_problems, inferno_deck
from grimorio.decklist import DecklistError, parse_decklist_lines
from grimorio.dsl.games import Variant
from grimorio.sample_decks import COMMANDER_FILES, SAMPLE_DECKS, commander_decks, scheme_deck
from grimorio.scheme_deck import scheme_deck_problems
from grimorio.server.messages import Code, ListDeck, SampleDeck, ServerError

# The sample decks by id (their file names), with their names in both languages.
SAMPLES: dict[str, tuple[int, str, str]] = {
    "azul-negro": (0, "Azul-negro", "Blue-black"),
    "rojo-verde": (1, "Rojo-verde", "Red-green"),
    "blanco-rojo": (2, "Blanco-rojo", "White-red"),
}
# The shipped Commander decks by id (their file names, CR 903), in COMMANDER_FILES order.
COMMANDER_SAMPLES: dict[str, int] = {
    name.removesuffix(".txt"): i for i, name in enumerate(COMMANDER_FILES)
}
LINE = re.compile(r"^(?:línea|line) (\d+): ")
# The variants' names as the Spanish Comprehensive Rules title them (806, 903, 904).
VARIANT_NAMES: dict[Variant, tuple[str, str]] = {
    Variant.PLAIN: ("Todos contra todos", "Free-for-All"),
    Variant.COMMANDER: ("Commander", "Commander"),
    Variant.ARCHENEMY: ("Archenemy", "Archenemy"),
}


def deck_list(variant: Variant) -> list[dict[str, Any]]:
    """The decks the lobby offers for ``variant``: the shipped Commander decks named by
    their commander (CR 903.3) in Commander, the sample decks otherwise."""
    if variant is Variant.COMMANDER:
        decks = commander_decks()
        return [
            {
                "id": key,
                "name": {
                    "es": get(decks[i].commander[0]).name("es"),
                    "en": get(decks[i].commander[0]).name("en"),
                },
                "cards": len(decks[i].main) + len(decks[i].commander),
            }
            for key, i in COMMANDER_SAMPLES.items()
        ]
    return [
        {"id": key, "name": {"es": es, "en": en}, "cards": len(SAMPLE_DECKS[i].main)}
        for key, (i, es, en) in SAMPLES.items()
    ]


def _problem(es: str, en: str) -> dict[str, Any]:
    found = LINE.match(es)
    return {
        "line": int(found.group(1)) if found else None,
        "es": LINE.sub("", es),
        "en": LINE.sub("", en),
    }


def check_decklist(
    text: str, variant: Variant = Variant.PLAIN
) -> tuple[Deck, list[dict[str, Any]]]:
    """A pasted Arena/MTGO list as ``variant`` plays it, and its problems by line (Spanish
    first): Limited (CR 100.2b) but in Commander, where the deck is checked as Commander's
    (903.5); in Archenemy a ``Schemes`` section, if there is one, must be a legal scheme
    deck (904.3), and none gives the shipped one."""
    try:
        deck, lines = parse_decklist_lines(text)
    except DecklistError as exc:
        problems = [_problem(es, en) for es, en in zip(exc.problems, exc.problems_en, strict=True)]
        return Deck(()), problems
    fmt = Format.COMMANDER if variant is Variant.COMMANDER else Format.LIMITED
    found = format_problems(deck, fmt, lines)
    if variant is Variant.ARCHENEMY:
        if deck.schemes:
            found += scheme_deck_problems(deck.schemes)
        else:
            deck = dataclasses.replace(deck, schemes=scheme_deck().schemes)
    elif deck.schemes:
        found.append(
            (
                "la lista tiene un mazo de planes; solo lo juega una partida de Archenemy "
                "(CR 904.3)",
                "the list has a scheme deck; only an Archenemy game plays one (CR 904.3)",
            )
        )
    return deck, [_problem(es, en) for es, en in found]


def chosen_deck(deck: SampleDeck | ListDeck, variant: Variant) -> Deck:
    """The deck a person chose for a game of ``variant``: a shipped deck that fits it, or a
    pasted list legal in it; ServerError ``bad_deck`` (with the problems by line)."""
    if isinstance(deck, SampleDeck):
        if variant is Variant.COMMANDER:
            if deck.sample not in COMMANDER_SAMPLES:
                raise ServerError(
                    Code.BAD_DECK,
                    "no hay ningún mazo de Commander con ese id (CR 903.5)",
                    "no Commander deck has that id (CR 903.5)",
                )
            return commander_decks()[COMMANDER_SAMPLES[deck.sample]]
        if deck.sample not in SAMPLES:
            raise ServerError(
                Code.BAD_DECK,
                "no hay ningún mazo de muestra con ese id",
                "no sample deck has that id",
            )
        chosen = SAMPLE_DECKS[SAMPLES[deck.sample][0]]
        return with_schemes(Deck(chosen.main), variant)
    built, problems = check_decklist(deck.list, variant)
    if problems:
        raise ServerError(
            Code.BAD_DECK,
            "la lista de mazo tiene problemas",
            "the decklist has problems",
            422,
            problems,
        )
    return Deck(built.main, commander=built.commander, schemes=built.schemes)


def with_schemes(deck: Deck, variant: Variant) -> Deck:
    """``deck`` with the shipped scheme deck in Archenemy (CR 904.3, 904.12)."""
    if variant is Variant.ARCHENEMY:
        return dataclasses.replace(deck, schemes=scheme_deck().schemes)
    return deck


def ai_deck(mine: Deck, seat: int, seed: int, variant: Variant, inferno: bool) -> Deck:
    """An AI's deck: one other than the creator's where there is one, chosen by the seed —
    in Commander a shipped Commander deck, in Archenemy a sample deck with the shipped scheme
    deck, in Inferno the second demonstration deck."""
    if inferno:
        return Deck(inferno_deck(DEMO_DECKS[1]).main)
    if variant is Variant.COMMANDER:
        pool = [d for d in commander_decks() if d.commander != mine.commander]
        return pool[(seed + seat - 1) % len(pool)] if pool else commander_decks()[0]
    others = [d for d in SAMPLE_DECKS if d.main != mine.main] or list(SAMPLE_DECKS)
    return with_schemes(Deck(others[(seed + seat - 1) % len(others)].main), variant)


def variant_of(game: str, asked: str) -> Variant:
    """The variant a new game plays: one of Magic's (CR 806, 903, 904.12); Inferno has
    none."""
    variant = Variant(asked)
    if game == "inferno" and variant is not Variant.PLAIN:
        raise ServerError(
            Code.BAD_MESSAGE,
            "Inferno no tiene variantes: Commander y Archenemy son de Magic",
            "Inferno has no variants: Commander and Archenemy are Magic's",
        )
    return variant
