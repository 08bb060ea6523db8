"""Duskmourn lands (facts from ../shared/data/dsk/cards.jsonl and the release notes).

The Verges and nine of the ten dual lands have no Spanish name or text in the data
(``name_es`` is None); Terramorphic Expanse's and Lakeside Shack's Spanish names and texts
come from cards.jsonl.
"""

from grimorio.dsl.abilities import ActivatedAbility, Cost, ManaAbility, Mode
from grimorio.dsl.card import CardDef, card
from grimorio.dsl.effects import YouControl
from grimorio.dsl.effects_moves import Search
from grimorio.dsl.replacements import EntersTapped
from grimorio.dsl.selectors import Filter
from grimorio.dsl.values import AnyPlayerLifeAtMost


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
                condition=YouControl(Filter(types=("land",), subtypes=basics, controller="you")),
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


_DUAL_TAPPED_EN = "This land enters tapped unless a player has 13 or less life."


def _dual(
    name: str,
    name_es: str | None,
    first: str,
    second: str,
    text_es: str = "",
    article_es: str = "",
) -> CardDef:
    """One of the ten dual lands: "This land enters tapped unless a player has 13 or less
    life." — a replacement effect on how it enters (CR 614.1c), its condition checked as it
    would enter — and "{T}: Add [first] or [second]." (CR 605.1a)."""
    mana_en = f"{{T}}: Add {{{first}}} or {{{second}}}."
    tapped_es = text_es.partition("\n")[0]
    return card(
        name,
        name_es,
        None,
        "Land",
        "Tierra",
        abilities=(
            EntersTapped(
                unless=AnyPlayerLifeAtMost(13), text_es=tapped_es, text_en=_DUAL_TAPPED_EN
            ),
            ManaAbility(Cost(tap=True), (first, second)),
        ),
        text_en=f"{_DUAL_TAPPED_EN}\n{mana_en}",
        text_es=text_es,
        article_es=article_es,
    )


ABANDONED_CAMPGROUND = _dual("Abandoned Campground", None, "W", "U")
BLEEDING_WOODS = _dual("Bleeding Woods", None, "R", "G")
ETCHED_CORNFIELD = _dual("Etched Cornfield", None, "G", "W")
LAKESIDE_SHACK = _dual(
    "Lakeside Shack",
    "Choza al borde del lago",
    "G",
    "U",
    "La Choza al borde del lago entra girada a menos que un jugador tenga 13 o menos vidas.\n"
    "{T}: Agrega {G} o {U}.",
    article_es="la",
)
MURKY_SEWER = _dual("Murky Sewer", None, "U", "B")
NEGLECTED_MANOR = _dual("Neglected Manor", None, "W", "B")
PECULIAR_LIGHTHOUSE = _dual("Peculiar Lighthouse", None, "U", "R")
RAUCOUS_CARNIVAL = _dual("Raucous Carnival", None, "R", "W")
RAZORTRAP_GORGE = _dual("Razortrap Gorge", None, "B", "R")
STRANGLED_CEMETERY = _dual("Strangled Cemetery", None, "B", "G")

CARDS = (
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
