"""Spanish and English texts of Inferno's own log lines, decisions and options, and the
titles of the Inferno rules the log cites (``I-``), in the words of Inferno's rules.

Where a procedure both games share logs with Magic's words ("roba", "lanza", "maná",
"biblioteca", "cementerio") or cites Magic's rule, an Inferno game reads Inferno's words
(*toma*, *juega*, *energía*, *mazo*, *infierno*: the vocabulary of I-119, I-601, I-106,
I-401, I-404) and its own rule number: the ``@inferno`` variants and
``RULE_EQUIVALENTS["inferno"]`` below (``grimorio.text.render``, ``grimorio.text.rules``)."""

from grimorio.text.render import register_messages
from grimorio.text.rules import RULE_EQUIVALENTS, RULE_TITLES

_STEPS = {
    "restauracion": ("Paso de restauración", "Restoration step"),
    "tomar": ("Paso de tomar", "Take step"),
    "agregar_recurso": ("Paso de agregar un recurso", "Add-a-resource step"),
    "principal": ("Fase principal", "Main phase"),
    "fin": ("Paso de fin", "End step"),
    "limpieza": ("Paso de limpieza", "Cleanup step"),
}

register_messages({f"step.{k}": (f"{es}.", f"{en}.") for k, (es, en) in _STEPS.items()})
register_messages(
    {
        "zone.resource.hidden": ("{0} agrega un recurso.", "{0} adds a resource."),
        "resource.empty": (
            "{0} intenta agregar un recurso de un mazo vacío.",
            "{0} attempts to add a resource from an empty deck.",
        ),
        "zone.damage_exile": (
            "{0:El} va del mazo al exilio por el daño a su demonio.",
            "{0} goes from the deck into exile for the damage to their demon.",
        ),
        "zone.damage_mill": (
            "{0:El} va del mazo al infierno de {1} por el daño a su demonio.",
            "{0} goes from the deck to {1}'s Infierno for the damage to their demon.",
        ),
        "demon.deck_empty": (
            "{0} no tiene cartas en el mazo para el daño a su demonio.",
            "{0} has no cards left in the deck for the damage to their demon.",
        ),
        "lose.resource": (
            "{0} pierde la partida: intentó agregar un recurso de un mazo vacío.",
            "{0} loses the game: they attempted to add a resource from an empty deck.",
        ),
        "lose.damage_deck": (
            "{0} pierde la partida: no tenía cartas para el daño a su demonio.",
            "{0} loses the game: no cards were left for the damage to their demon.",
        ),
        "ask.scenario": (
            "Puedes buscar en tu mazo un escenario y ponerlo en juego.",
            "You may search your deck for a scenario and put it into play.",
        ),
        "opt.scenario": ("Poner {0:el} en juego", "Put {0} into play"),
        "opt.no_scenario": ("Ningún escenario", "No scenario"),
        "zone.scenario": (
            "{1} comienza la partida con {0:el} en juego.",
            "{1} begins the game with {0} in play.",
        ),
        "opt.new_hand": ("Tomar una nueva mano", "Take a new hand"),
        "demon.flip": (
            "{0:El} se voltea: toma su forma terrenal.",
            "{0} flips: it takes its terrestrial form.",
        ),
        "environment.on": ("Hay {0} hasta el final del turno.", "There is {0} until end of turn."),
        "environment.off": (
            "{0} queda desactivado hasta el final del turno.",
            "{0} is deactivated until end of turn.",
        ),
        "ask.keep_one": (
            "Elige cuál permanece en juego ({0}); los demás van al infierno.",
            "Choose which stays in play ({0}); the others go to the Infierno.",
        ),
        "opt.keep_one": ("Conservar {0:el}", "Keep {0}"),
        "zone.sba_keep_one": (
            "{0:El} va al infierno de su propietario.",
            "{0} is put into its owner's Infierno.",
        ),
        "opt.propose_combat": ("Proponer un combate", "Propose a combat"),
        "ask.propose_attacker": (
            "Propón el atacante del combate.",
            "Propose the attacker of the combat.",
        ),
        "opt.propose_attacker": ("{0:El} ataca", "{0} attacks"),
        "ask.propose_defender": (
            "Propón el defensor contra {0:el}.",
            "Propose the defender against {0}.",
        ),
        "opt.propose_defender": ("{0:El} defiende", "{0} defends"),
        "combat.propose": (
            "{0} propone un combate: {1:el} contra {2:el}.",
            "{0} proposes a combat: {1} against {2}.",
        ),
        "combat.cancel": ("El combate se cancela.", "The combat is cancelled."),
        "combat.end": ("El combate termina.", "The combat ends."),
        "stage.end_combat": ("Final del combate.", "End of combat."),
        "combat.swap_defender": (
            "{0:El} intercambia su lugar con {1:el}: ahora defiende contra {2:el}.",
            "{0} swaps places with {1}: it now defends against {2}.",
        ),
        "ask.tribute": (
            "Tributo: puedes mostrar una carta con tributo de tu mano o tu infierno.",
            "Tribute: you may show a card with tribute from your hand or your Infierno.",
        ),
        "opt.tribute": ("Mostrar {0:el}", "Show {0}"),
        "opt.no_tribute": ("No mostrar ninguna", "Show none"),
        "tribute.reveal": ("{0} muestra {1:el} por su tributo.", "{0} shows {1} for its tribute."),
        "tribute.skip": (
            "{0} se saltea su próxima fase de agregar un recurso.",
            "{0} skips their next add-a-resource step.",
        ),
        "tribute.skipped": (
            "{0} no agrega un recurso este turno (tributo).",
            "{0} adds no resource this turn (tribute).",
        ),
        "combat.join": ("{0:El} se une al ataque contra {1:el}.", "{0} joins the attack on {1}."),
        "look.order@inferno": (
            "{0} mira {1:carta|cartas} de la parte superior de su mazo.",
            "{0} looks at {1:card|cards} from the top of their deck.",
        ),
        "look.kept@inferno": (
            "{0} deja {1:carta|cartas} en la parte superior de su mazo.",
            "{0} leaves {1:card|cards} on top of their deck.",
        ),
        "exchange.none@inferno": (
            "No hay intercambio: alguno de los dos ya no está en juego.",
            "No exchange: one of the two is no longer in play.",
        ),
        "combat.no_swap": (
            "No hay intercambio: alguno de los elementos ya no está en juego.",
            "No swap: one of the objects is no longer in play.",
        ),
    }
)

RULE_TITLES.update(
    {
        "I-103.2": ("jugador inicial", "starting player"),
        "I-103.3": ("el escenario del segundo jugador", "the second player's scenario"),
        "I-103.4": ("mezclar y tomar cinco cartas", "shuffling and taking five cards"),
        "I-103.5": ("una nueva mano inicial, una sola vez", "a new opening hand, once"),
        "I-103.6": ("el primer turno", "the first turn"),
        "I-104.2a": ("último jugador en la partida", "last player in the game"),
        "I-104.4a": ("todos pierden a la vez: empate", "all lose at once: a draw"),
        "I-118.3a": ("daño a un demonio", "damage to a demon"),
        "I-118.3b": ("daño a un aliado: contadores de daño", "damage to an ally: damage counters"),
        "I-119.4": ("tomar de un mazo vacío", "taking from an empty deck"),
        "I-120.1a": ("agregar un recurso", "adding a resource"),
        "I-120.3": ("agregar un recurso de un mazo vacío", "adding a resource from an empty deck"),
        "I-500.1": ("un nuevo turno", "a new turn"),
        "I-500.4": ("la reserva de energía se vacía", "the energy pool empties"),
        "I-502.1": ("restauración", "restoration"),
        "I-503.1": ("tomar una carta", "taking a card"),
        "I-504.1": ("agregar un recurso", "adding a resource"),
        "I-505.1": ("fase principal", "main phase"),
        "I-512.1": ("fin", "end"),
        "I-513.1": ("limpieza", "cleanup"),
        "I-507.2": ("proponer un combate", "proposing a combat"),
        "I-507.8": ("un propuesto ya no es válido", "a proposed object is no longer valid"),
        "I-508.1": ("ataque", "attack"),
        "I-508.2": ("el atacante se gira", "the attacker taps"),
        "I-508.5": ("uno de los dos dejó el juego", "one of the two left play"),
        "I-509.1a": ("más de dos elementos en un ataque", "more than two elements in an attack"),
        "I-509.2": ("daño de combate", "combat damage"),
        "I-510.1": ("final del combate", "end of combat"),
        "I-510.3": ("el combate termina", "the combat ends"),
        "I-705.5a": ("tomar de un mazo vacío", "taking from an empty deck"),
        "I-705.5b": ("recurso de un mazo vacío", "a resource from an empty deck"),
        "I-705.5c": ("daño con el mazo vacío", "damage with an empty deck"),
        "I-705.5f": ("resistencia 0 o menos", "toughness 0 or less"),
        "I-705.5g": ("regla de único", "the único rule"),
        "I-702.13a": ("abismal", "abyssal"),
        "I-702.23b": ("tributo", "tribute"),
        "I-701.13a": ("mostrar", "showing"),
        "I-702.6b": ("protector sin intercambio", "protector without a swap"),
        "I-702.6c": ("protector: el nuevo defensor", "protector: the new defender"),
        "I-112.5": ("el demonio se voltea", "the demon flips"),
        "I-702.8c": ("hay un entorno hasta el final del turno", "an environment until end of turn"),
        "I-122.5": ("desactivar un entorno", "deactivating an environment"),
        "I-705.5h": ("regla de escenario único", "the single-scenario rule"),
    }
)

# the shared procedures' messages, in Inferno's words
register_messages(
    {
        "draw@inferno": ("{0} toma una carta.", "{0} takes a card."),
        "draw.empty@inferno": (
            "{0} intenta tomar una carta de un mazo vacío.",
            "{0} attempts to take a card from an empty deck.",
        ),
        "lose.draw@inferno": (
            "{0} pierde la partida: intentó tomar una carta de un mazo vacío.",
            "{0} loses the game: they attempted to take a card from an empty deck.",
        ),
        "shuffle@inferno": ("{0} mezcla su mazo.", "{0} shuffles their deck."),
        "mulligan@inferno": (
            "{0} toma una nueva mano: mezcla la suya en su mazo.",
            "{0} takes a new hand: theirs is shuffled into their deck.",
        ),
        "cast@inferno": ("{0} juega {1:el}.", "{0} plays {1}."),
        "cast.done@inferno": ("Se termina de jugar {0:el}.", "{0} has been played."),
        "opt.cast@inferno": ("Jugar {0}", "Play {0}"),
        "ask.mana@inferno": (
            "Paga {0}: elige una fuente de energía.",
            "Pay {0}: choose a source of energy.",
        ),
        "mana.add@inferno": (
            "{0} agrega {1} de energía a su reserva.",
            "{0} adds {1} energy to their pool.",
        ),
        "mana.spend@inferno": ("{0} paga {1} de energía.", "{0} pays {1} energy."),
        "zone.enter@inferno": ("{0:El} entra en juego.", "{0} comes into play."),
        "zone.resolved@inferno": (
            "{0:El} va al infierno de {1}.",
            "{0} goes to {1}'s Infierno.",
        ),
        "zone.mill@inferno": ("{0:El} va al infierno de {1}.", "{0} goes to {1}'s Infierno."),
        "zone.destroy@inferno": ("Se destruye {0:el}.", "{0} is destroyed."),
        "trigger.stack@inferno": (
            "{0} pone en la cadena la habilidad disparada {1:del}.",
            "{0} puts {1}'s triggered ability on the chain.",
        ),
        "trigger.removed@inferno": (
            "La habilidad disparada {0:del} no tiene objetivos válidos y se quita de la cadena.",
            "{0}'s triggered ability has no legal targets and is removed from the chain.",
        ),
        "spell.copy@inferno": (
            "{0} pone en la cadena una copia {1:del}.",
            "{0} puts a copy of {1} on the chain.",
        ),
        "zone.sba_toughness@inferno": (
            "{0:El} va al infierno de su propietario.",
            "{0} is put into its owner's Infierno.",
        ),
    }
)

# the shared procedures' rules, by Inferno's numbers
RULE_EQUIVALENTS["inferno"] = {
    "601.2a": "I-601.1a",  # announcing a card, onto the chain
    "601.2h": "I-601.1g",  # paying the total cost
    "601.2i": "I-601.1h",  # the card is played
    "605.3b": "I-605.3b",  # an energy ability doesn't use the chain
    "608.2": "I-607.2",  # resolving
    "608.3": "I-607.3",  # a card other than a ritual is put into play
    "608.2n": "I-607.2k",  # a ritual to its owner's Infierno as it resolves
    "121.1": "I-119.1",  # taking a card
    "121.4": "I-119.4",  # taking a card from an empty deck
    "120.3": "I-118.3",  # the results of damage
    "701.8a": "I-701.6a",  # destroying
    "701.26a": "I-701.8a",  # tapping
    "111.1": "I-110.5",  # a token is created
    "613.1b": "I-612.1b",  # layer 2: control
    "800.4a": "I-800.3a",  # a player leaves a game of more than two
    "701.12a": "I-701.10a",  # exchanging
    "401.4": "I-701.14a",  # putting cards back in an order of one's choice
    "701.12b": "I-701.10b",  # exchanging control
    "611.2c": "I-610.2c",  # the objects a continuous effect affects are fixed as it begins
    "603.2": "I-603.2",  # an ability triggers
    "603.3": "I-603.3",  # triggered abilities onto the chain
}
RULE_TITLES.update(
    {
        "I-601.1a": ("jugar una carta", "playing a card"),
        "I-601.1g": ("pagar el coste", "paying the cost"),
        "I-601.1h": ("la carta es jugada", "the card is played"),
        "I-605.3b": ("habilidad de energía", "energy ability"),
        "I-607.2": ("resolver", "resolving"),
        "I-607.3": ("una carta que no es un ritual entra en juego", "a non-ritual enters play"),
        "I-607.2k": ("el ritual va al infierno", "the ritual goes to the Infierno"),
        "I-119.1": ("tomar una carta", "taking a card"),
        "I-118.3": ("resultado del daño", "results of damage"),
        "I-701.6a": ("destruir", "destroying"),
        "I-701.8a": ("girar", "tapping"),
        "I-110.5": ("fichas", "tokens"),
        "I-612.1b": ("capa 2: efectos de cambio de control", "layer 2: control-changing effects"),
        "I-800.3a": ("un jugador deja la partida", "a player leaves the game"),
        "I-701.10a": ("intercambiar", "exchanging"),
        "I-701.14a": ("ordenar", "ordering"),
        "I-701.10b": ("intercambiar el control", "exchanging control"),
        "I-610.2c": (
            "los afectados por un efecto continuo se fijan al comenzar",
            "those a continuous effect affects are fixed as it begins",
        ),
        "I-603.2": ("habilidad disparada", "triggered ability"),
        "I-603.3": (
            "poner habilidades disparadas en la cadena",
            "triggered abilities onto the chain",
        ),
    }
)

# Inferno's keywords (I-702) as a permanent's notes show them; the English is ours
register_messages(
    {
        f"kw.{k}": v
        for k, v in {
            "agresor": ("agresor", "aggressor"),
            "evasivo": ("evasivo", "evasive"),
            "furia": ("furia", "fury"),
            "thanatos": ("Thanatos", "Thanatos"),
            "acqua": ("Acqua", "Acqua"),
            "plaga": ("Plaga", "Plaga"),
            "sangre_debil": ("sangre débil", "weak blood"),
            "inmerso": ("inmerso", "immersed"),
            "bendicion_de_ubanna": ("bendición de Ubanna", "blessing of Ubanna"),
            "acuatico": ("acuático", "aquatic"),
            "halo": ("halo", "halo"),
            "abismal": ("abismal", "abyssal"),
            "protector": ("protector", "protector"),
            "tributo": ("tributo", "tribute"),
            "impulso": ("impulso", "impulse"),
            "inmune": ("inmune", "immune"),
            "terrenal": ("forma terrenal", "terrestrial form"),
            "cant_attack_allies": ("no puede atacar a aliados", "can't attack allies"),
            "cant_attack_demons": ("no puede atacar a demonios", "can't attack demons"),
        }.items()
    }
)

# I-110.6e: a card in play turned face down as a resource, where it is, keeping its status
# (the shared ``TurnFaceDown``, ``rules/events/status.py``; by a replacement effect, I-613.1a,
# ``rules/pipeline/face_down_instead.py``)
register_messages(
    {
        "turn_down@inferno": (
            "{0:El} se coloca boca abajo: es un recurso.",
            "{0} is turned face down: it is a resource.",
        ),
        "replaced.turn_down@inferno": (
            "Por el efecto {0:del}, {1:el} se coloca boca abajo en vez de eso.",
            "Because of {0}'s effect, {1} is turned face down instead.",
        ),
    }
)
RULE_EQUIVALENTS["inferno"].update(
    {
        "708.2a": "I-110.6e",  # a card in play turned face down as a resource
        "614.1a": "I-613.1a",  # "en vez de eso": a replacement effect
    }
)
RULE_TITLES.update(
    {
        "I-110.6e": (
            "una carta en juego colocada boca abajo como recurso mantiene su estado",
            "a card in play turned face down as a resource keeps its status",
        ),
        "I-613.1a": ("efecto de reemplazo", "replacement effect"),
    }
)
