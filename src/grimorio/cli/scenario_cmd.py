"""``grimorio scenario FILE...``: run scenario files and report each as passed or failed."""

from __future__ import annotations

from pathlib import Path

from grimorio.scenario import run_file

_TEXT = {
    "es": ("correcto", "falla", "{0} de {1} escenarios correctos."),
    "en": ("passed", "failed", "{0} of {1} scenarios passed."),
}


def run_scenarios(paths: list[str], lang: str = "es") -> tuple[str, bool]:
    """The report, and whether every scenario passed."""
    ok_word, fail_word, summary = _TEXT[lang]
    files: list[Path] = []
    for p in paths:
        path = Path(p)
        files += sorted(path.rglob("*.yaml")) if path.is_dir() else [path]
    lines = []
    passed = 0
    for f in files:
        outcome = run_file(f)
        if outcome.passed:
            passed += 1
            lines.append(f"{ok_word}: {f} — {outcome.name}")
        else:
            lines.append(f"{fail_word}: {f} — {outcome.message}")
    lines.append(summary.format(passed, len(files)))
    return "\n".join(lines), passed == len(files) and bool(files)
