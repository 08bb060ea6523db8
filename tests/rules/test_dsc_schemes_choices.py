"""Schemes whose abilities ask for choices as they resolve (CR 608.2c–d) or as they are put
on the stack (700.2b): *Correr no sirve de nada*, *Mi voluntad es imperiosa*, *Elige tu fin*
(piles, 700.3), *Vives solo porque lo deseo* (119.5) and *Saborearé tu agonía* (700.2d)."""

from __future__ import annotations

from grimorio import Game
from scheme_support import option, resolve, rumble, to_main

LIBRARIES = (["Isla"] * 6,) * 3


def _where(g: Game, card: str) -> list[str]:
    return sorted(str(o.zone) for o in g.state.objects.values() if o.card == card)


def test_608_2d_running_is_useless_destroys_creatures_of_different_mana_values() -> None:
    """CR 608.2c–d, 202.3: the creatures are chosen as the ability resolves, any number but
    no two with the same mana value (a second Test Bear is no longer offered once one is
    chosen); they are destroyed."""
    g = rumble(
        ["Correr no sirve de nada"],
        battlefields=(["Test Bear"], ["Test Giant", "Test Bear"], []),
        libraries=LIBRARIES,
    )
    to_main(g)
    resolve(g)
    assert g.pending.kind == "choose"
    bears = [
        o for o in g.pending.ids() if o != "done" and "Bear" in g.state.objects[int(o[7:])].card
    ]
    assert len(bears) == 2
    g.submit(bears[1])  # Sur's Test Bear (mana value 2)
    assert not any(
        "Bear" in g.state.objects[int(o[7:])].card for o in g.pending.ids() if o != "done"
    )
    g.submit(option(g, "choose", "Test Giant"))  # mana value 4: then nothing is left
    resolve(g)
    assert _where(g, "Test Giant") == ["graveyard/1"]
    assert _where(g, "Test Bear") == ["battlefield", "graveyard/1"]


def test_608_2d_running_is_useless_may_choose_none() -> None:
    """CR 608.2d: "any number" includes none."""
    g = rumble(["Correr no sirve de nada"], battlefields=([], ["Test Giant"]), libraries=LIBRARIES)
    to_main(g)
    resolve(g)
    g.submit("done")
    resolve(g)
    assert _where(g, "Test Giant") == ["battlefield"]


def test_my_will_is_imperious_the_target_opponent_keeps_one() -> None:
    """Norte chooses up to three nonland permanents they don't control; the target opponent
    chooses one of them (608.2d); Norte gains control of the rest for the rest of the game
    (613.1b), lands never offered."""
    g = rumble(
        ["Mi voluntad es imperiosa"],
        battlefields=([], ["Test Giant", "Test Bear", "Llanura"], ["Test Wall"]),
        libraries=LIBRARIES,
    )
    to_main(g)
    g.submit(option(g, "target"))  # Sur (the first opponent offered)
    resolve(g)
    offered = {g.state.objects[int(o[7:])].card for o in g.pending.ids() if o != "done"}
    assert offered == {"Test Giant", "Test Bear", "Test Wall"}  # no land
    for card in ("Test Giant", "Test Bear", "Test Wall"):
        g.submit(option(g, "choose", card))
    assert g.pending.player == 1  # Sur, the target, chooses the one kept
    g.submit(option(g, "choose", "Test Giant"))
    resolve(g)
    controllers = {
        g.state.objects[o].card: g.state.objects[o].controller for o in g.state.zones["battlefield"]
    }
    assert controllers == {"Test Giant": 1, "Plains": 1, "Test Bear": 0, "Test Wall": 0}


def test_700_3_choose_your_demise_the_opponent_chooses_the_pile() -> None:
    """CR 700.3: Norte separates the top four cards; with two opponents, Norte chooses the
    one who decides (the release notes); the face-up pile is shown to all, the face-down one
    never; the chosen pile goes to Norte's hand, the rest to the bottom in any order (401.4)."""
    g = rumble(
        ["Elige tu fin"],
        libraries=(
            ["Asesinato", "Llanura", "Test Bear", "Isla", "Pantano"],
            ["Isla"] * 6,
            ["Isla"] * 6,
        ),
    )
    to_main(g)
    resolve(g)
    for pile in ("up", "down", "down", "down"):  # Asesinato face up; the rest face down
        g.submit(f"choose:{pile}")
    assert g.pending.player == 0 and g.pending.ids() == ["choose:-2", "choose:-3"]
    g.submit("choose:-3")  # Este decides
    assert g.pending.player == 2
    labels = g.view(2, "es")["decision"]["options"]
    assert "Asesinato" in labels[1]["label"] and "3 cartas" in labels[0]["label"]
    assert "Test Bear" not in str(g.view(2)) and "Test Bear" not in str(g.view(1))
    g.submit("choose:up")
    while g.pending.kind == "order":
        g.submit(g.pending.ids()[0])
    resolve(g)
    hand = [g.state.objects[o].card for o in g.state.zones["hand/0"]]
    assert hand == ["Murder"]
    library = [g.state.objects[o].card for o in reversed(g.state.zones["library/0"])]
    assert library[0] == "Swamp" and sorted(library[1:]) == ["Island", "Plains", "Test Bear"]
    log = "\n".join(g.log.render("es", viewer=1).splitlines())
    assert "Asesinato" in log and "Test Bear" not in log


def test_700_3d_a_pile_may_be_empty() -> None:
    """CR 700.3d: all four cards may go in one pile; the other is empty — the opponent then
    chooses between all the cards and none (the release notes)."""
    g = rumble(["Elige tu fin"], players=("Norte", "Sur"), libraries=(["Isla"] * 5, ["Isla"] * 5))
    to_main(g)
    resolve(g)
    for _ in range(4):
        g.submit("choose:down")
    assert g.pending.player == 1  # the one opponent decides
    g.submit("choose:up")  # the empty pile: no card to the hand
    while g.pending.kind == "order":
        g.submit(g.pending.ids()[0])
    resolve(g)
    assert g.state.zones["hand/0"] == [] and len(g.state.zones["library/0"]) == 5


def test_119_5_you_live_only_because_i_will_it_redistributes_life_totals() -> None:
    """CR 119.5: Norte chooses Sur's and Este's totals (10 and 17) and swaps them: Sur gains 7
    and Este loses 7 (the release notes' example); Norte's own is untouched."""
    g = rumble(["Vives solo porque lo deseo"], life=(40, 10, 17), libraries=LIBRARIES)
    to_main(g)
    resolve(g)
    g.submit("choose:-2")
    g.submit("choose:-3")
    g.submit("done")
    assert g.pending.ids() == ["choose:-2", "choose:-3"]  # whose total does Sur get?
    g.submit("choose:-3")
    resolve(g)
    assert [p.life for p in g.state.players] == [40, 17, 10]
    rules = g.log.rules()
    assert rules.count("119.5") >= 4  # the choice, who gets which, a gain and a loss


def test_119_5_redistributing_one_total_changes_nothing() -> None:
    """CR 119.5: "any number" — with one total there is nothing to hand round."""
    g = rumble(["Vives solo porque lo deseo"], life=(40, 10, 17), libraries=LIBRARIES)
    to_main(g)
    resolve(g)
    g.submit("choose:-2")
    g.submit("done")
    resolve(g)
    assert [p.life for p in g.state.players] == [40, 10, 17]


def test_700_2d_i_will_savor_your_agony_chooses_a_mode_more_than_once() -> None:
    """CR 700.2b, 700.2d: three bullets chosen as the ability is put on the stack, the same
    one more than once — "destroy target creature" twice, then "target player draws a
    card": ten ways in all (the modes whose targets can't be chosen are not offered)."""
    g = rumble(
        ["Saborearé tu agonía"],
        battlefields=([], ["Test Giant"], ["Test Bear"]),
        libraries=LIBRARIES,
    )
    to_main(g)
    assert g.pending.kind == "mode" and len(g.pending.ids()) == 10
    labels = [o["label"] for o in g.view(0, "es")["decision"]["options"]]
    twice = next(
        i for i, label in enumerate(labels) if label.count("Destruye") == 2 and "roba" in label
    )
    g.submit(f"mode:{twice}")
    g.submit(option(g, "target", "Test Giant"))
    g.submit(option(g, "target", "Test Bear"))
    g.submit("target:-3")  # Este draws
    resolve(g)
    assert _where(g, "Test Giant") == ["graveyard/1"] and _where(g, "Test Bear") == ["graveyard/2"]
    assert len(g.state.zones["hand/2"]) == 1


def test_700_2d_only_the_modes_with_targets_are_offered() -> None:
    """CR 700.2b: with no creature on the battlefield, only the four ways made of the player
    bullets can be chosen."""
    g = rumble(["Saborearé tu agonía"], libraries=LIBRARIES)
    to_main(g)
    assert g.pending.kind == "mode" and len(g.pending.ids()) == 4
