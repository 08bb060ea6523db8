"""Cards and objects as arguments of messages — the one place such references are built
(DESIGN principle 7; CR 708.2, 708.5, 406.3).

A message argument that names a card is a tuple tagged ``"c"``:

* ``("c", key, 0)`` — a card that is not an object of the game: a token's card before it
  exists, an emblem's card, the name an effect copies. Public. Built by :func:`card_ref`.
* ``("c", key, obj)`` — object ``obj`` by the name everyone may see. Built by
  :func:`object_ref`.
* ``("c", "Face-down", obj, key, seers)`` — an object nobody but ``seers`` may identify: a
  face-down permanent or spell (``seers`` = its controller, 708.5), or — showing
  ``"Face-down card"`` — a card exiled face down (nobody, 406.3). Built by :func:`hidden_ref`.

The real key of a hidden object stays in the saved log so that its controller's own log can
say which card it is, but :func:`shown_key` is the only way the renderer reads a reference,
and it gives the real key only to a viewer among ``seers`` (or to :data:`EVERYONE`, once the
game is over and face-down permanents are revealed, 708.9). A rendering without a viewer is
the public one.

Code that names an object of a game never builds these tuples itself: it calls
``grimorio.rules.events.objects.cref`` (an object as players see it), ``source_ref`` (an object
named by one of its cards or doors) or ``revealed_ref`` (a card shown to every player), which
decide from the state who may see it. ``tests/core/test_hidden_text.py`` holds every module to
this: a literal ``("c", …)`` anywhere else, or :func:`object_ref` / :func:`hidden_ref` called
outside ``rules/events/objects.py``, fails it.
"""

from __future__ import annotations

from typing import Any

CARD = "c"  # the tag of a card argument
FACE_DOWN = "Face-down"  # what a face-down permanent or spell shows: no name (CR 708.2a)
FACE_DOWN_CARD = "Face-down card"  # what a card exiled face down shows (406.3)
RESOURCE = "Resource"  # what an Inferno card face down in play shows (I-305.2)
EVERYONE = -1  # a viewer entitled to every card: the game is over (CR 708.9)

Viewer = int | None  # a player's index, EVERYONE, or None for the public rendering


def card_ref(key: str) -> tuple[str, str, int]:
    """A card that is not an object of the game (public)."""
    return (CARD, key, 0)


def object_ref(key: str, obj: int) -> tuple[str, str, int]:
    """Object ``obj`` named by ``key`` for everyone. Only for ``rules/events/objects.py``,
    which knows whether everyone may see it."""
    return (CARD, key, obj)


def hidden_ref(
    obj: int, key: str, seers: tuple[int, ...], shows: str = FACE_DOWN
) -> tuple[str, str, int, str, tuple[int, ...]]:
    """Object ``obj``, really ``key``, which only the players in ``seers`` may identify
    (CR 708.5, 406.3); everyone else reads ``shows``. Only for ``rules/events/objects.py``."""
    return (CARD, shows, obj, key, tuple(seers))


def is_card_ref(arg: Any) -> bool:
    return isinstance(arg, tuple) and len(arg) >= 3 and arg[0] == CARD


def shown_key(arg: tuple[Any, ...], viewer: Viewer) -> tuple[str, str | None]:
    """What ``viewer`` reads of a card argument: the public key and, for a hidden object
    ``viewer`` may identify, its real key (else None)."""
    if len(arg) == 5:
        seers = arg[4]
        entitled = viewer is not None and (viewer == EVERYONE or viewer in seers)
        return str(arg[1]), str(arg[3]) if entitled else None
    return str(arg[1]), None


__all__ = [
    "CARD",
    "EVERYONE",
    "FACE_DOWN",
    "FACE_DOWN_CARD",
    "RESOURCE",
    "Viewer",
    "card_ref",
    "hidden_ref",
    "is_card_ref",
    "object_ref",
    "shown_key",
]
