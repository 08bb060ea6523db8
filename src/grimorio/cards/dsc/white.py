"""White cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say):

* Recreativos secretos // Salón polvoriento — a Room (CR 709.5): permanents and permanent
  spells made enchantments (205.1b, 613.1d); counters for each enchantment spell cast
  (601.2i, 202.3e);
* Rectificar el destino — artifacts and enchantments returned together, Auras attached as
  they enter (303.4f–g); miracle (702.94a);
* Traeluz planeador — "other enchantment creatures you control have flying": objects with
  both card types (205.2a, 613.1f); "whenever you attack a player" once for each player
  attacked (603.2c), a Glimmer tapped and attacking that player (508.4).
"""

from grimorio.cards.dsc.printed_text import line
from grimorio.dsl import (
    CREATURE,
    PERMANENT_TYPES,
    AddTypes,
    Attacks,
    CreateToken,
    Each,
    EventAmount,
    Filter,
    Linked,
    Mode,
    PutCounters,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    ThatPlayer,
    Triggered,
    Zone,
    card,
    room,
)
from grimorio.dsl.attacking_words import EnterAttackingPlayer
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import miracle
from grimorio.dsl.continuous import Grant
from grimorio.dsl.effects_groups import ReturnAllToBattlefield
from grimorio.dsl.selectors import EachFitsAll
from grimorio.dsl.triggers_casting import CastsWithManaValue

_ARCADE = "Recreativos secretos // Salón polvoriento"
_ENCHANTMENT = (AddTypes(types=("enchantment",)),)  # CR 205.1b, 613.1d: in addition

# CR 613.1d: "Nonland permanents you control and permanent spells you control are
# enchantments in addition to their other types" — one ability, two sets of objects: the
# permanents (110.1) and the permanent spells on the stack (110.4b), so that "whenever you
# cast an enchantment spell" sees a creature spell as one (601.2i)
SECRET_ARCADE = room(
    _ARCADE,
    card(
        "Recreativos secretos",
        abilities=(
            Static(
                _ENCHANTMENT,
                affects=Each(Filter(not_types=("land",), controller="you")),
                text_es=line("Recreativos secretos", 0),
            ),
            Static(
                _ENCHANTMENT,
                affects=Each(Filter(types=PERMANENT_TYPES, zone=Zone.STACK, controller="you")),
                text_es=line("Recreativos secretos", 0),
            ),
        ),
    ),
    card(
        "Salón polvoriento",
        abilities=(
            # CR 601.2i, 202.3e: the spell's mana value as it was cast, X as announced (the
            # release notes), also if it has left the stack by then (608.2h)
            Triggered(
                CastsWithManaValue(Filter(types=("enchantment",), zone=Zone.STACK)),
                Mode(
                    (TargetSpec((CREATURE,), min=0),),
                    (PutCounters("+1/+1", EventAmount(), Target(0)),),
                    text_es=line("Salón polvoriento", 0),
                ),
            ),
        ),
    ),
)

# CR 110.2a, 303.4f–g: the cards enter together; an Aura is attached as it enters to what
# its controller chooses, never a creature returned with it, targeting nothing (the release
# notes); one with nothing to enchant stays in the graveyard
RECTIFY_FATE = card(
    "Rectificar el destino",
    spell=SpellAbility(
        (
            Mode(
                effects=(
                    ReturnAllToBattlefield(
                        Each(
                            Filter(
                                types=("artifact", "enchantment"),
                                zone=Zone.GRAVEYARD,
                                owner="you",
                            )
                        )
                    ),
                ),
                text_es=line("Rectificar el destino", 0),
            ),
        )
    ),
    abilities=(miracle("{3}{W}"),),  # CR 702.94a
)

_GLIDER = "Traeluz planeador"

# CR 205.2a, 613.1f: "other enchantment creatures you control" — each has both card types
# (one Filter admits any of its types, so two filters at once); "whenever you attack a
# player" triggers once for each player attacked (603.2c: the release notes), and its token
# attacks that player (508.4: never declared as an attacker)
LUMINOUS_GLIDER = card(
    _GLIDER,
    keywords=("flying",),
    abilities=(
        Static(
            (Grant(keywords=("flying",)),),
            affects=EachFitsAll(
                (
                    Filter(types=("enchantment",)),
                    Filter(types=("creature",), controller="you", other=True),
                )
            ),
            text_es=line(_GLIDER, 1),
        ),
        Triggered(
            Attacks(Filter(types=("creature",), controller="you"), player=True),
            Mode(
                effects=(
                    CreateToken("Glimmer", tapped=True, link="glimmer"),
                    EnterAttackingPlayer(Linked("glimmer"), ThatPlayer()),
                ),
                text_es=line(_GLIDER, 2),
            ),
            one_or_more=True,
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (SECRET_ARCADE, RECTIFY_FATE, LUMINOUS_GLIDER)
