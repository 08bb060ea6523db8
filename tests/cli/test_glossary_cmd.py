"""``grimorio glosario TÉRMINO`` (alias ``glossary``; issue 24, part 4): a term's entry with
both names, the CR rule that defines it, the definition and the example; several entries
for a part of a name; every term without one; an unknown term a clear message with close
spellings and exit status 1 — in Spanish by default, in English with ``--lang en``."""

from __future__ import annotations

import pytest

from grimorio.cli import main as cli
from grimorio.tutorial.glossary import entries

Capture = pytest.CaptureFixture[str]


def _run(capsys: Capture, *args: str) -> tuple[int, str]:
    status = cli.main(list(args))
    return status, " ".join(capsys.readouterr().out.split())  # rich wraps long lines


def test_a_term_prints_its_entry_with_its_rule(capsys: Capture) -> None:
    """CR 701.26a: "girada" (a form, any case) finds *Girar*, shown with its English name,
    its rule and its definition."""
    status, out = _run(capsys, "glosario", "GIRADA")
    assert status == 0
    assert out.startswith("Girar — Tap (Regla 701.26a)")
    assert "Poner de lado un permanente" in out


def test_the_example_is_shown_and_english_with_the_alias(capsys: Capture) -> None:
    """The English alias and ``--lang en``: the entry in English first, its example (CR
    202.3, mana value, the old "converted mana cost")."""
    status, out = _run(capsys, "glossary", "converted", "mana", "cost", "--lang", "en")
    assert status == 0
    assert out.startswith("Mana Value — Valor de maná (Rule 202.3)")
    assert "Example: A cost of {3}{U}{U} has mana value 5" in out


def test_a_part_of_a_name_lists_every_entry_holding_it(capsys: Capture) -> None:
    """No exact match: the entries beginning with or containing the words, with a count."""
    status, out = _run(capsys, "glosario", "dañar")
    assert status == 0
    assert out.startswith("«dañar» aparece en 2 términos:")
    assert "Dañar dos veces — Double Strike (Regla 702.4b)" in out
    assert "Dañar primero — First Strike (Regla 702.7b)" in out


def test_alone_it_lists_every_term(capsys: Capture) -> None:
    """``grimorio glosario`` alone: one line per term (its English name and rule), then the
    count."""
    status = cli.main(["glosario"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert len(lines) == len(entries()) + 1
    assert "Vuela — Flying (702.9b)" in lines
    assert lines[-1] == f"{len(entries())} términos."


def test_an_unknown_term_suggests_and_fails(capsys: Capture) -> None:
    """An unknown term: a clear message with the close spellings, exit status 1."""
    status, out = _run(capsys, "glosario", "arrollr")
    assert status == 1
    assert out == "No hay ningún término «arrollr» en el glosario. ¿Quisiste decir «Arrollar»?"
    status, out = _run(capsys, "glossary", "zzxq", "--lang", "en")
    assert status == 1
    assert out.startswith('There is no term "zzxq" in the glossary.')


def test_an_empty_term_is_refused(capsys: Capture) -> None:
    """Bad input (only spaces) is a clear error and exit status 1."""
    status, out = _run(capsys, "glosario", "   ")
    assert status == 1
    assert out == "escribe un término para buscarlo"
