"""Unholy Annex // Ritual Chamber, Glassworks // Shattered Yard and Ticket Booth // Tunnel of
Hate, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, to_step

ANNEX = "Unholy Annex // Ritual Chamber"
GLASSWORKS = "Glassworks // Shattered Yard"
BOOTH = "Ticket Booth // Tunnel of Hate"


def _end_step(battlefield: list, opponent: list | None = None):
    g = build(
        battlefields=(battlefield, opponent or []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        step="main2",
    )
    to_step(g, "end")
    return g


# -- Unholy Annex // Ritual Chamber -----------------------------------------------------------
def test_unholy_annex_without_a_demon_draw_and_lose_2_603_2b():
    g = _end_step([{"name": "Anexo impío // Cámara de rituales", "unlocked": ["Unholy Annex"]}])
    assert cards(g, "stack") == [ANNEX]
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 1
    assert (g.state.player(0).life, g.state.player(1).life) == (18, 20)


def test_unholy_annex_with_a_demon_each_opponent_loses_2_you_gain_2_608_2c():
    g = _end_step([{"name": ANNEX, "unlocked": ["Unholy Annex"]}, "Demon"])
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 1
    assert (g.state.player(0).life, g.state.player(1).life) == (22, 18)


def test_unholy_annex_an_opponents_demon_doesnt_count():
    g = _end_step([{"name": ANNEX, "unlocked": ["Unholy Annex"]}], ["Demon"])
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (18, 20)


def test_ritual_chamber_unlock_creates_a_6_6_flying_demon_709_5h():
    g = build(
        battlefields=(["Pantano"] * 5 + [{"name": ANNEX, "unlocked": ["Unholy Annex"]}], []),
    )
    g.submit(f"unlock:{one(g, ANNEX)}:1")  # CR 709.5e: the special action
    pay(g)
    assert cards(g, "stack") == [ANNEX]
    resolve_top(g)
    demon = one(g, "Demon")
    c = g.characteristics(demon)
    assert (c.power, c.toughness) == (6, 6) and "flying" in c.keywords
    assert c.colors == ("B",) and g.state.objects[demon].token


# -- Glassworks // Shattered Yard ---------------------------------------------------------------
def test_glassworks_cast_unlocks_and_deals_4_to_an_opponents_creature_709_5h():
    g = build(
        hands=(["Cristalería // Patio resquebrajado"], []),
        battlefields=(["Montaña"] * 3 + ["Test Bear"], ["Test Giant"]),
    )
    g.submit(f"cast:{one(g, GLASSWORKS, 'hand/0')}:0")  # the left door (CR 709.3)
    pay(g)
    resolve_top(g)  # the Room enters with Glassworks unlocked (709.5d)
    # only a creature an opponent controls can be targeted: the one legal choice is made
    assert cards(g, "stack") == [GLASSWORKS]
    trigger = g.state.objects[g.state.zones["stack"][-1]]
    assert trigger.targets == ((one(g, "Test Giant"),),)
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Giant"]
    assert ids(g, "Test Bear")


def test_shattered_yard_deals_1_damage_to_each_opponent_at_your_end_step_120_3():
    g = _end_step([{"name": GLASSWORKS, "unlocked": ["Shattered Yard"]}])
    assert cards(g, "stack") == [GLASSWORKS]
    resolve_top(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (20, 19)


def test_shattered_yard_locked_doesnt_trigger_709_5():
    g = _end_step([{"name": GLASSWORKS, "unlocked": ["Glassworks"]}])
    assert cards(g, "stack") == []


# -- Ticket Booth // Tunnel of Hate -------------------------------------------------------------
def test_ticket_booth_unlock_manifests_dread_701_62a():
    g = build(
        hands=(["Taquilla // Túnel del odio"], []),
        battlefields=(["Montaña"] * 3, []),
        libraries=(["Test Giant", "Isla"], []),
    )
    g.submit(f"cast:{one(g, BOOTH, 'hand/0')}:0")
    pay(g)
    resolve_top(g)
    assert cards(g, "stack") == [BOOTH]
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(f"manifest:{one(g, 'Test Giant', 'library/0')}")
    down = [i for i in g.state.zones["battlefield"] if g.state.objects[i].face_down]
    assert [g.state.objects[i].card for i in down] == ["Test Giant"]
    assert cards(g, "graveyard/0") == ["Island"]


def test_tunnel_of_hate_whenever_you_attack_target_attacker_gains_double_strike_508_3a():
    g = build(
        battlefields=(
            [{"name": BOOTH, "unlocked": ["Tunnel of Hate"]}, "Test Bear", "Test Giant"],
            [],
        )
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, bear, giant)
    # once for the attack (CR 603.2c); its target is chosen as it goes on the stack (603.3d)
    assert sorted(g.pending.ids()) == sorted([f"target:{bear}", f"target:{giant}"])
    g.submit(f"target:{bear}")
    assert cards(g, "stack") == [BOOTH]
    resolve_top(g)
    assert "double_strike" in g.characteristics(bear).keywords
    to_step(g, "main2")
    assert g.state.player(1).life == 20 - 2 * 2 - 4  # CR 702.4b: the Bear deals damage twice
