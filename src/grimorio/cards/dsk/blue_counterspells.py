"""Duskmourn blue counterspells (CR 701.6a): Twist Reality (choose one — counter target spell,
or manifest dread, 700.2, 701.62a) and Don't Make a Sound (counter target spell unless its
controller pays {2}; if they do, surveil 2 — 608.2d, 701.25a). Facts from the package's
data; these cards have no rulings in the release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    ControllerOf,
    Counter,
    Filter,
    ManaCost,
    ManifestDread,
    Mode,
    Payment,
    SpellAbility,
    Surveil,
    Target,
    TargetSpec,
    Unless,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

_SPELL = Filter(zone=Zone.STACK)  # "target spell" (CR 115.1, 112.1)

TWIST_REALITY = card(
    "Twist Reality",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((_SPELL,)),),
                (Counter(Target(0)),),
                text_es=printed_line("Twist Reality", 1)[0].removeprefix("• "),
                text_en=printed_line("Twist Reality", 1)[1].removeprefix("• "),
            ),
            Mode(
                effects=(ManifestDread(),),
                text_es=printed_line("Twist Reality", 2)[0].removeprefix("• "),
                text_en=printed_line("Twist Reality", 2)[1].removeprefix("• "),
            ),
        ),
        choose=1,  # CR 700.2a: "choose one —"
    ),
)

_SOUND_ES, _SOUND_EN = printed_line("Don't Make a Sound", 0)
DONT_MAKE_A_SOUND = card(
    "Don't Make a Sound",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((_SPELL,)),),
                (
                    # CR 608.2d: the spell's controller chooses whether to pay; "if they do",
                    # you (the controller of this spell) surveil 2
                    Unless(
                        (Counter(Target(0)),),
                        Payment(mana=ManaCost.parse("{2}")),
                        ControllerOf(Target(0)),
                        if_paid=(Surveil(2),),
                    ),
                ),
                text_es=_SOUND_ES,
                text_en=_SOUND_EN,
            ),
        )
    ),
)

CARDS: tuple[CardDef, ...] = (TWIST_REALITY, DONT_MAKE_A_SOUND)
