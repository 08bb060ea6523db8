"""A malformed lesson file is a clear error naming the file and the field (issue 24; bad
input gets a clear error and changes nothing), and the lessons teach the 2026 rules in the
Comprehensive Rules' Spanish terms, not the old basic rulebook's."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from grimorio.tutorial.coach import Coach
from grimorio.tutorial.lessons import LessonError, lesson, lessons, parse_lesson, read_lesson
from test_cr_citations import CR_FILE, SPANISH_GAPS, spanish_rules

GOOD: dict[str, Any] = {
    "id": "prueba",
    "title": {"es": "Prueba", "en": "Test"},
    "rules": ["305.1"],
    "text": {"es": "Un texto.", "en": "A text."},
    "task": {"es": "Juega el Bosque.", "en": "Play the Forest."},
    "done": {"es": "Hecho.", "en": "Done."},
    "setup": {"players": {"Aprendiz": {"hand": ["Bosque"]}, "Rival": {}}},
    "steps": [{"jugar": "Bosque"}],
    "goal": {"zones": {"Aprendiz": {"battlefield": ["Bosque"]}}},
    "hints": [{"rule": "305.2", "es": "No.", "en": "No."}],
}


def test_a_well_formed_lesson_is_read_and_played() -> None:
    coach = Coach(parse_lesson(GOOD, "prueba.yaml"))
    assert coach.answer(coach.expected(coach.game.pending)[0]) is None  # type: ignore[arg-type]
    assert coach.done


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"title": {"es": "Solo español"}}, "title"),
        ({"rules": ["tres"]}, "rules"),
        ({"steps": []}, "steps"),
        ({"steps": [{"en cualquier orden": [{"jugar": "Bosque"}]}]}, "steps"),
        ({"hints": [{"when": "pasar", "rule": "305.1", "es": "a", "en": "b"}]}, "hints"),
        ({"hints": [{"rule": "305.1", "es": "a", "en": "b", "extra": 1}]}, "hints[1]"),
        ({"id": "Con Espacios"}, "id"),
        ({"goal": []}, "goal"),
        ({"unknown": 1}, "unknown"),
    ],
)
def test_a_malformed_lesson_names_its_file_and_field(change: dict[str, Any], field: str) -> None:
    with pytest.raises(LessonError) as caught:
        parse_lesson({**GOOD, **change}, "mala.yaml")
    assert "mala.yaml" in caught.value.message("es") and field in caught.value.message("en")


def test_a_lesson_whose_board_names_an_unknown_card_fails_as_a_lesson() -> None:
    bad = {**GOOD, "setup": {"players": {"Aprendiz": {"hand": ["Bosquecillo inexistente"]}}}}
    with pytest.raises(LessonError, match="prueba"):
        Coach(parse_lesson(bad, "mala.yaml"))


def test_a_file_that_is_not_yaml_is_a_lesson_error(tmp_path: Path) -> None:
    path = tmp_path / "99-mala.yaml"
    path.write_text("id: [sin cerrar\n", encoding="utf-8")
    with pytest.raises(LessonError, match=r"99-mala\.yaml"):
        read_lesson(path)


def test_an_unknown_lesson_lists_the_lessons() -> None:
    with pytest.raises(LessonError) as caught:
        lesson("no-existe")
    assert "tierras" in caught.value.message("es")


def test_lessons_come_in_the_rulebooks_order_with_unique_ids() -> None:
    found = lessons()
    assert [x.number for x in found] == list(range(1, len(found) + 1))
    assert len({x.id for x in found}) == len(found)
    assert lesson("tierras") is lesson(str(lesson("tierras").number))


# The old basic rulebook's words the 2026 rules replaced (CR 110.1 "campo de batalla", 406
# "exiliar", 601 "lanzar", 202.3 "valor de maná"; mana burn is gone, 500.4).
OBSOLETE = {
    "en juego": "campo de batalla",
    "remover del juego": "exiliar",
    "removida del juego": "exiliada",
    "jugar un hechizo": "lanzar un hechizo",
    "juega el hechizo": "lanza el hechizo",
    "coste de maná convertido": "valor de maná",
    "quemadura de maná": "(no existe)",
}


@pytest.mark.parametrize("each", lessons(), ids=[x.id for x in lessons()])
def test_a_lesson_speaks_the_crs_spanish_terms(each: Any) -> None:
    """The lessons' Spanish uses the Comprehensive Rules' terms, not the old rulebook's."""
    texts = [each.title.es, each.text.es, each.task.es, each.done.es]
    texts += [h.words.es for h in each.hints]
    for text in texts:
        folded = " ".join(text.casefold().split())
        for old, new in OBSOLETE.items():
            assert not re.search(rf"\b{old}\b", folded), f"{each.id}: «{old}» → «{new}»"


@pytest.mark.parametrize("each", lessons(), ids=[x.id for x in lessons()])
def test_every_rule_a_lesson_cites_is_a_rule_of_the_spanish_cr(each: Any) -> None:
    """A hint cites the rule that explains it: the number exists in the 2026 Spanish CR."""
    if not CR_FILE.is_file():
        pytest.skip(f"../shared/docs absent: no {CR_FILE.name} to check the lessons against")
    rules = spanish_rules(CR_FILE.read_text(encoding="utf-8")) | set(SPANISH_GAPS)
    for rule in (*each.rules, *(h.rule for h in each.hints)):
        assert rule in rules, f"{each.id}: {rule} is not a rule of the CR"
