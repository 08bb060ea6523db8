"""Duskmourn white creatures whose abilities trigger as they enter or attack: Fear of
Surveillance (surveil, CR 701.25a), Fear of Immobility (a stun counter only on an opponent's
creature, 122.1d, 608.2c), Unsettling Twins (manifest dread, 701.62a) and Lionheart Glimmer
(ward, 702.21a; "whenever you attack", 508.3a). Facts from the package's data; these cards
have no rulings in the release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    Apply,
    Attacks,
    Each,
    Enters,
    Filter,
    If,
    ManifestDread,
    Matches,
    Mode,
    ModifyPT,
    PutCounters,
    Surveil,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    card,
    ward,
)
from grimorio.dsl.card import CardDef

_YOUR_CREATURES = Filter(types=("creature",), controller="you")

FEAR_OF_SURVEILLANCE = card(
    "Fear of Surveillance",
    keywords=("vigilance",),
    abilities=(
        Triggered(  # CR 508.3a, 701.25a
            Attacks(),
            Mode(
                effects=(Surveil(1),),
                text_es=printed_line("Fear of Surveillance", 1)[0],
                text_en=printed_line("Fear of Surveillance", 1)[1],
            ),
        ),
    ),
    article_es="el",
)

_IMMOBILITY_ES, _IMMOBILITY_EN = printed_line("Fear of Immobility", 0)
FEAR_OF_IMMOBILITY = card(
    "Fear of Immobility",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                # "up to one target creature" (CR 115.1, 601.2c); "if an opponent controls
                # that creature": asked as the ability resolves (608.2c)
                (TargetSpec((Filter(types=("creature",)),), min=0),),
                (
                    Tap(Target(0)),
                    If(
                        Matches(Target(0), Filter(controller="opponent")),
                        (PutCounters("stun", 1, Target(0)),),  # CR 122.1d
                    ),
                ),
                text_es=_IMMOBILITY_ES,
                text_en=_IMMOBILITY_EN,
            ),
        ),
    ),
    article_es="el",
)

_TWINS_ES, _TWINS_EN = printed_line("Unsettling Twins", 0)
UNSETTLING_TWINS = card(
    "Unsettling Twins",
    abilities=(
        Triggered(  # CR 701.62a
            Enters(), Mode(effects=(ManifestDread(),), text_es=_TWINS_ES, text_en=_TWINS_EN)
        ),
    ),
    # "las Gemelas inquietantes": a plural name takes no article of ours ("el" or "la")
    article_es="las",
)

_LIONHEART_ES, _LIONHEART_EN = printed_line("Lionheart Glimmer", 1)
LIONHEART_GLIMMER = card(
    "Lionheart Glimmer",
    abilities=(
        ward("2"),  # CR 702.21a
        Triggered(  # "whenever you attack": one or more creatures attack (CR 508.3a, 603.2c)
            Attacks(_YOUR_CREATURES),
            Mode(
                # CR 611.2c: the creatures you control as it resolves, until end of turn
                effects=(Apply(Each(_YOUR_CREATURES), (ModifyPT(1, 1),)),),
                text_es=_LIONHEART_ES,
                text_en=_LIONHEART_EN,
            ),
            one_or_more=True,
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    FEAR_OF_SURVEILLANCE,
    FEAR_OF_IMMOBILITY,
    UNSETTLING_TWINS,
    LIONHEART_GLIMMER,
)
