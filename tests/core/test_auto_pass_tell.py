"""Auto-pass is no tell (issue 17; DESIGN principle 7).

With ``auto_pass`` on, the engine answers a priority decision whose only option is "pass"
(CR 117.3d) and an opening-hand question whose only option is "done" (103.6): a player is
asked only when their hidden hand holds something they could cast or put onto the
battlefield, so the opponent learns it from who is deciding. With ``auto_pass`` off every
priority and every opening-hand question is asked, whatever the hands hold. Two games
identical but for one hidden card then look the same to the opponent — the same decisions
(who, of what kind) and the same ``view`` (its log included) at every point — while both
players pass; with ``auto_pass`` on they do not, which is why a server for people must use
the non-leaking mode (``MagicRules.auto_answer``).
"""

from __future__ import annotations

from typing import Any

from grimorio import Game
from grimorio.core.decisions import Decision, OptionId
from grimorio.scenario.board import build

FILLER = "Plains"


def _passing_answer(game: Game, decision: Decision) -> str:
    """Both players pass: keep, pass, done; a card to discard is a filler card."""
    ids = decision.ids()
    for answer in ("pass", "keep", "done"):
        if answer in ids:
            return answer
    for option_id in ids:  # e.g. discarding to hand size (514.1): never the hidden card
        parsed = OptionId.parse(option_id)
        if (
            parsed.args
            and parsed.args[0].isdigit()
            and game.state.objects[parsed.num()].card == FILLER
        ):
            return option_id
    return ids[0]


def _seen_by(game: Game, opponent: int, points: int) -> list[tuple[int, str, Any]]:
    """At each decision point, who decides, of what kind, and all ``opponent`` sees."""
    out = []
    for _ in range(points):
        if game.over:
            break
        d = game.pending
        assert d is not None
        out.append((d.player, str(d.kind), game.view(opponent)))
        game.submit(_passing_answer(game, d))
    return out


def _opening_games(auto_pass: bool) -> tuple[Game, Game]:
    """Two new games in which Norte's opening hand differs in one card: a Leyline of Hope
    (which may begin the game on the battlefield, 103.6a) instead of a Plains."""
    for k in range(40):
        deck = [FILLER] * 40
        deck[k] = "Leyline of Hope"
        with_leyline = Game.new(decks=(deck, [FILLER] * 40), seed=3, auto_pass=auto_pass)
        hand = with_leyline.state.zones["hand/0"]
        if any(with_leyline.state.objects[o].card == "Leyline of Hope" for o in hand):
            plain = Game.new(decks=([FILLER] * 40, [FILLER] * 40), seed=3, auto_pass=auto_pass)
            return with_leyline, plain
    raise AssertionError("no position puts the Leyline in the opening hand")


def test_the_opening_hand_question_tells_nothing_without_auto_pass_103_6() -> None:
    """CR 103.6: every player is asked whether to begin with a card on the battlefield; Sur
    sees the same thing whether Norte holds a Leyline or not."""
    with_leyline, plain = _opening_games(auto_pass=False)
    seen = _seen_by(with_leyline, 1, 60)
    assert ("opening" in {kind for _p, kind, _v in seen}) and len(seen) == 60
    assert seen == _seen_by(plain, 1, 60)


def test_auto_pass_asks_only_the_player_holding_a_leyline_103_6() -> None:
    """The research mode's tell, kept and documented: with ``auto_pass`` the question is
    asked only of a player who could answer something but "done"."""
    with_leyline, plain = _opening_games(auto_pass=True)
    assert _seen_by(with_leyline, 1, 60) != _seen_by(plain, 1, 60)
    kinds = [(p, kind) for p, kind, _v in _seen_by(_opening_games(True)[0], 1, 4)]
    assert (0, "opening") in kinds


def _instant_games(auto_pass: bool) -> tuple[Game, Game]:
    """Sur's turn; Norte holds Jump Scare (an instant for {W}, 304.5) and an untapped
    Plains, or a second Plains in its place."""

    def game(hand: str) -> Game:
        return build(
            hands=([hand], []),
            battlefields=([FILLER, "Test Bear"], ["Test Bear"]),
            libraries=([FILLER] * 10, [FILLER] * 10),
            active=1,
            step="upkeep",
            auto_pass=auto_pass,
        )

    return game("Jump Scare"), game(FILLER)


def test_priority_is_asked_whatever_the_hand_holds_without_auto_pass_117_3d() -> None:
    """CR 117.3d: with ``auto_pass`` off Norte is asked at every priority, instant or not,
    so Sur sees the same decisions and the same view while both pass."""
    with_instant, plain = _instant_games(auto_pass=False)
    seen = _seen_by(with_instant, 1, 80)
    assert len(seen) == 80 and {p for p, _k, _v in seen} == {0, 1}
    assert seen == _seen_by(plain, 1, 80)


def test_auto_pass_asks_priority_only_of_a_player_holding_an_instant_117_3d() -> None:
    """The research mode's tell: with ``auto_pass`` Norte is asked during Sur's turn only
    when holding a castable instant."""
    with_instant, plain = _instant_games(auto_pass=True)
    holding = [(p, k) for p, k, _v in _seen_by(with_instant, 1, 30)]
    not_holding = [(p, k) for p, k, _v in _seen_by(plain, 1, 30)]
    assert holding != not_holding
    assert (0, "priority") in holding[:3] and (0, "priority") not in not_holding[:3]
