"""Test-only instants and sorceries for the layer system (CR 613) and copy effects (CR 707),
named and written as ``layers`` describes."""

from grimorio.dsl import Zone
from grimorio.dsl.abilities import (
    Mode,
    SpellAbility,
)
from grimorio.dsl.continuous import (
    AddTypes,
    Except,
    GainControl,
    Grant,
    ModifyPT,
    SetColors,
    SetPT,
    SwitchPT,
)
from grimorio.dsl.effects import (
    Apply,
    BecomeCopy,
    CreateCopyToken,
    Destroy,
    Draw,
    Modify,
)
from grimorio.dsl.effects_game import CopySpell
from grimorio.dsl.selectors import CREATURE, Each, Filter, Target, TargetSpec
from grimorio.testing.cards.layer_builders import (
    SPELL_OR_PERMANENT,
    TARGET_CREATURE,
    instant,
    on_target,
    sorcery,
    spell,
)

LAYER_SPELLS = (
    instant(
        "Purelace",
        None,
        "{W}",
        spell(SPELL_OR_PERMANENT, Apply(Target(0), (SetColors(("W",)),), "game")),
        (
            "Target spell or permanent becomes white. (This effect lasts indefinitely.)",
            "El hechizo o permanente objetivo se vuelve blanco. (Este efecto dura "
            "indefinidamente.)",
        ),
    ),
    instant(
        "Chaoslace",
        None,
        "{R}",
        spell(SPELL_OR_PERMANENT, Apply(Target(0), (SetColors(("R",)),), "game")),
        (
            "Target spell or permanent becomes red. (This effect lasts indefinitely.)",
            "El hechizo o permanente objetivo se vuelve rojo. (Este efecto dura indefinidamente.)",
        ),
    ),
    instant(
        "Giant Growth",
        "Crecimiento gigante",
        "{G}",
        on_target(ModifyPT(3, 3)),
        (
            "Target creature gets +3/+3 until end of turn.",
            "La criatura objetivo obtiene +3/+3 hasta el final del turno.",
        ),
    ),
    instant(
        "Titanic Growth",
        None,
        "{1}{G}{G}",
        on_target(ModifyPT(4, 4)),
        (
            "Target creature gets +4/+4 until end of turn.",
            "La criatura objetivo obtiene +4/+4 hasta el final del turno.",
        ),
    ),
    instant(
        "Test Fury",
        None,
        "{R}",
        on_target(ModifyPT(5, 0)),
        (
            "Target creature gets +5/+0 until end of turn.",
            "La criatura objetivo obtiene +5/+0 hasta el final del turno.",
        ),
    ),
    instant(
        "Test Boost",
        None,
        "{W}",
        on_target(ModifyPT(1, 1)),
        (
            "Target creature gets +1/+1 until end of turn.",
            "La criatura objetivo obtiene +1/+1 hasta el final del turno.",
        ),
    ),
    instant(
        "Test Shrink",
        None,
        "{U}",
        on_target(SetPT(0, 1)),
        (
            "Target creature becomes 0/1 until end of turn.",
            "La criatura objetivo se convierte en 0/1 hasta el final del turno.",
        ),
    ),
    # CR 613.6's "gets +1/+1 and becomes the color of your choice": the colour fixed as blue
    instant(
        "Test Paint",
        None,
        "{U}",
        on_target(ModifyPT(1, 1), SetColors(("U",))),
        (
            "Target creature gets +1/+1 and becomes blue until end of turn.",
            "La criatura objetivo obtiene +1/+1 y se vuelve azul hasta el final del turno.",
        ),
    ),
    instant(
        "Twisted Image",
        None,
        "{U}",
        spell(TARGET_CREATURE, Apply(Target(0), (SwitchPT(),)), Draw(1)),
        (
            "Switch target creature's power and toughness until end of turn.\nDraw a card.",
            "Intercambia la fuerza y la resistencia de la criatura objetivo hasta el final del "
            "turno.\nRoba una carta.",
        ),
    ),
    instant(
        "Jump",
        None,
        "{U}",
        on_target(Grant(keywords=("flying",))),
        (
            "Target creature gains flying until end of turn.",
            "La criatura objetivo gana la habilidad de volar hasta el final del turno.",
        ),
    ),
    instant(
        "Disenchant",
        None,
        "{1}{W}",
        spell((TargetSpec((Filter(types=("artifact", "enchantment")),)),), Destroy(Target(0))),
        (
            "Destroy target artifact or enchantment.",
            "Destruye el artefacto o encantamiento objetivo.",
        ),
    ),
    instant(
        "Test Rally",
        None,
        "{W}",
        spell(
            (),
            Apply(Each(Filter(types=("creature",), colors=("W",))), (ModifyPT(1, 1),)),
        ),
        (
            "White creatures get +1/+1 until end of turn.",
            "Las criaturas blancas obtienen +1/+1 hasta el final del turno.",
        ),
    ),
    # Printed: "... Untap that creature. It gains haste ..." — the vocabulary has no untap
    # effect yet; the tests use an untapped creature.
    sorcery(
        "Act of Treason",
        "Acto de traición",
        "{2}{R}",
        on_target(GainControl(), Grant(keywords=("haste",))),
        (
            "Gain control of target creature until end of turn. Untap that creature. It gains "
            "haste until end of turn.",
            "Gana el control de la criatura objetivo hasta el final del turno. Endereza esa "
            "criatura. Gana la habilidad de prisa hasta el final del turno.",
        ),
    ),
    sorcery(
        "Test Animate Artifacts",
        None,
        "{2}{U}",
        spell(
            (),
            Apply(
                Each(Filter(types=("artifact",), not_types=("creature",))),
                (AddTypes(types=("creature",)), SetPT(2, 2)),
            ),
        ),
        (
            "All noncreature artifacts are 2/2 artifact creatures until end of turn.",
            "Todos los artefactos que no sean criaturas son criaturas artefacto 2/2 hasta el "
            "final del turno.",
        ),
    ),
    instant(
        "Test Awaken",
        None,
        "{G}",
        spell(
            (TargetSpec((Filter(types=("land",)),)),),
            Apply(Target(0), (AddTypes(types=("creature",)), SetPT(3, 3))),
        ),
        (
            "Until end of turn, target land becomes a 3/3 creature that's still a land.",
            "Hasta el final del turno, la tierra objetivo es una criatura 3/3 que sigue siendo "
            "una tierra.",
        ),
    ),
    # -- copies (CR 707) ---------------------------------------------------------------
    # Clone's "enter as a copy" is a replacement effect outside the vocabulary; these spells
    # make the same copies by CreateCopyToken and BecomeCopy.
    instant(
        "Test Replicate",
        None,
        "{2}{U}",
        spell(TARGET_CREATURE, CreateCopyToken(Target(0))),
        (
            "Create a token that's a copy of target creature.",
            "Crea una ficha que es una copia de la criatura objetivo.",
        ),
    ),
    instant(
        "Test Mirror",
        None,
        "{1}{U}",
        spell((TargetSpec((CREATURE,)), TargetSpec((CREATURE,))), BecomeCopy(Target(0), Target(1))),
        (
            "Target creature becomes a copy of another target creature.",
            "La criatura objetivo se convierte en una copia de otra criatura objetivo.",
        ),
    ),
    # Vesuvan Doppelganger's copy, "except it doesn't copy that creature's color and it has
    # [an ability]": here blue (the Doppelganger's colour) and flying
    instant(
        "Test Doppelganger Spell",
        None,
        "{1}{U}",
        spell(
            (TargetSpec((CREATURE,)), TargetSpec((CREATURE,))),
            BecomeCopy(Target(0), Target(1), Except(set_colors=("U",), keywords=("flying",))),
        ),
        (
            "Target creature becomes a copy of another target creature, except it's blue and "
            "it has flying.",
            "La criatura objetivo se convierte en una copia de otra criatura objetivo, excepto "
            "que es azul y tiene la habilidad de volar.",
        ),
    ),
    # Quicksilver Gargantuan's "except it's 7/7"
    instant(
        "Test Gargantuan Copy",
        None,
        "{2}{U}",
        spell(TARGET_CREATURE, CreateCopyToken(Target(0), Except(power=7, toughness=7))),
        (
            "Create a token that's a copy of target creature, except it's 7/7.",
            "Crea una ficha que es una copia de la criatura objetivo, excepto que es 7/7.",
        ),
    ),
    # Copy Artifact's "except it's an enchantment in addition to its other types"
    instant(
        "Test Copy Artifact",
        None,
        "{1}{U}",
        spell(
            (TargetSpec((Filter(types=("artifact",)),)),),
            CreateCopyToken(Target(0), Except(types=("enchantment",))),
        ),
        (
            "Create a token that's a copy of target artifact, except it's an enchantment in "
            "addition to its other types.",
            "Crea una ficha que es una copia del artefacto objetivo, excepto que es un "
            "encantamiento además de sus otros tipos.",
        ),
    ),
    instant(
        "Test Fork",
        None,
        "{R}{R}",
        spell(
            (TargetSpec((Filter(types=("instant", "sorcery"), zone=Zone.STACK),)),),
            CopySpell(Target(0)),
        ),
        (
            "Copy target instant or sorcery spell.",
            "Copia el hechizo instantáneo o conjuro objetivo.",
        ),
    ),
    # a modal instant, as Emerald Charm in CR 707.10's example
    instant(
        "Test Charm",
        None,
        "{G}",
        SpellAbility(
            (
                Mode(TARGET_CREATURE, (Modify(Target(0), 1, 1),)),
                Mode(TARGET_CREATURE, (Modify(Target(0), keywords=("flying",)),)),
            )
        ),
        (
            "Choose one —\n• Target creature gets +1/+1 until end of turn.\n• Target creature "
            "gains flying until end of turn.",
            "Elige uno —\n• La criatura objetivo obtiene +1/+1 hasta el final del turno.\n• La "
            "criatura objetivo gana la habilidad de volar hasta el final del turno.",
        ),
    ),
)
