"""Duskmourn black cards (facts from the package's data and the release notes)."""

from grimorio.dsl import (
    ANY_TARGET,
    CREATURE,
    EERIE,
    THAT_PLAYER,
    THIS,
    ActivatedAbility,
    AtBeginning,
    Attacks,
    BeginsOnBattlefield,
    Cost,
    DealDamage,
    Delirium,
    Destroy,
    Discard,
    Draw,
    EachOpponent,
    EachPlayer,
    Effect,
    Enters,
    Exile,
    Filter,
    GainLife,
    HandEmpty,
    If,
    LookAndTake,
    LoseLife,
    ManaCost,
    Mode,
    Modify,
    MoveInstead,
    Not,
    Payment,
    PowerOf,
    Replacement,
    ReturnToBattlefield,
    Search,
    SpellAbility,
    Target,
    TargetSpec,
    Triggered,
    Unless,
    WhoDidnt,
    WouldMove,
    You,
    YouControl,
    Zone,
    card,
    dies,
)
from grimorio.dsl.card import CardDef

CREATURE_TARGET = TargetSpec((CREATURE,))


def _spell(
    *effects: Effect,
    targets: tuple[TargetSpec, ...] = (CREATURE_TARGET,),
    additional_cost: Cost | None = None,
) -> SpellAbility:
    return SpellAbility((Mode(targets, tuple(effects)),), additional_cost=additional_cost)


MURDER = card(
    "Murder",
    spell=_spell(Destroy(Target(0))),
    article_es="el",
)
WINTERS_INTERVENTION = card(
    "Winter's Intervention",
    spell=_spell(DealDamage(2, Target(0)), GainLife(2, You())),
    article_es="la",
)
WITHERING_TORMENT = card(
    "Withering Torment",
    spell=_spell(
        Destroy(Target(0)),
        LoseLife(2, You()),
        targets=(TargetSpec((CREATURE, Filter(types=("enchantment",)))),),
    ),
    article_es="el",
)
GIVE_IN_TO_VIOLENCE = card(
    "Give In to Violence",
    spell=_spell(Modify(Target(0), 2, 2, ("lifelink",))),
)
FINAL_VENGEANCE = card(
    "Final Vengeance",
    spell=_spell(
        Exile(Target(0)),
        # CR 701.21a: a player can sacrifice only a permanent they control.
        additional_cost=Cost(sacrifice=Filter(types=("creature", "enchantment"), controller="you")),
    ),
)
VALGAVOTHS_FAITHFUL = card(
    "Valgavoth's Faithful",
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{3}{B}"), sacrifice_self=True),
            Mode(
                (TargetSpec((Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you"),)),),
                (ReturnToBattlefield(Target(0)),),
            ),
            sorcery_speed=True,
        ),
    ),
    article_es="la",
)
LIVE_OR_DIE = card(
    "Live or Die",
    spell=SpellAbility(
        (
            Mode(
                (TargetSpec((Filter(types=("creature",), zone=Zone.GRAVEYARD, owner="you"),)),),
                (ReturnToBattlefield(Target(0)),),
                text_en="Return target creature card from your graveyard to the battlefield.",
            ),
            Mode((CREATURE_TARGET,), (Destroy(Target(0)),), text_en="Destroy target creature."),
        )
    ),
)
COMMUNE_WITH_EVIL = card(
    "Commune with Evil",
    spell=_spell(LookAndTake(4), GainLife(3), targets=()),
)

DEMONIC_COUNSEL = card(
    "Demonic Counsel",
    spell=SpellAbility(
        (
            Mode(
                (),
                (
                    If(
                        Delirium(),
                        # the ruling: the card found with delirium needn't be revealed
                        (Search(Filter(), reveal=False),),
                        (Search(Filter(subtypes=("Demon",))),),
                    ),
                ),
            ),
        )
    ),
    article_es="el",
)


BALEMURK_LEECH = card(
    "Balemurk Leech",
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(LoseLife(1, EachOpponent()),),
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, each opponent loses 1 life.",
            ),
        ),
    ),
    article_es="la",
)
DASHING_BLOODSUCKER = card(
    "Dashing Bloodsucker",
    abilities=(
        Triggered(
            EERIE,
            Mode(
                effects=(Modify(THIS, 2, 0, ("lifelink",)),),
                text_es="Inquietante — Siempre que un encantamiento que controlas entre y siempre "
                "que abras del todo una Sala, el Chupasangre elegante obtiene +2/+0 y gana la "
                "habilidad de vínculo vital hasta el final del turno.",
                text_en="Eerie — Whenever an enchantment you control enters and whenever you "
                "fully unlock a Room, this creature gets +2/+0 and gains lifelink until end of "
                "turn.",
            ),
        ),
    ),
    article_es="el",
)
FANATIC_OF_THE_HARROWING = card(
    "Fanatic of the Harrowing",
    abilities=(
        Triggered(
            Enters(),
            Mode(
                effects=(
                    # "If you discarded a card this way": you discard one exactly when your
                    # hand is not empty as the discards happen, and nothing can change your
                    # hand between this check and them (CR 608.2c, 701.9a).
                    If(
                        Not(HandEmpty()),
                        (Discard(EachPlayer()), Draw(1)),
                        (Discard(EachPlayer()),),
                    ),
                ),
                text_en="When this creature enters, each player discards a card. If you "
                "discarded a card this way, draw a card.",
            ),
        ),
    ),
    article_es="el",
)
FEAR_OF_LOST_TEETH = card(
    "Fear of Lost Teeth",
    abilities=(
        Triggered(
            dies(),
            Mode(
                (TargetSpec((ANY_TARGET,)),),
                (DealDamage(1, Target(0)), GainLife(1)),
                text_es="Cuando el Miedo a perder dientes muera, hace 1 punto de daño a cualquier "
                "objetivo y tú ganas 1 vida.",
                text_en="When this creature dies, it deals 1 damage to any target and you gain 1 "
                "life.",
            ),
        ),
    ),
    article_es="el",
)
FEAR_OF_THE_DARK = card(
    "Fear of the Dark",
    abilities=(
        Triggered(
            Attacks(),
            Mode(
                effects=(Modify(THIS, keywords=("menace", "deathtouch")),),
                text_en="Whenever this creature attacks, if defending player controls no "
                "Glimmer creatures, it gains menace and deathtouch until end of turn.",
            ),
            # an intervening "if" (CR 603.4), checked as it triggers and as it resolves;
            # "defending player": the one it attacks, or the planeswalker's controller (508.5)
            condition=Not(
                YouControl(
                    Filter(types=("creature",), subtypes=("Glimmer",), controller=THAT_PLAYER)
                )
            ),
        ),
    ),
    article_es="el",
)
OSSEOUS_STICKTWISTER = card(
    "Osseous Sticktwister",
    keywords=("lifelink",),
    abilities=(
        Triggered(
            AtBeginning("end"),
            Mode(
                effects=(
                    # Each opponent, in turn order, may sacrifice or discard (CR 101.4);
                    # then the damage, once, to each opponent who didn't (608.2d).
                    Unless(
                        (DealDamage(PowerOf(THIS), WhoDidnt()),),
                        Payment(discard=Filter(), sacrifice=Filter(not_types=("land",))),
                        EachOpponent(),
                        then_once=True,
                    ),
                ),
                text_es="Delirio — Al comienzo de tu paso final, si entre las cartas de tu "
                "cementerio hay cuatro o más tipos de cartas, cada oponente puede sacrificar un "
                "permanente que no sea tierra o descartar una carta. Luego, el Palostrenzados de "
                "huesos hace una cantidad de daño igual a su fuerza a cada oponente que no "
                "sacrificó un permanente o descartó una carta de esta manera.",
                text_en="Delirium — At the beginning of your end step, if there are four or more "
                "card types among cards in your graveyard, each opponent may sacrifice a nonland "
                "permanent of their choice or discard a card. Then this creature deals damage "
                "equal to its power to each opponent who didn't sacrifice a permanent or discard "
                "a card this way.",
            ),
            condition=Delirium(),
        ),
    ),
    article_es="el",
)

_VOID_ES = (
    "Si una carta fuera a ir al cementerio de un oponente desde cualquier parte, en vez de eso, "
    "exíliala."
)
_VOID_EN = "If a card would be put into an opponent's graveyard from anywhere, exile it instead."
LEYLINE_OF_THE_VOID = card(
    "Leyline of the Void",
    abilities=(
        BeginsOnBattlefield(),
        Replacement(
            WouldMove("graveyard", owner="opponent"),
            MoveInstead("exile"),
            text_es=_VOID_ES,
            text_en=_VOID_EN,
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    LEYLINE_OF_THE_VOID,
    MURDER,
    WINTERS_INTERVENTION,
    WITHERING_TORMENT,
    GIVE_IN_TO_VIOLENCE,
    FINAL_VENGEANCE,
    VALGAVOTHS_FAITHFUL,
    LIVE_OR_DIE,
    COMMUNE_WITH_EVIL,
    DEMONIC_COUNSEL,
    BALEMURK_LEECH,
    DASHING_BLOODSUCKER,
    FANATIC_OF_THE_HARROWING,
    FEAR_OF_LOST_TEETH,
    FEAR_OF_THE_DARK,
    OSSEOUS_STICKTWISTER,
)
