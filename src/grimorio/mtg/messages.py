"""Spanish and English texts of the log, of decisions and of their options."""

from grimorio.text.render import register_messages

_STEPS = {
    "untap": ("Paso de enderezar", "Untap step"),
    "upkeep": ("Paso de mantenimiento", "Upkeep step"),
    "draw": ("Paso de robar", "Draw step"),
    "main1": ("Primera fase principal", "First main phase"),
    "begin_combat": ("Paso de inicio del combate", "Beginning of combat step"),
    "declare_attackers": ("Paso de declarar atacantes", "Declare attackers step"),
    "declare_blockers": ("Paso de declarar bloqueadoras", "Declare blockers step"),
    "first_strike_damage": (
        "Paso de daño de combate (dañar primero)",
        "Combat damage step (first strike)",
    ),
    "combat_damage": ("Paso de daño de combate", "Combat damage step"),
    "end_combat": ("Paso final del combate", "End of combat step"),
    "main2": ("Segunda fase principal", "Second main phase"),
    "end": ("Paso final", "End step"),
    "cleanup": ("Paso de limpieza", "Cleanup step"),
}

MESSAGES: dict[str, tuple[str, str]] = {
    # zone changes
    "zone.cast": ("{1} lanza {0}.", "{1} casts {0}."),
    "zone.sacrifice": ("{1} sacrifica {0}.", "{1} sacrifices {0}."),
    "zone.exile": ("{0} es exiliado.", "{0} is exiled."),
    "zone.bounce": ("{0} regresa a la mano de {1}.", "{0} returns to {1}'s hand."),
    "zone.discard": ("{1} descarta {0}.", "{1} discards {0}."),
    "zone.destroy": ("{0} es destruido.", "{0} is destroyed."),
    "zone.reanimate": (
        "{0} vuelve al campo de batalla desde el cementerio.",
        "{0} returns to the battlefield from the graveyard.",
    ),
    "zone.bottom": (
        "{0} se pone en el fondo de la biblioteca de {1}.",
        "{0} is put on the bottom of {1}'s library.",
    ),
    "zone.countered": ("{0} es contrarrestado.", "{0} is countered."),
    "zone.take.hidden": ("{0} pone una carta en su mano.", "{0} puts a card into their hand."),
    "zone.mill": ("{0} va al cementerio de {1}.", "{0} goes to {1}'s graveyard."),
    "zone.search_battlefield": (
        "{1} busca {0} y lo pone en el campo de batalla.",
        "{1} searches for {0} and puts it onto the battlefield.",
    ),
    "zone.search_hand.hidden": (
        "{0} busca una carta y la pone en su mano.",
        "{0} searches for a card and puts it into their hand.",
    ),
    "zone.search_hand": (
        "{1} busca {0}, lo muestra y lo pone en su mano.",
        "{1} searches for {0}, reveals it and puts it into their hand.",
    ),
    "zone.enter": ("{0} entra al campo de batalla.", "{0} enters the battlefield."),
    "zone.resolved": ("{0} va al cementerio de {1}.", "{0} goes to {1}'s graveyard."),
    "zone.play_land": ("{1} juega {0}.", "{1} plays {0}."),
    "zone.bottom_hidden.hidden": (
        "{0} pone una carta en el fondo de su biblioteca.",
        "{0} puts a card on the bottom of their library.",
    ),
    "zone.sba_toughness": (
        "{0} va al cementerio: resistencia 0 o menos.",
        "{0} is put into the graveyard: toughness 0 or less.",
    ),
    "zone.sba_damage": ("{0} muere: daño letal.", "{0} dies: lethal damage."),
    "zone.sba_loyalty": (
        "{0} va al cementerio: sin lealtad.",
        "{0} is put into the graveyard: no loyalty.",
    ),
    "zone.sba_aura": (
        "{0} va al cementerio: Aura sin anexar a un objeto legal.",
        "{0} is put into the graveyard: Aura not attached to a legal object.",
    ),
    "zone.sba_legend": (
        "{0} va al cementerio por la regla de leyendas.",
        "{0} is put into the graveyard by the legend rule.",
    ),
    # other events
    "draw": ("{0} roba una carta.", "{0} draws a card."),
    "draw.empty": (
        "{0} intenta robar de una biblioteca vacía.",
        "{0} attempts to draw from an empty library.",
    ),
    "shuffle": ("{0} baraja su biblioteca.", "{0} shuffles their library."),
    "tap": ("{0} se gira.", "{0} becomes tapped."),
    "untap": ("{0} se endereza.", "{0} untaps."),
    "damage": ("{0} hace {2} de daño a {1}.", "{0} deals {2} damage to {1}."),
    "damage.lifelink": (
        "{0} hace {2} de daño a {1} y su controlador gana esas vidas.",
        "{0} deals {2} damage to {1} and its controller gains that much life.",
    ),
    "life.gain": ("{0} gana {1} vidas.", "{0} gains {1} life."),
    "life.lose": ("{0} pierde {1} vidas.", "{0} loses {1} life."),
    "counters.put": ("Se ponen {1} contadores {2} sobre {0}.", "{1} {2} counters are put on {0}."),
    "counters.remove": (
        "Se quitan {1} contadores {2} de {0}.",
        "{1} {2} counters are removed from {0}.",
    ),
    "mana.add": ("{0} agrega {1} maná {{{2}}}.", "{0} adds {1} {{{2}}} mana."),
    "mana.spend": ("{0} gasta {1} maná {{{2}}}.", "{0} spends {1} {{{2}}} mana."),
    "mana.empty": ("Las reservas de maná se vacían.", "Mana pools empty."),
    "token": ("{0} crea una ficha {1}.", "{0} creates a {1} token."),
    "cleanup.effects": (
        "Se elimina el daño y terminan los efectos «hasta el final del turno».",
        'Damage is removed and "until end of turn" effects end.',
    ),
    "lose.life": ("{0} pierde el juego: 0 o menos vidas.", "{0} loses the game: 0 or less life."),
    "lose.draw": (
        "{0} pierde el juego: robó de una biblioteca vacía.",
        "{0} loses the game: drew from an empty library.",
    ),
    "lose.poison": (
        "{0} pierde el juego: diez o más contadores de veneno.",
        "{0} loses the game: ten or more poison counters.",
    ),
    "lose.concede": ("{0} concede la partida.", "{0} concedes the game."),
    "game.draw": ("La partida termina en empate.", "The game is a draw."),
    "game.win": ("{0} gana la partida.", "{0} wins the game."),
    "turn": ("Turno {0} de {1}.", "Turn {0}: {1}."),
    "attack": ("{0} ataca a {1}.", "{0} attacks {1}."),
    "block": ("{0} bloquea a {1}.", "{0} blocks {1}."),
    "cease": ("{0} deja de existir.", "{0} ceases to exist."),
    "attach": ("{0} se anexa a {1}.", "{0} becomes attached to {1}."),
    "unattach": ("{0} se desanexa.", "{0} becomes unattached."),
    "rewind": (
        "{0} revierte el lanzamiento o activación de {1}.",
        "{0} rewinds casting or activating {1}.",
    ),
    "cast": ("{0} lanza {1}.", "{0} casts {1}."),
    "activate": ("{0} activa una habilidad de {1}.", "{0} activates an ability of {1}."),
    "fizzle": (
        "{0} no se resuelve: todos sus objetivos son ilegales.",
        "{0} doesn't resolve: all its targets are illegal.",
    ),
    "resolve": ("{0} se resuelve.", "{0} resolves."),
    "resolve.ability": ("Se resuelve la habilidad de {0}.", "{0}'s ability resolves."),
    "indestructible": (
        "{0} es indestructible y no se destruye.",
        "{0} is indestructible and isn't destroyed.",
    ),
    "modify.pt": (
        "{0} obtiene {1:+d}/{2:+d} hasta el final del turno.",
        "{0} gets {1:+d}/{2:+d} until end of turn.",
    ),
    "modify.keywords": (
        "{0} gana {1} hasta el final del turno.",
        "{0} gains {1} until end of turn.",
    ),
    "no_attackers": ("{0} no declara atacantes.", "{0} declares no attackers."),
    "skip_draw": ("{0} no roba en su primer turno.", "{0} skips the first draw."),
    "cleanup_again": (
        "Hubo acciones en la limpieza: otro paso de limpieza.",
        "Something happened during cleanup: another cleanup step.",
    ),
    "starting_player": ("{0} empieza la partida.", "{0} takes the first turn."),
    "keep": ("{0} se queda con su mano de {1} cartas.", "{0} keeps a hand of {1} cards."),
    "mulligan": (
        "{0} hace mulligan: pone su mano en su biblioteca.",
        "{0} takes a mulligan: their hand goes into their library.",
    ),
    # options
    "opt.mode": ("Modo {0}: {1}", "Mode {0}: {2}"),
    "opt.x": ("X = {0}", "X = {0}"),
    "opt.target": ("Objetivo: {0}", "Target: {0}"),
    "opt.no_more_targets": ("No elegir más objetivos", "No more targets"),
    "opt.sacrifice": ("Sacrificar {0}", "Sacrifice {0}"),
    "opt.return": ("Regresar {0} a la mano", "Return {0} to hand"),
    "opt.tap": ("Girar {0}", "Tap {0}"),
    "opt.discard": ("Descartar {0}", "Discard {0}"),
    "opt.mana": ("Girar {0} para {{{1}}}", "Tap {0} for {{{1}}}"),
    "opt.mana_auto": ("Pagar automáticamente", "Pay automatically"),
    "opt.keep_legend": ("Conservar {0}", "Keep {0}"),
    "opt.pass": ("Pasar", "Pass"),
    "opt.play": ("Jugar {0}", "Play {0}"),
    "opt.cast": ("Lanzar {0}", "Cast {0}"),
    "opt.activate": ("Activar {0} (habilidad {1})", "Activate {0} (ability {1})"),
    "opt.attack": ("Atacar a {1} con {0}", "Attack {1} with {0}"),
    "opt.block": ("Bloquear {1} con {0}", "Block {1} with {0}"),
    "opt.done": ("Listo", "Done"),
    "opt.reset": ("Empezar de nuevo", "Start over"),
    "opt.assign": ("Asignar {1} de daño a {0}", "Assign {1} damage to {0}"),
    "opt.keep": ("Quedarse con la mano", "Keep this hand"),
    "opt.mulligan": ("Hacer mulligan", "Take a mulligan"),
    "opt.bottom": ("Poner {0} en el fondo", "Put {0} on the bottom"),
    "opt.search": ("Elegir {0}", "Choose {0}"),
    "opt.look": ("Poner {0} en la mano", "Put {0} into your hand"),
    "opt.find_nothing": ("No encontrar nada", "Find nothing"),
    # prompts
    "ask.mode": ("Elige un modo para {0}.", "Choose a mode for {0}."),
    "ask.x": ("Elige el valor de X.", "Choose the value of X."),
    "ask.target": ("Elige el objetivo {1} de {0}.", "Choose target {1} for {0}."),
    "ask.sacrifice": ("Elige qué sacrificar.", "Choose what to sacrifice."),
    "ask.return": ("Elige qué regresar a la mano.", "Choose what to return to hand."),
    "ask.tap": ("Elige qué girar (faltan {0}).", "Choose what to tap ({0} left)."),
    "ask.discard": ("Elige qué descartar.", "Choose what to discard."),
    "ask.mana": ("Paga {0}: elige una fuente de maná.", "Pay {0}: choose a mana source."),
    "ask.legend": (
        "Regla de leyendas: elige cuál conservar.",
        "Legend rule: choose which one to keep.",
    ),
    "ask.priority": ("Tienes prioridad.", "You have priority."),
    "ask.attackers": ("Declara atacantes.", "Declare attackers."),
    "ask.blockers": ("Declara bloqueadoras.", "Declare blockers."),
    "ask.assign": ("Asigna el daño de {0} ({1} por asignar).", "Assign {0}'s damage ({1} left)."),
    "ask.cleanup_discard": (
        "Descarta hasta tener siete cartas ({0} de más).",
        "Discard down to seven cards ({0} too many).",
    ),
    "ask.mulligan": (
        "¿Te quedas con esta mano? (mulligans: {0})",
        "Keep this hand? (mulligans: {0})",
    ),
    "ask.bottom": (
        "Pon {0} cartas en el fondo de tu biblioteca.",
        "Put {0} cards on the bottom of your library.",
    ),
    "ask.search": ("Elige una carta de tu biblioteca.", "Choose a card from your library."),
    "ask.look": ("Elige una carta para tu mano.", "Choose a card for your hand."),
}
MESSAGES.update({f"step.{k}": (f"{es}.", f"{en}.") for k, (es, en) in _STEPS.items()})

_KEYWORDS = {
    "flying": ("volar", "flying"),
    "reach": ("alcance", "reach"),
    "haste": ("prisa", "haste"),
    "vigilance": ("vigilancia", "vigilance"),
    "defender": ("defensor", "defender"),
    "menace": ("amenaza", "menace"),
    "first_strike": ("dañar primero", "first strike"),
    "double_strike": ("dañar dos veces", "double strike"),
    "trample": ("arrollar", "trample"),
    "deathtouch": ("toque mortal", "deathtouch"),
    "lifelink": ("vínculo vital", "lifelink"),
    "indestructible": ("indestructible", "indestructible"),
    "flash": ("destello", "flash"),
    "cant_block": ("«no puede bloquear»", '"can\'t block"'),
    "unblockable": ("«no puede ser bloqueada»", '"can\'t be blocked"'),
    "must_be_blocked": ("«debe ser bloqueada si es posible»", '"must be blocked if able"'),
}
MESSAGES.update({f"kw.{k}": v for k, v in _KEYWORDS.items()})

register_messages(MESSAGES)
