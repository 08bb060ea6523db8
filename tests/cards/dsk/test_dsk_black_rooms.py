"""Duskmourn black Rooms, Meathook Massacre II and Come Back Wrong, played through the public
engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cast, ids, one, pay, resolve_top, sorted_cards, to_step

ATTIC = "Derelict Attic // Widow's Walk"
FUNERAL = "Funeral Room // Awakening Hall"


def _stack(g) -> list[str]:
    return [g.state.objects[i].card for i in g.state.zones["stack"]]


# -- Derelict Attic // Widow's Walk ------------------------------------------------------------
def test_derelict_attic_unlock_draw_two_lose_two_709_5h():
    g = build(
        hands=(["Ático abandonado // Balcón mirador"], []),
        battlefields=(["Pantano"] * 3, []),
        libraries=(["Isla"] * 3, []),
    )
    g.submit(f"cast:{one(g, ATTIC, 'hand/0')}:0")  # the left door (CR 709.3)
    pay(g)
    resolve_top(g)
    assert _stack(g) == [ATTIC]  # CR 709.5d: it enters with that door unlocked
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 2
    assert g.state.player(0).life == 18


def _walk(attackers: list[str]):
    g = build(
        battlefields=(
            [
                {"name": "Ático abandonado // Balcón mirador", "unlocked": ["Widow's Walk"]},
                *attackers,
            ],
            [],
        )
    )
    return g


def test_widows_walk_creature_attacking_alone_gets_plus_1_and_deathtouch_506_5():
    g = _walk(["Test Bear"])
    bear = one(g, "Test Bear")
    attack(g, bear)
    assert _stack(g) == [ATTIC]
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 2) and "deathtouch" in c.keywords


def test_widows_walk_two_attackers_dont_attack_alone():
    g = _walk(["Test Bear", "Test Hunter"])
    attack(g, one(g, "Test Bear"), one(g, "Test Hunter"))
    assert g.state.zones["stack"] == []
    assert "deathtouch" not in g.characteristics(one(g, "Test Bear")).keywords


def test_widows_walk_locked_door_doesnt_trigger_709_5():
    g = build(
        battlefields=(
            [
                {"name": "Ático abandonado // Balcón mirador", "unlocked": ["Derelict Attic"]},
                "Test Bear",
            ],
            [],
        )
    )
    attack(g, one(g, "Test Bear"))
    assert g.state.zones["stack"] == []


# -- Funeral Room // Awakening Hall ------------------------------------------------------------
def test_funeral_room_creature_you_control_dies_drain_1_700_4():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Pantano"] * 3
            + [
                {"name": "Sala del funeral // Salón del despertar", "unlocked": ["Funeral Room"]},
                "Test Bear",
            ],
            ["Test Giant"],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert _stack(g) == [FUNERAL]
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (21, 19)


def test_funeral_room_opponents_creature_dying_doesnt_trigger():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Pantano"] * 3
            + [{"name": "Sala del funeral // Salón del despertar", "unlocked": ["Funeral Room"]}],
            ["Test Giant"],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert g.state.zones["stack"] == []


def test_awakening_hall_unlock_returns_all_creature_cards_709_5e():
    g = build(
        battlefields=(
            ["Pantano"] * 8
            + [{"name": "Sala del funeral // Salón del despertar", "unlocked": ["Funeral Room"]}],
            [],
        ),
        graveyards=(["Test Bear", "Test Giant", "Isla"], ["Test Rider"]),
    )
    room = one(g, FUNERAL)
    g.submit(f"unlock:{room}:1")
    pay(g)
    assert _stack(g) == [FUNERAL]
    resolve_top(g)
    assert ids(g, "Test Bear") and ids(g, "Test Giant")
    assert sorted_cards(g, "graveyard/0") == ["Island"]
    assert sorted_cards(g, "graveyard/1") == ["Test Rider"]  # only your graveyard
    assert g.state.objects[one(g, "Test Giant")].controller == 0


# -- Meathook Massacre II ---------------------------------------------------------------------
def test_meathook_massacre_ii_each_player_sacrifices_x_creatures_107_3m():
    g = build(
        hands=(["La masacre de Ganchocarne II"], []),
        battlefields=(
            ["Pantano"] * 8 + ["Test Bear", "Test Hunter", "Test Giant"],
            ["Test Giant", "Test Rider", "Test Bear"],
        ),
    )
    g.submit(f"cast:{one(g, 'Meathook Massacre II', 'hand/0')}")
    g.submit("x:2")
    pay(g)
    resolve_top(g)
    assert g.state.objects[one(g, "Meathook Massacre II")].x == 2
    resolve_top(g)  # each player, in turn order, chooses two (CR 101.4)
    assert g.pending.player == 0
    g.submit(f"sacrifice:{ids(g, 'Test Bear')[0]}")
    g.submit(f"sacrifice:{one(g, 'Test Hunter')}")
    assert g.pending.player == 1
    assert sorted_cards(g, "graveyard/0") == []  # sacrificed together, after all choose
    sur_bear = next(i for i in ids(g, "Test Bear") if g.state.objects[i].controller == 1)
    g.submit(f"sacrifice:{sur_bear}")
    g.submit(f"sacrifice:{one(g, 'Test Rider')}")
    assert sorted_cards(g, "graveyard/0") == ["Test Bear", "Test Hunter"]
    assert sorted_cards(g, "graveyard/1") == ["Test Bear", "Test Rider"]
    assert "701.21a" in g.log.rules()


def _meathook_board(**kw):
    return build(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Pantano"] * 3 + ["La masacre de Ganchocarne II", "Test Bear"],
            ["Test Giant"],
        ),
        **kw,
    )


def test_meathook_massacre_ii_your_creature_dies_pay_3_returns_with_finality_122_1h():
    g = _meathook_board()
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    resolve_top(g)  # the trigger: may pay 3 life
    g.submit("life")
    back = one(g, "Test Bear")
    assert g.state.objects[back].counters == {"finality": 1}
    assert g.state.player(0).life == 17


def test_meathook_massacre_ii_your_creature_dies_decline_stays_dead():
    g = _meathook_board()
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    resolve_top(g)
    g.submit("decline")
    assert sorted_cards(g, "graveyard/0") == ["Murder", "Test Bear"]
    assert g.state.player(0).life == 20


def test_meathook_massacre_ii_opponents_creature_dies_unless_they_pay_comes_to_you():
    g = _meathook_board()
    cast(g, "Murder", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    resolve_top(g)
    assert g.pending.player == 1  # "they may pay 3 life"
    g.submit("decline")
    giant = one(g, "Test Giant")
    assert g.state.objects[giant].controller == 0 and g.state.objects[giant].owner == 1
    assert g.state.objects[giant].counters == {"finality": 1}


def test_meathook_massacre_ii_opponent_pays_3_creature_stays_in_graveyard():
    g = _meathook_board()
    cast(g, "Murder", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    resolve_top(g)
    g.submit("life")
    assert g.state.player(1).life == 17
    assert sorted_cards(g, "graveyard/1") == ["Test Giant"]


# -- Come Back Wrong --------------------------------------------------------------------------
def test_come_back_wrong_destroys_returns_under_your_control_sacrificed_at_end_603_7():
    g = build(
        hands=(["Regresar trastocado"], []),
        battlefields=(["Pantano"] * 3, ["Test Giant"]),
    )
    cast(g, "Come Back Wrong", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    giant = one(g, "Test Giant")
    assert g.state.objects[giant].controller == 0  # CR 110.2a
    assert {"701.8a", "603.7a"} <= set(g.log.rules())
    to_step(g, "end")
    assert _stack(g) == ["Come Back Wrong"]  # the delayed trigger (CR 603.7)
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Giant"]  # to its owner's graveyard
    assert "701.21a" in g.log.rules()


def test_come_back_wrong_token_doesnt_return():
    """A token is not a creature card: nothing returns (CR 111.1, 704.5d)."""
    g = build(hands=(["Regresar trastocado"], []), battlefields=(["Pantano"] * 3, ["Glimmer"]))
    cast(g, "Come Back Wrong", f"target:{one(g, 'Glimmer')}")
    resolve_top(g)
    assert not ids(g, "Glimmer")  # CR 111.8: it can't come back
    assert all(not d.about for d in g.state.delayed)


def test_come_back_wrong_indestructible_nothing_returns_702_12b():
    g = build(
        hands=(["Regresar trastocado", "Horrid Vigor"], []),
        battlefields=(["Pantano"] * 3 + ["Bosque"] * 2, ["Test Bear"]),
    )
    bear = one(g, "Test Bear")
    cast(g, "Horrid Vigor", f"target:{bear}")
    resolve_top(g)
    cast(g, "Come Back Wrong", f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].controller == 1  # not destroyed: it stays where it was
    assert "702.12b" in g.log.rules()


def test_meathook_massacre_ii_a_player_with_fewer_creatures_sacrifices_them_all():
    g = build(
        hands=(["La masacre de Ganchocarne II"], []),
        battlefields=(["Pantano"] * 10 + ["Test Bear"], ["Test Giant"]),
    )
    g.submit(f"cast:{one(g, 'Meathook Massacre II', 'hand/0')}")
    g.submit("x:3")
    pay(g)
    resolve_top(g)
    resolve_top(g)  # X = 3: no choice left for either player
    assert sorted_cards(g, "graveyard/0") == ["Test Bear"]
    assert sorted_cards(g, "graveyard/1") == ["Test Giant"]
