"""Duskmourn creatures that surveil (CR 701.25), facts from the package's data: Wary
Watchdog (green), Broodspinner (black-green) and Skullsnap Nuisance (blue-black). These
cards have no release-notes rulings."""

from grimorio.cards.dsk.printed_modes import printed_mode
from grimorio.dsl import (
    EERIE,
    ActivatedAbility,
    AnyOf,
    CardTypesInGraveyard,
    Cost,
    CreateToken,
    Enters,
    ManaCost,
    Surveil,
    Triggered,
    card,
    dies,
)
from grimorio.dsl.card import CardDef

# -- Wary Watchdog ----------------------------------------------------------------------
# "When this creature enters or dies": one ability with two trigger events (CR 603.2); its
# dying looks back (603.10a).
WARY_WATCHDOG = card(
    "Wary Watchdog",
    abilities=(Triggered(AnyOf((Enters(), dies())), printed_mode("Wary Watchdog", 0, Surveil(1))),),
    article_es="el",
)

# -- Broodspinner -----------------------------------------------------------------------
# The tokens are counted as the ability resolves (CR 608.2h), after the sacrifice paid as
# its cost (602.2b): the Broodspinner card itself counts as a creature card then.
BROODSPINNER = card(
    "Broodspinner",
    keywords=("reach",),
    abilities=(
        Triggered(Enters(), printed_mode("Broodspinner", 1, Surveil(2))),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{4}{B}{G}"), tap=True, sacrifice_self=True),
            printed_mode("Broodspinner", 2, CreateToken("Insect", CardTypesInGraveyard())),
        ),
    ),
    article_es="la",
)

# -- Skullsnap Nuisance -----------------------------------------------------------------
# Eerie (an ability word, CR 207.2c): an enchantment you control entering, or fully
# unlocking a Room (709.5i).
SKULLSNAP_NUISANCE = card(
    "Skullsnap Nuisance",
    keywords=("flying",),
    abilities=(Triggered(EERIE, printed_mode("Skullsnap Nuisance", 1, Surveil(1))),),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (WARY_WATCHDOG, BROODSPINNER, SKULLSNAP_NUISANCE)
