"""Inferno test-only cards: stand-ins with the texts the examples of Inferno's rules quote
or describe (``docs/inferno-examples.md``), written with :func:`inferno_card`."""

from __future__ import annotations

from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    ManaAbility,
    Mode,
    SpellAbility,
    Triggered,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.effects import DealDamage, Delayed, Destroy, Draw, Modify, PreventDamage
from grimorio.dsl.effects_game import SetEnvironment
from grimorio.dsl.inferno_cards import inferno_card
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import AddAmount, Replacement, WouldDealDamage
from grimorio.dsl.selectors import THIS, Each, Filter, Target, TargetSpec
from grimorio.dsl.triggers import BecomesTapped, Leaves

_ALLY = TargetSpec((Filter(types=("aliado",)),))


def _pump(name_es: str, name_en: str, power: int) -> CardDef:
    sign = f"+{power}" if power > 0 else str(power)
    return inferno_card(
        name_es,
        name_en,
        1,
        "Ritual instantáneo",
        "Instant ritual",
        text_es=f"El aliado objetivo obtiene {sign} de fuerza hasta el final del turno.",
        text_en=f"Target ally gets {sign} power until end of turn.",
        spell=SpellAbility((Mode(targets=(_ALLY,), effects=(Modify(Target(0), power=power),)),)),
    )


INFERNO_TEST_CARDS = (
    # I-204.4b, I-301.3 (rows 8, 11); I-107.1b (row 2): a 3/4 ally
    inferno_card(
        "Cyborg mutante de prueba",
        "Inferno Test Cyborg Mutant",
        2,
        "Aliado – Cyborg Mutante",
        "Ally — Cyborg Mutant",
        pt=(3, 4),
    ),
    inferno_card(
        "Humano de prueba", "Inferno Test Human", 1, "Aliado – Humano", "Ally — Human", pt=(2, 2)
    ),
    _pump("Debilidad de prueba", "Inferno Test Weakness", -5),  # I-107.1b
    _pump("Vigor de prueba", "Inferno Test Vigour", 3),
    # I-301.6: an ally with a tap ability, sick the turn it comes into play
    inferno_card(
        "Druida de prueba",
        "Inferno Test Druid",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        text_es="Girar: Agrega una energía a tu reserva de energía.",
        text_en="Tap: Add one energy to your energy pool.",
        abilities=(ManaAbility(Cost(tap=True), ("C",)),),
    ),
    # I-113.2a (row 5): "[este aliado] no puede atacar a demonios"
    inferno_card(
        "Centinela pacífico de prueba",
        "Inferno Test Peaceful Sentinel",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(2, 2),
        keywords=("cant_attack_demons",),
        text_es="Centinela pacífico de prueba no puede atacar a demonios.",
        text_en="Inferno Test Peaceful Sentinel can't attack demons.",
    ),
    inferno_card(
        "Furioso de prueba",
        "Inferno Test Fury",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        keywords=("furia",),
        text_es="Furia.",
        text_en="Fury.",
    ),
    inferno_card(
        "Evasivo de prueba",
        "Inferno Test Evader",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        keywords=("evasivo",),
        text_es="Evasivo.",
        text_en="Evasive.",
    ),
    # I-122.4–I-122.5: an effect that deactivates an environment wins over one that
    # activates it
    inferno_card(
        "Sequía de prueba",
        "Inferno Test Drought",
        1,
        "Ritual instantáneo",
        "Instant ritual",
        text_es="Desactiva acqua hasta el final del turno.",
        text_en="Deactivate Acqua until end of turn.",
        spell=SpellAbility((Mode(effects=(SetEnvironment("acqua", active=False),)),)),
    ),
    # I-613.5 (row 23): each instance adds 1 to the combat damage an ally of yours deals
    # to an ally
    inferno_card(
        "Instigador de prueba",
        "Inferno Test Instigator",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(0, 5),
        text_es=(
            "Si un aliado que controles fuese a hacer daño de combate a un aliado, en vez de "
            "eso hace esa misma cantidad de daño más 1."
        ),
        text_en=(
            "If an ally you control would deal combat damage to an ally, it deals that much "
            "damage plus 1 instead."
        ),
        abilities=(
            Replacement(
                WouldDealDamage(
                    source=Filter(types=("aliado",), controller="you"), to="aliado", combat=True
                ),
                AddAmount(1),
            ),
        ),
    ),
    # I-603.7a (rows 18, 19): delayed abilities made by an ally's own ability
    inferno_card(
        "Centinela marcado de prueba",
        "Inferno Test Marked Sentinel",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 3),
        text_es="1: Cuando este aliado deje el juego, toma una carta.",
        text_en="1: When this ally leaves play, take a card.",
        abilities=(
            ActivatedAbility(
                Cost(mana=ManaCost(1)),
                Mode(effects=(Delayed(Leaves(), (Draw(),), about=THIS),)),
            ),
        ),
    ),
    inferno_card(
        "Centinela atento de prueba",
        "Inferno Test Watchful Sentinel",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 3),
        text_es="1: Cuando este aliado sea girado, toma una carta.",
        text_en="1: When this ally becomes tapped, take a card.",
        abilities=(
            ActivatedAbility(
                Cost(mana=ManaCost(1)),
                Mode(effects=(Delayed(BecomesTapped(), (Draw(),), about=THIS),)),
            ),
        ),
    ),
    # I-603.6d (row 17): leaves-play abilities look back in time
    inferno_card(
        "Aliado rencoroso de prueba",
        "Inferno Test Spiteful Ally",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        text_es=(
            "Siempre que un aliado deje el juego, Aliado rencoroso de prueba hace un punto de "
            "daño al demonio objetivo."
        ),
        text_en=(
            "Whenever an ally leaves play, Inferno Test Spiteful Ally deals 1 damage to "
            "target demon."
        ),
        abilities=(
            Triggered(
                Leaves(Filter(types=("aliado",))),
                Mode(
                    targets=(TargetSpec((Filter(supertypes=("demonio",)),)),),
                    effects=(DealDamage(1, Target(0)),),
                ),
            ),
        ),
    ),
    inferno_card(
        "Cataclismo de prueba",
        "Inferno Test Cataclysm",
        1,
        "Ritual",
        "Ritual",
        text_es="Destruye todos los aliados.",
        text_en="Destroy all allies.",
        spell=SpellAbility((Mode(effects=(Destroy(Each(Filter(types=("aliado",)))),)),)),
    ),
    # I-614.4 (row 24): a prevention ability, in time only before the damage is dealt
    inferno_card(
        "Escudero de prueba",
        "Inferno Test Squire",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        text_es=(
            "1: Prevén el próximo punto de daño que fuese a recibir el aliado objetivo este turno."
        ),
        text_en="1: Prevent the next 1 damage that would be dealt to target ally this turn.",
        abilities=(
            ActivatedAbility(
                Cost(mana=ManaCost(1)),
                Mode(
                    targets=(_ALLY,),
                    effects=(PreventDamage(Target(0), 1),),
                ),
            ),
        ),
    ),
    # I-603.2d (row 16): "whenever an ally becomes tapped"
    inferno_card(
        "Vigía de prueba",
        "Inferno Test Lookout",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        text_es="Siempre que un aliado sea girado, tomas una carta.",
        text_en="Whenever an ally becomes tapped, you take a card.",
        abilities=(Triggered(BecomesTapped(Filter(types=("aliado",))), Mode(effects=(Draw(),))),),
    ),
)
