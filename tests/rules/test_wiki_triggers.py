"""The worked examples of the wiki article on triggered abilities
(``mtg-wiki-habilidades-disparadas.txt``): Drékavac, Crecimiento salvaje, Dicha ignorante,
Nekrataal, Maestro de caballería and Genju de los campos, and the examples of rule 603 the
article quotes.

The article quotes the Comprehensive Rules of War of the Spark (May 2019). Where those
rules changed, the 2026-01-16 CR wins and the test says so: the rule numbers after 603.2c
moved (the article's 603.2d–f are 603.2e–g now), 603.3b is a two-part process now, the
603.8 example says "until it has left the stack" (not "until it has resolved"), and the
603.12 example's Heartpiercer Manticore targets "any target" (not "target creature or
player") and "enters" (not "enters the battlefield").
"""

from __future__ import annotations

from grimorio import Game
from support import attack, cards, cast, ids, one, pay, resolve_top
from trigger_support import (
    LIB,
    board,
    count,
    life,
    put_in_order,
    resolve_all,
    stack_sources,
    to_step,
)

# -- Drékavac: an enters trigger with "unless" ----------------------------------------------


def test_wiki_drekavac_discard_a_noncreature_card_to_keep_it():
    """Drékavac: "when it enters, sacrifice it unless you discard a noncreature card." The
    ability triggers as it enters and goes on the stack; as it resolves you discard a
    noncreature card or sacrifice it (603.5)."""
    g = board(
        hands=(["Drekavac", "Test Shock", "Test Bear"], []), battlefields=(["Pantano"] * 2, [])
    )
    cast(g, "Drekavac")
    resolve_top(g)
    assert stack_sources(g) == ["Drekavac"]
    resolve_top(g)
    assert g.pending.kind == "pay"
    shock = one(g, "Test Shock", "hand/0")
    assert g.pending.ids() == [f"discard:{shock}", "decline"]  # not the creature card
    g.submit(f"discard:{shock}")
    assert len(ids(g, "Drekavac")) == 1
    assert cards(g, "graveyard/0") == ["Test Shock"]
    assert cards(g, "hand/0") == ["Test Bear"]


def test_wiki_drekavac_without_a_noncreature_card_it_is_sacrificed():
    """Drékavac: with only creature cards in hand nothing can be discarded for it, so it is
    sacrificed."""
    g = board(hands=(["Drekavac", "Test Bear"], []), battlefields=(["Pantano"] * 2, []))
    cast(g, "Drekavac")
    resolve_top(g)
    resolve_top(g)
    assert ids(g, "Drekavac") == []
    assert cards(g, "graveyard/0") == ["Drekavac"]
    assert cards(g, "hand/0") == ["Test Bear"]


def test_wiki_drekavac_triggers_whenever_it_enters_by_any_means():
    """Drékavac: the trigger event is its entering the battlefield "por cualquier medio" —
    also when an effect puts it there (here it is flickered: exiled and returned)."""
    g = board(
        hands=(["Test Flicker", "Test Bear"], []),
        battlefields=(["Drekavac", "Llanura"], []),
    )
    cast(g, "Test Flicker", f"target:{one(g, 'Drekavac')}")
    resolve_top(g)
    assert stack_sources(g) == ["Drekavac"]
    resolve_top(g)
    assert ids(g, "Drekavac") == []  # only a creature card in hand: sacrificed


# -- Crecimiento salvaje: a triggered mana ability ------------------------------------------


def wild_growth_board(*others: str) -> Game:
    return board(
        hands=(["Test Bear"], []),
        battlefields=(
            [{"name": "Bosque"}, {"name": "Wild Growth", "attached_to": "Bosque"}, *others],
            [],
        ),
    )


def test_wiki_wild_growth_adds_its_mana_at_once_without_the_stack():
    """Crecimiento salvaje: "whenever enchanted land is tapped for mana, its controller adds
    an additional {G}" is a triggered mana ability (605.1b): whenever the land's mana
    ability is activated, it adds its mana at the same time, without the stack and without
    anyone passing priority."""
    g = wild_growth_board("Llanura")
    cast(g, "Test Bear")
    assert "605.1b" in g.log.rules()
    assert "603.3" not in g.log.rules() and "603.2" not in g.log.rules()
    assert stack_sources(g) == ["Test Bear"]  # no ability on the stack
    forest = one(g, "Forest")
    assert g.state.objects[forest].tapped
    entries = list(g.log)
    tap = next(i for i, e in enumerate(entries) if e.key == "tap" and e.args[0][2] == forest)
    after = entries[tap + 1 : tap + 3]  # the Forest's {G} and Wild Growth's {G}, at once
    assert [(e.key, e.args[2]) for e in after] == [("mana.add", "G"), ("mana.add", "G")]
    assert sorted(e.rule for e in after) == ["605.1b", "605.3b"]


def pay_with_forest(g: Game) -> None:
    """CR 601.2g: the player activates the enchanted Forest's mana ability while paying
    (and any other source only if the engine still asks for one)."""
    forest = one(g, "Forest")
    while g.pending.kind == "mana":
        mine = [o for o in g.pending.ids() if o.split(":")[1] == str(forest)]
        g.submit(mine[0] if mine else g.pending.ids()[0])


def test_wiki_ignorant_bliss_returns_the_cards_and_draws_at_the_next_end_step():
    """Dicha ignorante: the delayed ability waits for the next end step, then goes on the
    stack; resolving, it returns the exiled cards to your hand and you draw a card."""
    g = board(
        hands=(["Ignorant Bliss", "Test Bear", "Test Elf"], []),
        battlefields=(["Montaña", "Montaña"], []),
        libraries=(["Isla"] * 4, LIB),
    )
    cast(g, "Ignorant Bliss")
    resolve_top(g)
    assert cards(g, "hand/0") == []
    assert sorted(cards(g, "exile")) == ["Test Bear", "Test Elf"]
    assert "603.7a" in g.log.rules()
    to_step(g, "end")
    assert stack_sources(g) == ["Ignorant Bliss"]
    resolve_top(g)
    assert sorted(cards(g, "hand/0")) == ["Island", "Test Bear", "Test Elf"]
    assert cards(g, "exile") == []


def test_wiki_ignorant_bliss_countered_delayed_ability_leaves_the_cards_in_exile():
    """Dicha ignorante: if the delayed ability doesn't resolve (countered by a "counter
    target activated or triggered ability" spell), the cards stay in exile and you don't
    draw."""
    g = board(
        hands=(["Ignorant Bliss", "Test Bear"], ["Test Stifle"]),
        battlefields=(["Montaña", "Montaña"], ["Isla"]),
    )
    cast(g, "Ignorant Bliss")
    resolve_top(g)
    to_step(g, "end")
    (ability,) = g.state.zones["stack"]
    g.submit("pass")  # Norte passes; Sur counters the ability
    cast(g, "Test Stifle", f"target:{ability}", player=1)
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert cards(g, "exile") == ["Test Bear"]
    assert cards(g, "hand/0") == []
    to_step(g, "upkeep", turn=3)
    assert cards(g, "exile") == ["Test Bear"]


def test_wiki_ignorant_bliss_cast_in_the_end_step_waits_for_the_next_turns_end_step():
    """Dicha ignorante, 603.7a: cast during an end step, "the next end step" is the next
    turn's: the ability was created after this end step began."""
    g = board(
        hands=(["Ignorant Bliss", "Test Bear"], []),
        battlefields=(["Montaña", "Montaña"], []),
        step="end",
    )
    cast(g, "Ignorant Bliss")
    resolve_top(g)
    to_step(g, "upkeep", turn=3)
    assert cards(g, "exile") == ["Test Bear"]
    assert count(g, "603.2") == 0
    to_step(g, "end", turn=3)
    assert stack_sources(g) == ["Ignorant Bliss"]
    resolve_top(g)
    assert cards(g, "hand/0")[0] == "Test Bear" and len(cards(g, "hand/0")) == 2


# -- Nekrataal: a trigger must be used, with a legal target ---------------------------------


def test_wiki_nekrataal_must_target_your_own_creature_if_it_is_the_only_legal_one():
    """Nekrataal: a triggered ability is not optional; if the only nonartifact, nonblack
    creature is one of yours, it must be the target (603.3d, 601.2c)."""
    g = board(
        hands=(["Nekrataal"], []),
        battlefields=(["Pantano"] * 4 + ["Test Bear"], ["Test Spawn", "Test Construct"]),
    )
    cast(g, "Nekrataal")
    resolve_top(g)
    assert stack_sources(g) == ["Nekrataal"]
    bear = one(g, "Test Bear")
    (ability,) = g.state.zones["stack"]
    assert g.state.objects[ability].targets == ((bear,),)
    resolve_top(g)
    assert ids(g, "Test Bear") == []
    assert len(ids(g, "Test Spawn")) == 1 and len(ids(g, "Test Construct")) == 1


def test_wiki_nekrataal_the_trigger_cannot_be_declined():
    """Nekrataal: with two legal targets its controller chooses one of them — not choosing
    isn't offered, nor is an illegal (black or artifact) creature."""
    g = board(
        hands=(["Nekrataal"], []),
        battlefields=(["Pantano"] * 4 + ["Test Bear"], ["Test Giant", "Test Spawn"]),
    )
    cast(g, "Nekrataal")
    resolve_top(g)
    assert g.pending.kind == "target"
    assert sorted(g.pending.ids()) == sorted(
        [f"target:{one(g, 'Test Bear')}", f"target:{one(g, 'Test Giant')}"]
    )
    g.submit(f"target:{one(g, 'Test Giant')}")
    resolve_top(g)
    assert ids(g, "Test Giant") == []


def test_wiki_nekrataal_all_creatures_black_or_artifacts_the_ability_is_removed():
    """Nekrataal: only if every creature on the battlefield is an artifact or black is the
    ability removed from the stack (603.3d) — it still triggers."""
    g = board(
        hands=(["Nekrataal"], []),
        battlefields=(["Pantano"] * 4 + ["Test Spawn"], ["Test Construct"]),
    )
    cast(g, "Nekrataal")
    resolve_top(g)
    assert count(g, "603.2") == 1
    assert "603.3d" in g.log.rules()
    assert g.state.zones["stack"] == []


# -- Maestro de caballería and Genju de los campos: several instances trigger separately ----


def test_wiki_cavalry_master_two_instances_of_flanking_trigger_twice():
    """Maestro de caballería: with two Cavalry Masters, the one that is blocked has flanking
    twice — its own and the one the other Master grants — and each instance triggers
    separately (113.2c, 702.25b): the blocker gets -2/-2. (Flanking is written out as a
    "becomes blocked" trigger on each creature an opponent controls; Sur's only creature is
    the blocker.)"""
    g = board(
        battlefields=(["Cavalry Master", "Cavalry Master"], ["Test Bear"]), step="begin_combat"
    )
    master = ids(g, "Cavalry Master")[0]
    bear = one(g, "Test Bear")
    attack(g, master)
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{bear}:{master}")
    if g.pending.kind == "blockers":
        g.submit("done")
    put_in_order(g)
    assert stack_sources(g) == ["Cavalry Master", "Cavalry Master"]
    resolve_all(g)
    assert ids(g, "Test Bear") == []  # 2/2 with -2/-2 (704.5f)
    assert cards(g, "graveyard/1") == ["Test Bear"]


def test_wiki_cavalry_master_alone_flanking_triggers_once():
    """Maestro de caballería alone has flanking once: the blocker gets -1/-1."""
    g = board(battlefields=(["Cavalry Master"], ["Test Bear"]), step="begin_combat")
    master, bear = one(g, "Cavalry Master"), one(g, "Test Bear")
    attack(g, master)
    while g.pending.kind != "blockers":
        g.submit("pass")
    g.submit(f"block:{bear}:{master}")
    if g.pending.kind == "blockers":
        g.submit("done")
    assert stack_sources(g) == ["Cavalry Master"]
    resolve_all(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (1, 1)


def genju_board() -> tuple[Game, int]:
    """Norte's Plains enchanted with Genju of the Fields, and six Islands to pay with."""
    g = board(
        battlefields=(
            [{"name": "Llanura"}, {"name": "Genju of the Fields", "attached_to": "Llanura"}]
            + ["Isla"] * 6,
            [],
        ),
    )
    return g, one(g, "Plains")


def animate(g: Game, plains: int) -> None:
    """Activate Genju of the Fields, paying with Islands (not the enchanted Plains)."""
    g.submit(f"activate:{one(g, 'Genju of the Fields')}:0")
    while g.pending.kind == "mana":
        g.submit(next(o for o in g.pending.ids() if o.split(":")[1] not in (str(plains), "auto")))
    resolve_top(g)


def test_wiki_genju_of_the_fields_one_activation_one_lifegain_trigger():
    """Genju de los campos: activated once, the enchanted Plains is a 2/5 white Spirit
    creature, still a land, with "whenever this creature deals damage, you gain that much
    life"; dealing 2 combat damage, it triggers once: 2 life."""
    g, plains = genju_board()
    animate(g, plains)
    c = g.characteristics(plains)
    assert (c.power, c.toughness) == (2, 5)
    assert set(c.types) == {"land", "creature"} and "Spirit" in c.subtypes and c.colors == ("W",)
    attack(g, plains)
    to_step(g, "combat_damage")
    assert life(g, 1) == 18
    assert stack_sources(g) == ["Plains"]
    resolve_all(g)
    assert life(g) == 22


def test_wiki_genju_of_the_fields_three_activations_three_triggers():
    """Genju de los campos: activated three times, the enchanted land has three instances of
    the life-gain ability (113.2c); dealing 2 damage, each triggers and each gives 2 life:
    6 life in all. (Granted with ``Apply(Attached(), (..., Grant(abilities=(Triggered(...),
    ))))``.)"""
    g, plains = genju_board()
    for _ in range(3):
        animate(g, plains)
    attack(g, plains)
    to_step(g, "combat_damage")
    assert life(g, 1) == 18
    assert stack_sources(g) == ["Plains"] * 3
    resolve_all(g)
    assert life(g) == 26


# -- the examples of rule 603 the article quotes (2019 rules; the 2026 CR wins) -------------


def test_wiki_603_2c_quoted_example_each_land_destroyed_triggers_the_opponents_ability():
    """603.2c, example as quoted: "whenever a land is put into a graveyard from the
    battlefield" triggers once per land a "destroy all lands" spell destroys — here Sur's
    permanent, for Norte's three lands."""
    g = board(
        hands=(["Test Armageddon"], []),
        battlefields=(["Llanura"] * 4, ["Test Land Mourner"]),
    )
    cast(g, "Test Armageddon")
    resolve_top(g)
    assert stack_sources(g) == ["Test Land Mourner"] * 4
    assert {g.state.objects[i].controller for i in g.state.zones["stack"]} == {1}
    resolve_all(g)
    assert life(g, 1) == 24


def test_wiki_603_2d_quoted_is_603_2e_now_attacking_taps_and_vigilance_does_not():
    """The article's 603.2d is 603.2e in the 2026 CR (the same text and example): "becomes
    tapped" triggers when an attacker becomes tapped, and not for an attacker with
    vigilance, which doesn't become tapped."""
    g = board(
        battlefields=(["Test Tap Watcher", "Test Bear", "Test Vigilant"], []),
        step="begin_combat",
    )
    attack(g, one(g, "Test Bear"), one(g, "Test Vigilant"))
    assert stack_sources(g) == ["Test Tap Watcher"]
    resolve_all(g)
    assert life(g) == 21


def test_wiki_603_2f_quoted_is_603_2g_now_damage_partly_prevented_still_triggers():
    """The article's 603.2f is 603.2g in the 2026 CR: only damage that is all prevented
    triggers nothing; of 2 damage, 1 prevented, 1 is dealt and the ability triggers."""
    g = board(
        hands=(["Test Small Shield", "Test Shock"], []),
        battlefields=(["Test Thin Skin", "Llanura", "Montaña"], []),
    )
    skin = one(g, "Test Thin Skin")
    cast(g, "Test Small Shield", f"target:{skin}")
    resolve_top(g)
    cast(g, "Test Shock", f"target:{skin}")
    resolve_top(g)
    assert g.state.objects[skin].damage == 1
    assert stack_sources(g) == ["Test Thin Skin"]


def test_wiki_603_4_quoted_example_life_gained_after_the_upkeep_began_is_too_late():
    """603.4, example as quoted (Felidar Sovereign; "draw a card" stands in for "you win the
    game"): the life total is checked when the upkeep begins — with 39 life then, the
    ability doesn't trigger, even if its controller gets to 40 during the upkeep."""
    g = board(
        hands=(["Test Cantrip"], []),
        battlefields=(["Test Sovereign", "Isla"], []),
        life=(39, 20),
        active=1,
        step="end",
        turn=3,
    )
    to_step(g, "upkeep", turn=4)
    cast(g, "Test Cantrip")
    resolve_top(g)
    assert life(g) == 40
    assert count(g, "603.2") == 0
    to_step(g, "draw", turn=4)
    assert count(g, "603.2") == 0


def test_wiki_603_6b_quoted_example_humility_removes_the_enters_ability_as_it_enters():
    """603.6b, example as quoted: with Humility ("all creatures lose all abilities ..."), a
    creature with an enters ability loses it as it enters, and it doesn't trigger."""
    g = board(hands=(["Test Envoy"], []), battlefields=(["Humility", "Llanura", "Llanura"], []))
    cast(g, "Test Envoy")
    resolve_top(g)
    assert g.state.zones["stack"] == []
    assert life(g) == 20


def test_wiki_603_7a_quoted_example_bounced_before_the_delayed_ability_exists():
    """603.7a, first example as quoted: the creature leaves (returned to hand) before the
    ability creating "when this creature leaves the battlefield" resolves; the delayed
    ability never triggers, not even when the card, cast again, leaves again (400.7)."""
    g = board(
        hands=(["Test Bounce", "Test Bounce"], []),
        battlefields=(["Test Omen Keeper"] + ["Isla"] * 4 + ["Pantano"] * 3, []),
    )
    keeper = one(g, "Test Omen Keeper")
    g.submit(f"activate:{keeper}:0")
    pay(g)
    cast(g, "Test Bounce", f"target:{keeper}")
    resolve_top(g)
    resolve_top(g)
    assert "603.7a" in g.log.rules()
    cast(g, "Test Omen Keeper")
    resolve_top(g)
    cast(g, "Test Bounce", f"target:{one(g, 'Test Omen Keeper')}")
    resolve_top(g)
    assert count(g, "603.2") == 0
    assert life(g) == 20


def test_wiki_603_7c_quoted_example_the_permanent_left_before_the_end_step():
    """603.7c, example as quoted: "exile this creature at the beginning of the next end step"
    does nothing if the permanent left the battlefield before then (here it was returned to
    its owner's hand)."""
    g = board(
        hands=(["Test Bounce"], []),
        battlefields=(["Test Fading Relic", "March of the Machines", "Isla", "Isla"], []),
    )
    relic = one(g, "Test Fading Relic")
    g.submit(f"activate:{relic}:0")
    pay(g)
    resolve_top(g)
    cast(g, "Test Bounce", f"target:{relic}")
    resolve_top(g)
    to_step(g, "end")
    resolve_all(g)
    assert cards(g, "hand/0") == ["Test Fading Relic"]
    assert cards(g, "exile") == []


def test_wiki_603_8_quoted_until_it_has_resolved_is_until_it_has_left_the_stack_now():
    """603.8, example: the article quotes "it won't trigger again until it has resolved"; the
    2026 CR says "until it has left the stack" and wins. Countered, the state trigger left
    the stack without resolving: the hand is still empty, so it triggers again."""
    g = board(
        hands=(["Test Cantrip"], ["Test Stifle"]),
        battlefields=(["Test Empty Hand Muse", "Isla"], ["Isla"]),
    )
    cast(g, "Test Cantrip")
    assert stack_sources(g) == ["Test Cantrip", "Test Empty Hand Muse"]
    ability = g.state.zones["stack"][-1]
    g.submit("pass")
    cast(g, "Test Stifle", f"target:{ability}", player=1)
    resolve_top(g)
    assert count(g, "603.2") == 2
    assert stack_sources(g) == ["Test Cantrip", "Test Empty Hand Muse"]
    resolve_top(g)
    assert len(g.state.zones["hand/0"]) == 1


def test_wiki_603_10a_quoted_example_the_opponents_artifact_dies_with_the_creatures():
    """603.10a, example as quoted ("alguien juega un hechizo"): Norte's spell destroys all
    artifacts, creatures and enchantments; Sur's "whenever a creature dies" artifact
    triggers for each creature of both players, dying at the same time."""
    g = board(
        hands=(["Test Purge"], []),
        battlefields=(["Llanura"] * 5 + ["Test Bear"], ["Test Bone Collector", "Test Giant"]),
    )
    cast(g, "Test Purge")
    resolve_top(g)
    assert stack_sources(g) == ["Test Bone Collector"] * 2
    resolve_all(g)
    assert life(g, 1) == 22


def test_wiki_603_12_quoted_manticore_any_target_includes_a_planeswalker_now():
    """603.12, example: the article quotes Heartpiercer Manticore with "target creature or
    player"; its 2026 text (in the 2026 CR) says "any target", which includes planeswalkers
    (115.4) — the 2026 text wins."""
    g = board(
        hands=(["Heartpiercer Manticore"], []),
        battlefields=(
            ["Montaña"] * 4 + ["Test Bear"],
            [{"name": "Test Walker", "counters": {"loyalty": 3}}],
        ),
    )
    cast(g, "Heartpiercer Manticore")
    resolve_top(g)
    resolve_top(g)
    g.submit(f"sacrifice:{one(g, 'Test Bear')}")
    walker = one(g, "Test Walker")
    assert f"target:{walker}" in g.pending.ids()
    g.submit(f"target:{walker}")
    resolve_top(g)
    assert g.state.objects[walker].counters.get("loyalty") == 1  # 2 damage: the Bear's power
