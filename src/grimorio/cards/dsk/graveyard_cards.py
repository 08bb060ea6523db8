"""Duskmourn cards that watch the graveyard or work from it (facts from the package's data;
none of them has a ruling in the release notes): Defiled Crypt // Cadaver Lab ("whenever
one or more cards leave your graveyard", once each turn, CR 603.2c, 603.10a), Fear of
Infinity (a triggered ability that functions from the graveyard, 113.6k, 113.6m) and Say
Its Name (a cost exiling cards named Say Its Name from the graveyard, 118.3, 201.2; a
search of graveyard, hand and/or library, 701.23)."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    EERIE,
    THIS,
    ActivatedAbility,
    Cost,
    CreateToken,
    Each,
    Filter,
    LeavesGraveyard,
    May,
    Mill,
    Mode,
    PutChosen,
    ReturnToHand,
    SearchZones,
    SpellAbility,
    Target,
    TargetSpec,
    Triggered,
    Unlocked,
    Zone,
    card,
    room,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.printed import printed_doors


def _door_text(door: str) -> tuple[str, str]:
    """A door's printed text in Spanish and English (CR 709.5)."""
    _card, facts = printed_doors()[door]
    return facts.text_es or "", facts.text_en


# -- Defiled Crypt // Cadaver Lab ----------------------------------------------------------
_CRYPT_ES, _CRYPT_EN = _door_text("Defiled Crypt")
_LAB_ES, _LAB_EN = _door_text("Cadaver Lab")
DEFILED_CRYPT = room(
    "Defiled Crypt // Cadaver Lab",
    card(
        "Defiled Crypt",
        abilities=(
            Triggered(  # CR 603.2c: once for each group of cards that leave together
                LeavesGraveyard(),
                Mode(effects=(CreateToken("Horror"),), text_es=_CRYPT_ES, text_en=_CRYPT_EN),
                one_or_more=True,
                once_each_turn=True,
            ),
        ),
    ),
    card(
        "Cadaver Lab",
        abilities=(
            Triggered(
                Unlocked(),  # CR 709.5h
                Mode(
                    (TargetSpec((Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you"),)),),
                    (ReturnToHand(Target(0)),),
                    text_es=_LAB_ES,
                    text_en=_LAB_EN,
                ),
            ),
        ),
    ),
)

# -- Fear of Infinity ----------------------------------------------------------------------
# "you may return this card from your graveyard to your hand": the effect moves the card out
# of its graveyard, so the ability functions only there (CR 113.6m).
_FEAR_ES, _FEAR_EN = printed_line("Fear of Infinity", 2)
FEAR_OF_INFINITY = card(
    "Fear of Infinity",
    keywords=("flying", "lifelink", "cant_block"),
    abilities=(
        Triggered(
            EERIE,
            Mode(effects=(May((ReturnToHand(THIS),)),), text_es=_FEAR_ES, text_en=_FEAR_EN),
            zone=Zone.GRAVEYARD,
        ),
    ),
    article_es="el",
)

# -- Say Its Name ---------------------------------------------------------------------------
_SAY_ES, _SAY_EN = printed_line("Say Its Name", 0)
_NAME_ES, _NAME_EN = printed_line("Say Its Name", 1)
SAY_ITS_NAME = card(
    "Say Its Name",
    spell=SpellAbility(
        (
            Mode(
                effects=(
                    Mill(3),
                    PutChosen(
                        Each(Filter(types=("creature", "land"), zone=Zone.GRAVEYARD, owner="you"))
                    ),
                ),
                text_es=_SAY_ES,
                text_en=_SAY_EN,
            ),
        )
    ),
    abilities=(
        ActivatedAbility(  # CR 113.6j: a cost only the card in the graveyard can pay
            Cost(
                exile_self=True,
                exile_from_graveyard=2,
                exile_graveyard_filter=Filter(named="Say Its Name", zone=Zone.GRAVEYARD),
            ),
            Mode(
                effects=(SearchZones(Filter(named="Altanak, the Thrice-Called")),),
                text_es=_NAME_ES,
                text_en=_NAME_EN,
            ),
            sorcery_speed=True,
            zone="graveyard",
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (DEFILED_CRYPT, FEAR_OF_INFINITY, SAY_ITS_NAME)
