"""CR 506.3 / 508.1b: the active player announces whether each attacker attacks the
defending player or a planeswalker they control; 120.3c: combat damage to a planeswalker
removes loyalty counters; 506.4c: a planeswalker that leaves combat takes its attackers'
damage with it."""

from __future__ import annotations

from grimorio.scenario.board import build
from support import one, to_attackers

LIB = ["Llanura"] * 5
WALKER = {"name": "Test Walker", "counters": {"loyalty": 3}}


def test_508_1b_attackers_choose_the_player_or_a_planeswalker() -> None:
    g = build(battlefields=(["Test Bear"], [WALKER]), libraries=(LIB, LIB))
    bear, walker = one(g, "Test Bear"), one(g, "Test Walker")
    to_attackers(g)
    assert g.pending.ids() == [f"attack:{bear}", f"attack:{bear}:{walker}", "done"]
    g.submit(f"attack:{bear}:{walker}")
    assert g.state.combat is not None and g.state.combat.attackers == {bear: walker}
    to_blockers_or_damage(g)
    # CR 120.3c: 2 combat damage removes 2 loyalty counters; the player loses no life
    assert g.state.objects[walker].counters == {"loyalty": 1}
    assert g.state.player(1).life == 20


def to_blockers_or_damage(g) -> None:  # type: ignore[no-untyped-def]
    while g.state.step not in ("combat_damage", "end_combat"):
        g.submit(g.pending.ids()[-1] if g.pending.kind != "priority" else "pass")


def test_704_5i_a_planeswalker_attacked_to_zero_loyalty_dies() -> None:
    g = build(battlefields=(["Test Giant"], [WALKER]), libraries=(LIB, LIB))
    giant, walker = one(g, "Test Giant"), one(g, "Test Walker")
    to_attackers(g)
    g.submit(f"attack:{giant}:{walker}")
    to_blockers_or_damage(g)
    g.submit("pass")
    assert walker not in g.state.zones["battlefield"]
    assert "704.5i" in g.log.rules()


def test_506_4c_attacker_of_a_departed_planeswalker_deals_no_damage() -> None:
    g = build(
        hands=([], ["Test Blast"]),
        battlefields=(["Test Bear"], [WALKER, *["Montaña"] * 4]),
        libraries=(LIB, LIB),
    )
    bear, walker = one(g, "Test Bear"), one(g, "Test Walker")
    to_attackers(g)
    g.submit(f"attack:{bear}:{walker}")
    # the defending player has no creatures, so no blockers are declared; in the declare
    # blockers step the active player passes and the defending player answers
    while not (g.state.step == "declare_blockers" and g.pending.player == 1):
        g.submit("pass")
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/1')}")
    g.submit("x:3")
    g.submit(f"target:{walker}")
    g.submit("pass")
    g.submit("pass")  # 3 damage: the walker has no loyalty left and dies (704.5i)
    assert walker not in g.state.zones["battlefield"]
    assert g.state.combat is not None and bear in g.state.combat.attackers  # still attacking
    while g.state.step != "end_combat":
        g.submit("pass")
    assert g.state.player(1).life == 20  # unblocked, but it attacks nothing: no damage
    assert not [e for e in g.log if e.rule == "510.2"]
