"""Compile the printed facts of the Duskmourn Commander cards and Archenemy schemes.

Reads the entries of ``../shared/data/dsk/release-notes.jsonl`` whose section is
``commander`` (33 cards) or ``archenemy`` (30 schemes) and writes
``src/grimorio/cards/data/dsc.json`` (set code ``dsc``), one entry per card, as
``tools/build_card_data.py`` does for the main set.

The documents give these cards in Spanish only. Each entry holds what they print: the
Spanish name (also the card's ``key``: the only name there is), mana cost, Spanish type
line, power, toughness, loyalty and Spanish text, and for a Room (CR 709) its two doors
with their own names, mana costs and texts. Its colours are its mana cost's (CR 105.2,
202.2; a Room's, both doors' costs). Nothing else is known and nothing is made up: the
English name and text, the rarity and the collector number are ``null``.

The one English value written is the type line, composed word by word from rules terms
only, never translated:

* card types and supertypes (CR 205.2a, 205.4a): the table below, the Spanish rules' word
  paired with the English rules term the engine uses ("estirpe" → Kindred, "plan" → Scheme,
  "continuo" → Ongoing); checked against every type line of the main set;
* creature types (CR 205.3m): the English name the package's data gives
  (``creature_types.json``; a name is English where the main set's type lines pair it,
  ``tools/build_creature_types.py``, or where rule 205.3m leaves it untranslated);
* other subtypes ("Sala" → Room, CR 205.3h): the main set's lines with one such subtype.

Spanish writes the types in the reverse of the English order ("Criatura encantamiento
legendaria" / "Legendary Enchantment Creature", "Hechicero humano" / "Human Wizard"); the
script checks this on the main set's card types and uses it. For subtypes it takes the
order of a main-set line with the same subtypes where there is one (the set's Glimmers are
not always reversed), else the reverse of the Spanish one.

A word with no English rules name leaves that card's English type line unset (``null``),
and the script says which. The entry still has the types the engine uses (``types``,
``subtypes``, ``supertypes``: a creature type by its key in ``creature_types.json``, which
is its Spanish name where no English one is known), so the card can be defined.

Usage (from the project's root): ``python tools/build_dsc_data.py [--check]``; with
``--check`` it writes nothing and fails if the committed file is out of date.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from build_creature_types import RENAMED, _fold, cr_types, pair_by_elimination, set_pairs

ROOT = Path(__file__).resolve().parent.parent
NOTES = ROOT.parent / "shared" / "data" / "dsk" / "release-notes.jsonl"
CR = ROOT.parent / "shared" / "docs" / "mtg-reglas-completas-2026-01-16.txt"
DATA = ROOT / "src" / "grimorio" / "cards" / "data"
DSK = DATA / "dsk.json"
CREATURE_TYPES = DATA / "creature_types.json"
OUT = DATA / "dsc.json"

SECTIONS = {"commander": 33, "archenemy": 30}  # the release notes' sections and their sizes

# CR 205.2a: the card types, by the Spanish rules' word, to the engine's (English) term
CARD_TYPES = {
    "artefacto": "artifact",
    "batalla": "battle",
    "conspiración": "conspiracy",
    "criatura": "creature",
    "mazmorra": "dungeon",
    "encantamiento": "enchantment",
    "instantáneo": "instant",
    "estirpe": "kindred",
    "tierra": "land",
    "fenómeno": "phenomenon",
    "plano": "plane",
    "planeswalker": "planeswalker",
    "plan": "scheme",
    "conjuro": "sorcery",
    "vanguard": "vanguard",
}
# CR 205.4a: the supertypes, in the forms a type line agrees them in ("Criatura
# legendaria", "Artefacto legendario"), to the engine's term
SUPERTYPES = {
    "básica": "basic",
    "básico": "basic",
    "legendaria": "legendary",
    "legendario": "legendary",
    "continuo": "ongoing",
    "continua": "ongoing",
    "nevada": "snow",
    "nevado": "snow",
    "mundo": "world",
}
CREATURE_HEADS = {"creature", "kindred"}  # their subtypes are creature types (205.3m, 308.2)
ROOM_REMINDER = "\n(Puedes lanzar cualquier mitad."
COLORS = "WUBRG"  # CR 105.1, in the order the data lists them


def _read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _split(line: str) -> tuple[list[str], list[str]]:
    head, _, subs = line.partition("—")
    return head.split(), subs.split()


def colors_of(cost: str | None) -> list[str]:
    """CR 105.2, 202.2: the colours of the mana symbols (hybrid and Phyrexian included)."""
    symbols = re.findall(r"\{([^}]*)\}", cost or "")
    return [c for c in COLORS if any(c in s.split("/") for s in symbols)]


class TypeWords:
    """The rules terms of type lines: checked against the main set, then used to compose."""

    def __init__(self, dsk: list[dict[str, Any]], table: list[dict[str, str]], cr: str) -> None:
        self.notes: list[str] = []
        lines = [
            (half_en, half_es)
            for c in dsk
            for face in [c, *c.get("doors", ())]
            if face["type_line_es"]
            for half_en, half_es in zip(
                face["type_line_en"].split(" // "), face["type_line_es"].split(" // "), strict=True
            )
        ]
        self.english_orders = {frozenset(_split(en)[1]): _split(en)[1] for en, _ in lines}
        for en, es in lines:  # the card-type part: the Spanish words reversed are the English
            composed = self.head(_split(es)[0])
            if composed is None or composed[0] != _split(en)[0]:
                raise SystemExit(f"{es!r} / {en!r}: the card-type words don't pair; fix the table")
        self.creature_en = {es: en for en, es in pair_by_elimination(set_pairs(dsk)).items()}
        self.other_en = {}  # a non-creature subtype: from a main-set line with one subtype
        for en, es in lines:
            (head_en, subs_en), (_, subs_es) = _split(en), _split(es)
            if not CREATURE_HEADS & {w.lower() for w in head_en} and len(subs_en) == 1:
                self.other_en[_fold(subs_es[0])] = subs_en[0]
        untranslated = {_fold(name) for name, as_printed in cr_types(cr) if as_printed}
        self.creature_key: dict[str, str] = {}
        for t in table:
            self.creature_key[_fold(t["es"])] = t["key"]
            if _fold(t["es"]) in untranslated:
                self.creature_en.setdefault(_fold(t["es"]), t["en"])
        for printed, cr_name in RENAMED.items():  # "pícaro" is the rule's "Bribón"
            if printed not in self.creature_key:  # (Clown's label is "Payaso" already)
                self.creature_key[printed] = self.creature_key[_fold(cr_name)]

    def head(self, words_es: list[str]) -> tuple[list[str], list[str], list[str]] | None:
        """(English words, card types, supertypes) of a type line's card-type part, or None
        where a word is not a card type or supertype of the rules."""
        english: list[str] = []
        types: list[str] = []
        supertypes: list[str] = []
        for word in reversed(words_es):
            w = _fold(word)
            if w in SUPERTYPES:
                supertypes.append(SUPERTYPES[w])
                english.append(SUPERTYPES[w].capitalize())
            elif w in CARD_TYPES:
                types.append(CARD_TYPES[w])
                english.append(CARD_TYPES[w].capitalize())
            else:
                return None
        return english, types, supertypes

    def compose(self, name: str, line_es: str) -> dict[str, Any]:
        """The English type line and the engine's types of one Spanish type line."""
        head_es, subs_es = _split(line_es)
        head = self.head(head_es)
        if head is None:
            raise SystemExit(f"{name}: {line_es!r} has a card-type word the rules don't name")
        english, types, supertypes = head
        creature = bool(CREATURE_HEADS & set(types))
        folded = [_fold(w) for w in reversed(subs_es)]
        names = self.creature_en if creature else self.other_en
        subs_en = [names.get(w) for w in folded]
        keys = [self.creature_key.get(w) if creature else names.get(w) for w in folded]
        if None in keys:
            raise SystemExit(f"{name}: a subtype of {line_es!r} is no subtype of the rules")
        line_en = None
        if None in subs_en:
            missing = [w for w, en in zip(folded, subs_en, strict=True) if en is None]
            self.notes.append(
                f"{name}: no English type line: no English rules name for {', '.join(missing)}"
            )
        else:
            subs = self.english_orders.get(frozenset(subs_en), subs_en)
            if set(keys) != set(subs):
                raise SystemExit(f"{name}: the engine's subtypes {keys} are not {subs}")
            keys = list(subs)
            line_en = " ".join(english) + (f" — {' '.join(subs)}" if subs else "")
        return {
            "type_line_en": line_en,
            "type_line_es": line_es,
            "types": types,
            "subtypes": keys,
            "supertypes": supertypes,
        }


def _pt(value: str | None) -> tuple[int | None, int | None]:
    if not value:
        return None, None
    power, toughness = value.split("/")
    return int(power), int(toughness)


def doors(row: dict[str, Any], words: TypeWords, notes: list[str]) -> list[dict[str, Any]]:
    """A Room's doors (CR 709.5), from the entry's ``doors``: each with its own name, mana
    cost and text, sharing the card's type line. A door's text is checked against its part
    of the card's text (after "<door>: "; the Room reminder belongs to the whole card)."""
    parts = row["text_es"].split("\n//\n")
    parts[-1] = parts[-1].split(ROOM_REMINDER)[0]
    given = row["doors"]
    if len(given) != 2 or len(parts) != 2:
        raise SystemExit(f"{row['name_es']}: a Room has two doors")
    if " // ".join(d["name"] for d in given) != row["name_es"]:
        raise SystemExit(f"{row['name_es']}: the doors' names are not the card's")
    if " // ".join(d["mana_cost"] for d in given) != row["mana_cost"]:
        raise SystemExit(f"{row['name_es']}: the doors' mana costs are not the card's")
    out = []
    for door, part in zip(given, parts, strict=True):
        prefix = f"{door['name']}: "
        if not part.startswith(prefix) or part[len(prefix) :].split() != door["text"].split():
            raise SystemExit(f"{door['name']}: the door's text is not the card's")
        if part[len(prefix) :] != door["text"]:
            notes.append(
                f"{door['name']}: the door's text breaks its lines where the card's doesn't"
            )
        out.append(
            {
                "key": door["name"],
                "name_en": None,
                "name_es": door["name"],
                "mana_cost": door["mana_cost"],
                **words.compose(door["name"], row["type_line"]),
                "text_en": None,
                "text_es": door["text"],
            }
        )
    return out


def entry(row: dict[str, Any], words: TypeWords, notes: list[str]) -> dict[str, Any]:
    name = row["name_es"]
    power, toughness = _pt(row.get("pt"))
    out: dict[str, Any] = {
        "key": name,
        "section": row["section"],
        "number": None,
        "name_en": None,
        "name_es": name,
        "mana_cost": row["mana_cost"] or None,
        **words.compose(name, row["type_line"]),
        "power": power,
        "toughness": toughness,
        "loyalty": None if row.get("loyalty") in (None, "") else int(row["loyalty"]),
        "rarity": None,
        "colors": colors_of(row["mana_cost"]),
        "text_en": None,
        "text_es": row["text_es"],
    }
    if row.get("doors"):
        out["doors"] = doors(row, words, notes)
    return out


def build() -> tuple[dict[str, Any], list[str]]:
    rows = [r for r in _read(NOTES) if r.get("section") in SECTIONS]
    for section, size in SECTIONS.items():
        found = sum(1 for r in rows if r["section"] == section)
        if found != size:
            raise SystemExit(f"release notes: {found} {section} entries, not {size}")
    words = TypeWords(
        json.loads(DSK.read_text(encoding="utf-8"))["cards"],
        json.loads(CREATURE_TYPES.read_text(encoding="utf-8"))["types"],
        CR.read_text(encoding="utf-8"),
    )
    notes: list[str] = []
    cards = [entry(r, words, notes) for r in rows]
    if len({c["key"] for c in cards}) != len(cards):
        raise SystemExit("two entries with the same name")
    notes = words.notes + notes
    notes.append(
        f"{len(cards)} cards: no English name or text, rarity or collector number in the "
        "release notes (null)"
    )
    data = {
        "set": "dsc",
        "source": "../shared/data/dsk/release-notes.jsonl, sections commander and archenemy; "
        "English type lines composed from rules terms (written by tools/build_dsc_data.py)",
        "absent": "name_en, text_en, rarity, number: the release notes give none",
        "cards": cards,
    }
    return data, notes


def render(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the file is stale")
    args = parser.parse_args(argv)
    data, notes = build()
    for note in notes:
        print(note)
    text = render(data)
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run tools/build_dsc_data.py")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
