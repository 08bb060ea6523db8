"""A real game through the store (issue 19 §2): two heuristic agents play 60 decisions of a
game with the sample decks, saved after each one; a new store on the same database (a
server restart) gives back a document that loads, through the saved-game checks
(`Game.from_json(verify=True)`, issue 17), into the live game, and answers that replay into
it (DESIGN principle 3: seed, decks and answers make the game)."""

from __future__ import annotations

from grimorio.agents.factory import make_agent
from grimorio.game import Game
from grimorio.sample_decks import pairing
from grimorio.store import GameStatus, Store

DECISIONS = 60


def test_a_game_saved_each_decision_resumes_after_a_restart(url: str) -> None:
    """60 decisions saved one by one; reopened, both the document and the answers give the
    live game back exactly."""
    decks = pairing(3)
    game = Game.new(decks=decks, seed=3, players=("Ana", "Beto"), auto_pass=False)
    agents = [make_agent("heuristic", seed=seat) for seat in (0, 1)]
    store = Store(url)
    game_id = store.create_game(
        seed=3,
        names=("Ana", "Beto"),
        decks=[list(d.main) for d in decks],
        settings={"seats": ["heuristic", "heuristic"]},
    )
    for request in range(1, DECISIONS + 1):
        decision = game.pending
        assert decision is not None and not game.over
        game.submit(agents[decision.player].decide(game, decision))
        store.save_progress(
            game_id,
            answers=game.answers,
            document=game.to_json(),
            last_request=request,
            status=GameStatus.PLAYING,
        )
    store.close()

    reopened = Store(url)
    try:
        stored = reopened.load(game_id)
    finally:
        reopened.close()
    assert len(stored.answers) == DECISIONS
    assert stored.answers == tuple(game.answers)
    assert stored.last_request == DECISIONS
    assert stored.document is not None
    assert Game.from_json(stored.document) == game
    replayed = Game.replay(
        stored.seed,
        [list(d) for d in stored.decks],
        stored.answers,
        players=stored.names,
        auto_pass=False,
    )
    assert replayed == game
    assert replayed.to_json() == game.to_json()
