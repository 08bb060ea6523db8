"""Moving chosen or revealed cards, and damage dealt by several sources at once.

* ``PutChosen`` (CR 608.2c): the controller chooses up to N cards from a pool ("a permanent
  card from your graveyard", "a land card from your hand", "from among them") and puts them
  into a hand or onto the battlefield — never playing a land (305.1).
* ``RevealUntil`` (CR 701.20a, 401.4): reveal cards from the top of the library until one
  matches; it goes where the effect says, the rest on the bottom in a random order (that is
  not shuffling the library, 701.24).
* ``EachDealsDamage`` (CR 120.2, 208.1): each object picked deals damage equal to its power.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.engine import Event
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects as fx
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.selectors import Filter
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.effects.basic import PickCards, SearchLibrary
from grimorio.rules.events.game import Damage
from grimorio.rules.events.moves import BottomInRandomOrder
from grimorio.rules.events.objects import Link, ZoneChange, cref, revealed_ref
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, objects, refs
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

CARD_MOVES = (mx.PutChosen, mx.RevealUntil, fx.EachDealsDamage, mx.SearchZones)


@handles(*CARD_MOVES)
def perform_card_moves(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``CARD_MOVES``; return the steps that ask."""
    if isinstance(e, mx.PutChosen):
        pool = tuple(objects(game, ctx, e.among))
        link = f"{ctx.source}:{e.link}" if e.link else ""
        if link:  # CR 607.2a: what an earlier resolution put is forgotten
            game.emit(Link(link, (), reset=True))
        if e.filter is not None or e.also:
            flts = ((e.filter,) if e.filter is not None else ()) + e.also
            state = st(game)
            pool = tuple(
                r
                for r in pool
                if any(
                    fits(f, chars(game, state.objects[r]), state.objects[r], ctx.controller, None)
                    for f in flts
                )
            )
        if not pool:
            return []
        return [PutChosenCards(ctx.controller, e.count, pool, e.to, e.tapped, e.up_to, link)]
    if isinstance(e, mx.SearchZones):
        return [SearchYourZones(ctx.controller, e)]
    if isinstance(e, mx.RevealUntil):
        reveal_until(game, ctx.controller, e.filter, e.to)
        return []
    assert isinstance(e, fx.EachDealsDamage)
    each_deals_damage(game, ctx, e)
    return []


def each_deals_damage(game: Kernel, ctx: Ctx, e: fx.EachDealsDamage) -> None:
    """CR 120.2: all the damage is dealt at once; each source is the creature itself, with
    its power now (608.2h) — a creature no longer on the battlefield deals none."""
    state = st(game)
    hit = [r for r in refs(game, ctx, e.to) if r < 0 or r in state.objects]
    events: list[Event] = []
    for src in objects(game, ctx, e.by):
        obj = state.objects[src]
        if obj.zone != BATTLEFIELD_KEY:
            continue
        c = chars(game, obj)
        power = max(0, c.power or 0)
        if power <= 0:
            continue
        events += [
            Damage(
                src,
                obj.card,
                obj.controller,
                r,
                power,
                deathtouch=Keyword.DEATHTOUCH in c.keywords,
                lifelink=Keyword.LIFELINK in c.keywords,
            )
            for r in hit
        ]
    game.emit_all(events)


def reveal_until(game: Kernel, player: int, flt: Filter, to: str) -> None:
    """CR 701.20a: reveal from the top until a card matches; then it goes to ``to`` and the
    others revealed to the bottom in a random order (401.4)."""
    state = st(game)
    library = state.zones[zkey(Zone.LIBRARY, player)]
    revealed: list[int] = []
    found: int | None = None
    for r in reversed(library):  # top first
        revealed.append(r)
        obj = state.objects[r]
        game.note("701.20a", "reveal", revealed_ref(obj.card, r))
        if fits(flt, chars(game, obj), obj, player, None):
            found = r
            break
    if found is not None:
        how = "reveal_take" if to == Zone.HAND else "enter"
        game.emit(ZoneChange(found, Zone(to), "701.20a", how, controller=player))
    rest = tuple(r for r in revealed if r != found)
    if rest:
        game.emit(BottomInRandomOrder(player, rest))


class PutChosenCards(PickCards):
    """The controller picks up to ``count`` cards of ``among``, one at a time (or stops),
    and puts them into ``to`` (CR 608.2c) — onto the battlefield together, put there and
    not played (305.1)."""

    __slots__ = ("among", "link", "tapped", "to", "up_to")
    purpose = DecisionKind.PUT_CHOSEN

    def __init__(
        self,
        player: int,
        count: int,
        among: tuple[int, ...],
        to: str,
        tapped: bool,
        up_to: bool = True,
        link: str = "",
    ) -> None:
        super().__init__(player, count)
        self.among = among
        self.to = to
        self.tapped = tapped
        self.up_to = up_to  # False: as many as can be must be chosen
        self.link = link  # "source:name": the cards put are remembered (CR 607.2a)

    def pool(self, game: Kernel) -> list[int]:
        return [r for r in self.among if r in st(game).objects]

    def extra_options(self) -> tuple[Option, ...]:
        return (Option("none", "opt.put_chosen_done"),) if self.up_to else ()  # "up to"

    def finish(self, game: Kernel) -> None:
        moves: list[Event] = []
        for r in self.picked:  # together (CR 608.2c)
            if self.to == Zone.BATTLEFIELD:
                moves.append(
                    ZoneChange(
                        r,
                        Zone.BATTLEFIELD,
                        "608.2c",
                        "enter",
                        tapped=self.tapped,
                        controller=self.player,
                    )
                )
            else:
                moves.append(ZoneChange(r, Zone(self.to), "608.2c", "bounce"))
        done = game.emit_all(moves)
        if self.link:  # "this way": the cards that got there (CR 607.2a)
            put = tuple(
                m.new_id
                for m in done
                if isinstance(m, ZoneChange) and m.new_id and m.to == Zone(self.to)
            )
            game.emit(Link(self.link, put, reset=True))


serializable(PutChosenCards)


class SearchYourZones(Step):
    """CR 701.23: "search your graveyard, hand, and/or library for a <filter> card": the
    player takes a matching card from their graveyard or hand — zones they see — or
    searches their library, which is then shuffled (701.24a: only if it was searched), or
    takes nothing. The library's contents are never part of these options."""

    __slots__ = ("effect", "player")

    def __init__(self, player: int, effect: mx.SearchZones) -> None:
        self.player = player
        self.effect = effect

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        f = self.effect.filter
        found = [
            r
            for zone in (Zone.GRAVEYARD, Zone.HAND)
            for r in state.zones[zkey(zone, self.player)]
            if fits(f, chars(game, state.objects[r]), state.objects[r], self.player, None)
        ]
        opts = tuple(Option(f"search:{r}", "opt.search", (cref(state, r),)) for r in found)
        opts += (Option("search_library", "opt.search_library"), Option("none", "opt.find_nothing"))
        return Decision(self.player, DecisionKind.SEARCH, opts, "ask.search_zones")

    def answer(self, game: Kernel, option: Option) -> None:
        e = self.effect
        if option.id == "search_library":
            lib = dataclasses.replace(e.filter, zone=Zone.LIBRARY)
            game.push(SearchLibrary(self.player, mx.Search(lib, to=e.to)))
        elif option.id != "none":
            r = OptionId.parse(option.id).num()
            if e.to == Zone.BATTLEFIELD:
                how = "search_battlefield"
                game.emit(ZoneChange(r, Zone.BATTLEFIELD, "701.23a", how, controller=self.player))
            else:
                game.emit(ZoneChange(r, Zone(e.to), "701.23a", "bounce"))


serializable(SearchYourZones)


register_messages(
    {
        "opt.search_library": ("Buscar en tu biblioteca", "Search your library"),
        "ask.search_zones": (
            "Elige una carta de tu cementerio o de tu mano, o busca en tu biblioteca.",
            "Choose a card from your graveyard or hand, or search your library.",
        ),
        "opt.put_chosen": ("Elegir {0:el}", "Choose {0}"),
        "opt.put_chosen_done": ("No elegir más", "Choose no more"),
        "ask.put_chosen": ("Elige una carta (o ninguna más).", "Choose a card (or no more)."),
        "zone.reveal_take": (
            "{1} pone {0:el}, mostrado, en su mano.",
            "{1} puts {0} into their hand.",
        ),
        "bottom_random": (
            "{0} pone {1:carta|cartas} en el fondo de su biblioteca en un orden aleatorio.",
            "{0} puts {1:card|cards} on the bottom of their library in a random order.",
        ),
        "not_countered": ("{0:El} no puede ser contrarrestado.", "{0} can't be countered."),
        "opt.choose_cost": ("Elegir {0:el}", "Choose {0}"),
        "ask.choose_cost": (
            "Elige una criatura que controlas o muestra una carta de criatura de tu mano.",
            "Choose a creature you control or reveal a creature card from your hand.",
        ),
    }
)
