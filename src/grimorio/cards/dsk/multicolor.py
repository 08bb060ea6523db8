"""Duskmourn multicolour cards (facts from ../shared/data/dsk/cards.jsonl and the release
notes). Spanish names and texts are given where the data has them; Wildfire Wickerfolk has
none (``name_es`` is None, English text only)."""

from grimorio.dsl.abilities import Mode, SpellAbility, Static
from grimorio.dsl.card import card
from grimorio.dsl.continuous import Grant, ModifyPT
from grimorio.dsl.effects import CardTypesInGraveyard, CreateToken, Discard, Draw, Modify
from grimorio.dsl.selectors import Each, Filter
from grimorio.dsl.values import Delirium

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

WILDFIRE_WICKERFOLK = card(
    "Wildfire Wickerfolk",
    None,
    "{R}{G}",
    "Artifact Creature — Scarecrow",
    "Criatura artefacto — Espantapájaros",
    pt=(3, 2),
    keywords=("haste",),
    abilities=(
        Static(
            (ModifyPT(1, 1), Grant(keywords=("trample",))),
            condition=Delirium(),
            text_en="Delirium — This creature gets +1/+1 and has trample as long as there are "
            "four or more card types among cards in your graveyard.",
        ),
    ),
    text_en="Haste\nDelirium — This creature gets +1/+1 and has trample as long as there are "
    "four or more card types among cards in your graveyard.",
)

CARDS = (PEER_PAST_THE_VEIL, MIDNIGHT_MAYHEM, WILDFIRE_WICKERFOLK)
