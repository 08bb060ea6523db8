"""A player's own Inferno cards in a YAML file (issue 22): written in Spanish with the card
vocabulary, checked field by field with errors in Spanish and English that register
nothing, and played in a deck from an Inferno decklist ('N nombre' lines, the demon among
them: I-100.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimorio.cards import registry
from grimorio.cli import main as cli
from grimorio.decklist import DecklistError, parse_inferno_decklist
from grimorio.dsl.abilities import Immune
from grimorio.scenario.board import build
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.inferno_cards import inferno_cards, load_inferno_cards

CARDS = """
cartas:
  - nombre: Lancero de prueba
    nombre_en: Test Lancer
    coste: 2
    tipo: Aliado – Kirch
    senda: Caos
    fuerza: 3
    resistencia: 1
    palabras_clave: [furia]
    inmune: [Locura]
    texto: "Furia. Inmune – Locura."
  - nombre: Llamarada de prueba
    coste: 1
    tipo: Ritual instantáneo
    efectos:
      - {daño: 2, a: aliado o demonio}
      - {tomar: 1}
  - nombre: Bruma de prueba
    coste: 0
    tipo: Ritual
    efectos: [{entorno: plaga}]
    recobrar: 2
  - nombre: Lanza de prueba
    coste: 1
    tipo: Arma
    fuerza: 1
    resistencia: 1
"""


@pytest.fixture
def card_file(tmp_path: Path) -> Path:
    path = tmp_path / "cartas.yaml"
    path.write_text(CARDS, encoding="utf-8")
    return path


def test_cards_are_read_built_and_registered(card_file: Path) -> None:
    """I-204.1: the Spanish type line; I-105: the path; I-702.4: furia; I-306.2: a ritual's
    effects in order, its damage dealt by its controller's demon (I-102.4); I-208.1: a
    weapon's modifiers."""
    cards = {c.name_es: c for c in load_inferno_cards(card_file)}
    lancer = cards["Lancero de prueba"]
    assert lancer.key == "inferno:Lancero de prueba" and lancer.name_en == "Test Lancer"
    assert (lancer.types, lancer.subtypes, lancer.power, lancer.toughness) == (
        ("aliado",), ("Kirch",), 3, 1,
    )  # fmt: skip
    assert lancer.path == "Caos" and lancer.keywords == ("furia",)
    assert [(a.quality.paths, a.text_es) for a in lancer.abilities if isinstance(a, Immune)] == [
        (("Locura",), "Inmune – Locura")
    ]  # I-702.21
    flare = cards["Llamarada de prueba"]
    assert flare.supertypes == ("instantáneo",)
    assert flare.text_es == (
        "Tu demonio hace 2 puntos de daño al aliado o demonio objetivo. Toma una carta."
    )
    assert registry.INFERNO.find("Test Lancer") == lancer.key
    assert cards["Bruma de prueba"].text_es == "Hay Plaga hasta el final del turno."
    assert any(type(a).__name__ == "Flashback" for a in cards["Bruma de prueba"].abilities)
    game = build(
        game="inferno",
        hands=(["Llamarada de prueba"], []),
        battlefields=([{"name": "Humano errante", "face_down": True}], ["Lancero de prueba"]),
        libraries=(["Humano errante"] * 5, ["Humano errante"] * 5),
    )
    lancer_id = next(
        o for o in game.state.zones["battlefield"]
        if game.state.objects[o].card == lancer.key
    )  # fmt: skip
    hand = game.state.zones["hand/0"]
    game.submit(f"cast:{hand[0]}")
    while game.pending is not None and game.pending.kind != "priority":
        ids = [o.id for o in game.pending.options]
        game.submit(f"target:{lancer_id}" if f"target:{lancer_id}" in ids else ids[0])
    while game.state.zones["stack"]:
        game.submit("pass")
    assert lancer_id not in game.state.objects  # 2 damage counters on a 3/1 (I-705.5f)
    assert len(hand) == 1  # the card taken


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("cartas: []", "'cartas' es una lista"),
        ("otra: 1", "una sola clave"),
        (
            "cartas:\n  - {nombre: X, tipo: Aliado, fuerza: 1, resistencia: 1, color: rojo}",
            "campos desconocidos ['color']",
        ),
        ("cartas:\n  - {nombre: X, coste: 1, tipo: Criatura}", "tipo desconocido 'Criatura'"),
        ("cartas:\n  - {nombre: X, coste: -1, tipo: Aliado, fuerza: 1}", "coste es un número"),
        ("cartas:\n  - {nombre: X, coste: 1, tipo: Aliado, senda: Luz}", "senda desconocida"),
        ("cartas:\n  - {nombre: X, coste: 1, tipo: Aliado, inmune: [Luz]}", "senda desconocida"),
        ("cartas:\n  - {nombre: X, coste: 1, tipo: Aliado, inmune: Caos}", "inmune es una lista"),
        (
            "cartas:\n  - {nombre: X, coste: 1, tipo: Aliado, palabras_clave: [vuelo]}",
            "palabras_clave es una lista",
        ),
        (
            "cartas:\n  - {nombre: X, coste: 1, tipo: Ritual, efectos: [{curar: 2}]}",
            "efecto desconocido",
        ),
        (
            "cartas:\n  - {nombre: X, coste: 1, tipo: Ritual, efectos: [{daño: 2, a: jugador}]}",
            "objetivo desconocido 'jugador'",
        ),
        ("cartas:\n  - {nombre: X, coste: 1, tipo: Ritual}", "un ritual dice lo que hace"),
        (
            "cartas:\n  - {nombre: Ignición, coste: 1, tipo: Ritual, efectos: [{tomar: 1}]}",
            "ya es de otra carta",
        ),
        ("cartas:\n  - {nombre: X, coste: 1, tipo: Arma}", "un arma tiene coste y modificadores"),
    ],
)
def test_a_bad_card_file_is_refused_in_both_languages_and_registers_nothing(
    tmp_path: Path, text: str, said: str
) -> None:
    path = tmp_path / "malas.yaml"
    path.write_text(
        text + "\n  - {nombre: Buena, coste: 1, tipo: Aliado, fuerza: 1}\n"
        if text.startswith("cartas:\n")
        else text,
        encoding="utf-8",
    )
    before = dict(registry.INFERNO.by_key)
    with pytest.raises(ScenarioError) as refused:
        load_inferno_cards(path)
    assert said in refused.value.message("es")
    assert refused.value.message("en") != refused.value.message("es")
    assert registry.INFERNO.by_key == before


def test_an_inferno_decklist_names_its_demon_and_inferno_cards() -> None:
    """I-100.2: one demon among the cards; a Magic card or an unknown line is refused, all
    problems at once."""
    deck = parse_inferno_decklist("1 Vástago de la Ceniza\n# aliados\n40 Kirch de las trincheras\n")
    assert len(deck.main) == 41
    with pytest.raises(DecklistError) as refused:
        parse_inferno_decklist("40 Kirch de las trincheras\nx Bestia\n2 Llanura\n")
    lines = refused.value.message("es")
    assert "línea 2" in lines and "Llanura" in lines
    with pytest.raises(DecklistError, match="demonio"):
        parse_inferno_decklist("40 Kirch de las trincheras\n")


def test_playing_your_own_cards_in_the_terminal(
    card_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "mazo.txt"
    deck.write_text("1 Vástago de la Ceniza\n20 Lancero de prueba\n20 Llamarada de prueba\n")
    args = ["play", "--game", "inferno", "--demo", "--ai", "random", "--seed", "2"]
    assert cli.main([*args, "--cartas", str(card_file), "--deck", str(deck)]) == 0
    assert "Lancero de prueba" in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text("cartas: 3\n")
    assert cli.main([*args, "--cartas", str(bad)]) == 2
    assert "cartas" in capsys.readouterr().err


def test_the_cards_of_a_document_are_checked_before_any_is_kept() -> None:
    with pytest.raises(ScenarioError):
        inferno_cards(
            {
                "cartas": [
                    {"nombre": "Y", "coste": 1, "tipo": "Aliado", "fuerza": 1},
                    {"nombre": "Z"},
                ]
            }
        )
    assert registry.INFERNO.find("Y") is None
