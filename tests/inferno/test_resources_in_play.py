"""A card in play turned face down as a resource, or a resource turned face up, where it is
and keeping its status (I-110.6e; row 4 of ``docs/inferno-examples.md``): *Pacificadora
barahai* ("Si Pacificadora barahai fuese a ser destruida, en vez de eso colócala boca abajo:
se convierte en un recurso", a replacement effect, I-613.1a) becomes a resource with
"Girar: agrega una energía" (I-305.5) that nobody may look at, its owner included (I-305.2).
The shared event (``rules/events/status.py``'s ``TurnFaceDown``) is Magic's too (CR 708.2a)."""

from __future__ import annotations

from inferno_support import RESOURCE

from grimorio import Game
from grimorio.core.rng import Rng
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.determinize import hidden_from
from grimorio.rules.events.status import TurnFaceDown, TurnFaceUp
from grimorio.scenario.board import build

PACIFICADORA = "inferno:Pacificadora barahai"
NAMES = ("Pacificadora barahai", "Barahai Peacekeeper")
DECK = ["Humano errante"] * 5


def _board(tapped: bool, active: int = 0, hand: tuple[str, ...] = ()) -> Game:
    """Player 1's *Pacificadora barahai* in play, tapped or not; the active player's
    *Cataclismo de prueba* ("Destruye todos los aliados", I-701.6a), the cards ``hand``
    and a resource for each card to pay with."""
    hands: list[list[str]] = [[], []]
    hands[active] = ["Cataclismo de prueba", *hand]
    battlefields: list[list[object]] = [[], []]
    battlefields[active] = [RESOURCE] * (1 + len(hand))
    battlefields[1].append({"name": "Pacificadora barahai", "tapped": tapped})
    return build(  # type: ignore[arg-type]
        game="inferno",
        hands=hands,
        battlefields=battlefields,
        libraries=(DECK, DECK),
        active=active,
    )


def _id(game: Game, card: str) -> int:
    state = game.state
    return next(o for o in sorted(state.objects) if state.objects[o].card == f"inferno:{card}")


def _play(game: Game, card_id: int, pay_with: int | None = None) -> None:
    """Play a card, paying its energy with the resource ``pay_with`` if given (I-601.1g),
    and let it resolve (I-607.2)."""
    game.submit(f"cast:{card_id}")
    while game.pending is not None and game.pending.kind != "priority":
        ids = [o.id for o in game.pending.options]
        mine = [i for i in ids if pay_with is not None and i.startswith(f"mana:{pay_with}:")]
        game.submit(mine[0] if mine else ids[0])
    while game.state.zones["stack"]:
        game.submit("pass")


def _destroyed(tapped: bool, active: int = 0, hand: tuple[str, ...] = ()) -> tuple[Game, int]:
    """The board after *Cataclismo de prueba* resolved: *Pacificadora barahai*'s id."""
    game = _board(tapped, active, hand)
    pacificadora = _id(game, "Pacificadora barahai")
    _play(game, _id(game, "Cataclismo de prueba"), pay_with=_resource_of(game, active))
    return game, pacificadora


def _resource_of(game: Game, player: int) -> int:
    state = game.state
    return next(
        o
        for o in state.zones[BATTLEFIELD_KEY]
        if state.objects[o].face_down and state.objects[o].controller == player
    )


def _is_a_resource(game: Game, obj: int, tapped: bool) -> None:
    """I-110.6e, I-305.5: the same object, in play, face down, a resource with its energy
    ability and nothing else, tapped as it was."""
    state = game.state
    o = state.objects[obj]
    assert o.card == PACIFICADORA and o.zone == BATTLEFIELD_KEY and o.controller == 1
    assert o.face_down and o.tapped is tapped
    c = chars(game, o)
    assert c.types == ("recurso",) and c.name == "" and c.power is None
    assert len(c.abilities) == 1  # "Girar: agrega una energía" (I-305.5)
    infierno = [state.objects[g].card for g in state.zones[zkey(Zone.GRAVEYARD, 1)]]
    assert PACIFICADORA not in infierno  # it didn't go to the Infierno


def _after(game: Game, key: str) -> int:
    """How many log entries came after the last one with ``key``."""
    log = game.state.log
    last = max(i for i, e in enumerate(log) if e.key == key)
    return len(log) - last - 1


def test_row_4_i_110_6e_a_tapped_pacificadora_destroyed_becomes_a_tapped_resource() -> None:
    """I-110.6e's example: a *Pacificadora barahai* destroyed while tapped becomes a tapped
    resource. "Destruye" (I-701.6a) would move it to the *Infierno*; its replacement effect
    (I-613.1a) turns it face down in play instead — the same object, keeping its status —,
    so it is not destroyed: nothing says it left play or was destroyed (I-603.6c)."""
    game, pacificadora = _destroyed(tapped=True)
    _is_a_resource(game, pacificadora, tapped=True)
    log = game.state.log
    assert [e.rule for e in log if e.key == "replaced.turn_down"] == ["614.1a"]
    assert [e.rule for e in log if e.key == "turn_down"] == ["708.2a"]
    assert not any(e.key.startswith("zone.") and e.args[0][2] == pacificadora for e in log)
    lines = game.view(1)["log"]  # Inferno's numbers: I-613.1a, I-110.6e
    assert any("se coloca boca abajo: es un recurso (I-110.6e" in line for line in lines)
    assert any("en vez de eso (I-613.1a" in line for line in lines)


def test_i_110_6e_an_untapped_pacificadora_destroyed_becomes_an_untapped_resource() -> None:
    """I-110.6e: the status kept is whichever it had — untapped, here."""
    game, pacificadora = _destroyed(tapped=False)
    _is_a_resource(game, pacificadora, tapped=False)


def test_i_305_5_the_new_resource_taps_for_one_energy() -> None:
    """I-305.5: like every resource, it has "Girar: agrega una energía a tu reserva": its
    controller pays a card's cost of one energy with it (I-601.1g), and it is tapped."""
    game, pacificadora = _destroyed(tapped=False, active=1, hand=("Humano de prueba",))
    human = _id(game, "Humano de prueba")
    game.submit(f"cast:{human}")
    decision = game.pending
    assert decision is not None
    assert f"mana:{pacificadora}:0:C" in [o.id for o in decision.options]
    _play_on(game, pay_with=pacificadora)
    assert game.state.objects[pacificadora].tapped
    assert "inferno:Humano de prueba" in [
        game.state.objects[o].card for o in game.state.zones[BATTLEFIELD_KEY]
    ]
    assert [e.key for e in game.state.log].count("mana.add") == 2  # each resource once


def _play_on(game: Game, pay_with: int) -> None:
    """Go on with a card being played, paying with ``pay_with``, until it has resolved."""
    while game.pending is not None and game.pending.kind != "priority":
        ids = [o.id for o in game.pending.options]
        mine = [i for i in ids if i.startswith(f"mana:{pay_with}:")]
        game.submit(mine[0] if mine else ids[0])
    while game.state.zones["stack"]:
        game.submit("pass")


def test_i_305_2_nobody_sees_which_card_the_new_resource_is() -> None:
    """I-305.2, I-120.2: once face down, nobody may look at it, its owner included: both
    players' views (and a spectator's) show a resource with no name, nothing after it
    turned names it — in the log, in either language, nor in the options of paying with
    it —, and the search player's determinization deals it anew for both players, even
    while their decision names it (as a resource to pay with)."""
    game, pacificadora = _destroyed(tapped=False, active=1, hand=("Humano de prueba",))
    game.submit(f"cast:{_id(game, 'Humano de prueba')}")
    for viewer in (0, 1):
        for lang in ("es", "en"):
            labels = [o["label"] for o in game.view(viewer, lang)["decision"].get("options", [])]
            assert not any(name in label for label in labels for name in NAMES)
    assert any("recurso" in o["label"] for o in game.view(1)["decision"]["options"])
    for player in (0, 1):  # named in its owner's options, still hidden from them
        assert pacificadora in hidden_from(game, player)
    _play_on(game, pay_with=pacificadora)
    after = _after(game, "turn_down")
    assert 0 < after < 50  # the view shows the log's last 50 lines
    for viewer in (0, 1, None):
        for lang in ("es", "en"):
            view = game.view(viewer, lang)
            seen = next(o for o in view["battlefield"] if o["id"] == pacificadora)
            assert seen["face_down"] and "name" not in seen and "text" not in seen
            assert seen["types"] == ["recurso"]
            lines = view["log"][-after:]
            assert not any(name in line for line in lines for name in NAMES), lines
    spent = game.view(1)["log"][-after:]
    assert any(line.startswith("Un recurso se gira") for line in spent)
    for player in (0, 1):
        assert pacificadora in hidden_from(game, player)
    world = game.determinize(1, Rng(3))
    assert world.state.objects[pacificadora].face_down
    assert world.state.objects[pacificadora].card in {"inferno:Humano errante", PACIFICADORA}


def test_a_game_with_the_new_resource_saves_and_loads_as_it_is() -> None:
    """DESIGN principle 3: saved and loaded, the game is the same — the resource face down
    and tapped (I-110.6e) — and goes on the same: it still taps for energy (I-305.5)."""
    game, pacificadora = _destroyed(tapped=False, active=1, hand=("Humano de prueba",))
    text = game.to_json()
    loaded = Game.from_json(text)
    assert loaded == game and loaded.to_json() == text
    _is_a_resource(loaded, pacificadora, tapped=False)
    loaded.submit(f"cast:{_id(loaded, 'Humano de prueba')}")
    _play_on(loaded, pay_with=pacificadora)
    assert loaded.state.objects[pacificadora].tapped


def test_i_705_5f_toughness_0_destroys_so_pacificadora_becomes_a_resource_instead() -> None:
    """I-705.5f, I-301.7: an ally with toughness 0 or less is destroyed as a state-based
    action (``docs/inferno.md``, decision 5; I-701.6b) — which *Pacificadora barahai*
    replaces too: *Ignición*'s 2 damage (I-118.3b) on one with 2 damage counters leaves it
    a resource in play, with its counters (I-110.6e keeps what it had)."""
    game = build(
        game="inferno",
        hands=(["Ignición"], []),
        battlefields=(
            [RESOURCE, RESOURCE],
            [{"name": "Pacificadora barahai", "counters": {"daño": 2}}],
        ),
        libraries=(DECK, DECK),
    )
    pacificadora = _id(game, "Pacificadora barahai")
    game.submit(f"cast:{_id(game, 'Ignición')}")
    while game.pending is not None and game.pending.kind != "priority":
        ids = [o.id for o in game.pending.options]
        target = f"target:{pacificadora}"
        game.submit(target if target in ids else ids[0])
    while game.state.zones["stack"]:
        game.submit("pass")
    _is_a_resource(game, pacificadora, tapped=False)
    assert game.state.objects[pacificadora].counters == {"daño": 4}
    assert not any(e.key == "zone.sba_toughness" for e in game.state.log)
    assert [e.key for e in game.state.log].count("turn_down") == 1  # not again: no toughness


def test_i_110_6e_i_305_4_a_tapped_resource_turned_face_up_stays_tapped() -> None:
    """I-110.6e's other half, I-305.4: a resource turned face up stops being a resource
    and stays tapped if it was. No card's effect turns a resource face up yet (the
    vocabulary's ``TurnFaceUp`` is Magic's manifest rule, 701.40b: creature cards only), so
    the shared event is emitted as an effect would."""
    game, pacificadora = _destroyed(tapped=True)
    game.emit(TurnFaceUp(pacificadora, "I-305.4"))
    o = game.state.objects[pacificadora]
    assert not o.face_down and o.tapped and o.zone == BATTLEFIELD_KEY
    c = chars(game, o)
    assert c.types == ("aliado",) and (c.power, c.toughness) == (2, 3)
    seen = next(x for x in game.view(0)["battlefield"] if x["id"] == pacificadora)
    assert seen["name"] == "Pacificadora barahai" and seen["tapped"]


def test_708_2a_708_2b_the_shared_event_in_magic_a_2_2_only_its_controller_sees() -> None:
    """CR 708.2a: in Magic, a permanent turned face down is a 2/2 creature with no name,
    which its controller may look at and nobody else (708.5), tapped as it was (110.5c);
    turning it face down again does nothing (708.2b)."""
    game = build(battlefields=([{"name": "Test Bear", "tapped": True}], []))
    bears = next(o for o in game.state.zones[BATTLEFIELD_KEY])
    game.emit(TurnFaceDown(bears))
    o = game.state.objects[bears]
    assert o.face_down and o.tapped
    c = chars(game, o)
    assert (c.types, c.name, c.power, c.toughness) == (("creature",), "", 2, 2)
    mine = next(x for x in game.view(0)["battlefield"] if x["id"] == bears)
    theirs = next(x for x in game.view(1)["battlefield"] if x["id"] == bears)
    assert mine["name"] == "Test Bear" and "name" not in theirs
    entries = len(game.state.log)
    game.emit(TurnFaceDown(bears))
    assert len(game.state.log) == entries
