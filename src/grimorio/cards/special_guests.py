"""The Special Guests of *Duskmourn* (release notes, "NOTAS DE CARTAS ESPECÍFICAS DE
INVITADOS ESPECIALES"): eight older cards reprinted with the set. They are not in
../shared/data/dsk/cards.jsonl: their Spanish names, mana costs, type lines and Spanish
texts come from ../shared/data/dsk/release-notes.jsonl. Their English names and texts are
not in our documents, so ``name_en`` is the Spanish name (never a translation of a card's
name) and ``text_en`` says the English text is missing and gives the Spanish one. The type
lines are written in English from the Spanish ones (the types are rules words, CR 205).

These cards are part of the real pool: ``grimorio.cards`` registers ``CARDS`` with it.
"""

import dataclasses

from grimorio.dsl import (
    CARD_TYPES,
    CREATURE,
    THIS,
    AddMana,
    AttachSource,
    BecomesTarget,
    CardDef,
    Casts,
    Cost,
    DealDamage,
    Delirium,
    Enters,
    EntersAsCopy,
    EventAmount,
    Except,
    Exile,
    ExtraTurn,
    Filter,
    GainControlOfChosen,
    GainLife,
    If,
    LookAndTake,
    Mode,
    PaidManaValue,
    PutOnTop,
    RandomOpponent,
    RollDie,
    Sacrifice,
    SpellAbility,
    Target,
    TargetSpec,
    ThatPlayer,
    Triggered,
    Vote,
    Zone,
    card,
)

_NO_ENGLISH = "(English text not in the documents) "


def _guest(
    name_es: str,
    name_en: str,
    cost: str,
    type_en: str,
    type_es: str,
    text_es: str,
    *,
    article_es: str = "",
    **kw: object,
) -> CardDef:
    """A Special Guest, keyed by its Spanish name, with its English name from the release
    notes."""
    guest = card(
        name_es,
        name_es,
        cost,
        type_en,
        type_es,
        text_es=text_es,
        text_en=_NO_ENGLISH + text_es,
        article_es=article_es,
        **kw,  # type: ignore[arg-type]
    )
    return dataclasses.replace(guest, name_en=name_en)


_COMPANIA_ES = (
    "Mira las seis primeras cartas de tu biblioteca. Pon en el campo de batalla hasta dos "
    "cartas de criatura de entre ellas con valor de maná de 3 o menos. Pon el resto en el "
    "fondo de tu biblioteca en cualquier orden."
)
COMPANIA_REUNIDA = _guest(
    "Compañía reunida",
    "Collected Company",
    "{3}{G}",
    "Instant",
    "Instantáneo",
    _COMPANIA_ES,
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    # each of the cards (not their total) has mana value 3 or less (ruling)
                    LookAndTake(
                        6,
                        2,
                        rest="bottom",
                        filter=Filter(types=("creature",), mana_value_le=3),
                        to="battlefield",
                    ),
                ),
                _COMPANIA_ES,
            ),
        )
    ),
    article_es="la",
)

_EXPROPIAR_ES = (
    "Dilema del consejo — Comenzando contigo, cada jugador vota tiempo o dinero. Por cada voto "
    "de tiempo, juega un turno adicional después de este. Por cada voto de dinero, elige un "
    "permanente que sea propiedad del votante y gana su control. Exilia Expropiar."
)
EXPROPIAR = _guest(
    "Expropiar",
    "Expropriate",
    "{7}{U}{U}",
    "Sorcery",
    "Conjuro",
    _EXPROPIAR_ES,
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    # CR 701.38a: council's dilemma; "that player" is each voter
                    Vote(
                        ("time", "money"),
                        ((ExtraTurn(),), (GainControlOfChosen(ThatPlayer()),)),
                        words_es=("tiempo", "dinero"),
                    ),
                    Exile(THIS),
                ),
                _EXPROPIAR_ES,
            ),
        )
    ),
)

_FUEGO_IMPIO_ES = (
    "El Fuego impío hace 2 puntos de daño a la criatura o planeswalker objetivo.\n"
    "Delirio — En vez de eso, el Fuego impío hace 6 puntos de daño si entre las cartas de tu "
    "cementerio hay cuatro o más tipos de cartas."
)
FUEGO_IMPIO = _guest(
    "Fuego impío",
    "Unholy Heat",
    "{R}",
    "Instant",
    "Instantáneo",
    _FUEGO_IMPIO_ES,
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature", "planeswalker")),)),),
                # delirium is checked as it resolves; it is not in the graveyard yet (ruling)
                (If(Delirium(), (DealDamage(6, Target(0)),), (DealDamage(2, Target(0)),)),),
                _FUEGO_IMPIO_ES,
            ),
        )
    ),
    article_es="el",
)

_IMAGEN_ES = (
    "Puedes hacer que la Imagen fantasmal entre como una copia de cualquier criatura en el "
    "campo de batalla, excepto que es una Ilusión además de sus otros tipos y tiene “Cuando "
    "esta criatura sea objetivo de un hechizo o habilidad, sacrificala”."
)
_SACRIFICE_WHEN_TARGETED = Triggered(
    BecomesTarget(),
    Mode(
        (),
        (Sacrifice(THIS),),
        "Cuando esta criatura sea objetivo de un hechizo o habilidad, sacrificala.",
    ),
)
IMAGEN_FANTASMAL = _guest(
    "Imagen fantasmal",
    "Phantasmal Image",
    "{1}{U}",
    "Creature — Illusion",
    "Criatura — Ilusión",
    _IMAGEN_ES,
    pt=(0, 0),
    abilities=(
        # CR 707.9a-b, 614.1c: the Illusion type and the ability are copiable values
        EntersAsCopy(
            CREATURE,
            Except(subtypes=("Illusion",), abilities=(_SACRIFICE_WHEN_TARGETED,)),
            text_es=_IMAGEN_ES,
        ),
    ),
    article_es="la",
)

_MALDICION_ES = (
    "Siempre que el jugador encantado lance un hechizo que no sea criatura, tira 1d6. La "
    "Maldición enloquecedora hace una cantidad de daño a ese jugador igual al resultado. Luego "
    "anexa la Maldición enloquecedora a otro de tus oponentes elegido al azar."
)
MALDICION_ENLOQUECEDORA = _guest(
    "Maldición enloquecedora",
    "Maddening Hex",
    "{1}{R}{R}",
    "Enchantment — Aura Curse",
    "Encantamiento — Aura maldición",
    "Encantar jugador.\n" + _MALDICION_ES,
    enchant=Filter(only_players=True),  # CR 702.5a, 303.4: "Enchant player"
    abilities=(
        Triggered(
            Casts(Filter(zone=Zone.STACK, not_types=("creature",)), who="enchanted"),
            Mode(
                (),
                (
                    RollDie(6, (DealDamage(EventAmount(), ThatPlayer()),)),  # CR 706.2
                    AttachSource(RandomOpponent()),  # none left in a two-player game
                ),
                _MALDICION_ES,
            ),
        ),
    ),
    article_es="la",
)

_PROTECTORA_DE_ALMAS_ES = "Siempre que otra criatura entre, ganas 1 vida."
PROTECTORA_DE_ALMAS = _guest(
    "Protectora de almas",
    "Soul Warden",
    "{W}",
    "Creature — Human Cleric",
    "Criatura — Clérigo humano",
    _PROTECTORA_DE_ALMAS_ES,
    pt=(1, 1),
    abilities=(
        Triggered(
            Enters(Filter(types=("creature",), other=True)),
            Mode((), (GainLife(1),), _PROTECTORA_DE_ALMAS_ES),
        ),
    ),
    article_es="la",
)

_RESUCITACION_ES = (
    "Pon la carta objetivo de un cementerio en la parte superior de la biblioteca de su "
    "propietario."
)
RESUCITACION_NOCIVA = _guest(
    "Resucitación nociva",
    "Noxious Revival",
    "{G/P}",  # CR 107.4f: Phyrexian green mana
    "Instant",
    "Instantáneo",
    "{G/P} puede pagarse con {G} o 2 vidas.\n" + _RESUCITACION_ES,
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=CARD_TYPES, zone=Zone.GRAVEYARD),)),),
                (PutOnTop(Target(0)),),
                _RESUCITACION_ES,
            ),
        )
    ),
    article_es="la",
)

_SACRIFICAR_ES = "Agrega una cantidad de {B} igual al valor de maná de la criatura sacrificada."
SACRIFICAR = _guest(
    "Sacrificar",
    "Sacrifice",
    "{B}",
    "Instant",
    "Instantáneo",
    "Como coste adicional para lanzar este hechizo, sacrificas una criatura.\n" + _SACRIFICAR_ES,
    spell=SpellAbility(
        (Mode((), (AddMana("B", PaidManaValue()),), _SACRIFICAR_ES),),
        additional_cost=Cost(sacrifice=CREATURE),  # CR 601.2f, 701.21a
    ),
)

CARDS: tuple[CardDef, ...] = (
    COMPANIA_REUNIDA,
    EXPROPIAR,
    FUEGO_IMPIO,
    IMAGEN_FANTASMAL,
    MALDICION_ENLOQUECEDORA,
    PROTECTORA_DE_ALMAS,
    RESUCITACION_NOCIVA,
    SACRIFICAR,
)
