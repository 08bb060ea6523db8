"""The paths (*sendas*) of Inferno (I-105): the affiliation an Inferno card prints, in place
of Magic's colours. An object belongs to one path or to none (I-105.2, "neutral"); no rule
changes it, so it is a printed value, not a characteristic a layer computes."""

from __future__ import annotations

from enum import StrEnum


class InfernoPath(StrEnum):
    """The four paths of Inferno (I-105.1), named as the rules name them."""

    CAOS = "Caos"
    LOCURA = "Locura"
    MUERTE = "Muerte"
    PODER = "Poder"
