"""CR 603.2, 113.6: who listens for triggers (``grimorio.rules.pipeline.listeners``) — the
listeners kept across state versions must change exactly when what they come from changes
(a permanent entering, leaving, changing controller; a card put into a graveyard), and the
index by event class must leave out only listeners that could not match."""

from __future__ import annotations

import typing

from grimorio import Game
from grimorio.dsl import triggers as tr
from grimorio.dsl import values as vx
from grimorio.dsl.selectors import Filter
from grimorio.rules.events.game import Damage, ManaChange, StepBegins
from grimorio.rules.events.objects import SetTapped, ZoneChange
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.pipeline.listeners import (
    Listening,
    event_kinds,
    graveyard_listening,
    listening,
    may_match,
    watched,
)
from grimorio.scenario.board import build
from support import cast, one, random_game, resolve_top
from trigger_support import LIB, count


def _cards(g: Game) -> list[tuple[str, int]]:
    return [(lis.card, lis.controller) for lis in listening(g).all]


def test_every_trigger_condition_says_which_events_it_watches():
    """The index is derived from the trigger conditions: each kind names its event classes,
    except "becomes the target", which reads any event with targets (matched against all)."""
    kinds = typing.get_args(tr.Trigger)
    for kind in kinds:
        if kind in (tr.BecomesTarget, tr.BecomesTargetOfSpell, tr.AnyOf):
            continue
        found = watched(kind(*_args(kind)))
        assert found is not None, kind
    assert watched(tr.BecomesTarget()) is None
    both = tr.AnyOf((tr.Enters(), tr.BecomesTapped()))
    assert may_match(both, (ZoneChange,)) and may_match(both, (SetTapped,))
    assert not may_match(both, (ManaChange,))
    assert not may_match(tr.StateIs(vx.YourTurn()), (ZoneChange, Damage))
    assert may_match(tr.LeavesGraveyard(), (PutOnStack,))  # CR 601.2a: cast from there
    assert may_match(tr.LosesLife(), (Damage,))  # CR 120.3a


def _args(kind: type) -> tuple[object, ...]:
    if kind is tr.CountersPut:
        return ("lore",)
    if kind is tr.AtBeginning:
        return ("upkeep",)
    if kind is tr.Chapter:
        return (1,)
    if kind is tr.PutIntoGraveyard:
        return (Filter(),)
    if kind is tr.StateIs:
        return (vx.YourTurn(),)
    if kind is tr.Colorless:
        return (tr.Enters(),)
    return ()


def test_listeners_are_kept_while_the_battlefield_is_unchanged_and_renewed_when_it_changes():
    """CR 603.2: a creature with a triggered ability that enters listens from then on; the
    listeners of the board before are kept (the same object) across unrelated events."""
    g = build(
        hands=(["Vicious Clown"], []),
        battlefields=(["Osseous Sticktwister", "Montaña", "Montaña", "Montaña"], []),
        libraries=(LIB, LIB),
    )
    before = listening(g)
    assert _cards(g) == [("Osseous Sticktwister", 0)]
    state = g.state
    state.version += 1  # a new version in which nothing changed
    assert listening(g) is before
    cast(g, "Vicious Clown")
    assert listening(g) is before  # on the stack, not yet listening
    resolve_top(g)
    after = listening(g)
    assert after is not before
    assert _cards(g) == [("Osseous Sticktwister", 0), ("Vicious Clown", 0)]
    # the index: the Clown ("another creature enters") is matched against zone changes,
    # never against a land tapped for mana or a step beginning
    clown = after.all[1]
    assert clown in after.for_kinds((ZoneChange,))
    assert clown not in after.for_kinds((SetTapped,))
    assert after.for_kinds((StepBegins,)) == [after.all[0]]  # "at the beginning of ..."
    assert after.for_kinds(event_kinds([])) == []


def test_a_stolen_permanent_listens_for_its_new_controller_613_1b():
    """CR 613.1b, 603.3a: after Vengeful Possession the opponent's Oblivious Bookworm is
    controlled by its thief; the kept listener changes with it, and its "at the beginning of
    your end step" triggers in the thief's end step, controlled by the thief."""
    g = build(
        hands=(["Vengeful Possession"], []),
        battlefields=(["Montaña"] * 3, ["Oblivious Bookworm"]),
        libraries=(LIB, LIB),
    )
    assert _cards(g) == [("Oblivious Bookworm", 1)]
    cast(g, "Vengeful Possession", f"target:{one(g, 'Oblivious Bookworm')}")
    resolve_top(g)
    if g.pending.kind != "priority":  # "you may discard a card": no
        g.submit(g.pending.ids()[-1])
    assert _cards(g) == [("Oblivious Bookworm", 0)]
    while g.state.step != "end":
        g.submit("done" if g.pending.kind == "attackers" else "pass")
    assert count(g, "603.2") >= 1
    top = g.state.objects[g.state.zones["stack"][-1]]
    assert top.card == "Oblivious Bookworm" and top.controller == 0


def test_graveyard_listeners_follow_the_cards_put_into_a_graveyard_113_6m():
    """CR 113.6m: Fear of Infinity's ability functions from the graveyard; it listens once
    the card is put there, and no longer once it has left."""
    g = build(
        hands=(["Fear of Infinity"], []),
        battlefields=(["Isla"] * 4, []),
        libraries=(LIB, LIB),
    )
    assert graveyard_listening(g).all == []
    fear = one(g, "Fear of Infinity", "hand/0")
    g.emit(ZoneChange(fear, "graveyard", "701.9a", "discard"))
    found = graveyard_listening(g).all
    assert [(lis.card, lis.controller) for lis in found] == [("Fear of Infinity", 0)]
    assert graveyard_listening(g) is graveyard_listening(g)
    g.emit(ZoneChange(found[0].obj, "exile", "406.3", "exile"))
    assert graveyard_listening(g).all == []


def _random_game(seed: int) -> tuple[list[str], list[str]]:
    game = random_game(seed)
    return list(game.state.answers), game.log.rules()


def test_the_index_leaves_out_only_listeners_that_could_not_trigger(monkeypatch):
    """The same seeded games, with every listener matched against every event (no index)
    and with the index, give the same answers and the same log."""
    indexed = [_random_game(seed) for seed in (3, 4)]
    monkeypatch.setattr(Listening, "for_kinds", lambda self, kinds: self.all)
    assert [_random_game(seed) for seed in (3, 4)] == indexed
