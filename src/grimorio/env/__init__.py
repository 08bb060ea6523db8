"""Environments for research (issue 21): a two-player game as a PettingZoo AEC environment
(:mod:`grimorio.env.magic_v1`), a single-agent Gymnasium environment whose other seat an
agent plays (:mod:`grimorio.env.single`), the numeric observation of one player
(:mod:`grimorio.env.observation`) and the fixed action encoding (:mod:`grimorio.env.actions`).

They need the ``rl`` extra: ``pip install 'grimorio[rl]'`` (PettingZoo, Gymnasium, NumPy).
``docs/research.md`` specifies the observation and the encoding.
"""
