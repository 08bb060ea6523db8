"""Blue cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say): Hipótesis de Zimone (a creature chosen, not targeted,
CR 608.2d; odd or even chosen as it resolves, zero even) and Intérprete de fallos (an
intervening "if", 603.4; manifest dread, 701.62; colourless creatures dealing combat damage,
105.2c, 603.2c).

Not written yet, for want of rules outside the vocabulary's reach (the project's report):
*Miedo a la parálisis del sueño* ("stun counters can't be removed from permanents your
opponents control" needs a rule that stops counters being removed, 122.1d)."""

from grimorio.cards.dsc.printed_text import line
from grimorio.dsl import (
    THIS,
    DealsDamage,
    Draw,
    Enters,
    Filter,
    Linked,
    ManifestDread,
    Mode,
    Not,
    PutCounters,
    ReturnToHand,
    SpellAbility,
    Triggered,
    YouControl,
    card,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.effects_commander_cards import ChooseOddOrEven
from grimorio.dsl.effects_schemes import ChooseObjects
from grimorio.dsl.triggers_commander_cards import Colorless

_ZIMONE = "Hipótesis de Zimone"
_CREATURE = Filter(types=("creature",))

# CR 608.2d: "a creature", not a target — chosen as it resolves, hexproof or not; then odd or
# even, chosen as it resolves too, and nothing happens between the choice and the return
# (the release notes)
ZIMONES_HYPOTHESIS = card(
    _ZIMONE,
    spell=SpellAbility(
        (
            Mode(
                effects=(
                    ChooseObjects(_CREATURE, most=1, key="counter"),
                    PutCounters("+1/+1", 1, Linked("counter")),
                    ChooseOddOrEven(_CREATURE, key="returned"),
                    ReturnToHand(Linked("returned")),
                ),
                text_es=line(_ZIMONE, 0),
            ),
        )
    ),
)

_INTERPRETER = "Intérprete de fallos"

GLITCH_INTERPRETER = card(
    _INTERPRETER,
    abilities=(
        # CR 603.4: checked as it enters and again on resolution (the release notes); if it
        # has left the battlefield by then, dread is manifested anyway
        Triggered(
            Enters(),
            Mode(
                effects=(ReturnToHand(THIS), ManifestDread()),
                text_es=line(_INTERPRETER, 0),
            ),
            condition=Not(YouControl(Filter(face_down=True, controller="you"))),
        ),
        # CR 105.2c, 603.2c: once for the damage dealt at once
        Triggered(
            Colorless(
                DealsDamage(Filter(types=("creature",), controller="you"), "player", combat=True)
            ),
            Mode(effects=(Draw(1),), text_es=line(_INTERPRETER, 1)),
            one_or_more=True,
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (ZIMONES_HYPOTHESIS, GLITCH_INTERPRETER)
