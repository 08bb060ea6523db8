"""The white and blue Overlords of Duskmourn (impending, CR 702.176; "whenever this permanent
enters or attacks", 603.2): Overlord of the Mistmoors (two 2/1 white Insect tokens with
flying, 111.4) and Overlord of the Floodpits (draw two, then discard one, 608.2c). Written
with the cycle's builder (``cycles.overlord``). Facts from the package's data; these cards
have no rulings in the release notes."""

from grimorio.cards.dsk.cycles import overlord
from grimorio.dsl import CreateToken, Discard, Draw
from grimorio.dsl.card import CardDef

OVERLORD_OF_THE_MISTMOORS = overlord(
    "Overlord of the Mistmoors",
    4,
    "{2}{W}{W}",
    # CR 111.4: the Insect token the engine knows, made 2/1 and white by this effect
    (CreateToken("Insect", 2, power=2, toughness=1, colors=("W",)),),
)

OVERLORD_OF_THE_FLOODPITS = overlord(
    "Overlord of the Floodpits",
    4,
    "{1}{U}{U}",
    (Draw(2), Discard()),  # "then": one after the other (CR 608.2c)
    keywords=("flying",),
)

CARDS: tuple[CardDef, ...] = (OVERLORD_OF_THE_MISTMOORS, OVERLORD_OF_THE_FLOODPITS)
