"""CR 117.1, 601.2f–h: the priority options are looked for only where they can be
(``grimorio.rules.casting.may_act``), and a cost more than any payment could use is rejected
at once — always with the same options, in the same order, as looking everywhere."""

from __future__ import annotations

import pytest

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.rules.casting import costs
from grimorio.rules.casting.may_act import Places, mana_units, places
from grimorio.rules.turn import priority
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build
from support import cast, one, resolve_top

LIB = ["Llanura"] * 5


def test_a_permanent_whose_card_has_no_activated_ability_is_not_looked_at() -> None:
    g = build(
        hands=(["Enduring Vitality"], []),
        battlefields=(["Bosque"] * 3 + ["Test Bear"], []),
        libraries=(LIB, LIB),
        step="main1",
    )
    where = places(g)
    assert where.activated == ()  # basic lands and a vanilla bear: mana abilities only
    assert where.face_down == () and where.rooms == ()
    units = mana_units(g, 0)
    assert units is not None
    assert units.total == 4  # three Forests, and the bear could convoke
    assert units.of == (1, 1, 1, 1, 4, 1)  # W U B R G C: the bear any colour, Forests green
    assert mana_units(g, 1) == (0, (0,) * 6)


def test_an_effect_that_grants_abilities_makes_every_permanent_looked_at() -> None:
    """Enduring Vitality gives creatures "{T}: Add one mana of any color" (CR 613.1f): once
    it is on the battlefield, a permanent's card no longer tells its abilities, so every
    permanent is looked at and no mana bound is given (the remembered lists are worked
    out again because what is in play changed)."""
    g = build(
        hands=(["Enduring Vitality"], []),
        battlefields=(["Bosque"] * 3 + ["Test Bear"], []),
        libraries=(LIB, LIB),
        step="main1",
    )
    assert places(g).activated == ()
    cast(g, "Enduring Vitality")
    resolve_top(g)
    one(g, "Enduring Vitality")
    assert places(g).activated is None
    assert places(g).rooms is None
    assert mana_units(g, 0) is None


def test_tapping_lands_lowers_the_mana_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    g = build(
        hands=(["Asesinato", "Asesinato"], []),
        battlefields=(["Pantano"] * 4, ["Test Bear"]),
        libraries=(LIB, LIB),
        step="main1",
    )
    assert mana_units(g, 0) == (4, (0, 0, 4, 0, 0, 0))
    assert mana_units(g, 1) == (1, (1,) * 6)  # the bear could convoke
    assert sum(o.startswith("cast:") for o in g.pending.ids()) == 2
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    assert mana_units(g, 0) == (1, (0, 0, 1, 0, 0, 0))  # three Swamps paid {1}{B}{B}
    # the other Murder is more than one land can pay: not offered, and the full check agrees
    assert not any(o.startswith("cast:") for o in g.pending.ids())
    monkeypatch.setattr(costs, "mana_units", lambda game, player: None)  # no shortcut
    copy = g.clone()
    assert not costs.castable(copy, 0, copy.state.objects[one(copy, "Murder", "hand/0")])


@pytest.mark.parametrize(
    ("lands", "offered"), [(["Pantano"] * 3, False), (["Isla", "Pantano"], True)]
)
def test_a_symbol_only_mana_of_its_colour_pays(lands: list[str], offered: bool) -> None:
    """{1}{U} with no blue source: rejected by the colour bound (CR 106.1a, 107.4), as the
    full check would; with an Island it is offered."""
    g = build(
        hands=(["Asesinato"], ["No hagas ruido"]),
        battlefields=(["Pantano"] * 3 + ["Test Bear"], lands),
        libraries=(LIB, LIB),
        step="main1",
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    g.submit("pass")
    assert g.pending.player == 1
    units = mana_units(g, 1)
    assert units is not None and units.total == len(lands)
    assert units.of[1] == (1 if offered else 0)  # blue sources
    assert any(o.startswith("cast:") for o in g.pending.ids()) == offered


def _looking_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    def everywhere(game: Game) -> Places:
        battlefield = tuple(game.state.zones["battlefield"])
        return Places(None, battlefield, None)

    monkeypatch.setattr(priority, "places", everywhere)
    monkeypatch.setattr(costs, "mana_units", lambda game, player: None)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_options_are_those_found_by_looking_everywhere(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random games with every priority question asked: at each one the options equal, in
    contents and order, those worked out on a copy of the game without the shortcuts."""
    g = Game.new(decks=pairing(seed), seed=seed, auto_pass=False)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    checked = 0
    while not g.over and checked < 150:
        d = g.pending
        assert d is not None
        if d.kind == "priority":
            copy = g.clone()  # nothing derived carried over
            with monkeypatch.context() as m:
                _looking_everywhere(m)
                full = priority.legal_actions(copy, d.player)
            assert [o.id for o in full] == list(d.ids())
            checked += 1
        g.submit(agents[d.player].decide(None, d))
    assert checked > 20
