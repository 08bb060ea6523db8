"""CR 707 — Copiando objetos: copiable values (707.2), copies of copies (707.3, 707.9b),
becoming a copy (707.4), exceptions (707.9), tokens that are copies (111.1) and copies of
spells (707.10). Clone's "enter as a copy" is a replacement effect outside the card
vocabulary; the test-only spells of ``grimorio.testing.cards.layers`` make the same copies
with CreateCopyToken and BecomeCopy."""

from __future__ import annotations

from grimorio.scenario.board import build
from support import cards, cast, ids, one, resolve_top

LIB = ["Llanura"] * 5
LANDS = ["Llanura"] * 3 + ["Isla"] * 5 + ["Bosque"] * 2 + ["Montaña"] * 3 + ["Pantano"] * 2


def game(mine=(), theirs=(), hand=()):  # type: ignore[no-untyped-def]
    return build(
        hands=(list(hand), []),
        battlefields=(LANDS + list(mine), list(theirs)),
        libraries=(LIB, LIB),
    )


def pay(g):  # type: ignore[no-untyped-def]
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])


def play(g, card, *targets):  # type: ignore[no-untyped-def]
    cast(g, card, *(f"target:{t}" for t in targets))
    resolve_top(g)


def new_one(g, card, before):  # type: ignore[no-untyped-def]
    """The object called ``card`` that wasn't on the battlefield before."""
    (obj,) = [i for i in ids(g, card) if i not in before]
    return obj


def copy_token(g, original):  # type: ignore[no-untyped-def]
    """Cast Test Replicate on ``original``; return the token."""
    before = set(g.state.zones["battlefield"])
    play(g, "Test Replicate", original)
    (token,) = [i for i in g.state.zones["battlefield"] if i not in before]
    assert g.state.objects[token].token
    return token


def test_707_2_a_copy_of_an_animated_chimeric_staff_is_just_an_artifact():
    """707.2, first example: a copy of Chimeric Staff made a 5/5 Construct artifact creature
    is an artifact — the type-changing effect isn't copied — with the Staff's ability,
    which can make it a creature."""
    g = game(["Chimeric Staff"], hand=["Test Replicate"])
    staff = one(g, "Chimeric Staff")
    g.submit(f"activate:{staff}:0")
    g.submit("x:5")
    pay(g)
    resolve_top(g)
    assert g.characteristics(staff).types == ("artifact", "creature")
    assert (g.characteristics(staff).power, g.characteristics(staff).toughness) == (5, 5)
    token = copy_token(g, staff)
    c = g.characteristics(token)
    assert c.types == ("artifact",)
    assert c.subtypes == ()
    assert c.power is None
    g.submit(f"activate:{token}:0")
    g.submit("x:2")
    pay(g)
    resolve_top(g)
    c = g.characteristics(token)
    assert "creature" in c.types and (c.power, c.toughness) == (2, 2)


def test_707_2_a_copy_of_a_face_down_creature_is_a_nameless_2_2():
    """707.2, second example (708.2a): a copy of a face-down creature is a colourless,
    nameless 2/2 creature with no types, abilities or mana cost — and it is face up."""
    g = game(["Test Skylord"], hand=["Test Replicate"])
    skylord = one(g, "Test Skylord")
    g.state.objects[skylord].face_down = True
    g.state.version += 1  # a change made by hand: the computed characteristics are stale
    token = copy_token(g, skylord)
    c = g.characteristics(token)
    assert (c.name, c.colors, c.subtypes, c.abilities, c.mana_cost) == ("", (), (), (), None)
    assert c.types == ("creature",)
    assert (c.power, c.toughness) == (2, 2)
    assert not g.state.objects[token].face_down


def test_707_2b_changing_the_original_later_doesnt_change_the_copy():
    """707.2b: once copied, the original becoming a copy of something else leaves the
    token's copiable values as they were."""
    g = game(["Runeclaw Bear", "Grey Ogre"], hand=["Test Replicate", "Test Mirror"])
    bear, ogre = one(g, "Runeclaw Bear"), one(g, "Grey Ogre")
    token = copy_token(g, bear)
    cast(g, "Test Mirror", f"target:{bear}", f"target:{ogre}")
    resolve_top(g)
    assert g.characteristics(bear).name == "Grey Ogre"
    assert g.characteristics(token).name == "Runeclaw Bear"


def test_707_3_a_copy_of_a_copy_gets_the_exceptions_too():
    """707.3 example (Vesuvan Doppelganger, Clone): a creature that became a copy of
    Runeclaw Bear "except it's blue and has flying"; a copy of it is a blue 2/2 Bear called
    Runeclaw Bear with flying (707.9a–b: the exceptions are part of the copiable values)."""
    g = game(["Test Turtle", "Runeclaw Bear"], hand=["Test Doppelganger Spell", "Test Replicate"])
    turtle, bear = one(g, "Test Turtle"), one(g, "Runeclaw Bear")
    cast(g, "Test Doppelganger Spell", f"target:{turtle}", f"target:{bear}")
    resolve_top(g)
    token = copy_token(g, turtle)
    for obj in (turtle, token):
        c = g.characteristics(obj)
        assert (c.name, c.colors, c.subtypes) == ("Runeclaw Bear", ("U",), ("Bear",))
        assert (c.power, c.toughness) == (2, 2)
        assert "flying" in c.keywords


def test_707_4_becoming_a_copy_keeps_other_effects_and_the_object():
    """707.4 example: a creature with Giant Growth's +3/+3 that becomes a copy of Grey Ogre
    keeps the +3/+3 (5/5); it doesn't leave the battlefield (same object, 400.7)."""
    g = game(["Test Turtle", "Grey Ogre"], hand=["Giant Growth", "Test Mirror"])
    turtle, ogre = one(g, "Test Turtle"), one(g, "Grey Ogre")
    play(g, "Giant Growth", turtle)
    cast(g, "Test Mirror", f"target:{turtle}", f"target:{ogre}")
    resolve_top(g)
    assert turtle in g.state.zones["battlefield"]
    c = g.characteristics(turtle)
    assert c.name == "Grey Ogre"
    assert (c.power, c.toughness) == (5, 5)


def test_707_9b_copy_artifact_is_an_enchantment_in_addition():
    """707.9b example (Copy Artifact copying an artifact creature): the copy's types are
    artifact, creature and enchantment, and a copy of it has them too."""
    g = game(["Test Golem"], hand=["Test Copy Artifact", "Test Replicate"])
    golem = one(g, "Test Golem")
    before = set(g.state.zones["battlefield"])
    play(g, "Test Copy Artifact", golem)
    token = new_one(g, "Test Golem", before)
    c = g.characteristics(token)
    assert set(c.types) == {"artifact", "creature", "enchantment"}
    assert (c.power, c.toughness) == (5, 3)
    second = copy_token(g, token)
    assert set(g.characteristics(second).types) == {"artifact", "creature", "enchantment"}


def test_707_9d_except_its_7_7_doesnt_copy_a_cda():
    """707.9d example (Quicksilver Gargantuan copying a creature with a P/T-defining CDA):
    a copy "except it's 7/7" doesn't get that characteristic-defining ability: 7/7."""
    g = game(["Crusader of Odric", "Grey Ogre"], hand=["Test Gargantuan Copy"])
    crusader = one(g, "Crusader of Odric")
    assert (g.characteristics(crusader).power, g.characteristics(crusader).toughness) == (2, 2)
    before = set(g.state.zones["battlefield"])
    play(g, "Test Gargantuan Copy", crusader)
    token = new_one(g, "Crusader of Odric", before)
    c = g.characteristics(token)
    assert (c.power, c.toughness) == (7, 7)
    assert c.abilities == ()


def test_707_2_a_copy_of_a_token_is_a_token_with_its_values():
    """707.2, 111.1: a copy of a token gets the token's copiable values (those the effect
    that created it gave it)."""
    g = game([{"name": "Grey Ogre", "token": True}], hand=["Test Replicate"])
    original = one(g, "Grey Ogre")
    token = copy_token(g, original)
    c = g.characteristics(token)
    assert (c.name, c.power, c.toughness) == ("Grey Ogre", 2, 2)


def test_707_10_a_spell_copy_keeps_x_and_targets_and_ceases_to_exist():
    """707.10: a copy of a spell copies X and targets; it is not cast; the player who put it
    on the stack controls it; 707.10a: off the stack it ceases to exist."""
    g = game(hand=["Test Blast", "Test Fork"])
    cast(g, "Test Blast", "x:3", "target:-2")
    (blast,) = g.state.zones["stack"]
    cast(g, "Test Fork", f"target:{blast}")
    resolve_top(g)  # Test Fork resolves: the copy is on the stack
    copy = g.state.zones["stack"][-1]
    obj = g.state.objects[copy]
    assert copy != blast and obj.is_copy
    assert (obj.x, obj.targets, obj.controller) == (3, g.state.objects[blast].targets, 0)
    resolve_top(g)
    resolve_top(g)
    assert g.state.player(1).life == 14
    assert copy not in g.state.objects
    assert sorted(cards(g, "graveyard/0")) == ["Test Blast", "Test Fork"]


def test_707_10_a_copy_of_a_modal_spell_has_the_same_mode():
    """707.10 example (Fork on Emerald Charm): the copy has the mode chosen for the
    original."""
    g = game(["Grey Ogre"], hand=["Test Charm", "Test Fork"])
    ogre = one(g, "Grey Ogre")
    cast(g, "Test Charm", "mode:1", f"target:{ogre}")
    (charm,) = g.state.zones["stack"]
    cast(g, "Test Fork", f"target:{charm}")
    resolve_top(g)
    copy = g.state.zones["stack"][-1]
    assert g.state.objects[copy].modes == g.state.objects[charm].modes
    resolve_top(g)
    resolve_top(g)
    c = g.characteristics(ogre)
    assert "flying" in c.keywords and (c.power, c.toughness) == (2, 2)
