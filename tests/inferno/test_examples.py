"""The examples of Inferno's rules that the engine can play so far, each named by its rule
and its row in ``docs/inferno-examples.md``; the named cards are the package's
(``cards/inferno/named.py``), the others test cards with the texts the examples give
(``grimorio.testing.cards.inferno``)."""

from __future__ import annotations

from inferno_support import RESOURCE, card_id, demon_of, play, resolve

from grimorio import Game
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import SetTapped, ZoneChange
from grimorio.scenario.board import build


def _board(**kwargs: object) -> Game:
    return build(game="inferno", **kwargs)  # type: ignore[arg-type]


def test_row_6_i_118_5_ignicion_and_the_state_based_action() -> None:
    """I-118.5: *Ignición* makes the demon deal 2 damage to an ally with toughness 2; the
    ally goes as a state-based action (I-705.5f) — neither the damage, the demon nor the
    ritual destroyed it — and the ritual goes to the *Infierno* (I-306.2)."""
    game = _board(
        hands=(["Ignición"], []),
        battlefields=([RESOURCE, RESOURCE], ["Kirch de las trincheras"]),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    kirch = card_id(game, "Kirch de las trincheras")
    play(game, card_id(game, "Ignición"), f"target:{kirch}")
    resolve(game)
    assert kirch not in game.state.objects
    log = game.state.log
    damage = next(e for e in log if e.key == "damage")
    assert damage.args[0][2] == demon_of(game, 0)  # the source is the demon (I-102.4)
    assert [e.rule for e in log if e.key == "zone.sba_toughness"] == ["I-705.5f"]
    assert not any(e.key == "zone.destroy" for e in log)
    graveyard = game.state.zones[zkey(Zone.GRAVEYARD, 0)]
    assert [game.state.objects[o].card for o in graveyard] == ["inferno:Ignición"]


def test_row_10_i_207_3a_primogenito_counts_resources_in_every_zone() -> None:
    """I-207.3a: *Primogénito del bosque*'s strength is the number of resources its
    controller controls — in play, and in any other zone its owner's (I-604.3)."""
    game = _board(
        hands=(["Primogénito del bosque"], []),
        battlefields=([RESOURCE] * 4, [RESOURCE] * 5),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    card = card_id(game, "Primogénito del bosque")
    c = chars(game, game.state.objects[card])
    assert (c.power, c.toughness) == (4, 4)  # in its owner's hand: their four resources
    play(game, card)
    resolve(game)
    in_play = next(
        o
        for o in game.state.zones[BATTLEFIELD_KEY]
        if game.state.objects[o].card == "inferno:Primogénito del bosque"
    )
    c = chars(game, game.state.objects[in_play])
    assert (c.power, c.toughness) == (4, 4)
    game.emit(
        ZoneChange(
            card_id(game, "Humano errante", 1),
            Zone.BATTLEFIELD,
            "I-120.1a",
            "resource",
            face_down=True,
            controller=0,
            hidden=True,
        )
    )
    c = chars(game, game.state.objects[in_play])
    assert (c.power, c.toughness) == (5, 5)  # a fifth resource under its controller


def test_row_21_i_607_2b_tormenta_de_fuego_without_its_target() -> None:
    """I-607.2b: *Tormenta de fuego* whose scenario is gone when it resolves is cancelled
    as a whole: nothing is destroyed and its controller takes no damage."""
    game = _board(
        hands=(["Tormenta de fuego"], []),
        battlefields=([RESOURCE] * 3, ["Plaza del mercado"]),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    scenario = card_id(game, "Plaza del mercado")
    play(game, card_id(game, "Tormenta de fuego"), f"target:{scenario}")
    game.emit(ZoneChange(scenario, Zone.HAND, "I-701.6", "bounce"))  # gone before it resolves
    before = len(game.state.zones[zkey(Zone.LIBRARY, 1)])
    resolve(game)
    assert len(game.state.zones[zkey(Zone.LIBRARY, 1)]) == before  # no damage to the demon
    assert not any(e.key == "damage" for e in game.state.log)


def test_tormenta_de_fuego_with_its_target() -> None:
    """I-701.6: the scenario is destroyed; I-102.4, I-118.3a: its controller's demon takes 2
    damage, 2 cards from their deck into their *Infierno*."""
    game = _board(
        hands=(["Tormenta de fuego"], []),
        battlefields=([RESOURCE] * 3, ["Plaza del mercado"]),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    scenario = card_id(game, "Plaza del mercado")
    play(game, card_id(game, "Tormenta de fuego"), f"target:{scenario}")
    resolve(game)
    assert scenario not in game.state.objects
    assert len(game.state.zones[zkey(Zone.LIBRARY, 1)]) == 3
    grave = [game.state.objects[o].card for o in game.state.zones[zkey(Zone.GRAVEYARD, 1)]]
    assert grave.count("inferno:Humano errante") == 2 and "inferno:Plaza del mercado" in grave


def test_rows_8_and_11_i_204_4b_each_word_after_the_dash_is_a_subtype() -> None:
    """I-204.4b, I-301.3: "Aliado – Cyborg Mutante" is an ally with the subtypes Cyborg and
    Mutante; "Aliado – Humano", one with the subtype Humano."""
    game = _board(battlefields=(["Cyborg mutante de prueba", "Humano de prueba"], []))
    cyborg = chars(game, game.state.objects[card_id(game, "Cyborg mutante de prueba")])
    human = chars(game, game.state.objects[card_id(game, "Humano de prueba")])
    assert cyborg.types == ("aliado",) and cyborg.subtypes == ("Cyborg", "Mutante")
    assert human.subtypes == ("Humano",)


def test_row_2_i_107_1b_negative_power_assigns_no_combat_damage() -> None:
    """I-107.1b: a 3/4 ally given −5 power is a −2/4 ally; in combat it assigns no damage
    (I-509.1); +3 power then makes it a 1/4."""
    game = _board(
        hands=(["Debilidad de prueba", "Vigor de prueba"], []),
        battlefields=(["Cyborg mutante de prueba", RESOURCE, RESOURCE], ["Humano de prueba"]),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    cyborg = card_id(game, "Cyborg mutante de prueba")
    human = card_id(game, "Humano de prueba")
    play(game, card_id(game, "Debilidad de prueba"), f"target:{cyborg}")
    resolve(game)
    c = chars(game, game.state.objects[cyborg])
    assert (c.power, c.toughness) == (-2, 4)
    game.submit("combat")
    game.submit(f"attacker:{cyborg}")
    game.submit(f"defender:{human}")
    while game.state.combat is not None:
        game.submit("pass")
    assert game.state.objects[human].counters == {}  # the −2 power dealt nothing
    assert game.state.objects[cyborg].counters == {"daño": 2}
    play(game, card_id(game, "Vigor de prueba"), f"target:{cyborg}")
    resolve(game)
    assert chars(game, game.state.objects[cyborg]).power == 1


def test_row_16_i_603_2d_an_ally_that_enters_tapped_is_not_tapped() -> None:
    """I-603.2d: "whenever an ally becomes tapped" triggers when an ally in play changes to
    tapped, not when one comes into play tapped."""
    game = _board(
        battlefields=(["Vigía de prueba", "Humano de prueba"], []),
        hands=(["Humano de prueba"], []),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    hand = game.state.zones[zkey(Zone.HAND, 0)]
    before = len(hand)
    game.emit(ZoneChange(hand[0], Zone.BATTLEFIELD, "I-301.2", "enter", tapped=True))
    assert not game.state.triggered and not game.state.zones["stack"]
    human = card_id(game, "Humano de prueba")
    game.emit(SetTapped(human, True, "I-701.8"))
    assert game.state.triggered  # waiting for the next priority
    while game.state.triggered or game.state.zones["stack"]:
        game.submit("pass")
    assert len(hand) == before  # one card played out of the hand, one taken


def test_row_23_i_613_5_two_replacements_each_add_one() -> None:
    """I-613.5: two abilities "if an ally you control would deal combat damage to an ally,
    it deals that much damage plus 1 instead": an ally that would deal 2 deals 4 — each
    applied once, not 3 and not without end."""
    game = _board(
        battlefields=(
            ["Kirch de las trincheras", "Instigador de prueba", "Instigador de prueba"],
            ["Dragón de brasas"],
        ),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    kirch = card_id(game, "Kirch de las trincheras")
    dragon = card_id(game, "Dragón de brasas")  # 5/5: it lives through 4
    game.submit("combat")
    game.submit(f"attacker:{kirch}")
    game.submit(f"defender:{dragon}")
    while game.state.combat is not None:
        game.submit("pass")
    assert game.state.objects[dragon].counters == {"daño": 4}


def _activate_then(game: Game, card: str, meanwhile: object) -> None:
    """Activate the first ability of ``card`` (paying with a resource); before it resolves,
    ``meanwhile`` happens (an event emitted as another effect would); then it resolves."""
    sentinel = card_id(game, card)
    game.submit(f"activate:{sentinel}:0")
    while game.pending is not None and game.pending.kind != "priority":
        game.submit(game.pending.options[0])
    game.emit(meanwhile)  # type: ignore[arg-type]
    resolve(game)


def test_row_18_i_603_7a_a_delayed_leave_ability_of_an_ally_already_gone() -> None:
    """I-603.7a: "Cuando este aliado deje el juego" made by an ability that resolves after
    the ally has left play never triggers."""
    game = _board(
        battlefields=(["Centinela marcado de prueba", RESOURCE], []),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    sentinel = card_id(game, "Centinela marcado de prueba")
    hand = game.state.zones[zkey(Zone.HAND, 0)]
    _activate_then(
        game,
        "Centinela marcado de prueba",
        ZoneChange(sentinel, Zone.GRAVEYARD, "I-701.6", "destroy"),
    )
    assert not hand and not game.state.triggered
    assert not any(e.key == "draw" for e in game.state.log)


def test_row_19_i_603_7a_a_delayed_tap_ability_waits_for_the_next_time() -> None:
    """I-603.7a: "Cuando este aliado sea girado" made after the ally was tapped waits for
    the next time it becomes tapped."""
    game = _board(
        battlefields=(["Centinela atento de prueba", RESOURCE], []),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    sentinel = card_id(game, "Centinela atento de prueba")
    hand = game.state.zones[zkey(Zone.HAND, 0)]
    _activate_then(game, "Centinela atento de prueba", SetTapped(sentinel, True, "I-701.8"))
    assert not hand and not game.state.triggered  # tapped before: nothing yet
    game.emit(SetTapped(sentinel, False, "I-701.8"))
    game.emit(SetTapped(sentinel, True, "I-701.8"))
    assert game.state.triggered  # now it triggers, and waits for the next priority
    while game.state.triggered or game.state.zones["stack"]:
        game.submit("pass")
    assert len(hand) == 1


def test_row_17_i_603_6d_two_allies_leaving_at_once_trigger_four_times() -> None:
    """I-603.6d: two allies with "Siempre que un aliado deje el juego, [este aliado] hace un
    punto de daño al demonio objetivo" destroyed at once by one effect: looking back, each
    saw both leave — four instances go on the chain."""
    game = _board(
        hands=(["Cataclismo de prueba"], []),
        battlefields=(
            ["Aliado rencoroso de prueba", "Aliado rencoroso de prueba", RESOURCE],
            [],
        ),
        libraries=(["Humano errante"] * 10, ["Humano errante"] * 10),
    )
    play(game, card_id(game, "Cataclismo de prueba"))
    demon = f"target:{demon_of(game, 1)}"
    for _ in range(40):  # the ritual resolves; the four instances, each aimed at a demon
        if not (game.state.zones["stack"] or game.state.triggered):
            break
        ids = [o.id for o in game.pending.options]
        game.submit(demon if demon in ids else "pass" if "pass" in ids else ids[0])
    assert [e.rule for e in game.state.log if e.key == "trigger"] == ["603.2"] * 4
    damage = [e for e in game.state.log if e.key == "damage"]
    assert len(damage) == 4
    assert len(game.state.zones[zkey(Zone.LIBRARY, 1)]) == 6


def test_row_24_i_614_4_prevention_in_time_and_too_late() -> None:
    """I-614.4: a prevention ability activated in response to *Ignición* prevents a point of
    its damage; activated once the damage is dealt, it prevents nothing."""
    game = _board(
        hands=(["Ignición"], []),
        battlefields=([RESOURCE, RESOURCE], ["Escudero de prueba", RESOURCE, "Dragón de brasas"]),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    dragon = card_id(game, "Dragón de brasas")
    squire = card_id(game, "Escudero de prueba")
    game.submit(f"cast:{card_id(game, 'Ignición')}")
    while game.pending is not None and game.pending.kind != "priority":
        ids = [o.id for o in game.pending.options]
        game.submit(f"target:{dragon}" if f"target:{dragon}" in ids else ids[0])
    game.submit("pass")  # the caster passes: the opponent may answer
    game.submit(f"activate:{squire}:0")
    while game.pending is not None and game.pending.kind != "priority":
        ids = [o.id for o in game.pending.options]
        game.submit(f"target:{dragon}" if f"target:{dragon}" in ids else ids[0])
    resolve(game)
    assert game.state.objects[dragon].counters == {"daño": 1}  # 2 damage, 1 prevented
