"""CR 701.25 surveil and 701.22 scry, with test spells of our own (Test Foresight: surveil
2; Test Augury: scry 2)."""

from grimorio.scenario.board import build
from support import cards, one, pay, resolve_top


def look(spell: str, library: list[str]):
    g = build(hands=([spell], []), battlefields=(["Isla"], []), libraries=(library, []))
    g.submit(f"cast:{one(g, spell, 'hand/0')}")
    pay(g)
    resolve_top(g)
    return g


def answer(g, kind: str, card: str) -> None:
    (chosen,) = [
        i
        for i in g.pending.ids()
        if i.startswith(kind) and g.state.objects[int(i.split(":")[1])].card == card
    ]
    g.submit(chosen)


def test_surveil_puts_any_number_into_the_graveyard_701_25a():
    g = look("Test Foresight", ["Test Bear", "Isla", "Llanura"])
    assert g.pending.kind == "look"
    answer(g, "away", "Test Bear")
    answer(g, "keep", "Island")
    assert cards(g, "library/0") == ["Plains", "Island"]  # top is the list's end
    assert "Test Bear" in cards(g, "graveyard/0")
    assert "701.25a" in g.log.rules()


def test_surveil_the_rest_on_top_in_any_order_701_25a():
    g = look("Test Foresight", ["Test Bear", "Isla", "Llanura"])
    answer(g, "keep", "Test Bear")
    answer(g, "keep", "Island")
    assert g.pending.kind == "order"
    answer(g, "top", "Island")  # Island on top, then the Bear
    assert cards(g, "library/0") == ["Plains", "Test Bear", "Island"]


def test_scry_puts_cards_on_the_bottom_701_22a():
    g = look("Test Augury", ["Test Bear", "Isla", "Llanura"])
    answer(g, "away", "Test Bear")
    answer(g, "keep", "Island")
    assert cards(g, "library/0") == ["Test Bear", "Plains", "Island"]
    assert "701.22a" in g.log.rules()


def test_the_opponent_does_not_see_the_cards_kept_on_top():
    g = look("Test Foresight", ["Test Bear", "Isla"])
    answer(g, "keep", "Test Bear")
    answer(g, "keep", "Island")
    answer(g, "top", "Test Bear")
    assert not any("Test Bear" in line for line in g.view(1)["log"])


def test_surveil_with_an_empty_library_does_nothing_701_25a():
    g = look("Test Foresight", [])
    assert g.pending.kind == "priority" and cards(g, "graveyard/0") == ["Test Foresight"]
