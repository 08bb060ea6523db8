"""Inferno's cards (issue 22). There is no public card list of Inferno: this pool is a
demonstration set written for Grimorio, never presented as official cards — names, costs,
statistics and texts are ours, in Spanish (the game's language) with our own English
translations. The cards the rules themselves name come with their quoted texts as the
examples need them (``docs/inferno-examples.md``)."""

from __future__ import annotations

from grimorio.cards import registry
from grimorio.cards.inferno.demo import DEMO_CARDS
from grimorio.cards.inferno.demo_keywords import KEYWORD_ABILITY_CARDS
from grimorio.cards.inferno.named import NAMED_CARDS

registry.INFERNO.add(*DEMO_CARDS, *NAMED_CARDS, *KEYWORD_ABILITY_CARDS)


__all__ = ["DEMO_CARDS", "KEYWORD_ABILITY_CARDS", "NAMED_CARDS"]
