"""CR 117.1, 601.2, 602.2, 732.1 — what a player may do with priority, kept across versions.

Whether a spell or ability could be cast or activated and completed now (``completable``)
and each player's whole list of priority options are kept (``Kernel.kept``) while nothing
they read is written: every aspect of the state but the step and combat, of which they read
only what ``combat_read`` gives (the attackers, and which are blocked once blockers have been
declared, CR 509.1h). These games check both directions with real cards: a change of what
the check reads gives a new answer (mana becomes available, blockers are declared so a
ninjutsu's unblocked attacker appears, a cost reduction leaves), and a change of step alone
keeps the answers, nothing worked out again. A last test guards the argument itself: no
code the check can reach reads the step, combat, the passes or the player with priority
anywhere else.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.rules.casting import announce
from grimorio.rules.turn import priority
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build
from support import one, resolve_top

LIB = ["Isla"] * 5
KAITO = "Kaito, Bane of Nightmares"
NINJUTSU = 0  # Kaito's ability that works from the hand (CR 702.49a)


# Calls are counted by replacing module functions, which compiled modules (``make
# test-compiled``) do not see: there only what the players are offered is checked, and make
# test runs these again on the pure-Python sources, where the counts are checked.
pytestmark = pytest.mark.pure
COUNTED = all(m.__file__ is not None and m.__file__.endswith(".py") for m in (announce, priority))


class Count:
    """Counts the castability checks actually made (not answered from what was kept)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.checks = 0
        self.lists = 0
        castable, options = announce.castable, priority._options

        def counted_castable(*args: object, **kwargs: object) -> bool:
            self.checks += 1
            return castable(*args, **kwargs)  # type: ignore[arg-type]

        def counted_options(*args: object) -> list[object]:
            self.lists += 1
            return options(*args)  # type: ignore[arg-type,return-value]

        monkeypatch.setattr(announce, "castable", counted_castable)
        monkeypatch.setattr(priority, "_options", counted_options)


def test_a_change_of_step_alone_keeps_the_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 500.1: the steps of combat with no attackers, then the second main phase, write
    only the step (and combat): the instant stays castable and is not checked again; the
    options asked in each step are the very same."""
    g = build(
        hands=(["Test Boost"], []),
        battlefields=(["Llanura", "Test Bear"], []),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    count = Count(monkeypatch)
    boost = f"cast:{one(g, 'Test Boost', 'hand/0')}"
    assert boost in g.pending.ids()  # worked out before the count began
    seen: list[tuple[str, tuple[str, ...]]] = []
    versions = set()
    while g.state.step != "main2" or g.pending.player != 0:
        d = g.pending
        if d.kind == "attackers":
            g.submit("done")  # no attackers (CR 508.8)
            continue
        if d.player == 0:
            seen.append((g.state.step, tuple(d.ids())))
            versions.add(g.state.version)
        g.submit("pass")
    assert {s for s, _ in seen} >= {"begin_combat", "declare_attackers"}
    assert all(ids == seen[0][1] for _, ids in seen)  # the same options at every step
    assert len(versions) == len(seen)  # a new state version each time
    assert boost in g.pending.ids()  # main2: sorcery timing, the same instant
    if COUNTED:
        assert count.checks == 0  # Test Boost was never checked again
        # worked out afresh: only the opponent's first list, and main2's (sorcery timing)
        assert count.lists == 2


def test_mana_becoming_available_makes_a_spell_castable() -> None:
    """CR 601.2g–h, 305.1: with no land Test Shock can't be paid for; once a Mountain is
    played (the objects, what is tapped and the mana change) it is offered."""
    g = build(hands=(["Test Shock", "Montaña"], []), libraries=(LIB, LIB))
    shock = f"cast:{one(g, 'Test Shock', 'hand/0')}"
    assert shock not in g.pending.ids()
    g.submit(f"play:{one(g, 'Mountain', 'hand/0')}")
    assert shock in g.pending.ids()


def test_blockers_declared_make_an_unblocked_attacker_for_ninjutsu(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """CR 509.1h, 702.49a: before blockers are declared an attacking creature is neither
    blocked nor unblocked, so ninjutsu can't be activated; in the declare blockers step,
    with no blocker declared, the attacker is unblocked and it can. Only the step (and
    combat) changed between the two questions: ``combat_read`` tells the kept answer from
    the new one."""
    g = build(
        hands=([KAITO], []),
        battlefields=(["Isla", "Pantano", "Isla", "Test Bear"], []),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    ninjutsu = f"activate:{one(g, KAITO, 'hand/0')}:{NINJUTSU}"
    bear = one(g, "Test Bear")
    while g.pending.kind != "attackers":
        g.submit("pass")
    g.submit(f"attack:{bear}")
    if g.pending.kind == "attackers":
        g.submit("done")
    assert g.state.step == "declare_attackers" and g.pending.player == 0
    assert ninjutsu not in g.pending.ids()
    count = Count(monkeypatch)
    while g.state.step == "declare_attackers":
        g.submit("pass")
    assert g.state.step == "declare_blockers" and g.pending.player == 0
    assert ninjutsu in g.pending.ids()
    assert count.checks >= 1 or not COUNTED  # worked out again: combat_read changed


def test_a_cost_reduction_leaving_drops_the_kept_answer() -> None:
    """CR 601.2f: with Inquisitive Glimmer ("enchantment spells you cast cost {1} less") two
    Islands pay for Test Empty Hand Muse ({2}{U}); once the Glimmer is destroyed they don't,
    and the Muse is no longer offered."""
    g = build(
        hands=(["Test Empty Hand Muse"], ["Asesinato"]),
        battlefields=(["Inquisitive Glimmer", "Isla", "Isla"], ["Pantano"] * 3),
        libraries=(LIB, LIB),
    )
    muse = f"cast:{one(g, 'Test Empty Hand Muse', 'hand/0')}"
    assert muse in g.pending.ids()
    g.submit("pass")
    assert g.pending.player == 1
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")
    g.submit(f"target:{one(g, 'Inquisitive Glimmer')}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    assert g.pending.player == 0 and g.state.step == "main1"
    assert muse not in g.pending.ids()


@pytest.mark.parametrize("seed", [5, 13, 21])
def test_the_kept_options_are_those_worked_out_afresh(seed: int) -> None:
    """Whole random games with every priority question asked: at each one the options
    equal, in contents and order, those worked out on a copy of the game that keeps
    nothing."""
    g = Game.new(decks=pairing(seed), seed=seed, auto_pass=False)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    checked = 0
    while not g.over:
        d = g.pending
        assert d is not None
        if d.kind == "priority":
            fresh = priority.legal_actions(g.clone(), d.player)
            assert [(o.id, o.args) for o in fresh] == [(o.id, o.args) for o in d.options]
            checked += 1
        g.submit(agents[d.player].decide(None, d))
    assert checked > 50


# -- the argument's guard -----------------------------------------------------------------
SRC = Path(__file__).resolve().parents[2] / "src" / "grimorio"
# What the castability check can reach: the layers of the rules up to casting (a module
# imports only from its own layer or below, tests/test_architecture.py), the two mechanics
# whose options the priority list adds, and the priority module itself.
REACHABLE = ("state", "characteristics", "events", "keywords", "vocabulary", "permanents")
ALSO = (
    "casting",
    "mtg/mechanics/rooms.py",
    "mtg/mechanics/face_down.py",
    "rules/turn/priority.py",
    "mtg/turn/timing.py",
)
# The state the check must not read but through ``combat_read``: the step, combat, the
# passes and the player with priority (these two change without an event, Kernel.kept).
WATCHED = ("step", "combat", "passes", "priority")
# Where they may be read: what ``combat_read`` covers; what commits a change (events'
# ``apply``/``possible``, ninjutsu's costs and effect), never run by a check that changes
# nothing; copying the state; the timing that the priority list puts in its key, and the
# priority step itself.
ALLOWED = {
    ("rules/vocabulary/targets.py", "matches"),
    ("rules/vocabulary/targets.py", "blocked"),
    ("rules/vocabulary/targets.py", "combat_read"),
    ("mtg/casting/ninjutsu.py", "remember_attacks"),
    ("mtg/casting/ninjutsu.py", "_attack"),
    ("rules/state/state.py", "MtgState.clone_extra"),
    ("mtg/turn/timing.py", "sorcery_timing"),
    ("rules/turn/priority.py", "Priority.run"),
    ("rules/turn/priority.py", "Priority.answer"),
}


def _reads(path: Path) -> list[tuple[str, str, int]]:
    """(function, attribute, line) of each read of a watched attribute in ``path``."""
    found: list[tuple[str, str, int]] = []

    def visit(node: ast.AST, where: tuple[str, ...]) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            where = (*where, node.name)
        if (
            isinstance(node, ast.Attribute)
            and node.attr in WATCHED
            and isinstance(node.ctx, ast.Load)
        ):
            found.append((".".join(where), node.attr, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child, where)

    visit(ast.parse(path.read_text(encoding="utf-8")), ())
    return found


def test_nothing_the_check_reaches_reads_the_step_or_combat_elsewhere() -> None:
    """The argument of ``completable`` and ``legal_actions`` (what they read): a new read of
    the step, combat, the passes or the player with priority in code they can reach must
    be looked at — put in ``combat_read`` or in the key — before this test is changed."""
    paths = [
        p
        for package in (SRC / "rules", SRC / "mtg")
        for layer in (*REACHABLE, ALSO[0])
        for p in sorted((package / layer).rglob("*.py"))
    ]
    paths += [SRC / p for p in ALSO[1:]]
    stray = []
    for path in paths:
        module = str(path.relative_to(SRC))
        for function, attribute, line in _reads(path):
            commits = module.startswith("rules/events/") and function.endswith(
                (".apply", ".possible")
            )
            if not commits and (module, function) not in ALLOWED:
                stray.append(f"{module}:{line} {function} reads .{attribute}")
    assert stray == []
