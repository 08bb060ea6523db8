"""Questions that say what they are for (issue 18 §4): the terminal adds to the engine's
option labels and prompts what a person needs to answer them.

- An activated ability is named by its cost and text ("Equipar {1} — Brillolinterna")
  instead of its number (CR 602.1: "[cost]: [effect]").
- A Room's door shows what unlocking it costs (CR 709.5e).
- The legend rule's choice shows each permanent's power, toughness, damage and counters
  (CR 704.5j: the player chooses which one to keep).
- The trigger-order question says that the last one put on the stack resolves first
  (CR 603.3b, 405.5).
- "¿Pagas?" and "may" questions asked while something resolves name it and its text (CR
  608.2): what is on top of the stack is what asks.

Everything is read from the person's view, or from the definitions of cards the view shows
(their own abilities); nothing hidden is named.
"""

from __future__ import annotations

import re
from typing import Any

from grimorio.cards.registry import get
from grimorio.cli.screen import View, card_label, counter_notes, power_toughness, visible_cards
from grimorio.cli.texts import tr
from grimorio.core.decisions import Decision
from grimorio.dsl.abilities import ActivatedAbility, ManaAbility
from grimorio.game import Game
from grimorio.mtg.mechanics.rooms import unlock_cost
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.text.render import render_message

_REMINDER = re.compile(r"\([^)]*\)")


def annotate(game: Game, view: View, lang: str) -> View:
    """``view`` with the pending decision's labels and notes made explicit (see above)."""
    shown = view.get("decision")
    decision = game.pending
    if not shown or "options" not in shown or decision is None:
        return view
    if len(shown["options"]) != len(decision.options):
        return view
    visible = visible_cards(view)
    options = []
    for seen, option in zip(shown["options"], decision.options, strict=True):
        label = _label(game, decision, option.id, visible, lang) or seen["label"]
        options.append({**seen, "label": label})
    notes = _notes(game, decision, view, lang)
    return {**view, "decision": {**shown, "options": options, "notes": notes}}


def _label(
    game: Game, decision: Decision, oid: str, visible: dict[int, Any], lang: str
) -> str | None:
    parts = oid.split(":")
    if not all(p.isdigit() for p in parts[1:]):
        return None
    numbers = [int(p) for p in parts[1:]]
    if parts[0] == "activate" and len(numbers) == 2 and numbers[0] in visible:
        text = ability_text(game, numbers[0], numbers[1], lang)
        if text:
            return f"{text} — {card_label(visible[numbers[0]], lang)}"
    if parts[0] == "unlock" and len(numbers) == 2 and numbers[0] in visible:
        obj = visible[numbers[0]]
        doors = obj.get("doors") or []
        if numbers[1] < len(doors):
            cost = unlock_cost(game, decision.player, numbers[0], numbers[1])
            name = doors[numbers[1]]["name"]
            return tr("ui.label.unlock", lang, name, str(cost), card_label(obj, lang))
    if parts[0] == "keep" and decision.kind == DecisionKind.LEGEND and numbers[0] in visible:
        obj = visible[numbers[0]]
        return f"{tr('ui.label.keep', lang, card_label(obj, lang))} {details(obj, lang)}".rstrip()
    return None


def ability_text(game: Game, oid: int, index: int, lang: str) -> str:
    """The text of activated ability ``index`` of object ``oid`` (its current abilities,
    CR 613.1f): the ability's own text, else the line of the printed card with its cost —
    only when the card's activated abilities and its lines with a cost match one to one."""
    abilities = game.characteristics(oid).abilities
    if not 0 <= index < len(abilities):
        return ""
    ability = abilities[index]
    mode = getattr(ability, "mode", None)
    text = str((mode.text_es if lang == "es" else "") or mode.text_en) if mode else ""
    if text:
        return text.rstrip(".")
    card = get(game.state.objects[oid].card)
    printed = [a for a in card.abilities if isinstance(a, ActivatedAbility | ManaAbility)]
    if ability not in printed:
        return ""
    lines = [
        line.strip()
        for line in card.text(lang).split("\n")
        if ":" in _REMINDER.sub("", line) and not line.startswith("(")
    ]
    if len(lines) != len(printed):
        return ""
    return lines[printed.index(ability)].rstrip(".")


def details(obj: dict[str, Any], lang: str) -> str:
    """``(3/3, daño 1, +1/+1×2)``: what tells two permanents of one name apart."""
    parts = [power_toughness(obj)] if power_toughness(obj) else []
    if obj.get("damage"):
        parts.append(tr("ui.damage", lang, obj["damage"]))
    if obj.get("tapped"):
        parts.append(tr("ui.tapped", lang))
    parts.extend(counter_notes(obj, lang))
    return f"({', '.join(parts)})" if parts else ""


def _notes(game: Game, decision: Decision, view: View, lang: str) -> list[str]:
    notes = []
    if decision.kind == DecisionKind.TRIGGER_ORDER:
        notes.append(tr("ui.note.trigger_order", lang))
    if decision.kind in (DecisionKind.PAY, DecisionKind.MAY) and view["stack"]:
        top = view["stack"][-1]
        text = resolving_text(game, top["id"], lang) if "name" in top else ""
        notes.append(tr("ui.note.resolving", lang, card_label(top, lang), text).rstrip(": "))
    return notes


def resolving_text(game: Game, oid: int, lang: str) -> str:
    """The text of what is resolving: a triggered ability's own text in ``lang`` (none
    when it is not written in that language), else the card's text from its data."""
    obj = game.state.objects.get(oid)
    if obj is None:
        return ""
    trigger = getattr(obj, "trigger", None)
    ability = getattr(trigger, "ability", None)
    if ability is not None:
        mode = ability.mode
        return str(mode.text_es if lang == "es" else mode.text_en).replace("\n", " ")
    if obj.ability is not None:
        return ""
    return get(obj.card).text(lang).replace("\n", " ")


# The card types of CR 205.2a in the Spanish rules' own words (for a type changed by an
# effect; a printed type line comes from the card's data).
CARD_TYPES: dict[str, tuple[str, str]] = {
    "artifact": ("artefacto", "artifact"),
    "battle": ("batalla", "battle"),
    "creature": ("criatura", "creature"),
    "enchantment": ("encantamiento", "enchantment"),
    "instant": ("instantáneo", "instant"),
    "kindred": ("estirpe", "kindred"),
    "land": ("tierra", "land"),
    "planeswalker": ("planeswalker", "planeswalker"),
    "sorcery": ("conjuro", "sorcery"),
}


def current(game: Game, obj: dict[str, Any], lang: str) -> list[str]:
    """What differs now from the printed card of a permanent or spell the person sees (CR
    613: its characteristics after every continuous effect): its card types, power and
    toughness, and abilities gained or lost. Empty when nothing differs or the object is
    not in play."""
    oid = obj["id"]
    state = game.state
    if oid not in state.objects or state.objects[oid].zone not in ("battlefield", "stack"):
        return []
    if obj.get("face_down") or state.objects[oid].face_down:
        return []
    chars = game.characteristics(oid)
    card = get(state.objects[oid].card)
    lines = []
    if set(chars.types) != set(card.types):
        words = [CARD_TYPES[t][lang != "es"] for t in chars.types if t in CARD_TYPES]
        lines.append(tr("ui.now.types", lang, " ".join(words) or "—"))
    if chars.power is not None and (chars.power, chars.toughness) != (card.power, card.toughness):
        printed = f"{card.power}/{card.toughness}" if card.power is not None else "—"
        lines.append(tr("ui.now.pt", lang, f"{chars.power}/{chars.toughness}", printed))
    if card.doors:  # a Room's abilities are its unlocked doors' (CR 709.5d): not "lost"
        return lines
    if card.abilities and not chars.abilities:
        lines.append(tr("ui.lost_abilities", lang))
    gained = [a for a in chars.abilities if a not in card.abilities]
    texts = [_text_of(a, lang) for a in gained]
    if any(texts):
        lines.append(tr("ui.gained", lang, "; ".join(t for t in texts if t)))
    keywords = [k for k in chars.keywords if k not in card.keywords]
    if keywords:
        names = [render_message(f"kw.{k}", (), lang, ()) for k in sorted(keywords)]
        lines.append(tr("ui.gained", lang, ", ".join(names)))
    return lines


def _text_of(ability: object, lang: str) -> str:
    mode = getattr(ability, "mode", None)
    source = mode if mode is not None else ability
    es, en = getattr(source, "text_es", ""), getattr(source, "text_en", "")
    return str((es if lang == "es" else "") or en)


def with_doors(game: Game, obj: dict[str, Any], lang: str) -> dict[str, Any]:
    """A Room the person sees, with each door's mana cost and text (CR 709.5: a door has
    its own name, cost and text; a locked door's are shown too)."""
    doors = obj.get("doors")
    state = game.state
    if not doors or obj["id"] not in state.objects:
        return obj
    printed = get(state.objects[obj["id"]].card).doors
    if len(printed) != len(doors):
        return obj
    shown = [
        {**d, "cost": str(p.mana_cost or ""), "text": p.text(lang)}
        for d, p in zip(doors, printed, strict=True)
    ]
    return {**obj, "doors": shown}
