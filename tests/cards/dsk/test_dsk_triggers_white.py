"""Duskmourn white cards with triggered abilities (CR 603), played through the public engine
(grimorio.scenario.board.build). Rulings from ../shared/data/dsk/release-notes.jsonl."""

from grimorio import Game
from grimorio.scenario.board import build
from support import attack, cards, ids, one, pay, resolve_top, sorted_cards

LIBRARY = ["Llanura"] * 8


def to_main2(g: Game) -> None:
    """Pass priority (and declare no attackers) until the second main phase begins."""
    while g.state.step != "main2":
        g.submit("done" if g.pending.kind == "attackers" else "pass")


def cast_ethereal_armor(g: Game, on: int) -> None:
    """Cast Armadura etérea (an enchantment) on ``on`` and let it resolve."""
    g.submit(f"cast:{one(g, 'Ethereal Armor', 'hand/0')}")
    g.submit(f"target:{on}")
    pay(g)
    resolve_top(g)


# -- Acrobatic Cheerleader ----------------------------------------------------------------
def test_acrobatic_cheerleader_survival_puts_flying_counter_603_4():
    """Survival: tapped as the second main phase begins, the ability triggers (CR 603.2b,
    603.4) and the flying counter gives it flying (CR 122.1b)."""
    g = build(
        battlefields=([{"name": "Animadora acrobática", "tapped": True}], []),
        libraries=(LIBRARY, LIBRARY),
    )
    cheer = one(g, "Acrobatic Cheerleader")
    to_main2(g)
    assert len(g.state.zones["stack"]) == 1
    resolve_top(g)
    assert g.state.objects[cheer].counters == {"flying": 1}
    assert "flying" in g.characteristics(cheer).keywords
    assert {"603.2", "603.3", "122.6"} <= set(g.log.rules())


def test_acrobatic_cheerleader_untapped_does_not_trigger_603_4():
    """The survival ruling: untapped as the second main phase begins, it doesn't trigger."""
    g = build(
        battlefields=(["Animadora acrobática"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    cheer = one(g, "Acrobatic Cheerleader")
    to_main2(g)
    assert g.state.zones["stack"] == [] and g.state.triggered == []
    assert g.state.objects[cheer].counters == {}
    assert "603.2" not in g.log.rules()


def test_acrobatic_cheerleader_triggers_only_once_ruling():
    """The ruling: once the ability has triggered, it doesn't trigger again while the
    Cheerleader stays on the battlefield — next turn, tapped by attacking, no trigger."""
    g = build(
        battlefields=([{"name": "Animadora acrobática", "tapped": True}], []),
        libraries=(LIBRARY, LIBRARY),
    )
    cheer = one(g, "Acrobatic Cheerleader")
    to_main2(g)
    resolve_top(g)
    assert g.state.objects[cheer].counters == {"flying": 1}
    while not (g.state.active == 0 and g.state.step == "main1"):  # to our next turn
        g.submit("done" if g.pending.kind == "attackers" else "pass")
    attack(g, cheer)
    to_main2(g)
    assert g.state.objects[cheer].tapped
    assert g.state.zones["stack"] == [] and g.state.triggered == []
    assert g.state.objects[cheer].counters == {"flying": 1}
    assert g.state.player(1).life == 18  # it did attack


# -- Cult Healer --------------------------------------------------------------------------
def test_cult_healer_eerie_gains_lifelink_603_2():
    """Eerie: an enchantment you control enters (CR 603.6a) — it gains lifelink until end of
    turn (CR 514.2)."""
    g = build(
        hands=(["Armadura etérea"], []),
        battlefields=(["Curandero sectario", "Llanura"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    healer = one(g, "Cult Healer")
    assert "lifelink" not in g.characteristics(healer).keywords
    cast_ethereal_armor(g, healer)
    assert len(g.state.zones["stack"]) == 1  # the eerie trigger
    resolve_top(g)
    assert "lifelink" in g.characteristics(healer).keywords
    while g.state.active == 0:  # the effect ends in the cleanup step (CR 514.2)
        g.submit("done" if g.pending.kind == "attackers" else "pass")
    assert "lifelink" not in g.characteristics(healer).keywords


def test_cult_healer_opponents_enchantment_does_not_trigger_603_2():
    """Eerie counts only enchantments *you* control entering."""
    g = build(
        hands=([], ["Armadura etérea"]),
        battlefields=(["Curandero sectario"], ["Llanura", "Test Bear"]),
        libraries=(LIBRARY, LIBRARY),
        active=1,
    )
    healer = one(g, "Cult Healer")
    g.submit(f"cast:{one(g, 'Ethereal Armor', 'hand/1')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    resolve_top(g)
    assert g.state.zones["stack"] == [] and g.state.triggered == []
    assert "lifelink" not in g.characteristics(healer).keywords


# -- Friendly Ghost -----------------------------------------------------------------------
def test_friendly_ghost_enters_target_creature_gets_2_4_603_3d():
    """When it enters, target creature (chosen as the trigger is put on the stack, CR
    603.3d) gets +2/+4 until end of turn; the Ghost has flying."""
    g = build(
        hands=(["Friendly Ghost"], []),
        battlefields=(["Llanura"] * 4 + ["Test Bear"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    bear = one(g, "Test Bear")
    g.submit(f"cast:{one(g, 'Friendly Ghost', 'hand/0')}")
    pay(g)
    resolve_top(g)
    ghost = one(g, "Friendly Ghost")
    assert "flying" in g.characteristics(ghost).keywords
    assert g.pending.kind == "target"
    assert sorted(g.pending.ids()) == sorted([f"target:{bear}", f"target:{ghost}"])
    g.submit(f"target:{bear}")
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 6)


# -- Glimmer Seeker -----------------------------------------------------------------------
def test_glimmer_seeker_survival_with_glimmer_draws_603_4():
    """Survival: tapped, and you control a Glimmer creature — draw a card."""
    g = build(
        battlefields=([{"name": "Glimmer Seeker", "tapped": True}, "Glimmer"], []),
        libraries=(["Isla", *LIBRARY], LIBRARY),
    )
    to_main2(g)
    resolve_top(g)
    assert cards(g, "hand/0") == ["Island"]
    assert len(ids(g, "Glimmer")) == 1


def test_glimmer_seeker_survival_without_glimmer_creates_one_603_4():
    """Survival: tapped, and no Glimmer creature — create a 1/1 white Glimmer enchantment
    creature token instead of drawing (CR 111.1)."""
    g = build(
        battlefields=([{"name": "Glimmer Seeker", "tapped": True}], ["Glimmer"]),
        libraries=(["Isla", *LIBRARY], LIBRARY),
    )
    to_main2(g)
    resolve_top(g)
    assert cards(g, "hand/0") == []
    mine = [i for i in ids(g, "Glimmer") if g.state.objects[i].controller == 0]
    assert len(mine) == 1
    c = g.characteristics(mine[0])
    assert (c.power, c.toughness) == (1, 1) and "enchantment" in c.types


def test_glimmer_seeker_untapped_does_nothing_603_4():
    g = build(battlefields=(["Glimmer Seeker"], []), libraries=(LIBRARY, LIBRARY))
    to_main2(g)
    assert g.state.zones["stack"] == [] and ids(g, "Glimmer") == []


# -- Hardened Escort ----------------------------------------------------------------------
def test_hardened_escort_attacks_another_creature_gets_indestructible_508_3a():
    """Whenever it attacks (CR 508.3a), another target creature you control gets +1/+0 and
    gains indestructible — the Escort itself can't be the target ("another")."""
    g = build(
        battlefields=(["Hardened Escort", "Test Bear"], ["Test Giant"]),
        libraries=(LIBRARY, LIBRARY),
    )
    escort, bear = one(g, "Hardened Escort"), one(g, "Test Bear")
    attack(g, escort, bear)
    # the only legal target is chosen for the controller (CR 603.3d)
    resolve_top(g)
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 2)
    assert "indestructible" in c.keywords
    assert "indestructible" not in g.characteristics(escort).keywords


def test_hardened_escort_alone_has_no_target_603_3d():
    """With no other creature, the ability is removed from the stack (CR 603.3d)."""
    g = build(battlefields=(["Hardened Escort"], []), libraries=(LIBRARY, LIBRARY))
    attack(g, one(g, "Hardened Escort"))
    assert "603.3d" in g.log.rules()
    assert g.state.zones["stack"] == []


# -- Optimistic Scavenger -----------------------------------------------------------------
def test_optimistic_scavenger_eerie_puts_counter_on_target_122_6():
    """Eerie: an enchantment you control enters — put a +1/+1 counter on target creature."""
    g = build(
        hands=(["Armadura etérea"], []),
        battlefields=(["Saqueadora optimista", "Llanura", "Test Bear"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    scavenger, bear = one(g, "Optimistic Scavenger"), one(g, "Test Bear")
    cast_ethereal_armor(g, scavenger)
    assert g.pending.kind == "target"
    g.submit(f"target:{bear}")
    resolve_top(g)
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 3)


def test_optimistic_scavenger_eerie_for_each_enchantment_token_ruling():
    """The eerie ruling: enchantments entering at once trigger it once each — the Glimmer
    token Glimmerburst creates is an enchantment (CR 111.1, 603.6a)."""
    g = build(
        hands=(["Glimmerburst"], []),
        battlefields=(["Saqueadora optimista", "Isla", "Isla", "Isla", "Isla"], []),
        libraries=(LIBRARY, LIBRARY),
    )
    scavenger = one(g, "Optimistic Scavenger")
    g.submit(f"cast:{one(g, 'Glimmerburst', 'hand/0')}")
    pay(g)
    resolve_top(g)
    glimmer = one(g, "Glimmer")
    g.submit(f"target:{scavenger}")
    resolve_top(g)
    assert g.state.objects[scavenger].counters == {"+1/+1": 1}
    assert g.state.objects[glimmer].counters == {}


# -- Splitskin Doll -----------------------------------------------------------------------
def test_splitskin_doll_draws_then_discards_without_small_creature_701_9a():
    """When it enters, draw a card; then, with no other creature with power 2 or less,
    discard a card (CR 701.9a)."""
    g = build(
        hands=(["Muñeca de piel rota"], []),
        battlefields=(["Llanura"] * 2 + ["Test Giant"], []),
        libraries=(["Isla", *LIBRARY], LIBRARY),
    )
    g.submit(f"cast:{one(g, 'Splitskin Doll', 'hand/0')}")
    pay(g)
    resolve_top(g)  # the Doll resolves and its ability triggers
    resolve_top(g)  # the ability resolves: draw, then discard
    assert g.pending.kind == "discard"
    island = one(g, "Island", "hand/0")
    g.submit(f"discard:{island}")
    assert cards(g, "hand/0") == []
    assert sorted_cards(g, "graveyard/0") == ["Island"]


def test_splitskin_doll_keeps_card_with_another_small_creature_ruling():
    """With another creature with power 2 or less, no discard (the Doll itself, power 2,
    doesn't count: "another")."""
    g = build(
        hands=(["Muñeca de piel rota"], []),
        battlefields=(["Llanura"] * 2 + ["Test Bear"], []),
        libraries=(["Isla", *LIBRARY], LIBRARY),
    )
    g.submit(f"cast:{one(g, 'Splitskin Doll', 'hand/0')}")
    pay(g)
    resolve_top(g)
    resolve_top(g)
    assert g.pending.kind == "priority"
    assert cards(g, "hand/0") == ["Island"]
    assert cards(g, "graveyard/0") == []
