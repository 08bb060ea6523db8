"""Schemes that cast and copy spells: "without paying its mana cost" while the ability
resolves (CR 608.2g, 118.9) — *¿Cuándo aprenderán?*, *No hay secretos para mí*, *Soy
Duskmourn* — and copies of spells (707.10) — *Mis alas lo envuelven todo*, *Yo controlo la
realidad*; and *Mi verdad es la única* (a draw for each spell, 603.2, abandoned by the
previous turn's draws)."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.zones import Zone, zkey
from scheme_support import deck, face_up, option, pass_until, resolve, rumble, to_main

LIBRARIES = (["Isla"] * 6,) * 3


def _cards(g: Game, zone: str, player: int | None = None) -> list[str]:
    key = zone if player is None else zkey(Zone(zone), player)
    return sorted(g.state.objects[o].card for o in g.state.zones[key])


def test_608_2g_when_will_they_learn_casts_the_opponents_exiled_cards_for_free() -> None:
    """Each opponent exiles their top card; Norte casts any number of them without paying
    their mana costs, while the ability resolves (the release notes: not later), in the
    order chosen (they stack in that order); Norte controls them, their owners own them."""
    g = rumble(
        ["¿Cuándo aprenderán?"],
        libraries=(["Isla"] * 4, ["Asesinato", "Isla"], ["Estallido de brillo", "Isla"]),
        battlefields=([], ["Test Giant"], []),
    )
    to_main(g)
    resolve(g)
    assert g.pending.kind == "pick"
    g.submit(option(g, "cast", "Murder"))
    g.submit(option(g, "target", "Test Giant"))
    g.submit(option(g, "cast", "Glimmerburst"))
    assert g.state.zones["stack"] and g.state.player(0).pool == g.state.player(0).pool
    stack = [g.state.objects[o].card for o in g.state.zones["stack"]]
    assert stack == ["Murder", "Glimmerburst"]  # the last cast on top
    assert all(g.state.objects[o].controller == 0 for o in g.state.zones["stack"])
    resolve(g)
    assert _cards(g, "graveyard", 1) == ["Murder", "Test Giant"]  # to its owner's graveyard
    assert _cards(g, "graveyard", 2) == ["Glimmerburst"]
    assert len(g.state.zones[zkey(Zone.HAND, 0)]) == 2  # Norte drew two (the spell's)
    assert not any(g.state.objects[o].tapped for o in g.state.zones["battlefield"])


def test_608_2g_when_will_they_learn_what_is_not_cast_stays_exiled() -> None:
    """The release notes: the cards not cast stay exiled for the rest of the game; a land
    card can't be cast at all."""
    g = rumble(
        ["¿Cuándo aprenderán?"],
        libraries=(["Isla"] * 4, ["Estallido de brillo", "Isla"], ["Llanura", "Isla"]),
    )
    to_main(g)
    resolve(g)
    assert [i for i in g.pending.ids() if i != "done"] == [option(g, "cast", "Glimmerburst")]
    g.submit("done")
    resolve(g)
    assert _cards(g, "exile") == ["Glimmerburst", "Plains"]
    pass_until(g, "main1", turn=3)
    assert _cards(g, "exile") == ["Glimmerburst", "Plains"]


def test_107_3b_a_spell_cast_without_its_mana_cost_has_x_zero() -> None:
    """CR 107.3b (the release notes): cast without paying its mana cost, Ataque de Valgavoth
    ({X}{X}{G}) has X = 0 — no X is announced, and it manifests dread zero times."""
    g = rumble(["¿Cuándo aprenderán?"], libraries=(["Isla"] * 4, ["Ataque de Valgavoth"], []))
    to_main(g)
    resolve(g)
    g.submit(option(g, "cast", "Valgavoth's Onslaught"))
    assert g.pending.kind == "priority"  # no X asked
    resolve(g)
    assert _cards(g, "graveyard", 1) == ["Valgavoth's Onslaught"]
    assert not [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]


def test_118_9d_no_secrets_casts_and_its_additional_cost_is_paid() -> None:
    """CR 118.9d, 701.13a: Norte exiles cards from the top until a nonland card (the lands go
    too) and may cast it for free; its additional cost is still paid (Hacerse con el premio:
    discard a card). With fewer than six lands, the process isn't repeated."""
    g = rumble(
        ["No hay secretos para mí"],
        libraries=(
            ["Llanura", "Hacerse con el premio", "Isla", "Asesinato"],
            ["Isla"] * 4,
            ["Isla"] * 4,
        ),
        hands=(["Pantano"],),
    )
    to_main(g)
    resolve(g)
    assert _cards(g, "exile") == ["Grab the Prize", "Plains"]
    g.submit(option(g, "cast", "Grab the Prize"))
    assert g.pending.kind == "cost"  # CR 601.2b: the additional cost: discard a card
    g.submit(g.pending.ids()[0])
    resolve(g)
    assert _cards(g, "graveyard", 0) == ["Grab the Prize", "Swamp"]
    assert _cards(g, "hand", 0) == ["Island", "Murder"]  # it drew the two cards left
    assert [p.life for p in g.state.players] == [40, 40, 40]  # a land was discarded


def test_no_secrets_repeats_with_six_lands() -> None:
    """ "Then, if you control six or more lands, repeat this process once"."""
    lands = ["Llanura"] * 6
    g = rumble(
        ["No hay secretos para mí"],
        libraries=(
            ["Isla", "Entrar al enigma", "Isla", "Estallido de brillo", *["Isla"] * 4],
            ["Isla"] * 3,
            ["Isla"] * 3,
        ),
        battlefields=([*lands, "Test Bear"],),
    )
    to_main(g)
    resolve(g)
    g.submit(option(g, "cast", "Enter the Enigma"))
    g.submit(option(g, "target", "Test Bear"))
    assert g.pending.kind == "pick"  # the process again: Glimmer Burst
    g.submit(option(g, "cast", "Glimmerburst"))
    resolve(g)
    assert _cards(g, "exile") == ["Island", "Island"]
    assert _cards(g, "graveyard", 0) == ["Enter the Enigma", "Glimmerburst"]


def test_608_2g_i_am_duskmourn_casts_a_sorcery_at_the_end_step_and_is_abandoned() -> None:
    """CR 608.2g: at the beginning of Norte's end step they may cast a spell from their hand
    for free — a sorcery too, timing ignored (the release notes); if they do, the scheme is
    abandoned (701.33b)."""
    g = rumble(
        [],
        command=(["Soy Duskmourn"],),
        hands=(["Detonación ígnea"],),
        step="main2",
        battlefields=([], ["Test Bear"]),
        libraries=LIBRARIES,
    )
    pass_until(g, "end")
    resolve(g)
    g.submit(option(g, "cast", "Pyroclasm"))
    resolve(g)
    assert _cards(g, "graveyard", 1) == ["Test Bear"]
    assert face_up(g) == [] and deck(g) == ["Soy Duskmourn"]


def test_i_am_duskmourn_stays_if_nothing_is_cast() -> None:
    """ "Si lo haces": casting nothing, the scheme stays face up (904.11)."""
    g = rumble(
        [],
        command=(["Soy Duskmourn"],),
        hands=(["Detonación ígnea"],),
        step="main2",
        libraries=LIBRARIES,
    )
    pass_until(g, "end")
    resolve(g)
    g.submit("done")
    resolve(g)
    assert face_up(g) == ["Soy Duskmourn"]


def test_707_10_my_wings_copy_each_instant_and_sorcery_this_turn() -> None:
    """The second mode: until end of turn, whenever Norte casts an instant or sorcery, it is
    copied (707.10); the copy has the original's targets unless new ones are chosen (the
    release notes) — here a new one: both creatures die."""
    g = rumble(
        ["Mis alas lo envuelven todo"],
        libraries=LIBRARIES,
        hands=(["Asesinato"],),
        battlefields=(["Pantano"] * 3, ["Test Giant", "Test Bear"]),
    )
    to_main(g)
    g.submit("mode:1")
    resolve(g)
    g.submit(option(g, "cast", "Murder"))
    g.submit(option(g, "target", "Test Giant"))
    resolve(g)  # the delayed ability: copy it, new targets?
    while g.pending.kind != "priority":
        ids = g.pending.ids()
        g.submit(option(g, "target", "Test Bear") if any("target" in i for i in ids) else ids[0])
    resolve(g)
    assert _cards(g, "graveyard", 1) == ["Test Bear", "Test Giant"]


def test_707_10_my_wings_copies_keep_the_mode_and_additional_costs() -> None:
    """The release notes: a copy can't pay additional costs, but the effects based on those
    the original paid are copied (Hacerse con el premio, a nonland card discarded: the copy
    deals 2 damage to each opponent too); and a copy keeps X (Ataque de Valgavoth, X = 1)."""
    g = rumble(
        ["Mis alas lo envuelven todo"],
        libraries=(["Isla"] * 8, ["Isla"] * 4, ["Isla"] * 4),
        hands=(["Hacerse con el premio", "Asesinato", "Ataque de Valgavoth"],),
        battlefields=(["Montaña", "Montaña", "Bosque", "Bosque", "Bosque"],),
    )
    to_main(g)
    g.submit("mode:1")
    resolve(g)
    g.submit(option(g, "cast", "Grab the Prize"))
    g.submit(option(g, "discard", "Murder"))  # nonland: 2 damage to each opponent
    while g.pending.kind != "priority" or g.state.zones["stack"]:
        g.submit("pass" if g.pending.kind == "priority" else g.pending.ids()[0])
    assert [p.life for p in g.state.players] == [40, 36, 36]
    g.submit(option(g, "cast", "Valgavoth's Onslaught"))
    g.submit("x:1")
    while g.pending.kind != "priority" or g.state.zones["stack"]:
        g.submit("pass" if g.pending.kind == "priority" else g.pending.ids()[0])
    manifested = [o for o in g.state.zones["battlefield"] if g.state.objects[o].face_down]
    assert len(manifested) == 2  # once for the copy, once for the spell
    assert all(g.state.objects[o].counters.get("+1/+1") == 1 for o in manifested)


def test_707_10_i_control_reality_copies_a_permanent_spell_into_a_token() -> None:
    """Norte casts a creature spell; they may abandon the scheme to copy it: the copy
    resolves first, as a token (the release notes), then the spell."""
    g = rumble(
        [],
        command=(["Yo controlo la realidad"],),
        libraries=LIBRARIES,
        hands=(["Test Bear"],),
        battlefields=(["Bosque", "Bosque"],),
        step="main1",
    )
    g.submit(option(g, "cast", "Test Bear"))
    resolve(g)
    assert g.pending.kind == "may"
    g.submit("yes")
    resolve(g)
    bears = [
        g.state.objects[o]
        for o in g.state.zones["battlefield"]
        if g.state.objects[o].card == "Test Bear"
    ]
    assert sorted(b.token for b in bears) == [False, True]
    assert face_up(g) == [] and deck(g) == ["Yo controlo la realidad"]  # CR 701.33b


def test_i_control_reality_declined_keeps_the_scheme() -> None:
    """ "Puedes abandonar este plan. Si lo haces": declining copies nothing."""
    g = rumble(
        [],
        command=(["Yo controlo la realidad"],),
        libraries=LIBRARIES,
        hands=(["Test Bear"],),
        battlefields=(["Bosque", "Bosque"],),
        step="main1",
    )
    g.submit(option(g, "cast", "Test Bear"))
    resolve(g)
    g.submit("no")
    resolve(g)
    assert (
        len([o for o in g.state.zones["battlefield"] if g.state.objects[o].card == "Test Bear"])
        == 1
    )
    assert face_up(g) == ["Yo controlo la realidad"]


def test_603_2_my_truth_draws_for_every_spell_and_is_abandoned_after_a_draw() -> None:
    """ "Siempre que un jugador lance un hechizo, robas una carta": Este casts one in their
    turn; Norte's draw resolves first (the release notes). At the beginning of Norte's next
    upkeep Norte drew a card the turn before: the scheme is abandoned (701.33b)."""
    g = rumble(
        [],
        command=(["Mi verdad es la única"],),
        active=2,
        turn=4,
        step="main1",
        libraries=LIBRARIES,
        hands=([], [], ["Detonación ígnea"]),
        battlefields=([], [], ["Montaña", "Montaña"]),
    )
    g.submit(option(g, "cast", "Pyroclasm"))
    assert g.state.triggered or len(g.state.zones["stack"]) == 2
    while g.state.zones["stack"] and len(g.state.zones["stack"]) > 1:
        g.submit("pass")
    assert len(g.state.zones[zkey(Zone.HAND, 0)]) == 1  # Norte drew before Pyroclasm resolved
    pass_until(g, "upkeep", turn=5)
    resolve(g)
    assert face_up(g) == [] and deck(g) == ["Mi verdad es la única"]


def test_603_4_my_truth_stays_if_no_card_was_drawn_the_turn_before() -> None:
    """CR 603.4: with no card drawn by Norte in Este's turn, the last ability doesn't
    trigger at Norte's upkeep; the scheme stays face up."""
    g = rumble([], command=(["Mi verdad es la única"],), active=2, turn=4, libraries=LIBRARIES)
    pass_until(g, "upkeep", turn=5)
    assert not g.state.zones["stack"] and not g.state.triggered
    assert face_up(g) == ["Mi verdad es la única"]
