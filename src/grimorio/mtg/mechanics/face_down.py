"""Face-down permanents (CR 708): manifest (701.40), manifest dread (701.62), turning a
manifested permanent face up.

A face-down permanent is a 2/2 creature with no name, text, mana cost, colour or types but
creature (708.2a; ``grimorio.rules.characteristics.values.FACE_DOWN``). Its controller may
look at it any time; the other players may not (708.5; ``grimorio.rules.view``). It is
revealed as it leaves the battlefield and when the game ends (708.9). Its controller may
turn it face up, if it is a creature card, by paying its mana cost — a special action any
time they have priority (701.40b, 116.2b); it stays the same permanent, with no "enters"
triggers (708.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.cards.registry import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_moves as mx
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.casting.payment import PayMana, payable
from grimorio.rules.casting.restricted_mana import TURN_UP
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.events.objects import Link, ZoneChange, cref, revealed_ref
from grimorio.rules.events.status import DreadManifested, TurnFaceUp
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.state import st
from grimorio.rules.vocabulary.context import Ctx, amount, objects, players
from grimorio.rules.vocabulary.effect_registry import handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

FACE_DOWN_EFFECTS = (mx.ManifestDread, mx.TurnFaceUp)


@handles(*FACE_DOWN_EFFECTS)
def perform_face_down(game: Kernel, ctx: Ctx, e: object) -> list[Step]:
    """Do one of the effects in ``FACE_DOWN_EFFECTS``; return the steps that ask."""
    if isinstance(e, mx.ManifestDread):
        times = amount(game, ctx, e.times)
        key = f"{ctx.source}:manifested"
        return [ManifestDread(p, key, times) for p in players(game, ctx, e.who) if times > 0]
    assert isinstance(e, mx.TurnFaceUp)
    steps: list[Step] = []
    state = st(game)
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if not obj.face_down or obj.zone != BATTLEFIELD_KEY:
            continue
        # revealed to all (CR 701.20a); an instant or sorcery card stays face down (701.40g)
        spell_card = {"instant", "sorcery"} & set(get(obj.card).types)
        rule = "701.40g" if spell_card else "701.20a"
        game.note(rule, "reveal", revealed_ref(obj.card, r))
        if can_turn_up(game, r, by_effect=True):
            steps.append(TurnUpChoice(obj.controller, r) if e.may else TurnUpNow(r))
    return steps


def is_creature_card(card: str) -> bool:
    """CR 701.40b: what the card is, ignoring copy and type-changing effects."""
    return "creature" in get(card).types


def can_turn_up(game: Kernel, oid: int, by_effect: bool = False) -> bool:
    """Could this face-down permanent be turned face up? Only a creature card (701.40b,
    701.40g), and not while an effect says it can't (e.g. Unable to Scream)."""
    obj = st(game).objects[oid]
    if not obj.face_down or not is_creature_card(obj.card):
        return False
    return by_effect or Keyword.CANT_TURN_FACE_UP not in chars(game, obj).keywords


def turn_up_options(game: Kernel, player: int) -> list[Option]:
    """CR 116.2b, 701.40b: the manifested permanents ``player`` may turn face up now."""
    state = st(game)
    out: list[Option] = []
    for oid in state.zones[BATTLEFIELD_KEY]:
        obj = state.objects[oid]
        if not obj.face_down or obj.controller != player or not can_turn_up(game, oid):
            continue
        if payable(game, player, turn_up_cost(obj.card), purpose=TURN_UP):
            out.append(Option(f"turn_up:{oid}", "opt.turn_up", (cref(state, oid),)))
    return out


def turn_up_cost(card: str) -> ManaCost:
    return (get(card).mana_cost or ManaCost()).with_x(0)  # CR 107.3: X is 0


def turn_up_step(player: int, oid: int, card: str) -> Step:
    """The special action: reveal it is a creature card, pay its mana cost, turn it up."""
    then = TurnUpNow(oid)
    cost = turn_up_cost(card)
    return then if cost.is_free() else PayMana(player, cost, "701.40b", then, TURN_UP)


class ManifestDread(Step):
    """CR 701.62a, 701.40e: look at the top two cards, manifest one of them, put the other
    into the graveyard; ``times`` times, one after another. Then "whenever you manifest
    dread" triggers (701.62b), each time."""

    __slots__ = ("key", "player", "started", "times")

    def __init__(self, player: int, key: str, times: int) -> None:
        self.player = player
        self.key = key  # where the manifested creatures are remembered (607.2a)
        self.times = times
        self.started = False

    def _top(self, game: Kernel) -> list[int]:
        library = st(game).zones[zkey(Zone.LIBRARY, self.player)]
        return list(reversed(library[-2:]))  # top first

    def run(self, game: Kernel) -> Decision | None:
        if not self.started:
            self.started = True
            game.emit(Link(self.key, (), reset=True))
        top = self._top(game)
        if len(top) < 2:  # one card: manifest it; none: nothing (release notes)
            self._manifest(game, top[0] if top else None, [])
            return None
        state = st(game)
        opts = tuple(Option(f"manifest:{r}", "opt.manifest", (cref(state, r),)) for r in top)
        return Decision(self.player, DecisionKind.MANIFEST, opts, "ask.manifest")

    def answer(self, game: Kernel, option: Option) -> None:
        chosen = OptionId.parse(option.id).num()
        self._manifest(game, chosen, [r for r in self._top(game) if r != chosen])

    def _manifest(self, game: Kernel, chosen: int | None, rest: list[int]) -> None:
        manifested: tuple[int, ...] = ()
        if chosen is not None:  # CR 701.40a: face down, then onto the battlefield
            enter = ZoneChange(
                chosen,
                Zone.BATTLEFIELD,
                "701.40a",
                "manifest",
                hidden=True,
                face_down=True,
                controller=self.player,
            )
            game.emit(enter)
            if enter.new_id:
                manifested = (enter.new_id,)
                game.emit(Link(self.key, manifested))
        moved = game.emit_all([ZoneChange(r, Zone.GRAVEYARD, "701.62a", "mill") for r in rest])
        # CR 701.62b: "It" is the cards actually put into the graveyard (not those a
        # replacement effect sent elsewhere)
        dropped = tuple(
            m.new_id for m in moved if isinstance(m, ZoneChange) and m.to == Zone.GRAVEYARD
        )
        game.emit(DreadManifested(self.player, manifested, dropped))
        self.times -= 1
        if self.times > 0:
            game.push(self)


serializable(ManifestDread)


class TurnUpChoice(Step):
    """ "You may turn it face up" (a choice while an effect resolves)."""

    __slots__ = ("obj", "player")

    def __init__(self, player: int, obj: int) -> None:
        self.player = player
        self.obj = obj

    def run(self, game: Kernel) -> Decision | None:
        opts = (Option("yes", "opt.yes"), Option("no", "opt.no"))
        args = (cref(st(game), self.obj),)
        return Decision(self.player, DecisionKind.MAY, opts, "ask.turn_up", args)

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "yes":
            game.emit(TurnFaceUp(self.obj))


serializable(TurnUpChoice)


class TurnUpNow(Step):
    """The cost is paid (or there was none): the permanent is turned face up."""

    __slots__ = ("obj",)

    def __init__(self, obj: int) -> None:
        self.obj = obj

    def run(self, game: Kernel) -> Decision | None:
        game.emit(TurnFaceUp(self.obj))
        return None


serializable(TurnUpNow)


register_messages(
    {
        "zone.manifest.hidden": (
            "{0} manifiesta una carta: entra boca abajo como una criatura 2/2.",
            "{0} manifests a card: it enters face down as a 2/2 creature.",
        ),
        "dread": ("{0} termina de manifestar miedo.", "{0} has manifested dread."),
        "turn_up": ("{0} pone boca arriba {1:el}.", "{0} turns {1} face up."),
        "reveal": ("Se muestra {0:el}.", "{0} is revealed."),
        "opt.manifest": ("Manifestar {0}", "Manifest {0}"),
        "opt.turn_up": ("Poner boca arriba {0:el} (pagar su coste de maná)", "Turn {0} face up"),
        "ask.manifest": (
            "Manifestar miedo: elige la carta que entra boca abajo; la otra va al cementerio.",
            "Manifest dread: choose the card to put face down; the other goes to the graveyard.",
        ),
        "ask.turn_up": ("¿Poner boca arriba {0:el}?", "Turn {0} face up?"),
    }
)
