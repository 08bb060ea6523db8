"""Every real card as the engine computes it equals what is printed on it.

The printed facts are the package's own data (``grimorio.dsl.printed``, written by
``tools/build_card_data.py``); these tests read nothing else, so they run without
``../shared``. For each card of the real pool that the data holds, an object of it is put
into each zone — library, hand, graveyard, exile, the stack and, for a permanent card, the
battlefield — and its characteristics (CR 109.3, computed through the layers, CR 613) are
compared with the card's name, mana cost, colours, types, subtypes and supertypes parsed
from the printed type line (CR 205), power, toughness and loyalty. A Room (CR 709) is
checked whole outside the battlefield (709.4), door by door on it (709.5) and as each door
cast onto the stack (709.3a). The last test compares the data with ``../shared`` and is
skipped where ``../shared`` is absent.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from grimorio import Game
from grimorio.cards import catalog
from grimorio.cards.registry import REAL
from grimorio.dsl import ManaCost, PrintedCard, parse_type_line, printed_cards
from grimorio.dsl.permanent_keywords import changeling
from grimorio.dsl.printed import PrintedDoor
from grimorio.rules.state.zones import create
from grimorio.scenario.board import build

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data" / "dsk"

PRINTED = printed_cards()
DEFINED = sorted(k for k in REAL.by_key if k in PRINTED)

HOST = "Test Wall"  # a creature of the test pool for an Aura to enchant (CR 303.4)


def _permanent(key: str) -> dict[str, Any]:
    """The card as a permanent that stays on the battlefield: an Aura attached to what it
    can enchant (303.4, 704.5m), a planeswalker with its loyalty counters (306.5b, 704.5i).
    The game is in the opponent's turn, so that abilities worded "during your turn" (Kaito's)
    leave the printed characteristics alone."""
    d = REAL.by_key[key]
    entry: dict[str, Any] = {"name": key}
    if d.enchant is not None:
        entry["attached_to"] = "Sur" if d.enchant.only_players else HOST
    if d.loyalty is not None:
        entry["counters"] = {"loyalty": d.loyalty}
    return entry


def _types(line: str) -> tuple[set[str], set[str], set[str]]:
    """Card types, subtypes and supertypes of a type line; a Room's two halves combined
    (CR 709.4)."""
    out: tuple[set[str], set[str], set[str]] = (set(), set(), set())
    for half in line.split(" // "):
        for have, got in zip(out, parse_type_line(half), strict=True):
            have.update(got)
    return out


def _types_of(facts: PrintedCard | PrintedDoor) -> tuple[set[str], set[str], set[str]]:
    """The printed card's types: in the engine's words where the data keeps them (a card
    printed only in Spanish, whose English type line may be missing), else its English type
    line's."""
    words = facts.type_words
    if words is not None:
        return set(words.types), set(words.subtypes), set(words.supertypes)
    return _types(facts.type_line_en)


def _cost(text: str | None) -> ManaCost | None:
    """A mana cost; a Room's is both doors' combined (CR 709.4b)."""
    if not text:
        return None
    total = ManaCost()
    for half in text.split(" // "):
        total = total + ManaCost.parse(half)
    return total


def _check(game: Game, obj_id: int, name: str, facts: PrintedCard, *, pt: bool = True) -> None:
    c = game.characteristics(obj_id)
    where = f"{facts.key} in {game.state.objects[obj_id].zone}"
    types, subtypes, supertypes = _types_of(facts)
    assert c.name == name, where
    assert c.mana_cost == _cost(facts.mana_cost), where
    assert set(c.colors) == set(facts.colors), where
    card = REAL.by_key.get(name)
    if card is not None and changeling() in card.abilities:
        # CR 702.73a, 604.3: every creature type, in every zone — its printed ones among them
        assert subtypes <= set(c.subtypes) and len(c.subtypes) > len(subtypes), where
        subtypes = set(c.subtypes)
    assert (set(c.types), set(c.subtypes), set(c.supertypes)) == (
        types,
        subtypes,
        supertypes,
    ), where
    if pt:
        assert (c.power, c.toughness, c.loyalty) == (
            facts.power,
            facts.toughness,
            facts.loyalty,
        ), where


def test_the_real_pool_holds_the_cards_of_the_data() -> None:
    # 271 cards of the main set and the five basic lands (the Commander cards and schemes,
    # set "dsc", are printed in the data too)
    assert sum(1 for c in PRINTED.values() if c.set_code == "dsk") == 276
    assert len(DEFINED) >= 200
    for key in DEFINED:
        assert REAL.by_key[key].key == PRINTED[key].key


@pytest.mark.parametrize("key", DEFINED)
def test_the_definition_carries_the_printed_facts(key: str) -> None:
    """The CardDef's printed values are the data's, in both languages (names, type lines,
    texts, rarity is only in the data)."""
    d, facts = REAL.by_key[key], PRINTED[key]
    assert (d.name_en, d.name_es) == (facts.name_en, facts.name_es)
    assert d.text_es == facts.text_es
    assert d.type_line_es == (facts.type_line_es or "").split(" // ")[0]
    assert d.type_line_en == facts.type_line_en.split(" // ")[0]
    if not facts.doors:
        assert d.text_en == facts.text_en
    for door, printed_door in zip(d.doors, facts.doors, strict=True):
        assert (door.name_en, door.name_es) == (printed_door.name_en, printed_door.name_es)
        assert door.mana_cost == ManaCost.parse(printed_door.mana_cost or "")
        assert (door.type_line_en, door.text_en, door.text_es) == (
            printed_door.type_line_en,
            printed_door.text_en,
            printed_door.text_es,
        )


@pytest.mark.parametrize("key", DEFINED)
def test_outside_the_battlefield_the_engine_computes_the_printed_card(key: str) -> None:
    """CR 109.3, 400.1: in the library, hand, graveyard and exile the object is the card as
    printed; on the stack a spell has the card's characteristics (112.2, 709.3 for a Room's
    door: see the Room test)."""
    facts = PRINTED[key]
    game = build(libraries=([key], []), hands=([key], []), graveyards=([key], []))
    zones = ["library/0", "hand/0", "graveyard/0"]
    create(game.state, key, 0, "exile")
    zones.append("exile")
    if not facts.doors:
        create(game.state, key, 0, "stack")
        zones.append("stack")
    for zone in zones:
        (obj_id,) = game.state.zones[zone]
        _check(game, obj_id, key, facts)


@pytest.mark.parametrize("key", [k for k in DEFINED if REAL.by_key[k].is_permanent_card])
def test_on_the_battlefield_the_engine_computes_the_printed_card(key: str) -> None:
    """CR 110.1, 613.1: a permanent alone on the battlefield, with no effect around but its
    own, has the printed characteristics. A Room is checked door by door (709.5): with no
    door unlocked it has no name and no mana cost, with one door unlocked it has that door's,
    with both it has the whole card's."""
    facts = PRINTED[key]
    if not facts.doors:
        game = build(battlefields=([_permanent(key), HOST], []), active=1)
        (obj_id,) = (
            i for i in game.state.zones["battlefield"] if game.state.objects[i].card == key
        )
        _check(game, obj_id, key, facts)
        return
    left, right = facts.doors
    cases = [
        ([], "", None, ()),
        ([left.key], left.key, left.mana_cost, None),
        ([right.key], right.key, right.mana_cost, None),
        ([left.key, right.key], key, facts.mana_cost, facts.colors),
    ]
    for unlocked, name, cost, colors in cases:
        game = build(battlefields=([{"name": key, "unlocked": unlocked}], []))
        (obj_id,) = game.state.zones["battlefield"]
        c = game.characteristics(obj_id)
        assert c.name == name, unlocked
        assert c.mana_cost == _cost(cost), unlocked
        expected = _cost(cost).colors() if colors is None and cost else colors or ()
        assert set(c.colors) == set(expected), unlocked
        door_types = _types_of(left)
        assert (set(c.types), set(c.subtypes), set(c.supertypes)) == door_types, unlocked


@pytest.mark.parametrize("key", [k for k in DEFINED if not PRINTED[k].doors])
def test_the_spanish_article_is_the_one_the_printed_text_uses(key: str) -> None:
    """``article_es`` is not in the data, but where the card's Spanish text names the card
    with its article ("el Curandero sectario", "del Amo …"), the definition agrees."""
    facts = PRINTED[key]
    name = re.escape(facts.name_es or "")
    found = {
        m.lower() for m in re.findall(rf"\b(el|la|del|al)\s+{name}", facts.text_es or "", re.I)
    }
    used = {"el" if a in ("del", "al") else a for a in found}
    if used:
        assert {REAL.by_key[key].article_es} == used


ROOMS = [k for k in DEFINED if PRINTED[k].doors]
LANDS = [land for land in ("Plains", "Island", "Swamp", "Mountain", "Forest") for _ in range(6)]


@pytest.mark.parametrize("key", ROOMS)
@pytest.mark.parametrize("door", [0, 1])
def test_a_door_cast_is_on_the_stack_with_that_door_s_characteristics(key: str, door: int) -> None:
    """CR 709.3a: a Room spell cast as one door has only that door's characteristics on the
    stack (its name, mana cost and colour; the type line is shared)."""
    facts = PRINTED[key].doors[door]
    game = build(hands=([key], []), battlefields=(LANDS, []))
    (hand_id,) = game.state.zones["hand/0"]
    game.submit(f"cast:{hand_id}:{door}")
    while game.pending is not None and game.pending.kind == "mana":
        game.submit("mana:auto")
    (spell,) = game.state.zones["stack"]
    c = game.characteristics(spell)
    cost = ManaCost.parse(facts.mana_cost or "")
    assert (c.name, c.mana_cost, set(c.colors)) == (facts.key, cost, set(cost.colors()))
    assert (set(c.types), set(c.subtypes), set(c.supertypes)) == _types_of(facts)


def test_the_catalog_is_the_data_and_a_few_more() -> None:
    """Every real card is either in the data or a Special Guest (which the data lacks)."""
    others = [d.key for d in catalog() if d.key not in PRINTED]
    assert len(others) == 8, others


def test_the_package_data_is_up_to_date_with_the_shared_data() -> None:
    """``tools/build_card_data.py --check`` rebuilds the data from ``../shared`` and finds
    the committed file the same; a stale data file fails here."""
    if not SHARED.is_dir():
        pytest.skip("../shared absent: the package data cannot be compared with its source")
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_card_data.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
