"""The five basic lands (CR 305.6: each has the intrinsic "{T}: Add [mana]")."""

from grimorio.dsl.abilities import Cost, ManaAbility
from grimorio.dsl.card import CardDef, card

_BASICS = (  # English, Spanish, colour, Spanish subtype, Spanish article
    ("Plains", "Llanura", "W", "Llanura", "la"),
    ("Island", "Isla", "U", "Isla", "la"),
    ("Swamp", "Pantano", "B", "Pantano", "el"),
    ("Mountain", "Montaña", "R", "Montaña", "la"),
    ("Forest", "Bosque", "G", "Bosque", "el"),
)


def _basic(en: str, es: str, color: str, sub_es: str, article: str) -> CardDef:
    return card(
        en,
        es,
        None,
        f"Basic Land — {en}",
        f"Tierra básica — {sub_es}",
        abilities=(ManaAbility(Cost(tap=True), (color,)),),
        text_en=f"({{T}}: Add {{{color}}}.)",
        text_es=f"({{T}}: Agrega {{{color}}}.)",
        article_es=article,
    )


BASIC_LANDS = tuple(_basic(*b) for b in _BASICS)
