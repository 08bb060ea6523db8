"""The agents' model of combat damage (CR 510) with each keyword it knows."""

from __future__ import annotations

from grimorio.agents.combat_model import Fighter, Outcome, combat_gain, fight, plan_blocks


def f(oid: int, power: int, toughness: int, *keywords: str, value: float = 0.0) -> Fighter:
    return Fighter(oid, power, toughness, frozenset(keywords), value or power + toughness)


def outcome(attacker: Fighter, *blockers: Fighter) -> Outcome:
    out = Outcome()
    fight(attacker, list(blockers), out)
    return out


def test_cr510_1_unblocked_damage_goes_to_the_player() -> None:
    assert outcome(f(1, 3, 3)).to_player == 3


def test_cr702_7_first_strike_kills_before_the_blocker_deals_damage() -> None:
    out = outcome(f(1, 2, 2, "first_strike"), f(2, 2, 2))
    assert out.dead == {2}


def test_cr702_4_double_strike_deals_damage_in_both_steps() -> None:
    assert outcome(f(1, 2, 2, "double_strike")).to_player == 4


def test_cr702_2_deathtouch_kills_with_one_damage() -> None:
    out = outcome(f(1, 4, 4), f(2, 1, 1, "deathtouch"))
    assert out.dead == {1, 2}


def test_cr702_19_trample_assigns_lethal_and_the_rest_to_the_player() -> None:
    out = outcome(f(1, 5, 5, "trample"), f(2, 2, 2))
    assert out.to_player == 3 and out.dead == {2}


def test_cr702_19_trample_with_deathtouch_needs_only_one_damage_per_blocker() -> None:
    out = outcome(f(1, 5, 5, "trample", "deathtouch"), f(2, 4, 4))
    assert out.to_player == 4 and 2 in out.dead


def test_cr702_15_lifelink_gains_what_the_creature_deals() -> None:
    assert outcome(f(1, 3, 3, "lifelink")).attacker_gain == 3


def test_cr702_12_indestructible_survives_lethal_damage() -> None:
    out = outcome(f(1, 2, 2, "indestructible"), f(2, 5, 5))
    assert 1 not in out.dead


def test_cr702_9_flying_attacker_only_blocked_by_flying_or_reach() -> None:
    flier = f(1, 2, 2, "flying")
    assert not f(2, 1, 1).can_block(flier)
    assert f(3, 1, 1, "reach").can_block(flier)
    assert plan_blocks([flier], [f(2, 1, 1)], life=2) == {}


def test_cr702_111_menace_chump_needs_two_blockers() -> None:
    menace = f(1, 5, 5, "menace")
    blocks = plan_blocks([menace], [f(2, 1, 1), f(3, 1, 1)], life=5)
    assert [b.id for b in blocks[1]] == [2, 3]


def test_defender_blocks_well_and_chumps_only_against_lethal() -> None:
    big, small = f(1, 4, 4), f(2, 1, 1)
    wall = f(3, 0, 6)
    assert plan_blocks([big], [small], life=20) == {}
    assert plan_blocks([big], [small], life=4) == {1: [small]}
    assert plan_blocks([big], [wall, small], life=20) == {1: [wall]}  # blocks for free


def test_a_lethal_attack_is_worth_everything() -> None:
    assert combat_gain([f(1, 5, 5)], {}, attacker_life=20, defender_life=5) >= 1000
