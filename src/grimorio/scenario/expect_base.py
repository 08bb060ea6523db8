"""What the expectations of a scenario share: a difference in Spanish and English
(:class:`Diff`), the game with the scenario's aliases (:class:`Ctx`), and finding the
objects an expectation names — a card's name, or an alias."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from grimorio.cards.registry import FACES, fold, get
from grimorio.core.decisions import shown
from grimorio.dsl.zones import BATTLEFIELD_KEY, STACK_KEY, Zone, kind_of
from grimorio.game import Game
from grimorio.scenario.aliases import Aliases, alias_of
from grimorio.scenario.errors import ScenarioError
from grimorio.scenario.names import key_of

ZONES = (Zone.LIBRARY, Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE)
ZONES_ES = {
    Zone.LIBRARY: "biblioteca",
    Zone.HAND: "mano",
    Zone.BATTLEFIELD: "campo de batalla",
    Zone.GRAVEYARD: "cementerio",
    Zone.EXILE: "exilio",
}


class Diff(NamedTuple):
    """One difference between what a scenario expects and the game: Spanish, English."""

    es: str
    en: str


Found = Iterator[Diff]


class Ctx(NamedTuple):
    game: Game
    aliases: Aliases | None


def player_index(game: Game, who: Any) -> int:
    names = [p.name for p in game.state.players]
    if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(names):
        return who
    if isinstance(who, str) and who in names:
        return names.index(who)
    raise ScenarioError(
        f"jugador desconocido {shown(who)}; los jugadores son {names}",
        f"unknown player {shown(who)}; the players are {names}",
    )


def named(key: str, wanted: Any) -> bool:
    """Is ``key`` (a characteristic name) the name ``wanted`` gives — a card's, or one door's
    of a Room with only that door unlocked (CR 709.5)? An empty ``wanted`` is no name."""
    if not wanted:
        return key == ""
    if key == key_of(wanted):
        return True
    door = FACES.get(key)
    return door is not None and fold(str(wanted)) in (fold(door.name_en), fold(door.name_es or ""))


def name_of(key: str) -> str:
    return get(key).name("es")


class Missing(Exception):
    """Nothing the expectation names is where it looks: a difference, not an error."""

    def __init__(self, es: str, en: str) -> None:
        super().__init__(en)
        self.diff = Diff(es, en)


def permanents(ctx: Ctx, name: Any) -> list[int]:
    """The permanents that are that card, or the one an alias names."""
    game, state = ctx.game, ctx.game.state
    named = alias_of(game, ctx.aliases, name)
    if named is not None:
        if named in state.objects and state.objects[named].zone == BATTLEFIELD_KEY:
            return [named]
        raise Missing(f"{name} no está en el campo de batalla", f"{name} is not on the battlefield")
    key = key_of(name)
    found = [o for o in state.zones[BATTLEFIELD_KEY] if state.objects[o].card == key]
    if not found:
        raise Missing(f"{name} no está en el campo de batalla", f"{name} is not on the battlefield")
    return found


def objects(ctx: Ctx, name: Any) -> list[int]:
    """The permanents that are that card; if none, the spells on the stack that are, or
    else the cards in the other zones (their characteristics there, CR 709.4, 709.3b). An
    alias names its object wherever it is."""
    state = ctx.game.state
    named = alias_of(ctx.game, ctx.aliases, name)
    if named is not None:
        if named < 0:
            raise Missing(f"{name} ya no existe", f"{name} no longer exists")
        return [named]
    try:
        return permanents(ctx, name)
    except Missing:
        key = key_of(name)
        spells = [o for o in state.zones[STACK_KEY] if state.objects[o].card == key]
        found = spells or [
            o
            for z, ids in state.zones.items()
            if kind_of(z) not in (Zone.BATTLEFIELD, Zone.STACK)
            for o in ids
            if state.objects[o].card == key
        ]
        if not found:
            raise
        return found


def each(
    ctx: Ctx, value: Any, find: Callable[[Ctx, Any], list[int]]
) -> Iterator[tuple[Any, Any, list[int] | Diff]]:
    """(name, wanted, the objects) for each entry of a mapping; a missing one as its Diff."""
    for name, want in value.items():
        try:
            yield name, want, find(ctx, name)
        except Missing as exc:
            yield name, want, exc.diff
