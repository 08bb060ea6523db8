"""The terminal game's screen, rendered from view dicts: what a person sees of permanents,
hands, the stack, the log and the decision."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console, RenderableType

from grimorio import Game
from grimorio.cli import screen
from grimorio.cli.texts import TEXTS


def render(thing: RenderableType, width: int = 120) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, highlight=False).print(thing)
    return out.getvalue()


def creature(oid: int, name: str, controller: int = 0, **extra: Any) -> dict[str, Any]:
    obj = {
        "id": oid,
        "name": name,
        "owner": controller,
        "controller": controller,
        "types": ["creature"],
        "type_line": "Criatura — Rata",
        "mana_cost": "{B}",
        "text": "",
        "power": 1,
        "toughness": 1,
        "tapped": False,
        "damage": 0,
        "counters": {},
        "keywords": [],
        "summoning_sick": False,
    }
    obj.update(extra)
    return obj


def land(oid: int, name: str, controller: int = 0, tapped: bool = False) -> dict[str, Any]:
    return {
        "id": oid,
        "name": name,
        "owner": controller,
        "controller": controller,
        "types": ["land"],
        "type_line": "Tierra básica — Pantano",
        "mana_cost": "",
        "text": "({T}: Agrega {B}.)",
        "tapped": tapped,
        "damage": 0,
        "counters": {},
        "keywords": [],
        "summoning_sick": False,
    }


def player(index: int, name: str, **extra: Any) -> dict[str, Any]:
    p = {
        "index": index,
        "name": name,
        "life": 20,
        "poison": 0,
        "mana_pool": [0, 0, 0, 0, 0, 0],
        "library": 33,
        "hand_size": 7,
        "graveyard": [],
        "lost": False,
    }
    p.update(extra)
    return p


def a_view(**extra: Any) -> dict[str, Any]:
    view = {
        "viewer": 0,
        "turn": 4,
        "active": 0,
        "step": "main1",
        "priority": 0,
        "players": [player(0, "Norte"), player(1, "Sur", hand_size=5)],
        "hand": [],
        "battlefield": [],
        "stack": [],
        "exile": [],
        "combat": None,
        "decision": None,
        "result": None,
        "log": [],
    }
    view.update(extra)
    return view


def test_a_permanent_shows_tapped_damage_counters_keywords_and_sickness() -> None:
    rat = creature(
        12,
        "Rata inofensiva",
        tapped=True,
        damage=1,
        counters={"+1/+1": 2},
        keywords=["flying"],
        summoning_sick=True,
        power=3,
        toughness=3,
    )
    text = screen.permanent_line(rat, a_view(battlefield=[rat]), "es").plain
    assert text.startswith("[12] Rata inofensiva 3/3")
    for part in ("girada", "daño 1", "2 contadores +1/+1", "volar", "mareo de invocación"):
        assert part in text
    english = screen.permanent_line(rat, a_view(battlefield=[rat]), "en").plain
    for part in ("tapped", "damage 1", "flying", "summoning sick"):
        assert part in english


def test_an_untapped_healthy_creature_shows_only_its_name_and_size() -> None:
    bear = creature(3, "Oso")
    assert screen.permanent_line(bear, a_view(battlefield=[bear]), "es").plain == "[3] Oso 1/1"


def test_summoning_sickness_is_shown_for_creatures_only() -> None:
    swamp = land(4, "Pantano") | {"summoning_sick": True}
    assert "mareo" not in screen.permanent_line(swamp, a_view(battlefield=[swamp]), "es").plain


def test_attachments_are_shown_on_both_sides() -> None:
    host = creature(5, "Oso")
    aura = {**land(6, "Grilletes"), "types": ["enchantment"], "attached_to": 5}
    view = a_view(battlefield=[host, aura])
    assert "anexada a [5] Oso" in screen.permanent_line(aura, view, "es").plain
    assert "con [6] Grilletes" in screen.permanent_line(host, view, "es").plain


def test_tokens_attackers_and_blockers_are_marked() -> None:
    spirit = creature(7, "Espíritu", token=True)
    blocker = creature(8, "Muro", controller=1)
    combat = {"attackers": {"7": {"player": 1}}, "blockers": {"8": 7}}
    view = a_view(battlefield=[spirit, blocker], combat=combat)
    line = screen.permanent_line(spirit, view, "es").plain
    assert "ficha" in line and "ataca a Sur" in line
    assert "bloquea a [7]" in screen.permanent_line(blocker, view, "es").plain


def test_the_battlefield_is_grouped_by_player_opponent_first_lands_on_one_line() -> None:
    view = a_view(
        battlefield=[
            land(1, "Pantano"),
            land(2, "Pantano", tapped=True),
            creature(3, "Oso"),
            creature(4, "Lobo", controller=1),
        ]
    )
    text = render(screen.screen(view, "es"))
    rival, mine = text.index("Campo de batalla de Sur (rival)"), text.index("Norte (tú)")
    assert text.index("Campo de batalla de Norte (tú)") > rival
    assert text.index("[4] Lobo") > rival
    assert mine < text.index("[3] Oso")
    assert "[1] Pantano, [2] Pantano · girada" in text


def test_a_face_down_permanent_shows_no_name() -> None:
    hidden = {"id": 9, "face_down": True, "controller": 1, "tapped": True}
    view = a_view(battlefield=[hidden])
    assert screen.permanent_line(hidden, view, "es").plain == "[9] carta boca abajo · girada"
    assert 9 not in screen.visible_cards(view)


def test_players_table_life_hand_library_graveyard_and_mana_pool() -> None:
    view = a_view(
        players=[
            player(0, "Norte", life=17, mana_pool=[0, 0, 2, 1, 0, 0]),
            player(1, "Sur", hand_size=5, library=30, graveyard=[creature(20, "Oso", 1)]),
        ]
    )
    text = render(screen.players_table(view, "es"))
    assert "Vidas" in text and "Biblioteca" in text and "Cementerio" in text
    row = next(line for line in text.splitlines() if "Norte (tú)" in line)
    assert row.split()[2:] == ["17", "0", "7", "33", "0", "{B}{B}{R}"]
    row = next(line for line in text.splitlines() if "Sur (rival)" in line)
    assert row.split()[2:] == ["20", "0", "5", "30", "1", "—"]


def test_the_opponents_hand_is_only_a_count() -> None:
    game = Game.new(decks=(["Pantano"] * 40, ["Asesinato"] * 40), seed=1)
    text = render(screen.screen(game.view(0, "es"), "es"))
    assert "Asesinato" not in text  # the opponent's hand and library are hidden
    assert "Tu mano: [" in text and "Pantano" in text
    row = next(line for line in text.splitlines() if "Sur (rival)" in line)
    assert row.split()[2:6] == ["20", "0", "7", "33"]


def test_the_stack_top_first_with_targets() -> None:
    spell = {
        **creature(30, "Asesinato", controller=1),
        "types": ["instant"],
        "targets": [[3]],
        "x": 0,
    }
    bolt = {**creature(31, "Rayo", controller=0), "types": ["instant"], "targets": [[-2]]}
    lines = [t.plain for t in screen.stack_lines(a_view(stack=[spell, bolt]), "es")]
    assert lines == [
        "[31] Rayo · de Norte · objetivos: Sur",
        "[30] Asesinato · de Sur · objetivos: [3]",  # [3] is seen by no one here
    ]
    bear = creature(3, "Oso")
    view = a_view(stack=[spell], battlefield=[bear])
    assert [t.plain for t in screen.stack_lines(view, "es")] == [
        "[30] Asesinato · de Sur · objetivos: [3] Oso"  # a target on the board, by its name
    ]


def test_the_log_is_numbered_from_the_end_for_why() -> None:
    text = screen.log_lines(["uno", "dos", "tres"]).plain
    assert text.splitlines() == [" 3  uno", " 2  dos", " 1  tres"]


def test_the_decision_numbers_its_options_and_names_visible_cards() -> None:
    view = a_view(
        hand=[creature(40, "Oso")],
        decision={
            "player": 0,
            "kind": "priority",
            "prompt": "Tienes prioridad.",
            "options": [
                {"id": "cast:40", "label": "Lanzar Oso"},
                {"id": "cast:99", "label": "Lanzar Fantasma"},
                {"id": "pass", "label": "Pasar"},
            ],
        },
    )
    lines = [t.plain for t in screen.decision_lines(view, "es")]
    assert lines == [
        "Tienes prioridad.",
        "  1. Lanzar Oso [40]",
        "  2. Lanzar Fantasma",
        "  3. Pasar",
    ]


def test_the_result_replaces_the_decision() -> None:
    view = a_view(result={"winner": 1, "reason": "concede", "rule": "104.3a"})
    text = render(screen.screen(view, "es"))
    assert "Fin de la partida: gana Sur (104.3a" in text
    draw = a_view(result={"winner": None, "reason": "all_lost", "rule": "104.4a"})
    assert "Game over: a draw (104.4a" in render(screen.screen(draw, "en"))


def test_a_cards_full_text() -> None:
    card = creature(50, "Rata inofensiva", text="Volar", power=2, toughness=1)
    text = render(screen.card_panel(card, "es"))
    for part in ("[50] Rata inofensiva", "{B}", "Criatura — Rata", "Volar", "2/1"):
        assert part in text


def test_graveyards_show_their_last_cards_and_a_count_of_the_rest() -> None:
    grave = [creature(60 + i, f"Carta{i}") for i in range(9)]
    view = a_view(players=[player(0, "Norte", graveyard=grave), player(1, "Sur")])
    text = render(screen.graveyards(view, "es"))
    assert "+3 más…" in text and "[68] Carta8" in text and "[62] Carta2" not in text
    assert 62 in screen.visible_cards(view)  # still readable with «v 62»


def test_every_text_exists_in_both_languages_with_the_same_placeholders() -> None:
    for key, (es, en) in TEXTS.items():
        assert es and en, key
        assert sorted(set(_fields(es))) == sorted(set(_fields(en))), key


def _fields(template: str) -> list[str]:
    import string

    return [f for _, f, _, _ in string.Formatter().parse(template) if f is not None]
