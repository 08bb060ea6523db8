"""Duskmourn blue spells, Auras and Equipment (facts from ../shared/data/dsk/cards.jsonl
and the release notes): Unnerving Grasp, Vanish from Sight, Stay Hidden, Stay Silent,
Unable to Scream, Cursed Windbreaker."""

from grimorio.dsl.abilities import (
    ActivatedAbility,
    Cost,
    DoesntUntap,
    Mode,
    SpellAbility,
    Static,
    Triggered,
    equip,
)
from grimorio.dsl.card import card
from grimorio.dsl.continuous import AddTypes, Grant, LoseAllAbilities, SetPT
from grimorio.dsl.effects import AttachSource, ReturnToHand, Tap
from grimorio.dsl.effects_moves import ManifestDread, PutOnTopOrBottom, ShuffleIntoLibrary, Surveil
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.selectors import CREATURE, Attached, Filter, Linked, Target, TargetSpec
from grimorio.dsl.triggers import Enters
from grimorio.dsl.values import AttachedFaceDown

_NONLAND = Filter(not_types=("land",))
_DREAD_ES = (
    "(Mira las dos primeras cartas de tu biblioteca. Pon una de ellas en el campo de batalla "
    "boca abajo como una criatura 2/2 y la otra en tu cementerio. Ponla boca arriba en "
    "cualquier momento por su coste de maná si es una carta de criatura.)"
)
_DREAD_EN = (
    "(Look at the top two cards of your library. Put one onto the battlefield face down as a "
    "2/2 creature and the other into your graveyard. Turn it face up any time for its mana "
    "cost if it's a creature card.)"
)

UNNERVING_GRASP = card(
    "Unnerving Grasp",
    "Agarre inquietante",
    "{2}{U}",
    "Sorcery",
    "Conjuro",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((_NONLAND,), min=0),),
                (ReturnToHand(Target(0)), ManifestDread()),
                text_es="Regresa hasta un permanente objetivo que no sea tierra a la mano de su "
                "propietario. Manifiesta miedo.",
                text_en="Return up to one target nonland permanent to its owner's hand. "
                "Manifest dread.",
            ),
        )
    ),
    text_en="Return up to one target nonland permanent to its owner's hand. Manifest dread. "
    + _DREAD_EN,
    text_es="Regresa hasta un permanente objetivo que no sea tierra a la mano de su "
    "propietario. Manifiesta miedo. " + _DREAD_ES,
    article_es="el",
)

VANISH_FROM_SIGHT = card(
    "Vanish from Sight",
    "Desaparecer de la vista",
    "{3}{U}",
    "Instant",
    "Instantáneo",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((_NONLAND,)),),
                (PutOnTopOrBottom(Target(0)), Surveil(1)),
                text_es="El propietario del permanente objetivo que no sea tierra lo pone en la "
                "parte superior o en el fondo de su biblioteca. Escruta 1.",
                text_en="Target nonland permanent's owner puts it on their choice of the top or "
                "bottom of their library. Surveil 1.",
            ),
        )
    ),
    text_en="Target nonland permanent's owner puts it on their choice of the top or bottom of "
    "their library. Surveil 1. (Look at the top card of your library. You may put it into "
    "your graveyard.)",
    text_es="El propietario del permanente objetivo que no sea tierra lo pone en la parte "
    "superior o en el fondo de su biblioteca. Escruta 1. (Mira la primera carta de tu "
    "biblioteca. Puedes ponerla en tu cementerio.)",
)

STAY_HIDDEN_STAY_SILENT = card(
    "Stay Hidden, Stay Silent",
    "Escondese y callarse",
    "{1}{U}",
    "Enchantment — Aura",
    "Encantamiento — Aura",
    enchant=CREATURE,
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(Tap(Attached()),),
                text_es="Cuando Escondese y callarse entre, gira la criatura encantada.",
                text_en="When this Aura enters, tap enchanted creature.",
            ),
        ),
        DoesntUntap(
            Attached(),
            text_es="La criatura encantada no se endereza durante el paso de enderezar de su "
            "controlador.",
            text_en="Enchanted creature doesn't untap during its controller's untap step.",
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{4}{U}{U}")),
            Mode(
                effects=(ShuffleIntoLibrary(Attached()), ManifestDread()),
                text_es="Baraja la criatura encantada en la biblioteca de su propietario y luego "
                "manifiesta miedo.",
                text_en="Shuffle enchanted creature into its owner's library, then manifest dread.",
            ),
            sorcery_speed=True,
        ),
    ),
    text_en="Enchant creature\nWhen this Aura enters, tap enchanted creature.\nEnchanted "
    "creature doesn't untap during its controller's untap step.\n{4}{U}{U}: Shuffle enchanted "
    "creature into its owner's library, then manifest dread. Activate only as a sorcery.",
    text_es="Encantar criatura.\nCuando Escondese y callarse entre, gira la criatura "
    "encantada.\nLa criatura encantada no se endereza durante el paso de enderezar de su "
    "controlador.\n{4}{U}{U}: Baraja la criatura encantada en la biblioteca de su propietario "
    "y luego manifiesta miedo. Activa esto solo como un conjuro.",
)

UNABLE_TO_SCREAM = card(
    "Unable to Scream",
    "Sin poder gritar",
    "{U}",
    "Enchantment — Aura",
    "Encantamiento — Aura",
    enchant=CREATURE,
    abilities=(
        Static(
            (
                LoseAllAbilities(),
                AddTypes(types=("artifact", "creature"), subtypes=("Toy",)),
                SetPT(0, 2),
            ),
            affects=Attached(),
            text_es="La criatura encantada pierde todas las habilidades y es una criatura "
            "artefacto Juguete con fuerza y resistencia base de 0/2 además de sus otros tipos.",
            text_en="Enchanted creature loses all abilities and is a Toy artifact creature "
            "with base power and toughness 0/2 in addition to its other types.",
        ),
        Static(
            (Grant(keywords=("cant_turn_face_up",)),),
            affects=Attached(),
            condition=AttachedFaceDown(),
            text_es="Mientras la criatura encantada esté boca abajo, no puede ponerse boca arriba.",
            text_en="As long as enchanted creature is face down, it can't be turned face up.",
        ),
    ),
    text_en="Enchant creature\nEnchanted creature loses all abilities and is a Toy artifact "
    "creature with base power and toughness 0/2 in addition to its other types.\nAs long as "
    "enchanted creature is face down, it can't be turned face up.",
    text_es="Encantar criatura.\nLa criatura encantada pierde todas las habilidades y es una "
    "criatura artefacto Juguete con fuerza y resistencia base de 0/2 además de sus otros "
    "tipos.\nMientras la criatura encantada esté boca abajo, no puede ponerse boca arriba.",
)

CURSED_WINDBREAKER = card(
    "Cursed Windbreaker",
    "Anorak maldito",
    "{2}{U}",
    "Artifact — Equipment",
    "Artefacto — Equipo",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(ManifestDread(), AttachSource(Linked("manifested"))),
                text_es="Cuando el Anorak maldito entre, manifiesta miedo y luego anexa el "
                "Anorak maldito a esa criatura.",
                text_en="When this Equipment enters, manifest dread, then attach this Equipment "
                "to that creature.",
            ),
        ),
        Static(
            (Grant(keywords=("flying",)),),
            affects=Attached(),
            text_es="La criatura equipada tiene la habilidad de volar.",
            text_en="Equipped creature has flying.",
        ),
        equip("{3}"),
    ),
    text_en="When this Equipment enters, manifest dread, then attach this Equipment to that "
    "creature. " + _DREAD_EN + "\nEquipped creature has flying.\nEquip {3}",
    text_es="Cuando el Anorak maldito entre, manifiesta miedo y luego anexa el Anorak maldito "
    "a esa criatura. " + _DREAD_ES + "\nLa criatura equipada tiene la habilidad de volar.\n"
    "Equipar {3}.",
    article_es="el",
)

CARDS = (
    UNNERVING_GRASP,
    VANISH_FROM_SIGHT,
    STAY_HIDDEN_STAY_SILENT,
    UNABLE_TO_SCREAM,
    CURSED_WINDBREAKER,
)
