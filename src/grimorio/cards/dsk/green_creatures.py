"""Duskmourn green creatures (facts from the package's data and the release notes): Altanak,
Anthropede, House Cartographer, Hauntwoods Shrieker, Insidious Fungus, Twitching Doll and
Tyvar."""

from grimorio.dsl import (
    THIS,
    ActivatedAbility,
    Apply,
    AtBeginning,
    Attacks,
    BecomesTarget,
    Cost,
    CountersOnIt,
    CreateToken,
    Destroy,
    Draw,
    Each,
    Enters,
    Filter,
    GreatestPower,
    ManaAbility,
    ManaCost,
    ManifestDread,
    Mode,
    Modify,
    ModifyPT,
    Payment,
    PutChosen,
    PutCounters,
    ReturnToBattlefield,
    RevealUntil,
    SourceTapped,
    Tap,
    Target,
    TargetSpec,
    Triggered,
    TurnFaceUp,
    WhenYouDo,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

_ANY_COLOR = ("W", "U", "B", "R", "G")
_YOUR_CREATURES = Filter(types=("creature",), controller="you")

# -- Altanak, the Thrice-Called ---------------------------------------------------------
# "Whenever Altanak becomes the target of a spell or ability an opponent controls" (CR
# 603.2): once per spell or ability, however many times it targets Altanak (the ruling).
# "{1}{G}, Discard this card": a cost only the card in its owner's hand can pay, so the
# ability functions from the hand (CR 113.6j).
_ALTANAK_TARGET_ES = (
    "Siempre que Altanak, el Llamado Tres Veces sea objetivo de un hechizo o habilidad que "
    "controla un oponente, roba una carta."
)
_ALTANAK_TARGET_EN = (
    "Whenever Altanak becomes the target of a spell or ability an opponent controls, draw a card."
)
_ALTANAK_DISCARD_ES = (
    "{1}{G}, descartar a Altanak, el Llamado Tres Veces: Regresa la carta de tierra objetivo "
    "de tu cementerio al campo de batalla girada."
)
_ALTANAK_DISCARD_EN = (
    "{1}{G}, Discard this card: Return target land card from your graveyard to the "
    "battlefield tapped."
)
ALTANAK = card(
    "Altanak, the Thrice-Called",
    keywords=("trample",),
    abilities=(
        Triggered(
            BecomesTarget(by="opponent"),
            Mode(effects=(Draw(1),), text_es=_ALTANAK_TARGET_ES, text_en=_ALTANAK_TARGET_EN),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{1}{G}"), discard_self=True),
            Mode(
                (TargetSpec((Filter(types=("land",), zone=Zone.GRAVEYARD, owner="you"),)),),
                (ReturnToBattlefield(Target(0), tapped=True),),
                text_es=_ALTANAK_DISCARD_ES,
                text_en=_ALTANAK_DISCARD_EN,
            ),
            zone=Zone.HAND,
        ),
    ),
)

# -- Anthropede -------------------------------------------------------------------------
# "You may discard a card or pay {2}. When you do, destroy target Room": a reflexive
# triggered ability (CR 603.12) whose target is chosen as it goes on the stack (the ruling).
_ANTHROPEDE_ES = (
    "Cuando el Antrópodo entre, puedes descartar una carta o pagar {2}. Cuando lo hagas, "
    "destruye la Sala objetivo."
)
_ANTHROPEDE_EN = (
    "When this creature enters, you may discard a card or pay {2}. When you do, destroy "
    "target Room."
)
ANTHROPEDE = card(
    "Anthropede",
    keywords=("reach",),
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(
                    WhenYouDo(
                        Payment(discard=Filter(), mana=ManaCost.parse("{2}")),
                        (Destroy(Target(0)),),
                        targets=(TargetSpec((Filter(subtypes=("Room",)),)),),
                        text_es="Destruye la Sala objetivo.",
                        text_en="Destroy target Room.",
                    ),
                ),
                text_es=_ANTHROPEDE_ES,
                text_en=_ANTHROPEDE_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- House Cartographer -----------------------------------------------------------------
# Survival: an intervening "if" (CR 603.4). Revealing until a land is found puts the rest
# on the bottom in a random order — not a shuffle (CR 701.24; the ruling).
_CARTOGRAPHER_ES = (
    "Sobrevivir — Al comienzo de tu segunda fase principal, si el Cartógrafo de la Casa está "
    "girado, muestra cartas de la parte superior de tu biblioteca hasta que muestres una "
    "carta de tierra. Pon esa carta en tu mano y el resto en el fondo de tu biblioteca en un "
    "orden aleatorio."
)
_CARTOGRAPHER_EN = (
    "Survival — At the beginning of your second main phase, if this creature is tapped, "
    "reveal cards from the top of your library until you reveal a land card. Put that card "
    "into your hand and the rest on the bottom of your library in a random order."
)
HOUSE_CARTOGRAPHER = card(
    "House Cartographer",
    abilities=(
        Triggered(
            AtBeginning("main2"),
            Mode(
                effects=(RevealUntil(Filter(types=("land",)), to="hand"),),
                text_es=_CARTOGRAPHER_ES,
                text_en=_CARTOGRAPHER_EN,
            ),
            condition=SourceTapped(),
        ),
    ),
    article_es="el",
)

# -- Hauntwoods Shrieker ----------------------------------------------------------------
# "Reveal target face-down permanent. If it's a creature card, you may turn it face up":
# the printed card decides, not its characteristics on the battlefield (CR 701.40b; the
# ruling); an instant or sorcery card stays face down (701.40g).
_SHRIEKER_ATTACK_ES = (
    "Siempre que el Chillador de Bosques Espectrales ataque, manifiesta miedo. (Mira las dos "
    "primeras cartas de tu biblioteca. Pon una de ellas en el campo de batalla boca abajo "
    "como una criatura 2/2 y la otra en tu cementerio. Ponla boca arriba en cualquier "
    "momento por su coste de maná si es una carta de criatura.)"
)
_SHRIEKER_ATTACK_EN = (
    "Whenever this creature attacks, manifest dread. (Look at the top two cards of your "
    "library. Put one onto the battlefield face down as a 2/2 creature and the other into "
    "your graveyard. Turn it face up any time for its mana cost if it's a creature card.)"
)
_SHRIEKER_REVEAL_ES = (
    "{1}{G}: Muestra el permanente boca abajo objetivo. Si es una carta de criatura, puedes "
    "ponerlo boca arriba."
)
_SHRIEKER_REVEAL_EN = (
    "{1}{G}: Reveal target face-down permanent. If it's a creature card, you may turn it face up."
)
HAUNTWOODS_SHRIEKER = card(
    "Hauntwoods Shrieker",
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                effects=(ManifestDread(),),
                text_es=_SHRIEKER_ATTACK_ES,
                text_en=_SHRIEKER_ATTACK_EN,
            ),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{1}{G}")),
            Mode(
                (TargetSpec((Filter(face_down=True),)),),
                (TurnFaceUp(Target(0), may=True),),
                text_es=_SHRIEKER_REVEAL_ES,
                text_en=_SHRIEKER_REVEAL_EN,
            ),
        ),
    ),
    article_es="el",
)

# -- Insidious Fungus -------------------------------------------------------------------
# A modal activated ability (CR 700.2). Its last mode puts a land onto the battlefield:
# that is not playing a land (CR 305.1; the ruling).
_FUNGUS_MODES = (
    Mode(
        (TargetSpec((Filter(types=("artifact",)),)),),
        (Destroy(Target(0)),),
        text_es="Destruye el artefacto objetivo.",
        text_en="Destroy target artifact.",
    ),
    Mode(
        (TargetSpec((Filter(types=("enchantment",)),)),),
        (Destroy(Target(0)),),
        text_es="Destruye el encantamiento objetivo.",
        text_en="Destroy target enchantment.",
    ),
    Mode(
        (),
        (
            Draw(1),
            PutChosen(
                Each(Filter(types=("land",), zone=Zone.HAND, owner="you")),
                to="battlefield",
                tapped=True,
            ),
        ),
        text_es="Roba una carta. Luego puedes poner en el campo de batalla girada una carta de "
        "tierra de tu mano.",
        text_en="Draw a card. Then you may put a land card from your hand onto the battlefield "
        "tapped.",
    ),
)
INSIDIOUS_FUNGUS = card(
    "Insidious Fungus",
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{2}"), sacrifice_self=True),
            _FUNGUS_MODES[0],
            modes=_FUNGUS_MODES,
        ),
    ),
    article_es="el",
)

# -- Twitching Doll ---------------------------------------------------------------------
# Its first ability is a mana ability (CR 605.1a): it and the nest counter it puts happen
# at once, without the stack (605.3b; the ruling). "For each counter on this creature":
# counters of every kind, as it last existed once sacrificed (CR 608.2h).
_DOLL_SPIDERS_ES = (
    "{T}, sacrificar la Muñeca espasmódica: Crea una ficha de criatura Araña verde 2/2 con la "
    "habilidad de alcance por cada contador sobre la Muñeca espasmódica. Activa esto solo "
    "como un conjuro."
)
_DOLL_SPIDERS_EN = (
    "{T}, Sacrifice this creature: Create a 2/2 green Spider creature token with reach for "
    "each counter on this creature. Activate only as a sorcery."
)
TWITCHING_DOLL = card(
    "Twitching Doll",
    abilities=(
        ManaAbility(Cost(tap=True), _ANY_COLOR, effects=(PutCounters("nest", 1, THIS),)),
        ActivatedAbility(
            Cost(tap=True, sacrifice_self=True),
            Mode(
                effects=(CreateToken("Spider", count=CountersOnIt()),),
                text_es=_DOLL_SPIDERS_ES,
                text_en=_DOLL_SPIDERS_EN,
            ),
            sorcery_speed=True,
        ),
    ),
    article_es="la",
)

# -- Tyvar, the Pummeler ----------------------------------------------------------------
# The first ability's cost taps another creature, not Tyvar: it can be activated while
# Tyvar is tapped ("Tap it" then taps Tyvar; the ruling). X of the second is worked out
# once, as it resolves (CR 608.2h, 611.2d; the ruling).
_TYVAR_TAP_ES = (
    "Girar otra criatura enderezada que controlas: Tyvar, el aporreador gana la habilidad de "
    "indestructible hasta el final del turno. Gíralo."
)
_TYVAR_TAP_EN = (
    "Tap another untapped creature you control: Tyvar gains indestructible until end of "
    "turn. Tap it."
)
_TYVAR_PUMP_ES = (
    "{3}{G}{G}: Las criaturas que controlas obtienen +X/+X hasta el final del turno, donde X "
    "es la mayor fuerza entre las criaturas que controlas."
)
_TYVAR_PUMP_EN = (
    "{3}{G}{G}: Creatures you control get +X/+X until end of turn, where X is the greatest "
    "power among creatures you control."
)
_GREATEST = GreatestPower(_YOUR_CREATURES)
TYVAR = card(
    "Tyvar, the Pummeler",
    abilities=(
        ActivatedAbility(
            Cost(tap_others=Filter(types=("creature",), other=True), tap_count=1),
            Mode(
                effects=(Modify(THIS, keywords=("indestructible",)), Tap(THIS)),
                text_es=_TYVAR_TAP_ES,
                text_en=_TYVAR_TAP_EN,
            ),
        ),
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{3}{G}{G}")),
            Mode(
                effects=(Apply(Each(_YOUR_CREATURES), (ModifyPT(_GREATEST, _GREATEST),)),),
                text_es=_TYVAR_PUMP_ES,
                text_en=_TYVAR_PUMP_EN,
            ),
        ),
    ),
)

CARDS: tuple[CardDef, ...] = (
    ALTANAK,
    ANTHROPEDE,
    HOUSE_CARTOGRAPHER,
    HAUNTWOODS_SHRIEKER,
    INSIDIOUS_FUNGUS,
    TWITCHING_DOLL,
    TYVAR,
)
