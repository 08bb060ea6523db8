"""CR 704 — Acciones basadas en estado (704.5a–q), checked as one simultaneous event
whenever a player would receive priority (704.3, 117.5), and 104.4a (all lose: a draw)."""

from __future__ import annotations

from grimorio import Game
from grimorio.scenario.board import build
from support import cards, cast, ids, one, resolve_top

LIB = ["Llanura"] * 5


def to_blockers(g: Game, *attackers: int) -> None:
    """From the beginning of combat: declare ``attackers`` and pass to the blockers."""
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "attackers"
    for a in attackers:
        g.submit(f"attack:{a}")
    if g.pending.kind == "attackers":
        g.submit("done")
    g.submit("pass")
    g.submit("pass")
    assert g.pending.kind == "blockers"


# -- players ---------------------------------------------------------------------------


def test_704_5a_player_with_zero_life_loses():
    g = build(
        hands=(["Withering Torment"], []),
        battlefields=(["Pantano"] * 3, ["Test Bear"]),
        libraries=(LIB, LIB),
        life=(2, 20),
    )
    cast(g, "Withering Torment", f"target:{one(g, 'Test Bear')}")
    assert not g.over
    resolve_top(g)
    assert g.state.player(0).life == 0
    assert g.over
    assert g.result.winner == 1
    assert g.state.player(0).lost
    assert "704.5a" in g.log.rules()
    assert g.pending is None


def test_704_5a_negative_life_loses_before_anyone_gets_priority():
    g = build(libraries=(LIB, LIB), life=(20, -3))
    assert g.over
    assert g.result.winner == 0
    assert g.log.rules().count("704.5a") == 1


def test_704_5a_positive_life_does_not_lose():
    g = build(libraries=(LIB, LIB), life=(1, 1))
    assert not g.over
    assert g.pending.kind == "priority"


def test_704_5b_drawing_from_an_empty_library_loses_at_the_next_check():
    g = build(libraries=([], LIB), step="upkeep")
    assert not g.over  # an empty library alone is not a loss
    g.submit("pass")
    g.submit("pass")
    assert g.over
    assert g.result.winner == 1
    rules = g.log.rules()
    assert "121.4" in rules and "704.5b" in rules
    assert rules.index("121.4") < rules.index("704.5b")


def test_704_5b_loss_waits_for_the_check_the_spell_finishes_resolving():
    """Grab the Prize draws two from a one-card library, then still deals its damage: the
    player loses only when state-based actions are next checked."""
    g = build(
        hands=(["Grab the Prize", "Test Bear"], []),
        battlefields=(["Montaña", "Montaña"], []),
        libraries=(["Llanura"], LIB),
    )
    cast(g, "Grab the Prize", f"discard:{one(g, 'Test Bear', 'hand/0')}")
    resolve_top(g)
    assert g.state.player(1).life == 18  # the rest of the spell happened
    assert g.over and g.result.winner == 1
    assert g.result.rule == "104.2a"
    rules = g.log.rules()
    assert rules.index("704.5b") > max(i for i, r in enumerate(rules) if r == "120.3")


def test_104_4a_sbas_make_both_players_lose_at_once_the_game_is_a_draw():
    g = build(
        hands=(["Grab the Prize", "Test Bear"], []),
        battlefields=(["Montaña", "Montaña"], []),
        libraries=(["Llanura"], LIB),
        life=(20, 2),
    )
    cast(g, "Grab the Prize", f"discard:{one(g, 'Test Bear', 'hand/0')}")
    resolve_top(g)
    assert g.over
    assert g.result.draw
    assert g.result.winner is None
    assert g.result.rule == "104.4a"
    assert g.state.player(0).lost and g.state.player(1).lost


# -- objects -----------------------------------------------------------------------------


def test_704_5d_created_token_that_dies_ceases_to_exist():
    """Glimmerburst creates a Glimmer token; destroyed, it goes to the graveyard and then
    ceases to exist."""
    g = build(
        hands=(["Glimmerburst", "Asesinato"], []),
        battlefields=(["Isla"] * 4 + ["Pantano"] * 3, []),
        libraries=(LIB, LIB),
    )
    cast(g, "Glimmerburst")
    resolve_top(g)
    glimmer = one(g, "Glimmer")
    assert g.state.objects[glimmer].token
    assert g.characteristics(glimmer).types == ("enchantment", "creature")
    cast(g, "Murder", f"target:{glimmer}")
    resolve_top(g)
    assert glimmer not in g.state.objects
    assert cards(g, "graveyard/0") == ["Glimmerburst", "Murder"]
    assert not any(o.card == "Glimmer" for o in g.state.objects.values())
    rules = g.log.rules()
    assert rules.index("704.5d") > rules.index("701.8a")


def test_704_5d_token_that_left_the_battlefield_ceases_to_exist():
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, [{"name": "Test Bear", "token": True}]),
        libraries=(LIB, LIB),
    )
    token = one(g, "Test Bear")
    assert g.state.objects[token].token
    cast(g, "Murder", f"target:{token}")
    resolve_top(g)
    assert g.state.zones["graveyard/1"] == []
    assert not any(o.card == "Test Bear" for o in g.state.objects.values())
    rules = g.log.rules()
    assert "701.8a" in rules  # it was destroyed: it went to the graveyard first
    assert rules.index("704.5d") > rules.index("701.8a")


def test_704_5f_creature_with_toughness_zero_goes_to_the_graveyard():
    g = build(
        battlefields=(
            [{"name": "Test Bear", "counters": {"-1/-1": 2}}],
            [{"name": "Test Bear", "counters": {"-1/-1": 1}}],
        ),
        libraries=(LIB, LIB),
    )
    assert cards(g, "graveyard/0") == ["Test Bear"]
    survivor = one(g, "Test Bear")
    assert g.state.objects[survivor].controller == 1
    assert g.characteristics(survivor).toughness == 1
    assert "704.5f" in g.log.rules()
    assert "704.5g" not in g.log.rules()


def test_704_5g_creature_with_lethal_damage_is_destroyed():
    g = build(
        hands=(["Intervención de Winter", "Intervención de Winter"], []),
        battlefields=(["Pantano"] * 4, [{"name": "Test Giant", "damage": 2}, "Test Wall"]),
        libraries=(LIB, LIB),
    )
    giant, wall = one(g, "Test Giant"), one(g, "Test Wall")
    assert giant in g.state.zones["battlefield"]  # 2 damage on a 4/4 is not lethal
    cast(g, "Winter's Intervention", f"target:{giant}")
    resolve_top(g)
    assert giant not in g.state.zones["battlefield"]
    assert cards(g, "graveyard/1") == ["Test Giant"]
    cast(g, "Winter's Intervention", f"target:{wall}")
    resolve_top(g)
    assert g.state.objects[wall].damage == 2  # 2 of 4: it survives
    assert any(e.rule == "704.5g" for e in g.log)


def test_704_5h_creature_dealt_damage_by_deathtouch_is_destroyed():
    """Horrid Vigor gives a 1/1 token deathtouch (and indestructible)."""
    g = build(
        hands=(["Horrid Vigor"], []),
        battlefields=(
            ["Bosque", "Bosque", {"name": "Test Bear", "counters": {"-1/-1": 1}}],
            ["Test Giant"],
        ),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    cast(g, "Horrid Vigor", f"target:{bear}")
    resolve_top(g)
    to_blockers(g, bear)
    g.submit(f"block:{giant}:{bear}")
    g.submit("pass")
    g.submit("pass")
    assert cards(g, "graveyard/1") == ["Test Giant"]  # 1 damage, but from deathtouch
    assert bear in g.state.zones["battlefield"]  # indestructible
    assert "704.5h" in g.log.rules()


def test_704_5i_planeswalker_with_zero_loyalty_goes_to_the_graveyard():
    g = build(
        battlefields=(
            [{"name": "Test Walker", "counters": {"loyalty": 0}}],
            [{"name": "Test Walker", "counters": {"loyalty": 1}}],
        ),
        libraries=(LIB, LIB),
    )
    assert cards(g, "graveyard/0") == ["Test Walker"]
    assert g.state.objects[one(g, "Test Walker")].controller == 1
    assert "704.5i" in g.log.rules()


def test_704_5j_legend_rule_controller_chooses_which_to_keep():
    g = build(battlefields=(["Test Legend", "Test Legend"], []), libraries=(LIB, LIB))
    first, second = ids(g, "Test Legend")
    assert g.pending.kind == "legend"
    assert g.pending.player == 0
    assert sorted(g.pending.ids()) == sorted([f"keep:{first}", f"keep:{second}"])
    g.submit(f"keep:{second}")
    assert ids(g, "Test Legend") == [second]
    assert cards(g, "graveyard/0") == ["Test Legend"]
    assert "704.5j" in g.log.rules()
    assert g.pending.kind == "priority"


def test_704_5j_legend_rule_only_for_the_same_controller():
    g = build(battlefields=(["Test Legend"], ["Test Legend"]), libraries=(LIB, LIB))
    assert g.pending.kind == "priority"
    assert len(ids(g, "Test Legend")) == 2


def test_704_5m_aura_not_attached_goes_to_the_graveyard():
    g = build(battlefields=(["Test Aura"], []), libraries=(LIB, LIB))
    assert cards(g, "graveyard/0") == ["Test Aura"]
    assert "704.5m" in g.log.rules()


def test_704_5m_aura_stays_while_attached_to_a_creature_and_goes_when_it_leaves():
    def board():  # type: ignore[no-untyped-def]
        return build(
            hands=(["Asesinato"], []),
            battlefields=(
                ["Pantano"] * 3,
                ["Test Bear", {"name": "Test Aura", "attached_to": "Test Bear"}],
            ),
            libraries=(LIB, LIB),
        )

    g = board()
    aura = one(g, "Test Aura")
    g.submit("pass")  # P1 would receive priority: SBAs are checked (117.5)
    assert aura in g.state.zones["battlefield"]
    assert "704.5m" not in g.log.rules()
    g = board()
    bear = one(g, "Test Bear")
    cast(g, "Murder", f"target:{bear}")
    resolve_top(g)
    assert cards(g, "graveyard/1") == ["Test Bear", "Test Aura"]
    assert "704.5m" in g.log.rules()


def test_704_5n_equipment_attached_to_an_illegal_permanent_becomes_unattached():
    # setup: an Equipment attached to a land, which is illegal; SBAs are checked before the
    # active player receives priority
    g = build(
        battlefields=(
            [{"name": "Test Equipment", "attached_to": "Llanura"}, "Llanura", "Test Bear"],
            [],
        ),
        libraries=(LIB, LIB),
    )
    equipment = one(g, "Test Equipment")
    assert g.state.objects[equipment].attached_to is None
    assert equipment in g.state.zones["battlefield"]  # it stays on the battlefield
    assert "704.5n" in g.log.rules()


def test_704_5n_equipment_attached_to_a_creature_stays_attached():
    g = build(
        battlefields=([{"name": "Test Equipment", "attached_to": "Test Bear"}, "Test Bear"], []),
        libraries=(LIB, LIB),
    )
    equipment, bear = one(g, "Test Equipment"), one(g, "Test Bear")
    g.submit("pass")
    assert g.state.objects[equipment].attached_to == bear
    assert "704.5n" not in g.log.rules()


def test_704_5q_plus_and_minus_counters_annihilate():
    g = build(
        battlefields=([{"name": "Test Bear", "counters": {"+1/+1": 2, "-1/-1": 1}}], []),
        libraries=(LIB, LIB),
    )
    bear = one(g, "Test Bear")
    assert g.state.objects[bear].counters == {"+1/+1": 1}
    c = g.characteristics(bear)
    assert (c.power, c.toughness) == (3, 3)
    assert g.log.rules().count("704.5q") == 2


# -- simultaneity (704.3) ----------------------------------------------------------------


def test_704_3_creatures_that_deal_each_other_lethal_damage_die_simultaneously():
    g = build(
        battlefields=(["Test Bear"], ["Test Bear"]),
        libraries=(LIB, LIB),
        step="begin_combat",
    )
    mine, theirs = ids(g, "Test Bear")
    to_blockers(g, mine)
    g.submit(f"block:{theirs}:{mine}")
    g.submit("pass")
    g.submit("pass")
    assert cards(g, "graveyard/0") == ["Test Bear"]
    assert cards(g, "graveyard/1") == ["Test Bear"]
    rules = g.log.rules()
    first = rules.index("704.5g")
    assert rules[first : first + 2] == ["704.5g", "704.5g"]  # one event, both at once


def test_704_3_all_applicable_actions_happen_in_one_check():
    g = build(
        battlefields=(
            [
                {"name": "Test Bear", "damage": 2},
                {"name": "Test Walker", "counters": {"loyalty": 0}},
            ],
            [{"name": "Test Giant", "counters": {"-1/-1": 4}}],
        ),
        libraries=(LIB, LIB),
    )
    assert g.state.zones["battlefield"] == []
    assert sorted(cards(g, "graveyard/0")) == ["Test Bear", "Test Walker"]
    assert cards(g, "graveyard/1") == ["Test Giant"]
    rules = g.log.rules()
    assert sorted(rules[-3:]) == ["704.5f", "704.5g", "704.5i"]
