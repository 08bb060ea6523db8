"""Two random agents play one game; returns the log and the result as text."""

from __future__ import annotations

from grimorio.agents import RandomAgent
from grimorio.game import Game
from grimorio.sample_decks import pairing

_RESULT = {
    "es": ("Resultado: {0} gana ({1}).", "Resultado: empate ({1})."),
    "en": ("Result: {0} wins ({1}).", "Result: draw ({1})."),
}


def play_random(seed: int, lang: str = "es") -> str:
    game = Game.new(decks=pairing(seed), seed=seed)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    while not game.over:
        decision = game.pending
        assert decision is not None
        game.submit(agents[decision.player].decide(game.view(decision.player), decision))
    result = game.result
    assert result is not None
    names = tuple(p.name for p in game.state.players)
    win, draw = _RESULT[lang]
    rule = f"CR {result.rule}"
    summary = (
        draw.format("", rule) if result.winner is None else win.format(names[result.winner], rule)
    )
    return game.log.render(lang) + "\n" + summary
