"""Why did this happen? The chain of causes behind a log entry (DESIGN principle 1).

Each log entry records the entry it came from (``LogEntry.cause``): an effect comes from
the resolution of a spell or ability, a resolution from the cast or activation that put it
on the stack, a cost from the cast it paid for, a turn-based action from its step. A
state-based action comes from the rules; its explanation continues with the last earlier
entry that changed the object it acted on (the damage that was lethal, for example). The
chain ends at a player's choice or at a rule of the game.
"""

from __future__ import annotations

from grimorio.core.decisions import IllegalAction, shown
from grimorio.core.log import LogEntry
from grimorio.game import Game, check_lang
from grimorio.rules.view import dialect_of
from grimorio.text.log import entry_line
from grimorio.text.refs import EVERYONE, Viewer, is_card_ref
from grimorio.text.render import register_messages, render_message
from grimorio.text.rules import rule_in

# Entries that record a decision a player made.
CHOICES = frozenset(
    {
        "cast",
        "activate",
        "zone.play_land",
        "attack",
        "block",
        "no_attackers",
        "keep",
        "mulligan",
        "zone.bottom_hidden.hidden",
        "rewind",
    }
)

register_messages(
    {
        "why.choice": ("↳ decisión de {0}", "↳ {0}'s choice"),
        "why.rule": ("↳ lo manda la regla {0}", "↳ required by rule {0}"),
        "why.because": ("↳ porque: {0}", "↳ because: {0}"),
    }
)


def _objects(entry: LogEntry) -> set[int]:
    return {int(a[2]) for a in entry.args if is_card_ref(a)}


def _actor(entry: LogEntry) -> int | None:
    for a in entry.args:
        if isinstance(a, tuple) and len(a) == 2 and a[0] == "p":
            return int(a[1])
    return None


def _previous_touch(log: list[LogEntry], index: int) -> int:
    """The last entry before ``index`` that did something to one of its objects: damage dealt
    to it first (704.5g–h), else any other entry naming it (counters, effects)."""
    wanted = _objects(log[index])
    for i in range(index - 1, -1, -1):
        e = log[i]
        if (
            e.key.startswith("damage")
            and len(e.args) > 1
            and _objects(LogEntry("", "", (e.args[1],))) & wanted
        ):
            return i
    for i in range(index - 1, -1, -1):
        if _objects(log[i]) & wanted and not log[i].rule.startswith("704.5"):
            return i
    return -1


def causes(game: Game, entry: int | LogEntry) -> list[int]:
    """Indices of the entry and of each of its causes, newest first."""
    if not isinstance(game, Game):
        kind = type(game).__name__[:40]
        raise IllegalAction(
            f"explain necesita una partida (Game), no un {kind}",
            f"explain needs a Game, not {kind}",
        )
    log = game.state.log
    if type(entry) is int:
        index = entry
    elif isinstance(entry, LogEntry):
        index = _index(log, entry)
    else:
        kind = type(entry).__name__[:40]
        raise IllegalAction(
            f"explain recibe una entrada del registro o su índice, no un {kind}",
            f"explain takes a log entry or its index, not {kind}",
        )
    if not 0 <= index < len(log):
        raise IllegalAction(
            f"el registro no tiene la entrada {shown(index)}",
            f"the log has no entry {shown(index)}",
        )
    chain: list[int] = []
    while index >= 0 and index not in chain:
        chain.append(index)
        e = log[index]
        if e.cause >= 0:
            index = e.cause
        elif e.rule.startswith(("704.5", "I-705.5")):  # a state-based action: what made it apply
            index = _previous_touch(log, index)
        else:
            index = -1
    return chain


def explain(
    game: Game, entry: int | LogEntry, lang: str = "es", viewer: Viewer = None
) -> list[str]:
    """The entry and its chain of causes as sentences, ending with a player's choice or a
    rule: ``["Rata inofensiva muere (704.5g: daño letal).", "↳ porque: …", …]``.

    The sentences are for ``viewer`` (a player's index; None: what every player may read):
    a face-down permanent is named only to its controller (CR 708.5), and to everyone once
    the game is over (708.9)."""
    chain = causes(game, entry)
    check_lang(lang)
    if viewer is not None and viewer != EVERYONE:
        game._check_player(viewer)
    log = game.state.log
    names = tuple(p.name for p in game.state.players)
    reader = viewer if game.state.result is None or viewer is None else EVERYONE
    words = dialect_of(game)  # an Inferno game's words and rule numbers
    lines = [entry_line(log[chain[0]], lang, names, reader, words)]
    for i in chain[1:]:
        line = entry_line(log[i], lang, names, reader, words)
        lines.append(render_message("why.because", (line,), lang, names))
    root = log[chain[-1]]
    actor = _actor(root)
    if root.key in CHOICES and actor is not None:
        lines.append(render_message("why.choice", (("p", actor),), lang, names))
    else:
        rule = rule_in(root.rule, words)
        lines.append(render_message("why.rule", (rule,), lang, names))
    return lines


def _index(log: list[LogEntry], entry: LogEntry) -> int:
    for i in range(len(log) - 1, -1, -1):
        if log[i] is entry:
            return i
    for i in range(len(log) - 1, -1, -1):
        if log[i] == entry:
            return i
    raise IllegalAction(
        "esa entrada no está en el registro de esta partida",
        "that entry is not in this game's log",
    )


__all__ = ["CHOICES", "causes", "explain"]
