"""Everything a person reads in the terminal game, in Spanish and in English.

The texts are registered with :func:`grimorio.text.render.register_messages` under ``ui.*``
keys, like the rules' messages (``grimorio/rules/events/messages.py``); :func:`tr` renders one.
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
    # Inferno's words for the same places (I-401, I-403, I-404, I-106)
    "ui.col.library@inferno": ("Mazo", "Deck"),
    "ui.col.graveyard@inferno": ("Infierno", "Infierno"),
    "ui.col.pool@inferno": ("Energía", "Energy"),
    "ui.battlefield@inferno": ("En juego: {0}", "In play: {0}"),
    "ui.stack@inferno": ("Cadena (la de arriba primero)", "Chain (top first)"),
    "ui.graveyards@inferno": ("Infiernos", "Infiernos"),
    "ui.resources": (
        "{0:recurso|recursos} ({1:girado|girados})",
        "{0:resource|resources} ({1} tapped)",
    ),
    "ui.lost": ("ha perdido", "has lost"),
    # a game of more than two (CR 800.1): what each player's line says of them
    "ui.tag.you": ("tú", "you"),
    "ui.tag.rival": ("rival", "opponent"),
    "ui.tag.active": ("juega", "active"),
    "ui.tag.priority": ("prioridad", "priority"),
    "ui.tag.out": ("fuera de la partida", "out of the game"),
    "ui.tag.winner": ("gana", "wins"),
    "ui.c.no_permanents": ("sin permanentes", "no permanents"),
    "ui.left": (
        "Has salido de la partida (CR 800.4a); los demás jugadores siguen hasta el final…",
        "You have left the game (CR 800.4a); the other players play on to the end…",
    ),
    "ui.empty": ("—", "—"),
    "ui.battlefield": ("Campo de batalla de {0}", "Battlefield of {0}"),
    "ui.nothing": ("(nada)", "(nothing)"),
    "ui.more": ("+{0} más…", "+{0} more…"),
    "ui.hand": ("Tu mano", "Your hand"),
    "ui.stack": ("Pila (la de arriba primero)", "Stack (top first)"),
    "ui.graveyards": ("Cementerios", "Graveyards"),
    "ui.exile": ("Exilio", "Exile"),
    # the variants (CR 903, 904): what the command zone holds and what each player carries
    "ui.command": ("Zona de mando", "Command zone"),
    "ui.variant.commander": ("Commander", "Commander"),
    "ui.variant.archenemy": (
        "Archenemy: Contienda de supervillanos",
        "Archenemy: Supervillain Rumble",
    ),
    "ui.commander": ("comandante {0}", "commander {0}"),
    "ui.commander_tax": ("impuesto +{0}", "tax +{0}"),
    "ui.commander_damage": (
        "daño de comandante recibido: {0}",
        "commander damage taken: {0}",
    ),
    "ui.scheme_deck": ("mazo de planes: {0}", "scheme deck: {0}"),
    "ui.in_command": ("en la zona de mando: {0}", "in the command zone: {0}"),
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
    "ui.counters": ("{0:contador|contadores} {1}", "{0:counter|counters} ({1})"),
    "ui.attached": ("anexada a [{0}] {1}", "attached to [{0}] {1}"),
    "ui.with": ("con [{0}] {1}", "with [{0}] {1}"),
    "ui.attacks": ("ataca a {0}", "attacking {0}"),
    "ui.blocks": ("bloquea a [{0}]", "blocking [{0}]"),
    "ui.targets": ("objetivos: {0}", "targets: {0}"),
    "ui.triggered": ("habilidad disparada", "triggered ability"),
    "ui.activated": ("habilidad activada", "activated ability"),
    "ui.controller": ("de {0}", "{0}'s"),
    "ui.recent": (
        "Desde tu última decisión (número para «por qué N»)",
        "Since your last decision (number for 'why N')",
    ),
    "ui.recent.none": (
        "Nada nuevo; las últimas acciones (número para «por qué N»)",
        "Nothing new; the last actions (number for 'why N')",
    ),
    "ui.recent.older": (
        "(+{0} antes; escribe «log» para verlas)",
        "(+{0} earlier; type 'log' to see them)",
    ),
    "ui.c.life": ("{0:vida|vidas}", "{0} life"),
    "ui.c.poison": ("veneno {0}", "poison {0}"),
    "ui.c.hand": ("mano {0}", "hand {0}"),
    "ui.c.library": ("biblioteca {0}", "library {0}"),
    # the top of one's own library, when an ability lets one look at it (CR 401.2)
    "ui.library_top": ("arriba: {0}", "on top: {0}"),
    "ui.c.graveyard": ("cementerio {0}", "graveyard {0}"),
    "ui.c.pool": ("maná {0}", "mana {0}"),
    "ui.c.library@inferno": ("mazo {0}", "deck {0}"),
    "ui.c.graveyard@inferno": ("infierno {0}", "Infierno {0}"),
    "ui.c.pool@inferno": ("energía {0}", "energy {0}"),
    "ui.mark.attack": ("atacará", "will attack"),
    "ui.mark.attack_at": ("atacará a {0}", "will attack {0}"),
    "ui.mark.block": ("bloqueará a [{0}]", "will block [{0}]"),
    "ui.chosen": ("elegido: {0}", "chosen: {0}"),
    "ui.cancel_option": (
        "Cancelar: volver atrás antes de pagar",
        "Cancel: back out before paying",
    ),
    "ui.label.unlock": ("Abrir {0} {1} — {2}", "Unlock {0} {1} — {2}"),
    "ui.label.keep": ("Conservar {0}", "Keep {0}"),
    "ui.note.trigger_order": (
        "(La última que pongas en la pila se resuelve primero.)",
        "(The last one put on the stack resolves first.)",
    ),
    "ui.note.resolving": ("Lo pide {0}: {1}", "Asked by {0}: {1}"),
    "ui.door_cost": ("{0} {1} ({2})", "{0} {1} ({2})"),
    "ui.now": ("Ahora", "Now"),
    "ui.now.types": ("Ahora es: {0}.", "Now it is: {0}."),
    "ui.now.pt": ("Ahora {0} (impresa {1}).", "Now {0} (printed {1})."),
    "ui.lost_abilities": ("Ha perdido todas sus habilidades.", "It has lost all its abilities."),
    "ui.gained": ("Ha ganado: {0}", "It has gained: {0}"),
    "ui.thinking": ("{0} está pensando…", "{0} is thinking…"),
    "ui.result.win": ("Fin de la partida: gana {0} ({1}).", "Game over: {0} wins ({1})."),
    "ui.result.draw": ("Fin de la partida: empate ({0}).", "Game over: a draw ({0})."),
    # the prompt and the commands
    "ui.ask": ("{0} [1-{1}, ? ayuda] > ", "{0} [1-{1}, ? help] > "),
    "ui.help": (
        "Comandos: un número elige esa opción · p/pasar pasa hasta que ocurra algo a lo que "
        "puedas responder (un hechizo o habilidad en la pila, atacantes contra ti) o llegue "
        "una parada · pasar hasta el final: hasta el paso final de este turno · pasar turno: "
        "hasta el turno siguiente · pasar hasta mi turno · paradas: lista tus paradas · "
        "parada PASO [mío|rival] pone o quita una (pasos: mantenimiento, robar, principal1, "
        "combate, atacantes, bloqueadoras, daño, fin-combate, principal2, final) · "
        "c/cancelar vuelve atrás un hechizo o habilidad antes de pagarlo · a/auto paga el "
        "maná · v N/ver N muestra la carta N · log [N] muestra las últimas N líneas del "
        "registro · por qué [N] explica la línea N del registro (1 = la última) · rendirse · "
        "guardar ARCHIVO · salir · ?/ayuda",
        "Commands: a number chooses that option · p/pass passes until something happens you "
        "could answer (a spell or ability on the stack, attackers against you) or a stop "
        "comes · pass until end: to this turn's end step · pass turn: to the next turn · "
        "pass until my turn · stops: lists your stops · stop STEP [mine|opponent] sets or "
        "clears one (steps: upkeep, draw, main1, combat, attackers, blockers, damage, "
        "end-combat, main2, end) · c/cancel backs out of a spell or ability before paying "
        "it · a/auto pays the mana · v N/see N shows card N · log [N] shows the last N log "
        "lines · why [N] explains log line N (1 = the newest) · concede · save FILE · quit · "
        "?/help",
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
    "ui.bad.pass_usage": (
        "No entiendo «pasar {0}»: pasar, pasar turno, pasar hasta mi turno o pasar hasta el final.",
        "I don't understand 'pass {0}': pass, pass turn, pass until my turn or pass until end.",
    ),
    "ui.bad.no_cancel": (
        "No hay nada que cancelar: solo se puede volver atrás un hechizo o una habilidad "
        "mientras se anuncia, antes de pagarlo.",
        "There is nothing to cancel: a spell or ability can be backed out of only while it "
        "is announced, before it is paid.",
    ),
    "ui.cancelled": (
        "Cancelado: la partida vuelve a antes de empezar a lanzarlo o activarlo.",
        "Cancelled: the game is back to before you began to cast or activate it.",
    ),
    "ui.bad.stop": (
        "No entiendo «parada {0}»: parada PASO [mío|rival] (escribe ? para los pasos).",
        "I don't understand 'stop {0}': stop STEP [mine|opponent] (type ? for the steps).",
    ),
    "ui.bad.log": ("Escribe «log» o «log N».", "Type 'log' or 'log N'."),
    "ui.stops": ("Paradas: {0}.", "Stops: {0}."),
    "ui.stop.mine": ("tu turno", "your turn"),
    "ui.stop.theirs": ("turno rival", "opponent's turn"),
    "ui.confirm.unsaved": (
        "La partida no está guardada y se perderá. ¿Salir? (s/n) > ",
        "The game is not saved and will be lost. Quit? (y/n) > ",
    ),
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
        "— Intro para seguir, «ir N» muestra el tablero en la línea N, q para terminar — ",
        "— Enter for more, 'go N' shows the board at line N, q to stop — ",
    ),
    "ui.replay.board": (
        "— + siguiente decisión, - la anterior, «ir N» a la línea N, q para terminar — ",
        "— + next decision, - the one before, 'go N' to line N, q to stop — ",
    ),
    "ui.replay.at": (
        "Tras {0} de {1} respuestas; el registro llega a la línea {2}.",
        "After {0} of {1} answers; the log reaches line {2}.",
    ),
    "ui.replay.bad": (
        "Escribe +, -, «ir N» o q.",
        "Type +, -, 'go N' or q.",
    ),
    "ui.replay.no_board": (
        "Esta partida no empezó desde sus mazos: no se puede rehacer el tablero.",
        "This game did not start from its decks: its board can't be rebuilt.",
    ),
    "ui.replay.unfinished": ("(La partida no ha terminado.)", "(The game is not over.)"),
}

register_messages(TEXTS)


def tr(key: str, lang: str, *args: Any, dialect: str = "") -> str:
    """The text ``key`` in ``lang`` (``"es"`` or ``"en"``) with ``args`` filled in, in the
    words of a game's ``dialect`` where it has its own (``"inferno"``)."""
    return render_message(key, args, lang, (), dialect=dialect)


YES = frozenset({"s", "si", "sí", "y", "yes"})
NO = frozenset({"n", "no"})
