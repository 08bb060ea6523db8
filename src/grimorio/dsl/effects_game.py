"""Effects of the card vocabulary on the game, its players and the stack, and those that ask
a player to choose as they resolve (CR 608.2c–d).

* Winning and losing by an effect (104.2b, 104.3e), extra turns (500.7), setting a life
  total (119.5) and "can't gain life" (119.7), emblems (114.2).
* Rolling a die (706.1) and voting (701.38a); choosing a permanent to gain control of
  (613.1b), tapping any number of permanents (701.26a), locking or unlocking a Room's door
  (709.5f–g).
* The stack: copying a spell (707.10, new targets 707.10c), changing a target (115.7a),
  casting copies of cards while the effect resolves (707.12); "the Nth time this ability
  has resolved this turn" (608.2).
* A player's choice among objects (608.2d), "if you do" after an optional payment
  (608.2c), and an additional combat phase (500.8).

They join the union ``grimorio.dsl.effects.Effect``; the rules are in ``grimorio.mtg.effects``
(``players``, ``library``, ``chance``, ``votes``, ``choices``,
``choose_and_combat``, ``resolving``), ``grimorio.mtg.permanents.planeswalkers`` and
``grimorio.mtg.mechanics`` (``room_doors``, ``spell_copy``, ``cast_copies``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimorio.core.serial import register_all
from grimorio.dsl.selectors import THIS, YOU, Filter, Selector
from grimorio.dsl.values import Amount

if TYPE_CHECKING:
    from grimorio.dsl.effects import Effect, Payment


@dataclass(frozen=True, slots=True)
class UnlockDoor:
    """CR 709.5f–g: "unlock a locked door of <what>" (``lock`` False), "lock an unlocked
    door" (True) or "lock or unlock a door" (None) of each Room picked: its controller
    chooses among the doors that can be; a Room with none is left as it is."""

    what: Selector
    lock: bool | None = False
    # "unlock a locked door of a Room you control" (not targeted): one door, chosen among
    # the doors of every Room ``what`` picks (CR 709.5f)
    one_of: bool = False


@dataclass(frozen=True, slots=True)
class EitherOr:
    """CR 608.2c, 608.2d: "<A> or <B>" — as the ability resolves its controller chooses
    which of ``options`` happens (each option's effects, and its label in Spanish and
    English, taken from the card's own text). An option that would do nothing can still
    be chosen."""

    options: tuple[tuple[Effect, ...], ...]
    labels_es: tuple[str, ...]
    labels_en: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WinGame:
    """CR 104.2b: an effect says the player wins the game."""

    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class AbandonScheme:
    """CR 701.33: abandon this scheme — an ongoing scheme face up in the command zone is
    turned face down and put on the bottom of its owner's scheme deck (701.33b)."""


@dataclass(frozen=True, slots=True)
class LoseGame:
    """CR 104.3e: an effect says the player loses the game."""

    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class CastCopies:
    """CR 707.12: copy each card ``what`` picks (in the zone it is in); its controller may
    cast any number of the copies while the effect resolves, paying their costs (601.2);
    copies not cast cease to exist (704.5e)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class CopySpell:
    """CR 707.10: put a copy of the spell ``what`` picks on the stack, with its modes,
    targets and X; the controller of the effect controls the copy. ``new_targets``: "you
    may choose new targets for the copy" (707.10c) — each target may be left unchanged or
    changed to a legal one before the copy is put on the stack."""

    what: Selector
    new_targets: bool = False


@dataclass(frozen=True, slots=True)
class ChangeTarget:
    """CR 115.7a: "change the target of <the spell or ability ``what`` picks>" — its one
    target becomes another legal target, chosen as this resolves; it must change if it can,
    and stays if no other target is legal."""

    what: Selector


@dataclass(frozen=True, slots=True)
class RollDie:
    """CR 706.1: ``who`` rolls a ``sides``-sided die (the game's seeded random generator,
    706.1b); then ``then`` happens, in which ``EventAmount()`` is the result (706.2)."""

    sides: int
    then: tuple[Effect, ...] = ()
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class Vote:
    """CR 701.38a: starting with the controller and in turn order, each player votes for one
    of ``choices`` (each player must vote, none may abstain). Then, for each vote for
    ``choices[i]``, in the order of ``choices`` and of the votes, ``outcomes[i]`` happens,
    in which ``ThatPlayer()`` is the voter (council's dilemma)."""

    choices: tuple[str, ...]
    outcomes: tuple[tuple[Effect, ...], ...]
    words_es: tuple[str, ...] = ()  # how each choice reads in Spanish


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """CR 500.7: each player picked takes an extra turn after this one."""

    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class GainControlOfChosen:
    """Choose a permanent that matches ``filter`` owned by the player ``owner`` picks, and
    gain control of it (CR 613.1b) for the rest of the game."""

    owner: Selector
    filter: Filter = Filter()  # noqa: RUF009 (a frozen value)


@dataclass(frozen=True, slots=True)
class SetLifeTotal:
    """CR 119.5: each player picked's life total becomes ``amount`` — they gain or lose
    the life needed (so a player who can't gain life keeps a lower total, 119.7)."""

    amount: Amount
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class CantGainLife:
    """CR 119.7: each player picked can't gain life — "for the rest of the game", or
    ``until="end_of_turn"``."""

    who: Selector
    until: str = "game"


@dataclass(frozen=True, slots=True)
class TapAny:
    """CR 701.26a: "tap any number of untapped <filter> [you control]" — the controller
    chooses them as this resolves; they are remembered under ``link`` ("for each creature
    tapped this way": ``LinkedCount(link)``)."""

    filter: Filter
    link: str = "tapped"


@dataclass(frozen=True, slots=True)
class CreateEmblem:
    """CR 114.2: "you get an emblem with <ability>" — each player ``who`` picks puts the
    predefined emblem ``emblem`` (a definition in ``grimorio.cards.emblems``) into the
    command zone; they own and control it, and its abilities work from there (114.4)."""

    emblem: str
    who: Selector = YOU


@dataclass(frozen=True, slots=True)
class OnNthResolution:
    """ "<branches[0]> if this is the first time this ability has resolved this turn. If
    it's the second time, <branches[1]> ..." — counts this resolution (CR 608.2) of this
    object's ability, then does the branch for that count; nothing after the last one."""

    branches: tuple[tuple[Effect, ...], ...]


@dataclass(frozen=True, slots=True)
class ChooseAmong:
    """CR 608.2c, 608.2d: the player ``who`` picks chooses one of the objects ``among``
    picks ("that player chooses one of those creatures"); the one chosen is remembered for
    the rest of the effect as ``Linked(key)`` and the others as ``Linked(rest)`` (607.2a).
    With only one object left (an illegal target is not among them, 608.2b), that one is
    chosen."""

    among: Selector
    who: Selector
    key: str = "chosen"
    rest: str = "others"


@dataclass(frozen=True, slots=True)
class IfYouDo:
    """CR 608.2d, 603.5: "you may <payment>. If you do, <effects>" — the player chooses as it
    resolves, and the effects happen only if they paid (not a reflexive trigger: compare
    :class:`grimorio.dsl.effects.WhenYouDo`). ``once_each_turn``: "do this only once each
    turn" — once the player has paid for this object's ability this turn, it doesn't offer
    the payment again that turn (a new object, 400.7, may)."""

    payment: Payment
    effects: tuple[Effect, ...]
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class AdditionalCombat:
    """CR 500.8: "after this phase, there is an additional combat phase" — added right
    after the current phase; no additional main phase comes with it (505.1a)."""


@dataclass(frozen=True, slots=True)
class SetEnvironment:
    """Inferno's environments (I-122): "Hay thanatos hasta el final del turno" (I-702.8c),
    or with ``active`` False "desactiva thanatos hasta el final del turno", which also keeps
    it from being activated (I-122.5)."""

    environment: str
    active: bool = True


@dataclass(frozen=True, slots=True)
class FlipDemon:
    """I-112.5: "voltea a [tu demonio]" — the controller's demon turns to its terrestrial
    form, and no longer has the condition that flipped it."""


@dataclass(frozen=True, slots=True)
class ExchangeControl:
    """CR 701.12a–b, I-701.10a–b: exchange control of the object ``first`` picks and the one
    ``second`` picks — each of their controllers gains control of the other's at once, for
    the rest of the game. If the exchange can't be made whole (one of them is no longer in
    play) nothing happens, and between two objects of one controller it does nothing."""

    first: Selector
    second: Selector


@dataclass(frozen=True, slots=True)
class SwapDefender:
    """I-701.10f, I-702.6a–c: "intercambia [este aliado] con el aliado o demonio defensor" —
    the object ``what`` picks becomes the defender of the combat in progress, and the old
    defender leaves it; if either is no longer in play as this happens, nothing is swapped
    (I-701.10f, I-702.6b)."""

    what: Selector = THIS


@dataclass(frozen=True, slots=True)
class JoinAttack:
    """I-508.5a, I-509.1a: "[el aliado] se une al ataque en curso" — each permanent ``what``
    picks that the active player controls and that is not in the combat in progress becomes
    an attacker there, against its defender, without being tapped and without attacking
    anew (nothing triggers on "ataque", I-508.3a): the way more than two elements come to
    take part in one attack (``docs/inferno.md``, decision 11)."""

    what: Selector


@dataclass(frozen=True, slots=True)
class PutAsResource:
    """I-702.23b, I-120.1, I-305: "pon esta carta en juego boca abajo como recurso" — the
    card ``what`` picks, if it is still in its owner's hand or *Infierno*, enters play face
    down as a resource of its owner's, which no player may look at (I-305.2)."""

    what: Selector = THIS


@dataclass(frozen=True, slots=True)
class SkipAddResource:
    """I-702.23b: "saltéate tu próxima fase de agregar recurso" — the controller's next *Agregar
    un Recurso* step this turn adds nothing (I-504.1)."""


EXTRA_EFFECTS = (ChooseAmong, IfYouDo, AdditionalCombat, EitherOr)


register_all(globals())
