"""Ability words and keywords written in the card vocabulary (DESIGN principle 6: keywords
are defined in the same vocabulary as everything else, never inlined into generic actions).

* Eerie (an ability word, CR 207.2c): "whenever an enchantment you control enters and
  whenever you fully unlock a Room" (709.5i).
* Impending (702.176), ward (702.21), crew (702.122), ninjutsu (702.49), typecycling
  (702.29e).
"""

from __future__ import annotations

from grimorio.dsl.abilities import (
    Ability,
    ActivatedAbility,
    Cost,
    Impending,
    Mode,
    Static,
    Triggered,
)
from grimorio.dsl.continuous import AddTypes, RemoveTypes
from grimorio.dsl.effects import Apply, Counter, Payment, Unless
from grimorio.dsl.effects_counters import RemoveCounters
from grimorio.dsl.effects_moves import PutOntoBattlefieldAttacking, Search
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.selectors import THIS, Filter, ThatPlayer, ThatSpell
from grimorio.dsl.triggers import (
    AnyOf,
    AtBeginning,
    BecomesTarget,
    Chapter,
    Enters,
    FullyUnlocks,
)
from grimorio.dsl.values import All, CastWith, HasCounters
from grimorio.dsl.zones import Zone

EERIE = AnyOf((Enters(Filter(types=("enchantment",), controller="you")), FullyUnlocks()))


def impending(n: int, cost: str) -> tuple[Ability, ...]:
    """CR 702.176a: "Impending N—[cost]" is four abilities: the alternative cost; "if you
    chose to pay its impending cost, it enters with N time counters"; "as long as its
    impending cost was paid and it has a time counter on it, it isn't a creature"; and "at
    the beginning of your end step, if its impending cost was paid and it has a time
    counter on it, remove a time counter from it"."""
    paid = CastWith("impending")
    waiting = All((paid, HasCounters("time")))
    text_es = f"Inminente {n}—{cost}"
    return (
        Impending(n, ManaCost.parse(cost)),
        EntersWithCounters("time", n, paid, text_es=text_es, text_en=f"Impending {n}—{cost}"),
        Static((RemoveTypes(("creature",)),), condition=waiting),
        Triggered(AtBeginning("end"), Mode(effects=(RemoveCounters("time", 1, THIS),)), waiting),
    )


def saga(*chapters: tuple[tuple[int, ...], Mode]) -> tuple[Ability, ...]:
    """CR 714: a Saga's chapter abilities — each ``((N, ...), mode)`` is "{rN}, ... —
    [effect]" (714.2c), a triggered ability on lore counters (714.2b) — and "as this Saga
    enters, its controller puts a lore counter on it" (714.3a). The lore counter at the
    beginning of the precombat main phase (714.3b) and the sacrifice after the final
    chapter (714.4) are rules (``grimorio.mtg.permanents.sagas``)."""
    lore = EntersWithCounters(
        "lore",
        1,
        text_es="(En cuanto esta Saga entre, agrega un contador de sabiduría.)",
        text_en="(As this Saga enters, add a lore counter.)",
        rule="714.3a",
    )
    return (lore, *(Triggered(Chapter(n), mode) for ns, mode in chapters for n in ns))


def ward(
    mana: str = "",
    life: int = 0,
    *,
    sacrifice: Filter | None = None,
    count: int = 1,
    discard: Filter | None = None,
    text_es: str = "",
    text_en: str = "",
) -> Triggered:
    """CR 702.21a: "Ward—[cost]" means "Whenever this permanent becomes the target of a spell
    or ability an opponent controls, counter that spell or ability unless that player pays
    [cost]". The cost is mana, life, sacrificing ``count`` permanents that match
    ``sacrifice`` ("Ward—Sacrifice three nonland permanents") or discarding a card that
    matches ``discard`` ("Ward—Discard a card"); for those two, its text is given."""
    cost = f"{{{mana}}}" if mana.isdigit() else mana
    payment = Payment(
        mana=ManaCost.parse(cost) if cost else None,
        life=life,
        sacrifice=sacrifice,
        count=count,
        discard=discard,
    )
    if sacrifice is None and discard is None:
        text_es = f"Rebatir {cost}" if cost else f"Rebatir—Pagar {life} vidas"
        text_en = f"Ward {cost}" if cost else f"Ward—Pay {life} life"
    counter = Unless((Counter(ThatSpell()),), payment, ThatPlayer())
    return Triggered(
        BecomesTarget(by="opponent"),
        Mode(effects=(counter,), text_es=text_es, text_en=text_en),
        keyword="ward",
    )


def typecycling(subtype: str, cost: str, text_es: str, text_en: str) -> ActivatedAbility:
    """CR 702.29e: "[Type]cycling [cost]" ("Mountaincycling {2}") means "[Cost], Discard
    this card: Search your library for a [type] card, reveal it, put it into your hand,
    then shuffle" — an activated ability that works only from the hand (702.29a, 113.6j).
    ``text_es``/``text_en`` are the printed keyword line ("Ciclo de montaña {2}")."""
    return ActivatedAbility(
        Cost(mana=ManaCost.parse(cost), discard_self=True),
        Mode(
            effects=(
                Search(Filter(subtypes=(subtype,), zone=Zone.LIBRARY), to="hand", reveal=True),
            ),
            text_es=text_es,
            text_en=text_en,
        ),
        zone=Zone.HAND,
    )


def crew(n: int) -> ActivatedAbility:
    """CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control
    with total power N or greater: This permanent becomes an artifact creature until end of
    turn" (a Vehicle has its printed power and toughness once it is a creature, 301.7b).
    Tapping a creature for it is not a {T} cost: summoning sickness doesn't matter."""
    return ActivatedAbility(
        Cost(tap_others=Filter(types=("creature",), other=True), tap_power=n),
        Mode(
            effects=(Apply(THIS, (AddTypes(types=("artifact", "creature")),)),),
            text_es=f"Tripular {n}",
            text_en=f"Crew {n}",
        ),
    )


def loyalty(n: int, mode: Mode) -> ActivatedAbility:
    """CR 606: a loyalty ability — "+N: ...", "−N: ...", "0: ..." — whose cost puts or
    removes N loyalty counters (606.4); activated only as a sorcery and once each turn for
    its permanent (606.3)."""
    return ActivatedAbility(Cost(loyalty=n), mode, sorcery_speed=True)


def ninjutsu(cost: str) -> ActivatedAbility:
    """CR 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return
    an unblocked attacking creature you control to its owner's hand: Put this card onto the
    battlefield from your hand tapped and attacking" — it works from the hand (113.6b)."""
    unblocked = Filter(types=("creature",), attacking=True, blocked=False)  # CR 509.1h
    return ActivatedAbility(
        Cost(mana=ManaCost.parse(cost), return_to_hand=unblocked),
        Mode(
            effects=(PutOntoBattlefieldAttacking(),),
            text_es=f"Ninjutsu {cost}",
            text_en=f"Ninjutsu {cost}",
        ),
        zone=Zone.HAND,
    )


# The basic land types as the Spanish cards write them in "Ciclo de <tipo>" (the printed
# texts of the data: "Ciclo de bosque {2}").
