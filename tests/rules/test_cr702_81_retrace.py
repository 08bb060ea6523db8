"""CR 702.81 — retrace: "You may cast this card from your graveyard by discarding a land
card as an additional cost to cast it" (702.81a), following the rules for paying costs
(601.2b, 601.2f–h). With the test card Test Retrace Growth ({1}{G} sorcery: you gain 3
life; retrace)."""

from grimorio.scenario.board import build
from support import cards, one, pay

GROWTH = "Test Retrace Growth"


def casts(g, oid: int) -> list[str]:
    return [i for i in g.pending.ids() if i.startswith(f"cast:{oid}")]


def board(hand=("Bosque", "Test Bear"), lands=("Bosque", "Bosque")):
    return build(
        hands=(list(hand), []),
        graveyards=([GROWTH], []),
        battlefields=(list(lands), []),
    )


def test_cast_from_the_graveyard_by_discarding_a_land_card_and_paying_its_cost_702_81a():
    g = board()
    oid = one(g, GROWTH, "graveyard/0")
    assert casts(g, oid) == [f"cast:{oid}:retrace"]
    g.submit(f"cast:{oid}:retrace")
    assert g.pending.prompt == "ask.discard_land"
    forest = one(g, "Forest", "hand/0")
    assert g.pending.ids() == [f"discard:{forest}"]  # a land card, not the Bear
    g.submit(f"discard:{forest}")
    pay(g)
    spell = g.state.objects[g.state.zones["stack"][0]]
    assert (spell.cast_as, spell.cast_from) == ("retrace", "graveyard")
    assert "Forest" in cards(g, "graveyard/0") and "701.9a" in g.log.rules()
    assert all(g.state.objects[i].tapped for i in g.state.zones["battlefield"])  # {1}{G}
    g.submit("pass")
    g.submit("pass")
    assert g.state.player(0).life == 23
    # Release notes: it returns to the graveyard, and may be cast again the same way
    assert GROWTH in cards(g, "graveyard/0")


def test_without_a_land_card_in_hand_it_cant_be_cast_with_retrace_702_81a():
    g = board(hand=("Test Bear", "Test Giant"))
    assert casts(g, one(g, GROWTH, "graveyard/0")) == []


def test_retrace_still_pays_the_mana_cost_702_81a():
    g = board(lands=("Bosque",))
    assert casts(g, one(g, GROWTH, "graveyard/0")) == []


def test_retrace_follows_the_normal_timing_rules_702_81a():
    """Release notes: a sorcery with retrace is cast from the graveyard only when a sorcery
    could be."""
    g = build(
        hands=([], ["Bosque"]),
        graveyards=([], [GROWTH]),
        battlefields=([], ["Bosque", "Bosque"]),
        priority=1,
    )
    assert casts(g, one(g, GROWTH, "graveyard/1")) == []


def test_from_the_hand_it_is_cast_normally_without_retrace_702_81a():
    g = build(hands=([GROWTH, "Bosque"], []), battlefields=(["Bosque", "Bosque"], []))
    oid = one(g, GROWTH, "hand/0")
    assert casts(g, oid) == [f"cast:{oid}"]
