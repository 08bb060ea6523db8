"""Defiled Crypt // Cadaver Lab, Fear of Infinity and Say Its Name
(grimorio.cards.dsk.graveyard_cards), played through the public engine with real
Duskmourn cards where the rule allows."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, cast, one, pay, resolve_top, sorted_cards

CRYPT = "Defiled Crypt // Cadaver Lab"
FEAR = "Fear of Infinity"
SAY = "Say Its Name"
ALTANAK = "Altanak, the Thrice-Called"
POOL = "Bottomless Pool // Locker Room"


# -- Defiled Crypt // Cadaver Lab -----------------------------------------------------------
def _crypt(graveyard=("Test Bear", "Test Giant"), crypt_unlocked=True, **kw):  # type: ignore[no-untyped-def]
    unlocked = ["Defiled Crypt"] if crypt_unlocked else []
    return build(
        battlefields=([{"name": CRYPT, "unlocked": unlocked}, "Pantano", "Pantano"], []),
        graveyards=(list(graveyard), kw.pop("their_graveyard", [])),
        **kw,
    )


def _unlock_lab(g, target):  # type: ignore[no-untyped-def]
    crypt = one(g, CRYPT)
    g.submit(f"unlock:{crypt}:1")  # Cadaver Lab, {B}
    pay(g)
    if g.pending.kind == "target":  # with one legal target it is chosen at once
        g.submit(f"target:{target}")
    resolve_top(g)


def test_cadaver_lab_returns_target_creature_card_from_your_graveyard_709_5h():
    g = _crypt(crypt_unlocked=False)
    _unlock_lab(g, one(g, "Test Bear", "graveyard/0"))
    assert cards(g, "hand/0") == ["Test Bear"]


def test_defiled_crypt_makes_a_horror_when_a_card_leaves_your_graveyard_603_10a():
    g = _crypt()
    _unlock_lab(g, one(g, "Test Bear", "graveyard/0"))
    assert cards(g, "stack") == [CRYPT]  # the card left the graveyard: the Crypt triggers
    resolve_top(g)
    horror = one(g, "Horror")
    c = chars(g, g.state.objects[horror])
    assert (c.power, c.toughness, set(c.types)) == (2, 2, {"creature", "enchantment"})


def test_defiled_crypt_triggers_only_once_each_turn_603_2h():
    g = build(
        hands=(["Test Recall"], []),
        battlefields=(
            [{"name": CRYPT, "unlocked": ["Defiled Crypt"]}, "Pantano", "Llanura", "Llanura"],
            [],
        ),
        graveyards=(["Test Bear", "Leyline of Transformation"], []),
    )
    _unlock_lab(g, one(g, "Test Bear", "graveyard/0"))
    resolve_top(g)  # the first Horror
    assert len(cards(g, "battlefield")) == 5
    cast(g, "Test Recall", f"target:{one(g, 'Leyline of Transformation', 'graveyard/0')}")
    resolve_top(g)  # a second card leaves the graveyard this turn
    if g.pending.kind == "choose":
        g.submit("choose:Human")  # the Leyline's "as it enters"
    assert cards(g, "stack") == []  # no second Horror this turn
    assert cards(g, "battlefield").count("Horror") == 1


def test_defiled_crypt_ignores_an_opponents_graveyard_603_2():
    """ "Your graveyard": a card leaving Sur's graveyard doesn't trigger Norte's Crypt."""
    g = build(
        hands=([], ["Test Recall"]),
        battlefields=([{"name": CRYPT, "unlocked": ["Defiled Crypt"]}], ["Llanura"]),
        graveyards=([], ["Leyline of Transformation"]),
        active=1,
    )
    leyline = one(g, "Leyline of Transformation", "graveyard/1")
    cast(g, "Test Recall", f"target:{leyline}", player=1)
    resolve_top(g)
    if g.pending.kind == "choose":
        g.submit("choose:Human")
    assert cards(g, "battlefield").count("Leyline of Transformation") == 1
    assert cards(g, "stack") == [] and "Horror" not in cards(g, "battlefield")


CLOSET = "Walk-In Closet // Forgotten Cellar"


def test_defiled_crypt_a_land_played_from_your_graveyard_leaves_it_603_10a():
    g = build(
        battlefields=(
            [
                {"name": CRYPT, "unlocked": ["Defiled Crypt"]},
                {"name": CLOSET, "unlocked": ["Walk-In Closet"]},
            ],
            [],
        ),
        graveyards=(["Llanura"], []),
    )
    g.submit(f"play:{one(g, 'Plains', 'graveyard/0')}")
    assert cards(g, "stack") == [CRYPT]


def test_defiled_crypt_a_spell_cast_from_your_graveyard_leaves_it_601_2a():
    g = build(
        battlefields=(
            [
                {"name": CRYPT, "unlocked": ["Defiled Crypt"]},
                {"name": CLOSET, "unlocked": ["Walk-In Closet"]},
                *["Bosque"] * 7,
            ],
            [],
        ),
        graveyards=(["Test Bear"], []),
    )
    g.submit(f"unlock:{one(g, CLOSET)}:1")  # Forgotten Cellar: cast spells from there
    pay(g)
    resolve_top(g)
    g.submit(f"cast:{one(g, 'Test Bear', 'graveyard/0')}")
    pay(g)
    assert cards(g, "stack") == ["Test Bear", CRYPT]  # it moved to the stack (601.2a)
    resolve_top(g)
    assert "Horror" in cards(g, "battlefield")


# -- Fear of Infinity -----------------------------------------------------------------------
def test_fear_of_infinity_returns_from_the_graveyard_when_an_enchantment_enters_113_6m():
    g = build(
        hands=(["Leyline of Transformation"], []),
        battlefields=(["Isla"] * 4, []),
        graveyards=([FEAR], []),
    )
    cast(g, "Leyline of Transformation")
    resolve_top(g)
    g.submit("choose:Human")
    assert cards(g, "stack") == [FEAR]  # it triggered from the graveyard (113.6k)
    resolve_top(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    assert cards(g, "hand/0") == [FEAR]
    assert cards(g, "graveyard/0") == []


def test_fear_of_infinity_returns_when_you_fully_unlock_a_room_709_5i():
    g = build(
        battlefields=([{"name": POOL, "unlocked": ["Bottomless Pool"]}, *["Isla"] * 5], []),
        graveyards=([FEAR], []),
    )
    g.submit(f"unlock:{one(g, POOL)}:1")
    pay(g)
    assert cards(g, "stack") == [FEAR]
    resolve_top(g)
    g.submit("no")  # "you may": it stays
    assert cards(g, "graveyard/0") == [FEAR]


def test_fear_of_infinity_on_the_battlefield_doesnt_trigger_113_6m():
    g = build(
        hands=(["Leyline of Transformation"], []),
        battlefields=([FEAR, *["Isla"] * 4], []),
    )
    cast(g, "Leyline of Transformation")
    resolve_top(g)
    g.submit("choose:Human")
    assert cards(g, "stack") == []


def test_fear_of_infinity_flies_has_lifelink_and_cant_block_509_1a():
    g = build(battlefields=([FEAR], ["Test Bear"]), active=1)
    fear = g.state.objects[one(g, FEAR)]
    c = chars(g, fear)
    assert {"flying", "lifelink", "cant_block"} <= set(c.keywords)
    bear = one(g, "Test Bear")
    while g.pending.kind != "attackers":
        g.submit("pass")
    g.submit(f"attack:{bear}")
    if g.pending.kind == "attackers":
        g.submit("done")
    while g.state.step in ("declare_attackers", "declare_blockers"):
        assert g.pending.kind != "blockers" or not any(
            o.startswith(f"block:{fear.id}:") for o in g.pending.ids()
        )
        g.submit("pass" if g.pending.kind == "priority" else "done")
    assert g.state.players[0].life == 18  # the Bear was not blocked


def test_fear_of_infinity_returning_itself_leaves_the_graveyard_for_defiled_crypt_603_10a():
    g = build(
        hands=(["Leyline of Transformation"], []),
        battlefields=([{"name": CRYPT, "unlocked": ["Defiled Crypt"]}, *["Isla"] * 4], []),
        graveyards=([FEAR], []),
    )
    cast(g, "Leyline of Transformation")
    resolve_top(g)
    g.submit("choose:Human")
    resolve_top(g)
    g.submit("yes")
    assert cards(g, "stack") == [CRYPT]


# -- Say Its Name ---------------------------------------------------------------------------
def test_say_its_name_mills_three_then_may_return_a_creature_or_land_701_17a():
    g = build(
        hands=([SAY], []),
        battlefields=(["Bosque", "Bosque"], []),
        libraries=(["Test Bear", "Leyline of Transformation", "Isla", "Pantano"], []),
    )
    cast(g, SAY)
    resolve_top(g)
    assert sorted_cards(g, "graveyard/0") == sorted(
        ["Test Bear", "Leyline of Transformation", "Island"]
    )
    bear, island = one(g, "Test Bear", "graveyard/0"), one(g, "Island", "graveyard/0")
    assert set(g.pending.ids()) == {f"put_chosen:{bear}", f"put_chosen:{island}", "none"}
    g.submit(f"put_chosen:{bear}")
    assert cards(g, "hand/0") == ["Test Bear"]


def _three_names(extra_graveyard=(), library=(), hand=()):  # type: ignore[no-untyped-def]
    return build(
        hands=(list(hand), []),
        graveyards=([SAY, SAY, SAY, *extra_graveyard], []),
        libraries=(list(library), []),
    )


def _activate(g):  # type: ignore[no-untyped-def]
    says = [r for r in g.state.zones["graveyard/0"] if g.state.objects[r].card == SAY]
    g.submit(f"activate:{says[0]}:0")
    while g.pending.kind == "cost":
        g.submit(g.pending.ids()[0])
    resolve_top(g)
    return says


def test_say_its_name_exiles_three_and_puts_altanak_from_the_graveyard_201_2_701_23():
    g = _three_names(extra_graveyard=[ALTANAK], library=["Isla", "Pantano"])
    _activate(g)
    assert cards(g, "exile") == [SAY, SAY, SAY]
    altanak = one(g, ALTANAK, "graveyard/0")
    assert set(g.pending.ids()) == {f"search:{altanak}", "search_library", "none"}
    g.submit(f"search:{altanak}")
    assert cards(g, "battlefield") == [ALTANAK]
    assert "701.24a" not in g.log.rules()  # the library wasn't searched: no shuffle
    assert cards(g, "library/0") == ["Swamp", "Island"]


def test_say_its_name_searching_the_library_shuffles_it_701_24a():
    g = _three_names(library=["Isla", ALTANAK, "Pantano"])
    _activate(g)
    g.submit("search_library")
    g.submit(f"search:{one(g, ALTANAK, 'library/0')}")
    assert cards(g, "battlefield") == [ALTANAK]
    assert "701.24a" in g.log.rules()


def test_say_its_name_takes_altanak_from_the_hand_701_23():
    g = _three_names(hand=[ALTANAK])
    _activate(g)
    g.submit(f"search:{one(g, ALTANAK, 'hand/0')}")
    assert cards(g, "battlefield") == [ALTANAK]


def test_say_its_name_needs_two_other_cards_with_its_name_118_3():
    g = build(graveyards=([SAY, SAY, "Test Bear", "Test Giant"], []))
    assert not any(o.startswith("activate:") for o in g.pending.ids())


def test_say_its_name_is_sorcery_speed_602_5d():
    g = build(graveyards=([SAY, SAY, SAY], []), step="upkeep")
    assert not any(o.startswith("activate:") for o in g.pending.ids())
