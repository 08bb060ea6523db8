"""Nothing hidden in any text at a table of more than two (CR 800.1, issue 23; DESIGN
principle 7): each player and a spectator read the log, the explanations, the prompts and
options of their own decisions and their view, and none names a card in another player's
hand (402.3) or library (401.2), or a face-down permanent they may not look at (708.5)."""

from __future__ import annotations

import pytest

from grimorio.dsl.zones import Zone, zkey
from grimorio.game import Game
from grimorio.sample_decks import SAMPLE_DECKS
from grimorio.testing.hidden_text import HiddenTextScan, names_of, scan, scan_deck


def test_the_scan_reads_every_seat_by_default_and_the_spectator_when_asked() -> None:
    """CR 402.3: a card in seat 2's hand is hidden from seats 0, 1 and 3 and from a
    spectator, not from seat 2 itself."""
    game = Game.new(decks=[SAMPLE_DECKS[k % 3] for k in range(4)], seed=3)
    assert HiddenTextScan(game, 3).readers == (0, 1, 2, 3)
    watch = HiddenTextScan(game, 3, (0, 1, 2, 3, None))
    hand = [game.state.objects[o].card for o in game.state.zones[zkey(Zone.HAND, 2)]]
    others = [deck for n, deck in enumerate(game.state.decks) if n != 2]
    secret = next(
        dict(names_of(card))["en"]
        for card in hand
        if "en" in dict(names_of(card)) and all(card not in deck for deck in others)
    )
    text = [("en", f"it is {secret}")]
    assert watch.check_texts(2, text) == []
    for reader in (0, 1, 3, None):
        (leak,) = watch.check_texts(reader, text)
        assert leak.names == [secret] and leak.viewer == reader


def test_the_shares_of_manifest_dread_cards_have_no_card_in_common() -> None:
    """The scan's decks at four: each player's share of the manifest dread cards (701.62a)
    is their own, so a hidden card of one is never a name another knows from their deck."""
    decks = [set(scan_deck(k, 4)) - {"Forest", "Island", "Swamp", "Plains", "Mountain"}
             for k in range(4)]  # fmt: skip
    assert all(decks) and all(len(scan_deck(k, 4)) == 40 for k in range(4))
    for k in range(4):
        for j in range(k):
            assert not decks[k] & decks[j]
    assert scan_deck(0) == scan_deck(0, 2)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "games"), [(3, 2), (4, 2)])
def test_games_of_three_and_four_name_no_hidden_card_to_any_reader(
    players: int, games: int
) -> None:
    """CR 708.5, 406.3, 402.3, 401.2: seeded random games with manifest dread decks, one
    share a player; every text each player and the spectator receive, in Spanish and
    English, is scanned after each decision."""
    result = scan(range(games), players=players)
    assert result.games == games and result.games_face_down >= 1
    assert result.texts > 10_000 * players
    assert result.leaks == []
