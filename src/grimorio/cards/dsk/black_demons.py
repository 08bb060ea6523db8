"""Duskmourn black: Valgavoth, Terror Eater — ward with a sacrifice cost (CR 702.21a), a
replacement effect whose cards a linked ability remembers (614.1a, 607.2a), and a
permission to play those cards that requires paying life rather than mana (601.3, 118.9b).
Facts from the package's data and the release notes."""

from grimorio.dsl import (
    Filter,
    MayPlayFrom,
    MoveInstead,
    Replacement,
    WouldMove,
    card,
    ward,
)
from grimorio.dsl.card import CardDef

_WARD_ES = "Rebatir—Sacrificar tres permanentes que no sean tierra."
_WARD_EN = "Ward—Sacrifice three nonland permanents."
_EXILE_ES = (
    "Si una carta que no controlabas fuera a ir al cementerio de un oponente desde cualquier "
    "parte, en vez de eso, exíliala."
)
_EXILE_EN = (
    "If a card you didn't control would be put into an opponent's graveyard from anywhere, "
    "exile it instead."
)
_PLAY_ES = (
    "Durante tu turno, puedes jugar las cartas exiliadas con Valgavoth. Si lanzas un hechizo de "
    "esta manera, paga una cantidad de vidas igual a su valor de maná en vez de pagar su coste "
    "de maná."
)
_PLAY_EN = (
    "During your turn, you may play cards exiled with Valgavoth. If you cast a spell this way, "
    "pay life equal to its mana value rather than pay its mana cost."
)
VALGAVOTH_TERROR_EATER = card(
    "Valgavoth, Terror Eater",
    keywords=("flying", "lifelink"),
    abilities=(
        ward(sacrifice=Filter(not_types=("land",)), count=3, text_es=_WARD_ES, text_en=_WARD_EN),
        Replacement(
            WouldMove("graveyard", owner="opponent", controller="opponent"),
            MoveInstead("exile", link="valgavoth"),
            text_es=_EXILE_ES,
            text_en=_EXILE_EN,
        ),
        MayPlayFrom(
            "exile",
            linked="valgavoth",
            your_turn=True,
            pay_life=True,
            text_es=_PLAY_ES,
            text_en=_PLAY_EN,
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (VALGAVOTH_TERROR_EATER,)
