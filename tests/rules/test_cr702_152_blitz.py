"""CR 702.152 — blitz: "You may cast this spell by paying [cost] rather than its mana
cost", "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at
the beginning of the next end step" and "As long as this permanent's blitz cost was paid, it
has haste and 'When this permanent is put into a graveyard from the battlefield, draw a
card'" (702.152a); the delayed ability is made as the permanent enters (608.3g). With the
test card Test Blitz Athlete ({1}{R}{R} 3/2, Blitz {R})."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, ids, one, pay

ATHLETE = "Test Blitz Athlete"


def blitzed(lands=("Montaña",), library=("Bosque", "Bosque")):
    """Norte casts the Athlete for its blitz cost, and it resolves."""
    g = build(
        hands=([ATHLETE], []),
        battlefields=(list(lands), []),
        libraries=(list(library), ["Bosque"] * 3),
    )
    oid = one(g, ATHLETE, "hand/0")
    g.submit(f"cast:{oid}:blitz")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    return g


def athlete(g):
    return g.state.objects[one(g, ATHLETE)]


def test_blitz_is_an_alternative_cost_offered_beside_the_mana_cost_702_152a():
    g = build(hands=([ATHLETE], []), battlefields=(["Montaña"], []))
    oid = one(g, ATHLETE, "hand/0")
    casts = [i for i in g.pending.ids() if i.startswith(f"cast:{oid}")]
    assert casts == [f"cast:{oid}:blitz"]  # {1}{R}{R} is more than one Mountain


def test_cast_for_its_blitz_cost_it_has_haste_702_152a():
    g = blitzed()
    a = athlete(g)
    assert a.cast_as == "blitz" and "haste" in chars(g, a).keywords
    while g.pending.kind != "attackers":
        g.submit("pass")
    assert f"attack:{a.id}" in g.pending.ids()  # it can attack this turn (302.6)


def test_it_is_sacrificed_at_the_beginning_of_the_next_end_step_and_draws_702_152a():
    g = blitzed()
    assert "702.152a" in g.log.rules()  # the delayed ability, made as it entered (608.3g)
    hand = len(g.state.zones["hand/0"])
    while g.state.step != "end" or not g.state.zones["stack"]:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    g.submit("pass")
    g.submit("pass")  # the sacrifice resolves; "when this dies" triggers
    assert ids(g, ATHLETE) == [] and ATHLETE in cards(g, "graveyard/0")
    assert "701.21a" in g.log.rules()
    g.submit("pass")
    g.submit("pass")  # the draw resolves
    assert len(g.state.zones["hand/0"]) == hand + 1


def test_it_draws_a_card_whenever_it_dies_not_only_when_sacrificed_702_152a():
    """Release notes: the draw triggers when it dies for any reason (here, 2 damage from
    Test Blast); the sacrifice at the end step then finds nothing (400.7)."""
    g = build(
        hands=([ATHLETE, "Test Blast"], []),
        battlefields=(["Montaña"] * 4, []),
        libraries=(["Bosque"] * 3, ["Bosque"] * 3),
    )
    g.submit(f"cast:{one(g, ATHLETE, 'hand/0')}:blitz")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    a = athlete(g)
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/0')}")
    g.submit("x:2")
    g.submit(f"target:{a.id}")
    pay(g)
    g.submit("pass")
    g.submit("pass")  # 2 damage: it dies (704.5g), and its ability triggers
    assert ATHLETE in cards(g, "graveyard/0")
    hand = len(g.state.zones["hand/0"])
    g.submit("pass")
    g.submit("pass")
    assert len(g.state.zones["hand/0"]) == hand + 1
    while g.state.turn == 2:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert ATHLETE in cards(g, "graveyard/0")


def test_cast_for_its_mana_cost_it_has_no_haste_and_stays_702_152a():
    g = build(
        hands=([ATHLETE], []),
        battlefields=(["Montaña"] * 3, []),
        libraries=(["Bosque"] * 3, ["Bosque"] * 3),
    )
    g.submit(f"cast:{one(g, ATHLETE, 'hand/0')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    a = athlete(g)
    assert a.cast_as == "normal" and "haste" not in chars(g, a).keywords
    while g.state.turn == 2:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert ids(g, ATHLETE) == [a.id]
    assert "702.152a" not in g.log.rules()
