"""Ability words and keywords written in the card vocabulary (DESIGN principle 6: keywords
are defined in the same vocabulary as everything else, never inlined into generic actions).

* Eerie (an ability word, CR 207.2c): "whenever an enchantment you control enters and
  whenever you fully unlock a Room" (709.5i).
"""

from __future__ import annotations

from grimorio.dsl.selectors import Filter
from grimorio.dsl.triggers import AnyOf, Enters, FullyUnlocks

EERIE = AnyOf((Enters(Filter(types=("enchantment",), controller="you")), FullyUnlocks()))
