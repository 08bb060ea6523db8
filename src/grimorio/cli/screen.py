"""The terminal game's screen: pure functions from a view dict (``Game.view``) to ``rich``
renderables. Nothing here reads the game itself, so a player sees only what ``view`` shows.

Every visible card is shown with its object id in brackets (``[12] Asesinato``); that is the
number ``v 12`` takes.

In a game of more than two (CR 800.1) each player's line says who they are to the viewer and
whether they are the active player, hold priority or have left the game (800.4a):
``Este (rival, juega, prioridad)`` (:func:`player_tags`). An opponent's hand is only ever
a count, there as in a duel.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from grimorio.cli.recent import Line
from grimorio.cli.texts import tr
from grimorio.rules.events import messages  # noqa: F401  (registers step and keyword names)
from grimorio.rules.state.state import MANA_ORDER
from grimorio.text.counters import counter_name
from grimorio.text.render import render_message
from grimorio.text.rules import rule_title

View = dict[str, Any]
Obj = dict[str, Any]

_OPTION_ID = re.compile(r"^[a-z_]+:(\d+)")


@dataclass(frozen=True)
class Extras:
    """What the terminal adds to a view: the log lines since the person's last decision
    (``recent``; ``older`` more of them left out for room, ``fresh`` False when nothing new
    happened and ``recent`` are the last actions before), the options' numbers (kept while a
    declaration is built: ``numbers`` parallel to the options, ``chosen`` the labels chosen
    so far), what is being declared about a permanent (``marks``), and whether the cast or
    activation being announced may still be cancelled (``cancel``)."""

    recent: Sequence[Line] = ()
    older: int = 0
    fresh: bool = True
    numbers: Sequence[int] | None = None
    chosen: Sequence[str] = ()
    marks: Mapping[int, str] = field(default_factory=dict)
    cancel: bool = False


def names(view: View) -> tuple[str, ...]:
    return tuple(p["name"] for p in view["players"])


def visible_cards(view: View) -> dict[int, Obj]:
    """Every card the viewer can read, by object id (face-down cards of others are left out)."""
    found: list[Obj] = [*view["hand"], *view["battlefield"], *view["stack"], *view["exile"]]
    found.extend(view.get("command", ()))  # a commander, a face-up scheme (CR 408.3)
    for p in view["players"]:
        found.extend(p["graveyard"])
    return {o["id"]: o for o in found if not o.get("face_down") or "name" in o}


def card_label(obj: Obj, lang: str) -> str:
    """``[12] Asesinato``, or ``[12] carta boca abajo``."""
    if obj.get("face_down") and "name" not in obj:
        return f"[{obj['id']}] {tr('ui.face_down', lang)}"
    return f"[{obj['id']}] {obj['name']}"


def power_toughness(obj: Obj) -> str:
    if "power" not in obj:
        return ""
    return f"{obj['power']}/{obj['toughness']}"


def _step_name(step: str, lang: str) -> str:
    return render_message(f"step.{step}", (), lang, ()).rstrip(".")


def _player_ref(view: View, index: int) -> str:
    return names(view)[index] if 0 <= index < len(view["players"]) else f"P{index + 1}"


def header(view: View, lang: str) -> Text:
    """``Turno 3 · Primera fase principal · juega Norte · prioridad: Sur``"""
    parts = [tr("ui.turn", lang, view["turn"])]
    if view.get("step"):
        parts.append(_step_name(view["step"], lang))
    parts.append(tr("ui.active", lang, _player_ref(view, view["active"])))
    if view.get("priority") is not None and view.get("result") is None:
        parts.append(tr("ui.priority", lang, _player_ref(view, view["priority"])))
    return Text(" · ".join(parts), style="bold")


def mana_pool(pool: list[int]) -> str:
    """``{B}{B}{R}`` for the mana in a pool (W U B R G C), or ``""`` when it is empty."""
    return "".join(f"{{{c}}}" * n for c, n in zip(MANA_ORDER, pool, strict=False))


def _who(view: View, index: int, lang: str) -> str:
    name = _player_ref(view, index)
    return tr("ui.you" if index == view["viewer"] else "ui.rival", lang, name)


def multiplayer(view: View) -> bool:
    """CR 800.1: a game that began with more than two players."""
    return len(view["players"]) > 2


def player_tags(view: View, index: int, lang: str) -> str:
    """``Este (rival, juega, prioridad)``: the player's name, who they are to the viewer,
    and whether they are the active player (CR 102.1), hold priority (117.1), have won the
    game (104.2a) or have left it (800.4a: a player who lost or conceded)."""
    p = view["players"][index]
    tags = [tr("ui.tag.you" if index == view["viewer"] else "ui.tag.rival", lang)]
    result = view.get("result")
    if p.get("lost"):
        tags.append(tr("ui.tag.out", lang))
    elif result is not None:
        if result.get("winner") == index:
            tags.append(tr("ui.tag.winner", lang))
    else:
        if index == view["active"]:
            tags.append(tr("ui.tag.active", lang))
        if index == view.get("priority"):
            tags.append(tr("ui.tag.priority", lang))
    return f"{_player_ref(view, index)} ({', '.join(tags)})"


def seat_order(view: View) -> list[int]:
    """The opponents in turn order from the one after the viewer (as around a table), then
    the viewer."""
    n = len(view["players"])
    viewer = view["viewer"] if view.get("viewer") is not None else n - 1
    return [(viewer + k) % n for k in range(1, n + 1)]


def attacked_text(view: View, ref: int, lang: str) -> str:
    """What an attack target names (CR 506.3, 802.3): a player's name (``-1 - seat``), or a
    planeswalker the viewer sees (``[12] Nombre``); ``""`` for anything else."""
    if ref < 0:
        return _player_ref(view, -1 - ref) if -1 - ref < len(view["players"]) else ""
    obj = next((o for o in view["battlefield"] if o["id"] == ref), None)
    return card_label(obj, lang) if obj is not None else ""


def dialect(view: View) -> str:
    """The words the screen uses: Inferno's in an Inferno game, else Magic's ("")."""
    return "inferno" if view.get("game") == "inferno" else ""


def players_table(view: View, lang: str) -> Table:
    """Life, poison, hand size, library and graveyard counts and mana pool of each player
    (in Inferno: hand, deck, *Infierno* and energy, I-106, I-112.3a). An opponent's hand
    appears only as a count."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=False)
    words = dialect(view)
    keys: tuple[str, ...] = ("player", "hand", "library", "graveyard", "pool")
    if not words:
        keys = ("player", "life", "poison", *keys[1:])
    for key in keys:
        title = tr(f"ui.col.{key}", lang, dialect=words)
        table.add_column(title, justify="left" if key == "player" else "right")
    for p in view["players"]:
        who = _who(view, p["index"], lang)
        if multiplayer(view):
            who = player_tags(view, p["index"], lang)
        elif p.get("lost"):
            who += f" — {tr('ui.lost', lang)}"
        library = str(p["library"])
        if "library_top" in p:  # only in the player's own view (CR 401.2: Hacia el foso)
            library += f" ({tr('ui.library_top', lang, card_label(p['library_top'], lang))})"
        counts = (str(p["hand_size"]), library, str(len(p["graveyard"])))
        if words:
            cells: tuple[str, ...] = (who, *counts, str(p["energy"]))
        else:
            pool = mana_pool(p["mana_pool"]) or tr("ui.empty", lang)
            cells = (who, str(p["life"]), str(p["poison"]), *counts, pool)
        table.add_row(*(Text(c) for c in cells))
    return table


def permanent_line(obj: Obj, view: View, lang: str) -> Text:
    """One permanent with everything visible about it: P/T, tapped, damage, counters,
    keywords, summoning sickness, attachments, token, combat role."""
    text = Text(card_label(obj, lang), style="bold" if not obj.get("tapped") else "dim")
    pt = power_toughness(obj)
    if pt:
        text.append(f" {pt}")
    notes: list[str] = []
    if obj.get("face_down") and "name" in obj:  # yours: you may look at it (CR 708.5)
        notes.append(tr("ui.face_down_yours", lang))
    doors = obj.get("doors") or ()
    if doors:  # CR 709.5c: which doors are unlocked
        notes.append(
            tr("ui.doors", lang)
            + ", ".join(
                f"{d['name']} ({tr('ui.unlocked' if d['unlocked'] else 'ui.locked', lang)})"
                for d in doors
            )
        )
    if obj.get("token"):
        notes.append(tr("ui.token", lang))
    if obj.get("tapped"):
        notes.append(tr("ui.tapped", lang))
    if obj.get("damage"):
        notes.append(tr("ui.damage", lang, obj["damage"]))
    notes.extend(counter_notes(obj, lang))
    notes.extend(render_message(f"kw.{k}", (), lang, ()) for k in obj.get("keywords") or ())
    if obj.get("summoning_sick") and {"creature", "aliado"} & set(obj.get("types", ())):
        notes.append(tr("ui.sick", lang))
    by_id = {o["id"]: o for o in view["battlefield"]}
    host = obj.get("attached_to")
    if host is not None:
        notes.append(tr("ui.attached", lang, host, _name(by_id.get(host), lang)))
    for other in view["battlefield"]:
        if other.get("attached_to") == obj["id"]:
            notes.append(tr("ui.with", lang, other["id"], _name(other, lang)))
    combat = view.get("combat") or {}
    attack = (combat.get("attackers") or {}).get(str(obj["id"]))
    if attack is not None:
        if "player" in attack:
            target = _player_ref(view, attack["player"])
        else:  # a planeswalker; in Inferno, the defending ally or demon (I-506.3)
            ref = attack.get("planeswalker", attack.get("defender"))
            target = card_label(by_id.get(ref, {"id": "?", "name": "?"}), lang)
        notes.append(tr("ui.attacks", lang, target))
    blocked = (combat.get("blockers") or {}).get(str(obj["id"]))
    if blocked is not None:
        notes.append(tr("ui.blocks", lang, blocked))
    declared = obj.get("declared")
    if notes:
        text.append(" · " + " · ".join(notes), style="none")
    if declared:  # chosen so far in the declaration being built (CR 508.1, 509.1)
        text.append(f" ← {declared}", style="bold yellow")
    return text


def counter_notes(obj: Obj, lang: str) -> list[str]:
    """``1 contador de volar``, ``2 contadores +1/+1`` (CR 122: counters by their kind)."""
    out = []
    for kind, n in sorted((obj.get("counters") or {}).items()):
        if n:
            out.append(tr("ui.counters", lang, n, counter_name(kind, lang)))
    return out


def _name(obj: Obj | None, lang: str) -> str:
    if obj is None:
        return "?"
    return str(obj.get("name") or tr("ui.face_down", lang))


def battlefield(view: View, lang: str) -> list[Panel]:
    """One panel per player (the opponent first, as across a table; with more opponents,
    in turn order from the viewer's left, none for a player who has left the game, CR
    800.4a); lands share one line, and Inferno's resources, which nobody may look at
    (I-305.2), are counted."""
    several = multiplayer(view)
    if several:
        order = [i for i in seat_order(view) if not view["players"][i].get("lost")]
    else:
        order = [p["index"] for p in view["players"] if p["index"] != view["viewer"]]
        order.append(view["viewer"])
    panels = []
    for index in order:
        mine = [o for o in view["battlefield"] if o["controller"] == index]
        lands = [o for o in mine if o.get("types") == ["land"]]
        resources = [o for o in mine if o.get("types") == ["recurso"]]
        others = [o for o in mine if o not in lands and o not in resources]
        lines: list[Text] = [permanent_line(o, view, lang) for o in others]
        if resources:
            tapped = sum(1 for o in resources if o.get("tapped"))
            lines.append(Text(tr("ui.resources", lang, len(resources), tapped), style="dim"))
        if lands:
            row = Text()
            for i, land in enumerate(lands):
                if i:
                    row.append(", ")
                row.append_text(permanent_line(land, view, lang))
            lines.append(row)
        body: RenderableType = Group(*lines) if lines else Text(tr("ui.nothing", lang))
        who = player_tags(view, index, lang) if several else _who(view, index, lang)
        title = tr("ui.battlefield", lang, who, dialect=dialect(view))
        panels.append(Panel(body, title=Text(title), title_align="left", box=box.ROUNDED))
    return panels


def _target_text(view: View, ref: int) -> str:
    """A target: a player's name, or ``[12] Payaso brutal`` for an object the viewer sees
    (``[12]`` alone for one they don't, a card in a hidden zone)."""
    if ref < 0:
        return _player_ref(view, -1 - ref)
    obj = visible_cards(view).get(ref)
    return f"[{ref}] {obj['name']}" if obj and obj.get("name") else f"[{ref}]"


def stack_lines(view: View, lang: str) -> list[Text]:
    """The stack, top first, with each object's controller and targets."""
    lines = []
    for obj in reversed(view["stack"]):
        text = Text(card_label(obj, lang), style="bold")
        if obj.get("ability"):
            text.append(f" · {tr('ui.' + obj['ability'], lang)}")
        text.append(f" · {tr('ui.controller', lang, _player_ref(view, obj['controller']))}")
        refs = [r for group in obj.get("targets") or () for r in group if r != 0]
        if refs:
            text.append(
                " · " + tr("ui.targets", lang, ", ".join(_target_text(view, r) for r in refs))
            )
        if obj.get("x"):
            text.append(f" · X={obj['x']}")
        lines.append(text)
    return lines


def card_list(objs: list[Obj], lang: str, limit: int = 0) -> Text:
    """``[3] Pantano, [8] Asesinato {1}{B}{B}``; with ``limit``, only the last ``limit`` cards
    after a count of the others (``+4 …``)."""
    if not objs:
        return Text(tr("ui.nothing", lang))
    parts = []
    if limit and len(objs) > limit:
        parts.append(tr("ui.more", lang, len(objs) - limit))
        objs = objs[-limit:]
    for o in objs:
        label = card_label(o, lang)
        if o.get("mana_cost"):
            label += f" {o['mana_cost']}"
        pt = power_toughness(o)
        if pt:
            label += f" {pt}"
        parts.append(label)
    return Text(", ".join(parts))


def graveyards(view: View, lang: str) -> Table:
    table = Table(box=None, show_header=False, pad_edge=False)
    table.add_column(no_wrap=True)
    table.add_column()
    for p in view["players"]:
        table.add_row(Text(_who(view, p["index"], lang)), card_list(p["graveyard"], lang, 6))
    return table


def variant_parts(view: View, index: int, lang: str) -> list[str]:
    """What a variant adds to player ``index``'s line (CR 408.3): each commander with the
    tax its next cast from the command zone would cost (903.8), the commander damage they
    were dealt by each commander (903.10a), their scheme deck's size and face-up schemes
    (904.4, 314.2) — a face-down scheme is never named (the view holds only face-up cards)."""
    p = view["players"][index]
    parts = []
    for commander in p.get("commanders", ()):
        said = tr("ui.commander", lang, commander["name"])
        if commander["tax"]:
            said += f" ({tr('ui.commander_tax', lang, commander['tax'])})"
        parts.append(said)
    taken = [f"{d['name']} {d['damage']}" for d in p.get("commander_damage", ())]
    if taken:
        parts.append(tr("ui.commander_damage", lang, ", ".join(taken)))
    if "scheme_deck" in p:
        parts.append(tr("ui.scheme_deck", lang, p["scheme_deck"]))
    up = [o for o in view.get("command", ()) if o["owner"] == index]
    if up:
        parts.append(tr("ui.in_command", lang, ", ".join(card_label(o, lang) for o in up)))
    return parts


def command_zone(view: View, lang: str) -> Panel | None:
    """The variants' command zone, a line a player (:func:`variant_parts`); None in a
    plain game."""
    if view.get("variant", "plain") == "plain":
        return None
    lines = [
        Text(f"{_who(view, p['index'], lang)}: " + "; ".join(parts))
        for p in view["players"]
        if (parts := variant_parts(view, p["index"], lang))
    ]
    if not lines:
        return None
    title = f"{tr('ui.command', lang)} — {tr('ui.variant.' + view['variant'], lang)}"
    return Panel(Group(*lines), title=Text(title), title_align="left", box=box.SIMPLE)


def log_lines(lines: list[str]) -> Text:
    """The last log lines, oldest first, each numbered from the end (1 = the newest)."""
    text = Text()
    for i, line in enumerate(lines):
        n = len(lines) - i
        text.append(f"{n:>2}  ", style="dim")
        text.append(line + ("\n" if i < len(lines) - 1 else ""))
    return text


def option_text(option: dict[str, Any], visible: dict[int, Obj]) -> str:
    """An option's label, with the id of the card it names when that card is visible."""
    label = str(option["label"])
    match = _OPTION_ID.match(str(option["id"]))
    if match and int(match.group(1)) in visible and f"[{match.group(1)}]" not in label:
        label += f" [{match.group(1)}]"
    return label


def decision_lines(view: View, lang: str, extras: Extras | None = None) -> list[Text]:
    """The decision's question and its options numbered from 1 (or by ``extras.numbers``,
    which keep their numbers while a declaration is built)."""
    decision = view.get("decision")
    if decision is None:
        return []
    if "options" not in decision:
        return [Text(tr("ui.waiting", lang, _player_ref(view, decision["player"])))]
    notes = [Text(str(n), style="italic") for n in decision.get("notes") or ()]
    prompt = Text(str(decision.get("prompt", "")), style="bold")
    return [prompt, *notes, *option_lines(view, lang, extras)]


def option_lines(view: View, lang: str, extras: Extras | None = None) -> list[Text]:
    """The numbered options, the choices made so far in this declaration and, while a cast
    may be cancelled, how to cancel it."""
    decision = view.get("decision") or {}
    visible = visible_cards(view)
    options = decision.get("options") or []
    numbers = list(extras.numbers) if extras and extras.numbers else []
    if len(numbers) != len(options):
        numbers = list(range(1, len(options) + 1))
    lines = [
        Text(f"{i:>3}. {option_text(option, visible)}")
        for i, option in sorted(zip(numbers, options, strict=True), key=lambda p: p[0])
    ]
    if extras is not None:
        lines.extend(Text(f"  ✓  {tr('ui.chosen', lang, c)}", style="dim") for c in extras.chosen)
        if extras.cancel:
            lines.append(Text(f"  c. {tr('ui.cancel_option', lang)}", style="italic"))
    return lines


def recent_panel(lang: str, extras: Extras) -> Panel | None:
    """What happened since the person's last decision, highlighted and numbered as ``por
    qué N`` takes them (1 = the newest line of the log)."""
    if not extras.recent:
        return None
    text = Text()
    if extras.older:
        text.append(tr("ui.recent.older", lang, extras.older) + "\n", style="dim")
    for i, line in enumerate(extras.recent):
        text.append(f"{line.number:>3}  ", style="dim")
        style = "dim" if line.mark or not extras.fresh else "bold yellow"
        text.append(line.text, style=style)
        if i < len(extras.recent) - 1:
            text.append("\n")
    title = tr("ui.recent" if extras.fresh else "ui.recent.none", lang)
    return Panel(text, title=Text(title), title_align="left", box=box.ROUNDED)


def result_text(view: View, lang: str) -> Text | None:
    result = view.get("result")
    if result is None:
        return None
    rule = result["rule"]
    title = rule_title(rule, lang)
    why = f"{rule}: {title}" if title else rule
    if result["winner"] is None:
        return Text(tr("ui.result.draw", lang, why), style="bold")
    return Text(tr("ui.result.win", lang, _player_ref(view, result["winner"]), why), style="bold")


def screen(view: View, lang: str, log_count: int = 8, extras: Extras | None = None) -> Group:
    """The whole screen for the viewer of ``view``: with ``extras``, what happened since the
    person's last decision instead of the last ``log_count`` log lines."""
    parts: list[RenderableType] = [header(view, lang), players_table(view, lang)]
    command = command_zone(view, lang)
    if command is not None:
        parts.append(command)
    parts.extend(battlefield(view, lang))
    if view["stack"]:
        chain = tr("ui.stack", lang, dialect=dialect(view))
        parts.append(Panel(Group(*stack_lines(view, lang)), title=Text(chain)))
    parts.append(Text(f"{tr('ui.hand', lang)}: ", style="bold") + card_list(view["hand"], lang))
    graves = Text(tr("ui.graveyards", lang, dialect=dialect(view)))
    parts.append(Panel(graveyards(view, lang), title=graves, box=box.SIMPLE))
    if view["exile"]:
        parts.append(Text(f"{tr('ui.exile', lang)}: ") + card_list(view["exile"], lang))
    recent = recent_panel(lang, extras) if extras is not None else None
    log = view["log"][-max(1, log_count) :]
    if recent is not None:
        parts.append(recent)
    elif log and extras is None:
        parts.append(Panel(log_lines(log), title=Text(tr("ui.log", lang)), title_align="left"))
    result = result_text(view, lang)
    if result is not None:
        parts.append(result)
    else:
        parts.extend(decision_lines(view, lang, extras))
    return Group(*parts)


def card_panel(obj: Obj, lang: str, now: Sequence[str] = ()) -> Panel:
    """A card's full text: name, cost, type line, rules text, its doors with their costs
    (CR 709.5, locked ones too), P/T and keywords as they are now, and ``now``: what else
    differs from the printed card (its current characteristics, CR 613)."""
    if obj.get("face_down") and "name" not in obj:
        return Panel(Text(tr("ui.face_down", lang)), title=Text(f"[{obj['id']}]"))
    body = Text()
    body.append(str(obj.get("type_line", "")), style="italic")
    doors = obj.get("doors") or ()
    if obj.get("text") and not any(d.get("text") for d in doors):
        body.append("\n\n" + str(obj["text"]))  # a Room's doors are shown one by one
    for door in doors:
        state = tr("ui.unlocked" if door["unlocked"] else "ui.locked", lang)
        body.append("\n\n" + tr("ui.door_cost", lang, door["name"], door.get("cost", ""), state))
        if door.get("text"):
            body.append("\n" + str(door["text"]))
    pt = power_toughness(obj)
    if pt:
        body.append(f"\n\n{pt}", style="bold")
    keywords = [render_message(f"kw.{k}", (), lang, ()) for k in obj.get("keywords") or ()]
    if keywords:
        body.append(("\n" if pt else "\n\n") + ", ".join(keywords))
    for line in now:
        body.append("\n" + line, style="bold yellow")
    title = f"[{obj['id']}] {obj['name']}"
    if obj.get("mana_cost"):
        title += f"  {obj['mana_cost']}"
    return Panel(body, title=Text(title), title_align="left", expand=False)
