"""The guided first game's brain (issue 24, part 3): the one-line note of each kind of
decision (CR 117, 103.5, 508.1, 601.2, …), given the first time it is met, and the log
entries a newcomer may ask "¿por qué?" about — a permanent put into a graveyard from the
battlefield (CR 704.5g, 701.8a), an ability triggering (603.2), a spell not resolving
(608.2b), life lost to an ability (119.3), a player losing the game (704.5a) — chosen from
what every player may read (CR 708.5)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.support import attack, one, to_blockers

from grimorio.agents.match import deal_decks
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.explain import explain
from grimorio.game import Game
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.scenario.board import build
from grimorio.tutorial.guide import NOTES, Guide, Surprise, decision_note, surprise_of, surprises

ROOT = Path(__file__).resolve().parents[2]
CR_FILE = ROOT.parent / "shared" / "docs" / "mtg-reglas-completas-2026-01-16.txt"
INFERNO_KINDS = {
    DecisionKind.PROPOSE_ATTACKER,
    DecisionKind.PROPOSE_DEFENDER,
    DecisionKind.KEEP_ONE,
    DecisionKind.TRIBUTE,
}
RULE = re.compile(r"\b(\d{3}\.\d+[a-z]?)")


def _cr_rules() -> set[str]:
    found = set()
    for line in CR_FILE.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(?:- )?(\d{3}\.\d+[a-z]?)\.? ", line)
        if m:
            found.add(m.group(1))
    return found


# -- the notes ----------------------------------------------------------------------------
def test_every_kind_of_decision_of_a_magic_game_has_a_note_in_both_languages() -> None:
    """Issue 24: each kind of decision a player can meet in a game of Magic (CR 117.3,
    103.5, 508.1, 509.1, 510.1c, 601.2b–h, 603.3b, 701.21a, 701.62a, …) has a one-line note in
    Spanish and in English citing its rule; Inferno's kinds have none here."""
    for kind in DecisionKind:
        es, en = decision_note(kind, "es"), decision_note(kind, "en")
        if kind in INFERNO_KINDS:
            assert es is None and en is None
            continue
        assert es is not None and en is not None, kind
        assert "\n" not in es and "\n" not in en
        assert re.search(r"\(reglas? \d{3}\.", es), es
        assert re.search(r"\(rules? \d{3}\.", en), en
        assert RULE.findall(es) == RULE.findall(en), kind


def test_the_rules_the_notes_cite_are_rules_of_the_comprehensive_rules() -> None:
    """Every behaviour cites its CR number: each number a note cites is a rule of the
    2026 Comprehensive Rules."""
    known = _cr_rules()
    assert "508.1" in known and "117.3d" in known
    for kind, (es, _) in NOTES.items():
        for rule in RULE.findall(es):
            assert rule in known, (kind, rule)


def test_cr508_1_the_attack_note_speaks_the_crs_words() -> None:
    """CR 508.1, 508.1f, 302.6: declaring attackers, in the CR's Spanish ("se giran", not
    "se tapan"), with its rule number."""
    note = decision_note("attackers")
    assert note is not None
    assert note.startswith("Declarar atacantes:") and "se giran" in note and "508.1" in note
    assert decision_note(DecisionKind.ATTACKERS, "en") == decision_note("attackers", "en")


def test_a_kind_without_a_note_and_bad_input() -> None:
    """Issue 17: a kind this version doesn't know has no note; a kind that isn't a text or
    a language other than "es"/"en" is refused in both languages."""
    assert decision_note("no_such_kind") is None
    with pytest.raises(IllegalAction) as caught:
        decision_note(3)  # type: ignore[arg-type]
    assert "texto" in caught.value.message("es") and "text" in caught.value.message("en")
    with pytest.raises(IllegalAction):
        decision_note("priority", "fr")


# -- the guide ----------------------------------------------------------------------------
def _decision(kind: str, player: int = 0) -> Decision:
    return Decision(player, kind, (Option("pass", "pass"),))


def test_cr117_the_guide_explains_a_kind_the_first_time_only() -> None:
    """Issue 24: the note of a kind comes the first time it is met (then it is seen), never
    again; kinds seen in an earlier game give none; a kind with no note gives none and
    stays unseen."""
    guide = Guide(seen={"mulligan"})
    assert guide.note(_decision("mulligan")) is None
    assert guide.note(_decision("priority"), "en") == decision_note("priority", "en")
    assert guide.note(_decision("priority")) is None
    assert guide.note(_decision("propose_attacker")) is None
    assert guide.seen == {"mulligan", "priority"}


def test_the_guide_refuses_what_is_not_a_decision_or_a_set_of_kinds() -> None:
    """Issue 17: bad input is refused with a message in both languages, nothing changed."""
    guide = Guide()
    with pytest.raises(IllegalAction):
        guide.note("priority")  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        guide.note(_decision("priority"), "de")
    assert guide.seen == set()
    with pytest.raises(IllegalAction):
        Guide("priority")
    with pytest.raises(IllegalAction):
        Guide([1, 2])  # type: ignore[list-item]


def test_the_guide_notes_the_first_decisions_of_a_real_game() -> None:
    """CR 103.5, 117.3: in a new game the learner is first asked about the opening hand,
    then given priority; each note comes once."""
    game = Game.new(deal_decks(4, 2, None), seed=4)
    guide = Guide()
    notes: list[str] = []
    for _ in range(40):
        decision = game.pending
        assert decision is not None
        if decision.player == 0:
            note = guide.note(decision)
            if note is not None:
                notes.append(note)
        game.submit(decision.options[0])
    assert notes[0] == decision_note("mulligan")
    assert decision_note("priority") in notes
    assert len(notes) == len(set(notes))


# -- the surprises --------------------------------------------------------------------------
def _answer(game: Game, prefix: str) -> None:
    decision = game.pending
    assert decision is not None
    for o in decision.options:
        if o.id.startswith(prefix):
            game.submit(o.id)
            return
    raise AssertionError((prefix, [o.id for o in decision.options]))


def _cast_at(game: Game, target: int) -> None:
    """Cast the one spell offered at ``target``, paying automatically (CR 601.2)."""
    _answer(game, "cast:")
    while game.pending is not None and game.pending.kind != "priority":
        kind = game.pending.kind
        _answer(game, f"target:{target}" if kind == "target" else "mana:auto")


def _pass_until_empty(game: Game) -> None:
    for _ in range(20):
        if not game.state.zones["stack"] or game.pending is None:
            return
        game.submit("pass")


def _murdered_teddy() -> tuple[Game, int]:
    """Player 0 casts Withering Torment ("destroy target creature or enchantment; you lose 2
    life") at the opponent's Friendly Teddy ("when this creature dies, each player draws a
    card"), and it resolves; the log length before the cast."""
    game = build(
        hands=(["Tormento agotador"], []),
        battlefields=(["Pantano", "Pantano", "Pantano"], ["Osito simpático"]),
        libraries=(["Pantano"] * 3, ["Pantano"] * 3),
    )
    start = len(game.state.log)
    _cast_at(game, one(game, "Friendly Teddy"))
    _pass_until_empty(game)
    return game, start


def test_cr701_8_cr603_2_a_destroyed_creature_its_trigger_and_the_life_lost_are_offered() -> None:
    """CR 701.8a, 603.2, 119.3: a creature destroyed by a spell, the ability that triggers
    as it dies, and the life its caster loses are offered a "¿por qué?"; the cast, the mana
    paid (601.2h) and the resolution are not."""
    game, start = _murdered_teddy()
    log = game.state.log
    found = surprises(game, start, 0)
    kinds = {surprise_of(log[i]) for i in found}
    assert kinds == {Surprise.LEFT_BATTLEFIELD, Surprise.TRIGGERED, Surprise.LIFE_LOST}
    assert [log[i].key for i in found] == ["zone.destroy", "trigger", "life.lose"]
    assert all(log[i].key not in ("cast", "mana.spend", "resolve") for i in found)
    why = explain(game, found[0], "es", 1)
    assert why[0].startswith("Se destruye el Osito simpático") and len(why) >= 3


def test_entries_before_start_are_not_offered_again() -> None:
    """Issue 24: a state message offers only the entries from where it starts."""
    game, start = _murdered_teddy()
    found = surprises(game, start, 0)
    assert surprises(game, found[0] + 1, 0) == found[1:]
    assert surprises(game, len(game.state.log), 0) == []


def test_cr608_2b_a_spell_whose_only_target_is_gone_is_offered() -> None:
    """CR 608.2b: Winter's Intervention at a Friendly Teddy that the opponent destroys in
    response (Murder) doesn't resolve; that line is offered a "¿por qué?", and the answer
    goes back to its cast."""
    game = build(
        hands=(["Intervención de Winter"], ["Asesinato"]),
        battlefields=(["Pantano", "Pantano"], ["Osito simpático", "Pantano", "Pantano", "Pantano"]),
        libraries=(["Pantano"] * 3, ["Pantano"] * 3),
    )
    teddy = one(game, "Friendly Teddy")
    _cast_at(game, teddy)
    game.submit("pass")  # the opponent gets priority (CR 117.3d) and answers
    _cast_at(game, teddy)
    _pass_until_empty(game)
    log = game.state.log
    found = surprises(game, 0, 0)
    fizzled = [i for i in found if log[i].rule == "608.2b"]
    assert len(fizzled) == 1
    assert surprise_of(log[fizzled[0]]) == Surprise.NOT_RESOLVED
    assert "601.2a" in explain(game, fizzled[0], "es", 0)[-2]


def test_cr704_5g_a_creature_dying_in_combat_is_offered_the_same_to_every_viewer() -> None:
    """CR 704.5g, 510.2, 708.5: a face-down 2/2 blocking a 5/3 dies; its death is offered
    a "¿por qué?" to both players and to a spectator alike (the choice reads only what
    everyone may read), the combat damage itself is not, and the answer names the
    face-down creature only to its controller."""
    game = build(
        battlefields=(["Cercenador de la hozcadena"], [{"name": "Asesinato", "face_down": True}]),
        step="main1",
    )
    razorkin = one(game, "Ripchain Razorkin")
    attack(game, razorkin)
    to_blockers(game)
    _answer(game, "block:")
    if game.pending.kind == "blockers":
        game.submit("done")
    while game.state.step != "main2":
        game.submit("pass")
    log = game.state.log
    found = surprises(game, 0, 0)
    assert [log[i].rule for i in found] == ["704.5g"]
    assert surprises(game, 0, 1) == found == surprises(game, 0, None)
    damage = [i for i, e in enumerate(log) if e.rule == "510.2"]
    assert damage and not set(damage) & set(found)
    assert "Asesinato" not in explain(game, found[0], "es", 0)[1]
    assert "Asesinato" in explain(game, found[0], "es", 1)[1]


def test_cr704_5a_a_player_losing_the_game_is_offered() -> None:
    """CR 704.5a: an unblocked 5/3 takes the opponent from 3 life to 0 — they lose the game;
    that line is offered (the rule is the answer), the combat damage is not."""
    game = build(battlefields=(["Cercenador de la hozcadena"], []), step="main1", life=(20, 3))
    attack(game, one(game, "Ripchain Razorkin"))
    while not game.over:
        game.submit("pass")
    log = game.state.log
    found = surprises(game, 0, 1)
    assert [(log[i].rule, log[i].key) for i in found] == [("704.5a", "lose.life")]
    assert surprise_of(log[found[0]]) == Surprise.GAME_LOST


def test_surprises_refuses_bad_input() -> None:
    """Issue 17: not a game, a start that isn't a log index, a seat that isn't one — each
    refused in Spanish and English."""
    game = build(battlefields=(["Cercenador de la hozcadena"], []))
    for call in (
        lambda: surprises("game", 0, 0),  # type: ignore[arg-type]
        lambda: surprises(game, -1, 0),
        lambda: surprises(game, "0", 0),  # type: ignore[arg-type]
        lambda: surprises(game, 0, 5),
    ):
        with pytest.raises(IllegalAction) as caught:
            call()
        assert caught.value.message("es") != caught.value.message("en")
