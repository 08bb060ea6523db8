"""Predefined tokens that Duskmourn cards create (CR 111.10 and the cards' own texts)."""

from grimorio.dsl.card import card

GLIMMER = card(
    "Glimmer",
    "Brillo",
    None,
    "Enchantment Creature — Glimmer",
    "Criatura encantamiento — Brillo",
    pt=(1, 1),
    colors=("W",),
    token=True,
    article_es="el",
)
GREMLIN = card(
    "Gremlin",
    "Gremlin",
    None,
    "Creature — Gremlin",
    "Criatura — Gremlin",
    pt=(1, 1),
    colors=("R",),
    token=True,
    article_es="el",
)

TOKEN_CARDS = (GLIMMER, GREMLIN)
