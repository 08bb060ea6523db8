"""Duskmourn's Archenemy schemes (CR 314, 904): cards that stay in the command zone, set in
motion by their owner at the beginning of each of their precombat main phases (904.9); a
face-up scheme's abilities function there (904.8). Texts as the release notes print them —
in Spanish only, the one language the documents give them in: shown as such in English too.

This module has the schemes that aren't ongoing (they go back to the bottom of the scheme
deck once their abilities are done, 704.6e); ``ongoing_schemes`` has the others.

The rules for players three of them make (*Elige a un campeón*, *Mi golpe maestro
definitivo*, *Poder sin igual*) and *Soy intocable*'s hexproof for a player are kept by
``grimorio.mtg.effects.scheme_player_rules``; the shared rules that must ask it (the
cleanup step, casting, declaring attackers, targeting) are the project's report of issue
23, part 3."""

from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.card import PERMANENT_TYPES, card
from grimorio.dsl.continuous import GainControl, Grant, ModifyPT
from grimorio.dsl.effects import (
    Apply,
    CreateToken,
    DealDamage,
    Delayed,
    Destroy,
    Draw,
    Effect,
    GainLife,
    If,
    ReplaceFor,
    Sacrifice,
    Tap,
)
from grimorio.dsl.effects_game import ChooseAmong, CopySpell
from grimorio.dsl.effects_schemes import (
    AttackOwnerIfAble,
    CastFree,
    ChooseObjects,
    CreateCopyTokens,
    DiscardHands,
    DrawPerDiscarded,
    EachMills,
    ExileUntil,
    NoMaximumHandSizeUntilYourTurn,
    OnlyChosenAndYou,
    PutOntoBattlefield,
    PutPerCardType,
    RedistributeLife,
    Reflexive,
    Remember,
    RevealToHand,
    SeparatePiles,
    SetInMotionInstead,
    WithTotalManaValue,
    YourCommander,
)
from grimorio.dsl.replacements import AddAmount, WouldDealDamage
from grimorio.dsl.selectors import (
    ANY_TARGET,
    CREATURE,
    IT,
    Each,
    EachOpponent,
    EachPlayer,
    Filter,
    Linked,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import Casts, SetInMotion
from grimorio.dsl.values import AmountAtLeast, EventAmount, LinkedCount, Matches, Minus, YouControl
from grimorio.dsl.zones import Zone


def _mode(*effects: Effect, targets: tuple[TargetSpec, ...] = ()) -> Mode:
    """A mode; its text is its bullet of the printed text (CR 700.2), the Spanish one in
    English too (no English text exists)."""
    return Mode(targets=targets, effects=effects)


def _when_set_in_motion(*effects: Effect, targets: tuple[TargetSpec, ...] = ()) -> Triggered:
    """CR 701.32, 904.9: "Cuando pongas en marcha este plan, <effects>"."""
    return Triggered(SetInMotion(), Mode(targets=targets, effects=effects))


_YOUR_CREATURES = Each(Filter(types=("creature",), controller="you"))
_OPPONENTS_CREATURES = Each(Filter(types=("creature",), controller="opponent"))
_NONLAND = Filter(not_types=("land",))  # "que no sea tierra" (a card or a permanent)
_SIX_LANDS = YouControl(Filter(types=("land",), controller="you"), at_least=6)
_PLAYER = Filter(only_players=True)
_OPPONENT = Filter(only_players=True, player="opponent")

KNEEL_BEFORE_MY_LEGIONS = card(
    "Arrodíllate ante mis legiones",
    abilities=(
        Triggered(
            SetInMotion(),
            _mode(),
            modes=(
                _mode(CreateToken("Scarecrow")),
                _mode(
                    Apply(
                        _YOUR_CREATURES,
                        (ModifyPT(3, 3), Grant(keywords=("vigilance", "trample"))),
                        "end_of_turn",
                    ),
                ),
            ),
        ),
    ),
)

# "tu comandante": a player of Supervillain Rumble has none (CR 904.12, 903.3): the damage is
# undefined and nothing happens (``YourCommander``); in a game with commanders it would be
# dealt to each creature an opponent controls that isn't a commander (903.3)
YOU_WILL_KNOW_TRUE_SUFFERING = card(
    "Conocerás el verdadero sufrimiento",
    abilities=(
        _when_set_in_motion(
            YourCommander(
                (
                    Remember(_OPPONENTS_CREATURES, "victims", commanders=False),
                    DealDamage(EventAmount(), Linked("victims")),
                )
            ),
        ),
    ),
)

# CR 608.2c–d: the creatures are chosen as the ability resolves (the release notes)
RUNNING_IS_USELESS = card(
    "Correr no sirve de nada",
    abilities=(
        _when_set_in_motion(
            ChooseObjects(CREATURE, distinct="mana_value", key="doomed"),
            Destroy(Linked("doomed")),
        ),
    ),
)

# CR 608.2g: cast while the ability resolves, for no mana (118.9); the rest stay exiled
WHEN_WILL_YOU_LEARN = card(
    "¿Cuándo aprenderán?",
    abilities=(
        _when_set_in_motion(
            ExileUntil(Filter(), "exiled", who=EachOpponent()),  # each one's top card
            CastFree(Linked("exiled")),
        ),
    ),
)

# CR 608.2d: the target opponent chooses as the ability resolves — any player, themselves
# or you (the release notes); until your next turn (611.2b) only you two cast spells and
# attack with creatures (101.2)
CHOOSE_A_CHAMPION = card(
    "Elige a un campeón",
    abilities=(
        _when_set_in_motion(OnlyChosenAndYou(Target(0)), targets=(TargetSpec((_OPPONENT,)),)),
    ),
)

CHOOSE_YOUR_DEMISE = card("Elige tu fin", abilities=(_when_set_in_motion(SeparatePiles(4)),))

DEMAND_A_MASSACRE = card(
    "Exijo una masacre",
    abilities=(
        _when_set_in_motion(
            CreateToken("Diablo", count=3, link="devils"),
            Apply(Linked("devils"), (Grant(keywords=("haste",)),), "end_of_turn"),
            # CR 614.1a: damage divided or assigned first, then 1 more (the release notes)
            ReplaceFor(WouldDealDamage(source=Filter(controller="you")), AddAmount(1)),
        ),
    ),
)

# The target opponent chooses one of the permanents chosen; you gain control of the rest
MY_WILL_IS_IMPERIOUS = card(
    "Mi voluntad es imperiosa",
    abilities=(
        _when_set_in_motion(
            ChooseObjects(Filter(not_types=("land",), controller="opponent"), 3, key="picked"),
            ChooseAmong(Linked("picked"), who=Target(0), key="kept", rest="taken"),
            Apply(Linked("taken"), (GainControl(),), "game"),
            targets=(TargetSpec((_OPPONENT,)),),
        ),
    ),
)

_COPY_INSTANTS_AND_SORCERIES = (
    "Hasta el final del turno, siempre que lances un hechizo de instantáneo o de conjuro, "
    "cópialo. Puedes elegir nuevos objetivos para la copia."
)
# CR 613.1b, 701.26b, 611.2c: the permanents are those opponents control as it resolves;
# each attacks its owner this turn if able (508.1d — the release notes: its owner, not
# necessarily the player it was taken from)
_STOLEN = Linked("stolen")
MY_ULTIMATE_MASTERSTROKE = card(
    "Mi golpe maestro definitivo",
    abilities=(
        _when_set_in_motion(
            Remember(Each(Filter(not_types=("land",), controller="opponent")), "stolen"),
            Apply(_STOLEN, (GainControl(),), "end_of_turn"),
            Tap(_STOLEN, untap=True),
            Apply(_STOLEN, (Grant(keywords=("haste",)),), "end_of_turn"),
            AttackOwnerIfAble(_STOLEN),
        ),
    ),
)

MY_WINGS_ENFOLD_ALL = card(
    "Mis alas lo envuelven todo",
    abilities=(
        Triggered(
            SetInMotion(),
            _mode(),
            modes=(
                _mode(Draw(2)),
                _mode(
                    Delayed(  # CR 603.7c: every time this turn, 707.10c: new targets
                        Casts(Filter(types=("instant", "sorcery"), zone=Zone.STACK)),
                        (CopySpell(IT, new_targets=True),),
                        this_turn=True,
                        text_es=_COPY_INSTANTS_AND_SORCERIES,  # English: none exists
                    ),
                ),
            ),
        ),
    ),
)

NO_SECRETS_FROM_ME = card(
    "No hay secretos para mí",
    abilities=(
        _when_set_in_motion(
            ExileUntil(_NONLAND, "found"),
            CastFree(Linked("found")),
            If(_SIX_LANDS, (ExileUntil(_NONLAND, "found_again"), CastFree(Linked("found_again")))),
        ),
    ),
)

# CR 701.21a, 101.4: each opponent in turn order chooses, then all are sacrificed at once
YOU_DESERVE_NO_MERCY = card(
    "No mereces piedad",
    abilities=(
        _when_set_in_motion(
            If(
                _SIX_LANDS,
                (Sacrifice(filter=_NONLAND, who=EachOpponent(), count=3),),
                (Sacrifice(filter=_NONLAND, who=EachOpponent(), count=1),),
            ),
        ),
    ),
)

# "tu comandante": as for *Conocerás el verdadero sufrimiento*, nothing happens in a game
# with schemes (``YourCommander``); with a commander, a token copy of it, not legendary
# (707.9b), which is no commander (903.3)
I_AM_NEVER_ALONE = card(
    "Nunca estoy a solas",
    abilities=(
        _when_set_in_motion(
            YourCommander((CreateCopyTokens(Linked("commander"), legendary=False),))
        ),
    ),
)

# "Elige tres. Puedes elegir el mismo modo más de una vez": every choice of three, with
# repetitions, is one mode made of the chosen bullets in the order they are written (the
# release notes: instructions are followed in that order; a mode chosen twice has two
# targets, whose relative order is the order they are chosen in)
_DESTROY = "Destruye la criatura objetivo."
_DRAW = "El jugador objetivo roba una carta."
_GAIN = "El jugador objetivo gana 5 vidas."
_BULLETS = (_DESTROY, _DRAW, _GAIN)


def _bullet(n: int, target: Target) -> tuple[TargetSpec, Effect]:
    """Bullet ``n`` of *Saborearé tu agonía*: its target and what it does to it."""
    if n == 0:
        return TargetSpec((CREATURE,)), Destroy(target)
    if n == 1:
        return TargetSpec((_PLAYER,)), Draw(1, target)
    return TargetSpec((_PLAYER,)), GainLife(5, target)


def _three_modes() -> tuple[Mode, ...]:
    """CR 700.2d: the ten ways of choosing three of the three bullets, repetitions allowed —
    a mode chosen several times is as if it appeared that many times in a row, each with a
    target of its own (the same one, or others)."""
    out: list[Mode] = []
    for i in range(3):
        for j in range(i, 3):
            for k in range(j, 3):
                chosen = [_bullet(b, Target(n)) for n, b in enumerate((i, j, k))]
                text = " ".join(_BULLETS[b] for b in (i, j, k))
                out.append(
                    Mode(
                        targets=tuple(spec for spec, _e in chosen),
                        effects=tuple(e for _spec, e in chosen),
                        text_es=text,  # English: none exists
                    )
                )
    return tuple(out)


I_WILL_SAVOR_YOUR_AGONY = card(
    "Saborearé tu agonía",
    abilities=(Triggered(SetInMotion(), _mode(), modes=_three_modes()),),
)

# CR 402.2, 611.2b; 608.2g, 118.9: the lands are counted as the ability resolves, and the
# spells are cast then, one at a time, in the order chosen (the release notes)
UNMATCHED_POWER = card(
    "Poder sin igual",
    abilities=(
        _when_set_in_motion(
            Draw(3),
            NoMaximumHandSizeUntilYourTurn(),
            If(_SIX_LANDS, (CastFree(Each(Filter(zone=Zone.HAND, owner="you")), 3),)),
        ),
    ),
)

ONLY_I_KNOW_WHAT_AWAITS = card(
    "Solo yo sé qué nos espera",
    abilities=(_when_set_in_motion(PutPerCardType(Filter(controller="opponent"))),),
)

# CR 614.1a, 701.32c: the next time you would set a scheme in motion, three instead, one
# at a time
PLOTS_THAT_SPAN_CENTURIES = card(
    "Tramas que llevan siglos urdiéndose",
    abilities=(_when_set_in_motion(SetInMotionInstead(3)),),
)

YOUR_MISTAKE_IS_MY_TRIUMPH = card(
    "Tu error es mi victoria",
    abilities=(
        _when_set_in_motion(
            EachMills(3, EachPlayer(), "milled"),
            PutOntoBattlefield(Linked("milled"), Filter(types=PERMANENT_TYPES)),
        ),
    ),
)

YOUR_OWN_FACE_MOCKS_YOU = card(
    "Tu propia cara se ríe de ti",
    abilities=(
        _when_set_in_motion(
            CreateCopyTokens(Target(0), link="copies"),
            CreateToken("Scarecrow", count=Minus(2, LinkedCount("copies"))),
            targets=(
                TargetSpec((Filter(types=("creature",), controller="opponent"),), min=0, max=2),
            ),
        ),
    ),
)

YOUR_PLANS_WILL_FAIL = card(
    "Tus planes no servirán",
    abilities=(
        _when_set_in_motion(
            DiscardHands(Target(0), "discarded", own="yours"),
            DrawPerDiscarded(EachOpponent(), "discarded", minus=1),
            If(AmountAtLeast(LinkedCount("yours"), 1), (Draw(7),)),
            targets=(TargetSpec((_PLAYER,), min=0, max=6),),
        ),
    ),
)

_NONLAND_IN_HAND = Filter(not_types=("land",), zone=Zone.HAND)
_PREMONITION_DAMAGE = (
    "Cuando muestres una o más cartas que no sean tierra de esta manera, este plan hace una "
    "cantidad de daño igual al valor de maná total de esas cartas a cualquier objetivo."
)
A_PREMONITION_OF_YOUR_DEATH = card(
    "Una premonición de tu muerte",
    abilities=(
        _when_set_in_motion(
            RevealToHand(2, "revealed"),
            Reflexive(  # CR 603.12: its target is chosen as it is put on the stack
                Matches(Linked("revealed"), _NONLAND_IN_HAND),
                (
                    WithTotalManaValue(
                        Linked("revealed", _NONLAND_IN_HAND),
                        (DealDamage(EventAmount(), Target(0)),),
                    ),
                ),
                (TargetSpec((ANY_TARGET,)),),
                _PREMONITION_DAMAGE,  # English: none exists
            ),
        ),
    ),
)

YOU_LIVE_ONLY_BECAUSE_I_WILL_IT = card(
    "Vives solo porque lo deseo", abilities=(_when_set_in_motion(RedistributeLife()),)
)

SCHEMES = (
    KNEEL_BEFORE_MY_LEGIONS,
    YOU_WILL_KNOW_TRUE_SUFFERING,
    RUNNING_IS_USELESS,
    WHEN_WILL_YOU_LEARN,
    CHOOSE_A_CHAMPION,
    CHOOSE_YOUR_DEMISE,
    DEMAND_A_MASSACRE,
    MY_WILL_IS_IMPERIOUS,
    MY_ULTIMATE_MASTERSTROKE,
    MY_WINGS_ENFOLD_ALL,
    NO_SECRETS_FROM_ME,
    YOU_DESERVE_NO_MERCY,
    I_AM_NEVER_ALONE,
    I_WILL_SAVOR_YOUR_AGONY,
    UNMATCHED_POWER,
    ONLY_I_KNOW_WHAT_AWAITS,
    PLOTS_THAT_SPAN_CENTURIES,
    YOUR_MISTAKE_IS_MY_TRIUMPH,
    YOUR_OWN_FACE_MOCKS_YOU,
    YOUR_PLANS_WILL_FAIL,
    A_PREMONITION_OF_YOUR_DEATH,
    YOU_LIVE_ONLY_BECAUSE_I_WILL_IT,
)
