"""*Protector* (I-702.6; the swap of roles, I-701.10f, with the example of I-701.10f, row 25
of ``docs/inferno-examples.md``), *inmune* (I-702.21) and *impulso* (I-702.20), with the
demonstration set's *Escudera leal*, *Monje de la ceniza fría* and *Buhonero del camino*."""

from __future__ import annotations

from inferno_support import RESOURCE, board, in_play

from grimorio import Game
from grimorio.dsl.zones import Zone, zkey
from grimorio.inferno.combat import valid_defenders
from grimorio.rules.events.game import Damage
from grimorio.rules.events.objects import ZoneChange


def _propose(game: Game, attacker: int, defender: int) -> None:
    """Propose the combat, then pass until the protector's trigger asks its controller."""
    game.submit("combat")
    game.submit(f"attacker:{attacker}")
    game.submit(f"defender:{defender}")
    while game.pending is not None and game.pending.kind == "priority":
        if game.state.zones["stack"]:
            return
        game.submit("pass")


def _finish(game: Game, answer: str | None = None) -> None:
    """Answer the protector's "may" with ``answer`` (the first option if None), then pass
    until the combat is over."""
    state = game.state
    while state.combat is not None or state.zones["stack"]:
        assert game.pending is not None
        ids = [o.id for o in game.pending.options]
        if game.pending.kind == "priority":
            game.submit("pass")
        else:
            game.submit(answer if answer in ids else ids[0])


def _may_answers(game: Game) -> list[str]:
    """Resolve the trigger on the chain up to its "may" question; its options."""
    while game.pending is not None and game.pending.kind == "priority":
        game.submit("pass")
    assert game.pending is not None
    return [o.id for o in game.pending.options]


def test_i_702_6a_protector_swaps_places_with_the_defender() -> None:
    """I-702.6a, I-702.6c: an enemy ally attacks; the untapped *Escudera leal* may tap and
    become the defender, and the ally it replaced is out of combat: the attacker's damage
    goes to the protector."""
    game = board(
        battlefields=(["Kirch de las trincheras"], ["Ilusión persistente", "Escudera leal"])
    )
    state = game.state
    kirch, illusion = in_play(game, "Kirch de las trincheras"), in_play(game, "Ilusión persistente")
    squire = in_play(game, "Escudera leal")
    _propose(game, kirch, illusion)
    assert [state.objects[o].card for o in state.zones["stack"]] == ["inferno:Escudera leal"]
    answers = _may_answers(game)
    _finish(game, next(a for a in answers if a != "no"))
    assert state.objects[squire].tapped
    assert state.objects[squire].counters.get("daño") == 2  # the Kirch's 2 damage
    assert state.objects[illusion].counters == {}
    assert state.objects[kirch].counters.get("daño") == 1  # the squire's 1 damage
    assert "I-702.6c" in [e.rule for e in state.log]


def test_i_702_6a_protector_declined_or_tapped_changes_nothing() -> None:
    """I-702.6a: the swap is optional ("puedes"); and a tapped protector doesn't trigger (the
    intervening "si se encuentra enderezado", I-603.4)."""
    game = board(
        battlefields=(["Kirch de las trincheras"], ["Ilusión persistente", "Escudera leal"])
    )
    state = game.state
    kirch, illusion = in_play(game, "Kirch de las trincheras"), in_play(game, "Ilusión persistente")
    squire = in_play(game, "Escudera leal")
    _propose(game, kirch, illusion)
    assert "no" in _may_answers(game)
    _finish(game, "no")
    assert not state.objects[squire].tapped
    assert state.objects[illusion].counters.get("daño") == 2
    game = board(
        battlefields=(
            ["Kirch de las trincheras"],
            ["Ilusión persistente", {"name": "Escudera leal", "tapped": True}],
        )
    )
    state = game.state
    _propose(game, in_play(game, "Kirch de las trincheras"), in_play(game, "Ilusión persistente"))
    assert not state.zones["stack"]
    _finish(game)
    assert state.objects[in_play(game, "Ilusión persistente")].counters.get("daño") == 2


def test_row_25_i_701_10f_no_swap_if_one_of_them_has_left_play() -> None:
    """I-701.10f (its example), I-702.6b: if, as the protector's ability resolves, one of the
    objects of the swap has left play, nothing is swapped and the combat goes on as it was:
    here the protector is destroyed in response, and the Kirch's damage goes to the ally it
    attacked."""
    game = board(
        battlefields=(["Kirch de las trincheras"], ["Ilusión persistente", "Escudera leal"])
    )
    state = game.state
    kirch, illusion = in_play(game, "Kirch de las trincheras"), in_play(game, "Ilusión persistente")
    squire = in_play(game, "Escudera leal")
    _propose(game, kirch, illusion)
    game.emit(ZoneChange(squire, Zone.GRAVEYARD, "I-701.6a", "destroy"))  # as an effect would
    _finish(game, "yes")
    rules = [e.rule for e in state.log]
    assert "I-702.6b" in rules and "I-702.6c" not in rules
    assert state.objects[illusion].counters.get("daño") == 2
    assert "I-509.2" in rules


def test_i_702_21b_immune_can_t_be_attacked_by_its_source() -> None:
    """I-702.21b: "Inmune – Caos": it can't be attacked by a Caos card — the *Kirch de las
    trincheras* may only attack the demon — while a neutral ally may attack it."""
    game = board(
        battlefields=(["Kirch de las trincheras", "Humano errante"], ["Monje de la ceniza fría"])
    )
    monk = in_play(game, "Monje de la ceniza fría")
    assert monk not in valid_defenders(game, in_play(game, "Kirch de las trincheras"))
    assert monk in valid_defenders(game, in_play(game, "Humano errante"))


def test_i_702_21b_immune_can_t_be_targeted_by_its_source() -> None:
    """I-702.21b: a Caos ritual (*Chispa del Caos*) can't target it, and may target another
    ally."""
    game = board(
        hands=(["Chispa del Caos"], []),
        battlefields=([RESOURCE, RESOURCE], ["Monje de la ceniza fría", "Marioneta risueña"]),
    )
    game.submit(f"cast:{game.state.zones['hand/0'][0]}")
    while game.pending is not None and game.pending.kind != "target":
        game.submit(game.pending.options[0])
    assert game.pending is not None
    offered = [o.id for o in game.pending.options]
    assert f"target:{in_play(game, 'Monje de la ceniza fría')}" not in offered
    assert f"target:{in_play(game, 'Marioneta risueña')}" in offered


def test_i_702_21b_immune_is_dealt_no_damage_by_its_source() -> None:
    """I-702.21b: damage from a Caos source doesn't reach it (no damage counters), damage
    from a neutral one does."""
    game = board(
        battlefields=(
            [],
            ["Monje de la ceniza fría", "Bestia del Caos", "Humano errante"],
        )
    )
    state = game.state
    monk = in_play(game, "Monje de la ceniza fría")
    beast, human = in_play(game, "Bestia del Caos"), in_play(game, "Humano errante")
    game.emit(Damage(beast, "inferno:Bestia del Caos", 1, monk, 1))
    assert state.objects[monk].counters == {}
    game.emit(Damage(human, "inferno:Humano errante", 1, monk, 1))
    assert state.objects[monk].counters.get("daño") == 1


def test_i_702_20a_impulso_triggers_on_a_neutral_card_played_from_hand() -> None:
    """I-702.20a: "cuando una carta neutral sea jugada desde tu mano": a neutral ally played
    from hand makes the *Buhonero del camino* take a card; a Caos ally doesn't."""
    game = board(
        hands=(["Humano errante", "Kirch de las trincheras"], []),
        battlefields=([RESOURCE] * 4 + ["Buhonero del camino"], []),
    )
    state = game.state
    hand = state.zones[zkey(Zone.HAND, 0)]
    human, kirch = hand
    for card, draws in ((kirch, 0), (human, 1)):
        before = len(state.zones[zkey(Zone.LIBRARY, 0)])
        game.submit(f"cast:{card}")
        while game.pending is not None and game.pending.kind != "priority":
            game.submit(game.pending.options[0])
        while state.zones["stack"]:
            game.submit("pass")
        assert before - len(state.zones[zkey(Zone.LIBRARY, 0)]) == draws, card
