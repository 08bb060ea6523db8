"""The five basic lands (CR 305.6: each has the intrinsic "{T}: Add [mana]"); their printed
facts come from the package's data."""

from grimorio.dsl import CardDef, Cost, ManaAbility, card

_BASICS = (  # English name, colour of its mana, Spanish article
    ("Plains", "W", "la"),
    ("Island", "U", "la"),
    ("Swamp", "B", "el"),
    ("Mountain", "R", "la"),
    ("Forest", "G", "el"),
)


def _basic(name: str, color: str, article: str) -> CardDef:
    return card(name, abilities=(ManaAbility(Cost(tap=True), (color,)),), article_es=article)


BASIC_LANDS = tuple(_basic(*b) for b in _BASICS)
