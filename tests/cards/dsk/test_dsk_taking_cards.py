"""Living Phone, Marina Vendrell, Nashi, Searcher in the Dark and Ghostly Dancers
(grimorio.cards.dsk.taking_cards), played through the public engine with real Duskmourn
cards where the rule allows."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import attack, cards, cast, one, resolve_top, sorted_cards, to_step

PHONE = "Living Phone"
MARINA = "Marina Vendrell"
NASHI = "Nashi, Searcher in the Dark"
DANCERS = "Ghostly Dancers"
POOL = "Bottomless Pool // Locker Room"
WUBRG = ["Llanura", "Isla", "Pantano", "Montaña", "Bosque"]


# -- Living Phone ---------------------------------------------------------------------------
def _phone_dies(library):  # type: ignore[no-untyped-def]
    g = build(
        hands=(["Test Shock"], []),
        battlefields=([PHONE, "Montaña"], []),
        libraries=(library, []),
    )
    cast(g, "Test Shock", f"target:{one(g, PHONE)}")
    resolve_top(g)  # the Shock: the Phone dies (704.5g) and its ability triggers
    assert cards(g, "stack") == [PHONE]
    resolve_top(g)
    return g


def test_living_phone_reveals_a_small_creature_and_bottoms_the_rest_randomly_701_20a_401_4():
    library = ["Test Giant", "Test Bear", "Isla", "Test Elf", "Isla", "Pantano", "Bosque"]
    g = _phone_dies(library)
    assert g.pending.kind == "look"
    bear, elf = one(g, "Test Bear", "library/0"), one(g, "Test Elf", "library/0")
    giant = one(g, "Test Giant", "library/0")
    offered = set(g.pending.ids())
    assert {f"look:{bear}", f"look:{elf}", "none"} == offered  # power 2 or less (Giant: 4)
    assert f"look:{giant}" not in offered
    g.submit(f"look:{bear}")
    assert cards(g, "hand/0") == ["Test Bear"]
    # revealed (701.20a): the opponent's log names the card
    assert any("Test Bear" in line for line in g.log.lines("es", viewer=1)[-4:])
    library_now = cards(g, "library/0")  # bottom first: the top is the last
    assert library_now[-2:] == ["Forest", "Swamp"]  # the two not looked at stay on top
    assert sorted(library_now[:4]) == sorted(["Test Giant", "Island", "Test Elf", "Island"])
    assert "bottom_random" in [e.key for e in g.log]


def test_living_phone_may_take_nothing_the_five_go_to_the_bottom_401_4():
    library = ["Test Bear", "Isla", "Isla", "Isla", "Isla", "Pantano"]
    g = _phone_dies(library)
    g.submit("none")
    assert cards(g, "hand/0") == []
    assert cards(g, "library/0")[-1] == "Swamp"  # the sixth card is now on top
    assert sorted(cards(g, "library/0")[:5]) == ["Island"] * 4 + ["Test Bear"]


# -- Marina Vendrell ------------------------------------------------------------------------
def test_marina_vendrell_takes_every_enchantment_revealed_701_20a_401_4():
    library = [POOL, "Isla", "Leyline of Transformation", "Test Bear", "Isla", "Isla", "Isla"]
    library += ["Pantano", "Bosque"]
    g = build(hands=([MARINA], []), battlefields=(WUBRG, []), libraries=(library, []))
    cast(g, MARINA)
    resolve_top(g)  # Marina enters
    assert cards(g, "stack") == ["Marina Vendrell"]
    resolve_top(g)
    assert g.pending.kind == "priority"  # no choice: all of them (608.2c)
    assert sorted_cards(g, "hand/0") == sorted([POOL, "Leyline of Transformation"])
    library_now = cards(g, "library/0")
    assert library_now[-2:] == ["Forest", "Swamp"]  # the eighth and ninth stay on top
    assert sorted(library_now[:5]) == ["Island"] * 4 + ["Test Bear"]
    # revealed to everyone (701.20a)
    assert any("Test Bear" in line for line in g.log.lines("es", viewer=1))


def test_marina_vendrell_locks_or_unlocks_a_door_of_target_room_709_5f_709_5g():
    g = build(
        battlefields=([MARINA, {"name": POOL, "unlocked": ["Bottomless Pool"]}, "Isla"], []),
    )
    marina, pool = one(g, MARINA), one(g, POOL)
    g.submit(f"activate:{marina}:1")
    g.submit(f"target:{pool}")
    resolve_top(g)
    assert g.pending.kind == "door"
    assert set(g.pending.ids()) == {f"lock:{pool}:0", f"unlock:{pool}:1"}
    g.submit(f"lock:{pool}:0")
    assert g.state.objects[pool].doors == 0
    assert "709.5g" in g.log.rules()


def test_marina_vendrell_door_ability_is_sorcery_speed_602_5d():
    g = build(
        battlefields=([MARINA, POOL], []),
        hands=([], ["Test Shock"]),
        step="upkeep",
    )
    assert f"activate:{one(g, MARINA)}:1" not in g.pending.ids()


# -- Nashi, Searcher in the Dark -------------------------------------------------------------
def _nashi_hits(library, *choices):  # type: ignore[no-untyped-def]
    g = build(battlefields=([NASHI], []), libraries=(library, []))
    nashi = one(g, NASHI)
    attack(g, nashi)
    to_step(g, "combat_damage")
    while not g.state.zones["stack"]:
        g.submit("pass")
    assert cards(g, "stack") == [NASHI]
    resolve_top(g)
    for c in choices:
        g.submit(c)
    return g, nashi


def test_nashi_mills_that_many_and_takes_legendary_and_or_enchantment_cards_701_17a():
    g, nashi = _nashi_hits([MARINA, POOL, "Isla"])
    assert sorted_cards(g, "graveyard/0") == sorted([MARINA, POOL])  # 2 damage: 2 milled
    marina, pool = one(g, MARINA, "graveyard/0"), one(g, POOL, "graveyard/0")
    assert set(g.pending.ids()) == {f"put_chosen:{marina}", f"put_chosen:{pool}", "none"}
    g.submit(f"put_chosen:{marina}")
    g.submit(f"put_chosen:{pool}")  # any number: both
    assert sorted_cards(g, "hand/0") == sorted([MARINA, POOL])
    assert g.state.objects[nashi].counters.get("+1/+1", 0) == 0


def test_nashi_puts_a_counter_if_no_card_was_put_into_hand_607_2a():
    g, nashi = _nashi_hits(["Isla", "Test Bear", "Isla"])  # nothing can be taken
    assert sorted_cards(g, "graveyard/0") == ["Island", "Test Bear"]
    assert g.state.objects[nashi].counters.get("+1/+1", 0) == 1
    assert chars(g, g.state.objects[nashi]).power == 3


def test_nashi_taking_none_by_choice_also_puts_the_counter_608_2c():
    g, nashi = _nashi_hits([POOL, "Isla", "Isla"], "none")
    assert cards(g, "hand/0") == []
    assert g.state.objects[nashi].counters.get("+1/+1", 0) == 1


# -- Ghostly Dancers ------------------------------------------------------------------------
def _dancers(graveyard=(), battlefield=()):  # type: ignore[no-untyped-def]
    g = build(
        hands=([DANCERS], []),
        battlefields=(["Llanura"] * 5 + list(battlefield), []),
        graveyards=(list(graveyard), []),
    )
    cast(g, DANCERS)
    resolve_top(g)  # the Dancers enter; the ability triggers
    assert cards(g, "stack")[-1] == DANCERS
    resolve_top(g)
    assert g.pending.kind == "choose"
    return g


def test_ghostly_dancers_returns_an_enchantment_card_608_2d():
    g = _dancers(graveyard=["Leyline of Transformation", "Test Bear"])
    assert g.pending.ids() == ["choose:0", "choose:1"]
    g.submit("choose:0")
    leyline = one(g, "Leyline of Transformation", "graveyard/0")
    assert g.pending.ids() == [f"put_chosen:{leyline}"]  # "an enchantment card": not the Bear
    g.submit(f"put_chosen:{leyline}")
    assert cards(g, "hand/0") == ["Leyline of Transformation"]
    assert any("regresa una carta de encantamiento" in x for x in g.log.lines("es"))


def test_ghostly_dancers_unlocks_a_locked_door_of_a_room_you_control_709_5f():
    g = _dancers(battlefield=[{"name": POOL, "unlocked": ["Bottomless Pool"]}])
    g.submit("choose:1")
    pool = one(g, POOL)
    assert g.state.objects[pool].doors == 3  # the only locked door: Locker Room
    assert "709.5f" in g.log.rules()


def test_ghostly_dancers_chooses_among_the_doors_of_every_room_709_5f():
    g = _dancers(battlefield=[POOL, "Leyline of Transformation"])
    g.submit("choose:1")
    pool = one(g, POOL)
    assert g.pending.kind == "door"
    assert set(g.pending.ids()) == {f"unlock:{pool}:0", f"unlock:{pool}:1"}


def test_ghostly_dancers_eerie_makes_a_flying_spirit_when_an_enchantment_enters_eerie():
    g = _dancers()
    g.submit("choose:0")  # nothing to return: the choice does nothing (608.2d)
    assert cards(g, "hand/0") == [] and g.pending.kind == "priority"
    g2 = build(
        hands=(["Leyline of Transformation"], []),
        battlefields=([DANCERS, "Isla", "Isla", "Isla", "Isla"], []),
    )
    cast(g2, "Leyline of Transformation")
    resolve_top(g2)
    g2.submit("choose:Spirit")
    assert cards(g2, "stack") == [DANCERS]  # eerie (an enchantment you control entered)
    resolve_top(g2)
    spirit = one(g2, "Spirit")
    c = chars(g2, g2.state.objects[spirit])
    assert (c.power, c.toughness, "flying" in c.keywords) == (3, 1, True)
