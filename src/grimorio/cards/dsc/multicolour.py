"""Multicoloured cards of the *Duskmourn* Commander decks (printed facts from the package's
data, behaviour as the release notes say):

* Aminatou, la Horadavelos — surveil at your upkeep (CR 701.25a); miracle for the
  enchantment cards in your hand (702.94a);
* El Maestro de las Llaves — X counters and twice X cards milled as it enters (107.3m,
  701.17a); escape for the enchantment cards in your graveyard (702.138a);
* Faucescortantes, Nido de Chirridos — as it enters and whenever you play a card with two
  or more card types (205.2a), a tapped Bird for each player, goaded for the rest of the
  game (701.15a);
* Transformar en fango — up to three targets destroyed at once (701.8a); delirium, an Ooze
  as big as their total mana value (202.3, 608.2h);
* Valgavoth, Arador de Almas — ward—pay 2 life (702.21a); an opponent's first life lost in
  their turn (119.3);
* Winter, oportunista escéptico — mill three as it attacks; at your end step, cards with
  four or more card types among them exiled from your graveyard (205.2a), and a permanent
  card among them put onto the battlefield with a finality counter (122.1h);
* El Señor del Dolor — menace (702.110); "your opponents can't gain life" (119.7: a spell
  or ability that would have them gain life still does the rest; 119.5); "whenever a
  player casts their first spell each turn" (601.2i, counted from the turn's start),
  "another target player" than the caster (115.1: in a game of two, its controller when
  the opponent casts), damage equal to the spell's mana value (202.3e: X as announced);
* Investigadores de fenómenos — "as it enters, choose believe or doubt" (614.12a); its two
  abilities, given by the release notes, exist only for the word chosen (607.2a): a copy
  (707.2) or a permanent turned face up (708.3) chose nothing and has neither.
"""

from grimorio.cards.dsc.commander_tokens import BIRD, OOZE
from grimorio.cards.dsc.printed_text import line, lines
from grimorio.dsl import (
    CREATURE,
    PERMANENT_TYPES,
    THIS,
    YOU,
    AnyOf,
    AtBeginning,
    Attacks,
    ChooseAmong,
    CreateToken,
    DealDamage,
    Delirium,
    Draw,
    EachOpponent,
    EachPlayer,
    Enters,
    EventAmount,
    Filter,
    If,
    LifeGainForbidden,
    Linked,
    Mill,
    Mode,
    PutChosen,
    PutCounters,
    ReturnToBattlefield,
    SpellAbility,
    Static,
    Surveil,
    Target,
    TargetSpec,
    Triggered,
    XValue,
    Zone,
    card,
    dies,
    ward,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_keywords import CardsHave, Escape, Miracle
from grimorio.dsl.continuous import Grant
from grimorio.dsl.effects_designations import Goad, GoadLasts
from grimorio.dsl.effects_groups import DestroyTogether, ExileWithCardTypes, twice
from grimorio.dsl.entry_words import AsEntersChooseWord, ChoseWord
from grimorio.dsl.selectors import OTHER_THAN_THAT_PLAYER, Each
from grimorio.dsl.spells_cast import CastsNthSpell
from grimorio.dsl.triggers_casting import PlaysCard
from grimorio.dsl.triggers_narrowed import LosesLifeFirstTime
from grimorio.dsl.values import AmountAtLeast, LinkedCount

_ENCHANTMENT = Filter(types=("enchantment",))

_AMINATOU = "Aminatou, la Horadavelos"

# CR 702.94a: each enchantment card in your hand has miracle for its mana cost less {4}
# (never less than nothing, 601.2f) — revealed as it is drawn, if it is the first card you
# drew this turn, in any turn (the release notes); cast while the trigger resolves,
# whatever its type's timing.
AMINATOU = card(
    _AMINATOU,
    abilities=(
        Triggered(AtBeginning("upkeep"), Mode(effects=(Surveil(2),), text_es=line(_AMINATOU, 0))),
        CardsHave(Zone.HAND, _ENCHANTMENT, Miracle(less=4), text_es=line(_AMINATOU, 1)),
    ),
)

_KEYS = "El Maestro de las Llaves"
# its second paragraph is two abilities (CR 113.2c: an enters trigger, then a static one)
_KEYS_ENTERS, _, _KEYS_ESCAPE = line(_KEYS, 1).partition(" cartas. ")

# CR 107.3m: X of the enters ability is the X of the spell it was; the cards are milled
# even if it has left the battlefield by then (the release notes). CR 702.138a: the escape
# cost of an enchantment card in your graveyard is its mana cost (of the door cast, for a
# Room) and three other cards of your graveyard exiled; a card without a mana cost can't be
# cast that way.
THE_KEY_MASTER = card(
    _KEYS,
    keywords=("flying",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(PutCounters("+1/+1", XValue(), THIS), Mill(twice(XValue()))),
                text_es=f"{_KEYS_ENTERS} cartas.",
            ),
        ),
        CardsHave(Zone.GRAVEYARD, _ENCHANTMENT, Escape(exile_others=3), text_es=_KEYS_ESCAPE),
    ),
)

_MAWS = "Faucescortantes, Nido de Chirridos"

# CR 603.2: two trigger events in one ability; "play a card" is casting a spell or playing
# a land with two or more card types (205.2a: kindred is one, Horror and Room are subtypes,
# legendary a supertype — the release notes). Each player creates a tapped 2/2 Bird (111.2:
# under their control); each is goaded by this ability's controller for the rest of the
# game (701.15a–b): it attacks each combat if able, a player other than the goading one if
# able — even after it loses its abilities (the release notes).
SCREECHING_MAWS = card(
    _MAWS,
    keywords=("menace", "reach"),
    abilities=(
        Triggered(
            AnyOf((Enters(), PlaysCard(min_types=2))),
            Mode(
                effects=(
                    CreateToken(BIRD.key, who=EachPlayer(), tapped=True, link="birds"),
                    Goad(Linked("birds"), until=GoadLasts.GAME),
                ),
                text_es=line(_MAWS, 1),
            ),
        ),
    ),
)

_SLUDGE = "Transformar en fango"

# CR 115.1, 601.2c: three instances of "target", each up to one (one permanent may be chosen
# for two of them); CR 701.8a: destroyed together. Delirium (608.2c): your own permanents
# destroyed are in your graveyard in time to count (the release notes); X is their total
# mana value as they last existed on the battlefield (608.2h).
TURN_TO_SLUDGE = card(
    _SLUDGE,
    spell=SpellAbility(
        (
            Mode(
                (
                    TargetSpec((Filter(types=("artifact",)),), min=0),
                    TargetSpec((CREATURE,), min=0),
                    TargetSpec((_ENCHANTMENT,), min=0),
                ),
                (
                    DestroyTogether(
                        (Target(0), Target(1), Target(2)),
                        (
                            If(
                                Delirium(),
                                (
                                    CreateToken(
                                        OOZE.key, power=EventAmount(), toughness=EventAmount()
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
                text_es=lines(_SLUDGE, 0, 1),
            ),
        )
    ),
)

_VALGAVOTH = "Valgavoth, Arador de Almas"

# CR 702.21a: ward—pay 2 life. CR 119.3, 120.3a: an opponent losing life, damage or not, for
# the first time in their own turn; an opponent who lost life earlier that turn, before
# Valgavoth entered, doesn't trigger it when they lose life again (the release notes).
VALGAVOTH = card(
    _VALGAVOTH,
    keywords=("flying",),
    abilities=(
        ward(life=2),
        Triggered(
            LosesLifeFirstTime("opponent"),
            Mode(effects=(PutCounters("+1/+1", 1, THIS), Draw(1)), text_es=line(_VALGAVOTH, 2)),
        ),
    ),
)

_WINTER = "Winter, oportunista escéptico"

# CR 508.3a: "whenever Winter attacks, mill three cards" (701.17a). Delirium, at your end
# step (603.2b): you may exile any number of cards from your graveyard with four or more card
# types among them (205.2a); if you do, a permanent card among them is put onto the
# battlefield under your control with a finality counter — exiled instead if it would go to
# a graveyard, whatever abilities it has then (122.1h: the release notes).
WINTER = card(
    _WINTER,
    keywords=("deathtouch",),
    abilities=(
        Triggered(Attacks(), Mode(effects=(Mill(3),), text_es=line(_WINTER, 1))),
        Triggered(
            AtBeginning("end"),
            Mode(
                effects=(
                    ExileWithCardTypes(
                        4,
                        (
                            ChooseAmong(
                                Linked("exiled", Filter(types=PERMANENT_TYPES, zone=Zone.EXILE)),
                                YOU,
                                key="put",
                            ),
                            ReturnToBattlefield(Linked("put"), counters=(("finality", 1),)),
                        ),
                    ),
                ),
                text_es=line(_WINTER, 2),
            ),
        ),
    ),
)

_PAIN = "El Señor del Dolor"

# CR 601.2i, 115.1: the caster's first spell this turn; the target is a player other than
# the caster (the release notes: with one opponent left, its controller when that opponent
# casts); the damage is the spell's mana value as it was cast (202.3e, 608.2h)
THE_LORD_OF_PAIN = card(
    _PAIN,
    keywords=("menace",),
    abilities=(
        LifeGainForbidden(EachOpponent(), text_es=line(_PAIN, 1)),  # CR 119.7
        Triggered(
            CastsNthSpell(nth=1, who="any"),
            Mode(
                (TargetSpec((Filter(only_players=True, player=OTHER_THAN_THAT_PLAYER),)),),
                (DealDamage(EventAmount(), Target(0)),),
                text_es=line(_PAIN, 2),
            ),
        ),
    ),
    article_es="el",
)

_SEEKERS = "Investigadores de fenómenos"
BELIEVE, DOUBT = "creer", "dudar"  # the words the card prints (Spanish only)

# The release notes give the two abilities (rulings 1 and 2): "Creer — Siempre que una
# criatura que no sea ficha que controlas muera, crea una ficha de criatura encantamiento
# Horror negra 2/2." and "Dudar — Al comienzo de tu paso final, puedes regresar un permanente
# que no sea tierra del que seas propietario a tu mano. Si lo haces, roba una carta."
_BELIEVE_ES = (
    "Creer — Siempre que una criatura que no sea ficha que controlas muera, crea una ficha de "
    "criatura encantamiento Horror negra 2/2."
)
_DOUBT_ES = (
    "Dudar — Al comienzo de tu paso final, puedes regresar un permanente que no sea tierra "
    "del que seas propietario a tu mano. Si lo haces, roba una carta."
)
BELIEVE_ABILITY = Triggered(  # CR 700.4: "dies"
    dies(Filter(types=("creature",), controller="you", token=False)),
    Mode(effects=(CreateToken("Horror"),), text_es=_BELIEVE_ES),
)
DOUBT_ABILITY = Triggered(  # CR 513.1, 603.5: "you may"; 608.2c: "if you do"
    AtBeginning("end"),
    Mode(
        effects=(
            PutChosen(Each(Filter(not_types=("land",), owner="you")), link="returned"),
            If(AmountAtLeast(LinkedCount("returned"), 1), (Draw(1),)),
        ),
        text_es=_DOUBT_ES,
    ),
)

# CR 614.12a: the word is chosen before it enters; 613.1f, 607.2a: each ability is the
# permanent's own only while the word chosen as this object entered is its word — none for
# an object that chose nothing (a copy, 707.2; turned face up, 708.3: the release notes)
PHENOMENON_INVESTIGATORS = card(
    _SEEKERS,
    abilities=(
        AsEntersChooseWord((BELIEVE, DOUBT), text_es=line(_SEEKERS, 0)),
        Static(
            (Grant(abilities=(BELIEVE_ABILITY,)),),
            affects=THIS,
            condition=ChoseWord(BELIEVE),
            text_es=_BELIEVE_ES,
        ),
        Static(
            (Grant(abilities=(DOUBT_ABILITY,)),),
            affects=THIS,
            condition=ChoseWord(DOUBT),
            text_es=_DOUBT_ES,
        ),
    ),
    article_es="los",
)

CARDS: tuple[CardDef, ...] = (
    AMINATOU,
    THE_KEY_MASTER,
    SCREECHING_MAWS,
    TURN_TO_SLUDGE,
    VALGAVOTH,
    WINTER,
    THE_LORD_OF_PAIN,
    PHENOMENON_INVESTIGATORS,
)
