"""Scripted answers: an option id, or a readable form such as ``lanzar: Asesinato``,
``objetivo: oponente`` or ``pasar``, matched against the options of the pending decision."""

from __future__ import annotations

from typing import Any, NoReturn

from grimorio.cards.registry import FACES, UnknownCard, fold, get
from grimorio.core.decisions import Decision, OptionId, shown
from grimorio.dsl.games import GameKind
from grimorio.game import Game
from grimorio.scenario.aliases import Aliases, alias_of
from grimorio.scenario.errors import NotOffered, ScenarioError
from grimorio.scenario.names import is_card, key_of, unknown_card
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
    "enderezar": "untap", "untap": "untap",  # "untap up to N lands" (CR 701.26b)
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
    "suspender": "suspend", "suspend": "suspend",  # CR 702.62a, 116.2f: a special action
}  # fmt: skip
WORDS = {
    "pasar": "pass", "pass": "pass",
    "listo": "done", "done": "done",
    "no más modos": "modes_done", "no more modes": "modes_done",  # CR 700.2: "one or more"
    "quedarse": "keep", "mulligan": "mulligan",
    "nada": "none", "none": "none",
    "sí": "yes", "si": "yes", "yes": "yes", "no": "no",
    "no pagar": "decline", "decline": "decline",
    "pagar vidas": "life", "pay life": "life",
    "pagar": "mana", "pay": "mana",  # CR 118.12: pay the mana an effect asks for
}  # fmt: skip
_FOLDED_WORDS = {fold(word): meaning for word, meaning in WORDS.items()}  # as a word is read
_OPPONENT = {"oponente", "opponent", "el oponente"}
_ME = {"yo", "me", "you", "tú", "tu"}


def _pending(decision: Decision, game: Game) -> tuple[str, str]:
    """The pending decision described in Spanish and in English."""
    return _describe(decision, game, "es"), _describe(decision, game, "en")


def _describe(decision: Decision, game: Game, lang: str) -> str:
    """The pending decision and its options, for an error message in ``lang``."""
    names = tuple(p.name for p in game.state.players)
    opts = "; ".join(f"{o.id} ({option_label(o, lang, names)})" for o in decision.options)
    who = names[decision.player]
    if lang == "es":
        return f"{decision.kind} de {who} — opciones: {opts}"
    return f"{decision.kind} of {who} — options: {opts}"


def _card_key(name: str) -> str:
    return key_of(name)


def boolean_error(value: bool, where: str = "") -> ScenarioError:
    """YAML 1.1 reads yes/no/on/off/true/false without quotes as booleans: say so."""
    word = "yes/true/on" if value else "no/off/false"
    where = f"{where}: " if where else ""
    return ScenarioError(
        f"{where}YAML lee {word} sin comillas como el booleano {str(value).lower()}; "
        f"escribe la palabra entre comillas ('no', 'sí')",
        f"{where}YAML reads {word} without quotes as the boolean {str(value).lower()}; "
        f"quote the word ('no', 'yes')",
    )


def matches_ref(
    game: Game, ref: int, wanted: Any, chooser: int, aliases: Aliases | None = None
) -> bool:
    """Does an object or player reference in an option id fit the name the script gives —
    a card's name, a player, or an alias the scenario gave an object?"""
    named = alias_of(game, aliases, wanted)
    if named is not None:
        return ref == named
    if ref < 0:
        player = -1 - ref
        text = fold(str(wanted))
        names = [fold(p.name) for p in game.state.players]
        if text in _OPPONENT:
            return player != chooser and _the_opponent(game, chooser) == player
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


def _the_opponent(game: Game, chooser: int) -> int:
    """The one opponent ``oponente`` names: in a game of two, the other player; in a game of
    more (CR 800.1), the only opponent still in it — with more, a script names the player."""
    state = game.state
    if not state.multiplayer:  # the other player, even once the game is over
        return next(p.index for p in state.players if p.index != chooser)
    left = state.opponents(chooser)
    if len(left) != 1:
        names = [state.players[p].name for p in left]
        raise ScenarioError(
            f"'oponente' no dice cuál: quedan {len(left)} oponentes {names}; nombra al jugador",
            f"'opponent' doesn't say which: {len(left)} opponents {names} are left; "
            f"name the player",
        )
    return left[0]


def _ability_number(value: dict[str, Any]) -> int:
    """The N of ``activar: {carta: NAME, habilidad: N}`` (from 1), or ScenarioError — even
    when no ability is offered, so that ``cannot`` never passes on a malformed action."""
    n = value.get("habilidad", value.get("ability"))
    if type(n) is not int or n < 1:
        raise ScenarioError(
            "activar necesita {carta: NOMBRE, habilidad: N} (N desde 1)",
            "activar needs {carta: NAME, habilidad: N} (N from 1)",
        )
    return n


def answer_for(game: Game, decision: Decision, action: Any, aliases: Aliases | None = None) -> str:
    """The option id that the scripted ``action`` picks, or ScenarioError saying why not."""
    if isinstance(action, bool):
        raise boolean_error(action)
    if isinstance(action, dict) and len(action) == 1:
        ((_verb, _value),) = action.items()
        if isinstance(_value, bool):
            raise boolean_error(_value, str(_verb))
    if isinstance(action, str):
        word = _FOLDED_WORDS.get(fold(action))
        if word is None:
            if action in decision.ids():
                return action
            pending, pending_en = _pending(decision, game)
            raise ScenarioError(
                f"acción desconocida {shown(action, 80)}; pendiente: {pending}",
                f"unknown action {shown(action, 80)}; pending: {pending_en}",
            )
        ids = decision.ids()
        if word in ids:
            return word
        if word == "mana" and "mana:auto" in ids:  # paying a spell's cost: automatically
            return "mana:auto"
        for o in decision.options:
            if o.id.startswith(word + ":"):
                return o.id
        pending, pending_en = _pending(decision, game)
        raise NotOffered(
            f"{action!r} no es posible ahora; pendiente: {pending}",
            f"{action!r} is not possible now; pending: {pending_en}",
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
        pending, pending_en = _pending(decision, game)
        raise NotOffered(
            f"la opción {shown(value, 80)} no se ofrece; pendiente: {pending}",
            f"option {shown(value, 80)} is not offered; pending: {pending_en}",
        )
    prefix = VERBS.get(fold(str(verb)))
    if prefix == "play" and game.state.game is GameKind.INFERNO:
        prefix = "cast"  # I-601.1: in Inferno a card is played, as Magic's are cast
    if prefix is None:
        raise ScenarioError(
            f"acción desconocida {shown(verb, 80)}", f"unknown action {shown(verb, 80)}"
        )
    if prefix == "activate" and isinstance(value, dict):
        _ability_number(value)  # checked before any option is looked at
    for o in decision.options:
        opt = OptionId.parse(o.id)
        if opt.verb != prefix:
            continue
        if prefix in ("trigger", "replace"):  # named by the card the ability comes from
            if o.args and isinstance(o.args[0], tuple) and o.args[0][1] == _card_key(value):
                return o.id
            continue
        if prefix == "choose":  # by the choice's key or its label in either language
            names = tuple(p.name for p in game.state.players)
            labels = {fold(option_label(o, lang, names)) for lang in ("es", "en")}
            if fold(opt.args[0]) == fold(str(value)) or fold(str(value)) in labels:
                return o.id
            if opt.args[0].isdigit() and matches_ref(
                game, int(opt.args[0]), value, decision.player, aliases
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
        if _fits(game, decision, prefix, list(opt.args), value, aliases):
            return o.id
    if prefix not in _WORD_VALUES:
        _check_names(game, value, aliases)
    pending, pending_en = _pending(decision, game)
    what = f"{verb}: {shown(value, 80)}"
    raise NotOffered(
        f"ninguna opción corresponde a {what}; pendiente: {pending}",
        f"no option fits {what}; pending: {pending_en}",
    )


# verbs whose value is a word of the choice (a creature type, a colour), a number or shares
_WORD_VALUES = ("choose", "vote", "divide", "mode", "x")
_NAME_KEYS = ("carta", "card", "con", "with", "a", "to")
_NOT_NAMES = {"auto", "automatico", "automático"} | _OPPONENT | _ME


def _check_names(game: Game, value: Any, aliases: Aliases | None) -> None:
    """An action that fits no option because it names no card, alias, player or door is
    an error of the script: say so, with the closest names ("did you mean")."""
    names = [value.get(k) for k in _NAME_KEYS] if isinstance(value, dict) else [value]
    players = {fold(p.name) for p in game.state.players}
    doors = {fold(n) for d in FACES.values() for n in (d.name_en, d.name_es) if n}
    for name in names:
        if not isinstance(name, str) or name.isdigit():
            continue
        text = fold(name)
        if text in _NOT_NAMES or text in players or text in doors or text.startswith("jugador"):
            continue
        if alias_of(game, aliases, name) is not None or is_card(name):
            continue
        raise unknown_card(name, tuple(aliases or ()))


def _fits(
    game: Game,
    decision: Decision,
    prefix: str,
    parts: list[str],
    value: Any,
    aliases: Aliases | None = None,
) -> bool:
    chooser = decision.player

    def ref(part: str, wanted: Any, player: int = chooser) -> bool:
        return matches_ref(game, int(part), wanted, player, aliases)

    if prefix in ("mode",):
        return parts == [str(int(value) - 1)]
    if prefix == "x":
        return parts == [str(value)]
    if prefix == "mana":
        if fold(str(value)) in ("auto", "automatico", "automático"):
            return parts in (["auto"], [])  # [] : the mana an effect asks for (118.12)
        return parts[0] != "auto" and ref(parts[0], value)
    if prefix == "block":
        if not isinstance(value, dict):
            raise ScenarioError(
                "bloquear necesita {con: bloqueadora, a: atacante}",
                "bloquear needs {con: blocker, a: attacker}",
            )
        blocker = value.get("con", value.get("with"))
        attacker = value.get("a", value.get("to"))
        return ref(parts[0], blocker) and ref(parts[1], attacker)
    if prefix == "assign":
        if not isinstance(value, dict):
            raise ScenarioError(
                "asignar necesita {a: criatura o jugador, n: cantidad}",
                "asignar needs {a: creature or player, n: amount}",
            )
        target = value.get("a", value.get("to"))
        return ref(parts[0], target) and parts[1] == str(value.get("n"))
    if prefix == "activate" and isinstance(value, dict):  # {carta: NAME, habilidad: N}
        card = value.get("carta", value.get("card"))
        n = _ability_number(value)
        return parts[1:] == [str(n - 1)] and ref(parts[0], card)
    if prefix == "attack" and isinstance(value, dict):
        creature = value.get("con", value.get("with"))
        target = value.get("a", value.get("to"))
        if not ref(parts[0], creature):
            return False
        if len(parts) == 1:  # "attack:<creature>": the one defending player (CR 506.2)
            if target is None:
                return True
            defender_ref = -1 - game.state.opponents(chooser)[0]
            return matches_ref(game, defender_ref, target, chooser, aliases)
        if target is None and parts[1].startswith("-"):
            _whom(creature)  # CR 802.3: with several defending players, say which
        return target is not None and ref(parts[1], target)
    if prefix == "attack":
        if len(parts) == 2 and parts[1].startswith("-") and ref(parts[0], value):
            _whom(value)  # CR 802.3: with several defending players, say which
        return len(parts) == 1 and ref(parts[0], value)
    if prefix in ("cast", "unlock", "lock") and len(parts) == 2 and parts[1].isdigit():
        return _names_door(game, int(parts[0]), int(parts[1]), value)
    if prefix == "cast" and isinstance(value, dict):  # {carta: NAME, coste: inminente}
        card = value.get("carta", value.get("card"))
        way = fold(str(value.get("coste", value.get("cost", ""))))
        alt = parts[1] if len(parts) > 1 else ""
        if len(parts) == 3 and parts[1].isdigit():  # a door, cast for an alternative cost
            named = _names_door(game, int(parts[0]), int(parts[1]), card)
            return named and _alt_fits(game, parts[2], way, chooser)
        return ref(parts[0], card) and _alt_fits(game, alt, way, chooser)
    if not parts:
        return False
    return ref(parts[0], value)


def _whom(creature: Any) -> NoReturn:
    """``atacar: NAME`` when each attacking creature is declared attacking one of several
    defending players (CR 802.3): the script must say which — an error, not an option
    that isn't offered."""
    raise ScenarioError(
        f"atacar: {shown(creature, 60)} puede atacar a varios jugadores (802.3); di a "
        f"cuál: atacar: {{con: {shown(creature, 60)}, a: JUGADOR}}",
        f"attack: {shown(creature, 60)} may attack several players (802.3); say which: "
        f"attack: {{with: {shown(creature, 60)}, to: PLAYER}}",
    )


_ALT = {
    "inminente": "impending",
    "retrospectiva": "flashback",
    "desandar": "retrace",  # CR 702.81a
    "irrupción": "blitz", "irrupcion": "blitz",  # CR 702.152a
    "escapatoria": "escape",  # CR 702.138a
    "milagro": "miracle",  # CR 702.94a
    "vidas": "life", "pagar vidas": "life",
}  # fmt: skip


def _alt_fits(game: Game, alt: str, way: str, chooser: int) -> bool:
    """Does the alternative cost ``alt`` of an option fit the ``coste`` a script names — by
    its keyword, or by the card whose static ability offers it ("alt<id>", CR 118.9)?"""
    if _ALT.get(way, way) == alt:
        return True
    holder = alt[3:]
    return (
        alt.startswith("alt") and holder.isdigit() and matches_ref(game, int(holder), way, chooser)
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
