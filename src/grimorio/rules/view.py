"""What one player may see (CR 400.2, DESIGN principle 7): public zones, their own hand,
counts of hidden zones, and their own decisions. Face-down permanents and the cards in
the other players' hands and in every library are hidden.

The log, the prompt and the options are rendered for the viewer (``grimorio.text.refs``): a
face-down permanent is "una criatura boca abajo" to everyone, "una criatura boca abajo
(Bosque)" to its controller (708.5); once the game is over, everything is shown (708.9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from grimorio import ability_use
from grimorio.cards.registry import get
from grimorio.dsl.abilities import LookAtFaceDown, Mode
from grimorio.dsl.games import GameKind, controller_sees_face_down
from grimorio.dsl.library_top import LookAtLibraryTop
from grimorio.dsl.zones import (
    BATTLEFIELD_KEY,
    COMMAND_KEY,
    EXILE_KEY,
    STACK_KEY,
    Zone,
    kind_of,
    zkey,
)
from grimorio.rules.characteristics.chars import Chars, chars
from grimorio.rules.characteristics.filters import fits
from grimorio.rules.state.objects import MagicObject
from grimorio.rules.state.state import PendingTrigger, st
from grimorio.rules.vocabulary.in_play import abilities_in_play
from grimorio.text.counters import counter_label
from grimorio.text.log import decision_prompt, entry_line, option_label
from grimorio.text.refs import EVERYONE

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def object_view(game: Kernel, obj: MagicObject, viewer: int | None, lang: str) -> dict[str, Any]:
    """What ``viewer`` sees of one object. A face-down permanent shows only what its face-down
    characteristics are to anyone but its controller (CR 708.5) until the game ends (708.9)."""
    c = chars(game, obj)
    out: dict[str, Any] = {"id": obj.id, "owner": obj.owner, "controller": obj.controller}
    if obj.face_down:
        out["face_down"] = True
    if sees_card(game, obj, viewer):
        d = get(obj.card)
        in_play = kind_of(obj.zone) in (Zone.BATTLEFIELD, Zone.STACK)
        shown = get(c.name) if in_play and c.name and not obj.face_down else d
        out.update(
            name=shown.name(lang),
            type_line=d.type_line(lang),
            mana_cost=cost_text(c, d.game),
            text=shown.text(lang),
        )
        if d.doors:  # CR 709.5: which doors of a Room are unlocked
            out["doors"] = [
                {"name": door.name(lang), "unlocked": bool(obj.doors >> n & 1)}
                for n, door in enumerate(d.doors)
            ]
    out["types"] = list(c.types)
    if c.power is not None:
        out["power"], out["toughness"] = c.power, c.toughness
    if obj.zone == BATTLEFIELD_KEY:
        out.update(
            tapped=obj.tapped,
            damage=obj.damage,
            counters=dict(obj.counters),
            # CR 122: each kind by its name in the viewer's language ("posesión×1")
            counter_labels=[
                counter_label(k, n, lang) for k, n in sorted(obj.counters.items()) if n
            ],
            keywords=sorted(c.keywords),
            summoning_sick=obj.sick,
        )
        if obj.attached_to is not None:
            out["attached_to"] = obj.attached_to
    if obj.zone == STACK_KEY:
        out.update(targets=[list(g) for g in obj.targets], x=obj.x)
        if isinstance(obj.trigger, PendingTrigger):  # CR 603.3: the ability's own text
            mode = obj.trigger.ability.mode
            out["ability"] = "triggered"
            out["text"] = ability_text(mode, out.get("text", ""), lang)
        elif obj.ability is not None:
            out["ability"] = "activated"
    if obj.token:
        out["token"] = True
    return out


def cost_text(c: Chars, game: GameKind) -> str:
    """A cost as the card prints it: Magic's mana symbols ("{2}{B}"), Inferno's number of
    energy (I-202.1: "3")."""
    if not c.mana_cost:
        return ""
    if game is GameKind.INFERNO:
        return "X" * c.mana_cost.x + (str(c.mana_cost.generic) if c.mana_cost.generic else "")
    return str(c.mana_cost)


def sees_card(game: Kernel, obj: MagicObject, viewer: int | None) -> bool:
    """May ``viewer`` know what card ``obj`` (in a zone they see) is? Anyone, unless it is
    face down: then its controller (not in exile, 406.3; never an Inferno resource's,
    I-305.2), anyone allowed to look (708.5), and everyone once the game is over (708.9)."""
    return (
        not obj.face_down
        or (
            obj.controller == viewer
            and obj.zone != EXILE_KEY  # CR 406.3: nobody, in exile
            and controller_sees_face_down(get(obj.card).game)
        )
        or st(game).result is not None
        or may_look(game, obj, viewer)
    )


def dialect_of(game: Kernel) -> str:
    """The words and rule numbers a game's texts use: Inferno's own, or Magic's ("")."""
    return st(game).game.value if st(game).game is GameKind.INFERNO else ""


def ability_text(mode: Mode, card_text: str, lang: str) -> str:
    """What an ability on the stack says (CR 603.3): its own text in ``lang``; where a card
    wrote it in English only, the card's text in ``lang`` (never English to a Spanish
    reader)."""
    own = mode.text_es if lang == "es" else mode.text_en
    return own or card_text or ("" if lang == "es" else mode.text_es)


def _library_top(game: Kernel, player: int, viewer: int | None, lang: str) -> dict[str, Any]:
    """``library_top``: the top card of ``player``'s library, in the view of ``player`` alone
    when they may look at it (:func:`library_top_seen`); nothing otherwise."""
    if viewer != player:
        return {}
    top = library_top_seen(game, player)
    if top is None:
        return {}
    return {"library_top": object_view(game, st(game).objects[top], viewer, lang)}


def may_look(game: Kernel, obj: MagicObject, viewer: int | None) -> bool:
    """ "You may look at face-down creatures your opponents control any time": a static
    ability of a permanent ``viewer`` controls lets them see this face-down permanent (CR
    708.5) — not a face-down spell on the stack."""
    if obj.zone != BATTLEFIELD_KEY or viewer is None:
        return False
    state = st(game)
    c = chars(game, obj)
    for oid, _n, ab in abilities_in_play(game, LookAtFaceDown):
        if state.objects[oid].controller == viewer and fits(ab.what, c, obj, viewer, oid):
            ability_use.record(state.objects[oid].card, ab)
            return True
    return False


def library_top_seen(game: Kernel, player: int | None) -> int | None:
    """The top card of ``player``'s own library if a static ability they control lets them
    look at it any time (CR 401.2, ``LookAtLibraryTop``), else None. The card being cast
    from there stays on top of the library until its costs are paid (601.2a, 601.2h are
    done at once here), so the next card is seen only once the spell is cast (the release
    notes of *Hacia el foso*)."""
    if player is None:
        return None
    state = st(game)
    library = state.zones[zkey(Zone.LIBRARY, player)]
    if not library:
        return None
    for oid, _n, ab in abilities_in_play(game, LookAtLibraryTop):
        if state.objects[oid].controller == player:
            ability_use.record(state.objects[oid].card, ab)
            return library[-1]
    return None


def view(game: Kernel, viewer: int | None, lang: str = "es") -> dict[str, Any]:
    """What ``viewer`` may see; ``None`` is a spectator, who sees what every player may (the
    public view: no hand, no options, the public log; everything once the game is over)."""
    state = st(game)
    names = tuple(p.name for p in state.players)
    players = []
    for p in state.players:
        mp = state.player(p.index)
        # Magic's life, poison and mana (CR 119, 122.1f, 106.4); Inferno's energy, its
        # pool's colourless mana (I-106), with no life: the deck is the demon's toughness
        resources: dict[str, Any] = (
            {"energy": mp.pool[-1]}
            if state.game is GameKind.INFERNO
            else {
                "life": mp.life,
                "poison": mp.poison,
                "mana_pool": list(mp.pool),
                # CR 106.6: mana that may be spent only in some ways, one colour per mana
                "restricted_mana": [color for color, _only, _card in mp.restricted],
            }
        )
        players.append(
            {
                "index": p.index,
                "name": p.name,
                **resources,
                "library": len(state.zones[zkey(Zone.LIBRARY, p.index)]),
                "hand_size": len(state.zones[zkey(Zone.HAND, p.index)]),
                "graveyard": [
                    object_view(game, state.objects[o], viewer, lang)
                    for o in state.zones[zkey(Zone.GRAVEYARD, p.index)]
                ],
                "lost": mp.lost,
                **_library_top(game, p.index, viewer, lang),  # CR 401.2 (issue 23)
                **state.variant.player_view(state, p.index, lang),  # Commander's: CR 903.8, 903.10a
            }
        )
    reader = viewer if state.result is None else EVERYONE  # CR 708.9: revealed at the end
    dialect = dialect_of(game)
    hand = [] if viewer is None else state.zones[zkey(Zone.HAND, viewer)]
    pending = state.pending
    decision: dict[str, Any] | None = None
    if pending is not None:
        decision = {"player": pending.player, "kind": pending.kind}
        if pending.player == viewer:
            decision["prompt"] = decision_prompt(pending, lang, names, viewer, dialect)
            decision["options"] = [
                {"id": o.id, "label": option_label(o, lang, names, viewer, dialect)}
                for o in pending.options
            ]
    combat = state.combat
    return {
        "game": state.game.value,
        "variant": state.variant.kind.value,
        "viewer": viewer,
        "turn": state.turn,
        "active": state.active,
        "step": state.step,
        "priority": state.priority,
        "players": players,
        "hand": [object_view(game, state.objects[o], viewer, lang) for o in hand],
        "battlefield": [
            object_view(game, state.objects[o], viewer, lang) for o in state.zones[BATTLEFIELD_KEY]
        ],
        "stack": [
            object_view(game, state.objects[o], viewer, lang) for o in state.zones[STACK_KEY]
        ],
        "exile": [
            object_view(game, state.objects[o], viewer, lang) for o in state.zones[EXILE_KEY]
        ],
        # CR 408.2: the command zone is public (emblems, 114; commanders, 903.6; schemes set
        # in motion, 904.9) — but for the face-down scheme decks in it (904.4: a count each)
        "command": [
            object_view(game, state.objects[o], viewer, lang)
            for o in state.zones[COMMAND_KEY]
            if not state.objects[o].face_down
        ],
        "combat": None
        if combat is None
        else {
            "attackers": {
                str(a): {"player": -1 - t}
                if t < 0
                # Inferno's attacker fights one defending object (I-506.3)
                else {"defender" if state.game is GameKind.INFERNO else "planeswalker": t}
                for a, t in combat.attackers.items()
            },
            "blockers": {str(b): a for b, a in combat.blockers.items()},
        },
        "decision": decision,
        "result": None
        if state.result is None
        else {
            "winner": state.result.winner,
            "reason": state.result.reason,
            "rule": state.result.rule,
        },
        "log": [entry_line(e, lang, names, reader, dialect) for e in state.log[-50:]],
    }
