"""Commander (CR 903): the start of the game (903.6–903.7), the command zone as the place a
commander is cast from (903.8), saved and replayed like any game."""

from __future__ import annotations

import pytest

from grimorio import Game
from grimorio.core.decisions import IllegalAction
from grimorio.deck import Deck
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.mtg.variants.commander import CommanderState, is_commander
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cast, one, pay, to_step

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
COMMANDERS = (
    "Winter, Misanthropic Guide",
    "Niko, Light of Hope",
    "Tyvar, the Pummeler",
    "Zimone, All-Questioning",
)


def _decks(n: int = 3) -> list[Deck]:
    return [Deck((LANDS[i],) * 99, commander=(COMMANDERS[i],)) for i in range(n)]


def test_903_6_and_903_7_commanders_begin_in_the_command_zone_and_players_at_40() -> None:
    """903.6: each commander begins the game face up in the command zone, the other 99
    cards being the library; 903.7: each player's life total is 40 and they draw seven."""
    g = Game.new(_decks(), seed=1, variant="commander", auto_pass=False)
    state = g.state
    assert isinstance(state, CommanderState)
    assert sorted(state.objects[o].card for o in state.zones[COMMAND_KEY]) == sorted(COMMANDERS[:3])
    assert all(not state.objects[o].face_down for o in state.zones[COMMAND_KEY])
    assert [p.life for p in state.players] == [40, 40, 40]
    assert [len(state.zones[f"hand/{p}"]) for p in range(3)] == [7, 7, 7]
    assert [len(state.zones[f"library/{p}"]) for p in range(3)] == [92, 92, 92]
    view = g.view(None)
    assert view["variant"] == "commander" and len(view["command"]) == 3
    assert view["players"][0]["commanders"] == [{"name": "Winter, guía misantrópico", "tax": 0}]


def test_903_3_each_deck_names_one_legendary_creature_as_commander() -> None:
    """903.3: a Commander game refuses a deck without a commander, or with one that is not a
    legendary creature card, before anything is made."""
    no_commander = [*_decks(2), Deck(("Plains",) * 99)]
    with pytest.raises(IllegalAction, match=r"903\.3"):
        Game.new(no_commander, variant="commander")
    not_legendary = [*_decks(2), Deck(("Plains",) * 99, commander=("Plains",))]
    with pytest.raises(IllegalAction, match=r"903\.3"):
        Game.new(not_legendary, variant="commander")
    with pytest.raises(IllegalAction):
        Game.new(_decks(), variant="archienemigo")


def test_a_commander_game_is_saved_and_replayed() -> None:
    """A Commander game's save holds its commanders (903.3) and replays to the same state."""
    g = Game.new(_decks(4), seed=2, variant="commander")
    while g.pending is not None and g.state.turn < 3:
        g.submit(g.pending.ids()[-1])
    loaded = Game.from_json(g.to_json())
    assert loaded == g and isinstance(loaded.state, CommanderState)
    assert loaded.state.commanders == g.state.commanders


# -- on boards built for the rule (grimorio.scenario.board, variant="commander") ---------------

NORIN = "Norin, Swift Survivalist"


def _duel(**kw: object) -> Game:
    kw.setdefault("libraries", (["Llanura"] * 8, ["Llanura"] * 8))
    return build(variant="commander", players=("Alex", "Bianca"), **kw)  # type: ignore[arg-type]


def _mountains_untapped(g: Game) -> int:
    s = g.state
    return sum(
        1
        for o in s.zones["battlefield"]
        if s.objects[o].card == "Mountain" and not s.objects[o].tapped
    )


def test_903_8_cast_from_the_command_zone_and_the_tax() -> None:
    """903.8: a player casts their commander from the command zone; cast from there again,
    it costs {2} more for the one time before. 903.9a: destroyed, it goes to the graveyard,
    and its owner chooses to put it into the command zone (a state-based action, 704.6d)."""
    g = _duel(
        commanders=(NORIN, None),
        command=([NORIN], []),
        battlefields=(["Montaña"] * 4, ["Pantano"] * 2),
        hands=([], ["Intervención de Winter"]),
    )
    norin = one(g, NORIN, COMMAND_KEY)
    assert f"cast:{norin}" in g.pending.ids()
    g.submit(f"cast:{norin}")
    pay(g)
    assert _mountains_untapped(g) == 3  # {R}: no tax the first time
    g.submit("pass")
    g.submit("pass")  # it resolves
    norin = one(g, NORIN)
    g.submit("pass")  # Alex passes; Bianca answers with Winter's Intervention
    cast(g, "Winter's Intervention", f"target:{norin}", player=1)
    g.submit("pass")
    g.submit("pass")
    assert g.pending.prompt == "ask.command_zone" and g.pending.player == 0
    g.submit("yes")
    norin = one(g, NORIN, COMMAND_KEY)
    assert "903.9a" in g.log.rules()
    g.submit(f"cast:{norin}")
    pay(g)
    assert _mountains_untapped(g) == 0  # {2}{R}: the tax of one cast before
    assert g.view(0, "en")["players"][0]["commanders"] == [{"name": NORIN, "tax": 4}]


def test_903_9a_its_owner_may_leave_it_in_the_graveyard_and_is_asked_once() -> None:
    """903.9a: the owner may choose not to; the commander stays, and the next check of the
    state-based actions doesn't ask again (it wasn't put there since)."""
    g = _duel(
        commanders=(NORIN, None),
        battlefields=([NORIN], ["Pantano"] * 2),
        hands=([], ["Intervención de Winter"]),
        active=1,
    )
    cast(g, "Winter's Intervention", f"target:{one(g, NORIN)}", player=1)
    g.submit("pass")
    g.submit("pass")
    assert g.pending.prompt == "ask.command_zone"
    g.submit("no")
    assert g.pending.kind == "priority"
    g.submit("pass")
    g.submit("pass")
    assert one(g, NORIN, "graveyard/0") and g.state.step != "main1"


def test_903_9b_a_commander_bounced_to_hand_may_go_to_the_command_zone_instead() -> None:
    """903.9b: Bianca's commander would return to her hand (*Piscina sin fondo*); she may put
    it into the command zone instead — a replacement effect, her choice."""
    g = _duel(
        commanders=(None, NORIN),
        battlefields=(["Isla"], [NORIN]),
        hands=(["Piscina sin fondo // Vestuario"], []),
    )
    room = one(g, "Bottomless Pool // Locker Room", "hand/0")
    g.submit(f"cast:{room}:0")
    pay(g)
    g.submit("pass")
    g.submit("pass")  # the Room enters with the door unlocked; its trigger asks for a target
    g.submit(f"target:{one(g, NORIN)}")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.prompt == "ask.move_instead.command" and g.pending.player == 1
    g.submit("yes")
    assert one(g, NORIN, COMMAND_KEY) and "903.9b" in g.log.rules()


def test_903_10a_21_combat_damage_from_one_commander_loses_the_game() -> None:
    """903.10a, 704.6c: Bianca has been dealt 18 combat damage by Alex's commander in earlier
    combats (recorded as such); three more from it make 21, and she loses at 22 life."""
    winter = "Winter, Misanthropic Guide"
    g = _duel(commanders=(winter, None), battlefields=([winter], []), life=(40, 40))
    state = g.state
    assert isinstance(state, CommanderState)
    state.commander_damage[f"1:0:{winter}"] = 18
    to_step(g, "declare_attackers")
    g.submit(f"attack:{one(g, winter)}")
    while not g.over:
        g.submit(g.pending.ids()[0])
    assert g.result is not None and g.result.winner == 0
    assert g.state.players[1].life == 37 and "704.6c" in g.log.rules()
    damage = g.view(None)["players"][1]["commander_damage"]
    assert damage == [{"owner": 0, "name": "Winter, guía misantrópico", "damage": 21}]


def test_903_3_a_token_copying_a_commander_is_no_commander() -> None:
    """903.3 (its example): a permanent copying a commander is not a commander — a token of
    that card going to the graveyard is no commander to return (it ceases to exist)."""
    g = _duel(
        commanders=(NORIN, None),
        command=([NORIN], []),
        battlefields=([{"name": NORIN, "token": True}], ["Pantano"] * 2),
        hands=([], ["Intervención de Winter"]),
        active=1,
    )
    state = g.state
    assert isinstance(state, CommanderState)
    token = one(g, NORIN)
    assert not is_commander(state, state.objects[token])
    assert is_commander(state, state.objects[one(g, NORIN, COMMAND_KEY)])
    cast(g, "Winter's Intervention", f"target:{token}", player=1)
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "priority" and "903.9a" not in g.log.rules()


def test_113_6_a_commander_s_abilities_dont_function_in_the_command_zone() -> None:
    """113.6, 903.6: *La rescatadora errante* gives other tapped creatures its controller
    controls hexproof — on the battlefield, not from the command zone."""
    rescuer = "The Wandering Rescuer"
    bear = {"name": "Ogro gris", "tapped": True}
    waiting = _duel(commanders=(rescuer, None), command=([rescuer], []), battlefields=([bear], []))
    ogre = one(waiting, "Grey Ogre")
    assert "hexproof" not in chars(waiting, waiting.state.objects[ogre]).keywords
    there = _duel(commanders=(rescuer, None), battlefields=([rescuer, bear], []))
    ogre = one(there, "Grey Ogre")
    assert "hexproof" in chars(there, there.state.objects[ogre]).keywords
