"""Everything a person reads in the terminal game, in Spanish and in English.

The texts are registered with :func:`grimorio.text.render.register_messages` under ``ui.*``
keys, like the rules' messages (``grimorio/mtg/events/messages.py``); :func:`tr` renders one.
"""

from __future__ import annotations

from typing import Any

from grimorio.text.render import register_messages, render_message

TEXTS: dict[str, tuple[str, str]] = {
    # the screen
    "ui.turn": ("Turno {0}", "Turn {0}"),
    "ui.active": ("juega {0}", "{0}'s turn"),
    "ui.priority": ("prioridad: {0}", "priority: {0}"),
    "ui.you": ("{0} (tú)", "{0} (you)"),
    "ui.rival": ("{0} (rival)", "{0} (opponent)"),
    "ui.col.player": ("Jugador", "Player"),
    "ui.col.life": ("Vidas", "Life"),
    "ui.col.poison": ("Veneno", "Poison"),
    "ui.col.hand": ("Mano", "Hand"),
    "ui.col.library": ("Biblioteca", "Library"),
    "ui.col.graveyard": ("Cementerio", "Graveyard"),
    "ui.col.pool": ("Maná", "Mana"),
    "ui.lost": ("ha perdido", "has lost"),
    "ui.empty": ("—", "—"),
    "ui.battlefield": ("Campo de batalla de {0}", "Battlefield of {0}"),
    "ui.nothing": ("(nada)", "(nothing)"),
    "ui.more": ("+{0} más…", "+{0} more…"),
    "ui.hand": ("Tu mano", "Your hand"),
    "ui.stack": ("Pila (la de arriba primero)", "Stack (top first)"),
    "ui.graveyards": ("Cementerios", "Graveyards"),
    "ui.exile": ("Exilio", "Exile"),
    "ui.log": ("Registro (número para «por qué N»)", "Log (number for 'why N')"),
    "ui.decision": ("Decisión", "Decision"),
    "ui.waiting": ("Decide {0}.", "{0} is deciding."),
    "ui.face_down": ("carta boca abajo", "face-down card"),
    "ui.face_down_yours": ("boca abajo", "face down"),
    "ui.doors": ("puertas: ", "doors: "),
    "ui.unlocked": ("abierta", "unlocked"),
    "ui.locked": ("cerrada", "locked"),
    "ui.tapped": ("girada", "tapped"),
    "ui.sick": ("mareo de invocación", "summoning sick"),
    "ui.damage": ("daño {0}", "damage {0}"),
    "ui.token": ("ficha", "token"),
    "ui.attached": ("anexada a [{0}] {1}", "attached to [{0}] {1}"),
    "ui.with": ("con [{0}] {1}", "with [{0}] {1}"),
    "ui.attacks": ("ataca a {0}", "attacking {0}"),
    "ui.blocks": ("bloquea a [{0}]", "blocking [{0}]"),
    "ui.targets": ("objetivos: {0}", "targets: {0}"),
    "ui.triggered": ("habilidad disparada", "triggered ability"),
    "ui.activated": ("habilidad activada", "activated ability"),
    "ui.controller": ("de {0}", "{0}'s"),
    "ui.result.win": ("Fin de la partida: gana {0} ({1}).", "Game over: {0} wins ({1})."),
    "ui.result.draw": ("Fin de la partida: empate ({0}).", "Game over: a draw ({0})."),
    # the prompt and the commands
    "ui.ask": ("{0} [1-{1}, ? ayuda] > ", "{0} [1-{1}, ? help] > "),
    "ui.help": (
        "Comandos: un número elige esa opción · p/pasar pasa la prioridad hasta que ocurra "
        "algo nuevo · a/auto paga el maná automáticamente · v N/ver N muestra la carta N · "
        "por qué [N] explica la última línea del registro (o la N) · rendirse · "
        "guardar ARCHIVO · salir · ?/ayuda",
        "Commands: a number chooses that option · p/pass passes priority until something new "
        "happens · a/auto pays mana automatically · v N/see N shows card N · why [N] explains "
        "the last log line (or line N) · concede · save FILE · quit · ?/help",
    ),
    "ui.bad.empty": (
        "Escribe el número de una opción (? para ayuda).",
        "Type the number of an option (? for help).",
    ),
    "ui.bad.unknown": (
        "No entiendo «{0}». Escribe un número del 1 al {1}, o ? para ayuda.",
        "I don't understand '{0}'. Type a number from 1 to {1}, or ? for help.",
    ),
    "ui.bad.range": (
        "No hay opción {0}: elige del 1 al {1}.",
        "There is no option {0}: choose from 1 to {1}.",
    ),
    "ui.bad.eof": (
        "Fin de entrada (Ctrl-D) ignorado; para dejar la partida escribe «salir».",
        "End of input (Ctrl-D) ignored; to leave the game type 'quit'.",
    ),
    "ui.bad.no_pass": ("Ahora no puedes pasar la prioridad.", "You can't pass priority now."),
    "ui.bad.no_auto": (
        "Aquí no hay pago automático de maná.",
        "There is no automatic mana payment here.",
    ),
    "ui.bad.card": (
        "No ves ninguna carta con el número {0}.",
        "You can't see any card with the number {0}.",
    ),
    "ui.bad.card_usage": (
        "Escribe «v N» con el número entre corchetes de una carta.",
        "Type 'v N' with the number in brackets of a card.",
    ),
    "ui.bad.why": (
        "El registro no tiene la línea {0}.",
        "The log has no line {0}.",
    ),
    "ui.bad.save_usage": (
        "Escribe «guardar ARCHIVO».",
        "Type 'save FILE'.",
    ),
    "ui.bad.save": ("No se pudo guardar en {0}: {1}", "Could not save to {0}: {1}"),
    "ui.bad.illegal": ("Esa respuesta no es válida: {0}", "That answer is not allowed: {0}"),
    "ui.saved": ("Partida guardada en {0}.", "Game saved to {0}."),
    "ui.confirm.quit": ("¿Salir? (s/n) > ", "Quit? (y/n) > "),
    "ui.confirm.concede": ("¿Seguro que te rindes? (s/n) > ", "Really concede? (y/n) > "),
    "ui.confirm.again": ("Responde s o n.", "Answer y or n."),
    "ui.bye": ("Hasta la próxima.", "Goodbye."),
    "ui.closed": (
        "La entrada se ha cerrado; la partida termina aquí.",
        "Input is closed; the game stops here.",
    ),
    "ui.resume_with": (
        "Para seguir: grimorio play --load {0}",
        "To continue: grimorio play --load {0}",
    ),
    "ui.passing": ("Pasas la prioridad…", "You pass priority…"),
    # files and replay
    "ui.err.deck": ("No se pudo leer el mazo {0}:\n{1}", "Could not read the deck {0}:\n{1}"),
    "ui.err.deck_warn": (
        "Aviso: el mazo {0} no es legal en Limitado: {1}",
        "Warning: the deck {0} is not legal in Limited: {1}",
    ),
    "ui.err.load": ("No se pudo cargar {0}: {1}", "Could not load {0}: {1}"),
    "ui.err.load_decks": (
        "--load: la partida guardada ya tiene sus mazos (quita --deck)",
        "--load: the saved game already has its decks (drop --deck)",
    ),
    "ui.replay.more": (
        "— Intro para seguir, q para terminar — ",
        "— Enter for more, q to stop — ",
    ),
    "ui.replay.unfinished": ("(La partida no ha terminado.)", "(The game is not over.)"),
}

register_messages(TEXTS)


def tr(key: str, lang: str, *args: Any) -> str:
    """The text ``key`` in ``lang`` (``"es"`` or ``"en"``) with ``args`` filled in."""
    return render_message(key, args, lang, ())


YES = frozenset({"s", "si", "sí", "y", "yes"})
NO = frozenset({"n", "no"})
