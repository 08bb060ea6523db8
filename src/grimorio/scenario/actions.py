"""Scripted answers: an option id, or a readable form such as ``lanzar: Asesinato``,
``objetivo: oponente`` or ``pasar``, matched against the options of the pending decision."""

from __future__ import annotations

from typing import Any

from grimorio.cards.registry import UnknownCard, fold, get, resolve
from grimorio.core.decisions import Decision, OptionId, shown
from grimorio.game import Game
from grimorio.scenario.errors import NotOffered, ScenarioError
from grimorio.text.log import option_label

# readable verb (Spanish or English) -> option id prefix
VERBS = {
    "lanzar": "cast", "cast": "cast",
    "jugar": "play", "play": "play",
    "activar": "activate", "activate": "activate",
    "objetivo": "target", "target": "target",
    "atacar": "attack", "attack": "attack",
    "bloquear": "block", "block": "block",
    "sacrificar": "sacrifice", "sacrifice": "sacrifice",
    "descartar": "discard", "discard": "discard",
    "girar": "tap", "tap": "tap",
    "regresar": "return", "return": "return",
    "buscar": "search", "search": "search",
    "mirar": "look", "look": "look",
    "conservar": "keep", "keep": "keep",
    "fondo": "bottom", "bottom": "bottom",
    "arriba": "top", "top": "top",
    "lanzar copia": "cast_copy", "cast copy": "cast_copy",
    "exiliar del cementerio": "exile_card", "exile from graveyard": "exile_card",
    "asignar": "assign", "assign": "assign",
    "pagar": "mana", "pay": "mana",
    "modo": "mode", "mode": "mode",
    "x": "x",
    "disparo": "trigger", "trigger": "trigger",
    "reemplazo": "replace", "replacement": "replace",
    "elegir": "choose", "choose": "choose",
    "abrir": "unlock", "unlock": "unlock",
    "cerrar": "lock", "lock": "lock",
    "comenzar": "begin", "begin": "begin",
    "manifestar": "manifest", "manifest": "manifest",
    "exiliar": "exile", "exile": "exile",
    "boca arriba": "turn_up", "turn up": "turn_up",
    "tomar": "put_chosen", "take": "put_chosen",
    "elegir coste": "choose_cost", "choose cost": "choose_cost",
    "repartir": "divide", "divide": "divide",
    "copiar": "copy", "copy": "copy",
    "votar": "vote", "vote": "vote",
    "controlar": "choose", "control": "choose",
}  # fmt: skip
WORDS = {
    "pasar": "pass", "pass": "pass",
    "listo": "done", "done": "done",
    "quedarse": "keep", "mulligan": "mulligan",
    "nada": "none", "none": "none",
    "sí": "yes", "si": "yes", "yes": "yes", "no": "no",
    "no pagar": "decline", "decline": "decline",
    "pagar vidas": "life", "pay life": "life",
}  # fmt: skip
_OPPONENT = {"oponente", "opponent", "el oponente"}
_ME = {"yo", "me", "you", "tú", "tu"}


def _describe(decision: Decision, game: Game) -> str:
    names = tuple(p.name for p in game.state.players)
    opts = "; ".join(f"{o.id} ({option_label(o, 'es', names)})" for o in decision.options)
    who = names[decision.player]
    return f"{decision.kind} de {who} — opciones: {opts}"


def _card_key(name: str) -> str:
    try:
        return resolve(str(name), allow_test=True, allow_tokens=True)
    except UnknownCard as exc:
        raise ScenarioError(f"carta desconocida {shown(str(name), 60)}", str(exc)) from exc


def _matches_ref(game: Game, ref: int, wanted: Any, chooser: int) -> bool:
    """Does an object or player reference in an option id fit the name the script gives?"""
    if ref < 0:
        player = -1 - ref
        text = fold(str(wanted))
        names = [fold(p.name) for p in game.state.players]
        if text in _OPPONENT:
            return player != chooser
        if text in _ME:
            return player == chooser
        return text in (names[player], f"jugador {player + 1}", f"player {player + 1}")
    obj = game.state.objects.get(ref)
    if obj is None:
        return False
    try:
        key = _card_key(wanted)
    except ScenarioError:
        return False
    return obj.card == key


def answer_for(game: Game, decision: Decision, action: Any) -> str:
    """The option id that the scripted ``action`` picks, or ScenarioError saying why not."""
    if isinstance(action, str):
        word = WORDS.get(fold(action))
        if word is None:
            if action in decision.ids():
                return action
            pending = _describe(decision, game)
            raise ScenarioError(
                f"acción desconocida {shown(action, 80)}; pendiente: {pending}",
                f"unknown action {shown(action, 80)}; pending: {pending}",
            )
        for o in decision.options:
            if o.id == word or o.id.startswith(word + ":"):
                return o.id
        pending = _describe(decision, game)
        raise NotOffered(
            f"{action!r} no es posible ahora; pendiente: {pending}",
            f"{action!r} is not possible now; pending: {pending}",
        )
    if not isinstance(action, dict) or len(action) != 1:
        raise ScenarioError(
            f"una acción es una palabra o un único 'verbo: valor', no {shown(action, 80)}",
            f"an action is a word or a single 'verb: value', not {shown(action, 80)}",
        )
    ((verb, value),) = action.items()
    if verb == "id":
        if value in decision.ids():
            return str(value)
        pending = _describe(decision, game)
        raise NotOffered(
            f"la opción {shown(value, 80)} no se ofrece; pendiente: {pending}",
            f"option {shown(value, 80)} is not offered; pending: {pending}",
        )
    prefix = VERBS.get(fold(str(verb)))
    if prefix is None:
        raise ScenarioError(
            f"acción desconocida {shown(verb, 80)}", f"unknown action {shown(verb, 80)}"
        )
    for o in decision.options:
        opt = OptionId.parse(o.id)
        if opt.verb != prefix:
            continue
        if prefix in ("trigger", "replace"):  # named by the card the ability comes from
            if o.args and isinstance(o.args[0], tuple) and o.args[0][1] == _card_key(value):
                return o.id
            continue
        if prefix == "choose":
            if fold(opt.args[0]) == fold(str(value)):
                return o.id
            if opt.args[0].isdigit() and _matches_ref(
                game, int(opt.args[0]), value, decision.player
            ):
                return o.id  # a permanent chosen by name
            continue
        if prefix == "divide":  # CR 601.2d: the shares, in target order ("2,1")
            if opt.args[0] == str(value).replace(" ", ""):
                return o.id
            continue
        if prefix == "vote":  # CR 701.38a: by the choice's word, in English or Spanish
            words = {fold(str(a)) for a in o.args} | {fold(opt.args[0])}
            if fold(str(value)) in words:
                return o.id
            continue
        if _fits(game, decision, prefix, list(opt.args), value):
            return o.id
    pending = _describe(decision, game)
    what = f"{verb}: {shown(value, 80)}"
    raise NotOffered(
        f"ninguna opción corresponde a {what}; pendiente: {pending}",
        f"no option fits {what}; pending: {pending}",
    )


def _fits(game: Game, decision: Decision, prefix: str, parts: list[str], value: Any) -> bool:
    chooser = decision.player
    if prefix in ("mode",):
        return parts == [str(int(value) - 1)]
    if prefix == "x":
        return parts == [str(value)]
    if prefix == "mana":
        if fold(str(value)) in ("auto", "automatico", "automático"):
            return parts == ["auto"]
        return parts[0] != "auto" and _matches_ref(game, int(parts[0]), value, chooser)
    if prefix == "block":
        if not isinstance(value, dict):
            raise ScenarioError(
                "bloquear necesita {con: bloqueadora, a: atacante}",
                "bloquear needs {con: blocker, a: attacker}",
            )
        blocker = value.get("con", value.get("with"))
        attacker = value.get("a", value.get("to"))
        return _matches_ref(game, int(parts[0]), blocker, chooser) and _matches_ref(
            game, int(parts[1]), attacker, chooser
        )
    if prefix == "assign":
        if not isinstance(value, dict):
            raise ScenarioError(
                "asignar necesita {a: criatura o jugador, n: cantidad}",
                "asignar needs {a: creature or player, n: amount}",
            )
        target = value.get("a", value.get("to"))
        return _matches_ref(game, int(parts[0]), target, chooser) and parts[1] == str(
            value.get("n")
        )
    if prefix == "activate" and isinstance(value, dict):  # {carta: NAME, habilidad: N}
        card = value.get("carta", value.get("card"))
        n = value.get("habilidad", value.get("ability"))
        if not isinstance(n, int) or n < 1:
            raise ScenarioError(
                "activar necesita {carta: NOMBRE, habilidad: N} (N desde 1)",
                "activar needs {carta: NAME, habilidad: N} (N from 1)",
            )
        return parts[1:] == [str(n - 1)] and _matches_ref(game, int(parts[0]), card, chooser)
    if prefix == "attack" and isinstance(value, dict):
        creature = value.get("con", value.get("with"))
        target = value.get("a", value.get("to"))
        if not _matches_ref(game, int(parts[0]), creature, chooser):
            return False
        if len(parts) == 1:  # the defending player
            defender_ref = -1 - (1 - chooser)
            return target is None or _matches_ref(game, defender_ref, target, chooser)
        return target is not None and _matches_ref(game, int(parts[1]), target, chooser)
    if prefix == "attack":
        return len(parts) == 1 and _matches_ref(game, int(parts[0]), value, chooser)
    if prefix in ("cast", "unlock", "lock") and len(parts) == 2 and parts[1].isdigit():
        return _names_door(game, int(parts[0]), int(parts[1]), value)
    if prefix == "cast" and isinstance(value, dict):  # {carta: NAME, coste: inminente}
        card = value.get("carta", value.get("card"))
        way = fold(str(value.get("coste", value.get("cost", ""))))
        alt = parts[1] if len(parts) > 1 else ""
        if len(parts) == 3 and parts[1].isdigit():  # a door, cast for an alternative cost
            named = _names_door(game, int(parts[0]), int(parts[1]), card)
            return named and _alt_fits(game, parts[2], way, chooser)
        return _matches_ref(game, int(parts[0]), card, chooser) and _alt_fits(
            game, alt, way, chooser
        )
    if not parts:
        return False
    return _matches_ref(game, int(parts[0]), value, chooser)


_ALT = {
    "inminente": "impending",
    "retrospectiva": "flashback",
    "vidas": "life", "pagar vidas": "life",
}  # fmt: skip


def _alt_fits(game: Game, alt: str, way: str, chooser: int) -> bool:
    """Does the alternative cost ``alt`` of an option fit the ``coste`` a script names — by
    its keyword, or by the card whose static ability offers it ("alt<id>", CR 118.9)?"""
    if _ALT.get(way, way) == alt:
        return True
    holder = alt[3:]
    return (
        alt.startswith("alt") and holder.isdigit() and _matches_ref(game, int(holder), way, chooser)
    )


def _names_door(game: Game, obj: int, door: int, value: Any) -> bool:
    """Does ``value`` name door ``door`` of the Room ``obj`` (CR 709.5j)?"""
    card = game.state.objects[obj].card
    try:
        doors = get(card).doors
    except UnknownCard:
        return False
    wanted = fold(str(value))
    d = doors[door] if door < len(doors) else None
    return d is not None and wanted in (fold(d.name_en), fold(d.name_es or d.name_en))
