"""Archenemy (CR 904) as Supervillain Rumble (904.12): a free-for-all game (806) attacking
several players (802) in which every player is an archenemy (904.12b) with a scheme deck
of their own in the command zone (904.3–904.4), 40 life (904.5) and a random starting
player (904.12c).

Immediately after an archenemy's precombat main phase begins they set the top scheme of
their deck in motion (904.9, 701.32: ``grimorio.rules.events.schemes``); its "when you set
this scheme in motion" abilities trigger. A face-up scheme's abilities function from the
command zone (904.8; ``rules/characteristics/reach.py``). A face-up non-ongoing scheme goes
face down to the bottom of its owner's scheme deck once no scheme's triggered ability is on
the stack or waiting for it (904.10, 704.6e); an ongoing one stays until abandoned (904.11,
701.33).

The schemes' own words are carried out here: setting a scheme in motion again (701.32b),
"the next time you would set a scheme in motion, instead set three in motion" — a
replacement effect of this module's, which the schemes set in motion one at a time follow
(614.1a, 701.32c) — and abandoning (701.33). What the schemes' conditions ask of the turn
is recorded by this variant (``after_events``): the creatures that died under each
player's control this turn and who drew a card in the previous turn (``ThisTurn`` and
``DidThisTurn`` read them, ``grimorio.dsl.values.TURN_EVENTS``), and the land plays the
active player's face-up schemes allow (305.2: ``AdditionalLandPlays``).

The default Archenemy of one archenemy against a team taking shared turns (904.2, 805) is
not offered: ``Game.new`` says so."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
from grimorio.core.decisions import IllegalAction
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.native import mypyc_attr
from grimorio.core.serial import serializable
from grimorio.core.state import Step
from grimorio.dsl import effects_game as gx
from grimorio.dsl import effects_schemes as sx
from grimorio.dsl.games import Variant
from grimorio.dsl.zones import COMMAND_KEY, STACK_KEY, Zone
from grimorio.mtg.effects import (  # noqa: F401  (the families of effects the schemes brought)
    free_casting,
    onto_battlefield,
    resolution_choices,
    scheme_moves,
)
from grimorio.mtg.effects import scheme_player_rules as player_rules
from grimorio.mtg.effects.scheme_player_rules import PlayerRule, ended
from grimorio.mtg.variants import your_commander  # noqa: F401  (its effects' handlers)
from grimorio.rules.characteristics.reach import works_in_command_zone
from grimorio.rules.events.game import TurnBegins
from grimorio.rules.events.objects import Draw, ZoneChange
from grimorio.rules.events.schemes import SchemeSetInMotion, SchemeToBottom, scheme_deck
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MtgState, st
from grimorio.rules.state.variant import VariantRules
from grimorio.rules.state.zones import create
from grimorio.rules.vocabulary.context import objects
from grimorio.rules.vocabulary.effect_registry import RunEffects, handles
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel
    from grimorio.rules.vocabulary.context import Ctx

ARCHENEMY_LIFE = 40  # CR 904.5
SCHEME = "scheme"  # CR 314.1: the card type
ONGOING = "ongoing"  # CR 205.4h, 904.11: the supertype


class HasMain(Protocol):
    """A deck's main cards (``grimorio.deck.Deck``)."""

    @property
    def main(self) -> tuple[str, ...]: ...


class HasSchemes(Protocol):
    """A deck as the start of an Archenemy game reads it (``grimorio.deck.Deck``)."""

    @property
    def schemes(self) -> tuple[str, ...]: ...


def is_scheme(obj: MagicObject) -> bool:
    return SCHEME in get(obj.card).types


class ArchenemyRules(VariantRules):
    """Archenemy's hooks in the shared rules (``grimorio.rules.state.variant``)."""

    kind: ClassVar[Variant] = Variant.ARCHENEMY
    starting_life: ClassVar[int] = ARCHENEMY_LIFE

    def begin_step(self, game: Kernel, step: str) -> None:
        """CR 904.9: immediately after an archenemy's precombat main phase begins, they set
        the top scheme of their scheme deck in motion — a turn-based action, not using the
        stack."""
        state = ast(game)
        if step == "main1" and state.active in state.archenemies:
            set_in_motion(game, state.active, "904.9")

    def state_based(self, game: Kernel) -> list[Event]:
        """CR 704.6e, 904.10: a face-up non-ongoing scheme is turned face down and put on the
        bottom of its owner's scheme deck, once no triggered ability of a scheme is on the
        stack or waiting to be put there."""
        state = ast(game)
        face_up = [
            oid
            for oid in state.zones[COMMAND_KEY]
            if not state.objects[oid].face_down
            and is_scheme(state.objects[oid])
            and ONGOING not in get(state.objects[oid].card).supertypes
        ]
        if not face_up or _scheme_abilities_pending(state):
            return []
        return [SchemeToBottom(oid, "704.6e") for oid in face_up]

    def after_events(self, game: Kernel, events: list[Event]) -> None:
        """What the schemes' conditions ask of the turn (``TURN_EVENTS``): the creatures that
        died under each player's control (CR 700.4) and, as a turn begins, who drew a card in
        the previous one (121.1); and the land plays of the active player (305.2)."""
        state = ast(game)
        found: list[Event] = []
        died: dict[int, int] = {}
        drew: list[int] = []
        for ev in events:
            if isinstance(ev, ZoneChange):
                lki = ev.lki
                if lki is not None and ev.to == Zone.GRAVEYARD and "creature" in lki.types:
                    died[lki.controller] = died.get(lki.controller, 0) + 1
            elif isinstance(ev, Draw) and ev.drew and ev.player not in drew:
                drew.append(ev.player)
            elif isinstance(ev, TurnBegins):
                found += [
                    TurnRecord(f"drew_last_turn:{p}", 1, "121.1")
                    for p, turn in enumerate(state.drew_in)
                    if turn == state.turn - 1
                ]
        found += [TurnRecord(f"creatures_died:{p}", n) for p, n in died.items()]
        found += ended(state, events)  # CR 611.2b: the schemes' rules for players
        if any(state.drew_in[p] != state.turn for p in drew):
            found.append(DrewThisTurn(tuple(drew)))
        plays = 1 + _additional_land_plays(state)
        if plays != state.land_plays:
            found.append(LandPlays(plays))
        if found:
            game.emit_all(found)

    def player_view(self, state: MtgState, seat: int, lang: str) -> dict[str, object]:
        """What all see of a player in Archenemy: whether they are an archenemy and how many
        cards their scheme deck holds (its cards and order hidden, 904.4)."""
        assert isinstance(state, ArchenemyState)
        return {
            "archenemy": seat in state.archenemies,
            "scheme_deck": len(scheme_deck(state, seat)),
        }

    # -- the schemes' rules for players (``grimorio.mtg.effects.scheme_player_rules``) -----
    def no_maximum_hand_size(self, state: MtgState, player: int) -> bool:
        """CR 402.2: "your hand has no maximum size until your next turn" (*Poder sin
        igual*)."""
        return player_rules.no_maximum_hand_size(state, player)

    def may_cast_spells(self, state: MtgState, player: int) -> bool:
        """CR 101.2: "only the chosen player and you can cast spells" (*Elige a un
        campeón*)."""
        return not player_rules.forbidden(state, player, sx.PlayerAction.CAST_SPELLS)

    def may_attack_with_creatures(self, state: MtgState, player: int) -> bool:
        """CR 101.2, 508.1c: "only the chosen player and you can attack with creatures"."""
        return not player_rules.forbidden(state, player, sx.PlayerAction.ATTACK)

    def attack_requirements(self, state: MtgState, obj: int, targets: list[int]) -> tuple[int, ...]:
        """CR 508.1d, 802.3a: "attacks its owner this turn if able" (*Mi golpe maestro
        definitivo*), obeyed only by attacking its owner."""
        found = player_rules.owner_requirements(state, obj, targets)
        return found if any(found) else ()

    def player_hexproof(self, game: Kernel, player: int, by: int) -> bool:
        """CR 702.11c, 904.8: "you have hexproof" (*Soy intocable*)."""
        return player_rules.player_hexproof(game, player, by)


ARCHENEMY = ArchenemyRules()


def _scheme_abilities_pending(state: MtgState) -> bool:
    """Is a triggered ability of a scheme on the stack or waiting for it (CR 704.6e)?"""
    for t in state.triggered:
        source = state.objects.get(t.source)
        if source is not None and source.zone == COMMAND_KEY and is_scheme(source):
            return True
    for oid in state.zones[STACK_KEY]:
        obj = state.objects[oid]
        source = None if obj.source is None else state.objects.get(obj.source)
        if source is not None and source.zone == COMMAND_KEY and is_scheme(source):
            return True
    return False


@mypyc_attr(allow_interpreted_subclasses=True)  # new() without __init__ (core/slots.py)
class ArchenemyState(MtgState):
    """The state of an Archenemy game: the archenemies' seats (every seat in Supervillain
    Rumble, 904.12b) and each seat's scheme cards (904.3), as the game began with them."""

    __slots__ = ("archenemies", "drew_in", "instead", "player_rules", "schemes")
    variant: ClassVar[VariantRules] = ARCHENEMY

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        super().__init__(names, seed)
        self.archenemies: tuple[int, ...] = ()
        self.schemes: tuple[tuple[str, ...], ...] = tuple(() for _ in names)
        # CR 614.1a, 701.32c: "set N schemes in motion instead", waiting for the next time
        # each player would set one in motion: (player, N), in the order they were made
        self.instead: tuple[tuple[int, int], ...] = ()
        # the last turn in which each player drew a card (0: none yet; CR 121.1)
        self.drew_in: tuple[int, ...] = tuple(0 for _ in names)
        # the schemes' rules for players, until a turn begins (CR 611.2b: scheme_player_rules)
        self.player_rules: tuple[PlayerRule, ...] = ()


serializable(ArchenemyState)


def ast(game: Kernel) -> ArchenemyState:
    """The state of an Archenemy game."""
    state = game.state
    assert isinstance(state, ArchenemyState)
    return state


def put_schemes(state: ArchenemyState, schemes: tuple[tuple[str, ...], ...]) -> None:
    """CR 904.3–904.5, 904.12b: every player is an archenemy with 40 life; each one's scheme
    deck begins face down in the command zone in a random order."""
    state.archenemies = tuple(range(len(state.players)))
    state.schemes = schemes
    for seat, cards in enumerate(schemes):
        state.player(seat).life = ARCHENEMY_LIFE
        order = list(cards)
        state.rng.shuffle(order)
        for card in order:
            create(state, card, seat, Zone.COMMAND).face_down = True


def check_no_schemes_in_decks(decks: Sequence[HasMain]) -> None:
    """CR 314.2, 904.4: a scheme card is never in a library — its place is the scheme deck
    in the command zone; a deck whose cards include one is refused (IllegalAction)."""
    for seat, deck in enumerate(decks):
        for key in deck.main:
            card = get(key)
            if SCHEME in card.types:
                raise IllegalAction(
                    f"{card.name('es')} es un plan: va en el mazo de planes, no en el mazo "
                    f"{seat + 1} (CR 314.2)",
                    f"{card.name('en')} is a scheme: it goes in the scheme deck, not in deck "
                    f"{seat + 1} (CR 314.2)",
                )


def check_schemes(decks: Sequence[HasSchemes]) -> None:
    """CR 904.3, 904.12b: in Supervillain Rumble every deck comes with a scheme deck of
    scheme cards — or :class:`IllegalAction`, before anything is made. (How many, and how
    many copies of one, is the scheme deck's construction: ``grimorio.scheme_deck``.)"""
    for seat, deck in enumerate(decks):
        if not deck.schemes:
            raise IllegalAction(
                f"el mazo {seat + 1} no trae mazo de planes (CR 904.3, 904.12b)",
                f"deck {seat + 1} comes with no scheme deck (CR 904.3, 904.12b)",
            )
        for key in deck.schemes:
            card = get(key)
            if SCHEME not in card.types:
                raise IllegalAction(
                    f"{card.name('es')}, en el mazo de planes {seat + 1}, no es un plan (CR 314.1)",
                    f"{card.name('en')}, in scheme deck {seat + 1}, is not a scheme (CR 314.1)",
                )


def abandonable(state: MtgState, scheme: int) -> bool:
    """CR 701.33a: only a face-up ongoing scheme can be abandoned."""
    obj = state.objects.get(scheme)
    return (
        obj is not None
        and obj.zone == COMMAND_KEY
        and not obj.face_down
        and ONGOING in get(obj.card).supertypes
    )


@handles(gx.AbandonScheme)
def abandon(game: Kernel, ctx: Ctx, e: gx.AbandonScheme) -> None:
    """CR 701.33: abandon this scheme — if it is a face-up ongoing scheme (701.33a)."""
    if abandonable(st(game), ctx.source):
        game.emit(SchemeToBottom(ctx.source, "701.33b"))


@handles(sx.AbandonThen)
def abandon_then(game: Kernel, ctx: Ctx, e: sx.AbandonThen) -> list[Step]:
    """CR 701.33, 608.2c: "abandon this scheme. If you do, <effects>"."""
    if not abandonable(st(game), ctx.source):
        return []
    done = game.emit(SchemeToBottom(ctx.source, "701.33b"))
    if not any(isinstance(ev, SchemeToBottom) for ev in done):
        return []
    return [RunEffects(ctx, e.effects)]


@handles(sx.SetSchemeInMotion)
def set_scheme_in_motion(game: Kernel, ctx: Ctx, e: sx.SetSchemeInMotion) -> None:
    """CR 701.32a–b: the controller sets the top scheme of their scheme deck in motion, or
    the scheme picked (again) — in an Archenemy game, and only a scheme of theirs."""
    state = st(game)
    if not isinstance(state, ArchenemyState) or ctx.controller not in state.archenemies:
        return  # CR 701.32a: only an archenemy, only in Archenemy
    if e.what is None:
        set_in_motion(game, ctx.controller)
        return
    for r in objects(game, ctx, e.what):
        obj = state.objects[r]
        if obj.zone == COMMAND_KEY and is_scheme(obj) and obj.owner == ctx.controller:
            set_in_motion(game, ctx.controller, "701.32b", r)


@handles(sx.SetInMotionInstead)
def set_in_motion_instead(game: Kernel, ctx: Ctx, e: sx.SetInMotionInstead) -> None:
    """CR 614.1a, 701.32c: the controller's next setting of a scheme in motion becomes
    ``times`` of them."""
    if isinstance(st(game), ArchenemyState) and e.times > 1:
        game.emit(InsteadAdded(ctx.controller, e.times))


def set_in_motion(game: Kernel, player: int, rule: str = "701.32b", scheme: int = 0) -> None:
    """CR 701.32b: ``player`` sets a scheme in motion — the top one of their scheme deck, or
    ``scheme``. If a "set N in motion instead" of theirs waits (614.1a), it replaces this
    one, once (614.5), and they set N schemes in motion instead, one at a time (701.32c),
    each of which may meet another such effect of theirs."""
    state = ast(game)
    waiting = next((i for i, (p, _n) in enumerate(state.instead) if p == player), None)
    if waiting is None:
        game.emit(SchemeSetInMotion(player, rule, scheme))
        return
    times = state.instead[waiting][1]
    game.emit(InsteadUsed(waiting))
    for _ in range(times):
        set_in_motion(game, player, "701.32c")


def _additional_land_plays(state: ArchenemyState) -> int:
    """CR 305.2: the additional land plays the active player's face-up schemes give them on
    their turn — cumulative (the release notes of *Mis zarcillos están muy arraigados*).
    No permanent of the pool has such an ability, so only the command zone is looked at."""
    extra = 0
    for oid in state.zones[COMMAND_KEY]:
        obj = state.objects[oid]
        if obj.owner == state.active and works_in_command_zone(obj):
            for a in get(obj.card).abilities:
                if type(a) is sx.AdditionalLandPlays:
                    ability_use.record(obj.card, a)  # it applies this turn
                    extra += a.n
    return extra


class InsteadAdded(Event):
    """CR 614.1a, 701.32c: ``player``'s next setting of a scheme in motion will be ``times``
    of them instead."""

    __slots__ = ("player", "times")
    writes = frozenset({Aspect.RULES})

    def __init__(self, player: int, times: int, rule: str = "614.1a") -> None:
        self.player = player
        self.times = times
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = ast(game)
        state.instead = (*state.instead, (self.player, self.times))
        return LogEntry(self.rule, "scheme.instead", (("p", self.player), self.times))


serializable(InsteadAdded)


class InsteadUsed(Event):
    """CR 614.5, 701.32c: the waiting replacement number ``index`` applies, once: its player
    sets its number of schemes in motion instead of one."""

    __slots__ = ("index",)
    writes = frozenset({Aspect.RULES})

    def __init__(self, index: int, rule: str = "701.32c") -> None:
        self.index = index
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = ast(game)
        player, times = state.instead[self.index]
        state.instead = state.instead[: self.index] + state.instead[self.index + 1 :]
        return LogEntry(self.rule, "scheme.instead_used", (("p", player), times))


serializable(InsteadUsed)


class TurnRecord(Event):
    """This turn's record (``TURN_EVENTS``): ``key`` ("event:player") counts ``n`` more."""

    __slots__ = ("key", "n")
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, key: str, n: int = 1, rule: str = "700.4") -> None:
        self.key = key
        self.n = n
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).tally(self.key, self.n)
        return None


serializable(TurnRecord)


class DrewThisTurn(Event):
    """CR 121.1: the ``players`` drew a card this turn (for "if you drew a card last turn")."""

    __slots__ = ("players",)
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, players: tuple[int, ...], rule: str = "121.1") -> None:
        self.players = players
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = ast(game)
        state.drew_in = tuple(
            state.turn if p in self.players else t for p, t in enumerate(state.drew_in)
        )
        return None


serializable(DrewThisTurn)


class LandPlays(Event):
    """CR 305.2: the active player may play ``n`` lands this turn (one, and the additional
    ones their effects give)."""

    __slots__ = ("n",)
    writes = frozenset({Aspect.PLAYERS})

    def __init__(self, n: int, rule: str = "305.2") -> None:
        self.n = n
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        st(game).land_plays = self.n
        return None


serializable(LandPlays)


register_messages(
    {
        "scheme.instead": (
            "La próxima vez que {0} fuera a poner en marcha un plan, en vez de eso pondrá en "
            "marcha {1:plan|planes}.",
            "The next time {0} would set a scheme in motion, they set {1:scheme|schemes} in "
            "motion instead.",
        ),
        "scheme.instead_used": (
            "En vez de poner en marcha un plan, {0} pone en marcha {1:plan|planes}, de uno en uno.",
            "Instead of setting one scheme in motion, {0} sets {1:scheme|schemes} in motion, "
            "one at a time.",
        ),
    }
)
