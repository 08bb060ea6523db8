"""The players a card names as printed, not as "an opponent": "that player" and "defending
player" — the player the triggering event was about (CR 603.2, 506.2, 508.5; a creature that
died: who controlled it as it last existed, 603.10a) — and "each player who didn't" of "each
player may ... Then ..." (CR 101.4, 608.2d).

The engine plays two-player games; these tests build boards where "an opponent" and "that
player" differ (damage to yourself, an attack on a planeswalker, a creature controlled by a
player who doesn't own it), so a rule that read "any opponent" would fail them.
"""

from grimorio.cards.registry import TEST
from grimorio.dsl import (
    ANY_TARGET,
    THAT_PLAYER,
    ActivatedAbility,
    Cost,
    Count,
    DealDamage,
    Each,
    EachPlayer,
    Filter,
    GainLife,
    Mode,
    Not,
    Payment,
    SpellAbility,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    Unless,
    WhoDidnt,
    YouControl,
)
from grimorio.dsl.card import card
from grimorio.dsl.triggers import DealsDamage
from grimorio.rules.vocabulary.context import Ctx, amount, refs
from grimorio.rules.vocabulary.targets import legal_targets, select
from grimorio.scenario.board import build
from support import cast, one, pay, resolve_top, to_attackers

_PING = ActivatedAbility(
    Cost(tap=True), Mode((TargetSpec((ANY_TARGET,)),), (DealDamage(1, Target(0)),))
)
_THEIR_CREATURE = Filter(types=("creature",), controller=THAT_PLAYER)
SPITE_TOTEM = card(
    "Test Spite Totem",
    "Tótem de rencor de prueba",
    "{2}",
    "Artifact",
    "Artefacto",
    abilities=(
        _PING,
        Triggered(
            DealsDamage(to="player"),
            Mode((TargetSpec((_THEIR_CREATURE,)),), (Tap(Target(0)),)),
        ),
    ),
    text_en="{T}: This artifact deals 1 damage to any target.\nWhenever this artifact deals "
    "damage to a player, tap target creature that player controls.",
)
LONELY_TOTEM = card(
    "Test Lonely Totem",
    "Tótem solitario de prueba",
    "{2}",
    "Artifact",
    "Artefacto",
    abilities=(
        _PING,
        Triggered(
            DealsDamage(to="player"),
            Mode((), (GainLife(2),)),
            condition=Not(YouControl(_THEIR_CREATURE)),
        ),
    ),
    text_en="{T}: This artifact deals 1 damage to any target.\nWhenever this artifact deals "
    "damage to a player, if that player controls no creatures, you gain 2 life.",
)
TOLL = card(
    "Test Toll",
    "Peaje de prueba",
    "{1}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    Unless(
                        (DealDamage(3, WhoDidnt()),),
                        Payment(life=2),
                        EachPlayer(),
                        then_once=True,
                    ),
                ),
            ),
        )
    ),
    text_en="Each player may pay 2 life. Then Test Toll deals 3 damage to each player who didn't.",
)
for _c in (SPITE_TOTEM, LONELY_TOTEM, TOLL):
    if _c.key not in TEST.by_key:
        TEST.add(_c)


def _ping(g, totem: str, player: int) -> None:
    """{T}: 1 damage to ``player`` (``p`` targets are ``-1 - seat``)."""
    g.submit(f"activate:{one(g, totem)}:0")
    g.submit(f"target:{-1 - player}")
    pay(g)
    resolve_top(g)


def _attack(g, attacker: int, attacked: int) -> None:
    """CR 508.1b: ``attacker`` attacks the planeswalker ``attacked``."""
    to_attackers(g)
    g.submit(f"attack:{attacker}:{attacked}")
    if g.pending.kind == "attackers":
        g.submit("done")


# -- the word itself ---------------------------------------------------------------------------
def test_that_player_filter_picks_the_events_player_only_603_2():
    """``controller=THAT_PLAYER`` matches the permanents of the player given as the event's,
    whoever that is — yourself included — and nothing when there is no such player."""
    g = build(battlefields=(["Test Bear"], ["Test Giant"]))
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    assert select(g, _THEIR_CREATURE, 0, None, 1) == [giant]
    assert select(g, _THEIR_CREATURE, 0, None, 0) == [bear]  # "that player" can be you
    assert select(g, _THEIR_CREATURE, 0, None) == []  # no triggering event: no player
    spec = TargetSpec((_THEIR_CREATURE,))
    assert legal_targets(g, spec, 0, None, (), 0) == [bear]


def test_that_player_in_each_and_count_reads_the_resolving_abilitys_event_608_2h():
    """``Each`` / ``Count`` with ``THAT_PLAYER`` ("each creature that player controls",
    "the number of creatures that player controls") read the resolving ability's event
    player; a spell, which has none, picks nothing."""
    g = build(battlefields=(["Test Bear"], ["Test Giant", "Erratic Apparition"]))
    bear = one(g, "Test Bear")
    about_sur = Ctx(0, bear, "Test Bear", event_player=1)
    about_norte = Ctx(0, bear, "Test Bear", event_player=0)
    theirs = sorted([one(g, "Test Giant"), one(g, "Erratic Apparition")])
    assert sorted(refs(g, about_sur, Each(_THEIR_CREATURE))) == theirs
    assert refs(g, about_norte, Each(_THEIR_CREATURE)) == [bear]
    assert amount(g, about_sur, Count(_THEIR_CREATURE)) == 2
    assert amount(g, Ctx(0, bear, "Test Bear"), Count(_THEIR_CREATURE)) == 0


def test_that_player_target_is_the_player_dealt_damage_even_you_603_2():
    """ "Tap target creature that player controls": the Totem's controller damaged himself,
    so the trigger's only legal target is his own Bear (an "opponent" word would pick the
    Giant)."""
    g = build(battlefields=(["Test Spite Totem", "Test Bear"], ["Test Giant"]))
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    _ping(g, "Test Spite Totem", 0)
    assert g.state.player(0).life == 19
    resolve_top(g)  # the trigger, with its only legal target chosen (CR 603.3d)
    assert g.state.objects[bear].tapped and not g.state.objects[giant].tapped


def test_that_player_target_when_the_opponent_is_dealt_damage_603_2():
    g = build(battlefields=(["Test Spite Totem", "Test Bear"], ["Test Giant"]))
    bear, giant = one(g, "Test Bear"), one(g, "Test Giant")
    _ping(g, "Test Spite Totem", 1)
    resolve_top(g)
    assert g.state.objects[giant].tapped and not g.state.objects[bear].tapped


def test_that_player_intervening_if_reads_the_event_player_603_4():
    """ "If that player controls no creatures": damage to yourself (you control a Bear) —
    the ability doesn't trigger; damage to the opponent, who controls none — it does."""
    g = build(battlefields=(["Test Lonely Totem", "Test Bear"], []))
    _ping(g, "Test Lonely Totem", 0)
    assert g.state.zones["stack"] == [] and g.state.triggered == []
    assert g.state.player(0).life == 19
    g2 = build(battlefields=(["Test Lonely Totem", "Test Bear"], []))
    _ping(g2, "Test Lonely Totem", 1)
    resolve_top(g2)
    assert g2.state.player(0).life == 22


def test_fear_of_burning_alive_targets_a_creature_of_the_player_dealt_damage_603_2():
    """Fear of Burning Alive: "target creature that player controls" — the trigger records
    Sur, the player dealt noncombat damage, and offers Sur's creatures only (never
    Norte's Bear, nor the Fear itself)."""
    g = build(
        hands=(["Test Blast"], []),
        battlefields=(
            ["Fear of Burning Alive", "Test Bear"] + ["Montaña"] * 3,
            ["Test Giant", "Erratic Apparition"],
        ),
        graveyards=(["Llanura", "Test Bear", "Pyroclasm", "Test Equipment"], []),  # delirium
    )
    g.submit(f"cast:{one(g, 'Test Blast', 'hand/0')}")
    g.submit("x:2")
    g.submit("target:-2")
    pay(g)
    resolve_top(g)
    assert g.pending.kind == "target"
    (pending,) = g.state.triggered
    assert pending.player == 1
    giant, app = one(g, "Test Giant"), one(g, "Erratic Apparition")
    assert sorted(i for i in g.pending.ids() if i.startswith("target:")) == sorted(
        [f"target:{giant}", f"target:{app}"]
    )
    g.submit(f"target:{app}")
    resolve_top(g)
    assert g.state.objects[app].damage == 2


# -- defending player --------------------------------------------------------------------------
def test_defending_player_of_a_planeswalker_attack_is_its_controller_508_5():
    """CR 508.5: Fear of Falling attacks Sur's planeswalker; "target creature defending
    player controls" is Sur's creature (the trigger's player is the walker's controller)."""
    g = build(
        battlefields=(
            ["Miedo a caer", "Test Bear"],
            [{"name": "Test Walker", "counters": {"loyalty": 3}}, "Erratic Apparition"],
        )
    )
    fear, walker = one(g, "Fear of Falling"), one(g, "Test Walker")
    app = one(g, "Erratic Apparition")
    _attack(g, fear, walker)
    (pending,) = [g.state.objects[i].trigger for i in g.state.zones["stack"]]
    assert pending.player == 1
    resolve_top(g)
    c = g.characteristics(app)
    assert c.power == -1 and "flying" not in c.keywords
    assert g.characteristics(one(g, "Test Bear")).power == 2


def test_fear_of_the_dark_defending_player_of_a_planeswalker_attack_508_5():
    """Fear of the Dark attacks Sur's planeswalker; Sur controls a Glimmer: no trigger."""
    g = build(
        battlefields=(
            ["Miedo a la oscuridad"],
            [{"name": "Test Walker", "counters": {"loyalty": 3}}, "Glimmer"],
        )
    )
    fear, walker = one(g, "Fear of the Dark"), one(g, "Test Walker")
    _attack(g, fear, walker)
    assert g.state.zones["stack"] == [] and g.state.triggered == []


def test_fear_of_the_dark_rechecks_the_defending_player_on_resolution_603_4():
    """The trigger waits on the stack; Sur casts Glimmerburst (a Glimmer enters under Sur's
    control): on resolution the defending player controls a Glimmer, so it does nothing."""
    g = build(
        hands=([], ["Glimmerburst"]),
        battlefields=(["Miedo a la oscuridad"], ["Isla"] * 4),
        libraries=(["Isla"] * 12, ["Isla"] * 12),
    )
    fear = one(g, "Fear of the Dark")
    to_attackers(g)
    g.submit(f"attack:{fear}")
    if g.pending.kind == "attackers":
        g.submit("done")
    assert len(g.state.zones["stack"]) == 1  # triggered: Sur controls no Glimmer yet
    g.submit("pass")
    cast(g, "Glimmerburst", player=1)
    resolve_top(g)  # Glimmerburst: a Glimmer token enters under Sur's control
    assert g.state.objects[one(g, "Glimmer")].controller == 1
    resolve_top(g)  # the trigger: its intervening "if" is false now
    assert not {"menace", "deathtouch"} & g.characteristics(fear).keywords
    assert "603.4" in g.log.rules()


# -- "they": who controlled the creature that died ---------------------------------------------
def test_meathook_massacre_ii_they_is_the_controller_not_the_owner_603_10a():
    """Sur controls Norte's Bear; it dies: "they may pay 3 life" asks Sur, who controlled
    it as it last existed (the owner, Norte, is not asked)."""
    g = build(
        hands=(["Asesinato"], []),
        battlefields=(
            ["Pantano"] * 3 + ["La masacre de Ganchocarne II"],
            [{"name": "Test Bear", "owner": 0}],
        ),
    )
    cast(g, "Murder", f"target:{one(g, 'Test Bear')}")
    resolve_top(g)
    resolve_top(g)
    assert g.pending.player == 1
    g.submit("life")
    assert g.state.player(1).life == 17 and g.state.player(0).life == 20


# -- each player who didn't --------------------------------------------------------------------
def _toll():
    g = build(hands=(["Test Toll"], []), battlefields=(["Llanura"], []))
    cast(g, "Test Toll")
    resolve_top(g)
    return g


def test_each_player_who_didnt_all_choose_first_in_turn_order_101_4():
    """Norte declines, then Sur is asked before any damage is dealt; Sur pays: only Norte
    is dealt 3."""
    g = _toll()
    assert g.pending.player == 0
    g.submit("decline")
    assert g.pending.player == 1 and g.state.player(0).life == 20
    g.submit("life")
    assert g.state.player(0).life == 17 and g.state.player(1).life == 18


def test_each_player_who_didnt_both_declined_both_dealt_damage_608_2d():
    g = _toll()
    g.submit("decline")
    g.submit("decline")
    assert g.state.player(0).life == 17 and g.state.player(1).life == 17


def test_each_player_who_didnt_everyone_paid_nothing_happens_608_2d():
    g = _toll()
    g.submit("life")
    g.submit("life")
    assert g.state.player(0).life == 18 and g.state.player(1).life == 18
    assert "120.3" not in " ".join(g.log.rules())


def test_changing_the_target_keeps_the_defending_player_115_7a_508_5():
    """Untimely Malfunction changes the target of Fear of Falling's trigger: the new target
    must still be a creature the defending player (Sur) controls — Sur's Giant, never
    Norte's Bear or the Fear."""
    g = build(
        hands=([], ["Untimely Malfunction"]),
        battlefields=(
            ["Miedo a caer", "Test Bear"],
            ["Erratic Apparition", "Test Giant", "Montaña", "Montaña"],
        ),
    )
    fear, app, giant = one(g, "Fear of Falling"), one(g, "Erratic Apparition"), one(g, "Test Giant")
    to_attackers(g)
    g.submit(f"attack:{fear}")
    if g.pending.kind == "attackers":
        g.submit("done")
    g.submit(f"target:{app}")
    (trigger,) = g.state.zones["stack"]
    g.submit("pass")  # Norte passes; Sur responds
    cast(g, "Untimely Malfunction", "mode:1", f"target:{trigger}", player=1)
    resolve_top(g)
    assert g.pending.player == 1 and set(g.pending.ids()) == {f"target:{giant}"}
    g.submit(f"target:{giant}")
    resolve_top(g)
    assert g.characteristics(giant).power == 2 and g.characteristics(app).power == 1
