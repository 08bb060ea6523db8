"""CR 702.79 — persist (*Persistir*, the keyword of *Boa persistente*): "When this permanent
is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it
to the battlefield under its owner's control with a -1/-1 counter on it" (702.79a).

A leaves-the-battlefield ability looks back in time (603.10a): whether it had a -1/-1
counter is read as it last existed on the battlefield (608.2h) — the card in the graveyard
never has one — both as it dies and on resolution (the intervening "if", 603.4). The card
that returns is a new object (400.7), so a second death finds the counter. A token with
persist ceases to exist in the graveyard (111.7, 704.5d) and doesn't return. Played with
*Test Persistent Ghoul* (a 2/2 Zombie with persist, of our own) and Duskmourn's *Asesinato*
and *Detonación ígnea*."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.keyword_names import PermanentKeyword
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cast, ids, one, resolve_top

GHOUL = "Test Persistent Ghoul"
SWAMPS = ["Pantano"] * 6


def _murder(g: Game, victim: int) -> None:
    """Norte casts *Asesinato* (Murder) at ``victim`` and both pass: it dies."""
    cast(g, "Murder", f"target:{victim}")
    resolve_top(g)


def _board(ghoul: str | dict[str, object] = GHOUL) -> Game:
    """Norte with the Ghoul, six Swamps and two *Asesinato*."""
    return build(battlefields=([ghoul, *SWAMPS], []), hands=(["Asesinato", "Asesinato"], []))


def _triggered(g: Game) -> list[str]:
    """The keywords of the triggered abilities on the stack and waiting for it."""
    on_stack = [g.state.objects[i].trigger for i in g.state.zones["stack"]]
    pending = [*on_stack, *g.state.triggered]
    return [p.ability.keyword for p in pending if p is not None]


def test_it_returns_with_a_minus_one_counter_702_79a() -> None:
    g = _board()
    ghoul = one(g, GHOUL)
    _murder(g, ghoul)
    assert _triggered(g) == [PermanentKeyword.PERSIST]  # CR 603.2: it dies, it triggers
    resolve_top(g)
    back = one(g, GHOUL)
    assert back != ghoul  # CR 400.7: a new object
    assert g.state.objects[back].counters == {"-1/-1": 1}
    c = chars(g, g.state.objects[back])
    assert (c.power, c.toughness) == (1, 1)
    assert ids(g, GHOUL, "graveyard/0") == []


def test_it_returns_under_its_owners_control_702_79a() -> None:
    """Sur owns the Ghoul and Norte controls it: it comes back on Sur's side."""
    g = _board({"name": GHOUL, "owner": 1})
    ghoul = one(g, GHOUL)
    assert g.state.objects[ghoul].controller == 0
    _murder(g, ghoul)
    resolve_top(g)
    back = one(g, GHOUL)
    assert g.state.objects[back].controller == 1
    assert g.state.objects[back].counters == {"-1/-1": 1}


def test_a_second_death_finds_the_counter_603_10a() -> None:
    g = _board()
    _murder(g, one(g, GHOUL))
    resolve_top(g)
    _murder(g, one(g, GHOUL))  # it dies again, with its -1/-1 counter
    assert _triggered(g) == []  # CR 603.4: the intervening "if" is false; no trigger
    assert ids(g, GHOUL) == []
    assert len(ids(g, GHOUL, "graveyard/0")) == 1


def test_the_counters_are_read_as_it_last_existed_603_10a() -> None:
    """It had a -1/-1 counter when it died: the card in the graveyard has none (counters
    don't follow it, 122.2), yet it stays there."""
    g = _board({"name": GHOUL, "counters": {"-1/-1": 1}})
    _murder(g, one(g, GHOUL))
    assert _triggered(g) == []
    (card,) = ids(g, GHOUL, "graveyard/0")
    assert g.state.objects[card].counters == {}


def test_other_kinds_of_counters_dont_stop_it_702_79a() -> None:
    """Only -1/-1 counters count: one with a +1/+1 counter returns, with only its -1/-1
    counter (the new object has none of the old one's counters, 400.7)."""
    g = _board({"name": GHOUL, "counters": {"+1/+1": 1}})
    _murder(g, one(g, GHOUL))
    resolve_top(g)
    back = one(g, GHOUL)
    assert g.state.objects[back].counters == {"-1/-1": 1}


def test_dying_together_it_still_returns_603_10a() -> None:
    """*Detonación ígnea* kills the 2/2 Ghoul and a 2/2 Bear at once: the Ghoul returns, a
    1/1 with its counter."""
    g = build(
        battlefields=([GHOUL, "Test Bear", "Montaña", "Montaña"], []),
        hands=(["Detonación ígnea"], []),
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert _triggered(g) == [PermanentKeyword.PERSIST]
    resolve_top(g)
    back = one(g, GHOUL)
    assert chars(g, g.state.objects[back]).toughness == 1
    assert ids(g, "Test Bear") == []


def test_a_token_with_persist_does_not_return_111_7() -> None:
    """A token Ghoul dies with no counter: persist triggers, but the token has ceased to
    exist in the graveyard (704.5d) — there is nothing to return."""
    g = _board({"name": GHOUL, "token": True})
    _murder(g, one(g, GHOUL))
    assert _triggered(g) == [PermanentKeyword.PERSIST]
    resolve_top(g)
    assert [o for o in g.state.objects.values() if o.card == GHOUL] == []


def test_it_doesnt_return_once_the_card_has_left_the_graveyard_400_7() -> None:
    """With persist on the stack, Norte exiles the card from the graveyard with *Aspiradora
    de fantasmas* (Ghost Vacuum): "it" was the card in the graveyard; the card in exile is
    a new object (400.7), and nothing returns."""
    g = build(
        battlefields=([GHOUL, *SWAMPS, "Aspiradora de fantasmas"], []),
        hands=(["Asesinato"], []),
    )
    _murder(g, one(g, GHOUL))
    assert _triggered(g) == [PermanentKeyword.PERSIST]
    (card,) = ids(g, GHOUL, "graveyard/0")
    g.submit(f"activate:{one(g, 'Ghost Vacuum')}:0")
    g.submit(f"target:{card}")
    resolve_top(g)  # the Vacuum's ability: the card is exiled
    assert len(ids(g, GHOUL, "exile")) == 1
    resolve_top(g)  # persist
    assert ids(g, GHOUL) == []
    assert len(ids(g, GHOUL, "exile")) == 1
