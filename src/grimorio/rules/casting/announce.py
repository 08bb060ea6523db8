"""Casting spells (CR 601) and activating abilities (CR 602) as a chain of small decisions.

The :class:`Announce` step walks the 601.2 sequence — modes (601.2b), X (601.2b), targets
(601.2c), additional-cost choices (601.2f), total cost (601.2f), mana abilities and payment
(601.2g–h) — asking one finite question at a time. Choices are collected in the step and
committed together once the total cost is covered, in 601.2 order: the card moves to the
stack (601.2a), mana abilities are activated (601.2g), costs are paid (601.2h), and the
spell becomes cast (601.2i). Because nothing is committed before that, rewinding an
attempt that can't be completed (CR 732.1) leaves the state exactly as it was. There is no
"cancel" option: once a player begins to cast a spell, the rules let it be rewound only
when it can't be completed (a client that wants "undo" keeps a ``clone()``).

No attempt offered by the engine has to be rewound: a cast or activation is offered only
when some choices complete it (:func:`completable`), and each mode, X, target or cost
choice only when the cast can still be completed after it — tried depth first on copies of
the step (:meth:`Announce.completes`), which change nothing in the game. A choice that
would make the total cost unpayable (a target that loses a reduction, 601.2f) is simply
not among the options, so an attempt can't be rewound and then offered again forever.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect, reads
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode
from grimorio.dsl.card import CardDef
from grimorio.dsl.casting_abilities import RETRACE
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import TargetSpec
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.casting import permissions
from grimorio.rules.casting.choosers import aimed, chooser_options, choosers, note_choosers
from grimorio.rules.casting.cost_rules import once_key, pay_phyrexian, phyrexian_options
from grimorio.rules.casting.costs import (
    SPELL,
    How,
    alternative_ability,
    castable,
    choosable,
    cost_changes,
    cost_of,
    graveyard_cards,
    mana_sources,
    min_mana,
    modes_of,
    reduction_applies,
    specs,
    spell_ability,
    spell_def,
    tappable,
    total_power,
    yours,
)
from grimorio.rules.casting.division import division_steps
from grimorio.rules.casting.keyword_costs import land_card
from grimorio.rules.casting.mana import can_pay
from grimorio.rules.casting.mana_spent import spent_tags
from grimorio.rules.casting.payment import ManaPayer, pay_from_pool
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.game import LifeChange
from grimorio.rules.events.objects import Link, SetTapped, ZoneChange, cref, source_ref
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.game_rules import game_rules
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.multiplayer_options import ref_in_range
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import left_game, st
from grimorio.rules.vocabulary.conditions import holds
from grimorio.rules.vocabulary.targets import combat_read, has_targets, legal_targets, select
from grimorio.text.modes import mode_text

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


# -- the announce step ------------------------------------------------------------------
class Announce(ManaPayer):
    """Casting a spell (``ability == -1``) or activating ability ``ability`` of ``source``."""

    __slots__ = (
        "chosen",
        "discarded",
        "exiled",
        "how",
        "instead",
        "modes",
        "phyrexian",
        "player",
        "returned",
        "sacrificed",
        "source",
        "stage",
        "tap_done",
        "tapped",
        "targets",
        "x",
    )

    def __init__(self, player: int, source: int, how: How = SPELL) -> None:
        self.player = player
        self.source = source
        self.how = how
        self.stage = "modes"
        self.modes: tuple[int, ...] = ()
        self.x = 0
        self.targets: tuple[int, ...] = ()
        self.sacrificed: tuple[int, ...] = ()
        self.instead = False  # "sacrifice ... or pay <mana>": the mana was chosen (601.2b)
        self.discarded: tuple[int, ...] = ()
        self.tapped: tuple[int, ...] = ()
        self.returned: tuple[int, ...] = ()
        self.exiled: tuple[int, ...] = ()  # "exile a creature you control" (a cost)
        self.tap_done = False  # crew: no more creatures to tap (CR 702.122a)
        self.chosen: tuple[int, ...] = ()  # "choose a creature you control or reveal ..."
        self.phyrexian: tuple[bool, ...] = ()  # CR 601.2b: 2 life (True) for each {G/P}
        self.remaining = None
        self.taps = ()
        self.pool_used = (0, 0, 0, 0, 0, 0)

    def copy(self) -> Announce:
        """A copy for a trial of one choice (:meth:`_leads`), slot by slot: written out, a
        native method in the compiled build (tests/core/test_copies.py fails on a slot
        forgotten)."""
        new = Announce(self.player, self.source, self.how)
        new.stage = self.stage
        new.modes = self.modes
        new.x = self.x
        new.targets = self.targets
        new.sacrificed = self.sacrificed
        new.instead = self.instead
        new.discarded = self.discarded
        new.tapped = self.tapped
        new.returned = self.returned
        new.exiled = self.exiled
        new.tap_done = self.tap_done
        new.chosen = self.chosen
        new.phyrexian = self.phyrexian
        new.remaining = self.remaining
        new.taps = self.taps
        new.pool_used = self.pool_used
        return new

    @property
    def ability(self) -> int:
        return self.how.ability

    @property
    def picked(self) -> tuple[int, ...]:
        """The modes chosen: ``modes`` without the opponent who chooses them, written first
        as a player ref when an opponent chooses the mode (CR 700.2e)."""
        return tuple(m for m in self.modes if m >= 0)

    @property
    def rule(self) -> str:
        return "601.2" if self.ability < 0 else "602.2"

    def _obj(self, game: Kernel) -> MagicObject:
        return st(game).objects[self.source]

    def _ask(
        self, kind: DecisionKind, options: list[Option], prompt: str, *args: object
    ) -> Decision:
        return Decision(self.player, kind, tuple(options), prompt, tuple(args))

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        if self.source not in state.objects or left_game(state, self.player):
            return None  # CR 800.4a: the player left, and the card or its source with them
        obj = self._obj(game)
        step = self._advance(game, obj)
        if isinstance(step, Decision):
            # CR 732.1: offer only the choices with which the cast can still be completed;
            # a choice that would make it impossible is never offered, so no attempt has
            # to be rewound and no rewound attempt is offered again
            step = replace(step, options=tuple(o for o in step.options if self._leads(game, o)))
            if step.options:
                return step
            step = None  # only when started where nothing completes (an outside caller)
        if step is None:
            game.note("732.1", "rewind", ("p", self.player), cref(st(game), obj.id))
            return None  # the attempt is rewound: nothing was committed
        return self._mana(game, obj, step)

    def completes(self, game: Kernel) -> bool:
        """CR 601.2, 732.1: can this cast or activation, with the choices made so far, be
        completed by some further choices (modes, X, targets, costs) and its total cost be
        paid? Searched depth first on copies of the step; nothing in the game changes."""
        step = self._advance(game, self._obj(game))
        if isinstance(step, Decision):
            return any(self._leads(game, o) for o in step.options)
        return step is not None

    def _more_modes(self, game: Kernel, obj: MagicObject) -> bool:
        """ "Choose one. If <condition>, choose one or more instead" (delirium): does the
        condition hold as the modes are chosen (CR 601.2b, 700.2a)?"""
        sp = spell_ability(obj, self.how) if self.ability < 0 else None
        more = sp.more_if if sp is not None else None
        return more is not None and holds(game, more, self.player, obj.id, ())

    def _open_modes(self, game: Kernel, obj: MagicObject, modes: tuple[Mode, ...]) -> list[int]:
        """The modes that may still be chosen: those whose targets can be chosen (700.2a) —
        after a first one, only with "choose one or more", each at most once (700.2d) and
        in the order written (the order they are done in, 608.2c)."""
        picked = self.picked
        if picked and not self._more_modes(game, obj):
            return []
        after = max(picked, default=-1)
        return [
            i
            for i, m in enumerate(modes)
            if i > after and has_targets(game, m.targets, self.player, obj.id)
        ]

    def _leads(self, game: Kernel, option: Option) -> bool:
        """Would answering ``option`` leave a cast that can be completed?"""
        trial = self.copy()
        trial.choose(game, option)
        return trial.completes(game)

    def _advance(self, game: Kernel, obj: MagicObject) -> Decision | Cost | None:
        """The 601.2 sequence from where it stands: the next decision (all its options),
        the cost to pay once the total cost is known to be payable (601.2f–g), or None if
        the attempt can't be completed (732.1). It changes only this step."""
        modes = modes_of(game, obj, self.how)
        if self.stage == "modes":
            sp = spell_ability(obj, self.how) if self.ability < 0 else None
            if len(modes) == 1 or (self.ability < 0 and sp is None):
                self.modes = (0,)
                self.stage = "x"
            else:  # CR 601.2b / 700.2: only modes whose targets can be chosen
                if sp is not None and sp.opponent_chooses and not self.modes:
                    ask = self._chooser(game, "ask.mode_chooser")
                    if ask is not None:  # CR 700.2e: which opponent chooses the mode
                        return ask
                printed_card = spell_def(obj, self.how) if self.ability < 0 else None
                opts = [
                    Option(
                        f"mode:{i}",
                        "opt.mode",
                        (i + 1, *_mode_texts(modes[i], printed_card, i, len(modes))),
                    )
                    for i in self._open_modes(game, obj, modes)
                ]
                if self.picked:  # "choose one or more": enough (CR 700.2)
                    opts.append(Option("modes_done", "opt.modes_done"))
                if self.modes and self.modes[0] < 0:  # CR 700.2e: the opponent chooses it
                    chooser = -1 - self.modes[0]
                    args = (cref(st(game), obj.id),)
                    return Decision(chooser, DecisionKind.MODE, tuple(opts), "ask.mode", args)
                return self._ask(DecisionKind.MODE, opts, "ask.mode", cref(st(game), obj.id))
        cost = cost_of(game, obj, self.how)
        if cost.mana is not None and cost.mana.phyrexian:  # CR 107.4f, 601.2b
            if self.stage == "x" and len(self.phyrexian) < cost.mana.phyrexian:
                opts = phyrexian_options(game, self.player, cost, self.phyrexian)
                return self._ask(DecisionKind.COST, opts, "ask.phyrexian")
            cost = pay_phyrexian(cost, self.phyrexian)
        if self.stage == "x":
            mana = cost.mana or ManaCost()
            if mana.x:  # CR 601.2b / 107.3: announce X
                srcs = mana_sources(game, self.player, obj, cost, how=self.how)
                most = (
                    sum(st(game).player(self.player).pool) + len(srcs) - mana.mana_value
                ) // mana.x
                opts = [Option(f"x:{v}", "opt.x", (v,)) for v in range(max(0, most) + 1)]
                return self._ask(DecisionKind.X, opts, "ask.x")
            self.stage = "targets"
        if self.stage == "targets":
            d = self._targets(game, obj, modes)
            if d is not None:
                return d
            if self.stage == "rewind":
                return None
            self.stage = "costs"
        if self.stage == "costs":
            d = self._cost_choices(game, obj, cost)
            if d is not None:
                return d
            self.stage = "total"
        if self.stage == "total":  # CR 601.2f
            mana = (cost.mana or ManaCost()).with_x(self.x)
            if self.instead and cost.or_mana:
                mana = mana + cost.or_mana
            if self.ability < 0:
                sp = spell_ability(obj, self.how)
                if (
                    sp
                    and sp.reduction
                    and reduction_applies(game, sp.reduction, self.player, obj, self.targets)
                ):
                    mana = mana.plus(-sp.reduction.generic)
                mana = mana.plus(cost_changes(game, self.player, obj, self.how))
            pool = st(game).player(self.player).pool
            srcs = mana_sources(game, self.player, obj, cost, self.tapped, self.how)
            if not can_pay(mana, pool, [s.colors for s in srcs]):
                return None  # CR 732.1: the total cost can't be paid
            self.remaining, self.pool_used = pay_from_pool(mana, pool)
            self.stage = "mana"
        return cost

    # CR 601.2c: one target at a time
    def _targets(self, game: Kernel, obj: MagicObject, modes: tuple[Mode, ...]) -> Decision | None:
        all_specs = specs(modes, self.picked)
        groups, closed = self._grouped(all_specs)
        for i, spec in enumerate(all_specs):
            if closed[i]:
                continue
            chooser = self.player
            if spec.opponent_chooses:  # CR 601.2c, 700.2e: the group begins with who chooses
                if not groups[i]:
                    ask = self._chooser(game, "ask.target_chooser", i + 1)
                    if ask is not None or self.stage == "rewind":
                        return ask
                    groups[i] = self.targets[-1:]
                chooser = -1 - groups[i][0]
            legal = legal_targets(game, spec, self.player, obj.id, aimed(spec, groups[i]))
            if chooser != self.player:  # CR 801.5a: within the chooser's range too
                legal = [r for r in legal if ref_in_range(st(game), chooser, r)]
            if not legal:
                if len(groups[i]) < spec.min:  # CR 601.2c can't be completed: 732.1
                    self.stage = "rewind"
                    return None
                # fewer than the maximum is fine once the minimum is met; the group is
                # closed, so that the next target chosen belongs to the next spec
                self.targets = (*self.targets, 0)
                continue
            opts = [Option(f"target:{r}", "opt.target", (_ref_arg(game, r),)) for r in legal]
            if len(aimed(spec, groups[i])) >= spec.min:
                opts.append(Option(f"done:{i}", "opt.no_more_targets"))
            args = (cref(st(game), obj.id), i + 1)
            return Decision(chooser, DecisionKind.TARGET, tuple(opts), "ask.target", args)
        return None

    def _chooser(self, game: Kernel, prompt: str, *args: object) -> Decision | None:
        """CR 700.2e: the controller picks the opponent who makes a choice — one within
        their range, or the nearest to their left with none within it (801.5a, 801.5c). A
        single one is written at once (as a player ref) and None is returned; None too,
        with the stage ``rewind``, when no opponent is left."""
        able = choosers(st(game), self.player)
        if len(able) == 1:
            self._record_chooser(-1 - able[0])
            return None
        if not able:
            self.stage = "rewind"
            return None
        return self._ask(DecisionKind.CHOOSE, chooser_options(able), prompt, *args)

    def _record_chooser(self, ref: int) -> None:
        if self.stage == "modes":
            self.modes = (ref,)
        else:
            self.targets = (*self.targets, ref)

    def _grouped(
        self, all_specs: tuple[TargetSpec, ...]
    ) -> tuple[list[tuple[int, ...]], list[bool]]:
        """Split the flat target list into one group per target spec; ``0`` closes a group."""
        groups: list[tuple[int, ...]] = [() for _ in all_specs]
        most = [self.x if spec.max_is_x else spec.max for spec in all_specs]  # "up to X"
        closed = [m == 0 for m in most]
        most = [m + spec.opponent_chooses for m, spec in zip(most, all_specs, strict=True)]
        i = 0
        for t in self.targets:
            while i < len(all_specs) and closed[i]:
                i += 1
            if t == 0:
                closed[i] = True
                continue
            groups[i] = (*groups[i], t)
            if len(groups[i]) >= most[i]:
                closed[i] = True
        return groups, closed

    def _cost_choices(self, game: Kernel, obj: MagicObject, cost: Cost) -> Decision | None:
        state = st(game)
        if cost.sacrifice and not self.sacrificed and not self.instead:  # CR 601.2f / 701.21
            opts = [
                Option(f"sacrifice:{r}", "opt.sacrifice", (cref(state, r),))
                for r in select(game, yours(cost.sacrifice), self.player, obj.id)
            ]
            if cost.or_mana and self._or_mana_payable(game, obj, cost):
                opts.append(Option("or_mana", "opt.pay_mana", (str(cost.or_mana),)))
            return self._ask(DecisionKind.COST, opts, "ask.sacrifice")
        if cost.return_to_hand and not self.returned:
            opts = [
                Option(f"return:{r}", "opt.return", (cref(state, r),))
                for r in select(game, yours(cost.return_to_hand), self.player, None)
            ]
            return self._ask(DecisionKind.COST, opts, "ask.return")
        # CR 601.2h: costs are paid in any order, so the cards discarded (or sacrificed) are
        # chosen first and may be among those exiled from the graveyard (escape's rulings)
        if len(self.discarded) < cost.discard:
            hand = state.zones[zkey(Zone.HAND, self.player)]
            land = self.how.alt == RETRACE and not self.discarded  # CR 702.81a: a land card
            opts = [
                Option(f"discard:{r}", "opt.discard", (cref(state, r),))
                for r in hand
                if r != obj.id and r not in self.discarded and (not land or land_card(game, r))
            ]
            return self._ask(DecisionKind.COST, opts, "ask.discard_land" if land else "ask.discard")
        if len(self.exiled) < cost.exile_from_graveyard:  # CR 601.2f, 118.3
            paid = (*self.sacrificed, *self.discarded)
            opts = [
                Option(f"exile_card:{r}", "opt.exile_from_graveyard", (cref(state, r),))
                for r in graveyard_cards(game, self.player, obj.id, cost, paid)
                if r not in self.exiled
            ]
            left = cost.exile_from_graveyard - len(self.exiled)
            return self._ask(DecisionKind.COST, opts, "ask.exile_from_graveyard", left)
        if cost.exile and len(self.exiled) == cost.exile_from_graveyard:  # CR 601.2f, 118.3
            opts = [
                Option(f"exile:{r}", "opt.exile_cost", (cref(state, r),))
                for r in select(game, yours(cost.exile), self.player, None)
            ]
            return self._ask(DecisionKind.COST, opts, "ask.exile_cost")
        if cost.tap_others and cost.tap_power and not self.tap_done:  # crew (CR 702.122a)
            enough = total_power(game, self.tapped) >= cost.tap_power
            opts = [
                Option(f"tap:{r}", "opt.tap", (cref(state, r),))
                for r in tappable(game, cost, self.player, obj.id)
                if r not in self.tapped
            ]
            if enough and not opts:
                self.tap_done = True
            else:
                extra = [Option("done:tap", "opt.tap_done")] if enough else []
                return self._ask(DecisionKind.COST, opts + extra, "ask.tap_power", cost.tap_power)
        if cost.tap_others and len(self.tapped) < cost.tap_count:
            opts = [
                Option(f"tap:{r}", "opt.tap", (cref(state, r),))
                for r in tappable(game, cost, self.player, obj.id)
                if r not in self.tapped and self._still_payable(game, obj, cost, r)
            ]
            return self._ask(DecisionKind.COST, opts, "ask.tap", cost.tap_count - len(self.tapped))
        if (cost.choose or cost.reveal) and not self.chosen:  # CR 601.2f
            opts = [
                Option(f"choose_cost:{r}", "opt.choose_cost", (cref(state, r),))
                for r in choosable(game, cost, self.player, obj.id)
            ]
            return self._ask(DecisionKind.COST, opts, "ask.choose_cost")
        return None

    def _or_mana_payable(self, game: Kernel, obj: MagicObject, cost: Cost) -> bool:
        """Could the mana cost plus the "or pay" mana still be paid (CR 601.2f–h)?"""
        assert cost.or_mana is not None
        mana = min_mana(game, obj, self.how, cost, self.player).with_x(self.x) + cost.or_mana
        srcs = mana_sources(game, self.player, obj, cost, self.tapped, self.how)
        return can_pay(mana, st(game).player(self.player).pool, [s.colors for s in srcs])

    def _still_payable(self, game: Kernel, obj: MagicObject, cost: Cost, tap: int) -> bool:
        """Would the cost stay payable if ``tap`` were tapped for it? Only such choices are
        offered, so that a started cast can be completed (CR 601.2f–h)."""
        tapped = (*self.tapped, tap)
        mana = min_mana(game, obj, self.how, cost, self.player).with_x(self.x)
        srcs = mana_sources(game, self.player, obj, cost, tapped, self.how)
        if not can_pay(mana, st(game).player(self.player).pool, [s.colors for s in srcs]):
            return False
        others = [r for r in tappable(game, cost, self.player, obj.id) if r not in tapped]
        spare = {s.obj for s in srcs} | set(others)
        left = cost.tap_count - len(tapped)
        return len(others) >= left and len(spare) >= mana.mana_value + left

    def _mana(self, game: Kernel, obj: MagicObject, cost: Cost) -> Decision | None:
        """CR 601.2g: activate mana abilities, one at a time (see ``ManaPayer``)."""
        srcs = mana_sources(game, self.player, obj, cost, self.tapped, self.how)
        decision = self.mana_decision(game, self.player, srcs)
        if decision is None:
            self._commit(game, obj, cost, modes_of(game, obj, self.how))
        return decision

    def answer(self, game: Kernel, option: Option) -> None:
        self.choose(game, option)
        game.push(self)

    def choose(self, game: Kernel, option: Option) -> None:
        """Record one answer in the step (nothing in the game changes before 601.2i)."""
        opt = OptionId.parse(option.id)
        kind = opt.verb
        if kind == "mode":
            self.modes = (*self.modes, opt.num())
            obj = self._obj(game)
            if not self._open_modes(game, obj, modes_of(game, obj, self.how)):
                self.stage = "x"  # one mode, or none left to add (CR 700.2)
        elif kind == "chooser":  # CR 700.2e: the opponent who chooses
            self._record_chooser(opt.num())
        elif kind == "modes_done":
            self.stage = "x"
        elif kind == "x":
            self.x = opt.num()
            self.stage = "targets"
        elif kind in ("life", "pay_color"):  # CR 601.2b: how a Phyrexian symbol is paid
            self.phyrexian = (*self.phyrexian, kind == "life")
        elif kind == "target":
            self.targets = (*self.targets, opt.num())
        elif option.id == "done:tap":
            self.tap_done = True
        elif kind == "done":
            self.targets = (*self.targets, 0)
        elif kind == "sacrifice":
            self.sacrificed = (opt.num(),)
        elif kind == "or_mana":
            self.instead = True
        elif kind == "return":
            self.returned = (opt.num(),)
        elif kind == "tap":
            self.tapped = (*self.tapped, opt.num())
        elif kind in ("exile", "exile_card"):  # a permanent after the graveyard's cards
            self.exiled = (*self.exiled, opt.num())
        elif kind == "discard":
            self.discarded = (*self.discarded, opt.num())
        elif kind == "choose_cost":
            self.chosen = (opt.num(),)
        elif kind == "mana":
            obj = self._obj(game)
            cost = cost_of(game, obj, self.how)
            srcs = mana_sources(game, self.player, obj, cost, self.tapped, self.how)
            self.answer_mana(opt, srcs)

    # -- commit: CR 601.2a, 601.2g, 601.2h, 601.2i ---------------------------------------
    def _commit(self, game: Kernel, obj: MagicObject, cost: Cost, modes: tuple[Mode, ...]) -> None:
        state = st(game)
        paid: tuple[str, ...] = ()
        for d in self.discarded:
            paid += chars(game, state.objects[d]).types
        for s in self.sacrificed:
            paid += chars(game, state.objects[s]).types
            paid += (f"mv:{chars(game, state.objects[s]).mana_value}",)  # CR 608.2h
        if self.ability < 0:  # CR 601.2h: the mana spent to cast it, where a card asks
            paid += spent_tags(game, self.pool_used, self.taps)
        all_specs = specs(modes, self.picked)
        groups, _closed = self._grouped(all_specs)
        note_choosers(game, self.player, self.modes, all_specs, groups)
        groups = [aimed(spec, g) for spec, g in zip(all_specs, groups, strict=True)]
        state.cause = -1  # a player's choice
        announced = game.note(
            "601.2a" if self.ability < 0 else "602.2a",
            "cast" if self.ability < 0 else "activate",
            ("p", self.player),
            source_ref(
                state, spell_def(obj, self.how).key if self.ability < 0 else obj.card, obj.id
            ),
        )
        state.cause = announced  # the costs are paid for this spell or ability
        if self.ability < 0:  # CR 601.2a: from where; an alternative cost used up
            cast_from, used = permissions.on_cast(state, obj, self.how.alt)
            if self.how.alt:
                ability_use.record(obj.card, alternative_ability(get(obj.card), self.how.alt))
        else:  # CR 602.5b: "activate only once"
            ab = chars(game, obj).abilities[self.ability]
            once = isinstance(ab, ActivatedAbility) and ab.once
            cast_from, used = "", (once_key(obj.id, self.ability),) if once else ()
        put = PutOnStack(
            self.player,
            obj.id,
            (self.how.ability, self.how.face, self.how.alt),
            self.picked,
            tuple(groups),
            self.x,
            paid,
            self.rule + "a" if self.ability < 0 else "602.2a",
            cast_from,
            used,
        )
        game.emit(put)
        rule = "601.2h" if self.ability < 0 else "602.2b"
        events = self.payment_events(game, self.player, rule)
        events += game_rules(game).cost_events(game, self.source, cost, self.returned)
        if cost.tap:
            events.append(SetTapped(self.source, True, rule))
        if cost.untap:
            events.append(SetTapped(self.source, False, rule))
        for t in self.tapped:
            events.append(SetTapped(t, True, rule))
        if cost.pay_life:
            events.append(LifeChange(self.player, -cost.pay_life, "119.4"))
        for s in self.sacrificed:
            events.append(ZoneChange(s, Zone.GRAVEYARD, "701.21a", "sacrifice"))
        if cost.sacrifice_self:
            events.append(ZoneChange(self.source, Zone.GRAVEYARD, "701.21a", "sacrifice"))
        if cost.exile_self:
            events.append(ZoneChange(self.source, Zone.EXILE, rule, "exile"))
        for r in self.returned:
            events.append(ZoneChange(r, Zone.HAND, rule, "bounce"))
        for d in self.discarded:
            events.append(ZoneChange(d, Zone.GRAVEYARD, "701.9a", "discard"))
        moved: dict[int, int] = {}  # CR 601.2h: a card discarded or sacrificed, then exiled
        for ev in events:
            for done in game.emit(ev):
                if (
                    isinstance(done, ZoneChange)
                    and done.obj in self.exiled
                    and done.to == Zone.GRAVEYARD
                ):
                    moved[done.obj] = done.new_id
        exiled = [ZoneChange(moved.get(r, r), Zone.EXILE, rule, "exile") for r in self.exiled]
        last = [ZoneChange(self.source, Zone.GRAVEYARD, "701.9a", "discard")]  # CR 113.6j
        for ev in exiled + (last if cost.discard_self else []):
            game.emit(ev)
        if exiled:  # CR 607.2q: "the cards exiled with" the permanent the spell becomes
            ids = tuple(e.new_id for e in exiled if e.new_id in state.objects)
            game.emit(Link(f"{put.new_id}:exiled", ids))
        if self.chosen:  # CR 601.2f: the creature chosen or the card revealed (701.20a)
            chosen = self.chosen[0]
            if state.objects[chosen].zone != BATTLEFIELD_KEY:
                game.note("701.20a", "reveal", cref(state, chosen))
            game.emit(Link(f"{put.new_id}:chosen", self.chosen))
        state.objects[put.new_id].origin = announced
        if self.ability < 0:  # CR 601.2i: the spell becomes cast once the steps are done
            game.note("601.2i", "cast.done", source_ref(state, put.card, put.new_id))
        state.cause = -1
        self.mana_ability_effects(game, self.player)  # CR 605.3b
        game.push(*division_steps(game, put.new_id))  # CR 601.2d: announced with targets


serializable(Announce)


def _ref_arg(game: Kernel, ref: int) -> tuple[object, ...]:
    if ref < 0:
        return ("p", -1 - ref)
    return cref(st(game), ref)


# What a check of castability may read (:func:`completable`, and the options of
# ``grimorio.rules.turn.priority``): every aspect of the state but the step and combat.
CAST_READ = reads(*(a for a in Aspect if a not in (Aspect.STEP, Aspect.COMBAT)))


def completable(game: Kernel, player: int, obj: MagicObject, how: How = SPELL) -> bool:
    """Could ``player`` start casting or activating this now (timing aside) and complete it
    with some choices (CR 601.2, 602.2)? Only then is it offered: an attempt that can't be
    completed would have to be rewound (732.1), and offering it again would loop.

    The answer is kept across state versions (``Kernel.kept``) by player, object id (an id
    never changes card, CR 400.7), way (``how``) and :func:`combat_read`, while none of
    ``CAST_READ`` is written. The check (``castable``, ``Announce.completes``) reads the
    objects and zones, their status, counters, damage and tapped state, effects and rules,
    life, players, mana pools, what linked abilities remember, this turn's records, the
    active player and the turn number (``YourTurn``, permissions "during your turn", once
    each turn; ``TURN``), and so may read any aspect but two: the step and combat. Of those
    it reads only what the targets module reads (``matches``: "attacking"; ``blocked``:
    whether blockers have been declared, which depends on the step, and which attackers
    are blocked), all of which :func:`combat_read` gives, so a value computed with the
    same ``combat_read`` is the same whatever the step and the rest of combat. Nothing in
    the check reads the step otherwise ("timing aside": ``sorcery_timing`` is the caller's),
    nor the passes or the player with priority, which change without an event
    (tests/rules/test_castability_kept.py checks that no other code the check can reach
    reads them). A player a variant's rule forbids to cast spells (101.2: "only the chosen
    player and you can cast spells") casts none, from anywhere, nor as an effect resolves;
    that rule is written with ``Aspect.RULES``, one of ``CAST_READ``."""
    state = st(game)
    if how.ability < 0 and not state.variant.may_cast_spells(state, player):
        return False

    def compute() -> bool:
        return castable(game, player, obj, how) and Announce(player, obj.id, how).completes(game)

    return game.kept(("completable", player, obj.id, how, combat_read(game)), CAST_READ, compute)


def _mode_texts(m: Mode, d: CardDef | None, i: int, n: int) -> tuple[str, str]:
    """A mode's text in Spanish and English: its own, or its bullet of the spell's printed
    text (CR 700.2); English only where nothing Spanish is written."""
    es = mode_text(m.text_es, d.text("es") if d else "", i, n)
    en = mode_text(m.text_en, d.text("en") if d else "", i, n)
    return es or en, en
