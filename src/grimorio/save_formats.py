"""The formats of saved games (``Game.to_json``) and how older ones are read.

A saved game names the class of every object of its state by its module and class name
(``grimorio.core.serial``). Format 2 came when the rules package was split into layers
(``grimorio.mtg.state``, ``…characteristics``, ``…events`` …): the same classes, under new
module names. Format 3 came when what Magic and Inferno share moved out of ``grimorio.mtg``
into ``grimorio.rules`` (issue 22); classes that moved since are read through
:data:`FORMAT_3_RENAMED`. An older save is read through the renames since its format
(:data:`FORMAT_2_RENAMED`, :data:`FORMAT_1_RENAMED`: old name → new name); a test
checks that every new name still exists, so a later move must update them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimorio.core.errors import GrimorioError

FORMAT = "grimorio-game/3"

# A saved game is some hundreds of kilobytes; far more is not one (and is not read whole).
MAX_SAVE_CHARS = 32_000_000

FORMAT_1_RENAMED: dict[str, str] = {
    "core.objects.GameObject": "rules.state.objects.MagicObject",
    "dsl.effects_extra.AdditionalCombat": "dsl.effects_game.AdditionalCombat",
    "dsl.effects_extra.ChooseAmong": "dsl.effects_game.ChooseAmong",
    "dsl.effects_extra.IfYouDo": "dsl.effects_game.IfYouDo",
    "mtg.card_moves.BottomInRandomOrder": "rules.events.moves.BottomInRandomOrder",
    "mtg.card_moves.PutChosenCards": "rules.effects.card_moves.PutChosenCards",
    "mtg.cast_costs.How": "rules.casting.costs.How",
    "mtg.casting.Announce": "rules.casting.announce.Announce",
    "mtg.casting.PutOnStack": "rules.events.stack.PutOnStack",
    "mtg.combat.CombatDamage": "mtg.turn.combat.CombatDamage",
    "mtg.combat.DeclareAttackers": "mtg.turn.combat.DeclareAttackers",
    "mtg.combat.DeclareBlockers": "mtg.turn.combat.DeclareBlockers",
    "mtg.context.Ctx": "rules.vocabulary.context.Ctx",
    "mtg.division.AnnounceDivision": "rules.casting.division.AnnounceDivision",
    "mtg.effects.ChooseDiscards": "rules.effects.basic.ChooseDiscards",
    "mtg.effects.EffectOnEntered": "rules.events.records.EffectOnEntered",
    "mtg.effects.LookAndTakeCards": "rules.effects.basic.LookAndTakeCards",
    "mtg.effects.RunEffects": "rules.vocabulary.effect_registry.RunEffects",
    "mtg.effects.SearchLibrary": "rules.effects.basic.SearchLibrary",
    "mtg.effects_choices.CounterKindChoice": "rules.effects.choices.CounterKindChoice",
    "mtg.effects_choices.TapChoice": "rules.effects.choices.TapChoice",
    "mtg.effects_extra.AddCombatPhase": "rules.events.game.AddCombatPhase",
    "mtg.effects_extra.ChooseOne": "rules.effects.choose_and_combat.ChooseOne",
    "mtg.effects_extra.ExtraCombatBegins": "rules.events.game.ExtraCombatBegins",
    "mtg.effects_extra.PayIfYouDo": "rules.effects.choose_and_combat.PayIfYouDo",
    "mtg.effects_extra.UsedThisTurn": "rules.events.records.UsedThisTurn",
    "mtg.effects_hidden.ChooseFromHand": "rules.effects.hidden.ChooseFromHand",
    "mtg.effects_resolving.AbilityResolves": "rules.events.stack.AbilityResolves",
    "mtg.effects_resolving.TakeDifferent": "rules.effects.resolving.TakeDifferent",
    "mtg.effects_special.NoLifeGain": "rules.events.records.NoLifeGain",
    "mtg.effects_special.OrderOnBottom": "rules.effects.library.OrderOnBottom",
    "mtg.effects_triggered.Link": "rules.events.objects.Link",
    "mtg.effects_triggered.NoPrevention": "rules.events.records.NoPrevention",
    "mtg.effects_triggered.Optional": "rules.effects.later.Optional",
    "mtg.effects_triggered.Pay": "rules.effects.later.Pay",
    "mtg.events.Attach": "rules.events.objects.Attach",
    "mtg.events.CeaseToExist": "rules.events.objects.CeaseToExist",
    "mtg.events.ControlChange": "rules.events.objects.ControlChange",
    "mtg.events.CopyOnStack": "rules.events.objects.CopyOnStack",
    "mtg.events.CounterChange": "rules.events.objects.CounterChange",
    "mtg.events.CreateToken": "rules.events.objects.CreateToken",
    "mtg.events.Draw": "rules.events.objects.Draw",
    "mtg.events.SetTapped": "rules.events.objects.SetTapped",
    "mtg.events.Shuffle": "rules.events.objects.Shuffle",
    "mtg.events.ZoneChange": "rules.events.objects.ZoneChange",
    "mtg.face_down.ManifestDread": "mtg.mechanics.face_down.ManifestDread",
    "mtg.face_down.TurnUpChoice": "mtg.mechanics.face_down.TurnUpChoice",
    "mtg.face_down.TurnUpNow": "mtg.mechanics.face_down.TurnUpNow",
    "mtg.game_effects.MillAgain": "rules.effects.library.MillAgain",
    "mtg.game_effects.TopOrBottom": "rules.effects.library.TopOrBottom",
    "mtg.game_events.AddEffect": "rules.events.game.AddEffect",
    "mtg.game_events.CombatChange": "rules.events.game.CombatChange",
    "mtg.game_events.Damage": "rules.events.game.Damage",
    "mtg.game_events.EmptyPools": "rules.events.game.EmptyPools",
    "mtg.game_events.EndEffects": "rules.events.game.EndEffects",
    "mtg.game_events.FirstStrikeDealt": "rules.events.game.FirstStrikeDealt",
    "mtg.game_events.GameEnds": "rules.events.game.GameEnds",
    "mtg.game_events.LandPlayed": "rules.events.game.LandPlayed",
    "mtg.game_events.LifeChange": "rules.events.game.LifeChange",
    "mtg.game_events.ManaChange": "rules.events.game.ManaChange",
    "mtg.game_events.PlayerLoses": "rules.events.game.PlayerLoses",
    "mtg.game_events.SetCombat": "rules.events.game.SetCombat",
    "mtg.game_events.StepBegins": "rules.events.game.StepBegins",
    "mtg.game_events.TurnBegins": "rules.events.game.TurnBegins",
    "mtg.library_actions.LookAtTop": "rules.effects.library.LookAtTop",
    "mtg.ninjutsu.AttackRemembered": "rules.events.records.AttackRemembered",
    "mtg.ninjutsu.EntersAttacking": "rules.events.moves.EntersAttacking",
    "mtg.payment.PayMana": "rules.casting.payment.PayMana",
    "mtg.permissions.GrantPlay": "rules.events.records.GrantPlay",
    "mtg.permissions.PlayGrant": "rules.state.state.PlayGrant",
    "mtg.planeswalkers.EmblemCreated": "rules.events.moves.EmblemCreated",
    "mtg.planeswalkers.LoyaltyActivated": "rules.events.records.LoyaltyActivated",
    "mtg.priority.Priority": "rules.turn.priority.Priority",
    "mtg.put_triggers.PutTriggers": "rules.stack.put_triggers.PutTriggers",
    "mtg.put_triggers.TriggerRemoved": "rules.events.stack.TriggerRemoved",
    "mtg.put_triggers.TriggerToStack": "rules.events.stack.TriggerToStack",
    "mtg.replacement.AddReplacement": "rules.events.records.AddReplacement",
    "mtg.replacement.ChooseOnEntry": "rules.pipeline.replacement.ChooseOnEntry",
    "mtg.replacement.ChooseReplacement": "rules.pipeline.replacement.ChooseReplacement",
    "mtg.replacement.ShieldUsed": "rules.events.records.ShieldUsed",
    "mtg.restricted_mana.RestrictedMana": "rules.events.mana.RestrictedMana",
    "mtg.restricted_mana.Spend": "rules.casting.restricted_mana.Spend",
    "mtg.restricted_mana.SpendRestricted": "rules.events.mana.SpendRestricted",
    "mtg.room_doors.ChooseDoor": "mtg.mechanics.room_doors.ChooseDoor",
    "mtg.rooms.UnlockNow": "mtg.mechanics.rooms.UnlockNow",
    "mtg.sacrifice.EachSacrifices": "rules.effects.sacrifice.EachSacrifices",
    "mtg.sba.CheckSBA": "mtg.turn.sba.CheckSBA",
    "mtg.stack.Finish": "rules.stack.resolve.Finish",
    "mtg.stack.Resolve": "rules.stack.resolve.Resolve",
    "mtg.stack.RestoreCause": "rules.stack.resolve.RestoreCause",
    "mtg.start.BottomCards": "mtg.turn.start.BottomCards",
    "mtg.start.FirstTurn": "mtg.turn.start.FirstTurn",
    "mtg.start.Mulligan": "mtg.turn.start.Mulligan",
    "mtg.start.OpeningHandActions": "mtg.turn.start.OpeningHandActions",
    "mtg.start.StartGame": "mtg.turn.start.StartGame",
    "mtg.state.Combat": "rules.state.state.Combat",
    "mtg.state.ContinuousEffect": "rules.state.state.ContinuousEffect",
    "mtg.state.DelayedTrigger": "rules.state.state.DelayedTrigger",
    "mtg.state.LastKnown": "rules.state.state.LastKnown",
    "mtg.state.MtgPlayer": "rules.state.state.MtgPlayer",
    "mtg.state.MtgState": "rules.state.state.MtgState",
    "mtg.state.PendingTrigger": "rules.state.state.PendingTrigger",
    "mtg.state.ReplacementEffect": "rules.state.state.ReplacementEffect",
    "mtg.state.Result": "rules.state.state.Result",
    "mtg.status_events.DreadManifested": "rules.events.status.DreadManifested",
    "mtg.status_events.TurnFaceUp": "rules.events.status.TurnFaceUp",
    "mtg.status_events.Unlock": "rules.events.status.Unlock",
    "mtg.triggers.DelayedBegins": "rules.events.stack.DelayedBegins",
    "mtg.triggers.DelayedEnds": "rules.events.stack.DelayedEnds",
    "mtg.triggers.TriggerFires": "rules.events.stack.TriggerFires",
    "mtg.turn.BeginStep": "mtg.turn.steps.BeginStep",
    "mtg.turn.Cleanup": "rules.turn.cleanup.Cleanup",
    "mtg.votes.ChooseToControl": "mtg.effects.votes.ChooseToControl",
    "mtg.votes.ExtraTurnAdded": "rules.events.records.ExtraTurnAdded",
    "mtg.votes.ExtraTurnTaken": "rules.events.records.ExtraTurnTaken",
    "mtg.votes.VoteStep": "mtg.effects.votes.VoteStep",
}


# The classes that moved into the shared layer (format 2 → 3).
FORMAT_2_RENAMED: dict[str, str] = {
    "mtg.casting.announce.Announce": "rules.casting.announce.Announce",
    "mtg.casting.costs.How": "rules.casting.costs.How",
    "mtg.casting.division.AnnounceDivision": "rules.casting.division.AnnounceDivision",
    "mtg.casting.payment.PayMana": "rules.casting.payment.PayMana",
    "mtg.casting.restricted_mana.Spend": "rules.casting.restricted_mana.Spend",
    "mtg.effects.basic.ChooseDiscards": "rules.effects.basic.ChooseDiscards",
    "mtg.effects.basic.LookAndTakeCards": "rules.effects.basic.LookAndTakeCards",
    "mtg.effects.basic.SearchLibrary": "rules.effects.basic.SearchLibrary",
    "mtg.effects.card_moves.PutChosenCards": "rules.effects.card_moves.PutChosenCards",
    "mtg.effects.card_moves.SearchYourZones": "rules.effects.card_moves.SearchYourZones",
    "mtg.effects.choices.CounterKindChoice": "rules.effects.choices.CounterKindChoice",
    "mtg.effects.choices.TapChoice": "rules.effects.choices.TapChoice",
    "mtg.effects.choose_and_combat.ChooseEffect": "rules.effects.choose_and_combat.ChooseEffect",
    "mtg.effects.choose_and_combat.ChooseOne": "rules.effects.choose_and_combat.ChooseOne",
    "mtg.effects.choose_and_combat.PayIfYouDo": "rules.effects.choose_and_combat.PayIfYouDo",
    "mtg.effects.hidden.ChooseFromHand": "rules.effects.hidden.ChooseFromHand",
    "mtg.effects.later.Optional": "rules.effects.later.Optional",
    "mtg.effects.later.Pay": "rules.effects.later.Pay",
    "mtg.effects.later.PayInTurn": "rules.effects.later.PayInTurn",
    "mtg.effects.later.PayOrElse": "rules.effects.later.PayOrElse",
    "mtg.effects.library.LookAtTop": "rules.effects.library.LookAtTop",
    "mtg.effects.library.MillAgain": "rules.effects.library.MillAgain",
    "mtg.effects.library.OrderOnBottom": "rules.effects.library.OrderOnBottom",
    "mtg.effects.library.TopOrBottom": "rules.effects.library.TopOrBottom",
    "mtg.effects.resolving.TakeDifferent": "rules.effects.resolving.TakeDifferent",
    "mtg.effects.sacrifice.EachSacrifices": "rules.effects.sacrifice.EachSacrifices",
    "mtg.events.game.AddCombatPhase": "rules.events.game.AddCombatPhase",
    "mtg.events.game.AddEffect": "rules.events.game.AddEffect",
    "mtg.events.game.CombatChange": "rules.events.game.CombatChange",
    "mtg.events.game.Damage": "rules.events.game.Damage",
    "mtg.events.game.EmptyPools": "rules.events.game.EmptyPools",
    "mtg.events.game.EndEffects": "rules.events.game.EndEffects",
    "mtg.events.game.ExtraCombatBegins": "rules.events.game.ExtraCombatBegins",
    "mtg.events.game.FirstStrikeDealt": "rules.events.game.FirstStrikeDealt",
    "mtg.events.game.GameEnds": "rules.events.game.GameEnds",
    "mtg.events.game.LandPlayed": "rules.events.game.LandPlayed",
    "mtg.events.game.LifeChange": "rules.events.game.LifeChange",
    "mtg.events.game.ManaChange": "rules.events.game.ManaChange",
    "mtg.events.game.PlayerLoses": "rules.events.game.PlayerLoses",
    "mtg.events.game.RandomPick": "rules.events.game.RandomPick",
    "mtg.events.game.SetCombat": "rules.events.game.SetCombat",
    "mtg.events.game.StepBegins": "rules.events.game.StepBegins",
    "mtg.events.game.TurnBegins": "rules.events.game.TurnBegins",
    "mtg.events.mana.RestrictedMana": "rules.events.mana.RestrictedMana",
    "mtg.events.mana.SpendRestricted": "rules.events.mana.SpendRestricted",
    "mtg.events.moves.BottomInRandomOrder": "rules.events.moves.BottomInRandomOrder",
    "mtg.events.moves.EmblemCreated": "rules.events.moves.EmblemCreated",
    "mtg.events.moves.EntersAttacking": "rules.events.moves.EntersAttacking",
    "mtg.events.objects.Attach": "rules.events.objects.Attach",
    "mtg.events.objects.CeaseToExist": "rules.events.objects.CeaseToExist",
    "mtg.events.objects.ControlChange": "rules.events.objects.ControlChange",
    "mtg.events.objects.CopyOnStack": "rules.events.objects.CopyOnStack",
    "mtg.events.objects.CounterChange": "rules.events.objects.CounterChange",
    "mtg.events.objects.CreateToken": "rules.events.objects.CreateToken",
    "mtg.events.objects.Draw": "rules.events.objects.Draw",
    "mtg.events.objects.Link": "rules.events.objects.Link",
    "mtg.events.objects.SetTapped": "rules.events.objects.SetTapped",
    "mtg.events.objects.Shuffle": "rules.events.objects.Shuffle",
    "mtg.events.objects.ZoneChange": "rules.events.objects.ZoneChange",
    "mtg.events.records.AddReplacement": "rules.events.records.AddReplacement",
    "mtg.events.records.AttackRemembered": "rules.events.records.AttackRemembered",
    "mtg.events.records.DieRolled": "rules.events.records.DieRolled",
    "mtg.events.records.EffectOnEntered": "rules.events.records.EffectOnEntered",
    "mtg.events.records.ExtraTurnAdded": "rules.events.records.ExtraTurnAdded",
    "mtg.events.records.ExtraTurnTaken": "rules.events.records.ExtraTurnTaken",
    "mtg.events.records.GrantPlay": "rules.events.records.GrantPlay",
    "mtg.events.records.LoyaltyActivated": "rules.events.records.LoyaltyActivated",
    "mtg.events.records.NoLifeGain": "rules.events.records.NoLifeGain",
    "mtg.events.records.NoPrevention": "rules.events.records.NoPrevention",
    "mtg.events.records.ShieldUsed": "rules.events.records.ShieldUsed",
    "mtg.events.records.UsedThisTurn": "rules.events.records.UsedThisTurn",
    "mtg.events.stack.AbilityResolves": "rules.events.stack.AbilityResolves",
    "mtg.events.stack.DelayedBegins": "rules.events.stack.DelayedBegins",
    "mtg.events.stack.DelayedEnds": "rules.events.stack.DelayedEnds",
    "mtg.events.stack.PutOnStack": "rules.events.stack.PutOnStack",
    "mtg.events.stack.TargetsChanged": "rules.events.stack.TargetsChanged",
    "mtg.events.stack.TriggerFires": "rules.events.stack.TriggerFires",
    "mtg.events.stack.TriggerRemoved": "rules.events.stack.TriggerRemoved",
    "mtg.events.stack.TriggerToStack": "rules.events.stack.TriggerToStack",
    "mtg.events.status.DreadManifested": "rules.events.status.DreadManifested",
    "mtg.events.status.TurnFaceUp": "rules.events.status.TurnFaceUp",
    "mtg.events.status.Unlock": "rules.events.status.Unlock",
    "mtg.pipeline.enter_as_copy.ChooseCopy": "rules.pipeline.enter_as_copy.ChooseCopy",
    "mtg.pipeline.replacement.ChooseOnEntry": "rules.pipeline.replacement.ChooseOnEntry",
    "mtg.pipeline.replacement.ChooseReplacement": "rules.pipeline.replacement.ChooseReplacement",
    "mtg.stack.put_triggers.PutTriggers": "rules.stack.put_triggers.PutTriggers",
    "mtg.stack.resolve.Finish": "rules.stack.resolve.Finish",
    "mtg.stack.resolve.Resolve": "rules.stack.resolve.Resolve",
    "mtg.stack.resolve.RestoreCause": "rules.stack.resolve.RestoreCause",
    "mtg.state.objects.MagicObject": "rules.state.objects.MagicObject",
    "mtg.state.state.Combat": "rules.state.state.Combat",
    "mtg.state.state.ContinuousEffect": "rules.state.state.ContinuousEffect",
    "mtg.state.state.DelayedTrigger": "rules.state.state.DelayedTrigger",
    "mtg.state.state.LastKnown": "rules.state.state.LastKnown",
    "mtg.state.state.MtgPlayer": "rules.state.state.MtgPlayer",
    "mtg.state.state.MtgState": "rules.state.state.MtgState",
    "mtg.state.state.PendingTrigger": "rules.state.state.PendingTrigger",
    "mtg.state.state.PlayGrant": "rules.state.state.PlayGrant",
    "mtg.state.state.ReplacementEffect": "rules.state.state.ReplacementEffect",
    "mtg.state.state.Result": "rules.state.state.Result",
    "mtg.turn.priority.Priority": "rules.turn.priority.Priority",
    "mtg.vocabulary.context.Ctx": "rules.vocabulary.context.Ctx",
    "mtg.vocabulary.effect_registry.RunEffects": "rules.vocabulary.effect_registry.RunEffects",
    "mtg.turn.steps.Cleanup": "rules.turn.cleanup.Cleanup",
}


def path_text(path: Sequence[str | int]) -> str:
    """A field's path as it reads in a message: ``state.players[0].life``,
    ``state.zones["hand/0"][3]``."""
    out = ""
    for step in path:
        if type(step) is int:
            out += f"[{step}]"
        elif str(step).isidentifier():
            out += f".{step}" if out else str(step)
        else:
            out += f"[{str(step)[:40]!r}]"
    return out


class SaveError(GrimorioError):
    """A document that is not a saved game this version can load (issue 17): the FIRST
    problem found, with the path of the field (``state.objects[12].zone``) and what is
    wrong with it; nothing was loaded."""

    def __init__(self, path: Sequence[str | int], es: str, en: str) -> None:
        self.path = path_text(path)
        where = f"{self.path}: " if self.path else ""
        super().__init__(
            f"partida guardada no válida: {where}{es}", f"not a valid saved game: {where}{en}"
        )


def first_difference(
    saved: Any, replayed: Any, path: list[str | int]
) -> tuple[list[str | int], Any, Any] | None:
    """Where two encoded states (:func:`grimorio.core.serial.encode`) first differ: the path,
    and each side's value there; None if they are the same. Values of different types differ
    even when Python calls them equal (``True == 1``); a string enum's member is its string."""
    if _kind(saved) is not _kind(replayed):
        return path, saved, replayed
    if isinstance(saved, dict):
        if "$t" in saved and "$t" in replayed:
            return first_difference(saved["$t"], replayed["$t"], path)
        if "$i" in saved and "$i" in replayed:
            return _pairs_difference(saved["$i"], replayed["$i"], path)
        for key in saved:
            if key not in replayed:
                return [*path, key], saved[key], None
            found = first_difference(saved[key], replayed[key], [*path, key])
            if found is not None:
                return found
        extra = [key for key in replayed if key not in saved]
        return ([*path, extra[0]], None, replayed[extra[0]]) if extra else None
    if isinstance(saved, list):
        for i, (a, b) in enumerate(zip(saved, replayed, strict=False)):
            found = first_difference(a, b, [*path, i])
            if found is not None:
                return found
        if len(saved) != len(replayed):
            return [*path, "len"], len(saved), len(replayed)
        return None
    return None if saved == replayed else (path, saved, replayed)


def _kind(value: object) -> type:
    return str if isinstance(value, str) else type(value)


def _pairs_difference(
    saved: list[Any], replayed: list[Any], path: list[str | int]
) -> tuple[list[str | int], Any, Any] | None:
    """An int-keyed dict's ``[key, value]`` pairs, compared key by key."""
    for (key, a), (other, b) in zip(saved, replayed, strict=False):
        step = key if type(key) in (int, str) else "?"
        if _kind(key) is not _kind(other) or key != other:
            return [*path, step], "…", f"(id {other})"
        found = first_difference(a, b, [*path, step])
        if found is not None:
            return found
    if len(saved) != len(replayed):
        return [*path, "len"], len(saved), len(replayed)
    return None


# The Duskmourn Commander cards' words, regrouped by concept: each old module, and for each
# class that was in it, the module it is in now.
_REGROUPED: dict[str, dict[str, str]] = {
    "dsl.effects_commander_actions": {
        "SacrificeOrElse": "dsl.effects_player_choices",
        "UntapUpTo": "dsl.effects_player_choices",
        "WithGreatestAttackingPower": "dsl.effects_groups",
        "DestroyTogether": "dsl.effects_groups",
        "ExileWithCardTypes": "dsl.effects_groups",
    },
    "dsl.effects_commander_cards": {
        "ChooseOddOrEven": "dsl.effects_player_choices",
        "EachPlayerChooses": "dsl.effects_player_choices",
        "ReturnAllToBattlefield": "dsl.effects_groups",
        "IfShareCardTypes": "dsl.effects_groups",
    },
    "dsl.triggers_commander_cards": {
        "BecomesTargetOfSpell": "dsl.triggers_casting",
        "CastsWithManaValue": "dsl.triggers_casting",
        "Colorless": "dsl.triggers_narrowed",
    },
    "dsl.triggers_commander_events": {
        "PlaysCard": "dsl.triggers_casting",
        "LosesLifeFirstTime": "dsl.triggers_narrowed",
    },
    "mtg.effects.commander_actions": {
        "MaySacrifice": "mtg.effects.player_choices",
        "UntapChoice": "mtg.effects.player_choices",
        "ExileChoice": "mtg.effects.groups",
    },
    "mtg.effects.commander_cards": {
        "OddOrEven": "mtg.effects.player_choices",
        "EachChooses": "mtg.effects.player_choices",
        "ReturnAll": "mtg.effects.groups",
    },
}

# The classes that moved within format 3: a document saved before then names them so.
FORMAT_3_RENAMED: dict[str, str] = {
    "mtg.turn.steps.Cleanup": "rules.turn.cleanup.Cleanup",
    **{
        f"{old}.{name}": f"{new}.{name}"
        for old, moved in _REGROUPED.items()
        for name, new in moved.items()
    },
}

# Each older format this version reads, with the class names it renamed since.
READABLE: dict[str, dict[str, str]] = {
    FORMAT: FORMAT_3_RENAMED,
    "grimorio-game/2": FORMAT_2_RENAMED,
    "grimorio-game/1": {**FORMAT_2_RENAMED, **FORMAT_1_RENAMED},
}
