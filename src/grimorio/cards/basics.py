"""The five basic lands (CR 305.6: each has the intrinsic "{T}: Add [mana]")."""

from grimorio.dsl.abilities import Cost, ManaAbility
from grimorio.dsl.card import CardDef, card

_BASICS = (
    ("Plains", "Llanura", "W", "Llanura"),
    ("Island", "Isla", "U", "Isla"),
    ("Swamp", "Pantano", "B", "Pantano"),
    ("Mountain", "Montaña", "R", "Montaña"),
    ("Forest", "Bosque", "G", "Bosque"),
)


def _basic(en: str, es: str, color: str, sub_es: str) -> CardDef:
    return card(
        en,
        es,
        None,
        f"Basic Land — {en}",
        f"Tierra básica — {sub_es}",
        abilities=(ManaAbility(Cost(tap=True), (color,)),),
        text_en=f"({{T}}: Add {{{color}}}.)",
        text_es=f"({{T}}: Agrega {{{color}}}.)",
    )


BASIC_LANDS = tuple(_basic(*b) for b in _BASICS)
