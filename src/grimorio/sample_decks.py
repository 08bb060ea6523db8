"""Three 40-card sample decks made of the cards the engine has (they grow with the pool).

Between them they play every card of the real pool; :func:`pairing` picks two for a seed.
"""

from __future__ import annotations

from grimorio.deck import Deck


def _deck(name: str, counts: dict[str, int]) -> Deck:
    names = [card for card, n in counts.items() for _ in range(n)]
    assert len(names) == 40, f"{name} has {len(names)} cards"
    return Deck.from_names(names, name=name, allow_test=False)


BLUE_BLACK = _deck(
    "Azul-negro",
    {
        "Pantano": 7,
        "Isla": 7,
        "Gloomlake Verge": 2,
        "Blazemire Verge": 1,
        "Fear of Isolation": 4,
        "Seguidora de Valgavoth": 4,
        "Malevolent Chandelier": 2,
        "Asesinato": 2,
        "Intervención de Winter": 2,
        "Tormento agotador": 1,
        "Give In to Violence": 1,
        "Final Vengeance": 1,
        "Live or Die": 1,
        "Commune with Evil": 1,
        "Dejar escapar": 2,
        "Glimmerburst": 1,
        "Entrar al enigma": 1,
    },
)

RED_GREEN = _deck(
    "Rojo-verde",
    {
        "Bosque": 7,
        "Montaña": 7,
        "Thornspire Verge": 2,
        "Hushwood Verge": 1,
        "Fear of Exposure": 4,
        "Fear of Being Hunted": 4,
        "Ripchain Razorkin": 3,
        "Amiguita harapienta": 4,
        "Horrid Vigor": 3,
        "Fisgar más allá del velo": 2,
        "Violent Urge": 2,
        "Detonación ígnea": 1,
    },
)

WHITE_RED = _deck(
    "Blanco-rojo",
    {
        "Llanura": 7,
        "Montaña": 8,
        "Floodfarm Verge": 1,
        "Expansión terramórfica": 1,
        "Fear of Being Hunted": 4,
        "Amiguita harapienta": 4,
        "Malevolent Chandelier": 2,
        "Bear Trap": 2,
        "Caos de medianoche": 3,
        "Exorcise": 2,
        "Seized from Slumber": 2,
        "Emerge from the Cocoon": 1,
        "Violent Urge": 1,
        "Split Up": 1,
        "Grab the Prize": 1,
    },
)

SAMPLE_DECKS = (BLUE_BLACK, RED_GREEN, WHITE_RED)


def pairing(seed: int) -> tuple[Deck, Deck]:
    """Two different sample decks, chosen by the seed so that every pairing gets played."""
    first = seed % len(SAMPLE_DECKS)
    return SAMPLE_DECKS[first], SAMPLE_DECKS[(first + 1) % len(SAMPLE_DECKS)]
