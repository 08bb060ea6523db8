"""Bedhead Beastie and Spectral Snatcher: typecycling (CR 702.29e) and "Ward—Discard a card"
(702.21a), played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import cards, cast, ids, one, pay, resolve_top, sorted_cards

SNATCHER = "Spectral Snatcher"


def _cycle(g, card: str) -> None:
    (ability,) = [i for i in g.pending.ids() if i.startswith(f"activate:{one(g, card, 'hand/0')}:")]
    g.submit(ability)
    pay(g)


def test_bedhead_beastie_mountaincycling_searches_a_mountain_702_29e():
    g = build(
        hands=(["Bestiamiga cabezacama"], []),
        battlefields=(["Pantano", "Pantano"], []),
        libraries=(["Isla", "Montaña", "Test Bear"], []),
    )
    _cycle(g, "Bedhead Beastie")
    assert cards(g, "graveyard/0") == ["Bedhead Beastie"]  # discarded as a cost (701.9a)
    resolve_top(g)
    assert g.pending.kind == "search"
    mountain = one(g, "Mountain", "library/0")
    assert sorted(g.pending.ids()) == sorted([f"search:{mountain}", "none"])  # only a Mountain
    g.submit(f"search:{mountain}")
    assert cards(g, "hand/0") == ["Mountain"]
    assert sorted_cards(g, "library/0") == ["Island", "Test Bear"]


def test_bedhead_beastie_cycling_works_only_from_the_hand_702_29a():
    g = build(battlefields=(["Bedhead Beastie", "Pantano", "Pantano"], []))
    beastie = one(g, "Bedhead Beastie")
    assert not any(i.startswith(f"activate:{beastie}:") for i in g.pending.ids())
    assert "menace" in g.characteristics(beastie).keywords  # CR 702.111


def test_spectral_snatcher_swampcycling_searches_a_swamp_702_29e():
    g = build(
        hands=(["Ladrona espectral"], []),
        battlefields=(["Montaña", "Montaña"], []),
        libraries=(["Montaña", "Pantano"], []),
    )
    _cycle(g, SNATCHER)
    resolve_top(g)
    swamp = one(g, "Swamp", "library/0")
    assert sorted(g.pending.ids()) == sorted([f"search:{swamp}", "none"])
    g.submit(f"search:{swamp}")
    assert cards(g, "hand/0") == ["Swamp"]


def test_spectral_snatcher_ward_counters_unless_that_player_discards_702_21a():
    g = build(
        hands=([], ["Murder", "Isla", "Test Bear"]),
        battlefields=([SNATCHER], ["Pantano"] * 3),
        active=1,
    )
    cast(g, "Murder", f"target:{one(g, SNATCHER)}", player=1)
    assert cards(g, "stack") == ["Murder", SNATCHER]
    resolve_top(g)  # ward: Sur may discard a card
    assert g.pending.kind == "pay" and g.pending.player == 1
    island = one(g, "Island", "hand/1")
    assert sorted(g.pending.ids()) == sorted(
        [f"discard:{island}", f"discard:{one(g, 'Test Bear', 'hand/1')}", "decline"]
    )
    g.submit(f"discard:{island}")
    assert cards(g, "graveyard/1") == ["Island"]
    assert cards(g, "stack") == ["Murder"]
    resolve_top(g)
    assert cards(g, "graveyard/0") == [SNATCHER]


def test_spectral_snatcher_ward_declined_counters_the_spell_702_21a():
    g = build(
        hands=([], ["Murder", "Isla"]),
        battlefields=([SNATCHER], ["Pantano"] * 3),
        active=1,
    )
    cast(g, "Murder", f"target:{one(g, SNATCHER)}", player=1)
    resolve_top(g)
    g.submit("decline")
    assert cards(g, "stack") == []
    assert ids(g, SNATCHER)
    assert cards(g, "graveyard/1") == ["Murder"] and cards(g, "hand/1") == ["Island"]


def test_spectral_snatcher_ward_with_an_empty_hand_counters_the_spell():
    g = build(hands=([], ["Murder"]), battlefields=([SNATCHER], ["Pantano"] * 3), active=1)
    cast(g, "Murder", f"target:{one(g, SNATCHER)}", player=1)
    resolve_top(g)
    assert cards(g, "stack") == [] and ids(g, SNATCHER)


def test_spectral_snatcher_your_own_spell_doesnt_trigger_ward():
    g = build(
        hands=(["Murder"], []), battlefields=([SNATCHER, "Pantano", "Pantano", "Pantano"], [])
    )
    cast(g, "Murder", f"target:{one(g, SNATCHER)}")
    assert cards(g, "stack") == ["Murder"]
