"""Cards put onto the battlefield by a resolving effect, chosen by its controller (CR 608.2c;
the Archenemy schemes: ``grimorio.dsl.effects_schemes``):

* ``PutOntoBattlefield`` — "put a permanent card from among the milled cards onto the
  battlefield under your control";
* ``PutPerCardType`` — "for each card type among permanents your opponents control, you
  may put a permanent card of that type from your hand onto the battlefield" (205.2a).

Neither is casting: an Aura put onto the battlefield this way targets nothing; as it enters
its controller chooses what it enchants among what it could legally enchant (303.4f: a
permanent with hexproof may be chosen; protection from the Aura's qualities still forbids
it, 702.16c), and an Aura with nothing to enchant stays in the zone it is in (303.4g).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_schemes as sx
from grimorio.dsl.card import PERMANENT_TYPES
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.events.objects import Attach, ZoneChange, cref
from grimorio.rules.game_rules import game_rules
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.rules.vocabulary.targets import select
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

# CR 205.2a: the card types, in the rule's order, with their names
CARD_TYPE_NAMES = {
    "artifact": ("artefacto", "artifact"),
    "battle": ("batalla", "battle"),
    "creature": ("criatura", "creature"),
    "enchantment": ("encantamiento", "enchantment"),
    "land": ("tierra", "land"),
    "planeswalker": ("planeswalker", "planeswalker"),
}


def hosts(game: Kernel, player: int, aura: int) -> list[int]:
    """CR 303.4f: what the Aura card ``aura`` could enchant as it enters under ``player``'s
    control — what its enchant ability allows (702.5a) on the battlefield now, or players —
    but what has protection from it (702.16c). Targeting rules (hexproof) don't apply."""
    state = st(game)
    card = state.objects[aura]
    enchant = get(card.card).enchant
    if enchant is None:
        return []
    rules = game_rules(game)
    out: list[int] = []
    for r in select(game, enchant, player, None):
        if r > 0 and rules.protected_from(game, state.objects[r], card):
            continue
        out.append(r)
    return out


def _is_aura(game: Kernel, r: int) -> bool:
    return "Aura" in get(st(game).objects[r].card).subtypes


class PutChosenCards(Step):
    """The player chooses cards of ``pool`` to put onto the battlefield under their control
    — for each group of ``groups`` (a card type, or "" for the one card of
    ``PutOntoBattlefield``) at most one card, or none if ``optional``; then, for each Aura
    among them, what it enchants; then they enter together (CR 608.2c, 303.4f–g)."""

    __slots__ = ("chosen", "groups", "hosts", "optional", "player", "pool")

    def __init__(
        self, player: int, pool: tuple[int, ...], groups: tuple[str, ...], optional: bool
    ) -> None:
        self.player = player
        self.pool = pool
        self.groups = groups
        self.optional = optional
        self.chosen: tuple[int, ...] = ()  # for each group answered: a card, or 0 for none
        self.hosts: tuple[tuple[int, int], ...] = ()  # (Aura, what it enchants)

    def _able(self, game: Kernel, group: str) -> list[int]:
        state = st(game)
        out = []
        for r in self.pool:
            if r not in state.objects or r in self.chosen:
                continue
            types = chars(game, state.objects[r]).types
            if (group in types if group else any(t in PERMANENT_TYPES for t in types)) and (
                not _is_aura(game, r) or hosts(game, self.player, r)
            ):
                out.append(r)
        return out

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        while len(self.chosen) < len(self.groups):
            group = self.groups[len(self.chosen)]
            able = self._able(game, group)
            if not able:
                self.chosen = (*self.chosen, 0)
                continue
            if len(able) == 1 and not self.optional:
                self.chosen = (*self.chosen, able[0])
                continue
            opts = [Option(f"put_chosen:{r}", "opt.put_onto", (cref(state, r),)) for r in able]
            if self.optional:
                opts.append(Option("none", "opt.put_none"))
            name = CARD_TYPE_NAMES.get(group, ("", ""))
            ask = "ask.put_per_type" if group else "ask.put_onto"
            return Decision(self.player, DecisionKind.PUT_CHOSEN, tuple(opts), ask, name)
        for r in self.chosen:
            if r and _is_aura(game, r) and r not in (a for a, _h in self.hosts):
                found = hosts(game, self.player, r)
                if len(found) == 1:
                    self.hosts = (*self.hosts, (r, found[0]))
                    continue
                if not found:
                    continue  # CR 303.4g: it stays where it is
                opts = [
                    Option(
                        f"choose:{h}", "opt.enchant", (("p", -1 - h) if h < 0 else cref(state, h),)
                    )
                    for h in found
                ]
                return Decision(
                    self.player, DecisionKind.CHOOSE, tuple(opts), "ask.enchant", (cref(state, r),)
                )
        self._finish(game)
        return None

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "none":
            self.chosen = (*self.chosen, 0)
        else:
            opt = OptionId.parse(option.id)
            if opt.verb == "put_chosen":
                self.chosen = (*self.chosen, opt.num())
            else:
                aura = next(
                    r
                    for r in self.chosen
                    if r and _is_aura(game, r) and r not in (a for a, _h in self.hosts)
                )
                self.hosts = (*self.hosts, (aura, int(opt.args[0])))
        game.push(self)

    def _finish(self, game: Kernel) -> None:
        state = st(game)
        attached = dict(self.hosts)
        moves: list[Event] = []
        for r in self.chosen:
            if not r or r not in state.objects:
                continue
            if _is_aura(game, r) and r not in attached:
                continue  # CR 303.4g: nothing to enchant, it stays
            moves.append(ZoneChange(r, Zone.BATTLEFIELD, "608.2c", "enter", controller=self.player))
        done = game.emit_all(moves)
        for ev in done:
            if isinstance(ev, ZoneChange) and ev.obj in attached and ev.new_id:
                entered = state.objects.get(ev.new_id)
                if entered is not None and entered.zone == BATTLEFIELD_KEY:
                    game.emit(Attach(ev.new_id, attached[ev.obj], "303.4f"))


serializable(PutChosenCards)


@handles(sx.PutOntoBattlefield)
def put_onto_battlefield(game: Kernel, ctx: Ctx, e: sx.PutOntoBattlefield) -> list[Step]:
    """CR 608.2c: one card from among those picked that matches, chosen by the controller."""
    state = st(game)
    pool = tuple(
        r
        for r in objects(game, ctx, e.among)
        if e.filter is None
        or fits(e.filter, chars(game, state.objects[r]), state.objects[r], ctx.controller, None)
    )
    return [PutChosenCards(ctx.controller, pool, ("",), False)] if pool else []


@handles(sx.PutPerCardType)
def put_per_card_type(game: Kernel, ctx: Ctx, e: sx.PutPerCardType) -> list[Step]:
    """CR 205.2a: the card types among the permanents ``e.among`` picks, each a chance to put a
    permanent card of that type from the controller's hand."""
    state = st(game)
    found: set[str] = set()
    for r in select(game, e.among, ctx.controller, ctx.source):
        found.update(chars(game, state.objects[r]).types)
    groups = tuple(t for t in CARD_TYPE_NAMES if t in found)
    hand = tuple(state.zones[zkey(Zone.HAND, ctx.controller)])
    if not groups or not hand:
        return []
    return [PutChosenCards(ctx.controller, hand, groups, True)]


register_messages(
    {
        "opt.put_onto": ("{0}", "{0}"),
        "opt.put_none": ("Ninguna", "None"),
        "ask.put_onto": (
            "Elige la carta que pones en el campo de batalla.",
            "Choose the card you put onto the battlefield.",
        ),
        "ask.put_per_type": (
            "Puedes poner en el campo de batalla una carta de permanente de tipo {0} de tu mano.",
            "You may put a {1} permanent card from your hand onto the battlefield.",
        ),
        "opt.enchant": ("{0}", "{0}"),
        "ask.enchant": ("¿Qué encantará {0:el}?", "What will {0} enchant?"),
    }
)
