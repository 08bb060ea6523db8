"""Rituals of the demonstration set (ours, not official: see the package's docstring) that do
Inferno's keyword actions (I-701) the other cards don't: searching, showing and shuffling
(I-701.4, I-701.13, I-701.12), cancelling (I-701.5), discarding (I-701.7), untapping and
tapping (I-701.8), exiling (I-701.9), exchanging control (I-701.10a–b) and ordering
(I-701.14a). Activating, attaching, destroying and playing (I-701.2, I-701.3, I-701.6,
I-701.11) are in every game; exchanging roles is *protector*'s (I-701.10f)."""

from __future__ import annotations

from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import CardDef
from grimorio.dsl.effects import Counter, Discard, Effect, Exile, Tap
from grimorio.dsl.effects_game import ExchangeControl
from grimorio.dsl.effects_moves import LookAndOrder, Search
from grimorio.dsl.inferno_cards import inferno_card
from grimorio.dsl.selectors import EachOpponent, Filter, Target, TargetSpec
from grimorio.dsl.zones import Zone

ALLY = Filter(types=("aliado",))


def _ritual(
    names: tuple[str, str],
    cost: int,
    instant: bool,
    texts: tuple[str, str],
    effects: tuple[Effect, ...],
    targets: tuple[TargetSpec, ...] = (),
) -> CardDef:
    return inferno_card(
        names[0],
        names[1],
        cost,
        "Ritual instantáneo" if instant else "Ritual",
        "Instant ritual" if instant else "Ritual",
        text_es=texts[0],
        text_en=texts[1],
        spell=SpellAbility((Mode(targets=targets, effects=effects),)),
    )


ACTION_RITUALS = (
    _ritual(  # I-701.4, I-701.13, I-701.12
        ("Llamado a las armas", "Call to Arms"),
        2,
        False,
        (
            "Busca en tu mazo un arma, muéstrala y ponla en tu mano. Luego mezcla tu mazo.",
            "Search your deck for a weapon, show it and put it into your hand. Then shuffle.",
        ),
        (Search(Filter(types=("arma",)), to="hand", reveal=True),),
    ),
    _ritual(  # I-701.5
        ("Negación", "Negation"),
        2,
        True,
        ("Cancela la carta o habilidad objetivo.", "Cancel target card or ability."),
        (Counter(Target(0)),),
        (TargetSpec((Filter(zone=Zone.STACK, abilities=True),)),),
    ),
    _ritual(  # I-701.7
        ("Susurro cruel", "Cruel Whisper"),
        2,
        False,
        ("Cada oponente descarta una carta.", "Each opponent discards a card."),
        (Discard(EachOpponent()),),
    ),
    _ritual(  # I-701.8b
        ("Segundo aliento", "Second Wind"),
        1,
        True,
        ("Endereza el aliado objetivo.", "Untap target ally."),
        (Tap(Target(0), untap=True),),
        (TargetSpec((ALLY,)),),
    ),
    _ritual(  # I-701.8a
        ("Red de sombras", "Web of Shadows"),
        1,
        True,
        ("Gira el aliado objetivo.", "Tap target ally."),
        (Tap(Target(0)),),
        (TargetSpec((ALLY,)),),
    ),
    _ritual(  # I-701.9
        ("Destierro", "Banishment"),
        3,
        False,
        ("Exilia el aliado objetivo.", "Exile target ally."),
        (Exile(Target(0)),),
        (TargetSpec((ALLY,)),),
    ),
    _ritual(  # I-701.10a–b
        ("Trueque de lealtades", "Trade of Loyalties"),
        4,
        False,
        (
            "Intercambia el control del aliado objetivo que controlas y el del aliado "
            "objetivo que controla un oponente.",
            "Exchange control of target ally you control and target ally an opponent controls.",
        ),
        (ExchangeControl(Target(0), Target(1)),),
        (
            TargetSpec((Filter(types=("aliado",), controller="you"),)),
            TargetSpec((Filter(types=("aliado",), controller="opponent"),)),
        ),
    ),
    _ritual(  # I-701.14a
        ("Visión del abismo", "Vision of the Abyss"),
        1,
        True,
        (
            "Mira las tres cartas superiores de tu mazo y regrésalas en cualquier orden.",
            "Look at the top three cards of your deck and put them back in any order.",
        ),
        (LookAndOrder(3),),
    ),
)
