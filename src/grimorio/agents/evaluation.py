"""How good a game is for one player, read only from what that player may see.

The score is a difference of material (the player's minus the opponents'): life on a
curve that values the last points most (CR 104.3b: at 0 life a player loses; in Inferno the
deck, which damage to the demon takes from, I-118.3a), creatures (and allies) by
power, toughness and keywords, other permanents by mana value, planeswalkers by loyalty,
lands, and cards in hand counted (never looked at: the opponent's are hidden, CR 402.3). A
permanent that sacrifices itself for an effect (Bear Trap: "{3}, {T}, sacrifice: 3 damage")
is also worth the mana its ability still asks (:func:`held_in_reserve`): spending it on a
target worth less than the permanent and that mana is a loss.
A finished game scores ±``WON``. :func:`win_chance` squashes a score into [0, 1] for the
search agent.

With more than two players (CR 800.1, a free-for-all game, 806) the opponents' material is
a blend of the average opponent and the leader: for player ``p`` among the seats ``S``,

    score(p) = side(p) − [(1 − LEADER_SHARE) · mean_{o ∈ S, o ≠ p} standing(o)
                          + LEADER_SHARE · max_{o ∈ opponents(p)} side(o)]

where ``standing(o)`` is ``side(o)`` for a player still in the game and :data:`OUT` for
one who has lost (CR 800.4a: they have left the game, and nothing of theirs remains).
Every opponent's loss is the player's gain, and the leader's counts most — the leader is
the threat (:func:`threats`). A player who has lost scores ``-WON`` while the others play
on; a finished game scores as in two. ``side`` is :func:`side_value`. In a game of two
both terms are the opponent's material, and the score is computed as it always was,
``side(p) − side(o)``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from grimorio.dsl.abilities import ActivatedAbility
from grimorio.dsl.card import has_power_and_toughness
from grimorio.dsl.games import GameKind
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import Chars, chars

if TYPE_CHECKING:
    from grimorio.game import Game
    from grimorio.rules.state.objects import MagicObject

WON = 1000.0
CARD_IN_HAND = 1.1
LAND = 1.0
# keyword → (constant, per point of power) added to a creature's value
KEYWORD_VALUE: dict[str, tuple[float, float]] = {
    Keyword.FLYING: (0.3, 0.6),
    Keyword.DEATHTOUCH: (1.5, 0.0),
    Keyword.FIRST_STRIKE: (0.3, 0.5),
    Keyword.DOUBLE_STRIKE: (0.3, 1.0),
    Keyword.LIFELINK: (0.2, 0.5),
    Keyword.TRAMPLE: (0.0, 0.3),
    Keyword.MENACE: (0.2, 0.4),
    Keyword.VIGILANCE: (0.2, 0.3),
    Keyword.REACH: (0.3, 0.0),
    Keyword.HEXPROOF: (1.0, 0.0),
    Keyword.INDESTRUCTIBLE: (2.5, 0.0),
    "ward": (0.8, 0.0),
    Keyword.HASTE: (0.0, 0.1),
    Keyword.DEFENDER: (0.0, -0.8),
}


RESERVE_PER_MANA = 0.5  # a sacrificed permanent's ability: its mana, valued as a spell's


def held_in_reserve(c: Chars) -> float:
    """What the one-shot activated abilities of a permanent hold in reserve: an ability
    whose cost sacrifices the permanent itself (CR 701.21, 602.2) is used once, so having it
    is worth about what casting its effect would cost — the mana the ability asks, on the
    same scale as a permanent's mana value."""
    total = 0.0
    for a in c.abilities:
        if isinstance(a, ActivatedAbility) and a.cost.sacrifice_self:
            total += RESERVE_PER_MANA * (a.cost.mana.mana_value if a.cost.mana else 0)
    return total


def creature_value(c: Chars) -> float:
    """What a creature is worth on the battlefield: its body, its keywords, and a little
    for its other abilities."""
    power = max(c.power or 0, 0)
    toughness = max(c.toughness or 0, 0)
    value = 1.0 + 1.0 * power + 0.7 * toughness
    for kw in c.keywords:
        base, per_power = KEYWORD_VALUE.get(kw, (0.0, 0.0))
        value += base + per_power * power
    value += 0.4 * sum(1 for a in c.abilities if not isinstance(a, str)) + held_in_reserve(c)
    return value if toughness > 0 else 0.0


def permanent_value(game: Game, obj: MagicObject) -> float:
    """A permanent's worth to its controller (a face-down one counts as what it shows,
    CR 708.2)."""
    c = chars(game, obj)
    if "demonio" in c.supertypes:
        return 0.0  # an Inferno demon is its player: its worth is the deck (side_value)
    if has_power_and_toughness(c.types, c.supertypes):  # a creature; an Inferno ally
        return creature_value(c)
    if "land" in c.types or "recurso" in c.types:  # a land; an Inferno resource (I-305)
        return LAND
    if "planeswalker" in c.types:
        return 2.0 + obj.counters.get("loyalty", 0)
    return 1.0 + 0.5 * c.mana_value + 0.3 * len(c.abilities) + held_in_reserve(c)


def life_value(life: int) -> float:
    """Life is worth more the less of it there is left."""
    if life <= 0:
        return -30.0
    return 12.0 * math.log1p(life / 4.0)


def side_value(game: Game, player: int) -> float:
    """The material of one side (what anyone may see of it)."""
    state = game.state
    me = state.player(player)
    library = len(state.zones[zkey(Zone.LIBRARY, player)])
    if state.game is GameKind.INFERNO:
        # I-118.3a, I-112.3a: damage to a player's demon takes cards from their deck, which
        # is what Magic's life is; there is no life and no poison
        value = life_value(library)
    else:
        value = life_value(me.life) - 2.5 * me.poison
    lands = 0
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if obj.controller != player:
            continue
        c = chars(game, obj)
        if "land" in c.types or "recurso" in c.types:
            lands += 1
            value += LAND if lands <= 6 else 0.3
        else:
            value += permanent_value(game, obj)
    value += CARD_IN_HAND * len(state.zones[zkey(Zone.HAND, player)])
    if not library:
        value -= 10.0  # CR 704.5b, I-705.5a: the next draw loses
    return value


OUT = -30.0  # the standing of a player who has left the game (life_value at 0 life)
LEADER_SHARE = 0.5  # of the opponents' material, what the leader's counts for (N > 2)


def threats(game: Game, player: int) -> dict[int, float]:
    """How threatening each opponent of ``player`` still in the game is: their material
    (board, life, cards; :func:`side_value`). The leader is the biggest threat."""
    return {o: side_value(game, o) for o in game.state.opponents(player)}


def evaluate(game: Game, player: int) -> float:
    """The score of the game for ``player``: positive when they are ahead (the formula
    for more than two players is in the module's docstring)."""
    result = game.result
    if result is not None:
        if result.winner is None:
            return 0.0
        return WON if result.winner == player else -WON
    state = game.state
    if len(state.players) == 2:
        return side_value(game, player) - side_value(game, 1 - player)
    if state.player(player).lost:
        return -WON  # CR 800.4a: out of the game, which the others play on
    live = threats(game, player)
    others = [live.get(o, OUT) for o in range(len(state.players)) if o != player]
    leader = max(live.values(), default=OUT)
    blend = (1 - LEADER_SHARE) * sum(others) / len(others) + LEADER_SHARE * leader
    return side_value(game, player) - blend


def win_chance(score: float, scale: float = 12.0) -> float:
    """A score as a number in [0, 1] (a logistic curve; a finished game is 0 or 1)."""
    if score >= WON:
        return 1.0
    if score <= -WON:
        return 0.0
    return 1.0 / (1.0 + math.exp(-score / scale))
