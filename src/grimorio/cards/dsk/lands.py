"""Duskmourn lands (facts from ../shared/data/dsk/cards.jsonl and the release notes).

The Verges have no Spanish name or text in the data (``name_es`` is None); Terramorphic
Expanse's Spanish name and text come from cards.jsonl.
"""

from grimorio.dsl.abilities import ActivatedAbility, Cost, ManaAbility, Mode
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.effects import Search, YouControl
from grimorio.dsl.selectors import Filter


def _verge(name: str, first: str, second: str, basics: tuple[str, str], text_en: str) -> CardDef:
    """A Verge: "{T}: Add [first]." and "{T}: Add [second]. Activate only if you control
    a [basic] or a [basic]." (CR 602.5b)."""
    return card(
        name,
        None,
        None,
        "Land",
        "Tierra",
        abilities=(
            ManaAbility(Cost(tap=True), (first,)),
            ManaAbility(
                Cost(tap=True),
                (second,),
                condition=YouControl(Filter(types=("land",), subtypes=basics)),
            ),
        ),
        text_en=text_en,
    )


BLAZEMIRE_VERGE = _verge(
    "Blazemire Verge",
    "B",
    "R",
    ("Swamp", "Mountain"),
    "{T}: Add {B}.\n{T}: Add {R}. Activate only if you control a Swamp or a Mountain.",
)
FLOODFARM_VERGE = _verge(
    "Floodfarm Verge",
    "W",
    "U",
    ("Plains", "Island"),
    "{T}: Add {W}.\n{T}: Add {U}. Activate only if you control a Plains or an Island.",
)
GLOOMLAKE_VERGE = _verge(
    "Gloomlake Verge",
    "U",
    "B",
    ("Island", "Swamp"),
    "{T}: Add {U}.\n{T}: Add {B}. Activate only if you control an Island or a Swamp.",
)
HUSHWOOD_VERGE = _verge(
    "Hushwood Verge",
    "G",
    "W",
    ("Forest", "Plains"),
    "{T}: Add {G}.\n{T}: Add {W}. Activate only if you control a Forest or a Plains.",
)
THORNSPIRE_VERGE = _verge(
    "Thornspire Verge",
    "R",
    "G",
    ("Mountain", "Forest"),
    "{T}: Add {R}.\n{T}: Add {G}. Activate only if you control a Mountain or a Forest.",
)
TERRAMORPHIC_EXPANSE = card(
    "Terramorphic Expanse",
    "Expansión terramórfica",
    None,
    "Land",
    "Tierra",
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
    text_en="{T}, Sacrifice this land: Search your library for a basic land card, put it onto "
    "the battlefield tapped, then shuffle.",
    text_es="{T}, sacrificar la Expansión terramórfica: Busca en tu biblioteca una carta de "
    "tierra básica y ponla en el campo de batalla girada. Luego baraja tu biblioteca.",
    article_es="la",
)

CARDS = (
    BLAZEMIRE_VERGE,
    FLOODFARM_VERGE,
    GLOOMLAKE_VERGE,
    HUSHWOOD_VERGE,
    THORNSPIRE_VERGE,
    TERRAMORPHIC_EXPANSE,
)
