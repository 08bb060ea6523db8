"""``grimorio scenario FILE...``: run scenario files and report each as passed or failed.

The test-only cards (:mod:`grimorio.testing`) are not part of the package's pool: only with
``--test-cards`` are they registered, for scenarios (the repository's own, or files kept
elsewhere) that set up a rules situation with them.
"""

from __future__ import annotations

from pathlib import Path

from grimorio.scenario import Outcome, run_file
from grimorio.testing import ALL_TEST_CARDS, use_test_cards

_TEXT = {
    "es": (
        "correcto",
        "falla",
        "{0} de {1} escenarios correctos.",
        "(nombra una carta de prueba: ejecuta con --test-cards)",
        "error inesperado al ejecutarlo ({0}): {1}",
    ),
    "en": (
        "passed",
        "failed",
        "{0} of {1} scenarios passed.",
        "(it names a test-only card: run with --test-cards)",
        "unexpected error while running it ({0}): {1}",
    ),
}
_TEST_NAMES = tuple(
    repr(n) for c in ALL_TEST_CARDS for n in dict.fromkeys((c.name_en, c.name_es)) if n
)


def _names_test_card(outcome: Outcome) -> bool:
    return any(name in outcome.message for name in _TEST_NAMES)


def run_scenarios(paths: list[str], lang: str = "es", test_cards: bool = False) -> tuple[str, bool]:
    """The report, and whether every scenario passed. ``test_cards`` registers the test-only
    cards first (:func:`grimorio.testing.use_test_cards`)."""
    ok_word, fail_word, summary, hint, crashed = _TEXT[lang]
    if test_cards:
        use_test_cards()
    files: list[Path] = []
    for p in paths:
        path = Path(p)
        files += sorted(path.rglob("*.yaml")) if path.is_dir() else [path]
    lines = []
    passed = 0
    for f in files:
        try:
            outcome = run_file(f)
        except Exception as exc:  # one broken file is reported; the others still run
            detail = crashed.format(type(exc).__name__, str(exc)[:300])
            lines.append(f"{fail_word}: {f} — {detail}")
            continue
        if outcome.passed:
            passed += 1
            lines.append(f"{ok_word}: {f} — {outcome.name}")
        else:
            extra = f" {hint}" if not test_cards and _names_test_card(outcome) else ""
            lines.append(f"{fail_word}: {f} — {outcome.text(lang)}{extra}")
    lines.append(summary.format(passed, len(files)))
    return "\n".join(lines), passed == len(files) and bool(files)
