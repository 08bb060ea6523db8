"""Games of more than two players (CR 800, 802, 806): a player leaving the game and what
leaves with them (800.4a–800.4m, with the examples of 800.4a and 800.4d), the free first
mulligan (800.6), no skipped first draw (800.7, 103.8c), and attacking several players
(802.2–802.4, with the example of 802.2a) — the free-for-all variant's default option
(806.2b).

The examples are played as written where the pool or the test-only cards have their cards
(*Control mental*, *Grifo de asalto*, *Acto de traición*, *Oso garra de runas*, *Cámara del
génesis*: ``grimorio.testing.cards``); *Soborno*'s (put an opponent's creature onto the
battlefield under your control) with Duskmourn's *Regresar trastocado*, which does the same
from the graveyard; *Deslizamiento astral*'s (a delayed trigger returning an exiled creature
at the next end step) with *Niko, Luz de la Esperanza*; the creature with mountainwalk of
802.2a's with *Miedo a la oscuridad*, whose ability also asks only about the defending
player it attacks."""

from __future__ import annotations

from typing import Any

from grimorio import Game
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.state import EndReason
from grimorio.scenario.board import build
from support import cast, ids, one, pay

P3 = ("Alex", "Bianca", "Carissa")
LIB = ["Llanura"] * 8
MOUNTAINS = ["Montaña"] * 3
SWAMPS = ["Pantano"] * 3


def three(**kw: Any) -> Game:
    """A board of three players (CR 800.1), each with a library, at 20 life."""
    kw.setdefault("libraries", (LIB, LIB, LIB))
    kw.setdefault("life", (20, 20, 20))
    return build(players=kw.pop("players", P3), **kw)


def controller(g: Game, oid: int) -> int:
    return chars(g, g.state.objects[oid]).controller


def everywhere(g: Game, card: str) -> list[str]:
    """The zones where objects that are ``card`` are."""
    return [o.zone for o in g.state.objects.values() if o.card == card]


def pass_to(g: Game, active: int, step: str) -> None:
    """Pass (and declare no attackers or blockers) until ``active``'s ``step``."""
    while not (g.state.active == active and g.state.step == step):
        opts = g.pending.ids()
        g.submit("pass" if "pass" in opts else "done")


def declare(g: Game, *attacks: str) -> None:
    """CR 508.1: declare these attacks (``attack:<creature>:<player ref or planeswalker>``),
    ending the declaration if it isn't already complete."""
    for a in attacks:
        g.submit(a)
    if g.pending.kind == "attackers":
        g.submit("done")


def everyone_passes(g: Game) -> None:
    """Each player still in the game passes in succession (CR 117.4)."""
    for _ in g.state.apnap():
        g.submit("pass")


# -- 800.4a: the four examples ---------------------------------------------------------------


def _mind_control() -> tuple[Game, int]:
    g = three(
        battlefields=(
            [{"name": "Control mental", "attached_to": "Grifo de asalto"}],
            ["Grifo de asalto"],
            [],
        )
    )
    griffin = one(g, "Assault Griffin")
    assert controller(g, griffin) == 0  # CR 613.1b: the Aura's control effect
    return g, griffin


def test_800_4a_example_1_the_controller_of_mind_control_leaves() -> None:
    """800.4a, first example: Alex leaves the game; so does his *Control mental*, and the
    *Grifo de asalto* returns to Bianca's control. The game goes on (800.4)."""
    g, griffin = _mind_control()
    g.concede(0)
    assert everywhere(g, "Mind Control") == []
    assert controller(g, griffin) == 1
    assert not g.over and g.pending is not None and g.pending.player == 1  # 800.4j
    assert "800.4a" in g.log.rules()


def test_800_4a_example_1_the_owner_of_the_griffin_leaves() -> None:
    """800.4a, first example: if Bianca leaves instead, the *Grifo de asalto* leaves with
    her, and *Control mental*, enchanting nothing, goes to Alex's graveyard (704.5m)."""
    g, _griffin = _mind_control()
    g.concede(1)
    assert everywhere(g, "Assault Griffin") == []
    assert everywhere(g, "Mind Control") == ["graveyard/0"]


def test_800_4a_example_2_act_of_treason_ends_when_its_controller_leaves() -> None:
    """800.4a, second example: Alex gains control of Bianca's *Oso garra de runas* with
    *Acto de traición*; when Alex leaves, that control effect ends and the bear is Bianca's
    again — in the middle of Alex's own turn, which goes on without him (800.4j)."""
    g = three(
        hands=(["Acto de traición"], [], []), battlefields=(MOUNTAINS, ["Oso garra de runas"], [])
    )
    bear = one(g, "Runeclaw Bear")
    cast(g, "Act of Treason", f"target:{bear}")
    everyone_passes(g)
    assert controller(g, bear) == 0
    g.concede(0)
    assert controller(g, bear) == 1
    assert g.state.active == 0 and g.pending.player == 1  # the turn goes on; Bianca acts


def _come_back_wrong() -> tuple[Game, int]:
    """Alex puts Bianca's creature onto the battlefield under his control: *Soborno*'s
    situation, made by *Regresar trastocado* (destroy it, return it under your control)."""
    g = three(
        hands=(["Regresar trastocado"], [], []), battlefields=(SWAMPS, ["Oso garra de runas"], [])
    )
    cast(g, "Come Back Wrong", f"target:{one(g, 'Runeclaw Bear')}")
    everyone_passes(g)
    bear = one(g, "Runeclaw Bear")
    assert controller(g, bear) == 0 and g.state.objects[bear].owner == 1
    return g, bear


def test_800_4a_example_3_the_owner_of_the_bribed_creature_leaves() -> None:
    """800.4a, third example: if Bianca, its owner, leaves the game, the creature Alex
    controls leaves the game too."""
    g, _bear = _come_back_wrong()
    g.concede(1)
    assert everywhere(g, "Runeclaw Bear") == []


def test_800_4a_example_3_the_controller_of_the_bribed_creature_leaves() -> None:
    """800.4a, third example: if Alex leaves instead, the creature he still controls is
    exiled — into its owner's exile."""
    g, _bear = _come_back_wrong()
    g.concede(0)
    assert everywhere(g, "Runeclaw Bear") == ["exile"]


def test_800_4a_example_4_tokens_leave_with_the_player_who_created_them() -> None:
    """800.4a, fourth example: Alex controls *Cámara del génesis*; a Myr token is created
    for Alex when his creature enters and for Bianca when hers does (their controllers,
    who own them: 111.2). When Alex leaves, his Myr tokens leave the game; Bianca's stay."""
    g = three(
        hands=(["Ogro gris"], ["Ogro gris"], []),
        battlefields=(["Cámara del génesis", *MOUNTAINS], MOUNTAINS, []),
    )
    cast(g, "Grey Ogre")
    everyone_passes(g)  # the Ogre resolves; the Chamber's ability triggers
    everyone_passes(g)  # and resolves: a Myr for Alex
    pass_to(g, 1, "main1")
    cast(g, "Grey Ogre", player=1)
    everyone_passes(g)
    everyone_passes(g)  # a Myr for Bianca
    myr = ids(g, "Myr")
    assert sorted(g.state.objects[m].owner for m in myr) == [0, 1]
    g.concede(0)
    assert [g.state.objects[m].owner for m in ids(g, "Myr")] == [1]
    assert everywhere(g, "Genesis Chamber") == []


# -- 800.4b–800.4m ------------------------------------------------------------------------


def test_800_4c_what_returns_to_a_player_who_left_is_exiled() -> None:
    """800.4c: Carissa takes with *Acto de traición* a creature Bianca owns and Alex
    controls by default; Alex leaves (it stays: he doesn't control it then, 800.4a); when the
    effect ends at the end of the turn, its controller by default has left: it is exiled,
    at once."""
    g = three(
        hands=([], [], ["Acto de traición"]),
        battlefields=([{"name": "Oso garra de runas", "owner": "Bianca"}], [], MOUNTAINS),
        active=2,
    )
    bear = one(g, "Runeclaw Bear")
    cast(g, "Act of Treason", f"target:{bear}", player=2)
    everyone_passes(g)
    g.concede(0)
    assert controller(g, bear) == 2  # still in the game, under Carissa's control
    pass_to(g, 1, "upkeep")  # the turn ends (514.2): the effect ends
    assert everywhere(g, "Runeclaw Bear") == ["exile"]
    assert "800.4c" in g.log.rules()


def test_800_4d_example_a_delayed_trigger_of_a_player_who_left_is_not_put_on_the_stack() -> None:
    """800.4d's example (there with *Deslizamiento astral*): during her turn Bianca exiles
    Alex's creature she controls with *Niko, Luz de la Esperanza*, whose delayed trigger
    would return it at the beginning of the next end step; Bianca leaves the game before
    then. At the end step the ability triggers but isn't put on the stack: the creature
    never returns."""
    g = three(
        battlefields=(
            [],
            [
                "Niko, Light of Hope",
                "Llanura",
                "Llanura",
                {"name": "Oso garra de runas", "owner": "Alex"},
            ],
            [],
        ),
        active=1,
    )
    niko, bear = one(g, "Niko, Light of Hope"), one(g, "Runeclaw Bear")
    g.submit(next(o for o in g.pending.ids() if o.startswith(f"activate:{niko}:")))
    g.submit(f"target:{bear}")
    pay(g)
    everyone_passes(g)
    assert everywhere(g, "Runeclaw Bear") == ["exile"] and g.state.delayed
    g.concede(1)
    pass_to(g, 2, "upkeep")  # through Bianca's end step, her turn going on without her
    assert everywhere(g, "Runeclaw Bear") == ["exile"]
    assert not any(e.key == "trigger" and e.rule == "603.7" for e in g.state.log)


def test_800_4b_no_token_is_created_for_a_player_who_left() -> None:
    """800.4b: a token that would be created under the control of a player who has left
    the game isn't created — a Myr for Bianca's creature entering after she left can't be."""
    g = three(battlefields=(["Cámara del génesis"], ["Ogro gris"], []))
    g.concede(1)
    assert ids(g, "Myr") == [] and everywhere(g, "Grey Ogre") == []


def test_800_4e_combat_damage_to_a_player_who_left_is_not_assigned() -> None:
    """800.4e: Alex attacks Bianca; she leaves the game before combat damage; the damage
    that would have been assigned to her isn't assigned, and nobody else is dealt it."""
    g = three(battlefields=(["Ogro gris"], [], []))
    ogre = one(g, "Grey Ogre")
    pass_to(g, 0, "declare_attackers")
    declare(g, f"attack:{ogre}:-2")
    g.concede(1)
    pass_to(g, 0, "main2")
    assert [p.life for p in g.state.players] == [20, 20, 20]
    assert not any(e.key == "damage" for e in g.state.log)


def test_800_4j_priority_passes_and_spells_of_the_player_who_left_cease_to_exist() -> None:
    """800.4a, 800.4j: with Alex's spell on the stack Bianca casts an instant (*Intervención
    de Winter*) in response and then
    leaves while she holds priority: her spell leaves the stack with her, priority goes to
    Carissa, the next player in turn order, and when she passes too Alex's spell resolves —
    the players still in the game have all passed (117.4)."""
    g = three(
        hands=(["Acto de traición"], ["Intervención de Winter"], []),
        battlefields=(MOUNTAINS, SWAMPS, ["Oso garra de runas"]),
    )
    bear = one(g, "Runeclaw Bear")
    cast(g, "Act of Treason", f"target:{bear}")
    g.submit("pass")  # Alex passes; Bianca has priority
    assert g.pending.player == 1
    g.submit(next(o for o in g.pending.ids() if o.startswith("cast:")))
    g.submit(f"target:{bear}")
    pay(g)
    assert len(g.state.zones["stack"]) == 2 and g.pending.player == 1  # 117.3c: hers again
    g.concede(1)
    assert [g.state.objects[o].card for o in g.state.zones["stack"]] == ["Act of Treason"]
    assert g.pending.player == 2
    g.submit("pass")  # Carissa, then Alex: everyone still in the game has passed
    g.submit("pass")
    assert g.state.zones["stack"] == [] and controller(g, bear) == 0


def test_800_4k_the_turn_of_a_player_who_left_doesnt_begin() -> None:
    """800.4k: Bianca leaves during Alex's turn; after it comes Carissa's, then Alex's."""
    g = three()
    g.concede(1)
    pass_to(g, 2, "upkeep")
    pass_to(g, 0, "upkeep")
    assert "800.4k" in g.log.rules()
    assert all(e.args[1] != ("p", 1) for e in g.state.log if e.key == "turn")


def test_800_4m_until_your_next_turn_lasts_until_that_turn_would_begin() -> None:
    """800.4m: Alex's *Miedo a caer* attacks Bianca: her *Grifo de asalto* gets -2/-0 and
    loses flying until Alex's next turn. Alex leaves the game in that turn: the effect
    lasts through Bianca's and Carissa's turns, and ends when Alex's turn would have begun —
    not at once, nor for ever."""
    g = three(battlefields=(["Miedo a caer"], ["Grifo de asalto"], []))
    fear, griffin = one(g, "Fear of Falling"), one(g, "Assault Griffin")
    pass_to(g, 0, "declare_attackers")
    declare(g, f"attack:{fear}:-2")  # the trigger targets the one creature Bianca controls
    everyone_passes(g)
    assert chars(g, g.state.objects[griffin]).power == 1
    g.concede(0)
    pass_to(g, 2, "main1")
    c = chars(g, g.state.objects[griffin])
    assert c.power == 1 and "flying" not in c.keywords
    pass_to(g, 1, "upkeep")
    c = chars(g, g.state.objects[griffin])
    assert c.power == 3 and "flying" in c.keywords


def test_104_2a_the_last_player_in_the_game_wins() -> None:
    """104.2a, 104.3a: in a game of three, one concession leaves a game of two going on;
    a second ends it, the last player winning."""
    g = three()
    g.concede(2)
    assert not g.over
    g.concede(0)
    assert g.result is not None and g.result.winner == 1
    assert g.result.reason == EndReason.CONCEDE


# -- 800.6, 800.7: the start of a multiplayer game --------------------------------------------


def test_800_6_the_first_mulligan_is_free() -> None:
    """800.6: in a game of more than two, a player's first mulligan doesn't count: they
    keep seven cards; the second puts one on the bottom (103.5)."""
    g = Game.new([LIB * 5] * 3, seed=3, auto_pass=False)
    first = g.pending.player
    g.submit("mulligan")
    while g.pending.player != first:
        g.submit("keep")
    assert g.pending.kind == "mulligan"  # no card to put on the bottom
    g.submit("mulligan")
    while g.pending.kind == "mulligan":
        g.submit("keep")
    assert g.pending.player == first and g.pending.kind == "bottom"


def test_800_7_the_starting_player_draws_in_a_multiplayer_game() -> None:
    """800.7, 103.8c: in a game of more than two nobody skips the first draw."""
    g = Game.new([LIB * 5] * 3, seed=5, auto_pass=False)
    while g.pending.kind in ("mulligan", "opening"):
        g.submit(g.pending.ids()[0])
    first = g.state.starting_player
    while g.state.step != "main1":
        g.submit("pass")
    assert len(g.state.zones[f"hand/{first}"]) == 8
    assert "103.8a" not in g.log.rules()


# -- 802: attacking several players ------------------------------------------------------


def test_802_2_and_802_3_each_opponent_and_their_planeswalkers_can_be_attacked() -> None:
    """802.2–802.3: every opponent is a defending player; each attacking creature attacks
    one of them or a planeswalker one of them controls."""
    g = three(
        battlefields=(
            ["Ogro gris"],
            [{"name": "Kaito, Fin de las Pesadillas", "counters": {"loyalty": 4}}],
            [],
        )
    )
    ogre, kaito = one(g, "Grey Ogre"), one(g, "Kaito, Bane of Nightmares")
    pass_to(g, 0, "declare_attackers")
    assert set(g.pending.ids()) >= {
        f"attack:{ogre}:-2",
        f"attack:{ogre}:{kaito}",
        f"attack:{ogre}:-3",
    }


def test_802_2a_example_defending_player_is_the_one_each_creature_attacks() -> None:
    """802.2a's example: Roberto attacks Alex with one creature and Carissa with *Miedo a la
    oscuridad*; whether it gains menace and deathtouch depends only on whether Carissa — the
    defending player of that creature — controls a Glimmer, not on Alex's Glimmer."""
    for alex_glimmer, carissa_glimmer, menace in ((True, False, True), (False, True, False)):
        g = three(
            players=("Roberto", "Alex", "Carissa"),
            battlefields=(
                ["Miedo a la oscuridad", "Ogro gris"],
                ["Brillo"] if alex_glimmer else [],
                ["Brillo"] if carissa_glimmer else [],
            ),
        )
        fear, ogre = one(g, "Fear of the Dark"), one(g, "Grey Ogre")
        pass_to(g, 0, "declare_attackers")
        declare(g, f"attack:{ogre}:-2", f"attack:{fear}:-3")
        while g.state.zones["stack"] or g.state.triggered:
            g.submit("pass")
        assert ("menace" in chars(g, g.state.objects[fear]).keywords) is menace


def test_802_4_each_defending_player_blocks_in_turn_order_only_their_attackers() -> None:
    """802.4, 802.4a: Alex attacks Bianca with one Ogre and Carissa with the other; Bianca
    declares her blockers first, able to block only the Ogre attacking her, then Carissa
    hers."""
    g = three(
        battlefields=(["Ogro gris", "Ogro gris"], ["Oso garra de runas"], ["Oso garra de runas"])
    )
    o1, o2 = ids(g, "Grey Ogre")
    b1, b2 = ids(g, "Runeclaw Bear")
    pass_to(g, 0, "declare_attackers")
    declare(g, f"attack:{o1}:-2", f"attack:{o2}:-3")
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.player == 1
    assert [o for o in g.pending.ids() if o != "done"] == [f"block:{b1}:{o1}"]
    g.submit("done")
    assert g.pending.player == 2 and g.pending.kind == "blockers"
    assert [o for o in g.pending.ids() if o != "done"] == [f"block:{b2}:{o2}"]


def test_800_4a_a_player_who_concedes_during_the_mulligans_leaves_and_the_game_begins() -> None:
    """800.4a, 104.3a: the starting player concedes before keeping a hand; the others go on
    deciding, and the first turn is the next player's (800.4k)."""
    g = Game.new([LIB * 5] * 3, seed=3, auto_pass=False)
    first = g.pending.player
    g.concede(first)
    while g.pending.kind in ("mulligan", "opening"):
        assert g.pending.player != first
        g.submit(g.pending.ids()[0])
    assert g.state.active == g.state.after(first) and g.state.turn == 1
    assert not any(o.owner == first for o in g.state.objects.values())


def test_a_multiplayer_game_saved_with_a_player_gone_loads_and_replays() -> None:
    """A game of four saved after a player has left (CR 800.4a) loads, checked and replayed
    from its answers, equal to what was saved: the save's checks know games of 2–6."""
    g = Game.new([LIB * 5] * 4, seed=9)
    while g.pending.kind in ("mulligan", "opening", "bottom"):
        g.submit(g.pending.ids()[0])
    g.concede(2)
    loaded = Game.from_json(g.to_json())
    assert loaded == g and loaded.state.player(2).lost and not loaded.over


def test_800_4a_the_active_player_leaves_while_declaring_attackers() -> None:
    """800.4a, 800.4j: the active player concedes with part of an attack declared; the
    creatures leave with them, nothing attacks, and the turn goes on without them."""
    g = three(battlefields=(["Ogro gris", "Ogro gris"], [], []))
    o1, _o2 = ids(g, "Grey Ogre")
    pass_to(g, 0, "declare_attackers")
    g.submit(f"attack:{o1}:-2")
    assert g.pending.kind == "attackers"
    g.concede(0)
    assert g.state.combat is None or not g.state.combat.attackers
    assert g.pending.player == 1 and not g.over


def test_800_4a_a_defending_player_leaves_before_declaring_blockers() -> None:
    """800.4a, 802.4: Alex attacks Bianca and Carissa; Bianca concedes while declaring her
    blockers; Carissa then declares hers against the creature attacking her."""
    g = three(
        battlefields=(["Ogro gris", "Ogro gris"], ["Oso garra de runas"], ["Oso garra de runas"])
    )
    o1, o2 = ids(g, "Grey Ogre")
    b2 = ids(g, "Runeclaw Bear")[1]
    pass_to(g, 0, "declare_attackers")
    declare(g, f"attack:{o1}:-2", f"attack:{o2}:-3")
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.player == 1
    g.concede(1)
    while g.pending.kind != "blockers":
        g.submit("pass")
    assert g.pending.player == 2
    assert [o for o in g.pending.ids() if o != "done"] == [f"block:{b2}:{o2}"]


def test_800_4a_a_player_who_concedes_while_casting_leaves_and_the_cast_goes_with_them() -> None:
    """104.3a, 800.4a: Alex concedes while choosing the target of the *Acto de traición* he
    is casting; the card leaves the game with him, the cast is over, and Bianca gets
    priority (800.4j)."""
    g = three(
        hands=(["Acto de traición"], [], []), battlefields=(MOUNTAINS, ["Oso garra de runas"], [])
    )
    g.submit(f"cast:{one(g, 'Act of Treason', 'hand/0')}")
    assert g.pending.kind == "target"
    g.concede(0)
    assert everywhere(g, "Act of Treason") == [] and g.state.zones["stack"] == []
    assert g.pending.kind == "priority" and g.pending.player == 1
