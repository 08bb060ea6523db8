"""``grimorio play --variant commander|archenemy`` (issue 23): the terminal plays Commander
(CR 903) with the shipped Commander decks and Supervillain Rumble (904.12) with the shipped
scheme deck; both screens show the command zone (408.3) — each commander with its tax
(903.8), the commander damage a player was dealt (903.10a), each scheme deck's size and the
face-up schemes (904.4) — and never a face-down scheme's name."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from grimorio import Game
from grimorio.cards import get
from grimorio.cli import main as cli
from grimorio.cli.compact import compact_screen
from grimorio.cli.screen import Extras, screen
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.mtg.variants.archenemy import ArchenemyState
from grimorio.mtg.variants.commander import CommanderState
from grimorio.sample_decks import archenemy_table, commander_table
from grimorio.scenario.board import build

Capture = pytest.CaptureFixture[str]


def _text(thing: object, width: int = 140) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, highlight=False).print(thing)
    return out.getvalue()


def _both_screens(game: Game, viewer: int | None, lang: str = "es") -> str:
    view = game.view(viewer, lang)
    return _text(screen(view, lang)) + _text(compact_screen(view, lang, Extras(), 100), 100)


def test_the_commander_screen_shows_each_commander_its_tax_and_the_damage_taken() -> None:
    """CR 903.8, 903.10a, 408.3: each player's commander in the command zone; once one was
    cast from it, the tax of the next cast (+2); the combat damage a commander dealt."""
    game = Game.new(decks=commander_table(1, 4), seed=1, variant="commander")
    state = game.state
    assert isinstance(state, CommanderState)
    shown = _both_screens(game, 0)
    assert "Zona de mando — Commander" in shown
    for seat in range(4):
        (card,) = state.commanders[seat]
        assert f"comandante {get(card).name_es}" in shown
    (mine,) = state.commanders[0]
    state.commander_casts[f"0:{mine}"] = 1
    (theirs,) = state.commanders[1]
    state.commander_damage[f"0:1:{theirs}"] = 7
    shown = _both_screens(game, 0)
    assert f"comandante {get(mine).name_es} (impuesto +2)" in shown
    assert f"daño de comandante recibido: {get(theirs).name_es} 7" in shown
    english = _both_screens(game, 2, "en")
    assert "Command zone — Commander" in english and "(tax +2)" in english


def test_the_archenemy_screen_counts_scheme_decks_and_names_only_face_up_schemes() -> None:
    """CR 904.4, 314.2: every scheme deck is face down — its size is shown, no scheme's name
    — until a scheme is set in motion (701.32) and lies face up in the command zone."""
    game = Game.new(decks=archenemy_table(2, 3), seed=2, variant="archenemy")
    state = game.state
    assert isinstance(state, ArchenemyState)
    schemes = {get(card).name_es for seat in range(3) for card in state.schemes[seat]}
    for viewer in (0, 1, 2, None):
        shown = _both_screens(game, viewer)
        assert "Archenemy: Contienda de supervillanos" in shown
        assert shown.count("mazo de planes: 30") == 6  # three players on two screens
        assert not [name for name in schemes if name in shown], viewer
    while not any(not state.objects[o].face_down for o in state.zones[COMMAND_KEY]):
        game.submit(game.pending.ids()[0])  # to the first scheme set in motion
    (up,) = [o for o in state.zones[COMMAND_KEY] if not state.objects[o].face_down]
    assert f"[{up}] {get(state.objects[up].card).name_es}" in _both_screens(game, None)


def test_the_demo_plays_commander_and_supervillain_rumble_to_the_end(capsys: Capture) -> None:
    """CR 903, 904.12: random agents play each variant's table of four to its end."""
    for variant in ("commander", "archenemy"):
        args = ["play", "--demo", "--variant", variant, "--players", "4", "--ai", "random"]
        assert cli.main([*args, "--seed", "3"]) == 0
        out = capsys.readouterr().out
        assert "Resultado: " in out and "deja la partida" in out  # 800.4a, then 104.2a


def test_a_variant_is_refused_where_it_has_no_place(tmp_path: Path, capsys: Capture) -> None:
    """A saved game keeps its variant (--load with --variant is refused); Inferno has no
    variants; a decklist that is not legal Commander (903.5) is refused in Commander."""
    assert cli.main(["play", "--game", "inferno", "--variant", "commander"]) == 2
    assert "Inferno no tiene variantes" in capsys.readouterr().err
    save = tmp_path / "partida.json"
    save.write_text("{}", encoding="utf-8")
    assert cli.main(["play", "--load", str(save), "--variant", "archenemy"]) == 2
    assert "ya tiene su variante" in capsys.readouterr().err
    deck = tmp_path / "mazo.txt"
    deck.write_text("Deck\n40 Island\n", encoding="utf-8")
    with pytest.raises(SystemExit) as refused:
        cli.main(["play", "--variant", "commander", "--deck", str(deck)])
    assert refused.value.code == 2
    assert "Commander" in capsys.readouterr().err


def test_the_screens_show_the_top_of_ones_library_only_to_whom_may_look_401_2() -> None:
    """CR 401.2 (Hacia el foso): its controller sees the top card of their library on both
    screens; the other players and a spectator never read its name."""
    game = build(
        players=("Norte", "Este", "Sur"),
        battlefields=(["Hacia el foso", "Bosque"], [], []),
        libraries=(["Osito simpático", "Isla"], ["Isla"], ["Isla"]),  # the first on top
    )
    top = game.state.zones["library/0"][-1]
    mine = _both_screens(game, 0)
    assert f"arriba: [{top}] Osito simpático" in mine
    for viewer in (1, 2, None):
        assert "Osito simpático" not in _both_screens(game, viewer)
    assert f"on top: [{top}] Friendly Teddy" in _both_screens(game, 0, "en")
