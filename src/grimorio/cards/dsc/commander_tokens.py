"""Tokens the red, green and multicoloured cards of the *Duskmourn* Commander decks create
(CR 111.10 and the cards' own texts), predefined as the main set's are
(``grimorio.cards.tokens``): named after their Spanish creature types as CR 205.3m prints
them (111.4) — Ave, Metamorfo, Cieno —, keyed by that word, as the documents give these
cards in Spanish only (English shows the Spanish, as the Diablo token of the schemes).

They are registered with the predefined tokens as this module is loaded (the registry's
``TOKENS``: never cards of a deck)."""

from grimorio.cards.registry import TOKENS
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.permanent_keywords import changeling

# Faucescortantes, Nido de Chirridos: "una ficha de criatura Ave negra 2/2 con la habilidad de
# volar"
BIRD = card(
    "Ave",
    "Ave",
    None,
    "Creature — Ave",
    "Criatura — Ave",
    pt=(2, 2),
    keywords=("flying",),
    colors=("B",),
    token=True,
    text_es="Vuela.",  # English: none given (shows the Spanish)
    article_es="el",  # CR 205.3m "Ave": "el ave"
)
# Génesis sin forma: "una ficha de criatura Metamorfo incolora X/X con las habilidades de
# cambiaformas y toque mortal" — X fixed as it is created (111.4); changeling is a
# characteristic-defining ability (702.73a, 604.3)
SHAPESHIFTER = card(
    "Metamorfo",
    "Metamorfo",
    None,
    "Creature — Metamorfo",
    "Criatura — Metamorfo",
    pt=(0, 0),
    keywords=("deathtouch",),
    abilities=(changeling(),),
    colors=(),
    token=True,
    text_es="Cambiaformas, toque mortal.",
    article_es="el",
)
# Transformar en fango: "una ficha de criatura Cieno verde X/X"
OOZE = card(
    "Cieno",
    "Cieno",
    None,
    "Creature — Cieno",
    "Criatura — Cieno",
    pt=(0, 0),
    colors=("G",),
    token=True,
    article_es="el",
)

COMMANDER_TOKENS: tuple[CardDef, ...] = (BIRD, SHAPESHIFTER, OOZE)

TOKENS.add(*COMMANDER_TOKENS)
