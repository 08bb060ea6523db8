"""Most Valuable Slayer, Hand That Feeds, Rampaging Soulrager and Turn Inside Out, played
through the public engine (grimorio.scenario.board.build)."""

from grimorio.rules.events.objects import ZoneChange
from grimorio.scenario.board import build
from support import attack, cards, cast, one, resolve_top, to_blockers

# four card types in the graveyard: delirium (creature, instant, artifact, land)
DELIRIUM = ["Test Bear", "Murder", "Test Equipment", "Isla"]


def _stack(g) -> list[str]:
    return cards(g, "stack")


# -- Most Valuable Slayer -----------------------------------------------------------------------
def test_most_valuable_slayer_whenever_you_attack_plus_1_and_first_strike_508_3a():
    g = build(battlefields=(["El mejor juzgador", "Test Bear"], ["Test Giant"]))
    bear = one(g, "Test Bear")
    attack(g, bear)  # the Slayer needn't attack itself
    assert g.pending.ids() == [f"target:{bear}"] or _stack(g) == ["Most Valuable Slayer"]
    if g.pending.kind == "target":
        g.submit(f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 2) and "first_strike" in c.keywords


def test_most_valuable_slayer_target_must_be_attacking_506_3():
    g = build(battlefields=(["Most Valuable Slayer", "Test Bear", "Test Giant"], []))
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    attack(g, bear, giant)
    assert sorted(g.pending.ids()) == sorted([f"target:{bear}", f"target:{giant}"])
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert g.characteristics(giant).power == 5
    assert g.characteristics(one(g, "Most Valuable Slayer")).power == 2


# -- Hand That Feeds ----------------------------------------------------------------------------
def test_hand_that_feeds_attacks_with_delirium_plus_2_and_menace_603_2():
    g = build(battlefields=(["Mano que se da de comer"], []), graveyards=(DELIRIUM, []))
    hand = one(g, "Hand That Feeds")
    attack(g, hand)
    assert _stack(g) == ["Hand That Feeds"]
    resolve_top(g)
    c = g.characteristics(hand)
    assert (c.power, c.toughness) == (4, 2) and "menace" in c.keywords


def test_hand_that_feeds_without_delirium_doesnt_trigger():
    g = build(battlefields=(["Hand That Feeds"], []), graveyards=(DELIRIUM[:3], []))
    attack(g, one(g, "Hand That Feeds"))
    assert _stack(g) == []


def test_hand_that_feeds_while_is_not_an_intervening_if_603_4():
    """ "Whenever ... attacks while ...": checked as it attacks only — losing delirium before
    the ability resolves doesn't stop it (unlike an intervening "if", CR 603.4)."""
    g = build(battlefields=(["Hand That Feeds"], []), graveyards=(DELIRIUM, []))
    hand = one(g, "Hand That Feeds")
    attack(g, hand)
    assert _stack(g) == ["Hand That Feeds"]
    # the graveyard loses a card type (the land) while the ability waits on the stack
    g.emit(ZoneChange(one(g, "Island", "graveyard/0"), "exile", "701.13a", "exile"))
    resolve_top(g)
    assert g.characteristics(hand).power == 4


# -- Rampaging Soulrager ------------------------------------------------------------------------
def test_rampaging_soulrager_two_unlocked_doors_plus_3_611_3a_709_5c():
    rooms = [{"name": "Glassworks // Shattered Yard", "unlocked": ["Glassworks", "Shattered Yard"]}]
    g = build(battlefields=(["Almairacunda devastadora", *rooms], []))
    c = g.characteristics(one(g, "Rampaging Soulrager"))
    assert (c.power, c.toughness) == (4, 4)


def test_rampaging_soulrager_doors_of_two_rooms_count_together():
    rooms = [
        {"name": "Glassworks // Shattered Yard", "unlocked": ["Glassworks"]},
        {"name": "Ticket Booth // Tunnel of Hate", "unlocked": ["Tunnel of Hate"]},
    ]
    g = build(battlefields=(["Rampaging Soulrager", *rooms], []))
    assert g.characteristics(one(g, "Rampaging Soulrager")).power == 4


def test_rampaging_soulrager_one_door_or_an_opponents_doors_dont_count():
    mine = [{"name": "Glassworks // Shattered Yard", "unlocked": ["Glassworks"]}]
    theirs = [
        {"name": "Ticket Booth // Tunnel of Hate", "unlocked": ["Ticket Booth", "Tunnel of Hate"]}
    ]
    g = build(battlefields=(["Rampaging Soulrager", *mine], theirs))
    c = g.characteristics(one(g, "Rampaging Soulrager"))
    assert (c.power, c.toughness) == (1, 4)


def test_rampaging_soulrager_unlocking_a_second_door_turns_it_on():
    rooms = [{"name": "Glassworks // Shattered Yard", "unlocked": ["Glassworks"]}]
    g = build(battlefields=(["Rampaging Soulrager", *rooms, *["Montaña"] * 5], []))
    soulrager = one(g, "Rampaging Soulrager")
    assert g.characteristics(soulrager).power == 1
    g.submit(f"unlock:{one(g, 'Glassworks // Shattered Yard')}:1")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    assert g.characteristics(soulrager).power == 4


# -- Turn Inside Out ----------------------------------------------------------------------------
def test_turn_inside_out_plus_3_and_manifest_dread_when_it_dies_this_turn_603_7c():
    g = build(
        hands=(["Dar la vuelta"], []),
        battlefields=(["Montaña", "Test Bear"], ["Test Giant"]),
        libraries=(["Test Hunter", "Isla"], []),
    )
    bear = one(g, "Test Bear")
    cast(g, "Turn Inside Out", f"target:{bear}")
    resolve_top(g)
    assert g.characteristics(bear).power == 5
    attack(g, bear)
    to_blockers(g)
    g.submit(f"block:{one(g, 'Test Giant')}:{bear}")
    if g.pending.kind == "blockers":
        g.submit("done")
    while _stack(g) != ["Turn Inside Out"]:
        g.submit("pass")
    assert "Test Bear" in cards(g, "graveyard/0")  # it died; the Giant too (5 damage)
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(f"manifest:{one(g, 'Test Hunter', 'library/0')}")
    down = [i for i in g.state.zones["battlefield"] if g.state.objects[i].face_down]
    assert len(down) == 1 and g.state.objects[down[0]].controller == 0


def test_turn_inside_out_another_creature_dying_doesnt_trigger():
    g = build(
        hands=(["Turn Inside Out", "Murder"], []),
        battlefields=(["Montaña", "Pantano", "Pantano", "Pantano", "Test Bear"], ["Test Giant"]),
        libraries=(["Test Hunter", "Isla"], []),
    )
    cast(g, "Turn Inside Out", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    cast(g, "Murder", f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert _stack(g) == []
    assert len(g.state.delayed) == 1  # still waiting for the Bear


def test_turn_inside_out_delayed_ability_ends_with_the_turn_603_7b():
    g = build(
        hands=(["Turn Inside Out"], []),
        battlefields=(["Montaña", "Test Bear"], []),
        libraries=(["Isla"] * 4, ["Isla"] * 4),
    )
    cast(g, "Turn Inside Out", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    while g.state.active == 0:  # on to the opponent's turn
        g.submit("done" if g.pending.kind == "attackers" else "pass")
    assert g.state.active == 1
    bear = one(g, "Test Bear")
    assert g.characteristics(bear).power == 2  # CR 514.2
    g.emit(ZoneChange(bear, "graveyard", "701.21a", "sacrifice"))  # it dies next turn
    assert _stack(g) == [] and not g.state.triggered  # "this turn" is over
