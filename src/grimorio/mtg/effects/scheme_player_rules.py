"""Rules for players the Archenemy schemes make as their abilities resolve, kept until the
controller's next turn (CR 611.2b) or for this turn, and the static ability "you have
hexproof" (702.11c):

* "your hand has no maximum size until your next turn" (402.2, *Poder sin igual*);
* "only the chosen player and you can cast spells and attack with creatures" (101.2,
  508.1c, *Elige a un campeón*);
* "each of them attacks its owner this turn if able" (508.1d, 802.3a, *Mi golpe maestro
  definitivo*);
* "you have hexproof" (702.11c, *Soy intocable*).

The records live in the state of a game with schemes (``ArchenemyState.player_rules``,
which :func:`ended` keeps true: "until your next turn" ends as that turn begins, before its
untap step, even if the step is skipped, or as it would have begun, 800.4m). The questions
below are what the shared rules ask of them: the maximum hand size in the cleanup step
(514.1), who may cast a spell (601.2) or declare attackers (508.1c), the requirements of a
declaration of attackers (508.1d) and who may be targeted (115.1)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol, cast

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.core.aspects import Aspect
from grimorio.core.engine import Event
from grimorio.core.log import LogEntry
from grimorio.core.objects import is_player_ref, player_of_ref
from grimorio.core.serial import register_all, serializable
from grimorio.dsl.effects_schemes import PlayerAction, PlayerHexproof
from grimorio.dsl.zones import BATTLEFIELD_KEY, COMMAND_KEY
from grimorio.rules.characteristics.reach import works_in_command_zone
from grimorio.rules.events.game import TurnBegins
from grimorio.rules.events.records import TurnPassesOver
from grimorio.rules.state.state import MtgState, st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


class RuleKind(StrEnum):
    """The kinds of rule for players a record holds."""

    NO_MAXIMUM_HAND_SIZE = "no_maximum_hand_size"  # CR 402.2
    ONLY_THESE_CAST = "only_these_cast"  # CR 101.2, 601.2: "only ... can cast spells"
    ONLY_THESE_ATTACK = "only_these_attack"  # CR 101.2, 508.1c: "only ... can attack"
    ATTACKS_OWNER = "attacks_owner"  # CR 508.1d: "attacks its owner this turn if able"


class Until(StrEnum):
    """How long a record lasts (CR 611.2a–b)."""

    YOUR_NEXT_TURN = "your_next_turn"
    END_OF_TURN = "end_of_turn"  # CR 514.2: "this turn"


@dataclass(frozen=True, slots=True)
class PlayerRule:
    """One rule for players: made by ``controller`` in ``turn``; ``players`` the players it
    names (the one whose hand has no maximum size; the players who still may act), and
    ``objects`` the permanents it names (those that attack their owners)."""

    kind: RuleKind | str  # a saved game gives back the plain strings
    controller: int
    turn: int
    until: Until | str
    players: tuple[int, ...] = ()
    objects: tuple[int, ...] = ()


class HasPlayerRules(Protocol):
    """A state that keeps rules for players (``ArchenemyState``)."""

    player_rules: tuple[PlayerRule, ...]


def keeping(state: MtgState) -> HasPlayerRules | None:
    """``state`` as one that keeps rules for players (an Archenemy game's), or None."""
    return cast("HasPlayerRules", state) if hasattr(state, "player_rules") else None


_ACTION_KIND = {
    PlayerAction.CAST_SPELLS: RuleKind.ONLY_THESE_CAST,
    PlayerAction.ATTACK: RuleKind.ONLY_THESE_ATTACK,
}


def kind_of(action: PlayerAction) -> RuleKind:
    """The rule that lets only some players do ``action``."""
    return _ACTION_KIND[action]


def rules_of(state: MtgState) -> tuple[PlayerRule, ...]:
    """The rules for players in force (none in a game that keeps none)."""
    kept = keeping(state)
    return () if kept is None else kept.player_rules


class PlayerRuleMade(Event):
    """CR 611.2: a resolving ability makes ``made``, a rule for players."""

    __slots__ = ("made",)
    writes = frozenset({Aspect.RULES})

    def __init__(self, made: PlayerRule, rule: str = "611.2b") -> None:
        self.made = made
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = keeping(st(game))
        if state is None:
            return None
        state.player_rules = (*state.player_rules, self.made)
        made = self.made
        players = ("l", *(("p", p) for p in made.players))
        return LogEntry(self.rule, f"player_rule.{made.kind}", (("p", made.controller), players))


serializable(PlayerRuleMade)


class PlayerRulesEnd(Event):
    """CR 611.2a–b: the rules for players at ``indices`` end."""

    __slots__ = ("indices",)
    writes = frozenset({Aspect.RULES})

    def __init__(self, indices: tuple[int, ...], rule: str = "611.2b") -> None:
        self.indices = indices
        self.rule = rule

    def apply(self, game: Kernel) -> LogEntry | None:
        state = keeping(st(game))
        if state is None:
            return None
        state.player_rules = tuple(
            r for n, r in enumerate(state.player_rules) if n not in self.indices
        )
        return None


serializable(PlayerRulesEnd)


def ended(state: MtgState, events: list[Event]) -> list[Event]:
    """CR 611.2b, 800.4m: the records whose duration is over after ``events`` — "until your
    next turn" as the controller's turn begins (or as it would have, for a player who left),
    "this turn" as any turn begins."""
    found = rules_of(state)
    if not found:
        return []
    over: list[int] = []
    for ev in events:
        if isinstance(ev, TurnBegins):
            over += [
                n
                for n, r in enumerate(found)
                if r.until == Until.END_OF_TURN or r.controller == state.active
            ]
        elif isinstance(ev, TurnPassesOver):
            over += [n for n, r in enumerate(found) if r.controller == ev.player]
    return [PlayerRulesEnd(tuple(sorted(set(over))))] if over else []


# -- the questions the shared rules ask ------------------------------------------------------
def no_maximum_hand_size(state: MtgState, player: int) -> bool:
    """CR 402.2, 514.1: has ``player`` no maximum hand size by such a rule now?"""
    return any(
        r.kind == RuleKind.NO_MAXIMUM_HAND_SIZE and player in r.players for r in rules_of(state)
    )


def forbidden(state: MtgState, player: int, action: PlayerAction) -> bool:
    """CR 101.2: may ``player`` not do ``action`` ("only the chosen player and you can ...":
    every rule of that kind in force must name them)?"""
    kind = kind_of(action)
    return any(r.kind == kind and player not in r.players for r in rules_of(state))


def owner_requirements(state: MtgState, obj: int, targets: list[int]) -> tuple[int, ...]:
    """CR 508.1d, 802.3a: for each of ``targets`` (a player's ref, or a planeswalker's id),
    how many "attacks its owner this turn if able" requirements ``obj`` obeys by attacking
    it — each obeyed only by attacking its owner (the release notes of *Mi golpe maestro
    definitivo*: not the player it was taken from, nor a planeswalker)."""
    found = state.objects.get(obj)
    n = sum(
        1
        for r in rules_of(state)
        if r.kind == RuleKind.ATTACKS_OWNER and r.turn == state.turn and obj in r.objects
    )
    if found is None or not n:
        return tuple(0 for _ in targets)
    owner = found.owner
    return tuple(n if is_player_ref(t) and player_of_ref(t) == owner else 0 for t in targets)


def player_hexproof(game: Kernel, player: int, by: int) -> bool:
    """CR 702.11c: can ``player`` not be the target of a spell or ability ``by`` controls —
    do they have hexproof (a static ability of a permanent of theirs, or of a face-up
    scheme of theirs in the command zone, 904.8) and is ``by`` an opponent?"""
    if by == player:
        return False
    state = st(game)
    for key in (BATTLEFIELD_KEY, COMMAND_KEY):
        for oid in state.zones[key]:
            obj = state.objects[oid]
            if obj.controller != player or (key == COMMAND_KEY and not works_in_command_zone(obj)):
                continue
            for ab in get(obj.card).abilities:
                if type(ab) is PlayerHexproof:
                    ability_use.record(obj.card, ab)
                    return True
    return False


register_all(globals())

register_messages(
    {
        "player_rule.no_maximum_hand_size": (
            "{0} no tiene tamaño máximo de mano hasta su próximo turno.",
            "{0} has no maximum hand size until their next turn.",
        ),
        "player_rule.only_these_cast": (
            "Hasta el próximo turno de {0}, solo pueden lanzar hechizos: {1}.",
            "Until {0}'s next turn, only these players can cast spells: {1}.",
        ),
        "player_rule.only_these_attack": (
            "Hasta el próximo turno de {0}, solo pueden atacar con criaturas: {1}.",
            "Until {0}'s next turn, only these players can attack with creatures: {1}.",
        ),
        "player_rule.attacks_owner": (
            "Este turno, cada permanente cuyo control ganó {0} ataca a su propietario si puede.",
            "This turn, each permanent {0} gained control of attacks its owner if able.",
        ),
    }
)
