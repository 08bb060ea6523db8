"""Commander decklists (CR 903.3, 903.5): the commander's section as MTG Arena exports it,
read into ``Deck.commander`` and written back; the four Commander decks shipped with the
package; ``grimorio deck check --format commander``.

Arena writes a Commander (or Brawl) deck as ``Commander``, ``1 <name>``, a blank line, then
``Deck`` and the other cards. CR 903.3: one legendary creature card is the commander.
"""

from __future__ import annotations

from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from grimorio import Game
from grimorio.cards import get
from grimorio.cli import main as cli
from grimorio.deck import Deck, DeckError, Format, color_identity, format_problems
from grimorio.decklist import DecklistError, load_deck, parse_decklist, write_decklist
from grimorio.dsl.abilities import ManaAbility
from grimorio.dsl.printed import printed_cards
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.sample_decks import COMMANDER_FILES, commander_decks, commander_table

Capture = pytest.CaptureFixture[str]
NIKO_99 = "17 Plains\n17 Island\n65 Keys to the House\n"  # 99 cards: enough to parse


def problems_of(text: str) -> list[tuple[str, str]]:
    """Every problem of a refused decklist, Spanish and English, line for line."""
    with pytest.raises(DecklistError) as caught:
        parse_decklist(text)
    error = caught.value
    assert str(error) == "\n".join(error.problems)
    return list(zip(error.problems, error.problems_en, strict=True))


# --- reading and writing -----------------------------------------------------------------------


def test_903_3_an_arena_commander_export_puts_the_commander_apart() -> None:
    """903.3: the card of the ``Commander`` section is the deck's commander, not one of its
    cards; set codes and numbers are read as in any Arena line."""
    text = (
        "Commander\n1 Niko, Light of Hope (DSK) 224\n\nDeck\n17 Plains (DSK) 272\n"
        "16 Island\n1 Get Out\n"
    )
    deck = parse_decklist(text)
    assert deck.commander == ("Niko, Light of Hope",)
    assert deck.main == ("Plains",) * 17 + ("Island",) * 16 + ("Get Out",)
    assert deck.sideboard == ()


def test_spanish_headers_and_a_commander_section_anywhere() -> None:
    """``Comandante`` and ``Mazo`` are read like ``Commander`` and ``Deck``; the section may
    come after the deck; a blank line ends it like ``Deck`` does."""
    spanish = parse_decklist("Comandante\n1 Niko, Luz de la Esperanza\n\nMazo\n40 Llanura\n")
    after = parse_decklist("Deck\n40 Plains\n\nCommander\n1 Niko, Light of Hope\n")
    blank = parse_decklist("Commander\n1 niko, light of hope\n\n40 Plains\n")
    assert spanish == after == blank == Deck(("Plains",) * 40, commander=("Niko, Light of Hope",))


def test_a_deck_without_a_commander_section_has_none() -> None:
    assert parse_decklist("40 Swamp\n").commander == ()


def test_903_3_two_commanders_are_refused_at_the_second() -> None:
    """903.3: one commander (no card of the pool has partner, CR 702.124); the second line
    is named, and nothing is built."""
    text = "Commander\n1 Niko, Light of Hope\n1 Winter, Misanthropic Guide\n\nDeck\n" + NIKO_99
    ((es, en),) = problems_of(text)
    assert es == (
        "línea 3: «Winter, guía misantrópico»: un comandante de más; un mazo tiene un solo "
        "comandante (CR 903.3)"
    )
    assert en == (
        "line 3: 'Winter, Misanthropic Guide': one commander too many; a deck has one "
        "commander (CR 903.3)"
    )
    ((_, twice),) = problems_of("Commander\n2 Niko, Light of Hope\nDeck\n" + NIKO_99)
    assert twice.startswith("line 2: 'Niko, Light of Hope': one commander too many")


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("1 Asesinato", "Murder"),
        ("1 Kaito, Bane of Nightmares", "Kaito, Bane of Nightmares"),
        ("1 Gremlin Tamer (DSK) 215", "Gremlin Tamer"),
    ],
)
def test_903_3_a_commander_that_is_not_a_legendary_creature_is_refused(line: str, key: str) -> None:
    """903.3: an instant, a legendary planeswalker, a creature that is not legendary."""
    ((es, en),) = problems_of(f"Commander\n{line}\n\nDeck\n" + NIKO_99)
    assert (
        en
        == f"line 2: {key!r} can't be the commander: it is not a legendary creature card (CR 903.3)"
    )
    assert es.startswith("línea 2: «") and es.endswith(
        "no puede ser el comandante: no es una carta de criatura legendaria (CR 903.3)"
    )


def test_an_unknown_commander_name_or_an_empty_section_is_refused_by_line() -> None:
    ((_, unknown),) = problems_of("Commander\n1 Nikko, Light of Hope\n\nDeck\n" + NIKO_99)
    assert unknown.startswith("line 2: unknown card 'Nikko, Light of Hope'")
    assert "Niko, Light of Hope" in unknown  # the closest known name
    ((es, en),) = problems_of("Commander\n\nDeck\n" + NIKO_99)
    assert es == (
        "línea 1: la sección «Commander» no nombra ninguna carta; un mazo de Commander designa "
        "un comandante (CR 903.3)"
    )
    assert en.startswith("line 1: the 'Commander' section names no card")


def test_every_problem_in_line_order_and_nothing_built() -> None:
    """The commander's problems are listed among the others, by line."""
    text = "Commander\n1 Asesinato\n1 Marina Vendrell\n\nDeck\n1 Nikko\n0 Plains\n"
    lines = [en.split(":")[0] for _, en in problems_of(text)]
    assert lines == ["line 2", "line 3", "line 6", "line 7"]


def test_write_decklist_writes_the_commander_section_back() -> None:
    """Arena's order: About, Commander, Deck; read back it is the same deck, in either
    language."""
    deck = Deck(("Plains", "Plains", "Get Out"), (), "Prueba", ("Niko, Light of Hope",))
    assert write_decklist(deck) == (
        "About\nName Prueba\n\nCommander\n1 Niko, Light of Hope\n\nDeck\n2 Plains\n1 Get Out\n"
    )
    assert write_decklist(deck, "es").startswith(
        "About\nName Prueba\n\nCommander\n1 Niko, Luz de la Esperanza\n\nDeck\n2 Llanura\n"
    )
    unnamed = Deck(("Plains",), commander=("Niko, Light of Hope",))
    assert write_decklist(unnamed) == "Commander\n1 Niko, Light of Hope\n\nDeck\n1 Plains\n"
    for d in (deck, unnamed):
        assert parse_decklist(write_decklist(d)) == parse_decklist(write_decklist(d, "es")) == d


# --- the shipped Commander decks ---------------------------------------------------------------


@pytest.mark.parametrize("filename", COMMANDER_FILES)
def test_903_5_every_shipped_commander_deck_is_legal(filename: str) -> None:
    """903.3, 903.5: each shipped list parses to a legal Commander deck of the real pool,
    led by a legendary creature of Duskmourn; the file is what ``write_decklist`` writes in
    Spanish, and ``load_deck`` reads the same deck."""
    file = resources.files("grimorio").joinpath("decks", filename)
    text = file.read_text(encoding="utf-8")
    deck = parse_decklist(text)
    assert format_problems(deck, Format.COMMANDER) == []
    (commander,) = deck.commander
    assert printed_cards()[commander].set_code == "dsk"
    assert len(deck.main) == 99 and deck.sideboard == ()
    assert text == write_decklist(deck, "es")
    with resources.as_file(file) as path:
        assert load_deck(path) == deck
    assert deck in commander_decks()


def test_the_shipped_decks_have_four_different_commanders() -> None:
    decks = commander_decks()
    assert len(decks) == 4
    assert len({d.commander for d in decks}) == 4
    assert {color_identity(d.commander[0]) for d in decks} == {
        ("W", "U"),
        ("B", "G"),
        ("W", "R"),
        ("B", "R", "G"),
    }


def _cheapest(key: str) -> int:
    """The least mana a card can be cast for: a Room by its cheaper door (CR 709.3)."""
    card = get(key)
    costs = [d.mana_cost for d in card.doors] or [card.mana_cost]
    return min(c.mana_value for c in costs if c is not None)


@pytest.mark.parametrize("deck", commander_decks(), ids=lambda d: d.commander[0])
def test_the_shipped_decks_have_a_sound_curve_and_mana_base(deck: Deck) -> None:
    """A Commander deck's usual shape (not a rule: 903.5 sets only size, names and colours):
    36 to 38 lands; spells of all costs, most of them castable by the fourth turn; a source
    of each colour of the identity, in proportion to the coloured symbols of the spells
    (CR 202.1, 605.1a), and none of a colour outside it."""
    lands = [k for k in deck.main if "land" in get(k).types]
    spells = [k for k in deck.main if "land" not in get(k).types]
    assert 36 <= len(lands) <= 38
    curve = Counter(min(_cheapest(k), 6) for k in spells)
    assert sum(n for cost, n in curve.items() if cost <= 4) >= len(spells) * 3 // 4
    assert all(curve[cost] > 0 for cost in range(1, 7))
    identity = set(color_identity(deck.commander[0]))
    symbols: Counter[str] = Counter()
    for key in spells:
        cost = get(key).mana_cost
        for symbol in cost.symbols if cost else ():
            symbols.update(c for c in identity if c in symbol)
    sources: Counter[str] = Counter()
    for key in lands:
        made = {c for a in get(key).abilities if isinstance(a, ManaAbility) for c in a.produce}
        sources.update(c for c in made if c in "WUBRG")
    assert set(sources) == identity == set(symbols)
    for colour in identity:
        share = symbols[colour] / sum(symbols.values())
        assert abs(sources[colour] / sum(sources.values()) - share) < 0.1, colour


def test_commander_table_seats_different_decks_in_turn() -> None:
    """CR 903.2: two players or more; four seats get the four decks, six repeat two."""
    assert set(commander_table(0, 4)) == set(commander_decks())
    assert commander_table(1, 2) == commander_decks()[1:3]
    assert len(commander_table(5, 6)) == 6
    with pytest.raises(DeckError) as refused:
        commander_table(0, 7)
    assert str(refused.value) == "una mesa de Commander es de 2 a 6 jugadores, no 7"


def test_903_6_the_shipped_decks_start_a_commander_game() -> None:
    """903.6: the four shipped decks begin a Commander game, each commander in the command
    zone and the other 99 cards the library (seven of them in hand, 903.7)."""
    decks = commander_decks()
    game = Game.new(decks=decks, seed=3, variant="commander")
    state = game.state
    commanders = sorted(state.objects[o].card for o in state.zones[COMMAND_KEY])
    assert commanders == sorted(d.commander[0] for d in decks)
    for seat in range(4):
        held = len(state.zones[f"library/{seat}"]) + len(state.zones[f"hand/{seat}"])
        assert held == 99


# --- grimorio deck check --format commander ----------------------------------------------------


@pytest.mark.parametrize("filename", COMMANDER_FILES)
def test_deck_check_accepts_each_shipped_list_in_spanish(filename: str, capsys: Capture) -> None:
    with resources.as_file(resources.files("grimorio").joinpath("decks", filename)) as path:
        assert cli.main(["deck", "check", "--format", "commander", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}: mazo legal en Commander: comandante " in out
    assert "(identidad de color: " in out and " y 99 cartas más, " in out


def test_deck_check_reports_commander_problems_by_line(tmp_path: Path, capsys: Capture) -> None:
    """903.5c: Murder in Niko's list is named at its line; exit status 1; ``--lang en``."""
    niko = resources.files("grimorio").joinpath("decks", "commander-niko.txt")
    text = niko.read_text(encoding="utf-8").replace("1 Dejar escapar\n", "1 Asesinato\n")
    assert "1 Asesinato\n" in text
    path = tmp_path / "niko.txt"
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("1 Asesinato") + 1
    assert cli.main(["deck", "check", "--formato", "comandante", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{path}: el mazo no es legal en Commander:",
        f"  línea {line}: la identidad de color de «Asesinato» (negro) no está dentro de la "
        "del comandante «Niko, Luz de la Esperanza» (blanco y azul) (CR 903.5c)",
    ]
    assert cli.main(["deck", "check", "--format", "commander", "--lang", "en", str(path)]) == 1
    assert f"line {line}: the color identity of 'Murder' (black)" in capsys.readouterr().out
