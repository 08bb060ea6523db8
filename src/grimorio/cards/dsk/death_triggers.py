"""Duskmourn creatures whose deaths matter (CR 700.4): "when this creature dies" abilities
that look back in time (603.10a) — Innocuous Rat (manifest dread, 701.62), Piggy Bank (a
Treasure token, 111.10a) and Unstoppable Slasher (it returns tapped with two stun counters
if it had no counters on it, 122.1d) — and Cackling Slasher, which enters with a +1/+1
counter if a creature died this turn (614.1c). Facts from the package's data; no release
notes (Innocuous Rat's Spanish type line is not in the data and stays unknown)."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    CREATURE,
    CreateToken,
    DealsDamage,
    DiedThisTurn,
    Effect,
    EntersWithCounters,
    Filter,
    HalfLife,
    It,
    Leaves,
    LoseLife,
    ManifestDread,
    Mode,
    ReturnToBattlefield,
    ThatPlayer,
    Triggered,
    card,
    dies,
)
from grimorio.dsl.card import CardDef


def _mode(name: str, line: int, *effects: Effect) -> Mode:
    """A mode with the text of the card's printed line ``line`` (CR 113.2c)."""
    text_es, text_en = printed_line(name, line)
    return Mode(effects=effects, text_es=text_es, text_en=text_en)


INNOCUOUS_RAT = card(
    "Innocuous Rat",
    abilities=(
        Triggered(
            dies(),  # CR 700.4, 603.10a
            _mode("Innocuous Rat", 0, ManifestDread()),  # CR 701.62a
        ),
    ),
    article_es="la",
)

PIGGY_BANK = card(
    "Piggy Bank",
    abilities=(
        Triggered(
            dies(),  # CR 700.4, 603.10a
            _mode("Piggy Bank", 0, CreateToken("Treasure")),  # CR 111.10a
        ),
    ),
    article_es="el",
)

UNSTOPPABLE_SLASHER = card(
    "Unstoppable Slasher",
    keywords=("deathtouch",),
    abilities=(
        Triggered(
            DealsDamage(to="player", combat=True),  # CR 510.2, 603.2
            # "they": the player dealt damage; half their life, rounded up (CR 107.1a)
            _mode("Unstoppable Slasher", 1, LoseLife(HalfLife(ThatPlayer()), ThatPlayer())),
        ),
        Triggered(
            # CR 603.10a: "if it had no counters on it" — as it last existed
            Leaves(to="graveyard", was=Filter(any_counters=False)),
            # CR 110.2a, 122.1d: tapped, under its owner's control, with two stun counters
            _mode(
                "Unstoppable Slasher",
                2,
                ReturnToBattlefield(It(), owners=True, tapped=True, counters=(("stun", 2),)),
            ),
        ),
    ),
    article_es="el",
)

CACKLING_SLASHER = card(
    "Cackling Slasher",
    keywords=("deathtouch",),
    abilities=(
        # CR 614.1c: a replacement effect as it enters; 700.4: a creature died this turn
        EntersWithCounters(
            "+1/+1",
            1,
            DiedThisTurn(CREATURE),
            text_es=printed_line("Cackling Slasher", 1)[0],
            text_en=printed_line("Cackling Slasher", 1)[1],
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (INNOCUOUS_RAT, PIGGY_BANK, UNSTOPPABLE_SLASHER, CACKLING_SLASHER)
