"""``grimorio play --players N`` (issue 23): the person against N - 1 computer opponents in
the terminal (CR 800.1). A four-player session typed in at 100 columns reaches an attack
whose options name two different opponents (CR 802.1, 802.3), shows four players with their
life, marks whom the chosen attacker will attack, never names a card hidden in an
opponent's hand (CR 402.3), and once the person concedes shows them out of the game while
the others play to the end (CR 800.4a, 104.2a)."""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
from collections.abc import Mapping
from importlib.resources import files
from pathlib import Path
from typing import Any

import pexpect
import pytest
from rich.console import Console
from terminal_driver import CONFIRM, ENV, PROMPT, TIMEOUT, choose, numbered

from grimorio import Game
from grimorio.agents.base import Agent
from grimorio.agents.random_agent import RandomAgent
from grimorio.cards import get
from grimorio.cli import main as cli
from grimorio.cli import play
from grimorio.cli.compact import compact_screen
from grimorio.cli.screen import Extras, screen
from grimorio.cli.terminal import HUMAN, Terminal
from grimorio.dsl.zones import Zone, zkey
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.sample_decks import BLUE_BLACK, SAMPLE_DECKS
from grimorio.testing.hidden_text import HiddenTextScan

Capture = pytest.CaptureFixture[str]
SIZE = (100, 30)
NAMES = ("Norte", "Sur", "Este", "Oeste")
# a player's line on the compact screen of a game of more than two: name, tags, life
PLAYER_LINE = re.compile(r"^(\w+) \(([^)]*)\): (-?\d+) vidas?\b", re.MULTILINE)


class Session:
    """A person at a terminal of 100×30 who plays simple-mindedly (``choose``), attacks Este
    with one creature when an attack names several opponents and there are two creatures to
    declare, then concedes once the attack is declared; each screen is scanned for the names
    of cards hidden from them."""

    def __init__(self) -> None:
        self.out = io.StringIO()
        self.terminal: Terminal | None = None
        self.scan: HiddenTextScan | None = None
        self.read_to = 0
        self.tried: dict[str, int] = {}
        self.prompts = 0
        self.attack_screen = ""  # the screen whose attack options name several opponents
        self.after_attack = ""  # the screen after one of them was chosen
        self.leaks: list[str] = []
        self.queue: list[str] = []

    def __call__(self, prompt: str) -> str:
        assert self.terminal is not None
        game = self.terminal.game
        text = self.out.getvalue()[self.read_to :]
        self.read_to = len(self.out.getvalue())
        if self.scan is None or self.scan.game is not game:
            self.scan = HiddenTextScan(game, 0, readers=(HUMAN,))
        self.leaks += [str(leak) for leak in self.scan.check_texts(HUMAN, [("es", text)])]
        self.prompts += 1
        assert self.prompts < 1500, "the session did not reach a combat"
        if self.queue:
            return self.queue.pop(0)
        found = numbered(text)
        numbers, labels = [n for n, _ in found], [label for _, label in found]
        attacks = [m for m in map(_ATTACK.match, labels) if m]
        attacked = {m.group(1) for m in attacks}
        attackers = {m.string[m.end() :] for m in attacks}
        if self.attack_screen and not self.after_attack:
            self.after_attack = text
        elif self.after_attack and game.pending and game.pending.kind != DecisionKind.ATTACKERS:
            self.queue = ["s"]
            return "rendirse"  # CR 104.3a: the person concedes, and leaves (800.4a)
        # two opponents to attack, and a second creature: the declaration goes on after
        # the first is chosen (CR 508.1a), so the board shows the choice
        if len(attacked) >= 2 and len(attackers) >= 2 and not self.attack_screen:
            self.attack_screen = text
            second = next(n for n, label in found if _ATTACK.match(label) and NAMES[2] in label)
            return str(second)
        return choose(labels, self.tried, numbers)


_ATTACK = re.compile(r"Atacar a (\w+) con ")


def _recording(session: Session) -> type[Terminal]:
    class Recording(Terminal):
        def __init__(
            self, game: Game, opponent: Agent | Mapping[int, Agent], lang: str, **kw: Any
        ) -> None:
            console = Console(file=session.out, width=SIZE[0], color_system=None)
            super().__init__(
                game, opponent, lang, console, kw.get("save_path"), session, False, lambda: SIZE
            )
            session.terminal = self

    return Recording


def test_a_four_player_session_attacks_a_chosen_opponent_and_the_person_leaves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """CR 800.1, 802.1, 802.3: four players; the attack options name each opponent, the
    screen lists all four with their life and who is active; whom an attacker will attack
    is marked; an opponent's hand is a count only (402.3); a person who concedes leaves the
    game (104.3a, 800.4a) and the others play until one is left (104.2a)."""
    session = Session()
    monkeypatch.setattr(play, "Terminal", _recording(session))
    args = ["play", "--players", "4", "--ai", "random", "--seed", "5"]
    assert cli.main(args) == 0
    shown = session.attack_screen
    assert shown, "no attack named two opponents"
    named = {m.group(1) for m in _ATTACK.finditer(shown)}
    assert {"Sur", "Este", "Oeste"} >= named and len(named) >= 2
    lines = {m.group(1): m for m in PLAYER_LINE.finditer(shown)}
    assert sorted(lines) == sorted(NAMES)  # four players, each with their life
    assert "tú, juega, prioridad" in lines["Norte"].group(2)  # CR 102.1, 117.1
    assert all(lines[n].group(2).startswith("rival") for n in NAMES[1:])
    after = " ".join(session.after_attack.split())
    assert "← atacará a Este" in after  # whom it will attack (CR 508.1b)
    assert session.leaks == []  # no card hidden from the person is named (402.3, 708.5)
    text = session.out.getvalue()
    assert session.terminal is not None and session.terminal.game.over
    assert "concede:0" in session.terminal.game.state.answers  # the person conceded
    assert "Has salido de la partida (CR 800.4a)" in text
    final = text[text.rindex("─" * SIZE[0]) :]
    assert "Norte (tú, fuera de la partida)" in final
    assert "Fin de la partida: gana " in final
    winner = re.search(r"Fin de la partida: gana (\w+)", final)
    assert winner is not None and f"{winner.group(1)} (rival, gana)" in final


def test_the_attacker_being_declared_is_marked_with_whom_it_will_attack() -> None:
    """CR 508.1b, 802.3: in a game of more than two, each attacking creature attacks one of
    the defending players; while the declaration is built the board says which."""
    game = _four()
    t = Terminal(game, RandomAgent(1), "es", Console(file=io.StringIO()), size=lambda: SIZE)
    view = game.view(HUMAN, "es")
    bear = {"id": 900, "name": "Payaso brutal", "controller": HUMAN, "types": ["creature"]}
    view = {**view, "battlefield": [bear]}
    t.chosen = [("attack:900:-4", "Atacar a Oeste con Payaso brutal")]
    assert t._marked(view)["battlefield"][0]["declared"] == "atacará a Oeste"
    t.chosen = [("attack:900", "Atacar a Sur con Payaso brutal")]
    assert t._marked(view)["battlefield"][0]["declared"] == "atacará"  # as in a duel


def _four(seed: int = 3) -> Game:
    return Game.new(decks=[SAMPLE_DECKS[k % 3] for k in range(4)], seed=seed)


def _render(thing: Any, width: int) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, highlight=False).print(thing)
    return out.getvalue()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_player_who_conceded_is_shown_out_of_the_game(lang: str) -> None:
    """CR 800.4a: a player who concedes a game of four leaves it and the game goes on; both
    screens show them out of the game, and no battlefield of theirs; the others keep their
    life on the screen, and who is active and who holds priority is said on their line."""
    game = _four()
    game.concede(2)  # Este
    assert not game.over and game.state.player(2).lost
    view = game.view(HUMAN, lang)
    out = "fuera de la partida" if lang == "es" else "out of the game"
    rival = "rival" if lang == "es" else "opponent"
    compact = _render(compact_screen(view, lang, Extras()), 80)
    full = _render(screen(view, lang), 160)
    active, priority = NAMES[view["active"]], NAMES[view["priority"]]
    assert (active, priority) == ("Sur", "Norte")  # this seed's first turn: Sur's
    plays, holds = ("juega", "prioridad") if lang == "es" else ("active", "priority")
    you = "tú" if lang == "es" else "you"
    for shown in (compact, full):
        assert f"Este ({rival}, {out})" in shown
        assert f"Sur ({rival}, {plays})" in shown  # CR 102.1
        assert f"Norte ({you}, {holds})" in shown  # CR 117.1
        assert f"Oeste ({rival})" in shown
    assert "Este" not in "".join(re.findall(r"(?:Campo de batalla de|Battlefield of) \w+", full))
    life = "vidas" if lang == "es" else "life"
    assert len(re.findall(rf"\): 20 {life} · ", compact)) == 4  # each one's life


def test_an_opponents_hand_is_only_a_count_on_the_four_player_screens() -> None:
    """CR 402.3: each opponent's hand shows as a count on both screens, and none of the
    names of the cards in it that the person does not know (none of their own deck) is
    there."""
    game = _four(seed=8)
    state = game.state
    view = game.view(HUMAN, "es")
    known = {get(o.card).name("es") for o in state.objects.values() if o.owner == HUMAN}
    hidden = {
        get(state.objects[oid].card).name("es")
        for seat in (1, 2, 3)
        for oid in state.zones[zkey(Zone.HAND, seat)]
    }
    hidden -= known
    assert hidden  # the other decks hold cards the person's does not
    compact = _render(compact_screen(view, "es", Extras()), 100)
    full = _render(screen(view, "es"), 160)
    for shown in (compact, full):
        assert [name for name in sorted(hidden) if name in shown] == []
    for seat in (1, 2, 3):
        size = len(state.zones[zkey(Zone.HAND, seat)])
        line = rf"{NAMES[seat]} \(rival[^)]*\): 20 vidas · mano {size} "
        assert re.search(line, compact), NAMES[seat]


def test_players_and_ai_arguments(monkeypatch: pytest.MonkeyPatch, capsys: Capture) -> None:
    """CR 800.1: from 2 to 6 players; ``--ai`` once for every opponent or once for each; a
    saved game of three keeps its players and their kinds."""
    made: list[tuple[str, float]] = []
    real = play.opponent_agent

    def spy(kind: str, seed: int, think: float = 1.0) -> object:
        made.append((kind, think))
        return real(kind, seed, think)

    monkeypatch.setattr(play, "opponent_agent", spy)
    with pytest.raises(SystemExit):
        cli.main(["play", "--players", "7"])
    assert "invalid choice: 7" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    assert cli.main(["play", "--players", "3", "--ai", "random", "--ai", "last"]) == 0
    assert made[:2] == [("random", 1.0), ("last", 1.0)]
    made.clear()
    assert cli.main(["play", "--players", "4", "--ai", "random", "--ai", "last"]) == 2
    err = capsys.readouterr().err
    assert "una vez por cada uno de los 3 jugadores" in err and not made


def test_the_opponents_kinds_are_kept_beside_a_saved_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    """CR 800.1: a game of three saved with two kinds keeps both in its short settings, in
    seat order, and they are read back so; ``--load`` refuses another number of players."""
    save = tmp_path / "tres.json"
    monkeypatch.setattr("sys.stdin", io.StringIO("salir\n"))
    begun = ["play", "--players", "3", "--ai", "first", "--ai", "random", "--save", str(save)]
    assert cli.main(begun) == 0
    document = json.loads(save.read_text(encoding="utf-8"))
    assert document["client"] == {"ai": "first,random", "think": 1.0}
    assert len(document["state"]["players"]) == 3
    args = argparse.Namespace(ai=None, think=None)
    play._settle(args, document["client"])
    assert args.ai == ["first", "random"]
    args = argparse.Namespace(ai=None, think=None)
    play._settle(args, {"ai": "first,nadie"})  # a kind that is not there: the default
    assert args.ai == ["heuristic"]
    assert cli.main(["play", "--load", str(save), "--players", "3"]) == 2
    assert "ya tiene sus jugadores" in capsys.readouterr().err


def test_the_demo_plays_a_game_of_three_to_its_end(capsys: Capture) -> None:
    """CR 104.2a, 800.4a: three agents play; two leave and the last one wins."""
    assert cli.main(["play", "--demo", "--players", "3", "--ai", "random", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert len(re.findall(r"\w+ deja la partida, y con ello", out)) == 2
    assert re.search(r"Resultado: (Norte|Sur|Este) gana \(CR 104\.2a\)\.", out)


@pytest.mark.slow  # a new process: about 3 s to start and answer
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_grimorio_play_with_three_players_in_a_pseudo_terminal() -> None:
    """CR 800.1: the real program at 80 columns shows the three players and their life."""
    child = pexpect.spawn(
        sys.executable,
        ["-m", "grimorio.cli.main", "play", "--ai", "random", "--players", "3", "--seed", "2"],
        env=dict(ENV, COLUMNS="80", LINES="40"),
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(40, 80),
    )
    child.expect(PROMPT["es"], timeout=TIMEOUT)
    shown = child.before
    for name in ("Norte (tú", "Sur (rival", "Este (rival"):
        assert re.search(rf"{re.escape(name)}[^)]*\): 20 vidas", shown), name
    child.sendline("salir")
    child.expect(CONFIRM, timeout=TIMEOUT)  # nothing saved: asked first
    child.sendline("s")
    child.expect(pexpect.EOF, timeout=TIMEOUT)
    child.close()
    assert child.exitstatus == 0


def test_each_seat_gets_a_deck_and_every_opponent_the_opponent_deck(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """CR 800.1, 103.1: a game of four deals the sample decks seat by seat, as a duel deals
    its pair (seat 0 the seed's deck, each next seat the next one); ``--opponent-deck`` is
    every opponent's deck."""
    games: list[Game] = []

    class Captured:
        def __init__(self, game: Game, *args: object, **kwargs: object) -> None:
            games.append(game)
            self.client: dict[str, object] = {}

        def run(self) -> int:
            return 0

    monkeypatch.setattr(play, "Terminal", Captured)
    assert cli.main(["play", "--players", "4", "--ai", "random", "--seed", "4"]) == 0
    dealt = games[-1].state.decks
    assert [tuple(d.main) for d in play.seat_decks(4, 2)] == [dealt[0], dealt[1]]
    assert dealt[3] == dealt[0] and len({dealt[0], dealt[1], dealt[2]}) == 3
    deck = str(files("grimorio").joinpath("decks", "azul-negro.txt"))
    assert cli.main(["play", "--players", "3", "--ai", "random", "--opponent-deck", deck]) == 0
    dealt = games[-1].state.decks
    assert dealt[1] == dealt[2] == tuple(BLUE_BLACK.main) != dealt[0]
