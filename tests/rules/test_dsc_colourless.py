"""The colourless card of the Duskmourn Commander decks (``grimorio.cards.dsc.colourless``):
Patasescurridizas alegre — indestructible (CR 702.12), damage to each opponent when it
attacks, blocks or becomes the target of a spell (508.3a, 509.3a, 115, 603.2), its power as
it last existed (608.2h), monstrosity 5 (701.37) — on boards of three players where "each
opponent" matters, with the release notes' rulings."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cast, one, pay

SKITTERER = "Patasescurridizas alegre"
THREE = ("Norte", "Este", "Sur")


def lives(g) -> list[int]:
    return [p.life for p in g.state.players]


def pass_all(g, n: int = 3) -> None:
    for _ in range(n):
        g.submit("pass")


def game(mine=(), este=(), sur=(), hands=((), (), ()), active=0, counters=None):
    skitterer = {"name": SKITTERER, "counters": counters or {}}
    return build(
        players=THREE,
        hands=tuple(list(h) for h in hands),
        battlefields=([skitterer, *mine], list(este), list(sur)),
        libraries=(["Bosque"] * 5,) * 3,
        active=active,
    )


def declare(g, *choices: str) -> None:
    """CR 508.1, 509.1: the declaration, finished with "done" if it isn't already."""
    for c in choices:
        g.submit(c)
    if g.pending.kind in ("attackers", "blockers"):
        g.submit("done")


def to_declare(g, player: int) -> None:
    for _ in range(30):
        if g.pending.kind in ("attackers", "blockers") and g.pending.player == player:
            return
        g.submit("pass")
    raise AssertionError("no declaration")


def test_attacking_it_deals_its_power_to_each_opponent_508_3a():
    """CR 508.3a, 120.3: it attacks Este; Este and Sur (each opponent) are dealt 1."""
    g = game()
    to_declare(g, 0)
    declare(g, f"attack:{one(g, SKITTERER)}:-2")
    assert len(g.state.zones["stack"]) == 1
    pass_all(g)
    assert lives(g) == [20, 19, 19]


def test_blocking_it_deals_its_power_to_each_opponent_509_3a():
    """CR 509.3a: Sur attacks Norte with Ragged Playmate; the Patasescurridizas blocks."""
    g = game(sur=["Ragged Playmate"], active=2)
    to_declare(g, 2)
    declare(g, f"attack:{one(g, 'Ragged Playmate')}:-1")
    to_declare(g, 0)
    declare(g, f"block:{one(g, SKITTERER)}:{one(g, 'Ragged Playmate')}")
    while not g.state.zones["stack"]:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    pass_all(g)
    assert lives(g) == [20, 19, 19]


def test_becoming_the_target_of_a_spell_any_players_115_603_2():
    """CR 115, 603.2: Este's Murder targets it — it triggers (and, indestructible, it
    survives, 702.12b); the ability resolves first, at its power then."""
    g = game(este=["Pantano"] * 3, hands=((), ["Murder"], ()))
    g.submit("pass")
    cast(g, "Murder", f"target:{one(g, SKITTERER)}", player=1)
    assert len(g.state.zones["stack"]) == 2
    while g.state.zones["stack"]:
        g.submit("pass")
    assert lives(g) == [20, 19, 19] and one(g, SKITTERER)


def test_its_own_controllers_spell_triggers_it_too_with_the_power_then_608_2h():
    """Norte's Give In to Violence (+2/+2) targets it: the ability resolves before the
    spell, so 1 damage each; after the spell it is a 3/3."""
    g = game(mine=["Pantano"] * 2, hands=(["Give In to Violence"], (), ()))
    cast(g, "Give In to Violence", f"target:{one(g, SKITTERER)}")
    pass_all(g)
    assert lives(g) == [20, 19, 19]
    pass_all(g)
    assert chars(g, g.state.objects[one(g, SKITTERER)]).power == 3


def test_the_target_of_an_ability_doesnt_trigger_it_603_2():
    """ "Objetivo de un hechizo": Floodpits Drowner's triggered ability targets it (Sur's
    creature enters) — not a spell, nothing triggers."""
    g = game(sur=["Isla"] * 2, hands=((), (), ["Floodpits Drowner"]))
    g.submit("pass")
    g.submit("pass")
    cast(g, "Floodpits Drowner", player=2)
    pass_all(g)  # the Drowner resolves; its ability targets the only creature it can
    assert len(g.state.zones["stack"]) == 1  # only the Drowner's ability
    pass_all(g)
    assert lives(g) == [20, 20, 20]
    assert g.state.objects[one(g, SKITTERER)].counters == {"stun": 1}


def test_monstrosity_5_then_the_damage_is_its_new_power_701_37a():
    """CR 701.37a: {5}: five +1/+1 counters and monstrous; a second activation does
    nothing (the release notes); then its attack deals 6 to each opponent."""
    g = game(mine=["Bosque"] * 10)
    skitterer = one(g, SKITTERER)
    g.submit(f"activate:{skitterer}:1")
    pay(g)
    pass_all(g)
    assert g.state.objects[skitterer].counters == {"+1/+1": 5}
    g.submit(f"activate:{skitterer}:1")
    pay(g)
    pass_all(g)
    assert g.state.objects[skitterer].counters == {"+1/+1": 5}
    to_declare(g, 0)
    declare(g, f"attack:{skitterer}:-3")
    pass_all(g)
    assert lives(g) == [20, 14, 14]


def test_gone_before_its_ability_resolves_its_power_as_it_last_existed_608_2h():
    """The release notes: with 5 +1/+1 counters it attacks (a 6/6); before the attack
    ability resolves Norte returns it to his hand with Get Out — whose targeting triggers it
    again. Both abilities deal 6: the later one by its power as it last existed."""
    g = game(mine=["Isla", "Isla"], hands=(["Get Out"], (), ()), counters={"+1/+1": 5})
    skitterer = one(g, SKITTERER)
    to_declare(g, 0)
    declare(g, f"attack:{skitterer}:-2")
    assert len(g.state.zones["stack"]) == 1
    cast(g, "Get Out", "mode:1", f"target:{skitterer}")
    assert len(g.state.zones["stack"]) == 3
    while g.state.zones["stack"]:
        g.submit("pass")
    assert lives(g) == [20, 8, 8]
    assert SKITTERER in [g.state.objects[o].card for o in g.state.zones["hand/0"]]
