"""Duskmourn's ongoing schemes (CR 205.4h, 904.11): "(Un plan continuo permanece boca arriba
hasta que se abandona.)" — face up in the command zone, their abilities working there
(904.8), until an effect abandons them (701.33). Texts in Spanish only, as the release notes
print them (shown as such in English too)."""

from grimorio.cards.dsc.printed_text import line
from grimorio.dsl.abilities import Mode, Static, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.continuous import Grant, ModifyPT
from grimorio.dsl.effects import (
    Apply,
    CreateToken,
    Draw,
    May,
)
from grimorio.dsl.effects_game import AbandonScheme, CopySpell
from grimorio.dsl.effects_schemes import (
    AbandonThen,
    AdditionalLandPlays,
    CastFree,
    EnterAttacking,
    PlayerHexproof,
    SetSchemeInMotion,
)
from grimorio.dsl.selectors import (
    CREATURE,
    IT,
    Each,
    EachOpponent,
    Filter,
    Linked,
    Target,
    TargetSpec,
)
from grimorio.dsl.triggers import AtBeginning, Attacks, Casts, SetInMotion
from grimorio.dsl.triggers_schemes import IsDealtCombatDamage
from grimorio.dsl.values import AmountAtLeast, DidThisTurn, HalfLife, Not, ThisTurn, YouControl
from grimorio.dsl.zones import Zone

_ABANDON = Mode(effects=(AbandonScheme(),))

# "Siempre que ataques": once for the attack (CR 508.3a, 603.2c), the Demon put onto the
# battlefield attacking (508.4); "si dos o más criaturas murieron bajo tu control este
# turno" is an intervening "if" (603.4): with fewer, the ability doesn't trigger (the release
# notes), read from the turn's record (``TURN_EVENTS``: "creatures_died")
DARK_WINGS_BRING_YOUR_DOWNFALL = card(
    "Las alas oscuras auguran el fin",
    abilities=(
        Triggered(
            Attacks(Filter(types=("creature",), controller="you")),
            Mode(
                effects=(
                    CreateToken("Demon", power=5, toughness=5, tapped=True, link="demon"),
                    EnterAttacking(Linked("demon")),
                )
            ),
            one_or_more=True,
        ),
        Triggered(
            AtBeginning("end", whose="each"),
            _ABANDON,
            condition=AmountAtLeast(ThisTurn("creatures_died"), 2),
        ),
    ),
)

# CR 701.32b: "that scheme" is set in motion again though it is already face up; the
# release notes: its own new ability may resolve first (both are yours to order, 603.3b)
MY_LAUGHTER_ECHOES = card(
    "Mi risa resuena",
    abilities=(
        Triggered(
            SetInMotion(Filter(zone=Zone.COMMAND, not_supertypes=("ongoing",))),
            Mode(effects=(May((AbandonThen((SetSchemeInMotion(IT),)),)),)),
        ),
    ),
)

# "si robaste una carta el turno anterior": the turn's record (``TURN_EVENTS``:
# "drew_last_turn"); an intervening "if" (603.4)
MY_TRUTH_IS_THE_ONLY_ONE = card(
    "Mi verdad es la única",
    abilities=(
        Triggered(Casts(who="any"), Mode(effects=(Draw(1),))),
        Triggered(AtBeginning("upkeep"), _ABANDON, condition=DidThisTurn(("drew_last_turn",))),
    ),
)

_EXTRA_LAND = "Puedes jugar una tierra adicional en cada uno de tus turnos."
MY_TENDRILS_RUN_DEEP = card(
    "Mis zarcillos están muy arraigados",
    abilities=(
        AdditionalLandPlays(1, text_es=_EXTRA_LAND),  # CR 305.2
        Triggered(
            AtBeginning("end"),
            Mode(effects=(Draw(2), AbandonScheme())),
            condition=YouControl(Filter(types=("land",), controller="you"), at_least=6),
        ),
    ),
)

# "si ese jugador tiene menos de la mitad de su total de vidas inicial" — an intervening "if"
# (603.4), checked as the end step begins and again on resolution. "That player" is the
# active player, the first opponent in turn order from them (101.4: EachOpponent's first);
# half their life, rounded down, is below 10 exactly when their life is below 20, half the
# 40 every archenemy starts with (103.4, 904.5).
_BELOW_HALF_LIFE = Not(AmountAtLeast(HalfLife(EachOpponent(), round_up=False), 10))

# "hasta una criatura objetivo": any creature; "No puede ser bloqueada este turno" (509.1b)
YOU_CANNOT_HIDE_FROM_ME = card(
    "No puedes esconderte de mí",
    abilities=(
        Triggered(
            AtBeginning("begin_combat"),
            Mode(
                targets=(TargetSpec((CREATURE,), min=0),),
                effects=(
                    Apply(
                        Target(0),
                        (ModifyPT(2, 2), Grant(keywords=("vigilance", "unblockable"))),
                        "end_of_turn",
                    ),
                ),
            ),
        ),
        Triggered(AtBeginning("end", whose="opponent"), _ABANDON, condition=_BELOW_HALF_LIFE),
    ),
)

# CR 608.2g: cast as the ability resolves, timing rules of its type aside; "Si lo haces"
I_AM_DUSKMOURN = card(
    "Soy Duskmourn",
    abilities=(
        Triggered(
            AtBeginning("end"),
            Mode(
                effects=(
                    CastFree(Each(Filter(zone=Zone.HAND, owner="you")), 1, then=(AbandonScheme(),)),
                )
            ),
        ),
    ),
)

# CR 707.10, 707.10c: the copy (as it resolves, a copy of a permanent spell becomes a token)
I_CONTROL_REALITY = card(
    "Yo controlo la realidad",
    abilities=(
        Triggered(
            Casts(),
            Mode(effects=(May((AbandonThen((CopySpell(IT, new_targets=True),)),)),)),
        ),
    ),
)

# "Los permanentes que controlas y tú tienen la habilidad de antimaleficio" (CR 702.11b–c):
# one printed ability, for the permanents (layer 6, 613.1f) and for its controller; it
# works while the scheme is face up in the command zone (904.8). "Cuando recibas daño de
# combate": once for all the combat damage dealt to you at once (510.2, the release notes)
_UNTOUCHABLE = line("Soy intocable", 1)
I_AM_UNTOUCHABLE = card(
    "Soy intocable",
    abilities=(
        Static(
            (Grant(keywords=("hexproof",)),),
            affects=Each(Filter(controller="you")),
            text_es=_UNTOUCHABLE,  # English: none exists
        ),
        PlayerHexproof(text_es=_UNTOUCHABLE),
        Triggered(
            IsDealtCombatDamage(),
            Mode(effects=(CreateToken("Scarecrow"), AbandonScheme())),
            one_or_more=True,
        ),
    ),
)

ONGOING_SCHEMES = (
    DARK_WINGS_BRING_YOUR_DOWNFALL,
    MY_LAUGHTER_ECHOES,
    MY_TRUTH_IS_THE_ONLY_ONE,
    MY_TENDRILS_RUN_DEEP,
    YOU_CANNOT_HIDE_FROM_ME,
    I_AM_DUSKMOURN,
    I_AM_UNTOUCHABLE,
    I_CONTROL_REALITY,
)
