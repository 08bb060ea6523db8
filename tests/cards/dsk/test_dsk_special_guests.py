"""The Special Guests of the Duskmourn release notes (grimorio.cards.special_guests),
played through the public engine (grimorio.scenario.board.build)."""

import json
from pathlib import Path

from grimorio.cards import catalog, get
from grimorio.cards.registry import card_name, resolve
from grimorio.rulings import shared_dir
from grimorio.scenario.board import build
from support import cards, cast, ids, needs_shared, one, pay, resolve_top


def _settle(g):
    while g.state.zones["stack"] or g.pending.kind != "priority":
        g.submit("pass" if g.pending.kind == "priority" else g.pending.ids()[0])


GUESTS = {
    "Compañía reunida": "Collected Company",
    "Expropiar": "Expropriate",
    "Fuego impío": "Unholy Heat",
    "Imagen fantasmal": "Phantasmal Image",
    "Maldición enloquecedora": "Maddening Hex",
    "Protectora de almas": "Soul Warden",
    "Resucitación nociva": "Noxious Revival",
    "Sacrificar": "Sacrifice",
}


def test_special_guests_are_in_the_real_pool_with_both_names():
    """Release notes, special guests: each keeps its Spanish name as its key and has its
    English name (CR 201.2: a card's name); either name finds it; the English text is
    missing and says so."""
    names = {d.key for d in catalog()}
    for name_es, name_en in GUESTS.items():
        d = get(name_es)
        assert name_es in names and (d.name_es, d.name_en) == (name_es, name_en)
        assert resolve(name_en) == resolve(name_es) == name_es
        assert card_name(name_es, "en") == name_en and card_name(name_es, "es") == name_es
        assert d.text_en == "(English text not in the documents) " + d.text_es


def _release_notes() -> Path:
    here = shared_dir()
    assert here is not None
    return here / "data" / "dsk" / "release-notes.jsonl"


@needs_shared
def test_special_guests_english_names_are_the_release_notes():
    """The English names are the release notes' facts (``name_en``), none invented."""
    rows = [json.loads(line) for line in _release_notes().open(encoding="utf-8")]
    noted = {r["name_es"]: r.get("name_en") for r in rows if r.get("section") == "special_guests"}
    assert noted == GUESTS


# -- Compañía reunida -------------------------------------------------------------------------
def test_compania_reunida_puts_up_to_two_small_creatures_onto_the_battlefield_608_2c():
    g = build(
        hands=(["Compañía reunida"], []),
        battlefields=(["Bosque"] * 4, []),
        libraries=(
            ["Test Bear", "Test Giant", "Isla", "Test Elf", "Test Bear", "Llanura", "Pantano"],
            [],
        ),
    )
    cast(g, "Compañía reunida")
    resolve_top(g)
    assert g.pending.kind == "look"
    offered = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if i != "none"}
    assert offered == {"Test Bear", "Test Elf"}  # Test Giant's mana value is over 3
    g.submit(g.pending.ids()[0])
    g.submit(next(i for i in g.pending.ids() if i != "none"))
    while g.pending.kind == "order":  # the rest on the bottom, in the order chosen (401.4)
        g.submit(g.pending.ids()[-1])
    creatures = sorted(c for c in cards(g, "battlefield") if c != "Forest")
    assert creatures == ["Test Bear", "Test Elf"]
    library = cards(g, "library/0")
    assert library[-1] == "Swamp"  # the seventh card stays on top; the others went under
    assert sorted(library[:4]) == ["Island", "Plains", "Test Bear", "Test Giant"]


def test_compania_reunida_may_put_none_608_2c():
    g = build(
        hands=(["Compañía reunida"], []),
        battlefields=(["Bosque"] * 4, []),
        libraries=(["Test Bear", "Isla"], []),
    )
    cast(g, "Compañía reunida")
    resolve_top(g)
    g.submit("none")
    _settle(g)
    assert sorted(cards(g, "library/0")) == ["Island", "Test Bear"]


# -- Expropiar --------------------------------------------------------------------------------
def test_expropiar_votes_extra_turn_and_control_701_38a_500_7():
    g = build(
        hands=(["Expropiar"], []),
        battlefields=(["Isla"] * 9, ["Test Giant", "Test Bear"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    cast(g, "Expropiar")
    resolve_top(g)
    assert (g.pending.player, g.pending.kind) == (0, "vote")  # starting with you
    assert g.pending.ids() == ["vote:time", "vote:money"]  # no abstaining (701.38a)
    g.submit("vote:time")
    assert (g.pending.player, g.pending.kind) == (1, "vote")
    g.submit("vote:money")
    giant = one(g, "Test Giant")
    g.submit(f"choose:{giant}")  # a permanent owned by the voter (Sur)
    assert g.characteristics(giant).controller == 0
    assert cards(g, "exile") == ["Expropiar"]
    while g.state.turn == 2:
        g.submit("pass" if "pass" in g.pending.ids() else g.pending.ids()[0])
    assert (g.state.turn, g.state.active) == (3, 0)  # the extra turn (500.7)
    assert "500.7" in g.log.rules()
    while g.state.turn == 3:
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert g.state.active == 1


# -- Fuego impío ------------------------------------------------------------------------------
def test_fuego_impio_deals_2_or_6_with_delirium_120_3():
    for graveyard, damage in (
        (["Test Bear"], 2),
        (["Test Bear", "Isla", "Bear Trap", "Test Rally"], 6),
    ):
        g = build(
            hands=(["Fuego impío"], []),
            battlefields=(["Montaña"], ["Test Giant"]),
            graveyards=(graveyard, []),
        )
        giant = one(g, "Test Giant")
        cast(g, "Fuego impío", f"target:{giant}")
        resolve_top(g)
        if damage == 2:
            assert g.state.objects[giant].damage == 2
        else:
            assert cards(g, "graveyard/1") == ["Test Giant"]


# -- Imagen fantasmal -------------------------------------------------------------------------
def test_imagen_fantasmal_enters_as_a_copy_illusion_sacrificed_when_targeted_707_9():
    g = build(
        hands=(["Imagen fantasmal", "Test Shock"], []),
        battlefields=(["Isla", "Isla", "Montaña"], ["Test Giant"]),
    )
    cast(g, "Imagen fantasmal")
    resolve_top(g)
    assert g.pending.kind == "copy"
    giant = one(g, "Test Giant")
    assert set(g.pending.ids()) == {f"copy:{giant}", "none"}
    g.submit(f"copy:{giant}")
    image = one(g, "Imagen fantasmal")
    c = g.characteristics(image)
    assert c.name == "Test Giant" and set(c.subtypes) == {"Giant", "Illusion"}
    assert (c.power, c.toughness) == (4, 4)
    cast(g, "Test Shock", f"target:{image}")
    assert cards(g, "stack") == ["Test Shock", "Imagen fantasmal"]  # its trigger (603.2)
    resolve_top(g)
    assert cards(g, "graveyard/0") == ["Imagen fantasmal"]  # sacrificed (701.21a)


def test_imagen_fantasmal_copying_nothing_is_a_0_0_and_dies_704_5f():
    g = build(hands=(["Imagen fantasmal"], []), battlefields=(["Isla", "Isla", "Test Bear"], []))
    cast(g, "Imagen fantasmal")
    resolve_top(g)
    g.submit("none")
    assert cards(g, "graveyard/0") == ["Imagen fantasmal"]


# -- Maldición enloquecedora ------------------------------------------------------------------
def test_maldicion_enloquecedora_enchants_a_player_and_rolls_a_d6_706_2():
    g = build(
        hands=(["Maldición enloquecedora"], ["Test Shock", "Test Bear"]),
        battlefields=(["Montaña"] * 3, ["Montaña", "Bosque", "Bosque", "Bosque"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    cast(g, "Maldición enloquecedora", "target:-2")
    resolve_top(g)
    curse = one(g, "Maldición enloquecedora")
    assert g.state.objects[curse].attached_to == -2  # Sur (CR 303.4b)
    while not (g.state.active == 1 and g.state.step == "main1"):
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    cast(g, "Test Shock", "target:-1", player=1)
    assert cards(g, "stack") == ["Test Shock", "Maldición enloquecedora"]
    resolve_top(g)
    entry = next(e for e in g.state.log if e.rule == "706.2")
    result = entry.args[2]
    assert 1 <= result <= 6
    assert g.state.player(1).life == 20 - result
    assert g.state.objects[curse].attached_to == -2  # no other opponent to move to
    _settle(g)
    cast(g, "Test Bear", player=1)  # a creature spell: nothing
    assert cards(g, "stack") == ["Test Bear"]


# -- Protectora de almas ----------------------------------------------------------------------
def test_protectora_de_almas_gains_1_when_another_creature_enters_603_6a():
    g = build(
        hands=(["Test Bear"], ["Test Bear"]),
        battlefields=(["Protectora de almas", "Bosque", "Bosque"], ["Bosque", "Bosque"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    cast(g, "Test Bear")
    _settle(g)
    assert g.state.player(0).life == 21
    while not (g.state.active == 1 and g.state.step == "main1"):
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    cast(g, "Test Bear", player=1)  # any other creature, an opponent's too
    _settle(g)
    assert g.state.player(0).life == 22


# -- Resucitación nociva ----------------------------------------------------------------------
def test_resucitacion_nociva_phyrexian_mana_with_g_or_2_life_107_4f():
    g = build(
        hands=(["Resucitación nociva"], []),
        battlefields=(["Bosque"], []),
        graveyards=([], ["Test Bear"]),
    )
    spell = one(g, "Resucitación nociva", "hand/0")
    g.submit(f"cast:{spell}")
    assert g.pending.kind == "cost" and set(g.pending.ids()) == {"pay_color", "life"}
    g.submit("pay_color")
    g.submit(f"target:{one(g, 'Test Bear', 'graveyard/1')}")
    pay(g)
    assert g.state.player(0).life == 20 and g.state.objects[one(g, "Forest")].tapped
    resolve_top(g)
    assert cards(g, "library/1") == ["Test Bear"]  # on top of its owner's library (401.4)


def test_resucitacion_nociva_paid_with_life_and_green_mana_value_1_202_3():
    g = build(hands=(["Resucitación nociva"], []), graveyards=(["Test Bear"], []))
    assert get("Resucitación nociva").mana_cost.mana_value == 1
    assert get("Resucitación nociva").colors == ("G",)
    cast(g, "Resucitación nociva", "life", f"target:{one(g, 'Test Bear', 'graveyard/0')}")
    assert g.state.player(0).life == 18
    resolve_top(g)
    assert cards(g, "library/0") == ["Test Bear"]


def test_resucitacion_nociva_needs_two_life_119_4():
    g = build(hands=(["Resucitación nociva"], []), graveyards=(["Test Bear"], []), life=(1, 20))
    assert f"cast:{one(g, 'Resucitación nociva', 'hand/0')}" not in g.pending.ids()


# -- Sacrificar -------------------------------------------------------------------------------
def test_sacrificar_adds_b_equal_to_the_sacrificed_creatures_mana_value_601_2f():
    g = build(hands=(["Sacrificar"], []), battlefields=(["Pantano", "Test Giant", "Test Bear"], []))
    giant = one(g, "Test Giant")
    cast(g, "Sacrificar", f"sacrifice:{giant}")
    assert "Test Giant" in cards(g, "graveyard/0")
    resolve_top(g)
    assert g.state.player(0).pool[2] == get("Test Giant").mana_cost.mana_value  # {B}
    assert ids(g, "Test Bear")
