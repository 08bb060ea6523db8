"""Demonstration cards of three keyword abilities (ours, not official: see the package's
docstring): *vínculo* (I-702.9), *réplica* (I-702.16) and *golpe de gracia* (I-702.10), on
an ally that also destroys, and on a weapon for the ally it equips; and a ritual that
exiles a card from its player's deck directly, which *vínculo* doesn't replace nor trigger
on (I-702.9e). Names, costs, statistics and texts are ours, in Spanish, with our English
translations."""

from __future__ import annotations

from grimorio.dsl.abilities import ActivatedAbility, Cost, Mode, SpellAbility
from grimorio.dsl.effects import Destroy, Draw
from grimorio.dsl.inferno_cards import inferno_card
from grimorio.dsl.inferno_keyword_abilities import ALLY, golpe_de_gracia, replica, vinculo
from grimorio.dsl.inferno_paths import InfernoPath
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.permissions import ExileToPlay
from grimorio.dsl.selectors import Target, TargetSpec

_TAKE_ES, _TAKE_EN = "Toma una carta.", "Take a card."

_BOND = vinculo(1, Draw(), text_es=_TAKE_ES, text_en=_TAKE_EN)
_TWIN = replica("Espectro gemelo", "Twin Specter", 1)
_COUP = golpe_de_gracia(Draw(), text_es=_TAKE_ES, text_en=_TAKE_EN)
_BLADE_COUP = golpe_de_gracia(Draw(), weapon=True, text_es=_TAKE_ES, text_en=_TAKE_EN)
_DESTROY = ActivatedAbility(  # I-701.6a: an effect that destroys
    Cost(mana=ManaCost(3), tap=True),
    Mode(
        targets=(TargetSpec((ALLY,)),),
        effects=(Destroy(Target(0)),),
        text_es="3, Girar: Destruye al aliado objetivo.",
        text_en="3, Tap: Destroy target ally.",
    ),
)

KEYWORD_ABILITY_CARDS = (
    inferno_card(
        "Espíritu encadenado",
        "Chained Spirit",
        2,
        "Aliado – Espíritu",
        "Ally — Spirit",
        path=InfernoPath.LOCURA,
        pt=(2, 1),
        abilities=(_BOND,),
        text_es=_BOND.text_es,
        text_en=_BOND.text_en,
    ),
    inferno_card(
        "Espectro gemelo",
        "Twin Specter",
        3,
        "Aliado – Espectro",
        "Ally — Specter",
        pt=(2, 2),
        abilities=(_TWIN,),
        text_es=_TWIN.mode.text_es,
        text_en=_TWIN.mode.text_en,
    ),
    inferno_card(
        "Verdugo de la fosa",
        "Pit Executioner",
        4,
        "Aliado – Verdugo",
        "Ally — Executioner",
        path=InfernoPath.CAOS,
        pt=(3, 3),
        abilities=(_COUP, _DESTROY),
        text_es=f"{_COUP.mode.text_es}\n{_DESTROY.mode.text_es}",
        text_en=f"{_COUP.mode.text_en}\n{_DESTROY.mode.text_en}",
    ),
    inferno_card(
        "Hoja del ajusticiador",
        "Headsman's Blade",
        2,
        "Arma",
        "Weapon",
        pt=(1, 0),
        abilities=(_BLADE_COUP,),
        text_es=_BLADE_COUP.mode.text_es,
        text_en=_BLADE_COUP.mode.text_en,
    ),
    inferno_card(  # I-702.9e: an effect that exiles from the deck directly
        "Presagio robado",
        "Stolen Omen",
        1,
        "Ritual",
        "Ritual",
        spell=SpellAbility((Mode(effects=(ExileToPlay(),)),)),
        text_es="Exilia la carta superior de tu mazo. Puedes jugarla este turno.",
        text_en="Exile the top card of your deck. You may play it this turn.",
    ),
)
