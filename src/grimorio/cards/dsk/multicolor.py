"""Duskmourn multicolour cards (facts from ../shared/data/dsk/cards.jsonl and the release
notes, which give both cards' Spanish names and texts)."""

from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import CardTypesInGraveyard, CreateToken, Discard, Draw, Modify
from grimorio.dsl.selectors import Each, Filter

PEER_PAST_THE_VEIL = card(
    "Peer Past the Veil",
    "Fisgar más allá del velo",
    "{2}{R}{G}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility((Mode((), (Discard(whole_hand=True), Draw(CardTypesInGraveyard()))),)),
    text_en="Discard your hand. Then draw X cards, where X is the number of card types among "
    "cards in your graveyard.",
    text_es="Descarta tu mano. Luego roba X cartas, donde X es la cantidad de tipos de cartas "
    "entre las cartas de tu cementerio.",
)
MIDNIGHT_MAYHEM = card(
    "Midnight Mayhem",
    "Caos de medianoche",
    "{2}{R}{W}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    CreateToken("Gremlin", 3),
                    Modify(
                        Each(Filter(subtypes=("Gremlin",), controller="you")),
                        keywords=("menace", "lifelink", "haste"),
                    ),
                ),
            ),
        )
    ),
    text_en="Create three 1/1 red Gremlin creature tokens. Gremlins you control gain menace, "
    "lifelink, and haste until end of turn. (A creature with menace can't be blocked except "
    "by two or more creatures.)",
    text_es="Crea tres fichas de criatura Gremlin rojas 1/1. Los Gremlins que controlas ganan "
    "las habilidades de amenaza, vínculo vital y prisa hasta el final del turno.\n(Una "
    "criatura con la habilidad de amenaza no puede ser bloqueada excepto por dos o más "
    "criaturas.)",
    article_es="el",
)

CARDS = (PEER_PAST_THE_VEIL, MIDNIGHT_MAYHEM)
