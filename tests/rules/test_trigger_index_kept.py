"""CR 603.2, 113.6, 613.1f: the listeners the trigger check reads (``listeners.watching``),
the index of abilities in play (``in_play.index_in_play``) and what the layer system reads
(``chars.board_read``) are kept across state versions against the aspects they read. Each
scenario here makes a kept value change for a real reason (a creature with a trigger enters,
control changes, an ability is granted or lost through an effect, a card with a graveyard
trigger is put into a graveyard); the last shows an idle step reusing them all, with no inner
work done."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio import Game
from grimorio.rules.characteristics import chars, reach
from grimorio.rules.events.game import EmptyPools, ManaChange, StepBegins
from grimorio.rules.events.objects import Draw, SetTapped, ZoneChange
from grimorio.rules.pipeline import listeners
from grimorio.rules.pipeline.listeners import graveyard_listening, listening, watching
from grimorio.rules.vocabulary import in_play
from grimorio.rules.vocabulary.in_play import index_in_play
from support import cast, one, resolve_top
from trigger_support import board


def _present(g: Game) -> list[tuple[str, int, bool]]:
    """The battlefield's listeners: card, controller, and whether the ability is ward."""
    return [(lis.card, lis.controller, lis.ability.keyword == "ward") for lis in listening(g).all]


def test_a_creature_with_a_trigger_entering_renews_the_kept_listeners_603_2():
    """The Clown enters: the listeners kept before (the same object across its casting,
    which moves it to the stack but changes nothing on the battlefield) give way to new ones
    that include it; then, with nothing changed, the new ones are kept."""
    g = board(
        hands=(["Vicious Clown"], []),
        battlefields=(["Osseous Sticktwister", "Montaña", "Montaña", "Montaña"], []),
    )
    before = watching(g)
    cast(g, "Vicious Clown")
    assert watching(g) is before  # a card in hand moved to the stack: OBJECTS written
    resolve_top(g)
    after = watching(g)
    assert after is not before and after.present is not before.present
    assert after.yard is before.yard  # the graveyards are unchanged
    assert _present(g) == [("Osseous Sticktwister", 0, False), ("Vicious Clown", 0, False)]
    g.submit("pass")  # the opponent gets priority: nothing written that the listeners read
    assert watching(g) is after


def test_a_change_of_control_renews_the_listeners_613_1b():
    """Duskmourn's Domination: "You control enchanted creature" (and it loses all
    abilities): the Bookworm's listener goes. Its kept index and listeners are replaced."""
    g = board(
        hands=(["Duskmourn's Domination"], []),
        battlefields=(["Isla"] * 6, ["Oblivious Bookworm", "Osseous Sticktwister"]),
    )
    assert _present(g) == [("Oblivious Bookworm", 1, False), ("Osseous Sticktwister", 1, False)]
    index = index_in_play(g)
    cast(g, "Duskmourn's Domination", f"target:{one(g, 'Osseous Sticktwister')}")
    resolve_top(g)
    assert g.state.objects[one(g, "Osseous Sticktwister")].controller == 0
    # stolen and without abilities: only the Bookworm listens, for its controller
    assert _present(g) == [("Oblivious Bookworm", 1, False)]
    assert index_in_play(g) is not index


def test_a_stolen_permanent_keeps_listening_for_its_new_controller_603_3a():
    """Vengeful Possession steals the Bookworm: the ability is the same, its controller is
    not, and the kept listeners are remade with the new controller (STATUS written)."""
    g = board(
        hands=(["Vengeful Possession"], []),
        battlefields=(["Montaña"] * 3, ["Oblivious Bookworm"]),
    )
    before = listening(g)
    assert _present(g) == [("Oblivious Bookworm", 1, False)]
    cast(g, "Vengeful Possession", f"target:{one(g, 'Oblivious Bookworm')}")
    resolve_top(g)
    assert listening(g) is not before
    assert _present(g) == [("Oblivious Bookworm", 0, False)]


def test_an_ability_granted_through_an_effect_listens_613_1f():
    """Sheltered by Ghosts: "Enchanted creature ... has ward {2}" — ward is a triggered
    ability (702.21a). Once the Aura is attached, the creature's listeners include it: the
    index is read through the layers then, no longer from the printed abilities."""
    g = board(
        hands=(["Sheltered by Ghosts"], []),
        battlefields=(["Llanura", "Llanura", "Osseous Sticktwister"], []),
    )
    assert _present(g) == [("Osseous Sticktwister", 0, False)]
    printed_read = in_play.index_read(g)
    cast(g, "Sheltered by Ghosts", f"target:{one(g, 'Osseous Sticktwister')}")
    resolve_top(g)
    while g.state.zones["stack"]:  # its "enters" trigger, with no target or resolving
        resolve_top(g)
    found = _present(g)
    assert ("Osseous Sticktwister", 0, True) in found  # the granted ward
    assert in_play.index_read(g) != printed_read  # through the layers now
    # the Aura leaves: the ward goes with it
    aura = one(g, "Sheltered by Ghosts")
    g.emit(ZoneChange(aura, "graveyard", "701.8a", "destroy"))
    assert all(not ward for _c, _p, ward in _present(g))


def test_an_ability_lost_through_an_effect_stops_listening_613_1f():
    """Unable to Scream: "Enchanted creature loses all abilities": the creature's trigger
    stops listening while the Aura is attached, and listens again once it has left."""
    g = board(
        hands=(["Unable to Scream"], []),
        battlefields=(["Isla", "Osseous Sticktwister"], []),
    )
    assert _present(g) == [("Osseous Sticktwister", 0, False)]
    cast(g, "Unable to Scream", f"target:{one(g, 'Osseous Sticktwister')}")
    resolve_top(g)
    assert _present(g) == []
    g.emit(ZoneChange(one(g, "Unable to Scream"), "graveyard", "701.8a", "destroy"))
    assert _present(g) == [("Osseous Sticktwister", 0, False)]


def test_a_card_with_a_graveyard_trigger_put_into_a_graveyard_listens_113_6m():
    """Fear of Infinity functions from the graveyard: kept graveyard listeners (the same
    object while a card is drawn) change as it is put there and as it leaves."""
    g = board(hands=(["Fear of Infinity"], []), battlefields=(["Isla"] * 4, []))
    empty = graveyard_listening(g)
    assert empty.all == []
    g.emit(Draw(0))
    assert graveyard_listening(g) is empty  # OBJECTS written, the graveyards unchanged
    fear = one(g, "Fear of Infinity", "hand/0")
    g.emit(ZoneChange(fear, "graveyard", "701.9a", "discard"))
    kept = graveyard_listening(g)
    assert [(lis.card, lis.controller) for lis in kept.all] == [("Fear of Infinity", 0)]
    g.emit(Draw(0))
    assert graveyard_listening(g) is kept
    g.emit(ZoneChange(kept.all[0].obj, "exile", "406.3", "exile"))
    assert graveyard_listening(g).all == []


def _counting(
    monkeypatch: pytest.MonkeyPatch, module: Any, name: str, calls: dict[str, int]
) -> None:
    inner = getattr(module, name)

    def counted(*args: Any) -> Any:
        calls[name] = calls.get(name, 0) + 1
        return inner(*args)

    monkeypatch.setattr(module, name, counted)


@pytest.mark.pure  # make test runs it on the pure-Python sources
@pytest.mark.skipif(
    str(listeners.__file__).endswith(".so"),
    reason="compiled modules call each other directly: monkeypatching can't count the calls",
)
def test_an_idle_step_reuses_the_kept_listeners_and_index(monkeypatch: pytest.MonkeyPatch):
    """The events of idle steps — a step begins, a land is tapped for mana, the mana
    empties from the pool — write nothing the listeners, the index of abilities in play or
    what the layers read: none of them is worked out again, while the trigger check runs
    after each of those events (and matches the "at the beginning of" abilities against
    the steps beginning)."""
    g = board(
        battlefields=(["Osseous Sticktwister", "Oblivious Bookworm", "Bosque"], ["Vicious Clown"])
    )
    watch = watching(g)
    index = index_in_play(g)
    read = chars.board_read(g)
    calls: dict[str, int] = {}
    for module, name in (
        (listeners, "_listening"),
        (listeners, "_yard"),
        (in_play, "_index"),
        (reach, "read_by"),
    ):
        _counting(monkeypatch, module, name, calls)
    _counting(monkeypatch, listeners, "watching", calls)
    monkeypatch.setattr("grimorio.rules.pipeline.triggers.watching", listeners.watching)
    version = g.state.version
    land = one(g, "Forest")
    for step in ("begin_combat", "end_combat"):
        g.emit(StepBegins(step, "500.1"))
        g.emit(SetTapped(land, True, "106.4"))
        g.emit(ManaChange(0, "G", 1, "106.4", land))
        g.emit(EmptyPools())
        g.emit(SetTapped(land, False, "502.3"))
    assert g.state.version == version + 10
    assert calls.get("watching", 0) >= 10  # the trigger check ran after each event
    assert {k: v for k, v in calls.items() if k != "watching"} == {}
    assert watching(g) is watch and index_in_play(g) is index and chars.board_read(g) is read
