"""The white cards of the Duskmourn Commander decks (``grimorio.cards.dsc.white``), each
ability on a board built for it: Recreativos secretos // Salón polvoriento (CR 709.5, 205.1b,
613.1d, 601.2i, 202.3e) and Rectificar el destino (110.2a, 303.4f–g, 702.94a), with the
release notes' rulings."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, cast, ids, one, pay, resolve_top

ROOM = "Recreativos secretos // Salón polvoriento"
ARCADE, SALON = "Recreativos secretos", "Salón polvoriento"
FATE = "Rectificar el destino"


def types(g, oid: int) -> tuple[str, ...]:
    return chars(g, g.state.objects[oid]).types


def arcade(*doors: str, hand=(), mine=(), theirs=(), lands=4):
    """Norte controls the Room with ``doors`` unlocked, ``mine`` and ``lands`` Forests."""
    return build(
        hands=(list(hand), []),
        battlefields=(
            [{"name": ROOM, "unlocked": list(doors)}, *mine, *["Bosque"] * lands],
            list(theirs),
        ),
    )


# -- Recreativos secretos ----------------------------------------------------------------------
def test_nonland_permanents_you_control_are_enchantments_too_613_1d():
    """CR 205.1b, 613.1d: "in addition to their other types" — a creature of Norte's is a
    creature enchantment; his lands and Sur's creature are not enchantments."""
    g = arcade(ARCADE, mine=["Ripchain Razorkin"], theirs=["Friendly Teddy"])
    assert types(g, one(g, "Ripchain Razorkin")) == ("creature", "enchantment")
    assert all("enchantment" not in types(g, f) for f in ids(g, "Forest"))
    assert types(g, one(g, "Friendly Teddy")) == ("artifact", "creature")


def test_a_locked_door_gives_nothing_709_5():
    """CR 709.5: a Room has the abilities of its unlocked doors only."""
    g = arcade(SALON, mine=["Ripchain Razorkin"])
    assert types(g, one(g, "Ripchain Razorkin")) == ("creature",)


def test_permanent_spells_you_control_are_enchantment_spells_613_1d():
    """CR 613.1d: a creature spell Norte casts is an enchantment on the stack — so, with
    Salón polvoriento unlocked too, casting it is casting an enchantment spell (601.2i)."""
    g = arcade(ARCADE, SALON, hand=["Cautious Survivor"], theirs=["Friendly Teddy"])
    cast(g, "Cautious Survivor")
    spell = one(g, "Cautious Survivor", "stack")
    assert types(g, spell) == ("creature", "enchantment")
    assert g.pending.kind == "target"  # the Salón's trigger: up to one target creature
    teddy = one(g, "Friendly Teddy")
    g.submit(f"target:{teddy}")
    resolve_top(g)
    assert g.state.objects[teddy].counters == {"+1/+1": 4}  # the Survivor's mana value


# -- Salón polvoriento -------------------------------------------------------------------------
def test_a_creature_spell_alone_is_no_enchantment_spell_601_2i():
    """Without Recreativos secretos a creature spell is not an enchantment spell: nothing
    triggers."""
    g = arcade(SALON, hand=["Cautious Survivor"])
    cast(g, "Cautious Survivor")
    assert g.pending.kind == "priority" and len(g.state.zones["stack"]) == 1


def test_counters_equal_to_the_mana_value_of_the_enchantment_spell_202_3():
    """CR 202.3: Grasping Longneck ({2}{G}, an enchantment creature) puts three +1/+1
    counters on the target, an opponent's creature as well as one's own."""
    g = arcade(SALON, hand=["Grasping Longneck"], mine=["Ripchain Razorkin"])
    cast(g, "Grasping Longneck")
    razorkin = one(g, "Ripchain Razorkin")
    g.submit(f"target:{razorkin}")
    resolve_top(g)
    assert g.state.objects[razorkin].counters == {"+1/+1": 3}
    assert chars(g, g.state.objects[razorkin]).power == 8


def test_x_counts_as_announced_202_3e():
    """The release notes: for a spell with {X} in its mana cost, the value chosen for X —
    The Rollercrusher Ride ({X}{2}{R}) with X = 2 has mana value 5 on the stack."""
    g = build(
        hands=(["The Rollercrusher Ride"], []),
        battlefields=(
            [{"name": ROOM, "unlocked": [SALON]}, "Ripchain Razorkin", *["Montaña"] * 5],
            [],
        ),
    )
    g.submit(f"cast:{one(g, 'The Rollercrusher Ride', 'hand/0')}")
    g.submit("x:2")
    pay(g)
    assert one(g, "The Rollercrusher Ride", "stack")
    razorkin = one(g, "Ripchain Razorkin")
    g.submit(f"target:{razorkin}")
    resolve_top(g)
    assert g.state.objects[razorkin].counters == {"+1/+1": 5}


def test_up_to_one_target_none_chosen_nothing_happens_115_1():
    """ "Hasta una criatura objetivo": the ability may target nothing."""
    g = arcade(SALON, hand=["Grasping Longneck"], mine=["Ripchain Razorkin"])
    cast(g, "Grasping Longneck")
    g.submit("done")
    resolve_top(g)
    assert g.state.objects[one(g, "Ripchain Razorkin")].counters == {}


def test_a_spell_countered_before_the_ability_resolves_counts_as_it_last_existed_608_2h():
    """The release notes: the ability resolves before the spell, even if the spell is
    countered — then with its mana value as it last existed on the stack. Sur counters
    Grasping Longneck with Twist Reality in response: the target still gets three."""
    g = build(
        hands=(["Grasping Longneck"], ["Twist Reality"]),
        battlefields=(
            [{"name": ROOM, "unlocked": [SALON]}, "Ripchain Razorkin", *["Bosque"] * 3],
            ["Isla"] * 3,
        ),
    )
    cast(g, "Grasping Longneck")
    razorkin = one(g, "Ripchain Razorkin")
    longneck = one(g, "Grasping Longneck", "stack")
    g.submit(f"target:{razorkin}")
    g.submit("pass")
    cast(g, "Twist Reality", "mode:0", f"target:{longneck}", player=1)
    resolve_top(g)  # Twist Reality: the Longneck is countered
    assert "Grasping Longneck" in cards(g, "graveyard/0")
    resolve_top(g)  # the Salón's ability
    assert g.state.objects[razorkin].counters == {"+1/+1": 3}


# -- Rectificar el destino ---------------------------------------------------------------------
def fate_board(graveyard, theirs=(), mine=(), lands=8):
    return build(
        hands=([FATE], []),
        battlefields=([*mine, *["Llanura"] * lands], list(theirs)),
        graveyards=(list(graveyard), ["Friendly Teddy"]),
    )


def test_returns_every_artifact_and_enchantment_card_of_your_graveyard_110_2a():
    """CR 110.2a: Friendly Teddy (an artifact) and a Room come back under Norte's control;
    Cautious Survivor (a creature) and Sur's Teddy stay where they are."""
    g = fate_board(["Friendly Teddy", "Cautious Survivor", ROOM])
    cast(g, FATE)
    resolve_top(g)
    assert ids(g, "Friendly Teddy") and g.state.objects[one(g, "Friendly Teddy")].controller == 0
    assert one(g, ROOM) and cards(g, "graveyard/0") == ["Cautious Survivor", FATE]
    assert cards(g, "graveyard/1") == ["Friendly Teddy"]


def test_an_aura_is_attached_as_it_returns_to_what_its_controller_chooses_303_4f():
    """Release notes: the Aura's controller chooses what it enchants as it returns, and it
    targets nothing — Sur's creature may be chosen as well as Norte's; a creature returned
    at the same time (Friendly Teddy, an artifact creature) can't be. An instant in the
    graveyard stays there."""
    g = fate_board(
        ["Give In to Violence", "Frantic Strength", "Friendly Teddy"],
        ["Piranha Fly"],
        mine=["Ripchain Razorkin"],
    )
    teddy = one(g, "Friendly Teddy", "graveyard/0")
    cast(g, FATE)
    resolve_top(g)
    fly, razorkin = one(g, "Piranha Fly"), one(g, "Ripchain Razorkin")
    assert g.pending.kind == "choose" and g.pending.prompt == "ask.enchant"
    assert g.pending.player == 0
    assert sorted(g.pending.ids()) == sorted([f"choose:{fly}", f"choose:{razorkin}"])
    assert f"choose:{teddy}" not in g.pending.ids()
    g.submit(f"choose:{fly}")
    strength = g.state.objects[one(g, "Frantic Strength")]
    assert strength.attached_to == fly and strength.controller == 0
    assert chars(g, g.state.objects[fly]).power == 4  # +2/+2 (2/1 Piranha Fly)
    assert one(g, "Friendly Teddy") and "Give In to Violence" in cards(g, "graveyard/0")


def test_an_aura_with_nothing_to_enchant_stays_in_the_graveyard_303_4g():
    """Release notes: an Aura that can't legally be attached to anything stays where it is."""
    g = fate_board(["Frantic Strength", "Friendly Teddy"])
    cast(g, FATE)
    resolve_top(g)
    assert "Frantic Strength" in cards(g, "graveyard/0") and one(g, "Friendly Teddy")


def test_miracle_for_3w_702_94a():
    """CR 702.94a: drawn first in a turn, revealed and cast for {3}{W} (its mana cost is
    {6}{W}{W})."""
    g = build(
        libraries=([FATE], ["Bosque"] * 3),
        battlefields=(["Llanura"] * 4, []),
        graveyards=(["Friendly Teddy"], []),
        active=1,
        step="end",
    )
    for _ in range(40):
        if g.pending.kind == "may":
            break
        g.submit("pass")
    assert g.pending.prompt == "ask.miracle"
    g.submit("yes")
    for _ in range(10):
        if g.pending.kind == "may":
            break
        g.submit("pass")
    g.submit("yes")
    pay(g)
    spell = g.state.objects[one(g, FATE, "stack")]
    assert spell.cast_as == "miracle"
    resolve_top(g)
    assert one(g, "Friendly Teddy") and all(g.state.objects[p].tapped for p in ids(g, "Plains"))
