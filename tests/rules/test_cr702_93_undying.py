"""CR 702.93 — undying (*Resiliencia*, the keyword of *Pirómana entusiasta*): "When this
permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on it,
return it to the battlefield under its owner's control with a +1/+1 counter on it"
(702.93a).

Like persist, a leaves-the-battlefield ability that looks back in time (603.10a): the
+1/+1 counters are those it had as it last existed on the battlefield (608.2h), checked as
it dies and on resolution (603.4). The card that returns is a new object (400.7) with its
counter, so a second death finds it. A token with undying ceases to exist in the graveyard
(111.7, 704.5d) and doesn't return. Played with *Test Undying Wolf* (a 2/2 with undying,
of our own), Duskmourn's *Asesinato* and *Detonación ígnea*."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.keyword_names import PermanentKeyword
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cast, ids, one, resolve_top

WOLF = "Test Undying Wolf"
SWAMPS = ["Pantano"] * 6


def _board(wolf: str | dict[str, object] = WOLF) -> Game:
    """Norte with the Wolf, six Swamps and two *Asesinato*."""
    return build(battlefields=([wolf, *SWAMPS], []), hands=(["Asesinato", "Asesinato"], []))


def _murder(g: Game, victim: int) -> None:
    """Norte casts *Asesinato* (Murder) at ``victim`` and both pass: it dies."""
    cast(g, "Murder", f"target:{victim}")
    resolve_top(g)


def _triggered(g: Game) -> list[str]:
    """The keywords of the triggered abilities on the stack and waiting for it."""
    on_stack = [g.state.objects[i].trigger for i in g.state.zones["stack"]]
    return [p.ability.keyword for p in [*on_stack, *g.state.triggered] if p is not None]


def test_it_returns_with_a_plus_one_counter_702_93a() -> None:
    g = _board()
    wolf = one(g, WOLF)
    _murder(g, wolf)
    assert _triggered(g) == [PermanentKeyword.UNDYING]
    resolve_top(g)
    back = one(g, WOLF)
    assert back != wolf  # CR 400.7
    assert g.state.objects[back].counters == {"+1/+1": 1}
    c = chars(g, g.state.objects[back])
    assert (c.power, c.toughness) == (3, 3)
    assert g.state.objects[back].controller == 0


def test_it_returns_under_its_owners_control_702_93a() -> None:
    g = _board({"name": WOLF, "owner": 1})
    _murder(g, one(g, WOLF))
    resolve_top(g)
    assert g.state.objects[one(g, WOLF)].controller == 1


def test_a_second_death_finds_the_counter_603_10a() -> None:
    g = _board()
    _murder(g, one(g, WOLF))
    resolve_top(g)
    _murder(g, one(g, WOLF))  # a 3/3 with its +1/+1 counter dies
    assert _triggered(g) == []  # CR 603.4: the intervening "if" is false
    assert ids(g, WOLF) == []
    assert len(ids(g, WOLF, "graveyard/0")) == 1


def test_the_counters_are_read_as_it_last_existed_603_10a() -> None:
    """It had a +1/+1 counter on the battlefield; the card in the graveyard has none."""
    g = _board({"name": WOLF, "counters": {"+1/+1": 2}})
    _murder(g, one(g, WOLF))
    assert _triggered(g) == []
    (card,) = ids(g, WOLF, "graveyard/0")
    assert g.state.objects[card].counters == {}


def test_a_minus_one_counter_doesnt_stop_it_702_93a() -> None:
    """Only +1/+1 counters count: a Wolf with a -1/-1 counter returns with a +1/+1
    counter (and without the -1/-1 one: a new object, 400.7) — a 3/3."""
    g = _board({"name": WOLF, "counters": {"-1/-1": 1}})
    _murder(g, one(g, WOLF))
    resolve_top(g)
    back = one(g, WOLF)
    assert g.state.objects[back].counters == {"+1/+1": 1}
    assert chars(g, g.state.objects[back]).power == 3


def test_it_returns_after_dying_of_damage_704_5g() -> None:
    """*Detonación ígnea* deals 2 damage to the 2/2 Wolf: it dies as a state-based action
    (704.5g) and returns a 3/3, without the damage (a new object, 400.7)."""
    g = build(battlefields=([WOLF, "Montaña", "Montaña"], []), hands=(["Detonación ígnea"], []))
    cast(g, "Pyroclasm")
    resolve_top(g)
    resolve_top(g)
    back = g.state.objects[one(g, WOLF)]
    assert back.damage == 0
    assert chars(g, back).toughness == 3


def test_a_token_with_undying_does_not_return_111_7() -> None:
    g = _board({"name": WOLF, "token": True})
    _murder(g, one(g, WOLF))
    assert _triggered(g) == [PermanentKeyword.UNDYING]
    resolve_top(g)
    assert [o for o in g.state.objects.values() if o.card == WOLF] == []
