"""Two 40-card sample decks made of the cards the engine has (they grow with the pool)."""

from __future__ import annotations

from grimorio.deck import Deck

BLACK_RED = Deck.from_names(
    ["Pantano"] * 9
    + ["Montaña"] * 8
    + ["Asesinato"] * 2
    + ["Intervención de Winter"] * 2
    + ["Tormento agotador"] * 2
    + ["Give In to Violence"] * 2
    + ["Final Vengeance"] * 2
    + ["Seguidora de Valgavoth"] * 3
    + ["Detonación ígnea"] * 1
    + ["Fear of Being Hunted"] * 4
    + ["Ripchain Razorkin"] * 3
    + ["Grab the Prize"] * 2,
    name="Negro-rojo",
    allow_test=False,
)

RED_BLACK_AGGRO = Deck.from_names(
    ["Montaña"] * 9
    + ["Pantano"] * 8
    + ["Fear of Being Hunted"] * 4
    + ["Seguidora de Valgavoth"] * 4
    + ["Ripchain Razorkin"] * 4
    + ["Give In to Violence"] * 3
    + ["Intervención de Winter"] * 3
    + ["Asesinato"] * 2
    + ["Grab the Prize"] * 3,
    name="Rojo-negro agresivo",
    allow_test=False,
)

SAMPLE_DECKS = (BLACK_RED, RED_BLACK_AGGRO)
