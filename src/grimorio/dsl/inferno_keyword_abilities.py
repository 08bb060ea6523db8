"""Three of Inferno's keyword abilities (I-702) written in the shared card vocabulary, each a
function that returns the ability a card prints, with its text — the keyword line and, in
parentheses, its meaning as the rules give it (Spanish; the English is our translation):

* *vínculo* (I-702.9): a replacement effect that works from the deck, and the triggered
  ability that only that replacement triggers — :func:`vinculo`;
* *golpe de gracia* (I-702.10): a triggered ability of an ally, or of a weapon for the ally
  it equips — :func:`golpe_de_gracia`;
* *réplica* (I-702.16): a triggered ability that works from the *Infierno* —
  :func:`replica`.

Each instance of one of them on a card works on its own (I-702.9f, I-702.10b, I-702.16b):
a card that has two prints two abilities.
"""

from __future__ import annotations

from enum import StrEnum

from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.effects import Effect, Payment
from grimorio.dsl.effects_game import IfYouDo
from grimorio.dsl.inferno_cards import KEY_PREFIX
from grimorio.dsl.mana import ManaCost
from grimorio.dsl.permissions import PlayThisNow
from grimorio.dsl.replacements import MayMoveInstead, Replacement, WouldMove
from grimorio.dsl.selectors import Filter, TargetSpec
from grimorio.dsl.triggers import Casts, Destroys
from grimorio.dsl.zones import Zone


class KeywordAbility(StrEnum):
    """The keywords these abilities stand for (``Triggered.keyword``), and the move
    *vínculo* makes (its log line, ``zone.vinculo``)."""

    VINCULO = "vinculo"  # I-702.9
    GOLPE_DE_GRACIA = "golpe_de_gracia"  # I-702.10
    REPLICA = "replica"  # I-702.16


ALLY = Filter(types=("aliado",))  # I-207.4: what golpe de gracia's trigger is about


def _then(text: str) -> str:
    """A sentence's text to follow "Si lo haces," / "If you do,"."""
    return text[:1].lower() + text[1:]


def vinculo(
    cost: int,
    *effects: Effect,
    targets: tuple[TargetSpec, ...] = (),
    text_es: str,
    text_en: str,
) -> Replacement:
    """I-702.9b: "Vínculo [coste] – [efecto]" means "En cuanto [esta carta] fuese a ser
    puesta en el infierno desde tu mazo, en vez de eso, puedes exiliarla. Cuando [esta
    carta] sea exiliada desde tu mazo por el anterior efecto de reemplazo, puedes pagar
    [coste]. Si lo haces, [efecto]." — a static ability that makes a replacement effect
    while the card is in its owner's deck (I-702.9a, I-113.5b), optional, and the
    triggered ability it makes trigger when, and only when, it exiles the card (a
    reflexive one, I-702.9d; an effect that exiles the card from the deck directly
    triggers nothing, I-702.9e). Its targets, if any, are chosen as it goes on the chain
    (I-603.3c); the cost is paid as it resolves. ``text_es`` and ``text_en``: the effect's
    text ("Toma una carta.")."""
    pay = Mode(
        targets,
        (IfYouDo(Payment(mana=ManaCost(cost)), effects),),
        text_es=f"Vínculo – Puedes pagar {cost}. Si lo haces, {_then(text_es)}",
        text_en=f"Bond — You may pay {cost}. If you do, {_then(text_en)}",
    )
    return Replacement(
        WouldMove(Zone.GRAVEYARD, from_=Zone.LIBRARY),
        MayMoveInstead(
            Zone.EXILE,
            how=KeywordAbility.VINCULO,
            rule="I-702.9b",
            then=(pay,),
            keyword=KeywordAbility.VINCULO,
        ),
        text_es=(
            f"Vínculo {cost} – {text_es} (En cuanto esta carta fuese a ser puesta en el "
            "infierno desde tu mazo, en vez de eso, puedes exiliarla. Cuando sea exiliada "
            f"desde tu mazo de esta manera, puedes pagar {cost}. Si lo haces, {_then(text_es)})"
        ),
        text_en=(
            f"Bond {cost} — {text_en} (As this card would be put into the Infierno from your "
            "deck, you may exile it instead. When it is exiled from your deck this way, you "
            f"may pay {cost}. If you do, {_then(text_en)})"
        ),
    )


def golpe_de_gracia(
    *effects: Effect,
    targets: tuple[TargetSpec, ...] = (),
    weapon: bool = False,
    text_es: str,
    text_en: str,
) -> Triggered:
    """I-702.10a: *Golpe de gracia* — "Siempre que [este aliado / el aliado equipado] sea
    fuente del efecto o del último punto de daño que destruya a un aliado; [efecto]": an
    ally's own (``weapon`` False), or a weapon's about the ally it equips (I-302.3a). The
    ally destroyed may be anyone's, this one too. ``text_es`` and ``text_en``: the
    effect's text."""
    whose_es = "el aliado equipado" if weapon else "este aliado"
    whose_en = "the equipped ally" if weapon else "this ally"
    return Triggered(
        Destroys(ALLY, attached=weapon),
        Mode(
            targets,
            effects,
            text_es=(
                f"Golpe de gracia – {text_es} (Siempre que {whose_es} sea fuente del efecto o "
                f"del último punto de daño que destruya a un aliado, {_then(text_es)})"
            ),
            text_en=(
                f"Coup de grâce — {text_en} (Whenever {whose_en} is the source of the effect "
                f"or of the last point of damage that destroys an ally, {_then(text_en)})"
            ),
        ),
        keyword=KeywordAbility.GOLPE_DE_GRACIA,
    )


def replica(name_es: str, name_en: str, cost: int) -> Triggered:
    """I-702.16a: *Réplica [coste]* — "Siempre que juegues una copia de [esta carta] desde tu
    mano, puedes jugar [esta carta] desde tu inferno, pagando su coste de réplica": a
    triggered ability that works from its owner's *Infierno* (I-113.5i), where the card
    is. A copy of a card is a card of the same name (I-201.2: the same Spanish name, so
    the same key ``inferno:<nombre>``; I-100.2a counts a deck's "copias de una carta con
    el mismo nombre"), played from its owner's hand (I-601.1a); the card is played as the
    ability resolves, for ``cost`` instead of its energy cost (an alternative cost,
    I-117.9). ``name_es`` and ``name_en``: the card's own name, which its text says."""
    return Triggered(
        Casts(Filter(zone=Zone.STACK, named=KEY_PREFIX + name_es), from_hand=True),
        Mode(
            effects=(PlayThisNow(Zone.GRAVEYARD, cost=ManaCost(cost)),),
            text_es=(
                f"Réplica {cost} (Siempre que juegues una copia de {name_es} desde tu mano, "
                f"puedes jugar {name_es} desde tu infierno, pagando {cost}.)"
            ),
            text_en=(
                f"Replica {cost} (Whenever you play a copy of {name_en} from your hand, you "
                f"may play {name_en} from your Infierno by paying {cost}.)"
            ),
        ),
        keyword=KeywordAbility.REPLICA,
        zone=Zone.GRAVEYARD,
    )
