"""Duskmourn lands: the Verges and the dual lands (built by :mod:`.cycles`) and
Terramorphic Expanse. Their printed facts come from the package's data."""

from grimorio.cards.dsk.cycles import dual_land, verge
from grimorio.dsl import (
    ActivatedAbility,
    Cost,
    Filter,
    Mode,
    Search,
    card,
)
from grimorio.dsl.card import CardDef

BLAZEMIRE_VERGE = verge("Blazemire Verge", "B", "R", ("Swamp", "Mountain"))
FLOODFARM_VERGE = verge("Floodfarm Verge", "W", "U", ("Plains", "Island"))
GLOOMLAKE_VERGE = verge("Gloomlake Verge", "U", "B", ("Island", "Swamp"))
HUSHWOOD_VERGE = verge("Hushwood Verge", "G", "W", ("Forest", "Plains"))
THORNSPIRE_VERGE = verge("Thornspire Verge", "R", "G", ("Mountain", "Forest"))
TERRAMORPHIC_EXPANSE = card(
    "Terramorphic Expanse",
    abilities=(
        ActivatedAbility(
            Cost(tap=True, sacrifice_self=True),
            Mode(
                (),
                (
                    Search(
                        Filter(types=("land",), supertypes=("basic",)),
                        to="battlefield",
                        tapped=True,
                    ),
                ),
            ),
        ),
    ),
    article_es="la",
)


ABANDONED_CAMPGROUND = dual_land("Abandoned Campground", "W", "U", article_es="el")
BLEEDING_WOODS = dual_land("Bleeding Woods", "R", "G", article_es="los")
ETCHED_CORNFIELD = dual_land("Etched Cornfield", "G", "W", article_es="el")
LAKESIDE_SHACK = dual_land("Lakeside Shack", "G", "U", article_es="la")
MURKY_SEWER = dual_land("Murky Sewer", "U", "B", article_es="las")
NEGLECTED_MANOR = dual_land("Neglected Manor", "W", "B", article_es="la")
PECULIAR_LIGHTHOUSE = dual_land("Peculiar Lighthouse", "U", "R", article_es="el")
RAUCOUS_CARNIVAL = dual_land("Raucous Carnival", "R", "W", article_es="el")
RAZORTRAP_GORGE = dual_land("Razortrap Gorge", "B", "R", article_es="el")
STRANGLED_CEMETERY = dual_land("Strangled Cemetery", "B", "G", article_es="el")

CARDS: tuple[CardDef, ...] = (
    BLAZEMIRE_VERGE,
    FLOODFARM_VERGE,
    GLOOMLAKE_VERGE,
    HUSHWOOD_VERGE,
    THORNSPIRE_VERGE,
    TERRAMORPHIC_EXPANSE,
    ABANDONED_CAMPGROUND,
    BLEEDING_WOODS,
    ETCHED_CORNFIELD,
    LAKESIDE_SHACK,
    MURKY_SEWER,
    NEGLECTED_MANOR,
    PECULIAR_LIGHTHOUSE,
    RAUCOUS_CARNIVAL,
    RAZORTRAP_GORGE,
    STRANGLED_CEMETERY,
)
