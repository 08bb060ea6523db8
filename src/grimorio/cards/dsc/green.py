"""Green cards of the *Duskmourn* Commander decks (printed facts from the package's data,
behaviour as the release notes say): Devorador cortezagritos ("whenever you attack", CR
508.3a, 603.2c; untap up to X lands, 701.26b, X the greatest power among the creatures
declared as attackers as it resolves, 608.2h) and Génesis sin forma (a Kindred sorcery,
308; changeling, 702.73a; an X/X token, X fixed as it resolves, 111.4; retrace, 702.81a).

Not written yet, for want of rules outside the vocabulary's reach (the project's report):
*Bestiamiga curadora* ("colorless creatures you control enter with two additional +1/+1
counters": a filter for colourless objects, 105.2c), *Monstruosidad osuna* ("it attacks that
player this combat if able": an attack requirement tied to one player, 508.1d, 802.3a) and
*Opción desorientadora* ("for each opponent, up to one target ... that player controls":
target specs of as many targets as opponents, each controlled by another one, 115.1,
601.2c)."""

from grimorio.cards.dsc.commander_tokens import SHAPESHIFTER
from grimorio.cards.dsc.printed_text import line
from grimorio.dsl import (
    Attacks,
    Count,
    CreateToken,
    EventAmount,
    Filter,
    Mode,
    SpellAbility,
    Triggered,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import retrace
from grimorio.dsl.effects_commander_actions import UntapUpTo, WithGreatestAttackingPower
from grimorio.dsl.permanent_keywords import changeling

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

CARDS: tuple[CardDef, ...] = (SCREAMING_NEMESIS, FORMLESS_GENESIS)
