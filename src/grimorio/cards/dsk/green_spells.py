"""Duskmourn green sorceries (facts from the package's data and the release notes):
Monstrous Emergence, Valgavoth's Onslaught, Under the Skin, Cathartic Parting and
Coordinated Clobbering."""

from grimorio.dsl import (
    YOU,
    Cost,
    DealDamage,
    Each,
    EachDealsDamage,
    Filter,
    Linked,
    ManifestDread,
    May,
    Mode,
    PowerOf,
    PutChosen,
    PutCounters,
    ShuffleIntoLibrary,
    SpellAbility,
    Tap,
    Target,
    TargetSpec,
    XValue,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

_CREATURE = Filter(types=("creature",))
_PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")

# -- Monstrous Emergence ----------------------------------------------------------------
# The additional cost (CR 601.2f) chooses a creature you control or reveals a creature card
# from your hand (701.20a); the damage is its power as the spell resolves — as it last
# existed on the battlefield if it has left (CR 608.2h; the ruling).
_EMERGENCE_ES = (
    "La Aparición monstruosa hace una cantidad de daño a la criatura objetivo igual a la "
    "fuerza de la criatura que elegiste o de la carta mostrada."
)
_EMERGENCE_EN = (
    "Monstrous Emergence deals damage equal to the power of the creature you chose or the "
    "card you revealed to target creature."
)
MONSTROUS_EMERGENCE = card(
    "Monstrous Emergence",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((_CREATURE,)),),
                (DealDamage(PowerOf(Linked("chosen")), Target(0)),),
                text_es=_EMERGENCE_ES,
                text_en=_EMERGENCE_EN,
            ),
        ),
        additional_cost=Cost(choose=_CREATURE, reveal=_CREATURE),
    ),
    article_es="la",
)

# -- Valgavoth's Onslaught --------------------------------------------------------------
# Manifest dread X times, one after another (CR 701.40e, 701.62a), then the counters, with
# no time to act in between (CR 608.2c; the rulings).
_ONSLAUGHT_ES = (
    "Manifiesta miedo X veces y luego pon X contadores +1/+1 sobre cada una de esas "
    "criaturas. (Para manifestar miedo, mira las dos primeras cartas de tu biblioteca y "
    "luego pon una de ellas en el campo de batalla boca abajo como una criatura 2/2 y la "
    "otra en tu cementerio. Ponla boca arriba en cualquier momento por su coste de maná si "
    "es una carta de criatura.)"
)
_ONSLAUGHT_EN = (
    "Manifest dread X times, then put X +1/+1 counters on each of those creatures. (To "
    "manifest dread, look at the top two cards of your library, then put one onto the "
    "battlefield face down as a 2/2 creature and the other into your graveyard. Turn it "
    "face up any time for its mana cost if it's a creature card.)"
)
VALGAVOTHS_ONSLAUGHT = card(
    "Valgavoth's Onslaught",
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    ManifestDread(times=XValue()),
                    PutCounters("+1/+1", XValue(), Linked("manifested")),
                ),
                text_es=_ONSLAUGHT_ES,
                text_en=_ONSLAUGHT_EN,
            ),
        )
    ),
    article_es="el",
)

# -- Under the Skin ---------------------------------------------------------------------
# "You may return a permanent card from your graveyard": chosen as it resolves, among all
# of them — also the card manifest dread just put there (the ruling).
_SKIN_DREAD_ES = (
    "Manifiesta miedo. (Mira las dos primeras cartas de tu biblioteca. Pon una de ellas en "
    "el campo de batalla boca abajo como una criatura 2/2 y la otra en tu cementerio. Ponla "
    "boca arriba en cualquier momento por su coste de maná si es una carta de criatura.)"
)
_SKIN_DREAD_EN = (
    "Manifest dread. (Look at the top two cards of your library. Put one onto the "
    "battlefield face down as a 2/2 creature and the other into your graveyard. Turn it "
    "face up any time for its mana cost if it's a creature card.)"
)
_SKIN_RETURN_ES = "Puedes regresar una carta de permanente de tu cementerio a tu mano."
_SKIN_RETURN_EN = "You may return a permanent card from your graveyard to your hand."
UNDER_THE_SKIN = card(
    "Under the Skin",
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    ManifestDread(),
                    PutChosen(
                        Each(Filter(types=_PERMANENT_TYPES, zone=Zone.GRAVEYARD, owner="you")),
                        to="hand",
                    ),
                ),
                text_es=f"{_SKIN_DREAD_ES}\n{_SKIN_RETURN_ES}",
                text_en=f"{_SKIN_DREAD_EN}\n{_SKIN_RETURN_EN}",
            ),
        )
    ),
)

# -- Cathartic Parting ------------------------------------------------------------------
# "You may shuffle up to four target cards from your graveyard into your library": with
# no such target you may still shuffle (the ruling).
_PARTING_ES = (
    "El propietario del artefacto o encantamiento objetivo que controla un oponente lo "
    "baraja en su biblioteca. Puedes barajar hasta cuatro cartas objetivo de tu cementerio "
    "en tu biblioteca."
)
_PARTING_EN = (
    "The owner of target artifact or enchantment an opponent controls shuffles it into their "
    "library. You may shuffle up to four target cards from your graveyard into your library."
)
CATHARTIC_PARTING = card(
    "Cathartic Parting",
    spell=SpellAbility(
        (
            Mode(
                (
                    TargetSpec((Filter(types=("artifact", "enchantment"), controller="opponent"),)),
                    TargetSpec((Filter(zone=Zone.GRAVEYARD, owner="you"),), min=0, max=4),
                ),
                (
                    ShuffleIntoLibrary(Target(0)),
                    May((ShuffleIntoLibrary(Target(1), who=YOU),)),
                ),
                text_es=_PARTING_ES,
                text_en=_PARTING_EN,
            ),
        )
    ),
    article_es="la",
)

# -- Coordinated Clobbering -------------------------------------------------------------
# A target of yours that is illegal as it resolves (gone, or tapped) deals no damage; with
# the opponent's creature illegal, none is dealt (CR 608.2b; the ruling).
_CLOBBERING_ES = (
    "Gira una o dos criaturas enderezadas objetivo que controlas. Cada una hace una cantidad "
    "de daño igual a su fuerza a la criatura objetivo que controla un oponente."
)
_CLOBBERING_EN = (
    "Tap one or two target untapped creatures you control. They each deal damage equal to "
    "their power to target creature an opponent controls."
)
COORDINATED_CLOBBERING = card(
    "Coordinated Clobbering",
    spell=SpellAbility(
        (
            Mode(
                (
                    TargetSpec(
                        (Filter(types=("creature",), controller="you", tapped=False),), max=2
                    ),
                    TargetSpec((Filter(types=("creature",), controller="opponent"),)),
                ),
                (Tap(Target(0)), EachDealsDamage(Target(0), Target(1))),
                text_es=_CLOBBERING_ES,
                text_en=_CLOBBERING_EN,
            ),
        )
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    MONSTROUS_EMERGENCE,
    VALGAVOTHS_ONSLAUGHT,
    UNDER_THE_SKIN,
    CATHARTIC_PARTING,
    COORDINATED_CLOBBERING,
)
