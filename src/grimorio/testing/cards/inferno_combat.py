"""Inferno test-only cards for the examples of its combat (``docs/inferno-examples.md``):
the texts and strengths the examples give, on stand-in cards written with
:func:`inferno_card`."""

from __future__ import annotations

from grimorio.dsl.abilities import Mode, SpellAbility, Triggered
from grimorio.dsl.continuous import AddTypes
from grimorio.dsl.effects import Apply, Delayed, Destroy
from grimorio.dsl.inferno_cards import inferno_card
from grimorio.dsl.selectors import Filter, It, Target, TargetSpec
from grimorio.dsl.triggers import AtBeginning, Attacks

INFERNO_COMBAT_TEST_CARDS = (
    inferno_card(  # I-508.3a, its example (row 13)
        "Vigía de los Kirch de prueba",
        "Inferno Test Kirch Warden",
        2,
        "Objeto",
        "Object",
        text_es="Siempre que un Kirch ataque, destrúyelo al final del combate.",
        text_en="Whenever a Kirch attacks, destroy it at end of combat.",
        abilities=(
            Triggered(
                Attacks(Filter(subtypes=("Kirch",))),
                Mode(
                    effects=(
                        Delayed(
                            AtBeginning("end_combat", whose="each"),  # I-510.1
                            (Destroy(It()),),
                            about=It(),
                            text_es="Destruye a ese Kirch.",
                            text_en="Destroy that Kirch.",
                        ),
                    ),
                    text_es="Destrúyelo al final del combate.",
                    text_en="Destroy it at end of combat.",
                ),
            ),
        ),
    ),
    *(  # I-509.1c, its two examples (rows 14 and 15): allies of the strengths they give
        inferno_card(name_es, name_en, 2, f"Aliado – {sub}", f"Ally — {sub}", pt=pt)
        for name_es, name_en, sub, pt in (
            ("Kirch veterano de prueba", "Inferno Test Veteran Kirch", "Kirch", (3, 2)),
            ("Humano robusto de prueba", "Inferno Test Sturdy Human", "Humano", (2, 2)),
            ("Barahai de prueba", "Inferno Test Barahai", "Barahai", (3, 2)),
            ("Humano menor de prueba", "Inferno Test Lesser Human", "Humano", (1, 1)),
        )
    ),
    inferno_card(
        "Cyborg errante de prueba",
        "Inferno Test Wandering Cyborg",
        2,
        "Aliado – Cyborg",
        "Ally — Cyborg",
        pt=(2, 2),
    ),
    inferno_card(
        "Injerto kirch de prueba",
        "Inferno Test Kirch Graft",
        1,
        "Ritual instantáneo",
        "Instant ritual",
        text_es="El aliado objetivo es Kirch además de sus otros tipos hasta el final del turno.",
        text_en="Target ally is a Kirch in addition to its other types until end of turn.",
        spell=SpellAbility(
            (
                Mode(
                    targets=(TargetSpec((Filter(types=("aliado",)),)),),
                    effects=(Apply(Target(0), (AddTypes(subtypes=("Kirch",)),)),),
                ),
            )
        ),
    ),
)
