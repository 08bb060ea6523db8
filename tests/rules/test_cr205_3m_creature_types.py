"""CR 205.3m — "choose a creature type" offers every creature type the rule lists, never
types read from the cards in the game (that would reveal cards in hidden zones, CR 400.2).
The types come from the package's data, compiled from the Spanish rule by
``tools/build_creature_types.py``; their Spanish names are the rule's, their English ones
come from the set's paired type lines. Played with the real Leyline of Transformation
(Línea mística de la transformación)."""

import subprocess
import sys
from pathlib import Path

from grimorio.dsl.creature_types import creature_types
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from grimorio.text.log import option_label
from support import needs_shared, one, pay, resolve_top

LEYLINE = "Leyline of Transformation"
ROOT = Path(__file__).resolve().parents[2]


def _choosing(hand=(), library=(), their_hand=(), their_library=()):  # type: ignore[no-untyped-def]
    g = build(
        hands=(["Línea mística de la transformación", *hand], list(their_hand)),
        battlefields=(["Isla"] * 4, []),
        libraries=(list(library), list(their_library)),
    )
    g.submit(f"cast:{one(g, LEYLINE, 'hand/0')}")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "choose"
    return g


def _labels(g, lang):  # type: ignore[no-untyped-def]
    return [option_label(o, lang) for o in g.pending.options]


def test_the_options_dont_depend_on_hidden_cards_205_3m_400_2():
    plain = _choosing()
    loaded = _choosing(
        hand=["Test Bear"],
        library=["Test Elf", "Test Giant"],
        their_hand=["Test Wall"],
        their_library=["Test Giant", "Test Bear", "Test Elf"],
    )
    assert plain.pending.ids() == loaded.pending.ids()
    assert _labels(plain, "es") == _labels(loaded, "es")
    assert _labels(plain, "en") == _labels(loaded, "en")


def test_every_creature_type_of_the_rule_is_offered_205_3m():
    g = _choosing()
    ids = g.pending.ids()
    assert len(ids) == len(creature_types()) == 307
    assert len(set(ids)) == len(ids)
    labels = _labels(g, "es")
    # the rule's Spanish names, in its order; the two-word one and the untranslated ones too
    assert labels[0] == "Time Lord"
    assert {"Humano", "Sobreviviente", "Gigante", "Alien", "Zuberá", "Bribón"} <= set(labels)
    by_id = dict(zip(ids, labels, strict=True))
    assert by_id["choose:Human"] == "Humano"
    assert by_id["choose:Survivor"] == "Sobreviviente"  # "Superviviente" on the cards
    english = dict(zip(ids, _labels(g, "en"), strict=True))
    assert english["choose:Human"] == "Human" and english["choose:Rogue"] == "Rogue"
    # no fact gives Gigante an English name: the rule's name as printed, in both languages
    assert by_id["choose:Gigante"] == english["choose:Gigante"] == "Gigante"


def test_choosing_humano_makes_the_leyline_give_the_human_type_205_3m_205_1b():
    g = _choosing(hand=["Test Bear"], library=["Test Elf"])
    g.submit("choose:Human")
    assert "Norte elige el tipo de criatura Humano (614.12a" in "\n".join(g.log.lines("es"))
    assert "Norte chooses Human (614.12a" in "\n".join(g.log.lines("en"))
    bear = g.state.objects[one(g, "Test Bear", "hand/0")]
    elf = g.state.objects[one(g, "Test Elf", "library/0")]
    assert set(chars(g, bear).subtypes) == {"Bear", "Human"}
    assert "Human" in chars(g, elf).subtypes


def test_a_type_of_the_set_matches_the_engines_english_subtypes_205_3m():
    """The set's creature types get the English keys the cards' subtypes use."""
    keys = {t.key for t in creature_types()}
    assert {"Human", "Survivor", "Spirit", "Toy", "Glimmer", "Rat", "Samurai"} <= keys


@needs_shared
def test_the_creature_types_data_is_up_to_date_with_the_rule():
    """``tools/build_creature_types.py --check`` compiles the rule again and finds the
    committed file the same."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_creature_types.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
