"""The guided first game (issue 24, part 3): a one-line note the first time each kind of
decision comes up, and the log entries a newcomer may want to ask "¿por qué?" about.

* :func:`decision_note` — what a kind of decision (CR 117, 601.2, 103.5, 508.1, …; the
  kinds are :class:`~grimorio.rules.state.decision_kinds.DecisionKind`) asks for, in plain
  Spanish or English, with the rule that asks for it.
* :class:`Guide` — remembers which kinds the learner has met: :meth:`Guide.note` gives the
  note the first time only.
* :func:`surprises` — the log entries from some index on that may surprise a newcomer (a
  permanent put into a graveyard from the battlefield, an ability that triggers, a spell or
  ability that is countered or doesn't resolve, life lost to an ability, a player losing the
  game) and that :func:`grimorio.explain.explain` can answer. They are chosen by each entry's
  rule number and event kind (:func:`surprise_of`), never by the rendered text and never by
  a card's hidden identity, so offering one reveals nothing the viewer may not read.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from grimorio.core.decisions import Decision, IllegalAction, shown
from grimorio.core.log import LogEntry
from grimorio.explain import causes
from grimorio.game import Game, check_lang
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.text.refs import EVERYONE, Viewer

Note = tuple[str, str]  # (Spanish, English)

# One line per kind of decision a player meets in a game of Magic with Duskmourn cards: what
# is asked, in plain words, and the rule that asks for it.
NOTES: dict[DecisionKind, Note] = {
    DecisionKind.PRIORITY: (
        "Tienes prioridad: puedes lanzar un hechizo, activar una habilidad o jugar una tierra "
        "si es el momento; si no haces nada, pasas y el juego sigue (reglas 117.1 y 117.3d).",
        "You have priority: you may cast a spell, activate an ability or play a land when it's "
        "the right time; if you do nothing, you pass and the game moves on (rules 117.1 and "
        "117.3d).",
    ),
    DecisionKind.MULLIGAN: (
        "Mano inicial: quédate estas cartas o haz mulligan: barajas y robas siete nuevas, y "
        "pondrás una en el fondo de tu biblioteca por cada mulligan (regla 103.5).",
        "Opening hand: keep these cards or mulligan: you shuffle and draw seven new ones, and "
        "will put one on the bottom of your library for each mulligan (rule 103.5).",
    ),
    DecisionKind.BOTTOM: (
        "Tras el mulligan: elige qué cartas de tu mano van al fondo de tu biblioteca, una por "
        "cada mulligan que hiciste (regla 103.5).",
        "After the mulligan: choose which cards of your hand go to the bottom of your library, "
        "one for each mulligan you took (rule 103.5).",
    ),
    DecisionKind.OPENING: (
        "Mano inicial: algunas cartas te dejan hacer algo con ellas antes del primer turno "
        "(regla 103.6).",
        "Opening hand: some cards let you do something with them before the first turn "
        "(rule 103.6).",
    ),
    DecisionKind.ATTACKERS: (
        "Declarar atacantes: elige qué criaturas atacan; se giran al atacar, y una criatura "
        "que no controlas desde el comienzo del turno no puede atacar (reglas 508.1 y 302.6).",
        "Declare attackers: choose which creatures attack; attacking taps them, and a creature "
        "you haven't controlled since the start of your turn can't attack (rules 508.1 and "
        "302.6).",
    ),
    DecisionKind.BLOCKERS: (
        "Declarar bloqueadores: elige qué criaturas enderezadas tuyas bloquean y a qué "
        "atacante; bloquear no las gira (regla 509.1).",
        "Declare blockers: choose which of your untapped creatures block, and which attacker "
        "each blocks; blocking doesn't tap them (rule 509.1).",
    ),
    DecisionKind.DAMAGE: (
        "Daño de combate: tu criatura está bloqueada por varias; reparte su daño entre ellas "
        "como quieras (regla 510.1c).",
        "Combat damage: your creature is blocked by several; divide its damage among them as "
        "you like (rule 510.1c).",
    ),
    DecisionKind.DISCARD: (
        "Descartar: elige qué cartas de tu mano van a tu cementerio — al final del turno, si "
        "tienes más de siete, o porque un efecto lo dice (reglas 514.1 y 701.9).",
        "Discard: choose which cards of your hand go to your graveyard — at end of turn if you "
        "have more than seven, or because an effect says so (rules 514.1 and 701.9).",
    ),
    DecisionKind.LEGEND: (
        "Regla de leyendas: controlas dos permanentes legendarios con el mismo nombre; eliges "
        "uno y el otro va al cementerio (regla 704.5j).",
        "Legend rule: you control two legendary permanents with the same name; you choose one "
        "and the other goes to the graveyard (rule 704.5j).",
    ),
    DecisionKind.MODE: (
        "Elegir modo: este hechizo o habilidad es modal; elige qué hará de entre sus opciones "
        "(reglas 601.2b y 700.2).",
        "Choose a mode: this spell or ability is modal; choose what it will do from its options "
        "(rules 601.2b and 700.2).",
    ),
    DecisionKind.X: (
        "Elegir X: el coste tiene una X; el número que eliges es X y se paga en maná "
        "(reglas 601.2b y 107.3).",
        "Choose X: the cost has an X; the number you choose is X, and you pay it in mana "
        "(rules 601.2b and 107.3).",
    ),
    DecisionKind.TARGET: (
        "Elegir objetivo: el hechizo o habilidad dice «objetivo»; elige a qué o a quién "
        "afecta (regla 601.2c).",
        "Choose a target: the spell or ability says 'target'; choose what or whom it affects "
        "(rule 601.2c).",
    ),
    DecisionKind.DIVIDE: (
        "Dividir: reparte el daño o los contadores entre los objetivos, al menos uno a cada uno "
        "(regla 601.2d).",
        "Divide: split the damage or counters among the targets, at least one each (rule 601.2d).",
    ),
    DecisionKind.COST: (
        "Pagar un coste: elige cómo pagas la parte del coste que no es maná (regla 601.2h).",
        "Pay a cost: choose how you pay the part of the cost that isn't mana (rule 601.2h).",
    ),
    DecisionKind.MANA: (
        "Pagar maná: gira tus tierras para obtener el maná del coste, o deja que se pague solo "
        "(reglas 601.2g y 601.2h).",
        "Pay mana: tap your lands for the mana of the cost, or let it be paid for you "
        "(rules 601.2g and 601.2h).",
    ),
    DecisionKind.TRIGGER_ORDER: (
        "Ordenar habilidades disparadas: se dispararon varias tuyas a la vez; la que pongas "
        "última en la pila se resolverá primero (regla 603.3b).",
        "Order triggered abilities: several of yours triggered at once; the one you put on the "
        "stack last resolves first (rule 603.3b).",
    ),
    DecisionKind.REPLACEMENT: (
        "Efectos de reemplazo: varios quieren cambiar el mismo evento; elige cuál se aplica "
        "primero (regla 616.1).",
        "Replacement effects: several would change the same event; choose which applies first "
        "(rule 616.1).",
    ),
    DecisionKind.COPY: (
        "Copia: elige de qué permanente será copia (regla 707.9).",
        "Copy: choose which permanent it will be a copy of (rule 707.9).",
    ),
    DecisionKind.CAST_COPY: (
        "Lanzar una copia: un efecto te deja lanzar una copia ahora, mientras se resuelve "
        "(regla 707.12).",
        "Cast a copy: an effect lets you cast a copy now, while it resolves (rule 707.12).",
    ),
    DecisionKind.MAY: (
        "Puedes hacerlo o no: el texto dice «puedes»; tú eliges al resolverse (reglas 603.5 y "
        "608.2d).",
        "You may or may not: the text says 'may'; you choose as it resolves (rules 603.5 and "
        "608.2d).",
    ),
    DecisionKind.PAY: (
        "¿Pagas?: un efecto te ofrece pagar un coste; si no pagas, no ocurre lo que depende "
        "de ello (regla 118.12).",
        "Pay?: an effect offers you a cost to pay; if you don't, what depends on it doesn't "
        "happen (rule 118.12).",
    ),
    DecisionKind.CHOOSE: (
        "Elegir: el efecto que se resuelve te pide una elección (un color, un jugador, una "
        "opción) (regla 608.2d).",
        "Choose: the effect resolving asks you for a choice (a color, a player, an option) "
        "(rule 608.2d).",
    ),
    DecisionKind.PICK: (
        "Elegir una carta: el efecto te ofrece varias; elige una (regla 608.2d).",
        "Pick a card: the effect offers you several; pick one (rule 608.2d).",
    ),
    DecisionKind.PUT_CHOSEN: (
        "Poner las elegidas: el efecto dice adónde van las cartas que eliges (regla 608.2c).",
        "Put the chosen ones: the effect says where the cards you choose go (rule 608.2c).",
    ),
    DecisionKind.TAP: (
        "Girar: elige qué permanentes giras, de lado, como pide el efecto (regla 701.26a).",
        "Tap: choose which permanents you turn sideways, as the effect asks (rule 701.26a).",
    ),
    DecisionKind.SACRIFICE: (
        "Sacrificar: elige qué permanente tuyo va del campo de batalla a tu cementerio; "
        "sacrificar no es destruir (regla 701.21a).",
        "Sacrifice: choose which permanent of yours goes from the battlefield to your "
        "graveyard; sacrificing isn't destroying (rule 701.21a).",
    ),
    DecisionKind.SEARCH: (
        "Buscar: mira las cartas de tu biblioteca y elige una que cumpla lo pedido; luego se "
        "baraja (regla 701.23).",
        "Search: look through your library and pick a card that fits the description; then it "
        "is shuffled (rule 701.23).",
    ),
    DecisionKind.LOOK: (
        "Mirar cartas: adivinar las deja arriba o al fondo de tu biblioteca; escrutar, arriba o "
        "en tu cementerio (reglas 701.22a y 701.25a).",
        "Look at cards: scry keeps them on top or puts them on the bottom of your library; "
        "surveil, on top or into your graveyard (rules 701.22a and 701.25a).",
    ),
    DecisionKind.ORDER: (
        "Ordenar: decide en qué orden quedan esas cartas en tu biblioteca (regla 401.4).",
        "Order: decide the order of those cards in your library (rule 401.4).",
    ),
    DecisionKind.TOP_OR_BOTTOM: (
        "¿Arriba o al fondo?: elige dónde de tu biblioteca va la carta (regla 401.4).",
        "Top or bottom?: choose where in your library the card goes (rule 401.4).",
    ),
    DecisionKind.VOTE: (
        "Votar: cada jugador, en orden de turno, elige una de las opciones (regla 701.38a).",
        "Vote: each player, in turn order, chooses one of the options (rule 701.38a).",
    ),
    DecisionKind.DOOR: (
        "Puertas de una Sala: elige qué puerta se abre (o se cierra); cada puerta abierta "
        "tiene su habilidad (reglas 709.5e–g).",
        "Doors of a Room: choose which door is unlocked (or locked); each unlocked door has its "
        "ability (rules 709.5e–g).",
    ),
    DecisionKind.MANIFEST: (
        "Manifestar miedo: de las dos primeras cartas de tu biblioteca, una entra boca abajo "
        "como una criatura 2/2 y la otra va a tu cementerio (regla 701.62a).",
        "Manifest dread: of the top two cards of your library, one enters face down as a 2/2 "
        "creature and the other goes to your graveyard (rule 701.62a).",
    ),
}


def decision_note(kind: str, lang: str = "es") -> str | None:
    """What a decision of ``kind`` asks for, in one line with its rule: "Declarar atacantes:
    elige qué criaturas atacan; …(reglas 508.1 y 302.6)." None for a kind with no note (the
    kinds of Inferno, a kind this version doesn't know)."""
    if not isinstance(kind, str):
        raise IllegalAction(
            f"el tipo de decisión es un texto, no {shown(kind)}",
            f"the kind of decision is a text, not {shown(kind)}",
        )
    lang = check_lang(lang)
    try:
        member = DecisionKind(kind)
    except ValueError:
        return None
    note = NOTES.get(member)
    if note is None:
        return None
    return note[0] if lang == "es" else note[1]


class Guide:
    """The guide of one learner's game: ``seen`` holds the kinds of decision already met;
    :meth:`note` explains a kind the first time only."""

    def __init__(self, seen: Iterable[str] = ()) -> None:
        if isinstance(seen, str) or not all(isinstance(kind, str) for kind in seen):
            raise IllegalAction(
                f"los tipos ya vistos son una colección de textos, no {shown(seen)}",
                f"the kinds already seen are a collection of texts, not {shown(seen)}",
            )
        self.seen: set[str] = {str(kind) for kind in seen}

    def note(self, decision: Decision, lang: str = "es") -> str | None:
        """The note for ``decision``'s kind if it is met for the first time (and from now on
        it counts as seen), else None. A kind with no note gives None and stays unseen."""
        if not isinstance(decision, Decision):
            raise IllegalAction(
                f"la guía explica una decisión (Decision), no {shown(decision)}",
                f"the guide explains a Decision, not {shown(decision)}",
            )
        kind = str(decision.kind)
        text = decision_note(kind, lang)
        if text is None or kind in self.seen:
            return None
        self.seen.add(kind)
        return text


class Surprise(StrEnum):
    """What kind of thing a surprising log entry records (the comment names its rules)."""

    LEFT_BATTLEFIELD = "left_battlefield"  # 704.5f–j, 704.5m, 701.8a, 701.21a: to a graveyard
    TRIGGERED = "triggered"  # 603.2, 603.7a, 603.12: an ability triggers
    NOT_RESOLVED = "not_resolved"  # 701.6a, 608.2b, 603.3d, 603.4: countered, or did nothing
    LIFE_LOST = "life_lost"  # 119.3, 120.3: life lost to an ability, noncombat damage
    DAMAGE_PREVENTED = "damage_prevented"  # 615.1: damage that is prevented
    GAME_LOST = "game_lost"  # 704.5a–c: a player loses the game


# Entries that pay a cost (CR 601.2h, 602.2b): the payer chose them as part of a cast.
COST_RULES = ("601.2h", "602.2b")
# Moves from the battlefield to a graveyard, by the event kind recorded (CR 704.5, 701.8a,
# 701.21a): "zone.sba_damage" (704.5g–h), "zone.sba_toughness" (704.5f), …
TO_GRAVEYARD = frozenset(
    {
        "zone.sba_damage",
        "zone.sba_toughness",
        "zone.sba_loyalty",
        "zone.sba_aura",
        "zone.sba_legend",
        "zone.destroy",
        "zone.sacrifice",
    }
)
TRIGGERS = frozenset({"trigger", "trigger.delayed"})
NOT_RESOLVING = frozenset({"zone.countered", "fizzle", "trigger.removed", "trigger.condition"})
COMBAT_DAMAGE_RULE = "510"  # CR 510.2: combat damage, which every player watches happen
GAME_LOSS_RULE = "704.5"  # CR 704.5a–c: the state-based actions that end a player's game
# Rules that are themselves the answer to "why?", even with no earlier cause in the log: a
# state-based action (704.5), a spell or ability left without legal targets (608.2b, 603.3d)
# or whose condition no longer holds (603.4), an ability triggering on its event (603.2,
# 603.7, 603.12 — an attack or a death trigger names no earlier entry as its cause).
SELF_EXPLAINED = ("704.5", "608.2b", "603.3d", "603.4", "603.2", "603.7", "603.12")


def _is_player(arg: object) -> bool:
    return isinstance(arg, tuple) and len(arg) == 2 and arg[0] == "p"


def surprise_of(entry: LogEntry) -> Surprise | None:
    """What about ``entry`` may surprise a newcomer, read from its event kind and rule
    number only (never from a card's hidden identity), or None."""
    key, rule = entry.key, entry.rule
    if key.endswith(".hidden") or rule.startswith(COST_RULES):
        return None
    if key in TO_GRAVEYARD:
        return Surprise.LEFT_BATTLEFIELD
    if key in TRIGGERS:
        return Surprise.TRIGGERED
    if key in NOT_RESOLVING:
        return Surprise.NOT_RESOLVED
    if key == "life.lose":
        return Surprise.LIFE_LOST
    if (
        key == "damage"
        and not rule.startswith(COMBAT_DAMAGE_RULE)
        and len(entry.args) > 1
        and _is_player(entry.args[1])
    ):
        return Surprise.LIFE_LOST
    if key == "prevent":
        return Surprise.DAMAGE_PREVENTED
    if key.startswith("lose.") and rule.startswith(GAME_LOSS_RULE):
        return Surprise.GAME_LOST
    return None


def surprises(game: Game, start: int, viewer: Viewer) -> list[int]:
    """The indices of the log entries from ``start`` on that may surprise a newcomer and
    that ``viewer`` (a player's index, or None for a spectator) may ask "¿por qué?" about:
    every one has a cause in the log or is a rule's own doing (a state-based action, a
    spell with no legal target), so :func:`grimorio.explain.explain` has an answer.

    Every player receives every log line, each rendered for them (a face-down card unnamed,
    CR 708.5); the choice here reads only an entry's event kind, rule and causes — never a
    hidden card's identity — and skips the moves recorded as hidden, so it is the same for
    every viewer and offering a line reveals nothing. ``viewer`` is checked (a seat of the
    game, None or EVERYONE); the caller sends only the lines that viewer received."""
    if not isinstance(game, Game):
        raise IllegalAction(
            f"la guía necesita una partida (Game), no {shown(game)}",
            f"the guide needs a Game, not {shown(game)}",
        )
    if type(start) is not int or start < 0:
        raise IllegalAction(
            f"el comienzo es un índice del registro (0 o más), no {shown(start)}",
            f"the start is a log index (0 or more), not {shown(start)}",
        )
    if viewer is not None and viewer != EVERYONE:
        game._check_player(viewer)
    log = game.state.log
    found: list[int] = []
    for i in range(start, len(log)):
        entry = log[i]
        if surprise_of(entry) is None:
            continue
        if entry.rule.startswith(SELF_EXPLAINED) or len(causes(game, i)) > 1:
            found.append(i)
    return found


__all__ = [
    "NOTES",
    "Guide",
    "Surprise",
    "decision_note",
    "surprise_of",
    "surprises",
]
