"""*Vínculo* (I-702.9), *réplica* (I-702.16) and *golpe de gracia* (I-702.10), on the
demonstration cards that have them (``cards/inferno/demo_keywords.py``)."""

from __future__ import annotations

from inferno_support import RESOURCE, demon_of

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.inferno.state import InfernoState
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.board import build

LIBRARY = ["Humano errante"] * 6
SPIRIT = "inferno:Espíritu encadenado"  # vínculo 1: toma una carta
TWIN = "Espectro gemelo"  # réplica 1
EXECUTIONER = "Verdugo de la fosa"  # golpe de gracia: toma una carta; 3, girar: destruye
BLADE = "Hoja del ajusticiador"  # a weapon with golpe de gracia for its equipped ally


def _board(**kwargs: object) -> Game:
    kwargs.setdefault("libraries", (LIBRARY, LIBRARY))
    return build(game="inferno", **kwargs)  # type: ignore[arg-type]


def _state(game: Game) -> InfernoState:
    state = game.state
    assert isinstance(state, InfernoState)
    return state


def _id(game: Game, card: str, zone: str = BATTLEFIELD_KEY) -> int:
    state = game.state
    return next(o for o in state.zones[zone] if state.objects[o].card == f"inferno:{card}")


def _cards(game: Game, zone: str) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zones[zone]]


def _settle(game: Game, may: str = "yes", pay: bool = True) -> list[str]:
    """Answer until no combat is in progress, the chain is empty and nothing waits to go on
    it: ``may`` to each "puedes" (and to playing a card offered), paying or not what an
    ability asks, passing priority, the first option otherwise. The prompts of the "may"
    questions asked, in order."""
    state = game.state
    asked: list[str] = []
    for _ in range(200):
        d = game.pending
        assert d is not None
        ids = [o.id for o in d.options]
        if d.kind == DecisionKind.PRIORITY:
            if state.combat is None and not state.zones["stack"] and not state.triggered:
                return asked
            game.submit("pass")
        elif d.kind == DecisionKind.MAY:
            asked.append(d.prompt)
            game.submit(may)
        elif d.kind == DecisionKind.PAY:
            game.submit(next(i for i in ids if i != "decline") if pay else "decline")
        else:
            game.submit(ids[0])
    raise AssertionError("the game did not settle")


def _attack(game: Game, attacker: int, defender: int) -> None:
    """I-507.1–I-507.3: the active player proposes a combat."""
    game.submit("combat")
    game.submit(f"attacker:{attacker}")
    game.submit(f"defender:{defender}")


def _triggers_of(game: Game, card: str) -> int:
    """How many triggered abilities of ``card`` triggered (I-603.2), by the log."""
    name = f"inferno:{card}"
    return sum(
        1
        for e in game.state.log
        if e.key == "trigger" and any(isinstance(a, tuple) and name in a for a in e.args)
    )


# -- vínculo (I-702.9) -----------------------------------------------------------------------
def _bond_board(resources: int = 1) -> Game:
    """Player 0's ally ready to attack player 1's demon, whose deck has *Espíritu
    encadenado* on top."""
    return _board(
        battlefields=(["Kirch de las trincheras"], [RESOURCE] * resources),
        libraries=(LIBRARY, ["Espíritu encadenado", *LIBRARY]),
    )


def test_vinculo_exiles_a_card_damage_to_its_demon_would_mill_and_triggers() -> None:
    """I-702.9b, I-118.3a: damage to a demon would put the top cards of its deck into the
    *Infierno*; the one with *vínculo* may be exiled instead, and then its owner may pay
    its cost for its effect ("toma una carta")."""
    game = _bond_board()
    state = _state(game)
    _attack(game, _id(game, "Kirch de las trincheras"), demon_of(game, 1))
    asked = _settle(game, may="yes", pay=True)
    assert asked == ["ask.move_instead.exile"]
    assert _cards(game, "exile") == [SPIRIT]
    assert _cards(game, zkey(Zone.GRAVEYARD, 1)) == ["inferno:Humano errante"]  # the other
    assert _cards(game, zkey(Zone.HAND, 1)) == ["inferno:Humano errante"]  # "toma una carta"
    assert [e.rule for e in state.log if e.key == "zone.vinculo"] == ["I-702.9b"]
    assert _triggers_of(game, "Espíritu encadenado") == 1
    resource = next(o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].controller == 1)
    assert state.objects[resource].tapped  # the cost, 1 energy, was paid


def test_vinculo_trigger_does_nothing_unless_its_cost_is_paid() -> None:
    """I-702.9b: "puedes pagar [coste]. Si lo haces, [efecto]" — not paid, no effect; the
    card stays exiled."""
    game = _bond_board()
    _attack(game, _id(game, "Kirch de las trincheras"), demon_of(game, 1))
    _settle(game, may="yes", pay=False)
    assert _cards(game, "exile") == [SPIRIT]
    assert _cards(game, zkey(Zone.HAND, 1)) == []
    assert _triggers_of(game, "Espíritu encadenado") == 1


def test_declining_vinculo_puts_the_card_into_the_infierno_and_triggers_nothing() -> None:
    """I-702.9b: "puedes exiliarla" — its owner may not; then it goes to their *Infierno*
    as damage puts it (I-118.3a), and the trigger, which only the exile by the replacement
    makes trigger (I-702.9d), doesn't."""
    game = _bond_board()
    _attack(game, _id(game, "Kirch de las trincheras"), demon_of(game, 1))
    asked = _settle(game, may="no")
    assert asked == ["ask.move_instead.exile"]
    assert SPIRIT in _cards(game, zkey(Zone.GRAVEYARD, 1))
    assert _cards(game, "exile") == []
    assert _triggers_of(game, "Espíritu encadenado") == 0


def test_an_effect_exiling_the_card_from_the_deck_directly_doesnt_trigger_vinculo() -> None:
    """I-702.9e: an effect that exiles a card with *vínculo* from the deck directly ("Exilia
    la carta superior de tu mazo") is no move to the *Infierno*: nothing is replaced,
    nothing is asked, and the second part of *vínculo* doesn't trigger."""
    game = _board(
        hands=(["Presagio robado"], []),
        battlefields=([RESOURCE, RESOURCE], []),
        libraries=(["Espíritu encadenado", *LIBRARY], LIBRARY),
    )
    game.submit(f"cast:{_id(game, 'Presagio robado', zkey(Zone.HAND, 0))}")
    asked = _settle(game)
    assert asked == []
    assert _cards(game, "exile") == [SPIRIT]
    assert _triggers_of(game, "Espíritu encadenado") == 0
    assert _cards(game, zkey(Zone.HAND, 0)) == []


def test_vinculo_works_only_from_the_deck() -> None:
    """I-702.9a–b, I-113.5b: "desde tu mazo" — the card put into the *Infierno* from play
    (destroyed) is not exiled, and nothing is asked."""
    game = _board(battlefields=([EXECUTIONER, *[RESOURCE] * 3], ["Espíritu encadenado"]))
    spirit = _id(game, "Espíritu encadenado")
    game.submit(f"activate:{_id(game, EXECUTIONER)}:1")
    game.submit(f"target:{spirit}")
    asked = _settle(game)
    assert "ask.move_instead.exile" not in asked
    assert SPIRIT in _cards(game, zkey(Zone.GRAVEYARD, 1))


def _until_may(game: Game) -> None:
    """Pass (or take the first option) until a "puedes" is asked."""
    while game.pending is not None and game.pending.kind != DecisionKind.MAY:
        ids = [o.id for o in game.pending.options]
        game.submit("pass" if "pass" in ids else ids[0])


def test_a_game_waiting_on_vinculo_or_replica_saves_and_loads_as_it_is() -> None:
    """DESIGN principle 3: a game that waits for the choice of *vínculo* (I-702.9b, in the
    middle of combat damage) or of *réplica* (I-702.16a, in the middle of its resolution)
    is plain data: saved and loaded, it is the same game and goes on the same."""
    game = _bond_board()
    _attack(game, _id(game, "Kirch de las trincheras"), demon_of(game, 1))
    _until_may(game)
    loaded = Game.from_json(game.to_json())
    assert loaded == game
    _settle(loaded, may="yes")
    assert _cards(loaded, "exile") == [SPIRIT]
    assert _cards(loaded, zkey(Zone.HAND, 1)) == ["inferno:Humano errante"]
    game = _board(hands=([TWIN], []), graveyards=([TWIN], []), battlefields=([RESOURCE] * 4, []))
    game.submit(f"cast:{_id(game, TWIN, zkey(Zone.HAND, 0))}")
    _until_may(game)
    loaded = Game.from_json(game.to_json())
    assert loaded == game
    _settle(loaded, may="yes")
    assert _cards(loaded, BATTLEFIELD_KEY).count(f"inferno:{TWIN}") == 2


# -- réplica (I-702.16) ----------------------------------------------------------------------
def test_replica_plays_the_card_from_the_infierno_when_a_copy_is_played_from_hand() -> None:
    """I-702.16a: "Siempre que juegues una copia de [esta carta] desde tu mano, puedes jugar
    [esta carta] desde tu inferno, pagando su coste de réplica" — a copy is a card of the
    same name (I-201.2); the one in the *Infierno* is played for 1, not its 3."""
    game = _board(
        hands=([TWIN], []),
        graveyards=([TWIN], []),
        battlefields=([RESOURCE] * 4, []),
    )
    state = game.state
    game.submit(f"cast:{_id(game, TWIN, zkey(Zone.HAND, 0))}")
    asked = _settle(game, may="yes")
    assert asked == ["ask.play_now.alt"]
    assert _cards(game, BATTLEFIELD_KEY).count(f"inferno:{TWIN}") == 2
    assert _cards(game, zkey(Zone.GRAVEYARD, 0)) == []
    assert all(
        state.objects[o].tapped for o in state.zones[BATTLEFIELD_KEY] if o in _resources(game)
    )
    assert _triggers_of(game, TWIN) == 1


def _resources(game: Game) -> list[int]:
    state = game.state
    return [o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].face_down]


def test_replica_may_be_declined_and_costs_its_replica_cost() -> None:
    """I-702.16a: "puedes jugar" — declined, the card stays in the *Infierno*; and with
    energy for only the copy from the hand (3), the one in the *Infierno* can't be paid
    (1 more) and isn't offered."""
    game = _board(hands=([TWIN], []), graveyards=([TWIN], []), battlefields=([RESOURCE] * 4, []))
    game.submit(f"cast:{_id(game, TWIN, zkey(Zone.HAND, 0))}")
    _settle(game, may="no")
    assert _cards(game, zkey(Zone.GRAVEYARD, 0)) == [f"inferno:{TWIN}"]
    game = _board(hands=([TWIN], []), graveyards=([TWIN], []), battlefields=([RESOURCE] * 3, []))
    game.submit(f"cast:{_id(game, TWIN, zkey(Zone.HAND, 0))}")
    assert _settle(game, may="yes") == []
    assert _cards(game, zkey(Zone.GRAVEYARD, 0)) == [f"inferno:{TWIN}"]
    assert _triggers_of(game, TWIN) == 1  # it triggered, and offered nothing it could pay


def test_replica_doesnt_trigger_for_a_card_of_another_name() -> None:
    """I-702.16a, I-201.2: a card of another name is no copy of it."""
    game = _board(
        hands=(["Kirch de las trincheras"], []),
        graveyards=([TWIN], []),
        battlefields=([RESOURCE] * 4, []),
    )
    game.submit(f"cast:{_id(game, 'Kirch de las trincheras', zkey(Zone.HAND, 0))}")
    assert _settle(game) == []
    assert _triggers_of(game, TWIN) == 0
    assert _cards(game, zkey(Zone.GRAVEYARD, 0)) == [f"inferno:{TWIN}"]


def test_replica_doesnt_trigger_for_a_copy_played_from_the_infierno() -> None:
    """I-702.16a: "desde tu mano" — with two copies in the *Infierno*, one played from the
    hand triggers both; the one a *réplica* then plays from the *Infierno* triggers the
    other's *réplica* no more: it still plays once, for its own trigger."""
    game = _board(
        hands=([TWIN], []),
        graveyards=([TWIN, TWIN], []),
        battlefields=([RESOURCE] * 5, []),
    )
    game.submit(f"cast:{_id(game, TWIN, zkey(Zone.HAND, 0))}")
    asked = _settle(game, may="yes")
    assert _triggers_of(game, TWIN) == 2
    assert asked == ["ask.play_now.alt", "ask.play_now.alt"]
    assert _cards(game, BATTLEFIELD_KEY).count(f"inferno:{TWIN}") == 3


# -- golpe de gracia (I-702.10) --------------------------------------------------------------
def _hand(game: Game, player: int = 0) -> int:
    return len(game.state.zones[zkey(Zone.HAND, player)])


def test_golpe_de_gracia_by_the_last_point_of_combat_damage() -> None:
    """I-702.10a, I-705.5f, I-118.3b: the ally's combat damage puts damage counters on the
    defender until its toughness is 0: it is destroyed (``docs/inferno.md``, decision 5),
    and the ally was the source of the last point of that damage."""
    game = _board(battlefields=([EXECUTIONER], ["Kirch de las trincheras"]))
    _attack(game, _id(game, EXECUTIONER), _id(game, "Kirch de las trincheras"))
    _settle(game)
    assert "inferno:Kirch de las trincheras" in _cards(game, zkey(Zone.GRAVEYARD, 1))
    assert _triggers_of(game, EXECUTIONER) == 1
    assert _hand(game) == 1  # "toma una carta"
    assert not _state(game).hits  # I-702.10a: nothing is kept once it has been asked


def test_golpe_de_gracia_by_an_effect_that_destroys() -> None:
    """I-702.10a, I-701.6a: the ally is the source of the effect that destroys ("3, Girar:
    Destruye al aliado objetivo")."""
    game = _board(
        battlefields=([EXECUTIONER, *[RESOURCE] * 3], ["Barahai centinela"]),
    )
    game.submit(f"activate:{_id(game, EXECUTIONER)}:1")
    game.submit(f"target:{_id(game, 'Barahai centinela')}")
    _settle(game)
    assert "inferno:Barahai centinela" in _cards(game, zkey(Zone.GRAVEYARD, 1))
    assert _triggers_of(game, EXECUTIONER) == 1
    assert _hand(game) == 1


def test_golpe_de_gracia_of_a_weapon_for_its_equipped_ally() -> None:
    """I-702.10a, I-302.3a: "el aliado equipado" — the weapon's ability triggers when the
    ally it is attached to deals the last point of damage that destroys an ally."""
    game = _board(
        battlefields=(
            ["Kirch de las trincheras", {"name": BLADE, "attached_to": "Kirch de las trincheras"}],
            ["Barahai centinela"],
        ),
    )
    _attack(game, _id(game, "Kirch de las trincheras"), _id(game, "Barahai centinela"))
    _settle(game)  # Kirch, 2 + 1 of the weapon, against Barahai's 3: both are destroyed
    assert "inferno:Barahai centinela" in _cards(game, zkey(Zone.GRAVEYARD, 1))
    assert _triggers_of(game, BLADE) == 1
    assert _hand(game) == 1


def test_golpe_de_gracia_triggers_for_an_ally_destroyed_at_the_same_time() -> None:
    """I-702.10a, I-603.6c: the ally with *golpe de gracia* and the one it destroys destroy
    each other in combat; its ability, looking back, triggers all the same."""
    game = _board(battlefields=([EXECUTIONER], ["Barahai centinela"]))
    _attack(game, _id(game, EXECUTIONER), _id(game, "Barahai centinela"))
    _settle(game)
    assert _cards(game, zkey(Zone.GRAVEYARD, 0)) == [f"inferno:{EXECUTIONER}"]
    assert _cards(game, zkey(Zone.GRAVEYARD, 1)) == ["inferno:Barahai centinela"]
    assert _triggers_of(game, EXECUTIONER) == 1
    assert _hand(game) == 1


def test_golpe_de_gracia_not_when_another_source_deals_the_last_point() -> None:
    """I-702.10a: the ally's damage left the defender alive (its counters stay, I-121.1a);
    another ally's damage destroys it later: that one dealt the last point, and *golpe de
    gracia* doesn't trigger — nor for damage that destroyed nothing."""
    game = _board(
        battlefields=([EXECUTIONER, "Kirch de las trincheras"], ["Ilusión persistente"]),
    )
    illusion = _id(game, "Ilusión persistente")
    _attack(game, _id(game, EXECUTIONER), illusion)  # 3 damage to a 2/4: it lives on
    _settle(game)
    assert game.state.objects[illusion].zone == BATTLEFIELD_KEY
    assert not _state(game).hits  # I-702.10a: the damage it survived destroyed nothing
    _attack(game, _id(game, "Kirch de las trincheras"), illusion)  # the last point
    _settle(game)
    assert "inferno:Ilusión persistente" in _cards(game, zkey(Zone.GRAVEYARD, 1))
    assert _triggers_of(game, EXECUTIONER) == 0
    assert _hand(game) == 0


def test_golpe_de_gracia_of_the_weapon_not_for_its_own_ally_destroyed() -> None:
    """I-702.10a: the weapon's ability asks who destroyed an ally, not which: its equipped
    ally destroyed by another source triggers nothing."""
    game = _board(
        battlefields=(
            ["Marioneta risueña", {"name": BLADE, "attached_to": "Marioneta risueña"}],
            ["Barahai centinela"],
        ),
        active=0,
    )
    _attack(game, _id(game, "Marioneta risueña"), _id(game, "Barahai centinela"))
    _settle(game)  # Marioneta, 1 + 1 of the weapon, takes Barahai's 3; Barahai lives
    assert "inferno:Marioneta risueña" in _cards(game, zkey(Zone.GRAVEYARD, 0))
    assert _triggers_of(game, BLADE) == 0
