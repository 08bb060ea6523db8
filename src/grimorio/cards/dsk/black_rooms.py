"""Duskmourn black Rooms (CR 709.5) and the cards that bring the dead back: "attacks alone"
(506.5), "dies" triggers that look back (603.10a), finality counters (122.1h), "each player
sacrifices X creatures" (701.21a, 107.3m) and a spell whose creature returns only if it was
put into a graveyard this way (607.2a, 603.7). Facts from the package's data and the release
notes."""

from grimorio.dsl import (
    CREATURE,
    AtBeginning,
    Attacks,
    Delayed,
    Destroy,
    Draw,
    Each,
    EachOpponent,
    EachPlayer,
    Enters,
    Filter,
    GainLife,
    IfYouDo,
    It,
    Linked,
    LoseLife,
    Mode,
    Modify,
    Payment,
    ReturnToBattlefield,
    Sacrifice,
    SpellAbility,
    Target,
    TargetSpec,
    ThatPlayer,
    Triggered,
    Unless,
    Unlocked,
    XValue,
    Zone,
    card,
    dies,
    room,
)
from grimorio.dsl.card import CardDef

YOUR_CREATURE = Filter(types=("creature",), controller="you")

_ATTIC_ES = "Cuando abras esta puerta, robas dos cartas y pierdes 2 vidas."
_ATTIC_EN = "When you unlock this door, you draw two cards and you lose 2 life."
_WALK_ES = (
    "Siempre que una criatura que controlas ataque sola, obtiene +1/+0 y gana la habilidad de "
    "toque mortal hasta el final del turno."
)
_WALK_EN = (
    "Whenever a creature you control attacks alone, it gets +1/+0 and gains deathtouch until "
    "end of turn."
)
DERELICT_ATTIC = room(
    "Derelict Attic // Widow's Walk",
    card(
        "Derelict Attic",
        abilities=(
            Triggered(
                Unlocked(),  # CR 709.5h
                Mode(effects=(Draw(2), LoseLife(2)), text_es=_ATTIC_ES, text_en=_ATTIC_EN),
            ),
        ),
    ),
    card(
        "Widow's Walk",
        abilities=(
            Triggered(  # CR 506.5: the only creature declared as an attacker
                Attacks(YOUR_CREATURE, alone=True),
                Mode(
                    effects=(Modify(It(), 1, 0, ("deathtouch",)),),
                    text_es=_WALK_ES,
                    text_en=_WALK_EN,
                ),
            ),
        ),
    ),
)

_FUNERAL_ES = (
    "Siempre que una criatura que controlas muera, cada oponente pierde 1 vida y tú ganas 1 vida."
)
_FUNERAL_EN = (
    "Whenever a creature you control dies, each opponent loses 1 life and you gain 1 life."
)
_AWAKENING_ES = (
    "Cuando abras esta puerta, regresa todas las cartas de criatura de tu cementerio al campo "
    "de batalla."
)
_AWAKENING_EN = (
    "When you unlock this door, return all creature cards from your graveyard to the battlefield."
)
FUNERAL_ROOM = room(
    "Funeral Room // Awakening Hall",
    card(
        "Funeral Room",
        abilities=(
            # CR 603.10a: it looks back — a Room leaving with the creatures still triggers
            # for each of them (the release notes)
            Triggered(
                dies(YOUR_CREATURE),
                Mode(
                    effects=(LoseLife(1, EachOpponent()), GainLife(1)),
                    text_es=_FUNERAL_ES,
                    text_en=_FUNERAL_EN,
                ),
            ),
        ),
    ),
    card(
        "Awakening Hall",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    effects=(
                        ReturnToBattlefield(
                            Each(Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you"))
                        ),
                    ),
                    text_es=_AWAKENING_ES,
                    text_en=_AWAKENING_EN,
                ),
            ),
        ),
    ),
)

_MEATHOOK_ETB_ES = "Cuando La masacre de Ganchocarne II entre, cada jugador sacrifica X criaturas."
_MEATHOOK_ETB_EN = (
    "When Meathook Massacre II enters, each player sacrifices X creatures of their choice."
)
_MEATHOOK_YOURS_ES = (
    "Siempre que una criatura que controlas muera, puedes pagar 3 vidas. Si lo haces, regresa "
    "esa carta bajo tu control con un contador de consumación sobre ella."
)
_MEATHOOK_YOURS_EN = (
    "Whenever a creature you control dies, you may pay 3 life. If you do, return that card "
    "under your control with a finality counter on it."
)
_MEATHOOK_THEIRS_ES = (
    "Siempre que una criatura que controla un oponente muera, puede pagar 3 vidas. Si no lo "
    "hace, regresa esa carta bajo tu control con un contador de consumación sobre ella."
)
_MEATHOOK_THEIRS_EN = (
    "Whenever a creature an opponent controls dies, they may pay 3 life. If they don't, return "
    "that card under your control with a finality counter on it."
)
# "That card": the card in the graveyard; a token, or a card that left the graveyard, doesn't
# return (CR 400.7; the release notes). Finality counters: CR 122.1h.
_RETURN_FINAL = ReturnToBattlefield(It(), counters=(("finality", 1),))
MEATHOOK_MASSACRE_II = card(
    "Meathook Massacre II",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                # CR 107.3m: the X of the spell it was; 701.21a, 101.4: chosen in turn order,
                # sacrificed together
                effects=(Sacrifice(filter=CREATURE, who=EachPlayer(), count=XValue()),),
                text_es=_MEATHOOK_ETB_ES,
                text_en=_MEATHOOK_ETB_EN,
            ),
        ),
        Triggered(
            dies(YOUR_CREATURE),
            Mode(
                effects=(IfYouDo(Payment(life=3), (_RETURN_FINAL,)),),  # CR 119.4, 608.2d
                text_es=_MEATHOOK_YOURS_ES,
                text_en=_MEATHOOK_YOURS_EN,
            ),
        ),
        Triggered(
            dies(Filter(types=("creature",), controller="opponent")),
            Mode(
                # "they": the opponent who controlled it as it last existed (CR 603.10a)
                effects=(Unless((_RETURN_FINAL,), Payment(life=3), ThatPlayer()),),
                text_es=_MEATHOOK_THEIRS_ES,
                text_en=_MEATHOOK_THEIRS_EN,
            ),
        ),
    ),
    article_es="la",
)

_WRONG_ES = (
    "Destruye la criatura objetivo. Si una carta de criatura va a un cementerio de esta manera, "
    "regresa al campo de batalla bajo tu control. Sacrifícala al comienzo de tu próximo paso "
    "final."
)
_WRONG_EN = (
    "Destroy target creature. If a creature card is put into a graveyard this way, return it "
    "to the battlefield under your control. Sacrifice it at the beginning of your next end "
    "step."
)
_WRONG_END_ES = "Sacrifícala al comienzo de tu próximo paso final."
_WRONG_END_EN = "Sacrifice it at the beginning of your next end step."
COME_BACK_WRONG = card(
    "Come Back Wrong",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((CREATURE,)),),
                (
                    Destroy(Target(0), link="destroyed"),  # CR 607.2a: "this way"
                    ReturnToBattlefield(
                        Linked(
                            "destroyed",
                            Filter(types=("creature",), zone=Zone.GRAVEYARD, token=False),
                        ),
                        link="returned",
                    ),
                    Delayed(  # CR 603.7: "your next end step"
                        AtBeginning("end"),
                        (Sacrifice(It()),),
                        about=Linked("returned"),
                        text_es=_WRONG_END_ES,
                        text_en=_WRONG_END_EN,
                    ),
                ),
                text_es=_WRONG_ES,
                text_en=_WRONG_EN,
            ),
        )
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (DERELICT_ATTIC, FUNERAL_ROOM, MEATHOOK_MASSACRE_II, COME_BACK_WRONG)
