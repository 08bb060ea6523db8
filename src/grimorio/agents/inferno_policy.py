"""Rules of thumb for proposing an Inferno combat (I-507.2–I-507.3): which attacker, and
against which defender. One fight is one attacker against one defender, each dealing its
power to the other (I-509.1): a fight is worth what the attacker's damage takes — cards
from the deck of a demon (I-118.3a), an ally it destroys (I-705.5f) — less the attacker if
the defender's damage destroys it. The heuristic player tries each attacker out on a copy
of the game; these rules pick for it where it doesn't (its look ahead, the search's
rollouts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio.agents.evaluation import life_value, permanent_value
from grimorio.core.decisions import Decision, Option
from grimorio.dsl.zones import Zone, zkey
from grimorio.inferno.combat import valid_defenders
from grimorio.rules.characteristics.chars import chars
from grimorio.text.refs import is_card_ref

if TYPE_CHECKING:
    from grimorio.game import Game


def fight_value(game: Game, attacker: int, defender: int) -> float:
    """What ``attacker``'s side gains by the fight (I-509.1: each deals its power)."""
    state = game.state
    att, dfn = state.objects[attacker], state.objects[defender]
    a, d = chars(game, att), chars(game, dfn)
    hit, back = max(a.power or 0, 0), max(d.power or 0, 0)
    if "demonio" in d.supertypes:  # I-118.3a: its player's deck, which is their life
        deck = len(state.zones[zkey(Zone.LIBRARY, dfn.controller)])
        gain = life_value(deck) - life_value(max(deck - hit, 0))
    else:
        gain = permanent_value(game, dfn) if hit >= (d.toughness or 0) else 0.2 * hit
    if back >= (a.toughness or 0):
        gain -= permanent_value(game, att)
    return gain


def _named(args: tuple[Any, ...]) -> int:
    """The object an option or a question names first (0: none)."""
    return next((int(a[2]) for a in args if is_card_ref(a)), 0)


def _best_fight(game: Game, attacker: int) -> float:
    return max((fight_value(game, attacker, d) for d in valid_defenders(game, attacker)), default=0)


def propose_attacker(game: Game, d: Decision) -> Option:
    """I-507.2: the attacker with the best fight open to it."""
    return max(d.options, key=lambda o: _best_fight(game, _named(o.args)))


def propose_defender(game: Game, d: Decision) -> Option:
    """I-507.3: the defender against which the proposed attacker fights best."""
    attacker = _named(d.prompt_args)
    return max(d.options, key=lambda o: fight_value(game, attacker, _named(o.args)))
