"""Duskmourn blue spells, Auras and Equipment (facts from the package's data and the release
notes): Unnerving Grasp, Vanish from Sight, Stay Hidden, Stay Silent, Unable to Scream,
Cursed Windbreaker."""

from grimorio.dsl import (
    CREATURE,
    ActivatedAbility,
    AddTypes,
    Attached,
    AttachedFaceDown,
    AttachSource,
    Cost,
    DoesntUntap,
    Enters,
    Filter,
    Grant,
    Linked,
    LoseAllAbilities,
    ManaCost,
    ManifestDread,
    Mode,
    PutOnTopOrBottom,
    ReturnToHand,
    SetPT,
    ShuffleIntoLibrary,
    SpellAbility,
    Static,
    Surveil,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    card,
    equip,
)
from grimorio.dsl.card import CardDef

_NONLAND = Filter(not_types=("land",))

UNNERVING_GRASP = card(
    "Unnerving Grasp",
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
    article_es="el",
)

VANISH_FROM_SIGHT = card(
    "Vanish from Sight",
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
)

STAY_HIDDEN_STAY_SILENT = card(
    "Stay Hidden, Stay Silent",
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
)

UNABLE_TO_SCREAM = card(
    "Unable to Scream",
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
)

CURSED_WINDBREAKER = card(
    "Cursed Windbreaker",
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
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (
    UNNERVING_GRASP,
    VANISH_FROM_SIGHT,
    STAY_HIDDEN_STAY_SILENT,
    UNABLE_TO_SCREAM,
    CURSED_WINDBREAKER,
)
