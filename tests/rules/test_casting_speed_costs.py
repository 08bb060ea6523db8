"""CR 601.2f, 118.9 — a spell's cost built from its card alone is kept per card definition.

``cost_of`` keeps the cost a spell's definition gives by itself (its mana cost or impending,
702.176a, plus its additional cost, 601.2f) per definition and alternative. These check with
real cards that the kept cost is never another card's or another alternative's, and that a
cost a permission gives (flashback, 702.34a) is still worked out, not kept.
"""

from __future__ import annotations

from grimorio.dsl.abilities import Cost
from grimorio.dsl.mana import ManaCost
from grimorio.rules.casting import costs
from grimorio.rules.casting.costs import SPELL, How, cost_of
from grimorio.rules.casting.permissions import FLASHBACK
from grimorio.scenario.board import build
from support import one

OVERLORD = "Overlord of the Boilerbilges"  # {4}{R}{R}, impending 4—{2}{R}{R}
FEAR = "Fear of Isolation"  # additional cost: return a permanent you control to hand
MOTH = "Rite of the Moth"  # flashback {3}{W}{W}{B}


def test_each_card_and_alternative_gets_its_own_cost_601_2f_118_9():
    g = build(hands=([OVERLORD, FEAR], []))
    overlord = g.state.objects[one(g, OVERLORD, "hand/0")]
    fear = g.state.objects[one(g, FEAR, "hand/0")]
    for _ in range(2):  # the second round is answered from what was kept
        full = cost_of(g, overlord, SPELL)
        impending = cost_of(g, overlord, How(alt="impending"))
        assert full.mana == ManaCost.parse("{4}{R}{R}")
        assert impending.mana == ManaCost.parse("{2}{R}{R}")
        assert full.return_to_hand is None
        fear_cost = cost_of(g, fear, SPELL)
        assert fear_cost.return_to_hand is not None  # its additional cost (CR 601.2f)
        assert fear_cost.mana == ManaCost.parse("{1}{U}")
    assert cost_of(g, overlord, SPELL) is cost_of(g, overlord, SPELL)


def test_a_kept_cost_equals_one_built_afresh_601_2f():
    g = build(hands=([OVERLORD, FEAR], []))
    objs = [g.state.objects[one(g, n, "hand/0")] for n in (OVERLORD, FEAR)]
    kept = [cost_of(g, o, SPELL) for o in objs]
    costs._PRINTED_COSTS.clear()
    assert [cost_of(g, o, SPELL) for o in objs] == kept
    assert all(isinstance(c, Cost) for c in kept)


def test_a_cost_a_permission_gives_is_not_kept_702_34a():
    g = build(graveyards=([MOTH], []))
    moth = g.state.objects[one(g, MOTH, "graveyard/0")]
    before = len(costs._PRINTED_COSTS)
    assert cost_of(g, moth, How(alt=FLASHBACK)).mana == ManaCost.parse("{3}{W}{W}{B}")
    assert len(costs._PRINTED_COSTS) == before
    assert cost_of(g, moth, SPELL).mana == ManaCost.parse("{1}{W}{B}{B}")
