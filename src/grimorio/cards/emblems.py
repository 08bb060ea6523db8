"""Predefined emblems that Duskmourn cards create (CR 114): markers in the command zone
with abilities (114.1–114.4), found by key like the predefined tokens."""

from grimorio.dsl import (
    Each,
    Filter,
    ModifyPT,
    Static,
    emblem,
)

_KAITO_ES = "Los Ninjas que controlas obtienen +1/+1."
_KAITO_EN = "Ninjas you control get +1/+1."
# Kaito, Bane of Nightmares: "+1: You get an emblem with 'Ninjas you control get +1/+1.'"
KAITO_EMBLEM = emblem(
    "Kaito, Bane of Nightmares emblem",
    "Emblema de Kaito, Fin de las Pesadillas",
    (
        Static(
            (ModifyPT(1, 1),),
            affects=Each(Filter(subtypes=("Ninja",), controller="you")),
            text_es=_KAITO_ES,
            text_en=_KAITO_EN,
        ),
    ),
    text_es=_KAITO_ES,
    text_en=_KAITO_EN,
)

EMBLEM_CARDS = (KAITO_EMBLEM,)
