"""The heuristic and search players in games of more than two (CR 800.1, free-for-all 806):
whom they attack (508.1b, 802.3) and block (802.4), whom they aim harm at, how they score a
position among several opponents, and that the search imagines every opponent's hidden
cards (400.2, 401.2, 402.3) and plays such games to their end."""

from __future__ import annotations

import random

import pytest
from tests.support import ids, one, to_attackers

from grimorio.agents.base import Agent
from grimorio.agents.combat_choice import block_plan
from grimorio.agents.evaluation import OUT, WON, evaluate, side_value
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.policy import fast_choice
from grimorio.agents.random_agent import RandomAgent
from grimorio.agents.search import SearchAgent, _last_turn
from grimorio.core.decisions import Decision, Option
from grimorio.core.rng import Rng
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, kind_of, zkey
from grimorio.game import Game
from grimorio.rules.determinize import hidden_from
from grimorio.sample_decks import BLUE_BLACK, RED_GREEN, WHITE_RED
from grimorio.scenario.board import Card, build

THREE = ("Norte", "Sur", "Este")
NONE: tuple[tuple[str, ...], ...] = ((), (), ())


def _pending(game: Game) -> Decision:
    assert game.pending is not None
    return game.pending


def _three(
    battlefields: tuple[list[Card], list[Card], list[Card]],
    hands: tuple[list[str], list[str], list[str]] = ([], [], []),
    life: tuple[int, int, int] = (20, 20, 20),
) -> Game:
    """A board of three players, each with a few basic lands to draw (CR 704.5b)."""
    return build(
        players=THREE,
        hands=hands,
        battlefields=battlefields,
        libraries=(["Bosque"] * 6,) * 3,
        graveyards=NONE,
        exiles=NONE,
        life=life,
    )


def _declare(game: Game, agent: HeuristicAgent) -> None:
    """Let ``agent`` make the whole declaration under way (CR 508.1a, 509.1a)."""
    kind = _pending(game).kind
    while game.pending is not None and game.pending.kind == kind:
        game.submit(agent.decide(game, game.pending))


# -- attacks -----------------------------------------------------------------------------


def test_cr802_3_lethal_goes_at_the_opponent_it_finishes() -> None:
    """CR 508.1b, 802.3, 104.3b, 800.4a: Este is at 4 life with no untapped creature, Sur
    is healthy and has blockers (and, being first in turn order and the leader, is what a
    player attacking "the first" or "the biggest" would hit). The heuristic sends its 5/4
    trampler at Este, and Este loses and leaves the game."""
    game = _three(
        (
            ["Miedo a exponerse", "Miedo al aislamiento"],
            ["Superviviente cauta", "Cuellilargo atrapador", "Bosque", "Bosque"],
            [{"name": "Antrópodo", "tapped": True}],
        ),
        life=(20, 20, 4),
    )
    to_attackers(game)
    trampler = one(game, "Fear of Exposure")
    assert f"attack:{trampler}:-2" in _pending(game).ids()  # Sur could be attacked
    _declare(game, HeuristicAgent(1))
    combat = game.state.combat
    assert combat is not None and combat.attackers.get(trampler) == -3
    while not game.over and not game.state.player(2).lost:
        game.submit("pass")
    assert game.state.player(2).lost and not game.over
    assert game.state.opponents(0) == [1]


def test_cr802_3_the_attack_id_without_a_target_attacks_the_one_opponent_left() -> None:
    """CR 800.4a, 802.3: once Este has left a game of three, one defending player is left
    and the options are ``attack:<creature>`` again; the heuristic reads them and attacks
    Sur, at 4 life with no blocker, for the win (104.2a)."""
    game = _three((["Miedo a exponerse"], [], ["Superviviente cauta"]), life=(20, 4, 20))
    game.concede(2)
    to_attackers(game)
    trampler = one(game, "Fear of Exposure")
    assert _pending(game).ids() == [f"attack:{trampler}", "done"]
    _declare(game, HeuristicAgent(1))
    while not game.over:
        game.submit("pass")
    assert game.result is not None and game.result.winner == 0


def test_cr802_3_no_attack_into_a_board_that_kills_the_attacker_for_nothing() -> None:
    """CR 508.1, 802.3: each opponent has an untapped 4/4 that would block and kill a 2/2
    and live; the heuristic keeps its 2/2 home in a game of three, as in a game of two."""
    game = _three(
        (["Amiguita harapienta"], ["Superviviente cauta"], ["Superviviente cauta"]),
    )
    to_attackers(game)
    assert len(_pending(game).options) == 3  # at Sur, at Este, or "done"
    _declare(game, HeuristicAgent(1))
    combat = game.state.combat
    assert combat is None or not combat.attackers


def test_cr802_3_a_planeswalker_it_can_destroy_is_attacked() -> None:
    """CR 506.3, 802.3, 306.8, 704.5i: Este's Kaito has 3 loyalty and nothing to protect
    him; nobody has a blocker. The heuristic sends its 5/4 at Kaito rather than at a
    player at 20 life, and the damage takes Kaito's last loyalty: he goes to the
    graveyard."""
    kaito = {"name": "Kaito, Bane of Nightmares", "counters": {"loyalty": 3}}
    game = _three((["Miedo a exponerse"], [], [kaito]))
    to_attackers(game)
    walker = one(game, "Kaito, Bane of Nightmares")
    trampler = one(game, "Fear of Exposure")
    assert _pending(game).ids() == [
        f"attack:{trampler}:-2",
        f"attack:{trampler}:-3",
        f"attack:{trampler}:{walker}",
        "done",
    ]
    _declare(game, HeuristicAgent(1))
    combat = game.state.combat
    assert combat is not None and combat.attackers == {trampler: walker}
    while game.state.step != "main2":
        game.submit("pass")
    assert walker not in game.state.zones[BATTLEFIELD_KEY]
    assert [game.state.player(p).life for p in range(3)] == [20, 20, 20]


@pytest.mark.parametrize(("este", "attacks"), [([], True), (["Miedo a exponerse"], False)])
def test_cr802_3_the_crackback_of_every_opponent_is_weighed(este: list[str], attacks: bool) -> None:
    """CR 802.3, 508.1f, 509.1a: Norte at 5 life may attack Sur, who has no creature, with
    its 4/4 — tapping it (508.1f). With Este holding nothing, it attacks; with Este holding
    a 5/4 trampler that would kill Norte in Este's turn if the 4/4 can't block (a tapped
    creature can't, 509.1a), it stays home, although Este is not the one attacked."""
    game = _three((["Superviviente cauta"], [], list(este)), life=(5, 20, 20))
    to_attackers(game)
    _declare(game, HeuristicAgent(1))
    combat = game.state.combat
    sent = dict(combat.attackers) if combat is not None else {}
    survivor = one(game, "Cautious Survivor")
    assert list(sent) == ([survivor] if attacks else [])


# -- blocks ------------------------------------------------------------------------------


def test_cr802_4_blocks_only_the_creatures_attacking_the_player() -> None:
    """CR 802.4a–b: Norte attacks Sur with a 2/2 and Este with a 4/4. Sur's 4/4 could block
    either (it would kill the 2/2 and live, and trade with the 4/4); Sur's plan blocks only
    the 2/2 attacking Sur, and Este's plan only the 4/4 attacking Este."""
    game = _three(
        (
            ["Amiguita harapienta", "Superviviente cauta"],
            ["Superviviente cauta"],
            ["Superviviente cauta"],
        ),
    )
    playmate = one(game, "Ragged Playmate")
    survivor = next(
        o for o in ids(game, "Cautious Survivor") if game.state.objects[o].controller == 0
    )
    to_attackers(game)
    game.submit(f"attack:{playmate}:-2")
    game.submit(f"attack:{survivor}:-3")
    while _pending(game).kind != "blockers":
        game.submit("pass")
    assert _pending(game).player == 1
    sur = block_plan(game, 1)
    assert sur and {a for _, a in sur} == {playmate}
    este = block_plan(game, 2)
    assert este and {a for _, a in este} == {survivor}
    assert all(game.state.objects[b].controller == 2 for b, _ in este)


# -- targets -----------------------------------------------------------------------------


BIG = ["Superviviente cauta", "Bosque", "Bosque", "Bosque", "Bosque"]
SMALL = ["Superviviente cauta", "Bosque"]


@pytest.mark.parametrize("leader", [1, 2])
def test_cr115_removal_goes_at_the_most_threatening_opponent(leader: int) -> None:
    """CR 115.1, 601.2c, 800.1: Murder's target. Sur and Este each have a 4/4; the leader
    (more lands, more life) is the threat. Both the rule of thumb and the heuristic's look
    ahead destroy the leader's creature, whichever seat the leader has."""
    fields: list[list[Card]] = [["Pantano"] * 3, list(SMALL), list(SMALL)]
    fields[leader] = list(BIG)
    life = [20, 12, 12]
    life[leader] = 20
    game = _three(
        (fields[0], fields[1], fields[2]),
        hands=(["Asesinato"], [], []),
        life=(life[0], life[1], life[2]),
    )
    game.submit(f"cast:{one(game, 'Murder', 'hand/0')}")
    d = _pending(game)
    assert d.kind == "target" and len(d.options) == 2

    def controller(o: Option) -> int:
        return game.state.objects[int(o.id.split(":")[1])].controller

    assert controller(fast_choice(game, d)) == leader
    assert controller(HeuristicAgent(1).decide(game, d)) == leader


@pytest.mark.parametrize("leader", [1, 2])
def test_cr115_a_target_player_hurt_is_the_most_threatening_opponent(leader: int) -> None:
    """CR 115.1, 603.3d, 800.1: Scrabbling Skullcrab's "target player mills two cards"
    (Eerie, an enchantment creature entering). Every player is a legal target; the rule
    of thumb and the heuristic pick the leader, not the first opponent nor themselves."""
    fields: list[list[Card]] = [
        ["Craneogrejo escarbador", "Isla", "Isla"],
        ["Bosque"],
        ["Bosque"],
    ]
    fields[leader] = ["Superviviente cauta", "Miedo a exponerse", "Bosque", "Bosque"]
    game = _three((fields[0], fields[1], fields[2]), hands=(["Acechapasillos silencioso"], [], []))
    game.submit(f"cast:{one(game, 'Silent Hallcreeper', 'hand/0')}")
    while _pending(game).kind != "target":
        game.submit(HeuristicAgent(1).decide(game, _pending(game)))
    d = _pending(game)
    assert d.ids() == ["target:-1", "target:-2", "target:-3"]
    wanted = f"target:{-1 - leader}"
    assert fast_choice(game, d).id == wanted
    assert HeuristicAgent(1).decide(game, d).id == wanted


# -- the score of a position ---------------------------------------------------------------


def test_evaluation_of_a_player_among_three() -> None:
    """CR 800.1, 800.4a: the score is the player's material less a blend of the average
    opponent (a player who has left counts as ``OUT``) and the leader; a player who has
    left scores ``-WON`` while the others play on; in a game of two it is the difference
    of material, as always."""
    game = _three((["Superviviente cauta"], ["Bosque"], ["Miedo a exponerse"]))
    sides = [side_value(game, p) for p in range(3)]
    expected = sides[0] - (0.5 * (sides[1] + sides[2]) / 2 + 0.5 * max(sides[1], sides[2]))
    assert evaluate(game, 0) == pytest.approx(expected)
    before = evaluate(game, 0)
    game.state.player(2).life -= 5
    game.state.version += 1
    assert evaluate(game, 0) > before  # an opponent's loss is the player's gain
    game.concede(1)
    assert evaluate(game, 1) == -WON and not game.over
    left = side_value(game, 2)
    assert evaluate(game, 0) == pytest.approx(
        side_value(game, 0) - (0.5 * (OUT + left) / 2 + 0.5 * left)
    )
    duel = build(battlefields=(["Superviviente cauta"], ["Bosque"]))
    assert evaluate(duel, 0) == side_value(duel, 0) - side_value(duel, 1)


# -- the search ----------------------------------------------------------------------------


def _public(game: Game) -> list[tuple[str, int, str, bool]]:
    """What everyone sees: every object outside libraries and hands, with its card unless
    it is face down (CR 400.2, 708.2)."""
    state = game.state
    return sorted(
        (obj.zone, oid, "" if obj.face_down else obj.card, obj.tapped)
        for oid, obj in state.objects.items()
        if kind_of(obj.zone) not in (Zone.LIBRARY, Zone.HAND)
    )


def _hand(game: Game, player: int) -> list[tuple[int, str]]:
    state = game.state
    return [(o, state.objects[o].card) for o in state.zones[zkey(Zone.HAND, player)]]


def test_the_search_imagines_every_opponents_hand_never_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """CR 400.2, 401.2, 402.3, DESIGN principle 7: in a game of three, the worlds the search
    player samples for its first searched decision differ from the real game in each
    opponent's hand, never in the searcher's own hand nor in what is public."""
    game = Game.new(decks=[BLUE_BLACK, RED_GREEN, WHITE_RED], seed=11)
    worlds: list[Game] = []
    searching = [False]
    real = Game.determinize

    def recording(self: Game, player: object, rng: object) -> Game:
        world = real(self, player, rng)
        if searching[0] and self is game:  # while the search decides
            assert player == 0
            worlds.append(world)
        return world

    monkeypatch.setattr(Game, "determinize", recording)
    search = SearchAgent(3, simulations=4)
    others = [HeuristicAgent(5 + k) for k in range(3)]
    while not worlds:
        assert not game.over and game.state.turn < 30
        d = _pending(game)
        if d.player == 0:
            before = game.clone()
            searching[0] = True
            choice = search.decide(game, d)
            searching[0] = False
            assert game == before and choice in d.options
            if worlds:
                break
        game.submit(others[d.player].decide(game, d))
    assert len(worlds) >= 4 and game.state.multiplayer  # its heuristic prior's, and 4 samples
    for world in worlds:
        assert _hand(world, 0) == _hand(game, 0)
        assert _public(world) == _public(game)
        assert world.state.zones == game.state.zones  # the same objects in the same places
    for opponent in (1, 2):
        assert _hand(game, opponent)
        assert all(_hand(w, opponent) != _hand(game, opponent) for w in worlds), opponent
    hidden = set(hidden_from(game, 0))
    assert all(o in hidden for p in (1, 2) for o, _ in _hand(game, p))


def test_cr500_1_a_search_sample_ends_before_the_searchers_next_turn() -> None:
    """CR 500.1, 800.4j: in a game of three, a sample is played to the end of the turn
    before the searcher's own — every opponent's turn, skipping one who has left."""
    game = _three(([], [], []))
    assert _last_turn(game, 0) == game.state.turn + 2  # Sur's and Este's turns
    assert _last_turn(game, 1) == game.state.turn  # Norte's turn, then Sur's
    assert _last_turn(game, 2) == game.state.turn + 1
    game.concede(1)
    assert _last_turn(game, 0) == game.state.turn + 1
    assert _last_turn(game, 2) == game.state.turn


def test_the_heuristic_answers_alike_whatever_the_opponents_hidden_cards() -> None:
    """DESIGN principle 7, CR 402.3: two games of three that differ only in cards the
    player can't see (both opponents' hands, every library) get the same answers."""
    game = Game.new(decks=[BLUE_BLACK, RED_GREEN, WHITE_RED], seed=5)
    agents = [HeuristicAgent(5 + k) for k in range(3)]
    checked = 0
    while not game.over and checked < 12:
        d = _pending(game)
        if len(d.options) > 1 and game.state.turn >= 3:
            other = game.clone()
            slots: dict[int, list[int]] = {}
            for oid in hidden_from(game, d.player):
                slots.setdefault(other.state.objects[oid].owner, []).append(oid)
            shuffle = random.Random(len(game.answers))
            for owned in slots.values():
                keys = [other.state.objects[o].card for o in owned]
                shuffle.shuffle(keys)
                for oid, key in zip(owned, keys, strict=True):
                    other.state.objects[oid].card = key
            other.state.rng = Rng(len(game.answers) + 1)
            mine = HeuristicAgent(7).decide(game, d).id
            assert HeuristicAgent(7).decide(other, _pending(other)).id == mine
            checked += 1
        game.submit(agents[d.player].decide(game, d))
    assert checked == 12


@pytest.mark.slow
def test_the_search_plays_a_game_of_three_to_its_end() -> None:
    """CR 800.4a, 104.2a: the search player answers every decision of a game of three
    legally (``submit`` would raise) until one player is left."""
    game = Game.new(decks=[BLUE_BLACK, RED_GREEN, WHITE_RED], seed=2)
    agents: list[Agent] = [SearchAgent(1, simulations=2), HeuristicAgent(2), RandomAgent(3)]
    while not game.over and len(game.answers) < 5000:
        d = _pending(game)
        game.submit(agents[d.player].decide(game, d))
    assert game.over and game.result is not None


@pytest.mark.slow
def test_the_heuristic_beats_three_random_players() -> None:
    """CR 800.1: in games of four of the sample decks, the heuristic player (at every seat
    in turn) is the last one left in at least half of 20 games — a random player's share
    would be a quarter."""
    decks = [BLUE_BLACK, RED_GREEN, WHITE_RED]
    wins = 0
    for seed in range(20):
        game = Game.new(decks=[decks[(seed + k) % 3] for k in range(4)], seed=seed)
        seat = seed % 4
        agents = [
            HeuristicAgent(seed) if k == seat else RandomAgent(10 * seed + k) for k in range(4)
        ]
        while not game.over:
            d = _pending(game)
            game.submit(agents[d.player].decide(game, d))
        assert game.result is not None
        wins += game.result.winner == seat
    assert wins >= 10, wins
