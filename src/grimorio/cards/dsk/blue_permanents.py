"""Duskmourn blue noncreature permanents (facts from the package's data and the
release notes): Marina Vendrell's Grimoire, The Tale of Tamiyo (a Saga), Leyline of
Transformation."""

from grimorio.dsl import (
    AddTypes,
    AsEnters,
    BeginsOnBattlefield,
    CastCopies,
    CastWith,
    Discard,
    DontLoseForLife,
    Draw,
    Each,
    Enters,
    EventAmount,
    Exile,
    Filter,
    GainsLife,
    HandEmpty,
    If,
    Linked,
    LoseGame,
    LosesLife,
    MaximumHandSize,
    MillAndRepeat,
    Mode,
    Static,
    Target,
    TargetSpec,
    Triggered,
    Zone,
    card,
    saga,
)
from grimorio.dsl.card import CardDef

MARINA_VENDRELLS_GRIMOIRE = card(
    "Marina Vendrell's Grimoire",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(Draw(5),),
                text_es="Cuando el Grimorio de Marina Vendrell entre, si lo lanzaste, roba "
                "cinco cartas.",
                text_en="When Marina Vendrell's Grimoire enters, if you cast it, draw five cards.",
            ),
            condition=CastWith(),
        ),
        MaximumHandSize(
            None,
            text_es="Tu mano no tiene tamaño máximo.",
            text_en="You have no maximum hand size.",
        ),
        DontLoseForLife(
            text_es="No pierdes el juego por tener 0 o menos vidas.",
            text_en="You don't lose the game for having 0 or less life.",
        ),
        Triggered(
            GainsLife(),
            Mode(
                effects=(Draw(EventAmount()),),
                text_es="Siempre que ganes vidas, roba esa misma cantidad de cartas.",
                text_en="Whenever you gain life, draw that many cards.",
            ),
        ),
        Triggered(
            LosesLife(),
            Mode(
                effects=(Discard(amount=EventAmount()), If(HandEmpty(), (LoseGame(),))),
                text_es="Siempre que pierdas vidas, descarta esa misma cantidad de cartas. "
                "Luego, si no tienes cartas en la mano, pierdes el juego.",
                text_en="Whenever you lose life, discard that many cards. Then if you have no "
                "cards in hand, you lose the game.",
            ),
        ),
    ),
    article_es="el",
)

_TAMIYO_CARDS = (
    Filter(types=("instant", "sorcery"), zone=Zone.GRAVEYARD, owner="you"),
    Filter(types=("planeswalker",), subtypes=("Tamiyo",), zone=Zone.GRAVEYARD, owner="you"),
)
THE_TALE_OF_TAMIYO = card(
    "The Tale of Tamiyo",
    abilities=saga(
        (
            (1, 2, 3),
            Mode(
                effects=(MillAndRepeat(2, (Draw(1),)),),
                text_es="Muele dos cartas. Si se molieron de esta manera dos cartas que "
                "comparten un tipo de carta, roba una carta y repite este proceso.",
                text_en="Mill two cards. If two cards that share a card type were milled this "
                "way, draw a card and repeat this process.",
            ),
        ),
        (
            (4,),
            Mode(
                (TargetSpec(_TAMIYO_CARDS, min=0, max=60),),
                (Exile(Target(0), link="exiled"), CastCopies(Linked("exiled"))),
                text_es="Exilia cualquier cantidad de cartas de instantáneo, conjuro y/o "
                "planeswalker Tamiyo objetivo de tu cementerio. Cópialas. Puedes lanzar "
                "cualquier cantidad de las copias.",
                text_en="Exile any number of target instant, sorcery, and/or Tamiyo "
                "planeswalker cards from your graveyard. Copy them. You may cast any number of "
                "the copies.",
            ),
        ),
    ),
    article_es="la",
)

_LEYLINE_ES = (
    "Las criaturas que controlas son del tipo elegido además de sus otros tipos. Lo mismo "
    "sucede con los hechizos de criatura que controlas y con las cartas de criatura de las "
    "cuales eres propietario que no están en el campo de batalla."
)
_LEYLINE_EN = (
    "Creatures you control are the chosen type in addition to their other types. The same is "
    "true for creature spells you control and creature cards you own that aren't on the "
    "battlefield."
)
LEYLINE_OF_TRANSFORMATION = card(
    "Leyline of Transformation",
    abilities=(
        BeginsOnBattlefield(),
        AsEnters(
            "creature_type",
            text_es="En cuanto la Línea mística de la transformación entre, elige un tipo de "
            "criatura.",
            text_en="As this enchantment enters, choose a creature type.",
        ),
        Static(
            (AddTypes(subtypes=("chosen",)),),
            affects=Each(Filter(types=("creature",), controller="you")),
            text_es=_LEYLINE_ES,
            text_en=_LEYLINE_EN,
        ),
        Static(
            (AddTypes(subtypes=("chosen",)),),
            affects=Each(Filter(types=("creature",), controller="you", zone=Zone.STACK)),
        ),
        Static(
            (AddTypes(subtypes=("chosen",)),),
            affects=Each(Filter(types=("creature",), owner="you", zone=Zone.OUTSIDE)),
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    MARINA_VENDRELLS_GRIMOIRE,
    THE_TALE_OF_TAMIYO,
    LEYLINE_OF_TRANSFORMATION,
)
