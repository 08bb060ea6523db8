"""Duskmourn multicolour, colourless and land cards with triggered abilities and
replacement effects (CR 603, 614), played through the public engine
(grimorio.scenario.board.build)."""

import pytest

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, resolve_top, sorted_cards, to_step

# Four card types for delirium: land, instant, sorcery, artifact (creature).
DELIRIUM = ["Montaña", "Horrid Vigor", "Detonación ígnea", "Amiguita harapienta"]


def _pt(g, oid):
    c = g.characteristics(oid)
    return (c.power, c.toughness)


def _pay(g):
    while g.pending is not None and g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])


def _advance(g, done):
    """Pass priority, and declare no attackers or blockers, until ``done(g)`` holds."""
    while not done(g):
        g.submit("pass" if "pass" in g.pending.ids() else "done")


def _next_main1(g):
    turn = g.state.turn
    _advance(g, lambda g: g.state.turn == turn + 1 and g.state.step == "main1")


# -- the ten dual lands ---------------------------------------------------------------------
DUALS = (
    ("Abandoned Campground", "W", "U"),
    ("Bleeding Woods", "R", "G"),
    ("Etched Cornfield", "G", "W"),
    ("Lakeside Shack", "G", "U"),
    ("Murky Sewer", "U", "B"),
    ("Neglected Manor", "W", "B"),
    ("Peculiar Lighthouse", "U", "R"),
    ("Raucous Carnival", "R", "W"),
    ("Razortrap Gorge", "B", "R"),
    ("Strangled Cemetery", "B", "G"),
)


def _play_land(name, life):
    g = build(hands=([name], []), life=life)
    g.submit(f"play:{one(g, name, 'hand/0')}")
    return g, one(g, name)


@pytest.mark.parametrize(("land", "first", "second"), DUALS)
def test_dual_land_enters_tapped_while_every_player_has_more_than_13_life_614_1c(
    land, first, second
):
    """ "This land enters tapped unless a player has 13 or less life": a replacement effect
    on how it enters (CR 614.1c) — at 20 and 14 life it enters tapped."""
    g, obj = _play_land(land, (20, 14))
    assert g.state.objects[obj].tapped


@pytest.mark.parametrize("life", [(13, 20), (20, 13), (5, 1)])
@pytest.mark.parametrize(("land", "first", "second"), DUALS)
def test_dual_land_enters_untapped_if_any_player_has_13_or_less_life_614_1c(
    land, first, second, life
):
    """Any player — you or an opponent — at 13 or less life: it enters untapped."""
    g, obj = _play_land(land, life)
    assert not g.state.objects[obj].tapped


@pytest.mark.parametrize(("land", "first", "second"), DUALS)
def test_dual_land_taps_for_either_of_its_colours_605_3b(land, first, second):
    """ "{T}: Add {X} or {Y}" — one mana ability, the player chooses the colour (CR
    106.1a, 605.3b): paying Bear Trap's {1} offers both."""
    g = build(hands=(["Bear Trap"], []), battlefields=([land], []))
    obj = one(g, land)
    g.submit(f"cast:{one(g, 'Bear Trap', 'hand/0')}")
    assert g.pending.kind == "mana"
    own = sorted(i for i in g.pending.ids() if i.startswith(f"mana:{obj}:"))
    assert own == sorted([f"mana:{obj}:1:{first}", f"mana:{obj}:1:{second}"])
    g.submit(f"mana:{obj}:1:{second}")
    resolve_top(g)
    assert g.state.objects[obj].tapped
    assert ids(g, "Bear Trap")
    assert any(f"{{{second}}}" in line for line in g.log.lines("en") if "adds" in line)


def test_lakeside_shack_spanish_name_and_text_from_the_data():
    """Lakeside Shack is the one dual land with a Spanish name and text in cards.jsonl."""
    g = build(battlefields=(["Choza al borde del lago"], []))
    (shown,) = g.view(0)["battlefield"]
    assert shown["name"] == "Choza al borde del lago"
    assert shown["text"] == (
        "La Choza al borde del lago entra girada a menos que un jugador tenga 13 o menos "
        "vidas.\n{T}: Agrega {G} o {U}."
    )


# -- Arabella, Abandoned Doll ---------------------------------------------------------------
def test_arabella_attacks_x_damage_and_x_life_for_small_creatures_603_2():
    """X counts the creatures you control with power 2 or less as the ability resolves (the
    ruling): Arabella (1/3) and the Playmate (2/2), not Fear of Being Hunted (4/2)."""
    g = build(
        battlefields=(
            ["Arabella, muñeca abandonada", "Amiguita harapienta", "Fear of Being Hunted"],
            [],
        ),
    )
    arabella = one(g, "Arabella, Abandoned Doll")
    attack(g, arabella)
    g.submit("pass")
    assert cards(g, "stack") == ["Arabella, Abandoned Doll"]
    resolve_top(g)
    assert g.state.player(1).life == 18
    assert g.state.player(0).life == 22
    assert any("Arabella" in line and "2 de daño" in line for line in g.log.lines("es"))


def test_arabella_x_is_counted_on_resolution_608_2h():
    """The ruling: X is determined as the ability resolves — a creature that leaves before
    then doesn't count (CR 608.2h)."""
    g = build(
        hands=([], ["Fuegodragón abrasador"]),
        battlefields=(
            ["Arabella, muñeca abandonada", "Amiguita harapienta", "Amiguita harapienta"],
            ["Montaña"] * 2,
        ),
    )
    attack(g, one(g, "Arabella, Abandoned Doll"))
    assert cards(g, "stack") == ["Arabella, Abandoned Doll"]
    g.submit("pass")  # the active player passes; the opponent responds
    first = ids(g, "Ragged Playmate")[0]
    g.submit(f"cast:{one(g, 'Scorching Dragonfire', 'hand/1')}")
    g.submit(f"target:{first}")
    _pay(g)
    resolve_top(g)
    assert len(ids(g, "Ragged Playmate")) == 1
    resolve_top(g)
    assert g.state.player(1).life == 18  # Arabella and one Playmate: X = 2, not 3
    assert g.state.player(0).life == 22


# -- Gremlin Tamer --------------------------------------------------------------------------
def test_gremlin_tamer_eerie_enchantment_you_control_enters_creates_gremlin_603_6a():
    """Eerie (the enchantment half; Rooms come later): an enchantment creature entering
    under your control makes a 1/1 red Gremlin token."""
    g = build(
        hands=(["Fear of Being Hunted"], []),
        battlefields=(["Montaña"] * 3 + ["Gremlin Tamer"], []),
    )
    cast(g, "Fear of Being Hunted")
    resolve_top(g)
    assert cards(g, "stack") == ["Gremlin Tamer"]
    resolve_top(g)
    gremlin = one(g, "Gremlin")
    assert g.state.objects[gremlin].token
    assert _pt(g, gremlin) == (1, 1) and g.characteristics(gremlin).colors == ("R",)


def test_gremlin_tamer_not_for_nonenchantments_or_opponents_enchantments_603_2():
    g = build(
        hands=(["Amiguita harapienta"], ["Fear of Being Hunted"]),
        battlefields=(["Montaña"] * 2 + ["Gremlin Tamer"], ["Montaña"] * 3),
        libraries=(["Montaña"], ["Montaña"]),
    )
    cast(g, "Ragged Playmate")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    _next_main1(g)
    cast(g, "Fear of Being Hunted", player=1)
    resolve_top(g)
    assert g.state.zones["stack"] == [] and not ids(g, "Gremlin")


def test_gremlin_tamer_enchantment_token_entering_triggers_603_6a():
    """A token entering is an enchantment entering too (CR 111.1, 603.6a): Glimmerlight's
    Glimmer token (an enchantment creature) makes a Gremlin."""
    g = build(hands=(["Glimmerlight"], []), battlefields=(["Montaña"] * 2 + ["Gremlin Tamer"], []))
    cast(g, "Glimmerlight")
    resolve_top(g)
    resolve_top(g)  # Glimmerlight's enters ability: a Glimmer
    assert ids(g, "Glimmer")
    assert cards(g, "stack") == ["Gremlin Tamer"]
    resolve_top(g)
    assert ids(g, "Gremlin")


# -- Shrewd Storyteller ---------------------------------------------------------------------
def test_shrewd_storyteller_survival_counter_on_target_creature_603_4():
    g = build(battlefields=(["Shrewd Storyteller"], ["Amiguita harapienta"]))
    storyteller = one(g, "Shrewd Storyteller")
    attack(g, storyteller)
    _advance(g, lambda g: g.state.step == "main2")
    assert g.pending.kind == "target"
    playmate = one(g, "Ragged Playmate")
    assert sorted(g.pending.ids()) == sorted([f"target:{storyteller}", f"target:{playmate}"])
    g.submit(f"target:{storyteller}")
    resolve_top(g)
    assert _pt(g, storyteller) == (4, 4)


def test_shrewd_storyteller_untapped_does_not_trigger_603_4():
    g = build(battlefields=(["Shrewd Storyteller", "Amiguita harapienta"], []))
    attack(g, one(g, "Ragged Playmate"))
    to_step(g, "main2")
    assert g.state.zones["stack"] == [] and g.pending.kind == "priority"


# -- Shroudstomper --------------------------------------------------------------------------
def test_shroudstomper_enters_drain_2_and_draw_603_6a():
    g = build(
        hands=(["Shroudstomper"], []),
        battlefields=(["Llanura"] * 3 + ["Pantano"] * 4, []),
        libraries=(["Montaña"], []),
    )
    cast(g, "Shroudstomper")
    resolve_top(g)
    assert cards(g, "stack") == ["Shroudstomper"]
    resolve_top(g)
    assert g.state.player(1).life == 18
    assert g.state.player(0).life == 22
    assert cards(g, "hand/0") == ["Mountain"]


def test_shroudstomper_attacks_drain_2_and_draw_508_3a():
    g = build(battlefields=(["Shroudstomper"], []), libraries=(["Montaña"], []))
    attack(g, one(g, "Shroudstomper"))
    g.submit("pass")
    resolve_top(g)
    assert g.state.player(1).life == 18
    assert g.state.player(0).life == 22
    assert cards(g, "hand/0") == ["Mountain"]


def test_shroudstomper_deathtouch_702_2b():
    """Blocked by the 4/4 Chandelier, its deathtouch damage destroys it (CR 702.2b)."""
    g = build(
        battlefields=(["Shroudstomper"], ["Malevolent Chandelier"]), libraries=(["Montaña"], [])
    )
    stomper = one(g, "Shroudstomper")
    attack(g, stomper)
    g.submit("pass")
    resolve_top(g)
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{one(g, 'Malevolent Chandelier')}:{stomper}")
    if g.pending.kind == "blockers":
        g.submit("done")
    to_step(g, "end_combat")
    assert sorted_cards(g, "graveyard/1") == ["Malevolent Chandelier"]
    assert ids(g, "Shroudstomper") == [stomper]


# -- The Swarmweaver ------------------------------------------------------------------------
def test_the_swarmweaver_enters_creates_two_flying_insects_603_6a():
    g = build(
        hands=(["The Swarmweaver"], []),
        battlefields=(["Pantano"] * 2 + ["Bosque"] * 2, []),
    )
    cast(g, "The Swarmweaver")
    resolve_top(g)
    resolve_top(g)
    insects = ids(g, "Insect")
    assert len(insects) == 2
    for i in insects:
        c = g.characteristics(i)
        assert (c.power, c.toughness) == (1, 1) and "flying" in c.keywords
        assert "deathtouch" not in c.keywords  # no delirium


def test_the_swarmweaver_delirium_insects_and_spiders_you_control_611_3a():
    """Delirium: Insects and Spiders you control get +1/+1 and deathtouch — the opponent's
    Insect doesn't, nor does the Swarmweaver (a Scarecrow)."""
    g = build(
        battlefields=(
            ["The Swarmweaver", "Insect", "Spider", "Flesh Burrower"],
            ["Insect"],
        ),
        graveyards=(DELIRIUM, []),
    )
    mine = [i for i in ids(g, "Insect") if g.state.objects[i].controller == 0]
    theirs = [i for i in ids(g, "Insect") if g.state.objects[i].controller == 1]
    assert _pt(g, mine[0]) == (2, 2) and "deathtouch" in g.characteristics(mine[0]).keywords
    spider = one(g, "Spider")
    assert _pt(g, spider) == (3, 3) and "deathtouch" in g.characteristics(spider).keywords
    assert _pt(g, one(g, "Flesh Burrower")) == (3, 3)  # an Insect card
    assert _pt(g, theirs[0]) == (1, 1)
    weaver = one(g, "The Swarmweaver")
    assert _pt(g, weaver) == (2, 3) and "deathtouch" not in g.characteristics(weaver).keywords


# -- Attack-in-the-Box ----------------------------------------------------------------------
def _box_attacks(answer):
    g = build(battlefields=(["Attack-in-the-Box"], []), libraries=(["Montaña"], ["Montaña"]))
    box = one(g, "Attack-in-the-Box")
    attack(g, box)
    resolve_top(g)
    assert g.pending.kind == "may"
    g.submit(answer)
    return g, box


def test_attack_in_the_box_yes_plus_4_then_sacrificed_at_next_end_step_603_7a():
    """ "You may … If you do, sacrifice it at the beginning of the next end step": the
    player chooses (CR 603.5); a delayed triggered ability (603.7a) sacrifices it."""
    g, box = _box_attacks("yes")
    assert _pt(g, box) == (6, 4)
    assert "603.7a" in g.log.rules()
    to_step(g, "end")
    assert cards(g, "stack") == ["Attack-in-the-Box"]
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Attack-in-the-Box"]
    assert g.state.player(1).life == 14
    assert "701.21a" in g.log.rules()


def test_attack_in_the_box_no_stays_2_4_and_is_not_sacrificed_603_5():
    g, box = _box_attacks("no")
    assert _pt(g, box) == (2, 4)
    to_step(g, "end")
    assert g.state.zones["stack"] == []
    assert ids(g, "Attack-in-the-Box") == [box]
    assert g.state.player(1).life == 18


def test_attack_in_the_box_delayed_trigger_happens_only_once_603_7b():
    """CR 603.7b: the delayed ability triggers only the next time — it is gone afterwards."""
    g, _box = _box_attacks("yes")
    to_step(g, "end")
    resolve_top(g)
    assert g.state.delayed == []


# -- Friendly Teddy -------------------------------------------------------------------------
def test_friendly_teddy_dies_each_player_draws_603_10a():
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(["Montaña"] * 2 + ["Friendly Teddy"], []),
        libraries=(["Bosque"], ["Llanura"]),
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert cards(g, "stack") == ["Friendly Teddy"]
    resolve_top(g)
    assert cards(g, "hand/0") == ["Forest"]
    assert cards(g, "hand/1") == ["Plains"]


# -- Glimmerlight ---------------------------------------------------------------------------
def test_glimmerlight_enters_creates_a_glimmer_603_6a():
    g = build(hands=(["Glimmerlight"], []), battlefields=(["Montaña"] * 2, []))
    cast(g, "Glimmerlight")
    resolve_top(g)
    assert cards(g, "stack") == ["Glimmerlight"]
    resolve_top(g)
    glimmer = one(g, "Glimmer")
    c = g.characteristics(glimmer)
    assert set(c.types) == {"enchantment", "creature"} and (c.power, c.toughness) == (1, 1)


def test_glimmerlight_equip_1_equipped_creature_gets_plus_1_702_6a():
    g = build(battlefields=(["Montaña", "Glimmerlight", "Amiguita harapienta"], []))
    light = one(g, "Glimmerlight")
    playmate = one(g, "Ragged Playmate")
    g.submit(f"activate:{light}:2")
    if g.pending.kind == "target":
        g.submit(f"target:{playmate}")
    _pay(g)
    resolve_top(g)
    assert g.state.objects[light].attached_to == playmate
    assert _pt(g, playmate) == (3, 3)
