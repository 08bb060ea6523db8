"""Scenario files: a rules situation written down, played and checked.

A YAML file sets up a board (``setup``), scripts the answers to the decisions (``actions``)
and states what must hold afterwards (``expect``). See ``docs/scenarios.md``.
"""

from grimorio.scenario.run import Outcome, ScenarioError, load_scenario, run_file, run_scenario

__all__ = ["Outcome", "ScenarioError", "load_scenario", "run_file", "run_scenario"]
