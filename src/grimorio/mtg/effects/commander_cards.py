"""The words the cards of the *Duskmourn* Commander decks brought into the vocabulary (issue
23: ``grimorio.dsl.effects_commander_cards``, ``grimorio.dsl.triggers_commander_cards``):

* ``ChooseOddOrEven`` (CR 608.2d): odd or even, chosen as the effect resolves; zero is even;
* ``EachPlayerChooses`` (101.4, 608.2d): starting with the next player in turn order, each
  player chooses an object, every choice shown as it is made;
* ``ReturnAllToBattlefield`` (110.2a, 303.4f–g): cards put onto the battlefield together,
  each Aura attached as it enters to what its controller chooses, or left where it is;
* ``IfShareCardTypes`` (205.2a): effects that happen if cards remembered share all their
  card types;
* the trigger conditions ``BecomesTargetOfSpell`` (115, 603.2), ``CastsWithManaValue``
  (601.2i, 202.3e) and ``Colorless`` (105.2c), matched here
  (``rules.pipeline.triggers.game_matcher``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_commander_cards as cx
from grimorio.dsl import triggers_commander_cards as tcx
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone
from grimorio.mtg.effects.onto_battlefield import hosts
from grimorio.rules.characteristics.chars import chars, printed
from grimorio.rules.characteristics.filters import fits, player_fits
from grimorio.rules.events.objects import Attach, Link, ZoneChange, cref
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.pipeline.listeners import Listener
from grimorio.rules.pipeline.triggers import Hit, _match, game_matcher
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.rules.vocabulary.targets import select
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.dsl.triggers import Trigger

ODD, EVEN = "odd", "even"


# -- odd or even (CR 608.2d) ------------------------------------------------------------------
@handles(cx.ChooseOddOrEven)
def choose_odd_or_even(game: Kernel, ctx: Ctx, e: cx.ChooseOddOrEven) -> list[Step]:
    """CR 608.2d: the controller chooses as the effect resolves."""
    return [OddOrEven(ctx.controller, ctx.source, e.filter, e.key)]


class OddOrEven(Step):
    """``player`` chooses odd or even; the objects that match ``filter`` whose power has
    that quality are remembered under ``key`` (zero is even; no power, neither)."""

    __slots__ = ("filter", "key", "player", "source")

    def __init__(self, player: int, source: int, f: Filter, key: str) -> None:
        self.player = player
        self.source = source
        self.filter = f
        self.key = key

    def run(self, game: Kernel) -> Decision | None:
        opts = (Option(f"choose:{ODD}", "opt.odd"), Option(f"choose:{EVEN}", "opt.even"))
        return Decision(self.player, DecisionKind.CHOOSE, opts, "ask.odd_or_even")

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        word = OptionId.parse(option.id).args[0]
        game.note("608.2d", f"chose.{word}", ("p", self.player))
        rest = 1 if word == ODD else 0
        found = tuple(
            r
            for r in select(game, self.filter, self.player, self.source)
            if r > 0 and (power := chars(game, state.objects[r]).power) is not None
            if power % 2 == rest
        )
        game.emit(Link(f"{self.source}:{self.key}", found, reset=True))


serializable(OddOrEven)


# -- each player chooses (CR 101.4) ----------------------------------------------------------
@handles(cx.EachPlayerChooses)
def each_player_chooses(game: Kernel, ctx: Ctx, e: cx.EachPlayerChooses) -> list[Step]:
    """CR 101.4: from the player after the controller around to the controller (800.4:
    players who left are passed over)."""
    state = st(game)
    n = len(state.players)
    order = tuple((ctx.controller + k) % n for k in range(1, n + 1))
    return [EachChooses(ctx.controller, ctx.source, e.filter, e.key, order)]


class EachChooses(Step):
    """Each player of ``order`` still in the game in turn chooses one object that matches
    ``filter`` as ``controller`` sees it; each choice is logged for all (the release notes
    of *Trile sádico*). The objects chosen are remembered under ``key``."""

    __slots__ = ("chosen", "controller", "filter", "key", "order", "source")

    def __init__(
        self, controller: int, source: int, f: Filter, key: str, order: tuple[int, ...]
    ) -> None:
        self.controller = controller
        self.source = source
        self.filter = f
        self.key = key
        self.order = order
        self.chosen: tuple[int, ...] = ()

    def _able(self, game: Kernel) -> list[int]:
        return [r for r in select(game, self.filter, self.controller, self.source) if r > 0]

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while self.order:
            player = self.order[0]
            able = self._able(game)
            if state.player(player).lost or not able:
                self.order = self.order[1:]  # CR 800.4a; nothing to choose: no choice
                continue
            opts = tuple(Option(f"choose:{r}", "opt.each_chooses", (cref(state, r),)) for r in able)
            return Decision(player, DecisionKind.CHOOSE, opts, "ask.each_chooses")
        chosen = tuple(dict.fromkeys(r for r in self.chosen if r in state.objects))
        game.emit(Link(f"{self.source}:{self.key}", chosen, reset=True))
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        state = st(game)
        r = OptionId.parse(option.id).num()
        player, self.order = self.order[0], self.order[1:]
        game.note("608.2d", "chose.one_object", ("p", player), cref(state, r))
        self.chosen = (*self.chosen, r)
        game.push(self)


serializable(EachChooses)


# -- returning cards together, Auras attached (CR 110.2a, 303.4f–g) -------------------------
def _is_aura(game: Kernel, r: int) -> bool:
    return "Aura" in get(st(game).objects[r].card).subtypes


@handles(cx.ReturnAllToBattlefield)
def return_all(game: Kernel, ctx: Ctx, e: cx.ReturnAllToBattlefield) -> list[Step]:
    """CR 110.2a: the cards the selector picks now, under their owners' control."""
    pool = tuple(objects(game, ctx, e.what))
    return [ReturnAll(pool)] if pool else []


class ReturnAll(Step):
    """The owner of each Aura of ``pool`` chooses what it will enchant (CR 303.4f), in the
    pool's order; then the cards enter together, each Aura attached as it enters, an Aura
    with nothing to enchant left where it is (303.4g)."""

    __slots__ = ("hosts", "pool")

    def __init__(self, pool: tuple[int, ...]) -> None:
        self.pool = pool
        self.hosts: tuple[tuple[int, int], ...] = ()  # (Aura, what it enchants; 0: none)

    def _next_aura(self, game: Kernel) -> int:
        done = {a for a, _h in self.hosts}
        state = st(game)
        return next(
            (r for r in self.pool if r in state.objects and _is_aura(game, r) and r not in done),
            0,
        )

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while aura := self._next_aura(game):
            owner = state.objects[aura].owner
            found = hosts(game, owner, aura)
            if len(found) != 1 and found:
                opts = tuple(
                    Option(
                        f"choose:{h}", "opt.enchant", (("p", -1 - h) if h < 0 else cref(state, h),)
                    )
                    for h in found
                )
                return Decision(
                    owner, DecisionKind.CHOOSE, opts, "ask.enchant", (cref(state, aura),)
                )
            self.hosts = (*self.hosts, (aura, found[0] if found else 0))
        self._finish(game)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        aura = self._next_aura(game)
        self.hosts = (*self.hosts, (aura, int(OptionId.parse(option.id).args[0])))
        game.push(self)

    def _finish(self, game: Kernel) -> None:
        state = st(game)
        attached = {a: h for a, h in self.hosts if h}
        moves: list[Event] = []
        for r in self.pool:
            if r not in state.objects or (_is_aura(game, r) and r not in attached):
                continue  # CR 303.4g: nothing to enchant, it stays where it is
            owner = state.objects[r].owner
            moves.append(ZoneChange(r, Zone.BATTLEFIELD, "110.2a", "reanimate", controller=owner))
        for ev in game.emit_all(moves):
            if isinstance(ev, ZoneChange) and ev.obj in attached and ev.new_id:
                entered = state.objects.get(ev.new_id)
                if entered is not None and entered.zone == BATTLEFIELD_KEY:
                    game.emit(Attach(ev.new_id, attached[ev.obj], "303.4f"))


serializable(ReturnAll)


# -- cards that share all their card types (CR 205.2a) ---------------------------------------
@handles(cx.IfShareCardTypes)
def if_share_card_types(game: Kernel, ctx: Ctx, e: cx.IfShareCardTypes) -> list[Step]:
    """CR 205.2a: ``count`` of the remembered cards have the very same card types."""
    state = st(game)
    seen: dict[tuple[str, ...], int] = {}
    for r in state.linked.get(f"{ctx.source}:{e.key}", ()):
        obj = state.objects.get(r)
        if obj is not None:
            types = tuple(sorted(chars(game, obj).types))
            seen[types] = seen.get(types, 0) + 1
    if not any(n >= e.count for n in seen.values()):
        return []
    return [RunEffects(ctx, e.then)]


# -- trigger conditions (CR 603.2) -----------------------------------------------------------
def _is_spell(game: Kernel, r: int) -> bool:
    """A spell on the stack — a card or a copy of one (CR 112.1, 707.10) — not an activated
    or triggered ability (113.1b–c)."""
    obj = st(game).objects.get(r)
    return (
        obj is not None
        and obj.zone == STACK_KEY
        and obj.trigger is None
        and obj.ability is None
        and obj.activated is None
    )


@game_matcher(tcx.BecomesTargetOfSpell)
def _becomes_target_of_spell(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 115, 603.2: a spell is put on the stack targeting it, or a spell's target is
    changed to it (115.7)."""
    assert isinstance(when, tcx.BecomesTargetOfSpell)
    refs = getattr(ev, "targets", None)
    spell = getattr(ev, "new_id", 0)
    player = getattr(ev, "player", -1)
    if refs is None or not isinstance(spell, int) or not _is_spell(game, spell):
        return []
    state = st(game)
    out: list[Hit] = []
    for r in sorted({r for group in refs for r in group if r > 0}):
        obj = state.objects.get(r)
        if obj is None:
            continue
        if when.what is None:
            ok = r == lis.obj
        else:
            ok = fits(when.what, chars(game, obj), obj, lis.controller, lis.obj)
        if ok:
            out.append(((r,), player, 0, spell))
    return out


def spell_mana_value(game: Kernel, r: int) -> int:
    """CR 202.3e: the mana value of a spell on the stack, X as announced."""
    obj = st(game).objects[r]
    cost = chars(game, obj).mana_cost or ManaCost()
    return cost.mana_value + cost.x * obj.x


@game_matcher(tcx.CastsWithManaValue)
def _casts_with_mana_value(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 601.2i: a spell cast, its mana value as the event's amount (202.3e)."""
    assert isinstance(when, tcx.CastsWithManaValue)
    if not (isinstance(ev, PutOnStack) and ev.ability < 0):
        return []
    obj = st(game).objects.get(ev.new_id)
    if obj is None or not player_fits(when.who, ev.player, lis.controller):
        return []
    if not fits(when.spell, chars(game, obj), obj, lis.controller, lis.obj):
        return []
    return [((ev.new_id,), ev.player, spell_mana_value(game, ev.new_id))]


def _colorless(game: Kernel, r: int) -> bool:
    """CR 105.2c: the object has no colour — as it last existed if it has left (608.2h)."""
    state = st(game)
    obj = state.objects.get(r)
    if obj is not None:
        return not chars(game, obj).colors
    gone = state.lki.get(r)
    return gone is not None and not printed(gone.card, gone.controller).colors


@game_matcher(tcx.Colorless)
def _colorless_match(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 105.2c: the occurrences of the inner condition about colourless objects only."""
    assert isinstance(when, tcx.Colorless)
    hits = _match(game, lis, when.when, ev)
    return [h for h in hits if h[0] and all(_colorless(game, r) for r in h[0])]


register_messages(
    {
        "opt.odd": ("Impar", "Odd"),
        "opt.even": ("Par", "Even"),
        "ask.odd_or_even": ("Elige par o impar.", "Choose odd or even."),
        "chose.odd": ("{0} elige impar.", "{0} chooses odd."),
        "chose.even": ("{0} elige par.", "{0} chooses even."),
        "opt.each_chooses": ("{0}", "{0}"),
        "ask.each_chooses": (
            "Elige una; los demás jugadores verán tu elección.",
            "Choose one; the other players will see your choice.",
        ),
        "chose.one_object": ("{0} elige {1:el}.", "{0} chooses {1}."),
    }
)
