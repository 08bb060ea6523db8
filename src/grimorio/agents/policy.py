"""Fast rules of thumb for every kind of decision, with no simulation: the heuristic
agent's answer where looking ahead isn't worth it, and the moves of the search agent's
rollouts. Each reads only what the deciding player may see."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimorio.agents.combat_choice import (
    attack_assignment,
    attack_options,
    attack_plan,
    block_plan,
    declared_attackers,
    declared_attacks,
)
from grimorio.agents.evaluation import permanent_value, threats
from grimorio.agents.harm import harmful
from grimorio.agents.inferno_policy import propose_attacker, propose_defender
from grimorio.cards import get
from grimorio.core.decisions import Decision, Option, OptionId
from grimorio.dsl.keyword_names import Keyword
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.zones import BATTLEFIELD_KEY, Zone, zkey
from grimorio.rules.casting.mana import can_pay
from grimorio.rules.casting.mana import sources as mana_sources
from grimorio.rules.state.decision_kinds import DecisionKind
from grimorio.rules.turn.priority import sorcery_timing as rules_sorcery_timing

if TYPE_CHECKING:
    from grimorio.game import Game


def object_of(option: Option) -> int | None:
    """The object an option names (its first card argument)."""
    for arg in option.args:
        if isinstance(arg, tuple) and len(arg) >= 3 and arg[0] == "c":
            return int(arg[2])
    return None


def worth(game: Game, oid: int | None) -> float:
    """What an object is worth to whoever controls it (cards elsewhere: their mana value)."""
    if oid is None or oid not in game.state.objects:
        return 0.0
    obj = game.state.objects[oid]
    if obj.zone == BATTLEFIELD_KEY:
        return permanent_value(game, obj)
    cost = get(obj.card).mana_cost
    return 1.0 + (cost.mana_value if cost else 0) * 0.5


def _find(decision: Decision, wanted: str) -> Option | None:
    for o in decision.options:
        if o.id == wanted:
            return o
    return None


def _lands_in_hand(game: Game, player: int) -> int:
    state = game.state
    return sum(
        1
        for o in state.zones[zkey(Zone.HAND, player)]
        if "land" in get(state.objects[o].card).types
    )


def mulligan(game: Game, d: Decision) -> Option:
    """CR 103.5: keep a hand with two to five lands, or any hand of five cards or fewer."""
    hand = len(game.state.zones[zkey(Zone.HAND, d.player)])
    lands = _lands_in_hand(game, d.player)
    keep = _find(d, "keep")
    if keep is not None and (2 <= lands <= 5 or hand - game.state.player(d.player).mulligans <= 5):
        return keep
    return _find(d, "mulligan") or d.options[0]


def bottom(game: Game, d: Decision) -> Option:
    """CR 103.5: put back a land when the hand has many, else the most expensive spell."""
    state = game.state
    lands = _lands_in_hand(game, d.player)

    def key(o: Option) -> float:
        oid = object_of(o)
        if oid is None:
            return -99.0
        card = get(state.objects[oid].card)
        if "land" in card.types:
            return 50.0 if lands > 3 else -50.0
        return card.mana_cost.mana_value if card.mana_cost else 0.0

    return max(d.options, key=key)


def sorcery_timing(game: Game, player: int) -> bool:
    """Whether ``player`` could cast a sorcery now, by the rules of the game played (Magic:
    CR 307.1, own main phase and an empty stack)."""
    return rules_sorcery_timing(game, player)


def priority(game: Game, d: Decision) -> Option:
    """Play a land, then the most expensive spell or door, in a main phase of one's own
    turn; otherwise pass (CR 117.3)."""
    if not sorcery_timing(game, d.player):
        return _find(d, "pass") or d.options[0]
    lands = [o for o in d.options if o.id.startswith("play:")]
    if lands:
        return lands[0]
    spells = [o for o in d.options if o.id.startswith(("cast:", "unlock:", "turn_up:"))]
    if spells:
        return max(spells, key=lambda o: worth(game, object_of(o)))
    return _find(d, "pass") or d.options[0]


def attackers(game: Game, d: Decision, aggression: float = 1.0) -> Option:
    """CR 508.1: the combat model's attack. In a game of more than two, each attacker goes
    at the player or planeswalker the model picks for it (508.1b, 802.3; option ids
    ``attack:<creature>:<target>``). In a game of two, ``aggression`` below 1 turns the
    model's appetite down (:func:`~grimorio.agents.combat_choice.attack_plan`)."""
    if game.state.multiplayer:
        offered = attack_options(game, d)
        targets = {c: list(ts) for c, ts in offered.items()}
        sent = attack_assignment(game, d.player, targets, dict(declared_attacks(game)))
        chosen = [offered[c][t] for c, t in sent.items() if t in offered.get(c, {})]
        return declare(game, d, chosen)
    able = [object_of(o) for o in d.options if o.id.startswith("attack:")]
    ids = [a for a in dict.fromkeys(able) if a is not None]
    declared = declared_attackers(game)
    plan = attack_plan(game, d.player, [*declared, *ids], aggression)
    wanted = [o for a in plan if (o := _find(d, f"attack:{a}")) is not None]
    return declare(game, d, wanted)


def blockers(game: Game, d: Decision) -> Option:
    pairs = block_plan(game, d.player)
    wanted = [o for b, a in pairs if (o := _find(d, f"block:{b}:{a}")) is not None]
    return declare(game, d, wanted)


TRIALS = 24  # copies of the game a declaration may try at most


def declare(game: Game, d: Decision, wanted: list[Option]) -> Option:
    """The next wanted part of a declaration of attackers or blockers that can still be
    finished (CR 508.1c–d, 509.1b–c: restrictions and requirements), else "done", else
    the part that leads soonest to a declaration the rules accept. At most ``TRIALS``
    parts are tried on copies."""
    budget = [TRIALS]
    for depth in (0, 1):
        for o in wanted:
            if _finishable(game, d, o, depth, budget):
                return o
    done = _find(d, "done")
    if done is not None:
        return done
    for depth in (0, 1, 2):
        for o in list(d.options):
            if _finishable(game, d, o, depth, budget):
                return o
    return d.options[0]


def _finishable(game: Game, d: Decision, option: Option, depth: int, budget: list[int]) -> bool:
    """After ``option``, "done" is offered within ``depth`` more parts of the declaration
    (tried on a copy; nothing hidden is read, only this decision). False once the budget
    of trials is spent."""
    if budget[0] <= 0:
        return False
    budget[0] -= 1
    trial = game.clone()
    trial.submit(option)
    nxt = trial.pending
    if nxt is None or nxt.kind != d.kind or nxt.player != d.player:
        return True  # the declaration is over
    if any(o.id == "done" for o in nxt.options):
        return True
    return depth > 0 and any(_finishable(trial, nxt, o, depth - 1, budget) for o in nxt.options)


THREAT_BONUS = 1.0  # (more than two players) what the leader's being hit is worth more


def threat_bonus(game: Game, player: int) -> dict[int, float]:
    """In a game of more than two (CR 800.1): for each opponent of ``player`` still in the
    game, a bonus from 0 (the least threatening) to ``THREAT_BONUS`` (the leader), by
    :func:`~grimorio.agents.evaluation.threats`. Empty in a game of two."""
    if not game.state.multiplayer:
        return {}
    threat = threats(game, player)
    if not threat:
        return {}
    low, high = min(threat.values()), max(threat.values())
    span = high - low
    return {o: THREAT_BONUS * ((t - low) / span if span > 0 else 0.0) for o, t in threat.items()}


def target(game: Game, d: Decision) -> Option:
    """Hurt an opponent's most valuable thing or help one's own (a guess from the card).
    With several opponents (CR 800.1), harm goes preferably to the most threatening one
    (:func:`threat_bonus`), and help forced on an opponent to the least threatening."""
    state = game.state
    source = d.prompt_args[0] if d.prompt_args else None  # what is being cast or activated
    card = source[1] if isinstance(source, tuple) and len(source) == 3 else ""
    hurts = harmful(card) if card else False
    me = d.player
    bonus = threat_bonus(game, me)

    def score(o: Option) -> float:
        if o.id.startswith("target:-"):
            who = -1 - OptionId.parse(o.id).num()
            good = 3.0 + bonus.get(who, 0.0) if who != me else -3.0
            return good if hurts else -good
        oid = object_of(o)
        if oid is None:
            return -1.0
        controller = state.objects[oid].controller if oid in state.objects else me
        mine = controller == me
        value = worth(game, oid) + (0.0 if mine else bonus.get(controller, 0.0))
        return (value if not mine else -value) if hurts else (value if mine else -value)

    return max(list(d.options), key=score)


def damage(game: Game, d: Decision) -> Option:
    """CR 510.1c–d: give this blocker just lethal damage (1 with deathtouch, 702.2c) and keep
    the rest for the others or, with trample, the player (702.19b)."""
    state = game.state
    attacker = (
        d.prompt_args[0][2] if d.prompt_args and isinstance(d.prompt_args[0], tuple) else None
    )
    touch = (
        attacker in state.objects and Keyword.DEATHTOUCH in game.characteristics(attacker).keywords
    )

    def amount(o: Option) -> int:
        return OptionId.parse(o.id).num(-1)

    first = object_of(d.options[0])
    if first is None or first not in state.objects:
        return min(d.options, key=amount)
    blocker = state.objects[first]
    left = max((game.characteristics(first).toughness or 0) - blocker.damage, 0)
    need = min(left, 1) if touch else left
    fitting = [o for o in d.options if amount(o) >= need]
    return min(fitting, key=amount) if fitting else max(d.options, key=amount)


def lose_least(game: Game, d: Decision) -> Option:
    """Sacrifice, discard or exile what is worth least."""
    return min(list(d.options), key=lambda o: worth(game, object_of(o)) if object_of(o) else 99.0)


def take_most(game: Game, d: Decision) -> Option:
    """Pick, return or put onto the battlefield what is worth most."""
    return max(list(d.options), key=lambda o: worth(game, object_of(o)) if object_of(o) else -1.0)


def largest_x(game: Game, d: Decision) -> Option:
    return max(d.options, key=lambda o: OptionId.parse(o.id).num() if o.id.startswith("x:") else -1)


def _held_instants(game: Game, player: int) -> list[ManaCost]:
    """The mana costs of the cards in ``player``'s hand that could be cast in an opponent's
    turn: instants and cards with flash (CR 304.1, 702.8a)."""
    state = game.state
    costs: list[ManaCost] = []
    for oid in state.zones[zkey(Zone.HAND, player)]:
        card = get(state.objects[oid].card)
        instant = "instant" in card.types or Keyword.FLASH in card.keywords
        if instant and card.mana_cost is not None:
            costs.append(card.mana_cost)
    return costs


def _payment_loss(game: Game, d: Decision) -> dict[str, float]:
    """What each specific mana choice of ``d`` gives up: a source that could make several
    colours, a colour the rest of the hand asks for, a creature rather than a land."""
    state = game.state
    demand: dict[str, int] = {}
    for oid in state.zones[zkey(Zone.HAND, d.player)]:
        cost = get(state.objects[oid].card).mana_cost
        for symbol in cost.symbols if cost else ():
            for color in "WUBRG":
                if color in symbol:
                    demand[color] = demand.get(color, 0) + 1
    flexible: dict[str, int] = {}
    specific = [o for o in d.options if o.id.count(":") == 3]
    for o in specific:
        source = OptionId.parse(o.id).args[0]
        flexible[source] = flexible.get(source, 0) + 1

    def loss(o: Option) -> float:
        source, ability, color = OptionId.parse(o.id).args
        value = 3.0 * (flexible[source] - 1) + demand.get(color[0].upper(), 0)
        if int(ability) < 0:
            value += 20.0  # convoke: the creature is tapped
        elif int(source) in state.objects and "creature" in game.characteristics(int(source)).types:
            value += 5.0
        return value

    return {o.id: loss(o) for o in specific}


def _cheapest(game: Game, d: Decision) -> Option:
    losses = _payment_loss(game, d)
    if not losses:
        return _find(d, "mana:auto") or d.options[0]
    best = min(losses, key=lambda k: losses[k])
    return next(o for o in d.options if o.id == best)


def _instants_left(game: Game, d: Decision, option: Option, held: list[ManaCost]) -> int:
    """How many of the ``held`` instants could still be cast after paying with ``option``
    and then the cheapest way (tried on a copy: only the player's own hand and permanents
    are read, nothing hidden)."""
    trial = game.clone()
    trial.submit(option)
    for _ in range(MAX_PAYMENT_STEPS):
        nxt = trial.pending
        if nxt is None or nxt.kind != DecisionKind.MANA or nxt.player != d.player:
            break
        trial.submit(_cheapest(trial, nxt))
    pool = trial.state.player(d.player).pool
    left = [s.colors for s in mana_sources(trial, d.player)]
    return sum(1 for cost in held if can_pay(cost, pool, left))


MAX_PAYMENT_STEPS = 30  # mana abilities one payment asks for, at most


def pay_mana(game: Game, d: Decision) -> Option:
    """CR 601.2g–h, 605.3: pay with the source that is the least loss: first, sources that
    leave the instants and flash cards in hand castable (as a person keeps an Island open
    for a counterspell while casting a creature, CR 117.1a); then one that makes a single
    colour, a colour the rest of the hand doesn't ask for, a land rather than a creature
    (convoke taps a creature, 702.51a). When every source is as good, pay automatically."""
    auto = _find(d, "mana:auto")
    specific = [o for o in d.options if o.id.count(":") == 3]
    if not specific:
        return auto or d.options[0]
    losses = _payment_loss(game, d)
    held = _held_instants(game, d.player)
    if held and len(specific) > 1:
        kept = {o.id: _instants_left(game, d, o, held) for o in specific}
        most = max(kept.values())
        if min(kept.values()) < most:  # some choices would strand an instant: not those
            specific = [o for o in specific if kept[o.id] == most]
            return min(specific, key=lambda o: losses[o.id])
    values = [losses[o.id] for o in specific]
    if auto is not None and min(values) == max(values):
        return auto
    return specific[values.index(min(values))]


def first_or(*preferred: str) -> Callable[[Game, Decision], Option]:
    def choose(game: Game, d: Decision) -> Option:
        for p in preferred:
            for o in d.options:
                if o.id == p or o.id.startswith(p + ":"):
                    return o
        return d.options[0]

    return choose


RULES: dict[str, Callable[[Game, Decision], Option]] = {
    DecisionKind.MULLIGAN: mulligan,
    DecisionKind.BOTTOM: bottom,
    DecisionKind.PRIORITY: priority,
    DecisionKind.ATTACKERS: attackers,
    DecisionKind.BLOCKERS: blockers,
    DecisionKind.TARGET: target,
    DecisionKind.DAMAGE: damage,
    DecisionKind.X: largest_x,
    DecisionKind.MANA: first_or("mana:auto"),
    DecisionKind.OPENING: first_or("begin"),
    DecisionKind.MAY: first_or("yes"),
    DecisionKind.PAY: first_or("mana", "or_mana", "pay_color", "life"),
    DecisionKind.SACRIFICE: lose_least,
    DecisionKind.DISCARD: lose_least,
    DecisionKind.LEGEND: take_most,
    DecisionKind.PICK: take_most,
    DecisionKind.PUT_CHOSEN: take_most,
    DecisionKind.CHOOSE: take_most,
    DecisionKind.MANIFEST: take_most,
    DecisionKind.PROPOSE_ATTACKER: propose_attacker,  # I-507.2
    DecisionKind.PROPOSE_DEFENDER: propose_defender,  # I-507.3
}


def fast_choice(game: Game, d: Decision) -> Option:
    """The rule of thumb for ``d`` (the first sensible option where there is none)."""
    rule = RULES.get(d.kind)
    if rule is not None:
        return rule(game, d)
    if d.options[0].id.startswith(("discard:", "sacrifice:", "exile:")):
        return lose_least(game, d)
    return d.options[0]
