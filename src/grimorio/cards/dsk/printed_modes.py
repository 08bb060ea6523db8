"""A mode whose text is one printed ability of the card (CR 113.2c: each paragraph of a
card's text is one ability), taken from the package's data so it is never typed twice."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import Effect, Mode, TargetSpec


def printed_mode(
    name: str, index: int, *effects: Effect, targets: tuple[TargetSpec, ...] = ()
) -> Mode:
    """The mode of ability ``index`` of the card ``name`` (its key), with its printed
    Spanish and English text."""
    text_es, text_en = printed_line(name, index)
    return Mode(targets, effects, text_es=text_es, text_en=text_en)
