"""The examples of the Commander rules (CR 903.3, 903.4, 903.4d, 903.5c, 903.5d), each with
the test cards the example names (``grimorio.testing.cards.cr903``) or real cards in their
place: a commander turned face down or copying another card is still a commander, a
permanent copying a commander is not (903.3); colour identity counts the mana symbols of the
rules text (Bosh, gólem de hierro, 903.4), the back face of a double-faced card (Erudito
civilizado, 903.4d) and both colours of a hybrid symbol (Mosto, 903.5c); a deck's cards and
basic land types must be within its commander's identity (903.5c–d)."""

from __future__ import annotations

from grimorio.deck import Deck, Format, can_be_commander, color_identity, format_problems
from grimorio.dsl.zones import COMMAND_KEY
from grimorio.game import Game
from grimorio.mtg.variants.commander import CommanderState, is_commander
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from grimorio.testing.cards.cr903 import BOSH, CIVILIZED_SCHOLAR, MOSTO
from support import cast, one

NORIN = "Norin, Swift Survivalist"  # {R}, a legendary 2/1 creature
BEAR = "Test Bear"


def _duel(**kw: object) -> Game:
    kw.setdefault("libraries", (["Llanura"] * 8, ["Llanura"] * 8))
    return build(variant="commander", commanders=(NORIN, None), **kw)  # type: ignore[arg-type]


def _dies_asks_command_zone(g: Game, target: int) -> str | None:
    """Norte kills ``target`` with Murder; the prompt of the decision that follows."""
    cast(g, "Murder", f"target:{target}")
    g.submit("pass")
    g.submit("pass")
    return g.pending.prompt


# -- 903.3: a designation of the card, kept face down or copying ------------------------------
def test_903_3_a_commander_turned_face_down_is_still_a_commander() -> None:
    """903.3 (its example, Ixidron): Norin face down is a nameless 2/2 (708.2a) and still
    Norte's commander — dying, its owner may move it to the command zone (903.9a)."""
    g = _duel(
        battlefields=([{"name": NORIN, "face_down": True}, *["Pantano"] * 3], []),
        hands=(["Murder"], []),
    )
    state = g.state
    assert isinstance(state, CommanderState)
    norin = one(g, NORIN)
    c = chars(g, state.objects[norin])
    assert (c.name, c.power, c.toughness) == ("", 2, 2)
    assert is_commander(state, state.objects[norin])
    assert _dies_asks_command_zone(g, norin) == "ask.command_zone"
    g.submit("yes")
    assert one(g, NORIN, COMMAND_KEY)


def test_903_3_a_commander_copying_another_card_is_still_a_commander() -> None:
    """903.3 (its example, Cytoshape): Test Mirror makes Norin a copy of Test Bear (707.4);
    it is still Norte's commander, and dying it may go to the command zone (903.9a)."""
    g = _duel(
        battlefields=([NORIN, BEAR, "Isla", "Isla", *["Pantano"] * 3], []),
        hands=(["Test Mirror", "Murder"], []),
    )
    state = g.state
    assert isinstance(state, CommanderState)
    norin, bear = one(g, NORIN), one(g, BEAR)
    cast(g, "Test Mirror", f"target:{norin}", f"target:{bear}")
    g.submit("pass")
    g.submit("pass")
    assert chars(g, state.objects[norin]).name == BEAR
    assert is_commander(state, state.objects[norin])
    assert _dies_asks_command_zone(g, norin) == "ask.command_zone"


def test_903_3_a_permanent_copying_a_commander_is_no_commander() -> None:
    """903.3 (its example, Body Double): Test Mirror makes Norte's Test Bear a copy of his
    commander Norin — a Norin that is no commander. The legend rule (704.5j) puts it into
    the graveyard, and nothing asks about the command zone (903.9a)."""
    g = _duel(battlefields=([NORIN, BEAR, "Isla", "Isla"], []), hands=(["Test Mirror"], []))
    state = g.state
    assert isinstance(state, CommanderState)
    norin, bear = one(g, NORIN), one(g, BEAR)
    cast(g, "Test Mirror", f"target:{bear}", f"target:{norin}")
    g.submit("pass")
    g.submit("pass")
    assert chars(g, state.objects[bear]).name == NORIN
    assert not is_commander(state, state.objects[bear])
    assert is_commander(state, state.objects[norin])
    assert g.pending.kind == "legend"
    g.submit(f"keep:{norin}")
    assert g.pending.kind == "priority" and g.pending.prompt != "ask.command_zone"
    assert "903.9a" not in g.log.rules()
    assert one(g, BEAR, "graveyard/0") and one(g, NORIN)


# -- 903.4: colour identity ------------------------------------------------------------------
def _commander_deck(commander: str, *others: str, basics: str = "Mountain") -> Deck:
    """A deck of exactly 100 cards (903.5a): the commander, ``others``, and basics."""
    return Deck((*others, *(basics,) * (99 - len(others))), commander=(commander,))


def test_903_4_bosh_s_identity_is_red_from_its_rules_text() -> None:
    """903.4 (its example): Bosh, gólem de hierro costs {8} and is colourless (202.2), but the
    {R} of its ability's cost makes its colour identity red: a red card and Mountains fit
    its deck, a blue card doesn't (903.5c)."""
    assert BOSH.colors == () and color_identity(BOSH) == ("R",)
    assert can_be_commander(BOSH)
    assert format_problems(_commander_deck(BOSH.key, NORIN), Format.COMMANDER) == []
    (problem,) = format_problems(_commander_deck(BOSH.key, "Don't Make a Sound"), Format.COMMANDER)
    assert "903.5c" in problem[1] and "red" in problem[1]


def test_903_4d_the_back_face_counts_toward_colour_identity() -> None:
    """903.4d (its example): the Erudito civilizado costs {2}{U} and is blue (712.8a); its back
    face, the Bruto homicida, has a red colour indicator — the card's identity is blue and red,
    so it fits no deck whose commander is only red (Bosh) or only blue and other colours."""
    assert CIVILIZED_SCHOLAR.colors == ("U",)
    assert color_identity(CIVILIZED_SCHOLAR) == ("U", "R")
    (problem,) = format_problems(_commander_deck(BOSH.key, CIVILIZED_SCHOLAR.key), Format.COMMANDER)
    assert "903.5c" in problem[1] and "blue and red" in problem[1]


def test_903_5c_hybrid_symbols_give_both_colours() -> None:
    """903.5c (its example): Mosto, madre incursora costs {4}{R/G}{R/G}: its identity is red
    and green. Red (Norin), green (Tyvar), colourless (Friendly Teddy) cards and Mountains
    and Forests fit its deck; a white card and the blue-and-red Erudito civilizado don't."""
    assert color_identity(MOSTO) == ("R", "G") and can_be_commander(MOSTO)
    fine = _commander_deck(MOSTO.key, NORIN, "Tyvar, the Pummeler", "Friendly Teddy", "Forest")
    assert format_problems(fine, Format.COMMANDER) == []
    wrong = _commander_deck(MOSTO.key, "Toby, Beastie Befriender", CIVILIZED_SCHOLAR.key)
    problems = format_problems(wrong, Format.COMMANDER)
    assert len(problems) == 2 and all("903.5c" in en for _es, en in problems)


def test_903_5d_basic_land_types_within_the_identity() -> None:
    """903.5d (its example): a Mosto deck may have Mountains and Forests, not Plains,
    Islands or Swamps — each refused for the mana its type makes, though a basic land's
    colour identity is colourless (its mana ability is intrinsic, 305.6)."""
    assert color_identity("Plains") == ()
    deck = _commander_deck(MOSTO.key, "Plains", "Island", "Swamp", "Forest")
    problems = format_problems(deck, Format.COMMANDER)
    assert len(problems) == 3 and all("903.5d" in en for _es, en in problems)
    assert [p for p in problems if "Plains" in p[1] and "Llanura" in p[0]]
