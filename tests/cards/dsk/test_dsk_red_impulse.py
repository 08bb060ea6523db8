"""Duskmourn red cards that exile cards and let their controller play them (CR 601.3, 305.1,
611.2a), and Warped Space's alternative cost (118.9), through grimorio.scenario.board.build."""

from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, pay, resolve_top, to_blockers, to_step

STUDIO = "Painter's Studio // Defaced Gallery"
FOYER = "Charred Foyer // Warped Space"


def _pt(g, oid):
    c = g.characteristics(oid)
    return (c.power, c.toughness)


def _pass_to(g, turn, step):
    """Pass priority (answering other decisions with their first option) until ``step`` of
    ``turn``."""
    while not (g.state.turn == turn and g.state.step == step):
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])


# -- Painter's Studio // Defaced Gallery --------------------------------------------------
def _studio_unlocked():
    g = build(
        hands=([STUDIO], []),
        battlefields=(["Montaña"] * 4, []),
        libraries=(["Montaña", "Test Giant"] + ["Llanura"] * 4, ["Isla"] * 4),
    )
    g.submit(f"cast:{one(g, STUDIO, 'hand/0')}:0")  # the left door, Painter's Studio
    pay(g)
    resolve_top(g)  # the Room enters with that door unlocked: "when you unlock this door"
    resolve_top(g)
    return g


def test_painters_studio_exiles_the_top_two_cards_you_may_play_them_709_5h_601_3():
    """CR 709.5h: casting the door unlocks it and the ability triggers; the top two cards
    are exiled and may be played (601.3) — a land as the land play (305.1)."""
    g = _studio_unlocked()
    assert sorted(cards(g, "exile")) == ["Mountain", "Test Giant"]
    assert cards(g, "library/0") == ["Plains"] * 4
    mountain = one(g, "Mountain", "exile")
    giant = one(g, "Test Giant", "exile")
    assert f"play:{mountain}" in g.pending.ids()
    assert f"cast:{giant}" not in g.pending.ids()  # {3}{R}: one untapped Mountain only
    g.submit(f"play:{mountain}")
    assert "305.1" in g.log.rules() and "601.3" in g.log.rules()
    assert len(ids(g, "Mountain")) == 5 and g.state.player(0).lands_played == 1


def test_painters_studio_permission_lasts_until_the_end_of_your_next_turn_611_2a():
    """ "Until the end of your next turn": still in the opponent's turn (for an instant it
    would be) and in your next turn; gone after it."""
    g = _studio_unlocked()
    giant = one(g, "Test Giant", "exile")
    _pass_to(g, 4, "main1")  # the controller's next turn: the lands untapped
    assert f"cast:{giant}" in g.pending.ids()
    _pass_to(g, 5, "main1")  # the opponent's turn after that: the permission has ended
    _pass_to(g, 6, "main1")
    assert f"cast:{giant}" not in g.pending.ids()
    assert ids(g, "Test Giant", "exile") == [giant]


def test_defaced_gallery_attacking_creatures_get_plus_one_zero_508_3a():
    """ "Whenever you attack": the creatures attacking get +1/+0 until end of turn; one that
    doesn't attack doesn't."""
    g = build(
        battlefields=(
            [{"name": STUDIO, "unlocked": ["Defaced Gallery"]}, "Test Bear", "Test Giant"],
            [],
        ),
        step="begin_combat",
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, bear)
    assert cards(g, "stack") == [STUDIO]
    resolve_top(g)
    assert _pt(g, bear) == (3, 2)
    assert _pt(g, giant) == (4, 4)


# -- Charred Foyer // Warped Space --------------------------------------------------------
def test_charred_foyer_exiles_at_upkeep_playable_this_turn_only_503_1_601_3():
    g = build(
        battlefields=([{"name": FOYER, "unlocked": ["Charred Foyer"]}, "Montaña"], []),
        libraries=(["Test Blast", "Llanura", "Llanura"], ["Isla"] * 3),
        step="untap",
        turn=3,
    )
    _pass_to(g, 3, "upkeep")
    resolve_top(g)  # the upkeep trigger resolves
    blast = one(g, "Test Blast", "exile")
    assert f"cast:{blast}" in g.pending.ids()  # an instant: any time this turn
    _pass_to(g, 4, "upkeep")  # the opponent's turn: the permission ended with the turn
    assert f"cast:{blast}" not in g.pending.ids()


def _warped(percussionists=1, library=("Test Giant", "Test Bear", "Llanura")):
    """Warped Space unlocked; Pyroclasm kills the Percussionists, whose abilities exile the
    top cards of the library — cards the active player may play (601.3)."""
    g = build(
        hands=(["Pyroclasm", "Test Bear"], []),
        battlefields=(
            [{"name": FOYER, "unlocked": ["Warped Space"]}, "Montaña", "Montaña"]
            + ["Clockwork Percussionist"] * percussionists,
            [],
        ),
        libraries=(list(library), []),
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    for _ in range(percussionists):
        resolve_top(g)
    return g


def test_warped_space_pays_zero_for_a_spell_cast_from_exile_118_9():
    """ "You may pay {0} rather than pay the mana cost for a spell you cast from exile": an
    alternative cost for a card cast from exile, not for one cast from the hand."""
    g = _warped()
    foyer = one(g, FOYER)
    giant = one(g, "Test Giant", "exile")
    bear_in_hand = one(g, "Test Bear", "hand/0")
    assert f"cast:{giant}" not in g.pending.ids()  # {3}{R}: no untapped lands left
    assert f"cast:{giant}:alt{foyer}" in g.pending.ids()
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{bear_in_hand}")]
    g.submit(f"cast:{giant}:alt{foyer}")
    assert g.pending.kind == "priority"  # nothing to pay
    assert g.state.objects[g.state.zones["stack"][-1]].cast_from == "exile"
    resolve_top(g)
    assert ids(g, "Test Giant")


def test_warped_space_only_once_each_turn_118_9():
    g = _warped(percussionists=2)
    foyer = one(g, FOYER)
    giant = one(g, "Test Giant", "exile")
    bear = one(g, "Test Bear", "exile")
    g.submit(f"cast:{giant}:alt{foyer}")
    resolve_top(g)
    assert f"cast:{bear}:alt{foyer}" not in g.pending.ids()


def test_a_card_in_exile_without_a_permission_cant_be_cast_601_3():
    g = build(battlefields=(["Montaña"] * 4, []), exiles=(["Test Giant"], []))
    giant = one(g, "Test Giant", "exile")
    assert not [o for o in g.pending.ids() if o.startswith(f"cast:{giant}")]


# -- Diversion Specialist -----------------------------------------------------------------
def test_diversion_specialist_sacrifice_another_exile_top_play_it_this_turn_601_3():
    g = build(
        battlefields=(["Diversion Specialist", "Test Bear", "Montaña", "Montaña"], []),
        libraries=(["Llanura", "Isla"], []),
    )
    spec = one(g, "Diversion Specialist")
    assert "menace" in g.characteristics(spec).keywords
    g.submit(f"activate:{spec}:0")
    # "another creature or enchantment": the Bear, never the Specialist itself
    assert g.pending.ids() == [f"sacrifice:{one(g, 'Test Bear')}"]
    g.submit(g.pending.ids()[0])
    pay(g)
    resolve_top(g)
    plains = one(g, "Plains", "exile")
    assert f"play:{plains}" in g.pending.ids()
    assert cards(g, "graveyard/0") == ["Test Bear"]


# -- Impossible Inferno -------------------------------------------------------------------
def test_impossible_inferno_deals_6_without_delirium_exiles_nothing_120_3():
    g = build(
        hands=(["Infierno imposible"], []),
        battlefields=(["Montaña"] * 5, [{"name": "Test Giant", "counters": {"+1/+1": 1}}]),
        libraries=(["Llanura"], []),
    )
    cast(g, "Impossible Inferno", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Giant"]  # 5/5 dealt 6
    assert cards(g, "exile") == []


def test_impossible_inferno_with_delirium_exiles_the_top_card_playable_next_turn():
    g = build(
        hands=(["Infierno imposible"], []),
        battlefields=(["Montaña"] * 5, ["Test Bear"]),
        graveyards=(["Llanura", "Test Bear", "Pyroclasm", "Test Equipment"], []),
        libraries=(["Test Giant", "Llanura"], ["Isla"]),
    )
    cast(g, "Impossible Inferno", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    giant = one(g, "Test Giant", "exile")
    _pass_to(g, 4, "main1")
    assert f"cast:{giant}" in g.pending.ids()


# -- Clockwork Percussionist --------------------------------------------------------------
def test_clockwork_percussionist_has_haste_and_dies_exile_top_card_702_10():
    g = build(
        hands=(["Pyroclasm"], []),
        battlefields=(
            ["Montaña", "Montaña", {"name": "Clockwork Percussionist", "sick": True}],
            [],
        ),
        libraries=(["Llanura", "Isla"], []),
    )
    perc = one(g, "Clockwork Percussionist")
    assert "haste" in g.characteristics(perc).keywords
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert cards(g, "stack") == ["Clockwork Percussionist"]
    resolve_top(g)
    assert cards(g, "exile") == ["Plains"]
    assert "603.2" in g.log.rules()


# -- Waltz of Rage ------------------------------------------------------------------------
def test_waltz_of_rage_the_creature_deals_damage_to_each_other_creature_120_2b():
    g = build(
        hands=(["Vals de la rabia"], []),
        battlefields=(["Montaña"] * 5 + ["Test Giant", "Test Bear"], ["Test Bear", "Test Rider"]),
        libraries=(["Llanura", "Isla", "Pantano"], []),
    )
    giant = one(g, "Test Giant")
    cast(g, "Waltz of Rage", f"target:{giant}")
    resolve_top(g)
    assert ids(g, "Test Giant") == [giant]  # not dealt damage by itself
    assert g.state.objects[giant].damage == 0
    assert sorted(cards(g, "graveyard/1")) == ["Test Bear", "Test Rider"]
    # the delayed ability: one of your creatures died (the Bear) — the top card is exiled
    assert cards(g, "stack") == ["Waltz of Rage"]
    resolve_top(g)
    assert cards(g, "exile") == ["Plains"]


def test_waltz_of_rage_delayed_ability_lasts_until_end_of_turn_603_7():
    g = build(
        hands=(["Vals de la rabia", "Pyroclasm"], []),
        battlefields=(["Montaña"] * 7 + ["Test Hunter", "Test Elf"], []),
        libraries=(["Llanura", "Isla", "Pantano"], []),
    )
    cast(g, "Waltz of Rage", f"target:{one(g, 'Test Hunter')}")
    resolve_top(g)  # the Hunter (1/1) deals 1 to the Elf: it dies
    resolve_top(g)
    assert cards(g, "exile") == ["Plains"]
    cast(g, "Pyroclasm")
    resolve_top(g)  # the Hunter dies too, later this turn
    resolve_top(g)
    assert sorted(cards(g, "exile")) == ["Island", "Plains"]


# -- Norin, Swift Survivalist -------------------------------------------------------------
def test_norin_cant_block_509_1b():
    g = build(
        battlefields=(["Test Bear"], ["Norin, Swift Survivalist", "Test Elf"]),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"))
    to_blockers(g)
    norin = one(g, "Norin, Swift Survivalist")
    assert not [o for o in g.pending.ids() if o.startswith(f"block:{norin}")]


def test_norin_blocked_creature_may_be_exiled_and_played_this_turn_509_3c():
    g = build(
        battlefields=(
            ["Norin, Swift Survivalist", "Test Bear", "Bosque", "Bosque"],
            ["Test Giant"],
        ),
        step="begin_combat",
    )
    bear = one(g, "Test Bear")
    attack(g, bear)
    to_blockers(g)
    g.submit(f"block:{one(g, 'Test Giant')}:{bear}")
    if g.pending.kind == "blockers":
        g.submit("done")
    assert cards(g, "stack") == ["Norin, Swift Survivalist"]
    resolve_top(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    exiled = one(g, "Test Bear", "exile")
    to_step(g, "main2")
    assert f"cast:{exiled}" in g.pending.ids()
    assert g.state.player(1).life == 20
