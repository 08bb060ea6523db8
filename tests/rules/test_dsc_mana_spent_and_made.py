"""The Duskmourn Commander cards about how mana is spent and made (``grimorio.cards.dsc``'s
black, colourless and red modules), each ability on a board built for it: Engendro del
sótano antiguo (a cost reduction, CR 601.2f; the mana spent to cast a spell, 601.2h,
against its mana value, 202.3), Tabla de espiritismo (morbid, 207.2c, 603.4; X mana, 605.1a,
106.4, spent only as it says, 106.6) and Gremlin puardiente (a triggered mana ability,
605.1b, 605.4a, for the player who tapped the land)."""

from grimorio.game import Game
from grimorio.rules.state.state import MANA_ORDER
from grimorio.scenario.board import build
from support import one, pay

CELLARSPAWN = "Engendro del sótano antiguo"
BOARD = "Tabla de espiritismo"
GREMLIN = "Gremlin puardiente"
HORROR = "Appendage Amalgam"  # {2}{B} Horror
SPIRIT = "Rampaging Soulrager"  # {2}{R} Spirit
PLAIN = "Test Bear"


def _cast(g: Game, card: str, seat: int = 0) -> None:
    g.submit(f"cast:{one(g, card, f'hand/{seat}')}")
    pay(g)


def _stack(g: Game) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


def _pool(g: Game, seat: int, color: str) -> int:
    return g.state.player(seat).pool[MANA_ORDER.index(color)]


# -- Engendro del sótano antiguo ------------------------------------------------------------


def test_horror_spell_costs_one_less_and_opponent_loses_the_difference_601_2f():
    """CR 601.2f, 601.2h, 202.3: a Horror spell costs {1} less — {2}{B} paid with two
    Swamps; its mana value stays 3, so the target opponent loses 3 - 2 = 1 life (119.3),
    the ability resolving before the spell (603.3)."""
    g = build(
        hands=([HORROR], []),
        battlefields=([CELLARSPAWN, "Swamp", "Swamp"], []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, HORROR)
    assert _stack(g) == [HORROR, CELLARSPAWN]
    g.submit("pass")
    g.submit("pass")
    assert g.state.player(1).life == 19 and _stack(g) == [HORROR]


def test_reduction_only_for_demon_horror_or_nightmare_spells_601_2f():
    """CR 601.2f: a Spirit creature spell gets no reduction — {2}{R} with two Mountains
    can't be cast."""
    g = build(
        hands=([SPIRIT], []),
        battlefields=([CELLARSPAWN, "Mountain", "Mountain"], []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    assert f"cast:{one(g, SPIRIT, 'hand/0')}" not in g.pending.ids()


def test_full_mana_spent_no_trigger_603_4():
    """CR 603.4: a spell paid with as much mana as its mana value doesn't trigger it."""
    g = build(
        hands=([SPIRIT], []),
        battlefields=([CELLARSPAWN] + ["Mountain"] * 3, []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, SPIRIT)
    assert _stack(g) == [SPIRIT]
    g.submit("pass")
    g.submit("pass")
    assert g.state.player(1).life == 20


def test_target_opponent_chosen_among_several_115_1():
    """CR 115.1, 601.2c: in a Commander game of three, the controller chooses which
    opponent loses the life; the other doesn't."""
    g = build(
        hands=([HORROR], [], []),
        battlefields=([CELLARSPAWN, "Swamp", "Swamp"], [], []),
        libraries=(["Swamp"] * 3,) * 3,
        players=("Norte", "Este", "Sur"),
        variant="commander",
        commanders=(None, None, None),
        life=(40, 40, 40),
    )
    _cast(g, HORROR)
    assert g.pending.kind == "target"
    assert {"target:-2", "target:-3"} <= set(g.pending.ids()) and "target:-1" not in g.pending.ids()
    g.submit("target:-3")
    for _ in range(3):
        g.submit("pass")
    assert [g.state.player(p).life for p in range(3)] == [40, 40, 39]


def test_mana_spent_recorded_only_where_a_card_asks_601_2h():
    """CR 601.2h: without a card that asks, nothing is recorded on the spell (two-player
    saved games unchanged); with one, the amount spent is."""
    g = build(
        hands=([HORROR], []),
        battlefields=(["Swamp"] * 3, []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, HORROR)
    assert g.state.objects[g.state.zones["stack"][0]].paid == ()
    g = build(
        hands=([HORROR], []),
        battlefields=([CELLARSPAWN] + ["Swamp"] * 3, []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, HORROR)
    assert g.state.objects[g.state.zones["stack"][0]].paid == ("spent:2",)


# -- Tabla de espiritismo -------------------------------------------------------------------


def _to_end(g: Game) -> None:
    for _ in range(20):
        if g.state.step == "end" and g.pending.kind == "priority":
            return
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    raise AssertionError("no end step")


def test_morbid_soul_counter_at_end_step_if_a_creature_died_603_4():
    """CR 207.2c, 603.4: a creature died this turn — a soul counter at the beginning of the
    end step."""
    g = build(
        hands=(["Sacrificar"], []),
        battlefields=([BOARD, "Swamp", PLAIN], []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    g.submit(f"cast:{one(g, 'Sacrificar', 'hand/0')}")
    while g.pending.kind != "priority":
        g.submit(g.pending.ids()[0])
    g.submit("pass")
    g.submit("pass")
    assert not [i for i in g.state.zones["battlefield"] if g.state.objects[i].card == PLAIN]
    _to_end(g)
    g.submit("pass")
    g.submit("pass")
    assert g.state.objects[one(g, BOARD)].counters == {"soul": 1}


def test_no_creature_died_no_counter_603_4():
    """CR 603.4: no creature died this turn — the ability doesn't trigger."""
    g = build(battlefields=([BOARD], []), libraries=(["Swamp"] * 3,) * 2)
    _to_end(g)
    assert _stack(g) == []
    assert not g.state.objects[one(g, BOARD)].counters


def test_x_mana_for_a_spirit_spell_the_rest_kept_apart_106_6():
    """CR 605.1a, 106.4, 106.6: with 4 soul counters it adds 4 mana of one colour; a Spirit
    spell may be paid with it, the mana left over stays restricted in the pool."""
    g = build(
        hands=([SPIRIT], []),
        battlefields=([{"name": BOARD, "counters": {"soul": 4}}], []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, SPIRIT)
    assert _stack(g) == [SPIRIT]
    assert [c for c, _only, _card in g.state.player(0).restricted] == ["R"]


def test_restricted_mana_not_for_other_spells_106_6():
    """CR 106.6: a Horror creature spell (not instant, sorcery, Demon or Spirit) can't be
    paid with it."""
    g = build(
        hands=([HORROR], []),
        battlefields=([{"name": BOARD, "counters": {"soul": 4}}], []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    assert g.pending.ids() == ["pass"]


def test_no_soul_counters_no_mana_106_4():
    """CR 106.4: X = 0 adds no mana: nothing can be paid with it."""
    g = build(hands=(["Sacrificar"], []), battlefields=([BOARD, PLAIN], []))
    assert g.pending.ids() == ["pass"]


# -- Gremlin puardiente ---------------------------------------------------------------------


def test_untapped_gremlin_doesnt_trigger_603_4():
    """CR 603.4: "if Gremlin puardiente is tapped" — untapped, nothing more happens."""
    g = build(
        hands=([HORROR], []),
        battlefields=([GREMLIN] + ["Swamp"] * 3, []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, HORROR)
    assert g.state.player(0).life == 20 and _pool(g, 0, "B") == 0


def test_tapped_gremlin_mana_of_the_land_type_and_damage_605_1b():
    """CR 605.1b, 605.4a, 106.7: each land tapped for mana adds one more mana of its type
    at once, without the stack, and deals 1 damage to the player (120.3)."""
    g = build(
        hands=([HORROR], []),
        battlefields=([{"name": GREMLIN, "tapped": True}] + ["Swamp"] * 3, []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, HORROR)
    assert _stack(g) == [HORROR]
    assert _pool(g, 0, "B") == 3 and g.state.player(0).life == 17
    assert any(e.rule == "605.1b" for e in g.state.log)


def test_that_player_is_whoever_tapped_the_land_605_1b():
    """CR 605.1b, 603.2: an opponent tapping their land for mana gets the mana and the
    damage in a Commander game of three; the Gremlin's controller and the other don't."""
    g = build(
        hands=([], [SPIRIT], []),
        battlefields=([{"name": GREMLIN, "tapped": True}], ["Mountain"] * 3, ["Forest"]),
        libraries=(["Swamp"] * 3,) * 3,
        players=("Norte", "Este", "Sur"),
        variant="commander",
        commanders=(None, None, None),
        life=(40, 40, 40),
        active=1,
    )
    _cast(g, SPIRIT, seat=1)
    assert _pool(g, 1, "R") == 3
    assert [g.state.player(p).life for p in range(3)] == [40, 37, 40]
    assert _pool(g, 0, "R") == 0


def test_restricted_x_mana_left_in_the_pool_survives_saving_106_6():
    """CR 106.6, 500.5: the restricted mana left in the pool (and the mana spent recorded on
    a spell, 601.2h) is saved and loaded unchanged; it still pays only for what it may."""
    g = build(
        hands=([SPIRIT, "Turn Inside Out"], []),
        battlefields=([{"name": BOARD, "counters": {"soul": 4}}, PLAIN], []),
        libraries=(["Swamp"] * 3,) * 2,
    )
    _cast(g, SPIRIT)
    back = Game.from_json(g.to_json())
    assert back.to_json() == g.to_json()
    assert [c for c, _only, _card in back.state.player(0).restricted] == ["R"]
    # an instant ({R}) may be paid with it
    assert f"cast:{one(back, 'Turn Inside Out', 'hand/0')}" in back.pending.ids()
