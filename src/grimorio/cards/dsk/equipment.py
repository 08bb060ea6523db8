"""Duskmourn Equipment whose abilities watch the equipped creature attack (CR 301.5f,
508.3a): Baseball Bat (an Equipment that attaches itself as it enters, 701.3a; "tap up to one
target creature", 115.1, 701.26a) and Saw ("you may sacrifice a permanent other than that
creature or this Equipment. If you do, draw a card", 701.21a, 608.2d). Equip: 702.6a. Facts
from the package's data; neither card has release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    CREATURE,
    Attached,
    AttachSource,
    Attacks,
    Draw,
    Effect,
    Enters,
    Filter,
    IfYouDo,
    It,
    Mode,
    ModifyPT,
    Payment,
    Static,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    card,
    equip,
)
from grimorio.dsl.card import CardDef

_YOUR_CREATURE = Filter(types=("creature",), controller="you")


def _mode(
    name: str, line: int, targets: tuple[TargetSpec, ...] = (), effects: tuple[Effect, ...] = ()
) -> Mode:
    """A mode with the text of the card's printed line ``line`` (CR 113.2c)."""
    text_es, text_en = printed_line(name, line)
    return Mode(targets, effects, text_es, text_en)


BASEBALL_BAT = card(
    "Baseball Bat",
    abilities=(
        Triggered(  # CR 701.3a: attached to a creature you control, as the ability resolves
            Enters(),
            _mode(
                "Baseball Bat",
                0,
                targets=(TargetSpec((_YOUR_CREATURE,)),),
                effects=(AttachSource(Target(0)),),
            ),
        ),
        Static(
            (ModifyPT(1, 1),),
            Attached(),  # CR 301.5f: "equipped creature"
            text_es=printed_line("Baseball Bat", 1)[0],
            text_en=printed_line("Baseball Bat", 1)[1],
        ),
        Triggered(
            Attacks(attached=True),  # CR 301.5f, 508.3a
            _mode(
                "Baseball Bat",
                2,
                targets=(TargetSpec((CREATURE,), min=0),),  # "up to one target creature"
                effects=(Tap(Target(0)),),  # CR 701.26a
            ),
        ),
        equip("{3}"),
    ),
    article_es="el",
)

SAW = card(
    "Saw",
    abilities=(
        Static(
            (ModifyPT(2, 0),),
            Attached(),
            text_es=printed_line("Saw", 0)[0],
            text_en=printed_line("Saw", 0)[1],
        ),
        Triggered(
            Attacks(attached=True),  # CR 301.5f, 508.3a
            _mode(
                "Saw",
                1,
                # CR 701.21a, 608.2d: "a permanent other than that creature or this
                # Equipment" — never the attacker (``It``) nor the Saw (``other``)
                effects=(IfYouDo(Payment(sacrifice=Filter(other=True), besides=It()), (Draw(1),)),),
            ),
        ),
        equip("{2}"),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (BASEBALL_BAT, SAW)
