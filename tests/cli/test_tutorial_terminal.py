"""``grimorio tutorial`` in the terminal (issue 24, parts 1, 3 and 5): lessons played in the
real terminal game with every move judged by the coach, the menu and the progress file, and
the guided first game's notes and «por qué» offers. In-process: typed lines go in, the
console text comes out; one test drives the real command through a pseudo-terminal."""

from __future__ import annotations

import io
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

import pexpect
import pytest
from rich.console import Console
from terminal_driver import CONFIRM, ENV, TIMEOUT, choose, spawn

from grimorio import Game
from grimorio.cli import main as cli
from grimorio.cli.play import seat_decks
from grimorio.cli.terminal import HUMAN, opponent_agent
from grimorio.cli.tutorial_cmd import TutorialSession
from grimorio.cli.tutorial_terminal import GuidedTerminal, LessonTerminal
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.tutorial.coach import Coach
from grimorio.tutorial.lessons import Lesson, lesson, lessons
from grimorio.tutorial.progress import FILE_NAME, ProgressFile

SIZE = (120, 50)
LANDS = lesson("tierras")  # play the Forest (CR 305.1-305.2)
RESPONSE = lesson("en-respuesta")  # cast Give In to Violence in response (CR 117.7, 405.5)

Typed = str | Callable[[], str]
OFFER = re.compile(r"¿Por qué\? escribe «por qué (\d+)»: (.+)")


class Keyboard:
    """Types the given lines one by one (a callable is asked for its line when its turn
    comes); no line left is Ctrl-D."""

    def __init__(self, lines: list[Typed]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        return line() if callable(line) else line


def console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=SIZE[0], color_system=None, highlight=False), out


def lesson_terminal(
    chosen: Lesson, lines: list[Typed], lang: str = "es"
) -> tuple[LessonTerminal, io.StringIO]:
    shown, out = console()
    terminal = LessonTerminal(Coach(chosen), lang, shown, Keyboard(lines), True, lambda: SIZE)
    return terminal, out


def number_of(terminal: LessonTerminal, label: str) -> Callable[[], str]:
    """Types the number the screen shows for the option whose label begins with ``label``."""

    def typed() -> str:
        decision = terminal.game.pending
        assert decision is not None
        for option in decision.options:
            if terminal._label(option).startswith(label):
                return str(terminal.numbers[option.id])
        raise AssertionError(f"no option {label!r} among {decision.ids()}")

    return typed


def session(
    lines: list[Typed], folder: Path, lang: str = "es", interactive: bool = True, seed: int = 1
) -> tuple[TutorialSession, Keyboard, io.StringIO]:
    shown, out = console()
    keys = Keyboard(lines)
    progress = ProgressFile(folder / FILE_NAME)
    tutorial = TutorialSession(lang, shown, keys, interactive, lambda: SIZE, progress, seed)
    return tutorial, keys, out


def recorded(folder: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))
    return data


def test_a_person_completes_a_lesson_by_typing_its_number() -> None:
    """Issue 24 part 1: the lesson's title, explanation and task are printed, the person
    plays it in the terminal game by typing the option's number, and the coach ends it done
    (CR 305.1: the Forest is put onto the battlefield)."""
    terminal, out = lesson_terminal(LANDS, [])
    terminal.prompter.read = Keyboard([number_of(terminal, "Jugar Bosque")])
    assert terminal.run() == 0
    text = out.getvalue()
    assert terminal.completed and terminal.coach.done
    assert f"Lección {LANDS.number}: Las tierras" in text
    assert LANDS.paragraphs("es")[0] in " ".join(text.split())
    assert "Tarea: Juega el Bosque." in text
    assert "¡Lección completada! " + LANDS.done("es") in text
    battlefield = terminal.game.view(HUMAN, "es")["battlefield"]
    assert "Bosque" in [o["name"] for o in battlefield if o["controller"] == HUMAN]


def test_a_wrong_typed_move_gets_the_hint_with_its_rule_and_changes_nothing() -> None:
    """Issue 24: a wrong move is refused with a hint in plain words citing the rule (CR
    305.2: one land a turn, and the task is the Forest); the game is exactly as it was, and
    the question is asked again."""
    snapshots: list[str] = []
    terminal, out = lesson_terminal(LANDS, [])

    def snapshot(then: Callable[[], str]) -> Callable[[], str]:
        def typed() -> str:
            snapshots.append(terminal.game.to_json())
            return then()

        return typed

    terminal.prompter.read = Keyboard(
        [
            snapshot(number_of(terminal, "Jugar Llanura")),
            snapshot(number_of(terminal, "Jugar Bosque")),
        ]
    )
    terminal.run()
    text = " ".join(out.getvalue().split())
    hint = next(h for h in LANDS.hints if h.when is None)
    assert hint.rule == "305.2" and f"✗ {' '.join(hint.text('es').split())}" in text
    assert snapshots[0] == snapshots[1]  # refused: nothing changed
    assert terminal.coach.mistakes == 1 and terminal.completed


def test_passing_goes_through_the_coach_and_stops_at_what_it_refuses() -> None:
    """Issue 24: «p» is a move like any other: passing before the Forest is played would end
    the main phase without a land (CR 305.1), so it is refused with its hint and the game
    stays in the same step."""
    terminal, out = lesson_terminal(LANDS, [])
    before = (terminal.game.state.turn, terminal.game.state.step)
    steps: list[tuple[int, str]] = []

    def then_play() -> str:
        steps.append((terminal.game.state.turn, terminal.game.state.step))
        return number_of(terminal, "Jugar Bosque")()

    terminal.prompter.read = Keyboard(["p", "pasar turno", then_play])
    terminal.run()
    text = " ".join(out.getvalue().split())
    hint = next(h for h in LANDS.hints if h.when == "pasar")
    assert hint.rule == "305.1" and text.count(" ".join(hint.text("es").split())) == 2
    assert steps == [before] and terminal.completed


def test_the_lesson_in_english() -> None:
    """Every text a person sees exists in English too (issue 24: English available)."""
    terminal, out = lesson_terminal(LANDS, [], lang="en")
    terminal.prompter.read = Keyboard(["p", number_of(terminal, "Play Forest")])
    terminal.run()
    text = " ".join(out.getvalue().split())
    assert f"Lesson {LANDS.number}: Lands" in text and "Task: Play the Forest." in text
    hint = next(h for h in LANDS.hints if h.when == "pasar")
    assert " ".join(hint.text("en").split()) in text and "(rule 305.1)" in text
    assert "Lesson complete!" in text


def test_cancelling_a_cast_replays_the_coach_to_before_it() -> None:
    """CR 601.2: a spell being announced may be backed out of before it is paid; the coach
    goes back with the game (the step "cast it" is to do again), and the lesson is then
    completed by casting it for real."""
    terminal, out = lesson_terminal(RESPONSE, [])
    seen: dict[str, object] = {}

    def move() -> str:
        coach = terminal.coach
        decision = terminal.game.pending
        assert decision is not None and coach.game is terminal.game
        if terminal.cancellable() and "cancelled" not in seen:
            seen["cancelled"] = len(coach.answers)
            return "c"
        if "cancelled" in seen and "after" not in seen:
            seen["after"] = (len(coach.answers), decision.kind, coach.expected(decision))
        wanted = coach.expected(decision)
        if wanted:
            option = decision.option(wanted[0])
            return str(terminal.numbers[option.id])
        return "a" if decision.kind == DecisionKind.MANA else "p"

    terminal.prompter.read = Keyboard([move] * 30)
    terminal.run()
    assert "Cancelado" in out.getvalue()
    answers, kind, wanted = seen["after"]  # type: ignore[misc]
    assert answers == 0 and kind == DecisionKind.PRIORITY and wanted  # the cast is to do again
    assert terminal.completed and terminal.coach.mistakes == 0


def test_leaving_a_lesson_does_not_complete_it(tmp_path: Path) -> None:
    """Issue 24 part 5: leaving mid-lesson («salir», confirmed) records nothing; concede and
    save have no meaning in a lesson and say so, changing nothing."""
    tutorial, _, out = session(["rendirse", "guardar x.json", "salir", "s", "salir"], tmp_path)
    assert tutorial.run(LANDS) == 0
    text = out.getvalue()
    assert "nadie se rinde" in text and "no se guarda como partida" in text
    assert "no cuenta como completada" in text
    assert not (tmp_path / FILE_NAME).exists() and not (tmp_path / "x.json").exists()
    assert f"{LANDS.number:>3}. Las tierras\n" in text  # no ✓ in the menu


def test_a_completed_lesson_is_recorded_and_the_menu_marks_it(tmp_path: Path) -> None:
    """Issue 24 part 5: a completed lesson is written to the progress file, the next lesson
    is offered, and the menu shows ✓ beside it; Enter then plays the first lesson not done."""
    first_undone = next(x for x in lessons() if x.id != LANDS.id)
    tutorial, keys, out = session(["1", "n", "", "salir", "s", "salir"], tmp_path)
    assert tutorial.run(LANDS) == 0
    text = out.getvalue()
    assert recorded(tmp_path)["lessons"] == [LANDS.id]
    following = next((x for x in lessons() if x.number > LANDS.number), None)
    if following is not None:
        assert f"Siguiente: {following.number}. {following.title('es')}." in text
    assert f"{LANDS.number:>3}. Las tierras ✓" in text
    assert f"Intro = {first_undone.number}," in keys.prompts[2]
    assert f"Lección {first_undone.number}: {first_undone.title('es')}" in text
    assert recorded(tmp_path)["lessons"] == [LANDS.id]  # left: not recorded


def test_a_completed_lesson_can_be_played_again(tmp_path: Path) -> None:
    """Issue 24 part 5: each lesson is replayable: a lesson already done is played again from
    its start and completed again, and stays recorded once."""
    ProgressFile(tmp_path / FILE_NAME).completed(LANDS.id)
    tutorial, _, out = session([str(LANDS.number), "1", "n", "salir"], tmp_path)
    assert tutorial.run() == 0
    text = out.getvalue()
    assert text.count(f"{LANDS.number:>3}. Las tierras ✓") == 2  # before and after
    assert "¡Lección completada!" in text
    assert recorded(tmp_path)["lessons"] == [LANDS.id]


def test_taking_the_offered_next_lesson_plays_it(tmp_path: Path) -> None:
    """Issue 24: after a lesson, answering yes plays the next one in the rulebook's order."""
    following = next(x for x in lessons() if x.number > LANDS.number)
    tutorial, _, out = session(["1", "s", "salir", "s", "salir"], tmp_path)
    tutorial.run(LANDS)
    assert f"Lección {following.number}: {following.title('es')}" in out.getvalue()


def test_a_corrupt_progress_file_is_reported_once_and_kept_aside(tmp_path: Path) -> None:
    """Issue 24 part 5: a corrupt file is said once, counts as no progress, never crashes
    and is never overwritten silently: the first save keeps it aside and says where."""
    path = tmp_path / FILE_NAME
    path.write_text("{esto no es JSON", encoding="utf-8")
    tutorial, _, out = session(["1", "n", "salir"], tmp_path)
    tutorial.run(LANDS)
    text = out.getvalue()
    assert text.count("No se pudo leer el progreso del tutorial") == 1
    assert "✓" not in text.split("✓ ¡Lección completada!")[0]
    aside = tmp_path / (FILE_NAME + ".corrupt")
    assert aside.read_text(encoding="utf-8") == "{esto no es JSON"
    assert f"se ha conservado como {aside}" in " ".join(text.split())
    assert recorded(tmp_path)["lessons"] == [LANDS.id]


def test_bad_menu_input_is_answered_and_plays_nothing(tmp_path: Path) -> None:
    """Bad input gets a clear error and changes nothing: an unknown lesson is named and the
    lessons are listed; help is shown; the question is asked again."""
    tutorial, keys, out = session(["99", "nada", "?", "salir"], tmp_path)
    assert tutorial.run() == 0
    text = out.getvalue()
    assert "no hay una lección '99'" in text and "no hay una lección 'nada'" in text
    assert text.count("Escribe el número o el nombre de una lección") == 3
    assert len(keys.prompts) == 4 and not (tmp_path / FILE_NAME).exists()


def test_reset_asks_at_a_terminal_and_clears(tmp_path: Path) -> None:
    """``--reiniciar``: at a terminal it asks first («n» keeps everything); confirmed, or
    with piped input, the progress is gone."""
    ProgressFile(tmp_path / FILE_NAME).completed(LANDS.id)
    tutorial, _, out = session(["n"], tmp_path)
    assert tutorial.reset() == 0
    assert "No se ha borrado nada." in out.getvalue()
    assert recorded(tmp_path)["lessons"] == [LANDS.id]
    tutorial, _, out = session(["s"], tmp_path)
    assert tutorial.reset() == 0 and "Progreso del tutorial borrado." in out.getvalue()
    assert ProgressFile(tmp_path / FILE_NAME).load().lessons == frozenset()
    ProgressFile(tmp_path / FILE_NAME).completed(LANDS.id)
    tutorial, keys, out = session([], tmp_path, interactive=False)
    assert tutorial.reset() == 0 and not keys.prompts  # piped: nobody to ask
    assert not (tmp_path / FILE_NAME).exists()


def test_the_command_refuses_a_bad_lesson(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``grimorio tutorial 99`` names the problem and stops (status 2) without touching the
    progress; so does ``--reiniciar`` with a lesson."""
    monkeypatch.setenv("GRIMORIO_DATA_DIR", str(tmp_path))
    assert cli.main(["tutorial", "99"]) == 2
    assert "no hay una lección '99'" in capsys.readouterr().err
    assert cli.main(["tutorial", "--reiniciar", "1", "--lang", "en"]) == 2
    assert "--reiniciar takes no lesson" in capsys.readouterr().err
    assert not any(tmp_path.iterdir())


def guided_terminal(seed: int, lines: Callable[[GuidedTerminal], Typed]) -> tuple[
    GuidedTerminal, Keyboard, io.StringIO
]:  # fmt: skip
    shown, out = console()
    game = Game.new(decks=seat_decks(seed), seed=seed)
    keys = Keyboard([])
    terminal = GuidedTerminal(
        game, opponent_agent("random", seed), "es", shown, keys, False, lambda: SIZE
    )
    keys.lines = [lines(terminal)] * 300
    return terminal, keys, out


def test_the_guided_game_notes_a_kind_of_decision_the_first_time_only() -> None:
    """Issue 24 part 3: the first time the person meets a kind of decision a one-line note
    above the question says what it asks for (CR 117: priority), and not the next times."""
    terminal, keys, out = guided_terminal(1, lambda t: "p")
    keys.lines = ["1"] + ["p"] * 6 + ["salir"]  # keep the opening hand, then pass
    terminal.run()
    text = out.getvalue()
    assert text.count("Nuevo — Tienes prioridad") == 1
    assert text.count("Nuevo — Mano inicial") == 1
    assert "117.3d" in text
    assert {"priority", "mulligan"} <= terminal.guide.seen


def test_the_guided_game_offers_why_after_a_creature_dies() -> None:
    """Issue 24 part 3: after a creature dies (CR 704.5g, lethal damage) the screen offers
    «por qué N» for that log line, and typing it explains the line."""
    asked: list[int] = []

    def typed(terminal: GuidedTerminal) -> Typed:
        def line() -> str:
            text = out.getvalue()
            offers = OFFER.findall(text)
            dying = [int(n) for n, what in offers if "muere (704.5g" in what]
            if dying and not asked:
                asked.append(len(text))
                return f"por qué {dying[-1]}"
            decision = terminal.game.pending
            assert decision is not None
            if decision.kind == DecisionKind.MANA:
                return "a"
            wanted = ("play", "cast", "attack", "keep")
            moves = [o for o in decision.options if o.id.split(":")[0] in wanted]
            moves = [o for o in moves if o.id not in dict(terminal.chosen)]
            if moves:
                return str(terminal.numbers[moves[0].id])
            return "p" if "pass" in decision.ids() else str(terminal.numbers[decision.ids()[-1]])

        return line

    terminal, _, out = guided_terminal(1, typed)
    terminal.run()
    assert asked, "no «por qué» offered after a creature died"
    explanation = out.getvalue()[asked[0] :].split("─")[0]
    assert "704.5g" in explanation and "muere" in explanation


def player(tutorial: TutorialSession) -> Typed:
    """What a simple-minded person types in the game being played (terminal_driver.choose:
    lands, spells, attacks, automatic payment, else pass)."""
    tried: dict[str, int] = {}

    def line() -> str:
        terminal = tutorial.playing
        if terminal is None:  # back at the menu
            return "salir"
        decision = terminal.game.pending
        assert decision is not None
        labels = [terminal._label(o) for o in decision.options]
        numbers = [terminal.numbers[o.id] for o in decision.options]
        return choose(labels, tried, numbers)

    return line


def test_the_guided_game_from_the_menu_is_recorded_and_not_explained_twice(
    tmp_path: Path,
) -> None:
    """Issue 24 parts 3 and 5: «partida» plays the guided game against the gentle player to
    its end; the progress file then records it as played and the kinds of decision it
    explained, and a second guided game doesn't explain those again."""
    tutorial, keys, out = session([], tmp_path, seed=3)  # a short game
    keys.lines = ["partida", *[player(tutorial)] * 400]
    tutorial.run()
    first = out.getvalue()
    saved = recorded(tmp_path)
    assert saved["guided"] is True and "priority" in saved["explained"]  # type: ignore[operator]
    assert first.count("Nuevo — Tienes prioridad") == 1
    assert "Partida guiada contra un rival amable ✓" in first
    guided = str(len(lessons()) + 1)  # the menu's last entry
    again, _, out = session([guided, "1", "p", "p", "salir", "s", "salir"], tmp_path)
    again.run()
    text = out.getvalue()
    assert "Partida guiada contra un rival amable" in text and "Turno " in text
    assert "Nuevo — Tienes prioridad" not in text and "Nuevo — Mano inicial" not in text
    assert "Has dejado la partida guiada" in text


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_the_command_plays_a_lesson_and_the_menu_shows_it_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``grimorio tutorial tierras`` at a terminal: the lesson by a typed number, the next
    lesson declined, the menu with ✓, «salir»; the progress file is in GRIMORIO_DATA_DIR."""
    monkeypatch.setitem(ENV, "GRIMORIO_DATA_DIR", str(tmp_path))
    child = spawn(LANDS.id, command="tutorial")
    child.expect(r"\[1-3, \? ayuda\] > ", timeout=TIMEOUT)
    assert "Tarea: Juega el Bosque." in child.before
    child.sendline("1")
    child.expect(CONFIRM, timeout=TIMEOUT)
    assert "¡Lección completada!" in child.before
    child.sendline("n")
    child.expect(r"Intro = \d+, \? ayuda\] > ", timeout=TIMEOUT)
    assert f"{LANDS.number:>3}. Las tierras ✓" in child.before
    child.sendline("salir")
    child.expect(pexpect.EOF, timeout=TIMEOUT)
    child.close()
    assert child.exitstatus == 0
    assert recorded(tmp_path)["lessons"] == [LANDS.id]


def learner(terminal: LessonTerminal) -> Callable[[], str]:
    """What a person doing the lesson's task types: the number of the move the lesson
    expects, else «a» to pay, «p» to pass, or the number of «done» or the first option."""

    def typed() -> str:
        decision = terminal.game.pending
        assert decision is not None
        wanted = terminal.coach.expected(decision)
        ids = decision.ids()
        if wanted:
            return str(terminal.numbers[wanted[0]])
        if decision.kind == DecisionKind.MANA:
            return "a"
        if "pass" in ids:
            return "p"
        return str(terminal.numbers["done" if "done" in ids else ids[0]])

    return typed


@pytest.mark.parametrize("chosen", lessons(), ids=[x.id for x in lessons()])
def test_every_lesson_is_completed_through_the_terminal(chosen: Lesson) -> None:
    """Issue 24: every lesson can be done in the real terminal game by typing what its task
    asks (numbers, «a», «p»), and no move typed so is refused."""
    terminal, out = lesson_terminal(chosen, [])
    terminal.prompter.read = Keyboard([learner(terminal)] * 60)
    terminal.run()
    assert terminal.completed, f"{chosen.id}: not completed"
    assert terminal.coach.mistakes == 0 and "✗" not in out.getvalue()
