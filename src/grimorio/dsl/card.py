"""Card definitions: printed characteristics plus declarative abilities (DESIGN principle 6)."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from grimorio.dsl.abilities import Ability, ActivatedAbility, Mode, SpellAbility, Triggered
from grimorio.dsl.games import GameKind
from grimorio.dsl.inferno_paths import InfernoPath
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.printed import PrintedCard, PrintedDoor, is_printed, printed_cards, printed_doors
from grimorio.dsl.selectors import Filter, TargetSpec
from grimorio.dsl.triggers import Unlocked
from grimorio.dsl.values import Condition

CARD_TYPES = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "land",
    "planeswalker",
    "sorcery",
)
SUPERTYPES = ("basic", "legendary", "snow", "world")
# Card types and a supertype of CR 205.2a and 205.4a that no main-set card has but the set's
# Commander cards and Archenemy schemes print: kindred (CR 308), scheme (CR 314), ongoing
# (CR 314.6). Kept apart from CARD_TYPES, which card definitions use to mean "any card".
MORE_CARD_TYPES = ("kindred", "scheme")
MORE_SUPERTYPES = ("ongoing",)
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")

# Inferno's card types (I-300.1, I-204.3a) and supertypes (I-204.5a), in its own words: no
# Magic card has them, so the two games' types share one vocabulary without meeting.
INFERNO_CARD_TYPES = ("aliado", "arma", "escenario", "objeto", "recurso", "ritual")
INFERNO_SUPERTYPES = ("ilimitado", "instantáneo", "único", "demonio")
INFERNO_PERMANENT_TYPES = ("aliado", "arma", "escenario", "objeto", "recurso")  # I-306.3


def has_power_and_toughness(types: tuple[str, ...], supertypes: tuple[str, ...]) -> bool:
    """Does an object of these types have power and toughness? A creature (CR 208.3), an
    Inferno ally (I-207.4) or demon (I-207.2)."""
    return "creature" in types or "aliado" in types or "demonio" in supertypes


def played_any_time(
    types: tuple[str, ...], supertypes: tuple[str, ...], keywords: tuple[str, ...]
) -> bool:
    """May a card of these types be played whenever its owner has priority? An instant or a
    card with flash (CR 117.1a, 702.8a); an Inferno card with *instantáneo* (I-204.5c)."""
    return "instant" in types or "flash" in keywords or "instantáneo" in supertypes


# Keyword abilities and keyword-like statics the rules layer knows (CR 702 and 509.1).
KEYWORDS = frozenset(
    {
        "flying",
        "reach",
        "haste",
        "vigilance",
        "defender",
        "menace",
        "first_strike",
        "double_strike",
        "trample",
        "deathtouch",
        "lifelink",
        "indestructible",
        "flash",
        "hexproof",  # CR 702.11
        "cant_turn_face_up",  # "can't be turned face up" (CR 701.40b restriction)
        "attacks_each_combat",  # "attacks each combat if able" (CR 508.1d requirement)
        "cant_block",  # "this creature can't block" (CR 509.1b restriction)
        "cant_attack",  # "this creature can't attack" (CR 508.1c restriction)
        "cant_be_countered",  # "this spell can't be countered" (CR 101.2, 113.6g)
        "unblockable",  # "can't be blocked" (CR 509.1b restriction)
        "must_be_blocked",  # "must be blocked if able" (CR 509.1c requirement)
        "convoke",  # CR 702.51a (a spell's static ability)
        "cant_attack_alone",  # "can't attack alone" (CR 506.5, 508.1c restriction)
        "cant_block_alone",  # "can't block alone" (CR 506.5, 509.1b restriction)
        # "can attack as though it didn't have defender" (CR 609.4, 702.3b)
        "attacks_despite_defender",
    }
)


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card's definition, shared by every object that represents it."""

    key: str
    name_en: str
    name_es: str | None
    mana_cost: ManaCost | None
    type_line_en: str
    type_line_es: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: tuple[str, ...] = ()
    spell: SpellAbility | None = None
    abilities: tuple[Ability, ...] = ()
    colors: tuple[str, ...] = ()
    text_en: str = ""
    text_es: str = ""
    token: bool = False
    article_es: str = ""  # "el", "la", "los", "las": the article the Spanish name takes, if any
    enchant: Filter | None = None  # an Aura's enchant ability (CR 702.5a, 303.4a)
    doors: tuple[CardDef, ...] = ()  # a Room's two halves, left then right (CR 709.5)
    path: InfernoPath | None = None  # an Inferno card's path; None: neutral, or Magic (I-105)
    game: GameKind = GameKind.MAGIC  # the game the card is a card of
    # "you may play this card only if ..." (I-702.14a, I-702.18a: sangre débil, inmerso)
    play_condition: Condition | None = None
    # an Inferno demon's terrestrial form, what it is once flipped (I-112.4–I-112.5)
    flip_face: CardDef | None = None

    def name(self, lang: str = "es") -> str:
        """The name in ``lang`` where an official one is known, else the other language's: a
        card the documents give only in Spanish (``name_en`` is "") shows its Spanish name
        in English too."""
        return _in(lang, self.name_es, self.name_en) or self.key

    def type_line(self, lang: str = "es") -> str:
        """The type line in ``lang``, else the other language's (no English type line could
        be composed for a few Spanish-only cards: ``tools/build_dsc_data.py``)."""
        return _in(lang, self.type_line_es, self.type_line_en)

    def text(self, lang: str = "es") -> str:
        """The rules text in ``lang``, else the other language's (a Spanish-only card shows
        its Spanish text in English)."""
        return _in(lang, self.text_es, self.text_en)

    @property
    def spell_modes(self) -> tuple[Mode, ...]:
        """What the card does as a spell: an instant's or sorcery's modes; an Aura spell
        targets what it can enchant (CR 303.4a); other permanent spells just resolve."""
        if self.spell is not None:
            return self.spell.modes
        if self.enchant is not None:
            return (Mode(targets=(TargetSpec((self.enchant,)),)),)
        return (Mode(),)

    @property
    def is_permanent_card(self) -> bool:
        """CR 110.4; I-306.3: everything but a ritual is put in play."""
        return any(t in PERMANENT_TYPES or t in INFERNO_PERMANENT_TYPES for t in self.types)


def _in(lang: str, es: str | None, en: str) -> str:
    """The Spanish or English value asked for, else the other one ("" if neither)."""
    first, second = (es, en) if lang == "es" else (en, es)
    return first or second or ""


def room(
    key: str,
    left: CardDef,
    right: CardDef,
    *,
    article_es: str = "",
) -> CardDef:
    """A Room card (CR 709.5): one card with two doors, each with its own name, mana cost and
    text, sharing the type line. ``key`` is the card's key in the package's data;
    ``left`` and ``right`` are the doors, written with :func:`card` under their own names
    (their printed facts come from the data too; only their abilities are written). Outside
    the stack and the battlefield the card has both doors' characteristics combined (709.4);
    "when you unlock this door" in a door's abilities is bound to that door here."""
    facts = printed_cards().get(key)
    if facts is None or len(facts.doors) != 2:
        raise ValueError(f"{key}: not a Room of the package's data")
    if (left.key, right.key) != tuple(d.key for d in facts.doors):
        raise ValueError(f"{key}: its doors are {[d.key for d in facts.doors]}")
    doors = tuple(
        dataclasses.replace(d, abilities=tuple(_bind_door(a, n) for a in d.abilities))
        for n, d in enumerate((left, right))
    )
    types, subs, supers = doors[0].types, doors[0].subtypes, doors[0].supertypes
    # the English text of the whole card, where its doors have one (none for dsc's Rooms)
    texts_en = [f"{d.name_en}: {d.text_en}" for d in doors if d.name_en and d.text_en]
    return CardDef(
        key=key,
        name_en=facts.name_en,
        name_es=facts.name_es,
        mana_cost=(doors[0].mana_cost or ManaCost()) + (doors[1].mana_cost or ManaCost()),
        type_line_en=doors[0].type_line_en,
        type_line_es=doors[0].type_line_es,
        types=types,
        subtypes=subs,
        supertypes=supers,
        abilities=doors[0].abilities + doors[1].abilities,
        colors=facts.colors,
        text_en="\n//\n".join(texts_en) if len(texts_en) == 2 else "",
        text_es=facts.text_es or "",
        article_es=article_es,
        doors=doors,
    )


def _bind_door(ability: Ability, door: int) -> Ability:
    """ "When you unlock this door" names the door the ability is printed on (CR 709.5h)."""
    if isinstance(ability, Triggered) and isinstance(ability.when, Unlocked):
        return dataclasses.replace(ability, when=dataclasses.replace(ability.when, door=door))
    return ability


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split an English type line into (card types, subtypes, supertypes) — CR 205."""
    left, _, right = line.partition("—")
    types: list[str] = []
    supers: list[str] = []
    for word in left.split():
        w = word.lower()
        if w in CARD_TYPES or w in MORE_CARD_TYPES:
            types.append(w)
        elif w in SUPERTYPES or w in MORE_SUPERTYPES:
            supers.append(w)
        else:
            raise ValueError(f"unknown type {word!r} in type line {line!r}")
    if not types:
        raise ValueError(f"type line {line!r} has no card type")
    subs = tuple(right.split())
    return tuple(types), subs, tuple(supers)


def card(
    name_en: str,
    name_es: str | None = None,
    cost: str | None = None,
    type_en: str | None = None,
    type_es: str | None = None,
    *,
    pt: tuple[int, int] | None = None,
    loyalty: int | None = None,
    keywords: tuple[str, ...] = (),
    spell: SpellAbility | None = None,
    abilities: tuple[Ability, ...] = (),
    text_en: str = "",
    text_es: str = "",
    colors: tuple[str, ...] | None = None,
    token: bool = False,
    article_es: str = "",
    enchant: Filter | None = None,
) -> CardDef:
    """Build a :class:`CardDef`, checking what can be checked when it is written.

    A real card is written ``card(key, keywords=..., spell=..., abilities=...,
    enchant=..., article_es=...)``: its key (English name; Spanish name for a card the
    documents give only in Spanish, such as the Commander cards and the Archenemy schemes:
    ``card("Aminatou, la Horadavelos", abilities=...)``) and its behaviour; everything
    printed on it comes from the package's data (:mod:`grimorio.dsl.printed`), and a Room's
    door is written the same way under the door's name. Tokens, emblems, the Special Guests
    and test cards, which are not in the data, give their printed facts by hand:
    ``card(name_en, name_es, cost, type_en, type_es, pt=..., text_es=..., ...)``."""
    if type_en is None:
        given = (name_es, cost, type_es, pt, loyalty, text_en, text_es, colors, token)
        if given != (None, None, None, None, None, "", "", None, False):
            raise ValueError(f"{name_en}: a printed card's facts come from the package's data")
        return _checked(_printed(name_en), keywords, spell, abilities, article_es, enchant)
    if is_printed(name_en):
        raise ValueError(f"{name_en}: a printed card is written card(key, ...), without facts")
    types, subs, supers = parse_type_line(type_en)
    mana = ManaCost.parse(cost) if cost is not None else None
    if "creature" in types and pt is None:
        raise ValueError(f"{name_en}: a creature needs power and toughness")
    facts = CardDef(
        key=name_en,
        name_en=name_en,
        name_es=name_es,
        mana_cost=mana,
        type_line_en=type_en,
        type_line_es=type_es or "",
        types=types,
        subtypes=subs,
        supertypes=supers,
        power=pt[0] if pt else None,
        toughness=pt[1] if pt else None,
        loyalty=loyalty,
        colors=colors if colors is not None else (mana.colors() if mana else ()),
        text_en=text_en,
        text_es=text_es,
        token=token,
    )
    return _checked(facts, keywords, spell, abilities, article_es, enchant)


def _printed(key: str) -> CardDef:
    """The printed characteristics of the card (or Room door) keyed ``key`` in the package's
    data, with no abilities yet. A door's colour is its mana cost's (CR 202.2, 709.5)."""
    facts = printed_cards().get(key)
    if facts is not None:
        return _facts_def(key, facts, facts.colors)
    found = printed_doors().get(key)
    if found is None:
        raise ValueError(f"{key}: not in the package's card data (tools/build_card_data.py)")
    door = found[1]
    mana = ManaCost.parse(door.mana_cost) if door.mana_cost else None
    return _facts_def(key, door, mana.colors() if mana else ())


def _facts_def(key: str, facts: PrintedCard | PrintedDoor, colors: tuple[str, ...]) -> CardDef:
    """The CardDef of printed facts. Its types are the engine's words the data gives (a
    Spanish-only card's, whose English type line may be unset), else its English type
    line's (CR 205). A name, type line or text the data lacks is "" (``CardDef.name``,
    ``type_line`` and ``text`` then show the other language's)."""
    if facts.type_words is not None:
        w = facts.type_words
        types, subs, supers = w.types, w.subtypes, w.supertypes
    else:
        types, subs, supers = parse_type_line(facts.type_line_en)
    whole = facts if isinstance(facts, PrintedCard) else None
    return CardDef(
        key=key,
        name_en=facts.name_en,
        name_es=facts.name_es,
        mana_cost=ManaCost.parse(facts.mana_cost) if facts.mana_cost else None,
        type_line_en=facts.type_line_en,
        type_line_es=facts.type_line_es or "",
        types=types,
        subtypes=subs,
        supertypes=supers,
        power=whole.power if whole else None,
        toughness=whole.toughness if whole else None,
        loyalty=whole.loyalty if whole else None,
        colors=colors,
        text_en=facts.text_en,
        text_es=facts.text_es or "",
    )


def _checked(
    facts: CardDef,
    keywords: tuple[str, ...],
    spell: SpellAbility | None,
    abilities: tuple[Ability, ...],
    article_es: str,
    enchant: Filter | None,
) -> CardDef:
    """The card with its behaviour, checked against what is printed on it."""
    name = facts.key
    unknown = set(keywords) - KEYWORDS
    if unknown:
        raise ValueError(f"{name}: unknown keywords {sorted(unknown)}")
    if article_es not in ("", "el", "la", "los", "las"):
        raise ValueError(
            f"{name}: the Spanish article is 'el', 'la', 'los' or 'las', not {article_es!r}"
        )
    if ("Aura" in facts.subtypes) != (enchant is not None):
        raise ValueError(f"{name}: an Aura, and only an Aura, has an enchant ability")
    if ("instant" in facts.types or "sorcery" in facts.types) and spell is None:
        raise ValueError(f"{name}: an instant or sorcery needs its spell ability")
    return dataclasses.replace(
        facts,
        keywords=keywords,
        spell=spell,
        abilities=tuple(_printed_spanish(a, facts) for a in abilities),
        article_es=article_es,
        enchant=enchant,
    )


def _printed_spanish(ability: Ability, facts: CardDef) -> Ability:
    """An ability written with its English text only takes the Spanish text printed on the
    same line of the card (CR 113.2c: each paragraph of a card's text is one ability) — when
    its English text is exactly one printed line, reminder text aside (207.2), and both
    texts have as many lines."""
    if not isinstance(ability, Triggered | ActivatedAbility):
        return ability
    mode = ability.mode
    if not mode.text_en or mode.text_es:
        return ability
    en, es = facts.text_en.split("\n"), (facts.text_es or "").split("\n")
    wanted = _without_reminder(mode.text_en)
    lines = [k for k, line in enumerate(en) if _without_reminder(line) == wanted]
    if len(en) != len(es) or len(lines) != 1:
        return ability
    spanish = dataclasses.replace(mode, text_es=_without_reminder(es[lines[0]]))
    return dataclasses.replace(ability, mode=spanish)


def _without_reminder(line: str) -> str:
    """A printed line without its closing reminder text in parentheses (CR 207.2)."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", line).strip()


def emblem(
    name_en: str,
    name_es: str,
    abilities: tuple[Ability, ...],
    *,
    text_en: str,
    text_es: str,
) -> CardDef:
    """An emblem (CR 114): a marker in the command zone with abilities and no other
    characteristics — no types, mana cost or colour (114.3); it is neither a card nor a
    permanent (114.5). ``name_en``/``name_es`` describe it for players (most emblems have
    no name, 114.3): "Kaito, Bane of Nightmares emblem"."""
    return CardDef(
        key=name_en,
        name_en=name_en,
        name_es=name_es,
        mana_cost=None,
        type_line_en="Emblem",
        type_line_es="Emblema",
        types=(),
        subtypes=(),
        supertypes=(),
        abilities=abilities,
        text_en=text_en,
        text_es=text_es,
    )
