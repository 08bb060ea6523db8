"""Spanish and English texts of the log, of decisions and of their options."""

from grimorio.text.counters import COUNTER_NAMES
from grimorio.text.render import register_messages

__all__ = ["COUNTER_NAMES", "MESSAGES"]

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
    "zone.cast": ("{1} lanza {0:el}.", "{1} casts {0}."),
    "zone.sacrifice": ("{1} sacrifica {0:el}.", "{1} sacrifices {0}."),
    "zone.exile": ("Se exilia {0:el}.", "{0} is exiled."),
    "zone.bounce": ("{0:El} regresa a la mano de {1}.", "{0} returns to {1}'s hand."),
    "zone.discard": ("{1} descarta {0:el}.", "{1} discards {0}."),
    "zone.destroy": ("Se destruye {0:el}.", "{0} is destroyed."),
    "zone.reanimate": (
        "{0:El} vuelve al campo de batalla desde el cementerio.",
        "{0} returns to the battlefield from the graveyard.",
    ),
    # the same return from another zone: the message names where it came from (CR 400.6)
    "zone.reanimate.exile": (
        "{0:El} vuelve al campo de batalla desde el exilio.",
        "{0} returns to the battlefield from exile.",
    ),
    "zone.reanimate.hand": (
        "{0:El} entra al campo de batalla desde la mano de {1}.",
        "{0} enters the battlefield from {1}'s hand.",
    ),
    "zone.reanimate.library": (
        "{0:El} entra al campo de batalla desde la biblioteca de {1}.",
        "{0} enters the battlefield from {1}'s library.",
    ),
    "zone.reanimate.battlefield": (
        "{0:El} vuelve a entrar al campo de batalla.",
        "{0} enters the battlefield again.",
    ),
    "zone.reanimate.stack": (
        "{0:El} entra al campo de batalla desde la pila.",
        "{0} enters the battlefield from the stack.",
    ),
    "zone.reanimate.command": (
        "{0:El} entra al campo de batalla desde la zona de mando.",
        "{0} enters the battlefield from the command zone.",
    ),
    "zone.bottom": (
        "{0:El} se pone en el fondo de la biblioteca de {1}.",
        "{0} is put on the bottom of {1}'s library.",
    ),
    "zone.countered": ("Se contrarresta {0:el}.", "{0} is countered."),
    "zone.shuffle_into": (
        "{0:El} va a la biblioteca de {1}.",
        "{0} is put into {1}'s library.",
    ),
    "zone.take.hidden": ("{0} pone una carta en su mano.", "{0} puts a card into their hand."),
    "zone.mill": ("{0:El} va al cementerio de {1}.", "{0} goes to {1}'s graveyard."),
    "zone.search_battlefield": (
        "{1} busca {0:el} y {0:lo|la} pone en el campo de batalla.",
        "{1} searches for {0} and puts it onto the battlefield.",
    ),
    "zone.search_graveyard": (
        "{1} busca {0:el} y {0:lo|la} pone en su cementerio.",
        "{1} searches for {0} and puts it into their graveyard.",
    ),
    "zone.search_hand.hidden": (
        "{0} busca una carta y la pone en su mano.",
        "{0} searches for a card and puts it into their hand.",
    ),
    "zone.search_hand": (
        "{1} busca {0:el}, {0:lo|la} muestra y {0:lo|la} pone en su mano.",
        "{1} searches for {0}, reveals it and puts it into their hand.",
    ),
    "zone.enter": ("{0:El} entra al campo de batalla.", "{0} enters the battlefield."),
    "zone.resolved": ("{0:El} va al cementerio de {1}.", "{0} goes to {1}'s graveyard."),
    "zone.play_land": ("{1} juega {0:el}.", "{1} plays {0}."),
    "zone.bottom_hidden.hidden": (
        "{0} pone una carta en el fondo de su biblioteca.",
        "{0} puts a card on the bottom of their library.",
    ),
    "zone.sba_toughness": ("{0:El} va al cementerio.", "{0} is put into the graveyard."),
    "zone.sba_damage": ("{0:El} muere.", "{0} dies."),
    "zone.sba_loyalty": ("{0:El} va al cementerio.", "{0} is put into the graveyard."),
    "zone.sba_aura": ("{0:El} va al cementerio.", "{0} is put into the graveyard."),
    "zone.sba_legend": ("{0:El} va al cementerio.", "{0} is put into the graveyard."),
    # other events
    "draw": ("{0} roba una carta.", "{0} draws a card."),
    "draw.empty": (
        "{0} intenta robar de una biblioteca vacía.",
        "{0} attempts to draw from an empty library.",
    ),
    "shuffle": ("{0} baraja su biblioteca.", "{0} shuffles their library."),
    "tap": ("{0:El} se gira.", "{0} becomes tapped."),
    "untap": ("{0:El} se endereza.", "{0} untaps."),
    "damage": ("{0:El} hace {2} de daño {1:al}.", "{0} deals {2} damage to {1}."),
    "damage.lifelink": (
        "{0:El} hace {2} de daño {1:al} y su controlador gana esas vidas.",
        "{0} deals {2} damage to {1} and its controller gains that much life.",
    ),
    "life.gain": ("{0} gana {1:vida|vidas}.", "{0} gains {1} life."),
    "life.lose": ("{0} pierde {1:vida|vidas}.", "{0} loses {1} life."),
    "counters.put": ("{0:El} recibe {1}.", "{0} gets {1}."),
    "counters.remove": ("{0:El} pierde {1}.", "{0} loses {1}."),
    "mana.add": ("{0} agrega {1} maná {{{2}}}.", "{0} adds {1} {{{2}}} mana."),
    "mana.spend": ("{0} gasta {1} maná {{{2}}}.", "{0} spends {1} {{{2}}} mana."),
    "mana.empty": ("Las reservas de maná se vacían.", "Mana pools empty."),
    "token": ("{0} crea una ficha de {1}.", "{0} creates a {1} token."),
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
    "attack": ("{0:El} ataca {1:al}.", "{0} attacks {1}."),
    "block": ("{0:El} bloquea {1:al}.", "{0} blocks {1}."),
    "cease": ("{0:El} deja de existir.", "{0} ceases to exist."),
    "attach": ("{0:El} se anexa {1:al}.", "{0} becomes attached to {1}."),
    "unattach": ("{0:El} se desanexa.", "{0} becomes unattached."),
    "rewind": (
        "{0} revierte el lanzamiento o la activación {1:del}.",
        "{0} rewinds casting or activating {1}.",
    ),
    "cast": ("{0} lanza {1:el}.", "{0} casts {1}."),
    "cast.done": ("Se completa el lanzamiento {0:del}.", "{0} becomes cast."),
    "activate": ("{0} activa una habilidad {1:del}.", "{0} activates an ability of {1}."),
    "fizzle": (
        "{0:El} no se resuelve: todos sus objetivos son ilegales.",
        "{0} doesn't resolve: all its targets are illegal.",
    ),
    "resolve": ("{0:El} se resuelve.", "{0} resolves."),
    "resolve.ability": ("Se resuelve la habilidad {0:del}.", "{0}'s ability resolves."),
    "exchange.none": (
        "No hay intercambio: alguno de los dos ya no está en el campo de batalla.",
        "No exchange: one of the two is no longer on the battlefield.",
    ),
    "indestructible": (
        "{0:El} es indestructible y no se destruye.",
        "{0} is indestructible and isn't destroyed.",
    ),
    "modify.pt": (
        "{0:El} {0:#obtiene|obtienen} {1:+d}/{2:+d} hasta el final del turno.",
        "{0} gets {1:+d}/{2:+d} until end of turn.",
    ),
    "modify.keywords": (
        "{0:El} {0:#gana|ganan} {1} hasta el final del turno.",
        "{0} gains {1} until end of turn.",
    ),
    "modify.pt.lasting": (
        "{0:El} {0:#obtiene|obtienen} {1:+d}/{2:+d}.",
        "{0} gets {1:+d}/{2:+d}.",
    ),
    "modify.keywords.lasting": ("{0:El} {0:#gana|ganan} {1}.", "{0} gains {1}."),
    "modify.copy": (
        "{0:El} se {0:#convierte|convierten} en una copia {1:del}.",
        "{0} becomes a copy of {1}.",
    ),
    "modify.control": ("{1} gana el control {0:del}.", "{1} gains control of {0}."),
    "modify.other": (
        "Empieza un efecto continuo que se aplica {0:al}.",
        "A continuous effect begins that applies to {0}.",
    ),
    "effects.end": (
        "Termina un efecto continuo: su duración acabó.",
        "A continuous effect ends: its duration is over.",
    ),
    "token.copy": (
        "{0} crea una ficha que es una copia: {1:el}.",
        "{0} creates a token that's a copy: {1}.",
    ),
    "spell.copy": (
        "{0} pone en la pila una copia {1:del}.",
        "{0} puts a copy of {1} on the stack.",
    ),
    "control": ("{0} pasa a controlar {1:el}.", "{0} now controls {1}."),
    "trigger": ("Se dispara una habilidad {0:del}.", "{0}'s ability triggers."),
    "trigger.delayed": (
        "Se crea una habilidad disparada retrasada {0:del}.",
        "A delayed triggered ability of {0} is created.",
    ),
    "trigger.stack": (
        "{0} pone en la pila la habilidad disparada {1:del}.",
        "{0} puts {1}'s triggered ability on the stack.",
    ),
    "trigger.removed": (
        "La habilidad disparada {0:del} no tiene objetivos legales y se quita de la pila.",
        "{0}'s triggered ability has no legal targets and is removed from the stack.",
    ),
    "trigger.condition": (
        "La condición de la habilidad {0:del} ya no se cumple: no hace nada.",
        "The condition of {0}'s ability is no longer true: it does nothing.",
    ),
    "replaced.move": (
        "Por el efecto {0:del}, {1:el} va a otra zona en vez de eso.",
        "Because of {0}'s effect, {1} goes to another zone instead.",
    ),
    "replaced.enter_tapped": ("{0:El} entrará {0:girado|girada}.", "{0} will enter tapped."),
    "replaced.enter_counters": ("{0:El} entrará con {1}.", "{0} will enter with {1}."),
    "replaced.skip": (
        "Por el efecto {0:del}, no sucede nada.",
        "Because of {0}'s effect, nothing happens.",
    ),
    "replaced.amount": (
        "Por el efecto {0:del}, la cantidad pasa a ser {1}.",
        "Because of {0}'s effect, the amount becomes {1}.",
    ),
    "prevent": ("Se previenen {1} de daño {0:del}.", "{1} damage from {0} is prevented."),
    "prevent.shield": (
        "{0:El} crea un escudo de prevención de daño.",
        "{0} creates a damage prevention shield.",
    ),
    "prevent.shield_used": (
        "El escudo de prevención se reduce en {0}.",
        "The prevention shield is reduced by {0}.",
    ),
    "replace.new": (
        "{0:El} crea un efecto de reemplazo.",
        "{0} creates a replacement effect.",
    ),
    "prevent.cant": ("El daño {0:del} no puede prevenirse.", "Damage from {0} can't be prevented."),
    "prevent.none": (
        "El daño no puede prevenirse este turno.",
        "Damage can't be prevented this turn.",
    ),
    "chosen.color": ("{0} elige el color {1}.", "{0} chooses {1}."),
    "chosen.creature_type": ("{0} elige el tipo de criatura {1}.", "{0} chooses {1}."),
    "chosen.opponent": ("{0} elige al jugador {1}.", "{0} chooses player {1}."),
    "stun": (
        "{0:El} no se endereza: en vez de eso se le quita un contador de aturdimiento.",
        "{0} doesn't untap: a stun counter is removed from it instead.",
    ),
    "finality": (
        "{0:El} se exilia en vez de ir al cementerio (contador de consumación).",
        "{0} is exiled instead of going to the graveyard (finality counter).",
    ),
    "no_attackers": ("{0} no declara atacantes.", "{0} declares no attackers."),
    "skip_draw": ("{0} no roba en su primer turno.", "{0} skips the first draw."),
    "cleanup_again": (
        "Hubo acciones en la limpieza: otro paso de limpieza.",
        "Something happened during cleanup: another cleanup step.",
    ),
    "starting_player": ("{0} empieza la partida.", "{0} takes the first turn."),
    "keep": (
        "{0} se queda con su mano de {1:carta|cartas}.",
        "{0} keeps a hand of {1:card|cards}.",
    ),
    "mulligan": (
        "{0} hace mulligan: pone su mano en su biblioteca.",
        "{0} takes a mulligan: their hand goes into their library.",
    ),
    # options
    "opt.trigger": ("Poner en la pila la habilidad {0:del}", "Put {0}'s ability on the stack"),
    "opt.replacement": ("Aplicar primero el efecto {0:del}", "Apply {0}'s effect first"),
    "opt.choose.color": ("{0}", "{0}"),
    "opt.choose.creature_type": ("{0}", "{0}"),
    "opt.choose.opponent": ("Jugador {0}", "Player {0}"),
    "opt.yes": ("Sí", "Yes"),
    "opt.no": ("No", "No"),
    "opt.pay_life": ("Pagar {0:vida|vidas}", "Pay {0} life"),
    "opt.decline": ("No pagar", "Don't pay"),
    "opt.pay_mana": ("Pagar {0}", "Pay {0}"),
    "opt.begin": (
        "Comenzar el juego con {0:el} en el campo de batalla",
        "Begin the game with {0} on the battlefield",
    ),
    "ask.opening": (
        "Puedes comenzar el juego con cartas de tu mano inicial en el campo de batalla.",
        "You may begin the game with cards from your opening hand on the battlefield.",
    ),
    "zone.begin": (
        "{1} comienza el juego con {0:el} en el campo de batalla.",
        "{1} begins the game with {0} on the battlefield.",
    ),
    "opt.mode": ("Modo {0}: {1}", "Mode {0}: {2}"),
    "opt.x": ("X = {0}", "X = {0}"),
    "opt.target": ("Objetivo: {0}", "Target: {0}"),
    "opt.no_more_targets": ("No elegir más objetivos", "No more targets"),
    "opt.modes_done": ("No elegir más modos", "No more modes"),
    "opt.sacrifice": ("Sacrificar {0}", "Sacrifice {0}"),
    "opt.destroy_own": ("Destruir {0}", "Destroy {0}"),
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
    "opt.look_battlefield": ("Poner {0} en el campo de batalla", "Put {0} onto the battlefield"),
    "opt.look_battlefield_none": (
        "No poner más cartas en el campo de batalla",
        "Put no more cards onto the battlefield",
    ),
    "opt.find_nothing": ("No encontrar nada", "Find nothing"),
    # prompts
    "ask.trigger_order": (
        "Elige qué habilidad disparada va primero a la pila.",
        "Choose which triggered ability goes on the stack first.",
    ),
    "ask.replacement": (
        "Varios efectos de reemplazo se aplican: elige cuál se aplica primero.",
        "Several replacement effects apply: choose which applies first.",
    ),
    "ask.choose.color": ("Elige un color para {0:el}.", "Choose a color for {0}."),
    "ask.choose.creature_type": (
        "Elige un tipo de criatura para {0:el}.",
        "Choose a creature type for {0}.",
    ),
    "ask.choose.opponent": ("Elige un oponente para {0:el}.", "Choose an opponent for {0}."),
    "ask.may": ("¿Quieres hacerlo? ({0})", "Do you want to? ({0})"),
    "ask.pay": ("¿Pagas? ({0})", "Do you pay? ({0})"),
    "ask.mode": ("Elige un modo para {0:el}.", "Choose a mode for {0}."),
    "ask.x": ("Elige el valor de X.", "Choose the value of X."),
    "ask.target": ("Elige el objetivo {1} {0:del}.", "Choose target {1} for {0}."),
    "ask.sacrifice": ("Elige qué sacrificar.", "Choose what to sacrifice."),
    "ask.destroy_own": (
        "Elige qué destruir de lo que controlas.",
        "Choose what of yours to destroy.",
    ),
    "ask.return": ("Elige qué regresar a la mano.", "Choose what to return to hand."),
    "ask.tap": ("Elige qué girar ({0} más).", "Choose what to tap ({0} left)."),
    "ask.discard": ("Elige qué descartar.", "Choose what to discard."),
    "ask.mana": ("Paga {0}: elige una fuente de maná.", "Pay {0}: choose a mana source."),
    "ask.legend": (
        "Regla de leyendas: elige cuál conservar.",
        "Legend rule: choose which one to keep.",
    ),
    "ask.priority": ("Tienes prioridad.", "You have priority."),
    "ask.attackers": ("Declara atacantes.", "Declare attackers."),
    "ask.blockers": ("Declara bloqueadoras.", "Declare blockers."),
    "ask.assign": ("Asigna el daño {0:del} ({1} por asignar).", "Assign {0}'s damage ({1} left)."),
    "ask.cleanup_discard": (
        "Descarta hasta tener siete cartas ({0} de más).",
        "Discard down to seven cards ({0} too many).",
    ),
    "ask.mulligan": (
        "¿Te quedas con esta mano de {0:carta|cartas}?",
        "Keep this hand of {0:card|cards}?",
    ),
    "ask.bottom": (
        "Pon {0:carta|cartas} en el fondo de tu biblioteca.",
        "Put {0:card|cards} on the bottom of your library.",
    ),
    "ask.search": ("Elige una carta de tu biblioteca.", "Choose a card from your library."),
    "ask.look": ("Elige una carta para tu mano.", "Choose a card for your hand."),
    "ask.look_battlefield": (
        "Elige una carta para poner en el campo de batalla.",
        "Choose a card to put onto the battlefield.",
    ),
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
    "hexproof": ("antimaleficio", "hexproof"),
    "cant_turn_face_up": ("«no puede ser puesta boca arriba»", '"can\'t be turned face up"'),
    "cant_block": ("«no puede bloquear»", '"can\'t block"'),
    "attacks_each_combat": (
        "«ataca en cada combate si puede»",
        '"attacks each combat if able"',
    ),
    "cant_attack": ("«no puede atacar»", '"can\'t attack"'),
    "cant_be_countered": ("«no puede ser contrarrestado»", '"can\'t be countered"'),
    "unblockable": ("«no puede ser bloqueada»", '"can\'t be blocked"'),
    "must_be_blocked": ("«debe ser bloqueada si es posible»", '"must be blocked if able"'),
    "attacks_despite_defender": (
        "«puede atacar como si no tuviera la habilidad de defensor»",
        '"can attack as though it didn\'t have defender"',
    ),
}
MESSAGES.update({f"kw.{k}": v for k, v in _KEYWORDS.items()})


register_messages(MESSAGES)
