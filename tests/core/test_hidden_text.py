"""Nothing hidden in any text (issue 17; DESIGN principle 7): no log line, explanation, prompt
or option label names a card its reader may not see.

A face-down permanent has no name (CR 708.2a): everyone reads "una criatura boca abajo" / "a
face-down creature", and its controller, who may look at it (708.5), reads "una criatura
boca abajo (Bosque)" in their own log; a card exiled face down is "una carta boca abajo" to
everyone (406.3); once the game is over, face-down permanents are revealed (708.9). By
construction: every card argument is built in ``grimorio.text.refs`` through
``grimorio.rules.events.objects``, which knows who may see the object — checked below on the
source — and a scan of seeded games with manifest dread decks
(:mod:`grimorio.testing.hidden_text`) reads everything each player receives.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import grimorio.text.render as render
from grimorio import Game
from grimorio.core.decisions import IllegalAction
from grimorio.dsl.zones import Zone
from grimorio.explain import explain
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.scenario.board import build
from grimorio.testing.hidden_text import _named, scan
from grimorio.text.refs import EVERYONE
from support import attack, to_step

SRC = Path(__file__).resolve().parents[2] / "src" / "grimorio"
REFS = SRC / "text" / "refs.py"
OBJECTS = SRC / "rules" / "events" / "objects.py"
# Tuples tagged "c" that are no message argument: the layer engine's ids of counter effects.
NOT_MESSAGES = {SRC / "rules" / "characteristics" / "layers.py"}


def _face_down(g: Game) -> int:
    (fd,) = (o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down)
    return fd


def _lines(g: Game, rule: str, viewer: int | None, lang: str = "es") -> list[str]:
    return [line for line in g.log.lines(lang, viewer) if f"({rule}" in line]


# -- by construction ---------------------------------------------------------------------
def _violations(path: Path, source: str) -> list[str]:
    """Where ``source`` (the file ``path``) builds a card argument itself."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source, str(path))):
        if (
            isinstance(node, ast.Tuple)
            and node.elts
            and isinstance(node.elts[0], ast.Constant)
            and node.elts[0].value == "c"
            and path not in NOT_MESSAGES
        ):
            found.append(f"{path.name}:{node.lineno} builds a card argument")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("object_ref", "hidden_ref")
            and path != OBJECTS
        ):
            found.append(f"{path.name}:{node.lineno} calls {node.func.id}")
    return found


def test_card_arguments_are_built_only_by_the_refs_module_and_the_object_events() -> None:
    """A literal ``("c", …)`` outside ``text/refs.py``, or a named or hidden object
    reference made outside ``rules/events/objects.py`` (which decides from the state who may
    see the object, CR 708.5, 406.3), could put a hidden card's name in a message."""
    found: list[str] = []
    for path in sorted(SRC.rglob("*.py")):
        if path != REFS:
            found += _violations(path, path.read_text())
    assert found == []


def test_the_source_check_finds_the_constructions_the_audit_found() -> None:
    """The check is honest: the stun note of 122.1d as it was written, and a named
    reference made outside the object events, are both found."""
    stun = 'game.note("122.1d", "stun", ("c", c.source_card, c.source))'
    named = "args = (object_ref(obj.card, obj.id),)"
    elsewhere = SRC / "mtg" / "pipeline" / "replacement.py"
    assert len(_violations(elsewhere, stun)) == 1
    assert len(_violations(elsewhere, named)) == 1
    assert _violations(OBJECTS, named) == []


# -- the three lines of the audit ---------------------------------------------------------
def test_combat_damage_of_a_face_down_creature_names_no_card_510_2_708_2a() -> None:
    """CR 510.2, 708.2a, 708.5: "El Asesinato hace 2 de daño a Sur" was the opponent's line."""
    g = build(battlefields=([{"name": "Murder", "face_down": True}], []))
    attack(g, _face_down(g))
    to_step(g, "end_combat")
    assert _lines(g, "510.2", 1) == [
        "Una criatura boca abajo hace 2 de daño a Sur (510.2: daño de combate)."
    ]
    assert _lines(g, "510.2", 1, "en") == [
        "A face-down creature deals 2 damage to Sur (510.2: combat damage)."
    ]
    assert _lines(g, "510.2", None) == _lines(g, "510.2", 1)  # the public log
    assert _lines(g, "510.2", 0) == [  # its controller may look at it
        "Una criatura boca abajo (Asesinato) hace 2 de daño a Sur (510.2: daño de combate)."
    ]
    damage = next(i for i, e in enumerate(g.state.log) if e.rule == "510.2")
    assert not any("Asesinato" in line for line in explain(g, damage, "es", 1))
    assert "(Asesinato)" in explain(g, damage, "es", 0)[0]
    assert not any("Asesinato" in line or "Murder" in line for line in g.view(1)["log"])
    assert any("(Asesinato)" in line for line in g.view(0)["log"])


def test_a_stun_counter_on_a_face_down_permanent_names_no_card_122_1d() -> None:
    """CR 122.1d: "El Bosque no se endereza: … contador de aturdimiento" was the opponent's
    line; the permanent is a face-down creature to them (708.2a)."""
    g = build(
        battlefields=(
            [{"name": "Forest", "face_down": True, "tapped": True, "counters": {"stun": 1}}],
            [],
        ),
        libraries=(["Island"] * 3, ["Island"] * 3),
        active=1,
        step="end",
    )
    while not (g.state.turn == 3 and g.state.step == "main1"):
        g.submit("pass")
    assert _lines(g, "122.1d", 1)[0] == (
        "Una criatura boca abajo no se endereza: en vez de eso se le quita un contador de "
        "aturdimiento (122.1d: contadores de aturdimiento)."
    )
    assert all("Bosque" not in line for line in _lines(g, "122.1d", 1))
    assert all("Forest" not in line for line in _lines(g, "122.1d", 1, "en"))
    assert _lines(g, "122.1d", 0)[0].startswith("Una criatura boca abajo (Bosque) no se endereza")


def test_damage_prevented_from_a_face_down_source_names_no_card_615_1() -> None:
    """CR 615.1 (The Mindskinner prevents the damage its controller's sources would deal to
    an opponent): "Se previenen 2 de daño del Bosque" was the opponent's line."""
    g = build(
        battlefields=([{"name": "Forest", "face_down": True}, "The Mindskinner"], []),
        libraries=([], ["Island"] * 5),
    )
    attack(g, _face_down(g))
    to_step(g, "end_combat")
    assert _lines(g, "615.1", 1) == [
        "Se previenen 2 de daño de una criatura boca abajo (615.1: efecto de prevención)."
    ]
    assert _lines(g, "615.1", 0) == [
        "Se previenen 2 de daño de una criatura boca abajo (Bosque) (615.1: efecto de prevención)."
    ]


# -- who may read what ---------------------------------------------------------------------
def test_face_down_permanents_are_named_to_everyone_once_the_game_is_over_708_9() -> None:
    g = build(battlefields=([{"name": "Murder", "face_down": True}], []))
    attack(g, _face_down(g))
    to_step(g, "end_combat")
    assert not any("Asesinato" in line for line in g.view(1)["log"])
    g.concede(1)
    assert any("(Asesinato)" in line for line in g.view(1)["log"])
    damage = next(i for i, e in enumerate(g.state.log) if e.rule == "510.2")
    assert "(Asesinato)" in explain(g, damage, "es", 1)[0]
    assert "(Asesinato)" in g.log.lines("es", EVERYONE)[damage]
    assert "Asesinato" not in g.log.lines("es")[damage]  # the public log still names nothing


def test_a_card_exiled_face_down_is_a_face_down_card_to_everyone_406_3() -> None:
    """CR 406.3: nobody may look at a card exiled face down, not even its owner; it is "una
    carta boca abajo", not a creature."""
    g = build(battlefields=(["Test Bear"], []))
    bear = g.state.zones["battlefield"][0]
    move = ZoneChange(bear, Zone.EXILE, "406.3", "exile", face_down=True)
    g.emit(move)
    for viewer in (None, 0, 1):
        line = g.log.lines("es", viewer)[-1]
        assert "Oso" not in line and "Bear" not in line
        assert "una carta boca abajo" in line.lower()
    ref = cref(g.state, move.new_id)
    assert ref[1:3] == ("Face-down card", move.new_id) and ref[4] == ()


def test_the_controller_of_a_face_down_permanent_is_offered_it_by_name_708_5() -> None:
    """Turning a manifested creature face up (701.40b) is offered to its controller, who may
    look at it: the option names the card to them; the opponent receives no options."""
    g = build(
        battlefields=([{"name": "Test Bear", "face_down": True}, "Forest", "Forest"], []),
    )
    view = g.view(0)
    labels = [o["label"] for o in view["decision"]["options"]]
    assert any("criatura boca abajo (" in label for label in labels)
    assert "options" not in g.view(1)["decision"]


def test_explain_checks_its_viewer() -> None:
    g = build(battlefields=(["Test Bear"], []))
    with pytest.raises(IllegalAction):
        explain(g, 0, "es", 7)


# -- the scan ------------------------------------------------------------------------------
def test_scan_of_manifest_dread_games_finds_no_hidden_card_in_any_text() -> None:
    """24 seeded random games with manifest dread decks (701.62a): every face-down permanent
    is unnamed to the player who may not look at it (708.5), in every log line, explanation,
    prompt and option label each player receives, in Spanish and English; the other
    player's hand and every library stay unnamed too (402.3, 401.2). Before the fix the same
    scan of 200 games found 828 leaking texts in 119 games, all of them combat damage dealt
    by a face-down creature (510.2); after it, none (``python -m grimorio.testing.hidden_text
    200``)."""
    result = scan(range(24))
    assert result.games_face_down >= 20  # the scan does exercise face-down permanents
    assert result.texts > 100_000
    assert result.leaks == []


def test_the_scan_finds_a_leak_when_a_name_slips_through(monkeypatch: pytest.MonkeyPatch) -> None:
    """The scan is honest: rendering every hidden object by its real name is caught."""
    monkeypatch.setattr(
        render, "shown_key", lambda arg, viewer: (str(arg[-2] if len(arg) == 5 else arg[1]), None)
    )
    result = scan(range(1))
    assert result.leaks


def test_a_hidden_name_inside_a_longer_name_the_reader_saw_is_no_leak() -> None:
    """Marina Vendrell in the hand is not named by "Grimorio de Marina Vendrell" on the stack
    (a card the reader sees), but is named by a text that says her name alone."""
    seen = ["Grimorio de Marina Vendrell"]
    assert not _named("Marina Vendrell", "Sur lanza el Grimorio de Marina Vendrell.", seen)
    assert _named("Marina Vendrell", "Sur lanza a Marina Vendrell.", seen)
    assert _named("Marina Vendrell", "Grimorio de Marina Vendrell", ())
