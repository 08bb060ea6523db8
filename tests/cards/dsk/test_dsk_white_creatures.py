"""Duskmourn white creatures (and Leyline of Hope): Enduring Innocence, The Wandering
Rescuer, Leyline of Hope, Orphans of the Wheat, Reluctant Role Model, Savior of the Small,
Toby, Beastie Befriender — played through the public engine (grimorio.scenario.board.build).
Rulings from ../shared/data/dsk/release-notes.jsonl."""

from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, to_attackers, to_step

LIB = ["Llanura"] * 8


def _cast(g, card, *choices, player=0):
    g.submit(f"cast:{ids(g, card, f'hand/{player}')[0]}")
    for c in choices:
        g.submit(c)
    pay(g)


def _to_main2(g):
    while g.state.step != "main2":
        g.submit("done" if g.pending.kind == "attackers" else "pass")


# -- Enduring Innocence ----------------------------------------------------------------------
def test_enduring_innocence_draws_once_each_turn_603_2c():
    """Whenever one or more other creatures you control with power 2 or less enter, draw a
    card (CR 603.2c) — only once each turn."""
    g = build(
        hands=(["Test Vigilant", "Test Wall", "Test Wall"], []),
        battlefields=(["Inocencia imperecedera"] + ["Llanura"] * 9, []),
        libraries=(LIB, LIB),
    )
    _cast(g, "Test Vigilant")
    resolve_top(g)
    resolve_top(g)  # the trigger
    assert len(cards(g, "hand/0")) == 3  # drew one
    _cast(g, "Test Wall")
    resolve_top(g)
    assert g.state.zones["stack"] == [] and g.state.triggered == []  # not again this turn
    assert "lifelink" in g.characteristics(one(g, "Enduring Innocence")).keywords


def test_enduring_innocence_ignores_power_above_2_603_2():
    """A creature with power 3 or more entering doesn't trigger it."""
    g = build(
        hands=(["Test Giant"], []),
        battlefields=(["Inocencia imperecedera"] + ["Montaña"] * 6, []),
        libraries=(LIB, LIB),
    )
    _cast(g, "Test Giant")
    resolve_top(g)
    assert g.characteristics(one(g, "Test Giant")).power > 2
    assert g.state.zones["stack"] == [] and g.state.triggered == []


def test_enduring_innocence_returns_as_an_enchantment_205_1a():
    """When it dies as a creature it returns under its owner's control as an enchantment only
    (no creature types, CR 205.1a, 205.3d)."""
    g = build(
        hands=(["Test Mercy"], []),
        battlefields=(["Inocencia imperecedera"] + ["Llanura"] * 3, []),
        libraries=(LIB, LIB),
    )
    _cast(g, "Test Mercy", f"target:{one(g, 'Enduring Innocence')}", "target:-1")
    resolve_top(g)
    resolve_top(g)  # the dies trigger
    back = one(g, "Enduring Innocence")
    c = g.characteristics(back)
    assert c.types == ("enchantment",) and c.subtypes == ()
    assert "603.10a" in g.log.rules() or "110.2a" in g.log.rules()


# -- The Wandering Rescuer -------------------------------------------------------------------
def test_wandering_rescuer_convoke_pays_with_creatures_702_51a():
    """Convoke: each creature tapped pays {1} or one mana of its colour (CR 702.51a); the
    creatures are tapped, no mana is added (702.51c)."""
    g = build(
        hands=(["La rescatadora errante"], []),
        battlefields=(["Llanura"] * 3 + ["Test Bear", "Test Bear", "Test Vigilant"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'The Wandering Rescuer', 'hand/0')}")
    kinds = {o.split(":")[2] for o in g.pending.ids() if o != "mana:auto"}
    assert "-1" in kinds  # convoke offered
    g.submit("mana:auto")
    resolve_top(g)
    assert len(ids(g, "The Wandering Rescuer")) == 1
    tapped = [o for o in g.state.zones["battlefield"] if g.state.objects[o].tapped]
    assert len(tapped) == 5  # lands first, then creatures: exactly five units
    assert len([t for t in tapped if g.state.objects[t].card == "Plains"]) == 3
    assert "702.51a" in g.log.rules()


def test_wandering_rescuer_not_castable_without_enough_702_51a():
    """Four sources for a five-mana spell: it can't be cast."""
    g = build(
        hands=(["La rescatadora errante"], []),
        battlefields=(["Llanura", "Llanura", "Test Bear", "Test Bear"], []),
        libraries=(LIB, LIB),
    )
    assert not any(o.startswith("cast:") for o in g.pending.ids())


def test_wandering_rescuer_white_symbols_need_white_creatures_702_51a():
    """A green creature pays only generic mana: {W}{W} needs white mana or white creatures."""
    g = build(
        hands=(["La rescatadora errante"], []),
        battlefields=(["Bosque"] * 3 + ["Test Bear", "Test Elf"], []),
        libraries=(LIB, LIB),
    )
    assert g.characteristics(one(g, "Test Bear")).colors != ("W",)
    assert not any(o.startswith("cast:") for o in g.pending.ids())


def test_wandering_rescuer_flash_double_strike_and_hexproof_702_11():
    """Flash (cast on the opponent's turn), double strike, and other tapped creatures you
    control have hexproof (CR 702.11b); untapped ones don't."""
    g = build(
        hands=(["La rescatadora errante"], []),
        battlefields=(["Llanura"] * 5 + [{"name": "Test Bear", "tapped": True}, "Test Giant"], []),
        libraries=(LIB, LIB),
        active=1,
    )
    g.submit("pass")  # Sur passes
    assert any(o.startswith("cast:") for o in g.pending.ids())  # Norte may cast it now
    g.submit(f"cast:{one(g, 'The Wandering Rescuer', 'hand/0')}")
    g.submit("mana:auto")
    resolve_top(g)
    rescuer = one(g, "The Wandering Rescuer")
    assert "double_strike" in g.characteristics(rescuer).keywords
    assert "hexproof" in g.characteristics(one(g, "Test Bear")).keywords
    assert "hexproof" not in g.characteristics(one(g, "Test Giant")).keywords
    assert "hexproof" not in g.characteristics(rescuer).keywords


# -- Leyline of Hope --------------------------------------------------------------------------
def test_leyline_of_hope_adds_one_to_life_gained_614_1a():
    """If you would gain life, you gain that much plus 1 instead (CR 614.1a, 119.10)."""
    g = build(
        hands=(["Test Cantrip"], []),
        battlefields=(["Línea mística de la esperanza", "Isla"], []),
        libraries=(LIB, LIB),
    )
    _cast(g, "Test Cantrip")
    resolve_top(g)
    assert g.state.player(0).life == 22


def test_leyline_of_hope_pump_at_27_life_611_3a():
    """As long as you have at least 7 life more than your starting life total (20, CR
    103.4), creatures you control get +2/+2 (611.3a); at 26 they don't."""
    g = build(
        hands=(["Test Cantrip"], []),
        battlefields=(["Línea mística de la esperanza", "Isla", "Test Bear"], ["Test Bear"]),
        libraries=(LIB, LIB),
        life=(25, 20),
    )
    mine = ids(g, "Test Bear")[0]
    theirs = ids(g, "Test Bear")[1]
    assert g.characteristics(mine).power == 2
    _cast(g, "Test Cantrip")  # 1 + 1 life: 27
    resolve_top(g)
    assert g.state.player(0).life == 27
    assert (g.characteristics(mine).power, g.characteristics(mine).toughness) == (4, 4)
    assert g.characteristics(theirs).power == 2


# -- Orphans of the Wheat --------------------------------------------------------------------
def test_orphans_of_the_wheat_taps_any_number_701_26a():
    """Whenever it attacks, tap any number of untapped creatures you control; it gets +1/+1
    until end of turn for each one tapped (CR 701.26a, 611.2d)."""
    g = build(
        battlefields=(["Los huérfanos del trigo", "Test Bear", "Test Bear", "Test Giant"], []),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    orphans = one(g, "Orphans of the Wheat")
    bears = ids(g, "Test Bear")
    attack(g, orphans)
    resolve_top(g)
    assert g.pending.kind == "tap"
    g.submit(f"tap:{bears[0]}")
    g.submit(f"tap:{bears[1]}")
    g.submit("done")
    c = g.characteristics(orphans)
    assert (c.power, c.toughness) == (4, 3)
    assert g.state.objects[bears[0]].tapped and not g.state.objects[one(g, "Test Giant")].tapped


def test_orphans_of_the_wheat_tapping_none_gives_nothing_701_26a():
    """ "Any number" includes zero."""
    g = build(
        battlefields=(["Los huérfanos del trigo", "Test Bear"], []),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    orphans = one(g, "Orphans of the Wheat")
    attack(g, orphans)
    resolve_top(g)
    g.submit("done")
    assert g.characteristics(orphans).power == 2


# -- Reluctant Role Model ---------------------------------------------------------------------
def test_reluctant_role_model_survival_counter_of_choice_122_6():
    """Survival: tapped as the second main phase begins, put a flying, lifelink or +1/+1
    counter on it — its controller chooses (CR 122.6, 603.4)."""
    g = build(
        battlefields=([{"name": "Modelo a seguir reticente", "tapped": True}], []),
        libraries=(LIB, LIB),
    )
    model = one(g, "Reluctant Role Model")
    _to_main2(g)
    resolve_top(g)
    assert g.pending.kind == "choose"
    assert set(g.pending.ids()) == {"choose:flying", "choose:lifelink", "choose:+1/+1"}
    g.submit("choose:lifelink")
    assert g.state.objects[model].counters == {"lifelink": 1}
    assert "lifelink" in g.characteristics(model).keywords


def test_reluctant_role_model_untapped_no_survival_603_4():
    g = build(battlefields=(["Modelo a seguir reticente"], []), libraries=(LIB, LIB))
    _to_main2(g)
    assert g.state.zones["stack"] == [] and g.state.triggered == []


def test_reluctant_role_model_puts_those_counters_603_10a():
    """Whenever it or another creature you control dies with counters, put those counters on
    up to one target creature (CR 603.10a, 122.6)."""
    g = build(
        hands=(["Test Mercy"], []),
        battlefields=(
            [
                "Modelo a seguir reticente",
                "Llanura",
                "Llanura",
                "Llanura",
                {"name": "Test Bear", "counters": {"+1/+1": 2, "flying": 1}},
            ],
            ["Test Giant"],
        ),
        libraries=(LIB, LIB),
    )
    model, bear = one(g, "Reluctant Role Model"), one(g, "Test Bear")
    _cast(g, "Test Mercy", f"target:{bear}", "target:-1")
    resolve_top(g)
    g.submit(f"target:{model}")
    resolve_top(g)
    assert g.state.objects[model].counters == {"+1/+1": 2, "flying": 1}


def test_reluctant_role_model_no_counters_no_trigger_603_4():
    g = build(
        hands=(["Test Mercy"], []),
        battlefields=(["Modelo a seguir reticente", "Llanura", "Llanura", "Test Bear"], []),
        libraries=(LIB, LIB),
    )
    _cast(g, "Test Mercy", f"target:{one(g, 'Test Bear')}", "target:-1")
    resolve_top(g)
    assert g.state.zones["stack"] == [] and g.state.triggered == []


# -- Savior of the Small ---------------------------------------------------------------------
def test_savior_of_the_small_returns_small_creature_card_603_4():
    """Survival: return target creature card with mana value 3 or less from your graveyard to
    your hand (CR 202.3)."""
    g = build(
        battlefields=([{"name": "Salvador de pequeños", "tapped": True}], []),
        graveyards=(["Test Bear", "Test Giant"], []),
        libraries=(LIB, LIB),
    )
    _to_main2(g)
    bear = one(g, "Test Bear", "graveyard/0")
    if g.pending.kind == "target":  # more than one legal target
        assert f"target:{one(g, 'Test Giant', 'graveyard/0')}" not in g.pending.ids()
        g.submit(f"target:{bear}")
    resolve_top(g)
    assert cards(g, "hand/0") == ["Test Bear"]


# -- Toby, Beastie Befriender ----------------------------------------------------------------
def test_toby_creates_a_beast_that_cant_attack_alone_506_5():
    """Toby's Beast token is a 4/4 white Beast that can't attack alone (CR 506.5): declared
    alone, "done" is not offered; with another attacker it is."""
    g = build(
        hands=(["Toby, amiguito de las bestiamigas"], []),
        battlefields=(["Llanura"] * 3 + ["Test Bear"], []),
        libraries=(LIB, LIB),
    )
    _cast(g, "Toby, Beastie Befriender")
    resolve_top(g)
    resolve_top(g)
    beast = one(g, "Beast")
    c = g.characteristics(beast)
    assert (c.power, c.toughness, c.colors) == (4, 4, ("W",))
    g.state.objects[beast].sick = False
    to_attackers(g)
    g.submit(f"attack:{beast}")
    assert "done" not in g.pending.ids() and "reset" not in g.pending.ids()
    g.submit(f"attack:{one(g, 'Test Bear')}")  # no one else can attack: the declaration ends
    assert set(g.state.combat.attackers) == {beast, one(g, "Test Bear")}
    to_step(g, "end_combat")
    assert g.state.player(1).life == 14


def test_toby_tokens_fly_with_four_tokens_611_3a():
    """As long as you control four or more creature tokens, creature tokens you control have
    flying; nontoken creatures don't."""
    g = build(
        battlefields=(["Toby, amiguito de las bestiamigas", "Beast", "Beast", "Beast"], []),
        libraries=(LIB, LIB),
    )
    assert "flying" not in g.characteristics(ids(g, "Beast")[0]).keywords
    g2 = build(
        battlefields=(
            ["Toby, amiguito de las bestiamigas", "Beast", "Beast", "Beast", "Glimmer"],
            [],
        ),
        libraries=(LIB, LIB),
    )
    assert all("flying" in g2.characteristics(b).keywords for b in ids(g2, "Beast"))
    assert "flying" in g2.characteristics(one(g2, "Glimmer")).keywords
    assert "flying" not in g2.characteristics(one(g2, "Toby, Beastie Befriender")).keywords


def test_beast_cant_block_alone_509_1b():
    """The Beast can't be the only blocker (CR 506.5, 509.1b)."""
    g = build(
        battlefields=(["Test Bear"], ["Beast"]),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    while g.state.step != "declare_blockers":
        g.submit("pass")
    # the Beast alone is never offered as a blocker: that would be a dead end
    assert g.pending.kind == "priority"
    assert not g.state.combat.blockers
