"""Setting schemes in motion and abandoning them (CR 701.32–701.33, 904.9–904.11), with the
schemes whose words are about schemes: *Tramas que llevan siglos urdiéndose* ("the next time
you would set a scheme in motion, instead set three in motion", 614.1a, 701.32c) and *Mi
risa resuena* ("you may abandon this scheme. If you do, set that scheme in motion again",
701.32b, 701.33)."""

from __future__ import annotations

from grimorio.rules.events.schemes import SchemeSetInMotion
from scheme_support import deck, face_up, option, pass_until, resolve, rumble, to_main

TRAMAS = "Tramas que llevan siglos urdiéndose"
RISA = "Mi risa resuena"
KNEEL = "Arrodíllate ante mis legiones"
LIBRARIES = (["Isla"] * 6,) * 3


def _scarecrows(g) -> int:
    return sum(g.state.objects[o].card == "Scarecrow" for o in g.state.zones["battlefield"])


def test_701_32c_plots_set_three_schemes_in_motion_one_at_a_time_next_time() -> None:
    """CR 614.1a, 701.32c: Tramas' effect waits for Norte's next setting in motion (their
    next turn, 904.9) and replaces it with three, one at a time, from the top of the deck:
    each is its own event, and each one's ability triggers (the release notes)."""
    order = [TRAMAS, "Correr no sirve de nada", "Exijo una masacre", "Elige tu fin", KNEEL]
    g = rumble(order, libraries=LIBRARIES)
    to_main(g)
    resolve(g)
    assert face_up(g) == [] and deck(g)[-1] == TRAMAS  # CR 704.6e: back to the bottom
    assert g.state.instead == ((0, 3),)
    pass_until(g, "main1", turn=5)  # Norte's next turn: Sur's and Este's came between
    assert face_up(g) == ["Correr no sirve de nada", "Exijo una masacre", "Elige tu fin"]
    assert g.state.instead == ()  # CR 614.5: used up
    assert g.log.rules().count("701.32c") >= 4  # the replacement and the three set in motion
    assert g.pending.kind == "trigger_order"  # CR 603.3b: three abilities of Norte's
    assert len(g.state.triggered) == 3


def test_701_32c_plots_replace_only_the_owners_next_setting_in_motion() -> None:
    """CR 614.1a: the effect is Norte's: Sur's and Este's schemes, set in motion in their own
    turns, are not replaced; Norte's is."""
    others = (["Correr no sirve de nada"], ["Correr no sirve de nada"])
    g = rumble([TRAMAS, KNEEL, KNEEL, KNEEL], others=others, libraries=LIBRARIES)
    to_main(g)
    resolve(g)
    pass_until(g, "main1", turn=3)  # Sur's turn: Sur's one scheme, not three of Norte's
    assert face_up(g, 1) == ["Correr no sirve de nada"] and face_up(g, 0) == []
    assert g.state.instead == ((0, 3),)


def test_701_32b_my_laughter_sets_the_scheme_in_motion_again_after_it_resolved() -> None:
    """The release notes: Norte puts Mi risa resuena's ability on the stack first, so the
    scheme's own new ability resolves first; then they abandon Mi risa resuena (701.33b) and
    set *Arrodíllate* in motion again, though it is face up (701.32b): it triggers again."""
    g = rumble([KNEEL], command=([RISA],), libraries=LIBRARIES)
    to_main(g)
    g.submit(option(g, "trigger"))  # Mi risa resuena's first: it resolves last
    g.submit("mode:0")  # the Scarecrow
    resolve(g)
    assert _scarecrows(g) == 1 and face_up(g) == [RISA, KNEEL]  # 704.6e waits (a scheme's
    assert g.pending.kind == "may"  # ability is still on the stack)
    g.submit("yes")
    assert g.pending.kind == "mode"  # CR 701.32b: set in motion again: it triggers again
    g.submit("mode:0")
    resolve(g)
    assert _scarecrows(g) == 2
    assert face_up(g) == [] and sorted(deck(g)) == sorted([RISA, KNEEL])
    assert "701.33b" in g.log.rules() and "701.32b" in g.log.rules()


def test_701_33_my_laughter_declined_stays_face_up() -> None:
    """CR 701.33, 904.11: declining, Mi risa resuena stays face up (an ongoing scheme) and
    nothing is set in motion again."""
    g = rumble([KNEEL], command=([RISA],), libraries=LIBRARIES)
    to_main(g)
    g.submit(option(g, "trigger"))
    g.submit("mode:0")
    resolve(g)
    g.submit("no")
    resolve(g)
    assert _scarecrows(g) == 1 and face_up(g) == [RISA] and deck(g) == [KNEEL]


def test_701_32b_a_scheme_set_in_motion_again_is_not_moved() -> None:
    """CR 701.32b: setting in motion a scheme that is face up moves nothing: it is set in
    motion all the same (the event happens and names it)."""
    g = rumble([KNEEL, "Elige tu fin"], libraries=LIBRARIES)
    to_main(g)
    state = g.state
    up = next(o for o in state.zones["command"] if not state.objects[o].face_down)
    before = list(state.zones["command"])
    done = g.emit(SchemeSetInMotion(0, "701.32b", up))
    assert [type(e) for e in done] == [SchemeSetInMotion] and done[0].obj == up
    assert state.zones["command"] == before and deck(g) == ["Elige tu fin"]
