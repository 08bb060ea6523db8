"""Helpers shared by the card tests: find objects, pass priority, pay, go to a step."""


def ids(g, zone, card):
    return [o for o in g.state.zones[zone] if g.state.objects[o].card == card]


def one(g, zone, card):
    (oid,) = ids(g, zone, card)
    return oid


def cards(g, zone):
    return sorted(g.state.objects[o].card for o in g.state.zones[zone])


def resolve(g):
    """Both players pass in succession: the top of the stack resolves (CR 117.4)."""
    g.submit("pass")
    g.submit("pass")


def pay(g):
    """CR 601.2g: activate mana abilities while a choice of source is asked for."""
    while g.pending.kind == "mana":
        g.submit(g.pending.ids()[0])


def to_attackers(g):
    while g.pending.kind != "attackers":
        g.submit("pass")


def to_step(g, step):
    while g.state.step != step:
        g.submit("pass")


def attack(g, *attackers):
    """CR 508.1: declare the given attackers."""
    to_attackers(g)
    for a in attackers:
        g.submit(f"attack:{a}")
    if g.pending.kind == "attackers":
        g.submit("done")


def to_blockers(g):
    while g.pending.kind != "blockers":
        g.submit("pass")
