"""Examples of Inferno's rules whose cards needed more of the shared card vocabulary: each
player destroying an ally of their choice (I-102.4), a token named after its subtypes and
its name set apart from them (I-110.5c), "ese aliado" after it stopped being an ally
(I-201.5), a supertype gained beside the others (I-204.5b) and an effect that does as much
as it can (I-608.3). Each test names its rule and its row in ``docs/inferno-examples.md``;
the cards are test cards with the texts the examples give (``grimorio.testing.cards.inferno``).
"""

from __future__ import annotations

from inferno_support import RESOURCE

from grimorio import Game
from grimorio.cards.registry import get
from grimorio.dsl.zones import BATTLEFIELD_KEY, EXILE_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.board import build

DECK = ["Humano errante"] * 5


def _board(**kwargs: object) -> Game:
    return build(game="inferno", **kwargs)  # type: ignore[arg-type]


def _ids(game: Game, card: str, zone: str | None = None) -> list[int]:
    """The objects that are the Inferno card ``card`` (in ``zone``, if given)."""
    state = game.state
    return [
        o
        for o in sorted(state.objects)
        if state.objects[o].card == f"inferno:{card}"
        and (zone is None or state.objects[o].zone == zone)
    ]


def _id(game: Game, card: str, player: int | None = None) -> int:
    state = game.state
    return next(o for o in _ids(game, card) if player is None or state.objects[o].owner == player)


def _answer(game: Game, given: list[str]) -> None:
    """Answer what playing a card or an ability asks (targets, energy) with ``given`` where
    it is an option, else the first option, until a player has priority."""
    while game.pending is not None and game.pending.kind != DecisionKind.PRIORITY:
        ids = [o.id for o in game.pending.options]
        pick = next((a for a in given if a in ids), None)
        if pick is not None:
            given.remove(pick)
        game.submit(pick or ids[0])


def _play(game: Game, card_id: int, *answers: str) -> None:
    """Play a card (its energy from resources, its targets ``answers``)."""
    game.submit(f"cast:{card_id}")
    _answer(game, list(answers))


def _resolve(game: Game) -> None:
    """Both players pass until the chain is empty."""
    while game.state.zones["stack"]:
        game.submit("pass")


def _infierno(game: Game, player: int) -> list[str]:
    state = game.state
    return [state.objects[o].card for o in state.zones[zkey(Zone.GRAVEYARD, player)]]


def test_row_1_i_102_4_each_demon_destroys_an_ally_its_player_controls() -> None:
    """I-102.4: "cada demonio destruye un aliado que controla" speaks of the players behind
    the demons — "cada jugador destruye un aliado que controla": each player in turn
    chooses one of the allies they control (not a resource, not a demon), and the chosen
    allies are destroyed together (I-701.6), each into its owner's *Infierno*; the others
    stay."""
    game = _board(
        hands=(["Purga de prueba"], []),
        battlefields=(
            ["Humano de prueba", "Cyborg mutante de prueba", RESOURCE],
            ["Humano de prueba", "Kirch de las trincheras"],
        ),
        libraries=(DECK, DECK),
    )
    human, cyborg = _id(game, "Humano de prueba", 0), _id(game, "Cyborg mutante de prueba")
    their_human, kirch = _id(game, "Humano de prueba", 1), _id(game, "Kirch de las trincheras")
    _play(game, _id(game, "Purga de prueba"))
    game.submit("pass")
    game.submit("pass")  # both pass: it resolves
    first = game.pending
    assert first is not None and first.player == 0  # the active player first (I-101.4)
    assert {o.id for o in first.options} == {f"destroy:{human}", f"destroy:{cyborg}"}
    game.submit(f"destroy:{cyborg}")
    assert cyborg in game.state.objects  # not yet: the other player chooses too
    second = game.pending
    assert second is not None and second.player == 1
    assert {o.id for o in second.options} == {f"destroy:{their_human}", f"destroy:{kirch}"}
    game.submit(f"destroy:{their_human}")
    objects = game.state.objects
    assert cyborg not in objects and their_human not in objects
    assert human in objects and kirch in objects
    destroyed = [e for e in game.state.log if e.key == "zone.destroy"]
    assert [e.rule for e in destroyed] == ["701.8a", "701.8a"]  # I-701.6a, not sacrificed
    assert not any(e.key == "zone.sacrifice" for e in game.state.log)
    assert "inferno:Cyborg mutante de prueba" in _infierno(game, 0)
    assert _infierno(game, 1) == ["inferno:Humano de prueba"]


def test_i_102_4_with_i_702_12a_an_indestructible_ally_chosen_stays() -> None:
    """I-102.4, I-702.12a: a player whose only ally is indestructible has it chosen, with
    no choice to make, and it is not destroyed; the other player's ally is."""
    game = _board(
        hands=(["Purga de prueba"], []),
        battlefields=(["Humano de prueba", RESOURCE], ["Gólem de obsidiana"]),
        libraries=(DECK, DECK),
    )
    human, golem = _id(game, "Humano de prueba"), _id(game, "Gólem de obsidiana")
    _play(game, _id(game, "Purga de prueba"))
    game.submit("pass")
    game.submit("pass")
    assert human not in game.state.objects
    assert game.state.objects[golem].zone == BATTLEFIELD_KEY
    assert [e.rule for e in game.state.log if e.key == "indestructible"] == ["702.12b"]


def test_row_3_i_110_5c_a_token_named_by_its_subtypes_and_changed_apart() -> None:
    """I-110.5c: a "ficha de Cyborg Mutante", made by an effect that gives it no name, is
    named "Cyborg Mutante" and has the ally subtypes Cyborg and Mutante; in play, changing
    its subtypes leaves its name, and changing its name leaves its subtypes."""
    game = _board(
        hands=(["Mutación de prueba", "Conversión de prueba", "Bautismo de prueba"], []),
        battlefields=([RESOURCE] * 3, []),
        libraries=(DECK, DECK),
    )
    _play(game, _id(game, "Mutación de prueba"))
    _resolve(game)
    (token,) = _ids(game, "Cyborg Mutante", BATTLEFIELD_KEY)
    assert game.state.objects[token].token
    c = chars(game, game.state.objects[token])
    assert c.types == ("aliado",) and c.subtypes == ("Cyborg", "Mutante")
    assert get(c.name).name_es == "Cyborg Mutante" == " ".join(c.subtypes)

    _play(game, _id(game, "Conversión de prueba"), f"target:{token}")
    _resolve(game)
    c = chars(game, game.state.objects[token])
    assert c.subtypes == ("Vampiro",)
    assert c.name == "inferno:Cyborg Mutante"  # new subtypes, the same name

    _play(game, _id(game, "Bautismo de prueba"), f"target:{token}")
    _resolve(game)
    c = chars(game, game.state.objects[token])
    assert get(c.name).name_es == "Humano de prueba"
    assert c.subtypes == ("Vampiro",)  # a new name, the same subtypes (not Humano's)
    assert c.types == ("aliado",)


def test_row_7_i_201_5_that_ally_is_destroyed_though_no_longer_an_ally() -> None:
    """I-201.5: "El aliado objetivo obtiene +2 de fuerza hasta el final del turno. Destruye
    ese aliado al final del turno" destroys the object that got +2 power when the *Fin*
    step begins (I-512.1), though an effect has since made it an object and no ally."""
    game = _board(
        hands=(["Transmutación de prueba"], []),
        battlefields=(["Verdugo de prueba", RESOURCE, RESOURCE], ["Humano de prueba"]),
        libraries=(DECK, DECK),
    )
    human = _id(game, "Humano de prueba")
    game.submit(f"activate:{_id(game, 'Verdugo de prueba')}:0")
    _answer(game, [f"target:{human}"])
    _resolve(game)
    assert chars(game, game.state.objects[human]).power == 4  # 2 and +2
    _play(game, _id(game, "Transmutación de prueba"), f"target:{human}")
    _resolve(game)
    c = chars(game, game.state.objects[human])
    assert c.types == ("objeto",) and c.power is None  # no longer an ally (I-207.4)
    while game.state.step != "fin":
        assert game.state.objects[human].zone == BATTLEFIELD_KEY
        game.submit("pass")
    assert game.state.zones["stack"]  # the delayed ability, at the beginning of Fin
    _resolve(game)
    assert game.state.step == "fin"
    assert human not in game.state.objects
    assert _infierno(game, 1) == ["inferno:Humano de prueba"]
    assert [e.rule for e in game.state.log if e.key == "zone.destroy"] == ["701.8a"]


def test_row_9_i_204_5b_an_ally_that_was_unico_is_unico_instantaneo() -> None:
    """I-204.5b: under "Todos los aliados tienen instantáneo", an ally that was *único* is a
    *único instantáneo* ally — its card type and subtypes unchanged, and still subject to
    the *único* rule (I-705.5g); a card out of play is no ally the ability speaks of
    (I-403.2)."""
    game = _board(
        hands=(["Guardián único de prueba"], []),
        battlefields=(
            ["Heraldo veloz de prueba", "Guardián único de prueba", "Guardián único de prueba"],
            ["Humano de prueba"],
        ),
        libraries=(DECK, DECK),
    )
    first, second = _ids(game, "Guardián único de prueba", BATTLEFIELD_KEY)
    for guardian in (first, second):
        c = chars(game, game.state.objects[guardian])
        assert c.supertypes == ("único", "instantáneo")
        assert c.types == ("aliado",) and c.subtypes == ("Humano",)
    for other in (_id(game, "Heraldo veloz de prueba"), _id(game, "Humano de prueba")):
        assert chars(game, game.state.objects[other]).supertypes == ("instantáneo",)
    (in_hand,) = _ids(game, "Guardián único de prueba", zkey(Zone.HAND, 0))
    assert chars(game, game.state.objects[in_hand]).supertypes == ("único",)
    keep = game.pending  # the two of one name and one controller: the único rule
    assert keep is not None and keep.kind == DecisionKind.KEEP_ONE and keep.player == 0
    assert keep.prompt_args == ("I-705.5g",)
    game.submit(f"keep:{first}")
    assert _ids(game, "Guardián único de prueba", BATTLEFIELD_KEY) == [first]
    assert _infierno(game, 0) == ["inferno:Guardián único de prueba"]


def test_row_22_i_608_3_exiling_two_cards_from_a_deck_of_one() -> None:
    """I-608.3: an effect that attempts the impossible does as much as it can — "exilia las
    dos cartas superiores de su mazo" with one card in the deck exiles that card (and the
    player, who took no card from an empty deck, plays on: I-705.5a); a deck of three
    loses its top two."""
    game = _board(
        hands=(["Olvido de prueba"], []),
        battlefields=([RESOURCE], []),
        libraries=(
            ["Humano errante"],
            ["Kirch de las trincheras", "Dragón de brasas", "Humano de prueba"],  # top first
        ),
    )
    _play(game, _id(game, "Olvido de prueba"))
    _resolve(game)
    state = game.state
    assert not state.zones[zkey(Zone.LIBRARY, 0)]
    assert [state.objects[o].card for o in state.zones[zkey(Zone.LIBRARY, 1)]] == [
        "inferno:Humano de prueba"
    ]
    exiled = sorted((state.objects[o].owner, state.objects[o].card) for o in state.zones[EXILE_KEY])
    assert exiled == [
        (0, "inferno:Humano errante"),
        (1, "inferno:Dragón de brasas"),
        (1, "inferno:Kirch de las trincheras"),
    ]
    assert not game.over
