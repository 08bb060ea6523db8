"""Inferno's combat (I-506–I-510): proposed as a special action in the main phase
(I-115.2c, I-505.3b, I-507.1), one attacker against one defender (I-507.2–I-507.3), the
attacker tapping (I-508.2), damage dealt by each at once (I-509.1–I-509.2) and the
cancellations of I-507.8."""

from __future__ import annotations

from inferno_support import cast_and_pass_until, demon_of, mono_game

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import SetTapped
from grimorio.rules.state.decision_kinds import DecisionKind

KIRCH, MARIONETA = "Kirch de las trincheras", "Marioneta risueña"


def _ids(game: Game) -> list[str]:
    assert game.pending is not None
    return [o.id for o in game.pending.options]


def _to_combat(game: Game) -> None:
    """Play (allies cast, else pass) until the active player may propose a combat."""
    turn = game.state.turn
    while "combat" not in _ids(game):
        turn += 1
        cast_and_pass_until(game, turn)
        assert turn < 30


def _allies(game: Game, player: int) -> list[int]:
    state = game.state
    return [
        o
        for o in state.zones[BATTLEFIELD_KEY]
        if state.objects[o].controller == player and "aliado" in chars(game, state.objects[o]).types
    ]


def _pass_until_combat_ends(game: Game) -> None:
    while game.state.combat is not None:
        game.submit("pass")


def test_a_combat_is_proposed_only_with_an_attacker_that_may_attack() -> None:
    """I-507.2a, I-301.6: an ally may be proposed once it has been under its controller's
    control since their turn began: not in the turn it came into play, and in their next."""
    game = mono_game(KIRCH, KIRCH, seed=2)
    me = game.state.starting_player
    cast_and_pass_until(game, 3)  # the starting player's second turn: two resources
    assert game.state.active == me and not _allies(game, me)
    while not _allies(game, me):  # play a Kirch (two energy) and let it resolve
        ids = _ids(game)
        cast = [i for i in ids if i.startswith("cast:")]
        game.submit(cast[0] if cast and game.pending.kind == DecisionKind.PRIORITY else ids[0])
    while game.state.zones["stack"] or game.pending.player != me:
        game.submit("pass")
    assert game.state.objects[_allies(game, me)[0]].sick
    assert "combat" not in _ids(game)
    cast_and_pass_until(game, 5)
    assert game.state.active == me
    assert "combat" in _ids(game)


def test_an_ally_fights_an_ally_and_both_take_damage_counters() -> None:
    """I-508.2: the attacker taps; I-509.1–I-509.2: each deals damage equal to its power to
    the other at once (I-118.3b: damage counters); I-705.5f: the one left with no
    toughness goes to its owner's *Infierno*."""
    game = mono_game(KIRCH, MARIONETA, seed=1)
    for _ in range(12):
        _to_combat(game)
        me = game.state.active
        theirs = _allies(game, 1 - me)
        if theirs:
            break
        cast_and_pass_until(game, game.state.turn + 1)
    assert theirs, "the other player never had an ally in play"
    game.submit("combat")
    assert game.pending is not None and game.pending.kind == DecisionKind.PROPOSE_ATTACKER
    attacker = int(_ids(game)[0].split(":")[1])
    game.submit(_ids(game)[0])
    assert game.pending is not None and game.pending.kind == DecisionKind.PROPOSE_DEFENDER
    defenders = [int(i.split(":")[1]) for i in _ids(game)]
    assert demon_of(game, 1 - me) in defenders and set(theirs) <= set(defenders)
    defender = theirs[0]
    game.submit(f"defender:{defender}")
    state = game.state
    assert state.combat is not None and not state.objects[attacker].tapped  # I-507: proposed
    attacker_card = chars(game, state.objects[attacker])
    defender_card = chars(game, state.objects[defender])
    _pass_until_combat_ends(game)
    log = [e.rule for e in game.state.log]
    assert "I-508.2" in log and log.count("I-509.2") == 2
    for obj, hit_by in ((attacker, defender_card.power), (defender, attacker_card.power)):
        toughness = (attacker_card if obj == attacker else defender_card).toughness
        assert hit_by is not None and toughness is not None
        if hit_by >= toughness:
            assert obj not in game.state.objects  # I-705.5f
        else:
            assert game.state.objects[obj].counters == {"daño": hit_by}
    if attacker in game.state.objects:
        assert game.state.objects[attacker].tapped


def test_an_ally_attacking_a_demon_mills_its_deck_and_takes_no_damage() -> None:
    """I-118.3a: damage to the demon puts that many cards of its deck into the *Infierno*;
    I-112.4a–b: an infernal demon has no power and deals no damage back."""
    game = mono_game(KIRCH, KIRCH, seed=3)
    _to_combat(game)
    me = game.state.active
    other = 1 - me
    library = game.state.zones[zkey(Zone.LIBRARY, other)]
    before = len(library)
    game.submit("combat")
    attacker = int(_ids(game)[0].split(":")[1])
    game.submit(_ids(game)[0])
    game.submit(f"defender:{demon_of(game, other)}")
    power = chars(game, game.state.objects[attacker]).power
    _pass_until_combat_ends(game)
    assert power is not None and len(library) == before - power
    assert len(game.state.zones[zkey(Zone.GRAVEYARD, other)]) == power
    assert game.state.objects[attacker].counters == {}
    assert chars(game, game.state.objects[demon_of(game, other)]).toughness == before - power


def test_nothing_but_instants_is_played_while_a_combat_is_in_progress() -> None:
    """I-301.1, I-505.3a: an ally is played only with no combat in progress; I-507.1: no
    second combat is proposed during one."""
    game = mono_game(MARIONETA, MARIONETA, seed=4)
    _to_combat(game)
    game.submit("combat")
    game.submit(_ids(game)[0])
    game.submit(_ids(game)[0])
    while game.state.combat is not None:
        ids = _ids(game)
        assert not any(i.startswith("cast:") or i == "combat" for i in ids)
        game.submit("pass")


def test_a_proposed_attacker_tapped_before_the_attack_cancels_the_combat() -> None:
    """I-507.8: if the proposed attacker is no longer valid (tapped) when the players have
    passed, the combat is cancelled: no attack, no damage."""
    game = mono_game(KIRCH, KIRCH, seed=5)
    _to_combat(game)
    game.submit("combat")
    attacker = int(_ids(game)[0].split(":")[1])
    game.submit(_ids(game)[0])
    game.submit(_ids(game)[-1])
    game.emit(SetTapped(attacker, True, "701.26a"))  # as an effect would
    marks = len(game.state.log)
    _pass_until_combat_ends(game)
    rules = [e.rule for e in game.state.log[marks:]]
    assert "I-507.8" in rules and "I-508.1" not in rules and "I-509.2" not in rules


def test_several_combats_in_one_main_phase() -> None:
    """I-505.3b: the active player may propose any number of combats, one after another."""
    game = mono_game(MARIONETA, KIRCH, seed=6)
    for _ in range(20):
        _to_combat(game)
        ready = [o for o in _allies(game, game.state.active) if not game.state.objects[o].tapped]
        ready = [o for o in ready if not game.state.objects[o].sick]
        if len(ready) >= 2:
            break
        cast_and_pass_until(game, game.state.turn + 1)  # allies cast now, then on
    assert len(ready) >= 2
    fought = 0
    while "combat" in _ids(game):
        game.submit("combat")
        game.submit(_ids(game)[0])
        game.submit(f"defender:{demon_of(game, 1 - game.state.active)}")
        _pass_until_combat_ends(game)
        fought += 1
    assert fought >= 2
    assert game.state.step == "principal"
