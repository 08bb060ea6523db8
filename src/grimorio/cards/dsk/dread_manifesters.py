"""Duskmourn cards that manifest dread or care about face-down permanents (CR 701.62, 708),
facts from the package's data: Bashful Beastie, Break Down the Door, Cryptid Inspector,
Defiant Survivor, Threats Around Every Corner (green) and Growing Dread (green-blue).
These cards have no release-notes rulings."""

from grimorio.cards.dsk.printed_modes import printed_mode
from grimorio.dsl import (
    THIS,
    AnyOf,
    AtBeginning,
    Enters,
    Exile,
    Filter,
    It,
    ManifestDread,
    Mode,
    PutCounters,
    Search,
    SourceTapped,
    SpellAbility,
    Target,
    TargetSpec,
    Triggered,
    TurnedFaceUp,
    card,
    dies,
)
from grimorio.dsl.card import CardDef

_FACE_DOWN_YOURS = Filter(face_down=True, controller="you")  # "a face-down permanent you control"


# -- Bashful Beastie --------------------------------------------------------------------
# "When this creature dies": a leaves-the-battlefield trigger that looks back (CR 603.10a).
BASHFUL_BEASTIE = card(
    "Bashful Beastie",
    abilities=(Triggered(dies(), printed_mode("Bashful Beastie", 0, ManifestDread())),),
    article_es="la",
)

# -- Break Down the Door ----------------------------------------------------------------
# "Choose one —" (CR 700.2): the mode is chosen as the spell is cast (601.2b); a mode with
# a target is cast only with a legal target for it (601.2c).
BREAK_DOWN_THE_DOOR = card(
    "Break Down the Door",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("artifact",)),)),),
                (Exile(Target(0)),),
                text_es="Exilia el artefacto objetivo.",
                text_en="Exile target artifact.",
            ),
            Mode(
                (TargetSpec((Filter(types=("enchantment",)),)),),
                (Exile(Target(0)),),
                text_es="Exilia el encantamiento objetivo.",
                text_en="Exile target enchantment.",
            ),
            Mode(
                (),
                (ManifestDread(),),
                text_es="Manifiesta miedo.",
                text_en="Manifest dread.",
            ),
        )
    ),
)

# -- Cryptid Inspector ------------------------------------------------------------------
# Two trigger events in one ability (CR 603.2): a face-down permanent entering (manifested,
# 701.40a) and a permanent turned face up — which is not an entering (708.8). Turned face
# up itself, the Inspector has its abilities again when the event is checked (708.8).
CRYPTID_INSPECTOR = card(
    "Cryptid Inspector",
    keywords=("vigilance",),
    abilities=(
        Triggered(
            AnyOf((Enters(_FACE_DOWN_YOURS), TurnedFaceUp(Filter(controller="you")))),
            printed_mode("Cryptid Inspector", 1, PutCounters("+1/+1", 1, THIS)),
        ),
    ),
    article_es="la",
)

# -- Defiant Survivor -------------------------------------------------------------------
# Survival: an intervening "if" (CR 603.4), checked as the second main phase begins and
# again on resolution.
DEFIANT_SURVIVOR = card(
    "Defiant Survivor",
    abilities=(
        Triggered(
            AtBeginning("main2"),
            printed_mode("Defiant Survivor", 0, ManifestDread()),
            condition=SourceTapped(),
        ),
    ),
    article_es="la",
)

# -- Threats Around Every Corner --------------------------------------------------------
# Its own manifest dread puts a face-down permanent onto the battlefield, which triggers
# its second ability (CR 603.2, 701.40a); the land is put onto the battlefield tapped and
# the library shuffled (701.23a, 701.24).
THREATS_AROUND_EVERY_CORNER = card(
    "Threats Around Every Corner",
    abilities=(
        Triggered(Enters(), printed_mode("Threats Around Every Corner", 0, ManifestDread())),
        Triggered(
            Enters(_FACE_DOWN_YOURS),
            printed_mode(
                "Threats Around Every Corner",
                1,
                Search(
                    Filter(types=("land",), supertypes=("basic",)), to="battlefield", tapped=True
                ),
            ),
        ),
    ),
)

# -- Growing Dread ----------------------------------------------------------------------
# Flash (CR 702.8). "Whenever you turn a permanent face up, put a +1/+1 counter on it": a
# face-down permanent is turned face up by its controller (CR 701.40b, 708.8), so the
# trigger watches permanents you control; "it" is that permanent.
GROWING_DREAD = card(
    "Growing Dread",
    keywords=("flash",),
    abilities=(
        Triggered(Enters(), printed_mode("Growing Dread", 1, ManifestDread())),
        Triggered(
            TurnedFaceUp(Filter(controller="you")),
            printed_mode("Growing Dread", 2, PutCounters("+1/+1", 1, It())),
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    BASHFUL_BEASTIE,
    BREAK_DOWN_THE_DOOR,
    CRYPTID_INSPECTOR,
    DEFIANT_SURVIVOR,
    THREATS_AROUND_EVERY_CORNER,
    GROWING_DREAD,
)
