"""The terminal's aids to play (issue 18 §4), in-process on boards of real Duskmourn cards:
the ways of passing priority (CR 117.3d, 117.4) and the stops per step, what happened since
the person's last decision, ``log``, cancelling a cast before it is paid (CR 601.2, 732),
options that keep their numbers while attackers are declared (CR 508.1), the labels that
say what an ability or a door does, and the card panel's current characteristics (CR 613)."""

from __future__ import annotations

import io
from collections.abc import Callable

from rich.console import Console

from grimorio import Game
from grimorio.agents.factory import make_agent
from grimorio.agents.policy import pay_mana
from grimorio.cli.replay import Timeline, replay
from grimorio.cli.terminal import HUMAN, Terminal
from grimorio.core.decisions import Decision, Option
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build
from grimorio.table.passing import PassKind, pass_kind, step_by_word

LIBRARY = ["Swamp"] * 10


class Passive:
    """An opponent that casts ``cast`` (a card key) once when it can, answers every other
    question with its first option and otherwise passes."""

    def __init__(self, cast: str = "") -> None:
        self.cast = cast
        self.done = False

    def decide(self, game: Game, decision: Decision) -> Option:
        if decision.kind == "priority":
            for o in decision.options:
                name = o.id.startswith("cast:") and game.state.objects[int(o.id[5:])].card
                if not self.done and name == self.cast:
                    self.done = True
                    return o
            return decision.option("pass")
        if "done" in decision.ids():
            return decision.option("done")  # no attackers, no blockers
        return decision.options[-1] if decision.kind == "mana" else decision.options[0]


def session(
    game: Game,
    lines: list[str | Callable[[Terminal], str]],
    opponent: Passive | None = None,
    size: tuple[int, int] = (160, 50),
) -> tuple[Terminal, list[str], io.StringIO]:
    """A terminal on ``game``; each prompt gets the next line (a callable decides then)."""
    out = io.StringIO()
    console = Console(file=out, width=size[0], color_system=None, highlight=False)
    prompts: list[str] = []
    queue = list(lines)
    t: Terminal

    def read(prompt: str) -> str:
        prompts.append(prompt)
        if not queue:
            raise EOFError
        line = queue.pop(0)
        return line(t) if callable(line) else line

    t = Terminal(game, opponent or Passive(), "es", console, None, read, False, lambda: size)
    return t, prompts, out


def holding_murder(active: int = 1, step: str = "upkeep", sur_hand: tuple[str, ...] = ()) -> Game:
    """Norte holds Murder (an instant, {1}{B}{B}) with three Swamps untapped; Sur has a
    creature to target."""
    return build(
        hands=(["Murder"], list(sur_hand)),
        battlefields=(["Swamp"] * 3, ["Mountain"] * 3 + ["Friendly Teddy"]),
        libraries=(LIBRARY, LIBRARY),
        active=active,
        step=step,
        turn=3,
    )


def where(t: Terminal) -> tuple[int, str, int]:
    s = t.game.state
    return s.turn, s.step, s.active


def test_the_words_of_passing() -> None:
    assert pass_kind([]) == PassKind.ANSWER
    assert pass_kind(["turno"]) == pass_kind(["turn"]) == PassKind.TURN
    assert pass_kind(["hasta", "mi", "turno"]) == pass_kind(["until", "my", "turn"])
    assert pass_kind(["hasta", "mi", "turno"]) == PassKind.MY_TURN
    for words in ("hasta el final", "hasta el final del turno", "until end of turn"):
        assert pass_kind(words.split()) == PassKind.END
    assert pass_kind(["mañana"]) is None
    assert step_by_word("final") == "end" and step_by_word("principal2") == "main2"


def test_holding_an_instant_p_does_not_stop_where_nothing_happened() -> None:
    """CR 117.3d: Norte passes in Sur's upkeep holding Murder; nothing is cast, so the game
    runs on to Norte's own first main phase (a stop) without asking at every step."""
    seen: list[tuple[int, str, int]] = []

    def look(t: Terminal) -> str:
        seen.append(where(t))
        return "salir"

    t, prompts, _ = session(holding_murder(), ["p", look])
    t.run()
    assert seen == [(4, "main1", HUMAN)]
    assert len(prompts) == 2


def test_p_stops_when_the_opponent_casts_a_spell_and_shows_it() -> None:
    """CR 117.3c: Sur casts Vicious Clown in its main phase; Norte, holding Murder, is asked
    with the spell on the stack, and the screen says what Sur did since."""
    seen: list[list[int]] = []

    def look(t: Terminal) -> str:
        seen.append(list(t.game.state.zones["stack"]))
        return "salir"

    game = holding_murder(sur_hand=("Vicious Clown",))
    t, _, out = session(game, ["p", look], Passive("Vicious Clown"))
    t.run()
    assert len(seen) == 1 and len(seen[0]) == 1
    assert t.game.state.objects[seen[0][0]].card == "Vicious Clown"
    last = out.getvalue().split("Desde tu última decisión")[-1]
    assert "Sur lanza el Payaso brutal" in last
    assert "Paso de robar" not in last  # step notices are left out of the summary


def test_pass_turn_and_pass_until_end() -> None:
    """«pasar turno» lets Sur's spell go by and stops in Norte's next turn; «pasar hasta el
    final» stops in this turn's end step (CR 513), to cast an instant there."""
    seen: list[tuple[int, str, int]] = []

    def look(t: Terminal) -> str:
        seen.append(where(t))
        return "salir"

    game = holding_murder(sur_hand=("Vicious Clown",))
    t, _, _ = session(game, ["pasar turno", look], Passive("Vicious Clown"))
    t.run()
    assert seen == [(4, "main1", HUMAN)]
    battlefield = t.game.state.zones["battlefield"]
    assert any(t.game.state.objects[i].card == "Vicious Clown" for i in battlefield)
    seen.clear()
    t, _, _ = session(holding_murder(), ["pasar hasta el final", look])
    t.run()
    assert seen == [(3, "end", 1)]


def test_a_stop_set_in_the_opponents_end_step() -> None:
    seen: list[tuple[int, str, int]] = []

    def look(t: Terminal) -> str:
        seen.append(where(t))
        return "salir"

    t, _, out = session(holding_murder(), ["parada final rival", "p", look])
    t.run()
    assert "Paradas: Primera fase principal (tu turno)" in out.getvalue()
    assert "Paso final (turno rival)" in out.getvalue()
    assert seen == [(3, "end", 1)]
    t, _, out = session(holding_murder(), ["parada nunca", "salir"])
    t.run()
    assert "No entiendo «parada nunca»" in out.getvalue()


def test_pass_until_my_turn() -> None:
    seen: list[tuple[int, str, int]] = []

    def look(t: Terminal) -> str:
        seen.append(where(t))
        return "salir"

    game = holding_murder(active=0, step="main1")
    t, _, _ = session(game, ["pasar hasta mi turno", look], Passive())
    t.run()
    assert seen == [(5, "main1", HUMAN)]  # through Sur's turn 4 to Norte's turn 5


def test_log_numbers_lines_as_why_does() -> None:
    t, _, out = session(holding_murder(), ["p", "log 5", "por qué 3", "log x", "salir"])
    t.run()
    text = out.getvalue()
    numbered = [line for line in text.splitlines() if line[:4].strip().isdigit()]
    log_lines = t.game.log.lines("es", HUMAN)
    block = [line for line in numbered if line.startswith(("   5", "   4", "   3", "   2", "   1"))]
    assert [b[6:] for b in block[-5:]] == log_lines[-5:]
    assert "Escribe «log» o «log N»" in text


def test_a_cast_is_cancelled_before_it_is_paid_and_leaves_nothing() -> None:
    """CR 601.2, 732: Norte begins to cast Murder and, asked for its target, backs out: the
    game is exactly as before, the record holds no answer of it, and Murder can be cast
    again; with nothing being announced there is nothing to cancel."""
    game = build(
        hands=(["Murder"], []),
        battlefields=(["Swamp"] * 3, ["Vicious Clown", "Friendly Teddy"]),
        libraries=(LIBRARY, LIBRARY),
    )
    before = game.clone()
    cast = f"cast:{game.state.zones['hand/0'][0]}"
    steps: list[str] = []

    def cast_it(t: Terminal) -> str:
        assert not t.cancellable()
        return str(t.numbers[cast])

    def cancel(t: Terminal) -> str:
        steps.append(str(t.game.pending.kind))
        assert t.cancellable()
        return "cancelar"

    def again(t: Terminal) -> str:
        assert t.game == before and t.game.answers == before.answers == []
        steps.append(str(t.game.pending.kind))
        assert cast in t.game.pending.ids()
        return "c"

    t, _, out = session(game, [cast_it, cancel, again, "salir"])
    t.run()
    assert steps == ["target", "priority"]
    text = out.getvalue()
    assert "c. Cancelar: volver atrás antes de pagar" in text
    assert "Cancelado" in text and "No hay nada que cancelar" in text


def test_attackers_keep_their_numbers_and_show_on_the_board() -> None:
    """CR 508.1: while attackers are declared one by one, the options keep their numbers and
    the creatures chosen so far are marked on the battlefield."""
    game = build(
        battlefields=(["Vicious Clown", "Friendly Teddy", "Swamp"], []),
        libraries=(LIBRARY, LIBRARY),
        step="begin_combat",
    )
    numbers: list[dict[str, int]] = []

    def attack_first(t: Terminal) -> str:
        assert t.game.pending.kind == "attackers"
        numbers.append(dict(t.numbers))
        return "1"

    def then(t: Terminal) -> str:
        numbers.append({o: t.numbers[o] for o in t.game.pending.ids()})
        return "salir"

    t, _, out = session(game, ["p", attack_first, then])
    t.run()
    first, second = numbers
    assert 1 not in second.values()  # the one chosen is gone, the others keep theirs
    assert all(first[o] == n for o, n in second.items())
    text = out.getvalue().split("─" * 160)[-1]
    assert "← atacará" in text and "✓  elegido: Atacar a Sur con" in text


def test_an_ability_is_named_by_its_cost_and_text() -> None:
    """CR 602.1: "Equipar {1}" and "{3}, {T}, sacrificar la Trampa para osos: ..." instead
    of "Activar … (habilidad 3)"."""
    game = build(
        battlefields=(["Glimmerlight", "Bear Trap", "Vicious Clown"] + ["Swamp"] * 4, []),
        libraries=(LIBRARY, LIBRARY),
    )
    t, _, out = session(game, ["salir"])
    t.run()
    text = out.getvalue()
    assert "Equipar {1} — [" in text and "Brillolinterna" in text
    assert "{3}, {T}, sacrificar la Trampa para osos: Hace 3 puntos de daño" in text
    assert "(habilidad" not in text


def test_a_room_shows_its_doors_costs_and_texts() -> None:
    """CR 709.5: each door has its own cost; a locked door's cost and text are shown too,
    and the unlock option says what it costs."""
    game = build(
        battlefields=(["Bottomless Pool // Locker Room"] + ["Island"] * 5, []),
        libraries=(LIBRARY, LIBRARY),
    )
    room = game.state.zones["battlefield"][0]
    t, _, out = session(game, [f"v {room}", "salir"])
    t.run()
    text = out.getvalue()
    assert "Abrir Vestuario {4}{U}" in text or "Abrir Piscina sin fondo {U}" in text
    assert "Vestuario {4}{U} (cerrada)" in text
    assert "Siempre que una o más criaturas que controlas hagan daño de combate" in text
    assert "Ha perdido" not in text  # a Room's locked doors are not lost abilities


def test_the_card_panel_shows_current_characteristics() -> None:
    """CR 613: Vicious Clown (2/3) enchanted by Frantic Strength (+2/+2 and trample) shows
    4/5 now, printed 2/3, and the keyword it gained."""
    game = build(
        hands=(["Frantic Strength"], []),
        battlefields=(["Vicious Clown"] + ["Forest"] * 3, []),
        libraries=(LIBRARY, LIBRARY),
    )
    clown = game.state.zones["battlefield"][0]
    game.submit(f"cast:{game.state.zones['hand/0'][0]}")
    game.submit(f"target:{clown}")
    while game.pending.kind == "mana":
        game.submit(game.pending.ids()[-1])
    game.submit("pass")
    game.submit("pass")
    t, _, out = session(game, [f"v {clown}", "salir"])
    t.run()
    text = out.getvalue()
    assert "Ahora 4/5 (impresa 2/3)." in text
    assert "Ha ganado: arrollar" in text


def test_replay_shows_the_board_at_a_line_and_steps_back_and_forth() -> None:
    """``grimorio replay``: «ir N» shows the board where the log reaches line N (rebuilt from
    the saved answers), + and - step one decision forward and back."""
    game = Game.new(decks=pairing(2), seed=2)
    agents = [make_agent("random", 1), make_agent("random", 2)]
    while not game.over and len(game.answers) < 120:
        decision = game.pending
        game.submit(agents[decision.player].decide(game, decision))
    timeline = Timeline(game)
    assert timeline.at(len(game.answers)) == game
    k = timeline.step_of_line(100)
    assert timeline.marks[k] >= 100 > timeline.marks[k - 1]
    typed = iter(["", "ir 100", "-", "+", "+", "nada", "q"])
    out = io.StringIO()
    console = Console(file=out, width=160, color_system=None, highlight=False)
    assert replay(game, "es", console, lambda prompt: next(typed), page=40) == 0
    text = out.getvalue()
    ats = [line for line in text.splitlines() if line.startswith("Tras ")]
    steps = [int(line.split()[1]) for line in ats]
    assert steps == [k, k - 1, k, k + 1, k + 1]
    assert " 100  " in text and "Campo de batalla de Sur (rival)" in text
    assert "Escribe +, -, «ir N» o q." in text


def test_automatic_payment_pays_as_the_heuristic_player() -> None:
    """CR 601.2g-h: «a» answers each payment question with ``agents.policy.pay_mana`` (the
    source the hand needs least), not with the engine's own "pay automatically"."""
    game = build(
        hands=(["Murder", "Get Out"], []),
        battlefields=(["Swamp", "Swamp", "Gloomlake Verge", "Island"], ["Vicious Clown"]),
        libraries=(LIBRARY, LIBRARY),
    )
    murder = next(i for i in game.state.zones["hand/0"] if game.state.objects[i].card == "Murder")
    expected = game.clone()
    expected.submit(f"cast:{murder}")
    expected.submit(expected.pending.ids()[0])  # the only target
    while expected.pending.kind == "mana":
        expected.submit(pay_mana(expected, expected.pending))

    def cast_it(t: Terminal) -> str:
        return str(t.numbers[f"cast:{murder}"])

    def target(t: Terminal) -> str:
        return "1"

    t, _, _ = session(game, [cast_it, target, "a", "salir"])
    t.run()
    paid = t.game.answers[: len(expected.answers)]
    assert paid == expected.answers and paid[-1].startswith("mana:")
    assert "mana:auto" not in paid
