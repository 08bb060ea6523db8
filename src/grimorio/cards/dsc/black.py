"""Black cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say): Boa persistente (each opponent's upkeep, CR 603.2b;
"that player", 603.2; persist, 702.79a), Fanático de la metamorfosis (lifelink counters,
122.1b; miracle, 702.94a), Pena suspendida (suspend, 702.62a; exiled with time counters as
it resolves), Promesa demoníaca (once for each player attacked, 603.2c; milled cards that
share all their card types, 205.2a) and Trile sádico (each player chooses in turn, 101.4).

Not written yet, for want of rules outside the vocabulary's reach (the project's report):
*Engendro del sótano antiguo* (the amount of mana spent to cast a spell, 601.2h, is not
kept), *Hacia el foso* (casting spells from the top of a library, looking at it any time)
and *Respiradero angosto // Acceso al laberinto* (an alternative cost of life equal to a
spell's mana value, once during each of your turns)."""

from grimorio.cards.dsc.printed_text import line, lines
from grimorio.dsl import (
    THAT_PLAYER,
    THIS,
    AtBeginning,
    Attacks,
    ControllerOf,
    CreateToken,
    Destroy,
    Draw,
    Enters,
    Filter,
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
    Zone,
    card,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import exile_with_counters, miracle, suspend
from grimorio.dsl.effects_commander_cards import EachPlayerChooses, IfShareCardTypes
from grimorio.dsl.permanent_keywords import persist

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

CARDS: tuple[CardDef, ...] = (
    PERSISTENT_CONSTRICTOR,
    METAMORPHOSIS_ZEALOT,
    SUSPENDED_SENTENCE,
    DEMONIC_COVENANT,
    SADISTIC_SHELL_GAME,
)
