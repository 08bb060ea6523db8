"""Duskmourn blue cards, played through the public engine (grimorio.scenario.board.build)."""

from grimorio.scenario.board import build
from support import attack, ids, one, pay, resolve_top, sorted_cards, to_step


# -- Enter the Enigma ---------------------------------------------------------------------
def test_enter_the_enigma_unblockable_and_draw_509_1b():
    g = build(
        hands=(["Entrar al enigma"], []),
        battlefields=(["Isla", "Test Bear"], ["Test Wall"]),
        libraries=(["Llanura"], []),
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Enter the Enigma', 'hand/0')}")
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Plains"]
    assert "unblockable" in g.characteristics(bear).keywords
    attack(g, bear)
    to_step(g, "end_combat")  # the Wall is never asked to block (a blockers decision would stop)
    assert g.state.player(1).life == 18


def test_enter_the_enigma_ruling_illegal_target_means_no_draw_608_2b():
    """Release notes: if the target is illegal as it tries to resolve, it doesn't resolve
    and you don't draw."""
    g = build(
        hands=(["Entrar al enigma"], ["Asesinato"]),
        battlefields=(["Isla", "Test Bear"], ["Pantano"] * 3),
        libraries=(["Llanura"], []),
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Enter the Enigma', 'hand/0')}")
    g.submit(f"target:{bear}")
    g.submit("pass")
    g.submit(f"cast:{one(g, 'Murder', 'hand/1')}")  # in response
    g.submit(f"target:{bear}")
    resolve_top(g)  # Murder resolves
    resolve_top(g)  # Enter the Enigma tries to resolve
    assert "608.2b" in g.log.rules()
    assert g.state.zones["hand/0"] == []
    assert sorted_cards(g, "library/0") == ["Plains"]
    assert sorted_cards(g, "graveyard/0") == ["Enter the Enigma", "Test Bear"]


# -- Get Out ------------------------------------------------------------------------------
def test_get_out_counters_creature_spell_701_6a():
    g = build(
        hands=(["Dejar escapar"], ["Test Bear"]),
        battlefields=(["Isla"] * 2, ["Bosque"] * 2),
        active=1,
    )
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/1')}")
    g.submit("pass")  # the caster passes; now the other player may respond
    g.submit(f"cast:{one(g, 'Get Out', 'hand/0')}")
    assert g.pending.ids() == ["mode:0"]  # nothing of player 0's to return (CR 700.2)
    g.submit("mode:0")
    spell = one(g, "Test Bear", "stack")
    assert g.pending.ids() == [f"target:{spell}"]
    g.submit(f"target:{spell}")
    resolve_top(g)
    assert sorted_cards(g, "graveyard/1") == ["Test Bear"]
    assert sorted_cards(g, "stack") == []
    assert "701.6a" in g.log.rules()


def test_get_out_cannot_counter_an_activated_ability_112_1():
    """Mode one counters a creature *spell* (CR 112.1: a spell is a card on the stack); the
    ability of an artifact creature on the stack is not one, so with nothing else to target
    Get Out can't be cast."""
    g = build(
        hands=(["Dejar escapar"], []),
        battlefields=(["Isla"] * 2, ["Amiguita harapienta", "Montaña", "Test Bear"]),
        active=1,
    )
    playmate = one(g, "Ragged Playmate", "battlefield")
    g.submit(f"activate:{playmate}:0")
    g.submit(f"target:{one(g, 'Test Bear', 'battlefield')}")
    g.submit("pass")
    assert g.pending.player == 0
    assert not any(i.startswith("cast:") for i in g.pending.ids())


def test_get_out_returns_two_creatures_and_or_enchantments_you_own_115_1():
    g = build(
        hands=(["Dejar escapar"], []),
        battlefields=(["Isla"] * 2 + ["Test Bear", "Fear of Isolation"], ["Test Giant"]),
    )
    bear = one(g, "Test Bear", "battlefield")
    fear = one(g, "Fear of Isolation", "battlefield")
    g.submit(f"cast:{one(g, 'Get Out', 'hand/0')}")
    assert g.pending.ids() == ["mode:1"]  # no spell on the stack to counter
    g.submit("mode:1")
    assert sorted(g.pending.ids()) == sorted([f"target:{bear}", f"target:{fear}"])  # not the Giant
    g.submit(f"target:{bear}")
    g.submit(f"target:{fear}")
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Fear of Isolation", "Test Bear"]
    assert sorted_cards(g, "battlefield") == ["Island", "Island", "Test Giant"]


def test_get_out_returns_just_one_target_115_1():
    g = build(
        hands=(["Dejar escapar"], []),
        battlefields=(["Isla"] * 2 + ["Test Bear", "Fear of Isolation"], []),
    )
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{one(g, 'Get Out', 'hand/0')}")
    g.submit("mode:1")
    g.submit(f"target:{bear}")
    assert "done:0" in g.pending.ids()  # "one or two": the minimum is met
    g.submit("done:0")
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Test Bear"]
    assert ids(g, "Fear of Isolation", "battlefield")


# -- Glimmerburst -------------------------------------------------------------------------
def test_glimmerburst_draws_two_and_creates_glimmer_token_111_1():
    g = build(
        hands=(["Glimmerburst"], []),
        battlefields=(["Isla"] * 4, []),
        libraries=(["Llanura", "Pantano", "Bosque"], []),
    )
    g.submit(f"cast:{one(g, 'Glimmerburst', 'hand/0')}")
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Plains", "Swamp"]
    glimmer = one(g, "Glimmer", "battlefield")
    assert g.state.objects[glimmer].token
    assert g.state.objects[glimmer].controller == 0
    c = g.characteristics(glimmer)
    assert (c.power, c.toughness) == (1, 1)
    assert set(c.types) == {"enchantment", "creature"}
    assert c.colors == ("W",)
    assert "111.1" in g.log.rules()


# -- Fear of Isolation --------------------------------------------------------------------
def test_fear_of_isolation_returns_a_permanent_as_additional_cost_601_2h():
    g = build(
        hands=(["Fear of Isolation"], []),
        battlefields=(["Isla"] * 2 + ["Test Bear"], ["Test Giant"]),
    )
    fear = one(g, "Fear of Isolation", "hand/0")
    bear = one(g, "Test Bear", "battlefield")
    g.submit(f"cast:{fear}")
    islands = ids(g, "Island", "battlefield")
    # a permanent the caster controls: lands count, the opponent's Giant doesn't
    assert sorted(g.pending.ids()) == sorted(f"return:{o}" for o in [*islands, bear])
    g.submit(f"return:{bear}")
    pay(g)
    assert sorted_cards(g, "hand/0") == ["Test Bear"]
    resolve_top(g)
    new = one(g, "Fear of Isolation", "battlefield")
    c = g.characteristics(new)
    assert "flying" in c.keywords and (c.power, c.toughness) == (2, 3)


def test_fear_of_isolation_can_return_a_land_tapped_for_its_mana_601_2g():
    """Mana abilities are activated (CR 601.2g) before costs are paid (601.2h), so an
    Island tapped for mana can then be returned to pay the additional cost."""
    g = build(hands=(["Fear of Isolation"], []), battlefields=(["Isla"] * 2, []))
    g.submit(f"cast:{one(g, 'Fear of Isolation', 'hand/0')}")
    first = ids(g, "Island", "battlefield")[0]
    g.submit(f"return:{first}")
    pay(g)
    resolve_top(g)
    assert sorted_cards(g, "hand/0") == ["Island"]
    assert sorted_cards(g, "battlefield") == ["Fear of Isolation", "Island"]
    assert g.state.player(0).pool == (0, 0, 0, 0, 0, 0)
