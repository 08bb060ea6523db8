"""Choices an opponent makes for the controller of a spell or ability: "an opponent chooses
one —" (CR 700.2e) and "any target of an opponent's choice" (601.2c) — the controller
picks which opponent, one within their range of influence or, with none within it, the
nearest to their left (801.5a, 801.5c; without a limited range, any opponent). The opponent
is written first, as a player ref, in the modes or in the target group it chooses for
(``grimorio.rules.casting.announce``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.core.decisions import Option
from grimorio.dsl.selectors import TargetSpec
from grimorio.rules.state.multiplayer_options import chooser_in_range, in_range
from grimorio.rules.state.state import MtgState, st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Kernel


def aimed(spec: TargetSpec, group: tuple[int, ...]) -> tuple[int, ...]:
    """A target group's targets: without its first entry, the opponent who chooses them,
    when an opponent does (``TargetSpec.opponent_chooses``)."""
    return group[1:] if spec.opponent_chooses else group


def choosers(state: MtgState, player: int) -> list[int]:
    """The opponents of ``player`` who may be picked to choose (801.5a, 801.5c)."""
    return chooser_in_range(state, player, state.opponents(player))


def chooser_options(able: list[int]) -> list[Option]:
    """One option a player who may choose (CR 700.2e)."""
    return [Option(f"chooser:{-1 - p}", "opt.chooser", (("p", p),)) for p in able]


def note_choosers(
    game: Kernel,
    player: int,
    modes: tuple[int, ...],
    all_specs: tuple[TargetSpec, ...],
    groups: list[tuple[int, ...]],
) -> None:
    """The log says which opponent chose the mode (CR 700.2e) or a target (601.2c), and
    when none was within the controller's range, that the nearest to the left did
    (801.5c)."""
    state = st(game)
    refs = [("700.2e", modes[0])] if modes and modes[0] < 0 else []
    refs += [
        ("601.2c", g[0]) for s, g in zip(all_specs, groups, strict=True) if s.opponent_chooses and g
    ]
    for rule, ref in refs:
        chooser = -1 - ref
        game.note(rule, "chooser.chose", ("p", chooser), ("p", player))
        if not in_range(state, player, chooser):
            game.note("801.5c", "chooser.nearest_left", ("p", chooser), ("p", player))


register_messages(
    {
        "opt.chooser": ("{0}", "{0}"),
        "ask.mode_chooser": (
            "Elige al oponente que elegirá el modo.",
            "Choose the opponent who will choose the mode.",
        ),
        "ask.target_chooser": (
            "Elige al oponente que elegirá el objetivo {0}.",
            "Choose the opponent who will choose target {0}.",
        ),
        "chooser.chose": ("{0} elige por {1}.", "{0} chooses for {1}."),
        "chooser.nearest_left": (
            "Ningún oponente está en el rango de influencia de {1}: elige {0}, el más cercano "
            "por su izquierda.",
            "No opponent is within {1}'s range of influence: {0}, the nearest to their left, "
            "chooses.",
        ),
    }
)
