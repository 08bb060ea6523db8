"""Rulings of the *Duskmourn* Commander cards (release notes, issue 23) whose scenarios
showed the engine wrong: El Maestro de las Llaves, ruling 9 — "si lanzas un hechizo con su
permiso de escapatoria ... si tiene costes adicionales, debes pagarlos" (CR 702.138a,
601.2f, 118.9d). Miedo a la abducción, escaped, still asks its additional cost: exile a
creature you control — besides the three other cards exiled from the graveyard."""

from grimorio.scenario.board import build
from support import cards, one, pay

KEYS = "El Maestro de las Llaves"
FEAR = "Fear of Abduction"  # Miedo a la abducción (the key is the English name)


def _escape_fear():
    g = build(
        graveyards=([FEAR, "Isla", "Isla", "Isla"], []),
        battlefields=([KEYS, "Test Bear", *["Llanura"] * 6], []),
    )
    g.submit(f"cast:{one(g, FEAR, 'graveyard/0')}:escape")
    for _ in range(3):
        g.submit(next(i for i in g.pending.ids() if i.startswith("exile_card:")))
    return g


def test_an_escaped_spell_still_asks_its_additional_exile_cost_702_138a_601_2f() -> None:
    """CR 601.2f: the total cost is the escape cost plus the additional cost — after the
    three cards from the graveyard, a creature Norte controls to exile."""
    g = _escape_fear()
    assert g.pending.kind == "cost" and g.pending.prompt == "ask.exile_cost"
    bear = one(g, "Test Bear")
    assert f"exile:{bear}" in g.pending.ids()
    g.submit(f"exile:{bear}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert sorted(cards(g, "exile")) == ["Island", "Island", "Island", "Test Bear"]
    assert g.state.objects[one(g, FEAR)].cast_as == "escape"


def test_the_additional_exile_cost_alone_is_asked_once_601_2f() -> None:
    """Cast from the hand, no card is exiled from the graveyard: the creature is asked
    once, and the spell is cast (the cost's one permanent, CR 118.3)."""
    g = build(hands=([FEAR], []), battlefields=(["Test Bear", *["Llanura"] * 6], []))
    g.submit(f"cast:{one(g, FEAR, 'hand/0')}")
    assert g.pending.prompt == "ask.exile_cost"
    g.submit(f"exile:{one(g, 'Test Bear')}")
    pay(g)
    assert cards(g, "exile") == ["Test Bear"] and g.pending.kind == "priority"
