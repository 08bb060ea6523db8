"""The casting keywords as a card writes them (DESIGN principle 6: keywords in the same
vocabulary as everything else), and the abilities and effects the rules of those keywords
use (CR 702.94 miracle, 702.138 escape, 702.62 suspend, 702.81 retrace, 702.152 blitz).

On a card::

    abilities=(miracle("{1}{B}"),)                 # Milagro {1}{B}
    abilities=(escape("{2}{B}", exile_others=3),)  # Escapatoria—{2}{B}, exilia otras tres...
    abilities=(escape("{2}{B}", 3), escapes_with("+1/+1", 2))  # ... escapa con dos contadores
    abilities=(*suspend(3, "{1}{B}"),)             # Suspend 3—{1}{B}
    abilities=(retrace(),)                         # Desandar
    abilities=(*blitz("{3}{R}"),)                  # Irrupción {3}{R}
    abilities=(CardsHave("hand", Filter(types=("enchantment",)), Miracle(less=4)),)
    spell=SpellAbility((Mode(..., effects=(..., exile_with_counters(3))),))

:class:`ExileWithCounters` is "exile [it] with N time counters on it" (a suspend card's own
text: "Exilia la Pena suspendida con tres contadores de tiempo sobre ella"), and
:class:`CastThisNow` the effect of miracle's and suspend's triggered abilities: the source
card may be cast now, from where it is, for the keyword's cost.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimorio.core.serial import register_all
from grimorio.dsl.abilities import Ability, Mode, Static, Triggered
from grimorio.dsl.casting_keywords import Blitz, Escape, Miracle, Retrace, Suspend
from grimorio.dsl.continuous import Grant
from grimorio.dsl.effects import Draw, Exile, Sacrifice
from grimorio.dsl.effects_counters import RemoveCounters
from grimorio.dsl.keyword_names import CastingKeyword
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.permissions import PlayThisNow
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.selectors import THIS, Selector
from grimorio.dsl.triggers import AtBeginning, RevealsThisWay, StateIs, dies
from grimorio.dsl.values import CastWith, HasCounters, Not
from grimorio.dsl.zones import Zone

# The names of the ways of casting these keywords give (``How.alt``, ``MagicObject.cast_as``:
# "if its blitz cost was paid" is ``CastWith(BLITZ)``), as plain strings: what is saved.
MIRACLE = CastingKeyword.MIRACLE.value
ESCAPE = CastingKeyword.ESCAPE.value
SUSPEND = CastingKeyword.SUSPEND.value
RETRACE = CastingKeyword.RETRACE.value
BLITZ = CastingKeyword.BLITZ.value


@dataclass(frozen=True, slots=True)
class CastThisNow(PlayThisNow):
    """As the ability resolves, its controller may cast the source card from their ``zone``
    (if it is still there: a card that changed zones is a new object, CR 400.7) for the
    alternative cost ``alt`` (118.9) — ignoring the timing its card type allows (the release
    notes of miracle and suspend); every other rule of casting applies (601.2, 702.62d).
    Miracle's trigger (702.94a) and suspend's last one (702.62a) do this."""

    alt: str = ""


@dataclass(frozen=True, slots=True)
class ExileWithCounters(Exile):
    """Exile what ``what`` picks "with ``n`` ``kind`` counters on it" (CR 701.13a, 122.6):
    the counters are put on the card in exile as it arrives there ("Exilia la Pena suspendida
    con tres contadores de tiempo sobre ella": suspended again, 702.62b)."""

    kind: str = "time"
    n: int = 1


def exile_with_counters(n: int, kind: str = "time", what: Selector = THIS) -> ExileWithCounters:
    """ "Exile [this spell] with ``n`` ``kind`` counters on it" (CR 701.13a, 122.6)."""
    return ExileWithCounters(what, kind=kind, n=n)


def miracle(cost: str) -> Miracle:
    """CR 702.94a: "Miracle [cost]"."""
    return Miracle(ManaCost.parse(cost))


def escape(cost: str, exile_others: int = 0) -> Escape:
    """CR 702.138a: "Escape—[cost], Exile N other cards from your graveyard"."""
    return Escape(ManaCost.parse(cost), exile_others)


def escapes_with(kind: str, n: int = 1) -> EntersWithCounters:
    """CR 702.138c: "[This permanent] escapes with [N <kind> counters]" — "if this permanent
    escaped, it enters with those counters" (a replacement effect, 614.1c)."""
    plural = "" if n == 1 else "s"
    return EntersWithCounters(
        kind,
        n,
        CastWith(ESCAPE),
        text_en=f"This permanent escapes with {n} {kind} counter{plural} on it.",
        rule="702.138c",
    )


def retrace() -> Retrace:
    """CR 702.81a: "Retrace"."""
    return Retrace()


# CR 702.62a: "If you cast a creature spell this way, it gains haste until you lose control
# of the spell or the permanent it becomes" — as long as it was cast by its suspend ability
SUSPEND_HASTE = Static(
    (Grant(keywords=("haste",)),),
    condition=CastWith(SUSPEND),
    text_es="Si lanzas un hechizo de criatura de esta manera, gana la habilidad de prisa.",
    text_en="If you cast a creature spell this way, it gains haste.",
)

# CR 702.62a: the second and third abilities of suspend, which work in exile (the rules of
# ``grimorio.mtg.casting.suspend`` find the cards and trigger them). The third triggers on
# the removal of the last time counter, from any cause (release notes): written as the
# state it leaves, it is never looked for as a state trigger (603.8).
SUSPEND_UPKEEP = Triggered(
    AtBeginning("upkeep"),
    Mode(
        effects=(RemoveCounters("time", 1, THIS),),
        text_es=(
            "Al comienzo de tu mantenimiento, si esta carta está suspendida, remueve un "
            "contador de tiempo de ella."
        ),
        text_en=(
            "At the beginning of your upkeep, if this card is suspended, remove a time "
            "counter from it."
        ),
    ),
    condition=HasCounters("time"),
    zone=Zone.EXILE,
)
SUSPEND_CAST = Triggered(
    StateIs(Not(HasCounters("time"))),
    Mode(
        effects=(CastThisNow(Zone.EXILE, alt=SUSPEND),),
        text_es=(
            "Cuando se remueva el último contador de tiempo de esta carta, si está exiliada, "
            "puedes jugarla sin pagar su coste de maná."
        ),
        text_en=(
            "When the last time counter is removed from this card, if it's exiled, you may "
            "play it without paying its mana cost."
        ),
    ),
    zone=Zone.EXILE,
)


def suspend(n: int, cost: str) -> tuple[Ability, ...]:
    """CR 702.62a: "Suspend N—[cost]" on a card: the special action from the hand, and the
    haste a creature spell cast by it gains. Its triggered abilities in exile
    (:data:`SUSPEND_UPKEEP`, :data:`SUSPEND_CAST`) are the rules'."""
    return (Suspend(n, ManaCost.parse(cost)), SUSPEND_HASTE)


# CR 702.152a: "When this permanent is put into a graveyard from the battlefield, draw a card"
BLITZ_DRAW = Triggered(
    dies(),
    Mode(
        effects=(Draw(1),),
        text_es=(
            "Cuando este permanente vaya a un cementerio desde el campo de batalla, roba una carta."
        ),
        text_en="When this permanent is put into a graveyard from the battlefield, draw a card.",
    ),
)
BLITZ_HASTE = Static(
    (Grant(keywords=("haste",), abilities=(BLITZ_DRAW,)),),
    condition=CastWith(BLITZ),
    text_es=(
        "Mientras se haya pagado el coste de irrupción de este permanente, tiene la habilidad "
        "de prisa y «Cuando este permanente vaya a un cementerio desde el campo de batalla, "
        "roba una carta»."
    ),
    text_en=(
        "As long as this permanent's blitz cost was paid, it has haste and \"When this "
        'permanent is put into a graveyard from the battlefield, draw a card."'
    ),
)
# CR 702.152a, 608.3g: the delayed triggered ability made as the permanent enters
BLITZ_SACRIFICE = Triggered(
    AtBeginning("end", whose="each"),
    Mode(
        effects=(Sacrifice(THIS),),
        text_es="Sacrifica el permanente en el que este hechizo se convirtió.",
        text_en="Sacrifice the permanent this spell became.",
    ),
)


def blitz(cost: str) -> tuple[Ability, ...]:
    """CR 702.152a: "Blitz [cost]" on a card: the alternative cost, and haste and "when this
    dies, draw a card" as long as it was paid. The sacrifice at the beginning of the next end
    step is a delayed triggered ability the rules make as the permanent enters (608.3g)."""
    return (Blitz(ManaCost.parse(cost)), BLITZ_HASTE)


def miracle_trigger(alt: str, cost: str, cost_en: str = "") -> Triggered:
    """CR 702.94a: "When you reveal this card this way, you may cast it by paying [cost]
    rather than its mana cost" — ``alt`` the way of casting (``MIRACLE``, or a cost another
    object gives), ``cost`` how the cost reads (in English ``cost_en``, if it differs)."""
    return Triggered(
        RevealsThisWay(),
        Mode(
            effects=(CastThisNow(Zone.HAND, alt=alt),),
            text_es=(
                f"Cuando muestras esta carta de esta manera, puedes lanzarla pagando {cost} "
                "en lugar de su coste de maná."
            ),
            text_en=(
                "When you reveal this card this way, you may cast it by paying "
                f"{cost_en or cost} rather than its mana cost."
            ),
        ),
        zone=Zone.HAND,
    )


register_all(globals())
