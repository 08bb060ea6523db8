"""Ability words and keywords written in the card vocabulary (DESIGN principle 6: keywords
are defined in the same vocabulary as everything else, never inlined into generic actions).

* Eerie (an ability word, CR 207.2c): "whenever an enchantment you control enters and
  whenever you fully unlock a Room" (709.5i).
* Impending (702.176), ward (702.21).
"""

from __future__ import annotations

from grimorio.dsl.abilities import Ability, Impending, Mode, Static, Triggered
from grimorio.dsl.continuous import RemoveTypes
from grimorio.dsl.effects import Counter, Payment, RemoveCounters, Unless
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import EntersWithCounters
from grimorio.dsl.selectors import THIS, Filter, ThatPlayer, ThatSpell
from grimorio.dsl.triggers import AnyOf, AtBeginning, BecomesTarget, Enters, FullyUnlocks
from grimorio.dsl.values import All, CastWith, HasCounters

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


def ward(mana: str = "", life: int = 0) -> Triggered:
    """CR 702.21a: "Ward—[cost]" means "Whenever this permanent becomes the target of a spell
    or ability an opponent controls, counter that spell or ability unless that player pays
    [cost]"."""
    cost = f"{{{mana}}}" if mana.isdigit() else mana
    payment = Payment(mana=ManaCost.parse(cost) if cost else None, life=life)
    text_es = f"Rebatir {cost}" if cost else f"Rebatir—Pagar {life} vidas"
    text_en = f"Ward {cost}" if cost else f"Ward—Pay {life} life"
    counter = Unless((Counter(ThatSpell()),), payment, ThatPlayer())
    return Triggered(
        BecomesTarget(by="opponent"),
        Mode(effects=(counter,), text_es=text_es, text_en=text_en),
        keyword="ward",
    )
