"""The multicoloured cards of the *Duskmourn* Commander decks
(``grimorio.cards.dsc.multicolour``), each ability on a board built for it — Commander where
the card is a commander, two to four players where "each player" or "an opponent" matters —
as the CR and the cards' release notes say: Aminatou, la Horadavelos, El Maestro de las
Llaves, Faucescortantes, Nido de Chirridos, Transformar en fango, Valgavoth, Arador de
Almas and Winter, oportunista escéptico."""

from __future__ import annotations

from typing import Any

from grimorio import Game
from grimorio.cards import catalog
from grimorio.cards.dsc.commander_tokens import COMMANDER_TOKENS
from grimorio.cards.registry import TOKENS
from grimorio.core.objects import player_ref
from grimorio.rules.state.designations import goaders
from grimorio.scenario.board import build
from spanish_scan import english_in
from support import cards, ids, one, pay, to_attackers

AMINATOU = "Aminatou, la Horadavelos"
KEYS = "El Maestro de las Llaves"
MAWS = "Faucescortantes, Nido de Chirridos"
SLUDGE = "Transformar en fango"
VALGAVOTH = "Valgavoth, Arador de Almas"
WINTER = "Winter, oportunista escéptico"
GRAND = "Test Grand Enchantment"  # {4}{W}{W}
LIB = ["Isla"] * 8


def _pass_stack(g: Game) -> None:
    """Every player passes while the stack holds something (CR 117.4, 608.2)."""
    while g.pending is not None and g.pending.kind == "priority" and g.state.zones["stack"]:
        g.submit("pass")


def _pass_until(g: Game, step: str, active: int) -> None:
    """Pass priority (attacking and blocking with nothing) until ``step`` of ``active``'s
    turn, and a decision that is no priority if one comes first."""
    while not (g.state.step == step and g.state.active == active):
        if g.pending.kind not in ("priority", "attackers", "blockers"):
            return
        g.submit("pass" if "pass" in g.pending.ids() else "done")


def _commander(players: int = 2, **kw: Any) -> Game:
    """A Commander board (CR 903) of ``players`` players, each with a library."""
    names = ("Norte", "Sur", "Este", "Oeste")[:players]
    kw.setdefault("libraries", tuple(list(LIB) for _ in names))
    return build(variant="commander", players=names, **kw)


# -- Aminatou, la Horadavelos ------------------------------------------------------------------
def test_aminatou_surveil_2_at_your_upkeep_701_25a() -> None:
    """CR 603.2b, 701.25a: at the beginning of Norte's upkeep, surveil 2 — the top two cards
    looked at, any number put into the graveyard (here the top one)."""
    g = _commander(
        commanders=(AMINATOU, None),
        battlefields=([AMINATOU], []),
        libraries=(["Bosque", "Isla", "Montaña"], LIB),
        active=1,
        step="end",
    )
    _pass_until(g, "draw", 0)
    d = g.pending
    assert (d.kind, d.player, d.prompt) == ("look", 0, "ask.look_graveyard")
    top = g.state.zones["library/0"][-1]
    g.submit(f"away:{top}")
    g.submit(g.pending.ids()[0])  # keep the second card
    assert cards(g, "graveyard/0") == ["Forest"] and "701.25a" in g.log.rules()


def test_aminatou_an_enchantment_card_drawn_first_has_miracle_for_4_less_702_94a() -> None:
    """CR 702.94a: each enchantment card in Norte's hand has miracle, its cost its mana cost
    minus {4}: the {4}{W}{W} enchantment drawn as his first card is revealed and cast for
    {W}{W}, in the draw step — whatever its type's timing (the release notes)."""
    g = _commander(
        commanders=(AMINATOU, None),
        battlefields=([AMINATOU, "Llanura", "Llanura"], []),
        libraries=([GRAND, "Isla", "Isla"], LIB),
        active=1,
        step="end",
    )
    _pass_until(g, "draw", 0)
    for answer in ("keep", "keep"):  # surveil: keep both on top, the enchantment first
        g.submit(next(i for i in g.pending.ids() if i.startswith(answer)))
    g.submit(f"top:{one(g, GRAND, 'library/0')}")
    _pass_until(g, "main1", 0)
    assert (g.pending.kind, g.pending.prompt) == ("may", "ask.miracle")
    g.submit("yes")
    _pass_until(g, "main1", 0)
    assert g.pending.prompt == "ask.cast_now.miracle"
    g.submit("yes")
    pay(g)
    spell = g.state.objects[g.state.zones["stack"][-1]]
    assert spell.card == GRAND and g.state.step == "draw"
    assert all(g.state.objects[o].tapped for o in ids(g, "Plains"))
    _pass_stack(g)
    assert ids(g, GRAND)


def test_aminatou_a_creature_card_has_no_miracle_702_94a() -> None:
    """Only enchantment cards have it: a creature card drawn first asks nothing."""
    g = _commander(
        commanders=(AMINATOU, None),
        battlefields=([AMINATOU], []),
        libraries=(["Test Bear", "Isla", "Isla"], LIB),
        active=1,
        step="end",
    )
    _pass_until(g, "draw", 0)
    g.submit(g.pending.ids()[0])
    g.submit(g.pending.ids()[0])
    if g.pending.kind == "order":
        g.submit(f"top:{one(g, 'Test Bear', 'library/0')}")
    _pass_until(g, "main1", 0)
    assert g.state.step == "main1" and "702.94a" not in g.log.rules()


# -- El Maestro de las Llaves ------------------------------------------------------------------
def _keys_cast(x: int, **kw: Any) -> Game:
    lands = ["Llanura", "Isla", "Pantano", *["Pantano"] * x]
    kw.setdefault("libraries", (["Isla"] * 10, LIB))
    hands = kw.pop("hands", ([KEYS], []))
    g = build(hands=hands, battlefields=(lands, kw.pop("theirs", [])), **kw)
    g.submit(f"cast:{one(g, KEYS, 'hand/0')}")
    g.submit(f"x:{x}")
    pay(g)
    g.submit("pass")
    g.submit("pass")  # the spell resolves; its enters ability triggers
    return g


def test_keys_x_counters_and_twice_x_cards_milled_107_3m() -> None:
    """CR 107.3m: X of the enters ability is the spell's (2): two +1/+1 counters, and
    twice X cards milled (701.17a) — a 5/5 flyer."""
    g = _keys_cast(2)
    _pass_stack(g)
    keys = one(g, KEYS)
    assert g.state.objects[keys].counters == {"+1/+1": 2}
    assert len(g.state.zones["graveyard/0"]) == 4 and len(g.state.zones["library/0"]) == 6
    c = g.characteristics(keys)
    assert (c.power, c.toughness) == (5, 5) and "flying" in c.keywords


def test_keys_mills_even_if_it_has_left_the_battlefield_608_2h() -> None:
    """Release notes: gone before its ability resolves (Sur's Test Blast for 3), it still
    mills twice X cards."""
    g = _keys_cast(1, theirs=["Montaña"] * 4, hands=([KEYS], ["Test Blast"]))
    g.submit("pass")  # Norte passes with the ability on the stack; Sur responds
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/1')}")
    g.submit("x:3")
    g.submit(f"target:{one(g, KEYS)}")
    pay(g)
    _pass_stack(g)
    assert KEYS in cards(g, "graveyard/0") and len(g.state.zones["library/0"]) == 8


def test_keys_enchantment_cards_in_your_graveyard_have_escape_702_138a() -> None:
    """CR 702.138a: an enchantment card in Norte's graveyard may be cast for its mana cost
    plus three other cards of his graveyard exiled; a creature card may not."""
    g = build(
        battlefields=([KEYS, *["Llanura"] * 6], []),
        graveyards=([GRAND, "Test Bear", "Isla", "Isla", "Bosque"], []),
        libraries=(LIB, LIB),
    )
    grand = one(g, GRAND, "graveyard/0")
    assert f"cast:{grand}:escape" in g.pending.ids()
    assert not any(
        i.startswith(f"cast:{one(g, 'Test Bear', 'graveyard/0')}") for i in g.pending.ids()
    )
    g.submit(f"cast:{grand}:escape")
    for _ in range(3):
        exile = [i for i in g.pending.ids() if i.startswith("exile_card:")]
        assert f"exile_card:{grand}" not in exile  # "other" cards
        g.submit(exile[0])
    pay(g)
    _pass_stack(g)
    assert ids(g, GRAND) and len(g.state.zones["exile"]) == 3


# -- Faucescortantes, Nido de Chirridos --------------------------------------------------------
def test_maws_each_player_creates_a_tapped_goaded_bird_701_15a() -> None:
    """CR 111.2, 701.15a: as it enters, each of the four players creates a tapped 2/2 black
    Bird with flying, goaded by Norte for the rest of the game (611.2a)."""
    g = _commander(
        4,
        commanders=(MAWS, None, None, None),
        hands=([MAWS], [], [], []),
        battlefields=(["Pantano", "Bosque", "Bosque", "Bosque", "Bosque"], [], [], []),
    )
    g.submit(f"cast:{one(g, MAWS, 'hand/0')}")
    pay(g)
    _pass_stack(g)
    birds = ids(g, "Ave")
    assert [g.state.objects[b].controller for b in birds] == [0, 1, 2, 3]
    assert all(g.state.objects[b].tapped and goaders(g.state, b) == (0,) for b in birds)
    c = g.characteristics(birds[0])
    assert (c.power, c.toughness, c.colors, "flying" in c.keywords) == (2, 2, ("B",), True)
    assert "701.15a" in g.log.rules()


def test_maws_a_bird_goaded_for_the_game_attacks_another_player_701_15b() -> None:
    """CR 701.15b, 802.3a: in Sur's turn his Bird must attack, and a player other than
    Norte, who goaded it — Este; the goad doesn't end as Norte's next turn would begin."""
    g = build(
        players=("Norte", "Sur", "Este"),
        hands=([MAWS], [], []),
        battlefields=(["Pantano", *["Bosque"] * 4], [], []),
        libraries=(LIB, LIB, LIB),
    )
    g.submit(f"cast:{one(g, MAWS, 'hand/0')}")
    pay(g)
    _pass_stack(g)
    sur_bird = next(b for b in ids(g, "Ave") if g.state.objects[b].controller == 1)
    while not (g.pending.kind == "attackers" and g.state.active == 1):
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    assert set(g.pending.ids()) == {f"attack:{sur_bird}:{player_ref(2)}"}
    while not (g.state.active == 0 and g.state.step == "main1"):  # to Norte's next turn
        ids_ = g.pending.ids()
        g.submit("pass" if "pass" in ids_ else "done" if "done" in ids_ else ids_[0])
    assert goaders(g.state, sur_bird) == (0,)


def test_maws_playing_a_card_with_two_card_types_701_15a_205_2a() -> None:
    """CR 601.2i, 205.2a: casting *Génesis sin forma* (kindred and sorcery: two card types,
    the release notes) makes more Birds; casting a Test Bear (one type) doesn't."""
    g = build(
        players=("Norte", "Sur", "Este"),
        hands=(["Génesis sin forma", "Test Bear"], [], []),
        battlefields=([MAWS, *["Bosque"] * 5], [], []),
        libraries=(LIB, LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Bear', 'hand/0')}")
    pay(g)
    assert len(g.state.zones["stack"]) == 1
    _pass_stack(g)
    g.submit(f"cast:{one(g, 'Génesis sin forma', 'hand/0')}")
    pay(g)
    assert len(g.state.zones["stack"]) == 2  # the ability above the spell
    _pass_stack(g)
    assert len(ids(g, "Ave")) == 3


# -- Transformar en fango ----------------------------------------------------------------------
def test_sludge_destroys_up_to_three_targets_together_no_ooze_without_delirium_701_8a() -> None:
    """CR 701.8a: the artifact, the creature and the enchantment targeted are destroyed;
    without four card types in Norte's graveyard then (two: sorcery, and nothing else of
    his), no Ooze."""
    g = build(
        hands=([SLUDGE], []),
        battlefields=(["Pantano", *["Bosque"] * 4], ["Test Relic", "Test Bear", GRAND]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, SLUDGE, 'hand/0')}")
    for name in ("Test Relic", "Test Bear", GRAND):
        g.submit(f"target:{one(g, name)}")
    pay(g)
    _pass_stack(g)
    assert sorted(cards(g, "graveyard/1")) == sorted(["Test Relic", "Test Bear", GRAND])
    assert ids(g, "Cieno") == []


def test_sludge_delirium_an_ooze_of_the_total_mana_value_destroyed_608_2h() -> None:
    """Release notes: Norte's own permanents destroyed reach his graveyard in time to count
    for delirium (land and instant there already, then artifact and creature: four card
    types; the sorcery itself is still on the stack); X is the total mana value of the
    permanents destroyed (1 + 2 = 3) — an up-to target left unchosen adds nothing."""
    g = build(
        hands=([SLUDGE], []),
        battlefields=(["Pantano", *["Bosque"] * 4, "Test Relic", "Test Bear"], []),
        graveyards=(["Isla", "Test Blast"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, SLUDGE, 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Relic')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    if g.pending.kind == "target":  # no enchantment to target
        g.submit("done")
    pay(g)
    _pass_stack(g)
    ooze = one(g, "Cieno")
    c = g.characteristics(ooze)
    assert (c.power, c.toughness, c.colors) == (3, 3, ("G",))
    assert g.state.objects[ooze].token


def test_sludge_an_indestructible_permanent_isnt_destroyed_nor_counted_702_12b() -> None:
    """CR 702.12b: the indestructible Bear (a counter, 122.1b) stays; only the Relic was
    destroyed this way, so the Ooze is 1/1 (608.2h)."""
    bear = {"name": "Test Bear", "counters": {"indestructible": 1}}
    g = build(
        hands=([SLUDGE], []),
        battlefields=(["Pantano", *["Bosque"] * 4, "Test Relic", bear], []),
        graveyards=(["Isla", "Test Blast", "Test Giant"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, SLUDGE, 'hand/0')}")
    g.submit(f"target:{one(g, 'Test Relic')}")
    g.submit(f"target:{one(g, 'Test Bear')}")
    if g.pending.kind == "target":
        g.submit("done")
    pay(g)
    _pass_stack(g)
    assert ids(g, "Test Bear") and "702.12b" in g.log.rules()
    assert g.characteristics(one(g, "Cieno")).power == 1


# -- Valgavoth, Arador de Almas ----------------------------------------------------------------
def test_valgavoth_an_opponents_first_life_lost_in_their_turn_119_3() -> None:
    """CR 119.3: Sur pays 2 life in his turn (Test Shrine, 119.4): Valgavoth gets a +1/+1
    counter and Norte draws; paying again that turn doesn't trigger it."""
    g = build(
        active=1,
        battlefields=([VALGAVOTH], ["Test Shrine", "Test Shrine"]),
        libraries=(LIB, LIB),
    )
    hand = len(g.state.zones["hand/0"])
    shrines = ids(g, "Test Shrine")
    g.submit(f"activate:{shrines[0]}:0")
    assert len(g.state.zones["stack"]) == 2  # the Shrine's ability and Valgavoth's above
    _pass_stack(g)
    assert g.state.objects[one(g, VALGAVOTH)].counters == {"+1/+1": 1}
    assert len(g.state.zones["hand/0"]) == hand + 1
    g.submit(f"activate:{shrines[1]}:0")
    assert len(g.state.zones["stack"]) == 1


def test_valgavoth_not_in_your_own_turn_nor_another_players_119_3() -> None:
    """Only during the turn of the opponent who loses life: Sur losing life in Norte's turn
    (Norte's Test Blast), or Este in Sur's turn, doesn't trigger it (a game of three)."""
    g = build(
        players=("Norte", "Sur", "Este"),
        hands=(["Test Blast"], [], []),
        battlefields=([VALGAVOTH, "Montaña", "Montaña"], [], ["Test Shrine"]),
        libraries=(LIB, LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/0')}")
    g.submit("x:1")
    g.submit("target:-2")
    pay(g)
    _pass_stack(g)
    assert g.state.player(1).life == 19 and not g.state.objects[one(g, VALGAVOTH)].counters
    while not (g.state.active == 1 and g.state.step == "main1" and g.pending.player == 2):
        g.submit("pass" if "pass" in g.pending.ids() else "done")
    g.submit(f"activate:{one(g, 'Test Shrine')}:0")
    assert len(g.state.zones["stack"]) == 1 and g.state.player(2).life == 18


def test_valgavoth_ward_pay_2_life_and_that_life_lost_triggers_it_702_21a() -> None:
    """CR 702.21a: Sur's Test Blast at Valgavoth, in his turn, is countered unless he pays 2
    life; he pays — and that is the first life he lost this turn (119.4, 119.3)."""
    g = build(
        active=1,
        hands=([], ["Test Blast"]),
        battlefields=([VALGAVOTH], ["Montaña", "Montaña"]),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/1')}")
    g.submit("x:1")
    g.submit(f"target:{one(g, VALGAVOTH)}")
    pay(g)
    _pass_stack(g)  # ward's ability resolves: Sur is asked
    assert g.pending.kind == "pay" and g.pending.player == 1
    g.submit("life")
    assert g.state.player(1).life == 18
    _pass_stack(g)
    valgavoth = g.state.objects[one(g, VALGAVOTH)]
    assert valgavoth.counters == {"+1/+1": 1} and valgavoth.damage == 1


# -- Winter, oportunista escéptico -------------------------------------------------------------
def test_winter_mills_three_as_it_attacks_508_3a() -> None:
    """CR 508.3a, 701.17a: whenever Winter attacks, its controller mills three. Deathtouch."""
    g = build(battlefields=([WINTER], []), libraries=(["Isla"] * 5, LIB))
    assert "deathtouch" in g.characteristics(one(g, WINTER)).keywords
    to_attackers(g)
    g.submit(f"attack:{one(g, WINTER)}")
    if g.pending.kind == "attackers":
        g.submit("done")
    _pass_stack(g)
    assert len(g.state.zones["graveyard/0"]) == 3


def _winter_end_step(graveyard: list[str], **kw: Any) -> Game:
    g = build(battlefields=([WINTER], []), graveyards=(graveyard, []), libraries=(LIB, LIB), **kw)
    _pass_until(g, "end", 0)
    _pass_stack(g)
    return g


def test_winter_exile_four_card_types_put_a_permanent_onto_the_battlefield_122_1h() -> None:
    """Delirium, at Norte's end step (603.2b): he exiles cards of his graveyard with four
    card types among them (205.2a) — "done" only once they have four — and puts the
    permanent card among them onto the battlefield with a finality counter (122.1h)."""
    g = _winter_end_step(["Test Bear", "Isla", "Test Blast", "Test Split Strike", "Test Giant"])
    d = g.pending
    assert (d.kind, d.prompt, d.player) == ("choose", "ask.exile_card_types", 0)
    assert "decline" in d.ids()
    for name in ("Test Bear", "Isla", "Test Blast"):
        key = "Island" if name == "Isla" else name
        g.submit(f"choose:{one(g, key, 'graveyard/0')}")
        assert "done" not in g.pending.ids()  # fewer than four card types so far
    g.submit(f"choose:{one(g, 'Test Split Strike', 'graveyard/0')}")
    g.submit("done")
    assert g.pending.kind == "pick"  # the Bear or the Island (a land is a permanent card)
    g.submit(f"choose:{one(g, 'Test Bear', 'exile')}")
    bear = g.state.objects[one(g, "Test Bear")]
    assert bear.counters == {"finality": 1} and bear.controller == 0
    assert sorted(cards(g, "exile")) == ["Island", "Test Blast", "Test Split Strike"]
    assert cards(g, "graveyard/0") == ["Test Giant"]


def test_winter_a_permanent_with_a_finality_counter_is_exiled_instead_122_1h() -> None:
    """Release notes: a permanent with a finality counter that would go to a graveyard from
    the battlefield is exiled instead (122.1h)."""
    g = build(
        battlefields=([{"name": "Test Bear", "counters": {"finality": 1}}, *["Montaña"] * 3], []),
        hands=(["Test Blast"], []),
        libraries=(LIB, LIB),
    )
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/0')}")
    g.submit("x:2")
    g.submit(f"target:{one(g, 'Test Bear')}")
    pay(g)
    g.submit("pass")
    g.submit("pass")
    assert cards(g, "exile") == ["Test Bear"] and "122.1h" in g.log.rules()


def test_winter_fewer_than_four_card_types_asks_nothing_and_may_decline_205_2a() -> None:
    """With three card types in his graveyard Norte can't do it (nothing is asked); with
    four he may decline, and nothing is exiled (608.2d)."""
    g = _winter_end_step(["Test Bear", "Isla", "Test Blast"])
    assert g.pending.kind == "priority" and cards(g, "exile") == []
    g = _winter_end_step(["Test Bear", "Isla", "Test Blast", "Test Split Strike"])
    g.submit("decline")
    assert cards(g, "exile") == [] and len(g.state.zones["graveyard/0"]) == 4


# -- the tokens these cards create -------------------------------------------------------------
def test_the_tokens_are_named_after_their_spanish_creature_types_111_4() -> None:
    """CR 111.4, 205.3m: the Bird, Shapeshifter and Ooze tokens are named after their
    creature types as the Spanish CR prints them (Ave, Metamorfo, Cieno), take their
    article, are predefined tokens (111.10) and no card of the real pool (never in a
    deck)."""
    assert [t.key for t in COMMANDER_TOKENS] == ["Ave", "Metamorfo", "Cieno"]
    for t in COMMANDER_TOKENS:
        assert t.token and t.name_es == t.type_line("es").split(" — ", 1)[1] == t.key
        assert t.article_es == "el" and TOKENS.by_key[t.key] is t
        assert t.key not in {c.key for c in catalog()}
        assert english_in(t.text("es")) == []
