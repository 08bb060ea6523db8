"""Test-only cards for copies of Rooms (CR 707.2, 709.5): no Duskmourn card makes a Room a
creature, and the pool's copy effects (Imagen fantasmal, Silent Hallcreeper, Mirror Room)
copy only creatures — this instant lets them reach a Room. Never part of the real pool."""

from grimorio.dsl.abilities import Mode, SpellAbility
from grimorio.dsl.card import card
from grimorio.dsl.continuous import AddTypes, SetPT
from grimorio.dsl.effects import Apply
from grimorio.dsl.selectors import Filter, Target, TargetSpec

ROOM_COPY_TEST_CARDS = (
    card(
        "Test Animate Room",
        None,
        "{U}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility(
            (
                Mode(
                    (TargetSpec((Filter(subtypes=("Room",)),)),),
                    (Apply(Target(0), (AddTypes(types=("creature",)), SetPT(3, 3))),),
                ),
            )
        ),
        text_en="Until end of turn, target Room becomes a 3/3 creature in addition to its other "
        "types.",
        text_es="Hasta el final del turno, la Sala objetivo se convierte en una criatura 3/3 "
        "además de sus otros tipos.",
    ),
)
