"""The two schemes that name "tu comandante" — *Conocerás el verdadero sufrimiento* and *Nunca
estoy a solas* — in Supervillain Rumble, where no player has a commander (CR 904.12, 903.3):
"your commander" is then undefined, and that part of the ability does nothing (as 903.4f
says of the colour identity of a commander a player doesn't have). The words they are
written with (``YourCommander``, 903.3e; ``Remember`` without commanders; a token copy that
isn't legendary, 707.9b) work in a Commander game, shown here with a test-only sorcery."""

from __future__ import annotations

from grimorio import Game
from grimorio.cards.registry import TEST
from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.effects import (
    DealDamage,
)
from grimorio.dsl.effects_schemes import (
    CreateCopyTokens,
    Remember,
    YourCommander,
)
from grimorio.dsl.selectors import Each, Filter, Linked
from grimorio.dsl.values import EventAmount
from grimorio.dsl.zones import Zone, zkey
from grimorio.mtg.variants.commander import CommanderState, is_commander
from grimorio.scenario.board import build
from scheme_support import face_up, resolve, rumble, to_main

LIBRARIES = (["Isla"] * 6,) * 3
NIKO = "Niko, Luz de la Esperanza"  # mana value 4
NORIN = "Norin, superviviente raudo"  # mana value 1
TOBY = "Toby, amiguito de las bestiamigas"
ALTANAK = "Altanak, el Llamado Tres Veces"  # 9/9

_SUFFERING = card(
    "Test Commander Suffering",
    None,
    "{0}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                effects=(
                    YourCommander(
                        (
                            Remember(
                                Each(Filter(types=("creature",), controller="opponent")),
                                "victims",
                                commanders=False,
                            ),
                            DealDamage(EventAmount(), Linked("victims")),
                        )
                    ),
                )
            ),
        )
    ),
)
_ALONE = card(
    "Test Commander Company",
    None,
    "{0}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (Mode(effects=(YourCommander((CreateCopyTokens(Linked("commander"), legendary=False),)),)),)
    ),
)
for _c in (_SUFFERING, _ALONE):
    if _c.key not in TEST.by_key:
        TEST.add(_c)


def _damage(g: Game, card: str) -> list[int]:
    objs = g.state.objects
    return [objs[o].damage for o in g.state.zones["battlefield"] if objs[o].card == card]


def test_903_4f_you_will_know_true_suffering_does_nothing_without_a_commander() -> None:
    """Supervillain Rumble: Norte has no commander; the damage is undefined and nobody is
    dealt any (the log says why); the scheme then goes to the bottom (704.6e)."""
    g = rumble(
        ["Conocerás el verdadero sufrimiento"],
        libraries=LIBRARIES,
        battlefields=([], ["Test Bear", NORIN], ["Test Giant"]),
    )
    to_main(g)
    resolve(g)
    assert _damage(g, "Test Bear") == [0] and _damage(g, "Test Giant") == [0]
    assert "903.4f" in g.log.rules() and face_up(g) == []


def test_903_4f_i_am_never_alone_makes_no_token_without_a_commander() -> None:
    """Supervillain Rumble: no commander, no copy of it."""
    g = rumble(["Nunca estoy a solas"], libraries=LIBRARIES)
    to_main(g)
    before = len(g.state.zones["battlefield"])
    resolve(g)
    assert len(g.state.zones["battlefield"]) == before and "903.4f" in g.log.rules()


def _commander_duel(**kw: object) -> Game:
    kw.setdefault("libraries", (["Isla"] * 4, ["Isla"] * 4))
    return build(
        variant="commander",
        hands=([_SUFFERING.key, _ALONE.key],),
        life=(40, 40),
        **kw,  # type: ignore[arg-type]
    )


def test_903_3e_your_commander_its_mana_value_to_each_non_commander_creature() -> None:
    """CR 903.3e: Norte's commander (Niko, mana value 4), in the command zone, is found
    there; each creature Sur controls that isn't a commander (903.3) is dealt 4 damage."""
    g = _commander_duel(
        commanders=(NIKO, NORIN),
        command=([NIKO],),
        battlefields=([], [NORIN, ALTANAK, "Test Bear"]),
    )
    g.submit(
        next(
            i
            for i in g.pending.ids()
            if i.startswith("cast:") and "Suffering" in g.state.objects[int(i.split(":")[1])].card
        )
    )
    resolve(g)
    assert _damage(g, "Altanak, the Thrice-Called") == [4]
    assert _damage(g, "Norin, Swift Survivalist") == [0]  # Sur's commander, untouched
    assert [g.state.objects[o].card for o in g.state.zones[zkey(Zone.GRAVEYARD, 1)]] == [
        "Test Bear"
    ]


def test_903_3e_with_two_commanders_the_controller_chooses_one() -> None:
    """The release notes: with more than one commander (partners), Norte chooses one as the
    ability resolves; the damage is that one's mana value (Norin: 1)."""
    g = _commander_duel(
        commanders=(NIKO, None),
        command=([NIKO, NORIN],),
        battlefields=([], ["Test Giant"]),
    )
    g.state.commanders = ((g.state.commanders[0][0], "Norin, Swift Survivalist"), ())
    g.submit(
        next(
            i
            for i in g.pending.ids()
            if i.startswith("cast:") and "Suffering" in g.state.objects[int(i.split(":")[1])].card
        )
    )
    resolve(g)
    assert g.pending.kind == "choose" and len(g.pending.ids()) == 2
    norin = next(
        i for i in g.pending.ids() if "Norin" in g.state.objects[int(i.split(":")[1])].card
    )
    g.submit(norin)
    resolve(g)
    assert _damage(g, "Test Giant") == [1]


def test_707_9b_a_token_copy_of_the_commander_isnt_legendary_nor_a_commander() -> None:
    """CR 903.3e, 707.9b: a token copy of Norte's commander, found in their library too (the
    release notes of *Nunca estoy a solas*), "except it isn't legendary"; the token is no
    commander (903.3)."""
    g = _commander_duel(commanders=(TOBY, None), libraries=([TOBY, "Isla"], ["Isla"] * 4))
    g.submit(
        next(
            i
            for i in g.pending.ids()
            if i.startswith("cast:") and "Company" in g.state.objects[int(i.split(":")[1])].card
        )
    )
    resolve(g)
    objs = g.state.objects
    tokens = [o for o in g.state.zones["battlefield"] if objs[o].card == "Toby, Beastie Befriender"]
    assert len(tokens) == 1 and objs[tokens[0]].token
    # its "when this enters" ability triggered: Toby's Beast (the release notes)
    assert [objs[o].card for o in g.state.zones["battlefield"] if o != tokens[0]] == ["Beast"]
    c = g.characteristics(tokens[0])
    assert "legendary" not in c.supertypes and "creature" in c.types
    state = g.state
    assert isinstance(state, CommanderState) and not is_commander(state, state.objects[tokens[0]])
