"""Strategies shared by the property suites: values of every type, strings that only
pretend to be strings, and games at different points of play."""

from __future__ import annotations

import os
from functools import cache
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st

from grimorio import Game, Option
from grimorio.cards import registry
from grimorio.sample_decks import pairing

# the profile tests/property/conftest.py registered: small unless HYPOTHESIS_PROFILE=fuzz
PROFILE = settings.get_profile(
    "fuzz" if os.environ.get("HYPOTHESIS_PROFILE") == "fuzz" else "property"
)


class Liar(str):
    """A string that says it equals anything (an answer that only pretends)."""

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    __hash__ = str.__hash__


class Loud(str):
    """A string subclass whose methods misbehave."""

    def strip(self, chars: str | None = None) -> str:
        raise RuntimeError("a str subclass that fails")

    def startswith(self, *args: Any) -> bool:
        raise RuntimeError("a str subclass that fails")


class BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


# Values of every kind an API may be handed by mistake.
junk: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**30, max_value=10**40),
    st.just(10**5000),
    st.floats(allow_nan=True),
    st.text(max_size=30),
    st.binary(max_size=20),
    st.lists(st.integers(), max_size=3),
    st.tuples(st.text(max_size=3)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.builds(Liar, st.text(max_size=10)),
    st.builds(Loud, st.text(max_size=10)),
    st.builds(BadRepr),
    st.builds(object),
)

CARD_NAMES = sorted(registry.REAL.names())
card_names = st.sampled_from(CARD_NAMES)


@cache
def _saved(seed: int, steps: int) -> str:
    """The game of ``pairing(seed)`` after ``steps`` answers (the first option each time,
    or a pass when there is one), as JSON."""
    game = Game.new(decks=pairing(seed), seed=seed)
    for _ in range(steps):
        if game.over:
            break
        d = game.pending
        assert d is not None
        ids = d.ids()
        game.submit("pass" if "pass" in ids and steps % 3 else ids[(steps * 7) % len(ids)])
    return game.to_json()


def game_at(seed: int, steps: int) -> Game:
    return Game.from_json(_saved(seed, steps))


games = st.builds(game_at, st.integers(0, 3), st.sampled_from([0, 1, 3, 8, 20, 45, 90]))


def _option_of(junk: Any) -> Any:
    """An option whose id is ``junk``, where the build lets one be made (the compiled
    build's ``Option`` refuses an id that is not a string as it is made): else ``junk``."""
    try:
        return Option(junk, "opt.pass")
    except TypeError:
        return junk


def answer_for(game: Game) -> st.SearchStrategy[Any]:
    """Answers to the pending decision: offered ids, ids mutated, options, and junk."""
    d = game.pending
    ids = d.ids() if d is not None else ["pass"]
    offered = st.sampled_from(ids)
    return st.one_of(
        offered,
        offered.map(lambda i: i + ":0"),
        offered.map(lambda i: i[:-1]),
        offered.map(lambda i: " " + i),
        offered.map(lambda i: i.upper()),
        st.tuples(offered, st.text(max_size=5)).map(lambda t: t[0] + t[1]),
        offered.map(Liar),
        offered.map(Loud),
        offered.map(lambda i: Option(i, "opt.pass")),
        junk.map(_option_of),
        st.sampled_from(["pass", "done", "concede:0", "mana:auto", "keep", ""]),
        st.text(max_size=40),
        st.just("x" * 100_000),
        junk,
    )
