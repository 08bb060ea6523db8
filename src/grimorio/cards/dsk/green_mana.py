"""Duskmourn green mana creatures (facts from ../shared/data/dsk/cards.jsonl and the release
notes): Overgrown Zealot, whose second ability makes mana with a spending restriction
(CR 106.6)."""

from grimorio.dsl.abilities import Cost, ManaAbility
from grimorio.dsl.card import card
from grimorio.dsl.mana import SpendOnly

_FIVE = ("W", "U", "B", "R", "G")

OVERGROWN_ZEALOT = card(
    "Overgrown Zealot",
    "Fanático cubierto de hierbas",
    "{1}{G}",
    "Creature — Elf Druid",
    "Criatura — Druida elfo",
    pt=(0, 4),
    abilities=(
        ManaAbility(Cost(tap=True), _FIVE),
        # "Add two mana of any one color. Spend this mana only to turn permanents face up."
        ManaAbility(Cost(tap=True), _FIVE, amount=2, spend_only=SpendOnly(actions=("turn_up",))),
    ),
    text_en="{T}: Add one mana of any color.\n{T}: Add two mana of any one color. Spend this "
    "mana only to turn permanents face up.",
    text_es="{T}: Agrega un maná de cualquier color.\n{T}: Agrega dos manás de un color "
    "cualquiera. Usa este maná solo para poner permanentes boca arriba.",
    article_es="el",
)

CARDS = (OVERGROWN_ZEALOT,)
