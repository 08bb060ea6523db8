"""The rest of limited range of influence (CR 801), one test per example where the engine
can play it (the first examples are in ``test_cr801_range_of_influence``): an opponent's
choice (801.5a, 801.5c) — of a target (801.5a's example) and of a mode (801.5b's) —, a
trigger about a blocking creature (801.7), what an effect of a permanent affects and sees
(801.11), prevention (801.13b) and winning (801.14).

Seats: turn order passes to the left (101.4): the player to seat ``s``'s left is seat
``s + 1``, to their right seat ``s - 1``. Every range here is 1. The examples' cards that
Duskmourn lacks are stand-ins of ``grimorio.testing.cards.range_of_influence`` with the
example's facts (named "Test …": the CR gives no English names); *Oso garra de runas* and
*Niebla* (*Test Fog*) are the test pool's."""

from __future__ import annotations

from typing import Any

from grimorio import Game
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.multiplayer_options import in_range
from grimorio.scenario.board import build
from support import ids, one

NAMES = ("Alex", "Roberto", "Carissa", "Dana", "Eli", "Fran")
LIB = ["Llanura"] * 8


def board(n: int, reach: int | None = 1, **kw: Any) -> Game:
    kw.setdefault("libraries", tuple([LIB] * n))
    kw.setdefault("players", NAMES[:n])
    return build(range_of_influence=reach, **kw)


def pass_to(g: Game, active: int, step: str) -> None:
    while not (g.state.active == active and g.state.step == step):
        opts = g.pending.ids()
        g.submit(next((o for o in ("pass", "done") if o in opts), opts[0]))


def cast(g: Game, card: str, seat: int, *targets: int) -> None:
    """Cast ``card`` from ``seat``'s hand at ``targets``, paying for it."""
    g.submit(f"cast:{one(g, card, f'hand/{seat}')}")
    for t in targets:
        g.submit(f"target:{t}")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])


def resolve(g: Game) -> None:
    while g.state.zones["stack"] and g.pending.kind != "choose":
        g.submit("pass")


def of(g: Game, card: str, seat: int) -> int:
    return next(o for o in ids(g, card) if g.state.objects[o].controller == seat)


# -- 801.5: choices ---------------------------------------------------------------------------
def piles_to_chooser(g: Game) -> None:
    """Cast *Test Piles* from Alex's hand and put the four cards looked at face down."""
    cast(g, "Test Piles", 0)
    resolve(g)
    while g.pending.kind == "choose" and "choose:down" in g.pending.ids() and g.pending.player == 0:
        g.submit("choose:down")


def test_801_5a_an_opponent_chosen_to_choose_is_one_within_range() -> None:
    """801.5a: a player asked to choose a player chooses one within their range. Five
    players, range 1: Alex's *Test Piles* asks him for the opponent who chooses a pile;
    only Roberto (to his left) and Eli (to his right) may be chosen, not Carissa or Dana.
    (The example's *Cuombajj Witches* is played below, with *Test Witches*.)"""
    g = board(5, hands=(["Test Piles"],), battlefields=(["Island"],))
    piles_to_chooser(g)
    assert g.pending.player == 0
    assert set(g.pending.ids()) == {"choose:-2", "choose:-5"}
    g.submit("choose:-5")
    assert g.pending.player == 4


def test_801_5c_with_no_one_in_range_the_nearest_to_the_left_chooses() -> None:
    """801.5c: no player who could make the choice is within the controller's range, so
    the nearest to their left makes it. Five players, range 1: Roberto and Eli, seated
    beside Alex, leave the game this turn — their seats count until the next turn begins
    (801.2c) — so neither opponent left (Carissa, Dana) is within Alex's range: Carissa,
    the nearest to his left, chooses the pile, and Alex isn't asked. (The example itself
    is an Emperor game, a variant the engine doesn't have: 809.)"""
    g = board(5, hands=(["Test Piles"],), battlefields=(["Island"],))
    g.concede(1)
    g.concede(4)
    assert not in_range(g.state, 0, 2) and not in_range(g.state, 0, 3)
    piles_to_chooser(g)
    assert g.pending.player == 2
    assert "ask.pile_chooser" not in {g.pending.prompt}
    assert any(e.rule == "801.5c" for e in g.state.log)


# -- 801.7: triggers --------------------------------------------------------------------------
def blocked_auras(reach: int | None) -> Game:
    """CR 801.7's example: Roberto (seat 0) controls both Auras on the *Oso garra de runas*
    of Alex, seated to his left (seat 1); it attacks the player to Alex's left, Carissa
    (seat 2), who blocks it with a creature."""
    auras = [
        {"name": n, "attached_to": "Runeclaw Bear"}
        for n in ("Test Blocked Aura", "Test Blocked By Aura")
    ]
    g = board(
        4,
        reach,
        players=("Roberto", "Alex", "Carissa", "Dana"),
        active=1,
        battlefields=(auras, ["Runeclaw Bear"], ["Grey Ogre"], []),
    )
    bear = one(g, "Runeclaw Bear")
    pass_to(g, 1, "declare_attackers")
    g.submit(f"attack:{bear}:-3")
    if g.pending.kind == "attackers":
        g.submit("done")
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{one(g, 'Grey Ogre')}:{bear}")
    while g.pending.kind == "blockers":
        g.submit("done")
    pass_to(g, 1, "end_combat")
    return g


def test_801_7_example_a_trigger_about_the_blocker_out_of_range_does_not_trigger() -> None:
    """801.7, example: range 1. The first Aura's "whenever enchanted creature becomes
    blocked" triggers — Alex's bear becoming blocked happens wholly within Roberto's range;
    the second's "becomes blocked by a creature" doesn't — the blocking creature is
    Carissa's, outside it. Without a limited range, both trigger."""
    g = blocked_auras(1)
    assert g.state.player(0).life == 21
    g = blocked_auras(None)
    assert g.state.player(0).life == 22


# -- 801.11: what a permanent's effect sees ---------------------------------------------------
def coat_board() -> tuple[Game, dict[int, int]]:
    """Six players, range 1, a 2/2 *Ogro gris* each; Alex (seat 0) controls *Test Coat*
    ("each creature gets +1/+1 for each creature on the battlefield")."""
    g = board(
        6, battlefields=tuple(["Grey Ogre", *(["Test Coat"] if p == 0 else [])] for p in range(6))
    )
    return g, {p: of(g, "Grey Ogre", p) for p in range(6)}


def power(g: Game, oid: int) -> int | None:
    return chars(g, g.state.objects[oid]).power


def test_801_11_example_1_the_coat_counts_only_creatures_within_range() -> None:
    """801.11, first example: Alex's *Escudo de armas* (*Test Coat*) pumps his creatures
    counting only the creatures Alex, the player to his left and the one to his right
    control: three ogres, +3/+3; the other three aren't counted."""
    g, ogre = coat_board()
    assert power(g, ogre[0]) == 5


def test_801_11_example_2_the_coat_pumps_roberto_by_what_alex_sees() -> None:
    """801.11, second example: Roberto, to Alex's right (seat 5), gets +3/+3 counted by
    Alex's range — including the ogre of the player to Alex's left (seat 1), outside
    Roberto's range; the creatures outside Alex's range aren't affected."""
    g, ogre = coat_board()
    assert not in_range(g.state, 5, 1)
    assert power(g, ogre[5]) == 5 and power(g, ogre[1]) == 5
    assert [power(g, ogre[p]) for p in (2, 3, 4)] == [2, 2, 2]


# -- 801.13b: prevention ----------------------------------------------------------------------
def test_801_13b_example_1_a_creature_out_of_range_deals_its_damage() -> None:
    """801.13b, first example: Roberto (seat 1) is within Alex's range, Carissa (seat 2)
    isn't. Alex controls "prevent all damage that would be dealt by creatures" (*Test
    Pax*); Carissa attacks Roberto with a creature: it deals Roberto its damage."""
    g = board(4, active=2, battlefields=(["Test Pax"], [], ["Grey Ogre"], []))
    ogre = one(g, "Grey Ogre")
    pass_to(g, 2, "declare_attackers")
    g.submit(f"attack:{ogre}:-2")
    if g.pending.kind == "attackers":
        g.submit("done")
    pass_to(g, 2, "end_combat")
    assert g.state.player(1).life == 18


def test_801_13b_the_pax_still_prevents_within_range() -> None:
    """801.13b (the counterpart of the first example): a creature of Roberto, within Alex's
    range, attacking Alex is prevented from dealing damage — both the source and the
    recipient are within it."""
    g = board(4, active=1, battlefields=(["Test Pax"], ["Grey Ogre"], [], []))
    ogre = one(g, "Grey Ogre")
    pass_to(g, 1, "declare_attackers")
    g.submit(f"attack:{ogre}:-1")
    if g.pending.kind == "attackers":
        g.submit("done")
    pass_to(g, 1, "end_combat")
    assert g.state.player(0).life == 20


def test_801_13b_example_2_a_shield_on_a_player_in_range_prevents_any_source() -> None:
    """801.13b, second example: Carissa's *Ráfaga de rayos* (*Test Bolt Four*, 4 damage)
    targets Roberto; in response Alex's *Manos reparadoras* (*Test Hands*) targets Roberto:
    the damage is prevented — the effect is about the recipient, within Alex's range,
    though the source isn't."""
    g = board(
        4,
        active=2,
        hands=(["Test Hands"], [], ["Test Bolt Four"]),
        battlefields=(["Plains"], [], ["Mountain"], []),
    )
    cast(g, "Test Bolt Four", 2, -2)
    while g.pending.player != 0:
        g.submit("pass")
    cast(g, "Test Hands", 0, -2)
    while g.state.zones["stack"]:
        g.submit("pass")
    assert g.state.player(1).life == 20


def test_801_13b_example_3_fog_prevents_nothing_between_roberto_and_carissa() -> None:
    """801.13b, third example: Carissa attacks Roberto with a creature, Roberto blocks it
    with one; Alex casts *Niebla* (*Test Fog*: "prevent all combat damage that would be
    dealt this turn", about no source nor recipient): Carissa's creature is outside Alex's
    range, so the two creatures deal each other their damage."""
    g = board(
        4,
        active=2,
        hands=(["Test Fog"],),
        battlefields=(["Forest"], ["Grey Ogre"], ["Grey Ogre"], []),
    )
    attacker, blocker = of(g, "Grey Ogre", 2), of(g, "Grey Ogre", 1)
    pass_to(g, 2, "declare_attackers")
    g.submit(f"attack:{attacker}:-2")
    if g.pending.kind == "attackers":
        g.submit("done")
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{blocker}:{attacker}")
    while g.pending.kind == "blockers":
        g.submit("done")
    while g.pending.player != 0:
        g.submit("pass")
    cast(g, "Test Fog", 0)
    pass_to(g, 2, "end_combat")
    assert ids(g, "Grey Ogre", "graveyard/1") and ids(g, "Grey Ogre", "graveyard/2")


# -- 801.14: winning --------------------------------------------------------------------------
def test_801_14_winning_makes_the_opponents_in_range_lose() -> None:
    """801.14: an effect says Alex wins the game: instead, every opponent within his range
    (Roberto, Eli) loses it; Carissa and Dana play on, and the game goes on."""
    g = board(5, hands=(["Test Victory"],), battlefields=(["Plains"],))
    cast(g, "Test Victory", 0)
    while g.state.zones["stack"]:
        g.submit("pass")
    assert [g.state.player(p).lost for p in range(5)] == [False, True, False, False, True]
    assert g.state.result is None


# -- 801.5a: a target an opponent chooses -----------------------------------------------------
def witches_board(reach: int | None) -> tuple[Game, int]:
    """CR 801.5a's example: four players, Alex seated to Roberto's left (Roberto seat 0,
    Alex seat 1, Carissa 2, Dana 3); Alex controls *Cuombajj Witches* (*Test Witches*),
    everyone a *Ogro gris*; it is Alex's turn."""
    g = board(
        4,
        reach,
        players=("Roberto", "Alex", "Carissa", "Dana"),
        active=1,
        battlefields=(["Grey Ogre"], ["Grey Ogre", "Test Witches"], ["Grey Ogre"], ["Grey Ogre"]),
    )
    pass_to(g, 1, "main1")
    witches = one(g, "Test Witches")
    g.submit(f"activate:{witches}:0")
    return g, witches


def test_801_5a_example_the_opponent_chooses_a_target_within_both_ranges() -> None:
    """801.5a, example (601.2c): range 1. Alex activates the Witches targeting Roberto and
    picks Roberto — within his range — to choose the other target, not Dana (outside it).
    Roberto must choose a target within both his range and Alex's: himself, Alex, or a
    creature either controls — not Carissa nor Dana, nor their ogres. Both damages are
    dealt."""
    g, witches = witches_board(1)
    assert g.pending.player == 1
    g.submit("target:-1")
    assert g.pending.player == 1 and set(g.pending.ids()) == {"chooser:-1", "chooser:-3"}
    g.submit("chooser:-1")
    assert g.pending.player == 0
    allowed = {-1, -2, of(g, "Grey Ogre", 0), of(g, "Grey Ogre", 1), witches}
    assert {int(o.split(":")[1]) for o in g.pending.ids()} == allowed
    g.submit("target:-2")
    resolve(g)
    assert (g.state.player(0).life, g.state.player(1).life) == (19, 19)
    assert any(e.rule == "601.2c" and e.key == "chooser.chose" for e in g.state.log)


def test_801_5a_without_a_limit_the_chooser_may_pick_any_target() -> None:
    """601.2c (the counterpart): with no range limit Alex may pick any opponent to choose
    the target, and Carissa may choose Dana — far from both."""
    g, _witches = witches_board(None)
    g.submit("target:-1")
    assert set(g.pending.ids()) == {"chooser:-1", "chooser:-3", "chooser:-4"}
    g.submit("chooser:-3")
    assert g.pending.player == 2 and "target:-4" in g.pending.ids()
    g.submit("target:-4")
    resolve(g)
    assert g.state.player(3).life == 19


# -- 801.5b: a mode an opponent chooses -------------------------------------------------------
CHOICE = "Test Opponent's Choice"


def choice_board(leave: tuple[int, ...] = ()) -> Game:
    """CR 801.5b's example with every range 1 (806.2a: the engine gives all players the
    same range, where the example's Alex has 2 and Carissa 1): five players, Alex (seat 0)
    casts "an opponent chooses one — you draw two cards; or creatures you control get
    +2/+2 until end of turn" (*Test Opponent's Choice*); ``leave``: seats that concede
    first (keeping their seat this turn, 801.2c)."""
    g = board(5, hands=(["Test Opponent's Choice"],), battlefields=(["Forest", "Forest"],))
    for p in leave:
        g.concede(p)
    g.submit(f"cast:{one(g, CHOICE, 'hand/0')}")
    return g


def test_801_5b_the_opponent_who_chooses_the_mode_is_within_range() -> None:
    """801.5a, 700.2e: Alex picks the opponent who chooses the mode among those within his
    range — Roberto (to his left) or Eli (to his right), not Carissa nor Dana; Eli chooses
    it, and Alex draws two cards."""
    g = choice_board()
    assert g.pending.player == 0
    assert set(g.pending.ids()) == {"chooser:-2", "chooser:-5"}
    g.submit("chooser:-5")
    assert g.pending.player == 4 and set(g.pending.ids()) == {"mode:0", "mode:1"}
    g.submit("mode:0")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    hand = len(g.state.zones["hand/0"])
    resolve(g)
    assert len(g.state.zones["hand/0"]) == hand + 2


def test_801_5b_example_a_mode_may_be_chosen_about_a_player_out_of_range() -> None:
    """801.5b, example, adapted: with one range for all (806.2a) no chooser within Alex's
    range has Alex outside theirs, so the example's case is made by 801.5c — Roberto and
    Eli, beside Alex, leave this turn, and Carissa, the nearest to his left, chooses. Alex
    is outside Carissa's range, yet she may choose "you draw two cards", a mode about him:
    a choice among options is not limited by range."""
    g = choice_board(leave=(1, 4))
    assert not in_range(g.state, 2, 0)
    assert g.pending.player == 2 and set(g.pending.ids()) == {"mode:0", "mode:1"}
    g.submit("mode:0")
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])
    hand = len(g.state.zones["hand/0"])
    resolve(g)
    assert len(g.state.zones["hand/0"]) == hand + 2
    assert any(e.rule == "801.5c" and e.key == "chooser.nearest_left" for e in g.state.log)
