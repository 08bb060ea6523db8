"""Green cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say):

* Devorador cortezagritos — "whenever you attack" (CR 508.3a, 603.2c); untap up to X lands
  (701.26b), X the greatest power among the creatures declared as attackers as it resolves
  (608.2h);
* Génesis sin forma — a Kindred sorcery (308); changeling (702.73a); an X/X token, X fixed
  as it resolves (111.4); retrace (702.81a);
* Bestiamiga curadora — "colorless creatures you control enter with two additional +1/+1
  counters" (614.1c, a filter of colourless objects, 105.2c; never the creatures entering
  with it, 614.12); manifest dread as it enters or attacks (701.62);
* Monstruosidad osuna — at the beginning of each combat on your turn, mill a card (701.17;
  with an empty library the rest still happens), choose an opponent at random (701.3a's
  seeded generator), and it "attacks that player this combat if able": a requirement tied
  to that player alone (508.1d, 802.3a: not a planeswalker they control), gone as the
  combat phase ends (511.3), so a second combat chooses again (500.8); until end of turn
  it gains indestructible and gets +1/+1 for each card type among the cards in your
  graveyard, fixed as it resolves (611.2d, 205.2a);
* Opción desorientadora — up to one target artifact or enchantment for each opponent,
  controlled by that opponent (115.1, 601.2c); each chosen permanent's controller, in turn
  order from the next one, may exile it, knowing what those before decided, and they are
  exiled together (101.4, 608.2d, 701.13a); then, if one or more of them are still on the
  battlefield, you search for up to that many land cards and put them onto the
  battlefield tapped, then shuffle (701.23, 701.24a).
"""

from grimorio.cards.dsc.commander_tokens import SHAPESHIFTER
from grimorio.cards.dsc.printed_text import line
from grimorio.dsl import (
    THIS,
    AnyOf,
    Apply,
    AtBeginning,
    Attacks,
    CardTypesInGraveyard,
    Count,
    CreateToken,
    Enters,
    EventAmount,
    Filter,
    ManifestDread,
    Mill,
    Mode,
    RandomOpponent,
    SpellAbility,
    Target,
    Triggered,
    Zone,
    card,
)
from grimorio.dsl.attack_requirements import AttacksPlayerIfAble
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import retrace
from grimorio.dsl.continuous import Grant, ModifyPT
from grimorio.dsl.controllers_choose import (
    ControllersMayExile,
    SearchUpTo,
    one_target_per_opponent,
)
from grimorio.dsl.effects_groups import WithGreatestAttackingPower
from grimorio.dsl.effects_player_choices import UntapUpTo
from grimorio.dsl.permanent_keywords import changeling
from grimorio.dsl.replacements import EntersWithCounters, Replacement, WouldEnter
from grimorio.dsl.selectors import COLORLESS

_DEVOURER = "Devorador cortezagritos"

# CR 508.3a, 603.2c: "whenever you attack with one or more creatures" triggers once for the
# declaration; X is worked out once, as it resolves (608.2h), from the creatures declared as
# attackers still attacking — not those put onto the battlefield attacking (508.4: the
# release notes); any lands, each player's, may be untapped (701.26b).
SCREAMING_NEMESIS = card(
    _DEVOURER,
    keywords=("trample",),
    abilities=(
        Triggered(
            Attacks(Filter(types=("creature",), controller="you")),
            Mode(
                effects=(
                    WithGreatestAttackingPower(
                        (UntapUpTo(Filter(types=("land",)), EventAmount()),)
                    ),
                ),
                text_es=line(_DEVOURER, 1),
            ),
            one_or_more=True,
        ),
    ),
    article_es="el",
)

_GENESIS = "Génesis sin forma"
_LANDS_IN_YOUR_GRAVEYARD = Count(Filter(types=("land",), zone=Zone.GRAVEYARD, owner="you"))

# CR 702.73a, 604.3: changeling works in every zone — the Kindred sorcery is every creature
# type (308.2); the token's X is the number of land cards in your graveyard as it resolves,
# and stays (111.4: the release notes); retrace (702.81a) casts it again from the graveyard
# by discarding a land card, following the normal timing rules.
FORMLESS_GENESIS = card(
    _GENESIS,
    spell=SpellAbility(
        (
            Mode(
                effects=(
                    CreateToken(
                        SHAPESHIFTER.key,
                        power=_LANDS_IN_YOUR_GRAVEYARD,
                        toughness=_LANDS_IN_YOUR_GRAVEYARD,
                    ),
                ),
                text_es=line(_GENESIS, 1),
            ),
        )
    ),
    abilities=(changeling(), retrace()),
    article_es="la",
)

_CURATOR = "Bestiamiga curadora"

# CR 614.1c, 105.2c: a colourless creature entering under your control gets two more +1/+1
# counters — a face-down one manifested by its own ability too (the release notes); not a
# creature entering at the same time as the Bestiamiga (614.12: its effect doesn't exist
# yet). CR 701.62: manifest dread as it enters and whenever it attacks.
CURATOR_BEASTIE = card(
    _CURATOR,
    keywords=("reach",),
    abilities=(
        Replacement(
            WouldEnter(Filter(types=("creature",), colors=(COLORLESS,), controller="you")),
            EntersWithCounters("+1/+1", 2),
            text_es=line(_CURATOR, 1),
            text_en=line(_CURATOR, 1),
        ),
        Triggered(
            AnyOf((Enters(), Attacks())),
            Mode(effects=(ManifestDread(),), text_es=line(_CURATOR, 2)),
        ),
    ),
    article_es="la",
)

_BEAR = "Monstruosidad osuna"
_TYPES = CardTypesInGraveyard()  # CR 205.2a: card types, not supertypes or subtypes

# CR 603.2b: at the beginning of each combat on your turn (500.8: each combat phase of it)
URSINE_MONSTROSITY = card(
    _BEAR,
    keywords=("trample",),
    abilities=(
        Triggered(
            AtBeginning("begin_combat"),
            Mode(
                effects=(
                    Mill(1),
                    AttacksPlayerIfAble(THIS, RandomOpponent(another=False)),
                    Apply(THIS, (Grant(keywords=("indestructible",)), ModifyPT(_TYPES, _TYPES))),
                ),
                text_es=line(_BEAR, 1),
            ),
        ),
    ),
    article_es="la",
)

_CHOICE = "Opción desorientadora"

# CR 601.2c: each target an opponent's, no two the same opponent's; 608.2b: one no longer an
# opponent's artifact or enchantment is illegal as it resolves, and isn't "chosen this way"
DISORIENTING_CHOICE = card(
    _CHOICE,
    spell=SpellAbility(
        (
            Mode(
                (one_target_per_opponent(Filter(types=("artifact", "enchantment"))),),
                (
                    ControllersMayExile(
                        Target(0),
                        then=(SearchUpTo(Filter(types=("land",)), EventAmount(), tapped=True),),
                    ),
                ),
                text_es=line(_CHOICE, 0),
            ),
        )
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    SCREAMING_NEMESIS,
    FORMLESS_GENESIS,
    CURATOR_BEASTIE,
    URSINE_MONSTROSITY,
    DISORIENTING_CHOICE,
)
