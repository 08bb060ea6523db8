"""CR 702.62 — suspend: "Suspend N—[cost]" means "If you could begin to cast this card by
putting it onto the stack from your hand, you may pay [cost] and exile it with N time
counters on it. This action doesn't use the stack" (a special action, 116.2f), "At the
beginning of your upkeep, if this card is suspended, remove a time counter from it" and
"When the last time counter is removed from this card, if it's exiled, you may play it
without paying its mana cost if able. If you don't, it remains exiled. If you cast a
creature spell this way, it gains haste until you lose control of the spell or the
permanent it becomes" (702.62a); suspended: in exile, with suspend and a time counter
(702.62b). With test cards: Test Suspended Beast (a {4}{G}{G} 5/5, Suspend 2—{G}) and
Test Suspended Sentence, Pena suspendida's text ("Destroy target creature an opponent
controls. That player loses 3 life. Exile it with three time counters on it. Suspend
3—{1}{B}")."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, ids, one, pay

BEAST = "Test Suspended Beast"
SENTENCE = "Test Suspended Sentence"


def exiled(g, card: str):
    return g.state.objects[one(g, card, "exile")]


def until_norte_upkeep_trigger(g) -> None:
    """Pass until suspend's upkeep ability of Norte's next upkeep is on the stack."""
    turn = g.state.turn
    for _ in range(200):
        if (
            g.state.turn > turn
            and g.state.active == 0
            and g.state.step == "upkeep"
            and g.state.zones["stack"]
        ):
            return
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    raise AssertionError("no upkeep trigger")


def suspended_beast():
    g = build(
        hands=([BEAST], []),
        battlefields=(["Bosque"], []),
        libraries=(["Bosque"] * 6, ["Bosque"] * 6),
    )
    g.submit(f"suspend:{one(g, BEAST, 'hand/0')}")
    pay(g)
    return g


def test_suspending_exiles_the_card_with_n_time_counters_without_the_stack_702_62a():
    g = build(hands=([BEAST], []), battlefields=(["Bosque"], []))
    oid = one(g, BEAST, "hand/0")
    assert f"suspend:{oid}" in g.pending.ids()
    assert f"cast:{oid}" not in g.pending.ids()  # {4}{G}{G}: it can't be cast
    g.submit(f"suspend:{oid}")
    pay(g)
    assert exiled(g, BEAST).counters == {"time": 2}
    assert not g.state.zones["stack"] and g.pending.kind == "priority"  # 116.3
    assert g.pending.player == 0 and "601.2a" not in g.log.rules()  # not cast
    assert "116.2f" in g.log.rules() and g.state.objects[one(g, "Forest")].tapped


def test_suspend_only_when_the_card_could_be_cast_from_the_hand_116_2f():
    """A creature card only at sorcery timing (307.1); an instant any time (117.1a)."""
    g = build(
        hands=([BEAST, SENTENCE], []),
        battlefields=(["Bosque", "Pantano", "Pantano"], []),
        active=1,
        priority=0,
    )
    opts = g.pending.ids()
    assert f"suspend:{one(g, BEAST, 'hand/0')}" not in opts
    assert f"suspend:{one(g, SENTENCE, 'hand/0')}" in opts


def test_suspend_needs_its_cost_paid_but_no_legal_target_702_62a():
    """Release notes: a card with suspend that needs a target may be suspended with none."""
    g = build(hands=([SENTENCE], []), battlefields=(["Pantano"], []))
    assert not [i for i in g.pending.ids() if i.startswith("suspend:")]  # {1}{B}: one land
    g = build(hands=([SENTENCE], []), battlefields=(["Pantano", "Pantano"], []))
    oid = one(g, SENTENCE, "hand/0")
    assert f"suspend:{oid}" in g.pending.ids() and f"cast:{oid}" not in g.pending.ids()


def test_a_time_counter_is_removed_at_the_beginning_of_its_owners_upkeep_702_62a():
    g = suspended_beast()
    until_norte_upkeep_trigger(g)
    assert g.state.turn == 4  # not in Sur's upkeep (turn 3)
    g.submit("pass")
    g.submit("pass")
    assert exiled(g, BEAST).counters == {"time": 1}


def test_the_last_counter_removed_it_is_cast_without_paying_its_mana_cost_702_62a():
    g = suspended_beast()
    until_norte_upkeep_trigger(g)
    g.submit("pass")
    g.submit("pass")
    until_norte_upkeep_trigger(g)
    g.submit("pass")
    g.submit("pass")  # the last counter is removed: the second ability triggers
    assert exiled(g, BEAST).counters == {}
    assert [g.state.objects[o].card for o in g.state.zones["stack"]] == [BEAST]
    lands = [g.state.objects[i].tapped for i in ids(g, "Forest")]
    g.submit("pass")
    g.submit("pass")
    assert g.pending.prompt == "ask.cast_now.free"
    g.submit("yes")  # in the upkeep: the timing its type allows is ignored (release notes)
    spell = g.state.objects[g.state.zones["stack"][-1]]
    assert (spell.cast_as, spell.cast_from) == ("suspend", "exile")
    assert [g.state.objects[i].tapped for i in ids(g, "Forest")] == lands  # no mana paid
    g.submit("pass")
    g.submit("pass")
    beast = g.state.objects[one(g, BEAST)]
    assert "haste" in chars(g, beast).keywords  # a creature spell cast this way


def test_not_cast_it_stays_exiled_and_is_no_longer_suspended_702_62b():
    g = suspended_beast()
    for _ in range(2):
        until_norte_upkeep_trigger(g)
        g.submit("pass")
        g.submit("pass")
    g.submit("pass")
    g.submit("pass")
    g.submit("no")
    beast = exiled(g, BEAST)
    assert beast.counters == {}
    rules = len([r for r in g.log.rules() if r == "702.62a"])
    for _ in range(40):  # a whole round more: nothing of it triggers again
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert len([r for r in g.log.rules() if r == "702.62a"]) == rules
    assert exiled(g, BEAST).id == beast.id


def test_a_spell_exiles_itself_with_time_counters_and_is_suspended_again_702_62b():
    """Pena suspendida: cast normally, it destroys, makes its target's controller lose 3
    life and is exiled with three time counters — suspended."""
    g = build(
        hands=([SENTENCE], []),
        battlefields=(["Pantano"] * 4, ["Test Bear"]),
    )
    g.submit(f"cast:{one(g, SENTENCE, 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert ids(g, "Test Bear") == [] and g.state.player(1).life == 17
    assert exiled(g, SENTENCE).counters == {"time": 3}
    assert SENTENCE not in cards(g, "graveyard/0")


def test_cast_from_the_hand_for_its_mana_cost_it_gains_no_haste_702_62a():
    """Only a creature spell cast by suspend's last ability gains haste."""
    g = build(hands=([BEAST], []), battlefields=(["Bosque"] * 6, []))
    g.submit(f"cast:{one(g, BEAST, 'hand/0')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    beast = g.state.objects[one(g, BEAST)]
    assert beast.cast_as == "normal" and "haste" not in chars(g, beast).keywords
