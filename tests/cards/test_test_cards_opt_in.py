"""The test-only cards (``grimorio.testing``) are opt-in: the package's pool is the real one
(basic lands, Duskmourn, the Special Guests), and a game, a deck or ``grimorio play`` takes a
test card only when the caller asks for it. The suite itself has opted in (tests/conftest.py
calls ``use_test_cards()``), so the checks of a fresh interpreter run in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from grimorio import Game
from grimorio.cards import catalog, registry
from grimorio.cards.registry import UnknownCard, resolve
from grimorio.cli.bench import heavy_board
from grimorio.deck import Deck, DeckError, as_deck
from grimorio.decklist import DecklistError, parse_decklist
from grimorio.testing import ALL_TEST_CARDS, use_test_cards

BEARS = ["Test Bear"] * 40
SWAMPS = ["Pantano"] * 40
# Murder on the opponent's Test Bear: a scenario that needs a test-only card
SCENARIO = """\
name: Asesinato sobre un Test Bear
rule: "701.8a"
setup:
  players:
    Norte:
      library: [Llanura]
      hand: [Asesinato]
      battlefield: [Pantano, Pantano, Pantano]
    Sur:
      library: [Isla]
      battlefield: [Test Bear]
actions:
  - lanzar: Asesinato
  - objetivo: Test Bear
  - pasar
  - pasar
expect:
  zones:
    Sur: {graveyard: [Test Bear]}
"""
SRC = str(Path(__file__).resolve().parents[2] / "src")


def _python(*args: str) -> subprocess.CompletedProcess[str]:
    """A fresh interpreter: nothing has opted into the test cards there."""
    env = {**os.environ, "PYTHONPATH": SRC}
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_game_new_refuses_a_test_card_without_the_opt_in() -> None:
    """(a) CR 100.2a: a game's decks are of real cards; "Test Bear" is not one of them."""
    with pytest.raises(DeckError, match=r"'Test Bear'.*solo para pruebas") as refused:
        Game.new(decks=(BEARS, SWAMPS), seed=1)
    assert "for tests only" in refused.value.message("en")
    with pytest.raises(DeckError, match="Test Bear"):
        Game.replay(1, (BEARS, SWAMPS), [])
    with pytest.raises(UnknownCard, match="Test Bear"):
        resolve("Test Bear")  # the default: the real pool only


def test_an_unknown_name_still_lists_close_real_names() -> None:
    with pytest.raises(DeckError, match="quisiste decir Asesinato") as refused:
        Game.new(decks=(["Asesinatto"] * 40, SWAMPS), seed=1)
    assert "did you mean Asesinato" in refused.value.message("en")


def test_a_deck_with_a_test_card_is_refused_without_the_opt_in() -> None:
    """(b) CR 100.2a: decklists and decks built from names hold real cards only."""
    with pytest.raises(DecklistError, match="carta desconocida 'Test Bear'"):
        parse_decklist("20 Pantano\n20 Test Bear\n")
    with pytest.raises(DeckError, match="Test Bear"):
        as_deck(["Pantano"] * 20 + ["Test Bear"] * 20)
    with pytest.raises(DeckError, match="Test Bear"):
        Deck.from_names(SWAMPS, sideboard=["Test Bear"])


def test_with_the_opt_in_a_test_card_plays() -> None:
    """(d) Registered and allowed, the test cards make a game like any other."""
    use_test_cards()  # again: nothing changes
    assert len(registry.TEST.by_key) >= len(ALL_TEST_CARDS)
    game = Game.new(decks=(BEARS, SWAMPS), seed=1, test_cards=True)
    assert game.pending is not None and game.pending.kind == "mulligan"
    assert game.state.decks[0] == ("Test Bear",) * 40
    assert resolve("Test Bear", allow_test=True) == "Test Bear"
    assert as_deck(BEARS, allow_test=True).main == ("Test Bear",) * 40


def test_the_catalog_and_the_bench_are_the_real_pool() -> None:
    real = set(registry.REAL.by_key)
    assert not {c.key for c in ALL_TEST_CARDS} & {c.key for c in catalog()}
    board = heavy_board()
    assert {board.state.objects[o].card for o in board.state.zones["battlefield"]} <= real


def test_nothing_in_the_package_registers_the_test_cards() -> None:
    """A fresh interpreter that imports the game, the agents and the CLI knows no test card,
    and only the ``grimorio scenario`` command has imported ``grimorio.testing``."""
    code = (
        "import sys\n"
        "import grimorio, grimorio.game, grimorio.agents, grimorio.decklist, grimorio.scenario\n"
        "assert 'grimorio.testing' not in sys.modules, 'grimorio.testing imported'\n"
        "import grimorio.cli.main\n"
        "from grimorio.cards import registry\n"
        "assert not registry.TEST.by_key, 'test cards registered'\n"
        "print('ok')\n"
    )
    out = _python("-c", code)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_grimorio_scenario_needs_test_cards_for_a_test_card(tmp_path: Path) -> None:
    """(c) ``grimorio scenario --test-cards`` runs a scenario naming "Test Bear"; without the
    flag the scenario fails and the report says what to add."""
    path = tmp_path / "test_bear.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    command = ("-m", "grimorio.cli.main", "scenario", "--lang", "en", str(path))
    without = _python(*command)
    assert without.returncode == 1
    assert "unknown card name 'Test Bear'" in without.stdout
    assert "run with --test-cards" in without.stdout
    with_flag = _python(*command, "--test-cards")
    assert with_flag.returncode == 0, with_flag.stdout
    assert "1 of 1 scenarios passed." in with_flag.stdout
