"""Compile the creature types of CR 205.3m into the package's own data.

Reads rule 205.3m of the Spanish Comprehensive Rules
(``../shared/docs/mtg-reglas-completas-2026-01-16.txt``) and the set's printed type lines
(``src/grimorio/cards/data/dsk.json``), and writes ``src/grimorio/cards/data/
creature_types.json``: every creature type the rule lists, in its order, each with

* ``es`` — its name as the Spanish rule prints it (the few it leaves untranslated, in
  parentheses there, are English words);
* ``en`` — its English name, only where a fact gives it: the set's cards pair an English
  and a Spanish type line (``type_line_en`` / ``type_line_es``), so the creature types that
  appear in the set get their English names from there (paired by elimination: a card with
  one creature type pairs it, a word spelled the same in both lines pairs with itself —
  "Ninja", "samurái" — and a pair known takes its words out of the other lines); a
  type the rule leaves untranslated is English already. For every other type the English
  label is the rule's name as printed — never a translation of our own;
* ``key`` — the subtype the engine uses for it: the English name where one is known (the
  engine's subtypes are English: "Human"), else the Spanish name (no card of the pool has
  that type, so nothing has to match it).

Three Spanish words of the printed type lines are not in the rule's list: the rule renamed
them since the set was printed. They are paired here by this documented table (the rule
lists every creature type, and these are the only names left for Rogue, Survivor and
Clown): ``pícaro`` → Bribón, ``superviviente`` → Sobreviviente, ``payaso`` → (Clown).
For a type the rule leaves untranslated, the Spanish label is the printed cards' word when
they have one (Clown: "Payaso"), else the rule's English word.

The package reads only the written file (``grimorio.dsl.creature_types``), never
``../shared``.

Usage (from the project's root): ``python tools/build_creature_types.py [--check]``; with
``--check`` it writes nothing and fails if the committed file is out of date.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CR = ROOT.parent / "shared" / "docs" / "mtg-reglas-completas-2026-01-16.txt"
CARDS = ROOT / "src" / "grimorio" / "cards" / "data" / "dsk.json"
OUT = ROOT / "src" / "grimorio" / "cards" / "data" / "creature_types.json"

# Spanish words of the printed type lines that the rule's list spells otherwise (see above)
RENAMED = {"pícaro": "Bribón", "superviviente": "Sobreviviente", "payaso": "Clown"}

# The non-creature words a creature's type line may hold (CR 205.2a card types, 205.4
# supertypes), in both languages
_NOT_SUBTYPES_EN = {"Legendary", "Artifact", "Enchantment", "Creature", "Kindred"}


def _fold(word: str) -> str:
    return unicodedata.normalize("NFC", word).casefold()


def _bare(word: str) -> str:
    """The word folded and without accents: "Samurái" and "Samurai" are the same word."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def cr_types(text: str) -> list[tuple[str, bool]]:
    """The creature types of rule 205.3m: (name, untranslated) in the rule's order."""
    start = text.index("\n205.3m ")
    end = text.index("\n205.3n ", start)
    rule = " ".join(text[start:end].split())
    two = re.search(r"Un tipo de criatura tiene dos palabras: ([^.]+)\.", rule)
    one = re.search(r"Todos los otros tipos de criatura son una palabra: (.+?)\.\s*$", rule)
    if two is None or one is None:
        raise SystemExit("205.3m: the rule's wording changed; update the script")
    names = [n.strip() for n in re.split(r",\s*|\s+y\s+", one.group(1)) if n.strip()]
    out: list[tuple[str, bool]] = [(two.group(1).strip(), True)]  # Time Lord: English
    for n in names:
        bare = n.strip("()")
        out.append((bare, bare != n))
    return out


def subtypes(line: str) -> list[str]:
    return line.split("—", 1)[1].split() if "—" in line else []


def set_pairs(cards: list[dict[str, Any]]) -> list[tuple[list[str], list[str]]]:
    """The (English, Spanish) creature subtypes of every creature type line of the set."""
    out = []
    for c in cards:
        for face in [c, *c.get("doors", ())]:
            en, es = face["type_line_en"], face["type_line_es"]
            head = en.split("—", 1)[0].split()
            if es is None or not ({"Creature", "Kindred"} & set(head)):
                continue
            out.append((subtypes(en), [_fold(w) for w in subtypes(es)]))
    return out


def pair_by_elimination(lines: list[tuple[list[str], list[str]]]) -> dict[str, str]:
    """English subtype → Spanish word (folded), from type lines paired word by word."""
    known: dict[str, str] = {}
    changed = True
    while changed:
        changed = False
        for en, es in lines:
            left_en = [w for w in en if w not in known]
            left_es = [w for w in es if w not in known.values()]
            if len(left_en) == 1 and len(left_es) == 1:
                known[left_en[0]] = left_es[0]
                changed = True
                continue
            for w in left_en:  # the same word in both lines ("Ninja", "ninja"; "samurái")
                same = [x for x in left_es if _bare(x) == _bare(w)]
                if len(same) == 1 and w not in known:
                    known[w] = same[0]
                    changed = True
    unpaired = {w for en, _ in lines for w in en if w not in known}
    if unpaired:
        raise SystemExit(f"creature types of the set with no Spanish word: {sorted(unpaired)}")
    return known


def compile_types(text: str, cards: list[dict[str, Any]]) -> list[dict[str, str]]:
    rule = cr_types(text)
    by_es = {_fold(name): name for name, _ in rule}
    english: dict[str, str] = {}  # the rule's name → English, from the set's type lines
    spanish: dict[str, str] = {}  # an untranslated name → the printed cards' Spanish word
    for en, es in pair_by_elimination(set_pairs(cards)).items():
        cr_name = by_es.get(es) or by_es.get(_fold(RENAMED.get(es, "")))
        if cr_name is None:
            raise SystemExit(f"{en!r} ('{es}' on the cards) is not in 205.3m; add it to RENAMED")
        english[cr_name] = en
        if es in RENAMED and _fold(RENAMED[es]) == _fold(en):
            spanish[cr_name] = es.capitalize()
    out = []
    for name, untranslated in rule:
        en = name if untranslated else english.get(name, name)
        es = spanish.get(name, name)
        key = en if (untranslated or name in english) else name
        out.append({"key": key, "es": es, "en": en})
    keys = [t["key"] for t in out]
    if len(set(keys)) != len(keys):
        raise SystemExit("two creature types with the same key")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the file is stale")
    args = parser.parse_args()
    types = compile_types(
        CR.read_text(encoding="utf-8"), json.loads(CARDS.read_text(encoding="utf-8"))["cards"]
    )
    doc = {
        "source": "CR 205.3m, mtg-reglas-completas-2026-01-16.txt; English names from "
        "the type lines of dsk.json (tools/build_creature_types.py)",
        "types": types,
    }
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is out of date: run tools/build_creature_types.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    named = sum(1 for t in types if t["key"] == t["en"])
    print(f"{len(types)} creature types, {named} with an English name, written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
