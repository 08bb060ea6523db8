"""Duskmourn cards that look at, reveal or mill cards and take some of them (facts from the
package's data; none of them has a ruling in the release notes): Living Phone (look, reveal
one and put it into the hand, the rest on the bottom in a random order, CR 701.20a, 401.4),
Marina Vendrell (reveal and take every enchantment card; lock or unlock a door, 709.5f–g),
Nashi, Searcher in the Dark (mill, take any number of legendary and/or enchantment cards, a
counter if none, 701.17a, 607.2a) and Ghostly Dancers ("<A> or <B>", chosen as it resolves,
608.2d; "a door of a Room you control", 709.5f)."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    EERIE,
    THIS,
    ActivatedAbility,
    AmountAtLeast,
    Cost,
    CreateToken,
    DealsDamage,
    Each,
    EitherOr,
    Enters,
    EventAmount,
    Filter,
    If,
    Linked,
    LinkedCount,
    LookAndTake,
    Mill,
    Mode,
    Not,
    PutChosen,
    PutCounters,
    RevealAndTake,
    Target,
    TargetSpec,
    Triggered,
    UnlockDoor,
    Zone,
    card,
    dies,
)
from grimorio.dsl.card import CardDef

_YOUR_ROOM = Filter(subtypes=("Room",), controller="you")

# -- Living Phone --------------------------------------------------------------------------
_PHONE_ES, _PHONE_EN = printed_line("Living Phone", 0)
LIVING_PHONE = card(
    "Living Phone",
    abilities=(
        Triggered(
            dies(),  # CR 700.4, 603.10a
            Mode(
                effects=(
                    LookAndTake(
                        5,
                        1,
                        rest="random",
                        filter=Filter(types=("creature",), power_le=2),
                        reveal=True,
                    ),
                ),
                text_es=_PHONE_ES,
                text_en=_PHONE_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- Marina Vendrell -----------------------------------------------------------------------
_MARINA_ES, _MARINA_EN = printed_line("Marina Vendrell", 0)
_MARINA_DOOR_ES, _MARINA_DOOR_EN = printed_line("Marina Vendrell", 1)
MARINA_VENDRELL = card(
    "Marina Vendrell",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(RevealAndTake(7, (Filter(types=("enchantment",)),), every=True),),
                text_es=_MARINA_ES,
                text_en=_MARINA_EN,
            ),
        ),
        ActivatedAbility(  # CR 709.5f–g: either a locked door or an unlocked one
            Cost(tap=True),
            Mode(
                (TargetSpec((_YOUR_ROOM,)),),
                (UnlockDoor(Target(0), lock=None),),
                text_es=_MARINA_DOOR_ES,
                text_en=_MARINA_DOOR_EN,
            ),
            sorcery_speed=True,
        ),
    ),
)

# -- Nashi, Searcher in the Dark -----------------------------------------------------------
# "that many": the combat damage dealt (CR 510.2); "from among them": the cards milled
# (607.2a); "legendary and/or enchantment": a card that is either (or both).
_NASHI_ES, _NASHI_EN = printed_line("Nashi, Searcher in the Dark", 1)
NASHI = card(
    "Nashi, Searcher in the Dark",
    keywords=("menace",),
    abilities=(
        Triggered(
            DealsDamage(None, "player", combat=True),
            Mode(
                effects=(
                    Mill(EventAmount(), link="milled"),
                    PutChosen(
                        Linked("milled"),
                        count=1000,  # "any number"
                        filter=Filter(supertypes=("legendary",), zone=Zone.GRAVEYARD),
                        also=(Filter(types=("enchantment",), zone=Zone.GRAVEYARD),),
                        link="taken",
                    ),
                    If(
                        Not(AmountAtLeast(LinkedCount("taken"), 1)),
                        (PutCounters("+1/+1", 1, THIS),),
                    ),
                ),
                text_es=_NASHI_ES,
                text_en=_NASHI_EN,
            ),
        ),
    ),
)

# -- Ghostly Dancers -----------------------------------------------------------------------
# "return an enchantment card from your graveyard to your hand or unlock a locked door of a
# Room you control": the choice is made as the ability resolves (CR 608.2d); neither is
# targeted. The option labels are the two halves of the printed sentence.
_DANCERS_ES, _DANCERS_EN = printed_line("Ghostly Dancers", 1)
_DANCERS_EERIE_ES, _DANCERS_EERIE_EN = printed_line("Ghostly Dancers", 2)
GHOSTLY_DANCERS = card(
    "Ghostly Dancers",
    keywords=("flying",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(
                    EitherOr(
                        (
                            (
                                PutChosen(
                                    Each(
                                        Filter(
                                            types=("enchantment",),
                                            zone=Zone.GRAVEYARD,
                                            owner="you",
                                        )
                                    ),
                                    up_to=False,
                                ),
                            ),
                            (UnlockDoor(Each(_YOUR_ROOM), one_of=True),),
                        ),
                        (
                            "regresa una carta de encantamiento de tu cementerio a tu mano",
                            "abre una puerta cerrada de una Sala que controlas",
                        ),
                        (
                            "return an enchantment card from your graveyard to your hand",
                            "unlock a locked door of a Room you control",
                        ),
                    ),
                ),
                text_es=_DANCERS_ES,
                text_en=_DANCERS_EN,
            ),
        ),
        Triggered(
            EERIE,
            Mode(
                effects=(CreateToken("Spirit"),),
                text_es=_DANCERS_EERIE_ES,
                text_en=_DANCERS_EERIE_EN,
            ),
        ),
    ),
    # "los Bailarines": a plural article the names have no form for (only "el"/"la")
    article_es="los",
)

CARDS: tuple[CardDef, ...] = (LIVING_PHONE, MARINA_VENDRELL, NASHI, GHOSTLY_DANCERS)
