"""The rules of the words about the spells each player cast this turn and about a word
chosen as a permanent enters (``grimorio.dsl.spells_cast``, ``grimorio.dsl.entry_words``):

* the matcher of the trigger condition ``CastsNthSpell`` (CR 601.2i), registered with the
  shared trigger rules (``rules.pipeline.triggers.game_matcher``): a spell cast that is its
  caster's ``nth`` this turn, by this turn's record (``turn_counts``, "spells_cast"), which
  counts the spells cast before this object was on the battlefield too; "that spell's mana
  value" is the event's amount (202.3e: X as announced);
* the texts of choosing a word as a permanent enters (614.12a): the question, the options
  (the words the card prints, in its own language) and the log line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimorio.dsl.spells_cast import CastsNthSpell, spells_cast_key
from grimorio.mtg.effects.trigger_conditions import spell_mana_value
from grimorio.rules.characteristics.chars import chars
from grimorio.rules.characteristics.filters import fits, player_fits
from grimorio.rules.events.stack import PutOnStack
from grimorio.rules.pipeline.triggers import Hit, game_matcher
from grimorio.rules.state.state import st
from grimorio.text.render import register_messages

if TYPE_CHECKING:
    from grimorio.core.engine import Event, Kernel
    from grimorio.dsl.triggers import Trigger
    from grimorio.rules.pipeline.listeners import Listener


@game_matcher(CastsNthSpell)
def casts_nth_spell(game: Kernel, lis: Listener, when: Trigger, ev: Event) -> list[Hit]:
    """CR 601.2i: a spell becomes cast as it is put on the stack; it is its caster's
    ``nth`` this turn when this turn's record of their spells cast (kept because a card in
    the game asks, ``grimorio.rules.events.stack``) counts it as that one. Its mana value as
    it was cast is the event's amount (202.3e)."""
    assert isinstance(when, CastsNthSpell)
    if not (isinstance(ev, PutOnStack) and ev.ability < 0):
        return []
    state = st(game)
    obj = state.objects.get(ev.new_id)
    if obj is None or not player_fits(when.who, ev.player, lis.controller):
        return []
    if state.turn_counts.get(spells_cast_key(ev.player), 0) != when.nth:
        return []
    if not fits(when.spell, chars(game, obj), obj, lis.controller, lis.obj):
        return []
    return [((ev.new_id,), ev.player, spell_mana_value(game, ev.new_id))]


register_messages(
    {
        # CR 614.12a: "as this permanent enters, choose <word> or <word>" — the words are
        # the card's own, printed in one language (a Commander card's Spanish)
        "ask.choose.word": ("Elige una opción para {0:el}.", "Choose an option for {0}."),
        "opt.choose.word": ("«{0}»", "“{0}”"),
        "chosen.word": ("{0} elige «{1}».", "{0} chooses “{1}”."),
    }
)
