"""Black cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say):

* Boa persistente — each opponent's upkeep (CR 603.2b); "that player" (603.2); persist
  (702.79a);
* Fanático de la metamorfosis — lifelink counters (122.1b); miracle (702.94a);
* Pena suspendida — suspend (702.62a); exiled with time counters as it resolves;
* Promesa demoníaca — once for each player attacked (603.2c); milled cards that share all
  their card types (205.2a);
* Trile sádico — each player chooses in turn (101.4);
* Hacia el foso — its controller looks at the top card of their library any time (401.2: a
  static ability; the card cast from there stays on top until its costs are paid) and may
  cast spells from there (601.3, following the timing rules, 307.1), sacrificing a nonland
  permanent besides their other costs (118.8, 601.2f); its fourth ruling (disguise and
  morph cast face down from there) concerns abilities no card of the pool has;
* Respiradero angosto // Acceso al laberinto — a Room (709.5): the first door deals 6
  damage to a target creature an opponent controls and its controller gains life equal to
  the excess damage (120.10: lethal damage counts the damage already marked, and 1 from a
  source with deathtouch, 702.2c); the second offers, once during each of its
  controller's turns, the alternative cost "life equal to its mana value" for a spell cast
  from their hand (118.9: not combined with another alternative cost; additional costs
  still paid, 118.9d);
* Engendro del sótano antiguo — Demon, Horror and Nightmare spells you cast cost {1} less
  (601.2f, 118.7); whenever you cast a spell, if the mana spent to cast it (601.2h) was
  less than its mana value (202.3, X as announced: 202.3e), target opponent loses the
  difference (119.3) — fixed as the spell is cast, so also if it is countered (608.2h).
"""

from grimorio.cards.dsc.printed_text import line, lines
from grimorio.dsl import (
    THAT_PLAYER,
    THIS,
    AtBeginning,
    Attacks,
    ControllerOf,
    CostModifier,
    CreateToken,
    Destroy,
    Draw,
    Enters,
    EventAmount,
    Filter,
    GainLife,
    Linked,
    LoseLife,
    Mill,
    Mode,
    PutCounters,
    ReturnToBattlefield,
    Sacrifice,
    SpellAbility,
    Target,
    TargetSpec,
    ThatPlayer,
    Triggered,
    Unlocked,
    Zone,
    card,
    room,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import exile_with_counters, miracle, suspend
from grimorio.dsl.effects_groups import IfShareCardTypes
from grimorio.dsl.effects_player_choices import EachPlayerChooses
from grimorio.dsl.library_top import DamageWithExcess, LookAtLibraryTop
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.mana_triggers import CastsPayingLess
from grimorio.dsl.permanent_keywords import persist
from grimorio.dsl.permissions import AltCostFor, MayPlayFrom

_BOA = "Boa persistente"

# CR 603.2b, 603.2: "él" is the player whose upkeep it is; "up to one target creature he
# controls" — with no target chosen it still resolves, but if the one chosen is gone it
# doesn't, and no life is lost (608.2b: the release notes)
PERSISTENT_CONSTRICTOR = card(
    _BOA,
    abilities=(
        Triggered(
            AtBeginning("upkeep", whose="opponent"),
            Mode(
                (TargetSpec((Filter(types=("creature",), controller=THAT_PLAYER),), min=0),),
                (LoseLife(1, ThatPlayer()), PutCounters("-1/-1", 1, Target(0))),
                text_es=line(_BOA, 0),
            ),
        ),
        persist(),  # CR 702.79a
    ),
    article_es="la",
)

_ZEALOT = "Fanático de la metamorfosis"

METAMORPHOSIS_ZEALOT = card(
    _ZEALOT,
    keywords=("lifelink",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                (
                    TargetSpec(
                        (Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you"),), min=0
                    ),
                ),
                # CR 122.1b: a lifelink counter gives the keyword (layer 6, 613.1f)
                (ReturnToBattlefield(Target(0), counters=(("lifelink", 1),)),),
                text_es=line(_ZEALOT, 1),
            ),
        ),
        miracle("{1}{B}"),  # CR 702.94a
    ),
    article_es="el",
)

_SENTENCE = "Pena suspendida"

# "Ese jugador" is the creature's controller, as it last existed if it was destroyed (CR
# 608.2h); the spell then exiles itself with three time counters, suspended again (702.62b)
SUSPENDED_SENTENCE = card(
    _SENTENCE,
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature",), controller="opponent"),)),),
                (
                    Destroy(Target(0)),
                    LoseLife(3, ControllerOf(Target(0))),
                    exile_with_counters(3),
                ),
                text_es=line(_SENTENCE, 0),
            ),
        )
    ),
    abilities=suspend(3, "{1}{B}"),  # CR 702.62a
    article_es="la",
)

_PACT = "Promesa demoníaca"

DEMONIC_COVENANT = card(
    _PACT,
    abilities=(
        # CR 508.3a, 603.2c: once for each player attacked with one or more Demons (the
        # release notes); creatures put onto the battlefield attacking were never declared
        Triggered(
            Attacks(Filter(subtypes=("Demon",), controller="you"), player=True),
            Mode(effects=(Draw(1), LoseLife(1)), text_es=line(_PACT, 0)),
            one_or_more=True,
        ),
        # CR 111.4: a 5/5 black Demon with flying; 205.2a: two milled cards with the same
        # card types, supertypes and subtypes aside (the release notes)
        Triggered(
            AtBeginning("end"),
            Mode(
                effects=(
                    CreateToken("Demon", power=5, toughness=5),
                    Mill(2, link="milled"),
                    IfShareCardTypes("milled", 2, (Sacrifice(THIS),)),
                ),
                text_es=line(_PACT, 1),
            ),
        ),
    ),
    article_es="la",
)

_SHELL_GAME = "Trile sádico"

# CR 101.4: each player in turn, starting with the next opponent, knowing the earlier
# choices (the release notes); "a creature you don't control": the caster's words
SADISTIC_SHELL_GAME = card(
    _SHELL_GAME,
    spell=SpellAbility(
        (
            Mode(
                effects=(
                    EachPlayerChooses(Filter(types=("creature",), controller="opponent")),
                    Destroy(Linked("chosen")),
                ),
                text_es=lines(_SHELL_GAME, 0, 1),
            ),
        )
    ),
    article_es="el",
)

_PIT = "Hacia el foso"

# CR 401.2, 601.3: the top card of your own library — seen by you alone, cast from there as
# a spell (no land), sacrificing a nonland permanent besides its other costs (118.8)
INTO_THE_PIT = card(
    _PIT,
    abilities=(
        LookAtLibraryTop(text_es=line(_PIT, 0)),
        MayPlayFrom(
            Zone.LIBRARY,
            lands=False,
            sacrifice=Filter(not_types=("land",)),  # "un permanente que no sea tierra"
            text_es=line(_PIT, 1),
        ),
    ),
    article_es="el",
)

_VENT = "Respiradero angosto // Acceso al laberinto"
_VENT_DOOR = "Respiradero angosto"
_MAZE_DOOR = "Acceso al laberinto"

# Respiradero angosto: CR 709.5h, "when you unlock this door" (also as it enters from being
# cast, 709.5d); the Room is the source of the damage (120.3); the life is the excess damage
# (120.10). Acceso al laberinto: CR 118.9, an alternative cost a permanent offers for spells
# cast from your hand, once during each of your turns.
NARROW_VENT = room(
    _VENT,
    card(
        _VENT_DOOR,
        abilities=(
            Triggered(
                Unlocked(),
                Mode(
                    (TargetSpec((Filter(types=("creature",), controller="opponent"),)),),
                    (DamageWithExcess(6, Target(0), (GainLife(EventAmount()),)),),
                    text_es=lines(_VENT_DOOR, 0, 1),
                ),
            ),
        ),
    ),
    card(
        _MAZE_DOOR,
        abilities=(
            AltCostFor(
                ManaCost(),
                from_zone=Zone.HAND,
                once_each_turn=True,
                pay_life=True,
                your_turn=True,
                text_es=line(_MAZE_DOOR, 0),
            ),
        ),
    ),
)

_CELLARSPAWN = "Engendro del sótano antiguo"
_OPPONENT = Filter(only_players=True, player="opponent")  # "target opponent" (CR 115.1)

# CR 601.2f, 118.7: only generic mana is reduced, and the spell's mana value doesn't change
# (202.3: the release notes); CR 601.2h–i, 603.4: the difference between the mana value
# and the mana spent is fixed as the spell is cast — the ability resolves first, and also
# if the spell is countered, with the mana value it last had on the stack (608.2h).
ANCIENT_CELLARSPAWN = card(
    _CELLARSPAWN,
    abilities=(
        CostModifier(
            -1,
            spells=Filter(subtypes=("Demon", "Horror", "Nightmare"), zone=Zone.STACK),
            text_es=line(_CELLARSPAWN, 0),
        ),
        Triggered(
            CastsPayingLess(),
            Mode(
                (TargetSpec((_OPPONENT,)),),
                (LoseLife(EventAmount(), Target(0)),),
                text_es=line(_CELLARSPAWN, 1),
            ),
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    PERSISTENT_CONSTRICTOR,
    METAMORPHOSIS_ZEALOT,
    SUSPENDED_SENTENCE,
    DEMONIC_COVENANT,
    SADISTIC_SHELL_GAME,
    INTO_THE_PIT,
    NARROW_VENT,
    ANCIENT_CELLARSPAWN,
)
