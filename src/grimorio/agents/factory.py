"""Agents named on the command line or in a simulation: a built-in kind (``random``,
``heuristic``, ``suave`` — the gentle heuristic player of a newcomer's first game, issue 24;
``gentle`` also names it —, ``search``, ``first``, ``last``, ``rarest``) or a researcher's own
agent by import path.

An import path is ``package.module:Name``, optionally with keyword arguments written as
Python literals: ``my_pkg.agents:Greedy(depth=2, cautious=True)``. ``Name`` is a class or
a factory function; it is called with those arguments, and also with ``seed`` (the agent's
seed for the game) and ``think`` (seconds a decision) when it accepts them. What it returns
must answer ``decide(game, decision) -> Option`` (:class:`~grimorio.agents.base.Agent`),
or be a function of ``(game, decision)``, which is used as ``decide``. The arguments are
read with :func:`ast.literal_eval` (numbers, strings, booleans, None, tuples, lists,
dicts): nothing in a spec is ever run. The current folder is searched first, as
``python -m`` would, so an agent file next to where ``grimorio`` runs is found.

A spec is a plain string, so it travels to worker processes and machines as it is; each
game builds its agents anew from it (:func:`make_agent`).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from grimorio.agents.adversarial import FirstOptionAgent, LastOptionAgent, RarestOptionAgent
from grimorio.agents.base import Agent
from grimorio.agents.heuristic import HeuristicAgent
from grimorio.agents.random_agent import RandomAgent
from grimorio.agents.search import SearchAgent
from grimorio.core.decisions import Decision, Option
from grimorio.core.errors import GrimorioError

AGENT_KINDS = ("random", "heuristic", "suave", "search", "first", "last", "rarest")
AGENT_ALIASES = {"gentle": "suave"}  # other names of a kind (English)
GENTLE_AGGRESSION = 0.4  # the gentle player's appetite for attacks (the heuristic's is 1)


class AgentSpecError(GrimorioError):
    """An agent spec that names no agent: unknown, malformed, not importable, or whose
    object can't make an agent. Spanish by default, English with ``message("en")``."""


@dataclass(frozen=True)
class ImportedAgent:
    """An agent spec by import path, read: the module, the name in it, its arguments."""

    module: str
    name: str
    kwargs: tuple[tuple[str, Any], ...] = ()


def parse_spec(spec: str) -> str | ImportedAgent:
    """A built-in kind as it is, or the parts of an import path; :class:`AgentSpecError`
    for anything else."""
    if not isinstance(spec, str) or not spec.strip():
        raise AgentSpecError(
            f"Un agente se nombra con un texto, no {spec!r:.60}.",
            f"An agent is named by a text, not {spec!r:.60}.",
        )
    text = spec.strip()
    if ":" not in text:
        text = AGENT_ALIASES.get(text, text)
        if text in AGENT_KINDS:
            return text
        raise AgentSpecError(
            f"No hay ningún agente «{text}»; los que hay: {', '.join(AGENT_KINDS)}, o una "
            "ruta de importación paquete.módulo:Nombre.",
            f"There is no agent '{text}'; the known ones: {', '.join(AGENT_KINDS)}, or an "
            "import path package.module:Name.",
        )
    module, _, rest = text.partition(":")
    name, args = rest, ""
    if "(" in rest:
        name, _, args = rest.partition("(")
        if not args.endswith(")"):
            raise _malformed(
                text, "falta el paréntesis final", "the closing parenthesis is missing"
            )
        args = args[:-1]
    name = name.strip()
    if not all(part.isidentifier() for part in module.strip().split(".")):
        raise _malformed(text, "el módulo no es un nombre", "the module is not a name")
    if not name.isidentifier():
        raise _malformed(text, "lo que sigue a «:» no es un nombre", "what follows ':' is no name")
    return ImportedAgent(module.strip(), name, _keywords(text, args))


def _keywords(text: str, args: str) -> tuple[tuple[str, Any], ...]:
    """The keyword arguments written in ``args`` (``a=1, b="x"``), each a literal."""
    if not args.strip():
        return ()
    try:
        call = ast.parse(f"f({args})", mode="eval").body
    except SyntaxError:
        raise _malformed(
            text, "los argumentos no se entienden", "the arguments can't be read"
        ) from None
    assert isinstance(call, ast.Call)
    if call.args or any(k.arg is None for k in call.keywords):
        raise _malformed(
            text, "solo se admiten argumentos con nombre", "only keyword arguments are accepted"
        )
    out: list[tuple[str, Any]] = []
    for k in call.keywords:
        try:
            value = ast.literal_eval(k.value)
        except ValueError:
            raise _malformed(
                text,
                f"el valor de «{k.arg}» no es un literal",
                f"the value of '{k.arg}' is not a literal",
            ) from None
        assert k.arg is not None
        out.append((k.arg, value))
    return tuple(out)


def _malformed(text: str, es: str, en: str) -> AgentSpecError:
    return AgentSpecError(
        f"La ruta de agente «{text}» está mal escrita: {es} (se espera "
        "paquete.módulo:Nombre o paquete.módulo:Nombre(clave=valor, ...)).",
        f"The agent path '{text}' is malformed: {en} (expected package.module:Name or "
        "package.module:Name(key=value, ...)).",
    )


def make_agent(spec: str, seed: int = 0, think: float = 1.0) -> Agent:
    """A new agent of ``spec`` (a built-in kind or an import path) with its own seed;
    ``think`` is the search budget in seconds per decision (ignored by the agents that
    don't think, passed to an imported one that takes it)."""
    parsed = parse_spec(spec)
    if isinstance(parsed, ImportedAgent):
        return _imported(spec, parsed, seed, think)
    if parsed == "random":
        return RandomAgent(seed)
    if parsed == "heuristic":
        return HeuristicAgent(seed)
    if parsed == "suave":  # cautious attacks, and no tricks at instant speed to ambush with
        return HeuristicAgent(seed, aggression=GENTLE_AGGRESSION, sorcery_speed_only=True)
    if parsed == "search":
        return SearchAgent(seed, think)
    if parsed == "first":
        return FirstOptionAgent()
    if parsed == "last":
        return LastOptionAgent()
    return RarestOptionAgent(seed)


def _imported(spec: str, parsed: ImportedAgent, seed: int, think: float) -> Agent:
    maker = _find(spec, parsed)
    kwargs = dict(parsed.kwargs)
    for name, value in (("seed", seed), ("think", think)):
        if name not in kwargs and _accepts(maker, name):
            kwargs[name] = value
    try:
        made = maker(**kwargs)
    except Exception as exc:  # the user's code: any failure is reported, with its kind
        raise AgentSpecError(
            f"«{spec}» no pudo crear un agente: {type(exc).__name__}: {exc}",
            f"'{spec}' could not make an agent: {type(exc).__name__}: {exc}",
        ) from exc
    decide = getattr(made, "decide", None)
    if callable(decide):
        return made
    if callable(made):
        return CallableAgent(made)
    raise AgentSpecError(
        f"«{spec}» dio un {type(made).__name__}, que no tiene decide(game, decision).",
        f"'{spec}' gave a {type(made).__name__}, which has no decide(game, decision).",
    )


def _find(spec: str, parsed: ImportedAgent) -> Callable[..., Any]:
    """The class or factory an import path names (the current folder searched first)."""
    here = os.getcwd()
    if here not in sys.path:
        sys.path.insert(0, here)
    try:
        module = importlib.import_module(parsed.module)
    except ImportError as exc:
        raise AgentSpecError(
            f"No se pudo importar el módulo «{parsed.module}» de «{spec}»: {exc}",
            f"Could not import the module '{parsed.module}' of '{spec}': {exc}",
        ) from exc
    except Exception as exc:  # the module itself failed as it was run
        raise AgentSpecError(
            f"El módulo «{parsed.module}» falló al importarse: {type(exc).__name__}: {exc}",
            f"The module '{parsed.module}' failed as it was imported: {type(exc).__name__}: {exc}",
        ) from exc
    found = getattr(module, parsed.name, None)
    if found is None or not callable(found):
        raise AgentSpecError(
            f"El módulo «{parsed.module}» no tiene ninguna clase ni función «{parsed.name}».",
            f"The module '{parsed.module}' has no class or function '{parsed.name}'.",
        )
    return found


def _accepts(maker: Callable[..., Any], name: str) -> bool:
    """Does ``maker`` take a keyword argument ``name`` (by name or through ``**kwargs``)?"""
    try:
        params = inspect.signature(maker).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(
        (p.name == name and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))
        or p.kind == p.VAR_KEYWORD
        for p in params
    )


class CallableAgent:
    """A function of ``(game, decision)`` used as an agent."""

    def __init__(self, function: Callable[[Any, Decision], Option]) -> None:
        self.function = function

    def decide(self, game: Any, decision: Decision) -> Option:
        return self.function(game, decision)
