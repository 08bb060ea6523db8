"""Duskmourn colourless artifacts and the land, facts from the package's data: Ghost
Vacuum, Keys to the House and Valgavoth's Lair. These cards have no release-notes
rulings."""

from grimorio.cards.dsk.printed_modes import printed_mode
from grimorio.dsl import (
    ActivatedAbility,
    AddTypes,
    AsEnters,
    Cost,
    EntersTapped,
    Exile,
    Filter,
    Linked,
    ManaAbility,
    ManaCost,
    ReturnToBattlefield,
    Search,
    SetPT,
    Target,
    TargetSpec,
    UnlockDoor,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

# -- Ghost Vacuum -----------------------------------------------------------------------
# Its two abilities are linked (CR 607.2a): the second puts onto the battlefield the
# creature cards the first exiled — still in exile — even though the Vacuum is sacrificed
# to pay for it (602.2b). "Each of them is a 1/1 Spirit in addition to its other types":
# a continuous effect from the resolution on (611.2a; layers 4 and 7b, CR 613.1d, 613.4b).
GHOST_VACUUM = card(
    "Ghost Vacuum",
    abilities=(
        ActivatedAbility(
            Cost(tap=True),
            printed_mode(
                "Ghost Vacuum",
                0,
                Exile(Target(0), link="exiled"),
                targets=(TargetSpec((Filter(zone=Zone.GRAVEYARD),)),),
            ),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{6}"), tap=True, sacrifice_self=True),
            printed_mode(
                "Ghost Vacuum",
                1,
                ReturnToBattlefield(
                    Linked("exiled", Filter(types=("creature",), zone=Zone.EXILE)),
                    counters=(("flying", 1),),
                    parts=(AddTypes(subtypes=("Spirit",)), SetPT(1, 1)),
                ),
            ),
            sorcery_speed=True,
        ),
    ),
    article_es="la",
)

# -- Keys to the House ------------------------------------------------------------------
# The search reveals the card (CR 701.23a) and shuffles (701.24). "Lock or unlock a door":
# its controller chooses a door that can be (CR 709.5f–g); unlocking a door this way
# triggers "when you unlock this door" (709.5h).
KEYS_TO_THE_HOUSE = card(
    "Keys to the House",
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{1}"), tap=True, sacrifice_self=True),
            printed_mode(
                "Keys to the House",
                0,
                Search(Filter(types=("land",), supertypes=("basic",)), to="hand", reveal=True),
            ),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{3}"), tap=True, sacrifice_self=True),
            printed_mode(
                "Keys to the House",
                1,
                UnlockDoor(Target(0), lock=None),
                targets=(TargetSpec((Filter(subtypes=("Room",), controller="you"),)),),
            ),
            sorcery_speed=True,
        ),
    ),
)

# -- Valgavoth's Lair -------------------------------------------------------------------
# Hexproof (CR 702.11); it enters tapped (614.1c) and the colour is chosen as it enters,
# before it is on the battlefield (614.12a); its mana ability makes that colour (607.2a).
# Both replacement effects are its own (616.1a), so the order changes nothing; the colour
# is asked first, so no log line names the card while it still waits in the hand (402.3).
_LAIR_ENTERS_ES = "La Guarida de Valgavoth entra girada. En cuanto entre, elige un color."
_LAIR_ENTERS_EN = "This land enters tapped. As it enters, choose a color."
VALGAVOTHS_LAIR = card(
    "Valgavoth's Lair",
    keywords=("hexproof",),
    abilities=(
        AsEnters("color", text_es=_LAIR_ENTERS_ES, text_en=_LAIR_ENTERS_EN),
        EntersTapped(text_es=_LAIR_ENTERS_ES, text_en=_LAIR_ENTERS_EN),
        ManaAbility(Cost(tap=True), ("chosen",)),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (GHOST_VACUUM, KEYS_TO_THE_HOUSE, VALGAVOTHS_LAIR)
