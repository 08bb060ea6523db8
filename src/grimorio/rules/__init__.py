"""What the two games share (DESIGN, "Layers of the code"): the rules machinery both Magic
(``grimorio.mtg``) and Inferno build on — the state's objects and zones, characteristics
through a layer system (CR 613, I-612), the events of the mutation pipeline, durations and
listeners, what may act, and what one player may see (400.2, I-400.2).

Issue 22 lifts these out of ``mtg/`` bottom-up (``docs/inferno.md``); what still lives in
``mtg/`` and is meant to be shared moves here once the Magic-only modules it reads are
reached through the game instead.
"""
