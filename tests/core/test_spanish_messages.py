"""Spanish sentences that agree and say what happened (issue 18 §3): a card's article and
gender ("La Rata inofensiva entrará girada", "El Payaso brutal obtiene +1/+1"), a token that
is no copy (CR 111.4), a return from exile that names the exile (400.6), and decklist
warnings in Spanish (CR 100.2)."""

from __future__ import annotations

import dataclasses

import pytest

import grimorio.game  # noqa: F401  (registers the engine's messages)
from grimorio.cards import resolve
from grimorio.core.errors import GrimorioError
from grimorio.deck import Deck
from grimorio.decklist import DecklistError, parse_decklist, validate
from grimorio.dsl.zones import Zone
from grimorio.rules.characteristics.values import printed
from grimorio.rules.events.objects import CreateToken, ZoneChange
from grimorio.scenario.board import build
from grimorio.text.render import Name, Names, render_message
from spanish_scan import english_in
from support import one

NAMES = ("Norte", "Sur")


def _say(key: str, *args: object, lang: str = "es") -> str:
    return render_message(key, args, lang, NAMES)


def test_a_name_agrees_in_gender_with_its_article() -> None:
    """ "girada/girado": the adjective takes the gender of the article the name takes."""
    rata, oso = Name("Rata inofensiva", "la"), Name("Oso", "el")
    assert f"{rata:girado|girada} {oso:girado|girada}" == "girada girado"
    assert f"{Name('Sur'):girado|girada}" == "girado"  # no article: the masculine
    hidden = Name("criatura boca abajo", "una")  # CR 708.2a: what a face-down one is called
    assert (
        f"{hidden:El} se gira, {hidden:girado|girada}" == "Una criatura boca abajo se gira, girada"
    )


def test_several_names_keep_their_articles_and_the_verb_agrees() -> None:
    """ "El Oso y la Rata obtienen": each name its article, a plural verb; one name alone
    is that name."""
    both = Names((Name("Oso", "el"), Name("Rata inofensiva", "la")))
    assert f"{both:El} {both:#obtiene|obtienen}" == "El Oso y la Rata inofensiva obtienen"
    assert f"{both:al}" == "al Oso y a la Rata inofensiva"
    one_name = Names((Name("Rata inofensiva", "la"),))
    assert f"{one_name:El} {one_name:#obtiene|obtienen}" == "La Rata inofensiva obtiene"
    assert Names((Name("Bear"), Name("Rat")), "en") == "Bear and Rat"


def test_the_log_gives_an_object_its_article_and_its_gender() -> None:
    """ "Payaso brutal obtiene" vs "El Payaso brutal se gira": both with the article; and
    "entrará girada" for a feminine name."""
    scavenger = ("c", "Optimistic Scavenger", 1)  # "Saqueadora optimista", la
    assert _say("modify.pt", ("l", scavenger), 1, 1) == (
        "La Saqueadora optimista obtiene +1/+1 hasta el final del turno."
    )
    assert _say("modify.keywords.lasting", ("l", scavenger), ("l", ("k", "flying"))) == (
        "La Saqueadora optimista gana volar."
    )
    assert _say("tap", scavenger) == "La Saqueadora optimista se gira."
    clown = ("c", "Vicious Clown", 3)  # the line of the issue: "Payaso brutal obtiene"
    assert _say("modify.pt", ("l", clown), 2, 0) == (
        "El Payaso brutal obtiene +2/+0 hasta el final del turno."
    )
    assert _say("ask.target", clown, 1) == "Elige el objetivo 1 del Payaso brutal."
    assert _say("replaced.enter_tapped", scavenger) == "La Saqueadora optimista entrará girada."
    creeper = ("c", "Silent Hallcreeper", 2)  # "Acechapasillos silencioso", el
    assert _say("replaced.enter_tapped", creeper) == "El Acechapasillos silencioso entrará girado."
    assert _say("modify.pt", ("l", scavenger, creeper), 2, 0) == (
        "La Saqueadora optimista y el Acechapasillos silencioso obtienen +2/+0 hasta el final "
        "del turno."
    )
    assert _say("modify.control", ("l", creeper), ("p", 1)) == (
        "Sur gana el control del Acechapasillos silencioso."
    )
    assert _say("modify.pt", ("l", scavenger), 1, 1, lang="en") == (
        "Optimistic Scavenger gets +1/+1 until end of turn."
    )


def test_an_x_x_token_is_created_not_copied_111_4() -> None:
    """Receptáculo reacio's "ficha de criatura Espíritu azul X/X" was logged as "crea una
    ficha que es una copia": a token whose size an effect fixes is no copy (CR 111.4); a
    token copy of a card still is one (707.2)."""
    g = build(battlefields=(["Optimistic Scavenger"], []))
    spirit = dataclasses.replace(printed("Spirit"), power=3, toughness=3, colors=("U",))
    g.emit(CreateToken("Spirit", 0, copy=spirit))
    assert g.log.lines()[-1] == "Norte crea una ficha de Espíritu (111.1: crear una ficha)."
    scavenger = printed("Optimistic Scavenger")
    g.emit(CreateToken("Optimistic Scavenger", 1, "111.1", copy=scavenger))
    assert g.log.lines()[-1] == (
        "Sur crea una ficha que es una copia: la Saqueadora optimista (707.2: valores copiables)."
    )


def test_a_return_from_exile_names_the_exile_400_6() -> None:
    """The move message names the zone the card came from: "desde el exilio", never "desde
    el cementerio" for a card that was exiled."""
    g = build(exiles=(["Optimistic Scavenger"], []), graveyards=(["Silent Hallcreeper"], []))
    g.emit(
        ZoneChange(one(g, "Optimistic Scavenger", "exile"), Zone.BATTLEFIELD, "110.2a", "reanimate")
    )
    g.emit(
        ZoneChange(
            one(g, "Silent Hallcreeper", "graveyard/0"), Zone.BATTLEFIELD, "110.2a", "reanimate"
        )
    )
    moves = [n for n, e in enumerate(g.state.log) if e.rule == "110.2a"]
    es, en = g.log.lines(), g.log.lines("en")
    assert [es[n] for n in moves] == [
        "La Saqueadora optimista vuelve al campo de batalla desde el exilio (110.2a: puesto "
        "bajo el control de un jugador).",
        "El Acechapasillos silencioso vuelve al campo de batalla desde el cementerio (110.2a: "
        "puesto bajo el control de un jugador).",
    ]
    assert en[moves[0]].startswith("Optimistic Scavenger returns to the battlefield from exile")


def test_decklist_warnings_are_spanish_in_spanish_100_2() -> None:
    """CR 100.2a–b, 100.4a: the warnings a Spanish player reads are Spanish sentences with
    the cards' Spanish names; the English ones stay English."""
    short = Deck(("Swamp",) * 17 + ("Murder",) * 22)
    (es,) = validate(short, "limited")
    assert es == "el mazo principal tiene 39 cartas; Limitado pide al menos 40 (CR 100.2b)"
    (en,) = validate(short, "limited", "en")
    assert en.startswith("the main deck has 39 cards")
    many = Deck(("Swamp",) * 55 + ("Murder",) * 5, ("Swamp",) * 16)
    problems = validate(many, "constructed", "es")
    assert problems[0].startswith("5 copias de «Asesinato» entre mazo y banquillo")
    assert problems[1].startswith("el banquillo tiene 16 cartas")
    assert all(english_in(p) == [] for p in problems)


def test_a_decklist_with_too_many_copies_names_the_card_in_spanish() -> None:
    """More than the most copies a list may hold: the Spanish problem names "Asesinato"."""
    with pytest.raises(DecklistError) as refused:
        parse_decklist("17 Pantano\n60000 Asesinato\n")
    assert english_in(str(refused.value)) == []


def test_bad_format_or_language_is_a_documented_error() -> None:
    """Bad input: a GrimorioError with its Spanish and English messages."""
    with pytest.raises(GrimorioError) as refused:
        validate(Deck(("Swamp",) * 60), "vintage")
    assert "formato" in str(refused.value) and "format" in refused.value.message("en")
    with pytest.raises(DecklistError):
        validate(Deck(("Swamp",) * 60), "limited", "fr")


def test_an_unknown_language_is_a_documented_error() -> None:
    """Bad input: a GrimorioError in Spanish and English, not an English-only ValueError."""
    with pytest.raises(GrimorioError) as refused:
        render_message("tap", (("p", 0),), "fr", NAMES)
    assert str(refused.value).startswith("idioma desconocido 'fr'")
    assert refused.value.message("en").startswith("unknown language 'fr'")


def test_plural_names_take_plural_articles_and_agree_in_number() -> None:
    """A card whose Spanish name is plural ("las Gemelas inquietantes", "los Bosques
    sangrantes") takes its article, and the words about it agree in gender and number."""
    twins = Name("Gemelas inquietantes", "las")
    woods = Name("Bosques sangrantes", "los")
    assert f"{twins:El} se {twins:#gira|giran}, {twins:girado|girada}" == (
        "Las Gemelas inquietantes se giran, giradas"
    )
    assert f"{woods:del} · {woods:al} · {woods:girado|girada}" == (
        "de los Bosques sangrantes · a los Bosques sangrantes · girados"
    )
    assert f"{Name('Rata', 'la'):#obtiene|obtienen}" == "obtiene"


def test_an_unknown_card_name_is_refused_in_spanish_and_english() -> None:
    """Bad input: a card name in no pool is a GrimorioError (still a KeyError for lookups),
    Spanish by default, with the closest names in either language."""
    with pytest.raises(GrimorioError) as refused:
        resolve("Asesinatto")
    assert isinstance(refused.value, KeyError)
    assert str(refused.value) == "carta desconocida 'Asesinatto'; ¿quisiste decir Asesinato?"
    assert refused.value.message("en") == (
        "unknown card name 'Asesinatto'; did you mean Asesinato?"
    )
