"""The Duskmourn Commander cards of ``grimorio.cards.dsc.white``, each ability
on a board built for it — of four players where "each player you attack" matters: Traeluz
planeador (other enchantment creatures you control have flying, CR 205.2a, 613.1f, 613.8;
"whenever you attack a player" once for each player attacked, 603.2c; a Glimmer tapped and
attacking that player, 508.4), with the release notes' ruling."""

from grimorio.rules.characteristics.chars import chars
from grimorio.scenario.board import build
from support import cards, ids, one

GLIDER = "Traeluz planeador"
ROOM = "Recreativos secretos // Salón polvoriento"
FOUR = ("Norte", "Sur", "Este", "Oeste")


def keywords(g, oid: int) -> frozenset[str]:
    return chars(g, g.state.objects[oid]).keywords


def glider_board(mine=(), theirs=(), players=FOUR, variant="commander"):
    n = len(players)
    return build(
        players=players,
        battlefields=([GLIDER, *mine], list(theirs), *([[]] * (n - 2))),
        libraries=(["Isla"] * 4,) * n,
        step="begin_combat",
        variant=variant,
    )


def declare(g, *attacks: tuple[int, int]) -> None:
    """CR 508.1: pass to the declaration and attack with each (creature, player seat)."""
    while g.pending.kind != "attackers":
        g.submit("pass")
    for creature, seat in attacks:  # two players: one option per creature (CR 506.2)
        two = f"attack:{creature}" in g.pending.ids()
        g.submit(f"attack:{creature}" if two else f"attack:{creature}:{-1 - seat}")
    if g.pending.kind == "attackers":  # a declaration with every creature ends by itself
        g.submit("done")


def resolve_all(g) -> None:
    """Order the triggers as offered, and pass until the stack is empty (CR 117.4)."""
    for _ in range(40):
        if g.pending.kind == "trigger_order":
            g.submit(g.pending.ids()[0])
        elif g.state.zones["stack"]:
            g.submit("pass")
        else:
            return
    raise AssertionError("the stack never emptied")


# -- "Las otras criaturas encantamiento que controlas tienen la habilidad de volar" -----------
def test_other_enchantment_creatures_you_control_have_flying_205_2a_613_1f():
    """CR 205.2a, 613.1f: a creature that is also an enchantment (a Glimmer token) gains
    flying; a creature that is no enchantment, an enchantment that is no creature (a Room)
    and an opponent's enchantment creature don't."""
    g = glider_board(
        mine=["Glimmer", "Ripchain Razorkin", "Sala del funeral // Salón del despertar"],
        theirs=["Glimmer"],
    )
    mine, theirs = ids(g, "Glimmer")
    assert g.state.objects[mine].controller == 0 and g.state.objects[theirs].controller == 1
    assert "flying" in keywords(g, mine)
    assert "flying" not in keywords(g, theirs)
    assert "flying" not in keywords(g, one(g, "Ripchain Razorkin"))
    assert "flying" not in keywords(g, one(g, "Funeral Room // Awakening Hall"))
    assert "flying" in keywords(g, one(g, GLIDER))  # its own printed Vuela


def test_a_creature_made_an_enchantment_in_layer_4_gains_flying_613_8():
    """CR 613.1d, 613.8: Recreativos secretos makes Norte's creature an enchantment too (layer
    4), so it is an enchantment creature when flying is granted (layer 6)."""
    g = glider_board(
        mine=[{"name": ROOM, "unlocked": ["Recreativos secretos"]}, "Ripchain Razorkin"]
    )
    razorkin = one(g, "Ripchain Razorkin")
    assert "enchantment" in chars(g, g.state.objects[razorkin]).types
    assert "flying" in keywords(g, razorkin)


def test_the_flying_ends_when_the_glider_leaves_604_2():
    """CR 604.2, 611.3a: the static ability exists only while the Traeluz is on the
    battlefield."""
    g = glider_board(mine=["Glimmer"])
    glimmer = one(g, "Glimmer")
    assert "flying" in keywords(g, glimmer)
    g2 = build(battlefields=(["Glimmer"], []))
    assert "flying" not in keywords(g2, one(g2, "Glimmer"))


# -- "Siempre que ataques a un jugador, crea una ficha ... girada y atacando a ese jugador" ----
def test_one_glimmer_for_each_player_attacked_each_attacking_that_player_603_2c_508_4():
    """CR 603.2c (the release notes): attacking Sur with two creatures and Este with one
    triggers twice, not for Oeste (not attacked); each Glimmer enters tapped and attacking
    the player of its trigger (508.4), and — never declared — triggers nothing more."""
    g = glider_board(mine=["Ripchain Razorkin", "Test Bear"])
    glider, razorkin, bear = one(g, GLIDER), one(g, "Ripchain Razorkin"), one(g, "Test Bear")
    declare(g, (glider, 1), (razorkin, 1), (bear, 2))
    assert g.pending.kind == "trigger_order"
    assert len(g.pending.ids()) == 2
    resolve_all(g)
    tokens = ids(g, "Glimmer")
    assert len(tokens) == 2
    attackers = g.state.combat.attackers
    assert sorted(attackers[t] for t in tokens) == [-3, -2]  # Este's and Sur's refs
    assert all(g.state.objects[t].tapped for t in tokens)
    assert not g.state.zones["stack"]  # 508.4: no trigger for the tokens


def test_in_a_game_of_two_the_glimmer_attacks_the_opponent_508_4():
    """CR 508.4: in a two-player game the one player attacked gets one Glimmer."""
    g = glider_board(players=("Norte", "Sur"), variant="plain")
    declare(g, (one(g, GLIDER), 1))
    resolve_all(g)
    token = one(g, "Glimmer")
    assert g.state.combat.attackers[token] == -2
    assert cards(g, "battlefield").count("Glimmer") == 1


def test_no_trigger_without_attacking_a_player_508_3a():
    """CR 508.3a: declaring no attackers is no attack: nothing triggers."""
    g = glider_board()
    declare(g)
    assert not g.state.zones["stack"] and not ids(g, "Glimmer")
