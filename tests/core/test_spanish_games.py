"""Spanish everywhere, in play (issue 18 §3): seeded games of the heuristic player with the
sample decks and with decks drawn from the whole pool, every log line, its explanation,
prompt, option label and view rendered in Spanish for each player, and no English found in
any of them."""

from __future__ import annotations

from typing import Any

import pytest

from grimorio import Game
from grimorio.agents import HeuristicAgent, RandomAgent
from grimorio.explain import explain
from grimorio.testing.fuzz import fuzz_decks
from grimorio.text.render import render_message
from grimorio.text.rules import rule_title
from spanish_scan import english_in

# Even seeds: the sample decks; odd seeds: decks drawn from the pool (testing.fuzz).
SEEDS = (0, 1, 2, 3, 5, 7)
MAX_DECISIONS = 1500


def _object_texts(obj: dict[str, Any]) -> list[str]:
    """What a view says of one object: its name, type line, text, doors, counters and
    keywords as the board shows them."""
    texts = [str(obj.get(k, "")) for k in ("name", "type_line", "text")]
    texts += [d["name"] for d in obj.get("doors") or ()]
    texts += obj.get("counter_labels") or []
    texts += [render_message(f"kw.{k}", (), "es", ()) for k in obj.get("keywords") or ()]
    return texts


def _view_texts(view: dict[str, Any]) -> list[str]:
    texts = list(view["log"])
    for zone in ("hand", "battlefield", "stack", "exile"):
        for obj in view[zone]:
            texts += _object_texts(obj)
    for player in view["players"]:
        for obj in player["graveyard"]:
            texts += _object_texts(obj)
    decision = view.get("decision") or {}
    if "prompt" in decision:
        texts.append(decision["prompt"])
        texts += [o["label"] for o in decision["options"]]
    return texts


def _play(seed: int) -> tuple[Game, dict[str, str]]:
    """A game to its end (or MAX_DECISIONS), and every English text found, by what showed
    it."""
    game = Game.new(decks=fuzz_decks(seed), seed=seed)
    agents = [HeuristicAgent(seed * 7 + 1), RandomAgent(seed * 7 + 2)]
    if seed % 3 == 0:
        agents.reverse()
    seen: set[str] = set()
    found: dict[str, str] = {}

    def scan(texts: list[str], where: str) -> None:
        for text in texts:
            if text in seen:
                continue
            seen.add(text)
            if english_in(text):
                found.setdefault(text, where)

    for _ in range(MAX_DECISIONS):
        if game.over:
            break
        decision = game.pending
        assert decision is not None
        scan(_view_texts(game.view(decision.player, "es")), f"view of {decision.player}")
        game.submit(agents[decision.player].decide(game, decision))
    for viewer in (0, 1):
        scan(game.log.lines("es", viewer), f"log of {viewer}")
        scan(_view_texts(game.view(viewer, "es")), f"last view of {viewer}")
        for n in range(len(game.state.log)):  # "por qué N": each line's causes and rules
            scan(explain(game, n, "es", viewer), f"why of line {n} for {viewer}")
    return game, found


@pytest.mark.parametrize("seed", SEEDS)
def test_a_spanish_game_shows_no_english(seed: int) -> None:
    """Issue 18 §3: "in Spanish mode no card, token, counter, keyword or rule title shows in
    English" — every line either player reads in a whole game."""
    game, found = _play(seed)
    assert len(game.state.log) > 50  # a real game was read
    assert found == {}
    untitled = {e.rule for e in game.state.log if e.rule and not rule_title(e.rule, "es")}
    assert untitled == set()  # every rule a line cites has its title (text.rules)


def test_the_scan_finds_english_in_a_game() -> None:
    """The scan is honest: the same game read in English is found out."""
    game = Game.new(decks=fuzz_decks(0), seed=0)
    for _ in range(40):
        d = game.pending
        assert d is not None
        game.submit(d.options[0].id)
    assert any(english_in(line) for line in game.log.lines("en"))
    assert not any(english_in(line) for line in game.log.lines("es"))
