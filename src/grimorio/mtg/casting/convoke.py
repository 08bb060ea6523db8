"""Convoke (CR 702.51): tapping creatures to pay for a spell.

"Convoke" means "for each coloured mana in this spell's total cost, you may tap an untapped
creature of that colour you control rather than pay that mana; for each generic mana, you
may tap an untapped creature you control" (702.51a). It applies only once the total cost is
determined (702.51b), and a creature tapped this way "convoked" the spell (702.51c).

In the payment (``grimorio.rules.casting.payment.ManaPayer``) each such creature is one more
unit that pays one mana: a :class:`~grimorio.rules.casting.mana.Source` whose ability index
is ``CONVOKE`` (-1) for the colours it pays by being tapped. A creature that also has a {T}
mana ability is one unit, not two: tapped for mana it can't also convoke (release notes),
tapped to convoke it adds no mana. Being tapped for convoke is not a {T} cost, so a creature
that came under its controller's control this turn can convoke (302.6 does not apply;
release notes). A colourless creature pays only generic mana.

Whether a spell has convoke: its own keyword, or a static ability of a permanent its caster
controls, "<spells> you cast have convoke" (:class:`grimorio.dsl.abilities.SpellsHave`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.dsl.abilities import SpellsHave
from grimorio.dsl.card import CardDef
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.zones import BATTLEFIELD_KEY
from grimorio.rules.casting.mana import Source
from grimorio.rules.characteristics.chars import chars, printed
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

CONVOKE = -1  # the "ability index" of a payment by tapping a creature (CR 702.51a)


def spell_keywords(game: Kernel, player: int, obj: MagicObject, d: CardDef) -> frozenset[str]:
    """The keywords the spell ``d`` (the card ``obj`` being cast by ``player``) has while it
    is cast: its own, plus those static abilities give it ("creature spells you cast have
    convoke")."""
    found = abilities_in_play(game, SpellsHave)
    own = frozenset(d.keywords)
    if not found:
        return own
    state = st(game)
    spell = printed(d.key, player)
    extra: set[str] = set()
    for oid, _n, ab in found:
        if state.objects[oid].controller == player and fits(ab.spells, spell, obj, player, oid):
            extra.update(ab.keywords)
            ability_use.record(state.objects[oid].card, ab)
    return own | extra


def has_convoke(game: Kernel, player: int, obj: MagicObject, d: CardDef) -> bool:
    """Does the spell have convoke as it is being cast (CR 702.51a)?"""
    if Keyword.CONVOKE in d.keywords:
        return True
    if not abilities_in_play(game, SpellsHave):
        return False
    return Keyword.CONVOKE in spell_keywords(game, player, obj, d)


def with_convoke(
    game: Kernel, player: int, found: list[Source], exclude: tuple[int, ...]
) -> list[Source]:
    """The payment's units once the untapped creatures ``player`` controls can convoke: a
    creature that is already a mana source can pay its creature colours too; the others
    are added at the end (so "pay automatically" taps lands first)."""
    state = st(game)
    by_obj = {s.obj: n for n, s in enumerate(found)}
    out = list(found)
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if obj.controller != player or obj.tapped or oid in exclude:
            continue
        c = chars(game, obj)
        if "creature" not in c.types:
            continue
        colors = tuple(col for col in ("W", "U", "B", "R", "G") if col in c.colors) or ("C",)
        n = by_obj.get(oid)
        if n is None:
            out.append(Source(oid, (CONVOKE,) * len(colors), colors, obj.card))
            continue
        s = out[n]
        more = tuple(col for col in colors if col not in s.colors and col != "C")
        if more:
            out[n] = Source(oid, s.abilities + (CONVOKE,) * len(more), s.colors + more, obj.card)
    return out


register_messages(
    {
        "opt.convoke": ("Girar {0} para convocar ({{{1}}})", "Tap {0} to convoke ({{{1}}})"),
        # costs of the same family: tapping creatures by total power (crew, CR 702.122a)
        # and exiling a permanent you control (CR 118.3)
        "opt.tap_done": ("No girar más criaturas", "Tap no more creatures"),
        "ask.tap_power": (
            "Elige criaturas para girar con una fuerza total de {0} o más.",
            "Choose creatures to tap with total power {0} or more.",
        ),
        "opt.exile_cost": ("Exiliar {0}", "Exile {0}"),
        "ask.exile_cost": ("Elige qué exiliar.", "Choose what to exile."),
        "kw.convoke": ("convocar", "convoke"),
        "kw.cant_attack_alone": ("«no puede atacar sola»", '"can\'t attack alone"'),
        "kw.cant_block_alone": ("«no puede bloquear sola»", '"can\'t block alone"'),
    }
)
