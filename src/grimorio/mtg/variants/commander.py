"""Commander (CR 903): each deck led by a legendary creature, its commander, that begins the
game in the command zone (903.6) and may be cast from there (903.8), for {2} more each
time it was cast from there before (the commander tax); that may return there from a
graveyard or exile as a state-based action (903.9a) or instead of going to a hand or a
library (903.9b); whose combat damage to a player is counted, 21 from one commander losing
the game (903.10a, 704.6c). Players begin at 40 life (903.7). Two players or more: the
default multiplayer game is free-for-all, attacking several players (903.2, 806).

The designation is of the card, not a characteristic of the object: it stays through every
change of zone, face down or copying another card; a token or a copy of a commander is
no commander (903.3 and its example). A deck has one card of each name but basic lands
(903.5b), so the object of a commander card is the one its owner's deck named: an object
of that card, owned by that player, that is neither a token nor a copy."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol

from grimorio.cards.registry import card_name, get
from grimorio.core.aspects import Aspect
from grimorio.core.decisions import Decision, IllegalAction, Option
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.native import mypyc_attr
from grimorio.core.serial import serializable
from grimorio.core.state import State, Step
from grimorio.dsl.games import Variant
from grimorio.dsl.replacements import MayMoveInstead
from grimorio.dsl.zones import COMMAND_KEY, Zone, ZoneKey, kind_of, zkey
from grimorio.rules.events.game import Damage, PlayerLoses
from grimorio.rules.events.objects import ZoneChange, cref
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import LossReason, MtgState, st
from grimorio.rules.state.variant import VariantRules
from grimorio.rules.state.zones import create
from grimorio.text.refs import card_ref
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

COMMANDER_LIFE = 40  # CR 903.7
TAX = 2  # CR 903.8: {2} more for each previous cast from the command zone
LETHAL_COMMANDER_DAMAGE = 21  # CR 903.10a, 704.6c


class HasCommander(Protocol):
    """A deck as the start of a Commander game reads it (``grimorio.deck.Deck``)."""

    @property
    def commander(self) -> tuple[str, ...]: ...


def _key(player: int, card: str) -> str:
    return f"{player}:{card}"


class CommanderRules(VariantRules):
    """Commander's hooks in the shared rules (``grimorio.rules.state.variant``)."""

    kind: ClassVar[Variant] = Variant.COMMANDER
    starting_life: ClassVar[int] = COMMANDER_LIFE

    def castable_elsewhere(self, game: Kernel, player: int) -> tuple[int, ...]:
        """CR 903.8: a player may cast a commander they own from the command zone."""
        state = cst(game)
        return tuple(
            oid
            for oid in state.zones[COMMAND_KEY]
            if state.objects[oid].owner == player and is_commander(state, state.objects[oid])
        )

    def extra_cost(self, game: Kernel, player: int, obj: MagicObject) -> int:
        """CR 903.8: the commander tax — {2} for each time the player cast it from the
        command zone before."""
        state = cst(game)
        if obj.zone != COMMAND_KEY or not is_commander(state, obj):
            return 0
        return TAX * state.commander_casts.get(_key(player, obj.card), 0)

    def state_based(self, game: Kernel) -> list[Event]:
        """CR 704.6c, 903.10a: a player dealt 21 or more combat damage by one commander over
        the game loses it."""
        state = cst(game)
        beaten = {
            int(key.split(":", 1)[0])
            for key, total in state.commander_damage.items()
            if total >= LETHAL_COMMANDER_DAMAGE
        }
        return [
            PlayerLoses(p, LossReason.COMMANDER_DAMAGE, "704.6c")
            for p in sorted(beaten)
            if not state.player(p).lost
        ]

    def choice(self, game: Kernel) -> Step | None:
        """CR 704.6d, 903.9a: a commander put into a graveyard or exile since the last check
        — its owner may put it into the command zone (asked once for each object: one that
        stays is not put there again, 400.7)."""
        state = cst(game)
        zones = [zkey(Zone.GRAVEYARD, p) for p in state.apnap()] + [zkey(Zone.EXILE)]
        for zone in zones:
            for oid in state.zones.get(zone, ()):
                obj = state.objects[oid]
                if oid not in state.declined and is_commander(state, obj):
                    return ToCommandZone(obj.owner, oid)
        return None

    def replacements(self, game: Kernel, event: Event) -> list[tuple[str, object, int, str]]:
        """CR 903.9b: a commander that would be put into its owner's hand or library from
        anywhere may be put into the command zone instead; its owner chooses."""
        if not isinstance(event, ZoneChange) or event.to not in (Zone.HAND, Zone.LIBRARY):
            return []
        state = cst(game)
        obj = state.objects.get(event.obj)
        if obj is None or not is_commander(state, obj):
            return []
        change = MayMoveInstead(Zone.COMMAND, "command", "903.9b")
        return [("903.9b", change, obj.owner, "903.9b")]

    def after_events(self, game: Kernel, events: list[Event]) -> None:
        """Record the casts from the command zone (CR 903.8) and commanders' combat damage
        to players (903.10a)."""
        state = cst(game)
        found: list[Event] = []
        for ev in events:
            if isinstance(ev, PutOnStack) and ev.how[0] < 0 and ev.cast_from == Zone.COMMAND:
                spell = state.objects.get(ev.new_id)
                if spell is not None and is_commander(state, spell):
                    found.append(CommanderCast(ev.player, spell.card))
            elif isinstance(ev, Damage) and ev.combat and ev.target < 0:
                source = state.objects.get(ev.source)
                if source is not None and is_commander(state, source):
                    victim = -1 - ev.target
                    found.append(CommanderDamage(victim, source.owner, source.card, ev.amount))
        if found:
            game.emit_all(found)

    def player_view(self, state: MtgState, seat: int, lang: str) -> dict[str, object]:
        """What all see of a player in Commander: the commanders of their deck with the tax
        each would cost them now (903.8), and the combat damage each commander has dealt
        them (903.10a), by the commander's owner — the names in ``lang``."""
        assert isinstance(state, CommanderState)
        prefix = f"{seat}:"
        damage = []
        for key, total in state.commander_damage.items():
            if key.startswith(prefix):
                owner, card = key.removeprefix(prefix).split(":", 1)
                name = str(card_name(card, lang))
                damage.append({"owner": int(owner), "name": name, "damage": total})
        return {
            "commanders": [
                {
                    "name": str(card_name(card, lang)),
                    "tax": TAX * state.commander_casts.get(_key(seat, card), 0),
                }
                for card in state.commanders[seat]
            ],
            "commander_damage": damage,
        }


COMMANDER = CommanderRules()


@mypyc_attr(allow_interpreted_subclasses=True)  # new() without __init__ (core/slots.py)
class CommanderState(MtgState):
    """The state of a Commander game: each seat's commander cards (CR 903.3), how many
    times each player cast each from the command zone (903.8, keyed "player:card"), the
    combat damage each commander dealt each player ("victim:owner:card", 903.10a), and the
    commanders in a graveyard or exile whose owner chose to leave them there (903.9a)."""

    __slots__ = ("commander_casts", "commander_damage", "commanders", "declined")
    variant: ClassVar[VariantRules] = COMMANDER

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        super().__init__(names, seed)
        self.commanders: tuple[tuple[str, ...], ...] = tuple(() for _ in names)
        self.commander_casts: dict[str, int] = {}
        self.commander_damage: dict[str, int] = {}
        self.declined: tuple[int, ...] = ()

    def clone_extra(self, new: State[MagicObject, ZoneKey]) -> None:
        super().clone_extra(new)
        assert isinstance(new, CommanderState)
        new.commander_casts = dict(self.commander_casts)
        new.commander_damage = dict(self.commander_damage)


serializable(CommanderState)


def cst(game: Kernel) -> CommanderState:
    """The state of a Commander game."""
    state = game.state
    assert isinstance(state, CommanderState)
    return state


def is_commander(state: CommanderState, obj: MagicObject) -> bool:
    """CR 903.3: is this object its owner's commander — the card, wherever it is, face
    down or copying another; not a token or a copy of it?"""
    return not obj.token and not obj.is_copy and obj.card in state.commanders[obj.owner]


def check_commanders(decks: Sequence[HasCommander]) -> None:
    """CR 903.3: each deck names one card as its commander, a legendary creature card — or
    :class:`IllegalAction`, before anything is made. (The deck-construction rules, 903.5,
    are the format's: ``grimorio.deck``.)"""
    for seat, deck in enumerate(decks):
        if len(deck.commander) != 1:
            raise IllegalAction(
                f"el mazo {seat + 1} nombra {len(deck.commander)} comandantes, no uno (CR 903.3)",
                f"deck {seat + 1} names {len(deck.commander)} commanders, not one (CR 903.3)",
            )
        card = get(deck.commander[0])
        if "legendary" not in card.supertypes or "creature" not in card.types:
            raise IllegalAction(
                f"el comandante del mazo {seat + 1}, {card.name('es')}, no es una carta de "
                "criatura legendaria (CR 903.3)",
                f"the commander of deck {seat + 1}, {card.name('en')}, is not a legendary "
                "creature card (CR 903.3)",
            )


def put_commanders(state: CommanderState, commanders: tuple[tuple[str, ...], ...]) -> None:
    """CR 903.6–903.7: each player's commander begins the game face up in the command zone,
    and each player's life total is 40."""
    state.commanders = commanders
    for seat, cards in enumerate(commanders):
        state.player(seat).life = COMMANDER_LIFE
        for card in cards:
            create(state, card, seat, Zone.COMMAND)


class CommanderCast(Event):
    """CR 903.8: ``player`` cast their commander ``card`` from the command zone; the next
    cast from there costs {2} more."""

    __slots__ = ("card", "player")
    writes = frozenset({Aspect.RECORDS})

    def __init__(self, player: int, card: str) -> None:
        self.player = player
        self.card = card
        self.rule = "903.8"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = cst(game)
        key = _key(self.player, self.card)
        state.commander_casts[key] = state.commander_casts.get(key, 0) + 1
        return None


serializable(CommanderCast)


class CommanderDamage(Event):
    """CR 903.10a: the commander ``card`` of ``owner`` dealt ``amount`` combat damage to
    ``victim``; the total over the game is kept."""

    __slots__ = ("amount", "card", "owner", "victim")
    writes = frozenset({Aspect.PLAYERS})

    def __init__(self, victim: int, owner: int, card: str, amount: int) -> None:
        self.victim = victim
        self.owner = owner
        self.card = card
        self.amount = amount
        self.rule = "903.10a"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = cst(game)
        key = f"{self.victim}:{_key(self.owner, self.card)}"
        total = state.commander_damage[key] = state.commander_damage.get(key, 0) + self.amount
        args = (("p", self.victim), card_ref(self.card), total)
        return LogEntry(self.rule, "commander.damage", args)


serializable(CommanderDamage)


class CommanderStays(Event):
    """CR 903.9a: the owner of the commander ``obj`` in a graveyard or exile chose to leave
    it there."""

    __slots__ = ("obj",)
    writes = frozenset({Aspect.MEMORY})

    def __init__(self, obj: int) -> None:
        self.obj = obj
        self.rule = "903.9a"

    def apply(self, game: Kernel) -> LogEntry | None:
        state = cst(game)
        state.declined = (*state.declined, self.obj)
        return None


serializable(CommanderStays)


class ToCommandZone(Step):
    """CR 903.9a (a state-based action, 704.6d): the owner of the commander ``obj``, just
    put into a graveyard or exile, chooses whether to put it into the command zone."""

    __slots__ = ("obj", "owner")

    def __init__(self, owner: int, obj: int) -> None:
        self.owner = owner
        self.obj = obj

    def run(self, game: Kernel) -> Decision | None:
        state = st(game)
        obj = state.objects.get(self.obj)
        if obj is None or kind_of(obj.zone) not in (Zone.GRAVEYARD, Zone.EXILE):
            return None
        opts = (Option("yes", "opt.yes"), Option("no", "opt.no"))
        return Decision(
            self.owner, DecisionKind.MAY, opts, "ask.command_zone", (cref(state, self.obj),)
        )

    def answer(self, game: Kernel, option: Option) -> None:
        if option.id == "yes":
            game.emit(ZoneChange(self.obj, Zone.COMMAND, "903.9a", "command"))
        else:
            game.emit(CommanderStays(self.obj))


serializable(ToCommandZone)


register_messages(
    {
        "zone.command": ("{0:El} va a la zona de mando.", "{0} is put into the command zone."),
        "ask.command_zone": (
            "¿Poner {0:el} en la zona de mando?",
            "Put {0} into the command zone?",
        ),
        "ask.move_instead.command": (
            "¿Poner {0:el} en la zona de mando en vez de eso?",
            "Put {0} into the command zone instead?",
        ),
        "commander.damage": (
            "{1:El} ha hecho a {0} {2} de daño de combate en total.",
            "{1} has dealt {0} {2} combat damage in all.",
        ),
        "lose.commander_damage": (
            "{0} pierde el juego: 21 o más daño de combate de un mismo comandante.",
            "{0} loses the game: 21 or more combat damage from one commander.",
        ),
    }
)
