"""Every CR rule number the package cites exists in the Spanish Comprehensive Rules of 16
January 2026 (issue 16): the ``# CR 704.5g`` comments, the docstrings' "(603.10a)", the rule
arguments of log events and ``note(...)`` calls, and the titles table ``grimorio.text.rules``.

Comments and the text of string literals are read with ``tokenize`` (so that each citation
keeps its exact line) and searched with a regular expression; string literals that are a bare
rule number ("702.12b", the rule arguments) are found with ``ast``. The Spanish edition has
numbering defects (``../shared/docs/notes/cr-outline.md``, "Source anomalies"): a rule that
exists in the official numbering but not in the Spanish text may be cited only through
``ALLOWED``, whose entries name their defect in ``SPANISH_GAPS``."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import grimorio.inferno.messages  # noqa: F401  (Inferno's rule titles)
from grimorio.text.rules import RULE_TITLES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "grimorio"
DOCS = ROOT.parent / "shared" / "docs"
CR_FILE = DOCS / "mtg-reglas-completas-2026-01-16.txt"
INFERNO_FILE = DOCS / "inferno-reglas-completas-2016-09.txt"

# Subrule letters skip "l" and "o" (CR introduction).
LETTERS = "abcdefghijkmnpqrstuvwxyz"

# Rules of the official numbering that the Spanish edition lacks, each with the defect that
# removed it; all but 701.5b are listed in cr-outline.md's "Source anomalies" (701.5b was
# found by the sequence check below, which the outline's list missed).
SPANISH_GAPS: dict[str, str] = {
    "111.10f": "the Clue token's rule is printed as a second 111.10b",
    "111.10h": "the Powerstone token's rule is printed as a second 111.10c",
    "118.13c": "printed without its letter, as a second 118.13",
    "123.6e": "printed as a second 123.6d",
    "207.2d": "flavor words are printed as a second 207.2c",
    "405.6d": "lost its number: an unnumbered paragraph after 405.6c",
    "405.6e": "lost its number: an unnumbered paragraph after 405.6c",
    "506.4e": "printed as a second 506.4d",
    "608.3f": "printed as a second 608.3b",
    "613.7k": "the stickers' timestamp is printed as a second 613.7f",
    "701.4c": "printed as 701.4B",
    "701.5b": "printed as 701.4b, after 701.5a",
    "701.15d": "printed as a second 701.15c",
    "702.10d": "printed as a second 702.10c",
    "702.11d": "hexproof from [quality] is printed as 702.16i, inside 702.11",
    "702.67b": "printed as 702.66b, under 702.67",
    "712.8c": "printed as a second 712.8b",
    "716.2b": "printed as 716.3b, inside 716.2",
}

# Numbers the Spanish text prints only by mistake: they are not rules of the CR.
SPANISH_PHANTOMS: dict[str, str] = {
    "716.3b": "the misprinted number of 716.2b (716.3 has no subrules)",
}

# Citations in the package of rules in SPANISH_GAPS: each is allowed because of the defect
# SPANISH_GAPS names for it. None today: every rule the package cites is in the Spanish text.
ALLOWED: frozenset[str] = frozenset()

# A rule entry of the CR file: "702.16b ...", "- 111.10. ...", " - 301.5a ...", "111.10S ...",
# "606.5 ...", "119.1d. ..." or a section "704. Acciones basadas en estado".
CR_ENTRY = re.compile(r"^\s*(?:- )?([1-9]\d{2})\.(?:(\d+)([a-zA-Z])?\.?)?(?=\s|$)")

# A rule cited in prose: "704.5g", "(603.10a)", "613.8", the letter range of "601.2f–h" and
# the two subrules of "508.1a/c".
# Not a rule: part of a longer number or version ("1704.5", "v100.2", "100.2.3"), or a number
# followed by more letters ("702.19bis").
RULE = re.compile(
    r"(?<![\w.])(?<!I-)([1-9]\d{2}\.\d{1,3})([a-z]?)(?!\w|\.\d)(?:([–/-])([a-z])(?!\w))?"
)
# A rule of Inferno, cited with its prefix (issue 22): "I-105.3", "I-100.2a–b", "(I-105)".
INFERNO_RULE = re.compile(
    r"(?<![\w.])I-([1-9]\d{2}(?:\.\d{1,3})?)([a-z]?)(?!\w|\.\d)(?:([–/-])([a-z])(?!\w))?"
)
# A section cited in prose: "CR 702", "rule 613", "CR 506–511" (both ends).
SECTION = re.compile(
    r"\b(?:CR|[Rr]ules?|[Rr]eglas?|[Ss]ections?|[Ss]ecci[oó]n)\s+([1-9]\d{2})(?!\w|\.\d)"
    r"(?:\s*[–-]\s*([1-9]\d{2})(?!\w|\.\d))?"
)
# The tokens with text: comments, string literals and (Python 3.12+) the text of f-strings.
TEXT_TOKENS = {tokenize.COMMENT, tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", -1)}
# A string literal that is nothing but a rule number: a rule argument or a titles-table key.
BARE_RULE = re.compile(r"(?:I-)?[1-9]\d{2}\.\d{1,3}[a-z]?")  # "I-": an Inferno rule


@dataclass(frozen=True, order=True)
class Citation:
    """One rule number cited at ``path``:``line``; ``kind`` is "comment", "string" (prose in
    a string literal or docstring) or "argument" (a literal that is a bare rule number)."""

    path: str
    line: int
    rule: str
    kind: str

    def where(self) -> str:
        return f"{self.path}:{self.line}: {self.rule} ({self.kind})"


def spanish_rules(text: str) -> set[str]:
    """The numbers of the rules, subrules and sections of the CR text, subrule letters in
    lower case (the translation prints some in upper case: 111.10S, 701.4B)."""
    found = set()
    for line in text.splitlines():
        m = CR_ENTRY.match(line)
        if m:
            section, number, letter = m.groups()
            rule = section if number is None else f"{section}.{number}{(letter or '').lower()}"
            found.add(rule)
    return found - set(SPANISH_PHANTOMS)


def letter_range(first: str, last: str) -> str:
    """The subrule letters from ``first`` to ``last``, skipping "l" and "o"."""
    if first not in LETTERS or last not in LETTERS or last < first:
        return first + last  # not a range of subrules: both ends are checked
    return LETTERS[LETTERS.index(first) : LETTERS.index(last) + 1]


def prose_rules(text: str) -> Iterator[tuple[int, str]]:
    """(offset, rule) for each rule or section cited in ``text``; Inferno's with their
    prefix ("I-105.3")."""
    for pattern, prefix in ((RULE, ""), (INFERNO_RULE, "I-")):
        for m in pattern.finditer(text):
            number, letter, separator, last = m.groups()
            if letter and last:
                for each in letter_range(letter, last) if separator != "/" else letter + last:
                    yield m.start(), prefix + number + each
            else:
                yield m.start(), prefix + number + letter
    for m in SECTION.finditer(text):
        yield m.start(), m.group(1)
        if m.group(2):
            yield m.start(2), m.group(2)


def citations_in_source(source: str, tree: ast.Module, path: str) -> set[Citation]:
    """Every rule cited in one Python module's comments and string literals (``tree`` is
    the module's syntax tree)."""
    found = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type not in TEXT_TOKENS:
            continue
        kind = "comment" if tok.type == tokenize.COMMENT else "string"
        for offset, rule in prose_rules(tok.string):
            line = tok.start[0] + tok.string.count("\n", 0, offset)
            found.add(Citation(path, line, rule, kind))
    arguments = {
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and BARE_RULE.fullmatch(node.value)
    }
    for line, rule in arguments:
        found.discard(Citation(path, line, rule, "string"))
        found.add(Citation(path, line, rule, "argument"))
    return found


def literal_rule_arguments(tree: ast.Module) -> Iterator[tuple[int, object]]:
    """(line, value) of each literal passed as a rule: ``note(rule, ...)``'s first argument
    and every ``rule=`` keyword, both branches of a conditional expression included."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        values = [k.value for k in node.keywords if k.arg == "rule"]
        if name == "note" and node.args:
            values.append(node.args[0])
        for value in constants(values):
            yield value.lineno, value.value


def constants(nodes: Iterable[ast.expr]) -> Iterator[ast.Constant]:
    for node in nodes:
        if isinstance(node, ast.Constant):
            yield node
        elif isinstance(node, ast.IfExp):
            yield from constants((node.body, node.orelse))


@pytest.fixture(scope="module")
def modules() -> dict[str, tuple[str, ast.Module]]:
    """The package's modules by path from the project root: (source, syntax tree)."""
    found = {}
    for module in sorted(PACKAGE.rglob("*.py")):
        source = module.read_text(encoding="utf-8")
        found[str(module.relative_to(ROOT))] = (source, ast.parse(source))
    return found


@pytest.fixture(scope="module")
def cited(modules: dict[str, tuple[str, ast.Module]]) -> list[Citation]:
    """Every citation in the package, by path and line."""
    found: set[Citation] = set()
    for path, (source, tree) in modules.items():
        found |= citations_in_source(source, tree, path)
    return sorted(found)


@pytest.fixture(scope="module")
def cr_rules() -> set[str]:
    if not CR_FILE.is_file():
        pytest.skip(f"../shared/docs absent: no {CR_FILE.name} to check the citations against")
    return spanish_rules(CR_FILE.read_text(encoding="utf-8"))


def test_the_spanish_cr_is_read_whole(cr_rules: set[str]) -> None:
    sections = {r for r in cr_rules if "." not in r}
    assert len(sections) == 146  # 100–123, 200–213, ..., 900–905 (cr-outline.md)
    assert len(cr_rules) - len(sections) > 3000  # ~3112 rules and subrules, less duplicates
    # an indented entry, an upper-case letter, a number without its final dot, the last rule
    assert {"301.5c", "111.10s", "606.5", "701.38", "905.6"} <= cr_rules
    assert "716.3b" not in cr_rules  # a misprint, not a rule


def test_the_gaps_are_the_spanish_editions_defects(cr_rules: set[str]) -> None:
    """Each gap is really missing from the Spanish text (a corrected edition would make the
    entry stale) and belongs to a rule that is there."""
    assert [rule for rule in SPANISH_GAPS if rule in cr_rules] == []
    assert [rule for rule in SPANISH_GAPS if rule[:-1] not in cr_rules] == []
    assert all(SPANISH_GAPS.values())
    assert [rule for rule in SPANISH_PHANTOMS if rule in cr_rules] == []


def test_the_collector_finds_citations_and_ignores_other_numbers() -> None:
    source = '''
"""Docstring citing (603.10a) and CR 613.8; the copy rules 707.9a–b."""
import x  # CR 704.5g: lethal damage; see rule 120 and CR 506–511.


def f(game):
    game.note("702.12b", "key")
    x.ZoneChange(1, "graveyard", "701.8a")  # 508.1a/c
    x.LogEntry(rule="120.3", key="k")
    version = "3.11.2 or v100.2.3, on 2026-01-16 at 19:50, 1704.5 points"
    cost = "{2}{R}, mana value 3, (3, 4), 66.5 %, 0.125, 702.19bis"
    return f"{version} {cost} 305.1"  # Inferno: I-100.2a–b, (I-105), not CR 100.2a
'''
    found = citations_in_source(source, ast.parse(source), "m.py")
    assert {(c.line, c.rule, c.kind) for c in found} == {
        (2, "603.10a", "string"),
        (2, "613.8", "string"),
        (2, "707.9a", "string"),
        (2, "707.9b", "string"),
        (3, "704.5g", "comment"),
        (3, "120", "comment"),
        (3, "506", "comment"),
        (3, "511", "comment"),
        (7, "702.12b", "argument"),
        (8, "701.8a", "argument"),
        (8, "508.1a", "comment"),
        (8, "508.1c", "comment"),
        (9, "120.3", "argument"),
        (12, "305.1", "string"),
        (12, "I-100.2a", "comment"),
        (12, "I-100.2b", "comment"),
        (12, "I-105", "comment"),
        (12, "100.2a", "comment"),
    }


def test_a_letter_range_is_every_subrule_in_it() -> None:
    assert letter_range("f", "h") == "fgh"
    assert letter_range("k", "n") == "kmn"  # no 704.5l
    assert letter_range("c", "a") == "ca"  # not a range: both ends


def test_every_cited_rule_exists_in_the_spanish_cr(
    cr_rules: set[str], cited: list[Citation]
) -> None:
    # the search works: the package cites well over a thousand rules, as bare arguments too
    assert len(cited) > 1500
    assert sum(c.kind == "argument" for c in cited) > 300
    missing = [
        c
        for c in cited
        if c.rule not in cr_rules and c.rule not in ALLOWED and not c.rule.startswith("I-")
    ]
    defects = [f"{c.where()}: {SPANISH_GAPS[c.rule]}" for c in missing if c.rule in SPANISH_GAPS]
    assert defects == [], "valid in the official numbering only: add to ALLOWED if meant"
    assert [c.where() for c in missing] == []


def test_every_cited_inferno_rule_exists_in_the_inferno_rules(cited: list[Citation]) -> None:
    """Issue 22: a rule of Inferno cited as "I-105.3" is a rule of its Comprehensive Rules
    (whose numbering the Magic citations above never meet: the prefix keeps them apart)."""
    if not INFERNO_FILE.is_file():
        pytest.skip(f"../shared/docs absent: no {INFERNO_FILE.name} to check the citations")
    inferno = spanish_rules(INFERNO_FILE.read_text(encoding="utf-8"))
    assert {"100.2a", "105.3", "705.5h", "112"} <= inferno
    ours = [c for c in cited if c.rule.startswith("I-")]
    assert len(ours) > 10
    assert [c.where() for c in ours if c.rule[2:] not in inferno] == []


def test_the_allowed_citations_are_gaps_the_package_cites(cited: list[Citation]) -> None:
    assert sorted(ALLOWED - set(SPANISH_GAPS)) == []
    assert sorted(ALLOWED - {c.rule for c in cited}) == []  # a stale entry


def test_every_rule_title_is_a_rule_of_the_spanish_cr(cr_rules: set[str]) -> None:
    """Magic's titles name rules of the CR; Inferno's ("I-"), rules of Inferno's."""
    assert len(RULE_TITLES) > 100
    magic = [rule for rule in RULE_TITLES if not rule.startswith("I-")]
    assert sorted(rule for rule in magic if rule not in cr_rules | ALLOWED) == []
    if INFERNO_FILE.is_file():
        inferno = spanish_rules(INFERNO_FILE.read_text(encoding="utf-8"))
        ours = [rule for rule in RULE_TITLES if rule.startswith("I-")]
        assert len(ours) > 10
        assert sorted(rule for rule in ours if rule[2:] not in inferno) == []


def test_every_literal_rule_argument_is_a_bare_rule_number(
    modules: dict[str, tuple[str, ast.Module]],
) -> None:
    """A log entry's rule is shown and looked up by its exact text: "704.5g", never
    "CR 704.5g" or "704.5 g"."""
    malformed = []
    checked = 0
    for path, (_, tree) in modules.items():
        for line, value in literal_rule_arguments(tree):
            checked += 1
            if not (isinstance(value, str) and BARE_RULE.fullmatch(value)):
                malformed.append(f"{path}:{line}: {value!r}")
    assert checked > 30
    assert malformed == []
