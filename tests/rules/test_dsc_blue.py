"""The blue cards of the Duskmourn Commander decks (``grimorio.cards.dsc.blue``), each
ability on a board built for it: Hipótesis de Zimone (CR 608.2d, odd or even) and Intérprete
de fallos (603.4, 701.62, 105.2c, 603.2c), with the release notes' rulings."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import attack, cards, cast, ids, one, resolve_top

ZIMONE = "Hipótesis de Zimone"
INTERPRETER = "Intérprete de fallos"


def power(g, oid: int) -> int | None:
    return chars(g, g.state.objects[oid]).power


# -- Hipótesis de Zimone -----------------------------------------------------------------------
def zimone(mine=(), theirs=()):
    return build(
        hands=([ZIMONE], []),
        battlefields=([*mine, *["Isla"] * 5], list(theirs)),
    )


def test_a_counter_on_a_chosen_creature_then_the_odd_ones_return_608_2d():
    """CR 608.2d: "a creature", chosen as it resolves (no target; an opponent's may be
    chosen): the counter makes Ripchain Razorkin 6/4; odd is chosen, so Sur's Rampaging
    Soulrager (1/4) returns to his hand, and the Razorkin (6) and Friendly Teddy (2) stay."""
    g = zimone(mine=["Ripchain Razorkin", "Friendly Teddy"], theirs=["Rampaging Soulrager"])
    razorkin = one(g, "Ripchain Razorkin")
    cast(g, ZIMONE)
    assert g.pending.kind == "priority"  # nothing targeted as it was cast
    resolve_top(g)
    assert g.pending.kind == "choose" and f"choose:{razorkin}" in g.pending.ids()
    soulrager = one(g, "Rampaging Soulrager")
    assert f"choose:{soulrager}" in g.pending.ids()  # any creature, an opponent's too
    g.submit(f"choose:{razorkin}")
    assert power(g, razorkin) == 6
    assert g.pending.ids() == ["choose:odd", "choose:even"]
    g.submit("choose:odd")
    assert "Rampaging Soulrager" in cards(g, "hand/1")  # 1/4: odd
    assert ids(g, "Ripchain Razorkin") and ids(g, "Friendly Teddy")  # 6 and 2: even
    assert "608.2d" in g.log.rules()


def test_even_returns_the_even_ones_and_zero_is_even():
    """The card: "(Cero es par.)" — Paranormal Analyst with a -1/-1 counter has power 0 and
    returns with the 2-power Teddy when even is chosen; no counter is put this time."""
    g = zimone(
        mine=["Friendly Teddy", {"name": "Paranormal Analyst", "counters": {"-1/-1": 1}}],
        theirs=["Rampaging Soulrager"],
    )
    assert power(g, one(g, "Paranormal Analyst")) == 0
    cast(g, ZIMONE)
    resolve_top(g)
    g.submit("done")  # "puedes": no creature gets the counter
    g.submit("choose:even")
    assert sorted(cards(g, "hand/0")) == ["Friendly Teddy", "Paranormal Analyst"]
    assert ids(g, "Rampaging Soulrager")


def test_the_choice_is_shown_to_every_player_608_2d():
    """The release notes: the choice is made as it resolves and the creatures return at
    once; every player reads which quality was chosen."""
    g = zimone(mine=["Friendly Teddy"])
    cast(g, ZIMONE)
    resolve_top(g)
    g.submit("done")
    g.submit("choose:odd")
    for viewer in (0, 1, None):
        assert "Norte elige impar (608.2d" in g.log.render("es", viewer=viewer)
    assert "Norte chooses odd (608.2d" in g.log.render("en", viewer=1)


# -- Intérprete de fallos ----------------------------------------------------------------------
def interpreter(battlefield=(), hand=(), library=("Bosque", "Cautious Survivor", "Isla")):
    return build(
        hands=([INTERPRETER, *hand], []),
        battlefields=([*battlefield, *["Isla"] * 6], []),
        libraries=(list(library), ["Bosque"] * 3),
    )


def enters(g) -> None:
    cast(g, INTERPRETER)
    resolve_top(g)  # the spell resolves; its ability triggers


def test_it_returns_to_hand_and_dread_is_manifested_701_62a():
    """CR 603.4, 701.62a: with no face-down permanent, it goes back to its owner's hand and
    Norte manifests dread: one of the top two cards face down, the other to the graveyard."""
    g = interpreter()
    enters(g)
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(g.pending.ids()[0])
    assert INTERPRETER in cards(g, "hand/0")
    down = [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]
    assert len(down) == 1 and len(cards(g, "graveyard/0")) == 1


def test_with_a_face_down_permanent_it_doesnt_trigger_603_4():
    """The release notes: it doesn't trigger if Norte controls one or more face-down
    permanents as it enters."""
    g = interpreter(battlefield=[{"name": "Bosque", "face_down": True}])
    enters(g)
    assert g.pending.kind == "priority" and not g.state.zones["stack"]
    assert one(g, INTERPRETER)


def test_a_face_down_permanent_gained_in_response_stops_it_603_4():
    """The release notes: if Norte controls a face-down permanent as it resolves, it does
    nothing — he manifests dread in response with Twist Reality."""
    g = interpreter(hand=["Twist Reality"], library=("Bosque", "Isla", "Cautious Survivor", "Isla"))
    enters(g)
    assert len(g.state.zones["stack"]) == 1
    cast(g, "Twist Reality", "mode:1")
    resolve_top(g)
    g.submit(g.pending.ids()[0])  # Twist Reality's manifest dread
    resolve_top(g)  # the Intérprete's ability: the "if" is false now
    assert one(g, INTERPRETER) and g.pending.kind == "priority"
    assert sum(g.state.objects[o].face_down for o in g.state.zones["battlefield"]) == 1


def test_gone_from_the_battlefield_dread_is_manifested_anyway_608_2b():
    """The release notes: if it has left the battlefield when the ability resolves (Norte
    kills it in response), dread is still manifested."""
    g = build(
        hands=([INTERPRETER, "Murder"], []),
        battlefields=(["Isla"] * 3 + ["Pantano"] * 3, []),
        libraries=(["Bosque", "Isla"], ["Bosque"] * 3),
    )
    enters(g)
    cast(g, "Murder", f"target:{one(g, INTERPRETER)}")
    resolve_top(g)
    assert INTERPRETER in cards(g, "graveyard/0")
    resolve_top(g)
    assert g.pending.kind == "manifest"
    g.submit(g.pending.ids()[0])
    assert INTERPRETER in cards(g, "graveyard/0")
    assert sum(g.state.objects[o].face_down for o in g.state.zones["battlefield"]) == 1


def combat(mine, theirs=()):
    """Norte's Intérprete (already in play) and ``mine`` attack Sur."""
    g = build(
        battlefields=([INTERPRETER, *mine], list(theirs)),
        libraries=(["Bosque"] * 5, ["Bosque"] * 5),
    )
    attack(g, *[one(g, c if isinstance(c, str) else c["name"]) for c in mine])
    for _ in range(20):
        if g.state.step == "end_combat" or g.state.zones["stack"]:
            break
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    return g


def test_colorless_creatures_dealing_combat_damage_draw_one_card_603_2c():
    """CR 105.2c, 603.2c: Friendly Teddy and Marvin (colourless) hit Sur at the same time:
    one trigger, one card."""
    g = combat(["Friendly Teddy", "Marvin, Murderous Mimic"])
    assert len(g.state.zones["stack"]) == 1
    hand = len(cards(g, "hand/0"))
    resolve_top(g)
    assert len(cards(g, "hand/0")) == hand + 1 and g.state.players[1].life == 16


def test_a_coloured_creature_draws_nothing_105_2c():
    """Ragged Playmate is a red artifact creature: not colourless, no card."""
    g = combat(["Ragged Playmate"])
    assert not g.state.zones["stack"] and g.state.players[1].life == 18


def test_a_face_down_creature_is_colourless_708_2a():
    """CR 708.2a: a face-down 2/2 has no colour, so its combat damage draws a card."""
    g = combat([{"name": "Cautious Survivor", "face_down": True}])
    assert len(g.state.zones["stack"]) == 1 and g.state.players[1].life == 18
