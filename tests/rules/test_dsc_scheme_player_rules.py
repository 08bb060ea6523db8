"""The rules for players Archenemy's schemes make, as the shared rules ask them (issue 23,
part 3): the hooks of ``VariantRules`` (a plain game's answers change nothing), answered in
Archenemy by ``ArchenemyRules`` through ``grimorio.mtg.effects.scheme_player_rules`` — the
maximum hand size in the cleanup step (CR 402.2, 514.1), who may cast spells (101.2, 601.2)
and attack with creatures (508.1c), "attacks its owner if able" (508.1d, 802.3a) and a
player's hexproof (702.11c)."""

from __future__ import annotations

from grimorio import Game
from grimorio.dsl.selectors import Filter, TargetSpec
from grimorio.dsl.zones import Zone, zkey
from grimorio.mtg.effects.free_casting import FREE
from grimorio.mtg.keywords.evasion import can_attack
from grimorio.rules.casting.announce import completable
from grimorio.rules.casting.costs import How
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.variant import PLAIN
from grimorio.rules.turn.player_rules import max_hand_size
from grimorio.rules.turn.priority import legal_actions
from grimorio.rules.vocabulary.targets import legal_targets, targetable
from grimorio.scenario.board import build
from scheme_support import pass_until, resolve, rumble, to_main

LIBRARIES = (["Isla"] * 8,) * 3
PLAYERS = TargetSpec((Filter(only_players=True),))


def _on(g: Game, card: str) -> list[int]:
    return [o for o in g.state.zones["battlefield"] if g.state.objects[o].card == card]


def _hand(g: Game, player: int) -> list[int]:
    return list(g.state.zones[zkey(Zone.HAND, player)])


def _casts(g: Game, player: int) -> list[str]:
    return [o.id for o in legal_actions(g, player) if o.id.startswith("cast:")]


def _champion(g: Game, chosen: str) -> None:
    """Norte's *Elige a un campeón* targets Sur, who chooses ``chosen`` (an option id)."""
    to_main(g)
    g.submit("target:-2")
    resolve(g)
    assert g.pending.player == 1 and g.pending.kind == "choose"
    g.submit(chosen)


def test_101_2_a_plain_game_answers_every_hook_with_no_change() -> None:
    """CR 101.2, 402.2, 702.11c: without a variant's rules for players nothing changes — a
    maximum hand size of seven, spells and attacks for everyone, no extra requirement, a
    player targetable by an opponent — and asking writes nothing (the saved bytes)."""
    g = build(players=("Norte", "Sur"), battlefields=(["Test Bear"], []), libraries=(["Isla"],) * 2)
    state = g.state
    before = g.to_json()
    bear = _on(g, "Test Bear")[0]
    assert not PLAIN.no_maximum_hand_size(state, 0)
    assert PLAIN.may_cast_spells(state, 0) and PLAIN.may_attack_with_creatures(state, 1)
    assert PLAIN.attack_requirements(state, bear, [-2]) == ()
    assert not PLAIN.player_hexproof(g, 0, 1)
    assert max_hand_size(g, 0) == 7 and targetable(g, -1, 1) and targetable(g, -2, 0)
    assert g.to_json() == before


def test_402_2_no_maximum_hand_size_spares_the_cleanup_discard() -> None:
    """CR 402.2, 514.1: after *Poder sin igual*, Norte ends the turn with nine cards and
    discards none; Sur's maximum stays seven; the rule is over as Norte's next turn begins
    (611.2b)."""
    g = rumble(
        ["Poder sin igual"],
        libraries=LIBRARIES,
        hands=(["Isla"] * 6,),
        battlefields=(["Llanura"] * 5,),
    )
    to_main(g)
    resolve(g)
    assert len(_hand(g, 0)) == 9
    assert max_hand_size(g, 0) is None and max_hand_size(g, 1) == 7
    while g.state.turn == 2:  # through Norte's cleanup step: no discard is asked
        d = g.pending
        assert d is not None and d.kind != DecisionKind.DISCARD
        g.submit("pass" if "pass" in d.ids() else "done")
    assert len(_hand(g, 0)) == 9
    pass_until(g, "upkeep", turn=5)
    assert max_hand_size(g, 0) == 7


def test_101_2_only_the_chosen_player_and_you_cast_and_the_kept_options_follow() -> None:
    """CR 101.2, 601.2: Sur, not chosen, is offered no spell while the rule holds — not
    from the hand, nor for free as an effect resolves (608.2g) — and again once it ends
    (611.2b); the options kept across state versions change with the rule (``CAST_READ``)."""
    g = rumble(
        ["Elige a un campeón"],
        libraries=LIBRARIES,
        hands=([], ["Susto repentino"], ["Susto repentino"]),
        battlefields=([], ["Llanura", "Test Bear"], ["Llanura"]),
    )
    to_main(g)
    assert _casts(g, 1)  # kept for this state version and those after it
    g.submit("target:-2")
    resolve(g)
    g.submit("choose:-3")  # Este
    assert _casts(g, 1) == [] and _casts(g, 2)
    spell = g.state.objects[_hand(g, 1)[0]]
    assert not completable(g, 1, spell, How(alt=FREE))
    pass_until(g, "upkeep", turn=4)
    assert _casts(g, 1) == []
    pass_until(g, "upkeep", turn=5)
    assert _casts(g, 1)


def test_508_1c_a_player_forbidden_to_attack_declares_no_attackers() -> None:
    """CR 101.2, 508.1c, 508.8: Sur chose Norte, so on Sur's turn their untapped bear could
    attack but Sur declares no attackers — no declaration is asked of them."""
    g = rumble(
        ["Elige a un campeón"],
        libraries=LIBRARIES,
        battlefields=(["Test Bear"], ["Test Bear"], []),
    )
    _champion(g, "choose:-1")
    pass_until(g, "begin_combat", turn=3)
    sur_bear = next(o for o in _on(g, "Test Bear") if g.state.objects[o].controller == 1)
    assert can_attack(g, g.state.objects[sur_bear])
    while g.state.step != "declare_attackers":
        d = g.pending
        assert d is not None and d.kind != DecisionKind.ATTACKERS
        g.submit("pass")
    assert g.pending.kind == DecisionKind.PRIORITY and g.state.combat is not None
    assert not g.state.combat.attackers


def test_508_1d_a_creature_taken_by_the_masterstroke_is_offered_only_against_its_owner() -> None:
    """CR 508.1d, 802.3a: Norte takes Sur's bear, which Este owns, and Este's giant; each
    must attack its owner, Este: neither is offered against Sur, and the declaration is
    not complete ("done") without them."""
    g = rumble(
        ["Mi golpe maestro definitivo"],
        libraries=LIBRARIES,
        battlefields=([], [{"name": "Test Bear", "owner": "Este"}], ["Test Giant"]),
    )
    to_main(g)
    resolve(g)
    bear, giant = _on(g, "Test Bear")[0], _on(g, "Test Giant")[0]
    while g.pending.kind != DecisionKind.ATTACKERS:
        g.submit("pass")
    ids = g.pending.ids()
    assert f"attack:{bear}:-3" in ids and f"attack:{giant}:-3" in ids
    assert f"attack:{bear}:-2" not in ids and f"attack:{giant}:-2" not in ids
    assert "done" not in ids
    g.submit(f"attack:{bear}:-3")
    assert g.pending.ids() == [f"attack:{giant}:-3"]


def test_702_11c_an_untouchable_player_cant_be_targeted_by_opponents() -> None:
    """CR 702.11c, 904.8: with *Soy intocable* face up, Norte can't be the target of what
    Sur or Este control, but of what Norte controls; Sur and Este stay targetable."""
    g = rumble([], command=(["Soy intocable"],), libraries=LIBRARIES)
    assert not targetable(g, -1, 1) and not targetable(g, -1, 2) and targetable(g, -1, 0)
    assert legal_targets(g, PLAYERS, 1, None) == [-2, -3]
    assert legal_targets(g, PLAYERS, 0, None) == [-1, -2, -3]
