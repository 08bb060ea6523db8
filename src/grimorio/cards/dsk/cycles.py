"""Builders for the Duskmourn cycles whose cards differ only in a few values: the Verges,
the dual lands that enter tapped. Printed facts come from the package's data; the texts of
the abilities are the lines of the printed text."""

from grimorio.dsl import (
    AnyPlayerLifeAtMost,
    CardDef,
    Cost,
    EntersTapped,
    Filter,
    ManaAbility,
    YouControl,
    card,
    printed_cards,
)


def verge(name: str, first: str, second: str, basics: tuple[str, str]) -> CardDef:
    """A Verge: "{T}: Add [first]." and "{T}: Add [second]. Activate only if you control
    a [basic] or a [basic]." (CR 605.1a, 602.5b)."""
    return card(
        name,
        abilities=(
            ManaAbility(Cost(tap=True), (first,)),
            ManaAbility(
                Cost(tap=True),
                (second,),
                condition=YouControl(Filter(types=("land",), subtypes=basics, controller="you")),
            ),
        ),
    )


def dual_land(name: str, first: str, second: str, article_es: str = "") -> CardDef:
    """One of the ten dual lands: "This land enters tapped unless a player has 13 or less
    life." — a replacement effect on how it enters (CR 614.1c), its condition checked as it
    would enter — and "{T}: Add [first] or [second]." (CR 605.1a)."""
    printed = printed_cards()[name]
    return card(
        name,
        abilities=(
            EntersTapped(
                unless=AnyPlayerLifeAtMost(13),
                text_es=(printed.text_es or "").partition("\n")[0],
                text_en=printed.text_en.partition("\n")[0],
            ),
            ManaAbility(Cost(tap=True), (first, second)),
        ),
        article_es=article_es,
    )
