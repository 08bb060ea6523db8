"""Schemes that change the board: tokens and attackers (*Exijo una masacre*, *Las alas
oscuras auguran el fin*, *Tu propia cara se ríe de ti*, *Arrodíllate ante mis legiones*),
sacrifices (*No mereces piedad*), cards put onto the battlefield (*Tu error es mi
victoria*, *Solo yo sé qué nos espera*), hands (*Tus planes no servirán*), revealed cards
(*Una premonición de tu muerte*), land plays (*Mis zarcillos están muy arraigados*) and an
unblockable attacker (*No puedes esconderte de mí*)."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.zones import Zone, zkey
from scheme_support import deck, face_up, option, pass_until, resolve, rumble, to_main

LIBRARIES = (["Isla"] * 8,) * 3


def _on(g: Game, card: str) -> list[int]:
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].card == card]


def _cards(g: Game, zone: str, player: int | None = None) -> list[str]:
    key = zone if player is None else zkey(Zone(zone), player)
    return sorted(g.state.objects[o].card for o in g.state.zones[key])


def test_demand_a_massacre_devils_with_haste_and_one_more_damage() -> None:
    """Three red 1/1 Devils with haste until end of turn; this turn a source Norte controls
    deals 1 more damage (614.1a) — a Devil that dies deals 1 + 1 = 2; Sur's sources don't."""
    g = rumble(
        ["Exijo una masacre"],
        libraries=LIBRARIES,
        hands=(["Detonación ígnea"],),
        battlefields=(["Montaña", "Montaña"], ["Test Giant"]),
    )
    to_main(g)
    resolve(g)
    devils = _on(g, "Diablo")
    assert len(devils) == 3
    assert all("haste" in g.characteristics(d).keywords for d in devils)
    assert g.characteristics(devils[0]).colors == ("R",) and g.characteristics(devils[0]).power == 1
    g.submit(option(g, "cast", "Pyroclasm"))  # 2 + 1 damage to each creature
    resolve(g)
    giant = _on(g, "Test Giant")[0]
    assert g.state.objects[giant].damage == 3
    while g.pending.kind != "priority" or g.state.zones["stack"]:  # the Devils' dying
        kind = g.pending.kind  # abilities: 1 + 1 damage each, to Sur
        g.submit({"target": "target:-2", "priority": "pass"}.get(kind, g.pending.ids()[0]))
    assert g.state.player(1).life == 40 - 6


def test_dark_wings_a_flying_demon_enters_tapped_and_attacking() -> None:
    """ "Siempre que ataques": once for the declaration (603.2c); the 5/5 black Demon with
    flying enters tapped and attacking the player Norte chooses (508.4), never declared."""
    g = rumble(
        [],
        command=(["Las alas oscuras auguran el fin"],),
        libraries=LIBRARIES,
        battlefields=(["Test Bear", "Test Bear"],),
        step="begin_combat",
    )
    for _ in range(3):
        g.submit("pass")
    bears = _on(g, "Test Bear")
    g.submit(f"attack:{bears[0]}:-2")
    g.submit(f"attack:{bears[1]}:-3")  # every creature declared: the declaration ends
    assert len(g.state.triggered) + len(g.state.zones["stack"]) == 1  # once, not twice
    resolve(g)
    assert g.pending.kind == "choose"  # Sur or Este
    g.submit("choose:-3")
    demon = _on(g, "Demon")[0]
    c = g.characteristics(demon)
    assert (c.power, c.toughness, c.colors) == (5, 5, ("B",)) and "flying" in c.keywords
    assert g.state.objects[demon].tapped and g.state.combat.attackers[demon] == -3
    assert "508.4" in g.log.rules()


def test_603_4_dark_wings_abandoned_after_two_of_its_owners_creatures_died() -> None:
    """At the beginning of each end step, if two or more creatures died under Norte's
    control this turn (603.4), the scheme is abandoned; one death is not enough."""
    for bears, abandoned in ((["Test Bear", "Test Bear"], True), (["Test Bear"], False)):
        g = rumble(
            [],
            command=(["Las alas oscuras auguran el fin"],),
            libraries=LIBRARIES,
            hands=(["Detonación ígnea"],),
            battlefields=(["Montaña", "Montaña", *bears], ["Test Bear"]),
            step="main2",
        )
        g.submit(option(g, "cast", "Pyroclasm"))
        resolve(g)
        pass_until(g, "end")
        triggered = bool(g.state.zones["stack"])
        resolve(g)
        assert triggered is abandoned  # Sur's bear doesn't count
        assert face_up(g) == ([] if abandoned else ["Las alas oscuras auguran el fin"])


def test_you_deserve_no_mercy_one_or_three_nonland_permanents() -> None:
    """Each opponent, in turn order, chooses and then all sacrifice (701.21a): one nonland
    permanent each — three with six lands or more. Lands are never chosen."""
    for lands in (0, 6):
        g = rumble(
            ["No mereces piedad"],
            libraries=LIBRARIES,
            battlefields=(
                ["Llanura"] * lands,
                ["Test Giant", "Test Bear", "Test Wall", "Llanura"],
                ["Test Bear", "Test Wall", "Llanura"],
            ),
        )
        to_main(g)
        resolve(g)
        choosers = []
        while g.pending.kind == "sacrifice":
            ids = g.pending.ids()
            assert not any(g.state.objects[int(i.split(":")[1])].card == "Plains" for i in ids)
            choosers.append(g.pending.player)
            g.submit(ids[0])
        resolve(g)
        # Sur chooses first (101.4); with three to sacrifice, all of theirs go, unasked
        assert choosers == ([1, 2] if lands == 0 else [])
        left = [g.state.objects[o].controller for o in g.state.zones["battlefield"]]
        assert (left.count(1), left.count(2)) == ((3, 2) if lands == 0 else (1, 1))
        assert len(_on(g, "Plains")) == 2 + lands


def test_303_4f_your_mistake_puts_a_milled_aura_on_a_hexproof_creature() -> None:
    """Each player mills three; Norte puts a permanent card from among them onto the
    battlefield: an Aura targets nothing as it enters (303.4f), so it may enchant Sur's
    creature with hexproof (the release notes)."""
    g = rumble(
        ["Tu error es mi victoria"],
        libraries=(["Isla"] * 6, ["Fuerza frenética", "Isla", "Isla", "Isla"], ["Isla"] * 6),
        battlefields=([], ["Test Hexproof Bear"]),
    )
    to_main(g)
    resolve(g)
    assert _cards(g, "graveyard", 1) == ["Frantic Strength", "Island", "Island"]
    g.submit(option(g, "put_chosen", "Frantic Strength"))
    resolve(g)
    aura = _on(g, "Frantic Strength")[0]
    bear = _on(g, "Test Hexproof Bear")[0]
    assert g.state.objects[aura].controller == 0 and g.state.objects[aura].attached_to == bear
    assert (g.characteristics(bear).power, g.characteristics(bear).toughness) == (4, 4)
    assert "303.4f" in g.log.rules()


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_the_graveyard() -> None:
    """CR 303.4g: with no creature on the battlefield, the milled Aura can't be put there —
    it isn't offered, and a land card is put instead."""
    g = rumble(
        ["Tu error es mi victoria"],
        libraries=(["Isla"] * 6, ["Fuerza frenética", "Llanura", "Isla", "Isla"], ["Isla"] * 6),
    )
    to_main(g)
    resolve(g)
    offered = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids()}
    assert "Frantic Strength" not in offered
    g.submit(option(g, "put_chosen", "Plains"))
    resolve(g)
    assert [g.state.objects[o].controller for o in _on(g, "Plains")] == [0]


def test_707_2_your_own_face_copies_and_scarecrows_for_the_difference() -> None:
    """Up to two target creatures opponents control: a token copy of each (707.2: not the
    damage or counters on it, the release notes); fewer than two copies, that many 4/4
    Scarecrows more."""
    g = rumble(
        ["Tu propia cara se ríe de ti"],
        libraries=LIBRARIES,
        battlefields=([], [{"name": "Test Giant", "counters": {"+1/+1": 2}, "damage": 1}]),
    )
    to_main(g)
    g.submit(option(g, "target", "Test Giant"))
    if g.pending.kind == "target":
        g.submit("done")
    resolve(g)
    copies = [o for o in _on(g, "Test Giant") if g.state.objects[o].controller == 0]
    assert len(copies) == 1 and g.state.objects[copies[0]].token
    assert g.characteristics(copies[0]).power == 4 and g.state.objects[copies[0]].damage == 0
    assert len(_on(g, "Scarecrow")) == 1


def test_your_own_face_with_no_target_makes_two_scarecrows() -> None:
    """ "hasta dos": with none chosen, two Scarecrows."""
    g = rumble(["Tu propia cara se ríe de ti"], libraries=LIBRARIES)
    to_main(g)
    resolve(g)
    assert len(_on(g, "Scarecrow")) == 2


def test_205_2a_only_i_know_one_card_for_each_card_type() -> None:
    """For each card type among the permanents Norte's opponents control (creature and land:
    205.2a), Norte may put a permanent card of that type from their hand onto the
    battlefield; an artifact isn't one of those types."""
    g = rumble(
        ["Solo yo sé qué nos espera"],
        libraries=LIBRARIES,
        hands=(["Test Bear", "Test Giant", "Llanura", "Test Relic"],),
        battlefields=([], ["Test Bear", "Isla"]),
    )
    to_main(g)
    resolve(g)
    first = {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if i != "none"}
    assert first == {"Test Bear", "Test Giant"}  # creature cards first
    g.submit(option(g, "put_chosen", "Test Giant"))
    assert {g.state.objects[int(i.split(":")[1])].card for i in g.pending.ids() if i != "none"} == {
        "Plains"
    }
    g.submit(option(g, "put_chosen", "Plains"))
    resolve(g)
    assert _cards(g, "hand", 0) == ["Test Bear", "Test Relic"]
    assert len(_on(g, "Test Giant")) == 1 and len(_on(g, "Plains")) == 1


def test_your_plans_will_fail_discard_hands_and_draw() -> None:
    """Any number of target players discard their hands; each opponent draws as many cards
    as they discarded minus one (one who discarded nothing draws nothing, the release
    notes); then Norte, who discarded, draws seven."""
    g = rumble(
        ["Tus planes no servirán"],
        libraries=(["Isla"] * 10,) * 3,
        hands=(["Llanura"], ["Isla", "Isla", "Isla"], ["Isla"]),
    )
    to_main(g)
    for target in ("target:-1", "target:-2"):  # Norte and Sur, not Este
        g.submit(target)
    g.submit("done")
    resolve(g)
    assert [len(g.state.zones[zkey(Zone.HAND, p)]) for p in range(3)] == [7, 2, 1]


def test_your_plans_will_fail_without_discarding_norte_draws_none() -> None:
    """ "Luego, si descartaste una carta de esta manera, roba siete cartas": Norte, not a
    target, draws nothing."""
    g = rumble(
        ["Tus planes no servirán"],
        libraries=(["Isla"] * 10,) * 3,
        hands=(["Llanura"], ["Isla", "Isla"]),
    )
    to_main(g)
    g.submit("target:-2")
    g.submit("done")
    resolve(g)
    assert [len(g.state.zones[zkey(Zone.HAND, p)]) for p in range(3)] == [1, 1, 0]


def test_603_12_premonition_deals_the_total_mana_value_to_any_target() -> None:
    """Norte reveals the top two cards and puts them into their hand; one or more being
    nonland, a reflexive ability triggers (603.12) whose target is chosen as it is put on
    the stack: damage equal to the nonland cards' total mana value (Asesinato: 3)."""
    g = rumble(
        ["Una premonición de tu muerte"],
        libraries=(["Asesinato", "Llanura", "Isla"], ["Isla"] * 3, ["Isla"] * 3),
    )
    to_main(g)
    resolve(g)
    assert g.pending.kind == "target"
    g.submit("target:-3")
    resolve(g)
    assert g.state.player(2).life == 37
    assert _cards(g, "hand", 0) == ["Murder", "Plains"]
    assert "603.12" in g.log.rules() and "Asesinato" in g.log.render("es", viewer=1)


def test_603_12_premonition_with_two_lands_triggers_nothing() -> None:
    """With only land cards revealed, the reflexive ability doesn't trigger."""
    g = rumble(["Una premonición de tu muerte"], libraries=(["Llanura", "Isla", "Isla"],) * 3)
    to_main(g)
    resolve(g)
    assert "603.12" not in g.log.rules() and face_up(g) == []


def test_305_2_my_tendrils_an_additional_land_each_turn_cumulative() -> None:
    """CR 305.2: with Mis zarcillos face up Norte may play two lands this turn; two copies
    face up (a scheme deck may have two, 904.3) are cumulative: three (the release notes)."""
    for copies, plays in ((1, 2), (2, 3)):
        g = rumble(
            [],
            command=(["Mis zarcillos están muy arraigados"] * copies,),
            libraries=LIBRARIES,
            hands=(["Llanura"] * 4,),
            step="main1",
        )
        played = 0
        while any(i.startswith("play:") for i in g.pending.ids()):
            g.submit(option(g, "play"))
            played += 1
        assert played == plays


def test_my_tendrils_draw_two_and_abandon_with_six_lands() -> None:
    """At the beginning of Norte's end step, with six or more lands, draw two cards, then
    abandon the scheme; with fewer, the ability doesn't trigger (603.4)."""
    for lands, abandoned in ((6, True), (5, False)):
        g = rumble(
            [],
            command=(["Mis zarcillos están muy arraigados"],),
            libraries=LIBRARIES,
            battlefields=(["Llanura"] * lands,),
            step="main2",
        )
        pass_until(g, "end")
        resolve(g)
        assert len(g.state.zones[zkey(Zone.HAND, 0)]) == (2 if abandoned else 0)
        assert face_up(g) == ([] if abandoned else ["Mis zarcillos están muy arraigados"])


def test_you_cannot_hide_an_unblockable_creature_with_vigilance() -> None:
    """At the beginning of combat on Norte's turn, up to one target creature gets +2/+2 and
    vigilance until end of turn, and can't be blocked this turn (509.1b)."""
    g = rumble(
        [],
        command=(["No puedes esconderte de mí"],),
        libraries=LIBRARIES,
        battlefields=(["Test Bear"], ["Test Giant"]),
        step="main1",
    )
    g.submit("pass")
    g.submit("pass")
    g.submit("pass")
    g.submit(option(g, "target", "Test Bear"))
    resolve(g)
    bear = _on(g, "Test Bear")[0]
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (4, 4) and "vigilance" in c.keywords
    for _ in range(3):
        g.submit("pass")
    g.submit(f"attack:{bear}:-2")
    assert not g.state.objects[bear].tapped  # vigilance
    kinds = []
    while g.state.step != "end_combat":
        kinds.append(g.pending.kind)
        g.submit("pass" if g.pending.kind == "priority" else "done")
    assert "blockers" not in kinds  # Sur's Test Giant can't block it: nothing to declare
    assert g.state.player(1).life == 36


def test_603_4_you_cannot_hide_abandoned_when_the_opponent_is_below_half_life() -> None:
    """At the beginning of each opponent's end step, if that player has less than half their
    starting life total (40 in Archenemy: less than 20), the scheme is abandoned — checked as
    the step begins (603.4): at 20 it doesn't trigger."""
    for life, abandoned in ((19, True), (20, False)):
        g = rumble(
            [],
            command=(["No puedes esconderte de mí"],),
            libraries=LIBRARIES,
            life=(40, life, 40),
            active=1,
            turn=3,
            step="main2",
        )
        pass_until(g, "end")
        assert bool(g.state.zones["stack"]) is abandoned
        resolve(g)
        assert face_up(g) == ([] if abandoned else ["No puedes esconderte de mí"])
        assert deck(g) == (["No puedes esconderte de mí"] if abandoned else [])
