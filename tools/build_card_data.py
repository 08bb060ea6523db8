"""Compile the printed facts of the Duskmourn cards into the package's own data.

Reads ``../shared/data/dsk/cards.jsonl`` (the main set, collector numbers 1–286) and
``../shared/data/dsk/basic_lands.jsonl`` and writes ``src/grimorio/cards/data/dsk.json``:
for every card (one entry per name; the basic lands list all their printings) its collector
number, English and Spanish name, mana cost, type line in both languages, power, toughness
and loyalty, rarity, colours, printed rules text in both languages and, for a Room
(CR 709), its two doors each with its own names, mana cost, type lines and texts.

The package reads only the written file (``grimorio.dsl.printed``), never ``../shared``.

Where ``cards.jsonl`` has no Spanish type line (``type_line_es``) or no Spanish text
(``oracle_text_es``), the value is taken from ``tools/dsk_es_supplement.json``: what the
hand-written definitions held before the facts moved into the data. Nothing is translated
here; the script lists every value it took from the supplement and every card that still
has no Spanish type line.

A card with no Spanish type line in either place gets one composed from the set's own
words, if it has one subtype and both words are known: the card-type part from another
card whose English type line has the same part ("Creature" → "Criatura"), a creature
subtype from the set's type lines paired word by word (``tools/build_creature_types.py``:
"Rat" → "rata", as in Nashi's "Rata ninja hechicero"), capitalized as the Spanish lines
write it.
The script says which lines it composed (Innocuous Rat: "Criatura — Rata").

Usage (from the project's root): ``python tools/build_card_data.py [--check]``; with
``--check`` it writes nothing and fails if the committed file is out of date.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from build_creature_types import pair_by_elimination, set_pairs

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data" / "dsk"
SUPPLEMENT = ROOT / "tools" / "dsk_es_supplement.json"
OUT = ROOT / "src" / "grimorio" / "cards" / "data" / "dsk.json"

# The reminder text printed once on every Room card, after its second door (CR 709.5 ff.)
ROOM_REMINDER_ES = "\n(Puedes lanzar cualquier mitad."


def _int(value: str | None) -> int | None:
    return None if value in (None, "") else int(value)  # type: ignore[arg-type]


def _read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


class Builder:
    """Turns the records of ``cards.jsonl`` into the package's entries, noting every gap."""

    def __init__(self, supplement: dict[str, dict[str, str]]) -> None:
        self.type_es = supplement["type_line_es"]
        self.text_es = supplement["text_es"]
        self.notes: list[str] = []

    def spanish_type(self, name: str, given: str | None) -> str | None:
        if given:
            return given
        if name in self.type_es:
            self.notes.append(f"{name}: Spanish type line from the supplement")
            return self.type_es[name]
        self.notes.append(f"{name}: no Spanish type line in the data or the supplement")
        return None

    def doors(self, row: dict[str, Any]) -> list[dict[str, Any]]:
        """A Room's doors. Each door's Spanish text is its part of the card's Spanish text
        (after "<door name>: "); the Room reminder printed after the second door belongs to
        the whole card, not to a door."""
        parts = row["oracle_text_es"].split("\n//\n")
        if len(parts) != 2:
            raise ValueError(f"{row['name']}: a Room's Spanish text has two halves")
        parts[1] = parts[1].split(ROOM_REMINDER_ES)[0]
        out = []
        for face, part in zip(row["faces"], parts, strict=True):
            prefix = f"{face['name_es']}: "
            if not part.startswith(prefix):
                raise ValueError(f"{face['name']}: Spanish text does not start with {prefix!r}")
            text_es = part[len(prefix) :]
            given = face.get("oracle_text_es")
            if given is not None and given.split(ROOM_REMINDER_ES)[0] != text_es:
                raise ValueError(f"{face['name']}: the door's text and the card's differ")
            out.append(
                {
                    "name_en": face["name"],
                    "name_es": face["name_es"],
                    "mana_cost": face["mana_cost"],
                    "type_line_en": face["type_line"],
                    "type_line_es": self.spanish_type(face["name"], face.get("type_line_es")),
                    "text_en": face["oracle_text"],
                    "text_es": text_es,
                }
            )
        return out

    def entry(self, row: dict[str, Any]) -> dict[str, Any]:
        name = row["name"]
        text_es = row.get("oracle_text_es")
        if not text_es and name in self.text_es:
            self.notes.append(f"{name}: Spanish text from the supplement")
            text_es = self.text_es[name]
        entry: dict[str, Any] = {
            "number": row["number"],
            "name_en": name,
            "name_es": row.get("name_es"),
            "mana_cost": row.get("mana_cost") or None,
            "type_line_en": row["type_line"],
            "type_line_es": None,
            "power": _int(row.get("power")),
            "toughness": _int(row.get("toughness")),
            "loyalty": _int(row.get("loyalty")),
            "rarity": row["rarity"],
            "colors": row["colors"],
            "text_en": row["oracle_text"],
            "text_es": text_es,
        }
        if row["layout"] == "room":
            entry["doors"] = self.doors(row)
            given = row.get("type_line_es")
            door_types = [d["type_line_es"] for d in entry["doors"]]
            entry["type_line_es"] = given or (" // ".join(door_types) if all(door_types) else None)
        else:
            entry["type_line_es"] = self.spanish_type(name, row.get("type_line_es"))
        return entry


def build() -> tuple[dict[str, Any], list[str]]:
    supplement = json.loads(SUPPLEMENT.read_text(encoding="utf-8"))
    builder = Builder(supplement)
    cards: dict[str, dict[str, Any]] = {}
    for row in _read(SHARED / "cards.jsonl"):
        if row["name"] in cards:  # another printing of a basic land
            cards[row["name"]].setdefault("numbers", [cards[row["name"]]["number"]])
            cards[row["name"]]["numbers"].append(row["number"])
            continue
        cards[row["name"]] = builder.entry(row)
    for basic in _read(SHARED / "basic_lands.jsonl"):
        known = cards.get(basic["name"])
        if known is None or basic["number"] not in known.get("numbers", [known["number"]]):
            raise ValueError(f"basic_lands.jsonl: {basic['name']} #{basic['number']} unknown")
        if (basic["name_es"], basic["type_line"]) != (known["name_es"], known["type_line_en"]):
            raise ValueError(f"basic_lands.jsonl and cards.jsonl differ on {basic['name']}")
    compose_missing_types(list(cards.values()), builder.notes)
    data = {
        "set": "dsk",
        "source": "../shared/data/dsk/cards.jsonl, basic_lands.jsonl; "
        "tools/dsk_es_supplement.json (written by tools/build_card_data.py)",
        "cards": list(cards.values()),
    }
    return data, builder.notes


def compose_missing_types(cards: list[dict[str, Any]], notes: list[str]) -> None:
    """Give a card with no Spanish type line one made of the set's own words (see above)."""
    heads = {}
    for c in cards:
        if c["type_line_es"] and "—" in c["type_line_en"] and "//" not in c["type_line_en"]:
            heads.setdefault(
                c["type_line_en"].split("—")[0].strip(), c["type_line_es"].split("—")[0].strip()
            )
    words = pair_by_elimination(set_pairs([c for c in cards if c["type_line_es"]]))
    for c in cards:
        if c["type_line_es"] or "—" not in c["type_line_en"]:
            continue
        head, subs = (part.split() for part in c["type_line_en"].split("—", 1))
        head_es, sub_es = heads.get(" ".join(head)), words.get(subs[0])
        if head_es is None or sub_es is None or len(subs) != 1:
            continue  # several subtypes: Spanish orders them its own way ("Superviviente humano")
        c["type_line_es"] = f"{head_es} — {sub_es.capitalize()}"
        notes.append(f"{c['name_en']}: Spanish type line composed: {c['type_line_es']}")


def render(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the file is stale")
    args = parser.parse_args(argv)
    data, notes = build()
    for note in notes:
        print(note)
    print(f"{len(data['cards'])} cards; {len(notes)} notes")
    text = render(data)
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run tools/build_card_data.py")
            return 1
        return 0
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
