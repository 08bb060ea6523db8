"""The green cards of the *Duskmourn* Commander decks (``grimorio.cards.dsc.green``), each
ability on a board built for it, as the CR and the cards' release notes say: Devorador
cortezagritos and Génesis sin forma."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.permanent_keywords import every_creature_type
from grimorio.scenario.board import build
from support import cards, ids, one, pay, to_attackers

DEVOURER = "Devorador cortezagritos"
GENESIS = "Génesis sin forma"
LIBRARIES = (["Bosque"] * 6, ["Montaña"] * 6, ["Isla"] * 6)
TAPPED_FOREST = {"name": "Bosque", "tapped": True}
TAPPED_MOUNTAIN = {"name": "Montaña", "tapped": True}


def _pass_stack(g: Game) -> None:
    """Every player passes while the stack holds something (CR 117.4, 608.2)."""
    while g.pending is not None and g.pending.kind == "priority" and g.state.zones["stack"]:
        g.submit("pass")


def _attack(g: Game, *creatures: str) -> None:
    """Norte declares ``creatures`` as attackers (CR 508.1)."""
    to_attackers(g)
    for name in creatures:
        for oid in ids(g, name):
            if f"attack:{oid}" in g.pending.ids():
                g.submit(f"attack:{oid}")
    if g.pending.kind == "attackers":
        g.submit("done")


def _tapped(g: Game, card: str) -> int:
    return sum(1 for o in ids(g, card) if g.state.objects[o].tapped)


# -- Devorador cortezagritos -------------------------------------------------------------------
def test_devourer_untaps_up_to_x_lands_x_the_greatest_attacking_power_701_26b() -> None:
    """CR 508.3a, 603.2c: "whenever you attack with one or more creatures" triggers once for
    the Devourer (7) and a Bear; CR 701.26b: Norte untaps up to 7 lands — any player's (here
    two of his Forests and one of Sur's Mountains), then stops."""
    g = build(
        battlefields=([DEVOURER, "Test Bear", *[TAPPED_FOREST] * 3], [TAPPED_MOUNTAIN] * 2),
        libraries=LIBRARIES[:2],
    )
    assert "trample" in g.characteristics(one(g, DEVOURER)).keywords
    _attack(g, DEVOURER, "Test Bear")
    assert len(g.state.zones["stack"]) == 1  # one ability for the whole attack
    _pass_stack(g)
    d = g.pending
    assert (d.player, d.kind, d.prompt, d.prompt_args) == (0, "tap", "ask.untap_up_to", (7,))
    lands = [o for o in (*ids(g, "Forest"), *ids(g, "Mountain"))]
    assert sorted(i for i in d.ids() if i != "done") == sorted(f"untap:{o}" for o in lands)
    g.submit(f"untap:{ids(g, 'Forest')[0]}")
    g.submit(f"untap:{ids(g, 'Forest')[1]}")
    g.submit(f"untap:{ids(g, 'Mountain')[0]}")
    g.submit("done")
    assert (_tapped(g, "Forest"), _tapped(g, "Mountain")) == (1, 1)
    assert "701.26b" in g.log.rules()


def test_devourer_x_is_the_attackers_power_not_its_own_701_26b() -> None:
    """X is the greatest power among the creatures attacking: the Devourer stays home, two
    Bears attack — Norte may untap two lands and no more."""
    g = build(
        battlefields=([DEVOURER, "Test Bear", "Test Bear", *[TAPPED_FOREST] * 4], []),
        libraries=LIBRARIES[:2],
    )
    _attack(g, "Test Bear")
    _pass_stack(g)
    assert g.pending.prompt_args == (2,)
    g.submit(g.pending.ids()[0])
    g.submit(g.pending.ids()[0])
    assert g.pending.kind != "tap" and _tapped(g, "Forest") == 2


def test_devourer_x_is_worked_out_as_it_resolves_608_2h() -> None:
    """Release notes: X is worked out once, as the ability resolves: a Test Giant (4) and a
    Bear attack, and Sur kills the Giant in response with Test Blast — X is the Bear's 2."""
    g = build(
        battlefields=([DEVOURER, "Test Giant", "Test Bear", *[TAPPED_FOREST] * 4], ["Montaña"] * 5),
        hands=([], ["Test Blast"]),
        libraries=LIBRARIES[:2],
    )
    _attack(g, "Test Giant", "Test Bear")
    g.submit("pass")  # Norte passes; Sur responds
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/1')}")
    g.submit("x:4")
    g.submit(f"target:{one(g, 'Test Giant')}")
    pay(g)
    _pass_stack(g)
    assert ids(g, "Test Giant") == [] and g.pending.prompt_args == (2,)


# -- Génesis sin forma -------------------------------------------------------------------------
def test_genesis_an_x_x_shapeshifter_x_the_land_cards_in_your_graveyard_111_4() -> None:
    """CR 111.4: a colourless X/X Shapeshifter token with changeling and deathtouch, X the
    land cards in Norte's graveyard as it resolves (3; Sur's lands don't count) — and it
    stays 3/3 when more lands reach the graveyard (the release notes)."""
    g = build(
        hands=([GENESIS, "Bosque"], []),
        graveyards=(["Bosque", "Bosque", "Montaña", "Test Bear"], ["Isla"]),
        battlefields=(["Bosque"] * 3 + ["Test Relic"], []),
        libraries=(["Bosque"] * 6, ["Isla"] * 6),
    )
    g.submit(f"cast:{one(g, GENESIS, 'hand/0')}")
    pay(g)
    _pass_stack(g)
    token = one(g, "Metamorfo")
    c = g.characteristics(token)
    assert (c.power, c.toughness, c.colors) == (3, 3, ())
    assert "deathtouch" in c.keywords and set(every_creature_type()) <= set(c.subtypes)
    assert g.state.objects[token].token and GENESIS in cards(g, "graveyard/0")
    g.submit(f"activate:{one(g, 'Test Relic')}:0")  # discard a Forest: four land cards
    g.submit(f"discard:{one(g, 'Forest', 'hand/0')}")
    _pass_stack(g)
    assert len(ids(g, "Forest", "graveyard/0")) == 3
    assert g.characteristics(token).power == 3


def test_genesis_is_every_creature_type_in_every_zone_702_73a() -> None:
    """Release notes: changeling is a characteristic-defining ability that works in every
    zone (604.3): the Kindred sorcery in a hand is a Shapeshifter and every creature type
    (308.2); its card types are kindred and sorcery (205.2a)."""
    g = build(hands=([GENESIS], []), libraries=LIBRARIES[:2])
    c = g.characteristics(one(g, GENESIS, "hand/0"))
    assert c.types == ("kindred", "sorcery")
    assert {"Metamorfo", "Human", "Zombie", "Ave"} <= set(c.subtypes)


def test_genesis_retrace_from_the_graveyard_discarding_a_land_card_702_81a() -> None:
    """CR 702.81a: cast from the graveyard by discarding a land card besides paying its
    cost; the land discarded is in the graveyard as X is counted (2); it returns to the
    graveyard (the release notes) and may be cast again."""
    g = build(
        hands=(["Montaña", "Test Bear"], []),
        graveyards=([GENESIS, "Bosque"], []),
        battlefields=(["Bosque"] * 3, []),
        libraries=LIBRARIES[:2],
    )
    genesis = one(g, GENESIS, "graveyard/0")
    assert [i for i in g.pending.ids() if i.startswith(f"cast:{genesis}")] == [
        f"cast:{genesis}:retrace"
    ]
    g.submit(f"cast:{genesis}:retrace")
    g.submit(f"discard:{one(g, 'Mountain', 'hand/0')}")
    pay(g)
    _pass_stack(g)
    assert g.characteristics(one(g, "Metamorfo")).power == 2
    assert GENESIS in cards(g, "graveyard/0")
