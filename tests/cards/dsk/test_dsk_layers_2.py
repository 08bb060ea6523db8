"""Duskmourn cards written with the continuous-effect vocabulary, continued: a delirium
static (CR 611.3a), a delirium search, and the predefined tokens Duskmourn cards create."""

from grimorio.scenario.board import build
from support import attack, cast, ids, one, resolve_top, sorted_cards, to_step


# -- Wildfire Wickerfolk ------------------------------------------------------------------
def test_wildfire_wickerfolk_haste_attacks_the_turn_it_arrives_702_10b():
    g = build(battlefields=([{"name": "Wildfire Wickerfolk", "sick": True}], []))
    wicker = one(g, "Wildfire Wickerfolk")
    attack(g, wicker)
    to_step(g, "end_combat")
    assert g.state.player(1).life == 17


def test_wildfire_wickerfolk_without_delirium_is_3_2_without_trample():
    g = build(
        battlefields=(["Wildfire Wickerfolk"], []),
        graveyards=(["Test Bear", "Asesinato", "Bosque"], []),  # three card types
    )
    c = g.characteristics(one(g, "Wildfire Wickerfolk"))
    assert (c.power, c.toughness) == (3, 2)
    assert "trample" not in c.keywords
    assert "haste" in c.keywords


def test_wildfire_wickerfolk_delirium_turns_on_when_fourth_type_arrives_611_3a():
    """ "As long as" (CR 611.3a): the effect applies whenever the condition holds, here as
    soon as an instant joins a creature, a land and a sorcery in the graveyard."""
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Wildfire Wickerfolk"] + ["Pantano"] * 3, ["Test Hunter"]),
        graveyards=(["Test Bear", "Bosque", "Exorcise"], []),
    )
    wicker = one(g, "Wildfire Wickerfolk")
    assert (g.characteristics(wicker).power, g.characteristics(wicker).toughness) == (3, 2)
    cast(g, "Murder", f"target:{one(g, 'Test Hunter')}")
    resolve_top(g)
    c = g.characteristics(wicker)
    assert (c.power, c.toughness) == (4, 3)
    assert {"trample", "haste"} <= c.keywords


def test_wildfire_wickerfolk_counts_only_its_controllers_graveyard():
    g = build(
        battlefields=(["Wildfire Wickerfolk"], []),
        graveyards=([], ["Test Bear", "Asesinato", "Bosque", "Exorcise"]),
    )
    c = g.characteristics(one(g, "Wildfire Wickerfolk"))
    assert (c.power, c.toughness) == (3, 2)


# -- Demonic Counsel ----------------------------------------------------------------------
def test_demonic_counsel_searches_only_for_a_demon_701_23b():
    """Without delirium only a Demon card can be found; with none in the library nothing is
    found (CR 701.23b) and the library is still shuffled (701.24a)."""
    g = build(
        hands=(["Consejo demoníaco"], []),
        battlefields=(["Pantano"] * 2, []),
        libraries=(["Asesinato", "Test Bear"], []),
    )
    cast(g, "Demonic Counsel")
    resolve_top(g)
    assert g.pending.kind == "priority"  # nothing to choose from
    assert sorted_cards(g, "hand/0") == []
    assert sorted_cards(g, "library/0") == ["Murder", "Test Bear"]
    assert "701.24a" in g.log.rules()


def test_demonic_counsel_delirium_finds_any_card_without_revealing_it():
    """Delirium: "instead search your library for any card". Ruling: "If Demonic Counsel's
    delirium ability lets you search your library for any card, you don't have to reveal
    it." The card found is not named in the log."""
    g = build(
        hands=(["Consejo demoníaco"], []),
        battlefields=(["Pantano"] * 2, []),
        libraries=(["Asesinato", "Test Bear"], []),
        graveyards=(["Test Giant", "Bosque", "Exorcise", "Horrid Vigor"], []),
    )
    cast(g, "Demonic Counsel")
    resolve_top(g)
    murder = one(g, "Murder", "library/0")
    bear = one(g, "Test Bear", "library/0")
    assert sorted(g.pending.ids()) == sorted([f"search:{murder}", f"search:{bear}", "none"])
    g.submit(f"search:{murder}")
    assert sorted_cards(g, "hand/0") == ["Murder"]
    found = [e for e in g.log if e.key.startswith("zone.search_hand")]
    assert [e.key for e in found] == ["zone.search_hand.hidden"]


# -- Predefined tokens --------------------------------------------------------------------
def test_tokens_have_the_characteristics_their_cards_describe_111_10():
    """CR 111.4, 111.10: the tokens Duskmourn cards create, as the cards describe them."""
    g = build(battlefields=(["Toy", "Spider", "Insect", "Spirit", "Horror", "Demon"], []))
    expected = {
        "Toy": (("artifact", "creature"), ("Toy",), ("W",), (1, 1), set()),
        "Spider": (("creature",), ("Spider",), ("G",), (2, 2), {"reach"}),
        "Insect": (("creature",), ("Insect",), ("B", "G"), (1, 1), {"flying"}),
        "Spirit": (("creature",), ("Spirit",), ("W",), (3, 1), {"flying"}),
        "Horror": (("enchantment", "creature"), ("Horror",), ("B",), (2, 2), set()),
        "Demon": (("creature",), ("Demon",), ("B",), (6, 6), {"flying"}),
    }
    for name, (types, subtypes, colors, pt, keywords) in expected.items():
        oid = one(g, name)
        assert g.state.objects[oid].token
        c = g.characteristics(oid)
        assert set(c.types) == set(types), name
        assert c.subtypes == subtypes, name
        assert set(c.colors) == set(colors), name
        assert (c.power, c.toughness) == pt, name
        assert set(c.keywords) == keywords, name
    assert g.card_name(one(g, "Spider"), "es") == "Araña"
    assert g.card_name(one(g, "Toy"), "es") == "Juguete"


def test_everywhere_token_is_every_basic_land_type_and_taps_for_any_color_305_6():
    """Ruling: "The Everywhere token ... has the land types Plains, Island, Swamp, Mountain,
    and Forest. It also has the mana ability of each basic land type ... It doesn't have the
    supertype basic." (CR 305.6)"""
    g = build(hands=(["Armadura etérea"], []), battlefields=(["Doquier", "Test Bear"], []))
    everywhere = one(g, "Everywhere")
    c = g.characteristics(everywhere)
    assert c.types == ("land",)
    assert set(c.subtypes) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert c.supertypes == ()
    assert c.colors == ()
    assert len(c.abilities) == 5
    cast(g, "Ethereal Armor", f"target:{one(g, 'Test Bear')}")  # {W} from Everywhere
    assert g.state.objects[everywhere].tapped
    resolve_top(g)
    assert ids(g, "Ethereal Armor")
