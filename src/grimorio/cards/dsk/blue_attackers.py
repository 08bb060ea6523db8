"""Duskmourn blue creatures about attacking: Clammy Prowler (another attacking creature can't
be blocked, CR 509.1b), Ghostly Keybearer (combat damage to a player unlocks a door, 709.5f)
and Stalked Researcher (eerie: it can attack as though it didn't have defender, 609.4,
702.3b). Facts from the package's data; these cards have no rulings in the release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    EERIE,
    THIS,
    Attacks,
    DealsDamage,
    Filter,
    Mode,
    Modify,
    Target,
    TargetSpec,
    Triggered,
    UnlockDoor,
    card,
)
from grimorio.dsl.card import CardDef

_PROWLER_ES, _PROWLER_EN = printed_line("Clammy Prowler", 0)
CLAMMY_PROWLER = card(
    "Clammy Prowler",
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                # "another target attacking creature" (CR 508.1k: attacking once declared)
                (TargetSpec((Filter(types=("creature",), attacking=True, other=True),)),),
                (Modify(Target(0), keywords=("unblockable",)),),  # until end of turn, 509.1b
                text_es=_PROWLER_ES,
                text_en=_PROWLER_EN,
            ),
        ),
    ),
    article_es="el",
)

_KEYBEARER_ES, _KEYBEARER_EN = printed_line("Ghostly Keybearer", 1)
GHOSTLY_KEYBEARER = card(
    "Ghostly Keybearer",
    keywords=("flying",),
    abilities=(
        Triggered(
            DealsDamage(to="player", combat=True),
            Mode(
                # "up to one target Room you control" (CR 115.1); its controller chooses
                # a locked door to unlock (709.5f)
                (TargetSpec((Filter(subtypes=("Room",), controller="you"),), min=0),),
                (UnlockDoor(Target(0)),),
                text_es=_KEYBEARER_ES,
                text_en=_KEYBEARER_EN,
            ),
        ),
    ),
    article_es="el",
)

_RESEARCHER_ES, _RESEARCHER_EN = printed_line("Stalked Researcher", 1)
STALKED_RESEARCHER = card(
    "Stalked Researcher",
    keywords=("defender",),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                # CR 609.4: for attacking only, as though it didn't have defender; this turn
                effects=(Modify(THIS, keywords=("attacks_despite_defender",)),),
                text_es=_RESEARCHER_ES,
                text_en=_RESEARCHER_EN,
            ),
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (CLAMMY_PROWLER, GHOSTLY_KEYBEARER, STALKED_RESEARCHER)
