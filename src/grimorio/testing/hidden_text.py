"""The hidden-text scan (issue 17): nothing a player reads names a card hidden from them
(CR 708.5 face-down permanents, 406.3 cards exiled face down, 402.3 the other players'
hands, 401.2 libraries) — in a duel or at a table of up to six (800.1), for each player
and for a spectator (``None``), who sees only what every player may.

What a player reads: every new log line rendered for them (``view(viewer)``'s rendering, in
Spanish and English), the explanation of every new entry (``explain(..., viewer=...)``), and
— for the player deciding — the prompt and every option label; every ``VIEW_EVERY``-th
decision point the whole ``game.view(viewer)`` is read as well.

A name counts as hidden from a player when a card of that name is hidden from them now and
no card of that name has been visible to them before (in a public zone, their hand, a
face-down permanent they control, or revealed to all, 701.20a, 708.9) and none is in their
own deck (a player knows their decklist: with decks that share cards, as in the game
fuzz, the scan is blind to a hidden copy of a card the viewer owns too); a name given to an
object that no longer exists when the scan looks (a card milled by manifest dread, then
returned to its owner's hand before the next decision, 400.7) counts as seen, since where
that object was then is no longer known; basic lands' names
are left out, as are names that are also words of the engine's own sentences ("Manifestar
miedo"). :class:`HiddenTextScan` watches one game decision by decision (the game fuzz,
:mod:`grimorio.testing.fuzz`, uses it); :func:`scan` plays seeded random games with
manifest dread decks that share no card but basic lands, where most games have a
face-down permanent (``python -m grimorio.testing.hidden_text 300``; ``--players 4`` for
games of four, each player with a share of the manifest dread cards of their own, read by
each player and a spectator).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache

from grimorio.agents import RandomAgent
from grimorio.cards import catalog, get
from grimorio.dsl.games import controller_sees_face_down
from grimorio.dsl.zones import Zone, kind_of, zkey
from grimorio.explain import explain
from grimorio.game import Game
from grimorio.rules.view import may_look
from grimorio.text.log import decision_prompt, entry_line, option_label
from grimorio.text.refs import is_card_ref
from grimorio.text.render import MESSAGES

LANGS = ("es", "en")
BASICS = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
VIEW_EVERY = 20
MAX_DECISIONS = 2500
PUBLIC = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)
# entries that show a card to every player (701.20a, 708.9; a search that reveals, 701.23a;
# a first draw revealed, 701.20a; Inferno's card shown for its *tributo*, I-702.23b)
REVEALS = frozenset({"reveal", "zone.search_hand", "reveal.draw", "tribute.reveal"})
LOOK_AT_HAND = "look.hand"  # "{0} looks at {1}'s hand" (701.9b): what the looker may see


@cache
def manifest_cards() -> tuple[str, ...]:
    """The real cards that manifest dread (CR 701.62a), by key."""
    return tuple(sorted(d.key for d in catalog() if "ManifestDread" in repr(d)))


def scan_deck(part: int, parts: int = 2) -> list[str]:
    """40 cards: share ``part`` of ``parts`` of the manifest dread cards (in two halves:
    every other one), repeated to 23 spells, and 17 basic lands. The shares have no nonland
    card in common."""
    share = list(manifest_cards()[part::parts])
    spells = (share * (23 // len(share) + 2))[:23]
    return (
        spells + ["Forest"] * 4 + ["Island"] * 4 + ["Swamp"] * 3 + ["Plains"] * 3 + ["Mountain"] * 3
    )


@cache
def secret_cards() -> tuple[str, ...]:
    """The real cards that hide or show cards besides manifest dread: Rooms (a locked door
    is face up but unplayable, CR 709.5), searches (701.23) and reveals (701.20), by key."""
    return tuple(
        sorted(
            d.key
            for d in catalog()
            if d.key not in manifest_cards()
            and (d.doors or any(w in repr(d) for w in ("SearchZones", "Search(", "Reveal")))
        )
    )


def audit_deck(half: int) -> list[str]:
    """40 cards for a hidden-information audit: manifest dread cards, Rooms, searches and
    reveals (every other one of each list, so the two halves share no nonland card), and
    17 basic lands."""
    spells = (list(manifest_cards()[half::2]) * 2)[:11] + (list(secret_cards()[half::2]) * 2)[:12]
    return (
        spells + ["Forest"] * 4 + ["Island"] * 4 + ["Swamp"] * 3 + ["Plains"] * 3 + ["Mountain"] * 3
    )


@cache
def _templates() -> str:
    return " ".join(f"{es} {en}" for es, en in MESSAGES.values()).lower()


@cache
def names_of(key: str) -> tuple[tuple[str, str], ...]:
    """(language, name) pairs a scan looks for."""
    if key in BASICS:
        return ()
    d = get(key)
    return tuple((lang, d.name(lang)) for lang in LANGS if d.name(lang).lower() not in _templates())


@cache
def _word(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


def _named(name: str, text: str, seen: Iterable[str] = ()) -> bool:
    """``name`` stands in ``text`` as a whole name ("Murder" is not in "Murderous Mimic"),
    not as part of a longer name the reader has seen ("Marina Vendrell" in "Grimorio de
    Marina Vendrell")."""
    if name not in text:
        return False
    for longer in seen:
        if name in longer and longer != name:
            text = text.replace(longer, " ")
    return _word(name).search(text) is not None


@dataclass
class Leak:
    seed: int
    viewer: int | None
    where: str
    text: str
    names: list[str]

    def __str__(self) -> str:
        return f"{self.text!r} names {', '.join(self.names)} to player {self.viewer}"


class HiddenTextScan:
    """Everything each reader of one game reads, checked after each decision. The readers
    are the players (by default every seat) and a spectator (``None``), who knows no
    decklist and sees only what every player may."""

    def __init__(
        self, game: Game, seed: int, readers: tuple[int | None, ...] | None = None
    ) -> None:
        if readers is None:
            readers = tuple(range(len(game.state.players)))
        self.game = game
        self.seed = seed
        self.readers = readers
        self.seen: dict[int | None, set[tuple[str, str]]] = {
            v: {n for o in game.state.objects.values() if o.owner == v for n in names_of(o.card)}
            for v in readers
        }
        self.done = dict.fromkeys(readers, 0)
        self.texts = 0

    def forbidden(self, v: int | None) -> tuple[set[tuple[str, str]], dict[str, list[str]]]:
        """The names hidden from reader ``v`` now that ``v`` never saw, and by language the
        names ``v`` saw; what the log showed ``v`` since the last call is learnt first."""
        game, state = self.game, self.game.state
        hidden: set[tuple[str, str]] = set()
        for oid in state.objects:
            if _visible(game, v, oid):
                self.seen[v].update(names_of(state.objects[oid].card))
            elif _hidden(game, v, oid):
                hidden.update(names_of(state.objects[oid].card))
        for e in state.log[self.done[v] :]:
            if e.key in REVEALS:
                for a in e.args:
                    if is_card_ref(a) and len(a) == 3:
                        self.seen[v].update(names_of(str(a[1])))
            elif e.key == LOOK_AT_HAND and v is not None and e.args[0] == ("p", v):  # 701.9b
                for oid in state.zones[zkey(Zone.HAND, int(e.args[1][1]))]:
                    self.seen[v].update(names_of(state.objects[oid].card))
            for a in e.args:  # an object gone since: where it was then is not known
                if is_card_ref(a) and len(a) == 3 and a[2] and a[2] not in state.objects:
                    self.seen[v].update(names_of(str(a[1])))
        self.done[v] = len(state.log)
        seen = {lang: [n for (nl, n) in self.seen[v] if nl == lang] for lang in LANGS}
        return hidden - self.seen[v], seen

    def check_texts(
        self, v: int | None, texts: Iterable[tuple[str, str]], where: str = "text"
    ) -> list[Leak]:
        """The (language, text) pairs read by ``v`` that name a card hidden from ``v``."""
        forbidden, seen = self.forbidden(v)
        texts = list(texts)
        self.texts += len(texts)
        # most texts name no hidden card at all: one look at them all together first
        together = {lang: "\n".join(t for tl, t in texts if tl == lang) for lang in LANGS}
        suspects = [(nl, n) for (nl, n) in forbidden if n in together.get(nl, "")]
        leaks = []
        for lang, text in texts if suspects else ():
            bad = [n for (nl, n) in suspects if nl == lang and _named(n, text, seen[lang])]
            if bad:
                leaks.append(Leak(self.seed, v, where, text, bad))
        return leaks

    def check(self, point: int) -> list[Leak]:
        """The texts that name a hidden card, read by any reader at decision ``point``."""
        leaks = []
        for v in self.readers:
            start = self.done[v]
            leaks += self.check_texts(v, list(_read(self.game, v, start, point)))
        return leaks


def message_texts(message: object) -> Iterator[str]:
    """Every string inside a JSON-like message (keys and values), for a scan of what a
    server sends."""
    if isinstance(message, str):
        yield message
    elif isinstance(message, dict):
        for key, value in message.items():
            yield str(key)
            yield from message_texts(value)
    elif isinstance(message, list | tuple):
        for item in message:
            yield from message_texts(item)


@dataclass
class ScanResult:
    games: int = 0
    games_face_down: int = 0
    decisions: int = 0
    texts: int = 0
    leaks: list[Leak] = field(default_factory=list)

    @property
    def games_leaking(self) -> int:
        return len({leak.seed for leak in self.leaks})


def _visible(game: Game, viewer: int | None, obj_id: int) -> bool:
    o = game.state.objects[obj_id]
    if o.face_down:
        if game.over:
            return True  # CR 708.9
        if kind_of(o.zone) == Zone.EXILE:
            return False  # CR 406.3
        mine = o.controller == viewer and controller_sees_face_down(get(o.card).game)
        return mine or may_look(game, o, viewer)  # CR 708.5; I-305.2: nobody, a resource
    kind = kind_of(o.zone)
    return kind in PUBLIC or (viewer is not None and o.zone == zkey(Zone.HAND, viewer))


def _hidden(game: Game, viewer: int | None, obj_id: int) -> bool:
    o = game.state.objects[obj_id]
    if o.face_down:
        return not _visible(game, viewer, obj_id)
    kind = kind_of(o.zone)
    own_hand = viewer is not None and o.zone == zkey(Zone.HAND, viewer)
    return (kind == Zone.HAND and not own_hand) or (kind == Zone.LIBRARY and o.owner != viewer)


def _read(
    game: Game, viewer: int | None, start: int, decision_point: int
) -> Iterator[tuple[str, str]]:
    """(language, text) of everything ``viewer`` (a player, or a spectator: None) reads that
    is new since entry ``start``."""
    state = game.state
    names = tuple(p.name for p in state.players)
    reader = viewer if not game.over else -1
    for i in range(start, len(state.log)):
        for lang in LANGS:
            yield lang, entry_line(state.log[i], lang, names, reader)
        for line in explain(game, i, "es", viewer)[1:]:
            yield "es", line
    d = state.pending
    if d is not None and d.player == viewer:
        for lang in LANGS:
            yield lang, decision_prompt(d, lang, names, viewer)
            for o in d.options:
                yield lang, option_label(o, lang, names, viewer)
    if decision_point % VIEW_EVERY == 0:
        for lang in LANGS:
            v = game.view(viewer, lang)
            yield from ((lang, line) for line in v["log"])
            if v["decision"] and "options" in v["decision"]:
                yield lang, v["decision"]["prompt"]
                yield from ((lang, o["label"]) for o in v["decision"]["options"])


def scan(seeds: range, auto_pass: bool = True, players: int = 2) -> ScanResult:
    """Seeded random games with the manifest dread cards shared out among the players (the
    two halves in a duel), scanned; at a table of more than two, a spectator reads too."""
    out = ScanResult()
    for seed in seeds:
        if players == 2:
            decks = [scan_deck(seed % 2), scan_deck(1 - seed % 2)]
        else:
            decks = [scan_deck((seed + k) % players, players) for k in range(players)]
        game = Game.new(decks=decks, seed=seed, auto_pass=auto_pass)
        agents = [RandomAgent(seed * players + 1 + k) for k in range(players)]
        readers = (*range(players), None) if players > 2 else None
        watch = HiddenTextScan(game, seed, readers)
        had_face_down = False
        for point in range(MAX_DECISIONS):
            had_face_down |= any(o.face_down for o in game.state.objects.values())
            out.leaks += watch.check(point)
            if game.over:
                break
            d = game.pending
            assert d is not None
            out.decisions += 1
            game.submit(agents[d.player].decide(game, d))
        out.games += 1
        out.games_face_down += had_face_down
        out.texts += watch.texts
    return out


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 60
    seats = int(sys.argv[sys.argv.index("--players") + 1]) if "--players" in sys.argv else 2
    r = scan(range(n), auto_pass="--no-auto-pass" not in sys.argv, players=seats)
    print(
        f"games {r.games}, with a face-down permanent {r.games_face_down}, decisions "
        f"{r.decisions}, texts checked {r.texts}, leaking lines {len(r.leaks)} in "
        f"{r.games_leaking} games"
    )
    for leak in r.leaks[:20]:
        print(leak)
