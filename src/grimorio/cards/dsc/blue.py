"""Blue cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say):

* Hipótesis de Zimone — a creature chosen, not targeted (CR 608.2d); odd or even chosen as
  it resolves, zero even;
* Intérprete de fallos — an intervening "if" (603.4); manifest dread (701.62); colourless
  creatures dealing combat damage (105.2c, 603.2c);
* Miedo a la parálisis del sueño — eerie (207.2c: an enchantment of yours entering, a Room
  fully unlocked): tap up to one target creature and put a stun counter on it (122.1d);
  stun counters can't be removed from permanents its controller's opponents control
  (101.2): such a permanent doesn't untap, keeps its counter, can't pay {Q} (107.6), and
  its counter isn't moved (122.5).
"""

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
    Tap,
    Target,
    TargetSpec,
    Triggered,
    YouControl,
    card,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.counter_rules import CountersStay
from grimorio.dsl.effects_player_choices import ChooseOddOrEven
from grimorio.dsl.effects_schemes import ChooseObjects
from grimorio.dsl.keywords import EERIE
from grimorio.dsl.triggers_narrowed import Colorless

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

_FEAR = "Miedo a la parálisis del sueño"

# Eerie (the ability word of 207.2c): "whenever this or another enchantment you control
# enters and whenever you fully unlock a Room" — this creature is an enchantment itself;
# up to one target (115.1, 601.2c). The last line is a "can't" (101.2) the rules ask about
# every removal of a counter (grimorio.rules.vocabulary.counter_locks).
FEAR_OF_SLEEP_PARALYSIS = card(
    _FEAR,
    keywords=("flying",),
    abilities=(
        Triggered(
            EERIE,
            Mode(
                (TargetSpec((Filter(types=("creature",)),), min=0),),
                (Tap(Target(0)), PutCounters("stun", 1, Target(0))),
                text_es=line(_FEAR, 1),
            ),
        ),
        CountersStay("stun", "opponent", text_es=line(_FEAR, 2)),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (ZIMONES_HYPOTHESIS, GLITCH_INTERPRETER, FEAR_OF_SLEEP_PARALYSIS)
