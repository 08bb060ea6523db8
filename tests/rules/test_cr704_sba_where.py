"""CR 704.5d–e: state-based actions look for tokens and copies of cards outside the
battlefield only when such an object exists (``state_checks.tokens_and_copies``, brought up to
date as objects are made): the list must grow when a token is made, and a token that leaves
the battlefield must still cease to exist."""

from __future__ import annotations

from grimorio.mtg.turn.sba import simultaneous_actions
from grimorio.rules.turn.state_checks import tokens_and_copies
from grimorio.scenario.board import build
from support import cast, one, resolve_top

LIB = ["Llanura"] * 5


def test_a_token_made_after_a_check_is_looked_for_704_5d():
    g = build(
        hands=(["Glimmerburst", "Asesinato"], []),
        battlefields=(["Isla"] * 4 + ["Pantano"] * 3, []),
        libraries=(LIB, LIB),
    )
    assert tokens_and_copies(g) == []
    assert simultaneous_actions(g) == []
    cast(g, "Glimmerburst")
    resolve_top(g)
    glimmer = one(g, "Glimmer")
    assert tokens_and_copies(g) == [glimmer]  # the list grew as the token was made
    cast(g, "Murder", f"target:{glimmer}")
    resolve_top(g)
    assert "704.5d" in g.log.rules()
    assert not any(o.token for o in g.state.objects.values())
    assert simultaneous_actions(g) == []


def test_a_planeswalker_without_counters_still_dies_704_5i():
    """A permanent with no counters at all is still read for 704.5i (no loyalty: 0)."""
    g = build(
        battlefields=([{"name": "Test Walker", "counters": {}}], []),
        libraries=(LIB, LIB),
    )
    assert g.state.zones["battlefield"] == []
    assert "704.5i" in g.log.rules()
