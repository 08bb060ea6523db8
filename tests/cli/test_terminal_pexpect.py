"""``grimorio play`` end to end through a pseudo-terminal, as a person would use it: whole
games by typed input with bad input, Ctrl-D and Ctrl-C, ``v N``, ``por qué``, saving,
killing and resuming with ``--load``, conceding, and ``grimorio replay``."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from terminal_driver import CONFIRM, ENV, TIMEOUT, Person, spawn

from grimorio import Game

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")


def saved(path: Path) -> Game:
    return Game.from_json(path.read_text(encoding="utf-8"))


@pytest.mark.slow
def test_a_whole_game_by_typed_input_with_bad_input(tmp_path: Path) -> None:
    save = tmp_path / "partida.json"
    person = Person(spawn("--seed", "3", "--lang", "es", "--save", str(save)))
    assert person.wait()
    first = person.screen
    assert person.labels and "Tu mano:" in first
    before = saved(save)

    for typed, reply in [
        ("x", "No entiendo «x»"),
        ("999", "No hay opción 999: elige del 1 al"),
        ("", "Escribe el número de una opción"),
        ("?", "Comandos: un número elige esa opción"),
        ("v 99999", "No ves ninguna carta con el número 99999"),
        ("por qué 99999", "El registro no tiene la línea 99999"),
        ("a", "Aquí no hay pago automático"),
    ]:
        person.type(typed)
        assert person.wait()
        assert reply in person.screen, (typed, person.screen)
    person.child.sendeof()  # Ctrl-D: answered like bad input, then the question again
    assert person.wait()
    assert "Ctrl-D" in person.screen
    assert saved(save) == before  # none of that changed the game

    card = before.view(0, "es")["hand"][0]  # a card in the person's hand, shown as [id]
    assert f"[{card['id']}] {card['name']}" in first
    person.type(f"v {card['id']}")
    assert person.wait()
    assert f"[{card['id']}] {card['name']}" in person.screen
    assert card["type_line"] in person.screen

    person.type("por qué")
    assert person.wait()
    assert "↳" in person.screen

    person.play_out()
    assert "Fin de la partida: gana" in person.screen
    assert person.exit_status() == 0
    final = saved(save)
    assert final.over and final.result is not None and final.result.reason != "concede"
    assert person.prompts > 20  # a real game was played, not a shortcut
    assert any(a.startswith("mana:") for a in final.answers)  # «a» paid for spells
    assert any(a.startswith(("play:", "cast:")) for a in final.answers)


@pytest.mark.slow
def test_save_kill_and_load_resumes_at_the_same_decision(tmp_path: Path) -> None:
    save = tmp_path / "guardada.json"
    person = Person(spawn("--seed", "5", "--save", str(save)))
    for _ in range(12):
        assert person.wait()
        person.answer()
    assert person.wait()
    question = person.labels
    before = saved(save)
    assert before.pending is not None and before.pending.player == 0
    person.child.kill(signal.SIGKILL)
    person.child.close(force=True)

    again = Person(spawn("--load", str(save)))
    assert again.wait()
    assert again.labels == question
    assert saved(save) == before  # resumed exactly where it was
    again.type("rendirse")
    again.child.expect(CONFIRM, timeout=TIMEOUT)
    again.type("n")  # changed their mind
    assert again.wait()
    assert saved(save) == before
    again.type("concede")
    again.child.expect(CONFIRM, timeout=TIMEOUT)
    again.type("s")
    assert not again.wait()
    assert "Fin de la partida: gana Sur (104.3a" in again.screen
    assert again.exit_status() == 0
    assert saved(save).result is not None and saved(save).result.reason == "concede"

    # grimorio replay, page by page at a terminal …
    replay = spawn(str(save), command="replay")
    replay.expect("Intro para seguir", timeout=TIMEOUT)
    replay.sendline("")
    replay.expect("Intro para seguir", timeout=TIMEOUT)
    replay.sendline("q")
    replay.expect(pexpect.EOF, timeout=TIMEOUT)
    replay.close()
    assert replay.exitstatus == 0
    # … and all at once when nobody is there
    out = subprocess.run(
        [sys.executable, "-m", "grimorio.cli.main", "replay", str(save)],
        capture_output=True,
        text=True,
        env=ENV,
        stdin=subprocess.DEVNULL,
        timeout=TIMEOUT,
    )
    assert out.returncode == 0
    assert "Norte concede la partida" in out.stdout
    assert out.stdout.rstrip().endswith("Fin de la partida: gana Sur (104.3a: conceder).")


def test_ctrl_c_asks_before_leaving_and_quit_saves(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    person = Person(spawn("--seed", "2", "--lang", "en", "--save", str(save)), lang="en")
    assert person.wait()
    person.child.sendintr()
    person.child.expect(re.escape("Quit? (y/n) > "), timeout=TIMEOUT)
    person.type("n")
    assert person.wait()
    for _ in range(5):
        person.answer()
        assert person.wait()
    at = saved(save)
    person.child.sendintr()
    person.child.expect(CONFIRM, timeout=TIMEOUT)
    person.type("y")
    assert not person.wait()
    assert f"Game saved to {save}" in person.screen
    assert "grimorio play --load" in person.screen
    assert person.exit_status() == 0
    assert saved(save) == at


def test_closed_input_ends_cleanly() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "grimorio.cli.main", "play", "--ai", "random", "--seed", "4"],
        input="x\n1\n",
        capture_output=True,
        text=True,
        env=ENV,
        timeout=TIMEOUT,
    )
    assert out.returncode == 0, out.stderr
    assert "No entiendo «x»" in out.stdout
    assert out.stdout.rstrip().endswith("La entrada se ha cerrado; la partida termina aquí.")
