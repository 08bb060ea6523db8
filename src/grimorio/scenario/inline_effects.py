"""The effects an inline card of a scenario may have, written in YAML and built from the
card vocabulary (``grimorio.dsl``): an instant's or sorcery's spell ability (CR 113.3a)
or the effect of an activated ability (602), with its targets (115) and its text in
Spanish and English.

Each effect is a one-key mapping — ``{daño: 3, a: criatura}``, ``{robar: 2}``,
``{destruir: criatura}``, ``{contrarrestar: hechizo}``, ``{exiliar y regresar: criatura que
controlas}`` — with the English words too (``damage``/``to``, ``draw``, ``destroy``,
``counter``, ``exile and return``). A target word (``criatura``, ``jugador``, ``cualquier
objetivo``…) makes a target (115.1); ``tú``, ``cada oponente``, ``cada jugador`` and
``cada criatura`` are not targets; ``eso`` (``it``) is the previous effect's target.
``{mover contadores: aturdimiento, de: criatura, a: criatura}`` (``move counters``/``from``)
moves counters from one object onto another (CR 122.5), one unless ``cantidad``
(``amount``) says how many or ``todos`` (``all``). ``{ganar habilidad: toque mortal, a:
permanente}`` (``gain ability``) gives an object a keyword until end of turn (611.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from grimorio.cards.registry import fold
from grimorio.core.decisions import shown
from grimorio.dsl.abilities import Mode
from grimorio.dsl.effects import (
    AddMana,
    Counter,
    DealDamage,
    Destroy,
    Draw,
    Effect,
    Exile,
    GainLife,
    LoseLife,
    Modify,
    ReturnToBattlefield,
    ReturnToHand,
)
from grimorio.dsl.effects_counters import MoveCounters
from grimorio.dsl.effects_designations import Goad
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.permissions import ExileToPlay
from grimorio.dsl.selectors import (
    ANY_TARGET,
    YOU,
    Each,
    EachOpponent,
    EachPlayer,
    Filter,
    Linked,
    Selector,
    Target,
    TargetSpec,
)
from grimorio.dsl.zones import Zone
from grimorio.scenario.errors import ScenarioError
from grimorio.text.counters import COUNTER_NAMES, counters_phrase

MAX_AMOUNT = 1000  # damage, life or cards an inline effect may name


@dataclass(frozen=True)
class Who:
    """What a word of an effect names: a target (``filter``) or a selector, and how it reads."""

    es: str
    en: str
    filter: Filter | None = None
    selector: Selector | None = None


_STACK = Zone.STACK
_TARGETS: dict[tuple[str, ...], Who] = {
    ("cualquier objetivo", "any target", "any"): Who(
        "cualquier objetivo", "any target", ANY_TARGET
    ),
    ("criatura", "creature"): Who(
        "la criatura objetivo", "target creature", Filter(types=("creature",))
    ),
    ("criatura que controlas", "creature you control"): Who(
        "la criatura objetivo que controlas",
        "target creature you control",
        Filter(types=("creature",), controller="you"),
    ),
    ("criatura de un oponente", "creature an opponent controls"): Who(
        "la criatura objetivo que controla un oponente",
        "target creature an opponent controls",
        Filter(types=("creature",), controller="opponent"),
    ),
    ("jugador", "player"): Who(
        "el jugador objetivo", "target player", Filter(only_players=True, players=True)
    ),
    ("oponente", "opponent"): Who(
        "el oponente objetivo",
        "target opponent",
        Filter(only_players=True, players=True, player="opponent"),
    ),
    ("permanente", "permanent"): Who("el permanente objetivo", "target permanent", Filter()),
    ("permanente que no sea tierra", "nonland permanent"): Who(
        "el permanente objetivo que no sea tierra",
        "target nonland permanent",
        Filter(not_types=("land",)),
    ),
    ("artefacto", "artifact"): Who(
        "el artefacto objetivo", "target artifact", Filter(types=("artifact",))
    ),
    ("encantamiento", "enchantment"): Who(
        "el encantamiento objetivo", "target enchantment", Filter(types=("enchantment",))
    ),
    ("tierra", "land"): Who("la tierra objetivo", "target land", Filter(types=("land",))),
    ("planeswalker",): Who(
        "el planeswalker objetivo", "target planeswalker", Filter(types=("planeswalker",))
    ),
    ("hechizo", "spell"): Who("el hechizo objetivo", "target spell", Filter(zone=_STACK)),
    ("hechizo de criatura", "creature spell"): Who(
        "el hechizo de criatura objetivo",
        "target creature spell",
        Filter(types=("creature",), zone=_STACK),
    ),
    ("hechizo que no sea de criatura", "noncreature spell"): Who(
        "el hechizo objetivo que no sea de criatura",
        "target noncreature spell",
        Filter(not_types=("creature",), zone=_STACK),
    ),
}
_OTHERS: dict[tuple[str, ...], Who] = {
    ("tú", "tu", "you"): Who("tú", "you", selector=YOU),
    ("cada oponente", "each opponent"): Who(
        "cada oponente", "each opponent", selector=EachOpponent()
    ),
    ("cada jugador", "each player"): Who("cada jugador", "each player", selector=EachPlayer()),
    ("cada criatura", "each creature"): Who(
        "cada criatura", "each creature", selector=Each(Filter(types=("creature",)))
    ),
}
_IT = ("eso", "esa", "ese", "it")
WORDS = {fold(w): who for table in (_TARGETS, _OTHERS) for ws, who in table.items() for w in ws}


class Builder:
    """The targets and effects of one mode, built effect by effect."""

    def __init__(self, card: str) -> None:
        self.card = card
        self.specs: list[TargetSpec] = []
        self.effects: list[Effect] = []
        self.es: list[str] = []
        self.en: list[str] = []
        self.last: tuple[Selector, str, str] | None = None  # "it": the previous target

    def error(self, es: str, en: str) -> ScenarioError:
        return ScenarioError(f"carta {self.card!r}: {es}", f"card {self.card!r}: {en}")

    def who(
        self, word: Any, default: str, allowed: tuple[str, ...] = ()
    ) -> tuple[Selector, str, str]:
        """The selector a word names, with its Spanish and English reading; a target word
        adds a target (CR 115.1)."""
        text = fold(str(default if word is None else word))
        if isinstance(word, bool) or not isinstance(word, (str, type(None))):
            raise self.error(
                f"se esperaba una palabra, no {shown(word)}", f"expected a word, not {shown(word)}"
            )
        if text in _IT:
            if self.last is None:
                raise self.error("'eso' sin un objetivo anterior", "'it' without an earlier target")
            return self.last
        who = WORDS.get(text)
        if who is None or (allowed and text not in {fold(a) for a in allowed}):
            choices = sorted(allowed) if allowed else sorted(WORDS)
            raise self.error(
                f"no sé a qué se refiere {shown(word)}; usa una de {choices}",
                f"unknown word {shown(word)}; use one of {choices}",
            )
        if who.selector is not None:
            return who.selector, who.es, who.en
        assert who.filter is not None
        self.specs.append(TargetSpec((who.filter,)))
        self.last = (Target(len(self.specs) - 1), who.es, who.en)
        return self.last

    def amount(self, value: Any, what: str) -> int:
        if type(value) is not int or not 0 <= value <= MAX_AMOUNT:
            raise self.error(
                f"{what} es un número de 0 a {MAX_AMOUNT}, no {shown(value)}",
                f"{what} must be a number from 0 to {MAX_AMOUNT}, not {shown(value)}",
            )
        return value

    def add(self, effect: Effect, es: str, en: str) -> None:
        self.effects.append(effect)
        self.es.append(es)
        self.en.append(en)

    def mode(self) -> Mode:
        return Mode(
            tuple(self.specs),
            tuple(self.effects),
            text_es=" ".join(self.es),
            text_en=" ".join(self.en),
        )


_PLAYERS = ("tú", "tu", "you", "jugador", "player", "oponente", "opponent", "cada oponente",
            "each opponent", "cada jugador", "each player")  # fmt: skip
_SPELLS = ("hechizo", "spell", "hechizo de criatura", "creature spell",
           "hechizo que no sea de criatura", "noncreature spell")  # fmt: skip


def _damage(b: Builder, n: Any, extra: dict[str, Any]) -> None:
    amount = b.amount(n, "daño")
    to, es, en = b.who(extra.get("a", extra.get("to")), "cualquier objetivo")
    b.add(
        DealDamage(amount, to),
        f"Hace {amount} puntos de daño a {es}.",
        f"Deals {amount} damage to {en}.",
    )


def _life(gain: bool) -> Any:
    def build(b: Builder, n: Any, extra: dict[str, Any]) -> None:
        amount = b.amount(n, "vidas")
        who, es, en = b.who(extra.get("quien", extra.get("who")), "tú", _PLAYERS)
        if gain:
            b.add(
                GainLife(amount, who),
                f"{es.capitalize()} gana {amount} vidas.",
                f"{en.capitalize()} gains {amount} life.",
            )
        else:
            b.add(
                LoseLife(amount, who),
                f"{es.capitalize()} pierde {amount} vidas.",
                f"{en.capitalize()} loses {amount} life.",
            )

    return build


def _draw(b: Builder, n: Any, extra: dict[str, Any]) -> None:
    amount = b.amount(n, "cartas")
    who, es, en = b.who(extra.get("quien", extra.get("who")), "tú", _PLAYERS)
    b.add(
        Draw(amount, who),
        f"{es.capitalize()} roba {amount} cartas.",
        f"{en.capitalize()} draws {amount} cards.",
    )


def _on_object(make: Any, verb_es: str, verb_en: str, allowed: tuple[str, ...] = ()) -> Any:
    """An effect on one object: ``verb_es``/``verb_en`` read "Destruye {}." with the object."""

    def build(b: Builder, word: Any, extra: dict[str, Any]) -> None:
        what, es, en = b.who(word, "", allowed)
        b.add(make(what), verb_es.format(es), verb_en.format(en))

    return build


def _exile_and_return(b: Builder, word: Any, extra: dict[str, Any]) -> None:
    """ "Exile <it>, then return it to the battlefield under its owner's control" (CR 400.7:
    it returns as a new object)."""
    what, es, en = b.who(word, "")
    link = f"returning{len(b.effects)}"
    b.add(Exile(what, link=link), f"Exilia {es},", f"Exile {en},")
    b.add(
        ReturnToBattlefield(Linked(link), owners=True),
        "luego regrésalo al campo de batalla bajo el control de su propietario.",
        "then return it to the battlefield under its owner's control.",
    )


_MANA = re.compile(r"\{([WUBRGC])\}")


def _add_mana(b: Builder, text: Any, extra: dict[str, Any]) -> None:
    """CR 106.4: add mana, written in symbols ("{B}{B}{B}")."""
    symbols = _MANA.findall(text) if isinstance(text, str) else []
    if not symbols or "".join(f"{{{s}}}" for s in symbols) != str(text).replace(" ", ""):
        raise b.error(
            f"añadir maná se escribe con símbolos como {{B}}{{B}}, no {shown(text)}",
            f"add mana is written in symbols such as {{B}}{{B}}, not {shown(text)}",
        )
    for colour in dict.fromkeys(symbols):
        b.effects.append(AddMana(colour, symbols.count(colour)))
    b.es.append(f"Agrega {text}.")
    b.en.append(f"Add {text}.")


def _impulse(b: Builder, n: Any, extra: dict[str, Any]) -> None:
    """ "Exile the top N cards of your library. You may play them this turn" (CR 601.2a)."""
    count = b.amount(n, "cartas")
    b.add(
        ExileToPlay(count=count),
        f"Exilia las primeras {count} cartas de tu biblioteca. Puedes jugarlas este turno.",
        f"Exile the top {count} cards of your library. You may play them this turn.",
    )


# The keywords an object may gain (CR 122.1b names them in Spanish and English), by key
_GAINABLE = {
    k: (es.removeprefix("de "), en) for k, (es, en) in COUNTER_NAMES.items() if k in set(Keyword)
}
_GAINABLE_BY_NAME = {fold(name): k for k, names in _GAINABLE.items() for name in (k, *names)}


def _gain_ability(b: Builder, word: Any, extra: dict[str, Any]) -> None:
    """ "<Target object> gains <keyword> until end of turn" (CR 611.2, 613.1f: layer 6) —
    deathtouch for a Room, say (the release notes of *Respiradero angosto*)."""
    key = _GAINABLE_BY_NAME.get(fold(word)) if isinstance(word, str) else None
    if key is None:
        names = sorted(es for es, _en in _GAINABLE.values())
        raise b.error(
            f"ganar habilidad nombra una de {names}, no {shown(word)}",
            f"gain ability names one of {sorted(_GAINABLE)}, not {shown(word)}",
        )
    what, es, en = b.who(extra.get("a", extra.get("to")), "criatura", _OBJECTS)
    kw_es, kw_en = _GAINABLE[key]
    b.add(
        Modify(what, keywords=(key,)),
        f"{es[0].upper()}{es[1:]} gana la habilidad de {kw_es} hasta el final del turno.",
        f"{en[0].upper()}{en[1:]} gains {kw_en} until end of turn.",
    )


# A counter kind by its key, its Spanish name or its English name ("aturdimiento", "stun")
_KINDS = {
    fold(name): kind
    for kind, (es, en) in COUNTER_NAMES.items()
    for name in (kind, en, es.removeprefix("de "))
}
_ALL = ("todos", "all")
_OBJECTS = ("criatura", "creature", "criatura que controlas", "creature you control",
            "criatura de un oponente", "creature an opponent controls", "permanente",
            "permanent", "permanente que no sea tierra", "nonland permanent", "artefacto",
            "artifact", "encantamiento", "enchantment", "tierra", "land",
            "planeswalker")  # fmt: skip


def _of(es: str, word: str) -> str:
    """Spanish "de"/"a" before an object's reading: "del permanente", "al permanente"."""
    return f"{word}l {es[3:]}" if es.startswith("el ") else f"{word} {es}"


def _move_counters(b: Builder, kind: Any, extra: dict[str, Any]) -> None:
    """CR 122.5: "move N <kind> counters from <it> onto <another>" — both objects are
    targets (or ``eso``); none is moved if either can't take part."""
    if not isinstance(kind, str) or not kind.strip() or len(kind) > 30:
        raise b.error(
            f"mover contadores nombra un tipo de contador (aturdimiento, +1/+1), no {shown(kind)}",
            f"move counters names a kind of counter (stun, +1/+1), not {shown(kind)}",
        )
    key = _KINDS.get(fold(kind.strip()), kind.strip())
    source, from_es, from_en = b.who(extra.get("de", extra.get("from")), "", _OBJECTS)
    to, to_es, to_en = b.who(extra.get("a", extra.get("to")), "", _OBJECTS)
    n = extra.get("cantidad", extra.get("amount", 1))
    if isinstance(n, str) and fold(n) in _ALL:  # None: all of them (CR 122.5)
        es, en = COUNTER_NAMES.get(key, (key, key))
        b.add(
            MoveCounters(key, source, to),
            f"Mueve todos los contadores {es} {_of(from_es, 'de')} {_of(to_es, 'a')}.",
            f"Move all {en} counters from {from_en} onto {to_en}.",
        )
        return
    amount = b.amount(n, "cantidad")
    b.add(
        MoveCounters(key, source, to, amount),
        f"Mueve {counters_phrase(amount, key)} {_of(from_es, 'de')} {_of(to_es, 'a')}.",
        f"Move {counters_phrase(amount, key, 'en')} from {from_en} onto {to_en}.",
    )


_DESTROY = _on_object(Destroy, "Destruye {}.", "Destroy {}.")
_COUNTER = _on_object(Counter, "Contrarresta {}.", "Counter {}.", _SPELLS)
_EXILE = _on_object(Exile, "Exilia {}.", "Exile {}.")
_GOAD = _on_object(Goad, "Incita a {}.", "Goad {}.")  # CR 701.15a
_BOUNCE = _on_object(
    ReturnToHand, "Regresa {} a la mano de su propietario.", "Return {} to its owner's hand."
)
EFFECTS: dict[str, Any] = {
    "daño": _damage, "damage": _damage,
    "ganar vidas": _life(True), "gain life": _life(True),
    "perder vidas": _life(False), "lose life": _life(False),
    "robar": _draw, "draw": _draw,
    "destruir": _DESTROY, "destroy": _DESTROY,
    "contrarrestar": _COUNTER, "counter": _COUNTER,
    "exiliar": _EXILE, "exile": _EXILE,
    "incitar": _GOAD, "goad": _GOAD,
    "regresar a la mano": _BOUNCE, "return to hand": _BOUNCE,
    "añadir maná": _add_mana, "add mana": _add_mana,
    "exiliar para jugar": _impulse, "exile to play": _impulse,
    "exiliar y regresar": _exile_and_return,
    "exile and return": _exile_and_return,
    "mover contadores": _move_counters, "move counters": _move_counters,
    "ganar habilidad": _gain_ability, "gain ability": _gain_ability,
}  # fmt: skip
_BY_FOLD = {fold(k): v for k, v in EFFECTS.items()}
_EXTRA = {"a", "to", "quien", "who"}
_MOVE_EXTRA = {"de", "from", "cantidad", "amount"}  # only "mover contadores" takes them


def build_mode(card: str, effects: Any) -> Mode:
    """The mode (targets and effects, CR 700.2) a list of effects describes."""
    b = Builder(card)
    if isinstance(effects, dict):
        effects = [effects]
    if not isinstance(effects, list) or not effects:
        raise b.error(
            f"effects es una lista de efectos, no {shown(effects, 60)}",
            f"effects is a list of effects, not {shown(effects, 60)}",
        )
    for spec in effects:
        if not isinstance(spec, dict):
            raise b.error(
                f"un efecto es un mapa como {{daño: 3, a: criatura}}, no {shown(spec, 60)}",
                f"an effect is a mapping such as {{damage: 3, to: creature}}, "
                f"not {shown(spec, 60)}",
            )
        verbs = [k for k in spec if isinstance(k, str) and fold(k) in _BY_FOLD]
        moves = len(verbs) == 1 and _BY_FOLD[fold(verbs[0])] is _move_counters
        others = sorted(
            map(str, set(spec) - set(verbs) - _EXTRA - (_MOVE_EXTRA if moves else set()))
        )
        if len(verbs) != 1 or others:
            raise b.error(
                f"un efecto tiene un verbo de {sorted(EFFECTS)} y, si acaso, a/quien "
                f"(y de/cantidad al mover contadores); no {shown(spec, 80)}",
                f"an effect has one verb of {sorted(EFFECTS)} and maybe to/who "
                f"(and from/amount to move counters); not {shown(spec, 80)}",
            )
        _BY_FOLD[fold(verbs[0])](b, spec[verbs[0]], spec)
    return b.mode()
