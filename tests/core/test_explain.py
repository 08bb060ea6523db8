"""Every log line explains itself: rule number, source, and the chain of causes back to a
player's choice or a rule (issue 3, DESIGN principle 1)."""

from __future__ import annotations

from grimorio import Game, explain
from grimorio.agents import RandomAgent
from grimorio.explain import causes
from grimorio.sample_decks import pairing
from grimorio.scenario.board import build
from grimorio.text.log import entry_line
from grimorio.text.render import MESSAGES
from support import cast, one, resolve_top


def test_a_death_by_damage_is_traced_to_the_spell_and_the_players_choice() -> None:
    """704.5g ← 120.3 damage ← 608.2 resolution ← 601.2a cast ← Norte's choice."""
    g = build(
        hands=(["Intervención de Winter"], []),
        battlefields=(["Pantano"] * 2, ["Test Bear"]),
    )
    cast(g, "Winter's Intervention", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    death = next(i for i, e in enumerate(g.state.log) if e.rule == "704.5g")
    rules = [g.state.log[i].rule for i in causes(g, death)]
    assert rules == ["704.5g", "120.3", "608.2", "601.2a"]
    lines = explain(g, death)
    assert lines[0] == "Test Bear muere (704.5g: daño letal)."
    assert lines[-1] == "↳ decisión de Norte"
    assert explain(g, death, "en")[0] == "Test Bear dies (704.5g: lethal damage)."


def test_costs_are_caused_by_the_cast_and_turn_based_actions_by_their_step() -> None:
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(["Pantano"] * 3, ["Test Bear"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    log = g.state.log
    cast_at = next(i for i, e in enumerate(log) if e.key == "cast")
    assert all(e.cause == cast_at for e in log if e.rule in ("605.3b", "601.2h"))
    resolve_top(g)
    while not (g.state.turn == 3 and g.state.step == "main1"):
        g.submit("pass")
    draw = next(i for i, e in enumerate(g.state.log) if e.key == "draw" and e.rule == "504.1")
    assert g.state.log[causes(g, draw)[-1]].key == "step.draw"
    assert explain(g, draw)[-1] == "↳ lo manda la regla 504.1"


def test_every_entry_of_a_random_game_has_a_rule_and_both_languages() -> None:
    """Issue 3 acceptance: no untranslated entry; each carries a rule number."""
    for seed in (1, 2):
        game = Game.new(decks=pairing(seed), seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 9)]
        while not game.over:
            d = game.pending
            game.submit(agents[d.player].decide(None, d))
        for i, entry in enumerate(game.state.log):
            assert entry.rule and entry.key in MESSAGES, entry
            es, en = entry_line(entry, "es"), entry_line(entry, "en")
            assert f"({entry.rule}" in es and f"({entry.rule}" in en
            assert explain(game, i)[-1].startswith("↳")


def test_spanish_sentences_give_card_names_their_article() -> None:
    """Log lines read as Spanish sentences: "La Amiguita harapienta muere (704.5g: …)."."""
    g = build(
        hands=(["Detonación ígnea"], []),
        battlefields=(["Montaña"] * 2, ["Amiguita harapienta", "Test Bear"]),
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    lines = g.log.lines("es")
    assert (
        "La Detonación ígnea hace 2 de daño a la Amiguita harapienta (120.3: resultado del daño)."
        in lines
    )
    assert "La Detonación ígnea hace 2 de daño a Test Bear (120.3: resultado del daño)." in lines
    assert "La Amiguita harapienta muere (704.5g: daño letal)." in lines
    assert "Norte lanza la Detonación ígnea (601.2a: lanzar un hechizo)." in lines
    assert "Ragged Playmate dies (704.5g: lethal damage)." in g.log.lines("en")
