"""Red cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say):

* Atleta estrella — an attack trigger with up to one target (CR 508.3a, 115.1); its
  controller may sacrifice it (701.21a); blitz (702.152a);
* Pasillo punzante // Pozo de torturas — a Room (709.5): three Devils as its door is
  unlocked (709.5h); 2 more noncombat damage to an opponent from a source you control
  (614.1a);
* Pirómana entusiasta — "that player" of a spell cast (601.2i, 603.2); its power as it last
  existed (608.2h); undying (702.93a);
* Gremlin puardiente — first strike, haste; whenever a player taps a land for mana, if the
  Gremlin is tapped, that player adds one mana of a type that land produced and then the
  land deals 1 damage to them: a triggered mana ability (605.1b), resolved at once without
  the stack (605.4a).
"""

from grimorio.cards.dsc.printed_text import line
from grimorio.dsl import (
    THIS,
    Attacks,
    Casts,
    ControllerOf,
    CreateToken,
    DealDamage,
    Filter,
    It,
    Mode,
    PowerOf,
    Replacement,
    SourceTapped,
    Target,
    TargetSpec,
    ThatPlayer,
    Triggered,
    Unlocked,
    WouldDealDamage,
    Zone,
    card,
    room,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import blitz
from grimorio.dsl.effects_player_choices import SacrificeOrElse
from grimorio.dsl.mana_effects import AddManaProduced
from grimorio.dsl.mana_triggers import LandTappedForMana
from grimorio.dsl.permanent_keywords import undying
from grimorio.dsl.replacements import AddAmount

_ATHLETE = "Atleta estrella"

# CR 508.3a, 115.1: "up to one target nonland permanent" (none may be chosen: then nothing
# happens); 701.21a, 608.2d: its controller may sacrifice it, and if they don't the Athlete
# deals 5 damage to that player — who controls it as it resolves (608.2h). An illegal
# target as it resolves: it doesn't resolve, no damage, no sacrifice (608.2b, the release
# notes).
STAR_ATHLETE = card(
    _ATHLETE,
    keywords=("menace",),
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                (TargetSpec((Filter(not_types=("land",)),), min=0),),
                (SacrificeOrElse(Target(0), (DealDamage(5, ControllerOf(Target(0))),)),),
                text_es=line(_ATHLETE, 1),
            ),
        ),
        *blitz("{3}{R}"),  # CR 702.152a: haste, "when it dies, draw", sacrificed at end
    ),
    article_es="el",
)

_HALLWAY = "Pasillo punzante // Pozo de torturas"

# Pasillo punzante: CR 709.5h, "when you unlock this door" — also as it enters from being
# cast (709.5d). Pozo de torturas: CR 614.1a, a replacement effect on noncombat damage a
# source you control would deal to an opponent; the source of the 2 more is that source
# (the release notes); when damage is divided, each part gets 2 more (601.2d).
PIERCING_HALLWAY = room(
    _HALLWAY,
    card(
        "Pasillo punzante",
        abilities=(
            Triggered(
                Unlocked(),
                Mode(effects=(CreateToken("Diablo", 3),), text_es=line("Pasillo punzante", 0)),
            ),
        ),
    ),
    card(
        "Pozo de torturas",
        abilities=(
            Replacement(
                WouldDealDamage(Filter(controller="you"), to="opponent", noncombat=True),
                AddAmount(2),
                text_es=line("Pozo de torturas", 0),
            ),
        ),
    ),
)

_PYROMANIAC = "Pirómana entusiasta"

# CR 601.2i, 603.2: "whenever an opponent casts a noncreature spell" — it resolves before
# that spell, even if the spell is countered; "ese jugador" is the caster; the damage is its
# power as it resolves, or as it last existed on the battlefield (608.2h: the release
# notes). Undying (702.93a) returns it as a new object (400.7).
ENTHUSIASTIC_PYROMANIAC = card(
    _PYROMANIAC,
    abilities=(
        Triggered(
            Casts(Filter(not_types=("creature",), zone=Zone.STACK), who="opponent"),
            Mode(
                effects=(DealDamage(PowerOf(THIS), ThatPlayer()),),
                text_es=line(_PYROMANIAC, 0),
            ),
        ),
        undying(),
    ),
    article_es="la",
)

_GREMLIN = "Gremlin puardiente"

# CR 605.1b, 605.4a: a triggered mana ability (no target, it could add mana): it resolves at
# once, without the stack, and can't be responded to (the release notes); "that player" is
# who tapped the land, the mana one of the types the land's ability produced (106.7); the
# land is the source of the damage (120.1). CR 603.4: "if this is tapped".
FIRE_PUFFED_GREMLIN = card(
    _GREMLIN,
    keywords=("first_strike", "haste"),
    abilities=(
        Triggered(
            LandTappedForMana(),
            Mode(
                effects=(AddManaProduced(ThatPlayer()), DealDamage(1, ThatPlayer(), by=It())),
                text_es=line(_GREMLIN, 1),
            ),
            condition=SourceTapped(),
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    STAR_ATHLETE,
    PIERCING_HALLWAY,
    ENTHUSIASTIC_PYROMANIAC,
    FIRE_PUFFED_GREMLIN,
)
