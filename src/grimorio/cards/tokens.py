"""Predefined tokens that Duskmourn cards create (CR 111.10 and the cards' own texts).

A token's name is its subtypes unless the effect names it (CR 111.4): in Spanish, the
creature type as the Spanish texts of the data write it ("ficha de criatura Araña verde 2/2")
and as CR 205.3m lists it (Brillo, Gremlin, Juguete, Araña, Insecto, Espíritu, Horror,
Demonio, Fractal, Bestia); an enchantment type as 205.3h lists it (Fragmento); a named token
by the name the Spanish text gives it ("llamada Doquier", "crea a Primo, el Indivisible").
Every token has its Spanish name, type line and article (``tests/core/test_spanish_pool.py``
walks them); a token made by a copy effect has the copied card's names (CR 707.2).
"""

from grimorio.dsl import (
    ANY_TARGET,
    BASIC_LAND_MANA,
    COLORS,
    ActivatedAbility,
    CardDef,
    Cost,
    DealDamage,
    Draw,
    ManaAbility,
    ManaCost,
    Mode,
    Scry,
    Target,
    TargetSpec,
    Triggered,
    card,
    dies,
)

GLIMMER = card(
    "Glimmer",
    "Brillo",
    None,
    "Enchantment Creature — Glimmer",
    "Criatura encantamiento — Brillo",
    pt=(1, 1),
    colors=("W",),
    token=True,
    article_es="el",
)
GREMLIN = card(
    "Gremlin",
    "Gremlin",
    None,
    "Creature — Gremlin",
    "Criatura — Gremlin",
    pt=(1, 1),
    colors=("R",),
    token=True,
    article_es="el",
)
# Dollmaker's Shop: "a 1/1 white Toy artifact creature token"
# ("una ficha de criatura artefacto Juguete blanca 1/1").
TOY = card(
    "Toy",
    "Juguete",
    None,
    "Artifact Creature — Toy",
    "Criatura artefacto — Juguete",
    pt=(1, 1),
    colors=("W",),
    token=True,
    article_es="el",
)
# Twitching Doll: "a 2/2 green Spider creature token with reach"
# ("una ficha de criatura Araña verde 2/2 con la habilidad de alcance").
SPIDER = card(
    "Spider",
    "Araña",
    None,
    "Creature — Spider",
    "Criatura — Araña",
    pt=(2, 2),
    keywords=("reach",),
    colors=("G",),
    token=True,
    text_en="Reach",
    text_es="Alcance.",
    article_es="la",
)
# The Swarmweaver, Broodspinner: "1/1 black and green Insect creature tokens with flying"
# ("fichas de criatura Insecto negras y verdes 1/1 con la habilidad de volar").
INSECT = card(
    "Insect",
    "Insecto",
    None,
    "Creature — Insect",
    "Criatura — Insecto",
    pt=(1, 1),
    keywords=("flying",),
    colors=("B", "G"),
    token=True,
    text_en="Flying",
    text_es="Vuela.",
    article_es="el",
)
# Ghostly Dancers: "a 3/1 white Spirit creature token with flying" (the Spanish texts name
# Spirit tokens "Espíritu").
SPIRIT = card(
    "Spirit",
    "Espíritu",
    None,
    "Creature — Spirit",
    "Criatura — Espíritu",
    pt=(3, 1),
    keywords=("flying",),
    colors=("W",),
    token=True,
    text_en="Flying",
    text_es="Vuela.",
    article_es="el",
)
# Defiled Crypt: "a 2/2 black Horror enchantment creature token"
# ("una ficha de criatura encantamiento Horror negra 2/2").
HORROR = card(
    "Horror",
    "Horror",
    None,
    "Enchantment Creature — Horror",
    "Criatura encantamiento — Horror",
    pt=(2, 2),
    colors=("B",),
    token=True,
    article_es="el",
)
# Unholy Annex // Ritual Chamber: "a 6/6 black Demon creature token with flying".
DEMON = card(
    "Demon",
    "Demonio",
    None,
    "Creature — Demon",
    "Criatura — Demonio",
    pt=(6, 6),
    keywords=("flying",),
    colors=("B",),
    token=True,
    text_en="Flying",
    text_es="Vuela.",
    article_es="el",
)
# Overlord of the Hauntwoods: "a tapped colorless land token named Everywhere that is every
# basic land type" ("una ficha de tierra incolora girada llamada Doquier"). The ruling: it has
# each basic land type's mana ability (CR 305.6) and not the supertype basic.
EVERYWHERE = card(
    "Everywhere",
    "Doquier",
    None,
    "Land — Plains Island Swamp Mountain Forest",
    "Tierra — Llanura Isla Pantano Montaña Bosque",
    abilities=tuple(ManaAbility(Cost(tap=True), (c,)) for c in BASIC_LAND_MANA.values()),
    colors=(),
    token=True,
)

# Niko, Light of Hope: "two Shard tokens. (They're enchantments with '{2}, Sacrifice this
# token: Scry 1, then draw a card.')" ("fichas de Fragmento. (Son encantamientos con '{2},
# sacrificar este encantamiento: Adivina 1, luego roba una carta'.)").
SHARD = card(
    "Shard",
    "Fragmento",
    None,
    "Enchantment — Shard",
    "Encantamiento — Fragmento",
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{2}"), sacrifice_self=True),
            Mode(
                effects=(Scry(1), Draw(1)),
                text_es="{2}, sacrificar este encantamiento: Adivina 1, luego roba una carta.",
                text_en="{2}, Sacrifice this token: Scry 1, then draw a card.",
            ),
        ),
    ),
    colors=(),
    token=True,
    text_en="{2}, Sacrifice this token: Scry 1, then draw a card.",
    text_es="{2}, sacrificar este encantamiento: Adivina 1, luego roba una carta.",
    article_es="el",
)
# Zimone, All-Questioning: "create Primo, the Indivisible, a legendary 0/0 green and blue
# Fractal creature token" ("crea a Primo, el Indivisible, una ficha de criatura legendaria
# Fractal verde y azul 0/0").
PRIMO = card(
    "Primo, the Indivisible",
    "Primo, el Indivisible",
    None,
    "Legendary Creature — Fractal",
    "Criatura legendaria — Fractal",
    pt=(0, 0),
    colors=("G", "U"),
    token=True,
)

# Toby, Beastie Befriender: "a 4/4 white Beast creature token with 'This token can't attack
# or block alone.'" ("una ficha de criatura Bestia blanca 4/4 con «Esta criatura no puede
# atacar ni bloquear sola»"); CR 506.5.
BEAST = card(
    "Beast",
    "Bestia",
    None,
    "Creature — Beast",
    "Criatura — Bestia",
    pt=(4, 4),
    keywords=("cant_attack_alone", "cant_block_alone"),
    colors=("W",),
    token=True,
    text_en="This token can't attack or block alone.",
    text_es="Esta criatura no puede atacar ni bloquear sola.",
    article_es="la",
)
# Piggy Bank: "create a Treasure token. (It's an artifact with '{T}, Sacrifice this token: Add
# one mana of any color.')" ("crea una ficha de Tesoro. (Es un artefacto con '{T}, sacrificar
# este artefacto: Agrega un maná de cualquier color'.)"); CR 111.10a.
_TREASURE_EN = "{T}, Sacrifice this token: Add one mana of any color."
_TREASURE_ES = "{T}, sacrificar este artefacto: Agrega un maná de cualquier color."
TREASURE = card(
    "Treasure",
    "Tesoro",
    None,
    "Artifact — Treasure",
    "Artefacto — Tesoro",
    abilities=(ManaAbility(Cost(tap=True, sacrifice_self=True), COLORS),),
    colors=(),
    token=True,
    text_en=_TREASURE_EN,
    text_es=_TREASURE_ES,
    article_es="el",
)
# Archenemy's schemes (DSC): "una ficha de criatura artefacto Espantapájaros incolora 4/4
# con la habilidad de vigilancia" — Scarecrow is its creature type (CR 205.3m)
SCARECROW = card(
    "Scarecrow",
    "Espantapájaros",
    None,
    "Artifact Creature — Scarecrow",
    "Criatura artefacto — Espantapájaros",
    pt=(4, 4),
    keywords=("vigilance",),
    colors=(),
    token=True,
    text_en="Vigilance",
    text_es="Vigilancia.",
    article_es="el",
)
# Exijo una masacre (DSC): "fichas de criatura Diablo rojas 1/1 con 'Cuando esta criatura
# muera, hace 1 punto de daño a cualquier objetivo'" — Diablo is its creature type as CR
# 205.3m prints it (no English name is given: the engine's key is the Spanish word, and
# English shows it, as the schemes' texts)
_DEVIL_TEXT = "Cuando esta criatura muera, hace 1 punto de daño a cualquier objetivo."
DEVIL = card(
    "Diablo",
    "Diablo",
    None,
    "Creature — Diablo",
    "Criatura — Diablo",
    pt=(1, 1),
    colors=("R",),
    token=True,
    text_es=_DEVIL_TEXT,  # English: none given (shows the Spanish)
    article_es="el",
    abilities=(
        Triggered(
            dies(),  # CR 700.4
            Mode(
                targets=(TargetSpec((ANY_TARGET,)),),
                effects=(DealDamage(1, Target(0)),),
                text_es=_DEVIL_TEXT,
            ),
        ),
    ),
)

TOKEN_CARDS: tuple[CardDef, ...] = (
    DEVIL,
    SCARECROW,
    GLIMMER,
    GREMLIN,
    TOY,
    SPIDER,
    INSECT,
    SPIRIT,
    HORROR,
    DEMON,
    EVERYWHERE,
    SHARD,
    PRIMO,
    BEAST,
    TREASURE,
)
