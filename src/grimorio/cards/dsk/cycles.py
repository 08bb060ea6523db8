"""Builders for the Duskmourn cycles whose cards differ only in a few values: the Verges,
the dual lands that enter tapped, the Enduring creatures and the Overlords. Printed facts
come from the package's data; the texts of the abilities the builders write are lines of
the printed text."""

from grimorio.dsl import (
    Ability,
    AnyOf,
    AnyPlayerLifeAtMost,
    Attacks,
    CardDef,
    Cost,
    Effect,
    Enters,
    EntersTapped,
    Filter,
    It,
    Leaves,
    ManaAbility,
    Mode,
    ReturnToBattlefield,
    SetTypes,
    TargetSpec,
    Triggered,
    YouControl,
    card,
    impending,
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
        article_es="el",  # "el Umbral de …"
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


def printed_line(name: str, index: int) -> tuple[str, str]:
    """The ``index``-th line of the card's printed text, in Spanish and in English: the text
    of one of its abilities (the lines of a card's text are its paragraphs, CR 113.2c)."""
    printed = printed_cards()[name]
    return (printed.text_es or "").split("\n")[index], printed.text_en.split("\n")[index]


def enduring(
    name: str,
    abilities: tuple[Ability, ...],
    keywords: tuple[str, ...] = (),
    article_es: str = "la",
) -> CardDef:
    """An Enduring creature: its own abilities, then "When this dies, if it was a creature,
    return it to the battlefield under its owner's control. It's an enchantment. (It's not a
    creature.)" — a leaves-the-battlefield trigger that looks back (CR 603.10a), with an
    intervening "if" (603.4); "it's an enchantment" makes enchantment its only card type and
    takes the creature types with it (205.1a; the rulings: a nontoken copy returns as an
    enchantment too), applied as it enters."""
    text_es, text_en = printed_line(name, -1)
    back = Triggered(
        Leaves(to="graveyard", was=Filter(types=("creature",))),
        Mode(
            effects=(ReturnToBattlefield(It(), owners=True, parts=(SetTypes(("enchantment",)),)),),
            text_es=text_es,
            text_en=text_en,
        ),
    )
    return card(name, keywords=keywords, abilities=(*abilities, back), article_es=article_es)


def overlord(
    name: str,
    time: int,
    cost: str,
    effects: tuple[Effect, ...],
    targets: tuple[TargetSpec, ...] = (),
    keywords: tuple[str, ...] = (),
    article_es: str = "el",
) -> CardDef:
    """An Overlord: "Impending N—[cost]" (CR 702.176a) and "Whenever this permanent enters
    or attacks, [effects]" — one ability with two trigger events (603.2)."""
    text_es, text_en = printed_line(name, -1)
    return card(
        name,
        keywords=keywords,
        abilities=(
            *impending(time, cost),
            Triggered(
                AnyOf((Enters(), Attacks())),
                Mode(targets, effects, text_es=text_es, text_en=text_en),
            ),
        ),
        article_es=article_es,
    )
