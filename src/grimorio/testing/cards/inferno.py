"""Inferno test-only cards: stand-ins with the texts the examples of Inferno's rules quote
or describe (``docs/inferno-examples.md``), written with :func:`inferno_card`."""

from __future__ import annotations

from dataclasses import replace

from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    ManaAbility,
    Mode,
    SpellAbility,
    Static,
    Triggered,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.continuous import AddTypes, SetCreatureTypes, SetName, SetTypes
from grimorio.dsl.effects import (
    Apply,
    CreateToken,
    DealDamage,
    Delayed,
    Destroy,
    DestroyOfChoice,
    Draw,
    Effect,
    Exile,
    Modify,
    PreventDamage,
)
from grimorio.dsl.effects_game import SetEnvironment
from grimorio.dsl.inferno_cards import KEY_PREFIX, inferno_card
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.replacements import AddAmount, Replacement, WouldDealDamage
from grimorio.dsl.selectors import (
    IT,
    THIS,
    Each,
    EachPlayer,
    Filter,
    Target,
    TargetSpec,
    TopOfLibrary,
)
from grimorio.dsl.triggers import AtBeginning, BecomesTapped, Leaves

_ALLY = TargetSpec((Filter(types=("aliado",)),))


def _ally_token(
    subtypes: tuple[str, ...], english: tuple[str, ...], pt: tuple[int, int]
) -> CardDef:
    """An ally token whose creating effect gives it no name: it is named after its ally
    subtypes (I-110.5c; CR 111.4), and its characteristics are only those the effect
    defines (I-110.5b)."""
    name_es, name_en = " ".join(subtypes), " ".join(english)
    made = inferno_card(name_es, name_en, None, f"Aliado – {name_es}", f"Ally — {name_en}", pt=pt)
    return replace(made, token=True)


CYBORG_MUTANT_TOKEN = _ally_token(("Cyborg", "Mutante"), ("Cyborg", "Mutant"), (1, 1))


def _ritual(
    name_es: str,
    name_en: str,
    text: tuple[str, str],
    effects: tuple[Effect, ...],
    targets: tuple[TargetSpec, ...] = (),
) -> CardDef:
    """A ritual of cost 1 with these effects (and targets), its text in Spanish and
    English."""
    return inferno_card(
        name_es,
        name_en,
        1,
        "Ritual",
        "Ritual",
        text_es=text[0],
        text_en=text[1],
        spell=SpellAbility((Mode(targets=targets, effects=effects),)),
    )


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
    # I-102.4 (row 1): "each demon" speaks of each player, who destroys an ally of theirs
    _ritual(
        "Purga de prueba",
        "Inferno Test Purge",
        (
            "Cada demonio destruye un aliado que controla.",
            "Each demon destroys an ally it controls.",
        ),
        (DestroyOfChoice(Filter(types=("aliado",)), who=EachPlayer()),),
    ),
    # I-110.5c (row 3): a "ficha de Cyborg Mutante", then its name and its subtypes changed
    CYBORG_MUTANT_TOKEN,
    _ritual(
        "Mutación de prueba",
        "Inferno Test Mutation",
        ("Crea una ficha de aliado Cyborg Mutante 1/1.", "Create a 1/1 Cyborg Mutant ally token."),
        (CreateToken(CYBORG_MUTANT_TOKEN.key),),
    ),
    _ritual(
        "Bautismo de prueba",
        "Inferno Test Baptism",
        (
            "El aliado objetivo pasa a llamarse Humano de prueba.",
            "Target ally's name becomes Inferno Test Human.",
        ),
        (Apply(Target(0), (SetName(KEY_PREFIX + "Humano de prueba"),), until="game"),),
        (_ALLY,),
    ),
    _ritual(
        "Conversión de prueba",
        "Inferno Test Conversion",
        (
            "El aliado objetivo es un Vampiro en vez de sus otros tipos de aliado.",
            "Target ally is a Vampiro instead of its other ally types.",
        ),
        (Apply(Target(0), (SetCreatureTypes(("Vampiro",)),), until="game"),),
        (_ALLY,),
    ),
    # I-201.5 (row 7): "ese aliado" is that object, even once it is no longer an ally
    inferno_card(
        "Verdugo de prueba",
        "Inferno Test Executioner",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        text_es=(
            "1: El aliado objetivo obtiene +2 de fuerza hasta el final del turno. Destruye ese "
            "aliado al final del turno."
        ),
        text_en=(
            "1: Target ally gets +2 power until end of turn. Destroy that ally at end of turn."
        ),
        abilities=(
            ActivatedAbility(
                Cost(mana=ManaCost(1)),
                Mode(
                    targets=(_ALLY,),
                    effects=(
                        Modify(Target(0), power=2),
                        # "al final del turno": at the beginning of the next Fin step
                        # (I-512.1), whoever's turn it is
                        Delayed(
                            AtBeginning("fin", whose="each"),
                            (Destroy(IT),),
                            about=Target(0),
                            text_es="Destruye ese aliado.",
                            text_en="Destroy that ally.",
                        ),
                    ),
                ),
            ),
        ),
    ),
    _ritual(
        "Transmutación de prueba",
        "Inferno Test Transmutation",
        (
            "El aliado objetivo es un objeto. (Ya no es un aliado.)",
            "Target ally is an object. (It's no longer an ally.)",
        ),
        (Apply(Target(0), (SetTypes(("objeto",)),), until="game"),),
        (_ALLY,),
    ),
    # I-204.5b (row 9): gaining a supertype keeps the others
    inferno_card(
        "Heraldo veloz de prueba",
        "Inferno Test Swift Herald",
        1,
        "Aliado – Humano",
        "Ally — Human",
        pt=(1, 1),
        text_es="Todos los aliados tienen instantáneo.",
        text_en="All allies have instantáneo.",
        abilities=(
            Static(
                (AddTypes(supertypes=("instantáneo",)),),
                affects=Each(Filter(types=("aliado",))),
            ),
        ),
    ),
    inferno_card(
        "Guardián único de prueba",
        "Inferno Test Unique Guardian",
        2,
        "Aliado Único – Humano",
        "Único Ally — Human",
        pt=(2, 2),
    ),
    # I-608.3 (row 22): as much as it can — a deck of one card loses that card
    _ritual(
        "Olvido de prueba",
        "Inferno Test Oblivion",
        (
            "Cada demonio exilia las dos cartas superiores de su mazo.",
            "Each demon exiles the top two cards of its deck.",
        ),
        (Exile(TopOfLibrary(2, who=EachPlayer())),),
    ),
)
