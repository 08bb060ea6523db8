"""The Duskmourn Commander cards of ``grimorio.cards.dsc.blue``, each ability on a
board built for it: Miedo a la parálisis del sueño — eerie (CR 207.2c, 603.2), its stun
counter (122.1d) and "stun counters can't be removed from permanents your opponents control"
(101.2), with the release notes' rulings: no untap and no removal (122.1d), no move (122.5),
no {Q} cost paid (107.6)."""

from grimorio.cards import registry
from grimorio.dsl import Filter, Mode, SpellAbility, Target, TargetSpec, card
from grimorio.dsl.effects_counters import MoveCounters
from grimorio.scenario.board import build
from support import ids, one, pay

FEAR = "Miedo a la parálisis del sueño"
MOVER = "Test Stun Mover"
_CREATURE = Filter(types=("creature",))

# A test-only sorcery (no card of the pool moves stun counters): CR 122.5.
if MOVER not in registry.TEST.by_key:
    registry.TEST.add(
        card(
            MOVER,
            None,
            "{U}",
            "Sorcery",
            "Conjuro",
            spell=SpellAbility(
                (
                    Mode(
                        (TargetSpec((_CREATURE,)), TargetSpec((_CREATURE,))),
                        (MoveCounters("stun", Target(0), Target(1), 1),),
                    ),
                )
            ),
            text_en="Move a stun counter from target creature onto another target creature.",
        )
    )


def stunned(n: int = 1, tapped: bool = True) -> dict[str, object]:
    return {"name": "Test Bear", "tapped": tapped, "counters": {"stun": n}}


def to_untap_of(g, seat: int, limit: int = 40) -> None:
    """Pass until ``seat``'s upkeep: their untap step is over (CR 502.3)."""
    for _ in range(limit):
        if g.state.active == seat and g.state.step == "upkeep":
            return
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    raise AssertionError("no upkeep")


def test_eerie_as_it_enters_taps_up_to_one_target_and_stuns_it_122_1d():
    """CR 207.2c, 603.2, 122.1d: "whenever this ... enters": the trigger taps the target
    creature and puts a stun counter on it."""
    g = build(
        hands=([FEAR], []),
        battlefields=(["Isla"] * 6, ["Test Bear"]),
        libraries=(["Isla"] * 3,) * 2,
    )
    g.submit(f"cast:{one(g, FEAR, 'hand/0')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")  # the creature spell resolves; its eerie ability triggers
    bear = one(g, "Test Bear")
    assert g.pending.kind == "target" and f"target:{bear}" in g.pending.ids()
    g.submit(f"target:{bear}")
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[bear].tapped and g.state.objects[bear].counters == {"stun": 1}


def test_eerie_up_to_one_target_none_chosen_115_1():
    """CR 115.1, 601.2c: "up to one" — no target may be chosen, and nothing is stunned."""
    g = build(
        hands=([FEAR], []),
        battlefields=(["Isla"] * 6, ["Test Bear"]),
        libraries=(["Isla"] * 3,) * 2,
    )
    g.submit(f"cast:{one(g, FEAR, 'hand/0')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    g.submit("done")
    assert not g.state.zones["stack"] or g.pending.kind == "priority"
    bear = one(g, "Test Bear")
    assert not g.state.objects[bear].tapped and g.state.objects[bear].counters == {}


def test_an_opponents_stunned_permanent_doesnt_untap_and_keeps_the_counter_101_2():
    """CR 101.2, 122.1d (ruling 1): in a game of three, each opponent's stunned permanent
    stays tapped in its untap step with every stun counter it had."""
    g = build(
        players=("Norte", "Este", "Sur"),
        battlefields=([FEAR], [stunned(2)], [stunned(1)]),
        libraries=(["Isla"] * 3,) * 3,
        step="end",
    )
    este, sur = ids(g, "Test Bear")
    to_untap_of(g, 1)
    assert g.state.objects[este].tapped and g.state.objects[este].counters == {"stun": 2}
    assert g.state.objects[sur].counters == {"stun": 1}  # not Sur's untap step yet
    assert "122.1d" in g.log.rules()


def test_its_controllers_own_stunned_permanent_loses_the_counter_instead_122_1d():
    """CR 122.1d: only opponents' permanents keep stun counters; its controller's own
    permanent stays tapped once and loses a counter, as without the card."""
    g = build(
        battlefields=([FEAR, stunned(1)], []),
        libraries=(["Isla"] * 3,) * 2,
        active=1,
        step="end",
    )
    bear = one(g, "Test Bear")
    to_untap_of(g, 0)
    assert g.state.objects[bear].tapped and g.state.objects[bear].counters == {}


def test_without_it_the_opponents_stun_counter_is_removed_122_1d():
    """The contrast: with no Miedo on the battlefield the untap removes a stun counter."""
    g = build(
        battlefields=([], [stunned(2)]),
        libraries=(["Isla"] * 3,) * 2,
        step="end",
    )
    bear = one(g, "Test Bear")
    to_untap_of(g, 1)
    assert g.state.objects[bear].counters == {"stun": 1}


def test_a_stun_counter_isnt_moved_from_an_opponents_permanent_122_5():
    """CR 122.5, 101.2 (ruling 2): nothing is removed and nothing is put."""
    g = build(
        hands=([MOVER], []),
        battlefields=([FEAR, "Isla", "Test Bear"], [stunned(1)]),
        libraries=(["Isla"] * 3,) * 2,
    )
    mine, theirs = ids(g, "Test Bear")
    assert g.state.objects[theirs].controller == 1
    g.submit(f"cast:{one(g, MOVER, 'hand/0')}")
    g.submit(f"target:{theirs}")
    g.submit(f"target:{mine}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[theirs].counters == {"stun": 1}
    assert g.state.objects[mine].counters == {}


def test_a_stun_counter_moves_from_its_controllers_own_permanent_122_5():
    """CR 122.5: its controller's own stun counters may still be moved."""
    g = build(
        hands=([MOVER], []),
        battlefields=([FEAR, "Isla", stunned(1)], ["Test Bear"]),
        libraries=(["Isla"] * 3,) * 2,
    )
    mine, theirs = ids(g, "Test Bear")
    assert g.state.objects[mine].controller == 0
    g.submit(f"cast:{one(g, MOVER, 'hand/0')}")
    g.submit(f"target:{mine}")
    g.submit(f"target:{theirs}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[mine].counters == {}
    assert g.state.objects[theirs].counters == {"stun": 1}


def test_an_opponent_cant_pay_untap_with_a_stunned_permanent_107_6():
    """CR 107.6, 122.1d, 101.2 (ruling 3): {Q} of a tapped permanent with a stun counter
    can't be paid while its controller's opponent controls Miedo; without it, it can."""
    untapper = {"name": "Test Untapper", "tapped": True, "counters": {"stun": 1}}
    for mine, offered in (([FEAR], False), ([], True)):
        g = build(battlefields=(mine, [untapper]), libraries=(["Isla"] * 3,) * 2, active=1)
        q = f"activate:{one(g, 'Test Untapper')}:0"
        assert (q in g.pending.ids()) is offered
