"""The Duskmourn Commander cards of ``grimorio.cards.dsc.multicolour``, each ability on a
board built for it — of four players in Commander where "another player" matters: El Señor
del Dolor (menace, 702.110; "your opponents can't gain life", 119.7; "whenever a player
casts their first spell each turn", 601.2i, "another target player", 115.1, damage equal to
the spell's mana value, 202.3e) and Investigadores de fenómenos ("as it enters, choose
believe or doubt", 614.12a, abilities that exist only for the word chosen, 607.2a, 613.1f),
with the release notes' rulings."""

from grimorio.core.objects import player_ref
from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, cast, ids, one

PAIN = "El Señor del Dolor"
SEEKERS = "Investigadores de fenómenos"
FOUR = ("Norte", "Sur", "Este", "Oeste")
RED = ["Montaña"] * 6
SEEKER_LANDS = ["Isla", "Isla", "Pantano", "Pantano"]


def resolve_all(g) -> None:
    """Pass until the stack is empty (CR 117.4), answering nothing else."""
    for _ in range(40):
        if not g.state.zones["stack"]:
            return
        assert g.pending.kind == "priority", g.pending.kind
        g.submit("pass")
    raise AssertionError("the stack never emptied")


def lives(g) -> list[int]:
    return [p.life for p in g.state.players]


def pain_board(n: int = 4, hands=None, active: int = 1):
    """Norte controls El Señor del Dolor; the active player has red mana and the spells."""
    players = FOUR[:n]
    battle = [[PAIN]] + [list(RED) for _ in range(n - 1)]
    return build(
        players=players,
        battlefields=battle,
        hands=hands or [[]] + [["Test Blast", "Test Blast"] for _ in range(n - 1)],
        libraries=[["Isla"] * 4] * n,
        active=active,
        variant="commander" if n > 2 else "plain",
        life=(40,) * n if n > 2 else (20, 20),
    )


# -- "Amenaza." ----------------------------------------------------------------------------
def test_the_lord_of_pain_has_menace_702_110():
    """CR 702.110a: El Señor del Dolor has menace."""
    g = pain_board(2)
    assert "menace" in chars(g, g.state.objects[one(g, PAIN)]).keywords


# -- "Tus oponentes no pueden ganar vidas." ---------------------------------------------------
def test_opponents_cant_gain_life_but_you_can_119_7():
    """CR 119.7: an opponent's life gain doesn't happen (and the spell's other effects do,
    the release notes' ruling 1); the controller still gains life."""
    g = build(
        battlefields=([PAIN, "Llanura"], ["Llanura"]),
        hands=(["Test Fresh Start"], ["Test Fresh Start"]),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        life=(15, 15),
        active=1,
    )
    cast(g, "Test Fresh Start", player=1)  # Sur's first spell: Norte is the only target
    resolve_all(g)
    assert lives(g) == [14, 15]  # 1 damage to Norte (mana value 1); Sur's stays 15 (119.5)
    g2 = build(
        battlefields=([PAIN, "Llanura"], []),
        hands=(["Test Fresh Start"], []),
        libraries=(["Isla"] * 3, ["Isla"] * 3),
        life=(15, 15),
    )
    cast(g2, "Test Fresh Start")
    g2.submit(g2.pending.ids()[0])  # Norte's first spell: Sur is the only other player
    resolve_all(g2)
    assert lives(g2) == [20, 14]


# -- "Siempre que un jugador lance su primer hechizo cada turno, ..." ------------------------
def test_first_spell_each_turn_of_each_player_another_target_player_601_2i_115_1():
    """CR 601.2i: each player's first spell this turn triggers it, their second doesn't;
    CR 115.1: the target is any player other than the caster (the release notes' ruling 3)
    — Este's Test Blast with X=2 deals 3 damage (its mana value) to Oeste."""
    g = pain_board(4, active=2)
    cast(g, "Test Blast", "x:2", f"target:{player_ref(0)}", player=2)
    assert g.pending.kind == "target"
    offered = set(g.pending.ids())
    assert f"target:{player_ref(2)}" not in offered  # not the caster
    assert {f"target:{player_ref(p)}" for p in (0, 1, 3)} <= offered
    g.submit(f"target:{player_ref(3)}")
    resolve_all(g)
    assert lives(g) == [38, 40, 40, 37]  # X=2: mana value 3 (202.3e); the Blast's 2 to Norte
    cast(g, "Test Blast", "x:1", f"target:{player_ref(1)}", player=2)  # Este's second spell
    assert g.pending.kind == "priority" and len(g.state.zones["stack"]) == 1
    resolve_all(g)
    assert lives(g) == [38, 39, 40, 37]


def test_spells_cast_before_it_entered_count_601_2i():
    """CR 601.2i: "their first spell each turn" counts the spells cast this turn before El
    Señor del Dolor was on the battlefield: Norte's Blast after it enters is Norte's third
    spell and doesn't trigger it; Sur's first spell does, and its only other player is
    Norte."""
    g = build(
        battlefields=(["Montaña"] * 7 + ["Pantano", "Pantano"], RED),
        hands=(["Test Blast", PAIN, "Test Blast"], ["Test Blast"]),
        libraries=(["Isla"] * 4, ["Isla"] * 4),
    )
    cast(g, "Test Blast", "x:0", f"target:{player_ref(1)}")
    resolve_all(g)
    cast(g, PAIN)
    resolve_all(g)
    cast(g, "Test Blast", "x:0", f"target:{player_ref(1)}")
    assert len(g.state.zones["stack"]) == 1  # Norte's third spell: no trigger
    assert g.state.turn_counts["spells_cast:0"] == 3
    g.submit("pass")  # Sur holds priority with the Blast on the stack
    cast(g, "Test Blast", "x:0", f"target:{player_ref(0)}", player=1)
    assert len(g.state.zones["stack"]) == 3  # Sur's first spell: it triggers
    resolve_all(g)
    # X=0 Blasts deal no damage: only Sur's trigger hits Norte (mana value 1); none hits Sur
    assert lives(g) == [19, 20]


def test_no_record_without_a_card_that_asks_601_2i():
    """The record of spells cast is kept only in a game with a card that reads it: a game
    without one records (and saves) nothing new."""
    g = build(
        battlefields=([], RED),
        hands=([], ["Test Blast"]),
        libraries=(["Isla"] * 4, ["Isla"] * 4),
        active=1,
    )
    cast(g, "Test Blast", "x:1", f"target:{player_ref(0)}", player=1)
    assert not any(k.startswith("spells_cast") for k in g.state.turn_counts)


def test_two_players_the_controller_targets_themself_115_1():
    """CR 115.1 (the release notes' ruling 3): with only one other player, when that player
    casts their first spell the only legal target is El Señor del Dolor's controller."""
    g = pain_board(2)
    cast(g, "Test Blast", "x:0", f"target:{player_ref(0)}", player=1)
    resolve_all(g)
    assert lives(g) == [19, 20]  # 1 damage: Test Blast with X=0 has mana value 1


# -- Investigadores de fenómenos ---------------------------------------------------------------
def seekers_board(word: str | None, extra=(), hand=(), face_down=False):
    entry = {"name": SEEKERS, "face_down": True} if face_down else SEEKERS
    g = build(
        battlefields=(SEEKER_LANDS + ["Montaña"] * 4 + ["Isla"] * 2 + list(extra), []),
        hands=([SEEKERS, *hand] if word else list(hand), []),
        libraries=(["Isla"] * 4, ["Isla"] * 4),
    )
    if word is None:
        return g, entry
    cast(g, SEEKERS)
    resolve_all_choosing(g, f"choose:{word}")
    return g, entry


def resolve_all_choosing(g, choice: str) -> None:
    for _ in range(10):
        if g.pending.kind == "choose":
            assert set(g.pending.ids()) == {"choose:creer", "choose:dudar"}
            g.submit(choice)
        elif g.state.zones["stack"]:
            g.submit("pass")
        else:
            return


def test_as_it_enters_choose_believe_or_doubt_614_12a():
    """CR 614.12a: the word is chosen before it enters; its controller chooses between the
    two words the card prints; only the ability of the word chosen is the permanent's."""
    g, _ = seekers_board("creer")
    seeker = one(g, SEEKERS)
    assert g.state.chosen[seeker] == (("word", "creer"),)
    triggered = [
        a for a in chars(g, g.state.objects[seeker]).abilities if type(a).__name__ == "Triggered"
    ]
    assert len(triggered) == 1 and "Creer" in triggered[0].mode.text_es


def test_believe_a_nontoken_creature_you_control_dies_a_horror_700_4():
    """Ruling 1 (Creer): a nontoken creature Norte controls dies — a 2/2 black Horror
    enchantment creature token; a token dying makes none (111.1)."""
    g, _ = seekers_board("creer", extra=["Test Bear", "Glimmer"], hand=["Test Blast", "Test Blast"])
    cast(g, "Test Blast", "x:2", f"target:{one(g, 'Test Bear')}")
    resolve_all(g)
    assert cards(g, "battlefield").count("Horror") == 1
    horror = ids(g, "Horror")[0]
    c = chars(g, g.state.objects[horror])
    assert (c.power, c.toughness, c.colors) == (2, 2, ("B",))
    assert {"enchantment", "creature"} <= set(c.types)
    g.submit("pass")


def test_doubt_at_your_end_step_return_a_nonland_permanent_and_draw_513_1():
    """Ruling 2 (Dudar): at the beginning of Norte's end step Norte may return a nonland
    permanent Norte owns to hand; if Norte does, Norte draws a card."""
    g, _ = seekers_board("dudar", extra=["Test Bear"])
    to_end(g)
    resolve_until_choice(g)
    bear = one(g, "Test Bear")
    seeker = one(g, SEEKERS)
    assert g.pending.kind == "put_chosen"
    assert set(g.pending.ids()) == {f"put_chosen:{bear}", f"put_chosen:{seeker}", "none"}
    g.submit(f"put_chosen:{bear}")
    resolve_all(g)
    assert "Test Bear" in cards(g, "hand/0") and len(g.state.zones["hand/0"]) == 2


def to_end(g) -> None:
    """Pass to Norte's end step, declaring no attackers (CR 508.8)."""
    while g.state.step != "end":
        g.submit("done" if g.pending.kind == "attackers" else "pass")


def resolve_until_choice(g) -> None:
    for _ in range(10):
        if g.pending.kind != "priority":
            return
        g.submit("pass")
    raise AssertionError("no choice was asked")


def test_doubt_returning_nothing_draws_nothing_608_2c():
    """Ruling 2: "if you do" — Norte returns nothing and draws nothing."""
    g, _ = seekers_board("dudar")
    to_end(g)
    resolve_until_choice(g)
    g.submit("none")
    resolve_all(g)
    assert len(g.state.zones["hand/0"]) == 0


def test_a_copy_chose_nothing_and_has_neither_ability_707_2():
    """Ruling 3, CR 707.2: a creature that becomes a copy of the Investigadores chose
    nothing: a nontoken creature dying makes no Horror for it, only for the original."""
    g, _ = seekers_board("creer", extra=["Test Bear", "Test Hunter"], hand=["Test Mirror"])
    cast(g, "Test Mirror", f"target:{one(g, 'Test Bear')}", f"target:{one(g, SEEKERS)}")
    resolve_all(g)
    copies = ids(g, "Test Bear")
    assert chars(g, g.state.objects[copies[0]]).name == SEEKERS
    triggered = [
        a for a in chars(g, g.state.objects[copies[0]]).abilities if type(a).__name__ == "Triggered"
    ]
    assert triggered == []
