"""CR 702.176 — impending, with the real Overlord of the Boilerbilges (Amo de Sentinas
Ardientes, Impending 4—{2}{R}{R})."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import one, pay, resolve_top, to_step

OVERLORD = "Overlord of the Boilerbilges"


def cast(g, how: str = "impending") -> None:
    oid = one(g, OVERLORD, "hand/0")
    g.submit(f"cast:{oid}:{how}" if how else f"cast:{oid}")
    pay(g)


def overlord(g):
    return g.state.objects[one(g, OVERLORD)]


def test_impending_is_an_alternative_cost_offered_beside_the_mana_cost_702_176a():
    g = build(hands=([OVERLORD], []), battlefields=(["Montaña"] * 4, []))
    oid = one(g, OVERLORD, "hand/0")
    assert f"cast:{oid}:impending" in g.pending.ids()  # {2}{R}{R}
    assert f"cast:{oid}" not in g.pending.ids()  # {4}{R}{R} is more than four lands
    cast(g)
    assert not [o for o in g.state.zones["battlefield"] if not g.state.objects[o].tapped]


def test_cast_for_impending_it_is_still_a_creature_spell_on_the_stack():
    """Release notes: it is still cast, and still a creature spell on the stack."""
    g = build(hands=([OVERLORD], []), battlefields=(["Montaña"] * 4, []))
    cast(g)
    spell = g.state.objects[g.state.zones["stack"][0]]
    assert "creature" in chars(g, spell).types and spell.cast_as == "impending"
    assert "601.2i" in g.log.rules()


def test_it_enters_with_n_time_counters_and_is_not_a_creature_702_176a():
    g = build(hands=([OVERLORD], []), battlefields=(["Montaña"] * 4, ["Test Bear"]))
    cast(g)
    resolve_top(g)
    o = overlord(g)
    assert o.counters == {"time": 4}
    assert chars(g, o).types == ("enchantment",) and chars(g, o).power is None
    assert "614.1c" in g.log.rules()
    assert g.pending.kind == "target"  # "whenever this permanent enters" still triggers


def test_at_the_beginning_of_your_end_step_a_time_counter_is_removed_702_176a():
    g = build(
        battlefields=([{"name": OVERLORD, "cast": "impending", "counters": {"time": 2}}], []),
    )
    to_step(g, "end")
    resolve_top(g)
    assert overlord(g).counters == {"time": 1}
    assert "creature" not in chars(g, overlord(g)).types


def test_it_becomes_a_creature_when_the_last_time_counter_is_removed_702_176a():
    g = build(
        battlefields=([{"name": OVERLORD, "cast": "impending", "counters": {"time": 1}}], []),
    )
    to_step(g, "end")
    resolve_top(g)
    o = overlord(g)
    assert o.counters == {}
    c = chars(g, o)
    assert "creature" in c.types and (c.power, c.toughness) == (5, 5)


def test_cast_for_its_mana_cost_it_is_a_creature_with_no_time_counters():
    g = build(hands=([OVERLORD], []), battlefields=(["Montaña"] * 6, ["Test Bear"]))
    cast(g, how="")
    resolve_top(g)
    o = overlord(g)
    assert o.counters == {} and "creature" in chars(g, o).types


def test_time_counters_without_the_impending_cost_paid_do_nothing_702_176a():
    """Put onto the battlefield with time counters but not cast for impending: a creature,
    and no counter is removed (the abilities ask whether its impending cost was paid)."""
    g = build(battlefields=([{"name": OVERLORD, "counters": {"time": 2}}], []), step="main2")
    assert "creature" in chars(g, overlord(g)).types
    to_step(g, "end")
    assert not g.state.zones["stack"] and overlord(g).counters == {"time": 2}


def test_impending_only_at_the_time_the_creature_spell_could_be_cast():
    """Release notes: only when you could cast that creature spell (sorcery timing)."""
    g = build(hands=([OVERLORD], []), battlefields=(["Montaña"] * 4, []), step="begin_combat")
    assert not any(i.startswith("cast:") for i in g.pending.ids())
