"""Test-only cards of our own for the keyword abilities and actions of permanents that the
Duskmourn Commander cards bring (issue 23): persist (CR 702.79), undying (702.93),
changeling (702.73), monstrosity (701.37) and goad (701.15) — each alone on a plain body,
where the real cards (*Boa persistente*, *Pirómana entusiasta*, *Génesis sin forma*,
*Patasescurridizas alegre*, *Faucescortantes, Nido de Chirridos*) would bring more than the
rule under test."""

from grimorio.dsl.abilities import Mode, SpellAbility, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.effects import CreateToken, Draw
from grimorio.dsl.effects_designations import Goad, GoadLasts
from grimorio.dsl.permanent_keywords import changeling, monstrosity, persist, undying
from grimorio.dsl.selectors import CREATURE, EachPlayer, Linked, Target, TargetSpec
from grimorio.dsl.triggers import Enters

PERMANENT_KEYWORD_TEST_CARDS = (
    card(
        "Test Persistent Ghoul",
        None,
        "{2}{B}",
        "Creature — Zombie",
        "Criatura — Zombie",
        pt=(2, 2),
        abilities=(persist(),),
        text_en="Persist",
        text_es="Persistir.",
    ),
    card(
        "Test Undying Wolf",
        None,
        "{2}{G}",
        "Creature — Wolf",
        "Criatura — Lobo",
        pt=(2, 2),
        abilities=(undying(),),
        text_en="Undying",
        text_es="Resiliencia.",
    ),
    card(
        "Test Changeling",
        None,
        "{1}{U}",
        "Creature — Metamorfo",
        "Criatura — Metamorfo",
        pt=(1, 1),
        abilities=(changeling(),),
        text_en="Changeling",
        text_es="Cambiaformas.",
    ),
    card(
        "Test Kindred Changeling",
        None,
        "{1}{U}",
        "Kindred Sorcery — Metamorfo",
        "Conjuro estirpe — Metamorfo",
        spell=SpellAbility((Mode(effects=(Draw(1),)),)),
        abilities=(changeling(),),
        text_en="Changeling\nDraw a card.",
        text_es="Cambiaformas.\nRoba una carta.",
    ),
    card(
        "Test Monster",
        None,
        "{1}{G}",
        "Creature — Beast",
        "Criatura — Bestia",
        pt=(2, 2),
        abilities=(monstrosity(2, "{2}"),),
        text_en="{2}: Monstrosity 2.",
        text_es="{2}: Monstruosidad 2.",
    ),
    card(
        "Test X Monster",
        None,
        "{1}{G}",
        "Creature — Hydra",
        "Criatura — Hidra",
        pt=(0, 1),
        abilities=(monstrosity(None, "{X}"),),
        text_en="{X}: Monstrosity X.",
        text_es="{X}: Monstruosidad X.",
    ),
    card(
        "Test Goading",
        None,
        "{R}",
        "Instant",
        "Instantáneo",
        spell=SpellAbility((Mode((TargetSpec((CREATURE,)),), (Goad(Target(0)),)),)),
        text_en="Goad target creature.",
        text_es="Incita a la criatura objetivo.",
    ),
    card(
        "Test Bird",
        None,
        None,
        "Creature — Bird",
        "Criatura — Ave",
        pt=(2, 2),
        keywords=("flying",),
        colors=("B",),
        token=True,
        text_en="Flying",
        text_es="Vuela.",
    ),
    # the goad of Faucescortantes, Nido de Chirridos: tokens goaded for the rest of the game
    card(
        "Test Shrieking Nest",
        None,
        "{3}",
        "Artifact",
        "Artefacto",
        abilities=(
            Triggered(
                Enters(),
                Mode(
                    effects=(
                        CreateToken("Test Bird", who=EachPlayer(), tapped=True, link="birds"),
                        Goad(Linked("birds"), until=GoadLasts.GAME),
                    )
                ),
            ),
        ),
        text_en="When this artifact enters, each player creates a tapped 2/2 black Bird "
        "creature token with flying. The tokens are goaded for the rest of the game.",
        text_es="Cuando este artefacto entre, cada jugador crea una ficha de criatura Ave "
        "negra 2/2 con la habilidad de volar girada. Las fichas están incitadas durante el "
        "resto del juego.",
    ),
)
