"""The hidden-text scan (issue 17): seeded random games with manifest dread decks, checking at
every decision point, for each player, that nothing the player reads names a card hidden
from them (CR 708.5 face-down permanents, 406.3 cards exiled face down, 402.3 the other
player's hand, 401.2 libraries).

What a player reads: every new log line rendered for them (``view(viewer)``'s rendering, in
Spanish and English), the explanation of every new entry (``explain(..., viewer=...)``), and
— for the player deciding — the prompt and every option label; every ``VIEW_EVERY``-th
decision point the whole ``game.view(viewer)`` is read as well.

A name counts as hidden from a player when a card of that name is hidden from them now and
no card of that name has been visible to them before (in a public zone, their hand, a
face-down permanent they control, or revealed to all, 701.20a, 708.9): the two decks share
no card but basic lands, whose names are left out, as are names that are also words of the
engine's own sentences ("Manifestar miedo"). Used by ``test_hidden_text.py``; run it as a
script for the larger count (``python tests/core/hidden_scan.py 300``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.cards import catalog, get
from grimorio.dsl.zones import Zone, kind_of, zkey
from grimorio.explain import explain
from grimorio.mtg.view import may_look
from grimorio.text.log import decision_prompt, entry_line, option_label
from grimorio.text.refs import is_card_ref
from grimorio.text.render import MESSAGES

LANGS = ("es", "en")
BASICS = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
VIEW_EVERY = 20
MAX_DECISIONS = 2500
PUBLIC = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)
REVEALS = frozenset({"reveal"})  # entries that show a card to every player (701.20a, 708.9)


@cache
def manifest_cards() -> tuple[str, ...]:
    """The real cards that manifest dread (CR 701.62a), by key."""
    return tuple(sorted(d.key for d in catalog() if "ManifestDread" in repr(d)))


def scan_deck(half: int) -> list[str]:
    """40 cards: every other manifest dread card, three of each, and 17 basic lands. The
    two halves share no nonland card."""
    spells = (list(manifest_cards()[half::2]) * 3)[:23]
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


@dataclass
class Leak:
    seed: int
    viewer: int
    where: str
    text: str
    names: list[str]


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


def _visible(game: Game, viewer: int, obj_id: int) -> bool:
    o = game.state.objects[obj_id]
    if o.face_down:
        if game.over:
            return True  # CR 708.9
        if kind_of(o.zone) == Zone.EXILE:
            return False  # CR 406.3
        return o.controller == viewer or may_look(game, o, viewer)  # CR 708.5
    kind = kind_of(o.zone)
    return kind in PUBLIC or o.zone == zkey(Zone.HAND, viewer)


def _hidden(game: Game, viewer: int, obj_id: int) -> bool:
    o = game.state.objects[obj_id]
    if o.face_down:
        return not _visible(game, viewer, obj_id)
    kind = kind_of(o.zone)
    return (kind == Zone.HAND and o.zone != zkey(Zone.HAND, viewer)) or (
        kind == Zone.LIBRARY and o.owner != viewer
    )


def _read(game: Game, viewer: int, start: int, decision_point: int) -> Iterator[tuple[str, str]]:
    """(language, text) of everything ``viewer`` reads that is new since entry ``start``."""
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


def scan(seeds: range, auto_pass: bool = True) -> ScanResult:
    out = ScanResult()
    for seed in seeds:
        game = Game.new(
            decks=(scan_deck(seed % 2), scan_deck(1 - seed % 2)), seed=seed, auto_pass=auto_pass
        )
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        seen: list[set[tuple[str, str]]] = [set(), set()]
        done = [0, 0]
        had_face_down = False
        for point in range(MAX_DECISIONS):
            state = game.state
            had_face_down |= any(o.face_down for o in state.objects.values())
            for v in (0, 1):
                hidden: set[tuple[str, str]] = set()
                for oid in state.objects:
                    if _visible(game, v, oid):
                        seen[v].update(names_of(state.objects[oid].card))
                    elif _hidden(game, v, oid):
                        hidden.update(names_of(state.objects[oid].card))
                for e in state.log[done[v] :]:
                    if e.key in REVEALS:
                        for a in e.args:
                            if is_card_ref(a) and len(a) == 3:
                                seen[v].update(names_of(str(a[1])))
                forbidden = hidden - seen[v]
                for lang, text in _read(game, v, done[v], point):
                    out.texts += 1
                    bad = [n for (nl, n) in forbidden if nl == lang and n in text]
                    if bad:
                        out.leaks.append(Leak(seed, v, "text", text, bad))
                done[v] = len(state.log)
            if game.over:
                break
            d = game.pending
            assert d is not None
            out.decisions += 1
            game.submit(agents[d.player].decide(game, d))
        out.games += 1
        out.games_face_down += had_face_down
    return out


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    r = scan(range(n), auto_pass="--no-auto-pass" not in sys.argv)
    print(
        f"games {r.games}, with a face-down permanent {r.games_face_down}, decisions "
        f"{r.decisions}, texts checked {r.texts}, leaking lines {len(r.leaks)} in "
        f"{r.games_leaking} games"
    )
    for leak in r.leaks[:20]:
        print(leak)
