"""The compact screen, for a terminal of about 100×30 (or 80 columns): the turn line, one
line per player (life, poison, hand, library, graveyard, mana), both battlefields without
boxes, the stack, the hand, what happened since the person's last decision, and the
question with its options in columns. Like :mod:`grimorio.cli.screen`, it reads only the
view.

In a game of more than two (CR 800.1) each player gets a block instead, in turn order from
the person's left and the person last: their line — who is active, who holds priority, who
has left the game (800.4a) — and under it their permanents, indented.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from grimorio.cli.screen import (
    Extras,
    View,
    _who,
    card_label,
    card_list,
    dialect,
    header,
    mana_pool,
    multiplayer,
    option_lines,
    permanent_line,
    player_tags,
    result_text,
    seat_order,
    stack_lines,
    variant_parts,
)
from grimorio.cli.texts import tr

# At most this many columns (or rows) before the full screen is used instead.
COMPACT_WIDTH = 140
COMPACT_HEIGHT = 40


def is_compact(width: int, height: int) -> bool:
    """A terminal narrower or shorter than the full screen needs."""
    return width < COMPACT_WIDTH or height < COMPACT_HEIGHT


def player_line(view: View, index: int, lang: str) -> Text:
    """``Sur (rival): 18 vidas · mano 5 · biblioteca 30 · cementerio 2 · maná {R}``"""
    p = view["players"][index]
    words = dialect(view)
    several = multiplayer(view)
    who = player_tags(view, index, lang) if several else _who(view, index, lang)
    text = Text(who + ": ", style="bold")
    parts = [] if words else [tr("ui.c.life", lang, p["life"])]  # Inferno has no life
    if p.get("poison"):
        parts.append(tr("ui.c.poison", lang, p["poison"]))
    parts.append(tr("ui.c.hand", lang, p["hand_size"]))
    parts.append(tr("ui.c.library", lang, p["library"], dialect=words))
    if "library_top" in p:  # only in the player's own view (CR 401.2: Hacia el foso)
        parts.append(tr("ui.library_top", lang, card_label(p["library_top"], lang)))
    parts.append(tr("ui.c.graveyard", lang, len(p["graveyard"]), dialect=words))
    pool = str(p["energy"] or "") if words else mana_pool(p["mana_pool"])
    if pool:
        parts.append(tr("ui.c.pool", lang, pool, dialect=words))
    parts.extend(variant_parts(view, index, lang))  # Commander's, Archenemy's (CR 408.3)
    if p.get("lost") and not several:  # in a game of more, the tags say it
        parts.append(tr("ui.lost", lang))
    text.append(" · ".join(parts))
    return text


def player_block(view: View, index: int, lang: str) -> list[Text]:
    """In a game of more than two: the player's line, then their permanents indented two
    spaces (the others separated by ``;``, then the lands, then Inferno's resources, counted,
    I-305.2); a player with none says so on their line, one who has left has none (CR
    800.4a)."""
    line = player_line(view, index, lang)
    mine = [o for o in view["battlefield"] if o["controller"] == index]
    if not mine:
        if not view["players"][index].get("lost"):
            line.append(" · " + tr("ui.c.no_permanents", lang))
        return [line]
    lands = [o for o in mine if o.get("types") == ["land"]]
    resources = [o for o in mine if o.get("types") == ["recurso"]]
    others = [o for o in mine if o not in lands and o not in resources]
    rows = [line]
    for group in (others, lands):
        if group:
            row = Text("  ")
            for i, obj in enumerate(group):
                if i:
                    row.append("; " if group is others else ", ")
                row.append_text(permanent_line(obj, view, lang))
            rows.append(row)
    if resources:
        tapped = sum(1 for o in resources if o.get("tapped"))
        counted = Text(tr("ui.resources", lang, len(resources), tapped), style="dim")
        rows.append(Text("  ") + counted)
    return rows


def battlefield_lines(view: View, index: int, lang: str) -> list[Text]:
    """One player's permanents: the others first, separated by ``;``, then the lands."""
    mine = [o for o in view["battlefield"] if o["controller"] == index]
    lands = [o for o in mine if o.get("types") == ["land"]]
    resources = [o for o in mine if o.get("types") == ["recurso"]]  # I-305.2: counted
    others = [o for o in mine if o not in lands and o not in resources]
    where = tr("ui.battlefield", lang, _who(view, index, lang), dialect=dialect(view))
    title = Text(where + ": ", style="underline")
    if not mine:
        return [title + Text(tr("ui.nothing", lang))]
    row = title
    for i, obj in enumerate(others):
        if i:
            row.append("; ")
        row.append_text(permanent_line(obj, view, lang))
    lines = [row] if others else []
    if lands:
        land_row = Text("  ") if others else title
        for i, land in enumerate(lands):
            if i:
                land_row.append(", ")
            land_row.append_text(permanent_line(land, view, lang))
        lines.append(land_row)
    if resources:
        tapped = sum(1 for o in resources if o.get("tapped"))
        counted = Text(tr("ui.resources", lang, len(resources), tapped), style="dim")
        lines.append((Text("  ") if others else title) + counted)
    return lines


def compact_screen(view: View, lang: str, extras: Extras, width: int = 0) -> Group:
    """The whole compact screen for the viewer of ``view``; with ``width``, the options in
    two columns of half of it."""
    parts: list[RenderableType] = [header(view, lang)]
    if multiplayer(view):
        for index in seat_order(view):
            parts.extend(player_block(view, index, lang))
    else:
        order = [p["index"] for p in view["players"] if p["index"] != view["viewer"]]
        order.append(view["viewer"])
        parts.extend(player_line(view, i, lang) for i in order)
        for index in order:
            parts.extend(battlefield_lines(view, index, lang))
    if view["stack"]:
        parts.append(Text(tr("ui.stack", lang, dialect=dialect(view)) + ":", style="bold"))
        parts.extend(stack_lines(view, lang))
    parts.append(Text(f"{tr('ui.hand', lang)}: ", style="bold") + card_list(view["hand"], lang))
    if extras.recent:
        title = tr("ui.recent" if extras.fresh else "ui.recent.none", lang)
        parts.append(Text(f"— {title} —", style="dim"))
        if extras.older:
            parts.append(Text(tr("ui.recent.older", lang, extras.older), style="dim"))
        for line in extras.recent:
            text = Text(f"{line.number:>3}  ", style="dim")
            style = "dim" if line.mark or not extras.fresh else "bold yellow"
            text.append(line.text, style=style)
            parts.append(text)
    result = result_text(view, lang)
    if result is not None:
        parts.append(result)
        return Group(*parts)
    decision = view.get("decision")
    if decision is None:
        return Group(*parts)
    if "options" not in decision:
        parts.append(Text(tr("ui.waiting", lang, view["players"][decision["player"]]["name"])))
        return Group(*parts)
    parts.append(Text(str(decision.get("prompt", "")), style="bold"))
    parts.extend(Text(str(n), style="italic") for n in decision.get("notes") or ())
    options = option_lines(view, lang, extras)
    parts.extend(two_columns(options, width) if width and len(options) > 4 else options)
    return Group(*parts)


def two_columns(items: list[Text], width: int) -> list[Text]:
    """The options in two columns, down the first then the second; a label too long for
    its column is cut with "…" (``v N`` and the full screen show it whole)."""
    column = (width - 2) // 2
    rows = (len(items) + 1) // 2
    lines = []
    for r in range(rows):
        left = items[r].copy()
        left.truncate(column, overflow="ellipsis", pad=True)
        line = left + Text("  ")
        if r + rows < len(items):
            right = items[r + rows].copy()
            right.truncate(column, overflow="ellipsis")
            line.append_text(right)
        lines.append(line)
    return lines
