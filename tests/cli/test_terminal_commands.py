"""The terminal game's commands, in-process: typed lines go in, the console text comes out."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from grimorio import Game
from grimorio.cli import main as cli
from grimorio.cli.terminal import HUMAN, Terminal, opponent_agent
from grimorio.sample_decks import pairing

Line = str | type[BaseException]


class Keyboard:
    """Types the given lines one by one; an exception class is raised instead (EOFError for
    Ctrl-D, KeyboardInterrupt for Ctrl-C); a callable decides from the game."""

    def __init__(self, lines: list[Line | Callable[[Terminal], str]]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []
        self.typed: list[str] = []
        self.terminal: Terminal | None = None

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if isinstance(line, type) and issubclass(line, BaseException):
            raise line()
        if callable(line):
            assert self.terminal is not None
            line = line(self.terminal)
        assert isinstance(line, str)
        self.typed.append(line)
        return line


def terminal(
    lines: list[Line | Callable[[Terminal], str]],
    seed: int = 3,
    lang: str = "es",
    interactive: bool = True,
    save: Path | None = None,
    size: tuple[int, int] = (160, 50),
) -> tuple[Terminal, Keyboard, io.StringIO]:
    out = io.StringIO()
    console = Console(file=out, width=size[0], color_system=None, highlight=False)
    keys = Keyboard(lines)
    game = Game.new(decks=pairing(seed), seed=seed)
    t = Terminal(
        game, opponent_agent("random", seed), lang, console, save, keys, interactive, lambda: size
    )
    keys.terminal = t
    t._advance()  # the opponent's first decisions, so that the person is asked now
    return t, keys, out


def test_bad_input_is_answered_and_never_changes_the_game(tmp_path: Path) -> None:
    bad: list[Line | Callable[[Terminal], str]] = ["x", "999", "0", "", "v", "v 0", "por qué 0"]
    bad += ["por qué x", "a", "p", "guardar", EOFError, "?", "salir", "n", "salir", "s"]
    t, keys, out = terminal(bad)
    before = t.game.clone()
    assert t.run() == 0
    assert t.game == before
    text = out.getvalue()
    for reply in (
        "No entiendo «x»",
        "No hay opción 999",
        "No hay opción 0",
        "Escribe el número de una opción",
        "Escribe «v N»",
        "No ves ninguna carta con el número 0",
        "El registro no tiene la línea 0",
        "El registro no tiene la línea x",
        "Aquí no hay pago automático",
        "Ahora no puedes pasar la prioridad",
        "Escribe «guardar ARCHIVO»",
        "Fin de entrada (Ctrl-D) ignorado",
        "Comandos:",
        "Hasta la próxima.",
    ):
        assert reply in text, reply
    assert len(set(keys.prompts)) == 2  # the same question every time, and «salir?»
    assert keys.prompts.count("La partida no está guardada y se perderá. ¿Salir? (s/n) > ") == 2


def test_input_closed_for_good_ends_cleanly_without_saving(tmp_path: Path) -> None:
    save = tmp_path / "s.json"
    t, _, out = terminal([], interactive=False, save=save)
    save.unlink(missing_ok=True)
    t.save_path = None
    assert t.run() == 0
    assert out.getvalue().rstrip().endswith("La entrada se ha cerrado; la partida termina aquí.")


def test_many_ctrl_d_at_a_terminal_end_it_too() -> None:
    t, _, out = terminal([EOFError] * 5)
    assert t.run() == 0
    assert out.getvalue().count("Ctrl-D") == 4
    assert "La entrada se ha cerrado" in out.getvalue()


def test_ctrl_c_asks_before_leaving(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    t, keys, out = terminal([KeyboardInterrupt, "quizá", "n", KeyboardInterrupt, "s"], save=save)
    assert t.run() == 0
    text = out.getvalue()
    assert keys.prompts.count("¿Salir? (s/n) > ") == 3
    assert "Responde s o n." in text
    assert f"Partida guardada en {save}" in text
    assert Game.from_json(save.read_text(encoding="utf-8")) == t.game


def test_a_second_ctrl_c_while_asking_leaves() -> None:
    t, keys, _ = terminal([KeyboardInterrupt, KeyboardInterrupt])
    assert t.run() == 0
    assert keys.prompts[-1] == "¿Salir? (s/n) > "


def test_ctrl_c_while_the_computer_thinks_is_asked_about_at_the_next_question() -> None:
    t, keys, _ = terminal(["s"])
    t.prompter.interrupted = True
    assert t.run() == 0
    assert keys.prompts == ["¿Salir? (s/n) > "]


def test_concede_asks_first() -> None:
    t, keys, out = terminal(["rendirse", "n", "concede", "s"])
    assert t.run() == 0
    assert keys.prompts.count("¿Seguro que te rindes? (s/n) > ") == 2
    assert t.game.result is not None and t.game.result.reason == "concede"
    assert t.game.result.winner == 1
    assert "Fin de la partida: gana Sur (104.3a: conceder)." in out.getvalue()


def test_save_to_a_file_and_to_a_bad_place(tmp_path: Path) -> None:
    target = tmp_path / "mía.json"
    t, _, out = terminal([f"guardar {target}", f"save {tmp_path / 'no' / 'x.json'}", "salir", "s"])
    assert t.run() == 0
    assert Game.from_json(target.read_text(encoding="utf-8")) == t.game
    assert f"Partida guardada en {target}" in out.getvalue()
    assert "No se pudo guardar en" in out.getvalue()


def test_see_a_card_and_ask_why() -> None:
    t, _, out = terminal(["salir"])
    card = t.game.view(HUMAN, "es")["hand"][0]
    t.prompter.read = Keyboard([f"ver {card['id']}", "why", "¿por qué? 2", "salir", "s"])
    assert t.run() == 0
    text = out.getvalue()
    assert f"[{card['id']}] {card['name']}" in text and card["type_line"] in text
    assert text.count("↳") >= 2


def _person(t: Terminal) -> str:
    """Plays its lands and spells, pays automatically, otherwise passes or is done; types
    the numbers the screen shows."""
    game = t.game
    decision = game.pending
    assert decision is not None
    ids = decision.ids()
    for option in ids:
        if option.startswith("cast:") and game.answers.count(option) >= 2:
            continue  # tried twice and rewound (CR 732.1): it can't be paid that way
        if option.startswith(("play:", "cast:", "attack:", "keep")):
            return str(t.numbers[option])
    if "mana:auto" in ids:
        return "a"
    if "pass" in ids:
        return "p"
    return str(t.numbers["done"]) if "done" in ids else str(t.numbers[ids[0]])


def test_a_whole_game_pass_waits_for_something_new_and_auto_pays() -> None:
    t, keys, out = terminal([_person] * 1000, seed=8)
    asked: list[tuple[int, str, frozenset[int], str, bool]] = []

    def watch(prompt: str) -> str:
        g = t.game
        assert g.pending is not None and g.pending.player == HUMAN
        state = g.state
        more = any(o != "pass" for o in g.pending.ids())
        asked.append(
            (state.turn, state.step, frozenset(state.zones["stack"]), g.pending.kind, more)
        )
        return keys(prompt)

    t.prompter.read = watch
    assert t.run() == 0
    assert t.game.over
    assert "a" in keys.typed and any(a.startswith("mana:") for a in t.game.answers)
    assert "p" in keys.typed
    for i in range(len(asked) - 1):
        if keys.typed[i] == "p":  # the next question comes with something new
            turn, step, stack, _, _ = asked[i]
            nturn, nstep, nstack, kind, more = asked[i + 1]
            resolved = stack - nstack and (nturn, nstep) == (turn, step)
            new_step = (nturn, nstep) != (turn, step) and more
            assert kind != "priority" or nstack - stack or resolved or new_step
    assert "Fin de la partida: gana" in out.getvalue()


def test_english_texts() -> None:
    t, keys, out = terminal(["zz", "quit", "y"], lang="en")
    assert t.run() == 0
    assert keys.prompts[0].endswith("[1-2, ? help] > ")
    assert "I don't understand 'zz'" in out.getvalue()
    assert "Goodbye." in out.getvalue()


def test_play_with_given_decks_and_bad_decks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "mío.txt"
    mine.write_text("20 Pantano\n20 Asesinato\n", encoding="utf-8")
    bad = tmp_path / "malo.txt"
    bad.write_text("4 Cosa que no existe\n", encoding="utf-8")
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    assert cli.main(["play", "--ai", "random", "--deck", str(mine), "--seed", "2"]) == 0
    assert "Asesinato" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        cli.main(["play", "--ai", "random", "--opponent-deck", str(bad)])
    assert exit_.value.code == 2
    assert "No se pudo leer el mazo" in capsys.readouterr().err
    assert cli.main(["play", "--load", str(tmp_path / "nada.json")]) == 2
    assert "No se pudo cargar" in capsys.readouterr().err


def test_demo_two_agents_play_and_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "demo.json"
    assert cli.main(["play", "--demo", "--ai", "random", "--seed", "2", "--save", str(save)]) == 0
    assert "Resultado:" in capsys.readouterr().out
    assert Game.from_json(save.read_text(encoding="utf-8")).over
    assert cli.main(["replay", str(save)]) == 0  # stdin is not a terminal: all at once
    out = capsys.readouterr().out
    assert "Fin de la partida: gana" in out and out.count("\n") > 50
