"""Duskmourn blue cards, played through the public engine (grimorio.mtg.board.build)."""

from grimorio.mtg.board import build
from support import attack, cards, ids, one, pay, resolve, to_step


# -- Enter the Enigma ---------------------------------------------------------------------
def test_enter_the_enigma_unblockable_and_draw_509_1b():
    g = build(
        hands=(["Entrar al enigma"], []),
        battlefields=(["Isla", "Test Bear"], ["Test Wall"]),
        libraries=(["Llanura"], []),
    )
    bear = one(g, "battlefield", "Test Bear")
    g.submit(f"cast:{one(g, 'hand/0', 'Enter the Enigma')}")
    g.submit(f"target:{bear}")
    resolve(g)
    assert cards(g, "hand/0") == ["Plains"]
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
    bear = one(g, "battlefield", "Test Bear")
    g.submit(f"cast:{one(g, 'hand/0', 'Enter the Enigma')}")
    g.submit(f"target:{bear}")
    g.submit("pass")
    g.submit(f"cast:{one(g, 'hand/1', 'Murder')}")  # in response
    g.submit(f"target:{bear}")
    resolve(g)  # Murder resolves
    resolve(g)  # Enter the Enigma tries to resolve
    assert "608.2b" in g.log.rules()
    assert g.state.zones["hand/0"] == []
    assert cards(g, "library/0") == ["Plains"]
    assert cards(g, "graveyard/0") == ["Enter the Enigma", "Test Bear"]


# -- Get Out ------------------------------------------------------------------------------
def test_get_out_counters_creature_spell_701_6a():
    g = build(
        hands=(["Dejar escapar"], ["Test Bear"]),
        battlefields=(["Isla"] * 2, ["Bosque"] * 2),
        active=1,
    )
    g.submit(f"cast:{one(g, 'hand/1', 'Test Bear')}")
    g.submit("pass")  # the caster passes; now the other player may respond
    g.submit(f"cast:{one(g, 'hand/0', 'Get Out')}")
    assert g.pending.ids() == ["mode:0"]  # nothing of player 0's to return (CR 700.2)
    g.submit("mode:0")
    spell = one(g, "stack", "Test Bear")
    assert g.pending.ids() == [f"target:{spell}"]
    g.submit(f"target:{spell}")
    resolve(g)
    assert cards(g, "graveyard/1") == ["Test Bear"]
    assert cards(g, "stack") == []
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
    playmate = one(g, "battlefield", "Ragged Playmate")
    g.submit(f"activate:{playmate}:0")
    g.submit(f"target:{one(g, 'battlefield', 'Test Bear')}")
    g.submit("pass")
    assert g.pending.player == 0
    assert not any(i.startswith("cast:") for i in g.pending.ids())


def test_get_out_returns_two_creatures_and_or_enchantments_you_own_115_1():
    g = build(
        hands=(["Dejar escapar"], []),
        battlefields=(["Isla"] * 2 + ["Test Bear", "Fear of Isolation"], ["Test Giant"]),
    )
    bear = one(g, "battlefield", "Test Bear")
    fear = one(g, "battlefield", "Fear of Isolation")
    g.submit(f"cast:{one(g, 'hand/0', 'Get Out')}")
    assert g.pending.ids() == ["mode:1"]  # no spell on the stack to counter
    g.submit("mode:1")
    assert sorted(g.pending.ids()) == sorted([f"target:{bear}", f"target:{fear}"])  # not the Giant
    g.submit(f"target:{bear}")
    g.submit(f"target:{fear}")
    resolve(g)
    assert cards(g, "hand/0") == ["Fear of Isolation", "Test Bear"]
    assert cards(g, "battlefield") == ["Island", "Island", "Test Giant"]


def test_get_out_returns_just_one_target_115_1():
    g = build(
        hands=(["Dejar escapar"], []),
        battlefields=(["Isla"] * 2 + ["Test Bear", "Fear of Isolation"], []),
    )
    bear = one(g, "battlefield", "Test Bear")
    g.submit(f"cast:{one(g, 'hand/0', 'Get Out')}")
    g.submit("mode:1")
    g.submit(f"target:{bear}")
    assert "done:0" in g.pending.ids()  # "one or two": the minimum is met
    g.submit("done:0")
    resolve(g)
    assert cards(g, "hand/0") == ["Test Bear"]
    assert ids(g, "battlefield", "Fear of Isolation")


# -- Glimmerburst -------------------------------------------------------------------------
def test_glimmerburst_draws_two_and_creates_glimmer_token_111_1():
    g = build(
        hands=(["Glimmerburst"], []),
        battlefields=(["Isla"] * 4, []),
        libraries=(["Llanura", "Pantano", "Bosque"], []),
    )
    g.submit(f"cast:{one(g, 'hand/0', 'Glimmerburst')}")
    resolve(g)
    assert cards(g, "hand/0") == ["Plains", "Swamp"]
    glimmer = one(g, "battlefield", "Glimmer")
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
    fear = one(g, "hand/0", "Fear of Isolation")
    bear = one(g, "battlefield", "Test Bear")
    g.submit(f"cast:{fear}")
    islands = ids(g, "battlefield", "Island")
    # a permanent the caster controls: lands count, the opponent's Giant doesn't
    assert sorted(g.pending.ids()) == sorted(f"return:{o}" for o in [*islands, bear])
    g.submit(f"return:{bear}")
    pay(g)
    assert cards(g, "hand/0") == ["Test Bear"]
    resolve(g)
    new = one(g, "battlefield", "Fear of Isolation")
    c = g.characteristics(new)
    assert "flying" in c.keywords and (c.power, c.toughness) == (2, 3)


def test_fear_of_isolation_can_return_a_land_tapped_for_its_mana_601_2g():
    """Mana abilities are activated (CR 601.2g) before costs are paid (601.2h), so an
    Island tapped for mana can then be returned to pay the additional cost."""
    g = build(hands=(["Fear of Isolation"], []), battlefields=(["Isla"] * 2, []))
    g.submit(f"cast:{one(g, 'hand/0', 'Fear of Isolation')}")
    first = ids(g, "battlefield", "Island")[0]
    g.submit(f"return:{first}")
    pay(g)
    resolve(g)
    assert cards(g, "hand/0") == ["Island"]
    assert cards(g, "battlefield") == ["Fear of Isolation", "Island"]
    assert g.state.player(0).pool == (0, 0, 0, 0, 0, 0)
