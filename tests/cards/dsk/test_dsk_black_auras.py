"""Duskmourn black Auras, Equipment and Nowhere to Run, played through the public engine
(grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cast, ids, one, pay, resolve_top, sorted_cards, to_step

SUR = -2  # the player reference of Sur (CR 303.4b: an Aura attached to a player)


def _skull_on_giant(sur_hand: list[str]) -> object:
    g = build(
        hands=(["Cráneo roto"], sur_hand),
        battlefields=(["Pantano"] * 3, ["Test Giant"]),
    )
    cast(g, "Cracked Skull", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)  # the Aura resolves, attached to the Giant (CR 608.3c)
    g.submit(f"target:{SUR}")  # its enters trigger targets a player
    resolve_top(g)
    return g


# -- Cracked Skull ----------------------------------------------------------------------------
def test_cracked_skull_look_at_hand_choose_nonland_that_player_discards_701_9b():
    g = _skull_on_giant(["Isla", "Test Bear", "Asesinato"])
    d = g.pending
    assert d.kind == "discard" and d.player == 0  # CR 701.9b: the Aura's controller chooses
    island = one(g, "Island", "hand/1")
    assert f"discard:{island}" not in d.ids()  # a nonland card only
    assert "none" in d.ids()  # "you may choose"
    g.submit(f"discard:{one(g, 'Murder', 'hand/1')}")
    assert sorted_cards(g, "graveyard/1") == ["Murder"]
    assert sorted_cards(g, "hand/1") == ["Island", "Test Bear"]
    assert g.state.objects[one(g, "Cracked Skull")].attached_to == one(g, "Test Giant")
    assert {"701.9b"} <= set(g.log.rules())


def test_cracked_skull_may_choose_nothing():
    g = _skull_on_giant(["Test Bear"])
    g.submit("none")
    assert sorted_cards(g, "hand/1") == ["Test Bear"]
    assert sorted_cards(g, "graveyard/1") == []


def test_cracked_skull_destroys_enchanted_creature_when_it_is_dealt_damage_303_4b():
    """CR 303.4b, 701.8a: "when enchanted creature is dealt damage, destroy it" — 2 damage
    to a 4/4 is not lethal, the trigger destroys it."""
    g = build(
        hands=(["Test Shock"], []),
        battlefields=(
            ["Montaña"],
            ["Test Giant", {"name": "Cráneo roto", "attached_to": "Test Giant"}],
        ),
    )
    cast(g, "Test Shock", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert [g.state.objects[i].card for i in g.state.zones["stack"]] == ["Cracked Skull"]
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Cracked Skull", "Test Giant"]
    assert {"701.8a", "704.5m"} <= set(g.log.rules())


def test_cracked_skull_other_creature_damaged_no_trigger():
    g = build(
        hands=(["Test Shock"], []),
        battlefields=(
            ["Montaña"],
            ["Test Giant", "Test Rider", {"name": "Cráneo roto", "attached_to": "Test Giant"}],
        ),
    )
    cast(g, "Test Shock", f"target:{one(g, 'Test Rider')}")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert ids(g, "Test Giant") and ids(g, "Test Rider")


# -- Grievous Wound ---------------------------------------------------------------------------
def test_grievous_wound_enchants_a_player_702_5d():
    """CR 303.4a, 702.5d: an Aura with enchant player targets a player and is attached to
    the player; it can't target a creature."""
    g = build(hands=(["Herida severa"], []), battlefields=(["Pantano"] * 5, ["Test Bear"]))
    g.submit(f"cast:{one(g, 'Grievous Wound', 'hand/0')}")
    assert sorted(g.pending.ids()) == sorted([f"target:{SUR}", "target:-1"])
    g.submit(f"target:{SUR}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[one(g, "Grievous Wound")].attached_to == SUR
    assert "608.3c" in g.log.rules()


def _wounded(life: int = 20, sur_battlefield: tuple = (), sur_hand: tuple = (), active: int = 0):
    return build(
        hands=(["Test Shock"], list(sur_hand)),
        battlefields=(
            ["Montaña", {"name": "Herida severa", "attached_to": "Sur"}],
            list(sur_battlefield),
        ),
        life=(20, life),
        active=active,
    )


def test_grievous_wound_dealt_damage_loses_half_life_rounded_up_107_1a():
    g = _wounded(15)
    cast(g, "Test Shock", f"target:{SUR}")
    resolve_top(g)  # 15 - 2 = 13, then the trigger
    assert g.state.player(1).life == 13
    resolve_top(g)
    assert g.state.player(1).life == 6  # half of 13, rounded up, is 7
    assert "119.3" in g.log.rules()


def test_grievous_wound_enchanted_player_cant_gain_life_119_7():
    g = _wounded(
        10,
        sur_battlefield=("Pantano", "Pantano", "Test Bear"),
        sur_hand=("Intervención de Winter",),
        active=1,
    )
    cast(g, "Winter's Intervention", f"target:{one(g, 'Test Bear')}", player=1)
    resolve_top(g)
    assert g.state.player(1).life == 10  # no life gained (CR 119.7)
    assert sorted_cards(g, "graveyard/1") == ["Test Bear", "Winter's Intervention"]


def test_grievous_wound_only_the_enchanted_player_cant_gain_life():
    g = build(
        hands=(["Intervención de Winter"], []),
        battlefields=(
            ["Pantano", "Pantano", {"name": "Herida severa", "attached_to": "Sur"}],
            ["Test Bear"],
        ),
    )
    cast(g, "Winter's Intervention", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    assert g.state.player(0).life == 22


def test_grievous_wound_damage_to_another_player_no_trigger():
    g = _wounded(15)
    cast(g, "Test Shock", "target:-1")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert g.state.player(0).life == 18 and g.state.player(1).life == 15


# -- Sporogenic Infection ---------------------------------------------------------------------
def test_sporogenic_infection_target_player_sacrifices_other_than_enchanted_701_21a():
    g = build(
        hands=(["Infección esporagénica"], []),
        battlefields=(["Pantano"] * 2, ["Test Bear", "Test Giant", "Test Hunter"]),
    )
    cast(g, "Sporogenic Infection", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    g.submit(f"target:{SUR}")
    resolve_top(g)
    d = g.pending
    assert d.kind == "sacrifice" and d.player == 1  # of their choice
    assert sorted(d.ids()) == sorted(
        [f"sacrifice:{one(g, 'Test Giant')}", f"sacrifice:{one(g, 'Test Hunter')}"]
    )  # not the enchanted creature
    g.submit(f"sacrifice:{one(g, 'Test Hunter')}")
    assert sorted_cards(g, "graveyard/1") == ["Test Hunter"]
    assert "701.21a" in g.log.rules()


def test_sporogenic_infection_any_player_even_its_controller():
    """The release notes: the enters ability can target any player — here its controller,
    whose only other creature is sacrificed."""
    g = build(
        hands=(["Infección esporagénica"], []),
        battlefields=(["Pantano"] * 2 + ["Test Hunter"], ["Test Bear"]),
    )
    cast(g, "Sporogenic Infection", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    g.submit("target:-1")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == ["Test Hunter"]
    assert ids(g, "Test Bear")


def test_sporogenic_infection_destroys_enchanted_creature_when_dealt_damage():
    g = build(
        hands=(["Test Shock"], []),
        battlefields=(
            ["Montaña"],
            ["Test Giant", {"name": "Infección esporagénica", "attached_to": "Test Giant"}],
        ),
    )
    cast(g, "Test Shock", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Sporogenic Infection", "Test Giant"]


# -- Nowhere to Run ---------------------------------------------------------------------------
def test_nowhere_to_run_flash_and_minus_3_on_opponents_creature_702_8a():
    g = build(
        hands=([], ["No hay donde huir"]),
        battlefields=(["Test Giant", "Test Bear"], ["Pantano", "Pantano"]),
    )
    g.submit("pass")  # Norte passes in its own main phase: Sur may cast it with flash
    cast(g, "Nowhere to Run", player=1)
    g.submit("pass")
    g.submit("pass")
    d = g.pending  # the trigger: a creature an opponent (Norte) controls
    assert sorted(d.ids()) == sorted(
        [f"target:{one(g, 'Test Giant')}", f"target:{one(g, 'Test Bear')}"]
    )
    g.submit(f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    c = g.characteristics(one(g, "Test Giant"))
    assert (c.power, c.toughness) == (1, 1)


def test_nowhere_to_run_hexproof_ignored_and_ward_doesnt_trigger_702_21a():
    g = build(
        hands=(["Asesinato", "Asesinato"], []),
        battlefields=(
            ["Pantano"] * 6 + ["No hay donde huir"],
            ["Test Hexproof Bear", "Test Warded Bear"],
        ),
    )
    hexproof = one(g, "Test Hexproof Bear")
    warded = one(g, "Test Warded Bear")
    murder = ids(g, "Murder", "hand/0")[0]
    g.submit(f"cast:{murder}")
    assert f"target:{hexproof}" in g.pending.ids()  # CR 702.11b: as though no hexproof
    g.submit(f"target:{warded}")
    pay(g)
    assert [g.state.objects[i].card for i in g.state.zones["stack"]] == ["Murder"]  # no ward
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Warded Bear"]


def test_without_nowhere_to_run_hexproof_holds():
    g = build(hands=(["Asesinato"], []), battlefields=(["Pantano"] * 3, ["Test Hexproof Bear"]))
    assert f"cast:{one(g, 'Murder', 'hand/0')}" not in g.pending.ids()


# -- Killer's Mask ----------------------------------------------------------------------------
def test_killers_mask_manifests_dread_and_attaches_menace_701_62a():
    g = build(
        hands=(["Máscara de asesino"], []),
        battlefields=(["Pantano"] * 3, []),
        libraries=(["Test Bear", "Isla", "Isla"], []),
    )
    cast(g, "Killer's Mask")
    resolve_top(g)
    resolve_top(g)  # its enters trigger: manifest dread
    g.submit(f"manifest:{one(g, 'Test Bear', 'library/0')}")
    mask = one(g, "Killer's Mask")
    host = g.state.objects[mask].attached_to
    assert host is not None and g.state.objects[host].face_down
    assert "menace" in g.characteristics(host).keywords  # equipped creature has menace
    assert sorted_cards(g, "graveyard/0") == ["Island"]
    assert {"701.62a", "701.3a"} <= set(g.log.rules())


def test_killers_mask_equip_2_moves_menace_702_6a():
    g = build(
        battlefields=(
            [
                "Pantano",
                "Pantano",
                "Test Bear",
                "Test Giant",
                {"name": "Máscara de asesino", "attached_to": "Test Bear"},
            ],
            [],
        ),
    )
    bear, giant, mask = one(g, "Test Bear"), one(g, "Test Giant"), one(g, "Killer's Mask")
    assert "menace" in g.characteristics(bear).keywords
    activate = [i for i in g.pending.ids() if i.startswith(f"activate:{mask}:")]
    g.submit(activate[0])
    g.submit(f"target:{giant}")
    pay(g)
    resolve_top(g)
    assert g.state.objects[mask].attached_to == giant
    assert "menace" in g.characteristics(giant).keywords
    assert "menace" not in g.characteristics(bear).keywords


def test_grievous_wound_lifelink_gains_nothing_702_15b():
    """CR 119.7, 702.15b: lifelink damage dealt by the enchanted player's creature still
    happens, but its controller gains no life."""
    g = _wounded(10, sur_battlefield=("Palostrenzados de huesos",), active=1)
    attack(g, one(g, "Osseous Sticktwister"))
    to_step(g, "end_combat")
    assert g.state.player(0).life == 18
    assert g.state.player(1).life == 10
