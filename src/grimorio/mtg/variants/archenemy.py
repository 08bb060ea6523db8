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

The default Archenemy of one archenemy against a team taking shared turns (904.2, 805) is
not offered: ``Game.new`` says so."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol

from grimorio.cards.registry import get
from grimorio.core.decisions import IllegalAction
from grimorio.core.engine import Event
from grimorio.core.native import mypyc_attr
from grimorio.core.serial import serializable
from grimorio.dsl import effects_game as gx
from grimorio.dsl.games import Variant
from grimorio.dsl.zones import COMMAND_KEY, STACK_KEY, Zone
from grimorio.rules.events.schemes import SchemeSetInMotion, SchemeToBottom, scheme_deck
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import MtgState, st
from grimorio.rules.state.variant import VariantRules
from grimorio.rules.state.zones import create
from grimorio.rules.vocabulary.effect_registry import handles

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
            game.emit(SchemeSetInMotion(state.active, "904.9"))

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

    def player_view(self, state: MtgState, seat: int) -> dict[str, object]:
        """What all see of a player in Archenemy: whether they are an archenemy and how many
        cards their scheme deck holds (its cards and order hidden, 904.4)."""
        assert isinstance(state, ArchenemyState)
        return {
            "archenemy": seat in state.archenemies,
            "scheme_deck": len(scheme_deck(state, seat)),
        }


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

    __slots__ = ("archenemies", "schemes")
    variant: ClassVar[VariantRules] = ARCHENEMY

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        super().__init__(names, seed)
        self.archenemies: tuple[int, ...] = ()
        self.schemes: tuple[tuple[str, ...], ...] = tuple(() for _ in names)


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


@handles(gx.AbandonScheme)
def abandon(game: Kernel, ctx: Ctx, e: gx.AbandonScheme) -> None:
    """CR 701.33: abandon this scheme — if it is a face-up ongoing scheme (701.33a)."""
    obj = st(game).objects.get(ctx.source)
    if obj is not None and obj.zone == COMMAND_KEY and ONGOING in get(obj.card).supertypes:
        game.emit(SchemeToBottom(ctx.source, "701.33b"))
