"""Duskmourn red cards for the attack: Most Valuable Slayer ("whenever you attack", CR
508.3a, 603.2c), Hand That Feeds (delirium; "whenever this creature attacks while …" — a
condition of the trigger event, 603.2, not an intervening "if", 603.4), Rampaging Soulrager
(a static ability "as long as there are two or more unlocked doors among Rooms you
control", 611.3a, 709.5c) and Turn Inside Out (a delayed triggered ability about its
target, "when it dies this turn", 603.7c). Facts from the package's data; no release
notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    CREATURE,
    THIS,
    AmountAtLeast,
    Attacks,
    Delayed,
    Delirium,
    DoorsUnlocked,
    Effect,
    Filter,
    ManifestDread,
    Mode,
    Modify,
    ModifyPT,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Triggered,
    card,
    dies,
)
from grimorio.dsl.card import CardDef


def _mode(
    name: str, line: int, targets: tuple[TargetSpec, ...] = (), effects: tuple[Effect, ...] = ()
) -> Mode:
    """A mode with the text of the card's printed line ``line`` (CR 113.2c)."""
    text_es, text_en = printed_line(name, line)
    return Mode(targets, effects, text_es, text_en)


_ATTACKING = Filter(types=("creature",), attacking=True)  # CR 506.3, 508.1k

MOST_VALUABLE_SLAYER = card(
    "Most Valuable Slayer",
    abilities=(
        # "Whenever you attack": once when you attack with one or more creatures (CR
        # 508.3a, 603.2c); it needn't be one of them
        Triggered(
            Attacks(Filter(types=("creature",), controller="you")),
            _mode(
                "Most Valuable Slayer",
                0,
                (TargetSpec((_ATTACKING,)),),
                (Modify(Target(0), 1, 0, ("first_strike",)),),  # CR 702.7
            ),
            one_or_more=True,
        ),
    ),
    article_es="el",
)

HAND_THAT_FEEDS = card(
    "Hand That Feeds",
    abilities=(
        Triggered(
            Attacks(),  # CR 508.3a
            _mode("Hand That Feeds", 0, (), (Modify(THIS, 2, 0, ("menace",)),)),  # 702.111
            # "while there are four or more card types among cards in your graveyard": part
            # of the trigger event, checked as it attacks only (CR 603.2; not 603.4)
            while_holds=Delirium(),
        ),
    ),
    article_es="la",
)

RAMPAGING_SOULRAGER = card(
    "Rampaging Soulrager",
    abilities=(
        Static(
            (ModifyPT(3, 0),),  # CR 613.4c
            # CR 611.3a, 709.5c: each unlock designation among Rooms you control
            condition=AmountAtLeast(
                DoorsUnlocked(Filter(subtypes=("Room",), controller="you")),
                2,
            ),
            text_es=printed_line("Rampaging Soulrager", 0)[0],
            text_en=printed_line("Rampaging Soulrager", 0)[1],
        ),
    ),
    article_es="el",
)

_INSIDE_OUT_DIES_ES = "Cuando muera este turno, manifiesta miedo."
_INSIDE_OUT_DIES_EN = "When it dies this turn, manifest dread."
TURN_INSIDE_OUT = card(
    "Turn Inside Out",
    spell=SpellAbility(
        (
            _mode(
                "Turn Inside Out",
                0,
                (TargetSpec((CREATURE,)),),
                (
                    Modify(Target(0), 3, 0),
                    # CR 603.7c: about the target creature; it dies at most once (400.7)
                    Delayed(
                        dies(),
                        (ManifestDread(),),  # CR 701.62a
                        about=Target(0),
                        this_turn=True,
                        once=True,
                        text_es=_INSIDE_OUT_DIES_ES,
                        text_en=_INSIDE_OUT_DIES_EN,
                    ),
                ),
            ),
        )
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    MOST_VALUABLE_SLAYER,
    HAND_THAT_FEEDS,
    RAMPAGING_SOULRAGER,
    TURN_INSIDE_OUT,
)
