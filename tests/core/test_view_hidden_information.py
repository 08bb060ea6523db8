"""``view(player)`` shows only what that player may see (CR 400.2, DESIGN principle 7): not
the other hand, no library, and no face-down permanent of another player (708.5)."""

from __future__ import annotations

import json

import pytest

from grimorio import Game
from grimorio.agents import RandomAgent
from grimorio.cards import get
from grimorio.pool_decks import pool_pairing
from grimorio.rules.view import may_look
from grimorio.sample_decks import pairing


def face_down_of_others(game: Game, viewer: int, i: int) -> bool:
    """CR 708.5: a face-down object the viewer doesn't control, while the game goes on —
    unless an ability lets the viewer look at it (Found Footage)."""
    obj = game.state.objects[i]
    hidden = obj.face_down and obj.controller != viewer and not game.over
    return hidden and not may_look(game, obj, viewer)


def visible_names(game: Game, viewer: int) -> set[str]:
    """Names of cards the viewer may legitimately see right now."""
    state = game.state
    names: set[str] = set()
    for key, ids in state.zones.items():
        zone, _, owner = key.partition("/")
        public = zone in ("battlefield", "stack", "exile", "graveyard", "command")
        if public or (zone == "hand" and int(owner) == viewer):
            for i in ids:
                if face_down_of_others(game, viewer, i):
                    continue
                d = get(state.objects[i].card)
                names.update(n for n in (d.name_es, d.name_en) if n)
    for entry in state.log:  # cards named in the public log were revealed
        for arg in entry.args:
            if isinstance(arg, tuple) and arg and arg[0] == "c" and arg[1] != "Face-down":
                d = get(arg[1])
                names.update(n for n in (d.name_es, d.name_en) if n)
    return names


def without_rules_text(value: object) -> object:
    """The view without cards' rules text, which may mention other cards' names legitimately
    (e.g. a Verge's "if you control a Forest")."""
    if isinstance(value, dict):
        return {k: without_rules_text(v) for k, v in value.items() if k != "text"}
    if isinstance(value, list):
        return [without_rules_text(v) for v in value]
    return value


def hidden_ids(game: Game, viewer: int) -> set[int]:
    state = game.state
    return {
        i
        for key, ids in state.zones.items()
        if key.startswith("library/") or (key.startswith("hand/") and key != f"hand/{viewer}")
        for i in ids
    }


def hidden_face_down(game: Game, viewer: int) -> set[int]:
    return {i for i in game.state.zones["battlefield"] if face_down_of_others(game, viewer, i)}


def object_ids(value: object) -> set[int]:
    if isinstance(value, dict):
        out = {value["id"]} if isinstance(value.get("id"), int) else set()
        for v in value.values():
            out |= object_ids(v)
        return out
    if isinstance(value, list):
        return set().union(*(object_ids(v) for v in value)) if value else set()
    return set()


def hidden_names(game: Game, viewer: int) -> set[str]:
    state = game.state
    out: set[str] = set()
    for key, ids in state.zones.items():
        zone, _, owner = key.partition("/")
        hidden = zone == "library" or (zone == "hand" and int(owner) != viewer)
        for i in ids:
            if hidden or face_down_of_others(game, viewer, i):
                d = get(state.objects[i].card)
                out.update(n for n in (d.name_es, d.name_en) if n)
    return out - visible_names(game, viewer)


@pytest.mark.slow
def test_views_never_show_the_other_hand_or_any_library_or_face_down_cards() -> None:
    """CR 400.2: libraries and hands are hidden zones; a player sees only their own hand.
    CR 708.5: only its controller may look at a face-down permanent. Games with the sample
    decks and with decks drawn from the whole pool (which manifest dread)."""
    checked = 0
    face_down_seen = 0
    for seed in range(8):
        decks = pairing(seed) if seed % 2 == 0 else pool_pairing(seed)
        game = Game.new(decks=decks, seed=seed)
        agents = [RandomAgent(seed + 10), RandomAgent(seed + 20)]
        while not game.over:
            for viewer in (0, 1):
                for lang in ("es", "en"):
                    view = game.view(viewer, lang)
                    assert not object_ids(view) & hidden_ids(game, viewer)
                    for obj in view["battlefield"]:
                        if obj["id"] in hidden_face_down(game, viewer):
                            face_down_seen += 1
                            assert obj["face_down"] and "name" not in obj and "text" not in obj
                    text = json.dumps(without_rules_text(view), ensure_ascii=False)
                    for name in hidden_names(game, viewer):
                        assert f'"{name}"' not in text and f"{name}." not in text, name
                    checked += 1
            d = game.pending
            assert d is not None
            game.submit(agents[d.player].decide(game.view(d.player), d))
    assert checked > 100
    assert face_down_seen > 0  # the pool decks did put face-down permanents into play


def test_view_shows_own_hand_and_counts_of_hidden_zones() -> None:
    game = Game.new(decks=pairing(1), seed=1)
    v = game.view(0)
    assert len(v["hand"]) == v["players"][0]["hand_size"]
    assert v["players"][1]["hand_size"] == len(game.state.zones["hand/1"])
    assert v["players"][0]["library"] == len(game.state.zones["library/0"])
    assert all("name" in card for card in v["hand"])


def test_only_the_deciding_player_sees_the_options() -> None:
    game = Game.new(decks=pairing(2), seed=2)
    d = game.pending
    assert d is not None
    mine = game.view(d.player)["decision"]
    theirs = game.view(1 - d.player)["decision"]
    assert [o["id"] for o in mine["options"]] == d.ids()
    assert "options" not in theirs and theirs["player"] == d.player
