"""CR 704.3, 117.5 — a check of state-based actions that found nothing to do is kept until
something it reads changes (``grimorio.mtg.turn.sba._Quiet``).

State-based actions are checked before every priority. A check that found nothing is kept
while none of the aspects of the state it read (``grimorio.core.aspects``) is written, so
the steps of an idle turn (a new step, mana, a land tapped) don't check again. These games
show both directions with real cards: an event that changes what a check reads — damage
marked, a deathtouch mark, -1/-1 counters, an Equipment or an Aura that gave +1/+1 taken
away, a life total going to 0, an Aura's host leaving — is seen at the next check, with the
same actions as ever; and a turn going on with nothing happening does not look again.
"""

from __future__ import annotations

from typing import Any

import pytest

from grimorio.dsl.zones import Zone
from grimorio.game import Game
from grimorio.mtg.turn import sba
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import Damage, LifeChange, ManaChange
from grimorio.rules.events.objects import Attach, CounterChange, SetTapped, ZoneChange
from grimorio.rules.turn import cleanup
from grimorio.scenario.board import build
from support import cards, ids, one

# The tests count calls and replace functions of the engine's modules, which calls inside a
# compiled module don't see: they need the pure-Python build (make test runs them there).
pytestmark = [
    pytest.mark.pure,  # make test runs them on the pure-Python sources
    pytest.mark.skipif(str(sba.__file__).endswith(".so"), reason="needs the pure-Python build"),
]

LIB = ["Llanura"] * 5
RESCUE = "Shardmage's Rescue"  # Aura, "enchant creature you control", +1/+1


class Scans:
    """Counts the checks that looked at the board (``sba._scan``)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.n = 0
        real = sba._scan

        def counting(*args: Any) -> Any:
            self.n += 1
            return real(*args)

        monkeypatch.setattr(sba, "_scan", counting)


def board(*mine: object, life: tuple[int, int] = (20, 20)) -> Game:
    return build(
        battlefields=(["Llanura", "Llanura", *mine], ["Montaña"]),
        libraries=(LIB, LIB),
        life=life,
    )


def checked_again(g: Game, scans: Scans) -> bool:
    """The active player passes: the check before the other player's priority (CR 117.5)
    happens; did it look at the board?"""
    before = scans.n
    g.submit("pass")
    return scans.n > before


def test_a_new_version_that_writes_nothing_read_keeps_the_check(monkeypatch):
    """Mana added and a land tapped (nothing the board's characteristics read): the check
    before the next priority does not look again, and finds nothing, as the last did."""
    g = board("Fear of Exposure", {"name": "Glimmer"}, {"name": RESCUE, "attached_to": "Glimmer"})
    scans = Scans(monkeypatch)
    g.emit(ManaChange(0, "W", 1, "106.4"))
    g.emit(SetTapped(ids(g, "Plains")[0], True, "701.26"))
    assert not checked_again(g, scans)
    assert g.pending.kind == "priority" and g.pending.player == 1


def test_idle_steps_do_not_check_again(monkeypatch):
    """From the precombat main phase to the end step with nothing happening (a new step,
    a combat with no attackers), each priority is preceded by a check (CR 117.5), and none
    of them looks at the board again: nothing it reads was written."""
    g = board("Fear of Exposure", {"name": "Glimmer"}, {"name": RESCUE, "attached_to": "Glimmer"})
    scans = Scans(monkeypatch)
    runs = 0
    real_run = sba.CheckSBA.run

    def counting_run(self: sba.CheckSBA, game: Any) -> Any:
        nonlocal runs
        runs += 1
        return real_run(self, game)

    monkeypatch.setattr(sba.CheckSBA, "run", counting_run)
    while g.state.step != "end":
        g.submit("done" if g.pending.kind == "attackers" else "pass")
    assert runs >= 8  # main1, begin_combat, declare_attackers, end_combat, main2, end ...
    assert scans.n == 0
    assert sorted(cards(g, "battlefield")) == sorted(
        ["Plains", "Plains", "Fear of Exposure", "Glimmer", RESCUE, "Mountain"]
    )


def test_704_5g_damage_marked_is_seen(monkeypatch):
    g = board("Fear of Exposure")
    scans = Scans(monkeypatch)
    fear = one(g, "Fear of Exposure")
    other = one(g, "Mountain")  # the source of the damage
    assert not checked_again(g, scans)
    g.submit("pass")  # back to player 0 in the next step: still nothing to do
    g.emit(Damage(other, "Mountain", 1, fear, 4))
    assert checked_again(g, scans)
    assert "Fear of Exposure" in cards(g, "graveyard/0")
    assert "704.5g" in g.log.rules()


def test_704_5h_a_deathtouch_mark_is_seen(monkeypatch):
    g = board("Fear of Exposure")
    scans = Scans(monkeypatch)
    fear = one(g, "Fear of Exposure")
    other = one(g, "Mountain")
    g.emit(Damage(other, "Mountain", 1, fear, 1, deathtouch=True))
    assert checked_again(g, scans)
    assert "704.5h" in g.log.rules()
    assert "Fear of Exposure" in cards(g, "graveyard/0")


def test_704_5f_minus_counters_are_seen(monkeypatch):
    g = board("Fear of Exposure")
    scans = Scans(monkeypatch)
    fear = one(g, "Fear of Exposure")
    g.emit(CounterChange(fear, "-1/-1", 3))
    assert checked_again(g, scans)  # 2/1: it lives
    assert chars(g, g.state.objects[fear]).toughness == 1
    g.submit("pass")
    g.emit(CounterChange(fear, "-1/-1", 1))
    assert checked_again(g, scans)
    assert "704.5f" in g.log.rules()
    assert "Fear of Exposure" in cards(g, "graveyard/0")


def test_704_5f_an_equipment_unattached_drops_toughness_to_zero(monkeypatch):
    """A 1/1 Glimmer with a -1/-1 counter lives while Glimmerlight gives it +1/+1; the
    Equipment unattached (a change of status only), it is 0/0 at the next check."""
    g = board(
        {"name": "Glimmer", "counters": {"-1/-1": 1}},
        {"name": "Glimmerlight", "attached_to": "Glimmer"},
    )
    scans = Scans(monkeypatch)
    glimmer = one(g, "Glimmer")
    assert chars(g, g.state.objects[glimmer]).toughness == 1
    assert not checked_again(g, scans)
    g.submit("pass")
    g.emit(Attach(one(g, "Glimmerlight"), None, "701.3"))
    assert checked_again(g, scans)
    assert "704.5f" in g.log.rules()
    assert "Glimmer" not in cards(g, "battlefield")


def test_704_5f_an_aura_giving_plus_one_leaving(monkeypatch):
    """The same with Shardmage's Rescue (+1/+1 to the enchanted creature) put into the
    graveyard: what is in play and the effects changed."""
    g = board(
        {"name": "Glimmer", "counters": {"-1/-1": 1}},
        {"name": RESCUE, "attached_to": "Glimmer"},
    )
    scans = Scans(monkeypatch)
    assert not checked_again(g, scans)
    g.submit("pass")
    g.emit(ZoneChange(one(g, RESCUE), Zone.GRAVEYARD, "701.21", "sacrifice"))
    assert checked_again(g, scans)
    assert "704.5f" in g.log.rules()
    assert "Glimmer" not in cards(g, "battlefield")


def test_704_5m_an_auras_host_leaving(monkeypatch):
    g = board("Fear of Exposure", {"name": RESCUE, "attached_to": "Fear of Exposure"})
    scans = Scans(monkeypatch)
    assert not checked_again(g, scans)
    g.submit("pass")
    g.emit(ZoneChange(one(g, "Fear of Exposure"), Zone.HAND, "701.x", "bounce"))
    assert checked_again(g, scans)
    assert "704.5m" in g.log.rules()
    assert cards(g, "graveyard/0") == [RESCUE]


def test_704_5a_life_is_read_at_every_check(monkeypatch):
    """The players' part (CR 704.5a–c) is read afresh at every check, and life totals are
    not among what the kept part reads: a life loss that leaves the player alive does not
    make the board be looked at again; a life total at 0 is seen at the next check, which
    then looks at everything as ever (the events in the same order)."""
    g = board("Fear of Exposure")
    scans = Scans(monkeypatch)
    g.emit(LifeChange(1, -19))
    assert not checked_again(g, scans)
    g.submit("pass")
    g.emit(LifeChange(0, -20))
    assert checked_again(g, scans)
    assert g.over
    assert g.result is not None and g.result.winner == 1
    assert "704.5a" in g.log.rules()


def _to_next_turn(g: Game) -> None:
    while g.state.turn == 2:
        g.submit("pass")


@pytest.mark.parametrize("damaged", [False, True])
def test_514_2_cleanup_with_nothing_to_end_is_the_same_game(monkeypatch, damaged):
    """CR 514.2: a cleanup step with no "until end of turn" effect and no damage emits no
    :class:`EndEffects` (it would change and log nothing): the game goes on with the same
    log and the same state versions as when the event is forced."""
    mine = {"name": "Fear of Exposure", "damage": 1} if damaged else "Fear of Exposure"

    def play(force: bool) -> Game:
        g = build(
            battlefields=(["Llanura", mine], ["Montaña"]),
            libraries=(LIB, LIB),
            step="end",
        )
        if force:
            monkeypatch.setattr(cleanup, "_cleanup_changes", lambda game: True)
        _to_next_turn(g)
        monkeypatch.undo()
        return g

    skipped, forced = play(False), play(True)
    assert [(e.rule, e.key, e.args) for e in skipped.state.log] == [
        (e.rule, e.key, e.args) for e in forced.state.log
    ]
    assert skipped.state.version == forced.state.version
    assert ("514.2" in skipped.log.rules()) == damaged
    assert skipped.state.objects[one(skipped, "Fear of Exposure")].damage == 0
