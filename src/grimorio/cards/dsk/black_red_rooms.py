"""Duskmourn black and red Rooms (CR 709.5): Unholy Annex // Ritual Chamber (an end-step
drain that depends on a Demon, 603.2b, 608.2c; a 6/6 Demon token, 111), Glassworks //
Shattered Yard (the Room deals damage, 120) and Ticket Booth // Tunnel of Hate (manifest
dread, 701.62; "whenever you attack", 508.3a, 603.2c). Doors unlock as the spell enters or
by the special action (709.5d–h). Facts from the package's data; no release notes."""

from grimorio.dsl import (
    AtBeginning,
    Attacks,
    CreateToken,
    DealDamage,
    Draw,
    EachOpponent,
    Filter,
    GainLife,
    If,
    LoseLife,
    ManifestDread,
    Mode,
    Modify,
    Target,
    TargetSpec,
    Triggered,
    Unlocked,
    YouControl,
    card,
    room,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.printed import printed_cards


def _door(key: str, n: int) -> tuple[str, str]:
    """The printed Spanish and English text of door ``n`` of Room ``key`` (CR 709.2)."""
    door = printed_cards()[key].doors[n]
    return door.text_es or "", door.text_en


_ANNEX = "Unholy Annex // Ritual Chamber"
_GLASSWORKS = "Glassworks // Shattered Yard"
_BOOTH = "Ticket Booth // Tunnel of Hate"

UNHOLY_ANNEX = room(
    _ANNEX,
    card(
        "Unholy Annex",
        abilities=(
            Triggered(
                AtBeginning("end"),  # CR 603.2b, 513.1
                Mode(
                    effects=(
                        Draw(1),
                        # CR 608.2c: whether you control a Demon as this part happens
                        If(
                            YouControl(Filter(subtypes=("Demon",), controller="you")),
                            (LoseLife(2, EachOpponent()), GainLife(2)),
                            (LoseLife(2),),
                        ),
                    ),
                    text_es=_door(_ANNEX, 0)[0],
                    text_en=_door(_ANNEX, 0)[1],
                ),
            ),
        ),
    ),
    card(
        "Ritual Chamber",
        abilities=(
            Triggered(
                Unlocked(),  # CR 709.5h
                Mode(
                    effects=(CreateToken("Demon"),),  # a 6/6 black Demon with flying (111.4)
                    text_es=_door(_ANNEX, 1)[0],
                    text_en=_door(_ANNEX, 1)[1],
                ),
            ),
        ),
    ),
)

GLASSWORKS = room(
    _GLASSWORKS,
    card(
        "Glassworks",
        abilities=(
            Triggered(
                Unlocked(),  # CR 709.5h
                Mode(
                    (TargetSpec((Filter(types=("creature",), controller="opponent"),)),),
                    (DealDamage(4, Target(0)),),  # CR 120.3: the Room is the source
                    text_es=_door(_GLASSWORKS, 0)[0],
                    text_en=_door(_GLASSWORKS, 0)[1],
                ),
            ),
        ),
    ),
    card(
        "Shattered Yard",
        abilities=(
            Triggered(
                AtBeginning("end"),  # CR 603.2b, 513.1
                Mode(
                    effects=(DealDamage(1, EachOpponent()),),
                    text_es=_door(_GLASSWORKS, 1)[0],
                    text_en=_door(_GLASSWORKS, 1)[1],
                ),
            ),
        ),
    ),
)

TICKET_BOOTH = room(
    _BOOTH,
    card(
        "Ticket Booth",
        abilities=(
            Triggered(
                Unlocked(),  # CR 709.5h
                Mode(
                    effects=(ManifestDread(),),  # CR 701.62a
                    text_es=_door(_BOOTH, 0)[0],
                    text_en=_door(_BOOTH, 0)[1],
                ),
            ),
        ),
    ),
    card(
        "Tunnel of Hate",
        abilities=(
            # "Whenever you attack": once when you attack with one or more creatures (CR
            # 508.3a, 603.2c)
            Triggered(
                Attacks(Filter(types=("creature",), controller="you")),
                Mode(
                    (TargetSpec((Filter(types=("creature",), attacking=True),)),),
                    (Modify(Target(0), keywords=("double_strike",)),),  # CR 702.4
                    text_es=_door(_BOOTH, 1)[0],
                    text_en=_door(_BOOTH, 1)[1],
                ),
                one_or_more=True,
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (UNHOLY_ANNEX, GLASSWORKS, TICKET_BOOTH)
