"""The whole game as plain data (DESIGN principle 3).

:class:`State` holds objects by id, zones as ordered id lists, the players, the seeded RNG,
the queue of pending work (small :class:`Step` objects), the pending decision, the log and
the answers given so far. ``clone`` copies exactly what can change; card definitions and
frozen records are shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

from grimorio.core.decisions import Decision, Option
from grimorio.core.log import LogEntry
from grimorio.core.native import mypyc_attr
from grimorio.core.objects import GameObject, Player, slot_copier
from grimorio.core.rng import Rng
from grimorio.core.serial import (
    Kept,
    KeptList,
    dumps,
    encode,
    fixed,
    kept_list_text,
    kept_texts,
    serializable,
)

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel

Obj = TypeVar("Obj", bound=GameObject)
Key = TypeVar("Key", bound=str)  # how a game names its zones


class Step:
    """A small unit of pending work (DESIGN principle 3: no generators or closures).

    The engine pops the step and calls :meth:`run`. ``run`` may push further steps (to
    continue after them, a step pushes itself first) and returns ``None`` when done, or a
    :class:`Decision`; then the step waits on top of the queue, and once answered it is
    popped again and given the option by :meth:`answer`, which pushes the step back if it
    has more to do. Fields hold only immutable values, so a shallow copy clones.
    """

    __slots__ = ()

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        """Only makes the object (``__init__`` fills it in): what lets a compiled subclass
        be copied and decoded without ``__init__`` (core/slots.py ``blank``)."""
        return object.__new__(cls)

    # A plain class, not an ABC: ``isinstance`` on an ABC costs a call of its own, and every
    # concrete step overrides ``run`` (tests/core/test_plain_bases.py checks that).
    def run(self, game: Kernel) -> Decision | None:
        """Do the step's work; return a decision to wait for, or None when done."""
        raise NotImplementedError(f"{type(self).__name__} does not say how it runs")

    def answer(self, game: Kernel, option: Option) -> None:
        raise RuntimeError(f"{type(self).__name__} asked nothing but received {option.id!r}")

    def copy(self) -> Step:
        return slot_copier(type(self))(self)


@mypyc_attr(allow_interpreted_subclasses=True)  # new() without __init__ (core/slots.py)
class State(Generic[Obj, Key]):
    """Everything a game is. Game-specific fields are added by subclasses, which say what
    their objects are (``Obj``) and how their zones are keyed (``Key``, a kind of string)."""

    __slots__ = (
        "_kept_fields",
        "_kept_log",
        "_kept_objects",
        "answers",
        "cause",
        "interrupts",
        "log",
        "next_id",
        "next_timestamp",
        "objects",
        "pending",
        "players",
        "queue",
        "result",
        "rng",
        "version",
        "zones",
    )

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        self.players: list[Player] = [Player(i, n) for i, n in enumerate(names)]
        self.objects: dict[int, Obj] = {}
        self.zones: dict[Key, list[int]] = {}
        self.next_id = 1
        self.next_timestamp = 1
        self.rng = Rng(seed)
        self.queue: list[Step] = []
        self.interrupts: list[Step] = []  # choices events need before they happen
        self.pending: Decision | None = None
        self.log: list[LogEntry] = []
        self.answers: list[str] = []
        self.version = 0
        self.result: Any = None
        self.cause = -1  # log index of what the entries being logged now come from
        # The JSON text of the log and of each object as last saved (not data: see
        # ``json_text_methods``); a clone shares them, as they are replaced, never changed.
        self._kept_log: KeptList | None = None
        self._kept_objects: dict[int, Kept] | None = None
        self._kept_fields: dict[str, tuple[Any, str]] | None = None  # see _fixed_json

    # -- ids and zones -----------------------------------------------------------------
    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def new_timestamp(self) -> int:
        t = self.next_timestamp
        self.next_timestamp += 1
        return t

    # -- saving --------------------------------------------------------------------------
    # The log only grows and its entries are frozen: the text of the entries saved before
    # is reused while they are the very same entries. Most objects do not change between
    # two saves: an object's text is reused while its fields hold the very same values. A
    # field whose value cannot change in place (the pending decision) keeps its text while
    # it holds the very same value.
    json_text_methods: ClassVar[dict[str, str]] = {
        "log": "_log_json",
        "objects": "_objects_json",
        "pending": "_fixed_json",
    }

    def _log_json(self, field: str) -> str:
        kept = self._kept_log = kept_list_text(self.log, self._kept_log)
        return kept.text

    def _objects_json(self, field: str) -> str:
        if not self.objects or set(map(type, self.objects)) != {int}:
            return dumps(self.objects)
        kept = self._kept_objects = kept_texts(self.objects, self._kept_objects or {})
        return '{"$i":[' + ",".join([f"[{i},{k.text}]" for i, k in kept.items()]) + "]}"

    def _fixed_json(self, field: str) -> str:
        value = getattr(self, field)
        before = self._kept_fields or {}
        kept = before.get(field)
        if kept is not None and kept[0] is value:
            return kept[1]
        text = dumps(value)
        if fixed(value):  # replaced, never changed: a clone may share what was kept
            self._kept_fields = {**before, field: (value, text)}
        return text

    # -- copying and comparing -----------------------------------------------------------
    def clone(self) -> State[Obj, Key]:
        new = slot_copier(type(self))(self)
        new.players = [p.copy() if hasattr(p, "copy") else p for p in self.players]
        new.objects = {i: o.copy() for i, o in self.objects.items()}
        new.zones = {k: list(v) for k, v in self.zones.items()}
        new.rng = self.rng.copy()
        new.queue = [s.copy() for s in self.queue]
        new.interrupts = [s.copy() for s in self.interrupts]
        new.log = list(self.log)
        new.answers = list(self.answers)
        self.clone_extra(new)
        return new

    def clone_extra(self, new: State[Obj, Key]) -> None:
        """Subclasses copy their own mutable fields here."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return bool(encode(self) == encode(other))

    __hash__ = None  # type: ignore[assignment]


serializable(State)
