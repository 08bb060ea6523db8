"""CR 702.94 — miracle: "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost" (702.94a); the card stays revealed until the
ability leaves the stack (702.94b). With test cards: Test Miracle Bolt (a sorcery, Miracle
{R}), Test Miracle Zealot (Miracle {1}{B}), and Test Miracle Giver, which gives miracle to
the enchantment cards in its controller's hand for their mana cost minus {4} (the words of
Aminatou, la Horadavelos)."""

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.scenario.board import build
from grimorio.testing.hidden_text import MAX_DECISIONS, HiddenTextScan
from support import cards, ids, one, pay

BOLT = "Test Miracle Bolt"
ZEALOT = "Test Miracle Zealot"
GIVER = "Test Miracle Giver"
BIG = "Test Grand Enchantment"
ROOM = "Central Elevator // Promising Stairs"


def until(g, kind: str) -> None:
    """Pass priority until a decision of ``kind`` is asked."""
    for _ in range(60):
        if g.pending.kind == kind:
            return
        assert "pass" in g.pending.ids(), g.pending.ids()
        g.submit("pass")
    raise AssertionError(f"no {kind} decision")


def to_norte_draw(library, battlefield=("Montaña",), hand=()):
    """A game at the end of Sur's turn; Norte's next card drawn is the top of ``library``."""
    g = build(
        libraries=(list(library), ["Bosque"] * 5),
        battlefields=(list(battlefield), ["Test Bear"]),
        hands=(list(hand), []),
        active=1,
        step="end",
    )
    return g


def log_for(g, viewer: int) -> str:
    return g.log.render("en", viewer=viewer)


def test_the_first_card_drawn_may_be_revealed_and_cast_for_its_miracle_cost_702_94a():
    """A sorcery drawn in the draw step is cast there, while the trigger resolves: the
    timing its type allows is ignored (release notes), and {R} pays for a {4}{R} card."""
    g = to_norte_draw([BOLT, "Bosque"])
    until(g, "may")
    assert g.pending.prompt == "ask.miracle" and g.pending.player == 0
    g.submit("yes")
    assert g.state.step == "draw"
    assert "702.94a" in g.log.rules()
    until(g, "may")  # the miracle trigger resolves
    assert g.pending.prompt == "ask.cast_now.miracle"
    g.submit("yes")
    bear = one(g, "Test Bear")
    g.submit(f"target:{bear}")
    pay(g)
    spell = g.state.objects[g.state.zones["stack"][-1]]
    assert (spell.card, spell.cast_as, spell.cast_from) == (BOLT, "miracle", "")
    assert g.state.step == "draw"
    g.submit("pass")
    g.submit("pass")
    assert ids(g, "Test Bear") == [] and BOLT in cards(g, "graveyard/0")


def test_only_the_first_card_drawn_in_a_turn_can_be_revealed_702_94a():
    """Drawing is one card at a time (121.2): the miracle card drawn second asks nothing."""
    g = to_norte_draw(["Bosque", BOLT], battlefield=("Test Shrine", "Montaña"))
    until(g, "priority")
    while g.state.step != "main1":
        assert g.pending.kind == "priority"
        g.submit("pass")
    shrine = one(g, "Test Shrine")
    g.submit(f"activate:{shrine}:0")
    g.submit("pass")
    g.submit("pass")  # the Shrine's ability resolves: Norte draws the Bolt, his second card
    assert BOLT in cards(g, "hand/0")
    assert g.pending.kind == "priority" and "702.94a" not in g.log.rules()


def test_a_miracle_card_drawn_first_in_the_opponents_turn_may_be_revealed_702_94a():
    """Release notes: in any turn, if it is the first card its player drew that turn."""
    g = build(
        libraries=([ZEALOT], []),
        battlefields=(["Test Shrine", "Pantano", "Pantano"], []),
        active=1,
        priority=0,
    )
    g.submit(f"activate:{one(g, 'Test Shrine')}:0")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "may" and g.pending.prompt == "ask.miracle"
    g.submit("yes")
    until(g, "may")
    g.submit("yes")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    zealot = g.state.objects[one(g, ZEALOT)]
    assert zealot.cast_as == "miracle" and zealot.controller == 0
    assert g.state.active == 1  # a creature spell, in Sur's turn


def test_a_card_not_revealed_stays_hidden_and_in_hand_702_94a():
    """Revealing is optional; a card not revealed is never named to the opponent."""
    g = to_norte_draw([BOLT])
    until(g, "may")
    assert BOLT not in log_for(g, 1)
    assert g.view(1)["decision"] == {"player": 0, "kind": "may"}  # no prompt, no options
    g.submit("no")
    assert BOLT in cards(g, "hand/0") and not g.state.zones["stack"]
    assert BOLT not in log_for(g, 1) and "702.94a" not in g.log.rules()


def test_a_revealed_card_is_shown_to_every_player_702_94b():
    g = to_norte_draw([BOLT])
    until(g, "may")
    g.submit("yes")
    for viewer in (0, 1, None):
        assert f"reveals {BOLT}" in log_for(g, viewer)
    stack = [g.state.objects[o] for o in g.state.zones["stack"]]
    assert [o.card for o in stack] == [BOLT] and stack[0].trigger is not None


def test_a_card_that_left_the_hand_cant_be_cast_by_its_miracle_ability_702_94b():
    """Release notes: if the card leaves the hand before the ability resolves, it can't be
    cast with it (the card discarded is a new object, 400.7)."""
    g = to_norte_draw([BOLT], battlefield=("Test Relic", "Montaña"))
    until(g, "may")
    g.submit("yes")
    bolt = one(g, BOLT, "hand/0")
    g.submit(f"activate:{one(g, 'Test Relic')}:0")  # in response: discard the Bolt
    g.submit(f"discard:{bolt}")
    g.submit("pass")
    g.submit("pass")  # the Relic's ability resolves
    assert BOLT in cards(g, "graveyard/0")
    g.submit("pass")
    g.submit("pass")  # the miracle ability resolves: nothing to cast
    assert g.pending.kind == "priority" and not g.state.zones["stack"]
    assert "601.2a" not in g.log.rules()


def test_not_cast_as_the_trigger_resolves_it_cant_be_cast_for_miracle_later_702_94a():
    g = to_norte_draw([BOLT])
    until(g, "may")
    g.submit("yes")
    until(g, "may")
    g.submit("no")
    assert BOLT in cards(g, "hand/0")
    while g.state.step != "main1":
        g.submit("pass")
    bolt = one(g, BOLT, "hand/0")
    assert not [i for i in g.pending.ids() if i.startswith(f"cast:{bolt}")]  # {4}{R}: no


def test_a_card_without_miracle_asks_nothing_702_94a():
    g = to_norte_draw(["Test Bear"])
    until(g, "priority")
    while g.state.step != "main1":
        assert g.pending.kind == "priority"
        g.submit("pass")
    assert "702.94a" not in g.log.rules()


def test_miracle_given_costs_the_mana_cost_minus_4_702_94a():
    """Aminatou's words: a {4}{W}{W} enchantment card in hand has miracle {W}{W}."""
    g = to_norte_draw([BIG], battlefield=(GIVER, "Llanura", "Llanura"))
    until(g, "may")
    assert g.pending.prompt_args[1] == "{W}{W}"
    g.submit("yes")
    until(g, "may")
    g.submit("yes")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    big = g.state.objects[one(g, BIG)]
    assert big.cast_as == "miracle-4"
    assert all(g.state.objects[i].tapped for i in ids(g, "Plains"))


def test_miracle_given_to_a_room_is_paid_for_the_door_cast_702_94a():
    """The door's mana cost minus {4}: both doors of Central Elevator // Promising Stairs
    ({3}{U}, {2}{U}) cost {U}; the player chooses the door (709.3)."""
    g = to_norte_draw([ROOM], battlefield=(GIVER, "Isla"))
    until(g, "may")
    g.submit("yes")
    until(g, "may")
    assert g.pending.ids() == ["cast_door:0", "cast_door:1", "no"]
    g.submit("cast_door:1")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    room = g.state.objects[one(g, ROOM)]
    assert room.doors == 0b10 and room.cast_as == "miracle-4"


def test_miracle_is_given_only_by_a_permanent_its_player_controls_702_94a():
    g = build(
        libraries=([BIG], []),
        battlefields=(["Llanura", "Llanura"], [GIVER]),
        active=1,
        step="end",
    )
    until(g, "priority")
    while g.state.step != "main1":
        assert g.pending.kind == "priority"
        g.submit("pass")
    assert BIG in cards(g, "hand/0") and "702.94a" not in g.log.rules()


def test_the_opening_hand_is_not_drawn_in_a_turn_so_it_asks_nothing_103_5():
    """CR 103.5: the opening hands are drawn before the first turn: none of those cards is
    "the first card drawn this turn". The next player's first draw step asks."""
    deck = [BOLT] * 20 + ["Mountain"] * 20
    g = Game.new(decks=[deck, deck], seed=3, auto_pass=False, test_cards=True)
    seen = []
    while g.state.turn < 2 or g.state.step != "main1":
        d = g.pending
        seen.append((g.state.turn, d.prompt))
        if d.prompt == "ask.miracle":
            g.submit("no")
        else:
            usual = [i for i in ("pass", "keep") if i in d.ids()]
            g.submit(usual[0] if usual else d.ids()[-1])
    asked = [turn for turn, prompt in seen if prompt == "ask.miracle"]
    assert all(turn >= 1 for turn in asked)
    drawn = g.state.objects[g.state.zones[f"hand/{g.state.active}"][-1]].card
    assert (asked == [2]) == (drawn == BOLT)  # the active player's draw of turn 2


def test_random_games_with_miracle_cards_play_to_their_end_702_94a():
    """Random agents answer every miracle question: the games end, miracles are revealed,
    and never more than one card per player and turn (121.2)."""
    deck = [BOLT, ZEALOT] * 10 + ["Mountain"] * 10 + ["Swamp"] * 10
    revealed = 0
    for seed in (1, 2):
        g = Game.new(decks=[deck, deck], seed=seed, test_cards=True)
        agents = [RandomAgent(seed), RandomAgent(seed + 7)]
        asked: list[tuple[int, int]] = []
        while not g.over and len(g.answers) < 3000:
            if g.pending.prompt == "ask.miracle":
                asked.append((g.state.turn, g.pending.player))
            g.submit(agents[g.pending.player].decide(None, g.pending))
        assert g.over
        assert len(asked) == len(set(asked))
        revealed += len([e for e in g.state.log if e.key == "reveal.draw"])
    assert revealed > 0


def test_no_text_names_a_hidden_card_in_games_of_casting_keywords_702_94b():
    """CR 402.3, 701.20a: in random games where one player has the miracle cards and the
    other the cards with suspend, blitz and retrace (no card shared but basic lands), no
    log line, explanation, prompt or option either player reads names a card hidden from
    them — the miracle card is named once revealed, and never if it isn't."""
    mine = [BOLT, ZEALOT, "Test Escapee"] * 6 + ["Mountain"] * 11 + ["Swamp"] * 11
    theirs = ["Test Suspended Beast", "Test Blitz Athlete", "Test Retrace Growth"] * 6
    theirs += ["Forest"] * 11 + ["Mountain"] * 11
    revealed = 0
    for seed in (4, 5):
        g = Game.new(decks=[mine, theirs], seed=seed, test_cards=True, auto_pass=False)
        agents = [RandomAgent(seed), RandomAgent(seed + 3)]
        watch = HiddenTextScan(g, seed)
        for point in range(MAX_DECISIONS):
            assert watch.check(point) == []
            if g.over:
                break
            g.submit(agents[g.pending.player].decide(g, g.pending))
        revealed += len([e for e in g.state.log if e.key == "reveal.draw"])
    assert revealed > 0
