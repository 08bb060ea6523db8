"""Writing an Inferno card (issue 22): its printed facts in Spanish, the game's only
language (I-201, I-204), with an English translation of our own, and its behaviour in the
shared card vocabulary.

An Inferno card is a :class:`CardDef` of the game ``GameKind.INFERNO``, keyed
``inferno:<nombre>`` so that it never meets a Magic card's key. Its cost is a number of
energy (I-202.1), which is generic mana here (``docs/inferno.md``, decisions on the design
1); its path is a printed value (I-105); its types are Inferno's own words (I-204).
"""

from __future__ import annotations

from dataclasses import replace

from grimorio.dsl.abilities import (
    Ability,
    ActivatedAbility,
    Cost,
    CostReduction,
    Immune,
    Mode,
    SpellAbility,
    Static,
    Triggered,
)
from grimorio.dsl.card import INFERNO_CARD_TYPES, INFERNO_SUPERTYPES, CardDef
from grimorio.dsl.continuous import DAMAGE_COUNTER, DefinePT, WeaponModifiers
from grimorio.dsl.effects import AttachSource, Effect, May, Tap
from grimorio.dsl.effects_counters import PutCounters
from grimorio.dsl.effects_game import FlipDemon, PutAsResource, SkipAddResource, SwapDefender
from grimorio.dsl.games import GameKind
from grimorio.dsl.inferno_paths import InfernoPath
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.permissions import Flashback
from grimorio.dsl.selectors import THIS, Attached, Each, Filter, Target, TargetSpec
from grimorio.dsl.triggers import AtBeginning, Attacks, Casts, DealsDamage, Enters
from grimorio.dsl.values import All, Condition, Count, EnvironmentActive, Not, SourceTapped
from grimorio.dsl.zones import Zone

KEY_PREFIX = "inferno:"
YOUR_DEMON = Each(Filter(supertypes=("demonio",), controller="you"))  # I-102.4: "tu demonio"

# The keyword abilities Inferno's cards may have so far (I-702), and the restrictions on
# proposing written as keyword-like statics, as Magic's "can't block" is (I-113.2a, I-507.3c)
INFERNO_KEYWORDS = frozenset(
    {
        "agresor",  # I-702.2: demons and allies without it can't be proposed as defenders
        "evasivo",  # I-702.3: this ally can't be proposed as a defender
        "furia",  # I-702.4: it may be proposed as attacker the turn it came under control
        "cant_attack_allies",  # "[este aliado] no puede atacar a aliados" (I-507.3c)
        "cant_attack_demons",  # "[este aliado] no puede atacar a demonios" (I-113.2a)
        "thanatos",  # I-702.8a: "hay thanatos mientras esta carta permanezca en juego"
        "acqua",  # I-702.19a
        "plaga",  # I-702.22a
        "sangre_debil",  # I-702.14a: "sólo puedes jugar esta carta si hay Thanatos"
        "inmerso",  # I-702.18a: "sólo puedes jugar esta carta si hay Acqua"
        "bendicion_de_ubanna",  # I-702.11a: "cuesta 2 energías menos si hay Thanatos"
        "acuatico",  # I-702.17a: no Acqua at your restoration: a damage counter on it
        "halo",  # I-702.5a: opponents' cards and abilities can't target it
        "indestructible",  # I-702.12a: not destroyed by effects; no damage, no counters
        "abismal",  # I-702.13a: cards its damage would put into an Infierno are exiled
        "protector",  # I-702.6a: may tap to swap places with the defender of an enemy attack
        "tributo",  # I-702.23b: shown at its owner's restoration, it becomes a resource
    }
)


# I-112.3a, I-207.2: a demon's toughness is the number of cards left in its controller's
# deck — a characteristic-defining ability, working everywhere (I-604.3); in its infernal
# form its power is 0, and nothing changes that (I-112.4b).
def deck_toughness(power: int) -> Static:
    """I-112.3a, I-207.2: a demon's toughness is the number of cards left in its
    controller's deck — a characteristic-defining ability, working everywhere (I-604.3); its
    power is 0 in its infernal form (I-112.4b), its printed one in its terrestrial form."""
    return Static(
        (DefinePT(power, Count(Filter(zone=Zone.LIBRARY, owner="you"))),),
        cda=True,
        text_es="Su resistencia es igual a la cantidad de cartas en el mazo de su controlador.",
        text_en="Its toughness is equal to the number of cards in its controller's deck.",
    )


DECK_TOUGHNESS = deck_toughness(0)
# I-703.1a–c: *Profundidad*, "la cantidad de cartas con Acqua en juego" (none: no depth, 0)
DEPTH = Count(Filter(keywords=("acqua",)))
TERRESTRIAL = "terrenal"  # I-112.4: the mark of a demon's terrestrial form


def flip_ability(cost: int, text_es: str = "", text_en: str = "") -> ActivatedAbility:
    """The commonest flip condition (I-112.5, I-112.5a): "[cost]: voltea a este demonio",
    once each turn."""
    return ActivatedAbility(
        Cost(mana=ManaCost(cost)),
        Mode(
            effects=(FlipDemon(),),
            text_es=text_es or f"{cost}: Voltea a este demonio. Sólo una vez por turno.",
            text_en=text_en or f"{cost}: Flip this demon. Only once each turn.",
        ),
        once=True,
    )


def weapon_abilities(cost: int, modifiers: tuple[int, int], any_time: bool) -> tuple[Ability, ...]:
    """What every weapon has: its modifiers on the ally it equips (I-208.1, I-604.3b–c), "when
    this weapon comes into play, you may attach it to target ally" (I-302.4) and "[its
    printed cost]: attach it to target ally; only when you could play it" (I-302.5)."""
    ally = TargetSpec((Filter(types=("aliado",)),))
    power, toughness = modifiers
    return (
        Static((WeaponModifiers(power, toughness),), affects=Attached()),
        Triggered(
            Enters(),
            Mode(
                targets=(ally,),
                effects=(May((AttachSource(Target(0)),)),),
                text_es="Puedes anexar este arma al aliado objetivo.",
                text_en="You may attach this weapon to target ally.",
            ),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost(cost)),
            Mode(
                targets=(ally,),
                effects=(AttachSource(Target(0)),),
                text_es="Anexa este arma al aliado objetivo.",
                text_en="Attach this weapon to target ally.",
            ),
            sorcery_speed=not any_time,
        ),
    )


def estocada(
    *effects: Effect, weapon: bool = False, text_es: str = "", text_en: str = ""
) -> Triggered:
    """I-702.15a: *Estocada* — "cada vez que [esta carta / la carta equipada] haga daño de
    combate a un demonio; [efecto]" (``weapon``: on a weapon, of the ally it equips)."""
    return Triggered(
        DealsDamage(to="demonio", combat=True, attached=weapon),
        Mode(effects=effects, text_es=text_es, text_en=text_en),
        keyword="estocada",
    )


def impulso(*effects: Effect, text_es: str = "", text_en: str = "") -> Triggered:
    """I-702.20a: *Impulso* — "cuando una carta neutral sea jugada desde tu mano; [efecto]"
    (neutral: of no path, I-105.2)."""
    return Triggered(
        Casts(Filter(zone=Zone.STACK, neutral=True), from_hand=True),
        Mode(effects=effects, text_es=text_es, text_en=text_en),
        keyword="impulso",
    )


def inmune(quality: Filter, source_es: str, source_en: str) -> Immune:
    """I-702.21: *Inmune – [fuente]*, the sources being those ``quality`` describes (named
    ``source_es``, ``source_en`` in the text)."""
    return Immune(quality, f"Inmune – {source_es}", f"Immune – {source_en}")


PROTECTOR = Triggered(  # I-702.6a: "Siempre que un demonio o aliado enemigo ataque, ..."
    Attacks(Filter(controller="opponent")),
    Mode(
        effects=(May((Tap(THIS), SwapDefender(THIS))),),
        text_es=(
            "Protector (Siempre que un demonio o aliado enemigo ataque, si este aliado está "
            "enderezado, puedes girarlo e intercambiarlo con el aliado o demonio defensor.)"
        ),
        text_en=(
            "Protector (Whenever an enemy demon or ally attacks, if this ally is untapped, "
            "you may tap it and swap it with the defending ally or demon.)"
        ),
    ),
    condition=Not(SourceTapped()),  # the intervening "if" (I-603.4)
    keyword="protector",
)


TRIBUTO = Triggered(  # I-702.23a: it works from its owner's hand and Infierno
    AtBeginning("restauracion"),
    Mode(
        effects=(PutAsResource(THIS), SkipAddResource()),
        text_es=(
            "Tributo (al comienzo de tu restauración puedes mostrar esta carta. Si lo haces, "
            "pon esta carta en juego boca abajo como recurso desde tu mano o infierno. "
            "Saltéate tu próxima fase de agregar recurso. Solo puede resolver un tributo por "
            "turno.)"
        ),
        text_en=(
            "Tribute (at the beginning of your restoration you may show this card. If you do, "
            "put it into play face down as a resource from your hand or Infierno. Skip your "
            "next add-a-resource step. Only one tribute may resolve each turn.)"
        ),
    ),
    keyword="tributo",
    zone=Zone.HAND,  # and the Infierno: shown by its owner, it triggers (inferno/tribute.py)
)


def parse_inferno_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split a Spanish type line, "[tipos] [supertipos] – [subtipos]" (I-204.1) or a
    demon's "Demonio – [subtipos]" (I-204.2), into (card types, subtypes, supertypes);
    ``ValueError`` names a word that is neither."""
    left, _, right = line.replace("—", "–").partition("–")
    types: list[str] = []
    supers: list[str] = []
    for word in left.split():
        w = word.lower()
        if w in INFERNO_CARD_TYPES:
            types.append(w)
        elif w in INFERNO_SUPERTYPES:
            supers.append(w)
        else:
            raise ValueError(f"tipo desconocido {word!r} en la línea de tipos {line!r}")
    if not types and "demonio" not in supers:
        raise ValueError(f"la línea de tipos {line!r} no tiene tipo de carta")  # I-204.1
    if types and "demonio" in supers:
        raise ValueError(f"un demonio no tiene tipo de carta: {line!r}")  # I-204.3c
    return tuple(types), tuple(right.split()), tuple(supers)


def inferno_card(
    name_es: str,
    name_en: str,
    cost: int | None,
    type_es: str,
    type_en: str,
    *,
    path: InfernoPath | None = None,
    pt: tuple[int, int] | None = None,
    text_es: str = "",
    text_en: str = "",
    abilities: tuple[Ability, ...] = (),
    spell: SpellAbility | None = None,
    keywords: tuple[str, ...] = (),
    recover: int | None = None,
    terrestrial: tuple[Ability, ...] = (),
    terrestrial_text_es: str = "",
    terrestrial_text_en: str = "",
) -> CardDef:
    """An Inferno card. ``cost`` is its energy cost (I-202.1), None for a card that prints
    none (a scenario, I-202.1c; a demon); ``pt`` an ally's printed power and toughness
    (I-207.1), a weapon's printed modifiers (I-208.1; the abilities every weapon has are
    added, :func:`weapon_abilities`), or a demon's terrestrial power as ``(power, 0)``
    (I-207.2: its toughness is its deck's size, added here); ``recover`` a ritual's
    *recobrar* cost (I-702.7a: played from the *Infierno* for it, then exiled — Magic's
    flashback, 702.34a). A demon's abilities are those of its infernal form, each
    activated one once each turn (I-112.6), and ``terrestrial`` those of its terrestrial
    form (I-112.7), with ``pt``'s power (I-207.2). ``name_en`` and the English texts are
    our translations."""
    types, subtypes, supertypes = parse_inferno_type_line(type_es)
    demon = "demonio" in supertypes
    unknown = sorted(set(keywords) - INFERNO_KEYWORDS)
    if unknown:
        raise ValueError(f"{name_es}: palabras clave desconocidas {unknown} (I-702)")
    if "arma" in types:  # I-208.1: printed modifiers, not strength; I-302.4–I-302.5
        if pt is None or cost is None:
            raise ValueError(f"{name_es}: un arma tiene coste y modificadores (I-208.1)")
        abilities = (*weapon_abilities(cost, pt, "instantáneo" in supertypes), *abilities)
        pt = None
    if "ritual" in types and spell is None:
        raise ValueError(f"{name_es}: un ritual dice lo que hace (I-306.2)")
    if "escenario" in types and cost is None:
        cost = 0  # I-202.1c, I-303.1: a scenario's cost is 0
    if pt is not None and not demon and "aliado" not in types and "arma" not in types:
        raise ValueError(f"{name_es}: sólo un aliado o un demonio tiene fuerza (I-207.4)")
    if cost is not None and (cost < 0 or demon):
        raise ValueError(f"{name_es}: coste de energía {cost} no válido (I-202.1)")
    abilities, spell, condition = _keyword_rules(keywords, abilities, spell)
    flip_face = None
    if demon:
        abilities = tuple(
            replace(a, once=True) if isinstance(a, ActivatedAbility) else a for a in abilities
        )
        flip_face = CardDef(
            key=KEY_PREFIX + name_es + " (terrenal)",
            name_en=name_en,
            name_es=name_es,
            mana_cost=None,
            type_line_en=type_en,
            type_line_es=type_es,
            types=types,
            subtypes=subtypes,
            supertypes=supertypes,
            power=0,
            toughness=0,
            keywords=(*keywords, TERRESTRIAL),
            abilities=(deck_toughness(pt[0] if pt else 0), *terrestrial),
            text_es=terrestrial_text_es,
            text_en=terrestrial_text_en,
            path=path,
            game=GameKind.INFERNO,
        )
    if recover is not None:
        if "ritual" not in types:
            raise ValueError(f"{name_es}: recobrar es de los rituales (I-702.7a)")
        abilities = (*abilities, Flashback(ManaCost(recover)))
    return CardDef(
        key=KEY_PREFIX + name_es,
        name_en=name_en,
        name_es=name_es,
        mana_cost=None if cost is None else ManaCost(cost),
        type_line_en=type_en,
        type_line_es=type_es,
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        power=0 if demon else (pt[0] if pt else None),
        toughness=0 if demon else (pt[1] if pt else None),
        keywords=keywords,
        spell=spell,
        abilities=(DECK_TOUGHNESS, *abilities) if demon else abilities,
        text_en=text_en,
        text_es=text_es,
        path=path,
        game=GameKind.INFERNO,
        play_condition=condition,
        flip_face=flip_face,
    )


def _keyword_rules(
    keywords: tuple[str, ...], abilities: tuple[Ability, ...], spell: SpellAbility | None
) -> tuple[tuple[Ability, ...], SpellAbility | None, Condition | None]:
    """What the keywords that change how a card is played, or that trigger, add to it:
    *sangre débil* and *inmerso* (I-702.14a, I-702.18a) a condition to play it,
    *bendición de Ubanna* (I-702.11a) a reduction of its cost, *acuático* (I-702.17a),
    *protector* (I-702.6a) and *tributo* (I-702.23) a triggered ability."""
    needs = [
        EnvironmentActive(env)
        for kw, env in (("sangre_debil", "thanatos"), ("inmerso", "acqua"))
        if kw in keywords
    ]
    condition: Condition | None = None
    if needs:
        condition = needs[0] if len(needs) == 1 else All(tuple(needs))
    if "bendicion_de_ubanna" in keywords:
        spell = replace(
            spell or SpellAbility((Mode(),)),
            reduction=CostReduction(2, EnvironmentActive("thanatos")),
        )
    if "protector" in keywords:
        abilities = (*abilities, PROTECTOR)
    if "tributo" in keywords:
        abilities = (*abilities, TRIBUTO)
    if "acuatico" in keywords:
        abilities = (
            *abilities,
            Triggered(
                AtBeginning("restauracion"),
                Mode(
                    effects=(PutCounters(DAMAGE_COUNTER, 1, THIS),),
                    text_es="Si no hay Acqua, pon un contador de daño sobre este aliado.",
                    text_en="If there is no Acqua, put a damage counter on this ally.",
                ),
                condition=Not(EnvironmentActive("acqua")),
            ),
        )
    return abilities, spell, condition
