"""An archenemy's scheme deck (CR 904.3, 314): the construction rule of Archenemy — at least
twenty scheme cards, no more than two of them with the same name — and what a scheme card
is (314.1: the card type).

CR 904.3 counts copies by English name; the Duskmourn schemes have only their Spanish names
(the release notes give no other, ``grimorio.dsl.printed``), one to a card, so the card's
name is what is counted. A deck's scheme deck is :attr:`grimorio.deck.Deck.schemes`; a
decklist's ``Schemes`` / ``Planes`` section (:mod:`grimorio.decklist`) reads it and
``validate`` checks it with :func:`scheme_deck_problems`. Supervillain Rumble (904.12) takes
any scheme deck in a game (``Game.new(variant="archenemy")``): the construction rule is the
deck's, as 100.2 is.
"""

from __future__ import annotations

from collections import Counter

from grimorio.cards import registry
from grimorio.cards.registry import UnknownCard, get

MIN_SCHEMES = 20  # CR 904.3: at least twenty scheme cards
MAX_SAME_NAME = 2  # CR 904.3: no more than two copies of a card with one name
SCHEME = "scheme"  # CR 314.1: the card type

Problem = tuple[str, str]  # Spanish, English


def is_scheme(key: str) -> bool:
    """CR 314.1: is the card keyed ``key`` a scheme card?"""
    try:
        return SCHEME in get(key).types
    except UnknownCard:
        return False


def scheme_deck_problems(schemes: tuple[str, ...]) -> list[Problem]:
    """CR 904.3, 314.1: what keeps ``schemes`` (card keys) from being a legal scheme deck, in
    Spanish and English; an empty list for a legal one."""
    problems: list[Problem] = []
    if len(schemes) < MIN_SCHEMES:
        problems.append(
            (
                f"el mazo de planes tiene {len(schemes)} cartas; necesita al menos "
                f"{MIN_SCHEMES} (CR 904.3)",
                f"the scheme deck has {len(schemes)} cards; it needs at least {MIN_SCHEMES} "
                "(CR 904.3)",
            )
        )
    for key, n in Counter(schemes).items():
        name = registry.card_name(key, "es")
        if not is_scheme(key):
            problems.append(
                (
                    f"«{name}» no es un plan (CR 314.1)",
                    f"{key!r} is not a scheme (CR 314.1)",
                )
            )
        elif n > MAX_SAME_NAME:
            problems.append(
                (
                    f"{n} copias de «{name}»; como mucho {MAX_SAME_NAME} (CR 904.3)",
                    f"{n} copies of {key!r}; at most {MAX_SAME_NAME} (CR 904.3)",
                )
            )
    return problems


__all__ = ["MAX_SAME_NAME", "MIN_SCHEMES", "is_scheme", "scheme_deck_problems"]
