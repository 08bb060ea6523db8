"""Duskmourn red cards about copying and redirecting spells (CR 707.10, 115.7) and about
damage that turns back: a recording that copies your next spell (and may burn you), a
Leyline that copies spells aimed at your own creature, a modal trick that changes a target,
and a Nemesis that passes on its damage. Facts from the package's data and the
release notes."""

from grimorio.dsl import (
    IT,
    THIS,
    YOU,
    ActivatedAbility,
    BeginsOnBattlefield,
    CantGainLife,
    Casts,
    ChangeTarget,
    CopySpell,
    Cost,
    CountersOnIt,
    DealDamage,
    Delayed,
    Destroy,
    EventAmount,
    Filter,
    HasCounters,
    If,
    IsDealtDamage,
    Linked,
    Mode,
    Modify,
    PutCounters,
    RemoveCounters,
    SpellAbility,
    Target,
    TargetSpec,
    Triggered,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

_INSTANT_OR_SORCERY = Filter(types=("instant", "sorcery"), zone=Zone.STACK)
# "copy that spell. You may choose new targets for the copy." (CR 707.10, 707.10c)
_COPY_IT = CopySpell(IT, new_targets=True)

_RECORDING_COUNT_ES = (
    "Siempre que lances un hechizo de instantáneo o de conjuro, pon un contador de tiempo sobre "
    "la Grabación maldita. Luego, si hay siete o más contadores de tiempo sobre ella, remueve "
    "esos contadores y te hace 20 puntos de daño."
)
_RECORDING_COUNT_EN = (
    "Whenever you cast an instant or sorcery spell, put a time counter on this artifact. Then "
    "if there are seven or more time counters on it, remove those counters and it deals 20 "
    "damage to you."
)
_RECORDING_TAP_ES = (
    "{T}: Cuando lances el próximo hechizo de instantáneo o de conjuro este turno, copia ese "
    "hechizo. Puedes elegir nuevos objetivos para la copia."
)
_RECORDING_TAP_EN = (
    "{T}: When you next cast an instant or sorcery spell this turn, copy that spell. You may "
    "choose new targets for the copy."
)
CURSED_RECORDING = card(
    "Cursed Recording",
    abilities=(
        Triggered(
            Casts(_INSTANT_OR_SORCERY),
            Mode(
                (),
                (
                    PutCounters("time", 1, THIS),
                    If(
                        HasCounters("time", at_least=7),
                        (RemoveCounters("time", CountersOnIt("time"), THIS), DealDamage(20, YOU)),
                    ),
                ),
                _RECORDING_COUNT_ES,
                _RECORDING_COUNT_EN,
            ),
        ),
        ActivatedAbility(
            Cost(tap=True),
            Mode(
                (),
                (
                    # CR 603.7: a delayed triggered ability, for the next such spell this turn
                    Delayed(
                        Casts(_INSTANT_OR_SORCERY),
                        (_COPY_IT,),
                        this_turn=True,
                        once=True,
                        text_es="Copia ese hechizo. Puedes elegir nuevos objetivos para la copia.",
                        text_en="Copy that spell. You may choose new targets for the copy.",
                    ),
                ),
                _RECORDING_TAP_ES.removeprefix("{T}: "),
                _RECORDING_TAP_EN.removeprefix("{T}: "),
            ),
        ),
    ),
    article_es="la",
)

_RESONANCE_ES = (
    "Siempre que lances un hechizo de instantáneo o de conjuro que solo haga objetivo a una "
    "criatura que controlas, copia ese hechizo. Puedes elegir nuevos objetivos para la copia."
)
_RESONANCE_EN = (
    "Whenever you cast an instant or sorcery spell that targets only a single creature you "
    "control, copy that spell. You may choose new targets for the copy."
)
LEYLINE_OF_RESONANCE = card(
    "Leyline of Resonance",
    abilities=(
        BeginsOnBattlefield(),  # CR 103.6a
        Triggered(
            # CR 115.9c: one creature you control is all it targets
            Casts(
                _INSTANT_OR_SORCERY,
                targets_only=Filter(types=("creature",), controller="you"),
            ),
            Mode((), (_COPY_IT,), _RESONANCE_ES, _RESONANCE_EN),
        ),
    ),
    article_es="la",
)

_MALFUNCTION_MODES = (
    ("Destruye el artefacto objetivo.", "Destroy target artifact."),
    (
        "Cambia el objetivo del hechizo o la habilidad objetivo que tenga un solo objetivo.",
        "Change the target of target spell or ability with a single target.",
    ),
    (
        "Una o dos criaturas objetivo no pueden bloquear este turno.",
        "One or two target creatures can't block this turn.",
    ),
)
UNTIMELY_MALFUNCTION = card(
    "Untimely Malfunction",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("artifact",)),)),),
                (Destroy(Target(0)),),
                *_MALFUNCTION_MODES[0],
            ),
            Mode(
                # CR 115.9a: a spell or ability with one target chosen as it was put there
                (TargetSpec((Filter(zone=Zone.STACK, abilities=True, target_count=1),)),),
                (ChangeTarget(Target(0)),),
                *_MALFUNCTION_MODES[1],
            ),
            Mode(
                (TargetSpec((Filter(types=("creature",)),), min=1, max=2),),
                (Modify(Target(0), keywords=("cant_block",)),),  # CR 509.1b, until end of turn
                *_MALFUNCTION_MODES[2],
            ),
        ),
    ),
    article_es="la",
)

_NEMESIS_ES = (
    "Siempre que la Némesis de los gritos reciba daño, hace esa misma cantidad de daño a "
    "cualquier otro objetivo. Si un jugador recibe daño de esta manera, no puede ganar vidas "
    "durante el resto del juego."
)
_NEMESIS_EN = (
    "Whenever this creature is dealt damage, it deals that much damage to any other target. "
    "If a player is dealt damage this way, they can't gain life for the rest of the game."
)
SCREAMING_NEMESIS = card(
    "Screaming Nemesis",
    keywords=("haste",),
    abilities=(
        Triggered(
            IsDealtDamage(),  # once for damage dealt at the same time (CR 603.2c)
            Mode(
                # CR 115.4: "any other target" — not this creature itself
                (
                    TargetSpec(
                        (Filter(types=("creature", "planeswalker"), players=True, other=True),)
                    ),
                ),
                (
                    DealDamage(EventAmount(), Target(0), link="damaged"),
                    CantGainLife(Linked("damaged")),  # CR 119.7: those players dealt damage
                ),
                _NEMESIS_ES,
                _NEMESIS_EN,
            ),
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    CURSED_RECORDING,
    LEYLINE_OF_RESONANCE,
    UNTIMELY_MALFUNCTION,
    SCREAMING_NEMESIS,
)
